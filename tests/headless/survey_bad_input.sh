#!/usr/bin/env bash
# survey_bad_input.sh SWEEPLAB MAKE_SYNTHETIC_DAT SCENES: `sweeplab survey` (docs/survey.md):
# every bad option, value, target, AREA, --out and --merge input ends with exit code 2 and one
# line on stderr naming the option or file and the problem; a sound scene exits 0 and a scene
# with findings 3, with nothing on stderr under --quiet.
set -u
sweeplab=$1 maker=$2 scenes=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset SWEEPLAB_DAT_DIR
. "$(dirname "$0")/expect.sh"
"$maker" "$tmp/synth" >/dev/null || { echo "FAIL: $maker $tmp/synth" >&2; exit 1; }
# A flat 24 m field: 36 starts, quick.
ok="$tmp/ok.json"
printf '{"format": "sweeplab-scene/1", "name": "t", "ground": {"z": 0, "extent": 12},\n "player": {"position": [0,0,0]}}\n' >"$ok"
fast=(--headings 1 --seconds 0.5)

# The options and their values.
expect 2 "survey: \-\-frobnicate: unknown option" -- survey "$ok" --frobnicate
expect 2 "\-\-spacing: expected a number from 0.5 to 24, got \"0.1\"" -- survey "$ok" --spacing 0.1
expect 2 "\-\-spacing: expected a number from 0.5 to 24, got \"x\"" -- survey "$ok" --spacing x
expect 2 "\-\-spacing: expected a number from 0.5 to 24, got \"25\"" -- survey "$ok" --spacing 25
expect 2 "\-\-headings: expected a whole number from 1 to 64, got \"0\"" -- survey "$ok" --headings 0
expect 2 "\-\-headings: expected a whole number from 1 to 64, got \"65\"" -- survey "$ok" --headings 65
expect 2 "\-\-headings: expected a whole number from 1 to 64, got \"2.5\"" -- survey "$ok" --headings 2.5
expect 2 "\-\-seconds: expected a number from 0.1 to 60, got \"0\"" -- survey "$ok" --seconds 0
expect 2 "\-\-seconds: expected a number from 0.1 to 60, got \"61\"" -- survey "$ok" --seconds 61
expect 2 "\-\-seconds: expected a number from 0.1 to 60, got \"nan\"" -- survey "$ok" --seconds nan
expect 2 "\-\-fps: expected a whole number from 1 to 240, got \"0\"" -- survey "$ok" --fps 0
expect 2 "\-\-fps: expected a whole number from 1 to 240, got \"241\"" -- survey "$ok" --fps 241
expect 2 "\-\-jobs: expected a whole number from 1 to 1024, got \"0\"" -- survey "$ok" --jobs 0
expect 2 "\-\-jobs: expected a whole number from 1 to 1024, got \"two\"" -- survey "$ok" --jobs two
expect 2 "\-\-shard: I must be below N (0 <= I < N), got \"2/2\"" -- survey "$ok" --shard 2/2
expect 2 "\-\-shard: expected I/N (0 <= I < N <= 100000), got \"x\"" -- survey "$ok" --shard x
expect 2 "\-\-shard: expected a whole number from 1 to 100000, got \"0\"" -- survey "$ok" --shard 0/0
expect 2 "\-\-reading: unknown reading profile 'acme'" -- survey "$ok" --reading acme
expect 2 "\-\-compare: unknown reading switch 'ace.nope'" -- survey "$ok" --compare ace+ace.nope
expect 2 "survey: \-\-spacing: needs a value" -- survey "$ok" --spacing
expect 2 "survey: \-\-out: needs a value" -- survey "$ok" --out
expect 2 "\-\-out: needs a file" -- survey "$ok" --out ""

# The target.
expect 2 "survey: needs a SCENE.json, or \-\-dat DIR AREA, or \-\-merge FILE" -- survey
expect 2 "survey: needs a SCENE.json" -- survey --quiet --headings 2
expect 2 "survey: .*ok.json: give one SCENE.json or one AREA" -- survey "$ok" "$ok"
expect 2 "missing.json: .*cannot open" -- survey "$tmp/missing.json"
expect 2 "survey: \-\-dat: needs an AREA (0xXXYY, ...)" -- survey --dat "$tmp/synth"
expect 2 "survey: \-\-dat: needs a value" -- survey --dat
expect 2 "\-\-dat: needs a folder" -- survey --dat "" 0xA9B4
expect 2 "missing: not a folder" -- survey --dat "$tmp/missing" 0xA9B4
expect 2 "client_cell_1.dat: not found in" -- survey --dat "$tmp" 0xA9B4
expect 2 "AREA \"0x12\": \"0x12\" is not a landblock 0xXXYY (XX and YY at most FE)" -- survey --dat "$tmp/synth" 0x12
expect 2 "AREA \"0xFFFF\": \"0xFFFF\" is not a landblock 0xXXYY" -- survey --dat "$tmp/synth" 0xFFFF
expect 2 "AREA \"A9B4\": \"A9B4\" is not a landblock 0xXXYY" -- survey --dat "$tmp/synth" A9B4
expect 2 "AREA \"0xA9B4,0xFF00\": \"0xFF00\" is not a landblock" -- survey --dat "$tmp/synth" 0xA9B4,0xFF00
expect 2 "AREA \"0x0101\": 0x0101 is not in client_cell_1.dat" -- survey --dat "$tmp/synth" 0x0101
expect 2 "AREA \"0x0101-0x0202\": no landblock of it is in client_cell_1.dat" -- survey --dat "$tmp/synth" 0x0101-0x0202
expect 2 "survey: \-\-out: cannot write $tmp/nowhere/out.jsonl" -- survey "$ok" --out "$tmp/nowhere/out.jsonl"

# --merge: shards of one quick survey, and of another.
for i in 0 1; do
  "$sweeplab" survey "$ok" "${fast[@]}" --quiet --shard $i/2 --out "$tmp/shard-$i.jsonl"
done
"$sweeplab" survey "$ok" "${fast[@]}" --quiet --shard 0/3 --out "$tmp/third-0.jsonl"
"$sweeplab" survey "$ok" "${fast[@]}" --spacing 8 --quiet --shard 1/2 --out "$tmp/other-1.jsonl"
cp "$tmp/shard-0.jsonl" "$tmp/copy-0.jsonl"
"$sweeplab" --headless "$ok" --frames 2 --out "$tmp/headless.jsonl"
expect 2 "survey: \-\-merge: needs the shard outputs" -- survey --merge
expect 2 "survey: \-\-merge: \-\-dat is for \-\-map" -- survey --merge "$tmp/shard-0.jsonl" --dat "$tmp/synth" 0xA9B4
expect 2 "survey: \-\-merge: \-\-walks: the shard outputs say" -- survey --merge "$tmp/shard-0.jsonl" --walks
expect 2 "\-\-map: needs a value" -- survey "$ok" --map
expect 2 "survey: $tmp/missing.jsonl: cannot read" -- survey --merge "$tmp/shard-0.jsonl" "$tmp/missing.jsonl"
expect 2 "survey: $ok: line 1: not a JSON object" -- survey --merge "$ok"
expect 2 "survey: $tmp/headless.jsonl: line 1: finding: .*'kind' not found" -- survey --merge "$tmp/headless.jsonl"
# A shard cut short: its first finding without the rest and the summary; one left empty.
"$sweeplab" survey "$scenes/building-seam.json" --headings 4 --quiet --shard 0/2 --out "$tmp/seam-0.jsonl"
head -n 1 "$tmp/seam-0.jsonl" >"$tmp/cut.jsonl"
grep -q '"kind": "through_wall"' "$tmp/cut.jsonl" || { echo "FAIL: no finding in $tmp/seam-0.jsonl" >&2; exit 1; }
expect 2 "survey: $tmp/cut.jsonl: line 1: no summary line: not a whole survey output" -- survey --merge "$tmp/cut.jsonl" "$tmp/shard-1.jsonl"
: >"$tmp/empty.jsonl"
expect 2 "survey: $tmp/empty.jsonl: line 0: no summary line" -- survey --merge "$tmp/shard-0.jsonl" "$tmp/empty.jsonl"
expect 2 "survey: $tmp/other-1.jsonl: another survey's output (target or options differ from $tmp/shard-0.jsonl)" -- survey --merge "$tmp/shard-0.jsonl" "$tmp/other-1.jsonl"
expect 2 "survey: $tmp/third-0.jsonl: shard 0/3 does not match $tmp/shard-0.jsonl's /2" -- survey --merge "$tmp/shard-0.jsonl" "$tmp/shard-1.jsonl" "$tmp/third-0.jsonl"
expect 2 "survey: $tmp/copy-0.jsonl: shard 0/2 is given twice (also $tmp/shard-0.jsonl)" -- survey --merge "$tmp/shard-0.jsonl" "$tmp/shard-1.jsonl" "$tmp/copy-0.jsonl"
expect 2 "survey: $tmp/shard-1.jsonl: shard 0/2 is missing from the merge" -- survey --merge "$tmp/shard-1.jsonl"
expect 2 "survey: $tmp/shard-0.jsonl: shard 1/2 is missing from the merge" -- survey --merge "$tmp/shard-0.jsonl"

# survey_run CODE ARGS...: a run that succeeds: exit CODE, nothing on stderr (--quiet), a
# summary as the last line of stdout.
survey_run() {
  local code=$1
  shift
  local out err got=0
  out=$("$sweeplab" survey "$@" --quiet 2>"$tmp/err") || got=$?
  err=$(cat "$tmp/err")
  if [ "$got" -ne "$code" ] || [ -n "$err" ] || ! tail -n 1 <<<"$out" | grep -q '^{"summary": '; then
    echo "FAIL: sweeplab survey $* -> exit $got, stderr: $err (wanted $code, no stderr, a summary)" >&2
    exit 1
  fi
  echo "ok: sweeplab survey $* -> exit $got, $(grep -c '"kind"' <<<"$out") findings"
}
survey_run 0 "$ok" "${fast[@]}"
survey_run 0 "$scenes/cottage.json" --headings 4
survey_run 3 "$scenes/building-seam.json" --headings 4
survey_run 3 --dat "$tmp/synth" 0xA9B4 --headings 8 --spacing 8
# A merge of shards that found nothing is a survey that found nothing.
survey_run 0 --merge "$tmp/shard-1.jsonl" "$tmp/shard-0.jsonl"
exit 0
