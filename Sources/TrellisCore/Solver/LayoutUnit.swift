/// Chrome's layout unit: 1/64 px. Chrome keeps sizes and offsets in whole units, so where it
/// resolves, divides or scales a length the result is snapped to one, and a frame can differ
/// from exact arithmetic by a fraction of a unit that pixel rounding then makes a whole pixel.
/// The solver snaps at those steps as Chrome does (Docs/IntermediateTree.md, "Layout units"),
/// and text measurement keeps its widths and line heights in units.
///
/// Conversions go through `Int64`, so lengths beyond 2^46 px (saturated ones), which would
/// overflow it, are left as they are.
package enum LayoutUnit {
    /// Units per point.
    package static let perPoint = 64.0
    /// Beyond this many units a length is kept unsnapped: its `Int64` conversion could overflow.
    private static let largestSnapped = 0x1p52

    /// The units of text that fit on a line `width` points wide: in Chrome a line fits when it
    /// is at most one unit wider than its room (and a width the solver computed as 79.99999
    /// holds 80).
    package static func lineCapacity(_ width: Double) -> Double { width * perPoint + 1 + 1e-6 }

    /// `value` rounded to the nearest unit, halves away from zero (`LayoutUnit::FromFloatRound`).
    @inline(__always) package static func round(_ value: Double) -> Double {
        snapped(value) { $0 + ($0 < 0 ? -0.5 : 0.5) }
    }

    /// `value` rounded toward zero to a whole unit: `LayoutUnit(float)`, and LayoutUnit's
    /// integer division.
    @inline(__always) package static func truncate(_ value: Double) -> Double {
        snapped(value) { $0 }
    }

    /// `value` rounded down to a whole unit (`LayoutUnit::FromFloatFloor`).
    @inline(__always) package static func floor(_ value: Double) -> Double {
        snapped(value) { units in
            let truncated = Double(Int64(units))
            return truncated > units ? truncated - 1 : truncated
        }
    }

    /// `value` in units, adjusted by `adjust`, truncated to a whole unit and back in points; a
    /// value too large to convert (or not finite) is returned as it is.
    @inline(__always) private static func snapped(_ value: Double, _ adjust: (Double) -> Double) -> Double {
        let units = value * perPoint
        guard abs(units) < largestSnapped else { return value }
        return Double(Int64(adjust(units))) / perPoint
    }
}
