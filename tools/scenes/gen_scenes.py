#!/usr/bin/env python3
"""Writes the starter scenes in assets/scenes/ (sweeplab-scene/1).

The cottage is built from axis-aligned quads; keeping it as a program makes its geometry
reviewable (walls, doorways, the stair run) instead of a wall of numbers. Run from the
repository root: tools/scenes/gen_scenes.py
"""
import math
import os

from scene_files import write_scene

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "scenes")


class MeshBuilder:
    def __init__(self):
        self.vertices = []
        self.index = {}
        self.polygons = []

    def vertex(self, p):
        key = tuple(round(c, 6) for c in p)
        if key not in self.index:
            self.index[key] = len(self.vertices)
            self.vertices.append([round(c, 6) for c in p])
        return self.index[key]

    def poly(self, points, sides="single"):
        self.polygons.append({"indices": [self.vertex(p) for p in points], "sides": sides})
        return len(self.polygons) - 1

    def quad(self, axis, value, a, b, sign, sides="single"):
        """An axis-aligned rectangle on the plane axis = value, facing sign*axis.

        a and b are (lo, hi) ranges over the next two axes in cyclic order
        (x: y,z; y: z,x; z: x,y) so that the counter-clockwise order faces +axis."""
        i = "xyz".index(axis)
        j, k = (i + 1) % 3, (i + 2) % 3

        def pt(u, v):
            p = [0.0, 0.0, 0.0]
            p[i], p[j], p[k] = value, u, v
            return p

        pts = [pt(a[0], b[0]), pt(a[1], b[0]), pt(a[1], b[1]), pt(a[0], b[1])]
        if sign < 0:
            pts.reverse()
        return self.poly(pts, sides)

    def json(self):
        return {"vertices": self.vertices, "polygons": self.polygons}


def write(name, scene):
    write_scene(OUT, name, scene)


# ---------------------------------------------------------------- cottage
# House-local frame: room A x 0..4, room B x 4..8, y 0..5, z 0..3; cellar under room B,
# z -2.5..0, reached by a straight stair along the back wall descending toward +x.
ROOM_A, ROOM_B, CELLAR = 0x0100, 0x0101, 0x0102
HOUSE = [10.0, 0.0, 0.0]
DOOR_X = (1.5, 2.7)        # front door in wall y = 0 of room A
DOOR_Z = (0.0, 2.2)
INNER_Y = (0.8, 2.0)       # doorway in wall x = 4 between A and B
WIN_X, WIN_Z = (5.5, 6.5), (1.0, 2.0)  # window in wall y = 5 of room B
STAIR_Y = (3.8, 5.0)
STAIR_X0, RUN, RISE, STEPS = 4.8, 0.3, 0.25, 10
CELLAR_Z = -STEPS * RISE


def room_a():
    m = MeshBuilder()
    m.quad("z", 0.0, (0, 4), (0, 5), +1)                     # floor
    m.quad("z", 3.0, (0, 4), (0, 5), -1)                     # ceiling
    m.quad("x", 0.0, (0, 5), (0, 3), +1)                     # west wall
    m.quad("y", 5.0, (0, 3), (0, 4), -1)                     # back wall
    # front wall y = 0, facing +y, around the door
    m.quad("y", 0.0, (0, 3), (0, DOOR_X[0]), +1)
    m.quad("y", 0.0, (0, 3), (DOOR_X[1], 4), +1)
    m.quad("y", 0.0, (DOOR_Z[1], 3), DOOR_X, +1)
    door = m.quad("y", 0.0, DOOR_Z, DOOR_X, +1)
    # east wall x = 4, facing -x, around the inner doorway
    m.quad("x", 4.0, (0, INNER_Y[0]), (0, 3), -1)
    m.quad("x", 4.0, (INNER_Y[1], 5), (0, 3), -1)
    m.quad("x", 4.0, INNER_Y, (DOOR_Z[1], 3), -1)
    inner = m.quad("x", 4.0, INNER_Y, DOOR_Z, -1)
    return m, door, inner


def room_b():
    m = MeshBuilder()
    sx1 = 8.0
    m.quad("z", 0.0, (4, 8), (0, STAIR_Y[0]), +1)                # floor
    m.quad("z", 0.0, (4, STAIR_X0), STAIR_Y, +1)                 # stair landing
    stair = m.quad("z", 0.0, (STAIR_X0, sx1), STAIR_Y, +1)       # stairwell opening
    m.quad("z", 3.0, (4, 8), (0, 5), -1)                         # ceiling
    m.quad("x", 8.0, (0, 5), (0, 3), -1)                         # east wall
    m.quad("y", 0.0, (0, 3), (4, 8), +1)                         # front wall
    # west wall x = 4, facing +x, around the inner doorway
    m.quad("x", 4.0, (0, INNER_Y[0]), (0, 3), +1)
    m.quad("x", 4.0, (INNER_Y[1], 5), (0, 3), +1)
    m.quad("x", 4.0, INNER_Y, (DOOR_Z[1], 3), +1)
    inner = m.quad("x", 4.0, INNER_Y, DOOR_Z, +1)
    # back wall y = 5, facing -y, around the window
    m.quad("y", 5.0, (0, 3), (4, WIN_X[0]), -1)
    m.quad("y", 5.0, (0, 3), (WIN_X[1], 8), -1)
    m.quad("y", 5.0, (0, WIN_Z[0]), WIN_X, -1)
    m.quad("y", 5.0, (WIN_Z[1], 3), WIN_X, -1)
    window = m.quad("y", 5.0, WIN_Z, WIN_X, -1)
    return m, inner, window, stair


def cellar():
    m = MeshBuilder()
    zc = CELLAR_Z
    x_end = STAIR_X0 + RUN * (STEPS - 1)        # where the last riser meets the floor
    m.quad("z", zc, (4, 8), (0, STAIR_Y[0]), +1)                 # floor
    m.quad("z", zc, (x_end, 8), STAIR_Y, +1)                     # floor at the stair foot
    m.quad("z", 0.0, (4, 8), (0, STAIR_Y[0]), -1)                # ceiling
    stair = m.quad("z", 0.0, (STAIR_X0, 8), STAIR_Y, -1)         # opening up into room B
    m.quad("x", 4.0, (0, STAIR_Y[0]), (zc, 0), +1)               # west wall
    m.quad("x", 8.0, (0, 5), (zc, 0), -1)                        # east wall
    m.quad("y", 0.0, (zc, 0), (4, 8), +1)                        # front wall
    m.quad("y", STAIR_Y[0], (zc, 0), (4, STAIR_X0), -1)          # landing block side
    for k in range(1, STEPS + 1):
        x0 = STAIR_X0 + RUN * (k - 1)
        x1 = 8.0 if k == STEPS else x0 + RUN
        z_hi, z_lo = -RISE * (k - 1), -RISE * k
        m.quad("x", x0, STAIR_Y, (z_lo, z_hi), +1)                # riser
        if k < STEPS:
            m.quad("z", z_lo, (x0, x1), STAIR_Y, +1)              # tread
            m.quad("y", STAIR_Y[0], (zc, z_lo), (x0, x1), -1)     # stair side
        m.quad("y", 5.0, (z_lo, 0), (x0, x1), -1)                 # back wall above tread
    return m, stair


def shell():
    """The outer shell seen from outside: walls 0.2 m thick, door and window reveals,
    a pitched roof."""
    m = MeshBuilder()
    x0, x1, y0, y1, top = -0.2, 8.2, -0.2, 5.2, 3.2
    ridge_y, ridge_z = 2.5, 4.6
    m.quad("y", y0, (0, top), (x0, DOOR_X[0]), -1)
    m.quad("y", y0, (0, top), (DOOR_X[1], x1), -1)
    m.quad("y", y0, (DOOR_Z[1], top), DOOR_X, -1)
    m.quad("x", DOOR_X[0], (y0, 0.0), DOOR_Z, +1)                # door reveals
    m.quad("x", DOOR_X[1], (y0, 0.0), DOOR_Z, -1)
    m.quad("z", DOOR_Z[1], DOOR_X, (y0, 0.0), -1)
    m.quad("y", y1, (0, top), (x0, WIN_X[0]), +1)
    m.quad("y", y1, (0, top), (WIN_X[1], x1), +1)
    m.quad("y", y1, (0, WIN_Z[0]), WIN_X, +1)
    m.quad("y", y1, (WIN_Z[1], top), WIN_X, +1)
    m.quad("z", WIN_Z[0], WIN_X, (5.0, y1), +1)                 # window reveals
    m.quad("z", WIN_Z[1], WIN_X, (5.0, y1), -1)
    m.quad("x", WIN_X[0], (5.0, y1), WIN_Z, +1)
    m.quad("x", WIN_X[1], (5.0, y1), WIN_Z, -1)
    m.quad("x", x0, (y0, y1), (0, top), -1)
    m.quad("x", x1, (y0, y1), (0, top), +1)
    m.poly([[x0, y0, top], [x1, y0, top], [x1, ridge_y, ridge_z], [x0, ridge_y, ridge_z]])
    m.poly([[x1, y1, top], [x0, y1, top], [x0, ridge_y, ridge_z], [x1, ridge_y, ridge_z]])
    m.poly([[x0, y1, top], [x0, y0, top], [x0, ridge_y, ridge_z]])
    m.poly([[x1, y0, top], [x1, y1, top], [x1, ridge_y, ridge_z]])
    return m


def cottage():
    a, a_door, a_inner = room_a()
    b, b_inner, b_window, b_stair = room_b()
    c, c_stair = cellar()
    s = shell()
    hx = HOUSE[0]
    return {
        "format": "sweeplab-scene/1",
        "name": "Cottage",
        "summary": "Two rooms joined by a doorway, a window, stairs down to a cellar and an "
                   "outer shell on open ground: the camera-flap acceptance scene.",
        "ground": {"z": 0, "extent": 40},
        "meshes": {"room_a": a.json(), "room_b": b.json(), "cellar": c.json(),
                   "shell": s.json()},
        "cells": [
            {"id": "0x0100", "mesh": "room_a", "position": HOUSE, "yaw": 0,
             "portals": [{"polygon": a_door, "to": "outside"},
                         {"polygon": a_inner, "to": "0x0101"}]},
            {"id": "0x0101", "mesh": "room_b", "position": HOUSE, "yaw": 0,
             "portals": [{"polygon": b_inner, "to": "0x0100"},
                         {"polygon": b_window, "to": "outside"},
                         {"polygon": b_stair, "to": "0x0102"}]},
            {"id": "0x0102", "mesh": "cellar", "position": HOUSE, "yaw": 0,
             "portals": [{"polygon": c_stair, "to": "0x0101"}]},
        ],
        "objects": [
            {"id": 1, "kind": "mesh", "mesh": "shell", "position": HOUSE, "yaw": 0,
             "building": True},
            {"id": 2, "kind": "box", "position": [hx + 1.0, 4.2, 0.4],
             "half_extents": [0.5, 0.4, 0.4]},
            {"id": 3, "kind": "cylsphere", "position": [hx + 6.0, 1.5, 0.0], "radius": 0.35,
             "height": 0.8},
            {"id": 4, "kind": "box", "position": [hx - 4.0, 3.0, 0.5],
             "half_extents": [0.5, 0.5, 0.5]},
        ],
        "player": {"position": [hx + 1.0, 1.4, 0.0], "yaw": -90},
        "camera": {"distance": 4, "pitch": 20, "yaw": 0, "pivot_height": 1.6,
                   "collide": True},
        # Room A with the boom reaching back through the west wall (the flap when
        # CollideCamera is off), through the inner doorway into room B, onto the stair
        # landing, down the stairs and, with a jump, off their side onto the cellar floor (a
        # retail player's EdgeSlide holds it on a ledge higher than its step-down;
        # docs/divergences.md, "Transition engine").
        "script": [
            {"frames": 15},
            {"frames": 35, "forward": 1},
            {"frames": 30, "forward": 0, "turn": 90},
            {"frames": 29, "forward": 1, "turn": 0},
            {"frames": 30, "forward": 0, "turn": -90},
            {"frames": 30, "forward": 1, "turn": 0},
            {"frames": 30, "forward": 0, "turn": -90},
            {"frames": 1, "forward": 1, "turn": 0, "jump": True},
            {"frames": 19, "forward": 1},
            {"frames": 15, "forward": 0},
        ],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "the eye never enters a wall", "kind": "camera_max_penetration",
             "at_most": 0.01},
            {"name": "the eye stays in room A while the avatar is there",
             "kind": "camera_in_cell", "cell": "0x0100", "while_player_in": "0x0100"},
            {"name": "down in the cellar at the end", "kind": "stay_in_cell",
             "cell": "0x0102", "frames": [224, 234]},
            {"name": "reaches the cellar floor", "kind": "reach",
             "min": [hx + 4.0, 0.0, -2.6], "max": [hx + 8.0, 3.8, -2.4]},
        ],
    }


# ---------------------------------------------------------------- crowd
def crowd():
    ring_r, n_slots, sphere_r = 1.7, 9, 0.5
    objects = []
    for k in range(1, n_slots):          # slot 0 (toward +x) is the gap
        a = 2 * math.pi * k / n_slots
        objects.append({"id": 10 + k, "kind": "sphere", "creature": True, "radius": sphere_r,
                        "position": [round(ring_r * math.cos(a), 4),
                                     round(ring_r * math.sin(a), 4), sphere_r]})
    return {
        "format": "sweeplab-scene/1",
        "name": "Crowd",
        "summary": "The avatar packed inside a ring of creature spheres with one gap: keep "
                   "pushing and the crease slide lets it wiggle out.",
        "ground": {"z": 0, "extent": 30},
        "objects": objects,
        "crowd": [{"count": 40, "radius": 0.5, "min": [-12, -12], "max": [12, 12], "z": 0,
                   "seed": 7, "clear": [[0, 0, 3.5]]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 5, "pitch": 35, "yaw": 0, "pivot_height": 1.6},
        "script": [
            {"frames": 150, "forward": 1, "turn": -40, "run": True},
            {"frames": 60, "forward": 1, "turn": 0},
        ],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "wiggles out through the gap", "kind": "reach",
             "min": [2.8, -3.0, -0.1], "max": [30.0, 3.0, 0.5], "by_frame": 150},
            {"name": "never stands on a creature", "kind": "avoid",
             "min": [-30.0, -30.0, 0.2], "max": [30.0, 30.0, 10.0]},
            {"name": "pushes into the ring", "kind": "collides_with", "id": 12},
        ],
    }


# ---------------------------------------------------------------- portal platform
def portal_platform():
    return {
        "format": "sweeplab-scene/1",
        "name": "Portal platform",
        "summary": "A wide low cylsphere (r 2.597 m, h 0.256 m): walking at it steps up onto "
                   "its top, crosses it and steps down the far side.",
        "ground": {"z": 0, "extent": 30},
        "objects": [
            {"id": 1, "kind": "cylsphere", "position": [0, 6, 0], "radius": 2.597,
             "height": 0.256},
        ],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 4, "pitch": 20, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 150, "forward": 1, "run": True}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "steps up onto the top", "kind": "reach",
             "min": [-1.0, 4.0, 0.2], "max": [1.0, 8.0, 0.4], "by_frame": 45},
            {"name": "steps down the far side", "kind": "reach",
             "min": [-1.0, 9.0, -0.1], "max": [1.0, 30.0, 0.05], "by_frame": 90},
            {"name": "never airborne (steps, not jumps)", "kind": "grounded"},
        ],
    }


# ---------------------------------------------------------------- corridor
def corridor_cell(x0, x1, west_portal, east_portal, width=2.4, height=3.0):
    """One straight corridor segment x0..x1 along +x, y -w/2..w/2, seen from inside.
    west_portal/east_portal: whether that end wall is an opening."""
    m = MeshBuilder()
    hw = width / 2
    m.quad("z", 0.0, (x0, x1), (-hw, hw), +1)
    m.quad("z", height, (x0, x1), (-hw, hw), -1)
    m.quad("y", -hw, (0, height), (x0, x1), +1)
    m.quad("y", hw, (0, height), (x0, x1), -1)
    west = m.quad("x", x0, (-hw, hw), (0, height), +1)
    east = m.quad("x", x1, (-hw, hw), (0, height), -1)
    return m, west, east


def corridor():
    ids = [0x0200, 0x0201, 0x0202, 0x0203]
    bounds = [(0.0, 4.0), (4.0, 8.0), (8.0, 12.0), (12.0, 16.0)]
    meshes, cells = {}, []
    for i, (x0, x1) in enumerate(bounds):
        m, west, east = corridor_cell(x0, x1, True, True)
        name = "segment_%d" % i
        meshes[name] = m.json()
        portals = [{"polygon": west, "to": "outside" if i == 0 else "0x%04X" % ids[i - 1]}]
        if i + 1 < len(ids):
            portals.append({"polygon": east, "to": "0x%04X" % ids[i + 1]})
        cells.append({"id": "0x%04X" % ids[i], "mesh": name, "position": [0, 0, 0],
                      "portals": portals})
    # The far end is closed: drop the last east opening by making it a wall (no portal).
    shell = MeshBuilder()
    shell.quad("y", -1.4, (0, 3.2), (0, 16.2), -1)
    shell.quad("y", 1.4, (0, 3.2), (0, 16.2), +1)
    shell.quad("x", 16.2, (-1.4, 1.4), (0, 3.2), +1)
    shell.quad("z", 3.2, (0, 16.2), (-1.4, 1.4), +1)
    meshes["shell"] = shell.json()
    return {
        "format": "sweeplab-scene/1",
        "name": "Corridor",
        "summary": "A straight corridor of four indoor cells joined by portals: walking its "
                   "length crosses three cell seams, where a wrong containment test snags.",
        # Flat land in 24 m squares placed so the building (x 0..16.2, y -1.4..1.4) lies in
        # one square, x -6..18, y -12..12: retail tests a building only from its own square.
        "terrain": {"origin": [-30, -36], "spacing": 24, "heights": [[0, 0, 0, 0]] * 4},
        "meshes": meshes,
        "cells": cells,
        "objects": [{"id": 1, "kind": "mesh", "mesh": "shell", "position": [0, 0, 0],
                     "building": True},
                    {"id": 2, "kind": "sphere", "creature": True, "radius": 0.5,
                     "position": [10.0, 0.6, 0.5]}],
        "player": {"position": [-3.0, 0.0, 0.0], "yaw": -90},
        "camera": {"distance": 3.5, "pitch": 15, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 150, "forward": 1, "run": True},
                   {"frames": 30, "forward": 0}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "reaches the far end", "kind": "reach",
             "min": [14.5, -1.2, -0.1], "max": [16.0, 1.2, 0.5], "by_frame": 150},
            {"name": "brushes past the creature", "kind": "collides_with", "id": 2},
            {"name": "ends in the last cell", "kind": "stay_in_cell", "cell": "0x0203",
             "frames": [140, 180]},
            {"name": "grounded across every seam", "kind": "grounded"},
        ],
    }


# ---------------------------------------------------------------- stairs and ramp
def stairs_ramp():
    rise, run, steps, width = 0.25, 0.45, 6, 2.0
    top = rise * steps
    m = MeshBuilder()
    x0, x1 = -width / 2, width / 2
    yb = 2.0 + run * steps + 3.0     # the back of the top platform
    for k in range(steps):          # one riser and one tread per step: a closed solid
        y0 = 2.0 + run * k
        y1 = y0 + run if k < steps - 1 else yb
        m.quad("y", y0, (rise * k, rise * (k + 1)), (x0, x1), -1)
        m.quad("z", rise * (k + 1), (x0, x1), (y0, y1), +1)
    m.quad("y", yb, (0, top), (x0, x1), +1)
    for xs, sign in ((x0, -1), (x1, +1)):
        for k in range(steps):
            y0 = 2.0 + run * k
            y1 = y0 + run if k < steps - 1 else yb
            m.quad("x", xs, (y0, y1), (0, rise * (k + 1)), sign)
    ramp = MeshBuilder()
    # A wedge against the platform's side: rises from y = 2 to the platform height over
    # 4.5 m (18.4 degrees).
    rx0, rx1, ry0, ry1 = 1.0, 3.0, 2.0, 6.5
    ramp.poly([[rx0, ry0, 0], [rx1, ry0, 0], [rx1, ry1, top], [rx0, ry1, top]])
    ramp.quad("y", ry1, (0, top), (rx0, rx1), +1)
    ramp.poly([[rx0, ry0, 0], [rx0, ry1, top], [rx0, ry1, 0]])
    ramp.poly([[rx1, ry0, 0], [rx1, ry1, 0], [rx1, ry1, top]])
    return {
        "format": "sweeplab-scene/1",
        "name": "Stairs and ramp",
        "summary": "Six 0.25 m steps up to a platform and an 18 degree ramp beside it: "
                   "step-up, step-down and walkable slopes in the open.",
        "ground": {"z": 0, "extent": 30},
        "meshes": {"stairs": m.json(), "ramp": ramp.json()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "stairs", "position": [0, 0, 0]},
                    {"id": 2, "kind": "mesh", "mesh": "ramp", "position": [0, 0, 0]}],
        "player": {"position": [0, -1.0, 0], "yaw": 0},
        "camera": {"distance": 4, "pitch": 25, "yaw": 30, "pivot_height": 1.6},
        "script": [{"frames": 66, "forward": 1},
                   {"frames": 30, "forward": 0, "turn": -90},
                   {"frames": 15, "forward": 1, "turn": 0},
                   {"frames": 30, "forward": 0, "turn": -90},
                   {"frames": 50, "forward": 1, "turn": 0}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "climbs onto the platform", "kind": "reach",
             "min": [-1.0, 4.8, 1.4], "max": [1.0, 7.7, 1.6], "by_frame": 66},
            {"name": "grounded all the way up", "kind": "grounded", "frames": [1, 66]},
            {"name": "walks down the ramp to the ground", "kind": "reach",
             "min": [1.0, -1.0, -0.1], "max": [3.0, 2.5, 0.1]},
        ],
    }


# ---------------------------------------------------------------- thin wall
def thin_wall():
    return {
        "format": "sweeplab-scene/1",
        "name": "Thin wall",
        "summary": "A 5 cm wall between the avatar and a target: the lab's projectile "
                   "launcher fires 5 cm spheres at it, the case where thin geometry is "
                   "tunnelled unless the sweep takes enough sub-steps.",
        "ground": {"z": 0, "extent": 30},
        "objects": [{"id": 1, "kind": "box", "position": [0, 4, 1.5],
                     "half_extents": [3, 0.025, 1.5]},
                    {"id": 2, "kind": "sphere", "radius": 0.4, "position": [0, 7, 0.4]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 4, "pitch": 20, "yaw": 20, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1}, {"frames": 30, "strafe": 1}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "never tunnels through the 5 cm wall", "kind": "avoid",
             "min": [-3.0, 4.0, -1.0], "max": [3.0, 10.0, 3.0]},
            {"name": "walks up to the wall", "kind": "reach",
             "min": [-1.0, 3.3, -0.1], "max": [1.0, 3.6, 0.5], "by_frame": 60},
        ],
    }


# ---------------------------------------------------------------- door
def door():
    m = MeshBuilder()     # a wall with two openings, seen from both sides (a shell)
    t0, t1, h = -0.15, 0.15, 3.0
    openings = [(-3.0, -1.8), (1.8, 3.0)]
    xs = [-6.0, -3.0, -1.8, 1.8, 3.0, 6.0]
    for y, sign in ((t0, -1), (t1, +1)):
        for a, b in zip(xs[:-1], xs[1:]):
            if (a, b) in openings:
                m.quad("y", y, (2.2, h), (a, b), sign)
            else:
                m.quad("y", y, (0, h), (a, b), sign)
    for a, b in openings:
        m.quad("x", a, (t0, t1), (0, 2.2), +1)
        m.quad("x", b, (t0, t1), (0, 2.2), -1)
        m.quad("z", 2.2, (a, b), (t0, t1), -1)
    m.quad("x", -6.0, (t0, t1), (0, h), -1)
    m.quad("x", 6.0, (t0, t1), (0, h), +1)
    m.quad("z", h, (-6.0, 6.0), (t0, t1), +1)
    return {
        "format": "sweeplab-scene/1",
        "name": "Door",
        "summary": "A wall with two doorways: one shut by a door, one open. Walk into the "
                   "shut door and slide off the frame, then through the open one.",
        "ground": {"z": 0, "extent": 30},
        "meshes": {"wall": m.json()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "wall", "position": [0, 5, 0]},
                    {"id": 2, "kind": "box", "position": [-2.4, 5, 1.1],
                     "half_extents": [0.6, 0.05, 1.1]}],
        "player": {"position": [-2.4, 1.0, 0], "yaw": 0},
        "camera": {"distance": 4, "pitch": 20, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1},
                   {"frames": 15, "forward": -1},
                   {"frames": 115, "forward": 0, "strafe": 1},
                   {"frames": 60, "strafe": 0, "forward": 1}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "walks up to the shut door", "kind": "reach",
             "min": [-3.0, 4.2, -0.1], "max": [-1.8, 4.6, 0.5], "by_frame": 60},
            {"name": "never passes the shut door", "kind": "avoid",
             "min": [-3.0, 5.1, -1.0], "max": [-1.8, 12.0, 3.0]},
            {"name": "through the open doorway", "kind": "reach",
             "min": [1.8, 6.0, -0.1], "max": [3.0, 12.0, 0.5]},
        ],
    }


# ---------------------------------------------------------------- a big crowd
def big_crowd():
    return {
        "format": "sweeplab-scene/1",
        "name": "Big crowd",
        "summary": "A thousand creature spheres on a 100 m field: the frame-rate scene, and a "
                   "long walk through a crowd with the crease slide doing the steering.",
        "ground": {"z": 0, "extent": 60},
        "crowd": [{"count": 1000, "radius": 0.5, "min": [-50, -50], "max": [50, 50], "z": 0,
                   "seed": 2026, "clear": [[0, 0, 2.0]]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 6, "pitch": 30, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 150, "forward": 1, "run": True},
                   {"frames": 60, "forward": 1, "turn": 45},
                   {"frames": 150, "forward": 1, "turn": 0}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "never stands on a creature", "kind": "avoid",
             "min": [-60.0, -60.0, 0.2], "max": [60.0, 60.0, 10.0]},
        ],
    }


# ---------------------------------------------------------------- buildings (retail CBuildingObj)
def outward_box(m, x0, x1, y0, y1, z0, z1):
    """A closed box seen from outside (solid inside), as a building shell."""
    m.quad("x", x0, (y0, y1), (z0, z1), -1)
    m.quad("x", x1, (y0, y1), (z0, z1), +1)
    m.quad("y", y0, (z0, z1), (x0, x1), -1)
    m.quad("y", y1, (z0, z1), (x0, x1), +1)
    m.quad("z", z0, (x0, x1), (y0, y1), -1)
    m.quad("z", z1, (x0, x1), (y0, y1), +1)


def shell_inside():
    """One room inside a building whose shell has a face in the room: retail never tests a
    building from an indoor cell, so the avatar walks through that face."""
    house = [4.0, 4.0, 0.0]             # clear of the 20 m land seams at 0 and 20
    room = MeshBuilder()                # x 0..6, y 0..5, z 0..3, seen from inside
    room.quad("z", 0.0, (0, 6), (0, 5), +1)
    room.quad("z", 3.0, (0, 6), (0, 5), -1)
    room.quad("x", 0.0, (0, 5), (0, 3), +1)
    room.quad("x", 6.0, (0, 5), (0, 3), -1)
    room.quad("y", 5.0, (0, 3), (0, 6), -1)
    room.quad("y", 0.0, (0, 3), (0, 2.4), +1)
    room.quad("y", 0.0, (0, 3), (3.6, 6), +1)
    room.quad("y", 0.0, (2.2, 3), (2.4, 3.6), +1)
    door = room.quad("y", 0.0, (0, 2.2), (2.4, 3.6), +1)
    shell = MeshBuilder()               # the outer walls, 0.2 m thick, and a roof
    x0, x1, y0, y1, top = -0.2, 6.2, -0.2, 5.2, 3.2
    shell.quad("y", y0, (0, top), (x0, 2.4), -1)
    shell.quad("y", y0, (0, top), (3.6, x1), -1)
    shell.quad("y", y0, (2.2, top), (2.4, 3.6), -1)
    shell.quad("x", 2.4, (y0, 0.0), (0, 2.2), +1)
    shell.quad("x", 3.6, (y0, 0.0), (0, 2.2), -1)
    shell.quad("z", 2.2, (2.4, 3.6), (y0, 0.0), -1)
    shell.quad("y", y1, (0, top), (x0, x1), +1)
    shell.quad("x", x0, (y0, y1), (0, top), -1)
    shell.quad("x", x1, (y0, y1), (0, top), +1)
    shell.quad("z", top, (x0, x1), (y0, y1), +1)
    # A coarse part of the shell mesh that stands inside the room: a double-sided screen
    # across the back half at x = 3 (the room's own mesh has no such wall).
    shell.quad("x", 3.0, (2.0, 5.0), (0, 3.0), +1, sides="double")
    hx, hy = house[0], house[1]
    return {
        "format": "sweeplab-scene/1",
        "name": "Shell face inside a room",
        "summary": "A building whose shell has a face standing inside its room: retail tests a "
                   "building only from its land cell, so from inside the room the avatar "
                   "walks through it.",
        "ground": {"z": 0, "extent": 40},
        "meshes": {"room": room.json(), "shell": shell.json()},
        "cells": [{"id": "0x0100", "mesh": "room", "position": house, "yaw": 0,
                   "portals": [{"polygon": door, "to": "outside"}]}],
        "objects": [{"id": 1, "kind": "mesh", "mesh": "shell", "position": house,
                     "building": True}],
        "player": {"position": [hx + 1.2, hy + 3.5, 0.0], "yaw": -90},
        "camera": {"distance": 3, "pitch": 25, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 45, "forward": 1}, {"frames": 15, "forward": 0}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "walks through the shell's face inside the room", "kind": "reach",
             "min": [hx + 3.6, hy + 2.5, -0.1], "max": [hx + 5.6, hy + 4.5, 0.5],
             "by_frame": 45},
            {"name": "stays in the room", "kind": "stay_in_cell", "cell": "0x0100"},
            {"name": "grounded throughout", "kind": "grounded"},
        ],
    }


def window_alcove():
    """The cottage, the avatar pressing into room B's window from inside: the alcove's
    reveals belong to the building's shell, met through the land cell beyond the window
    portal (retail check_outside), never through room B."""
    scene = cottage()
    hx = HOUSE[0]
    # The window stands over the cellar stairs: here the stairwell polygon is floor, not a
    # portal, and the cellar is gone, so the avatar can reach the window.
    del scene["meshes"]["cellar"]
    scene["cells"] = [c for c in scene["cells"] if c["id"] != "0x0102"]
    scene["cells"][1]["portals"] = [p for p in scene["cells"][1]["portals"]
                                    if p["to"] != "0x0102"]
    scene["name"] = "Cottage window alcove"
    scene["summary"] = ("The cottage without its cellar, room B's window pressed from inside "
                        "with a jump: the alcove belongs to the building's shell, tested from "
                        "the land beyond the window portal, never from room B.")
    scene["player"] = {"position": [hx + 6.0, 3.0, 0.0], "yaw": 0, "cell": "0x0101"}
    scene["camera"] = {"distance": 3, "pitch": 15, "yaw": 0, "pivot_height": 1.6,
                       "collide": True}
    scene["script"] = [
        {"frames": 40, "forward": 1},
        {"frames": 20, "forward": 1, "jump": True},
        {"frames": 30, "forward": 1, "jump": False},
        {"frames": 30, "forward": 1, "strafe": 1},
        {"frames": 10, "forward": 0, "strafe": 0},
    ]
    scene["checks"] = [
        {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
        {"name": "the eye never enters a wall", "kind": "camera_max_penetration",
         "at_most": 0.01},
        {"name": "pressed against the window wall", "kind": "reach",
         "min": [hx + 5.4, 4.4, -0.1], "max": [hx + 6.6, 4.6, 0.5], "by_frame": 40},
        {"name": "never into the alcove or out of the window", "kind": "avoid",
         "min": [hx + 5.0, 4.6, -1.0], "max": [hx + 7.0, 10.0, 4.0]},
        {"name": "stays in room B", "kind": "stay_in_cell", "cell": "0x0101"},
    ]
    return scene


def building_seam():
    """A building straddling two 24 m land squares, its origin in the west one. Retail
    files it under that square only; a mover in the east square meets it only while its
    footprint reaches the west square (CLandCell::add_all_outside_cells)."""
    m = MeshBuilder()
    outward_box(m, -6.0, 6.0, -3.0, 3.0, 0.0, 3.0)    # x 16..28, y 7..13 in the world
    return {
        "format": "sweeplab-scene/1",
        "name": "Building on a land seam",
        "summary": "A building over the seam x = 24 between two land squares, its origin in "
                   "the west one: walked into from the east square it is solid only near the "
                   "seam; 2 m east of it the avatar walks into the shell.",
        "ground": {"z": 0, "extent": 48},
        "meshes": {"house": m.json()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "house", "position": [22.0, 10.0, 0.0],
                     "building": True}],
        "player": {"position": [24.2, 16.0, 0.0], "yaw": 180},
        "camera": {"distance": 4, "pitch": 30, "yaw": 0, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1},
                   {"frames": 15, "forward": -1},
                   {"frames": 50, "forward": 0, "strafe": -1},
                   {"frames": 10, "strafe": 0},
                   {"frames": 60, "forward": 1}],
        "checks": [
            {"name": "stopped by the north face near the seam", "kind": "reach",
             "min": [23.9, 13.4, -0.1], "max": [24.5, 13.6, 0.5], "by_frame": 60},
            {"name": "never inside the shell near the seam", "kind": "avoid",
             "min": [23.5, 7.0, -1.0], "max": [24.9, 13.3, 4.0]},
            {"name": "walks into the shell 2 m east of the seam", "kind": "reach",
             "min": [25.5, 7.5, -0.1], "max": [27.5, 12.5, 0.5]},
        ],
    }


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write("cottage", cottage())
    write("crowd", crowd())
    write("portal-platform", portal_platform())
    write("corridor", corridor())
    write("stairs-ramp", stairs_ramp())
    write("thin-wall", thin_wall())
    write("door", door())
    write("big-crowd", big_crowd())
    write("shell-inside", shell_inside())
    write("window-alcove", window_alcove())
    write("building-seam", building_seam())
