#!/usr/bin/env python3
"""Writes the layers benchmark tree: a feed of overlay cards, in the layout-file format, for
`trellis bench` and `instructions.sh`-style counts (Yoga and Taffy have no layers container).

Usage: gen_layers_tree.py OUT.xml [--cards N]

The root is a 375 px column of N cards (1,000 by default, 6,501 nodes). Each card is a layers
container (what `ZStackBlock`, `.background` and `.overlay` lower to) holding a stretched
photo of random height, a 40 px badge at the top end, a caption bar at the bottom (itself a
layers container: an Ahem text of 3 to 25 words under a 16 px icon centred at its end) and,
on every other card or so, a thumbnail with an aspect ratio at the top start. Deterministic:
the same N gives the same file.

Python 3 standard library only.
"""
import argparse
import random

ZWSP = "\u200b"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--cards", type=int, default=1000)
    args = parser.parse_args()
    rng = random.Random(f"layers-feed-{args.cards}")

    def words(count):
        return ZWSP.join("H" * rng.randint(1, 10) for _ in range(count))

    lines = [f'<test name="layers-feed-{args.cards}">', '  <viewport width="375px" height="max-content"/>',
             "  <input>", '    <div flex-direction="column" width="375px">']
    for _ in range(args.cards):
        lines += [
            '      <div display="layers" padding-top="8px" padding-bottom="8px" padding-left="12px" padding-right="12px">',
            f'        <div height="{rng.randint(60, 200)}px"/>',
            '        <div width="40px" height="40px" justify-self="end" align-self="start"/>',
            '        <div display="layers" align-self="end" padding-top="4px" padding-bottom="4px">',
            f"          <text>{words(rng.randint(3, 25))}</text>",
            '          <div width="16px" height="16px" justify-self="end" align-self="center"/>',
            "        </div>",
        ]
        if rng.random() < 0.5:
            ratio = rng.choice(["1", "1.5", "2"])
            lines.append(f'        <div aspect-ratio="{ratio}" justify-self="start" align-self="start" width="30%"/>')
        lines.append("      </div>")
    lines += ["    </div>", "  </input>", "</test>"]
    with open(args.out, "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
