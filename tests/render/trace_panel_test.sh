#!/usr/bin/env bash
# trace_panel_test.sh SWEEPLAB CHECK_LAYOUT SCENE TRACE LINE OUTDIR: the lab with a retail trace
# under Xvfb (docs/trace.md, "In the lab"). TRACE is a trace of SCENE with wrong picks planted
# (tests/trace/scenes/cottage-planted.log) and LINE one of its diverging lines. --trace opens
# the Trace panel, docked left with room, no view under a panel (check_layout), its table
# showing matches in green and divergences in red; without --trace it stays folded.
# SWEEPLAB_TRACE_LINE=LINE selects the line: in the overhead view (centred on the avatar, put
# at the line's position) its marker shows in the divergence's red where the position
# projects, and the two picks' outlines, magenta (retail) and cyan (the port), are drawn.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 trace=$4 line=$5 outdir=$6
out="$outdir/trace-panel"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS SWEEPLAB_TRACE_LINE
# The line's verdict as `sweeplab trace` gives it: its position, and that it diverges.
"$sweeplab" trace "$scene" "$trace" --out "$out/verdicts.jsonl" || test $? -eq 3
shoot() { # NAME ARGS...: a 1600x1000 overhead screenshot and its layout report
  local name=$1
  shift
  SWEEPLAB_LAYOUT_REPORT="$out/$name.json" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$sweeplab" --screenshot "$out/$name.png" "$scene" --size 1600x1000 --view overhead "$@"
}
SWEEPLAB_TRACE_LINE=$line shoot trace --trace "$trace"
shoot plain
"$checker" "$out/trace.png" "$out/trace.json" --view overhead
PYTHONPATH="$(dirname "$0")" python3 - "$out" "$line" <<'PY'
import json, math, sys

out, line = sys.argv[1], int(sys.argv[2])

from png_read import pixel_reader as png  # tests/render/png_read.py
from overhead_view import overhead_projector  # tests/render/overhead_view.py

r = json.load(open(f"{out}/trace.json"))
p = {q["name"]: q for q in r["panels"]}.get("trace")
col = r["columns"]["left"]
if p is None or p["collapsed"]:
    sys.exit(f"FAIL: the Trace panel is not open: {p}")
px, py, pw, ph = p["rect"]
if px < col[0] or px + pw > col[0] + col[2] or ph < 300:
    sys.exit(f"FAIL: the Trace panel is not docked left with room: {p['rect']} {col}")
plain = {q["name"]: q for q in json.load(open(f"{out}/plain.json"))["panels"]}
if not plain["trace"]["collapsed"]:
    sys.exit("FAIL: the Trace panel opened without --trace")

shot = png(f"{out}/trace.png")
# The table: its rows' text in green (a match) and in red (a divergence).
green = red = 0
for y in range(int(py), int(py + ph)):
    for x in range(int(px), int(px + pw)):
        c = shot(x, y)
        green += c[1] > c[0] + 80 and c[1] > c[2] + 80
        red += c[0] > c[1] + 100 and c[0] > c[2] + 100
if green < 100 or red < 100:
    sys.exit(f"FAIL: the Trace panel's rows: {green} green and {red} red pixels")

verdict = [v for v in map(json.loads, open(f"{out}/verdicts.jsonl"))
           if v.get("line") == line][0]
if verdict["match"]:
    sys.exit(f"FAIL: line {line} matches: pick a diverging line")

# The overhead view (app/lab/view_draw.cpp): from pivot + (0, -0.5, 14) at the pivot, z up,
# 60 degrees high; the pivot is 1.6 m over the avatar's feet, which the selection put at the
# line's position. The marker is a 0.3 m sphere on that position, rimmed in white.
rect = [v for v in r["views"] if v["name"] == "overhead"][0]["rect"]
vx, vy, vw, vh = rect
pos = verdict["position"]
project = overhead_projector([pos[0], pos[1], pos[2] + 1.6], rect)
mx, my = project(pos)
# The marker is some 40 pixels across here: most of the 15 x 15 around its centre is red
# (a few pixels' slack for the placement settling the feet).
hits = 0
for yy in range(int(my) - 7, int(my) + 8):
    for xx in range(int(mx) - 7, int(mx) + 8):
        c = shot(xx, yy)
        hits += c[0] > c[1] + 60 and c[0] > c[2] + 60
if hits < 150:
    sys.exit(f"FAIL: no red marker at ({mx:.0f}, {my:.0f}): {hits} of 225 pixels, "
             f"{shot(int(mx), int(my))}")
# The two picks' outlines over the view.
magenta = cyan = 0
for y in range(int(vy), int(vy + vh)):
    for x in range(int(vx), int(vx + vw)):
        c = shot(x, y)
        magenta += c[0] > 200 and c[2] > 200 and c[1] < 140
        cyan += c[1] > 200 and c[2] > 200 and c[0] < 120
if magenta < 30 or cyan < 30:
    sys.exit(f"FAIL: the picks' outlines: {magenta} magenta and {cyan} cyan pixels")
print(f"the Trace panel is open and docked, its rows green and red ({green}, {red} pixels); "
      f"line {line}'s red marker at ({mx:.0f}, {my:.0f}), {magenta} magenta and {cyan} cyan "
      "outline pixels")
PY
