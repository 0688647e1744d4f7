#!/usr/bin/env bash
# `sweeplab spawns` from the command line (docs/spawns.md) on the synthetic place: exit 3 with
# a line of every kind on the planted world (make_synthetic_dat DIR writes DIR/world-spawns),
# exit 0 on a sound one; --out, --fix-sql and --map write their files; docs/spawns.md's GNU
# parallel recipe over three shards, merged, gives the unsharded lines; every bad option,
# world file and --merge input exits 2 with one line naming it.
set -u
sweeplab=$(realpath "$1") maker=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset SWEEPLAB_DAT_DIR
. "$(dirname "$0")/expect.sh"
"$maker" "$tmp/place" >/dev/null || exit 1
world="$tmp/place/world-spawns"

# The planted world: exit 3, one line of each kind, the summary last.
"$sweeplab" spawns --dat "$tmp/place" --world "$world" --quiet --out "$tmp/all.jsonl" \
  --fix-sql "$tmp/fix.sql" --map "$tmp/map"
code=$?
[ "$code" -eq 3 ] || { echo "FAIL: spawns on the planted world exit $code, wanted 3" >&2; exit 1; }
for kind in dropped moved wrong_cell under_ground floating destination; do
  grep -q "^{\"kind\": \"$kind\"" "$tmp/all.jsonl" || { echo "FAIL: no $kind line" >&2; exit 1; }
done
tail -n 1 "$tmp/all.jsonl" | grep -q '^{"summary": ' || { echo "FAIL: no summary last" >&2; exit 1; }
grep -q "^UPDATE \`landblock_instance\` SET" "$tmp/fix.sql" || { echo "FAIL: no fix" >&2; exit 1; }
[ -f "$tmp/map/index.html" ] && [ -f "$tmp/map/0xA9B4.png" ] ||
  { echo "FAIL: --map wrote $(ls "$tmp/map" 2>&1)" >&2; exit 1; }
grep -q "/teleloc 0xA9B40000" "$tmp/map/index.html" || { echo "FAIL: index.html has no teleloc" >&2; exit 1; }
echo "ok: the planted world: exit 3, every kind, --fix-sql, --map"

# A sound world: the planted world's weenies and one villager standing on the pad.
mkdir -p "$tmp/sound/landblocks"
cp -r "$world/weenies" "$tmp/sound/"
printf 'DELETE FROM `landblock_instance` WHERE `landblock` = 0xA9B4;\nINSERT INTO `landblock_instance` (`guid`, `weenie_Class_Id`, `obj_Cell_Id`, `origin_X`, `origin_Y`, `origin_Z`, `angles_W`, `angles_X`, `angles_Y`, `angles_Z`, `is_Link_Child`) VALUES (0x7A9B4777, 7100, 0xA9B40000, 52, 52, 0, 1, 0, 0, 0, False);\n' \
  >"$tmp/sound/landblocks/A9B4.sql"
"$sweeplab" spawns --dat "$tmp/place" --world "$tmp/sound" --quiet >"$tmp/sound.jsonl"
code=$?
[ "$code" -eq 0 ] || { echo "FAIL: a sound world exit $code: $(cat "$tmp/sound.jsonl")" >&2; exit 1; }
[ "$(wc -l <"$tmp/sound.jsonl")" -eq 1 ] || { echo "FAIL: a sound world gave lines" >&2; exit 1; }
echo "ok: a sound world: exit 0, the summary only"

# docs/spawns.md's recipe with GNU parallel: three shards, merged, are the unsharded lines.
if command -v parallel >/dev/null 2>&1; then
  # A shard with findings exits 3, so parallel counts it as failed: --merge checks that every
  # shard is there.
  (cd "$tmp" && parallel "$sweeplab" spawns --dat place --world "$world" \
    --shard {}/3 --quiet --out shard-{}.jsonl ::: 0 1 2)
  "$sweeplab" spawns --merge "$tmp"/shard-*.jsonl --out "$tmp/merged.jsonl"
  [ $? -eq 3 ] || { echo "FAIL: --merge did not exit 3" >&2; exit 1; }
  diff <(grep -v '^{"summary"' "$tmp/all.jsonl") <(grep -v '^{"summary"' "$tmp/merged.jsonl") ||
    { echo "FAIL: the merged shards differ from one run" >&2; exit 1; }
  echo "ok: GNU parallel over three shards, merged = one run"
else
  echo "note: GNU parallel not installed, its recipe not run"
fi

# Bad input: one line naming the option or the file, exit 2.
expect 2 "spawns: needs --world" -- spawns --dat "$tmp/place"
expect 2 "spawns: --jobs: expected a whole number" -- spawns --dat "$tmp/place" --world "$world" --jobs 0
expect 2 "spawns: --shard: I must be below N" -- spawns --dat "$tmp/place" --world "$world" --shard 3/2
expect 2 "spawns: --reading: " -- spawns --dat "$tmp/place" --world "$world" --reading sideways
expect 2 "spawns: --bogus: unknown option" -- spawns --dat "$tmp/place" --world "$world" --bogus
expect 2 "spawns --dat: needs a DAT folder" -- spawns --world "$world"
expect 2 "spawns: --merge: needs the shard outputs" -- spawns --merge
mkdir -p "$tmp/bad"
printf "INSERT INTO landblock_instance (guid, weenie_Class_Id) VALUES (0x7A9B4001, 'unterminated);\n" \
  >"$tmp/bad/A9B4.sql"
expect 2 "bad/A9B4.sql:1:[0-9]*: " -- spawns --dat "$tmp/place" --world "$tmp/bad"
expect 2 "no-such-world" -- spawns --dat "$tmp/place" --world "$tmp/no-such-world"
printf 'not json\n' >"$tmp/bad.jsonl"
expect 2 "bad.jsonl: line 1: not JSON" -- spawns --merge "$tmp/bad.jsonl"
expect 2 "AREA" -- spawns --dat "$tmp/place" --world "$world" 0xZZZZ
echo "ok: bad input"
