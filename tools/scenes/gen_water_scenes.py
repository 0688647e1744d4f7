#!/usr/bin/env python3
"""Writes the water scene in assets/scenes/ (sweeplab-scene/1): retail's water on the land.

The ground's squares (24 m) [3, 3] and [4, 3] are water at all four corners: all water, where
a mover rests 0.9 m below the land; the squares around them are partly water, 0.45 m down
where the corner nearest is water and 0.1 m elsewhere (CObjCell::get_water_depth). Walking
east into them, the avatar wades 0.1 then 0.45 m down; the 0.45 m drop into the all-water
square is more than its step-down (0.4 m), so EdgeSlide holds it at that edge until a jump
takes it in, 0.9 m down. Run from the repository root: tools/scenes/gen_water_scenes.py
"""
import os

from scene_files import write_scene

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "scenes")


def pond_wade():
    # extent 72: 6 x 6 squares of 24 m from (-72, -72); square [3, 3] is x, y in [0, 24].
    return {
        "format": "sweeplab-scene/1",
        "name": "Pond, waded into",
        "summary": "Two land squares of water at all four corners (all water) and the squares "
                   "around them partly water. The avatar walks east: dry land, 0.1 m down, "
                   "0.45 m down where the nearest corner is water, held by EdgeSlide at the "
                   "0.45 m drop into the all-water square (more than its 0.4 m step-down), "
                   "then a jump takes it in, 0.9 m below the land.",
        "ground": {"z": 0, "extent": 72, "water": [[3, 3], [4, 3]]},
        "player": {"position": [-30, 12, 0], "yaw": -90},
        "camera": {"distance": 6, "pitch": 25, "yaw": 40, "pivot_height": 1.6},
        "script": [{"frames": 330, "forward": 1},
                   {"frames": 1, "forward": 1, "jump": True},
                   {"frames": 59, "forward": 1}],
        # The feet stand 5 mm over what holds them, as on dry land: each box is [rest, rest +
        # 0.01].
        "checks": [
            {"name": "no penetration past the water's depth", "kind": "max_penetration",
             "at_most": 0.01},
            {"name": "dry on dry land", "kind": "reach",
             "min": [-29, 11, 0.0], "max": [-25, 13, 0.01]},
            {"name": "0.1 m down where the nearest corner is dry", "kind": "reach",
             "min": [-23, 11, -0.1], "max": [-13, 13, -0.09]},
            {"name": "0.45 m down where the nearest corner is water", "kind": "reach",
             "min": [-11, 11, -0.45], "max": [-1, 13, -0.44]},
            {"name": "held at the all-water square's edge", "kind": "reach",
             "min": [-1, 11, -0.45], "max": [0, 13, -0.44], "by_frame": 330},
            {"name": "grounded up to the jump", "kind": "grounded", "frames": [1, 330]},
            {"name": "the jump takes it in, 0.9 m down", "kind": "reach",
             "min": [1, 11, -0.9], "max": [24, 13, -0.89]},
        ],
    }


def main():
    write_scene(OUT, "pond-wade", pond_wade())


if __name__ == "__main__":
    main()
