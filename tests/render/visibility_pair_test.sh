#!/usr/bin/env bash
# visibility_pair_test.sh SWEEPLAB CHECKER SCENE OUTDIR FRAMES: the camera-flap pair. Renders
# SCENE at frame FRAMES under Xvfb with CollideCamera on and off (retail visibility, the
# default) and checks the wall between the eye and the avatar: missing with it on, present
# with it off.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 outdir=$4 frames=$5
name=$(basename "$scene" .json)
mkdir -p "$outdir"
for mode in on off; do
  xvfb-run -a -s "-screen 0 1280x720x24" "$sweeplab" --screenshot "$outdir/$name-collide-$mode.png" \
    "$scene" --frames "$frames" --size 960x540 --camera-collide "$mode"
done
"$checker" "$outdir/$name-collide-on.png" "$outdir/$name-collide-off.png"
# The decision behind the pictures, from the headless line of the same frame: with it on the
# eye is in room A and the walk reaches room B; with it off the eye is outside and no portal
# leads in.
for mode in on off; do
  "$sweeplab" --headless "$scene" --frames "$frames" --camera-collide "$mode" \
    --out "$outdir/$name-collide-$mode.jsonl" || [ $? -eq 3 ]
done
python3 - "$outdir/$name-collide-on.jsonl" "$outdir/$name-collide-off.jsonl" "$frames" <<'PY'
import json, sys
def frame(path, n):
    for line in open(path):
        j = json.loads(line)
        if j.get("frame") == n:
            return j
    sys.exit(f"FAIL: no frame {n} in {path}")
n = int(sys.argv[3])
on, off = frame(sys.argv[1], n), frame(sys.argv[2], n)
print("visible_cells on:", on["visible_cells"], "off:", off["visible_cells"])
if not on["visible_cells"] or on["visible_cells"][0] != 0x100:
    sys.exit("FAIL: with CollideCamera on the eye's cell is not room A")
if off["visible_cells"]:
    sys.exit("FAIL: with CollideCamera off the eye should be outside with nothing leading in")
PY
