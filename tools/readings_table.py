#!/usr/bin/env python3
"""Prints docs/tools.md's table of reading switches: each switch, what it reproduces, its
source, the scene that shows it and how far apart the avatar and its ghost end.

    tools/readings_table.py build/sweeplab

A switch's scene is the assets/scenes/reading-*.json whose reading_parts check names
`retail+SWITCH`; each is run headless with `--compare retail+SWITCH`."""
import glob
import json
import os
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sweeplab = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "sweeplab")

listing = subprocess.run([sweeplab, "--list-readings"], check=True, capture_output=True,
                         text=True).stdout
switches = []
for line in listing.splitlines():
    if not line.startswith("  ") or ": " not in line:
        continue
    name, rest = line.strip().split(": ", 1)
    description, _, bracket = rest.rpartition(" [")
    source = bracket.rstrip("]").split("; ", 1)[1]
    switches.append((name, description, source))

def metres(v):
    return f"{v:.3f} m" if v >= 0.001 or v == 0.0 else f"{v * 1e6:.0f} µm"


def cell(text):
    return text.replace("|", "\\|")


scenes = {}
for path in sorted(glob.glob(os.path.join(root, "assets", "scenes", "reading-*.json"))):
    with open(path) as f:
        scene = json.load(f)
    for check in scene.get("checks", []):
        if check["kind"] == "reading_parts" and check["reading"].startswith("retail+"):
            scenes.setdefault(check["reading"][len("retail+"):], (path, check.get("of", "feet")))

print("| switch | what it reproduces | source | scene | apart at the end (farthest) |")
print("| --- | --- | --- | --- | --- |")
for name, description, source in switches:
    path, of = scenes.get(name, (None, "feet"))
    if path is None:
        print(f"| `{name}` | {cell(description)} | {cell(source)} | none (docs/readings.md says "
              "why) | |")
        continue
    run = subprocess.run([sweeplab, "--headless", path, "--compare", "retail+" + name],
                         capture_output=True, text=True)
    lines = run.stdout.splitlines()
    eye = of == "eye"
    last = json.loads(lines[-2])["ghost"]["eye_distance" if eye else "distance"]
    compare = json.loads(lines[-1])["summary"]["compare"]
    farthest = compare["max_eye_distance" if eye else "max_distance"]
    scene_name = os.path.splitext(os.path.basename(path))[0]
    what = " (the eyes)" if eye else ""
    print(f"| `{name}` | {cell(description)} | {cell(source)} | `{scene_name}` | "
          f"{metres(last)} ({metres(farthest)}){what} |")
