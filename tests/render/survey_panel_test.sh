#!/usr/bin/env bash
# survey_panel_test.sh SWEEPLAB CHECK_LAYOUT SCENE SURVEY OUTDIR: the lab with a survey's
# findings under Xvfb (docs/survey.md, "In the lab"). SURVEY is a small hand-written survey
# output over SCENE (tests/render/survey-cottage.jsonl: one finding of each kind at a spot
# of its own around the cottage's start). --survey opens the Survey panel, docked left with
# room for its list, no view under a panel (check_layout); in the overhead view every
# finding's marker shows in its kind's colour where its position projects (the overhead eye
# from the frame's pivot, as app/lab/view_draw.cpp places it), over a picture without the
# survey; clicking finding 2 (SWEEPLAB_SURVEY_FINDING) replays its walk, paused, and the
# screenshot still shows the panel with its markers.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 survey=$4 outdir=$5
out="$outdir/survey-panel"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS SWEEPLAB_SURVEY_FINDING SWEEPLAB_SURVEY_PANEL
# The frame the screenshots show: frame 1 of the scene's script; its pivot places the eye.
# (Exit 3: the scene's checks, about its whole script, fail after one frame.)
"$sweeplab" --headless "$scene" --frames 1 --out "$out/run.jsonl" || test $? -eq 3
shoot() { # NAME ARGS...: a 1600x1000 overhead screenshot and its layout report
  local name=$1
  shift
  SWEEPLAB_LAYOUT_REPORT="$out/$name.json" xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$sweeplab" --screenshot "$out/$name.png" "$scene" --size 1600x1000 --view overhead "$@"
}
shoot survey --survey "$survey"
shoot plain
SWEEPLAB_SURVEY_FINDING=2 shoot replay --survey "$survey"
"$checker" "$out/survey.png" "$out/survey.json" --view overhead
"$checker" "$out/replay.png" "$out/replay.json" --view overhead
PYTHONPATH="$(dirname "$0")" python3 - "$out" "$survey" <<'PY'
import json, math, struct, sys, zlib

out, survey = sys.argv[1], sys.argv[2]

from png_read import pixel_reader as png  # tests/render/png_read.py
from overhead_view import overhead_projector  # tests/render/overhead_view.py

for name in ("survey", "replay"):
    r = json.load(open(f"{out}/{name}.json"))
    p = {q["name"]: q for q in r["panels"]}.get("survey")
    col = r["columns"]["left"]
    if p is None or p["collapsed"]:
        sys.exit(f"FAIL: {name}: the Survey panel is not open: {p}")
    x, y, w, h = p["rect"]
    if x < col[0] or x + w > col[0] + col[2] or h < 250:
        sys.exit(f"FAIL: {name}: the Survey panel is not docked left with room: {p['rect']} {col}")
plain = {q["name"]: q for q in json.load(open(f"{out}/plain.json"))["panels"]}
if not plain["survey"]["collapsed"]:
    sys.exit("FAIL: the Survey panel opened without --survey")

# The overhead view (app/lab/view_draw.cpp): from pivot + (0, -0.5, 14) at the pivot, z up,
# 60 degrees high (sim/view_camera.cpp); a marker is a 0.22 m sphere on the finding's feet.
r = json.load(open(f"{out}/survey.json"))
rect = [v for v in r["views"] if v["name"] == "overhead"][0]["rect"]
vx, vy, vw, vh = rect
pivot = json.loads(open(f"{out}/run.jsonl").readline())["camera"]["pivot"]
project = overhead_projector(pivot, rect)

# What each kind's colour does to a pixel (the marker blended over the scene): the channels
# its colour (survey/survey_replay.cpp finding_colour) is strong and weak in.
def looks(kind, c, base):
    r, g, b = c
    return {
        "under_ground": r > g + 50 and b > g + 40,
        "left_cell": r > g + 60 and r > b + 60,
        "through_wall": r > b + 60 and g > b + 60,
        "embedded": b > g + 50 and b > r + 15,
        "parts": g > r + 50 and b > r + 40,
        "stuck": sum(c) < 0.75 * sum(base),
    }[kind]

with_survey, without = png(f"{out}/survey.png"), png(f"{out}/plain.png")
kinds = set()
for line in open(survey):
    f = json.loads(line)
    if "summary" in f:
        continue
    p = f["position"]
    px, py = project([p[0], p[1], p[2] + 0.22])
    hits = 0
    for yy in range(int(py) - 3, int(py) + 4):
        for xx in range(int(px) - 3, int(px) + 4):
            if looks(f["kind"], with_survey(xx, yy), without(xx, yy)):
                hits += 1
    if hits < 20:
        sys.exit(f"FAIL: no {f['kind']} marker at ({px:.0f}, {py:.0f}): {hits} of 49 pixels, "
                 f"{with_survey(int(px), int(py))} over {without(int(px), int(py))}")
    kinds.add(f["kind"])
print(f"the Survey panel is open and docked; a marker of each of {len(kinds)} kinds where its "
      "finding projects")
PY
