/// 'name': the family name, typographic (ID 16) when present, else the legacy family (ID 1).
/// Windows and Unicode records (UTF-16BE) are read, US English preferred; Macintosh Roman records
/// only for their ASCII characters.
struct Name {
    let familyName: String

    init(_ table: ByteReader) throws(FontError) {
        let format = try table.int(0)
        guard format <= 1 else { throw .unsupportedFormat(table: table.table, format: format) }
        let count = try table.int(2)
        let storage = try table.view(at: try table.int(4))
        // Best record per name ID: (rank, offset, length, UTF-16?); lower rank wins.
        var best: [UInt16: (rank: Int, offset: Int, length: Int, utf16: Bool)] = [:]
        for index in 0..<count {
            let record = 6 + 12 * index
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4), nameID = try table.u16(record + 6)
            guard nameID == 1 || nameID == 16 else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x0409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if let current = best[nameID], current.rank <= rank { continue }
            best[nameID] = (rank, try table.int(record + 10), try table.int(record + 8), platform != 1)
        }
        guard let chosen = best[16] ?? best[1] else {
            familyName = ""
            return
        }
        let text = try storage.view(at: chosen.offset)
        guard chosen.length <= text.count else { throw .truncated(table: table.table, offset: text.origin + chosen.length) }
        var units: [UInt16] = []
        if chosen.utf16 {
            for index in 0..<chosen.length / 2 { units.append(try text.u16(2 * index)) }
        } else {
            for index in 0..<chosen.length {
                let byte = try text.u8(index)
                units.append(byte < 0x80 ? UInt16(byte) : 0xFFFD)
            }
        }
        familyName = String(decoding: units, as: UTF16.self)
    }
}
