#!/usr/bin/env python3
"""Shrinks fixtures that Trellis fails to the smallest trees that still disagree with Chrome.

Usage: minimise.py --trellis PATH [--rounds N] [--per-round K] OUTDIR FIXTURE...

Greedy delta debugging, batched: every round proposes, for each fixture still being shrunk,
up to K one-step reductions (drop a subtree, drop all of an element's properties, drop one
property, drop a word of text, round a fractional length, make a definite viewport
max-content), lays all of them out in Chrome at once (oracle.py), checks them all with
`trellis check`, and keeps each fixture's first reduction that still fails. A fixture is done
when no reduction fails. Results go to OUTDIR/<name>.xml with Chrome's expectations.

Python 3 standard library only.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate  # noqa: E402
import oracle  # noqa: E402

ZWSP = "\u200b"
KEPT = ("direction", "font-family")  # attributes a reduction never drops


def parse(path):
    t = ET.parse(path).getroot()
    vp = t.find("viewport")

    def node(e):
        text = (e.text or "").strip() if e.tag == "text" else None
        return [e.tag, dict(e.attrib), [node(c) for c in e], text]

    return {"name": t.get("name"), "rounding": t.get("use-rounding", "true"),
            "vw": vp.get("width"), "vh": vp.get("height"), "root": node(t.find("input")[0])}


def to_xml(fx, name):
    def plain(n):
        return (n[0], n[1], [plain(c) for c in n[2]], n[3])
    return generate.fixture_xml(name, (fx["vw"], fx["vh"]), plain(fx["root"]), fx["rounding"])


def clone(fx):
    def c(n):
        return [n[0], dict(n[1]), [c(k) for k in n[2]], n[3]]
    return {**fx, "root": c(fx["root"])}


def nodes(n, path=()):
    yield path, n
    for i, c in enumerate(n[2]):
        yield from nodes(c, path + (i,))


def at(fx, path):
    n = fx["root"]
    for i in path:
        n = n[2][i]
    return n


def size(n):
    return 1 + sum(size(c) for c in n[2])


ROOT_UNSAFE = ("position", "top", "right", "bottom", "left", "margin-top", "margin-right",
               "margin-bottom", "margin-left",
               # Flex item properties: the fixtures' roots never have them, and Chrome would
               # apply them to the root as the item of the format's flex wrapper.
               "flex-grow", "flex-shrink", "flex-basis", "align-self", "justify-self",
               "center-x", "center-y")


def root_safe(n):
    """The fixtures' roots never carry percentages, margins or insets; Chrome would resolve
    them against our wrapper, so a child that has them is not hoisted to the root."""
    return not any(k in ROOT_UNSAFE or "%" in v and not k.endswith("-gap") for k, v in n[1].items())


def reductions(fx):
    """One-step reductions, biggest first."""
    out = []
    all_nodes = list(nodes(fx["root"]))
    # Drop subtrees, largest first.
    for path, n in sorted(all_nodes[1:], key=lambda pn: -size(pn[1])):
        def drop(f, path=path):
            at(f, path[:-1])[2].pop(path[-1])
        out.append(drop)
    # Hoist: replace an element by one of its children (removes a wrapper level).
    for path, n in all_nodes:
        for i, c in enumerate(n[2]):
            if c[0] != "div" or path == () and not root_safe(c):
                continue
            def hoist(f, path=path, i=i):
                child = at(f, path)[2][i]
                if path:
                    at(f, path[:-1])[2][path[-1]] = child
                else:
                    f["root"] = child
            out.append(hoist)
    # Replace a container by its leaves: drop all its children at once.
    for path, n in all_nodes:
        if len(n[2]) > 1:
            def drop_children(f, path=path):
                at(f, path)[2] = at(f, path)[2][:1]
            out.append(drop_children)
    if fx["vw"] != "max-content" or fx["vh"] != "max-content":
        def vp(f):
            f["vw"], f["vh"] = "max-content", "max-content"
        out.append(vp)
    # Drop every property of one element (but its direction and font: a text in a real font
    # that fell back to Ahem would break only at U+200B, another disagreement than the one sought).
    for path, n in all_nodes:
        if any(k not in KEPT for k in n[1]):
            def clear(f, path=path):
                a = at(f, path)[1]
                for k in [k for k in a if k not in KEPT]:
                    del a[k]
            out.append(clear)
    # Drop one property (grouped sides first: all margins of a node, etc.).
    for path, n in all_nodes:
        for group in ("margin-", "padding-", "border-"):
            keys = [k for k in n[1] if k.startswith(group)]
            if len(keys) > 1:
                def drop_group(f, path=path, keys=keys):
                    for k in keys:
                        del at(f, path)[1][k]
                out.append(drop_group)
        for k in n[1]:
            if k in KEPT:
                continue
            def drop_attr(f, path=path, k=k):
                del at(f, path)[1][k]
            out.append(drop_attr)
    # Shorter text: a word less (words of Ahem text are joined by U+200B, of real fonts by spaces).
    for path, n in all_nodes:
        if n[3]:
            sep = " " if "font-family" in n[1] else ZWSP
            words = n[3].split(sep)
            if len(words) > 1:
                for i in range(len(words)):
                    def drop_word(f, path=path, i=i, sep=sep):
                        w = at(f, path)[3].split(sep)
                        w.pop(i)
                        at(f, path)[3] = sep.join(w)
                    out.append(drop_word)
    # Simpler length expressions (an argument of min/max/clamp, a term of a calc sum).
    for path, n in all_nodes:
        for k, v in n[1].items():
            for simpler in simpler_values(v):
                def simplify(f, path=path, k=k, simpler=simpler):
                    at(f, path)[1][k] = simpler
                out.append(simplify)
    # Simpler values: fractional px to whole px, directions to ltr.
    for path, n in all_nodes:
        for k, v in n[1].items():
            m = re.fullmatch(r"(-?\d+)\.\d+px", v)
            if m:
                def whole(f, path=path, k=k, s=m.group(1)):
                    at(f, path)[1][k] = f"{s}px"
                out.append(whole)
    return out


ANCHOR_REF = re.compile(r"\banchor(?:-size)?\((--[\w-]+)")
CENTER = ("center-x", "center-y")


def valid(fx):
    """Extension rules a reduction must not break (extensions/README.md): every anchor()/
    anchor-size() names an earlier, displayed sibling and sits on an absolutely positioned
    box, as does center-x/center-y; a layers container's child has no baseline alignment.
    Trellis rejects a tree that breaks them, which would count as a failure."""
    for _, n in nodes(fx["root"]):
        seen = set()
        for c in n[2]:
            a = c[1]
            refs = {m.group(1) for v in a.values() for m in ANCHOR_REF.finditer(v)}
            if refs or any(k in a for k in CENTER):
                if a.get("position") != "absolute" or not refs <= seen:
                    return False
            if a.get("anchor-name") and a.get("display") != "none":
                seen.add(a["anchor-name"])
            if n[1].get("display") == "layers" and "baseline" in a.get("align-self", ""):
                return False
        if n is fx["root"] and (not root_safe(n) or any(ANCHOR_REF.search(v) for v in n[1].values())):
            return False
    return True


def split_top(s, seps):
    """Splits s at top-level occurrences of any of seps (outside parentheses)."""
    out, depth, cur, i = [], 0, "", 0
    while i < len(s):
        ch = s[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        hit = next((sep for sep in seps if depth == 0 and s.startswith(sep, i)), None)
        if hit:
            out.append(cur.strip())
            cur, i = "", i + len(hit)
            continue
        cur += ch
        i += 1
    out.append(cur.strip())
    return out


def simpler_values(v):
    """Simpler expressions than v: each argument of min/max/clamp, each term of a calc sum."""
    m = re.fullmatch(r"(calc|min|max|clamp)\((.*)\)", v.strip())
    if not m:
        return []
    fn, body = m.groups()
    parts = split_top(body, [", "]) if fn != "calc" else split_top(body, [" + ", " - ", " * ", " / "])
    out = []
    for p in parts:
        if re.fullmatch(r"-?[\d.]+", p):
            continue  # a bare number (a factor)
        if p.startswith("(") and p.endswith(")"):
            p = "calc" + p
        if any(op in p for op in (" + ", " - ", " * ", " / ")) and not re.match(r"\w[\w-]*\(", p):
            p = f"calc({p})"
        if p != v:
            out.append(p)
    return out


def check_failures(trellis, directory):
    p = subprocess.run([trellis, "check", "--list-failures", directory], capture_output=True, text=True)
    return set(p.stdout.split())


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("fixtures", nargs="+")
    ap.add_argument("--trellis", required=True)
    ap.add_argument("--rounds", type=int, default=60)
    ap.add_argument("--per-round", type=int, default=60)
    ap.add_argument("--font", help="Ahem font for oracle.py")
    args = ap.parse_args()
    oracle_args = ["--font", args.font] if args.font else []
    work = {}
    for path in args.fixtures:
        fx = parse(path)
        work[fx["name"]] = {"fx": fx, "offset": 0}
    done = {}
    for rnd in range(args.rounds):
        if not work:
            break
        tmp = tempfile.mkdtemp(prefix="oracle-min-")
        plan = {}
        for name, w in work.items():
            cands = reductions(w["fx"])
            chosen = cands[w["offset"]:w["offset"] + args.per_round]
            plan[name] = []
            for k, red in enumerate(chosen):
                f = clone(w["fx"])
                red(f)
                if not valid(f):
                    continue
                cname = f"{name}__c{k:03d}"
                with open(os.path.join(tmp, cname + ".xml"), "w", encoding="utf-8") as fh:
                    fh.write(to_xml(f, cname))
                plan[name].append((cname, f))
            w["more"] = len(cands) > w["offset"] + args.per_round
        with open(os.devnull, "w") as devnull:
            old = sys.stdout
            sys.stdout = devnull
            try:
                oracle.main(oracle_args + [tmp])
            finally:
                sys.stdout = old
        failing = check_failures(args.trellis, tmp)
        for name in list(work):
            w = work[name]
            hit = next((f for cname, f in plan[name] if cname in failing), None)
            if hit is not None:
                w["fx"], w["offset"] = hit, 0
            elif w["more"]:
                w["offset"] += args.per_round
            else:
                done[name] = w["fx"]
                del work[name]
        shutil.rmtree(tmp)
        print(f"round {rnd}: {len(work)} still shrinking, {len(done)} done", file=sys.stderr)
        # Progress so far (inputs only), so that an interrupted run still leaves its best trees.
        os.makedirs(os.path.join(args.outdir, "progress"), exist_ok=True)
        for name, fx in list(done.items()) + [(n, w["fx"]) for n, w in work.items()]:
            with open(os.path.join(args.outdir, "progress", name + ".xml"), "w", encoding="utf-8") as fh:
                fh.write(to_xml(fx, name))
    done.update({n: w["fx"] for n, w in work.items()})
    os.makedirs(args.outdir, exist_ok=True)
    shutil.rmtree(os.path.join(args.outdir, "progress"), ignore_errors=True)
    for name, fx in done.items():
        with open(os.path.join(args.outdir, name + ".xml"), "w", encoding="utf-8") as fh:
            fh.write(to_xml(fx, name))
    oracle.main(oracle_args + [args.outdir])


if __name__ == "__main__":
    main()
