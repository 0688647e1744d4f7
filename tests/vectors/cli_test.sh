#!/usr/bin/env bash
# cli_test.sh SWEEPLAB ANSWER_CS SWEEPLAB_CS LIBSWEEPLAB: `sweeplab vectors` as a port author
# runs it (docs/vectors.md). The exit codes: export, then check under the same reading (0),
# under another (3, with the JSON-lines report's summary last), a bad line and a missing
# option (2, naming FILE:LINE or the option). Then the independent implementation
# (tests/vectors/answer/Answer.cs, C# built with mcs and run with mono, which computes every
# answer with its own code) answers the default packs, and check must find full agreement.
set -euo pipefail
sweeplab=$1 answer_cs=$2 binding_cs=$3 lib=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$sweeplab" vectors export --all --reading retail --out-dir "$tmp/pack" ||
  fail "export --all exited $?"
"$sweeplab" vectors export --family toi --reading retail --count 50 --seed 3 --out "$tmp/a.jsonl"
"$sweeplab" vectors export --family toi --reading retail --count 50 --seed 3 --out "$tmp/b.jsonl"
cmp -s "$tmp/a.jsonl" "$tmp/b.jsonl" || fail "the same seed gave different bytes"

"$sweeplab" vectors check "$tmp/pack/toi.jsonl" "$tmp/pack/polygon.jsonl" --reading retail \
  >"$tmp/same.txt" || fail "check under the export's reading exited $?: $(tail -3 "$tmp/same.txt")"
grep -q '^all: 4000 of 4000 cases agree$' "$tmp/same.txt" || fail "$(tail -1 "$tmp/same.txt")"

set +e
"$sweeplab" vectors check "$tmp/pack/toi.jsonl" --reading ace --out "$tmp/report.jsonl" \
  >"$tmp/ace.txt"
rc=$?
set -e
[ $rc -eq 3 ] || fail "check under another reading exited $rc, not 3"
grep -q 'out.time: file ' "$tmp/ace.txt" || fail "no differing field named: $(head -3 "$tmp/ace.txt")"
tail -1 "$tmp/report.jsonl" | grep -q '^{"summary":{"agree":[0-9]*,"cases":2000,' ||
  fail "the report's last line is no summary: $(tail -1 "$tmp/report.jsonl")"

printf '{"id":1,"in":{"movement":[1,2,3],"disp":[0,0,1]' >"$tmp/bad.jsonl"
set +e
"$sweeplab" vectors check "$tmp/bad.jsonl" --reading retail 2>"$tmp/bad.err"
rc=$?
"$sweeplab" vectors check "$tmp/pack/toi.jsonl" 2>"$tmp/noreading.err"
rc2=$?
set -e
[ $rc -eq 2 ] || fail "a bad line exited $rc, not 2"
grep -q "bad.jsonl:1: not JSON" "$tmp/bad.err" || fail "$(cat "$tmp/bad.err")"
[ $rc2 -eq 2 ] || fail "check without --reading exited $rc2, not 2"
grep -q -- "--reading R is required" "$tmp/noreading.err" || fail "$(cat "$tmp/noreading.err")"
echo "ok: export, check 0 / 3 / 2"

# The independent implementation.
for tool in mcs mono; do
  command -v $tool >/dev/null || fail "$tool not found: install mono-mcs and mono-runtime (tools/dev.sh deps)"
done
mcs -warnaserror+ -out:"$tmp/answer.exe" "$answer_cs" "$binding_cs" >"$tmp/mcs.log" 2>&1 ||
  { cat "$tmp/mcs.log" >&2; fail "mcs"; }
export LD_LIBRARY_PATH
LD_LIBRARY_PATH=$(dirname "$lib")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
for f in toi polygon; do
  mono "$tmp/answer.exe" "$tmp/pack/$f.jsonl" "$tmp/answered-$f.jsonl" || fail "answer.exe $f"
done
"$sweeplab" vectors check "$tmp/answered-toi.jsonl" "$tmp/answered-polygon.jsonl" \
  --reading retail >"$tmp/independent.txt" ||
  { grep -v ' / .*[0-9]$' "$tmp/independent.txt" | head -20 >&2; fail "the independent answers differ"; }
echo "ok: the independent implementation: $(tail -1 "$tmp/independent.txt")"
