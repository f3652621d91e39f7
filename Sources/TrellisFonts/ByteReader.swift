/// A bounds-checked, big-endian view of one table (or subtable) of the font's bytes: every read
/// checks its offset against the view's end and throws ``FontError/truncated(table:offset:)``
/// naming the table, so that no value read from the file can index outside it.
struct ByteReader {
    let bytes: [UInt8]
    /// The view's first byte in `bytes`, and one past its last.
    let start: Int, end: Int
    /// The tag of the table the view belongs to, for errors.
    let table: String
    /// Where the view starts, from the table's start (for errors that name offsets in the table).
    let origin: Int

    init(bytes: [UInt8], start: Int, end: Int, table: String) {
        self.bytes = bytes
        self.start = start
        self.end = end
        self.table = table
        origin = 0
    }

    private init(_ parent: ByteReader, start: Int, end: Int) {
        bytes = parent.bytes
        self.start = start
        self.end = end
        table = parent.table
        origin = parent.origin + (start - parent.start)
    }

    var count: Int { end - start }

    private func check(_ offset: Int, _ size: Int) throws(FontError) {
        guard offset >= 0, offset <= count - size else { throw .truncated(table: table, offset: origin + offset) }
    }

    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 16-bit count or index, as an `Int`.
    func int(_ offset: Int) throws(FontError) -> Int { Int(try u16(offset)) }

    /// The view from `offset` (a value read from the file) to this view's end.
    func view(at offset: Int) throws(FontError) -> ByteReader {
        guard offset >= 0, offset <= count else { throw .offsetOutOfRange(table: table, offset: origin + offset) }
        return ByteReader(self, start: start + offset, end: end)
    }

    /// The view at a 16-bit offset stored at `field`; `nil` for a null (zero) offset.
    func view(atOffset16 field: Int) throws(FontError) -> ByteReader? {
        let offset = try int(field)
        return offset == 0 ? nil : try view(at: offset)
    }

    /// The view at a 32-bit offset stored at `field`.
    func view(atOffset32 field: Int) throws(FontError) -> ByteReader {
        let offset = try u32(field)
        guard let value = Int(exactly: offset) else { throw .offsetOutOfRange(table: table, offset: origin + field) }
        return try view(at: value)
    }

    /// The view's first `length` bytes (the view itself when it is shorter, for subtables whose
    /// declared length overstates what is there).
    func prefix(_ length: Int) -> ByteReader {
        ByteReader(self, start: start, end: start + max(0, min(length, count)))
    }
}

/// A four-letter table, script or feature tag as the number stored in the file.
typealias Tag = UInt32

/// The tag spelled by four ASCII letters.
func tag(_ text: StaticString) -> Tag {
    precondition(text.utf8CodeUnitCount == 4)
    let p = text.utf8Start
    return UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
}
