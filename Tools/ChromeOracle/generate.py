#!/usr/bin/env python3
"""Generates deterministic random flexbox fixtures (without expectations; run oracle.py next).

Usage: generate.py --seed S --count N [--no-text] OUTDIR

Tree i of seed S depends only on (S, i), so a file can be regenerated alone. The property mix
mimics the hand-written fixtures in shared/conformance/flex: the same properties and value
ranges (mostly 0-200px), but densely combined. Every file gets placeholder expectations (one
zero frame per node) that oracle.py overwrites with Chrome's.

Python 3 standard library only.
"""
import argparse
import os
import random

ZWSP = "\u200b"

JUSTIFY = ["flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly",
           "start", "end", "normal", "safe center", "safe end", "unsafe end", "unsafe center"]
ALIGN_ITEMS = ["flex-start", "flex-end", "center", "baseline", "stretch", "start", "end",
               "self-start", "self-end", "normal", "safe center", "safe end", "unsafe end"]
ALIGN_SELF = ALIGN_ITEMS + ["auto"]
ALIGN_CONTENT = ["flex-start", "flex-end", "center", "space-between", "space-around",
                 "space-evenly", "stretch", "start", "end", "normal", "safe center", "safe end",
                 "unsafe end"]
WRAP = ["wrap", "wrap", "wrap", "wrap-reverse", "wrap-reverse", "balance", "nowrap"]
FLEX_DIRECTION = ["row", "row-reverse", "column", "column", "column-reverse"]
GROW = ["0", "1", "1", "1", "2", "3", "0.5", "0.7", "1.5", "4"]
SHRINK = ["0", "0", "0", "1", "2", "0.5", "3"]
ASPECT = ["1", "2", "0.5", "3", "1.5", "1 / 2"]
INTRINSIC = ["min-content", "max-content", "fit-content"]


class Gen:
    def __init__(self, seed, index, text=True):
        self.r = random.Random(f"trellis-oracle:{seed}:{index}")
        self.text = text
        self.nodes = 0

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    # Values -------------------------------------------------------------------------------

    def px(self, lo=0, hi=200, frac=0.08):
        v = self.pick([self.r.randint(lo, hi), self.r.randint(lo, hi) // 10 * 10,
                       self.r.randint(lo, hi) // 10 * 10])
        if self.chance(frac):
            v = v + self.pick([0.5, 0.25, 0.3, 0.75])
        return f"{v:g}px"

    def pct(self, lo=0, hi=100):
        return f"{self.pick([self.r.randint(lo, hi), self.r.randint(lo // 5, hi // 5) * 5])}%"

    def size(self, allow_pct=True, intrinsic=0.06):
        x = self.r.random()
        if x < intrinsic:
            return self.pick(INTRINSIC)
        if x < 0.1:
            return "auto"
        if allow_pct and x < 0.3:
            return self.pct(10, 100)
        return self.px(0, 200)

    def small(self, pct=0.15, hi=20):
        if self.chance(pct):
            return self.pct(0, 20)
        return self.px(0, hi, frac=0.05)

    def margin(self):
        x = self.r.random()
        if x < 0.18:
            return "auto"
        if x < 0.28:
            return self.pct(0, 20)
        if x < 0.36:
            return f"-{self.px(1, 30, frac=0)}"
        return self.px(0, 20, frac=0.05)

    def inset(self):
        x = self.r.random()
        if x < 0.08:
            return "auto"
        if x < 0.35:
            return self.pct(0, 100)
        if x < 0.42:
            return f"-{self.px(1, 20, frac=0)}"
        return self.px(0, 60, frac=0.05)

    def words(self):
        n = self.pick([1, 1, 2, 2, 3, 3, 4, 5, 6])
        return ZWSP.join("H" * self.pick([1, 2, 2, 3, 3, 4, 5, 6, 8]) for _ in range(n))

    # Tree ---------------------------------------------------------------------------------

    def tree(self):
        r = self.r
        self.box_sizing = "content-box" if self.chance(0.4) else None
        dmode = r.random()
        self.dir_mode = "ltr" if dmode < 0.45 else "rtl" if dmode < 0.9 else "mixed"
        self.max_depth = self.pick([1, 2, 2, 3, 3, 3, 4, 4])
        self.budget = self.pick([6, 8, 10, 12, 14, 16, 20])
        x = r.random()
        if x < 0.85:
            viewport = ("max-content", "max-content")
        elif x < 0.95:
            viewport = (self.px(100, 400, frac=0), "max-content")
        else:
            viewport = (self.px(100, 400, frac=0), self.px(100, 400, frac=0))
        root = self.element(depth=0, is_root=True)
        return viewport, root

    def direction(self):
        if self.dir_mode == "mixed":
            return self.pick(["ltr", "rtl"])
        return self.dir_mode

    def element(self, depth, is_root=False):
        self.nodes += 1
        r = self.r
        attrs = {}
        children = []
        text = None
        container = is_root or (depth < self.max_depth and self.nodes < self.budget
                                and self.chance(0.55 if depth < 2 else 0.35))
        if not container and self.text and self.chance(0.3):
            tag = "text"
            text = self.words()
        else:
            tag = "div"

        if not is_root and self.chance(0.03):
            attrs["display"] = "none"
        if self.box_sizing:
            attrs["box-sizing"] = self.box_sizing
        attrs["direction"] = self.direction()
        absolute = not is_root and self.chance(0.1)
        if absolute:
            attrs["position"] = "absolute"

        if container:
            if self.chance(0.45):
                attrs["flex-direction"] = self.pick(FLEX_DIRECTION)
            wraps = self.chance(0.35)
            if wraps:
                attrs["flex-wrap"] = self.pick(WRAP)
            if self.chance(0.35):
                attrs["justify-content"] = self.pick(JUSTIFY)
            if self.chance(0.35):
                attrs["align-items"] = self.pick(ALIGN_ITEMS)
            if self.chance(0.45 if wraps else 0.1):
                attrs["align-content"] = self.pick(ALIGN_CONTENT)
        elif tag == "text" and self.chance(0.04):
            attrs["writing-mode"] = "vertical-lr"

        if not is_root:
            if self.chance(0.3):
                attrs["flex-grow"] = self.pick(GROW)
            if self.chance(0.25):
                attrs["flex-shrink"] = self.pick(SHRINK)
            if self.chance(0.2):
                x = r.random()
                attrs["flex-basis"] = ("auto" if x < 0.1 else "content" if x < 0.18 else
                                       self.pick(["0px", "0%"]) if x < 0.3 else
                                       self.pct(0, 100) if x < 0.5 else self.px(0, 200))
            if self.chance(0.18):
                attrs["align-self"] = self.pick(ALIGN_SELF)

        for axis in ("width", "height"):
            p = (0.6 if is_root else 0.45) if tag == "div" else 0.15
            if self.chance(p):
                attrs[axis] = self.size(allow_pct=not is_root)
        for prop in ("min-width", "min-height", "max-width", "max-height"):
            if self.chance(0.08):
                attrs[prop] = self.size(allow_pct=not is_root, intrinsic=0.04)
        if self.chance(0.07):
            attrs["aspect-ratio"] = self.pick(ASPECT)

        if not is_root and self.chance(0.22):
            for side in self.sides():
                attrs[f"margin-{side}"] = self.margin()
        if self.chance(0.22):
            for side in self.sides():
                attrs[f"padding-{side}"] = self.small(pct=0.0 if is_root else 0.15)
        if self.chance(0.15):
            for side in self.sides():
                attrs[f"border-{side}"] = self.px(0, 10, frac=0)
        if container:
            for gap in ("row-gap", "column-gap"):
                if self.chance(0.2):
                    attrs[gap] = self.small(pct=0.0 if is_root else 0.2)
        if absolute:
            for side in ("top", "right", "bottom", "left"):
                if self.chance(0.45):
                    attrs[side] = self.inset()
        elif not is_root and self.chance(0.05):
            for side in ("top", "right", "bottom", "left"):
                if self.chance(0.4):
                    attrs[side] = self.px(0, 20, frac=0)
        if self.chance(0.09):
            x = r.random()
            if x < 0.6:
                v = self.pick(["hidden", "scroll"])
                attrs["overflow-x"] = v
                attrs["overflow-y"] = v if self.chance(0.6) else self.pick(["hidden", "scroll"])
            else:
                attrs["overflow-x" if self.chance(0.5) else "overflow-y"] = self.pick(["hidden", "scroll"])
            attrs["scrollbar-width"] = "15"

        if container:
            n = self.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 6])
            for _ in range(n):
                if self.nodes >= self.budget and children:
                    break
                children.append(self.element(depth + 1))
        return tag, attrs, children, text

    def sides(self):
        if self.chance(0.5):
            return ["top", "right", "bottom", "left"]
        return [s for s in ("top", "right", "bottom", "left") if self.chance(0.5)] or ["left"]


def esc(v):
    return v.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def input_xml(node, indent):
    tag, attrs, children, text = node
    pad = "  " * indent
    a = "".join(f' {k}="{esc(v)}"' for k, v in attrs.items())
    if text is not None:
        return f"{pad}<{tag}{a}>{text}</{tag}>\n"
    if not children:
        return f"{pad}<{tag}{a}/>\n"
    return f"{pad}<{tag}{a}>\n" + "".join(input_xml(c, indent + 1) for c in children) + f"{pad}</{tag}>\n"


def placeholder_xml(node, indent):
    _, _, children, _ = node
    pad = "  " * indent
    z = 'x="0" y="0" width="0" height="0"'
    if not children:
        return f"{pad}<node {z}/>\n"
    return f"{pad}<node {z}>\n" + "".join(placeholder_xml(c, indent + 1) for c in children) + f"{pad}</node>\n"


def fixture_xml(name, viewport, root, rounding):
    """A fixture file: `root` in `viewport` (width, height), with placeholder expectations that
    oracle.py overwrites; `rounding` is the use-rounding value, "true" or "false"."""
    return (f'<test name="{name}" use-rounding="{rounding}">\n'
            f'  <viewport width="{viewport[0]}" height="{viewport[1]}"/>\n'
            f"  <input>\n{input_xml(root, 2)}  </input>\n"
            f"  <expectations>\n{placeholder_xml(root, 2)}  </expectations>\n"
            f"</test>\n")


def fixture(seed, index, text=True):
    g = Gen(seed, index, text)
    viewport, root = g.tree()
    name = f"random_s{seed}_{index:04d}"
    return name, fixture_xml(name, viewport, root, "false")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--start", type=int, default=0, help="first index (default 0)")
    ap.add_argument("--no-text", action="store_true", help="no <text> leaves (when Ahem is missing)")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.start, args.start + args.count):
        name, xml = fixture(args.seed, i, text=not args.no_text)
        with open(os.path.join(args.outdir, name + ".xml"), "w", encoding="utf-8") as fh:
            fh.write(xml)
    print(f"generate: wrote {args.count} fixture(s) to {args.outdir}")


if __name__ == "__main__":
    main()
