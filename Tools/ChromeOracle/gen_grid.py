#!/usr/bin/env python3
"""Generates deterministic random trees that mix CSS Grid with flexbox (without expectations;
run oracle.py next).

Usage: gen_grid.py --seed S --count N OUTDIR

Tree i of seed S is generate.py's flexbox tree i for the same seed, then its containers become
grids at random (three in four roots, one in two others) with dense grid properties, and the
children of each grid get placements. The grid draws are:

- templates (`grid-template-columns`/`-rows`): one to four entries, each a track size or
  `repeat(N, …)`, sometimes one `repeat(auto-fill | auto-fit, …)` of fixed sizes, with line
  names in brackets; track sizes are px, %, fr, `auto`, `min-content`, `max-content`,
  `fit-content()` and `minmax()` of those that may stand there;
- `grid-auto-columns`/`-rows`, `grid-auto-flow` (row, column, dense), gaps;
- `justify-items`/`align-items`, `justify-content`/`align-content` over tracks, and on items
  `justify-self`/`align-self` (baseline among them) and auto margins;
- item placement: `auto`, line numbers, negative lines, `span N`, the template's line names.

The flex tree's own properties stay: percentages, min/max sizes, aspect ratios, padding,
borders, overflow, absolutely positioned children (whose containing block in a grid is their
grid area) and text leaves. Files use `use-rounding="true"`, as the hidden sets do.

Python 3 standard library only.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402

GRID_ALIGN_ITEMS = ["start", "end", "center", "stretch", "baseline", "normal", "self-start",
                    "self-end", "flex-start", "safe center", "unsafe end", "last baseline"]
GRID_ALIGN_SELF = GRID_ALIGN_ITEMS + ["auto"]
GRID_ALIGN_CONTENT = ["start", "end", "center", "stretch", "space-between", "space-around",
                      "space-evenly", "normal", "safe center", "unsafe end"]
AUTO_FLOW = ["row", "column", "row dense", "column dense", "dense"]
LINE_NAMES = ["a", "b", "c"]


class GridGen(generate.Gen):
    def track_breadth(self, allow_fr=True):
        """A track's min or max sizing function, or a whole track size."""
        x = self.r.random()
        if x < 0.3:
            return self.px(0, 120)
        if x < 0.42:
            return self.pct(5, 60)
        if x < 0.6 and allow_fr:
            return self.pick(["1fr", "1fr", "2fr", "0.5fr", "0fr", "3fr"])
        if x < 0.75:
            return "auto"
        return self.pick(["min-content", "max-content"])

    def track_size(self):
        x = self.r.random()
        if x < 0.65:
            return self.track_breadth()
        if x < 0.75:
            return f"fit-content({self.pick([self.px(0, 120), self.pct(10, 80)])})"
        low = self.track_breadth(allow_fr=False)
        return f"minmax({low}, {self.track_breadth()})"

    def fixed_track(self):
        """A fixed size, as an auto-repeat and its neighbours need: a length or percentage, or
        minmax() with one at its minimum."""
        x = self.r.random()
        if x < 0.55:
            return self.px(10, 80)
        if x < 0.7:
            return self.pct(5, 40)
        return f"minmax({self.px(10, 60)}, {self.pick(['1fr', 'auto', 'max-content', self.px(20, 100)])})"

    def template(self):
        # Beside an auto-repeat every track must be of a fixed size (CSS Grid 2 §7.2.3.2).
        auto_repeat = self.chance(0.15)
        track = self.fixed_track if auto_repeat else self.track_size
        entries = []
        for _ in range(self.pick([1, 2, 2, 3, 3, 4])):
            if self.chance(0.15):
                inner = " ".join(track() for _ in range(self.pick([1, 1, 2])))
                entries.append(f"repeat({self.pick([1, 2, 2, 3])}, {inner})")
            else:
                entries.append(track())
        if auto_repeat:
            inner = " ".join(self.fixed_track() for _ in range(self.pick([1, 1, 2])))
            entries.insert(self.r.randint(0, len(entries)), f"repeat({self.pick(['auto-fill', 'auto-fit'])}, {inner})")
        names = []
        for index, entry in enumerate(entries):
            if self.chance(0.2):
                names.append(self.pick(LINE_NAMES))
                entries[index] = f"[{names[-1]}] {entry}"
        return " ".join(entries), names

    def line(self, names):
        x = self.r.random()
        if x < 0.3:
            return "auto"
        if x < 0.6:
            return str(self.r.randint(1, 5))
        if x < 0.72:
            return str(-self.r.randint(1, 4))
        if x < 0.92 or not names:
            return f"span {self.r.randint(1, 3)}"
        return self.pick(names)

    def make_grid(self, node):
        _, attrs, children, _ = node
        attrs["display"] = "grid"
        names = {"columns": [], "rows": []}
        for axis in ("columns", "rows"):
            if self.chance(0.75):
                attrs[f"grid-template-{axis}"], names[axis] = self.template()
            if self.chance(0.25):
                attrs[f"grid-auto-{axis}"] = " ".join(self.track_size() for _ in range(self.pick([1, 1, 2])))
        if self.chance(0.25):
            attrs["grid-auto-flow"] = self.pick(AUTO_FLOW)
        for prop, values in (("justify-items", GRID_ALIGN_ITEMS), ("align-items", GRID_ALIGN_ITEMS),
                             ("justify-content", GRID_ALIGN_CONTENT), ("align-content", GRID_ALIGN_CONTENT)):
            if self.chance(0.3):
                attrs[prop] = self.pick(values)
        for _, child_attrs, _, _ in children:
            for axis, key in (("column", "columns"), ("row", "rows")):
                for edge in ("start", "end"):
                    if self.chance(0.45):
                        child_attrs[f"grid-{axis}-{edge}"] = self.line(names[key])
            for prop in ("justify-self", "align-self"):
                if self.chance(0.2):
                    child_attrs[prop] = self.pick(GRID_ALIGN_SELF)

    def gridify(self, node, is_root):
        tag, attrs, children, _ = node
        if tag == "div" and attrs.get("display") != "none" and (children or is_root) \
                and self.chance(0.75 if is_root else 0.5):
            self.make_grid(node)
        for child in children:
            self.gridify(child, False)


def fixture(seed, index):
    g = GridGen(seed, index)
    viewport, root = g.tree()
    g.gridify(root, True)
    name = f"grid_s{seed}_{index:04d}"
    return name, generate.fixture_xml(name, viewport, root, "true")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True)
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.count):
        name, xml = fixture(args.seed, i)
        with open(os.path.join(args.outdir, name + ".xml"), "w", encoding="utf-8") as fh:
            fh.write(xml)
    print(f"gen_grid: wrote {args.count} fixture(s) to {args.outdir}")


if __name__ == "__main__":
    main()
