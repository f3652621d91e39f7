/// 'hmtx': each glyph's advance width. Glyphs past the last long metric share its advance.
struct Hmtx {
    /// The advances of the first `numberOfHMetrics` glyphs.
    private let advances: [UInt16]
    private let numGlyphs: Int

    init(_ table: ByteReader, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) {
        // Only the long metrics that name real glyphs matter; a larger count is clamped, not trusted.
        let count = max(1, min(numberOfHMetrics, numGlyphs))
        var advances: [UInt16] = []
        advances.reserveCapacity(count)
        for index in 0..<count { advances.append(try table.u16(4 * index)) }
        self.advances = advances
        self.numGlyphs = numGlyphs
    }

    /// The advance of `glyph` in font units; 0 for a glyph ID the font does not have.
    func advance(of glyph: UInt16) -> Int {
        let index = Int(glyph)
        guard index < numGlyphs else { return 0 }
        return Int(advances[min(index, advances.count - 1)])
    }
}
