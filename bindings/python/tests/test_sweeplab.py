#!/usr/bin/env python3
"""The Python binding's test (CTest bindings.python; bindings/tests/run_binding_test.py makes
the cases): every walk of $SWEEPLAB_CASES through libsweeplab.so.1 ($SWEEPLAB_LIB) from the
world's start gives the feet `sweeplab --headless` gave, frame for frame and bit for bit; bad
arguments raise SweeplabError with the library's message; the queries answer."""
import math
import os
import struct
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import sweeplab  # noqa: E402


def f32(x):
    return struct.pack("<f", x)


def read_cases(path):
    walks, cur = [], None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            key, _, rest = line.partition(" ")
            if key == "case":
                cur = {"name": rest, "frames": []}
            elif key in ("scene", "dat"):
                cur[key] = rest
            elif key == "f":
                w = rest.split()
                cur["frames"].append(([float(v) for v in w[:3]], int(w[3]), int(w[4]),
                                      [float(v) for v in w[5:8]]))
            elif key == "end":
                walks.append(cur)
    return walks


class Walks(unittest.TestCase):
    def test_every_walk_is_the_headless_walk_bit_for_bit(self):
        walks = read_cases(os.environ["SWEEPLAB_CASES"])
        self.assertEqual(len(walks), 3)
        for walk in walks:
            dat = None if walk["dat"] == "-" else walk["dat"]
            with sweeplab.World.open_scene(walk["scene"], dat_dir=dat) as world:
                mover = world.mover()
                for i, (fst, run, jump, feet) in enumerate(walk["frames"]):
                    r = mover.step(forward=fst[0], strafe=fst[1], turn=fst[2], run=run,
                                   jump=jump)
                    got = [f32(v) for v in r.position.origin]
                    want = [f32(v) for v in feet]
                    self.assertEqual(got, want, "%s frame %d: %s vs headless %s"
                                     % (walk["name"], i + 1, list(r.position.origin), feet))
            print("ok: %s, %d frames" % (walk["name"], len(walk["frames"])))

    def test_the_door_walk_ends_in_house_a(self):
        walk = read_cases(os.environ["SWEEPLAB_CASES"])[0]
        with sweeplab.World.open_scene(walk["scene"], dat_dir=walk["dat"]) as world:
            mover = world.mover()
            for _ in range(120):
                r = mover.step(forward=1.0)
            self.assertEqual(r.position.cell, 0xA9B40100)
            self.assertTrue(str(r.position).startswith("0xA9B40100 [60.000000 "))
            self.assertEqual(world.find_cell(r.position), 0xA9B40100)
            below = world.surface_below(sweeplab.Position.make(0xA9B40000, 60.0, 50.0, 5.0))
            self.assertEqual(below.walkable, 1)
            self.assertLess(abs(below.position.origin[2] - mover.placed.origin[2]), 0.01)


class Errors(unittest.TestCase):
    def test_a_bad_argument_is_an_error_with_the_message(self):
        walk = read_cases(os.environ["SWEEPLAB_CASES"])[0]
        with sweeplab.World.open_scene(walk["scene"], dat_dir=walk["dat"]) as world:
            mover = world.mover()
            with self.assertRaises(sweeplab.SweeplabError) as e:
                mover.step(forward=1.0, dt=math.nan)
            self.assertEqual(e.exception.status, 1)
            self.assertEqual(e.exception.message, "sl_mover_step: dt is NaN")
            with self.assertRaises(sweeplab.SweeplabError) as e:
                mover.step(forward=3.0)
            self.assertEqual(e.exception.message,
                             "sl_mover_step: controls->forward is out of -1..1")

    def test_a_missing_file_is_an_io_error_naming_it(self):
        with self.assertRaises(sweeplab.SweeplabError) as e:
            sweeplab.World.open_scene("/nonexistent/scene.json")
        self.assertEqual(e.exception.status_name, "SL_ERROR_IO")
        self.assertIn("/nonexistent/scene.json", e.exception.message)

    def test_a_bad_location_is_an_argument_error(self):
        with self.assertRaises(sweeplab.SweeplabError) as e:
            sweeplab.Position.parse("0xA9B4 [1 2]")
        self.assertEqual(e.exception.status, 1)
        p = sweeplab.Position.parse("0xA9B4001B [84.1 12.3 94.0] 1 0 0 0")
        self.assertEqual(str(p), "0xA9B4001B [84.100000 12.300000 94.000000] 1.000000 "
                                 "0.000000 0.000000 0.000000")


if __name__ == "__main__":
    unittest.main(verbosity=2)
