#!/usr/bin/env bash
# Opt-in: `sweeplab survey` over one landblock of the user's own retail DAT files
# (SWEEPLAB_DAT_DIR; SWEEPLAB_SURVEY_AREA, default 0xA9B4, Holtburg). Skipped (77) without them.
# The survey must run to its end (exit 0 or 3), its output must read back (--merge of the one
# file), and every finding must start in the area.
set -u
sweeplab=$1
if [ -z "${SWEEPLAB_DAT_DIR:-}" ]; then
  echo "skipped: SWEEPLAB_DAT_DIR is not set (the folder holding client_cell_1.dat)"
  exit 77
fi
area=${SWEEPLAB_SURVEY_AREA:-0xA9B4}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$sweeplab" survey --dat "$SWEEPLAB_DAT_DIR" "$area" --spacing 8 --headings 4 --quiet \
  --out "$out/s.jsonl"
rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
  echo "survey exited $rc"
  exit 1
fi
"$sweeplab" survey --merge "$out/s.jsonl" --out "$out/m.jsonl"
rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
  echo "merge of the one output exited $rc"
  exit 1
fi
python3 - "$out/s.jsonl" "$area" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
summary = json.loads(lines[-1])["summary"]
print("starts", summary["starts"], "walks", summary["walks"], "findings", summary["findings"],
      "frames/s", summary["frames_per_s"])
area = sys.argv[2].lower()
for l in lines[:-1]:
    f = json.loads(l)
    if "-" not in area and "," not in area and area != "all":
        assert f["location"].lower().startswith(area), l
PY
