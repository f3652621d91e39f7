/// An index into the array of one kind of thing (rows, entries, variables, constraints), 32 bits
/// wide so that the records linking them stay small. Each kind is a type of its own: a row can
/// index only rows, and the algorithm reads without a conversion at every access.
protocol TypedIndex: Hashable, Sendable, BitwiseCopyable {
    var rawValue: Int32 { get }
    init(rawValue: Int32)
}

/// An array that only its own kind of index reads.
struct IndexedArray<Index: TypedIndex, Element> {
    private var elements: [Element] = []

    init() {}

    init(repeating element: Element, count: Int) {
        elements = Array(repeating: element, count: count)
    }

    var count: Int { elements.count }

    /// Every index, in order.
    var indices: LazyMapSequence<Range<Int32>, Index> {
        (0..<Int32(elements.count)).lazy.map(Index.init(rawValue:))
    }

    subscript(index: Index) -> Element {
        @inline(__always) get { elements[Int(index.rawValue)] }
        @inline(__always) _modify { yield &elements[Int(index.rawValue)] }
    }

    /// Appends `element` and returns its index.
    @discardableResult
    mutating func append(_ element: Element) -> Index {
        elements.append(element)
        return Index(rawValue: Int32(elements.count - 1))
    }

    mutating func reserveCapacity(_ capacity: Int) {
        elements.reserveCapacity(capacity)
    }
}

extension IndexedArray: Sendable where Element: Sendable {}
