#!/usr/bin/env python3
"""Validates the oracle against checked-in, browser-computed fixtures.

Usage: validate.py [--count N] [--seed S] [--all] FIXTURES_DIR [WORKDIR]

Copies a deterministic sample of FIXTURES_DIR's fixtures into WORKDIR (a temporary directory by
default), runs oracle.py on the copies (which follows each fixture's use-rounding, by the format's
rounding rule) and compares their expectations with the checked-in ones, within 0.1. Prints every
disagreement and the rate.
"""
import argparse
import os
import random
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402


def frames(node):
    f = tuple(float(node.get(k)) for k in ("x", "y", "width", "height"))
    return {"f": f, "c": [frames(c) for c in node.findall("node")]}


def diff(a, b, path="root", tol=0.1):
    out = []
    if any(abs(p - q) >= tol for p, q in zip(a["f"], b["f"])):
        out.append((path, a["f"], b["f"]))
    if len(a["c"]) != len(b["c"]):
        out.append((path + " (child count)", len(a["c"]), len(b["c"])))
    for i, (ca, cb) in enumerate(zip(a["c"], b["c"])):
        out += diff(ca, cb, f"{path}/{i}", tol)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("fixtures")
    ap.add_argument("workdir", nargs="?")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--all", action="store_true", help="use every fixture, not a sample")
    args = ap.parse_args()
    files = sorted(f for f in os.listdir(args.fixtures) if f.endswith(".xml"))
    if not args.all:
        files = sorted(random.Random(args.seed).sample(files, min(args.count, len(files))))
    work = args.workdir or tempfile.mkdtemp(prefix="oracle-validate-")
    os.makedirs(work, exist_ok=True)
    originals = {}
    for f in files:
        src = os.path.join(args.fixtures, f)
        text = open(src, encoding="utf-8").read()
        originals[f] = text
        open(os.path.join(work, f), "w", encoding="utf-8").write(text)
    oracle.main([work])
    agree = 0
    bad = []
    for f in files:
        want = frames(ET.fromstring(originals[f]).find("expectations")[0])
        got = frames(ET.parse(os.path.join(work, f)).getroot().find("expectations")[0])
        d = diff(got, want)
        if d:
            bad.append((f, d))
        else:
            agree += 1
    for f, d in bad:
        print(f"DISAGREE {f}")
        for path, chrome, fixture in d[:6]:
            print(f"  {path}: chrome {chrome} fixture {fixture}")
    print(f"work dir: {work}")
    print(f"agreement: {agree}/{len(files)} ({100.0 * agree / max(1, len(files)):.1f}%)")


if __name__ == "__main__":
    main()
