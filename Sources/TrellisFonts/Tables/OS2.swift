/// 'OS/2': the face's weight class.
struct OS2 {
    let weightClass: Int

    init(_ table: ByteReader) throws(FontError) {
        weightClass = try table.int(4)
    }
}
