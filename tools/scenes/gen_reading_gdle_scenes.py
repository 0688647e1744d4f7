#!/usr/bin/env python3
"""Writes the GDLE reading scenes assets/scenes/reading-gdle-*.json, and the scene of the
switch GDLE shares with ACE, reading-ace-gdle-retest-no-early-exit.json (sweeplab-scene/1).

Each shows one gdle.* switch of docs/readings.md parting from retail: a reading_parts check
for retail + that switch, a reading_agrees check for a reading that does not depart there,
and the scene's own checks on the retail run (for gdle.float_time_of_collision, which only
the viewer reaches, the checks compare the chase cameras' eyes). Run from the repository root:
tools/scenes/gen_reading_gdle_scenes.py [OUTDIR]
"""
import os

from scene_files import write_scene
import struct
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..",
                                                        "assets", "scenes")
CAMERA = {"distance": 5, "pitch": 25, "yaw": 0, "pivot_height": 1.6}


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def write(name, scene):
    write_scene(OUT, name, scene)


def scene(name, title, summary, objects, player, script, checks, switch, agrees="ace",
          at_least=0.05, prefix="gdle."):
    reading = "retail+" + prefix + switch
    return name, {
        "format": "sweeplab-scene/1",
        "name": title,
        "summary": summary,
        "ground": {"z": 0, "extent": 30},
        "objects": objects,
        "player": player,
        "camera": CAMERA,
        "script": script,
        "checks": checks + [
            {"name": ("GDLE's" if prefix == "gdle." else "ACE's and GDLE's") +
             " reading parts (" + reading + ")", "kind": "reading_parts",
             "reading": reading, "at_least": at_least},
            {"name": "a reading that does not depart here agrees (" + agrees + ")",
             "kind": "reading_agrees", "reading": agrees},
        ],
    }


def creature_gate():
    # Dropped onto a creature's back: retail's re-test never lands on a creature, so the
    # avatar slides off it to the ground; GDLE's inverted gate lands it on the dome.
    return scene(
        "reading-gdle-creature-gate", "Reading: GDLE creature gate",
        "Dropped onto a creature sphere: retail slides off it to the ground, "
        "gdle.creature_gate lands on its back.",
        [{"id": 1, "kind": "sphere", "creature": True, "radius": 0.5, "position": [0, 0, 0.5]}],
        {"position": [0.3, 0, 2.0], "yaw": 0},
        [{"frames": 90}],
        [{"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
         {"name": "never stands on the creature", "kind": "reach",
          "min": [-3, -3, -0.05], "max": [3, 3, 0.05], "by_frame": 90}],
        "creature_gate", at_least=0.3)


def slide_division():
    # Running along +x into a creature 0.15 m off the line: the crease runs nearly along y,
    # so the slide's x part is small. Retail's whole-offset test slides the avatar round
    # the creature; GDLE's x^2-only test refuses the slides until the crease turns.
    return scene(
        "reading-gdle-slide-division", "Reading: GDLE slide division",
        "Running into a creature sphere just off the line: retail slides round it, "
        "gdle.slide_division (x^2-only test) is held against it longer and ends behind.",
        [{"id": 1, "kind": "sphere", "creature": True, "radius": 0.5,
          "position": [3, 0.15, 0.5]}],
        {"position": [0, 0, 0], "yaw": -90},
        [{"frames": 90, "forward": 1, "run": True}],
        [{"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
         {"name": "slides round the creature", "kind": "reach",
          "min": [4.5, -30, -0.05], "max": [30, 30, 0.05], "by_frame": 90},
         {"name": "pushes into the creature", "kind": "collides_with", "id": 1}],
        "slide_division", at_least=0.5)


def cyl_retest_as_sphere():
    # Dropped onto a stump (a short cylsphere): retail solves the landing on the flat cap.
    # GDLE meets a sphere of radius R + r about the base point instead; the foot overlaps
    # the cylinder above that sphere, the backwards solve finds no time in the sub-step
    # (COLLIDED) and the avatar hangs over the cap.
    return scene(
        "reading-gdle-cyl-retest-as-sphere", "Reading: GDLE cylinder re-test",
        "Dropped onto a stump (cylsphere r 0.4 m, h 0.4 m): retail lands on the cap, "
        "gdle.cyl_retest_as_sphere meets a sphere about its base point and hangs above it.",
        [{"id": 1, "kind": "cylsphere", "radius": 0.4, "height": 0.4, "position": [0, 0, 0]}],
        {"position": [0.3, 0, 1.5], "yaw": 0},
        [{"frames": 60}],
        [{"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
         {"name": "lands on the cap", "kind": "reach",
          "min": [0.2, -0.1, 0.4], "max": [0.4, 0.1, 0.41], "by_frame": 30}],
        "cyl_retest_as_sphere", at_least=0.02)


def retest_no_early_exit():
    # A one-sphere mover dropped onto a boulder: retail lands on it. GDLE's re-test, and
    # ACE's (Sphere.cs IntersectsSphere), has no exit for the one sphere missing: a sub-step
    # that starts just clear of the boulder solves a time before the sub-step (COLLIDED), and
    # the mover hangs in the air. The switch is both readings'; ACE's profile parts here by
    # it (and agrees without it).
    name, s = scene(
        "reading-ace-gdle-retest-no-early-exit", "Reading: ACE and GDLE re-test early exit",
        "A one-sphere mover dropped onto a static sphere: retail lands on its top; ACE's and "
        "GDLE's re-test (ace_gdle.retest_no_early_exit: no exit when the one sphere misses) "
        "hangs above it.",
        [{"id": 1, "kind": "sphere", "radius": 0.5, "position": [0, 0, 0.5]}],
        {"position": [0.1, 0, 2.0], "yaw": 0,
         "spheres": [{"center": [0, 0, 0.475], "radius": 0.48}]},
        [{"frames": 60}],
        [{"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
         {"name": "lands on the boulder", "kind": "reach",
          "min": [0.0, -0.1, 0.95], "max": [0.3, 0.1, 1.0], "by_frame": 30}],
        "retest_no_early_exit", agrees="ace-ace_gdle.retest_no_early_exit", at_least=0.05,
        prefix="ace_gdle.")
    # Under the whole gdle profile gdle.creature_gate (no landing on a non-creature) parts
    # first; ACE's profile parts here by this switch alone.
    s["checks"] += [
        {"name": "ACE's reading parts (ace)", "kind": "reading_parts", "reading": "ace",
         "at_least": 0.05},
    ]
    return name, s


def cyl_radsum():
    # The avatar placed with its foot exactly GDLE's radsum from a pillar's axis: outside
    # retail's (R - eps) + r, one float step inside GDLE's (R + r) - eps, so GDLE's
    # placement pushes it out.
    eps, r = f32(0.0002), f32(0.48)
    for k in range(1, 400):
        R = f32(0.01 * k)
        retail = f32(f32(R - eps) + r)
        gdle = f32(f32(R + r) - eps)
        if gdle > retail:
            break
    return scene(
        "reading-gdle-cyl-radsum", "Reading: GDLE cylinder radsum",
        "Placed with the foot exactly (R + r) - eps from a pillar's axis: retail places it "
        "there, gdle.cyl_radsum finds it one float step inside and pushes it out.",
        [{"id": 1, "kind": "cylsphere", "radius": R, "height": 2.0, "position": [0, 0, 0]}],
        {"position": [gdle, 0, 0], "yaw": 0},
        [{"frames": 30}],
        [{"name": "no penetration", "kind": "max_penetration", "at_most": 0.01}],
        "cyl_radsum", at_least=1e-5)


def float_time_of_collision():
    # Only the viewer (PerfectClip) reaches find_time_of_collision, so the checks compare the
    # cameras' eyes. A 100 m dome beside a standing, turning avatar: its 40 m boom sweeps into
    # the dome's flank, where the float sums of |d|^2 - r^2 (~1e4 m^2) lose ~1e-3 m^2 and the
    # eye stops micrometres to tens of micrometres off retail's (47 um at most in the dome).
    reading = "retail+gdle.float_time_of_collision"
    agrees = "ace-ace.viewer_walkable-ace.negated_time_of_collision"
    return "reading-gdle-float-time-of-collision", {
        "format": "sweeplab-scene/1",
        "name": "Reading: GDLE float time of collision",
        "summary": "A 100 m dome beside a standing avatar that turns, its 40 m chase boom "
                   "sweeping into the dome's flank: the viewer sphere (PerfectClip) stops at "
                   "CSphere::find_time_of_collision's time, which GDLE forms in float "
                   "(gdle.float_time_of_collision), so the ghost's eye stops micrometres to "
                   "tens of micrometres off retail's; the feet never part.",
        "ground": {"z": 0, "extent": 80},
        "objects": [{"id": 1, "kind": "sphere", "radius": 100.0, "position": [70.0, -99.0, 0.0]}],
        "player": {"position": [0, 0, 0], "yaw": 0},
        "camera": {"distance": 40, "pitch": 20, "yaw": 0, "pivot_height": 1.6, "collide": True},
        "script": [{"frames": 15}, {"frames": 150, "turn": 20}],
        "checks": [
            {"name": "no penetration", "kind": "max_penetration", "at_most": 0.01},
            {"name": "the eye never enters the dome", "kind": "camera_max_penetration",
             "at_most": 0.01},
            {"name": "GDLE's camera parts (" + reading + ")", "kind": "reading_parts",
             "reading": reading, "of": "eye", "at_least": 1e-5},
            {"name": "ACE's camera agrees but for its viewer_walkable and negated time (" +
             agrees + ")",
             "kind": "reading_agrees", "reading": agrees, "of": "eye", "at_most": 1e-6},
            {"name": "the feet agree", "kind": "reading_agrees", "reading": reading},
        ],
    }


if __name__ == "__main__":
    for name, s in (creature_gate(), slide_division(), cyl_retest_as_sphere(),
                    retest_no_early_exit(), cyl_radsum(), float_time_of_collision()):
        write(name, s)
