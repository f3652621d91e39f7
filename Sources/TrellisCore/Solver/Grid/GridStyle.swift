/// The grid properties of one box as the ``StylePool`` keeps them: the container's templates,
/// implicit track sizes and auto-flow, and the item's placement. Interned once per distinct
/// value, so a grid's children share one copy and a box with none of them shares index 0.
struct GridStyle: Hashable, Sendable {
    var templateRows: [GridTrack]
    var templateColumns: [GridTrack]
    var autoRows: [GridTrack]
    var autoColumns: [GridTrack]
    var autoFlow: GridAutoFlow
    var rowStart: GridLine
    var rowEnd: GridLine
    var columnStart: GridLine
    var columnEnd: GridLine

    init(_ style: Style) {
        templateRows = style.gridTemplateRows
        templateColumns = style.gridTemplateColumns
        autoRows = style.gridAutoRows
        autoColumns = style.gridAutoColumns
        autoFlow = style.gridAutoFlow
        rowStart = style.gridRowStart
        rowEnd = style.gridRowEnd
        columnStart = style.gridColumnStart
        columnEnd = style.gridColumnEnd
    }

    /// `grid-template-columns` (horizontal) or `grid-template-rows` (vertical).
    func template(_ axis: Axis) -> [GridTrack] { axis == .horizontal ? templateColumns : templateRows }
    /// `grid-auto-columns` (horizontal) or `grid-auto-rows` (vertical).
    func autoTracks(_ axis: Axis) -> [GridTrack] { axis == .horizontal ? autoColumns : autoRows }
    /// The item's start and end lines on `axis`.
    func lines(_ axis: Axis) -> (start: GridLine, end: GridLine) {
        axis == .horizontal ? (columnStart, columnEnd) : (rowStart, rowEnd)
    }
}
