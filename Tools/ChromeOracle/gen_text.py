#!/usr/bin/env python3
"""Generates deterministic random UI-like trees whose leaves are text in real fonts (without
expectations; run oracle.py next).

Usage: gen_text.py --seed S --count N OUTDIR

Tree i of seed S depends only on (S, i). A tree is a root container (column, row, wrapping row
or grid) holding a few UI patterns, nested up to three deep:

- cards: a padded, bordered column of a bold title, a wrapping body and sometimes a chip row;
- list rows: a row of an icon box, a column of title and subtitle, and a trailing `nowrap`
  label, aligned `center` or `baseline`;
- chip rows: `flex-wrap: wrap` rows of padded, bordered `nowrap` labels with gaps;
- grids: `display="grid"` with px/fr/%/auto/min-content/max-content/minmax() column templates
  and text cells;
- baseline rows: `align-items: baseline` rows of texts in different sizes and line heights.

Text leaves draw both DejaVu faces and both weights, sizes 10-36 px (integers and .5),
`line-height` normal, unitless numbers and px, `white-space: nowrap` on some, and texts of
English words with punctuation, hyphenated words, apostrophes, digits, some Greek and Cyrillic
words and an occasional U+200B. Boxes draw padding, borders, margins, min/max sizes,
flex-grow/shrink/basis and percentages; widths are often narrow enough to force wrapping.
Viewports are max-content or a definite width. Files use `use-rounding="true"`.

Python 3 standard library only.
"""
import argparse
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402

FACES = ["DejaVu Sans", "DejaVu Serif"]
LINE_HEIGHTS_UNITLESS = ["1", "1.15", "1.2", "1.25", "1.3", "1.4", "1.5", "1.6", "2", "0.9"]
WORDS = ("the of and to in is you that it for on are with as was at be this have from or one "
         "had by word but not what all were we when your can said there use each which she do how "
         "their if will up other about out many then them these so some her would make like him "
         "into time has look two more write go see number no way could people my than first water "
         "been call who oil now find long down day did get come made may part settings profile "
         "messages account search filter archive calendar inbox draft send reply forward delete "
         "cancel continue save share upload download notifications privacy security language "
         "display keyboard battery network storage wireless appearance accessibility updates "
         "Monday Tuesday January October London Paris Ada Lovelace Turing Alice Bob").split()
HYPHENATED = ["e-mail", "read-only", "real-time", "built-in", "sign-in", "well-known",
              "up-to-date", "follow-up", "drop-down", "Wi-Fi", "check-in", "long-term"]
APOSTROPHES = ["don't", "it's", "we're", "you'll", "can't", "Alice's", "isn't", "o'clock"]
NUMBERS = ["42", "2026", "3.14", "100%", "1,024", "7:30", "(3)", "#12", "24h", "v2.1", "$19.99"]
FOREIGN = ["Ελληνικά", "καλημέρα", "λόγος", "Αθήνα", "Поиск", "Спасибо", "мир", "Город",
           "Язык", "привет", "данные", "σήμερα"]
PUNCT_AFTER = [",", ",", ".", ";", ":", "!", "?", "…", ")"]
ZWSP = "\u200b"
ROOT_SIZES = ("width", "min-width", "max-width", "min-height", "max-height", "flex-basis")


class TextGen(generate.Gen):
    # Text ---------------------------------------------------------------------------------

    def word(self):
        x = self.r.random()
        if x < 0.72:
            w = self.pick(WORDS)
        elif x < 0.8:
            w = self.pick(HYPHENATED)
        elif x < 0.86:
            w = self.pick(APOSTROPHES)
        elif x < 0.93:
            w = self.pick(NUMBERS)
        else:
            w = self.pick(FOREIGN)
        if self.chance(0.15):
            w = w[:1].upper() + w[1:]
        if self.chance(0.02) and len(w) > 3:
            cut = self.r.randint(1, len(w) - 1)
            w = w[:cut] + ZWSP + w[cut:]
        return w

    def words(self, lo, hi):
        out = []
        for i in range(self.r.randint(lo, hi)):
            w = self.word()
            if i == 0:
                w = w[:1].upper() + w[1:]
            if self.chance(0.12):
                w += self.pick(PUNCT_AFTER)
            if self.chance(0.03):
                w = self.pick(["'", "\u201c", "("]) + w
            out.append(w)
        if self.chance(0.4):
            out[-1] += self.pick([".", "!", "?", ":"])
        return " ".join(out)

    def font(self, size_lo=10, size_hi=36, weight=None):
        a = {"font-family": self.pick(FACES)}
        size = self.r.randint(size_lo, size_hi)
        a["font-size"] = f"{size}.5px" if self.chance(0.2) and size < size_hi else f"{size}px"
        w = weight if weight is not None else self.pick(["400", "400", "700", None])
        if w is not None:
            a["font-weight"] = w
        x = self.r.random()
        if x < 0.3:
            a["line-height"] = "normal"
        elif x < 0.6:
            a["line-height"] = self.pick(LINE_HEIGHTS_UNITLESS)
        elif x < 0.8:
            lh = round(size * self.pick([1, 1.2, 1.4, 1.6, 0.8]) + self.r.randint(-2, 4))
            frac = self.pick(["", "", ".5", ".3"])
            a["line-height"] = f"{max(lh, 8)}{frac}px"
        return a

    def text_leaf(self, lo, hi, nowrap=0.1, **font):
        a = self.font(**font)
        if self.chance(nowrap):
            a["white-space"] = "nowrap"
        self.nodes += 1
        return ["text", a, [], self.words(lo, hi)]

    # Box properties -----------------------------------------------------------------------

    def edges(self, a, prop, lo, hi):
        if self.chance(0.6):
            v = self.px(lo, hi, frac=0)
            vertical = self.px(lo, hi, frac=0) if self.chance(0.5) else v
            for side in ("top", "bottom"):
                a[f"{prop}-{side}"] = vertical
            for side in ("left", "right"):
                a[f"{prop}-{side}"] = v
        else:
            for side in ("top", "right", "bottom", "left"):
                if self.chance(0.5):
                    a[f"{prop}-{side}"] = self.px(lo, hi, frac=0)

    def decorate(self, a, item=True, width=True, in_grid=False):
        """Padding, borders, margins, sizes and flex item properties at random."""
        if self.chance(0.5):
            self.edges(a, "padding", 0, 16)
        if self.chance(0.25):
            self.edges(a, "border", 1, 3)
        if item and self.chance(0.2):
            self.edges(a, "margin", 0, 12)
            if self.chance(0.2):
                a[self.pick(["margin-left", "margin-right"])] = "auto"
        if width and self.chance(0.25):
            a["width"] = self.pick([self.px(40, 260), self.pct(20, 100)])
        if self.chance(0.12):
            a["min-width"] = self.pick([self.px(10, 120), self.pct(10, 60), "0px"])
        if self.chance(0.12):
            a["max-width"] = self.pick([self.px(40, 240), self.pct(30, 90)])
        if self.chance(0.08):
            a["min-height"] = self.px(10, 80)
        if self.chance(0.06):
            a["max-height"] = self.px(20, 140)
        if item and not in_grid:
            if self.chance(0.25):
                a["flex-grow"] = self.pick(generate.GROW)
            if self.chance(0.2):
                a["flex-shrink"] = self.pick(generate.SHRINK)
            if self.chance(0.15):
                a["flex-basis"] = self.pick([self.px(0, 200), self.pct(10, 80), "0px", "auto",
                                             "content"])
        return a

    # Patterns -----------------------------------------------------------------------------

    def card(self, depth, in_grid=False):
        a = {"flex-direction": "column", "row-gap": self.px(0, 12, frac=0)}
        self.edges(a, "padding", 6, 20)
        if self.chance(0.6):
            self.edges(a, "border", 1, 2)
        self.decorate(a, in_grid=in_grid)
        if self.chance(0.3):
            a["align-items"] = self.pick(["flex-start", "center", "baseline", "stretch"])
        kids = [self.text_leaf(1, 6, nowrap=0.15, size_lo=16, size_hi=30, weight="700"),
                self.text_leaf(6, 40, nowrap=0.02, size_lo=10, size_hi=18)]
        if self.chance(0.4):
            kids.append(self.chip_row(depth + 1))
        if self.chance(0.3):
            kids.append(self.text_leaf(1, 4, nowrap=0.5, size_lo=10, size_hi=14))
        self.nodes += 1
        return ["div", a, kids, None]

    def list_row(self, depth, in_grid=False):
        a = {"align-items": self.pick(["center", "center", "baseline", "flex-start", "stretch"]),
             "column-gap": self.px(0, 16, frac=0)}
        self.decorate(a, in_grid=in_grid)
        kids = []
        if self.chance(0.7):
            s = self.px(16, 48, frac=0)
            icon = {"width": s, "height": s, "flex-shrink": "0"}
            kids.append(["div", icon, [], None])
            self.nodes += 1
        col = {"flex-direction": "column", "flex-grow": "1", "flex-shrink": self.pick(["1", "1", "0"])}
        if self.chance(0.5):
            col["min-width"] = "0px"
        if self.chance(0.3):
            col["flex-basis"] = self.pick(["0px", "auto", self.pct(20, 70)])
        col_kids = [self.text_leaf(1, 8, nowrap=0.3, size_lo=13, size_hi=22)]
        if self.chance(0.7):
            col_kids.append(self.text_leaf(2, 16, nowrap=0.2, size_lo=10, size_hi=16))
        kids.append(["div", col, col_kids, None])
        self.nodes += 1
        if self.chance(0.7):
            t = self.text_leaf(1, 3, nowrap=0.7, size_lo=10, size_hi=16)
            self.decorate(t[1], width=False)
            kids.append(t)
        self.nodes += 1
        return ["div", a, kids, None]

    def chip_row(self, depth, in_grid=False):
        a = {"flex-wrap": self.pick(["wrap", "wrap", "wrap", "nowrap"]),
             "column-gap": self.px(0, 10, frac=0), "row-gap": self.px(0, 10, frac=0)}
        if self.chance(0.4):
            a["align-items"] = self.pick(["center", "baseline", "flex-start", "flex-end"])
        if self.chance(0.3):
            a["justify-content"] = self.pick(["flex-start", "center", "space-between", "flex-end"])
        self.decorate(a, in_grid=in_grid)
        face = self.font(size_lo=10, size_hi=18)
        kids = []
        for _ in range(self.r.randint(2, 7)):
            c = dict(face) if self.chance(0.7) else self.font(size_lo=10, size_hi=18)
            if self.chance(0.8):
                c["white-space"] = "nowrap"
            self.edges(c, "padding", 2, 12)
            if self.chance(0.6):
                for side in ("top", "right", "bottom", "left"):
                    c[f"border-{side}"] = "1px"
            if self.chance(0.15):
                c["flex-grow"] = "1"
            if self.chance(0.1):
                c["max-width"] = self.px(30, 120)
            kids.append(["text", c, [], self.words(1, 3)])
            self.nodes += 1
        self.nodes += 1
        return ["div", a, kids, None]

    def baseline_row(self, depth, in_grid=False):
        a = {"align-items": self.pick(["baseline", "baseline", "last baseline"]),
             "column-gap": self.px(0, 12, frac=0)}
        if self.chance(0.3):
            a["flex-wrap"] = "wrap"
        self.decorate(a, in_grid=in_grid)
        kids = []
        for _ in range(self.r.randint(2, 5)):
            if depth < 3 and self.chance(0.15):
                kids.append(self.card(depth + 1))
                continue
            t = self.text_leaf(1, 10, nowrap=0.2)
            self.decorate(t[1])
            kids.append(t)
        self.nodes += 1
        return ["div", a, kids, None]

    def track(self):
        x = self.r.random()
        if x < 0.25:
            return self.px(40, 200, frac=0)
        if x < 0.5:
            return self.pick(["1fr", "1fr", "2fr", "0.5fr"])
        if x < 0.6:
            return self.pct(10, 50)
        if x < 0.75:
            return self.pick(["auto", "min-content", "max-content"])
        if x < 0.9:
            return f"minmax({self.pick([self.px(0, 80, frac=0), 'min-content', '0px'])}, " \
                   f"{self.pick(['1fr', 'max-content', self.px(80, 240, frac=0)])})"
        return f"fit-content({self.px(40, 200, frac=0)})"

    def grid(self, depth, in_grid=False):
        cols = [self.track() for _ in range(self.r.randint(1, 4))]
        a = {"display": "grid", "grid-template-columns": " ".join(cols),
             "column-gap": self.px(0, 16, frac=0), "row-gap": self.px(0, 16, frac=0)}
        if self.chance(0.3):
            a["grid-template-rows"] = " ".join(self.pick(["auto", self.px(20, 80, frac=0), "1fr",
                                                         "min-content"])
                                               for _ in range(self.r.randint(1, 3)))
        if self.chance(0.4):
            a["align-items"] = self.pick(["start", "center", "baseline", "end", "stretch"])
        if self.chance(0.2):
            a["justify-items"] = self.pick(["start", "center", "end", "stretch"])
        self.decorate(a, in_grid=in_grid)
        kids = []
        for _ in range(self.r.randint(2, 8)):
            if depth < 3 and self.chance(0.2):
                kids.append(self.pattern(depth + 1, in_grid=True))
                continue
            t = self.text_leaf(1, 12, nowrap=0.15)
            self.decorate(t[1], in_grid=True)
            if self.chance(0.15):
                t[1].update(self.pick([{"grid-column-end": "span 2"},
                                       {"grid-column-start": "1", "grid-column-end": "-1"},
                                       {"grid-column-start": "2"}]))
            if self.chance(0.2):
                t[1]["align-self"] = self.pick(["baseline", "center", "end", "start"])
            kids.append(t)
        self.nodes += 1
        return ["div", a, kids, None]

    def pattern(self, depth, in_grid=False):
        x = self.r.random()
        if depth >= 3 or x < 0.28:
            return self.pick([self.card, self.list_row, self.chip_row])(depth, in_grid)
        if x < 0.48:
            return self.list_row(depth, in_grid)
        if x < 0.62:
            return self.chip_row(depth, in_grid)
        if x < 0.78:
            return self.baseline_row(depth, in_grid)
        if x < 0.92:
            return self.grid(depth, in_grid)
        return self.container(depth, in_grid)

    def container(self, depth, in_grid=False):
        a = {"flex-direction": self.pick(["column", "column", "row"]),
             "row-gap": self.px(0, 16, frac=0), "column-gap": self.px(0, 16, frac=0)}
        if a["flex-direction"] == "row" and self.chance(0.5):
            a["flex-wrap"] = "wrap"
        if self.chance(0.3):
            a["align-items"] = self.pick(["flex-start", "center", "baseline", "stretch",
                                          "flex-end"])
        self.decorate(a, in_grid=in_grid)
        kids = [self.pattern(depth + 1) for _ in range(self.r.randint(1, 3))]
        self.nodes += 1
        return ["div", a, kids, None]

    def tree(self):
        self.nodes = 0
        x = self.r.random()
        if x < 0.45:
            viewport = ("max-content", "max-content")
        else:
            viewport = (self.px(120, 480, frac=0), "max-content")
        root = self.pick([self.container, self.container, self.grid, self.baseline_row])(0)
        a = root[1]
        for k in [k for k in a if k.startswith("margin") or k in ("flex-grow", "flex-shrink")
                  or k in ROOT_SIZES and "%" in a[k]]:
            del a[k]  # the root's percentages and margins would resolve against the wrapper
        if self.chance(0.6):
            a["width"] = self.px(120, 520, frac=0)
        return viewport, root


def fixture(seed, index):
    g = TextGen(seed, index)
    viewport, root = g.tree()
    name = f"text_s{seed}_{index:04d}"
    return name, generate.fixture_xml(name, viewport, root, "true")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--start", type=int, default=0, help="first index (default 0)")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.start, args.start + args.count):
        name, xml = fixture(args.seed, i)
        with open(os.path.join(args.outdir, name + ".xml"), "w", encoding="utf-8") as fh:
            fh.write(xml)
    print(f"gen_text: wrote {args.count} fixture(s) to {args.outdir}")


if __name__ == "__main__":
    main()
