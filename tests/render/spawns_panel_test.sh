#!/usr/bin/env bash
# spawns_panel_test.sh SWEEPLAB CHECK_LAYOUT MAKE_SYNTHETIC_DAT OUTDIR: the lab with a spawn
# check's lines under Xvfb (docs/spawns.md, "In the lab"). `sweeplab spawns` checks the synthetic place's
# planted rows (one of each kind); --spawns opens the Spawns panel, docked left with room, no
# view under a panel (check_layout), and not without --spawns. Clicking the moved villager's
# line (SWEEPLAB_SPAWNS_LINE) opens its landblock's place and puts the avatar 1 m in front of
# it; in the overhead view its shape is red at its saved origin (inside the well) and green
# where placement put it, with the well the saved origin overlaps outlined in magenta; without
# the click, at the same spot, the line's orange marker is there and none of the three.
set -euo pipefail
sweeplab=$1 checker=$2 maker=$3 outdir=$4
out="$outdir/spawns-panel"
rm -rf "$out"
mkdir -p "$out"
"$maker" "$out/place" >/dev/null
place="$out/place" world="$out/place/world-spawns"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS SWEEPLAB_SPAWNS_LINE SWEEPLAB_SPAWNS_PANEL
# Exit 3: the check found what the place plants.
"$sweeplab" spawns --dat "$place" --world "$world" --out "$out/spawns.jsonl" --jobs 1 ||
  test $? -eq 3
# The moved villager's line, and the avatar's spot beside it: 1 m north of where it stands
# (it faces north), facing south.
read -r line spot < <(python3 - "$out/spawns.jsonl" <<'PY'
import json, sys
for i, text in enumerate(open(sys.argv[1])):
    f = json.loads(text)
    if f.get("kind") == "moved":
        cell, rest = f["placed"].split(" [")
        x, y, z = rest.split("]")[0].split()
        print(i, f"{cell} [{x} {float(y) + 1.0:.6f} {z}] 0 0 0 1")
        break
else:
    sys.exit("FAIL: the check wrote no moved line")
PY
)
# The frame the overhead view looks at: its pivot (the avatar standing at the spot).
"$sweeplab" --headless --dat "$place" --world "$world" $spot --frames 1 --out "$out/run.jsonl"
shoot() { # NAME ARGS...: a 1600x1000 overhead screenshot and its layout report
  local name=$1
  shift
  SWEEPLAB_LAYOUT_REPORT="$out/$name.json" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$sweeplab" --screenshot "$out/$name.png" --dat "$place" --world "$world" --size 1600x1000 \
    --view overhead "$@" 2>"$out/$name.err"
}
SWEEPLAB_SPAWNS_LINE=$line shoot visit --spawns "$out/spawns.jsonl"
shoot list --spawns "$out/spawns.jsonl" $spot
shoot plain $spot
"$checker" "$out/visit.png" "$out/visit.json" --view overhead
"$checker" "$out/list.png" "$out/list.json" --view overhead
PYTHONPATH="$(dirname "$0")" python3 - "$out" "$line" <<'PY'
import json, sys

from png_read import pixel_reader as png  # tests/render/png_read.py
from overhead_view import overhead_projector  # tests/render/overhead_view.py

out, line = sys.argv[1], int(sys.argv[2])
for name in ("visit", "list"):
    r = json.load(open(f"{out}/{name}.json"))
    p = {q["name"]: q for q in r["panels"]}.get("spawns")
    col = r["columns"]["left"]
    if p is None or p["collapsed"]:
        sys.exit(f"FAIL: {name}: the Spawns panel is not open: {p}")
    x, y, w, h = p["rect"]
    if x < col[0] or x + w > col[0] + col[2] or h < 250:
        sys.exit(f"FAIL: {name}: the Spawns panel is not docked left with room: {p['rect']} {col}")
plain = {q["name"]: q for q in json.load(open(f"{out}/plain.json"))["panels"]}
if not plain["spawns"]["collapsed"]:
    sys.exit("FAIL: the Spawns panel opened without --spawns")

r = json.load(open(f"{out}/visit.json"))
rect = [v for v in r["views"] if v["name"] == "overhead"][0]["rect"]
pivot = json.loads(open(f"{out}/run.jsonl").readline())["camera"]["pivot"]
project = overhead_projector(pivot, rect)
f = json.loads(open(f"{out}/spawns.jsonl").readlines()[line])

def world(pos):  # "0xCELL [x y z] ..." in the synthetic place's centre landblock, the frame
    assert pos.startswith("0xA9B4"), pos
    return [float(v) for v in pos.split("[")[1].split("]")[0].split()]

def count(image, point, looks):
    px, py = project(point)
    return sum(looks(image(xx, yy)) for yy in range(int(py) - 3, int(py) + 4)
               for xx in range(int(px) - 3, int(px) + 4))

red = lambda c: c[0] > c[1] + 80 and c[0] > c[2] + 80
green = lambda c: c[1] > c[0] + 60 and c[1] > c[2] + 40
orange = lambda c: c[0] > c[2] + 100 and c[1] > c[2] + 40 and c[0] > c[1] + 40
magenta = lambda c: c[0] > c[1] + 100 and c[2] > c[1] + 100
visit, listed = png(f"{out}/visit.png"), png(f"{out}/list.png")
saved, placed = world(f["saved"]), world(f["placed"])
# The villager's head sphere (1.35 m up) over its foot sphere: seen from above, one disc.
head = lambda p: [p[0], p[1], p[2] + 1.35]
checks = [
    ("red at the saved origin", count(visit, head(saved), red), count(listed, head(saved), red)),
    ("green where it stands", count(visit, head(placed), green), count(listed, head(placed), green)),
    ("the orange marker unclicked", count(listed, [placed[0], placed[1], placed[2] + 0.3], orange),
     count(visit, [placed[0], placed[1], placed[2] + 0.3], orange)),
]
for what, there, other in checks:
    if there < 20 or other > 5:
        sys.exit(f"FAIL: {what}: {there} of 49 pixels, {other} in the other picture")
vx, vy, vw, vh = rect
def magenta_pixels(image):
    return sum(magenta(image(xx, yy)) for yy in range(int(vy), int(vy + vh), 2)
               for xx in range(int(vx), int(vx + vw), 2))
m_visit, m_list = magenta_pixels(visit), magenta_pixels(listed)
if m_visit < 30 or m_list > 5:
    sys.exit(f"FAIL: the overlap's magenta outline: {m_visit} pixels clicked, {m_list} not")
print(f"the Spawns panel is open and docked; line {line} clicked: red at the saved origin, "
      f"green where it stands, {m_visit} magenta pixels of the overlap")
PY
