#!/usr/bin/env python3
"""Writes the starter scenes in assets/scenes/ (sweeplab-scene/1).

The cottage is built from axis-aligned quads; keeping it as a program makes its geometry
reviewable (walls, doorways, the stair run) instead of a wall of numbers. Run from the
repository root: tools/scenes/gen_scenes.py
"""
import json
import math
import os

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
    path = os.path.join(OUT, name + ".json")
    with open(path, "w") as f:
        json.dump(scene, f, indent=1)
        f.write("\n")
    print("wrote", os.path.normpath(path))


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
            {"id": 1, "kind": "mesh", "mesh": "shell", "position": HOUSE, "yaw": 0},
            {"id": 2, "kind": "box", "position": [hx + 1.0, 4.2, 0.4],
             "half_extents": [0.5, 0.4, 0.4]},
            {"id": 3, "kind": "cylsphere", "position": [hx + 6.0, 1.5, 0.0], "radius": 0.35,
             "height": 0.8},
            {"id": 4, "kind": "box", "position": [hx - 4.0, 3.0, 0.5],
             "half_extents": [0.5, 0.5, 0.5]},
        ],
        "player": {"position": [hx + 2.1, -4.0, 0.0], "yaw": 0},
        "camera": {"distance": 4, "pitch": 20, "yaw": 0, "pivot_height": 1.6,
                   "collide": True},
        "script": [
            {"frames": 30},
            {"frames": 60, "forward": 1},
            {"frames": 30, "forward": 0, "turn": -90},
            {"frames": 30, "forward": 1, "turn": 0},
            {"frames": 30, "forward": 0, "turn": 90},
            {"frames": 30, "forward": 1, "turn": 0},
        ],
    }


# ---------------------------------------------------------------- crowd
def crowd():
    ring_r, n_slots, sphere_r = 1.5, 9, 0.5
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
    }


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write("cottage", cottage())
    write("crowd", crowd())
    write("portal-platform", portal_platform())
