#!/usr/bin/env bash
# window_keys_test.sh SWEEPLAB OUTDIR: the lab's one-shot keys act once per press, however
# short the press. The window runs a flat ground at 4 frames a second (--fps 4: 250 ms
# between simulation frames, many window frames between them) under Xvfb, recording, and
# xdotool drives it:
#   - Space tapped with keydown and keyup in one xdotool call (microseconds apart, well
#     inside one frame): one jump (the old key-state read missed it: the key was already up
#     when the frame read it);
#   - Space held 2.5 s (past the landing, with the X server's auto-repeat): one jump, no more;
#   - F12 tapped the same way: one screenshot, sweeplab-1.png, and no sweeplab-2.png.
# The recording's script then holds exactly two jump frames, the window's feet leave the
# ground exactly twice (SWEEPLAB_RECORD_TRACE), and the recording replays headless to the
# same feet.
set -euo pipefail
sweeplab=$1 outdir=$2
out="$outdir/window-keys"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home"
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS

# No script: the avatar stands until a key makes the input the keyboard's.
cat >"$out/flat.json" <<'JSON'
{"format": "sweeplab-scene/1", "name": "flat", "summary": "a flat ground to jump on",
 "ground": {"z": 0, "extent": 40}, "player": {"position": [0, 0, 0]}}
JSON

cat >"$out/drive.sh" <<'DRIVE'
#!/usr/bin/env bash
set -euo pipefail
sweeplab=$1 out=$2
cd "$out" # F12 writes sweeplab-N.png here
SWEEPLAB_RECORD_TRACE="$out/window.trace" \
  "$sweeplab" --record "$out/keys.json" --fps 4 --size 1280x720 "$out/flat.json" \
  >"$out/stdout" &
pid=$!
wid=$(timeout 30 xdotool search --sync --name '^sweeplab$' | head -1)
sleep 1.5
xdotool windowfocus --sync "$wid" || true
xdotool mousemove --window "$wid" 640 400 # the chase view, under no panel
sleep 0.5
xdotool keydown space keyup space
sleep 2.5
xdotool keydown space
sleep 2.5
xdotool keyup space
sleep 1.5
xdotool keydown F12 keyup F12
sleep 1.0
xdotool key --window "$wid" Escape
timeout 30 tail --pid="$pid" -f /dev/null
wait "$pid"
DRIVE
chmod +x "$out/drive.sh"

xvfb-run -a -s "-screen 0 1280x720x24" "$out/drive.sh" "$sweeplab" "$out"

fail() { echo "FAIL: $*" >&2; exit 1; }
[ -s "$out/keys.json" ] || fail "the recording was not written"
[ -f "$out/sweeplab-1.png" ] || fail "F12 tapped inside a frame wrote no screenshot"
[ ! -e "$out/sweeplab-2.png" ] || fail "one F12 tap wrote two screenshots"

python3 - "$out/keys.json" "$out/window.trace" <<'PY'
import json, sys
scene = json.load(open(sys.argv[1]))
feet = [float(line.split()[3]) for line in open(sys.argv[2])]
# The presses the recording holds: each run of frames with the jump down (the mover starts a
# jump on the rising edge; the key held in an old build showed as a run).
per_frame = []
for s in scene["script"]:
    per_frame += [s["jump"]] + [False] * (s["frames"] - 1)
presses = sum(1 for i, j in enumerate(per_frame) if j and (i == 0 or not per_frame[i - 1]))
# The jumps the feet made: each time they leave the flat ground.
ground = feet[0]
leaves, airborne = 0, False
for z in feet:
    up = z > ground + 0.05
    leaves += up and not airborne
    airborne = up
print(f"{len(feet)} frames: {presses} jump presses recorded, the feet left the ground "
      f"{leaves} times, highest {max(feet) - ground:.2f} m")
if leaves != 2 or presses != 2:
    sys.exit("FAIL: expected 2 jumps (a tap inside one frame and a hold), one press each")
PY

SWEEPLAB_RECORD_TRACE="$out/replay.trace" "$sweeplab" --headless "$out/keys.json" --out /dev/null
cmp -s "$out/window.trace" "$out/replay.trace" || fail "the replay's feet are not the window's"
echo "a tap inside one frame jumps once, a hold jumps once, an F12 tap shoots once"
