/// The scripts whose OpenType tables the shaper selects: Latin, Greek, Cyrillic, and every other
/// script, which is shaped with the font's default ('DFLT') script tables.
enum Script: Int, CaseIterable, Sendable {
    case latin, greek, cyrillic, other

    /// The script tags to look for, before HarfBuzz's fallbacks ('DFLT', 'dflt', 'latn').
    var tags: [Tag] {
        switch self {
        case .latin: [tag("latn")]
        case .greek: [tag("grek")]
        case .cyrillic: [tag("cyrl")]
        case .other: []
        }
    }

    /// The script of `scalar`, or `nil` for a character used with any script (Unicode's Common and
    /// Inherited: spaces, digits, punctuation, symbols, combining marks), which takes its neighbours'.
    init?(of scalar: Unicode.Scalar) {
        let value = scalar.value
        // ASCII, most of UI text, without the search.
        if value < 0x80 {
            guard (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) else { return nil }
            self = .latin
            return
        }
        var low = 0, high = Self.ranges.count
        while low < high {
            let middle = (low + high) / 2
            if Self.ranges[middle].last < value { low = middle + 1 } else { high = middle }
        }
        guard low < Self.ranges.count, Self.ranges[low].first <= value else {
            self = .other
            return
        }
        guard let script = Self.ranges[low].script else { return nil }
        self = script
    }

    /// The Latin, Greek, Cyrillic, Common and Inherited (`nil`) ranges of Unicode's Scripts.txt
    /// that text in these faces holds, sorted; characters outside them are `.other`.
    private static let ranges: [(first: UInt32, last: UInt32, script: Script?)] = [
        (0x0000, 0x0040, nil), (0x0041, 0x005A, .latin), (0x005B, 0x0060, nil), (0x0061, 0x007A, .latin),
        (0x007B, 0x00A9, nil), (0x00AA, 0x00AA, .latin), (0x00AB, 0x00B9, nil), (0x00BA, 0x00BA, .latin),
        (0x00BB, 0x00BF, nil), (0x00C0, 0x00D6, .latin), (0x00D7, 0x00D7, nil), (0x00D8, 0x00F6, .latin),
        (0x00F7, 0x00F7, nil), (0x00F8, 0x02B8, .latin), (0x02B9, 0x02DF, nil), (0x02E0, 0x02E4, .latin),
        (0x02E5, 0x036F, nil), (0x0370, 0x0373, .greek), (0x0374, 0x0374, nil), (0x0375, 0x037D, .greek),
        (0x037E, 0x037E, nil), (0x037F, 0x0384, .greek), (0x0385, 0x0385, nil), (0x0386, 0x0386, .greek),
        (0x0387, 0x0387, nil), (0x0388, 0x03E1, .greek), (0x03F0, 0x03FF, .greek), (0x0400, 0x0484, .cyrillic),
        (0x0485, 0x0486, nil), (0x0487, 0x052F, .cyrillic), (0x1C80, 0x1C88, .cyrillic), (0x1D00, 0x1D25, .latin),
        (0x1D26, 0x1D2A, .greek), (0x1D2B, 0x1D2B, .cyrillic), (0x1D2C, 0x1D5C, .latin), (0x1D5D, 0x1D61, .greek),
        (0x1D62, 0x1D65, .latin), (0x1D66, 0x1D6A, .greek), (0x1D6B, 0x1D77, .latin), (0x1D78, 0x1D78, .cyrillic),
        (0x1D79, 0x1DBE, .latin), (0x1DBF, 0x1DBF, .greek), (0x1DC0, 0x1DFF, nil), (0x1E00, 0x1EFF, .latin),
        (0x1F00, 0x1FFE, .greek), (0x2000, 0x2070, nil), (0x2071, 0x2071, .latin), (0x2072, 0x207E, nil),
        (0x207F, 0x207F, .latin), (0x2080, 0x208E, nil), (0x2090, 0x209C, .latin), (0x20A0, 0x2125, nil),
        (0x2126, 0x2126, .greek), (0x2127, 0x2129, nil), (0x212A, 0x212B, .latin), (0x212C, 0x2131, nil),
        (0x2132, 0x2132, .latin), (0x2133, 0x214D, nil), (0x214E, 0x214E, .latin), (0x214F, 0x215F, nil),
        (0x2160, 0x2188, .latin), (0x2189, 0x2BFF, nil), (0x2C60, 0x2C7F, .latin), (0x2DE0, 0x2DFF, .cyrillic),
        (0x2E00, 0x2E7F, nil), (0x3000, 0x3004, nil), (0xA640, 0xA69F, .cyrillic), (0xA700, 0xA721, nil),
        (0xA722, 0xA787, .latin), (0xA788, 0xA78A, nil), (0xA78B, 0xA7FF, .latin), (0xAB30, 0xAB5A, .latin),
        (0xAB5B, 0xAB5B, nil), (0xAB5C, 0xAB64, .latin), (0xAB65, 0xAB65, .greek), (0xFB00, 0xFB06, .latin),
        (0xFE00, 0xFE0F, nil), (0xFE20, 0xFE2D, nil), (0xFE2E, 0xFE2F, .cyrillic), (0xFE30, 0xFE6F, nil),
        (0xFEFF, 0xFEFF, nil), (0xFF01, 0xFF20, nil), (0xFF21, 0xFF3A, .latin), (0xFF3B, 0xFF40, nil),
        (0xFF41, 0xFF5A, .latin), (0xFF5B, 0xFF65, nil), (0xFFF0, 0xFFFD, nil), (0x1F000, 0x1FAFF, nil),
        (0xE0000, 0xE01EF, nil),
    ]
}

/// How HarfBuzz treats a default-ignorable character (Unicode's Default_Ignorable_Code_Point):
/// lookups pass over it unless it matches, and it is drawn as an invisible space of no advance.
enum Ignorable: UInt8, Sendable {
    case no
    case yes
    /// U+200C ZERO WIDTH NON-JOINER, which ligatures do not pass over (kerning does).
    case nonJoiner

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x200C: self = .nonJoiner
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
             0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            self = .yes
        default: self = .no
        }
    }
}
