import TrellisCore
import TrellisText

/// The output formats of `trellis render`.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// An indented tree, one line per box: see ``TextTreeRenderer``.
    case text
    /// Nested JSON objects: see ``JSONRenderer``.
    case json
    /// Labelled rectangles: see ``SVGRenderer``.
    case svg
    /// Boxes drawn with box-drawing characters, one column per 5 points and one row per
    /// 10 points (the size of half and one whole Ahem cell), scaled down when the drawing
    /// would be wider than 160 columns or taller than 100 rows: see ``TerminalRenderer``.
    case terminal

    /// Renders `layout` in this format; the pictures (SVG and terminal) draw the text of the
    /// text leaves of `source`, the tree `layout` was laid out from.
    public func render(_ layout: ComputedLayout, source: LayoutNode? = nil) -> String {
        switch self {
        case .text: return TextTreeRenderer.render(layout)
        case .json: return JSONRenderer.render(layout)
        case .svg: return SVGRenderer.render(layout, source: source)
        case .terminal: return TerminalRenderer.render(layout, source: source, cellWidth: 5, cellHeight: 10)
        }
    }
}

/// Why `trellis render` could not render a file.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case file(LayoutFileError)
    /// The tree could not be laid out.
    case layout(LayoutError)

    /// The underlying error's message.
    public var description: String {
        switch self {
        case .file(let error): return error.description
        case .layout(let error): return "layout failed: \(error.description)"
        }
    }
}

/// `trellis render`: reads a layout file or fixture, lays it out and renders the result.
public enum LayoutRendering {
    /// Reads `file`, lays it out and renders it.
    ///
    /// - Parameters:
    ///   - width: A definite available width; `nil` uses the fixture's viewport width, or max-content.
    ///   - height: A definite available height; `nil` uses the fixture's viewport height, or max-content.
    ///   - format: The output format.
    ///   - fonts: The faces `<text font-family>` names; `nil` for the shipped faces.
    ///   - warn: Told, a line each, of what the frames leave unsaid: the items of constraint
    ///     containers that the relations leave ambiguous, which are placed somewhere all the same.
    public static func render(file: String, width: Double?, height: Double?, format: RenderFormat,
                              fonts: FontCollection? = nil, warn: (String) -> Void = { _ in }) throws(RenderError) -> String {
        let document: LayoutDocument
        do throws(LayoutFileError) {
            document = try LayoutDocument(contentsOfFile: file, fonts: fonts)
        } catch {
            throw .file(error)
        }
        var space = document.viewport ?? Size(width: .maxContent, height: .maxContent)
        if let width { space.width = .definite(width) }
        if let height { space.height = .definite(height) }
        do throws(LayoutError) {
            let (layout, ambiguities) = try document.layoutReportingAmbiguity(in: space)
            for ambiguity in ambiguities { warn("warning: \(ambiguity)") }
            return format.render(layout, source: document.root)
        } catch {
            throw .layout(error)
        }
    }

    /// Parses a size given on the command line: a number of points, with or without `px`.
    public static func parseLength(_ text: String) -> Double? {
        guard let value = CSSValues.number(Substring(text)) ?? CSSValues.length(Substring(text)), value >= 0 else {
            return nil
        }
        return value
    }
}
