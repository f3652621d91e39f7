/// 'hhea': the horizontal line metrics and how many glyphs have their own advance in 'hmtx'.
struct Hhea {
    let ascender: Int, descender: Int, lineGap: Int
    let numberOfHMetrics: Int

    init(_ table: ByteReader) throws(FontError) {
        let major = try table.int(0)
        guard major == 1 else { throw .unsupportedFormat(table: table.table, format: major) }
        ascender = Int(try table.i16(4))
        descender = Int(try table.i16(6))
        lineGap = Int(try table.i16(8))
        numberOfHMetrics = try table.int(34)
        guard numberOfHMetrics > 0 else { throw .invalidValue(table: table.table, field: "numberOfHMetrics", value: 0) }
    }
}
