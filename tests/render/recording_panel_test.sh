#!/usr/bin/env bash
# recording_panel_test.sh SWEEPLAB SCENE OUTDIR: a recording under Xvfb (docs/recordings.md).
# `--record OUT --screenshot PNG SCENE --frames 40` shows the red REC in the Simulation panel
# (its rectangle from SWEEPLAB_LAYOUT_REPORT; a picture without --record has no such red
# there), writes OUT after its frames, and OUT replays headless with every generated check
# passing (exit 0), its frames' feet those the window ran (SWEEPLAB_RECORD_TRACE, %.9g).
# A --record file that cannot be written is refused before the window opens (exit 2).
set -euo pipefail
sweeplab=$1 scene=$2 outdir=$3
out="$outdir/recording-panel"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS SWEEPLAB_SURVEY_FINDING
shoot() { # NAME ARGS...
  local name=$1
  shift
  SWEEPLAB_LAYOUT_REPORT="$out/$name.json" xvfb-run -a -s "-screen 0 1280x720x24" \
    "$sweeplab" --screenshot "$out/$name.png" "$scene" --frames 40 "$@"
}
SWEEPLAB_RECORD_TRACE="$out/window.trace" shoot recording --record "$out/rec.json"
shoot plain
test -s "$out/rec.json" || { echo "FAIL: $out/rec.json was not written" >&2; exit 1; }
SWEEPLAB_RECORD_TRACE="$out/replay.trace" "$sweeplab" --headless "$out/rec.json" \
  --out "$out/replay.jsonl"
if ! cmp -s "$out/window.trace" "$out/replay.trace"; then
  echo "FAIL: the replay's feet are not the window's" >&2
  diff "$out/window.trace" "$out/replay.trace" | head >&2
  exit 1
fi
test "$(wc -l <"$out/window.trace")" -eq 40 || { echo "FAIL: not 40 frames traced" >&2; exit 1; }
grep -q '"frames": 40' "$out/rec.json" || { echo "FAIL: the file does not say 40 frames" >&2; exit 1; }
if "$sweeplab" --screenshot "$out/bad.png" "$scene" --record /nonexistent-dir/rec.json \
  2>"$out/bad.err"; then
  echo "FAIL: an unwritable --record file was accepted" >&2
  exit 1
fi
grep -q "/nonexistent-dir/rec.json: cannot write" "$out/bad.err"
PYTHONPATH="$(dirname "$0")" python3 - "$out" <<'PY'
import json, struct, sys, zlib

out = sys.argv[1]

from png_read import pixel_reader as png  # tests/render/png_read.py

def red_in_simulation(name):
    r = json.load(open(f"{out}/{name}.json"))
    p = {q["name"]: q for q in r["panels"]}["simulation"]
    if p["collapsed"]:
        sys.exit(f"FAIL: {name}: the Simulation panel is collapsed")
    x, y, w, h = [int(v) for v in p["rect"]]
    pixel = png(f"{out}/{name}.png")
    n = 0
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            r_, g, b = pixel(xx, yy)
            if r_ > 200 and g < 70 and b < 70:  # the REC red (1, 0.12, 0.12)
                n += 1
    return n

rec, plain = red_in_simulation("recording"), red_in_simulation("plain")
if rec < 40 or plain > 5:
    sys.exit(f"FAIL: REC red pixels in the Simulation panel: {rec} recording, {plain} without")
print(f"REC shows in the Simulation panel ({rec} red pixels, {plain} without --record); the "
      "recording replays headless with its checks passing and the window's feet")
PY
