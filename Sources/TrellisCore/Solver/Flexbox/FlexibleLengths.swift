/// §9.7 Resolving Flexible Lengths (https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths).
extension LayoutModeTree {
    /// §9.3 step 6 / §9.7: grow or shrink the items of one line to fill its main size.
    /// `growing` is the line's used flex factor (``lineGrows(_:_:_:)``).
    func resolveFlexibleLengths(_ items: inout [FlexItem], _ range: Range<Int>, _ container: FlexContainer, growing: Bool) {
        let flow = container.flow
        let space = (container.innerSize[container.main] ?? 0) - container.mainGap * Double(max(0, range.count - 1))
        // The loop below walks a line of thousands of items a dozen times, writing each item on
        // every walk: through the array, each write would check that its storage is unique.
        items.withUnsafeMutableBufferPointer { items in
            // 2. Size inflexible items: freeze them at their hypothetical main size.
            // 3. Calculate initial free space.
            var unfrozenCount = 0
            var initiallyUsed = 0.0
            for index in range {
                let item = items[index]
                items[index].targetMainSize = item.hypotheticalMainSize
                let factor = growing ? item.flexGrow : item.flexShrink
                let isFrozen = factor == 0
                    || (growing && item.flexBaseSize > item.hypotheticalMainSize)
                    || (!growing && item.flexBaseSize < item.hypotheticalMainSize)
                items[index].isFrozen = isFrozen
                if !isFrozen { unfrozenCount += 1 }
                initiallyUsed += item.outerMain(flow, isFrozen ? item.hypotheticalMainSize : item.flexBaseSize)
            }
            let initialFreeSpace = space - initiallyUsed

            // 4. Loop. Each pass freezes at least one item (e), so a line of n items settles
            // within n passes; the bound holds whatever the numbers. A pass walks the line three
            // times.
            for _ in range {
                // a. Check for flexible items.
                guard unfrozenCount > 0 else { break }

                // b. Calculate the remaining free space. Each unfrozen item's fraction of it is its
                // flex factor (scaled, for shrinking) over the sum of its own and those before it:
                // its share of what the items after it leave (c).
                var used = 0.0
                var factorSum = 0.0
                var scaledSum = 0.0
                for index in range {
                    if items[index].isFrozen {
                        used += items[index].outerMain(flow, items[index].targetMainSize)
                        continue
                    }
                    used += items[index].outerMain(flow, items[index].flexBaseSize)
                    if growing {
                        factorSum += items[index].flexGrow
                        items[index].freeSpaceFraction = items[index].flexGrow / factorSum
                    } else {
                        let scaled = items[index].flexShrink * innerFlexBaseSize(items[index], container)
                        factorSum += items[index].flexShrink
                        scaledSum += scaled
                        items[index].freeSpaceFraction = scaledSum > 0 ? scaled / scaledSum : 0
                    }
                }
                var remaining = space - used
                if factorSum < 1 {
                    // Chrome keeps the scaled free space in whole layout units, truncated.
                    let scaled = LayoutUnit.truncate(initialFreeSpace * factorSum)
                    if abs(scaled) < abs(remaining) { remaining = scaled }
                }
                // Chrome distributes nothing when what is left has the other sign than the line's
                // flexing (a grown line whose frozen items took more than the free space): the
                // unfrozen items keep their hypothetical main sizes.
                guard growing ? remaining > 0 : remaining < 0 else {
                    for index in range where !items[index].isFrozen {
                        items[index].targetMainSize = items[index].hypotheticalMainSize
                    }
                    break
                }

                // c. Distribute free space proportional to the flex factors, as Chrome does in
                // whole layout units of 1/64 px: from the last item back, each takes its fraction
                // of what is left, rounded to the nearest unit, and the first takes the rest, so
                // that the shares sum to the free space exactly. And
                // d. fix min/max violations: clamp each target, noting by how much.
                var totalViolation = 0.0
                for index in range.reversed() where !items[index].isFrozen {
                    let fraction = items[index].freeSpaceFraction
                    let share = fraction == 1 ? remaining : LayoutUnit.round(remaining * fraction)
                    remaining -= share
                    let target = items[index].flexBaseSize + share
                    let clamped = items[index].clampMain(target)
                    items[index].violation = clamped - target
                    items[index].targetMainSize = clamped
                    totalViolation += clamped - target
                }

                // e. Freeze over-flexed items.
                for index in range where !items[index].isFrozen {
                    let violation = items[index].violation
                    if totalViolation == 0
                        || (totalViolation > 0 && violation > 0)
                        || (totalViolation < 0 && violation < 0) {
                        items[index].isFrozen = true
                        unfrozenCount -= 1
                    }
                }
            }
        }
    }

    /// §9.7 step 1: whether the line uses the flex grow factor: the sum of its items' outer
    /// hypothetical main sizes is less than the container's inner main size.
    @inline(__always)
    func lineGrows(_ items: [FlexItem], _ range: Range<Int>, _ container: FlexContainer) -> Bool {
        var hypotheticalSum = container.mainGap * Double(max(0, range.count - 1))
        for index in range { hypotheticalSum += items[index].outerMain(container.flow, items[index].hypotheticalMainSize) }
        return hypotheticalSum < container.innerSize[container.main] ?? 0
    }

    /// §9.7 steps 2–4: whether a shrinking line takes any item below its flex base size. Shrinking
    /// starts from the outer flex base sizes (hypothetical ones where larger, which freeze); when
    /// they fit, every target is its flex base size and no minimum at most that size can bind.
    /// Sums in the order `determineContainerMainSize` does, so a line that sized its container
    /// fits it exactly.
    @inline(__always)
    func itemsShrinkBelowFlexBaseSizes(_ items: [FlexItem], _ range: Range<Int>, _ container: FlexContainer) -> Bool {
        var used = 0.0
        for index in range {
            used += items[index].outerMain(container.flow, max(items[index].flexBaseSize, items[index].hypotheticalMainSize))
        }
        used += container.mainGap * Double(max(0, range.count - 1))
        return used > container.innerSize[container.main] ?? 0
    }

    /// The flex base size of the content box, which scales the flex shrink factor (§9.7 4c).
    @inline(__always)
    private func innerFlexBaseSize(_ item: FlexItem, _ container: FlexContainer) -> Double {
        max(0, item.flexBaseSize - item.box.paddingBorder[container.main])
    }
}
