#!/usr/bin/env bash
# deb_test.sh BUILD_DIR window|no-window: `cpack -G DEB` in the build tree makes the Debian
# packages (cmake/debian_package.cmake): the lab's and sweeplab-dev. The lab's control fields
# are checked (the package's name for the build, Depends computed from the shared libraries
# the executable links: libSDL2, and libgl1 (named by the package: SDL loads GL at run time)
# with the window, neither without), then it is unpacked into a temporary root with dpkg-deb
# (no root needed, nothing installed on the machine) and the unpacked /usr/bin/sweeplab is
# run from / by check_installed.sh. sweeplab-dev holds the headers, the static libraries,
# the CMake package and the pkg-config file, and nothing of the lab's.
set -euo pipefail
build=$(cd "$1" && pwd) window=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/out") \
  >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$tmp"/out/*.deb)
[ ${#debs[@]} -eq 3 ] || { cat "$tmp/cpack.log" >&2; fail "cpack wrote ${#debs[@]} packages: ${debs[*]}"; }
lab=sweeplab
[ "$window" = window ] || lab=sweeplab-headless
deb=$(ls "$tmp"/out/${lab}_*.deb) || fail "no ${lab}_*.deb among ${debs[*]}"
dev=$(ls "$tmp"/out/sweeplab-dev_*.deb) || fail "no sweeplab-dev_*.deb among ${debs[*]}"
lib=$(ls "$tmp"/out/libsweeplab1_*.deb) || fail "no libsweeplab1_*.deb among ${debs[*]}"
echo "packages: $(basename "$deb") $(basename "$dev") $(basename "$lib")"

# libsweeplab1: the C API's shared library alone, its Depends computed (libstdc++ at least).
[ "$(dpkg-deb -f "$lib" Package)" = libsweeplab1 ] || fail "the library package is not libsweeplab1"
lib_contents=$(dpkg-deb -c "$lib")
grep -q '/usr/lib/.*libsweeplab\.so\.1' <<<"$lib_contents" || fail "libsweeplab1 holds no libsweeplab.so.1"
if grep -q '\./usr/include/\|\.a$\|libsweeplab\.so$' <<<"$lib_contents"; then
  fail "libsweeplab1 holds development files"
fi
grep -q 'libstdc++6' <<<"$(dpkg-deb -f "$lib" Depends)" ||
  fail "libsweeplab1 does not depend on libstdc++6: $(dpkg-deb -f "$lib" Depends)"

[ "$(dpkg-deb -f "$dev" Package)" = sweeplab-dev ] || fail "the dev package is not sweeplab-dev"
dev_depends=$(dpkg-deb -f "$dev" Depends)
echo "sweeplab-dev Depends: $dev_depends"
grep -q 'libglm-dev' <<<"$dev_depends" || fail "sweeplab-dev does not depend on libglm-dev"
grep -q 'zlib1g-dev' <<<"$dev_depends" || fail "sweeplab-dev does not depend on zlib1g-dev"
grep -q 'libsweeplab1 (= ' <<<"$dev_depends" || fail "sweeplab-dev does not depend on libsweeplab1"
[ -z "$(dpkg-deb -f "$dev" Conflicts)" ] || fail "sweeplab-dev conflicts: $(dpkg-deb -f "$dev" Conflicts)"
dev_contents=$(dpkg-deb -c "$dev")
for f in '/usr/include/sweeplab/physics/world/world\.h' '/usr/include/sweeplab/dat/dat_folder\.h' \
  '/usr/lib/.*libsweeplab_physics\.a' '/usr/lib/.*libsweeplab_dat\.a' \
  '/usr/lib/.*cmake/sweeplab/sweeplabConfig\.cmake' '/usr/lib/.*pkgconfig/sweeplab\.pc' \
  '/usr/include/sweeplab/sweeplab\.h' '/usr/lib/.*libsweeplab\.so -> libsweeplab\.so\.1'; do
  grep -q "\.$f\$" <<<"$dev_contents" || fail "sweeplab-dev holds no $f"
done
if grep -q '\./usr/bin/\|\./usr/share/sweeplab' <<<"$dev_contents"; then
  fail "sweeplab-dev holds the lab's files"
fi
if grep -q '\./usr/include/\|\.a$' <<<"$(dpkg-deb -c "$deb")"; then
  fail "$(basename "$deb") holds the library's files"
fi

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
# The conformance packs, when this build wrote them (docs/vectors.md; a build of the
# executable alone has none).
if [ -f "$build/vector-packs/retail/README.md" ]; then
  for r in retail ace gdle; do
    grep -q "\./usr/share/sweeplab/vectors/$r/toi\.jsonl$" <<<"$contents" ||
      fail "the package holds no /usr/share/sweeplab/vectors/$r/toi.jsonl"
  done
fi

dpkg-deb -x "$deb" "$tmp/root"
"$here/check_installed.sh" "$tmp/root/usr" "$window"
echo "ok: $(basename "$deb") unpacked and run from /"
