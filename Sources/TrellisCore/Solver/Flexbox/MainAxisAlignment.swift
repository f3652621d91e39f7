/// §9.5 Main-Axis Alignment (https://www.w3.org/TR/css-flexbox-1/#main-alignment).
extension LayoutTree {
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
                if items[index].box.marginIsAuto.start(main) { items[index].margin.setStart(main, share) }
                if items[index].box.marginIsAuto.end(main) { items[index].margin.setEnd(main, share) }
            }
            placeSequentially(&items, range, leading: 0, between: container.mainGap, flow)
            return
        }
        let distribution = BoxAlignment.distribute(
            container.justifyContent, freeSpace: freeSpace, count: range.count,
            flowReversed: flow.mainReversed,
            writingModeReversed: flow.writingModeReversed(main, rtl: flow.containerRTL))
        placeSequentially(&items, range, leading: distribution.leading, between: container.mainGap + distribution.between, flow)
    }

    private func placeSequentially(_ items: inout [FlexItem], _ range: Range<Int>, leading: Double, between: Double, _ flow: FlexFlow) {
        var offset = leading
        for index in range {
            items[index].mainOffset = offset
            offset += items[index].outerMain(flow, items[index].targetMainSize) + between
        }
    }
}

extension Edges where Value == Double {
    /// Sets the physical start edge (left or top) of `axis`.
    mutating func setStart(_ axis: Axis, _ value: Double) {
        if axis == .horizontal { left = value } else { top = value }
    }

    /// Sets the physical end edge (right or bottom) of `axis`.
    mutating func setEnd(_ axis: Axis, _ value: Double) {
        if axis == .horizontal { right = value } else { bottom = value }
    }
}
