/// Why font bytes were rejected: each case names the table (its four-letter tag, or `"sfnt"` for
/// the file header and table directory) and what is wrong there.
public enum FontError: Error, Hashable, Sendable {
    /// A read at `offset` (from the table's start) needed bytes past the table's end.
    case truncated(table: String, offset: Int)
    /// A table the reader needs is absent from the table directory.
    case missingTable(String)
    /// The file starts with neither a TrueType (0x00010000, 'true') nor an OpenType ('OTTO') signature.
    case unknownSignature(UInt32)
    /// The file is a font collection ('ttcf'); give the reader one face's bytes.
    case fontCollection
    /// A subtable or table version in a format the reader does not read.
    case unsupportedFormat(table: String, format: Int)
    /// An offset (from the table's start) that points outside the table, or a table outside the file.
    case offsetOutOfRange(table: String, offset: Int)
    /// A field whose value cannot be right (a zero unitsPerEm, no horizontal metrics).
    case invalidValue(table: String, field: String, value: Int)
    /// The layout table asks for more work than any real font needs (subtables shared by
    /// thousands of lookups, say): the reader stops rather than grow without bound.
    case tooComplex(table: String)
}

extension FontError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .truncated(let table, let offset): "'\(table)' is truncated: a read at offset \(offset) runs past its end"
        case .missingTable(let table): "the font has no '\(table)' table"
        case .unknownSignature(let signature): "not a TrueType or OpenType font (signature 0x\(String(signature, radix: 16)))"
        case .fontCollection: "a font collection ('ttcf'): give the bytes of a single face"
        case .unsupportedFormat(let table, let format): "'\(table)' has a subtable or version in format \(format), which is not supported"
        case .offsetOutOfRange(let table, let offset): "'\(table)' has an offset \(offset) outside its bounds"
        case .invalidValue(let table, let field, let value): "'\(table)' has an invalid \(field) of \(value)"
        case .tooComplex(let table): "'\(table)' needs more work to read than any real font (shared subtables or huge counts)"
        }
    }
}
