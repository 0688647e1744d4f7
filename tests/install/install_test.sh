#!/usr/bin/env bash
# install_test.sh BUILD_DIR window|no-window [screenshot]
# `cmake --install` into a temporary prefix, moved once (the install must find its data from
# the executable's own place, not from where it was built or first put), then the installed
# sweeplab is run from / (check_installed.sh). With `screenshot` (the window's build; needs
# xvfb-run), a screenshot from / draws through the installed shaders.
set -euo pipefail
build=$1 window=$2
mode=${3:-headless}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$tmp/first" >"$tmp/install.log" || {
  cat "$tmp/install.log" >&2
  fail "cmake --install $build"
}
mv "$tmp/first" "$tmp/moved"
prefix=$(cd "$tmp/moved" && pwd -P)

if [ "$mode" = screenshot ]; then
  command -v xvfb-run >/dev/null || fail "xvfb-run is not installed"
  unset SWEEPLAB_ASSETS SWEEPLAB_SHADERS
  cd /
  xvfb-run -a -s "-screen 0 640x360x24" "$prefix/bin/sweeplab" --screenshot "$tmp/shot.png" \
    cottage --frames 2 --size 640x360 || fail "screenshot from / exited $?"
  [ -s "$tmp/shot.png" ] || fail "no screenshot written"
  echo "ok: screenshot from / through $prefix/share/sweeplab/shaders"
  exit 0
fi
"$here/check_installed.sh" "$prefix" "$window"
echo "ok: installed in $prefix (moved) and run from /"
