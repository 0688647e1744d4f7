#!/usr/bin/env bash
# Opt-in: `sweeplab spawns` on the user's own retail DAT files (SWEEPLAB_DAT_DIR) and their
# server's world data (SWEEPLAB_WORLD: a file or folder, e.g. an ACE-World-16PY checkout's
# Database), over SWEEPLAB_SPAWNS_AREA (default 0xA9B4, Holtburg). Skipped (77) without them.
# The check must run to its end (exit 0 or 3), every line must be of that area and read back
# (--merge of the one file gives the same lines), and the summary must count the rows.
set -u
sweeplab=$1
if [ -z "${SWEEPLAB_DAT_DIR:-}" ] || [ -z "${SWEEPLAB_WORLD:-}" ]; then
  echo "skipped: SWEEPLAB_DAT_DIR and SWEEPLAB_WORLD are not both set"
  exit 77
fi
area=${SWEEPLAB_SPAWNS_AREA:-0xA9B4}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$sweeplab" spawns --dat "$SWEEPLAB_DAT_DIR" --world "$SWEEPLAB_WORLD" "$area" --quiet \
  --out "$out/s.jsonl"
rc=$?
[ "$rc" -eq 0 ] || [ "$rc" -eq 3 ] || { echo "spawns exited $rc"; exit 1; }
"$sweeplab" spawns --merge "$out/s.jsonl" --out "$out/m.jsonl"
rc=$?
[ "$rc" -eq 0 ] || [ "$rc" -eq 3 ] || { echo "merge of the one output exited $rc"; exit 1; }
diff <(grep -v '^{"summary"' "$out/s.jsonl") <(grep -v '^{"summary"' "$out/m.jsonl") ||
  { echo "the merged output differs"; exit 1; }
python3 - "$out/s.jsonl" "$area" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]).read().splitlines()]
summary = lines[-1]["summary"]
areas = {int(a, 16) for a in sys.argv[2].split(",") if "-" not in a}
for l in lines[:-1]:
    if areas and int(l["landblock"], 16) not in areas:
        sys.exit(f"a line of landblock {l['landblock']} outside {sys.argv[2]}")
if summary["rows"] == 0:
    sys.exit("no rows judged: does SWEEPLAB_WORLD hold the area's landblock?")
print(f"ok: {summary['rows']} rows, findings {summary['findings']}")
PY
