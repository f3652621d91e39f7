/// 'cmap': characters to glyphs, from one subtable: format 12 (Windows UCS-4 3/10 or Unicode
/// full 0/4) when present, else format 4 (Windows BMP 3/1 or Unicode BMP 0/3).
struct Cmap {
    /// Sorted ranges of characters: a character `c` in `first...last` maps to `delta + c - first`
    /// when `glyphIndex` is nil, else (format 4's idRangeOffset) to `glyphs[glyphIndex + c - first]`
    /// plus `delta` unless that is 0.
    private struct Range {
        var first: UInt32, last: UInt32
        var delta: UInt32
        var glyphIndex: Int?
    }

    private let ranges: [Range]
    /// Format 4's glyphIdArray.
    private let glyphs: [UInt16]
    /// Format 4's arithmetic is modulo 65536; format 12's glyph IDs are 32-bit.
    private let glyphMask: UInt32
    private let numGlyphs: Int

    init(_ table: ByteReader, numGlyphs: Int) throws(FontError) {
        self.numGlyphs = numGlyphs
        let count = try table.int(2)
        var full: ByteReader?, basic: ByteReader?
        for index in 0..<count {
            let record = 4 + 8 * index
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            switch (platform, encoding) {
            case (3, 10), (0, 4): if full == nil { full = try table.view(atOffset32: record + 4) }
            case (3, 1), (0, 3): if basic == nil { basic = try table.view(atOffset32: record + 4) }
            default: continue
            }
        }
        if let subtable = full, try subtable.int(0) == 12 {
            (ranges, glyphs, glyphMask) = (try Self.format12(subtable), [], .max)
        } else if let subtable = basic, try subtable.int(0) == 4 {
            (ranges, glyphs) = try Self.format4(subtable)
            glyphMask = 0xFFFF
        } else if let subtable = full ?? basic {
            throw .unsupportedFormat(table: table.table, format: try subtable.int(0))
        } else {
            throw .unsupportedFormat(table: table.table, format: -1)
        }
        asciiGlyphs = (0..<0x80).map { search($0) }
    }

    private static func format12(_ subtable: ByteReader) throws(FontError) -> [Range] {
        let groups = try subtable.u32(12)
        // Each group takes 12 bytes: a count the bytes cannot hold is a truncation, found before allocating.
        guard Int(exactly: groups).map({ $0 <= (subtable.count - 16) / 12 }) ?? false else {
            throw .truncated(table: subtable.table, offset: subtable.origin + subtable.count)
        }
        var ranges: [Range] = []
        ranges.reserveCapacity(Int(groups))
        for index in 0..<Int(groups) {
            let group = 16 + 12 * index
            let first = try subtable.u32(group), last = try subtable.u32(group + 4)
            guard first <= last else { continue }
            ranges.append(Range(first: first, last: last, delta: try subtable.u32(group + 8), glyphIndex: nil))
        }
        return ranges
    }

    private static func format4(_ whole: ByteReader) throws(FontError) -> ([Range], [UInt16]) {
        let subtable = whole.prefix(try whole.int(2))
        let segments = try subtable.int(6) / 2
        let ends = 14, starts = 16 + 2 * segments, deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        let glyphArray = rangeOffsets + 2 * segments
        var glyphs: [UInt16] = []
        if glyphArray < subtable.count {
            for index in 0..<(subtable.count - glyphArray) / 2 { glyphs.append(try subtable.u16(glyphArray + 2 * index)) }
        }
        var ranges: [Range] = []
        ranges.reserveCapacity(segments)
        for segment in 0..<segments {
            let last = UInt32(try subtable.u16(ends + 2 * segment)), first = UInt32(try subtable.u16(starts + 2 * segment))
            let delta = UInt32(try subtable.u16(deltas + 2 * segment))
            let rangeOffset = try subtable.int(rangeOffsets + 2 * segment)
            guard first <= last else { continue }
            if rangeOffset == 0 {
                // glyph = character + idDelta, kept as the glyph of `first` plus the distance from it.
                ranges.append(Range(first: first, last: last, delta: delta &+ first, glyphIndex: nil))
            } else {
                // idRangeOffset counts bytes from its own field to the glyph of `first`.
                let glyphIndex = (rangeOffsets + 2 * segment + rangeOffset - glyphArray) / 2
                ranges.append(Range(first: first, last: last, delta: delta, glyphIndex: glyphIndex))
            }
        }
        return (ranges, glyphs)
    }

    /// The glyphs of the ASCII characters, looked up once: most of UI text needs no search.
    private var asciiGlyphs: [UInt16] = []

    /// The glyph of `scalar`, or 0 (.notdef) when unmapped or mapped outside the font's glyphs.
    func glyph(for scalar: UInt32) -> UInt16 {
        scalar < asciiGlyphs.count ? asciiGlyphs[Int(scalar)] : search(scalar)
    }

    private func search(_ scalar: UInt32) -> UInt16 {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].first <= scalar else { return 0 }
        let range = ranges[low]
        var glyph: UInt32
        if let glyphIndex = range.glyphIndex {
            let index = glyphIndex + Int(scalar - range.first)
            guard index >= 0, index < glyphs.count, glyphs[index] != 0 else { return 0 }
            glyph = UInt32(glyphs[index]) &+ range.delta
        } else {
            glyph = range.delta &+ (scalar - range.first)
        }
        glyph &= glyphMask
        return glyph < UInt32(numGlyphs) ? UInt16(glyph) : 0
    }
}
