/// Emptied working arrays, kept for the next container run to fill, so that a layout allocates
/// one array per nesting level rather than one per container run (a flex container run needs
/// its items and lines).
///
/// Runs nest as the solver recurses, so the spares form a stack: a run takes an array and gives
/// it back emptied before it returns. The tree drops its spares after each layout, so that it
/// keeps no memory for them between layouts.
struct SpareArrays<Element> {
    private var spares: [[Element]] = []

    /// An empty array, with the capacity of one given back earlier if there is one.
    @inline(__always) mutating func take() -> [Element] {
        spares.popLast() ?? []
    }

    /// Keeps `array`'s storage for a later ``take()``, leaving `array` empty. (Emptied in place
    /// while it is the storage's only reference: emptying a shared array would allocate.
    /// Element by element, because a container has few items: `removeAll(keepingCapacity:)`
    /// costs some 90 instructions whatever the count, a pop some 15.)
    @inline(__always) mutating func giveBack(_ array: inout [Element]) {
        while array.popLast() != nil {}
        spares.append(array)
        array = []
    }
}

extension SpareArrays: Sendable where Element: Sendable {}

/// The working arrays of every kind of container run.
struct LayoutSpares: Sendable {
    var flexItems = SpareArrays<FlexItem>()
    var flexLines = SpareArrays<FlexLine>()
    var gridItems = SpareArrays<GridItem>()
    var gridTracks = SpareArrays<GridTrackSizing.Track>()
    var gridContributions = SpareArrays<GridTrackSizing.Item>()
}
