#!/usr/bin/env python3
"""Turns constraint scenes into layout-file fixtures whose expected frames are the Cassowary
oracle's, so that `trellis check` compares Trellis's constraint layout with Auto Layout's model.

    python3 Tools/Cassowary/scene_to_fixture.py Tests/TrellisRenderTests/Fixtures/constraints/scenes.json \\
        Tests/TrellisRenderTests/Fixtures/constraints [--oracle ../shared/constraints]

A scene is in the oracle's JSON format (../shared/constraints/README.md); `solve.py` from the
oracle's folder solves it (kiwisolver), and the scene becomes NAME.xml:

- the root is the container, `display="constraints"` (`direction="rtl"` in an rtl scene); a
  width or height the scene gives is the root's `width` or `height` and the viewport's (the
  format's root is a flex item of the viewport's wrapper, which never stretches it, so an auto
  size would be the content's); a size it leaves free (null) is max-content, so the container
  sizes itself on that axis;
- each item is a child `<div>` in scene order: with `content-width`/`content-height` when it has
  an intrinsic size (a content size, which the container hugs and keeps from shrinking at the
  item's `content-hugging`/`compression-resistance`), a plain `<div id>` when it has none;
- each relation is a `<constraint>`, written with LayoutBuilder's shorthand where it applies
  (`a.leading == 16`, `a.width == b`), so the fixtures exercise it;
- the expectations are the oracle's frames: the container, then the items in order.

Keys that the oracle ignores say what a scene alone cannot:

- "description": a comment at the top of the fixture;
- "container_attributes": the root's attributes instead of `display="constraints"` (a flex
  container that places absolutely positioned children by its relations);
- an item's "attributes": more attributes for its `<div>` (`position`, CSS sizes);
- a relation's "by_container": true marks a relation that stands for where the container itself
  puts an item (a flex item): the oracle solves it, the fixture leaves it out.

A scene whose answer is not unique, or depends on how errors of equal priority are weighed
(`weight_robust`), is refused: its frames would not be an answer Auto Layout is known to give.
"""
import argparse
import sys
import textwrap
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[2]
PRIORITY_NAMES = {1000: "required", 750: "defaultHigh", 250: "defaultLow", 50: "fittingSizeLevel"}
SIZES = {"width", "height"}
DEFAULT_HUGGING = [250, 250]
DEFAULT_COMPRESSION = [750, 750]


def number(value):
    """The shortest spelling that reads back as the same double: 16, 93.5, 1e-05."""
    value = float(value)
    return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)


def priority(value):
    return PRIORITY_NAMES.get(value) or number(value)


def priorities(pair):
    """A content-priority attribute: one priority when both axes share it."""
    horizontal, vertical = priority(pair[0]), priority(pair[1])
    return horizontal if horizontal == vertical else "%s %s" % (horizontal, vertical)


def name(item):
    return "view" if item == "container" else item


def relation_text(relation):
    """`item.attr OP right [! priority]`, in the syntax Relation.formula prints."""
    attr = relation["attr"]
    other = relation.get("other")
    other_attr = relation.get("other_attr") or attr
    multiplier = relation.get("multiplier", 1)
    constant = relation.get("constant", 0)
    if other is None or (other == "container" and other_attr == attr and multiplier == 1 and attr not in SIZES):
        # LayoutBuilder: a number alone is a size, or the container's same attribute plus it.
        right = number(constant)
    else:
        right = "%s * " % number(multiplier) if multiplier != 1 else ""
        right += name(other) if other_attr == attr else "%s.%s" % (name(other), other_attr)
        if constant:
            right += " %s %s" % ("+" if constant > 0 else "-", number(abs(constant)))
    text = "%s.%s %s %s" % (name(relation["item"]), attr, relation.get("rel", "=="), right)
    if relation.get("priority", 1000) != 1000:
        text += " ! " + priority(relation["priority"])
    return text


def element(tag, attributes, indent, closed=True):
    parts = ["%s=\"%s\"" % (key, escape(str(value), {"\"": "&quot;"})) for key, value in attributes]
    return "  " * indent + "<" + " ".join([tag] + parts) + ("/>" if closed else ">")


def fixture(scene, answer):
    width, height = scene["container"].get("width"), scene["container"].get("height")
    lines = []
    if scene.get("description"):
        comment = "%s (expected frames: the Cassowary oracle's)" % scene["description"].replace("--", "-")
        lines.append("<!-- " + "\n     ".join(textwrap.wrap(comment, 92)) + " -->")
    lines.append(element("test", [("name", scene["name"]), ("use-rounding", "false")], 0, closed=False))
    lines.append(element("viewport", [("width", "%spx" % number(width) if width is not None else "max-content"),
                                      ("height", "%spx" % number(height) if height is not None else "max-content")], 1))
    lines.append("  <input>")
    root = list(scene.get("container_attributes", {"display": "constraints"}).items())
    if scene.get("direction") == "rtl":
        root.append(("direction", "rtl"))
    if width is not None:
        root.append(("width", "%spx" % number(width)))
    if height is not None:
        root.append(("height", "%spx" % number(height)))
    lines.append(element("div", root, 2, closed=False))
    for item in scene["items"]:
        attributes = [("id", item["id"])] + list(item.get("attributes", {}).items())
        if item.get("intrinsic_width") is not None:
            attributes.append(("content-width", "%spx" % number(item["intrinsic_width"])))
        if item.get("intrinsic_height") is not None:
            attributes.append(("content-height", "%spx" % number(item["intrinsic_height"])))
        if item.get("hugging", DEFAULT_HUGGING) != DEFAULT_HUGGING:
            attributes.append(("content-hugging", priorities(item["hugging"])))
        if item.get("compression_resistance", DEFAULT_COMPRESSION) != DEFAULT_COMPRESSION:
            attributes.append(("compression-resistance", priorities(item["compression_resistance"])))
        lines.append(element("div", attributes, 3))
    for relation in scene["relations"]:
        if not relation.get("by_container"):
            # `<` must be escaped in XML text; `>` need not, so `>=` stays readable.
            lines.append("      <constraint>%s</constraint>" % relation_text(relation).replace("&", "&amp;").replace("<", "&lt;"))
    lines.append("    </div>")
    lines.append("  </input>")
    lines.append("  <expectations>")

    def frame(x, y, w, h):
        return [("x", number(x)), ("y", number(y)), ("width", number(w)), ("height", number(h))]

    lines.append(element("node", frame(0, 0, *answer["container"]), 2, closed=False))
    for item in scene["items"]:
        lines.append(element("node", frame(*answer["frames"][item["id"]]), 3))
    lines.append("    </node>")
    lines.append("  </expectations>")
    lines.append("</test>")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("scenes", help="a JSON file of one scene or a list of scenes")
    parser.add_argument("out", help="the folder the fixtures are written to")
    parser.add_argument("--oracle", default=str(ROOT.parent / "shared" / "constraints"),
                        help="the folder of the oracle's solve.py (default: ../shared/constraints)")
    args = parser.parse_args(argv)
    sys.path.insert(0, args.oracle)
    import solve  # the oracle; kiwisolver must be installed

    refused = 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for scene in solve.load_scenes(args.scenes):
        answer = solve.solve_scene(scene)
        if answer["status"] != "ok" or answer.get("weight_robust") is not True:
            refused += 1
            print("REFUSED %s: %s %s" % (scene["name"], answer["status"], answer.get("reason", "")), file=sys.stderr)
            continue
        (out / (scene["name"] + ".xml")).write_text(fixture(scene, answer))
        print("wrote %s" % (out / (scene["name"] + ".xml")))
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
