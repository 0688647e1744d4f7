#!/usr/bin/env bash
# readings_panel_test.sh SWEEPLAB CHECK_LAYOUT OUTDIR: the lab with a compare ghost under Xvfb
# (docs/readings.md), on a running jump at 5 fps where --compare retail+ace.max_quantum parts the
# ghost from the avatar in the air (retail steps the 0.2 s frame as one quantum, ACE as two). The J key ("Go to first parting") rewinds to the first
# parting frame with the Inspector open: the Readings panel (opened by --compare) and the
# Inspector dock where the layout says and no view lies under them (check_layout); the same
# frame without --compare differs in the chase view by a green tint (the translucent ghost),
# and nowhere else in that view.
set -euo pipefail
sweeplab=$1 checker=$2 outdir=$3
out="$outdir/readings-panel"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_DAT_PANEL
scene="$out/jump.json"
cat >"$scene" <<'JSON'
{"format": "sweeplab-scene/1", "name": "Running jump at 5 fps", "summary": "the ghost parts",
 "fps": 5, "ground": {"z": 0, "extent": 30}, "player": {"position": [0, 0, 0], "yaw": 0},
 "camera": {"distance": 6, "pitch": 15, "yaw": 90, "pivot_height": 1.6},
 "script": [{"frames": 1, "forward": 1, "run": true}, {"frames": 10, "jump": true}]}
JSON
# The frame J goes to: the headless summary's first parting.
"$sweeplab" --headless "$scene" --compare retail+ace.max_quantum --frames 8 --out "$out/run.jsonl"
parting=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readlines()[-1])["summary"]["compare"]["first_frame"])' "$out/run.jsonl")
shoot() { # NAME FRAMES ARGS...: a 1600x1000 screenshot and its layout report
  local name=$1 frames=$2
  shift 2
  SWEEPLAB_INSPECTOR=open SWEEPLAB_SCREENSHOT_KEYS=j SWEEPLAB_LAYOUT_REPORT="$out/$name.json" \
    xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$sweeplab" --screenshot "$out/$name.png" "$scene" --frames "$frames" --size 1600x1000 "$@"
}
shoot ghost 8 --compare retail+ace.max_quantum
shoot alone "$parting" # J does nothing without a ghost: the frame the ghost run is at
"$checker" "$out/ghost.png" "$out/ghost.json" --view chase
PYTHONPATH="$(dirname "$0")" python3 - "$out" <<'PY'
import json, struct, sys, zlib

out = sys.argv[1]

from png_read import read_png as png  # tests/render/png_read.py

r = json.load(open(f"{out}/ghost.json"))
panels = {p["name"]: p for p in r["panels"]}
for name, dock in (("readings", "left"), ("inspector", "right")):
    p = panels.get(name)
    if p is None or p["collapsed"]:
        sys.exit(f"FAIL: the {name} panel is not open: {p}")
    col = r["columns"][dock]
    x, y, w, h = p["rect"]
    if x < col[0] or x + w > col[0] + col[2] or h < 150:
        sys.exit(f"FAIL: the {name} panel is not docked {dock} with room: {p['rect']} {col}")
alone = {p["name"]: p for p in json.load(open(f"{out}/alone.json"))["panels"]}
if not alone["readings"]["collapsed"]:
    sys.exit("FAIL: the Readings panel opened without --compare")
x0, y0, vw, vh = (int(v) for v in [v for v in r["views"] if v["name"] == "chase"][0]["rect"])
_, cg, g = png(f"{out}/ghost.png")
_, ca, a = png(f"{out}/alone.png")
greener = changed = 0
for y in range(y0 + 8, y0 + vh - 30, 2):  # the view's label along the bottom aside
    for x in range(x0 + 8, x0 + vw - 8, 2):
        pg, pa = g[y][x * cg:x * cg + 3], a[y][x * ca:x * ca + 3]
        if pg == pa:
            continue
        changed += 1
        # The ghost's tint over what is behind it: green up against red and blue.
        dg = (pg[1] - pa[1]) - max(pg[0] - pa[0], pg[2] - pa[2])
        greener += dg > 6
if greener < 300 or greener < 0.6 * changed:
    sys.exit(f"FAIL: no translucent green ghost in the chase view ({greener} greener of {changed} changed)")
print(f"the Readings panel and the Inspector are open and docked; the ghost tints {greener} samples")
PY
