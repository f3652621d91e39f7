#!/usr/bin/env python3
"""Ground truth for Trellis's operator constraints: Auto Layout's own model, the Cassowary
algorithm (kiwisolver), solves constraint scenes; the frames are written as JSON that the Swift
tests compare with Trellis's layout (Tests/TrellisConstraintsTests/CassowaryTests.swift).

    pip install kiwisolver
    python3 Tools/Cassowary/cassowary.py            # writes the fixtures
    python3 Tools/Cassowary/cassowary.py --bench    # times the 1,000-item benchmark scene

A scene: a container of fixed size, leaves with an intrinsic size (Auto Layout's content
hugging at 250 and compression resistance at 750), and relations
`item.attr REL m * target.attr + c ! priority` (target null: a constant; "view": the container).
Every scene is built to have a unique solution: per item and axis, the relations fix exactly
the position and (with the intrinsic size) the size; inequalities come with an optional
equality on the same attribute, so that the optimum is unique. Scenes whose solution has a
negative size are regenerated (CSS clamps sizes at zero, Cassowary does not).
"""
import json
import random
import sys
import time
from pathlib import Path

import kiwisolver as kiwi

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "TrellisConstraintsTests" / "Fixtures"

POSITION_X = ["leading", "trailing", "centerX"]
POSITION_Y = ["top", "bottom", "centerY"]


def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    # Auto Layout satisfies priorities from the highest down ("in priority order"), so a level is
    # never outweighed by any number of relations of lower levels. Cassowary weighs errors, so
    # give each hundred points of priority a weight 8 times the one below: 999 gets 8^9.99 ≈ 1e9
    # (just under kiwi's `required`), and scenes here have far fewer than 8 relations per level.
    return min(8 ** (priority / 100.0), 1.0e9)


class Box:
    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    def attr(self, a):
        return {
            "leading": self.left, "left": self.left, "top": self.top,
            "trailing": self.left + self.width, "right": self.left + self.width,
            "bottom": self.top + self.height,
            "centerX": self.left + self.width / 2, "centerY": self.top + self.height / 2,
            "width": self.width, "height": self.height,
        }[a]


def solve(scene):
    solver = kiwi.Solver()
    W, H = scene["container"]
    view = Box("view")
    solver.addConstraint(view.left == 0)
    solver.addConstraint(view.top == 0)
    solver.addConstraint(view.width == W)
    solver.addConstraint(view.height == H)
    boxes = {"view": view}
    for item in scene["items"]:
        box = Box(item["id"])
        boxes[item["id"]] = box
        for axis, var in (("width", box.width), ("height", box.height)):
            if item.get(axis) is not None:
                solver.addConstraint((var <= item[axis]) | strength(250))   # content hugging
                solver.addConstraint((var >= item[axis]) | strength(750))   # compression resistance
    for r in scene["relations"]:
        left = boxes[r["item"]].attr(r["attribute"])
        if r["target"] is None:
            right = r["constant"]
        else:
            right = r["multiplier"] * boxes[r["target"]["item"]].attr(r["target"]["attribute"]) + r["constant"]
        c = {"==": left == right, ">=": left >= right, "<=": left <= right}[r["relation"]]
        solver.addConstraint(c | strength(r["priority"]))
    solver.updateVariables()
    return {i["id"]: [round(boxes[i["id"]].left.value(), 4), round(boxes[i["id"]].top.value(), 4),
                      round(boxes[i["id"]].width.value(), 4), round(boxes[i["id"]].height.value(), 4)]
            for i in scene["items"]}


def rel(item, attribute, relation, target=None, target_attribute=None, m=1.0, c=0.0, priority=1000):
    return {"item": item, "attribute": attribute, "relation": relation,
            "target": None if target is None else {"item": target, "attribute": target_attribute or attribute},
            "multiplier": m, "constant": c, "priority": priority}


# MARK: Hand-written scenes: the LayoutBuilder README's forms and the lowering table's rows.

def handwritten():
    scenes = []

    def scene(name, items, relations, container=(320, 480)):
        scenes.append({"name": name, "container": list(container), "items": items, "relations": relations})

    leaf = lambda i, w=40, h=20: {"id": i, "width": w, "height": h}
    # Usage listing, first branch (blue has the red view's size).
    scene("usage_equal_sizes", [{"id": "red"}, {"id": "blue"}], [
        rel("red", "height", "==", c=100), rel("red", "width", "==", "view", m=0.5),
        rel("red", "centerX", "==", "view"), rel("red", "centerY", "==", "view"),
        rel("blue", "width", "==", "red"), rel("blue", "height", "==", "red"),
        rel("blue", "bottom", "==", "view", "centerY", c=100), rel("blue", "centerX", "==", "view")])
    # Usage listing, second branch, with blue's content width below the bound.
    scene("usage_other_branch", [{"id": "red"}, {"id": "blue", "width": 20, "height": 10}], [
        rel("red", "height", "==", c=100), rel("red", "width", "==", "view", m=0.5),
        rel("red", "centerX", "==", "view"), rel("red", "centerY", "==", "view"),
        rel("blue", "width", ">=", "red", m=0.2, c=10), rel("blue", "height", "==", "red", "width"),
        rel("blue", "bottom", "==", "view", "centerY", c=100), rel("blue", "centerX", "==", "view")])
    # Common creation listing, each form in a scene that fixes everything else.
    base = lambda: [rel("blue", "leading", "==", "view", c=20), rel("blue", "top", "==", "view", c=30)]
    scene("common_height_constant", [leaf("red")], [
        rel("red", "height", "==", c=40), rel("red", "leading", "==", "view", c=10), rel("red", "top", "==", "view", c=10)])
    scene("common_leading_to_trailing", [leaf("blue"), leaf("red")], base() + [
        rel("red", "leading", "==", "blue", "trailing", c=8), rel("red", "top", "==", "blue")])
    scene("common_width_multiplier", [leaf("blue", 120), leaf("red")], base() + [
        rel("red", "width", "==", "blue", m=0.5, c=20), rel("red", "leading", "==", "view", c=0), rel("red", "top", "==", "view", c=0)])
    scene("common_center_y_superview", [leaf("red")], [
        rel("red", "centerY", "==", "view"), rel("red", "leading", "==", "view", c=0)])
    scene("common_width_at_least_low", [leaf("red", 60), leaf("blue", 100)], base() + [
        rel("red", "leading", "==", "view"), rel("red", "top", "==", "view"),
        rel("blue", "width", ">=", "red", priority=250)])
    scene("common_center_x_at_most_high", [leaf("blue")], [
        rel("blue", "centerX", "<=", "view", c=20, priority=750), rel("blue", "centerX", "==", "view", c=60, priority=250),
        rel("blue", "top", "==", "view")])
    # Lowering table rows.
    scene("table_width_min_max", [leaf("a", 50), leaf("b", 50), leaf("c", 50)], [
        rel("a", "width", ">=", c=80), rel("b", "width", "<=", c=30), rel("c", "width", "==", c=70),
        rel("a", "leading", "==", "view"), rel("b", "leading", "==", "view"), rel("c", "leading", "==", "view"),
        rel("a", "top", "==", "view"), rel("b", "top", "==", "view", c=30), rel("c", "top", "==", "view", c=60)])
    scene("table_width_of_container", [leaf("a")], [
        rel("a", "width", "==", "view", m=0.25, c=10), rel("a", "leading", "==", "view"), rel("a", "top", "==", "view")])
    scene("table_aspect_ratio", [leaf("a", 40, 40)], [
        rel("a", "width", "==", c=90), rel("a", "height", "==", "a", "width", m=0.5),
        rel("a", "leading", "==", "view"), rel("a", "top", "==", "view")])
    scene("table_trailing_inset", [leaf("a")], [
        rel("a", "trailing", "==", "view", c=-16), rel("a", "bottom", "==", "view", c=-24)])
    scene("table_center_offset", [leaf("a"), leaf("b", 10, 10)], [
        rel("a", "centerX", "==", "view", c=30), rel("a", "centerY", "==", "view", c=-40),
        rel("b", "centerX", "==", "a", c=5), rel("b", "centerY", "==", "a")])
    scene("table_leading_after_with_lower_bound", [leaf("a", 100), leaf("b")], [
        rel("a", "leading", "==", "view", c=10), rel("a", "top", "==", "view"),
        rel("b", "leading", "==", "view", c=50, priority=250), rel("b", "leading", ">=", "a", "trailing", c=8),
        rel("b", "top", "==", "view")])
    scene("stretch_between_siblings", [leaf("a"), leaf("b"), leaf("c")], [
        rel("a", "leading", "==", "view", c=10), rel("a", "top", "==", "view", c=10),
        rel("a", "width", "==", c=40), rel("a", "height", "==", c=20),
        rel("c", "trailing", "==", "view", c=-10), rel("c", "top", "==", "view", c=10),
        rel("b", "leading", "==", "a", "trailing", c=8), rel("b", "trailing", "==", "c", "leading", c=-8),
        rel("b", "top", "==", "a", "bottom", c=4), rel("b", "bottom", "==", "view", c=-10)])
    scene("edges_with_insets", [leaf("label", 60, 20)], [
        rel("label", "leading", "==", "view", c=8), rel("label", "trailing", "==", "view", c=-8),
        rel("label", "top", "==", "view", c=6), rel("label", "bottom", "==", "view", c=-6)], container=(200, 100))
    scene("trailing_at_most_shrinks", [leaf("label", 300, 20)], [
        rel("label", "leading", "==", "view", c=20), rel("label", "trailing", "<=", "view", c=-20),
        rel("label", "top", "==", "view")])
    return scenes


# MARK: Random scenes

def random_scene(rng, index, count=None):
    """Items are placed one after another, each relating only to the container and to earlier
    items, so every axis of every item is fixed by what came before: the solution is unique.
    Optional relations (an optional position with a required bound, two positions for one edge)
    only ever relate to the container or to items fixed by required relations alone ("rigid":
    no content size, no optional relation), because Auto Layout would otherwise trade them
    against an earlier item's content hugging or compression resistance."""
    W, H = rng.choice([(320, 480), (400, 300), (600, 400)])
    count = count or rng.randint(2, 7)
    items = [{"id": f"i{k}", "width": rng.randint(10, 80), "height": rng.randint(10, 60)} for k in range(count)]
    relations = []
    rigid = {}
    for k, item in enumerate(items):
        me = item["id"]
        x_size_from_content = True
        for axis in ("x", "y"):
            start, end, center = ("leading", "trailing", "centerX") if axis == "x" else ("top", "bottom", "centerY")
            size = "width" if axis == "x" else "height"
            other = f"i{rng.randrange(k)}" if k > 0 else None
            target = other if other and rng.random() < 0.7 else "view"
            form = rng.choice(["start", "start", "end", "center", "stretch", "chain", "chain_end", "bounded_start", "dropped"])
            if form in ("bounded_start", "dropped") and target != "view" and not rigid[(target, axis)]:
                target = "view"
            c = float(rng.randint(0, 40))
            # The size: intrinsic, a constant, a share of the container, a sibling's, an aspect ratio.
            size_form = rng.choice(["intrinsic", "intrinsic", "constant", "container", "sibling", "minmax", "aspect"])
            if form == "stretch":
                size_form = "stretch"
            if size_form == "sibling" and not other:
                size_form = "constant"
            if size_form == "aspect" and (axis == "x" or x_size_from_content):
                # Trellis lowers a ratio as CSS aspect-ratio, which takes the width as given; Auto
                # Layout would grow a content-sized width to keep the content height (see Docs/Constraints.md).
                size_form = "constant"
            if axis == "x":
                x_size_from_content = size_form == "intrinsic"
            if size_form != "intrinsic":
                # Sized by relations: no content size on this axis (a plain view's).
                item[size] = None
            sibling = other if size_form == "sibling" else None
            rigid[(me, axis)] = (form not in ("bounded_start", "dropped") and size_form not in ("intrinsic", "minmax")
                                 and (target == "view" or rigid[(target, axis)])
                                 and (sibling is None or rigid[(sibling, "x")] and rigid[(sibling, "y")])
                                 and (size_form != "aspect" or rigid[(me, "x")]))
            if form == "start":
                relations.append(rel(me, start, "==", target, start if target == "view" else rng.choice([start, end, center]), c=c))
            elif form == "end":
                relations.append(rel(me, end, "==", "view", end, c=-c))
            elif form == "center":
                relations.append(rel(me, center, "==", target, center, c=rng.choice([0.0, c, -c])))
            elif form == "stretch":
                relations.append(rel(me, start, "==", "view", start, c=c))
                relations.append(rel(me, end, "==", "view", end, c=-float(rng.randint(0, 40))))
            elif form == "chain":
                relations.append(rel(me, start, "==", target, end if target != "view" else start, c=float(rng.randint(0, 16))))
            elif form == "chain_end":
                relations.append(rel(me, end, "==", target, start if target != "view" else end, c=-float(rng.randint(0, 16))))
            elif form == "bounded_start":
                # An optional position and a required lower bound after a sibling: the larger wins.
                relations.append(rel(me, start, "==", "view", start, c=c, priority=rng.choice([250, 500, 750])))
                relations.append(rel(me, start, ">=", target, end if target != "view" else start, c=float(rng.randint(0, 16))))
            elif form == "dropped":
                # Two positions for the same edge: the required one wins, the optional one is dropped.
                relations.append(rel(me, start, "==", "view", start, c=float(rng.randint(0, 60)), priority=rng.choice([250, 750])))
                relations.append(rel(me, start, "==", target, start if target == "view" else end, c=c))
            if size_form == "constant":
                relations.append(rel(me, size, "==", c=float(rng.randint(5, 120))))
            elif size_form == "container":
                relations.append(rel(me, size, "==", "view", size, m=rng.choice([0.1, 0.25, 0.5, 1 / 3]), c=float(rng.randint(-5, 20))))
            elif size_form == "sibling":
                relations.append(rel(me, size, "==", other, rng.choice([size, size, "width" if size == "height" else "height"]),
                                     m=rng.choice([1.0, 0.5, 2.0, 1.5]), c=float(rng.randint(-5, 10))))
            elif size_form == "minmax":
                # An optional size and a required bound (a share of the container): the bound clamps it.
                relations.append(rel(me, size, "==", c=float(rng.randint(20, 300)), priority=rng.choice([250, 750])))
                relations.append(rel(me, size, rng.choice(["<=", ">="]), "view", size, m=rng.choice([0.2, 0.3, 0.5])))
            elif size_form == "aspect":
                relations.append(rel(me, "height", "==", me, "width", m=rng.choice([0.5, 1.0, 0.75, 2.0])))
    return {"name": f"random_{index:04d}", "container": [W, H], "items": items, "relations": relations}


def random_scenes(seed, count):
    rng = random.Random(seed)
    scenes = []
    while len(scenes) < count:
        s = random_scene(rng, len(scenes))
        frames = solve(s)
        if all(f[2] >= 0 and f[3] >= 0 for f in frames.values()):
            s["expected"] = frames
            scenes.append(s)
    return scenes


# MARK: Benchmark: 1,000 items in rows of 20, chained, with equal widths and a centred title.

def bench_scene():
    items, relations = [], []
    for k in range(1000):
        me = f"i{k}"
        row, column = divmod(k, 20)
        # Items sized by a relation have no content width (else Auto Layout would grow their
        # neighbour to keep their content, a trade Trellis's lowering does not make).
        items.append({"id": me, "width": None if column % 3 == 2 else 30 + k % 7, "height": 20})
        if column == 0:
            relations.append(rel(me, "leading", "==", "view", c=8))
        else:
            relations.append(rel(me, "leading", "==", f"i{k - 1}", "trailing", c=4))
        if row == 0:
            relations.append(rel(me, "top", "==", "view", c=8))
        else:
            relations.append(rel(me, "top", "==", f"i{k - 20}", "bottom", c=4))
        if column % 3 == 2:
            relations.append(rel(me, "width", "==", f"i{k - 1}", m=0.5, c=10))
    return {"name": "bench_1000", "container": [2000, 1400], "items": items, "relations": relations}


def main():
    if "--bench" in sys.argv:
        scene = bench_scene()
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            frames = solve(scene)
            runs.append(time.perf_counter() - start)
        print(f"kiwisolver, 1,000 items: best {min(runs) * 1000:.1f} ms, median {sorted(runs)[2] * 1000:.1f} ms "
              f"(building the constraints and solving, in-process)")
        print("i999 frame:", frames["i999"])
        return
    FIXTURES.mkdir(parents=True, exist_ok=True)
    scenes = handwritten()
    for s in scenes:
        s["expected"] = solve(s)
    (FIXTURES / "cassowary-scenes.json").write_text(json.dumps(scenes, indent=1) + "\n")
    randoms = random_scenes(seed=20261122, count=500)
    (FIXTURES / "cassowary-random.json").write_text(json.dumps(randoms, separators=(",", ":")) + "\n")
    print(f"wrote {len(scenes)} hand-written and {len(randoms)} random scenes to {FIXTURES}")


if __name__ == "__main__":
    main()
