#!/usr/bin/env bash
# window_record_test.sh SWEEPLAB MAKE_SYNTHETIC_DAT SCENE OUTDIR: a recording made in the lab
# window as a user makes one (docs/recordings.md), driven by xdotool under Xvfb: the window
# opens with --record OUT.json, W is held, A turns, Space jumps, the mouse drags the camera
# and the wheel pulls the boom in, Esc closes it and OUT.json is written. Then
# `sweeplab --headless OUT.json` exits 0 (its generated checks: ends here within 1 mm, ends
# in the cell, no penetration), every frame's feet of the replay are the window's as text in
# %.9g (SWEEPLAB_RECORD_TRACE: each float exactly), and with the `ends here` box moved 5 m
# the replay exits 3. The same on the synthetic DAT place (replayed with --dat DIR).
set -euo pipefail
sweeplab=$1 make_dat=$2 scene=$3 outdir=$4
out="$outdir/window-record"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home"
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS
"$make_dat" "$out/place" >/dev/null

# drive.sh NAME ARGS...: the window on ARGS, recording to NAME.json, driven, closed by Esc.
cat >"$out/drive.sh" <<'DRIVE'
#!/usr/bin/env bash
set -euo pipefail
sweeplab=$1 out=$2 name=$3
shift 3
SWEEPLAB_RECORD_TRACE="$out/$name.window.trace" \
  "$sweeplab" --record "$out/$name.json" --size 1280x720 "$@" >"$out/$name.stdout" &
pid=$!
wid=$(timeout 30 xdotool search --sync --name '^sweeplab$' | head -1)
sleep 1.5
xdotool windowfocus --sync "$wid" || true
# In the chase view (the free centre between the docks), away from every panel.
xdotool mousemove --window "$wid" 640 400
sleep 0.3
xdotool keydown w
sleep 1.2
xdotool keydown a
sleep 0.5
xdotool keyup a
xdotool keydown space
sleep 0.15
xdotool keyup space
sleep 0.6
# The camera: a drag (yaw and pitch) and the wheel (the boom).
xdotool mousedown 1
for i in 1 2 3 4 5 6 7 8; do xdotool mousemove_relative -- 12 3; sleep 0.05; done
xdotool mouseup 1
xdotool click 4 click 4
sleep 0.8
xdotool keyup w
xdotool keydown s
sleep 0.4
xdotool keyup s
sleep 0.3
xdotool key --window "$wid" Escape
timeout 30 tail --pid="$pid" -f /dev/null
wait "$pid"
DRIVE
chmod +x "$out/drive.sh"

# check NAME [--dat DIR]: the replay of NAME.json against the window's frames.
check() {
  local name=$1
  shift
  local file="$out/$name.json"
  test -s "$file" || { echo "FAIL: $file was not written" >&2; exit 1; }
  grep -q "wrote the recording" "$out/$name.stdout" || { echo "FAIL: $name: no status line" >&2; exit 1; }
  SWEEPLAB_RECORD_TRACE="$out/$name.replay.trace" \
    "$sweeplab" --headless "$file" "$@" --out "$out/$name.frames.jsonl"
  if ! cmp -s "$out/$name.window.trace" "$out/$name.replay.trace"; then
    echo "FAIL: $name: the replay's feet are not the window's" >&2
    diff "$out/$name.window.trace" "$out/$name.replay.trace" | head >&2
    exit 1
  fi
  python3 - "$file" "$out/$name.window.trace" "$out/$name.edited.json" <<'PY'
import json, sys
path, trace, edited = sys.argv[1:4]
scene = json.load(open(path))
frames = [l.split() for l in open(trace)]
steps = scene["script"]
if scene["recorded"]["frames"] != len(frames) or sum(s["frames"] for s in steps) != len(frames):
    sys.exit(f"FAIL: {path}: {scene['recorded']['frames']} frames recorded, "
             f"{len(frames)} traced, {sum(s['frames'] for s in steps)} in the script")
# The user's input is in the script: held forward, a turn, a jump, back, the dragged camera
# and the wheeled boom.
want = {
    "forward": any(s["forward"] == 1.0 for s in steps),
    "back": any(s["forward"] == -1.0 for s in steps),
    "turn": any(s["turn"] == 90.0 for s in steps),
    "jump": any(s["jump"] for s in steps),
    "camera yaw": len({s["camera_yaw"] for s in steps}) > 1,
    "boom": len({s["camera_distance"] for s in steps}) > 1,
}
missing = [k for k, v in want.items() if not v]
if missing:
    sys.exit(f"FAIL: {path}: the script has no {', '.join(missing)}")
names = [c["name"] for c in scene["checks"]]
if names[0] != "ends here" or not names[1].startswith("ends in cell 0x") or names[2] != "no penetration":
    sys.exit(f"FAIL: {path}: checks {names}")
# The bug report's "what should have happened": the walk ends 5 m east of where it did.
for key in ("min", "max"):
    scene["checks"][0][key][0] += 5.0
json.dump(scene, open(edited, "w"), indent=1)
print(f"{path}: {len(frames)} frames, {len(steps)} script steps, checks {names}")
PY
  local code=0
  "$sweeplab" --headless "$out/$name.edited.json" "$@" --out /dev/null || code=$?
  if [ "$code" -ne 3 ]; then
    echo "FAIL: $name: the edited recording exits $code, not 3" >&2
    exit 1
  fi
}

xvfb-run -a -s "-screen 0 1280x720x24" "$out/drive.sh" "$sweeplab" "$out" scene "$scene"
check scene
xvfb-run -a -s "-screen 0 1280x720x24" "$out/drive.sh" "$sweeplab" "$out" dat \
  --dat "$out/place" "0xA9B4001B [82.0 50.0 0.0] 1 0 0 0"
grep -q '"dat"' "$out/dat.json" || { echo "FAIL: dat.json has no dat key" >&2; exit 1; }
grep -q '"from": "0xA9B4001B \[82.0 50.0 0.0\] 1 0 0 0"' "$out/dat.json" ||
  { echo "FAIL: dat.json does not say the location it was opened at" >&2; exit 1; }
check dat --dat "$out/place"
echo "both recordings replay bit for bit; an edited check fails them (exit 3)"
