import TrellisCore
import TrellisRender

/// `trellis bench --scaling`: the hostile families of issue 42, each doubled in size several
/// times, with the time of a full layout (or, for files the reader refuses, of reading them) and
/// its growth per doubling. A solver that costs what the layout is grows about 2× per doubling;
/// the check asks for at most ``maximumGrowth``.
///
/// Each time is the least of the runs: on a machine shared with other work, interference only
/// ever adds time, so the least is the figure that other work moves least.
public enum ScalingCheck {
    /// The largest growth per doubling the check accepts.
    public static let maximumGrowth = 2.5

    /// What a family times.
    enum Work {
        /// Building the tree is untimed; a full layout of it is timed.
        case layout
        /// Reading the file, which may refuse it: the reader must refuse it in time.
        case reading
    }

    /// One family: layout files of growing `sizes`.
    struct Family: Sendable {
        let name: String
        let sizes: [Int]
        let work: Work
        let file: @Sendable (Int) -> String

        init(_ name: String, sizes: [Int], work: Work = .layout, file: @escaping @Sendable (Int) -> String) {
            self.name = name
            self.sizes = sizes
            self.work = work
            self.file = file
        }
    }

    /// A family for each row of issue 42 that is not about constraints, and the smaller ones.
    static let families = [
        // F7: fr factors near the largest double beside tiny ones.
        Family("huge and tiny fr tracks (track pairs)", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\" width=\"1000px\" grid-template-columns=\"repeat(\(count), 1e308fr 1e-300fr)\" "
                + "grid-template-rows=\"repeat(2, 1.7976931348623157e308fr 1e-300fr)\">"
                + repeated("<div/>", 2 * count) + "</div>"
        },
        // F3: sparse flow past the line limit.
        Family("items spanning 10,000 rows", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\">" + repeated("<div grid-row-end=\"span 10000\"/>", count) + "</div>"
        },
        // F5 as filed: dense flow of one huge shape.
        Family("dense flow, items spanning 10,000 rows", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\" grid-auto-flow=\"row dense\">" + repeated("<div grid-row-end=\"span 10000\"/>", count) + "</div>"
        },
        // Dense flow with holes to fill: shapes of every size on both axes, some at definite lines.
        Family("dense flow, mixed spans on both axes", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\" grid-auto-flow=\"row dense\" grid-template-columns=\"repeat(7, 10px)\">"
                + (0..<count).map { mixedSpanItem($0) }.joined() + "</div>"
        },
        Family("dense column flow, items spanning 10,000 rows and columns", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\" grid-auto-flow=\"column dense\" grid-template-rows=\"repeat(5, 10px)\">"
                + (0..<count).map { index in
                    let rows = [1, 2, 10_000][index % 3]
                    let columns = [10_000, 1, 3, 2][index % 4]
                    return "<div grid-row-end=\"span \(rows)\" grid-column-end=\"span \(columns)\"/>"
                }.joined() + "</div>"
        },
        // F4: baseline alignment through nested grids and layers.
        Family("grids nested with baseline alignment (depth)", sizes: [4, 8, 16, 32, 64]) { depth in
            nested(depth, "<div display=\"grid\" align-items=\"baseline\" justify-items=\"baseline\">")
        },
        Family("layers nested with baseline alignment (depth)", sizes: [4, 8, 16, 32, 64]) { depth in
            nested(depth, "<div display=\"layers\" align-items=\"baseline\" justify-items=\"baseline\">")
        },
        // F1: track lists nested far past the nesting limit, which the reader refuses.
        Family("track list of repeat( nested (depth)", sizes: [6_250, 12_500, 25_000, 50_000, 100_000], work: .reading) { depth in
            "<div display=\"grid\" grid-template-columns=\"" + String(repeating: "repeat(1, ", count: depth) + "1px"
                + String(repeating: ")", count: depth) + "\"/>"
        },
        Family("track list of minmax( nested (depth)", sizes: [25_000, 50_000, 100_000, 200_000, 400_000], work: .reading) { depth in
            "<div display=\"grid\" grid-template-columns=\"" + String(repeating: "minmax(1px, ", count: depth) + "1px"
                + String(repeating: ")", count: depth) + "\"/>"
        },
        // F11: files declaring and referencing entities, which the reader refuses.
        Family("file declaring and using entities (entities)", sizes: [25_000, 50_000, 100_000, 200_000, 400_000], work: .reading) { count in
            "<!DOCTYPE div [" + (0..<count).map { "<!ENTITY e\($0) \"AB\">" }.joined() + "]><div><text>"
                + (0..<count).map { "&e\($0);" }.joined() + "</text></div>"
        },
        // The smaller rows: balanced wrapping, and many siblings.
        Family("balanced wrapping (items)", sizes: [2_500, 5_000, 10_000, 20_000, 40_000]) { count in
            "<div width=\"600px\" flex-wrap=\"balance\" column-gap=\"3px\">"
                + (0..<count).map { "<div width=\"\(($0 * 7919 % 283) + 20)px\" height=\"10px\"/>" }.joined() + "</div>"
        },
        Family("siblings", sizes: [62_500, 125_000, 250_000, 500_000, 1_000_000]) { count in
            "<div flex-wrap=\"wrap\" width=\"800px\">" + repeated("<div width=\"3px\" height=\"2px\"/>", count) + "</div>"
        },
    ]

    /// The `index`th item of the mixed dense family: spans of 1 to 10,000 tracks on either axis,
    /// one item in eleven at a definite column and one in thirteen at a definite row.
    static func mixedSpanItem(_ index: Int) -> String {
        let rows = [1, 3, 2, 10_000, 1, 100][index % 6]
        let columns = [1, 2, 1, 3, 7][index % 5]
        var item = "<div grid-row-end=\"span \(rows)\" grid-column-end=\"span \(columns)\""
        if index % 11 == 0 { item += " grid-column-start=\"\(index % 5 + 1)\"" }
        if index % 13 == 0 { item += " grid-row-start=\"\(index % 40 + 1)\"" }
        return item + "/>"
    }

    static func repeated(_ element: String, _ count: Int) -> String {
        String(repeating: element, count: count)
    }

    /// `depth` containers opening with `open`, one inside the other, around one text.
    static func nested(_ depth: Int, _ open: String) -> String {
        String(repeating: open, count: depth) + "<text>AB</text>" + String(repeating: "</div>", count: depth)
    }

    /// The least time over `runs` runs (after one untimed warm-up) of `family`'s work on the file `xml`.
    static func fastest(_ family: Family, xml: String, name: String, runs: Int) throws(BenchError) -> Double {
        switch family.work {
        case .reading:
            let samples = Stopwatch.time(runs: runs, warmUps: 1) { try? LayoutDocument(xml: xml, file: name) }
            return samples.minimum
        case .layout:
            let document: LayoutDocument
            do throws(LayoutFileError) {
                document = try LayoutDocument(xml: xml, file: name)
            } catch {
                throw .file(error)
            }
            let space = document.viewport ?? Size(width: .maxContent, height: .maxContent)
            var fastest = Double.infinity
            do throws(LayoutError) {
                for run in 0...runs {
                    var tree = try LayoutTree(document.root)
                    var stopwatch = Stopwatch()
                    try tree.layout(in: space, pixelScale: document.useRounding ? 1 : nil)
                    let milliseconds = stopwatch.lap()
                    if run > 0 { fastest = min(fastest, milliseconds) }
                }
            } catch {
                throw .layout(file: name, error)
            }
            return fastest
        }
    }

    /// Measures every family with `runs` timed runs per size and returns the report: a row per
    /// size, and whether every growth stayed within ``maximumGrowth``.
    public static func run(runs: Int) throws(BenchError) -> (report: String, withinLimit: Bool) {
        var report = BenchReport.pad("family", 60, left: true) + BenchReport.pad("size", 9) + BenchReport.pad("min ms", 11)
            + BenchReport.pad("growth", 9) + "\n"
        var withinLimit = true
        for family in families {
            var previous: Double?
            for size in family.sizes {
                let milliseconds = try fastest(family, xml: family.file(size), name: "\(family.name) \(size)", runs: runs)
                report += BenchReport.pad(family.name, 60, left: true) + BenchReport.pad("\(size)", 9)
                    + BenchReport.pad(BenchReport.fixed(milliseconds, 3), 11)
                if let previous {
                    let growth = milliseconds / max(previous, 1e-6)
                    report += BenchReport.pad(BenchReport.fixed(growth, 2) + "×", 9)
                    if growth > maximumGrowth {
                        report += "  over \(BenchReport.fixed(maximumGrowth, 1))×"
                        withinLimit = false
                    }
                }
                report += "\n"
                previous = milliseconds
            }
        }
        return (report, withinLimit)
    }
}
