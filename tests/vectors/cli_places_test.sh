#!/usr/bin/env bash
# cli_places_test.sh SWEEPLAB MAKE_SYNTHETIC_DAT: the place families of `sweeplab vectors`
# from the command line (docs/vectors.md, "Places"). The default pack carries its scenes and
# checks clean wherever it is copied; another reading exits 3; a changed scene, a DAT place
# without its files and bad --place values exit 2 with one line naming them; and cases made
# at a DAT place (the synthetic place) check clean from those DAT files.
set -euo pipefail
sweeplab=$1 make_dat=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
unset SWEEPLAB_DAT_DIR

"$sweeplab" vectors export --all --reading retail --out-dir "$tmp/pack" >/dev/null
for f in transition placement cell; do
  [ -s "$tmp/pack/$f.jsonl" ] || fail "export --all wrote no $f.jsonl"
done
for s in stairs-ramp cottage crowd hillside; do
  [ -f "$tmp/pack/scenes/$s.json" ] || fail "the pack carries no scenes/$s.json"
done
grep -q 'scenes/hillside.json' "$tmp/pack/README.md" || fail "the README names no places"
# Anywhere: the scenes are named relative to the file of cases.
cp -r "$tmp/pack" "$tmp/moved"
(cd / && "$sweeplab" vectors check "$tmp/moved/transition.jsonl" "$tmp/moved/placement.jsonl" \
  "$tmp/moved/cell.jsonl" --reading retail >"$tmp/same.txt") ||
  fail "the moved pack does not check clean: $(tail -3 "$tmp/same.txt")"
grep -q '^all: 2800 of 2800 cases agree$' "$tmp/same.txt" || fail "$(tail -1 "$tmp/same.txt")"

set +e
"$sweeplab" vectors check "$tmp/pack/transition.jsonl" --reading ace >"$tmp/ace.txt"
rc=$?
set -e
[ $rc -eq 3 ] || fail "a retail transition pack under ace exited $rc, not 3"
grep -q 'CTransition (CPhysicsObj::transition).*DIFFERS' "$tmp/ace.txt" ||
  fail "no differing branch in the table"

expect2() { # expect2 PATTERN ARGS...: exit 2, one line on stderr matching PATTERN
  local pattern=$1
  shift
  set +e
  "$sweeplab" vectors "$@" >/dev/null 2>"$tmp/err"
  local rc=$?
  set -e
  [ $rc -eq 2 ] || fail "vectors $* exited $rc, not 2"
  grep -q -- "$pattern" "$tmp/err" || fail "vectors $*: $(head -2 "$tmp/err")"
}
printf ' ' >>"$tmp/moved/scenes/crowd.json"
expect2 "cell.jsonl:[0-9]*: in.place: .*crowd.json is not the scene the cases were made at" \
  check "$tmp/moved/cell.jsonl" --reading retail
expect2 "--place needs --dat DIR" export --family cell --reading retail --place 0xA9B4 \
  --out "$tmp/x.jsonl"
expect2 "--place: expected a landblock 0xXXYY" export --family cell --reading retail \
  --dat "$tmp" --place nowhere --out "$tmp/x.jsonl"
expect2 "--place: landblock coordinates run 0x00-0xFE" export --family cell --reading retail \
  --dat "$tmp" --place 0xFFB4 --out "$tmp/x.jsonl"
echo "ok: the default pack's places, check 0 / 3 / 2"

"$make_dat" "$tmp/dat" >/dev/null
"$sweeplab" vectors export --family transition --reading retail --count 120 --dat "$tmp/dat" \
  --place 0xA9B4001B --out "$tmp/dat-cases/transition.jsonl"
grep -q '"place":{"dat":"0xA9B4","iteration":' "$tmp/dat-cases/transition.jsonl" ||
  fail "the cases do not name the DAT place"
"$sweeplab" vectors check "$tmp/dat-cases/transition.jsonl" --reading retail --dat "$tmp/dat" \
  >"$tmp/dat.txt" || fail "the DAT place's cases do not check clean: $(tail -3 "$tmp/dat.txt")"
grep -q '^all: 120 of 120 cases agree$' "$tmp/dat.txt" || fail "$(tail -1 "$tmp/dat.txt")"
SWEEPLAB_DAT_DIR="$tmp/dat" "$sweeplab" vectors check "$tmp/dat-cases/transition.jsonl" \
  --reading retail >/dev/null || fail "SWEEPLAB_DAT_DIR is not read"
expect2 "transition.jsonl:1: in.place: a DAT place needs the DAT files" \
  check "$tmp/dat-cases/transition.jsonl" --reading retail
# A place turned and shifted: the turned place's house at 30 degrees, its corner at (50, 60),
# its rooms' doorways and walls no longer on the axes.
"$make_dat" --turned 30 50 60 "$tmp/turned" >/dev/null
"$sweeplab" vectors export --all --reading retail --count 80 --dat "$tmp/turned" \
  --place 0xA9B4 --out-dir "$tmp/turned-pack" >/dev/null
grep -q '"branch":"doorway"' "$tmp/turned-pack/transition.jsonl" || fail "no doorway case at the turned place"
"$sweeplab" vectors check "$tmp/turned-pack/"{transition,placement,cell}.jsonl --reading retail \
  --dat "$tmp/turned" >"$tmp/turned.txt" || fail "the turned place: $(tail -3 "$tmp/turned.txt")"
grep -q '^all: 240 of 240 cases agree$' "$tmp/turned.txt" || fail "$(tail -1 "$tmp/turned.txt")"
echo "ok: cases at a DAT place, and at the turned place"
