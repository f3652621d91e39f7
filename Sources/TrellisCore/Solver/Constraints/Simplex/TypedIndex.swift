/// An index into the array of one kind of thing (rows, entries, variables, constraints), 32 bits
/// wide so that the records linking them stay small. Each kind is a type of its own: a row can
/// index only rows, and the algorithm reads without a conversion at every access.
protocol TypedIndex: Hashable, Sendable, BitwiseCopyable {
    var rawValue: Int32 { get }
    init(rawValue: Int32)
}

/// A position in a list or a stack kept as an ``IndexedArray`` (the variables an expansion
/// touched, those waiting to be expanded or evaluated).
struct ListPosition: TypedIndex {
    let rawValue: Int32
    init(rawValue: Int32) { self.rawValue = rawValue }
}

/// An array that only its own kind of index reads, of plain values, which owns its storage
/// alone: it cannot be copied implicitly (``copy()`` copies it), so a write is a store where an
/// `Array`'s first checks that its storage is not shared (copy on write), a call into the
/// runtime for each of the tableau's many small writes. Reads and writes are bounds-checked.
struct IndexedArray<Index: TypedIndex, Element: BitwiseCopyable>: ~Copyable {
    private var elements: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init() {
        self.init(capacity: 0)
    }

    init(repeating element: Element, count: Int) {
        self.init(capacity: count)
        elements.initialize(repeating: element, count: count)
        self.count = count
    }

    private init(capacity: Int) {
        elements = UnsafeMutablePointer.allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        elements.deallocate()
    }

    /// A copy, with storage of its own.
    func copy() -> IndexedArray {
        var copy = IndexedArray(capacity: count)
        copy.elements.initialize(from: elements, count: count)
        copy.count = count
        return copy
    }

    /// Every index, in order.
    var indices: LazyMapSequence<Range<Int32>, Index> {
        (0..<Int32(count)).lazy.map(Index.init(rawValue:))
    }

    subscript(index: Index) -> Element {
        @inline(__always) get { elements[checked(index)] }
        @inline(__always) _modify { yield &elements[checked(index)] }
    }

    @inline(__always)
    private func checked(_ index: Index) -> Int {
        precondition(UInt32(bitPattern: index.rawValue) < UInt32(truncatingIfNeeded: count), "index out of range")
        return Int(index.rawValue)
    }

    /// Removes the last element and returns it, if there is one.
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return elements[count]
    }

    /// Removes every element, keeping the storage.
    mutating func removeAll() {
        count = 0
    }

    /// Appends `element` and returns its index.
    @discardableResult
    mutating func append(_ element: Element) -> Index {
        if count == capacity { reserveCapacity(Swift.max(16, 2 * capacity)) }
        (elements + count).initialize(to: element)
        count += 1
        return Index(rawValue: Int32(count - 1))
    }

    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > self.capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        grown.moveInitialize(from: elements, count: count)
        elements.deallocate()
        elements = grown
        self.capacity = capacity
    }
}

/// Its storage is its own and only reached through it.
extension IndexedArray: @unchecked Sendable where Element: Sendable {}
