import CSystem
import TrellisCore
import TrellisRender

/// The medians of `trellis bench` for one layout file.
public struct BenchResult: Hashable, Sendable {
    /// The file as given (``BenchReport/json(_:)`` writes it as is; compare.py matches by file name).
    public var file: String
    /// Nodes in the arena, text leaves included.
    public var nodes: Int
    /// The timed runs the medians are taken over.
    public var runs: Int
    /// The first full layout of a freshly built tree.
    public var fullMilliseconds: Double
    /// A second layout of the same, unchanged tree (answered from the root's cache).
    public var unchangedMilliseconds: Double
    /// `setStyle` with a new width on the deepest leaf, then a layout.
    public var oneLeafMilliseconds: Double
    /// Heap bytes held by the tree after building it, per node; `nil` where the allocator does
    /// not report its statistics (see ``Bench/measure(_:file:runs:)``).
    public var buildBytesPerNode: Double?
    /// Heap bytes held by the tree after building it and laying it out, per node; `nil` where
    /// the allocator does not report its statistics.
    public var bytesPerNode: Double?
    /// The depth of the leaf whose width the one-leaf relayout changes (the root has depth 0).
    public var editedLeafDepth: Int

    /// Nanoseconds per node of the full layout.
    public var nanosecondsPerNode: Double { nodes > 0 ? fullMilliseconds * 1e6 / Double(nodes) : 0 }

    public init(file: String, nodes: Int, runs: Int, fullMilliseconds: Double, unchangedMilliseconds: Double,
                oneLeafMilliseconds: Double, buildBytesPerNode: Double?, bytesPerNode: Double?, editedLeafDepth: Int) {
        self.file = file
        self.nodes = nodes
        self.runs = runs
        self.fullMilliseconds = fullMilliseconds
        self.unchangedMilliseconds = unchangedMilliseconds
        self.oneLeafMilliseconds = oneLeafMilliseconds
        self.buildBytesPerNode = buildBytesPerNode
        self.bytesPerNode = bytesPerNode
        self.editedLeafDepth = editedLeafDepth
    }
}

/// Why a file could not be benchmarked.
public enum BenchError: Error, Hashable, Sendable, CustomStringConvertible {
    case file(LayoutFileError)
    case layout(file: String, LayoutError)

    public var description: String {
        switch self {
        case .file(let error): "\(error)"
        case .layout(let file, let error): "\(file): \(error)"
        }
    }
}

/// Times layouts of one tree the way `peers.py bench` times Yoga and Taffy: a fresh tree per
/// run, built outside the timed region, only the layout call (pixel rounding included) timed.
public enum Bench {
    /// Reads `file` and measures it with ``measure(_:file:runs:)``.
    public static func measure(file: String, runs: Int) throws(BenchError) -> BenchResult {
        let document: LayoutDocument
        do throws(LayoutFileError) {
            document = try LayoutDocument(contentsOfFile: file)
        } catch {
            throw .file(error)
        }
        do throws(LayoutError) {
            return try measure(document, file: file, runs: runs)
        } catch {
            throw .layout(file: file, error)
        }
    }

    /// Measures `document`: one untimed warm-up run, then `runs` timed runs, each on a fresh
    /// tree, reporting medians.
    ///
    /// Each run builds a `LayoutTree` (untimed), then times
    /// 1. the first layout of the fresh tree, with a pass that reads every frame: frames are
    ///    snapped to the pixel grid as they are read, and Yoga's and Taffy's layouts, to which
    ///    this figure is compared, include their rounding pass over the whole tree,
    /// 2. a second layout of the unchanged tree,
    /// 3. `setStyle` giving the deepest leaf a new width, then a layout.
    ///
    /// Memory is the growth of the heap in use from just before building the tree to just after
    /// the first layout (glibc's `mallinfo2`, `uordblks + hblkhd`; on Darwin, the bytes in use in
    /// every malloc zone; elsewhere not measured): the arena (with its unused capacity), the id
    /// and measure-function tables, and anything the layout keeps; temporaries freed by then do
    /// not count. Measure closures are shared with the document, not copied, so their contexts
    /// are not counted.
    public static func measure(_ document: LayoutDocument, file: String, runs: Int) throws(LayoutError) -> BenchResult {
        let space = document.viewport ?? Size(width: .maxContent, height: .maxContent)
        let scale: Double? = document.useRounding ? 1 : nil
        var full = Samples(capacity: runs)
        var unchanged = Samples(capacity: runs)
        var oneLeaf = Samples(capacity: runs)
        var buildBytes: [Double] = []
        var totalBytes: [Double] = []
        // Reserved before the first tree, as the samples are: an array regrown between runs can
        // land at the top of the heap and change whether glibc trims it, and with that the
        // page faults of every run.
        buildBytes.reserveCapacity(runs)
        totalBytes.reserveCapacity(runs)
        var nodes = 0
        var edit: (leaf: LayoutTree.NodeIndex, style: Style, depth: Int)?

        for run in 0...runs {
            let heapBefore = heapBytesInUse()
            var tree = try LayoutTree(document.root)
            let heapBuilt = heapBytesInUse()

            var stopwatch = Stopwatch()
            try tree.layout(in: space, pixelScale: scale)
            var extent = 0.0
            tree.forEachFrame { _, frame in extent = max(extent, frame.width) }
            let fullTime = stopwatch.lap()
            let heapLaidOut = heapBytesInUse()
            keep(extent)
            _ = stopwatch.lap() // reading the heap (some 1,900 instructions) is not part of the relayout

            try tree.layout(in: space, pixelScale: scale)
            let unchangedTime = stopwatch.lap()

            // Each run builds a new tree, whose node handles are its own.
            nodes = tree.nodeCount
            edit = try leafEdit(in: tree)
            _ = stopwatch.lap()
            if let edit { try tree.setStyle(edit.style, of: edit.leaf) }
            try tree.layout(in: space, pixelScale: scale)
            let oneLeafTime = stopwatch.lap()

            guard run > 0 else { continue } // the warm-up run
            full.append(fullTime)
            unchanged.append(unchangedTime)
            oneLeaf.append(oneLeafTime)
            if let heapBefore, let heapBuilt, let heapLaidOut {
                buildBytes.append(Double(Int(heapBuilt) - Int(heapBefore)))
                totalBytes.append(Double(Int(heapLaidOut) - Int(heapBefore)))
            }
        }
        let perNode = Double(max(nodes, 1))
        let heapMeasured = !buildBytes.isEmpty
        return BenchResult(
            file: file, nodes: nodes, runs: runs,
            fullMilliseconds: full.median, unchangedMilliseconds: unchanged.median,
            oneLeafMilliseconds: oneLeaf.median,
            buildBytesPerNode: heapMeasured ? Samples.median(of: buildBytes) / perNode : nil,
            bytesPerNode: heapMeasured ? Samples.median(of: totalBytes) / perNode : nil,
            editedLeafDepth: edit?.depth ?? 0)
    }

    /// The first deepest leaf in document order and a style that changes its width: 10 points
    /// wider when it has a width in points, else 50 points.
    static func leafEdit(in tree: LayoutTree) throws(LayoutError) -> (leaf: LayoutTree.NodeIndex, style: Style, depth: Int) {
        var deepest = (node: tree.root, depth: 0)
        var stack = [(tree.root, 0)]
        while let (node, depth) = stack.popLast() {
            let children = try tree.children(of: node)
            if children.isEmpty, depth > deepest.depth { deepest = (node, depth) }
            for child in children.reversed() { stack.append((child, depth + 1)) }
        }
        var style = try tree.style(of: deepest.node)
        if case .points(let width) = style.width {
            style.width = .points(width + 10)
        } else {
            style.width = .points(50)
        }
        return (deepest.node, style, deepest.depth)
    }

    /// Takes a value the optimizer must then compute: the frames read in the timed region.
    @inline(never) static func keep(_ value: Double) {}

    /// Bytes malloc has handed out and not had back; `nil` where the allocator does not say.
    @inline(__always) static func heapBytesInUse() -> UInt? {
        var bytes = 0
        return trellis_heap_bytes_in_use(&bytes) ? UInt(bytes) : nil
    }
}
