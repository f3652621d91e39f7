import Testing
@testable import TrellisCore

/// The tableau's storage on its own: entries linked into rows and columns both ways, a row
/// scaled into another, a row solved for one of its variables.
@Suite struct SparseMatrixTests {
    typealias Variable = SparseMatrix.Variable

    /// `count` new variables of `matrix`.
    static func variables(_ count: Int, of matrix: inout SparseMatrix) -> [Variable] {
        (0..<count).map { _ in matrix.appendColumn() }
    }

    static func terms(_ pairs: [(Variable, Double)]) -> [Simplex.Term] {
        pairs.map { Simplex.Term(variable: $0.0, coefficient: $0.1) }
    }

    /// Row `row`'s coefficients, read along its list.
    static func coefficients(of row: SparseMatrix.RowIndex, in matrix: borrowing SparseMatrix) -> [Variable: Double] {
        var found: [Variable: Double] = [:]
        var entry = matrix.rows[row].first
        while entry != .end {
            found[matrix.entries[entry].variable] = matrix.entries[entry].coefficient
            entry = matrix.entries[entry].nextInRow
        }
        return found
    }

    /// The rows that hold `variable`, read along its column's list.
    static func rows(holding variable: Variable, in matrix: borrowing SparseMatrix) -> Set<SparseMatrix.RowIndex> {
        var found: Set<SparseMatrix.RowIndex> = []
        var entry = matrix.columns[variable].first
        while entry != .end {
            found.insert(matrix.entries[entry].row)
            entry = matrix.entries[entry].nextInColumn
        }
        return found
    }

    /// Every list, forwards and backwards, names its own row or column, and the rows' lists
    /// and the columns' lists hold the same entries; each basic variable knows its row.
    static func expectConsistent(_ matrix: borrowing SparseMatrix, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var inRows: Set<SparseMatrix.EntryIndex> = [], inColumns: Set<SparseMatrix.EntryIndex> = []
        for row in matrix.rows.indices where matrix.rows[row].basic != .invalid {
            #expect(matrix.columns[matrix.rows[row].basic].basicRow == row, sourceLocation: sourceLocation)
            var previous = SparseMatrix.EntryIndex.end
            var entry = matrix.rows[row].first
            while entry != .end {
                #expect(matrix.entries[entry].row == row, sourceLocation: sourceLocation)
                #expect(matrix.entries[entry].previousInRow == previous, sourceLocation: sourceLocation)
                inRows.insert(entry)
                (previous, entry) = (entry, matrix.entries[entry].nextInRow)
            }
        }
        for variable in matrix.columns.indices {
            var previous = SparseMatrix.EntryIndex.end
            var entry = matrix.columns[variable].first
            while entry != .end {
                #expect(matrix.entries[entry].variable == variable, sourceLocation: sourceLocation)
                #expect(matrix.entries[entry].previousInColumn == previous, sourceLocation: sourceLocation)
                inColumns.insert(entry)
                (previous, entry) = (entry, matrix.entries[entry].nextInColumn)
            }
        }
        #expect(inRows == inColumns, sourceLocation: sourceLocation)
    }

    @Test func rowIsLinkedIntoItsColumns() {
        var matrix = SparseMatrix()
        let v = Self.variables(3, of: &matrix)
        // v0 = 5 + 2·v1 + 3·v2
        let row = matrix.appendRow(basic: v[0], constant: 5, terms: Self.terms([(v[1], 2), (v[2], 3)]))
        #expect(Self.coefficients(of: row, in: matrix) == [v[1]: 2, v[2]: 3])
        #expect(matrix.rows[row].constant == 5)
        #expect(matrix.isBasic(v[0]) && !matrix.isBasic(v[1]))
        #expect(Self.rows(holding: v[1], in: matrix) == [row])
        #expect(matrix.isColumnEmpty(v[0]) && !matrix.isColumnEmpty(v[1]))
        Self.expectConsistent(matrix)
    }

    @Test func deletedEntryLeavesBothListsAndIsReused() {
        var matrix = SparseMatrix()
        let v = Self.variables(4, of: &matrix)
        let first = matrix.appendRow(basic: v[0], constant: 0, terms: Self.terms([(v[2], 1), (v[3], 1)]))
        let second = matrix.appendRow(basic: v[1], constant: 0, terms: Self.terms([(v[2], -1), (v[3], 4)]))
        // v2's column holds an entry of each row; delete the first row's.
        var entry = matrix.columns[v[2]].first
        while matrix.entries[entry].row != first { entry = matrix.entries[entry].nextInColumn }
        matrix.deleteEntry(entry)
        #expect(Self.coefficients(of: first, in: matrix) == [v[3]: 1])
        #expect(Self.rows(holding: v[2], in: matrix) == [second])
        Self.expectConsistent(matrix)
        // A new entry takes the freed one's storage.
        let stored = matrix.entries.count
        matrix.insertEntry(row: first, variable: v[2], coefficient: 7)
        #expect(matrix.entries.count == stored)
        #expect(Self.coefficients(of: first, in: matrix) == [v[2]: 7, v[3]: 1])
        Self.expectConsistent(matrix)
    }

    /// (v1 = 4 + y − 1.5·z) += ½ × (v0 = 1 + 2·y + 3·z + 4·w): y's entries add up to 2, z's
    /// cancel and leave both lists, w's is new (2), and the constant is 4.5.
    @Test func scaledRowIsAddedIntoAnother() {
        var matrix = SparseMatrix()
        let v = Self.variables(5, of: &matrix)
        let (y, z, w) = (v[2], v[3], v[4])
        let source = matrix.appendRow(basic: v[0], constant: 1, terms: Self.terms([(y, 2), (z, 3), (w, 4)]))
        let target = matrix.appendRow(basic: v[1], constant: 4, terms: Self.terms([(y, 1), (z, -1.5)]))
        matrix.addRow(source, scaledBy: 0.5, into: target)
        #expect(Self.coefficients(of: target, in: matrix) == [y: 2, w: 2])
        #expect(matrix.rows[target].constant == 4.5)
        #expect(Self.coefficients(of: source, in: matrix) == [y: 2, z: 3, w: 4])
        #expect(Self.rows(holding: z, in: matrix) == [source])
        #expect(Self.rows(holding: w, in: matrix) == [source, target])
        Self.expectConsistent(matrix)
    }

    /// v0 = 1 + 2·v1 solved for v1 is v1 = −0.5 + 0.5·v0: the two exchange places.
    @Test func rowIsSolvedForOneOfItsVariables() {
        var matrix = SparseMatrix()
        let v = Self.variables(2, of: &matrix)
        let row = matrix.appendRow(basic: v[0], constant: 1, terms: Self.terms([(v[1], 2)]))
        #expect(matrix.solve(row, for: v[1]) == 2)
        #expect(matrix.rows[row].basic == v[1])
        #expect(matrix.rows[row].constant == -0.5)
        #expect(Self.coefficients(of: row, in: matrix) == [v[0]: 0.5])
        #expect(matrix.isBasic(v[1]) && !matrix.isBasic(v[0]))
        Self.expectConsistent(matrix)
    }

    @Test func removedRowFreesItsVariableAndStorage() {
        var matrix = SparseMatrix()
        let v = Self.variables(3, of: &matrix)
        let row = matrix.appendRow(basic: v[0], constant: 3, terms: Self.terms([(v[1], 1), (v[2], 1)]))
        matrix.removeRow(row)
        #expect(!matrix.isBasic(v[0]) && !matrix.isBasic(v[1]))
        #expect(matrix.isColumnEmpty(v[1]) && matrix.isColumnEmpty(v[2]))
        Self.expectConsistent(matrix)
        let again = matrix.appendRow(basic: v[2], constant: 1, terms: Self.terms([(v[1], -1)]))
        #expect(again == row)
        #expect(matrix.rows.count == 1)
        Self.expectConsistent(matrix)
    }
}
