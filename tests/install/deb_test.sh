#!/usr/bin/env bash
# deb_test.sh BUILD_DIR window|no-window: `cpack -G DEB` in the build tree makes the Debian
# package (cmake/debian_package.cmake); its control fields are checked (the package's name
# for the build, Depends computed from the shared libraries the executable links: libSDL2,
# and libgl1 (named by the package: SDL loads GL at run time) with the window, neither
# without), then it is unpacked into a temporary root
# with dpkg-deb (no root needed, nothing installed on the machine) and the unpacked
# /usr/bin/sweeplab is run from / by check_installed.sh.
set -euo pipefail
build=$(cd "$1" && pwd) window=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/out") \
  >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$tmp"/out/*.deb)
[ -f "${debs[0]}" ] || { cat "$tmp/cpack.log" >&2; fail "cpack wrote no .deb"; }
[ ${#debs[@]} -eq 1 ] || fail "cpack wrote ${#debs[@]} packages: ${debs[*]}"
deb=${debs[0]}
echo "package: $(basename "$deb")"

field() { dpkg-deb -f "$deb" "$1"; }
depends=$(field Depends)
echo "Depends: $depends"
if [ "$window" = window ]; then
  [ "$(field Package)" = sweeplab ] || fail "Package is $(field Package), not sweeplab"
  grep -q 'libsdl2' <<<"$depends" || fail "Depends does not name libsdl2"
  grep -q 'libgl1' <<<"$depends" || fail "Depends does not name libgl1"
else
  [ "$(field Package)" = sweeplab-headless ] || fail "Package is $(field Package), not sweeplab-headless"
  if grep -q 'libsdl2\|libgl1\|libglx0\|libopengl0' <<<"$depends"; then
    fail "a build without the window depends on display libraries: $depends"
  fi
fi
grep -q 'libc6' <<<"$depends" || fail "Depends does not name libc6"
contents=$(dpkg-deb -c "$deb") # whole, not piped: grep -q would cut dpkg-deb off
grep -q '\./usr/bin/sweeplab$' <<<"$contents" || fail "the package holds no /usr/bin/sweeplab"

dpkg-deb -x "$deb" "$tmp/root"
"$here/check_installed.sh" "$tmp/root/usr" "$window"
echo "ok: $(basename "$deb") unpacked and run from /"
