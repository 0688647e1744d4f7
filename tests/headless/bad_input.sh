#!/usr/bin/env bash
# Bad input ends with exit code 2 and one line on stderr naming the file, the JSON path or
# option, and the problem (docs/command-line.md, "Exit codes").
set -u
sweeplab=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/expect.sh"
printf '{"format": "sweeplab-scene/1", "name": "t", "player": {"position": [0,0,0]},\n "objects": [{"id": 1, "kind": "sphere", "position": [0,0,1], "radius": -1}]}' >"$tmp/crowd.json"
expect 2 "crowd.json: objects\[0\].radius: must be > 0" -- --headless "$tmp/crowd.json"
expect 2 "missing.json: .*cannot open" -- --headless "$tmp/missing.json"
expect 2 "$tmp: .*is a directory" -- --headless "$tmp"
expect 2 "\-\-frobnicate: unknown option" -- --frobnicate
expect 2 "\-\-camera-collide: expected on or off" -- --headless "$tmp/crowd.json" --camera-collide maybe
expect 2 "\-\-frames: expected a whole number" -- --headless "$tmp/crowd.json" --frames -3
expect 2 "\-\-headless: needs a SCENE" -- --headless
# Readings: an unknown profile or switch, on the command line or in a check; fps out of range.
expect 2 "\-\-reading: unknown reading profile 'acme'" -- --headless "$tmp/crowd.json" --reading acme
expect 2 "\-\-compare: unknown reading switch 'ace.nope'" -- --headless "$tmp/crowd.json" --compare ace+ace.nope
expect 2 "\-\-fps: expected a whole number from 1 to 240" -- --headless "$tmp/crowd.json" --fps 500
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10}, "player": {"position": [0,0,0]}, "fps": 0.5}' >"$tmp/fps.json"
expect 2 "fps.json: fps: must be from 1 to 240" -- --headless "$tmp/fps.json"
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10}, "player": {"position": [0,0,0]}, "checks": [{"name": "x", "kind": "reading_parts", "reading": "gdle+ace.nope"}]}' >"$tmp/rcheck.json"
expect 2 "rcheck.json: checks\[0\].reading: unknown reading switch 'ace.nope'" -- --headless "$tmp/rcheck.json"
# --survey: a file that does not read or is not a survey output is named with its problem
# before any window opens; it goes with the window and --screenshot only.
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10}, "player": {"position": [0,0,0]}}' >"$tmp/ok.json"
expect_window 2 "missing.jsonl: cannot read" -- --screenshot "$tmp/s.png" --survey "$tmp/missing.jsonl" "$tmp/ok.json"
printf 'not json\n' >"$tmp/bad.jsonl"
expect_window 2 "bad.jsonl: line 1: not a JSON object" -- --screenshot "$tmp/s.png" --survey "$tmp/bad.jsonl" "$tmp/ok.json"
printf '{"kind": "stuck", "start": 0, "heading": 0, "location": {"position": [0, 0, 0], "yaw": 0, "cell": "0x0000"}, "frame": 60, "position": [0, 0, 0], "cell": "0x0000", "hit": "", "detail": ""}\n' >"$tmp/cut.jsonl"
expect_window 2 "cut.jsonl: line 1: no summary line" -- --survey "$tmp/cut.jsonl" "$tmp/ok.json"
expect 2 "\-\-survey: only goes with the window or \-\-screenshot" -- --headless "$tmp/ok.json" --survey "$tmp/cut.jsonl"
# A cell without portals holds nothing: the avatar is refused there, and any such cell is
# named on stderr (the run itself succeeds).
room='"meshes": {"room": {"vertices": [[0,0,0],[1,0,0],[1,1,0],[0,1,0]], "polygons": [{"indices": [0,1,2,3], "sides": "double"}]}}'
printf '{"format": "sweeplab-scene/1", "name": "t", %s, "cells": [{"id": 7, "mesh": "room", "position": [0,0,0]}], "player": {"position": [0.5,0.5,0], "cell": 7}}' "$room" >"$tmp/noportal.json"
expect 2 "noportal.json: player.cell: names cell 7, which has no portals" -- --headless "$tmp/noportal.json"
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10}, %s, "cells": [{"id": 7, "mesh": "room", "position": [5,5,0]}], "player": {"position": [0,0,0]}}' "$room" >"$tmp/warn.json"
expect 0 "warn.json: warning: cell 7 has no portals" -- --headless "$tmp/warn.json" --frames 3
# A cell whose outside portal lies on no building cannot be entered from outdoors: named too.
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 10}, %s, "cells": [{"id": 8, "mesh": "room", "position": [5,5,0], "portals": [{"polygon": 0, "to": "outside"}]}], "player": {"position": [0,0,0]}}' "$room" >"$tmp/nobuilding.json"
expect 0 "nobuilding.json: warning: cell 8 has an outside portal (portal 0) on no building" -- --headless "$tmp/nobuilding.json" --frames 3
# --record: a file that cannot be written is named before any window opens; it goes with the
# window and --screenshot only.
expect_window 2 "\-\-record: $tmp/no-such-dir/rec.json: cannot write: No such file or directory" -- --screenshot "$tmp/s.png" --record "$tmp/no-such-dir/rec.json" "$tmp/ok.json"
expect 2 "\-\-record: only goes with the window or \-\-screenshot" -- --headless "$tmp/ok.json" --record "$tmp/rec.json"
test ! -e "$tmp/rec.json" || { echo "FAIL: --record left $tmp/rec.json behind" >&2; exit 1; }
exit 0
