// Editing a kept system in place and reading what it solves to.
extension ConstraintSystem {
    // MARK: Editing

    /// Gives the container's content box `size` on each axis where it is known; an unknown axis
    /// is free, pulled towards zero at `fittingSizeLevel` (Auto Layout's compressed fitting size).
    mutating func setContainerSize(_ size: Size<Double?>) {
        for axis in Axis.allCases {
            guard let sizeEdit = sizeEdits[axis], let fittingPull = fittingPulls[axis] else { continue }
            if let value = size[axis] {
                // The size first: while the edit weighs nothing, moving it costs no pivots, and
                // giving it its weight then moves the layout once, from where it is to the size.
                simplex.setConstant(of: sizeEdit, to: -LayoutTree.saturated(value))
                simplex.setWeight(of: sizeEdit, to: 1)
                simplex.setWeight(of: fittingPull, to: 0)
            } else {
                simplex.setWeight(of: sizeEdit, to: 0)
                simplex.setWeight(of: fittingPull, to: 1)
            }
        }
    }

    /// What a new intrinsic size did to the system.
    enum IntrinsicChange { case unchanged, changed, needsRebuild }

    /// Puts every item's intrinsic height back where a new system starts, at its max-content
    /// width: refining heights for widths then goes the way a fresh layout's goes, and reaches
    /// the same answer where several fixed points exist (an aspect-ratio leaf under
    /// `height == 0.5 × width` settles at any width). `false` when a change needs a new system.
    mutating func restartRefinement() -> Bool {
        for index in items.indices {
            guard let start = items[index].refinementStart, items[index].heightMeasuredAt != start.width else { continue }
            if setIntrinsicSize(start.height, of: index, .vertical, measuredAt: start.width) == .needsRebuild { return false }
        }
        return true
    }

    /// Sets item `index`'s intrinsic size on `axis` (with `startsRefinement`, a height measured at
    /// the item's max-content width). A required content priority holds its intrinsic size as a
    /// required constraint, whose constant cannot change in place: the system must then be built
    /// again.
    mutating func setIntrinsicSize(_ size: Double, of index: Int, _ axis: Axis, measuredAt width: Double?,
                                   startsRefinement: Bool = false) -> IntrinsicChange {
        if axis == .vertical {
            items[index].heightMeasuredAt = width
            if startsRefinement { items[index].refinementStart = (size, width) }
        }
        guard let old = items[index].intrinsic[axis], abs(old - size) > 1e-9 else { return .unchanged }
        guard let constraint = items[index].intrinsicConstraint[axis] else { return .needsRebuild }
        items[index].intrinsic[axis] = size
        simplex.setConstant(of: constraint, to: -size)
        return .changed
    }

    /// Item `index`'s frame in the container's content box.
    mutating func frame(ofItem index: Int) -> Rect {
        Self.frame(x: items[index].x, y: items[index].y, width: items[index].width, height: items[index].height,
                   in: &simplex)
    }

    /// The frame whose edges are those variables' values, read in one access to the simplex
    /// (each access checks that no other system shares it). The size first: relations define
    /// positions from sizes more often than sizes from positions (a centre from a height), and a
    /// definition read after what it refers to is evaluated in one pass.
    private static func frame(x: Simplex.Variable, y: Simplex.Variable, width: Simplex.Variable, height: Simplex.Variable,
                              in simplex: inout Simplex) -> Rect {
        let size = (width: max(0, finite(simplex.value(of: width))), height: max(0, finite(simplex.value(of: height))))
        return Rect(x: finite(simplex.value(of: x)), y: finite(simplex.value(of: y)), width: size.width, height: size.height)
    }

    /// Item `index`'s solved width.
    mutating func width(ofItem index: Int) -> Double {
        max(0, Self.finite(simplex.value(of: items[index].width)))
    }

    /// The container's solved content-box size on `axis`, snapped up to `resolution` (but for
    /// rounding dust): it comes back as the size the container is given, and snapped down it
    /// fell short of what the relations need (1/3 read as 0.33333302 against `view.width >=
    /// 0.5 × view.height + 1/3`: a conflict with the given size, fuzz --constraints --seed
    /// 515151, case 75251); not snapped, a nested container's height of 125.99999999999997
    /// after a relayout against 126 fresh moved what is inside it by a layout unit (seed
    /// 915508, case 3062).
    mutating func containerLength(_ axis: Axis) -> Double {
        max(0, Self.snappedUp(simplex.value(of: containerSize[axis])))
    }

    /// `value` snapped up to the grid of `resolution`, where it is not already on it but for
    /// rounding (a thousandth of a step, 1e-9 pt); non-finite values read as 0.
    private static func snappedUp(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        guard abs(value) < 0x1p32 else { return value }
        return (value / resolution - 1e-3).rounded(.up) * resolution + 0
    }

    /// A solved value, with rounding dust removed: snapped to `resolution`. A kept system and a
    /// new one reach a value by other pivots, which may differ in the last bits (125.99999999999997
    /// for 126), and what is laid out inside an item truncates to layout units (1/64): a
    /// percentage of that width then differed by a whole unit between a relayout and a fresh
    /// layout (fuzz --constraints --seed 915508, case 3062). Non-finite values (which bounded
    /// inputs never produce) read as 0.
    private static func finite(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        // Lengths are capped far below 2^31 pt; beyond it a value is left as it is.
        guard abs(value) < 0x1p31 else { return value }
        return (value + snapper) - snapper
    }

    /// The grid solved values are snapped to: 2^-20 pt, far finer than a layout unit and far
    /// coarser than the rounding of a solve (about 1e-12 of a value).
    static let resolution = 0x1p-20
    /// 1.5 × 2^32: added to a value below 2^31 in magnitude, the sum lies in [2^32, 2^33), where
    /// a double's step is `resolution`, so the addition itself rounds the value to that grid
    /// (subtracting it again is exact); a call to `rounded()` cost more than the rest of reading
    /// a frame.
    private static let snapper = 0x1.8p32

    /// The least content length on `axis` the required constraints allow, found on a simplex of
    /// them alone (the optional ones cannot change it, as required ones come first): pulling the
    /// system's own simplex there would compress every item and undo it again, a pivot for each.
    /// Kept until an intrinsic size changes.
    mutating func leastLength(_ axis: Axis) -> Double {
        if let found = leastLengthFound[axis] { return found }
        let least = requiredLeastLength(axis)
        leastLengthFound[axis] = least
        return least
    }

    private func requiredLeastLength(_ axis: Axis) -> Double {
        let length = containerSize[axis]
        // Only constraints connected to the length through shared variables can bound it; when
        // none is (no relation reaches the container's trailing or bottom edge), it is zero.
        let specs = requiredSpecs.all
        let reachesLength = specs.contains { spec in
            spec.expression.terms.count > 1 && spec.expression.terms.contains { $0.variable == length }
        }
        guard reachesLength else { return 0 }
        let bounding = Self.connected(to: [length], among: specs, variableCount: simplex.variableCount)
        guard bounding.count > 1 else { return 0 }
        var required = Simplex(levelCount: 1, expectedConstraints: bounding.count)
        required.makeVariables(like: simplex)
        for spec in bounding {
            _ = required.addConstraint(spec.expression, spec.op, level: nil)
        }
        var pull = Simplex.Expression()
        pull.add(length, 1)
        _ = required.addConstraint(pull, .equal, level: 0)
        return max(0, Self.snappedUp(required.value(of: length)))
    }
}
