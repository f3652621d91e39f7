import Foundation
import TrellisText

extension FontCollection {
    /// The faces Trellis ships (DejaVu Sans and Serif, regular and bold, in the package's
    /// `Fonts` resources): the fonts of layout files and fixtures unless `--fonts` adds others.
    ///
    /// - Throws: ``LayoutFileError/invalidFont(file:reason:)`` if the package's resources are
    ///   missing or damaged.
    public static func shipped() throws(LayoutFileError) -> FontCollection {
        try shippedFaces.get()
    }

    /// The shipped faces and those of the font files in `directories` (`--fonts DIR`).
    ///
    /// - Throws: ``LayoutFileError`` for a directory or font file that cannot be read.
    public static func shipped(addingFontsIn directories: [String]) throws(LayoutFileError) -> FontCollection {
        var fonts = try shipped()
        for directory in directories { try fonts.addFontFiles(in: directory) }
        return fonts
    }

    private static let shippedFaces: Result<FontCollection, LayoutFileError> = {
        guard let directory = Bundle.module.resourceURL?.appendingPathComponent("Fonts").path else {
            return .failure(.invalidFont(file: "Fonts", reason: "the package's font resources are missing"))
        }
        return Result { () throws(LayoutFileError) in
            var fonts = FontCollection()
            try fonts.addFontFiles(in: directory)
            return fonts
        }
    }()

    /// Adds every `.ttf` and `.otf` file of `directory`, in the order of their names; a face of a
    /// family and weight already here replaces it.
    ///
    /// - Throws: ``LayoutFileError`` for a directory that cannot be read, or a file that is not
    ///   a font the reader can read (naming the file and what is wrong with it).
    public mutating func addFontFiles(in directory: String) throws(LayoutFileError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw .unreadableFile(file: directory, reason: LayoutFileReader.reason(error))
        }
        let fontNames = names.filter { $0.lowercased().hasSuffix(".ttf") || $0.lowercased().hasSuffix(".otf") }.sorted()
        guard !fontNames.isEmpty else { throw .invalidFont(file: directory, reason: "the directory has no .ttf or .otf file") }
        for name in fontNames {
            let path = (directory as NSString).appendingPathComponent(name)
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw .unreadableFile(file: path, reason: LayoutFileReader.reason(error))
            }
            do throws(FontError) {
                try add([UInt8](data))
            } catch {
                throw .invalidFont(file: path, reason: error.description)
            }
        }
    }
}
