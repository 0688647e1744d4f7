#!/usr/bin/env bash
# check_installed.sh PREFIX window|no-window: a sweeplab installed under PREFIX (by
# `cmake --install` or unpacked from its .deb) is run from / with no SWEEPLAB_* folders
# set, so it can only find its data from its own bin/ (app/data_dir.h): --version names
# the installed scenes (and shaders; none without the window), --list-scenes lists exactly
# the installed scenes, and a headless run of the cottage by its bare name works. Without
# the window, a window form says so in one line and exits 2.
set -euo pipefail
prefix=$1 window=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
exe=$prefix/bin/sweeplab
data=$prefix/share/sweeplab
[ -x "$exe" ] || fail "no $exe"
[ -f "$data/scenes/cottage.json" ] || fail "no $data/scenes/cottage.json"
if [ "$window" = window ]; then
  [ -f "$data/shaders/lit.vert" ] || fail "no $data/shaders/lit.vert"
  shaders=$data/shaders
else
  [ ! -e "$data/shaders" ] || fail "$data/shaders installed by a build without the window"
  shaders="none (the window is not built)"
fi
unset SWEEPLAB_ASSETS SWEEPLAB_SHADERS
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd /

version=$("$exe" --version)
echo "$version"
grep -qx "scenes: $data/scenes" <<<"$version" || fail "--version does not name $data/scenes"
grep -qxF "shaders: $shaders" <<<"$version" || fail "--version does not name $shaders"

list=$("$exe" --list-scenes)
[ "$(wc -l <<<"$list")" -eq "$(ls "$data"/scenes/*.json | wc -l)" ] ||
  fail "--list-scenes lists $(wc -l <<<"$list") scenes: $list"
if grep -v "^$data/scenes/[a-z0-9-]*\.json: " <<<"$list"; then
  fail "--list-scenes names scenes outside $data/scenes"
fi

# Two frames are too few for the cottage's checks (the cellar is reached later), so exit 3
# (a check failed) is a working run; 1 or 2 is not.
code=0
"$exe" --headless cottage --frames 2 >"$tmp/run.jsonl" || code=$?
[ "$code" -eq 0 ] || [ "$code" -eq 3 ] || fail "headless cottage exited $code"
[ "$(wc -l <"$tmp/run.jsonl")" -eq 3 ] || fail "expected 2 frames and a summary"
grep -q '^{"summary": {"frames": 2,' "$tmp/run.jsonl" || fail "no summary line"

if [ "$window" != window ]; then
  code=0
  "$exe" cottage 2>"$tmp/err" || code=$?
  [ "$code" -eq 2 ] || fail "the window form exited $code, not 2"
  grep -qx "sweeplab: the window is not built in this build (-DSWEEPLAB_BUILD_APP=OFF): cottage" \
    "$tmp/err" || fail "the window form said: $(cat "$tmp/err")"
fi
echo "ok: $exe run from / finds its data in $data"
