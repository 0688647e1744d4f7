#!/usr/bin/env python3
"""Writes the hillside scene in assets/scenes/ (sweeplab-scene/1): land creases.

A 6 x 6 grid of 24 m squares whose heights rise from a gentle valley to a walkable slope and a
cliff too steep to walk: every square's two triangles meet at a crease, and neighbouring
squares meet at more. Two boulders (creature spheres) sit on the slope. The avatar walks up
the valley's side across the creases and is stopped by the cliff. The conformance vectors'
transition, placement and cell families are generated here among other places
(docs/vectors.md). Run from the repository root: tools/scenes/gen_hillside_scene.py
"""
import os

from scene_files import write_scene

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "scenes")

# heights[row][col] at origin + (col * 24, row * 24): rows run north, columns east. A valley
# along the middle column, gentle sides to the west, a cliff of 30 m over 24 m to the east.
# The slope (columns 4 to 5) rises 17-23 m over 24 m, walkable (normal z 0.72-0.82 against
# floor_z 0.664); the cliff (columns 5 to 6) rises 30 m, normal z 0.62: not walkable.
HEIGHTS = [
    [9, 6, 3, 1, 4, 20, 50],
    [8, 5, 2, 0, 3, 21, 51],
    [7, 4, 1, 0, 2, 22, 52],
    [8, 5, 2, 0, 3, 24, 54],
    [9, 6, 3, 1, 5, 27, 57],
    [11, 8, 5, 3, 7, 30, 60],
    [13, 10, 7, 5, 9, 33, 63],
]


def hillside():
    return {
        "format": "sweeplab-scene/1",
        "name": "Hillside",
        "summary": "Land in 24 m squares rising from a valley: gentle slopes to the west, a "
                   "cliff too steep to walk to the east, a crease in every square and between "
                   "them, two boulders on the slope. The avatar walks east across the valley "
                   "floor's creases and up the slope until the cliff stops it.",
        "terrain": {"origin": [-72, -72], "spacing": 24, "heights": HEIGHTS},
        "objects": [
            {"id": 21, "kind": "sphere", "creature": True, "radius": 0.8,
             "position": [-20, 6, 3.2]},
            {"id": 22, "kind": "sphere", "creature": True, "radius": 0.6,
             "position": [-30, -10, 4.4]},
        ],
        "player": {"position": [-12, 0, 1], "yaw": -90},
        "camera": {"distance": 6, "pitch": 20, "yaw": 30, "pivot_height": 1.6},
        "script": [{"frames": 720, "forward": 1, "run": True}],
        # No max_penetration check: retail tests the land with the foot sphere's lowest point
        # on the triangle under it, so on slopes and at creases the spheres overlap the land by
        # design (docs/survey.md, "The land rule"); "grounded" holds the feet on it.
        "checks": [
            {"name": "walks up the slope", "kind": "reach",
             "min": [30, -2, 8], "max": [40, 2, 20]},
            {"name": "held at the cliff's foot", "kind": "reach",
             "min": [46.5, -3, 21], "max": [48.2, 3, 26], "by_frame": 720},
            {"name": "never climbs the cliff", "kind": "avoid",
             "min": [48.5, -30, -10], "max": [80, 30, 90]},
            {"name": "grounded all the way", "kind": "grounded", "frames": [5, 720]},
        ],
    }


def main():
    write_scene(OUT, "hillside", hillside())


if __name__ == "__main__":
    main()
