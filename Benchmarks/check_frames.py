#!/usr/bin/env python3
"""Compare Trellis's frames with Yoga's and Taffy's on the benchmark trees.

    python3 check_frames.py TRELLIS_BINARY TREES_DIR DUMP_DIR

DUMP_DIR is the temporary folder `peers.py bench` writes its first-run boxes to
(`/tmp/peers-bench-*/<tree>.xml.{yoga,taffy}.json`: [x, y, width, height] per node in
document pre-order). For every node on which Yoga and Taffy agree (|diff| < 0.1; the root:
size only, as peers.py counts), reports whether Trellis agrees too.
"""
import json
import os
import subprocess
import sys

TOL = 0.1


def trellis_boxes(binary, path):
    out = subprocess.run([binary, "render", path, "--format", "json"], capture_output=True, text=True)
    if out.returncode != 0:
        return None, (out.stderr.strip().splitlines() or ["exit %d" % out.returncode])[0]
    boxes = []
    stack = [json.loads(out.stdout)]
    while stack:
        n = stack.pop()
        boxes.append([n["x"], n["y"], n["width"], n["height"]])
        stack.extend(reversed(n.get("children", [])))
    return boxes, None


def main():
    binary, trees, dumps = sys.argv[1:4]
    print("| tree | nodes | Yoga = Taffy | Trellis = both, of those | Trellis = Yoga | Trellis = Taffy |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in sorted(os.listdir(trees)):
        if not name.endswith(".xml"):
            continue
        try:
            yoga = json.load(open(os.path.join(dumps, name + ".yoga.json")))
            taffy = json.load(open(os.path.join(dumps, name + ".taffy.json")))
        except OSError:
            continue
        mine, error = trellis_boxes(binary, os.path.join(trees, name))
        if mine is None:
            print(f"| {name} | {len(yoga)} | — | Trellis failed: {error} | | |")
            continue
        if not (len(mine) == len(yoga) == len(taffy)):
            print(f"| {name} | {len(yoga)} | node counts differ: Trellis {len(mine)} | | | |")
            continue

        def same(u, v, i):
            return all(abs(u[k] - v[k]) < TOL for k in (range(2, 4) if i == 0 else range(4)))

        agree = [i for i in range(len(yoga)) if same(yoga[i], taffy[i], i)]
        both = sum(1 for i in agree if same(mine[i], yoga[i], i))
        ry = sum(1 for i in range(len(yoga)) if same(mine[i], yoga[i], i))
        rt = sum(1 for i in range(len(yoga)) if same(mine[i], taffy[i], i))
        n = len(yoga)
        pct = lambda a, b: f"{100 * a / b:.1f}%" if b else "—"
        print(f"| {name} | {n} | {pct(len(agree), n)} | {pct(both, len(agree))} ({len(agree) - both} differ) "
              f"| {pct(ry, n)} | {pct(rt, n)} |")


if __name__ == "__main__":
    main()
