#!/usr/bin/env python3
"""Writes the grid benchmark tree: a 10,000-node dashboard of CSS grids, in the layout-file
format, for `trellis bench` and the peers' harness (`peers.py`, which lays grids out in Taffy).

Usage: gen_grid_tree.py OUT.xml [--nodes N] [--seed S]

The root is a column of panels, 1,280 px wide. Each panel is a grid whose columns mix every
track kind Taffy also has (`minmax(60px,1fr)`, `fr`, `auto`, `fit-content(160px)`, a fixed
and a percentage track, `min-content`), with `minmax(24px,auto)` implicit rows and gaps.
Its cells are auto-placed; one in five spans two columns and one in twelve two rows; a third
are Ahem text leaves of one to six words; a few hold a small row of flex items, so that grids
and flexbox nest both ways. Deterministic: the same seed gives the same file.

Python 3 standard library only.
"""
import argparse
import random

ZWSP = "\u200b"
# Repeats written out and no space inside minmax(): the peers' harness reads neither.
COLUMNS = [
    "minmax(60px,1fr) minmax(60px,1fr) minmax(60px,1fr) auto fit-content(160px) 120px",
    "min-content 25% 1fr 1fr auto",
    "minmax(40px,1fr) minmax(40px,1fr) minmax(40px,1fr) minmax(40px,1fr) fit-content(200px)",
]


def text(rng):
    return ZWSP.join("H" * rng.randint(2, 8) for _ in range(rng.randint(1, 6)))


class Tree:
    def __init__(self, seed, budget):
        self.rng = random.Random(f"trellis-grid-bench:{seed}")
        self.budget = budget
        self.lines = []
        self.nodes = 0

    def emit(self, depth, line):
        self.lines.append("  " * depth + line)

    def cell(self, depth):
        rng = self.rng
        placement = ""
        if rng.random() < 0.2:
            placement += ' grid-column-end="span 2"'
        if rng.random() < 0.08:
            placement += ' grid-row-end="span 2"'
        kind = rng.random()
        self.nodes += 1
        if kind < 0.33:
            self.emit(depth, f"<text{placement}>{text(rng)}</text>")
        elif kind < 0.9 or self.budget - self.nodes < 4:
            size = f' height="{rng.randint(16, 60)}px"' if rng.random() < 0.5 else ""
            self.emit(depth, f'<div{placement}{size} padding-left="4px" padding-right="4px"/>')
        else:
            self.emit(depth, f'<div{placement} flex-direction="row" column-gap="4px" align-items="center">')
            for _ in range(3):
                self.nodes += 1
                self.emit(depth + 1, f'<div width="{rng.randint(8, 24)}px" height="{rng.randint(8, 24)}px"/>')
            self.emit(depth, "</div>")

    def panel(self, depth):
        rng = self.rng
        self.nodes += 1
        self.emit(depth, f'<div display="grid" grid-template-columns="{rng.choice(COLUMNS)}" '
                         'grid-auto-rows="minmax(24px,auto)" column-gap="8px" row-gap="6px" '
                         'padding-top="8px" padding-right="8px" padding-bottom="8px" padding-left="8px">')
        for _ in range(rng.randint(20, 60)):
            if self.nodes >= self.budget:
                break
            self.cell(depth + 1)
        self.emit(depth, "</div>")

    def write(self, path):
        self.nodes = 1
        body = []
        self.lines = body
        while self.nodes < self.budget:
            self.panel(3)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write('<test name="grid-dashboard" use-rounding="true">\n'
                     '  <viewport width="1280px" height="max-content"/>\n'
                     "  <input>\n"
                     '    <div flex-direction="column" row-gap="12px" width="1280px">\n')
            fh.write("\n".join(body) + "\n")
            fh.write("    </div>\n  </input>\n</test>\n")
        return self.nodes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--nodes", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=12345)
    a = ap.parse_args()
    print(f"{a.out}: {Tree(a.seed, a.nodes).write(a.out)} nodes")


if __name__ == "__main__":
    main()
