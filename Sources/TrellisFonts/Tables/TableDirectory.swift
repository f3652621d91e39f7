/// The sfnt header and table directory: where each table's bytes are.
struct TableDirectory {
    private var tables: [(tag: Tag, start: Int, end: Int)] = []
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) throws(FontError) {
        self.bytes = bytes
        let file = ByteReader(bytes: bytes, start: 0, end: bytes.count, table: "sfnt")
        let signature = try file.u32(0)
        switch signature {
        case 0x0001_0000, tag("OTTO"), tag("true"): break
        case tag("ttcf"): throw .fontCollection
        default: throw .unknownSignature(signature)
        }
        let count = try file.int(4)
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = try file.u32(record)
            let offset = try file.u32(record + 8), length = try file.u32(record + 12)
            // Both are below 2^32, so their sum cannot overflow a 64-bit Int; on a 32-bit one it is checked.
            guard let start = Int(exactly: offset), let size = Int(exactly: length),
                  case (let end, false) = start.addingReportingOverflow(size), end <= bytes.count else {
                throw .offsetOutOfRange(table: "sfnt", offset: record + 8)
            }
            tables.append((tag, start, end))
        }
    }

    /// The table tagged `tag` (the first, should the directory list it twice), or `nil`.
    func table(_ tag: Tag) -> ByteReader? {
        guard let entry = tables.first(where: { $0.tag == tag }) else { return nil }
        return ByteReader(bytes: bytes, start: entry.start, end: entry.end, table: Self.name(of: tag))
    }

    /// The table tagged `tag`, or ``FontError/missingTable(_:)``.
    func required(_ tag: Tag) throws(FontError) -> ByteReader {
        guard let table = table(tag) else { throw .missingTable(Self.name(of: tag)) }
        return table
    }

    static func name(of tag: Tag) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: Unicode.ASCII.self)
    }
}
