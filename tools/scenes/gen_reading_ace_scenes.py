#!/usr/bin/env python3
"""Writes the ACE reading scenes, assets/scenes/reading-ace-*.json (sweeplab-scene/1).

Each scene shows one ace.* switch of docs/readings.md parting a ghost avatar from the retail
avatar (`reading_parts` with retail+<switch>), and a reading that does not depart there
agreeing with it (`reading_agrees`), besides the scene's ordinary checks. Run from the
repository root: tools/scenes/gen_reading_ace_scenes.py
"""
import os

from scene_files import write_scene

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "scenes")


def write(name, scene):
    write_scene(OUT, name, scene)


def parts(switch, at_least, by_frame=None):
    check = {"name": "retail+" + switch + " parts from retail", "kind": "reading_parts",
             "reading": "retail+" + switch, "at_least": at_least}
    if by_frame is not None:
        check["by_frame"] = by_frame
    return check


def agrees(reading, why):
    return {"name": reading + " agrees (" + why + ")", "kind": "reading_agrees",
            "reading": reading, "at_most": 0.001}


def no_penetration(at_most=0.01):
    return {"name": "no penetration", "kind": "max_penetration", "at_most": at_most}


def reach(name, lo, hi, by_frame=None):
    check = {"name": name, "kind": "reach", "min": lo, "max": hi}
    if by_frame is not None:
        check["by_frame"] = by_frame
    return check


def max_quantum():
    # At 5 fps a frame is 0.2 s: one quantum for retail, two of 0.1 s for ACE, so a running
    # jump integrates differently and lands elsewhere.
    write("reading-ace-max-quantum", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE max quantum",
        "summary": "A running jump at 5 fps: retail steps each 0.2 s frame as one quantum, "
                   "ACE (ace.max_quantum) as two of 0.1 s, and lands 0.4 m short.",
        "fps": 5,
        "ground": {"z": 0, "extent": 30},
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 6, "pitch": 15, "yaw": 90, "pivot_height": 1.6},
        "script": [
            {"frames": 1, "forward": 1, "run": True},
            {"frames": 10, "jump": True},
            {"frames": 5, "forward": 0},
        ],
        "checks": [
            no_penetration(),
            reach("lands 11 m on", [-0.5, 11.0, -0.1], [0.5, 11.6, 0.1]),
            parts("ace.max_quantum", 0.3, 2),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": 0.3},
            agrees("gdle", "GDLE keeps 0.2 s"),
        ],
    })


def step_cap():
    # A 4 mm body falling from 150 m: once a 0.2 s quantum covers more than 1000 radii
    # (4 m, about 20 m/s), ACE's FindTransitionalPosition fails every transition and the
    # ghost hangs in the air; retail (bounded at 4096 sub-steps) lands.
    write("reading-ace-step-cap", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE step cap",
        "summary": "A 4 mm body falls from 150 m at 5 fps: past 1000 sub-steps a quantum "
                   "ACE's transition fails (ace.step_cap) and its ghost hangs in the air; "
                   "retail lands.",
        "fps": 5,
        "ground": {"z": 0, "extent": 30},
        "player": {"position": [0, 0, 150], "yaw": 0,
                   "spheres": [{"center": [0, 0, 0.004], "radius": 0.004}]},
        "camera": {"distance": 6, "pitch": 10, "yaw": 90, "pivot_height": 0.5},
        "script": [{"frames": 40}],
        "checks": [
            no_penetration(),
            reach("lands", [-0.1, -0.1, -0.01], [0.1, 0.1, 0.01], 40),
            parts("ace.step_cap", 100.0),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": 50.0},
            agrees("gdle", "GDLE has no step cap"),
        ],
    })


def placement_skips_ethereal():
    # The avatar starts inside a static ethereal sphere. Retail's placement moves it clear;
    # ACE's (ace.placement_skips_ethereal) passes the ethereal object and leaves it inside,
    # where the sphere, static, blocks every step.
    write("reading-ace-placement-ethereal", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE placement skips ethereal",
        "summary": "The avatar starts inside a static ethereal sphere: retail's placement "
                   "moves it clear and it walks on; ACE's skips the ethereal object "
                   "(ace.placement_skips_ethereal), placing it inside, where it stays.",
        "ground": {"z": 0, "extent": 30},
        "objects": [{"id": 1, "kind": "sphere", "radius": 1.5, "position": [0, 0, 1],
                     "ethereal": True}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 6, "pitch": 25, "yaw": 60, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1}],
        "checks": [
            no_penetration(),
            reach("walks on past the sphere", [-0.5, 7.0, -0.1], [0.5, 9.0, 0.1]),
            parts("ace.placement_skips_ethereal", 2.0, 1),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": 2.0},
            agrees("gdle", "GDLE places as retail"),
        ],
    })


# A 51 degree slope (too steep to stand on: N.z 0.62 < FloorZ), 16 m wide, rising 1.25 m a
# metre from y = LIP to y = 24, z = 30: one single-sided polygon of a mesh object.
def slope_z(y):
    return 30.0 * y / 24.0


def slope_mesh(lip):
    return {"vertices": [[-8, lip, slope_z(lip)], [8, lip, slope_z(lip)], [8, 24, 30],
                         [-8, 24, 30]],
            "polygons": [{"indices": [0, 1, 2, 3]}]}


# The same slope from the ground as a closed wedge (the slope, the back wall at y = 24, the
# two sides and the bottom), so nothing can get in behind the slope's polygon: an open
# polygon is not solid from behind, and under random input (the soak) an avatar that walked
# round to the back ended inside it where it meets the ground.
def ground_wedge_mesh():
    return {"vertices": [[-8, 0, 0], [8, 0, 0], [8, 24, 30], [-8, 24, 30], [-8, 24, 0],
                         [8, 24, 0]],
            "polygons": [{"indices": [0, 1, 2, 3]}, {"indices": [4, 3, 2, 5]},
                         {"indices": [0, 3, 4]}, {"indices": [1, 5, 2]},
                         {"indices": [0, 4, 5, 1]}]}


def raw_collision_normal():
    # The slope reaches the ground. The avatar dropped on it slides down in contact but never
    # on walkable ground, so every collision bounces it (handle_all_collisions). A boulder
    # (r 0.6 m) on the slope is met with CSphere::step_sphere_up, which hands step_up the raw
    # centre-to-centre vector; the step-up finds nothing walkable and step_up_slide's
    # slide_sphere stores that vector as the collision normal: normalised by retail, raw by
    # ACE (ace.raw_collision_normal), and the bounce v -= n (v.n)(1 + e) scales by |n|^2.
    write("reading-ace-raw-collision-normal", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE raw collision normal",
        "summary": "Sliding down a 51 degree slope into a boulder: the step-up's raw "
                   "centre-to-centre normal is stored as it is under ACE "
                   "(ace.raw_collision_normal), the bounce off it differs and the ghost "
                   "ends 7.6 m away.",
        "ground": {"z": 0, "extent": 40},
        "meshes": {"slope": ground_wedge_mesh()},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "slope", "position": [0, 0, 0]},
                    {"id": 2, "kind": "sphere", "radius": 0.6,
                     "position": [0.6, 8.0, slope_z(8.0)]}],
        "player": {"position": [0, 12, slope_z(12) + 0.5], "yaw": 180},
        "camera": {"distance": 8, "pitch": 10, "yaw": 90, "pivot_height": 1.6},
        "script": [{"frames": 120}],
        "checks": [
            no_penetration(),
            reach("slides down onto the ground", [-20, -20, -0.1], [20, 10, 0.1]),
            parts("ace.raw_collision_normal", 2.0),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": 2.0},
            agrees("retail+ace.raw_sliding_normal", "the sliding normal is not what parts"),
        ],
    })


def raw_sliding_normal():
    # The slope ends in a lip 7.5 m above the ground. At 10 fps a quantum of the slide is
    # four sub-steps; at the lip one grazes a boulder (its normal has a large z, so its
    # horizontal part is 0.7 long) and walks off the edge, and the next sub-step, airborne,
    # has no contact plane: adjust_offset takes offset.s times s off its offset. Retail's s
    # is unit; ACE's (ace.raw_sliding_normal) is (x, y, 0) un-normalised, so less is taken.
    write("reading-ace-raw-sliding-normal", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE raw sliding normal",
        "summary": "Sliding off the lip of a 51 degree slope past a boulder at 10 fps: the "
                   "airborne sub-step after the graze slides off an un-normalised sliding "
                   "normal under ACE (ace.raw_sliding_normal); the ghost lands 5.7 cm away.",
        "fps": 10,
        "ground": {"z": 0, "extent": 40},
        "meshes": {"slope": slope_mesh(6.0)},
        "objects": [{"id": 1, "kind": "mesh", "mesh": "slope", "position": [0, 0, 0]},
                    {"id": 2, "kind": "sphere", "radius": 0.4,
                     "position": [0.4, 5.5, slope_z(5.5) + 0.5]}],
        "player": {"position": [0, 14, slope_z(14) + 0.3], "yaw": 180},
        "camera": {"distance": 8, "pitch": 10, "yaw": 90, "pivot_height": 1.6},
        "script": [{"frames": 50}],
        "checks": [
            no_penetration(),
            reach("lands on the ground", [-20, -20, -0.1], [20, 5, 0.1]),
            parts("ace.raw_sliding_normal", 0.04),
            agrees("retail+ace.raw_collision_normal", "the collision normal is unit here"),
            agrees("retail+ace.step_cap", "four sub-steps a quantum"),
        ],
    })


def portalless_cell():
    # The avatar starts inside a sealed room (a cell without portals) and is placed by
    # containment. Retail's CEnvCell::point_in_cell holds nothing in such a cell, so the avatar
    # starts outdoors, where the room's walls are never tested, and runs out through them;
    # ACE's (ace.portalless_cell) answers by the room's BSP and places it in the room, whose
    # walls stop it.
    room = {"vertices": [[-2, -2, 0], [2, -2, 0], [2, 2, 0], [-2, 2, 0],
                         [-2, -2, 3], [2, -2, 3], [2, 2, 3], [-2, 2, 3]],
            "polygons": [{"indices": [0, 1, 2, 3]}, {"indices": [4, 7, 6, 5]},
                         {"indices": [0, 4, 5, 1]}, {"indices": [1, 5, 6, 2]},
                         {"indices": [2, 6, 7, 3]}, {"indices": [3, 7, 4, 0]}]}
    write("reading-ace-portalless-cell", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE portal-less cell",
        "summary": "The avatar starts inside a sealed room with no portals: retail's "
                   "point_in_cell holds nothing there, so it starts outdoors and runs out "
                   "through the walls; ACE's (ace.portalless_cell) puts it in the room, whose "
                   "north wall stops it.",
        "ground": {"z": 0, "extent": 30},
        "meshes": {"vault": room},
        "cells": [{"id": "0x0100", "mesh": "vault", "position": [0, 0, 0]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 6, "pitch": 25, "yaw": 60, "pivot_height": 1.6},
        "script": [{"frames": 60, "forward": 1}],
        # No penetration check: the retail avatar's spheres pass through the room's walls,
        # which is what the penetration measure sees (and retail does).
        "checks": [
            reach("runs out through the north wall", [-0.5, 6.0, -0.1], [0.5, 9.0, 0.1]),
            parts("ace.portalless_cell", 2.0, 40),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": 2.0},
            agrees("gdle", "GDLE's point_in_cell refuses a cell without portals as retail's"),
        ],
    })


# How far apart the walkable-edge ghost must get (measured: docs/readings.md).
WALKABLE_EDGE_PARTS = 0.1

# The porch of the porch scenes (gen_porch_scenes.py): a 0.6 m box, x in [-4, 4], y in [-2, 2].
PORCH_TOP = 0.6


def walkable_edge_exit():
    # Walking at 45 degrees into the porch's north-east corner. EdgeSlide asks check_walkable
    # of the porch top for the foot sphere (halved) projected onto it: past the corner, outside
    # the east edge and beyond its end, retail goes on to the north edge and its first vertex
    # (the corner) and finds it within reach; ACE (ace.walkable_edge_exit) refuses at the east
    # edge, so its edge slide holds the ghost farther from the corner.
    write("reading-ace-walkable-edge-exit", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE walkable edge exit",
        "summary": "Walking into a 0.6 m porch's corner at 45 degrees: the edge slide's "
                   "check_walkable finds the corner vertex in reach under retail; ACE's "
                   "(ace.walkable_edge_exit) stops at the first edge it is outside and past "
                   "the end of, and holds the ghost back from the corner.",
        "ground": {"z": 0, "extent": 30},
        "objects": [{"id": 1, "kind": "box", "position": [0, 0, PORCH_TOP / 2],
                     "half_extents": [4, 2, PORCH_TOP / 2]}],
        "player": {"position": [2.0, 0.0, PORCH_TOP + 0.02], "yaw": -45},
        "camera": {"distance": 5, "pitch": 30, "yaw": 60, "pivot_height": 1.6},
        "script": [{"frames": 90, "forward": 1}],
        "checks": [
            no_penetration(),
            {"name": "never steps off the porch", "kind": "avoid", "min": [-30, -30, -0.1],
             "max": [30, 30, PORCH_TOP - 0.05]},
            parts("ace.walkable_edge_exit", WALKABLE_EDGE_PARTS),
            {"name": "ace parts from retail", "kind": "reading_parts", "reading": "ace",
             "at_least": WALKABLE_EDGE_PARTS},
            agrees("gdle", "GDLE scans the edges as retail"),
        ],
    })


def negated_time_of_collision():
    # The chase camera's sweep is the one PerfectClip mover. A boulder behind the avatar: the
    # boom, turning, sweeps into it. Retail's find_time_of_collision gives the time of impact
    # and collide_with_point puts the eye there (ADJUSTED); ACE's returns it negated
    # (ace.negated_time_of_collision), so every hit is COLLIDED and the sweep stops a
    # sub-step short.
    write("reading-ace-negated-time-of-collision", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE negated time of collision",
        "summary": "A standing avatar turns with a boulder behind it, the chase boom sweeping "
                   "into it: retail's camera stops at the time of impact, ACE's "
                   "(ace.negated_time_of_collision) gets a negative time, COLLIDED, and stops "
                   "a sub-step short; the feet never part.",
        "ground": {"z": 0, "extent": 30},
        "objects": [{"id": 1, "kind": "sphere", "radius": 1.0, "position": [0.8, -3.0, 1.2]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 5, "pitch": 15, "yaw": 0, "pivot_height": 1.6, "collide": True},
        "script": [{"frames": 15}, {"frames": 90, "turn": 30}],
        "checks": [
            no_penetration(),
            {"name": "the eye never enters the boulder", "kind": "camera_max_penetration",
             "at_most": 0.01},
            {"name": "ACE's camera parts (retail+ace.negated_time_of_collision)",
             "kind": "reading_parts", "reading": "retail+ace.negated_time_of_collision",
             "of": "eye", "at_least": 0.1},
            {"name": "ACE's camera parts but for its viewer_walkable "
                     "(ace-ace.viewer_walkable)", "kind": "reading_parts",
             "reading": "ace-ace.viewer_walkable", "of": "eye", "at_least": 0.1},
            {"name": "GDLE's camera agrees", "kind": "reading_agrees", "reading": "gdle",
             "of": "eye"},
            {"name": "the feet agree", "kind": "reading_agrees",
             "reading": "retail+ace.negated_time_of_collision"},
        ],
    })


def cyl_diagonal_point():
    # A post behind the avatar, its top below the head pivot, the boom pitched down: the
    # viewer sphere comes down on the post's top edge from above and outside, which
    # normal_of_collision calls not definite (diagonal). Retail puts the eye on the cap (or
    # the side) at the time of impact; ACE's cap time is from movement.z (always below -1),
    # so it falls back to the side time and places the sphere at curr - t m, behind its start
    # (ace.cyl_diagonal_point).
    write("reading-ace-cyl-diagonal-point", {
        "format": "sweeplab-scene/1",
        "name": "Reading: ACE cylinder diagonal point",
        "summary": "A post behind a turning avatar, the boom pitched down onto its top edge: "
                   "retail's camera stops on the post at the time of impact; ACE's "
                   "(ace.cyl_diagonal_point) times the cap by movement.z and moves the sphere "
                   "back along its path; the feet never part.",
        "ground": {"z": 0, "extent": 30},
        "objects": [{"id": 1, "kind": "cylsphere", "radius": 0.4, "height": 0.8,
                     "position": [0.3, -2.0, 0]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 4, "pitch": -20, "yaw": 0, "pivot_height": 1.6,
                   "collide": True},
        "script": [{"frames": 15}, {"frames": 90, "turn": 20}],
        "checks": [
            no_penetration(),
            {"name": "ACE's camera parts (retail+ace.cyl_diagonal_point)",
             "kind": "reading_parts", "reading": "retail+ace.cyl_diagonal_point",
             "of": "eye", "at_least": 0.1},
            {"name": "GDLE's camera agrees", "kind": "reading_agrees", "reading": "gdle",
             "of": "eye"},
            {"name": "the feet agree", "kind": "reading_agrees",
             "reading": "retail+ace.cyl_diagonal_point"},
        ],
    })


if __name__ == "__main__":
    max_quantum()
    step_cap()
    placement_skips_ethereal()
    raw_collision_normal()
    raw_sliding_normal()
    portalless_cell()
    walkable_edge_exit()
    negated_time_of_collision()
    cyl_diagonal_point()
