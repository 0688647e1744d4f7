#!/usr/bin/env python3
"""Writes the porch scenes in assets/scenes/ (sweeplab-scene/1): retail's EdgeSlide.

A retail player's physics state is 0x400C08 (EdgeSlide | LightingOn | Gravity |
ReportCollisions), so a player standing on a walkable surface slides along a ledge higher
than its step-down height (0.4 m) instead of walking off (CTransition::edge_slide). The
porch is 0.6 m high: too high to step down from. Run from the repository root:
tools/scenes/gen_porch_scenes.py
"""
import os

from scene_files import write_scene

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "scenes")

PORCH_TOP = 0.6
PORCH = {"id": 1, "kind": "box", "position": [0, 0, PORCH_TOP / 2],
         "half_extents": [4, 2, PORCH_TOP / 2]}   # x in [-4, 4], y in [-2, 2]: edge at y = 2
CAMERA = {"distance": 5, "pitch": 30, "yaw": 60, "pivot_height": 1.6}
OFF_THE_PORCH = {"name": "never steps off the porch", "kind": "avoid",
                 "min": [-10, -10, -1], "max": [10, 10, PORCH_TOP - 0.1]}


def write(name, scene):
    write_scene(OUT, name, scene)


def porch_edge_walk():
    return {
        "format": "sweeplab-scene/1",
        "name": "Porch edge, walked along",
        "summary": "A 0.6 m porch (higher than the 0.4 m step-down). The avatar walks at 30 "
                   "degrees towards its edge: retail's EdgeSlide (player state 0x400C08) "
                   "holds it on the porch and it slides along the edge instead of walking off.",
        "ground": {"z": 0, "extent": 30},
        "objects": [PORCH],
        "player": {"position": [-3, 1, PORCH_TOP + 0.02], "yaw": -30},
        "camera": CAMERA,
        "script": [{"frames": 60, "forward": 1}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            OFF_THE_PORCH,
            {"name": "grounded on the porch all the way", "kind": "grounded"},
            {"name": "slides along the edge", "kind": "reach",
             "min": [0, 1.5, PORCH_TOP - 0.05], "max": [4, 2.5, PORCH_TOP + 0.05]},
        ],
    }


def porch_edge_run():
    return {
        "format": "sweeplab-scene/1",
        "name": "Porch edge, run at",
        "summary": "Running straight at the porch's edge: retail's edge slide has no speed "
                   "gate (CTransition::edge_slide tests OnWalkable and EdgeSlide only), so "
                   "the avatar is held at a run too; a jump leaves the walkable surface and "
                   "takes it off.",
        "ground": {"z": 0, "extent": 30},
        "objects": [PORCH],
        "player": {"position": [0, 0, PORCH_TOP + 0.02], "yaw": 0},
        "camera": CAMERA,
        "script": [{"frames": 45, "forward": 1, "run": True},
                   {"frames": 1, "jump": True},
                   {"frames": 44, "jump": False}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "held on the porch at a run", "kind": "grounded", "frames": [1, 45]},
            {"name": "at the edge", "kind": "reach",
             "min": [-0.1, 1.5, PORCH_TOP - 0.05], "max": [0.1, 2.5, PORCH_TOP + 0.05],
             "by_frame": 45},
            {"name": "the jump takes it off", "kind": "reach",
             "min": [-0.1, 2.5, -0.05], "max": [0.1, 8, 0.05]},
        ],
    }


def porch_posts():
    posts = [{"id": 2 + i, "kind": "box", "position": [x, 1.85, PORCH_TOP + 1.2],
              "half_extents": [0.1, 0.1, 1.2]} for i, x in enumerate((-1.0, 1.0))]
    return {
        "format": "sweeplab-scene/1",
        "name": "Porch posts",
        "summary": "Two posts at a porch's edge with a 1.8 m gap. The avatar walks at 30 "
                   "degrees into the gap: EdgeSlide holds it at the edge, it slides along "
                   "the edge and is stopped short of the post; turned to face out through "
                   "the gap and walking on, it stays on the porch.",
        "ground": {"z": 0, "extent": 30},
        "objects": [PORCH] + posts,
        "player": {"position": [-0.8, 0.8, PORCH_TOP + 0.02], "yaw": -30},
        # From above and behind, so the avatar hides neither post in the first frame.
        "camera": {"distance": 6, "pitch": 50, "yaw": -30, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1},
                   {"frames": 15, "forward": 0, "turn": 60},
                   {"frames": 30, "forward": 1, "turn": 0}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            OFF_THE_PORCH,
            {"name": "grounded on the porch all the way", "kind": "grounded"},
            {"name": "never inside the post's reach", "kind": "avoid",
             "min": [0.5, 1.3, 0], "max": [1.6, 2.6, 2]},
            {"name": "slid along the edge, stopped short of the post", "kind": "reach",
             "min": [0.3, 2.0, PORCH_TOP - 0.05], "max": [0.5, 2.3, PORCH_TOP + 0.05],
             "by_frame": 60},
        ],
    }


if __name__ == "__main__":
    write("porch-edge-walk", porch_edge_walk())
    write("porch-edge-run", porch_edge_run())
    write("porch-posts", porch_posts())
