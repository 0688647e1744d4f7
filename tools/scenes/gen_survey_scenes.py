#!/usr/bin/env python3
"""Writes the survey's test scenes (sweeplab-scene/1, docs/survey.md):

- tests/survey/scenes/planted-*.json: one detector's defect planted at a known place in a
  small place (one or two land squares, a cell or two), and sound-room.json, a sound room
  with a doorway on open ground where no detector fires;
- assets/scenes/survey-hole.json: a shipped scene worth surveying (a room with a hole in
  its raised floor, a building over a land seam), with a script and checks of its own.

Every planted scene is walked by the faithful engine (no reading switch). What each one
gives under `sweeplab survey SCENE --quiet` (spacing 4, 8 headings, 2 s) is in its
comment above it (and in its `summary`). Two detectors cannot be planted for the faithful
port in a scene, because retail (and the port) defend against them; their scenes plant the
data defect and record the defence, so the survey must not report that kind there:

- under_ground: a cellar's outside portal below the land puts the land cells in the walk's
  cell list, and their terrain test (CLandCell::find_env_collisions -> validate_walkable)
  lifts the walker onto the surface in that sub-step, up through the cellar's ceiling (a
  through_wall finding, the one the scene gives); on land too steep to walk, a cliff slide
  holds it in the cellar instead.
- left_cell: a transition whose foot centre leaves every cell ends with no cell, and the
  port keeps the last position inside the cell (docs/divergences.md, "Lost cell";
  physics/world/mover.cpp, Mover::set_position_internal): a walker jumping into the hole
  stops in the air, its foot centre still inside the room's volume.

Run from the repository root: tools/scenes/gen_survey_scenes.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gen_scenes import MeshBuilder  # noqa: E402
from scene_files import write_scene  # noqa: E402

ROOT = os.path.join(HERE, "..", "..")
TESTS = os.path.join(ROOT, "tests", "survey", "scenes")
ASSETS = os.path.join(ROOT, "assets", "scenes")

FORMAT = "sweeplab-scene/1"
CAMERA = {"distance": 4, "pitch": 25, "yaw": 0, "pivot_height": 1.6}


def write(directory, name, scene):
    write_scene(directory, name, scene)


def survey_walk(jump=False):
    """One survey walk as a script: 2 s forward at a run (60 frames at 30 fps), with --jump
    the jump key down on frame 15 only (survey/walk_script.cpp)."""
    if not jump:
        return [{"frames": 60, "forward": 1, "run": True}]
    return [{"frames": 14, "forward": 1, "run": True},
            {"frames": 1, "jump": True},
            {"frames": 45, "jump": False}]


def no_penetration(at_most=0.01):
    return {"name": "no penetration", "kind": "max_penetration", "at_most": at_most}


def flat_terrain(x0, y0, nx, ny, spacing=24.0, z=0.0):
    """Flat land of nx by ny squares of `spacing` from (x0, y0): fewer starts than a
    `ground`, which is always square."""
    return {"origin": [x0, y0], "spacing": spacing,
            "heights": [[z] * (nx + 1) for _ in range(ny + 1)]}


def room_mesh(x, y, z, doors=(), holes=(), ceiling=True):
    """A box room seen from inside: x, y, z are (lo, hi). doors: (wall, (a0, a1), top)
    openings from the floor, wall one of "south" (y = y0), "north", "west" (x = x0),
    "east", (a0, a1) the range along the wall; each opening is one polygon, returned in
    order (for the portals). holes: (x0, x1, y0, y1) patches missing from the floor (at
    most one)."""
    m = MeshBuilder()
    (x0, x1), (y0, y1), (z0, z1) = x, y, z
    if holes:
        hx0, hx1, hy0, hy1 = holes[0]
        m.quad("z", z0, (x0, x1), (y0, hy0), +1)
        m.quad("z", z0, (x0, x1), (hy1, y1), +1)
        m.quad("z", z0, (x0, hx0), (hy0, hy1), +1)
        m.quad("z", z0, (hx1, x1), (hy0, hy1), +1)
    else:
        m.quad("z", z0, (x0, x1), (y0, y1), +1)
    if ceiling:
        m.quad("z", z1, (x0, x1), (y0, y1), -1)
    walls = {  # axis, value, facing, the range along the wall comes first or second
        "south": ("y", y0, +1, (x0, x1)),
        "north": ("y", y1, -1, (x0, x1)),
        "west": ("x", x0, +1, (y0, y1)),
        "east": ("x", x1, -1, (y0, y1)),
    }
    openings = []
    for wall, (axis, value, sign, (lo, hi)) in walls.items():
        mine = [(a, top) for w, a, top in doors if w == wall]

        def quad(along, up):
            # quad() takes the next two axes in cyclic order: x -> (y, z), y -> (z, x).
            if axis == "x":
                return m.quad(axis, value, along, up, sign)
            return m.quad(axis, value, up, along, sign)

        if not mine:
            quad((lo, hi), (z0, z1))
            continue
        (a0, a1), top = mine[0]
        quad((lo, a0), (z0, z1))
        quad((a1, hi), (z0, z1))
        quad((a0, a1), (z0 + top, z1))
        openings.append(quad((a0, a1), (z0, z0 + top)))
    return m, openings


def shell_box(x, y, z, door=None, thickness=0.2):
    """A building shell seen from outside around a room x, y, z (the room's inner faces,
    (lo, hi) each): walls `thickness` thick, a flat roof `thickness` above the room, and
    under a room raised off the land a bottom face `thickness` below its floor. door:
    (wall, (a0, a1), height) as room_mesh takes it, with its reveals."""
    m = MeshBuilder()
    t = thickness
    x0, x1, y0, y1 = x[0] - t, x[1] + t, y[0] - t, y[1] + t
    base, top = (z[0] - t if z[0] > 0 else z[0]), z[1] + t
    faces = {  # axis, outer value, facing, inner value, range along the wall
        "south": ("y", y0, -1, y[0], (x0, x1)),
        "north": ("y", y1, +1, y[1], (x0, x1)),
        "west": ("x", x0, -1, x[0], (y0, y1)),
        "east": ("x", x1, +1, x[1], (y0, y1)),
    }
    for wall, (axis, value, sign, inner, (lo, hi)) in faces.items():
        def quad(along, up, ax=axis, v=value, sg=sign):
            if ax == "x":
                return m.quad(ax, v, along, up, sg)
            return m.quad(ax, v, up, along, sg)

        if door is None or door[0] != wall:
            quad((lo, hi), (base, top))
            continue
        _, (a0, a1), h = door
        sill, lintel = z[0], z[0] + h
        quad((lo, a0), (base, top))
        quad((a1, hi), (base, top))
        quad((a0, a1), (lintel, top))
        if sill > base:
            quad((a0, a1), (base, sill))
        depth = tuple(sorted((value, inner)))
        other = "x" if axis == "y" else "y"
        # The reveals face into the opening; the lintel faces down, the sill up.
        m.quad(other, a0, *(((depth, (sill, lintel)) if other == "x" else ((sill, lintel), depth))), +1)
        m.quad(other, a1, *(((depth, (sill, lintel)) if other == "x" else ((sill, lintel), depth))), -1)
        if axis == "y":
            m.quad("z", lintel, (a0, a1), depth, -1)
            if sill > base:
                m.quad("z", sill, (a0, a1), depth, +1)
        else:
            m.quad("z", lintel, depth, (a0, a1), -1)
            if sill > base:
                m.quad("z", sill, depth, (a0, a1), +1)
    m.quad("z", top, (x0, x1), (y0, y1), +1)
    if base > 0:
        m.quad("z", base, (x0, x1), (y0, y1), -1)
    return m


# ---------------------------------------------------------------- sound room
# One 24 m land square [-12, 12]^2 (starts at -10, -6, ..., 10 in x and y: 36) and a room
# x, y in [-1.3, 1.3] inside a building shell 0.2 m thick (x, y in [-1.5, 1.5]): the shell
# lies between the grid lines x, y = -2 and 2, so no grid point is in a wall (each is 0.5 m
# from the shell, a foot sphere's 0.48 m clear). A doorway in the south wall, x in
# [-0.6, 0.6], 2.2 m high, is the room's outside portal. One indoor start: the floor's
# centroid (0, 0, 0.01). Expected: no finding.
SOUND_ROOM = (-1.3, 1.3)
SOUND_DOOR = (-0.6, 0.6)


def sound_room():
    room, (door,) = room_mesh(SOUND_ROOM, SOUND_ROOM, (0.0, 3.0),
                              doors=[("south", SOUND_DOOR, 2.2)])
    shell = shell_box(SOUND_ROOM, SOUND_ROOM, (0.0, 3.0), door=("south", SOUND_DOOR, 2.2))
    return {
        "format": FORMAT,
        "name": "Survey: sound room",
        "summary": "A room with a doorway inside its building on one land square: every wall "
                   "is met from the side it faces, so a survey finds nothing.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"room": room.json(), "shell": shell.json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": [0, 0, 0],
                   "portals": [{"polygon": door, "to": "outside"}]}],
        "objects": [{"id": 1, "kind": "mesh", "mesh": "shell", "position": [0, 0, 0],
                     "building": True}],
        # The indoor start's walk at heading 180 (south): out through the doorway.
        "player": {"position": [0, 0, 0.01], "yaw": 180, "cell": "0x0100"},
        "camera": CAMERA,
        "script": survey_walk(),
        "checks": [
            no_penetration(),
            {"name": "out through the doorway onto the land", "kind": "reach",
             "min": [-0.6, -12.0, -0.1], "max": [0.6, -3.0, 0.1], "by_frame": 60},
            {"name": "outside at the end", "kind": "stay_in_cell", "cell": 0,
             "frames": [40, 60]},
        ],
    }


# ---------------------------------------------------------------- through_wall
# Two land squares, W: x in [-24, 0] and E: x in [0, 24], y in [-12, 12] (starts at x =
# -22 ... -2 and 2 ... 22, y = -10 ... 10: 72). A building whose origin (-2, 0) is in W, its
# shell a closed box (no floor) x in [-8, 6], y in [-1.5, 1.5], z in [0, 3] reaching 6 m
# into E. Retail files it under W only: a walker in E meets it only while its footprint
# reaches W (within 0.48 m of the seam x = 0). A walker from E crosses its north face
# (y = 1.5, polygon 3) or south face (y = -1.5, polygon 2) from the front, through_wall, at
# x in [0.48, 6]; from W it is stopped there. The box lies between the grid lines y = -2 and
# 2, so no start is inside it. Expected: only through_wall, every one at the shell east of
# the seam (the starts x = 2 and 6 heading 0 or 180, and diagonals from E).
SEAM_HOUSE = {"origin": [-2.0, 0.0], "x": (-6.0, 8.0), "y": (-1.5, 1.5), "top": 3.0}


def seam_house_mesh():
    m = MeshBuilder()
    x0, x1 = SEAM_HOUSE["x"]
    y0, y1 = SEAM_HOUSE["y"]
    top = SEAM_HOUSE["top"]
    m.quad("x", x0, (y0, y1), (0, top), -1)      # 0 west
    m.quad("x", x1, (y0, y1), (0, top), +1)      # 1 east
    m.quad("y", y0, (0, top), (x0, x1), -1)      # 2 south
    m.quad("y", y1, (0, top), (x0, x1), +1)      # 3 north
    m.quad("z", top, (x0, x1), (y0, y1), +1)     # 4 roof
    return m


def planted_through_wall():
    ox, oy = SEAM_HOUSE["origin"]
    return {
        "format": FORMAT,
        "name": "Survey: planted through_wall",
        "summary": "A building filed under the west land square reaching 6 m into the east "
                   "one: walked into from the east square (away from the seam) its north and "
                   "south faces are not there.",
        "terrain": flat_terrain(-24.0, -12.0, 2, 1),
        "meshes": {"house": seam_house_mesh().json()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "house", "position": [ox, oy, 0.0],
                     "building": True}],
        # The start (2, 2) heading 180 (south): into the north face at x = 2.
        "player": {"position": [2.0, 2.0, 0.0], "yaw": 180},
        "camera": CAMERA,
        "script": survey_walk(),
        "checks": [
            {"name": "walks into the shell through its north face", "kind": "reach",
             "min": [1.5, -1.4, -0.1], "max": [2.5, 1.4, 0.1], "by_frame": 20},
        ],
    }


# ---------------------------------------------------------------- embedded
# One land square [-12, 12]^2 (36 starts). A bare room (an indoor cell with a doorway, on no
# building) x, y in [-3, 3], 3 m high, standing in the open. Retail tests a cell's walls only
# from inside it, and outdoors only through the building it belongs to: a walker outdoors
# walks through its walls. Their backs face out, so once the foot centre is within 0.48 m
# outside a wall (inside its outline) the penetration measure counts the sphere in the solid
# (physics/world/penetration.cpp): embedded, 0.5 to 0.96 m. (A lone single-sided wall does
# not do it: retail's BSP stops a walker at a polygon's back too, through the deferred
# negative-polygon slide.) The grid points (+-2, +-2) lie in the room and are placed in it
# (indoors the walls hold); the doorway, x in [-0.6, 0.6] in the south wall, is the room's
# outside portal. One indoor start: the floor's centroid (0, 0, 0.01). Expected: only
# embedded, every one within 0.5 m outside a wall of the room, from the outdoor starts
# round it (x or y = +-2 heading at the room, and diagonals).
BARE_ROOM = (-3.0, 3.0)
BARE_DOOR = (-0.6, 0.6)


def planted_embedded():
    room, (door,) = room_mesh(BARE_ROOM, BARE_ROOM, (0.0, 3.0),
                              doors=[("south", BARE_DOOR, 2.2)])
    return {
        "format": FORMAT,
        "name": "Survey: planted embedded",
        "summary": "A room standing in the open on no building: outdoors its walls are not "
                   "tested, so a walker walks into them from outside, into the solid the "
                   "penetration measure puts behind them.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"room": room.json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": [0, 0, 0],
                   "portals": [{"polygon": door, "to": "outside"}]}],
        # The start (2, -6) heading 0 (north): through the south wall at x = 2.
        "player": {"position": [2.0, -6.0, 0.0], "yaw": 0},
        "camera": CAMERA,
        "script": survey_walk(),
        "checks": [
            {"name": "walks into the room through its south wall", "kind": "reach",
             "min": [1.5, -2.5, -0.1], "max": [2.5, 2.5, 0.1], "by_frame": 40},
        ],
    }


# ---------------------------------------------------------------- stuck
# One land square [-12, 12]^2 (36 starts). A cage (a mesh object, every face double-sided)
# round the grid point (2, 2): walls at x = 1.5, 2.5 and y = 1.5, 2.5 from the ground to a
# roof at z = 1.9, 0.02 m clear of the foot and head spheres (radius 0.48; the head's top at
# 1.835 m). The start there moves at most 0.02 m in any heading (nor 0.1 m up with --jump);
# walkers from outside are stopped by the cage's outer faces. Expected: one stuck finding,
# the start (2, 2), and nothing else.
CAGE = {"centre": (2.0, 2.0), "half": 0.5, "roof": 1.9}


def planted_stuck():
    cx, cy = CAGE["centre"]
    h, roof = CAGE["half"], CAGE["roof"]
    m = MeshBuilder()
    x0, x1, y0, y1 = cx - h, cx + h, cy - h, cy + h
    m.quad("x", x0, (y0, y1), (0, roof), +1, sides="double")
    m.quad("x", x1, (y0, y1), (0, roof), -1, sides="double")
    m.quad("y", y0, (0, roof), (x0, x1), +1, sides="double")
    m.quad("y", y1, (0, roof), (x0, x1), -1, sides="double")
    m.quad("z", roof, (x0, x1), (y0, y1), -1, sides="double")
    return {
        "format": FORMAT,
        "name": "Survey: planted stuck",
        "summary": "A closed cage one metre square round a grid point: the start there cannot "
                   "move 0.1 m in any heading.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"cage": m.json()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "cage", "position": [0, 0, 0]}],
        "player": {"position": [cx, cy, 0.0], "yaw": 0},
        "camera": CAMERA,
        "script": survey_walk(jump=True),
        "checks": [
            no_penetration(),
            {"name": "never 0.1 m from the start", "kind": "avoid",
             "min": [-12.0, -12.0, 0.105], "max": [12.0, 12.0, 3.0]},
            {"name": "held in x and y", "kind": "avoid",
             "min": [cx + 0.1, -12.0, -1.0], "max": [12.0, 12.0, 3.0]},
        ],
    }


# ---------------------------------------------------------------- under_ground (defended)
# One land square [-12, 12]^2 (36 starts) and, under it, a cellar x in [2, 8], y in [0, 4],
# floor z = -3.3, ceiling z = -0.3 (0.3 m below the land so a walker overhead is clear of
# it), with an outside portal in its east wall x = 8: y in [1.4, 2.6], z in [-3.3, -1.1],
# 2.2 m below the land. A walk out through it would put the walker on a land cell 3.3 m
# under the terrain; retail's land lifts it instead: as soon as the foot sphere is within
# its radius of the portal's plane the land cells are in the walk's cell list, and
# CLandCell::find_env_collisions (validate_walkable) puts its low point on the terrain, so
# the walker pops up onto the land above the cellar, outdoors, and walks on. The pop-up
# carries the foot centre up through the cellar's ceiling (polygon 1, from its front below
# to its back): through_wall. One indoor start: the floor's centroid (5, 2, -3.29).
# Expected: no under_ground; one through_wall, the walk at heading 270 (east) at frame 19,
# feet (7.53, 2, 0.005) on the land (with --jump also headings 225 and 315 at frame 28).
CELLAR = {"x": (2.0, 8.0), "y": (0.0, 4.0), "z": (-3.3, -0.3), "door": (1.4, 2.6)}


def planted_under_ground():
    c = CELLAR
    room, (door,) = room_mesh(c["x"], c["y"], c["z"], doors=[("east", c["door"], 2.2)])
    x0, x1 = c["x"]
    y0, y1 = c["y"]
    z0 = c["z"][0]
    mid = ((x0 + x1) / 2, (y0 + y1) / 2)
    return {
        "format": FORMAT,
        "name": "Survey: cellar under the land (under_ground defended)",
        "summary": "A cellar below the land with an outside portal in its wall: walking out "
                   "of it, retail's land lifts the walker onto the terrain (up through the "
                   "cellar's ceiling), so a survey finds no walker under the ground.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"cellar": room.json()},
        "cells": [{"id": "0x0100", "mesh": "cellar", "position": [0, 0, 0],
                   "portals": [{"polygon": door, "to": "outside"}]}],
        # The indoor start's walk at heading 270 (east): out through the portal.
        "player": {"position": [mid[0], mid[1], z0 + 0.01], "yaw": 270, "cell": "0x0100"},
        "camera": CAMERA,
        "script": survey_walk(),
        "checks": [
            no_penetration(),
            {"name": "never under the land outdoors", "kind": "avoid",
             "min": [x1, -12.0, -10.0], "max": [12.0, 12.0, -0.01]},
            {"name": "lifted onto the land", "kind": "reach",
             "min": [x1 - 1.0, 1.4, -0.01], "max": [12.0, 2.6, 0.05], "by_frame": 30},
            {"name": "outdoors from there on", "kind": "stay_in_cell", "cell": 0,
             "frames": [25, 60]},
        ],
    }


# ---------------------------------------------------------------- left_cell (defended)
# One land square [-12, 12]^2 (36 starts). A room on stilts, floor at z = 5 (x in [-10, 0],
# y in [2, 8], 3 m high, walls over the outdoor starts' heads), a hole in its floor x in
# [-5, -1], y in [3, 7] (the floor is four polygons round it: four indoor starts at their
# centroids), a doorway in its west wall (x = -10, y in [4, 6]) as its outside portal. With
# --jump a walker running at the hole jumps at frame 15 and drops into it; when its foot
# centre would leave the room's volume (below the floor's plane) the transition ends with no
# cell and the port keeps the last position (the lost cell, docs/divergences.md): it hangs
# there, its foot centre 0.07 m above the floor's plane, in the room, for the rest of the
# walk. Without --jump EdgeSlide holds every walker at the hole's rim. Expected: no finding,
# with or without --jump.
HOLE_ROOM = {"x": (-10.0, 0.0), "y": (2.0, 8.0), "floor": 5.0, "height": 3.0,
             "hole": (-5.0, -1.0, 3.0, 7.0), "door": (4.0, 6.0)}


def hole_room():
    r = HOLE_ROOM
    room, (door,) = room_mesh(r["x"], r["y"], (r["floor"], r["floor"] + r["height"]),
                              doors=[("west", r["door"], 2.2)], holes=[r["hole"]])
    return room, door


def hole_shell(r):
    """The room on stilts' building shell (the room alone in the open would give embedded
    findings round its doorway, docs/survey.md), in a frame at the room's centre on the land
    (retail files a building under the land square of its origin): (mesh, position)."""
    cx, cy = (r["x"][0] + r["x"][1]) / 2, (r["y"][0] + r["y"][1]) / 2
    local = shell_box((r["x"][0] - cx, r["x"][1] - cx), (r["y"][0] - cy, r["y"][1] - cy),
                      (r["floor"], r["floor"] + r["height"]),
                      door=("west", (r["door"][0] - cy, r["door"][1] - cy), 2.2))
    return local, [cx, cy, 0.0]


def planted_left_cell():
    r = HOLE_ROOM
    room, door = hole_room()
    shell, shell_at = hole_shell(r)
    y_mid = (r["y"][0] + r["y"][1]) / 2
    return {
        "format": FORMAT,
        "name": "Survey: raised floor with a hole (left_cell defended)",
        "summary": "A room on stilts with a hole in its floor: a walker that jumps in stops "
                   "in the air at the floor's plane (the port keeps the last position when a "
                   "transition ends in no cell), so a survey finds no walker out of its cell.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"room": room.json(), "shell": shell.json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": [0, 0, 0],
                   "portals": [{"polygon": door, "to": "outside"}]}],
        "objects": [{"id": 1, "kind": "mesh", "mesh": "shell", "position": shell_at,
                     "building": True}],
        # The walk with --jump from the floor west of the hole, heading 270 (east).
        "player": {"position": [-8.0, y_mid, r["floor"] + 0.01], "yaw": 270,
                   "cell": "0x0100"},
        "camera": CAMERA,
        "script": survey_walk(jump=True),
        "checks": [
            no_penetration(),
            {"name": "in the room throughout", "kind": "stay_in_cell", "cell": "0x0100"},
            {"name": "never below the floor's plane by a foot sphere", "kind": "avoid",
             "min": [-10.0, 2.0, -10.0], "max": [0.0, 8.0, r["floor"] - 0.475]},
            {"name": "over the hole at the end", "kind": "reach",
             "min": [-5.0, 3.0, r["floor"] - 0.5], "max": [-1.0, 7.0, r["floor"]],
             "by_frame": 60},
        ],
    }


# ---------------------------------------------------------------- survey-hole (shipped)
# Two land squares, W: x in [-24, 0], E: x in [0, 24], y in [-12, 12]. The seam house of
# planted-through-wall (filed under W, reaching 6 m into E) and, in E, the room on stilts
# of planted-left-cell moved 22 m east (x in [12, 22], y in [2, 8], floor z = 5, the hole
# x in [17, 21], y in [3, 7], the doorway in the west wall), its shell filed under E (retail
# lists one building per land square: a second one filed under W would never be tested).
# Surveyed (spacing 4, 8 headings) it gives through_wall at the house east of the seam, and
# nothing at the hole: the walker that jumps in (--jump) hangs in the air in the room (the
# lost cell). The script is that jump: from the floor west of the hole, east at a run, the
# jump at frame 15.
SURVEY_HOLE_SHIFT = 22.0


def survey_hole():
    r = dict(HOLE_ROOM)
    dx = SURVEY_HOLE_SHIFT
    r["x"] = (HOLE_ROOM["x"][0] + dx, HOLE_ROOM["x"][1] + dx)
    hx0, hx1, hy0, hy1 = HOLE_ROOM["hole"]
    r["hole"] = (hx0 + dx, hx1 + dx, hy0, hy1)
    room, (door,) = room_mesh(r["x"], r["y"], (r["floor"], r["floor"] + r["height"]),
                              doors=[("west", r["door"], 2.2)], holes=[r["hole"]])
    shell, shell_at = hole_shell(r)
    ox, oy = SEAM_HOUSE["origin"]
    floor = r["floor"]
    y_mid = (r["y"][0] + r["y"][1]) / 2
    return {
        "format": FORMAT,
        "name": "Survey: a hole and a seam",
        "summary": "A room on stilts with a hole in its floor and a building over a land seam: "
                   "the survey's scene. Jumped into, the hole holds the walker in the air at "
                   "the floor's plane (the port's lost cell); the building has no walls seen "
                   "from the next square.",
        "terrain": flat_terrain(-24.0, -12.0, 2, 1),
        "meshes": {"room": room.json(), "shell": shell.json(),
                   "house": seam_house_mesh().json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": [0, 0, 0],
                   "portals": [{"polygon": door, "to": "outside"}]}],
        "objects": [{"id": 1, "kind": "mesh", "mesh": "house", "position": [ox, oy, 0.0],
                     "building": True},
                    {"id": 2, "kind": "mesh", "mesh": "shell", "position": shell_at,
                     "building": True}],
        "player": {"position": [r["x"][0] + 2.0, y_mid, floor + 0.01], "yaw": 270,
                   "cell": "0x0100"},
        "camera": {"distance": 4, "pitch": 30, "yaw": 0, "pivot_height": 1.6},
        "script": survey_walk(jump=True) + [{"frames": 30, "forward": 0}],
        "checks": [
            no_penetration(),
            {"name": "in the room throughout", "kind": "stay_in_cell", "cell": "0x0100"},
            {"name": "jumps off the floor into the hole", "kind": "reach",
             "min": [hx0 + dx, hy0, floor + 0.5], "max": [hx1 + dx, hy1, floor + 2.0],
             "by_frame": 30},
            {"name": "held in the air at the floor's plane", "kind": "reach",
             "min": [hx0 + dx, hy0, floor - 0.5], "max": [hx1 + dx, hy1, floor],
             "by_frame": 60},
            {"name": "its foot sphere never below the floor's plane", "kind": "avoid",
             "min": [r["x"][0], r["y"][0], -10.0], "max": [r["x"][1], r["y"][1],
                                                          floor - 0.475]},
        ],
    }


# ---------------------------------------------------------------- parts beside another kind
# The creature of assets/scenes/reading-gdle-slide-division.json (a 0.5 m creature sphere at
# (3, 0.15)) with a bare room (no building, no portal) 2.5 m beyond it, x in [5.5, 9.5],
# y in [-2, 2]. The grid points (6, -2) and (6, 2) lie on the room's walls: their walks are
# embedded from frame 1, leave through the wall (outdoors nothing tests a bare cell's walls)
# and, heading for the creature, part from their gdle ghost there at frame 22. A walk that
# ended at its first finding would never show that parting; with --compare gdle the two
# walks report all three kinds, each at its own frame. Without --compare only the room.
def planted_parts_beside():
    room, _ = room_mesh((5.5, 9.5), (-2.0, 2.0), (0.0, 3.0))
    return {
        "format": FORMAT,
        "name": "Survey: planted parts beside a wall",
        "summary": "Walks that start in a bare room's wall go on out of it and part from "
                   "their GDLE ghost at a creature: every kind is reported for the one walk.",
        "ground": {"z": 0, "extent": 12},
        "meshes": {"room": room.json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": [0, 0, 0], "portals": []}],
        "objects": [{"id": 1, "kind": "sphere", "creature": True, "radius": 0.5,
                     "position": [3, 0.15, 0.5]}],
        "player": {"position": [0.0, 0.0, 0.0], "yaw": -90},
        "camera": CAMERA,
        "script": survey_walk(),
    }


if __name__ == "__main__":
    write(TESTS, "sound-room", sound_room())
    write(TESTS, "planted-through-wall", planted_through_wall())
    write(TESTS, "planted-embedded", planted_embedded())
    write(TESTS, "planted-stuck", planted_stuck())
    write(TESTS, "planted-under-ground", planted_under_ground())
    write(TESTS, "planted-left-cell", planted_left_cell())
    write(TESTS, "planted-parts-beside", planted_parts_beside())
    write(ASSETS, "survey-hole", survey_hole())
