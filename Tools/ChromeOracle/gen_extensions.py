#!/usr/bin/env python3
"""Seeded generator of random flexbox trees with Trellis's IR extensions added.

  gen_extensions.py --seed S --count N --out DIR [--prefix ext_] [--gen-random PATH]
                    [--only layers,expressions,anchors,center] [--column-wrap P]

Tree k starts as exactly the tree that `gen_random.py --seed S` writes as number k+1 (the
generator is imported from shared/conformance/generators/gen_random.py at run time, never
copied), and then gets a random non-empty subset of the four extensions of
shared/conformance/extensions/README.md, drawn from random.Random(f"ext:{S}:{k}"):

- layers: some containers become `display="layers"` (their flex container properties are kept
  or dropped at random: they have no effect), with `justify-items`/`align-items` and their
  children's `justify-self`/`align-self` among start/end/center/stretch (baseline and the flex
  forms are replaced, as layers do not use them);
- expressions: some length attributes (sizes, min/max sizes, margins, paddings, insets,
  flex-basis, gaps) become calc()/min()/max()/clamp() mixing px and %, in the forms the
  extension fixtures use (`calc(50% + 10px)`, `min(50%, 80px)`, `clamp(50px, 30%, 120px)`,
  `calc(100% / 3)`, `calc(2 * 25% + 5px)`, `calc(50% - min(20px, 5%))`, ...); the root gets
  px-only expressions, as its percentages would resolve against the browser's wrapper;
- anchors: an in-flow (sometimes absolute) child gets `anchor-name="--aN"` (unique in the tree)
  and a later sibling, an existing one made absolute or a new leaf, is placed with anchor()
  insets (edges left/right/top/bottom/start/end/center, sometimes in calc/min/max with px or
  %) and sometimes sized with anchor-size();
- center: absolutely positioned boxes get `center-x` and/or `center-y` (px, %, calc, or
  anchor() of an earlier anchored sibling), their insets and self-alignment on that axis
  removed.

`--column-wrap P` (default 0: the trees above, unchanged) first turns each container of the
gen_random tree, with probability P, into a column or column-reverse flex container that wraps
(`wrap` or `wrap-reverse`), drawn from random.Random(f"colwrap:{S}:{k}"), so that corpora can
aim at column-wrap flexbox combined with the extensions without narrowing the default draw.

Output: DIR/0001.xml ... in the fixture format, use-rounding="true", inputs only; fill the
expectations with `oracle.py DIR`, which follows the format's conventions as gen_random.py's do.
Deterministic: the same seed gives byte-identical files.
"""
import argparse
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
GEN_RANDOM_CANDIDATES = [
    os.environ.get("GEN_RANDOM", ""),
    os.path.join(REPO, "..", "shared", "conformance", "generators", "gen_random.py"),
    "/work/shared/conformance/generators/gen_random.py",
]

EXTENSIONS = ("layers", "expressions", "anchors", "center")
LAYERS_ALIGN = ["start", "end", "center", "stretch"]
LAYERS_SELF = ["auto", "start", "end", "center", "stretch"]
FLEX_CONTAINER_ONLY = ["flex-direction", "flex-wrap", "justify-content", "align-content",
                       "row-gap", "column-gap"]
# Length attributes that may hold an expression (not borders), with whether the root may have
# percentages in them (never: they would resolve against the wrapper).
EXPR_ATTRS = ["width", "height", "min-width", "min-height", "max-width", "max-height",
              "margin-top", "margin-left", "margin-bottom", "margin-right",
              "padding-top", "padding-left", "padding-bottom", "padding-right",
              "top", "left", "bottom", "right", "flex-basis", "row-gap", "column-gap"]
H_EDGES = ["left", "right", "start", "end", "center"]
V_EDGES = ["top", "bottom", "start", "end", "center"]
EXTRA_ORDER = ["anchor-name", "center-x", "center-y"]


def load_gen_random(path=None):
    for p in ([path] if path else GEN_RANDOM_CANDIDATES):
        if p and os.path.isfile(p):
            spec = importlib.util.spec_from_file_location("gen_random", p)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
    sys.exit("gen_random.py not found: pass --gen-random PATH or set GEN_RANDOM")


def walk(n, parent=None, depth=0):
    yield n, parent, depth
    for c in n.children:
        yield from walk(c, n, depth + 1)


class Ext:
    def __init__(self, gr, rng, root, only=None):
        self.gr, self.r, self.root = gr, rng, root
        self.names = 0
        self.added = 0
        r = rng
        choices = only or EXTENSIONS
        while True:
            self.exts = [e for e in choices if r.random() < 0.5]
            if self.exts or not choices:
                break

    # -- values -------------------------------------------------------------
    def pxv(self, lo, hi, step=5):
        return "%dpx" % (self.r.randrange(lo // step, hi // step + 1) * step)

    def pct(self):
        return self.r.choice(["5%", "10%", "20%", "25%", "30%", "50%", "100%"])

    def expression(self, value, allow_percent, kind):
        """An expression for an attribute whose generated value was `value` (px or %)."""
        r = self.r
        small = kind in ("margin", "padding", "gap")
        lo, hi = (1, 20) if small else (5, 100)
        if not allow_percent:
            a, b = self.pxv(lo, hi), self.pxv(lo, hi)
            return r.choice([f"calc({a} + {b})", f"min({a}, {b})", f"max({a}, {b})",
                             f"clamp({self.pxv(lo, hi)}, {a}, {b})", f"calc(2 * {a} - {b})"])
        p = value if value.endswith("%") else (self.r.choice(["5%", "10%"]) if small else self.pct())
        n = self.pxv(lo, hi)
        forms = [
            lambda: f"calc({p} + {n})",
            lambda: f"calc({p} - {n})",
            lambda: f"min({p}, {n})",
            lambda: f"max({p}, {n})",
            lambda: f"clamp({self.pxv(lo, hi)}, {p}, {self.pxv(lo, 2 * hi)})",
            lambda: f"calc(100% / {r.choice([3, 4, 6])})" if not small else f"calc({p} / 2)",
            lambda: f"calc(2 * {p} + {n})",
            lambda: f"calc({p} - min({self.pxv(lo, hi)}, {r.choice(['5%', '10%'])}))",
            lambda: f"max({p}, {n}, calc({r.choice(['5%', '10%'])} + {self.pxv(lo, hi)}))",
        ]
        if value.endswith("px") and r.random() < 0.3:
            forms.append(lambda: f"calc({value} + {p})" if kind != "size" else f"max({value}, {p})")
        return r.choice(forms)()

    # -- layers -------------------------------------------------------------
    def add_layers(self):
        r = self.r
        containers = [n for n, _, _ in walk(self.root) if n.tag == "div" and n.children]
        picked = [n for n in containers if r.random() < 0.35] or [r.choice(containers)]
        for n in picked:
            a = n.attrs
            a["display"] = "layers"
            for k in FLEX_CONTAINER_ONLY:
                if k in a and r.random() < 0.5:
                    del a[k]
            if "align-items" in a or r.random() < 0.4:
                a["align-items"] = r.choice(LAYERS_ALIGN)
            if r.random() < 0.5:
                a["justify-items"] = r.choice(LAYERS_ALIGN)
            for c in n.children:
                ca = c.attrs
                if "align-self" in ca or r.random() < 0.15:
                    ca["align-self"] = r.choice(LAYERS_SELF)
                if r.random() < 0.2:
                    ca["justify-self"] = r.choice(LAYERS_SELF)

    # -- expressions ----------------------------------------------------------
    def add_expressions(self):
        r = self.r
        sites = []
        for n, parent, _ in walk(self.root):
            for k in EXPR_ATTRS:
                v = n.attrs.get(k)
                if v is not None and v != "auto" and (v.endswith("px") or v.endswith("%")):
                    sites.append((n, parent, k, v))
        # Also give a few elements a fresh expression-sized width/height/margin.
        for n, parent, _ in walk(self.root):
            if parent is not None and r.random() < 0.08:
                k = r.choice(["width", "height", "margin-left", "margin-top", "padding-left",
                              "min-width", "max-width", "flex-basis"])
                if k not in n.attrs:
                    sites.append((n, parent, k, self.pct()))
        if not sites:
            return
        picked = [s for s in sites if r.random() < 0.3] or [r.choice(sites)]
        for n, parent, k, v in picked:
            if n.attrs.get("display") == "none" and r.random() < 0.5:
                continue
            kind = ("margin" if k.startswith("margin") else "padding" if k.startswith("padding")
                    else "gap" if k.endswith("gap") else "inset" if k in ("top", "left", "bottom", "right")
                    else "size")
            n.attrs[k] = self.expression(v, parent is not None, kind)

    # -- anchors --------------------------------------------------------------
    def new_name(self):
        self.names += 1
        return "--a%d" % self.names

    def name_of(self, n):
        if "anchor-name" not in n.attrs:
            n.attrs["anchor-name"] = self.new_name()
        return n.attrs["anchor-name"]

    def anchor_ref(self, name, axis):
        r = self.r
        edge = r.choice(H_EDGES if axis == "h" else V_EDGES)
        base = f"anchor({name} {edge})"
        x = r.random()
        if x < 0.6:
            return base
        if x < 0.8:
            return f"calc({base} {r.choice(['+', '-'])} {self.pxv(0, 20)})"
        if x < 0.9:
            return f"{r.choice(['min', 'max'])}({base}, {r.choice(['10%', '25%', '50%'])})"
        return f"calc({base} + {r.choice(['5%', '10%'])})"

    def place_anchored(self, el, name):
        r = self.r
        a = el.attrs
        a["position"] = "absolute"
        a.pop("display", None)
        for k in ("top", "left", "bottom", "right", "center-x", "center-y"):
            a.pop(k, None)
        for axis, (s, e) in (("h", ("left", "right")), ("v", ("top", "bottom"))):
            x = r.random()
            if x < 0.45:
                a[r.choice([s, e])] = self.anchor_ref(name, axis)
            elif x < 0.7:
                a[s] = self.anchor_ref(name, axis)
                a[e] = self.anchor_ref(name, axis)
            elif x < 0.85:
                a[r.choice([s, e])] = self.pxv(0, 40, 10)
            # else: static position on this axis
        if r.random() < 0.35:
            dim = r.choice(["width", "height", "min-width", "max-width", "min-height"])
            size = f"anchor-size({name} {r.choice(['width', 'height'])})"
            x = r.random()
            if x < 0.3:
                size = f"calc({size} / 2)"
            elif x < 0.45:
                size = f"calc({size} + {self.pxv(0, 20)})"
            elif x < 0.55:
                size = f"calc({size} - 10%)"
            a[dim] = size
        if r.random() < 0.15 and ("left" in a and "right" in a):
            a["justify-self"] = r.choice(["start", "end", "center", "stretch"])
        if r.random() < 0.15 and ("top" in a and "bottom" in a):
            a["align-self"] = r.choice(["start", "end", "center", "stretch"])

    def leaf(self, like):
        gr, r = self.gr, self.r
        n = gr.Node("text") if r.random() < 0.3 else gr.Node("div")
        if n.tag == "text":
            n.text = gr.ZWSP.join("H" * r.randint(1, 5) for _ in range(r.randint(1, 4)))
        for k in ("box-sizing", "direction"):
            if k in like.attrs:
                n.attrs[k] = like.attrs[k]
        if n.tag == "div":
            for dim in ("width", "height"):
                if r.random() < 0.7:
                    n.attrs[dim] = self.pxv(10, 60, 10)
        return n

    def add_anchors(self):
        r = self.r
        parents = [n for n, _, _ in walk(self.root) if n.tag == "div" and n.children]
        pairs = r.choice([1, 1, 1, 2, 2, 3])
        for _ in range(pairs):
            p = r.choice(parents)
            cands = [i for i, c in enumerate(p.children) if c.attrs.get("display") != "none"]
            if not cands:
                continue
            i = r.choice(cands)
            anchor = p.children[i]
            name = self.name_of(anchor)
            later = [j for j in range(i + 1, len(p.children))]
            if later and r.random() < 0.5:
                el = p.children[r.choice(later)]
                if el.children and r.random() < 0.5:
                    el = self.leaf(anchor)
                    p.children.insert(i + 1, el)
            else:
                el = self.leaf(anchor)
                p.children.insert(r.randint(i + 1, len(p.children)), el)
            self.place_anchored(el, name)
            if r.random() < 0.2:  # chains: the anchored box is itself an anchor
                self.name_of(el)

    # -- center-x / center-y ----------------------------------------------------
    def center_value(self, parent, child_index, axis):
        r = self.r
        names = [c.attrs["anchor-name"] for c in parent.children[:child_index]
                  if "anchor-name" in c.attrs and c.attrs.get("display") != "none"]
        x = r.random()
        if names and x < 0.35:
            nm = r.choice(names)
            edge = r.choice(["center", "center", "left" if axis == "x" else "top",
                             "right" if axis == "x" else "bottom", "start", "end"])
            v = f"anchor({nm} {edge})"
            y = r.random()
            if y < 0.2:
                return f"calc({v} + {self.pxv(0, 20)})"
            if y < 0.3:
                return f"{r.choice(['min', 'max'])}({v}, {r.choice(['10%', '50%'])})"
            return v
        if x < 0.6:
            return self.pxv(0, 200, 10)
        if x < 0.85:
            return r.choice(["0%", "25%", "50%", "75%", "80%", "100%"])
        return f"calc({r.choice(['50%', '25%'])} {r.choice(['+', '-'])} {self.pxv(0, 30)})"

    def add_center(self):
        r = self.r
        sites = [(n, p) for n, p, _ in walk(self.root) if p is not None]
        absolute = [(n, p) for n, p in sites if n.attrs.get("position") == "absolute"]
        picked = [s for s in absolute if r.random() < 0.6]
        k = r.choice([1, 1, 2])
        for _ in range(10):
            if len(picked) >= k:
                break
            n, p = r.choice(sites)
            if (n, p) not in picked:
                if n.children and r.random() < 0.6:
                    leaf = self.leaf(n)
                    p.children.insert(r.randint(0, len(p.children)), leaf)
                    n = leaf
                n.attrs["position"] = "absolute"
                n.attrs.pop("display", None)
                picked.append((n, p))
        for n, p in picked:
            a = n.attrs
            idx = p.children.index(n)
            axes = r.choice([["x"], ["y"], ["x", "y"], ["x", "y"]])
            for axis in axes:
                s, e, self_prop = (("left", "right", "justify-self") if axis == "x"
                                   else ("top", "bottom", "align-self"))
                for key in (s, e, self_prop):
                    a.pop(key, None)
                a["center-" + axis] = self.center_value(p, idx, axis)

    def apply(self):
        if "layers" in self.exts:
            self.add_layers()
        if "expressions" in self.exts:
            self.add_expressions()
        if "anchors" in self.exts:
            self.add_anchors()
        if "center" in self.exts:
            self.add_center()
        self.fix_layers_children()

    def fix_layers_children(self):
        """Baseline and flex alignment forms are not used inside layers.
        Runs last, as anchors and center may add children to layers containers."""
        for n, p, _ in walk(self.root):
            if p is not None and p.attrs.get("display") == "layers":
                for k in ("align-self", "justify-self"):
                    v = n.attrs.get(k)
                    if v is not None and v not in LAYERS_SELF:
                        n.attrs[k] = {"flex-start": "start", "flex-end": "end"}.get(v, "start")


def node_xml(gr, n, indent, lines):
    order = gr.ATTR_ORDER + EXTRA_ORDER
    keys = sorted(n.attrs, key=order.index)
    attrs = "".join(' %s="%s"' % (k, gr._esc(n.attrs[k])) for k in keys)
    if n.tag == "text":
        lines += ["%s<text%s>" % (indent, attrs), "%s  %s" % (indent, gr._esc(n.text)),
                  "%s</text>" % indent]
    elif n.children:
        lines.append("%s<div%s>" % (indent, attrs))
        for c in n.children:
            node_xml(gr, c, indent + "  ", lines)
        lines.append("%s</div>" % indent)
    else:
        lines.append("%s<div%s/>" % (indent, attrs))


def test_xml(gr, name, root, viewport, exts):
    lines = ['<test name="%s" use-rounding="true">' % name,
             "  <!-- extensions: %s -->" % (", ".join(exts) or "none"),
             '  <viewport width="%s" height="%s"/>' % viewport,
             "  <input>"]
    node_xml(gr, root, "    ", lines)
    lines += ["  </input>", "</test>", ""]
    return "\n".join(lines)


def add_column_wrap(root, rng, p):
    """Makes containers column flex containers that wrap, each with probability p."""
    for n, _, _ in walk(root):
        if n.tag == "div" and n.children and rng.random() < p:
            n.attrs["flex-direction"] = rng.choice(["column", "column-reverse"])
            n.attrs["flex-wrap"] = rng.choice(["wrap", "wrap-reverse"])


def make(gr, seed, k, only=None, column_wrap=0.0):
    root, vp = gr.gen_test(random.Random("%d:%d" % (seed, k)))
    if column_wrap > 0:
        add_column_wrap(root, random.Random("colwrap:%d:%d" % (seed, k)), column_wrap)
    ext = Ext(gr, random.Random("ext:%d:%d" % (seed, k)), root, only)
    ext.apply()
    return root, vp, ext.exts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--out", required=True)
    ap.add_argument("--prefix", default="ext_")
    ap.add_argument("--gen-random", help="path of gen_random.py (default: shared/conformance/generators)")
    ap.add_argument("--only", help="comma-separated subset of " + ",".join(EXTENSIONS)
                    + " to draw from (default: all four)")
    ap.add_argument("--column-wrap", type=float, default=0.0, metavar="P",
                    help="probability that a container becomes a column flexbox that wraps (default 0)")
    args = ap.parse_args()
    gr = load_gen_random(args.gen_random)
    only = tuple(args.only.split(",")) if args.only else None
    if only and set(only) - set(EXTENSIONS):
        sys.exit("--only takes " + ",".join(EXTENSIONS))
    os.makedirs(args.out, exist_ok=True)
    for k in range(args.count):
        root, vp, exts = make(gr, args.seed, k, only, args.column_wrap)
        name = "%s%04d" % (args.prefix, k + 1)
        with open(os.path.join(args.out, "%04d.xml" % (k + 1)), "w", encoding="utf-8") as fh:
            fh.write(test_xml(gr, name, root, vp, exts))
    print("wrote %d inputs" % args.count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
