#!/usr/bin/env bash
# World objects from the command line (docs/world-objects.md): the synthetic place with its
# world (make_synthetic_dat DIR writes DIR/world) runs headless, surveys and traces with
# --world; a weenie nobody defines is one warning, never an error; malformed world data and a
# missing path exit 2 with one line FILE:LINE:COLUMN: problem.
set -u
sweeplab=$1
make_synthetic_dat=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset SWEEPLAB_DAT_DIR
. "$(dirname "$0")/expect.sh"
"$make_synthetic_dat" "$tmp/place" >/dev/null || exit 1
[ -f "$tmp/place/world/landblocks/A9B4.sql" ] || { echo "FAIL: no world written" >&2; exit 1; }
loc="0xA9B4001B [60 50 0.005] 1 0 0 0"

# Headless with the world: exit 0, the weenie nobody defines named once on stderr.
err=$("$sweeplab" --headless --dat "$tmp/place" --world "$tmp/place/world" "$loc" --frames 2 \
  2>&1 >"$tmp/out.jsonl")
code=$?
[ "$code" -eq 0 ] || { echo "FAIL: headless with --world exit $code: $err" >&2; exit 1; }
grep -q "0x7A9B4005 names weenie 9999, which no world file defines" <<<"$err" ||
  { echo "FAIL: no warning for the undefined weenie: $err" >&2; exit 1; }
grep -q '"summary"' "$tmp/out.jsonl" || { echo "FAIL: no summary" >&2; exit 1; }
echo "ok: headless --world"

# The place's creatures chasing from the first frame (`dat.creatures`): the run goes as any.
printf '{"format": "sweeplab-scene/1", "name": "c", "dat": {"landblocks": ["0xA9B4"], "creatures": "chase"},\n "player": {"position": [70, 68, 0.005]}}' >"$tmp/chase.json"
"$sweeplab" --headless "$tmp/chase.json" --dat "$tmp/place" --world "$tmp/place/world" \
  --frames 90 >"$tmp/chase.jsonl" 2>"$tmp/err" ||
  { echo "FAIL: a chasing place headless: $(cat "$tmp/err")" >&2; exit 1; }
grep -q '"summary"' "$tmp/chase.jsonl" || { echo "FAIL: no summary for the chase" >&2; exit 1; }
echo "ok: headless with the creatures chasing"

# A scene's own "world", relative to the scene file.
cp -r "$tmp/place/world" "$tmp/scene-world"
printf '{"format": "sweeplab-scene/1", "name": "w", "dat": {"landblocks": ["0xA9B4"], "world": ["scene-world"]},\n "player": {"position": [60, 50, 0.005]}}' >"$tmp/w.json"
"$sweeplab" --headless "$tmp/w.json" --dat "$tmp/place" --frames 1 >/dev/null 2>"$tmp/err" ||
  { echo "FAIL: scene with dat.world: $(cat "$tmp/err")" >&2; exit 1; }
grep -q "names weenie 9999" "$tmp/err" || { echo "FAIL: the scene's world was not read" >&2; exit 1; }
echo "ok: a scene's dat.world"

# The survey meets the objects (any verdict but bad input).
"$sweeplab" survey --dat "$tmp/place" --world "$tmp/place/world" 0xA9B4 --spacing 24 \
  --headings 1 --seconds 0.2 --quiet >"$tmp/survey.jsonl" 2>/dev/null
code=$?
[ "$code" -eq 0 ] || [ "$code" -eq 3 ] || { echo "FAIL: survey --world exit $code" >&2; exit 1; }
echo "ok: survey --world (exit $code)"

# Bad world data.
printf "INSERT INTO landblock_instance (guid) VALUES ('x);\n" >"$tmp/bad.sql"
expect 2 "bad.sql:1:47: unterminated string" -- --headless --dat "$tmp/place" --world "$tmp/bad.sql" "$loc"
expect 2 "nothing.sql:1:1: no such file or folder" -- --headless --dat "$tmp/place" --world "$tmp/nothing.sql" "$loc"
expect 2 "\-\-world: needs a file or folder" -- --headless --dat "$tmp/place" --world "" "$loc"
printf '{"key": 43444, "value": {"weenies": [{"id": 1}]}}' >"$tmp/bad.json"
expect 2 'bad.json:1:38: a weenie without "pos"' -- --headless --dat "$tmp/place" --world "$tmp/bad.json" "$loc"
expect 2 "bad.sql:1:47: unterminated string" -- survey --dat "$tmp/place" --world "$tmp/bad.sql" 0xA9B4 --quiet
exit 0
