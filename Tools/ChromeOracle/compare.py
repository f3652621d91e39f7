#!/usr/bin/env python3
"""Compares the <expectations> of two fixture trees with the same relative paths.

Usage: compare.py [--tol T] [-v] ORIGINAL_DIR REGENERATED_DIR

Typical use: check that oracle.py reproduces browser-checked fixtures exactly:

    cp -r shared/conformance/extensions /tmp/ext && oracle.py /tmp/ext
    compare.py shared/conformance/extensions /tmp/ext

Prints how many fixtures have identical expectations (every node's x, y, width and height equal;
with --tol, within T), and for every other fixture the nodes that differ, each with the
attributes of its input element so that the cause can be read off.
"""
import argparse
import os
import sys
import xml.etree.ElementTree as ET


def frames(node):
    return {"f": tuple(float(node.get(k)) for k in ("x", "y", "width", "height")),
            "c": [frames(c) for c in node.findall("node")]}


def inputs(el):
    return {"a": dict(el.attrib), "c": [inputs(c) for c in el]}


def diff(a, b, inp, path, tol):
    out = []
    if any(abs(p - q) > tol for p, q in zip(a["f"], b["f"])):
        out.append((path, a["f"], b["f"], inp["a"] if inp else {}))
    if len(a["c"]) != len(b["c"]):
        out.append((path + " (child count)", len(a["c"]), len(b["c"]), {}))
    for i, (ca, cb) in enumerate(zip(a["c"], b["c"])):
        out += diff(ca, cb, inp["c"][i] if inp and i < len(inp["c"]) else None, f"{path}/{i}", tol)
    return out


def fmt(f):
    return "(" + ", ".join(f"{v:g}" for v in f) + ")" if isinstance(f, tuple) else str(f)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("original")
    ap.add_argument("regenerated")
    ap.add_argument("--tol", type=float, default=0.0)
    args = ap.parse_args()
    same, differ, missing = 0, [], []
    for dirpath, _, names in os.walk(args.original):
        for n in sorted(names):
            if not n.endswith(".xml"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, n), args.original)
            other = os.path.join(args.regenerated, rel)
            if not os.path.exists(other):
                missing.append(rel)
                continue
            a = ET.parse(os.path.join(args.original, rel)).getroot()
            b = ET.parse(other).getroot()
            d = diff(frames(a.find("expectations")[0]), frames(b.find("expectations")[0]),
                     inputs(a.find("input")[0]), "root", args.tol)
            if d:
                differ.append((rel, d))
            else:
                same += 1
    for rel, d in sorted(differ):
        print(f"DIFFERS {rel}")
        for path, want, got, attrs in d[:8]:
            print(f"  {path}: original {fmt(want)} regenerated {fmt(got)}  "
                  + " ".join(f'{k}="{v}"' for k, v in attrs.items() if k not in ("direction", "box-sizing")))
    total = same + len(differ)
    print(f"identical: {same}/{total}; differ: {len(differ)}; missing: {len(missing)}")
    return 1 if differ or missing else 0


if __name__ == "__main__":
    sys.exit(main())
