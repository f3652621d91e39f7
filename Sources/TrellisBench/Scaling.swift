import TrellisCore
import TrellisRender

/// `trellis bench --scaling`: the hostile families of issue 42, each doubled in size several
/// times, with the time of a full layout (``Bench/measure(_:file:runs:)``'s median) and its
/// growth per doubling. A solver that costs what the layout is grows about 2× per doubling;
/// the check asks for at most ``maximumGrowth``.
public enum ScalingCheck {
    /// The largest growth per doubling the check accepts.
    public static let maximumGrowth = 2.5

    /// One family: layout files of growing `sizes`.
    struct Family: Sendable {
        let name: String
        let sizes: [Int]
        let file: @Sendable (Int) -> String
    }

    static let families = [
        Family(name: "items spanning 10,000 rows", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\">" + repeated("<div grid-row-end=\"span 10000\"/>", count) + "</div>"
        },
        Family(name: "dense flow, items spanning 10,000 rows", sizes: [250, 500, 1_000, 2_000, 4_000]) { count in
            "<div display=\"grid\" grid-auto-flow=\"row dense\" grid-template-columns=\"repeat(3, 10px)\">"
                + (0..<count).map { "<div grid-row-end=\"span \($0 % 3 == 0 ? 10000 : 3)\"/>" }.joined() + "</div>"
        },
        Family(name: "grids nested with baseline alignment (depth)", sizes: [4, 8, 16, 32, 64]) { depth in
            nested(depth, "<div display=\"grid\" align-items=\"baseline\">")
        },
        Family(name: "layers nested with baseline alignment (depth)", sizes: [4, 8, 16, 32, 64]) { depth in
            nested(depth, "<div display=\"layers\" align-items=\"baseline\" justify-items=\"baseline\">")
        },
        Family(name: "balanced wrapping (items)", sizes: [625, 1_250, 2_500, 5_000, 10_000]) { count in
            "<div width=\"600px\" flex-wrap=\"balance\">"
                + (0..<count).map { "<div width=\"\(($0 * 7 % 13 + 1) * 5)px\" height=\"10px\"/>" }.joined() + "</div>"
        },
        Family(name: "siblings", sizes: [12_500, 25_000, 50_000, 100_000, 200_000]) { count in
            "<div flex-wrap=\"wrap\" width=\"800px\">" + repeated("<div width=\"3px\" height=\"2px\"/>", count) + "</div>"
        },
    ]

    static func repeated(_ element: String, _ count: Int) -> String {
        String(repeating: element, count: count)
    }

    /// `depth` containers opening with `open`, one inside the other, around one text.
    static func nested(_ depth: Int, _ open: String) -> String {
        String(repeating: open, count: depth) + "<text>AB</text>" + String(repeating: "</div>", count: depth)
    }

    /// Measures every family with `runs` timed runs per size and returns the report: a row per
    /// size, and whether every growth stayed within ``maximumGrowth``.
    public static func run(runs: Int) throws(BenchError) -> (report: String, withinLimit: Bool) {
        var report = BenchReport.pad("family", 48, left: true) + BenchReport.pad("size", 8) + BenchReport.pad("full ms", 11)
            + BenchReport.pad("growth", 9) + "\n"
        var withinLimit = true
        for family in families {
            var previous: Double?
            for size in family.sizes {
                let name = "\(family.name) \(size)"
                let document: LayoutDocument
                do throws(LayoutFileError) {
                    document = try LayoutDocument(xml: family.file(size), file: name)
                } catch {
                    throw .file(error)
                }
                let milliseconds: Double
                do throws(LayoutError) {
                    milliseconds = try Bench.measure(document, file: name, runs: runs).fullMilliseconds
                } catch {
                    throw .layout(file: name, error)
                }
                report += BenchReport.pad(family.name, 48, left: true) + BenchReport.pad("\(size)", 8)
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
