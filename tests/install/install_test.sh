#!/usr/bin/env bash
# install_test.sh BUILD_DIR [screenshot]
# `cmake --install` into a temporary prefix, moved once (the install must find its data from
# the executable's own place, not from where it was built or first put), then the installed
# sweeplab is run from / : --version names the installed scenes and shaders, --list-scenes
# lists the installed scenes, and a headless run of the cottage works. With `screenshot`
# (needs xvfb-run), a screenshot from / draws through the installed shaders.
set -euo pipefail
build=$1
mode=${2:-headless}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$tmp/first" >"$tmp/install.log" || {
  cat "$tmp/install.log" >&2
  fail "cmake --install $build"
}
mv "$tmp/first" "$tmp/moved"
prefix=$(cd "$tmp/moved" && pwd -P)
exe=$prefix/bin/sweeplab
data=$prefix/share/sweeplab
[ -x "$exe" ] || fail "no $exe"
[ -f "$data/scenes/cottage.json" ] || fail "no $data/scenes/cottage.json"
[ -f "$data/shaders/lit.vert" ] || fail "no $data/shaders/lit.vert"
unset SWEEPLAB_ASSETS SWEEPLAB_SHADERS
cd /

version=$("$exe" --version)
echo "$version"
grep -qx "scenes: $data/scenes" <<<"$version" || fail "--version does not name $data/scenes"
grep -qx "shaders: $data/shaders" <<<"$version" || fail "--version does not name $data/shaders"

if [ "$mode" = screenshot ]; then
  command -v xvfb-run >/dev/null || fail "xvfb-run is not installed"
  xvfb-run -a -s "-screen 0 640x360x24" "$exe" --screenshot "$tmp/shot.png" cottage \
    --frames 2 --size 640x360 || fail "screenshot from / exited $?"
  [ -s "$tmp/shot.png" ] || fail "no screenshot written"
  echo "ok: screenshot from / through $data/shaders"
  exit 0
fi

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
echo "ok: installed in $prefix and run from /"
