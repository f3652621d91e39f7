/// 'maxp': the number of glyphs, which bounds every glyph ID the other tables give.
struct Maxp {
    let numGlyphs: Int

    init(_ table: ByteReader) throws(FontError) {
        let version = try table.u32(0)
        guard version == 0x0000_5000 || version == 0x0001_0000 else {
            throw .unsupportedFormat(table: table.table, format: Int(version))
        }
        numGlyphs = try table.int(4)
    }
}
