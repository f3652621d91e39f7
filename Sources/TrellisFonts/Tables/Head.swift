/// 'head': the font's design grid.
struct Head {
    let unitsPerEm: Int

    init(_ table: ByteReader) throws(FontError) {
        let major = try table.int(0)
        guard major == 1 else { throw .unsupportedFormat(table: table.table, format: major) }
        unitsPerEm = try table.int(18)
        // The OpenType range; outside it every size computed from the font would be meaningless.
        guard (16...16384).contains(unitsPerEm) else {
            throw .invalidValue(table: table.table, field: "unitsPerEm", value: unitsPerEm)
        }
    }
}
