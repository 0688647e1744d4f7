#!/usr/bin/env bash
# dat_panel_test.sh SWEEPLAB CHECK_LAYOUT MAKE_SYNTHETIC_DAT OUTDIR: the lab's DAT world panel
# and the Inspector open under Xvfb on the synthetic DAT place, the avatar walking into house
# B's north wall (a scene with a `dat` key and a script): the panels dock where the layout
# says and no view lies under them (check_layout), the DAT panel is open with room for its
# list, and the same run headless ends in the hall. tests/app/test_dat_panel_place.cpp
# checks what the panel and the Inspector name there.
set -euo pipefail
sweeplab=$1 checker=$2 maker=$3 outdir=$4
out="$outdir/dat-panel"
rm -rf "$out"
mkdir -p "$out"
"$maker" "$out/place" >/dev/null
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home"
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS
cat >"$out/hall.json" <<'JSON'
{"format": "sweeplab-scene/1", "name": "House B hall", "summary": "north into the hall's wall",
 "dat": {"landblocks": ["0xA9B4"], "radius": 1},
 "player": {"position": [79.0, 58.0, 0.0], "yaw": 0, "cell": "0xA9B40101"},
 "script": [{"frames": 60, "forward": 1}]}
JSON
SWEEPLAB_DAT_PANEL=open SWEEPLAB_INSPECTOR=open SWEEPLAB_LAYOUT_REPORT="$out/hall.layout.json" \
  xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$sweeplab" --screenshot "$out/hall.png" --dat "$out/place" "$out/hall.json" --frames 34 \
  --size 1600x1000
"$checker" "$out/hall.png" "$out/hall.layout.json" --view chase
python3 - "$out/hall.layout.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
panels = {p["name"]: p for p in r["panels"]}
for name, dock in (("dat", "left"), ("inspector", "right")):
    p = panels.get(name)
    if p is None or p["collapsed"]:
        sys.exit(f"FAIL: the {name} panel is not open: {p}")
    col = r["columns"][dock]
    x, y, w, h = p["rect"]
    if x < col[0] or x + w > col[0] + col[2] or h < 150:
        sys.exit(f"FAIL: the {name} panel is not docked {dock} with room: {p['rect']} {col}")
if panels["scene"]["rect"][1] > panels["dat"]["rect"][1]:
    sys.exit("FAIL: the Scene panel is no longer the left dock's first")
print("the DAT panel and the Inspector are open and docked")
PY
"$sweeplab" --headless --dat "$out/place" "$out/hall.json" --frames 34 --out "$out/hall.jsonl"
grep -q '"location": "0xA9B40101 \[79.000000 ' "$out/hall.jsonl"
