import TrellisRender

/// The output of `trellis bench`: a table with a one-line summary last, or one JSON document;
/// and the number formatting every benchmark's report shares.
public enum BenchReport {
    /// The column headings of ``table(_:)``.
    static let header = "file                          nodes    full ms  unchanged ms  one-leaf ms  ns/node  bytes/node"

    /// One line per result, then the summary line.
    public static func table(_ results: [BenchResult]) -> String {
        var output = header + "\n"
        for result in results {
            output += pad(fileName(result.file), 26, left: true)
                + pad("\(result.nodes)", 9)
                + pad(fixed(result.fullMilliseconds, 3), 11)
                + pad(fixed(result.unchangedMilliseconds, 4), 14)
                + pad(fixed(result.oneLeafMilliseconds, 4), 13)
                + pad(fixed(result.nanosecondsPerNode, 0), 9)
                + pad(result.bytesPerNode.map { fixed($0, 0) } ?? "n/a", 12) + "\n"
        }
        return output + summary(results) + "\n"
    }

    /// One line: the files, the ns/node range, relayout costs as a share of full layout, memory
    /// (where the allocator reports it).
    public static func summary(_ results: [BenchResult]) -> String {
        guard !results.isEmpty else { return "no files measured" }
        let perNode = results.map(\.nanosecondsPerNode)
        let unchangedShare = results.map { $0.fullMilliseconds > 0 ? $0.unchangedMilliseconds / $0.fullMilliseconds : 0 }
        let leafShare = results.map { $0.fullMilliseconds > 0 ? $0.oneLeafMilliseconds / $0.fullMilliseconds : 0 }
        let bytes = results.compactMap(\.bytesPerNode)
        let runs = Set(results.map(\.runs)).sorted().map(String.init).joined(separator: "/")
        return "\(results.count) file\(results.count == 1 ? "" : "s"), \(runs) runs: full layout "
            + "\(fixed(perNode.min()!, 0))–\(fixed(perNode.max()!, 0)) ns/node; "
            + "unchanged relayout ≤ \(fixed(100 * unchangedShare.max()!, 2))% of full; "
            + "one-leaf relayout ≤ \(fixed(100 * leafShare.max()!, 2))% of full; "
            + (bytes.isEmpty ? "heap not measured on this platform"
                : "\(fixed(bytes.min()!, 0))–\(fixed(bytes.max()!, 0)) bytes/node")
    }

    /// `{"results": [{"file": …, "nodes": …, "full_ms": …, …}, …]}`, the shape compare.py reads.
    public static func json(_ results: [BenchResult]) -> String {
        let entries = results.map { result in
            let fields: [(String, String)] = [
                ("file", jsonString(result.file)),
                ("nodes", "\(result.nodes)"),
                ("full_ms", jsonNumber(result.fullMilliseconds)),
                ("unchanged_ms", jsonNumber(result.unchangedMilliseconds)),
                ("one_leaf_ms", jsonNumber(result.oneLeafMilliseconds)),
                ("ns_per_node", jsonNumber(result.nanosecondsPerNode)),
                ("bytes_per_node", jsonNumber(result.bytesPerNode)),
                ("build_bytes_per_node", jsonNumber(result.buildBytesPerNode)),
                ("runs", "\(result.runs)"),
                ("edited_leaf_depth", "\(result.editedLeafDepth)"),
            ]
            return "  {" + fields.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "{\"results\": [\n" + entries.joined(separator: ",\n") + (entries.isEmpty ? "" : "\n") + "]}\n"
    }

    static func jsonString(_ text: String) -> String { JSONRenderer.string(text) }

    /// A finite number as JSON; a missing one, NaN and infinities (never expected) as `null`.
    static func jsonNumber(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
    }

    /// `value` rounded to `digits` decimals, without Foundation's `String(format:)`.
    ///
    ///     BenchReport.fixed(1.23456, 3)    // "1.235"
    ///     BenchReport.fixed(12.5, 0)       // "13"
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + "\(whole)"
        if digits > 0 {
            let fraction = "\(Int(scaled) - whole * Int(scale))"
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}
