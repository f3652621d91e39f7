/// §9.5 Main-Axis Alignment (https://www.w3.org/TR/css-flexbox-1/#main-alignment).
extension LayoutModeTree {
    /// §9.5 step 12: distribute remaining free space to auto margins, else by `justify-content`.
    func distributeRemainingFreeSpace(_ items: inout [FlexItem], _ range: Range<Int>, _ container: FlexContainer) {
        let flow = container.flow
        let main = container.main
        let innerMain = container.innerSize[main] ?? 0
        var used = container.mainGap * Double(max(0, range.count - 1))
        var autoMargins = 0
        for index in range {
            used += items[index].outerMain(flow, items[index].targetMainSize)
            if items[index].box.marginIsAuto.start(main) { autoMargins += 1 }
            if items[index].box.marginIsAuto.end(main) { autoMargins += 1 }
        }
        let freeSpace = innerMain - used

        if freeSpace > 0 && autoMargins > 0 {
            let share = freeSpace / Double(autoMargins)
            for index in range {
                if items[index].box.marginIsAuto.start(main) { items[index].margin.setStart(share, for: main) }
                if items[index].box.marginIsAuto.end(main) { items[index].margin.setEnd(share, for: main) }
            }
            placeSequentially(&items, range, .none, gap: container.mainGap, flow)
            return
        }
        let distribution = BoxAlignment.distribute(
            container.justifyContent, freeSpace: freeSpace, count: range.count,
            flowReversed: flow.mainReversed,
            writingModeReversed: flow.writingModeReversed(main, rtl: flow.containerRTL))
        placeSequentially(&items, range, distribution, gap: container.mainGap, flow)
    }

    @inline(__always)
    private func placeSequentially(_ items: inout [FlexItem], _ range: Range<Int>, _ distribution: BoxAlignment.Distribution,
                                   gap: Double, _ flow: FlexFlow) {
        // With nothing distributed between the boxes, every box has the first one's snapped offset.
        guard distribution.between != 0 else {
            var offset = distribution.offset(before: 0)
            for index in range {
                items[index].mainOffset = offset
                offset += items[index].outerMain(flow, items[index].targetMainSize) + gap
            }
            return
        }
        var used = 0.0
        for (position, index) in range.enumerated() {
            items[index].mainOffset = used + distribution.offset(before: position)
            used += items[index].outerMain(flow, items[index].targetMainSize) + gap
        }
    }
}
