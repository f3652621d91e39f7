extension FontFace {
    /// Shapes a run of text as HarfBuzz (and so Chrome) does for these features: cmap, then GSUB
    /// `liga` ligature substitution (lookup type 4, and type 7 extension), then GPOS `kern` pair
    /// adjustment (type 2, formats 1 and 2, and type 9 extension), honouring lookup flags
    /// (IgnoreMarks etc. through GDEF glyph classes). The script for feature selection is
    /// found from the text (Latin, Greek, Cyrillic, else DFLT; common characters such as spaces,
    /// digits and punctuation take their neighbours' script), with the default language system.
    ///
    /// The text is split into runs of one script, shaped separately: HarfBuzz shapes a buffer in one
    /// script, and Chrome gives it one run at a time, so no ligature or kerning crosses a change of
    /// script. Common characters belong to the run before them (those that start the text, to the
    /// first run). Default-ignorable characters (U+200B ZERO WIDTH SPACE, the soft hyphen, joiners)
    /// are passed over by ligatures and kerning, and come out, as from HarfBuzz, as the space glyph
    /// with no advance.
    ///
    /// Other features HarfBuzz applies by default (`ccmp`, `locl`, `calt`, `mark`, `mkmk`, ...) are
    /// not: in the DejaVu faces they change no glyph or advance of Latin, Greek or Cyrillic text
    /// without combining marks.
    public func shape(_ text: [Unicode.Scalar]) -> [ShapedGlyph] {
        var shaper = Shaper(face: self, capacity: text.count)
        var runStart = 0
        var runScript: Script?
        for (index, scalar) in text.enumerated() {
            guard let script = Script(of: scalar) else { continue }
            if let current = runScript, current != script {
                shaper.shape(text, runStart..<index, current)
                runStart = index
            }
            runScript = script
        }
        if runStart < text.count { shaper.shape(text, runStart..<text.count, runScript ?? .other) }
        return shaper.result
    }
}

/// One glyph in the shaper's buffer.
private struct Slot {
    var glyph: UInt16
    var glyphClass: GDEF.GlyphClass
    var ignorable: Ignorable
    var cluster: Int
    var advance = 0
}

/// The buffers of one `shape` call, reused from run to run and lookup to lookup.
private struct Shaper {
    let face: FontFace
    var result: [ShapedGlyph] = []
    /// The glyphs of the run, and the buffer a GSUB lookup writes into.
    var slots: [Slot] = [], output: [Slot] = []
    /// Where the components of the ligature being matched are.
    var positions: [Int] = []
    /// Work left before lookups stop applying, as HarfBuzz's max_ops: a hostile font's lookups
    /// cannot make shaping hang.
    var operations: Int

    init(face: FontFace, capacity: Int) {
        self.face = face
        operations = max(16_384, capacity.multipliedReportingOverflow(by: 1024).partialValue)
        result.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
        output.reserveCapacity(capacity)
    }

    /// HarfBuzz matches at most this many glyphs in one ligature (HB_MAX_CONTEXT_LENGTH).
    static let maxComponents = 64

    mutating func shape(_ text: [Unicode.Scalar], _ range: Range<Int>, _ script: Script) {
        slots.removeAll(keepingCapacity: true)
        for index in range {
            let glyph = face.glyph(for: text[index]).rawValue
            slots.append(Slot(glyph: glyph, glyphClass: face.gdef.glyphClass(of: glyph), ignorable: Ignorable(text[index]), cluster: index))
        }
        let gsub = face.gsub.lookups
        for index in gsub.byScript[script.rawValue] where operations > 0 { substituteLigatures(gsub.lookups[index]) }
        for index in slots.indices { slots[index].advance = face.advance(of: GlyphID(slots[index].glyph)) }
        let gpos = face.gpos.lookups
        for index in gpos.byScript[script.rawValue] where operations > 0 { adjustPairs(gpos.lookups[index]) }
        for slot in slots {
            if slot.ignorable != .no {
                // HarfBuzz hides default ignorables: the space glyph with no advance, or nothing without one.
                if face.spaceGlyph != 0 {
                    result.append(ShapedGlyph(glyph: GlyphID(face.spaceGlyph), cluster: slot.cluster, advance: 0))
                }
            } else {
                result.append(ShapedGlyph(glyph: GlyphID(slot.glyph), cluster: slot.cluster, advance: slot.advance))
            }
        }
    }

    private func skips(_ slot: Slot, _ flags: LookupFlags) -> Bool {
        flags.filtersGlyphs && face.gdef.skips(slot.glyph, glyphClass: slot.glyphClass, flags: flags)
    }

    /// One pass of a ligature lookup over the run, as HarfBuzz applies it: at each glyph the first
    /// subtable covering it, and in it the first ligature whose components follow (passing over
    /// glyphs the lookup flags skip, and default ignorables that do not match), replaces the
    /// components; glyphs passed over stay, after the ligature, in its cluster.
    private mutating func substituteLigatures(_ lookup: Lookup<LigatureSubstitution>) {
        output.removeAll(keepingCapacity: true)
        var index = 0
        while index < slots.count {
            operations -= 1
            let first = slots[index]
            guard !skips(first, lookup.flags), let (subtable, ligature) = matchLigature(at: index, lookup) else {
                output.append(first)
                index += 1
                continue
            }
            let glyph = subtable.ligatures[ligature].glyph
            output.append(Slot(glyph: glyph, glyphClass: face.gdef.glyphClass(of: glyph), ignorable: .no, cluster: first.cluster))
            let last = positions.last ?? index
            var component = 0
            for passed in index + 1..<last + 1 {
                if component < positions.count, positions[component] == passed {
                    component += 1
                } else {
                    var slot = slots[passed]
                    slot.cluster = first.cluster
                    output.append(slot)
                }
            }
            index = last + 1
        }
        swap(&slots, &output)
    }

    /// The ligature that starts at `index`, its components' positions left in `positions`.
    private mutating func matchLigature(at index: Int, _ lookup: Lookup<LigatureSubstitution>)
        -> (LigatureSubstitution, Int)? {
        let glyph = slots[index].glyph
        for position in lookup.subtables.indices {
            guard let coverageIndex = lookup.subtables[position].coverage.index(of: glyph),
                  coverageIndex < lookup.subtables[position].sets.count else { continue }
            let subtable = lookup.subtables[position]
            for ligature in subtable.sets[coverageIndex] {
                operations -= 1
                let components = subtable.ligatures[ligature].components
                guard components.count < Self.maxComponents else { continue }
                positions.removeAll(keepingCapacity: true)
                var next = index + 1
                for component in components {
                    while next < slots.count {
                        let candidate = slots[next]
                        if candidate.glyph == subtable.components[component] && !skips(candidate, lookup.flags) { break }
                        // Passed over: glyphs the flags skip, and default ignorables that do not match.
                        guard skips(candidate, lookup.flags) || candidate.ignorable == .yes else {
                            next = slots.count
                            break
                        }
                        next += 1
                    }
                    guard next < slots.count else { break }
                    positions.append(next)
                    next += 1
                }
                if positions.count == components.count { return (subtable, ligature) }
            }
            // A covered glyph with no ligature that follows: HarfBuzz tries the next subtable.
        }
        return nil
    }

    /// One pass of a pair adjustment lookup: each glyph the flags keep is paired with the next
    /// such glyph that is not a default ignorable; the first subtable with the pair adjusts both
    /// advances, and the second glyph starts the next pair unless it had a value of its own.
    private mutating func adjustPairs(_ lookup: Lookup<PairAdjustment>) {
        var index = 0
        while index < slots.count {
            operations -= 1
            guard !skips(slots[index], lookup.flags) else {
                index += 1
                continue
            }
            var second = index + 1
            while second < slots.count, skips(slots[second], lookup.flags) || slots[second].ignorable != .no { second += 1 }
            guard second < slots.count else { break }
            var matched = false
            // By index: a `for subtable in` loop would copy (and retain) each subtable's arrays.
            for subtable in lookup.subtables.indices {
                guard let advances = lookup.subtables[subtable].advances(slots[index].glyph, slots[second].glyph) else { continue }
                slots[index].advance += Int(advances.first)
                slots[second].advance += Int(advances.second)
                index = lookup.subtables[subtable].secondHasValue ? second + 1 : second
                matched = true
                break
            }
            if !matched { index += 1 }
        }
    }
}
