import Foundation
import Testing
import TrellisCore
@testable import TrellisText

/// The shipped faces (TrellisRender's resources), read from the source tree.
enum ShippedFonts {
    static let collection: FontCollection = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TrellisRender/Fonts")
        let files = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold"].map {
            [UInt8](try! Data(contentsOf: directory.appendingPathComponent("\($0).ttf")))
        }
        return try! FontCollection(files)
    }()

    static func font(_ family: String, _ size: Double, _ weight: TextFont.Weight = .regular) -> TextFont {
        try! TextFont(family, size: size, weight: weight, in: collection)
    }
}

/// Widths, lines and line heights of text in the shipped faces, each as Chromium 156 lays the
/// same text out (`getBoundingClientRect` of a flex item holding the text, with the faces loaded
/// as @font-face from the same files).
struct FontTextTests {
    @Test(arguments: [
        // Kerning: "Ad" and "La" pairs take 0.56 px off the advances' 106.90.
        ("Ada Lovelace", "DejaVu Sans", 16.0, 400, 70.625, 106.34375),
        // Ligatures: "ffi" and "fl" are single glyphs; without them the text is 80.71 wide.
        ("office fluff", "DejaVu Sans", 16.0, 400, 43.90625, 80.234375),
        // A stretch's edges are rounded up, not its width: "Lamarr" alone is 49.875 wide.
        ("Hedy Lamarr", "DejaVu Sans", 14.0, 400, 49.859375, 90.625),
        ("Find Avenue...", "DejaVu Serif", 14.0, 700, 71.21875, 111.328125),
    ])
    func widths(text: String, family: String, size: Double, weight: Int, minContent: Double, maxContent: Double) {
        let measured = FontText(text, font: ShippedFonts.font(family, size, TextFont.Weight(weight)))
        #expect(measured.minContentWidth == minContent)
        #expect(measured.maxContentWidth == maxContent)
    }

    /// `line-height` and the first baseline: the ascent (1901/2048 em) and descent (483/2048 em)
    /// rounded to whole px, a multiple floored to 1/64, a length rounded to 1/64, the baseline
    /// below half the leading rounded down.
    @Test(arguments: [
        (16.0, LineHeight.normal, 19.0, 15.0),
        (16.0, .multiple(1.15), 18.390625, 14.0),
        (16.0, .multiple(0.9), 14.390625, 12.0),
        (16.0, .multiple(1.3), 20.796875, 15.0),
        (16.0, .points(25), 25.0, 18.0),
        (16.0, .points(16.3), 16.296875, 13.0),
        (10.0, .normal, 11.0, 9.0),
        (10.0, .multiple(1.15), 11.5, 9.0),
        (20.5, .normal, 24.0, 19.0),
    ])
    func lineHeights(size: Double, lineHeight: LineHeight, height: Double, baseline: Double) {
        let text = FontText("Ada", font: ShippedFonts.font("DejaVu Sans", size), lineHeight: lineHeight)
        #expect(text.lineHeightInPoints == height)
        #expect(text.firstBaseline == baseline)
    }

    /// A multiple of the size as Chrome computes it: a percentage in a 32-bit float of the size
    /// in layout units, floored to 1/64 (Chromium 156, single `nowrap` lines of DejaVu Serif; the
    /// model matched all 1,120 pairs of 20 factors and 56 sizes tried). Products of doubles
    /// floor a unit short where the factor is not exact in binary: 1.15 × 25 = 28.7499…
    @Test(arguments: [
        (25.0, 1.15, 28.75), (22.5, 1.15, 25.875), (12.5, 1.15, 14.375), (22.5, 1.3, 29.25),
        (30.0, 1.05, 31.5), (12.5, 1.05, 13.125), (22.5, 0.7, 15.75),
        (17.1, 1.2, 20.5), (11.3, 1.25, 14.109375), (13.7, 1.25, 17.125), (13.7, 0.9, 12.328125),
    ])
    func multipleLineHeightsAsChrome(size: Double, factor: Double, height: Double) {
        let text = FontText("Ab", font: ShippedFonts.font("DejaVu Serif", size), lineHeight: .multiple(factor))
        #expect(text.lineHeightInPoints == height)
    }

    @Test func invalidLineHeightsAreNormal() {
        let font = ShippedFonts.font("DejaVu Sans", 16)
        for invalid in [LineHeight.multiple(-1), .points(.nan), .points(.infinity)] {
            #expect(FontText("Ada", font: font, lineHeight: invalid).lineHeightInPoints == 19)
        }
    }

    @Test func linesFillGreedily() {
        let text = FontText("Hedy Lamarr invented frequency hopping", font: ShippedFonts.font("DejaVu Sans", 14))
        #expect(text.lines(width: 100).map(\.text) == ["Hedy Lamarr", "invented", "frequency", "hopping"])
        #expect(text.lines(width: 160).map(\.text) == ["Hedy Lamarr invented", "frequency hopping"])
        #expect(text.lines(width: 10_000) == [FontText.Line(text: "Hedy Lamarr invented frequency hopping", width: text.maxContentWidth)])
        // Narrower than a word: each word on its own line, overflowing.
        #expect(text.lineCount(width: 1) == 5)
        // A line fits when at most one layout unit wider than the room.
        #expect(text.lineCount(width: text.maxContentWidth - 1.0 / 64) == 1)
        #expect(text.lineCount(width: text.maxContentWidth - 2.0 / 64) == 2)
    }

    @Test func measurementClampsTheWidthAndCountsLines() {
        let text = FontText("Hedy Lamarr", font: ShippedFonts.font("DejaVu Sans", 14))
        let atRoom = text.measure(MeasureInput(knownSize: Size(width: nil, height: nil),
                                               availableSpace: Size(width: .definite(60), height: .maxContent)))
        #expect(atRoom == Measurement(width: 60, height: 32, firstBaseline: 13))
        let atMax = text.measure(MeasureInput(knownSize: Size(width: nil, height: nil),
                                              availableSpace: Size(width: .definite(500), height: .maxContent)))
        #expect(atMax == Measurement(width: 90.625, height: 16, firstBaseline: 13))
        let known = text.measure(MeasureInput(knownSize: Size(width: 10, height: 5),
                                              availableSpace: Size(width: .minContent, height: .maxContent)))
        #expect(known == Measurement(width: 10, height: 5, firstBaseline: 13))
    }

    @Test func nowrapStaysOnOneLine() {
        let text = FontText("Hedy Lamarr", font: ShippedFonts.font("DejaVu Sans", 14), whiteSpace: .nowrap)
        #expect(text.minContentWidth == text.maxContentWidth)
        #expect(text.lineCount(width: 1) == 1)
    }

    @Test func emptyTextHasNoLines() {
        let text = FontText(" \n\t ", font: ShippedFonts.font("DejaVu Serif", 16))
        #expect(text.maxContentWidth == 0)
        #expect(text.firstBaseline == nil)
        #expect(text.measure(MeasureInput(knownSize: Size(width: nil, height: nil),
                                          availableSpace: Size(width: .maxContent, height: .maxContent)))
                == Measurement(width: 0, height: 0))
    }

    @Test func zeroWidthSpacesBreakAndTakeNoRoom() {
        let font = ShippedFonts.font("DejaVu Sans", 16)
        let joined = FontText("HHHH", font: font)
        let broken = FontText("HH\u{200B}HH", font: font)
        #expect(broken.maxContentWidth == joined.maxContentWidth)
        #expect(broken.lines(width: broken.maxContentWidth / 2 + 1).map(\.text) == ["HH\u{200B}", "HH"])
    }

    @Test func fontsAreFoundByFamilyAndWeight() throws {
        let fonts = ShippedFonts.collection
        #expect(try TextFont("dejavu serif", size: 12, weight: .bold, in: fonts).family == "DejaVu Serif")
        #expect(throws: TextError.unknownFont(family: "Helvetica", weight: 400, available: fonts.faceNames)) {
            try TextFont("Helvetica", size: 12, in: fonts)
        }
        #expect(throws: TextError.unknownFont(family: "DejaVu Sans", weight: 300, available: fonts.faceNames)) {
            try TextFont("DejaVu Sans", size: 12, weight: TextFont.Weight(300), in: fonts)
        }
        #expect(throws: TextError.invalidFontSize(0)) { try TextFont("DejaVu Sans", size: 0, in: fonts) }
    }

    @Test func measureFunctionsPrintAsSwiftAndCarryTheirText() {
        let measure = MeasureFunction.text("Ada", font: ShippedFonts.font("DejaVu Sans", 17, .bold), lineHeight: .multiple(1.25))
        #expect(measure.name == #".text("Ada", font: TextFont("DejaVu Sans", size: 17, weight: .init(700), in: fonts), lineHeight: .multiple(1.25))"#)
        #expect((measure.content as? FontText)?.text == "Ada")
        #expect(!measure.readsAvailableHeight)
    }
}
