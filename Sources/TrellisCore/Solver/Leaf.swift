/// Layout of a box without children: its content is measured, or empty.
extension LayoutTree {
    mutating func computeLeafLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        if nodes[Int(node)].measureSlot == LayoutTree.noNode, let width = input.knownSize.width {
            let style = styles[Int(node)]
            // An empty box given both sizes takes them, no smaller than its padding and border:
            // what the general steps below come to, without resolving the rest of its box (a
            // flex item's final layout, once per leaf).
            if let height = input.knownSize.height {
                let paddingBorder = style.hasNoEdges ? 0 : BoxModel(style, pool, containingBlock: input.parentSize).paddingBorder.height
                return LayoutOutput(size: Size(width: width, height: max(height, paddingBorder)), firstBaseline: nil)
            }
            // An empty box given its width, without size limits or a ratio, is as tall as its own
            // height, else its padding, border and gutter: again what the general steps come to,
            // without their questions (a row item's hypothetical cross size).
            if style.hasNoLimits {
                let box = BoxModel(style, pool, containingBlock: input.parentSize)
                let height = preferredHeight(node, box, input)
                    ?? box.clampContentSize(box.contentInset.height, .vertical, inherent: input.sizingMode == .inherentSize)
                return LayoutOutput(size: Size(width: width, height: max(height, box.paddingBorder.height)), firstBaseline: nil)
            }
        }
        let box = BoxModel(styles[Int(node)], pool, containingBlock: input.parentSize)
        let inherent = input.sizingMode == .inherentSize
        let width = resolveBorderBoxWidth(node, box, input)
        var height = input.knownSize.height
        if height == nil { height = preferredHeight(node, box, input) }
        var contentMayGrowIt = false
        var contentCap = Double.infinity
        if height == nil, let fromRatio = ratioHeight(node, box, width: width, inherent: inherent) {
            height = fromRatio.height
            // A text leaf's lines sit in an anonymous flex item stretched to the ratio height,
            // which they overflow rather than grow (CSS Flexbox §9.4 step 11;
            // aspect_ratio_text_leaf_keeps_ratio_height). Measured for its content alone, the
            // leaf does grow to its lines (aspect_ratio_column_content_size_suggestion).
            contentMayGrowIt = fromRatio.isMinimum && !inherent
            contentCap = fromRatio.contentCap
        }
        // Padding, border and scrollbar gutters: a scroll container's scrollbar sits between its
        // border and padding (CSS Overflow 3 §3), so its content box is that much smaller.
        let inset = box.contentInset
        var baseline: Double?
        var contentHeight = 0.0
        let contentWidth = max(0, width - inset.width)
        if let measured = measure(node, MeasureInput(
            knownSize: Size(width: contentWidth, height: contentMayGrowIt ? nil : height.map { max(0, $0 - inset.height) }),
            availableSpace: Size(width: .definite(contentWidth),
                                 height: input.availableSpace.height.shrunk(by: box.marginSum.height + inset.height)))) {
            contentHeight = sanitized(measured.size.height)
            baseline = measured.firstBaseline.map { sanitized($0) + box.padding.top + box.border.top }
        }
        // An empty box's content has no extent (max_height_max_content_keyword: a 182 high empty
        // box is 0 high). A measured leaf keeps its set height, as Chrome's text, an anonymous
        // flex item stretched to it, reaches it (random_s1_0601); so does a box with an aspect
        // ratio, whose content size is the ratio's (random_s1_0182, random_s1_0546).
        if inherent && input.knownSize.height == nil && nodes[Int(node)].measureSlot == LayoutTree.noNode
            && box.aspectRatio == nil && hasContentKeywordHeightLimits(node), let set = height {
            height = heightLimitedByContentKeywords(node, box, set, contentExtent: box.paddingBorder.height)
        }
        if height == nil {
            let clamped = box.clampContentSize(contentHeight + inset.height, .vertical, inherent: inherent)
            // A content-keyword min-height is the content height and wins over max-height (CSS
            // Sizing 3 §5.2, CSS 2 §10.7). Tested here, on the result, so that the common leaf's
            // box model stays a constant.
            height = inherent && maxHeightYieldsToContentMinimum(node, box) ? max(clamped, contentHeight + inset.height) : clamped
        } else if contentMayGrowIt, let ratioHeight = height {
            height = max(ratioHeight, min(contentHeight + inset.height, contentCap))
        }
        let finalHeight = max(height ?? 0, box.paddingBorder.height)
        return LayoutOutput(size: Size(width: width, height: finalHeight), firstBaseline: baseline)
    }

    /// A user measure function may answer anything; the solver only accepts finite, non-negative
    /// sizes no larger than a browser can represent (its 32-bit LayoutUnit of 1/64 px), so that
    /// sums of huge answers stay finite (`trellis fuzz --extreme` answers 1e300).
    func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? LayoutTree.saturated(value) : 0
    }
}

extension LayoutTree {
    /// The largest length a browser lays out: Chrome's LayoutUnit is a 32-bit count of 1/64 px.
    static let largestLength = Double(Int32.max) / 64

    /// `value` brought into `-limit...limit`: a length saturates at the largest length, as
    /// Chrome saturates its LayoutUnit, so that sums of lengths stay finite
    /// (`Docs/HostileNumbers.md`).
    @inline(__always)
    static func saturated(_ value: Double, within limit: Double = largestLength) -> Double {
        min(limit, max(-limit, value))
    }

    /// A length the solver resolved, as Chrome stores it: saturated at the largest length and
    /// truncated to whole layout units (Docs/IntermediateTree.md, "Layout units").
    @inline(__always)
    static func storedLength(_ value: Double) -> Double {
        LayoutUnit.truncate(saturated(value))
    }

    /// A flex factor or aspect ratio as Chrome keeps it: a 32-bit float, saturated at the
    /// largest finite one, so that `flex-grow: 1e300` weighs 3.4e38 and `1e-300` weighs nothing
    /// (`Docs/HostileNumbers.md`). Sums of a few million such factors stay finite.
    @inline(__always)
    static func singlePrecision(_ value: Double) -> Double {
        Double(float32(value))
    }

    /// `value` as a 32-bit float, saturated at the largest finite one, as Chrome keeps flex
    /// factors, aspect ratios and the numbers of a `calc()` (``StoredExpression``).
    @inline(__always)
    static func float32(_ value: Double) -> Float {
        Float(max(-Double(Float.greatestFiniteMagnitude), min(value, Double(Float.greatestFiniteMagnitude))))
    }

    /// `percent`% of `basis` as Chrome computes it, in single precision: basis × percent / 100.
    /// Of 150 px, 16.666666% is 25 px, where percent / 100 × basis would be 24.999998.
    ///
    /// Beyond 2^18 px, where a `Float` no longer holds a length to the layout unit, it is
    /// computed exactly: Chrome's frames there come out float-rounded in ways this does not
    /// model (fixture `hostile_percent_of_huge`), and a basis rounded up to a `Float` would
    /// put a percentage of the largest length beyond it.
    @inline(__always)
    static func percentage(_ percent: Double, of basis: Double) -> Double {
        guard abs(basis) < 0x1p18 else { return basis * percent / 100 }
        return Double(float32(basis) * float32(percent) / 100)
    }
}
