#!/usr/bin/env bash
# trace_bad_input.sh SWEEPLAB MAKE_SYNTHETIC_DAT SCENES TRACES: `sweeplab trace` (docs/trace.md)
# from the command line. A trace whose every line matches exits 0, one with a divergence 3
# (each diverging line naming its deciding test), on a scene, on the synthetic DAT place and
# under a reading; every bad option, trace line, cell and landblock exits 2 with one line on
# stderr naming the file and line, or the cell, and nothing on stdout.
set -u
sweeplab=$1 maker=$2 scenes=$3 traces=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset SWEEPLAB_DAT_DIR
. "$(dirname "$0")/expect.sh"
fail() { echo "FAIL: $*" >&2; exit 1; }
"$maker" "$tmp/synth" >/dev/null || fail "$maker $tmp/synth"
cottage="$scenes/cottage.json"

# runs CODE OUT ARGS...: `sweeplab trace ARGS` exits CODE with nothing on stderr, stdout in OUT.
runs() {
  local code=$1 out=$2
  shift 2
  "$sweeplab" trace "$@" >"$out" 2>"$tmp/err"
  local got=$?
  [ "$got" -eq "$code" ] || fail "sweeplab trace $* -> exit $got, wanted $code: $(cat "$tmp/err")"
  [ ! -s "$tmp/err" ] || fail "sweeplab trace $* wrote on stderr: $(cat "$tmp/err")"
  echo "ok: sweeplab trace $* -> $code"
}

# Every line matches: exit 0, a verdict a line and the summary.
runs 0 "$tmp/doorways.jsonl" "$cottage" "$traces/cottage-doorways.log"
[ "$(wc -l <"$tmp/doorways.jsonl")" -eq 20 ] || fail "cottage-doorways: not 19 verdicts and a summary"
grep -q '"lines": 19, "matches": 19, "divergences": 0, "first_divergence": null' "$tmp/doorways.jsonl" ||
  fail "cottage-doorways: summary $(tail -n 1 "$tmp/doorways.jsonl")"
runs 0 "$tmp/synth.jsonl" --dat "$tmp/synth" "$traces/synthetic-place.log"
grep -q '"target": "dat '"$tmp/synth"'", "reading": "retail", "lines": 15, "matches": 15' "$tmp/synth.jsonl" ||
  fail "synthetic-place: summary $(tail -n 1 "$tmp/synth.jsonl")"
# --out writes the same lines, and stdout holds nothing.
runs 0 "$tmp/stdout" "$cottage" "$traces/cottage-doorways.log" --out "$tmp/out.jsonl"
[ ! -s "$tmp/stdout" ] || fail "--out: stdout not empty"
cmp -s "$tmp/out.jsonl" "$tmp/doorways.jsonl" || fail "--out: not the stdout lines"

# A divergence: exit 3, each planted line named with the test that decided it.
runs 3 "$tmp/planted.jsonl" "$cottage" "$traces/cottage-planted.log"
python3 - "$tmp/planted.jsonl" <<'PY' || exit 1
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
summary = lines.pop()["summary"]
assert summary["divergences"] == 5 and summary["first_divergence"] == 10, summary
decided = {v["line"]: (v["decided"]["test"], v["decided"].get("kind"), v["decided"].get("inside"))
           for v in lines if not v["match"]}
want = {10: ("point_in_cell", None, True), 11: ("point_in_cell", None, False),
        12: ("portal", "cell", None), 13: ("portal", "building", None),
        14: ("portal", "outside", None)}
assert decided == want, decided
print("ok: the planted lines and their deciding tests", decided)
PY
# A reading: the portal-less vault matches under retail, diverges under ACE's point_in_cell.
vault="$traces/portalless-vault.json"
runs 0 "$tmp/vault.jsonl" "$vault" "$traces/portalless-vault.log"
runs 3 "$tmp/vault-ace.jsonl" "$vault" "$traces/portalless-vault.log" --reading retail+ace.portalless_cell
grep -q '"line": 6, .*"retail": "0x00000000", "port": "0xA9B40170", "match": false, .*"test": "point_in_cell"' \
  "$tmp/vault-ace.jsonl" || fail "the vault under ace.portalless_cell: $(head -n 1 "$tmp/vault-ace.jsonl")"

# Bad trace lines: the file and the line.
good='[fcl] seed=0xA9B40031 px=12.1 py=-1.5 pz=0 picked=0xA9B40031'
printf '%s\nnoise\n%s\n' "$good" '[fcl] seed=0xA9B40031 px=1.5x py=2 pz=0 picked=0xA9B40031' >"$tmp/number.log"
expect 2 "trace: $tmp/number.log: line 3: \[fcl\]: px: not a number: \"1.5x\"" -- trace "$cottage" "$tmp/number.log"
printf '%s\n%s\n' "$good" '[fcl] seed=0xA9B40031 px=1 py=2 picked=0xA9B40031' >"$tmp/missing-key.log"
expect 2 "trace: $tmp/missing-key.log: line 2: \[fcl\]: no pz=" -- trace "$cottage" "$tmp/missing-key.log"
printf '%s\n' '[fcl] seed=0xA9B40050 px=1 py=2 pz=0 picked=0xA9B40031' >"$tmp/bad-cell.log"
expect 2 "trace: $tmp/bad-cell.log: line 1: \[fcl\]: seed: 0xA9B40050: cell 0x0050 is neither" -- trace "$cottage" "$tmp/bad-cell.log"
printf 'Breakpoint 1\n' >"$tmp/empty.log"
expect 2 "trace: $tmp/empty.log: no \[fcl\] line in it" -- trace "$cottage" "$tmp/empty.log"
expect 2 "trace: $tmp/nowhere.log: cannot read" -- trace "$cottage" "$tmp/nowhere.log"

# Cells and landblocks the place does not hold: the line and the cell.
printf '%s\n%s\n' "$good" '[fcl] seed=0xA9B40100 px=12.1 py=1 pz=0 picked=0xA9B40107' >"$tmp/not-in-scene.log"
expect 2 "trace: $tmp/not-in-scene.log: line 2: picked 0xA9B40107: not in the scene" -- trace "$cottage" "$tmp/not-in-scene.log"
printf '%s\n' '[fcl] seed=0xA9B40177 px=60 py=58 pz=0 picked=0' >"$tmp/not-in-dat.log"
expect 2 "trace: $tmp/not-in-dat.log: line 1: seed 0xA9B40177: not in the DATs" -- trace --dat "$tmp/synth" "$tmp/not-in-dat.log"
printf '%s\n' '[fcl] seed=0x12340013 px=1 py=1 pz=0 picked=0x12340013' >"$tmp/landblock.log"
expect 2 "trace: $tmp/landblock.log: line 1: seed 0x12340013: its landblock is not in client_cell_1.dat" -- trace --dat "$tmp/synth" "$tmp/landblock.log"
expect 2 "trace: $traces/synthetic-place.log: line 6: seed 0xA9B40013: the position is off the scene's land" -- trace "$cottage" "$traces/synthetic-place.log"

# The command's own words.
expect 2 "trace: expected SCENE TRACE.log or \-\-dat DIR TRACE.log, got 0 words" -- trace
expect 2 "trace: needs SCENE TRACE.log, or \-\-dat DIR TRACE.log" -- trace "$traces/cottage-doorways.log"
expect 2 "trace: unknown option \-\-frobnicate" -- trace "$cottage" "$traces/cottage-doorways.log" --frobnicate
expect 2 "trace: \-\-reading: unknown reading profile 'acme'" -- trace "$cottage" "$traces/cottage-doorways.log" --reading acme
expect 2 "trace: \-\-out: needs a value" -- trace "$cottage" "$traces/cottage-doorways.log" --out
expect 2 "missing.json: .*cannot open" -- trace "$tmp/missing.json" "$traces/cottage-doorways.log"
expect 2 "missing: not a folder" -- trace --dat "$tmp/missing" "$traces/synthetic-place.log"
expect 1 "trace: \-\-out: cannot write $tmp/no/such/dir.jsonl" -- trace "$cottage" "$traces/cottage-doorways.log" --out "$tmp/no/such/dir.jsonl"
# --trace is the window's: not with --headless.
expect 2 "\-\-trace: only goes with the window or \-\-screenshot" -- --headless "$cottage" --trace "$traces/cottage-doorways.log"
echo "ok: sweeplab trace"
