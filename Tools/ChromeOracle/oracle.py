#!/usr/bin/env python3
"""Chrome oracle: rewrites the <expectations> of layout fixtures with what Chromium computes.

Usage: oracle.py [--keep-html DIR] [--batch N] [--jobs J] PATH...

Each PATH is a fixture file or a directory searched recursively for *.xml. For every fixture the
<input> tree is turned into HTML that reproduces the fixture semantics (see README.md), many
fixtures are laid out per Chromium launch, and each file's <expectations> block is replaced by
the border-box frames Chromium reports (x/y relative to the parent's border box), under the
fixture format's two conventions (../shared/conformance/README.md): each root is the only flex
item of a `display: flex; align-items: start; justify-content: start` wrapper sized by the
viewport, and a `use-rounding="true"` fixture gets whole pixels by the format's rounding rule
(Taffy's and Yoga's), a `use-rounding="false"` one Chrome's layout units (1/64 px). The <input>
part of a file is left byte-for-byte alone.

Python 3 standard library only. Needs `chromium` on PATH and the Ahem font (setup.sh).
"""
import argparse
import concurrent.futures
import html
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_FONT = os.path.join(HERE, ".cache", "Ahem.ttf")

BORDER_ATTRS = {"border-top", "border-right", "border-bottom", "border-left"}

CSS_RESET = """
html, body { margin: 0; padding: 0; }
@font-face { font-family: OracleAhem; src: url("%(font)s"); font-display: block; }
body { font-family: OracleAhem; font-size: 10px; line-height: 10px; }
section.vp { display: flex; align-items: start; justify-content: start; position: relative;
             margin: 0; padding: 0; border: 0; }
section.sep { display: block; height: 37px; }
div {
  display: flex; box-sizing: border-box; position: relative;
  margin: 0; padding: 0; border: 0 solid black;
  font-family: OracleAhem; font-size: 10px; line-height: 10px;
}
"""

MEASURE_JS = r"""
function frame(e, parentRect) {
  const children = Array.from(e.children);
  let f;
  if (e.getClientRects().length === 0) {
    // Not rendered (display:none or inside one): the fixture format says zeros.
    f = [0, 0, 0, 0];
  } else {
    const r = e.getBoundingClientRect();
    f = [r.left - parentRect.left, r.top - parentRect.top, r.width, r.height];
  }
  const own = e.getBoundingClientRect();
  return {f: f, c: children.map(c => frame(c, own))};
}
function rejected(root) {
  // Declarations that Chrome did not accept (a typo in a translation, an expression it cannot
  // parse): they would silently fall back to initial values, so they are reported.
  const bad = [];
  for (const e of [root, ...root.querySelectorAll('div')]) {
    for (const d of (e.getAttribute('style') || '').split(';')) {
      const i = d.indexOf(':');
      if (i < 0) continue;
      const name = d.slice(0, i).trim();
      if (e.style.getPropertyValue(name) === '') bad.push(d.trim());
    }
  }
  return bad;
}
function fixCenterY() {
  // center_y_by_margins with percentage margins: resolve them to px, then centre with them.
  for (const e of document.querySelectorAll('section.vp div')) {
    const spec = e.style.getPropertyValue('--oracle-cy');
    if (!spec) continue;
    const [mt, mb, value, mirrored] = spec.trim().split('|');
    e.style.marginTop = mt; e.style.marginBottom = mb;
    const cs = getComputedStyle(e);
    const shift = (parseFloat(cs.marginTop) - parseFloat(cs.marginBottom)) / 2;
    e.style.marginTop = 'auto'; e.style.marginBottom = 'auto';
    e.style.top = `calc((${value}) + ${shift}px - ${HALF})`;
    e.style.bottom = `calc(100% - (${mirrored}) - ${shift}px - ${HALF})`;
  }
}
function measure() {
  fixCenterY();
  const out = {fontOk: document.fonts.check('10px OracleAhem') && FACES.every(f => document.fonts.check(f)),
               tests: {}, rejected: {}};
  for (const s of document.querySelectorAll('section.vp')) {
    const root = s.firstElementChild;
    out.tests[s.dataset.idx] = frame(root, s.getBoundingClientRect());
    const bad = rejected(root);
    if (bad.length) out.rejected[s.dataset.idx] = bad;
  }
  document.getElementById('oracle-out').textContent = JSON.stringify(out);
}
const FACES = ['10px "DejaVu Sans"', 'bold 10px "DejaVu Sans"', '10px "DejaVu Serif"', 'bold 10px "DejaVu Serif"'];
Promise.all(['10px OracleAhem', ...FACES].map(f => document.fonts.load(f))).then(measure, measure);
"""


# ---------------------------------------------------------------------------------------------
# Attribute -> CSS: the one table. Every attribute of an input element must be listed here.
# ---------------------------------------------------------------------------------------------

# CSS properties whose fixture attribute is the CSS declaration itself (same name, same value).
# Length attributes among them may hold the length expressions of extensions/README.md section 2
# (calc/min/max/clamp with px and % terms, anchor()/anchor-size() where section 3 allows them):
# that syntax is CSS's own, so they pass through unchanged too.
CSS_SAME = {
    "display", "position", "direction", "box-sizing", "writing-mode",
    "flex-direction", "flex-wrap", "flex-grow", "flex-shrink", "flex-basis",
    "justify-content", "align-items", "align-self", "align-content", "justify-items", "justify-self",
    "width", "height", "min-width", "min-height", "max-width", "max-height", "aspect-ratio",
    "margin-top", "margin-right", "margin-bottom", "margin-left",
    "padding-top", "padding-right", "padding-bottom", "padding-left",
    "top", "right", "bottom", "left", "row-gap", "column-gap", "overflow-x", "overflow-y",
    # CSS Grid (the grid fixtures and gen_grid.py trees)
    "grid-template-columns", "grid-template-rows", "grid-auto-columns", "grid-auto-rows",
    "grid-auto-flow", "grid-column-start", "grid-column-end", "grid-row-start", "grid-row-end",
    # Chrome 156's own line-count control for flex-wrap: balance (the balance fixtures set it).
    "flex-line-count",
    # Anchors (extensions/README.md section 3): CSS anchor positioning's own property.
    "anchor-name",
}
# Attributes that carry no layout input for Chrome (annotations of the fixture format).
IGNORED = {"id"}

# Text in real fonts (the fixture format's font extension): a <text> with font-family is set in
# one of the shipped faces, loaded from their files as @font-face (never system fonts). Unset
# attributes take CSS's initial values, not the Ahem defaults of CSS_RESET, and nothing is
# inherited.
TEXT_FONT_ATTRS = {"font-family", "font-size", "font-weight", "line-height", "white-space"}
TEXT_FONT_DEFAULTS = {"font-size": "16px", "font-weight": "400", "line-height": "normal", "white-space": "normal"}
FONTS_DIR = os.path.join(HERE, "..", "..", "Sources", "TrellisRender", "Fonts")
FACES = [("DejaVu Sans", 400, "DejaVuSans.ttf"), ("DejaVu Sans", 700, "DejaVuSans-Bold.ttf"),
         ("DejaVu Serif", 400, "DejaVuSerif.ttf"), ("DejaVu Serif", 700, "DejaVuSerif-Bold.ttf")]


def font_faces_css():
    """@font-face rules for the shipped faces, from the repository's files."""
    rules = []
    for family, weight, file in FACES:
        url = "file://" + os.path.abspath(os.path.join(FONTS_DIR, file))
        rules.append(f'@font-face {{ font-family: "{family}"; font-weight: {weight}; src: url("{url}"); '
                     f'font-display: block; }}')
    return "\n".join(rules)

# Layers containers (extensions/README.md section 1): a one-cell grid, every in-flow child in the
# cell, stretch by default; flex container properties have no effect on it.
LAYERS_CONTAINER_CSS = ["display:grid", "grid-template-columns:1fr", "grid-template-rows:1fr"]
LAYERS_DEFAULTS = {"justify-items": "stretch", "align-items": "stretch"}
LAYERS_DROPPED = {"flex-direction", "flex-wrap", "justify-content", "align-content", "row-gap",
                  "column-gap"}
LAYERS_IN_FLOW_CHILD_CSS = ["grid-row:1", "grid-column:1"]

# center-x / center-y (extensions/README.md section 4), per axis: (start inset, end inset,
# self-alignment property, margins that count as 0 when auto). The margin box is centred on L
# by giving it a huge inset-modified containing block centred on L, [L - C, L + C], and
# `unsafe center` self-alignment: the box keeps its own size (an auto size becomes the
# fit-content size in 2C, i.e. its max-content size), and nothing corrects its overflow.
CENTER_AXES = {
    "center-x": ("left", "right", "justify-self", ("margin-left", "margin-right")),
    "center-y": ("top", "bottom", "align-self", ("margin-top", "margin-bottom")),
}
CENTER_HALF_SPAN = "100000px"
ANCHOR_FN = re.compile(r"\banchor\(([^()]*)\)")


def center_declarations(attr, value):
    """`center-x: L` as CSS. L is measured from the containing block's left (top) padding edge,
    like `left` (`top`). The end inset needs the same point measured from the right (bottom)
    edge, 100% - L; inside L, an anchor() that `left` would read as A reads as 100% - A in
    `right` (start/end/center name the same coordinate in both), so each anchor() term is
    rewritten to (100% - anchor(...)) first."""
    start, end, self_prop, _ = CENTER_AXES[attr]
    mirrored = ANCHOR_FN.sub(lambda m: f"(100% - anchor({m.group(1)}))", value)
    return [f"{start}:calc(({value}) - {CENTER_HALF_SPAN})",
            f"{end}:calc(100% - ({mirrored}) - {CENTER_HALF_SPAN})",
            f"{self_prop}:unsafe center"]


def center_y_by_margins(value, attrs, path):
    """`center-y: L` without `align-self`. In a column flex container `align-self` also places
    an absolute child's static position horizontally (the flex cross axis), so the
    `unsafe center` of center_declarations would move a box whose x is static. There the box is
    centred by auto margins in the same huge span instead, the span shifted by half the
    difference of its real margins (margin box centred on L), with `height: fit-content` for an
    auto height (its content height, as `unsafe center` gives)."""
    mt, mb = (attrs.get(m, "0px") for m in ("margin-top", "margin-bottom"))
    mt, mb = ("0px" if v == "auto" else v for v in (mt, mb))
    shift = f"(({mt}) - ({mb})) / 2"
    mirrored = ANCHOR_FN.sub(lambda m: f"(100% - anchor({m.group(1)}))", value)
    decls = []
    if "%" in mt + mb:
        # A percentage margin is of the containing block's width, which `top` cannot name: the
        # page script resolves the margins to px first (FIX_CENTER_Y_JS) and rewrites top/bottom.
        shift = "0px"
        decls.append(f"--oracle-cy:{mt}|{mb}|{value}|{mirrored}")
    decls += [f"top:calc(({value}) + {shift} - {CENTER_HALF_SPAN})",
              f"bottom:calc(100% - ({mirrored}) - {shift} - {CENTER_HALF_SPAN})",
              "margin-top:auto", "margin-bottom:auto"]
    if "height" not in attrs:
        decls.append("height:fit-content")
    return decls


def static_x_follows_align_self(attrs, parent):
    """True when `align-self` of this absolute box would also set its static x: a child of a
    column flex container with no horizontal inset or center-x."""
    if parent is None or any(k in attrs for k in ("left", "right", "center-x")):
        return False
    pd = parent.get("display", "flex").strip()
    return pd == "flex" and parent.get("flex-direction", "row").strip() in ("column", "column-reverse")


class UnknownAttribute(ValueError):
    pass


def css_declarations(el, path, parent=None):
    """The CSS for one input element. `parent` is its parent element (None for the root)."""
    attrs = {k: v.strip() for k, v in el.attrib.items()}
    layers = attrs.get("display") == "layers"
    in_layers = parent is not None and parent.get("display") == "layers"
    centred = [a for a in CENTER_AXES if a in attrs]
    zero_auto_margins = {m for a in centred for m in CENTER_AXES[a][3]}
    y_by_margins = "center-y" in attrs and static_x_follows_align_self(attrs, parent)
    # scrollbar-width defaults to 0 in the fixture format (a scroll container reserves nothing)
    # but to Chrome's 15px classic scrollbar in CSS, so an element without it gets `none`.
    decls = [] if "scrollbar-width" in attrs else ["scrollbar-width:none"]
    if layers:
        decls += LAYERS_CONTAINER_CSS
        decls += [f"{k}:{v}" for k, v in LAYERS_DEFAULTS.items() if k not in attrs]
    if in_layers and attrs.get("position") != "absolute":
        decls += LAYERS_IN_FLOW_CHILD_CSS
    if el.tag == "text" and "font-family" in attrs:
        decls += [f"{k}:{v}" for k, v in TEXT_FONT_DEFAULTS.items() if k not in attrs]
    for name, value in attrs.items():
        if name in TEXT_FONT_ATTRS:
            if el.tag != "text":
                raise UnknownAttribute(f"{path}: {name} on a <{el.tag}>: only <text> carries font attributes")
            decls.append(f'font-family:"{value}"' if name == "font-family" else f"{name}:{value}")
        elif name in BORDER_ATTRS:
            decls.append(f"{name}-width:{value}")
        elif name == "scrollbar-width":
            # The fixture gives the px a scroll container reserves. Chrome's classic scrollbar on
            # Linux is 15px, which is the only non-zero value the fixtures use.
            w = float(value)
            if w == 0:
                decls.append("scrollbar-width:none")
            elif w != 15:
                print(f"warning: {path}: scrollbar-width={value} is not reproducible (Chrome uses 15)",
                      file=sys.stderr)
        elif name in CENTER_AXES:
            if attrs.get("position") != "absolute":
                raise ValueError(f"{path}: {name} on an element that is not position=absolute")
            clash = [a for a in CENTER_AXES[name][:3] if a in attrs]
            if clash:
                raise ValueError(f"{path}: {name} together with {', '.join(clash)}")
            if name == "center-y" and y_by_margins:
                decls += center_y_by_margins(value, attrs, path)
            else:
                decls += center_declarations(name, value)
        elif y_by_margins and name in ("margin-top", "margin-bottom"):
            pass  # folded into center_y_by_margins
        elif name == "display" and value == "layers":
            pass  # LAYERS_CONTAINER_CSS above
        elif layers and name in LAYERS_DROPPED:
            pass  # no effect on a layers container
        elif name in zero_auto_margins and value == "auto":
            decls.append(f"{name}:0px")  # auto margins count as 0 on a centred axis
        elif name in CSS_SAME:
            decls.append(f"{name}:{value}")
        elif name in IGNORED:
            pass
        else:
            raise UnknownAttribute(f"{path}: attribute {name}=\"{value}\" has no CSS translation "
                                   f"(add it to the table at the top of oracle.py)")
    return ";".join(decls)


def element_html(el, path, parent=None):
    style = html.escape(css_declarations(el, path, parent), quote=True)
    if el.tag == "text":
        text = (el.text or "").strip()
        return f'<div style="{style}">{html.escape(text)}</div>'
    if el.tag != "div":
        raise ValueError(f"{path}: unknown element <{el.tag}>")
    inner = "".join(element_html(c, path, el) for c in el)
    return f'<div style="{style}">{inner}</div>'


def viewport_css(test, root):
    vp = test.find("viewport")
    w = vp.get("width", "max-content") if vp is not None else "max-content"
    h = vp.get("height", "max-content") if vp is not None else "max-content"
    # The format's wrapper: the viewport's sizes, and the root's direction (so that in rtl the
    # root sits at the wrapper's right edge) and box-sizing.
    direction = root.get("direction", "ltr")
    box_sizing = root.get("box-sizing", "border-box")
    return f"width:{w};height:{h};direction:{direction};box-sizing:{box_sizing}"


def load(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    test = ET.fromstring(text)
    inp = test.find("input")
    if inp is None or len(inp) != 1:
        raise ValueError(f"{path}: <input> must hold exactly one root element")
    return text, test, inp[0]


def build_page(entries, font_url):
    parts = ["<!DOCTYPE html><html><head><meta charset='utf-8'><style>",
             CSS_RESET % {"font": font_url}, font_faces_css(), "</style></head><body>"]
    for idx, (path, test, root) in enumerate(entries):
        parts.append(f'<section class="vp" data-idx="{idx}" style="{viewport_css(test, root)}">')
        parts.append(element_html(root, path))
        parts.append('</section><section class="sep"></section>')
    parts.append('<pre id="oracle-out"></pre><script>')
    parts.append(f"const HALF = '{CENTER_HALF_SPAN}';\n" + MEASURE_JS)
    parts.append("</script></body></html>")
    return "".join(parts)


def run_chromium(page_path, timeout=300):
    with tempfile.TemporaryDirectory(prefix="oracle-profile-") as profile:
        cmd = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
               "--allow-file-access-from-files", "--virtual-time-budget=20000",
               "--no-first-run", f"--user-data-dir={profile}", "--window-size=800,600",
               "file://" + page_path]
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout, text=True)
    m = re.search(r'<pre id="oracle-out">(.*?)</pre>', proc.stdout, re.S)
    if not m or not m.group(1).strip():
        raise RuntimeError(f"chromium produced no measurements for {page_path}:\n{proc.stderr[-2000:]}")
    return json.loads(html.unescape(m.group(1)))


def fmt(v):
    v = round(v * 64) / 64  # Chrome's layout unit; removes float noise from subtraction
    if v == int(v):
        return str(int(v))
    return repr(v)


def layout_unit(v):
    """`v` on Chrome's 1/64 px grid: the rects' float differences carry noise below it."""
    return round(v * 64) / 64


def rounded_frames(frame, parent_abs=(0.0, 0.0)):
    """`frame` rounded by the format's rule for `use-rounding="true"` (Taffy's `round_layout`,
    Yoga's `roundLayoutResultsToPixelGrid`): with round(v) = floor(v + 0.5), an offset from the
    parent is rounded on its own, and a size is the difference of the rounded absolute edges,
    where an absolute edge is the sum of the unrounded offsets from the wrapper."""
    def rnd(v):
        return math.floor(layout_unit(v) + 0.5)
    x, y, w, h = frame["f"]
    left, top = parent_abs[0] + x, parent_abs[1] + y
    return {"f": [rnd(x), rnd(y), rnd(left + w) - rnd(left), rnd(top + h) - rnd(top)],
            "c": [rounded_frames(c, (left, top)) for c in frame["c"]]}


def expectations_xml(frame, indent):
    x, y, w, h = frame["f"]
    attrs = f'x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}"'
    pad = "  " * indent
    if not frame["c"]:
        return f"{pad}<node {attrs}/>\n"
    inner = "".join(expectations_xml(c, indent + 1) for c in frame["c"])
    return f"{pad}<node {attrs}>\n{inner}{pad}</node>\n"


def rewrite(text, frame):
    block = "  <expectations>\n" + expectations_xml(frame, 2) + "  </expectations>\n"
    new, n = re.subn(r"[ \t]*<expectations>.*?</expectations>[ \t]*\n?", lambda _: block, text, flags=re.S)
    if n == 0:
        new = re.sub(r"</test>\s*$", lambda _: block + "</test>\n", text)
    return new


def fixture_files(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, _, names in os.walk(p):
                files += [os.path.join(dirpath, n) for n in names if n.endswith(".xml")]
        else:
            files.append(p)
    return sorted(files)


def process_batch(batch, font_url, keep_html, batch_no):
    entries = []
    for path in batch:
        text, test, root = load(path)
        entries.append((path, test, root))
    page = build_page(entries, font_url)
    if keep_html:
        os.makedirs(keep_html, exist_ok=True)
        page_path = os.path.abspath(os.path.join(keep_html, f"batch{batch_no:04d}.html"))
        with open(page_path, "w", encoding="utf-8") as fh:
            fh.write(page)
        result = run_chromium(page_path)
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as fh:
            fh.write(page)
            page_path = fh.name
        try:
            result = run_chromium(page_path)
        finally:
            os.unlink(page_path)
    if not result["fontOk"]:
        raise RuntimeError("a font did not load in Chromium: run setup.sh for Ahem; the DejaVu faces "
                           f"are read from {os.path.abspath(FONTS_DIR)}")
    for idx, bad in result.get("rejected", {}).items():
        print(f"warning: {batch[int(idx)]}: Chrome rejected {'; '.join(bad)}", file=sys.stderr)
    for idx, path in enumerate(batch):
        frame = result["tests"][str(idx)]
        if entries[idx][1].get("use-rounding", "true") == "true":
            frame = rounded_frames(frame)
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(rewrite(text, frame))
    return len(batch)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--font", default=os.environ.get("AHEM_FONT", DEFAULT_FONT))
    ap.add_argument("--batch", type=int, default=250, help="fixtures per Chromium launch")
    ap.add_argument("--jobs", type=int, default=2, help="Chromium launches in parallel")
    ap.add_argument("--keep-html", metavar="DIR", help="keep the generated pages in DIR")
    args = ap.parse_args(argv)
    if not os.path.isfile(args.font):
        sys.exit(f"no Ahem font at {args.font}: run {os.path.join(HERE, 'setup.sh')}")
    font_url = "file://" + os.path.abspath(args.font)
    files = fixture_files(args.paths)
    batches = [files[i:i + args.batch] for i in range(0, len(files), args.batch)]
    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(process_batch, b, font_url, args.keep_html, i) for i, b in enumerate(batches)]
        for fut in concurrent.futures.as_completed(futures):
            done += fut.result()
    print(f"oracle: wrote Chrome expectations into {done} fixture(s)")


if __name__ == "__main__":
    main()
