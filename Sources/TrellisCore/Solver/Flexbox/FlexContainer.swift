/// Per-container facts computed once and read by every step (taffy's `AlgoConstants` idea).
struct FlexContainer {
    let node: Int32
    /// The container's alignment and wrapping properties: the plain part of its style that the
    /// steps read (the whole `Style` holds references and is costly to copy).
    let justifyContent: ContentAlignment
    let alignItems: SelfAlignment
    let alignContent: ContentAlignment
    let flexWrap: FlexWrap
    let flexLineCount: Int?
    /// The container's resolved padding, which places absolutely positioned children (its
    /// whole box model would make every copy of the container 200 bytes larger).
    let padding: Edges<Double>
    let flow: FlexFlow
    /// The border-box width, resolved before layout.
    let outerWidth: Double
    /// The content height that pinned positioned children need (``Style/fitsPinnedChildren``).
    let pinnedChildrenHeight: Double
    /// The content-box size; the height is `nil` until determined when it is not definite.
    var innerSize: Size<Double?>
    /// The content-box size that percentages of items resolve against (definite sizes only).
    var percentageBasis: Size<Double?>
    /// Room for items along each axis when the container's size there is not known.
    var availableInner: Size<AvailableSpace>
    /// The content height an aspect ratio gives a container that its content may make taller.
    let ratioMinimumInner: Double?
    /// Whether that height is definite, from a width that is: not when the container is
    /// measured for its content at a fit-content width.
    let ratioMinimumIsDefinite: Bool
    /// The content box's min and max size along each axis (from `min-*`/`max-*`; the max height
    /// also from the largest length).
    let innerMin: Size<Double?>
    let innerMax: Size<Double?>
    /// The inner main size that lines break at (§9.3 step 5): the main size, else the max size.
    let lineBreakLimit: Double
    /// The physical position of the content box's top-left corner in the border box.
    let contentOrigin: Size<Double>
    var mainGap: Double
    var crossGap: Double

    var main: Axis { flow.main }
    var cross: Axis { flow.cross }

    /// This container with its inner size along `axis` determined (steps 4 and 15): one copy,
    /// where each step returning a whole container made two.
    @inline(__always)
    func withInnerSize(_ size: Double, along axis: Axis) -> FlexContainer {
        var sized = self
        sized.innerSize[axis] = size
        return sized
    }

    func clampInner(_ value: Double, _ axis: Axis) -> Double {
        var result = value
        if let max = innerMax[axis] { result = Swift.min(result, max) }
        if let min = innerMin[axis] { result = Swift.max(result, min) }
        return Swift.max(0, result)
    }
}
