/// The storage of the simplex tableau (§2.2 of the Cassowary paper): rows `basic = constant +
/// Σ coefficient × parametric`, one column per variable, each non-zero coefficient an entry
/// linked into its row and into its column, both ways. A pivot then reaches exactly the rows
/// that hold the entering variable, and no row or column is an array of its own.
///
/// It knows nothing of what the variables mean: which rows are restricted, what the objective
/// is and which variable may enter are the ``Simplex``'s. Like its arrays, it is copied only
/// explicitly (``copy()``).
struct SparseMatrix: Sendable, ~Copyable {
    /// A variable, a column of the matrix. Variables compare by index: Bland's rule picks the
    /// lowest.
    struct Variable: TypedIndex, Comparable {
        let rawValue: Int32
        init(rawValue: Int32) { self.rawValue = rawValue }
        /// The basic variable of a removed row.
        static let invalid = Variable(rawValue: -1)
        static func < (a: Variable, b: Variable) -> Bool { a.rawValue < b.rawValue }
    }

    /// A row of the matrix.
    struct RowIndex: TypedIndex {
        let rawValue: Int32
        init(rawValue: Int32) { self.rawValue = rawValue }
        /// The row of a parametric variable: none.
        static let invalid = RowIndex(rawValue: -1)
    }

    /// An entry of the matrix.
    struct EntryIndex: TypedIndex {
        let rawValue: Int32
        init(rawValue: Int32) { self.rawValue = rawValue }
        /// The end of a row's or a column's list.
        static let end = EntryIndex(rawValue: -1)
    }

    /// One non-zero coefficient, `coefficient × variable` in `row`, in the doubly linked lists
    /// of its row and of its variable's column.
    struct Entry: BitwiseCopyable {
        var row: RowIndex
        var variable: Variable
        var coefficient: Double
        var nextInRow: EntryIndex
        var previousInRow: EntryIndex
        var nextInColumn: EntryIndex
        var previousInColumn: EntryIndex
    }

    /// `basic = constant + Σ entries`; a removed row has basic `.invalid`.
    struct Row: BitwiseCopyable {
        var basic: Variable
        var first: EntryIndex
        var constant: Double
    }

    /// A variable's column.
    struct Column: BitwiseCopyable {
        var first = EntryIndex.end
        /// The row the variable is basic in, or `.invalid` while it is parametric.
        var basicRow = RowIndex.invalid
        /// Its entry in the row that ``addRow(_:scaledBy:into:)`` is adding from, while the
        /// target has not been found to hold it (scratch).
        var entryInSource = EntryIndex.end
    }

    private(set) var entries = IndexedArray<EntryIndex, Entry>()
    /// The first of the entries removed, linked through `nextInRow`.
    private var freeEntry = EntryIndex.end
    private(set) var rows = IndexedArray<RowIndex, Row>()
    /// Rows removed, whose storage a new row takes.
    private var freeRows: [RowIndex] = []
    private(set) var columns = IndexedArray<Variable, Column>()

    init(expectedRows: Int = 0, expectedColumns: Int = 0) {
        rows.reserveCapacity(expectedRows)
        columns.reserveCapacity(expectedColumns)
        entries.reserveCapacity(4 * expectedRows)
    }

    private init(copying other: borrowing SparseMatrix) {
        entries = other.entries.copy()
        freeEntry = other.freeEntry
        rows = other.rows.copy()
        freeRows = other.freeRows
        columns = other.columns.copy()
    }

    /// A copy, with storage of its own.
    func copy() -> SparseMatrix { SparseMatrix(copying: self) }

    /// A new variable, in no row yet.
    mutating func appendColumn() -> Variable {
        columns.append(Column())
    }

    /// Whether `variable` is basic in some row.
    func isBasic(_ variable: Variable) -> Bool {
        columns[variable].basicRow.rawValue >= 0
    }

    /// Whether no row holds `variable` as a parametric variable.
    func isColumnEmpty(_ variable: Variable) -> Bool {
        columns[variable].first == .end
    }

    // MARK: Rows

    /// Adds the row `basic = constant + Σ scale × terms`, in a removed row's storage if there
    /// is one. A term of `basic` itself is left out: a row solved for `basic` is appended from
    /// the expression it was solved from, as it was.
    mutating func appendRow(basic: Variable, constant: Double, terms: [Simplex.Term], scaledBy scale: Double = 1) -> RowIndex {
        let row: RowIndex
        if let free = freeRows.popLast() {
            row = free
            rows[row].basic = basic
            rows[row].constant = constant
        } else {
            row = rows.append(Row(basic: basic, first: .end, constant: constant))
        }
        columns[basic].basicRow = row
        for term in terms where term.variable != basic {
            insertEntry(row: row, variable: term.variable, coefficient: term.coefficient * scale)
        }
        return row
    }

    /// Removes `row` and its entries; its basic variable becomes parametric.
    mutating func removeRow(_ row: RowIndex) {
        while rows[row].first != .end { deleteEntry(rows[row].first) }
        columns[rows[row].basic].basicRow = .invalid
        rows[row].basic = .invalid
        rows[row].constant = 0
        freeRows.append(row)
    }

    mutating func addToConstant(of row: RowIndex, _ change: Double) {
        rows[row].constant += change
    }

    /// `row(target) += scale × row(source)`, constants too. An entry that cancels is removed
    /// (see ``Simplex/cancels(_:_:)``): what rounding leaves of it would be pivoted on.
    ///
    /// The target is often much the longer row (fill-in: the fuzzer's 10,000-relation systems
    /// add rows of 7 entries into rows of 470), and walking it is what costs: it is walked once,
    /// and only its entries whose variable may be the source's (a bit of its index, among 64,
    /// set by one of the source's) look up whether it is.
    mutating func addRow(_ source: RowIndex, scaledBy scale: Double, into target: RowIndex) {
        var sourceBits: UInt64 = 0
        var entry = rows[source].first
        while entry != .end {
            let variable = entries[entry].variable
            columns[variable].entryInSource = entry
            sourceBits |= Self.bit(of: variable)
            entry = entries[entry].nextInRow
        }
        entry = rows[target].first
        while entry != .end {
            let next = entries[entry].nextInRow
            let variable = entries[entry].variable
            if sourceBits & Self.bit(of: variable) != 0 {
                let sourceEntry = columns[variable].entryInSource
                if sourceEntry != .end {
                    columns[variable].entryInSource = .end
                    let change = scale * entries[sourceEntry].coefficient
                    if Simplex.cancels(entries[entry].coefficient, change) {
                        deleteEntry(entry)
                    } else {
                        entries[entry].coefficient += change
                    }
                }
            }
            entry = next
        }
        // The source's variables that the target did not hold.
        entry = rows[source].first
        while entry != .end {
            let variable = entries[entry].variable
            if columns[variable].entryInSource != .end {
                columns[variable].entryInSource = .end
                insertEntry(row: target, variable: variable, coefficient: scale * entries[entry].coefficient)
            }
            entry = entries[entry].nextInRow
        }
        rows[target].constant += scale * rows[source].constant
    }

    /// `variable`'s bit among 64, for ``addRow(_:scaledBy:into:)``'s filter.
    private static func bit(of variable: Variable) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: variable.rawValue & 63)
    }

    /// Solves `row` for `entering`, one of its parametric variables (kiwi's `Row::solveFor`):
    /// `basic = c + a·entering + Σ t` becomes `entering = (basic - c - Σ t) / a`, and the two
    /// exchange places. Returns `a`, the pivot element.
    mutating func solve(_ row: RowIndex, for entering: Variable) -> Double {
        let leaving = rows[row].basic
        var coefficient = 0.0
        var entry = rows[row].first
        while entry != .end {
            let next = entries[entry].nextInRow
            if entries[entry].variable == entering {
                coefficient = entries[entry].coefficient
                deleteEntry(entry)
            }
            entry = next
        }
        let scale = -1 / coefficient
        entry = rows[row].first
        while entry != .end {
            entries[entry].coefficient *= scale
            entry = entries[entry].nextInRow
        }
        insertEntry(row: row, variable: leaving, coefficient: 1 / coefficient)
        rows[row].constant *= scale
        rows[row].basic = entering
        columns[leaving].basicRow = .invalid
        columns[entering].basicRow = row
        return coefficient
    }

    // MARK: Entries

    /// Links a new entry at the head of its row and of its column.
    mutating func insertEntry(row: RowIndex, variable: Variable, coefficient: Double) {
        let new = Entry(row: row, variable: variable, coefficient: coefficient,
                        nextInRow: rows[row].first, previousInRow: .end,
                        nextInColumn: columns[variable].first, previousInColumn: .end)
        let index: EntryIndex
        if freeEntry != .end {
            index = freeEntry
            freeEntry = entries[index].nextInRow
            entries[index] = new
        } else {
            index = entries.append(new)
        }
        if new.nextInRow != .end { entries[new.nextInRow].previousInRow = index }
        if new.nextInColumn != .end { entries[new.nextInColumn].previousInColumn = index }
        rows[row].first = index
        columns[variable].first = index
    }

    /// Unlinks an entry from its row and its column and frees it.
    mutating func deleteEntry(_ index: EntryIndex) {
        let entry = entries[index]
        if entry.previousInRow != .end {
            entries[entry.previousInRow].nextInRow = entry.nextInRow
        } else {
            rows[entry.row].first = entry.nextInRow
        }
        if entry.nextInRow != .end { entries[entry.nextInRow].previousInRow = entry.previousInRow }
        if entry.previousInColumn != .end {
            entries[entry.previousInColumn].nextInColumn = entry.nextInColumn
        } else {
            columns[entry.variable].first = entry.nextInColumn
        }
        if entry.nextInColumn != .end { entries[entry.nextInColumn].previousInColumn = entry.previousInColumn }
        entries[index].nextInRow = freeEntry
        freeEntry = index
    }
}
