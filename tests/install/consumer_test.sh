#!/usr/bin/env bash
# consumer_test.sh BUILD_DIR SOURCE_DIR CXX [DAT_MAKER] [CXXFLAGS]: the library as an outside
# project uses it (docs/library.md, docs/c-api.md). The `dev` and `lib` components alone are
# installed into a temporary prefix, which is moved (every file must find the others from
# where it is); then examples/consumer is configured and built against it with
# find_package(sweeplab CONFIG), and compiled once more with `pkg-config --cflags --libs
# sweeplab-cxx` alone; the C API's example (examples/capi) is built with find_package and
# tests/capi/c_walk.c with `pkg-config --cflags --libs sweeplab`, and both run. Both C++ programs walk
# the avatar 30 frames on flat land; with DAT_MAKER (make_synthetic_dat) they also read a
# landblock of the synthetic place through sweeplab::dat. CXXFLAGS: what the libraries need
# at link time beyond them (the sanitizer build's -fsanitize=...).
set -euo pipefail
build=$(cd "$1" && pwd) src=$(cd "$2" && pwd) cxx=$3
dat_maker=${4:-}
cxxflags=${5:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
unset SWEEPLAB_DAT_DIR

for component in dev lib; do
  cmake --install "$build" --component $component --prefix "$tmp/first" >>"$tmp/install.log" || {
    cat "$tmp/install.log" >&2
    fail "cmake --install $build --component $component"
  }
done
mv "$tmp/first" "$tmp/prefix"
prefix=$tmp/prefix
for f in include/sweeplab/physics/world/world.h include/sweeplab/dat/dat_folder.h \
  include/sweeplab/sweeplab.h lib/cmake/sweeplab/sweeplabConfig.cmake lib/pkgconfig/sweeplab.pc \
  lib/pkgconfig/sweeplab-cxx.pc lib/libsweeplab.so lib/libsweeplab.so.1; do
  [ -f "$prefix/$f" ] || fail "no $f in the dev component"
done
[ ! -e "$prefix/bin" ] || fail "the dev component installs bin/"
ls "$prefix"/lib*/libsweeplab_physics.a "$prefix"/lib*/libsweeplab_dat.a >/dev/null ||
  fail "no static libraries in the dev component"
[ "$(readlink "$prefix/lib/libsweeplab.so")" = libsweeplab.so.1 ] ||
  fail "lib/libsweeplab.so does not link to libsweeplab.so.1"

dat=()
if [ -n "$dat_maker" ]; then
  "$dat_maker" "$tmp/dat" >/dev/null || fail "$dat_maker $tmp/dat"
  dat=("$tmp/dat")
fi
check_run() { # NAME OUTPUT
  grep -q '^frame 30 feet [-0-9.]* [-0-9.]* 0.0000 on the ground' "$2" ||
    fail "$1: no 30th frame on the ground: $(cat "$2")"
  if [ ${#dat[@]} -gt 0 ]; then
    grep -q '^dat: landblock 0xA9B4: ' "$2" || fail "$1: no landblock read: $(cat "$2")"
  fi
  echo "ok: $1: $(grep '^walked' "$2")"
}

# CMake: find_package(sweeplab CONFIG) from the moved prefix.
cmake -S "$src/examples/consumer" -B "$tmp/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS="-Werror $cxxflags" >"$tmp/configure.log" 2>&1 ||
  { cat "$tmp/configure.log" >&2; fail "configuring examples/consumer"; }
cmake --build "$tmp/consumer" >"$tmp/build.log" 2>&1 ||
  { cat "$tmp/build.log" >&2; fail "building examples/consumer"; }
(cd / && "$tmp/consumer/sweeplab_consumer" "${dat[@]}") >"$tmp/cmake.out" ||
  fail "sweeplab_consumer (CMake) exited $?: $(cat "$tmp/cmake.out")"
check_run "find_package(sweeplab CONFIG)" "$tmp/cmake.out"

# pkg-config, the same source.
if command -v pkg-config >/dev/null; then
  flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs sweeplab-cxx) ||
    fail "pkg-config sweeplab-cxx"
  # shellcheck disable=SC2086 # the flags are words
  "$cxx" -std=c++20 -O1 $cxxflags "$src/examples/consumer/main.cpp" $flags \
    -o "$tmp/pc_consumer" || fail "compiling with pkg-config's flags: $flags"
  (cd / && "$tmp/pc_consumer" "${dat[@]}") >"$tmp/pc.out" ||
    fail "sweeplab_consumer (pkg-config) exited $?: $(cat "$tmp/pc.out")"
  check_run "pkg-config sweeplab-cxx" "$tmp/pc.out"
fi

# The C API: examples/capi with find_package(sweeplab) (sweeplab::sweeplab), run on a shipped
# scene; tests/capi/c_walk.c as C99 with pkg-config's flags alone, its refused call's message.
cmake -S "$src/examples/capi" -B "$tmp/capi" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS="-Werror $cxxflags" >"$tmp/capi-configure.log" 2>&1 ||
  { cat "$tmp/capi-configure.log" >&2; fail "configuring examples/capi"; }
cmake --build "$tmp/capi" >"$tmp/capi-build.log" 2>&1 ||
  { cat "$tmp/capi-build.log" >&2; fail "building examples/capi"; }
(cd / && "$tmp/capi/sweeplab_walk" "$src/assets/scenes/cottage.json") >"$tmp/capi.out" ||
  fail "sweeplab_walk exited $?: $(cat "$tmp/capi.out")"
grep -q '^frame 30 0xA9B4' "$tmp/capi.out" || grep -q '^frame 30 ' "$tmp/capi.out" ||
  fail "sweeplab_walk: no 30th frame: $(cat "$tmp/capi.out")"
echo "ok: find_package(sweeplab) sweeplab::sweeplab: $(tail -1 "$tmp/capi.out")"
if command -v pkg-config >/dev/null; then
  flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs sweeplab) ||
    fail "pkg-config sweeplab"
  # shellcheck disable=SC2086 # the flags are words
  cc -std=c99 -Wall -Wextra -Wpedantic -Werror $cxxflags "$src/tests/capi/c_walk.c" $flags \
    -Wl,-rpath,"$prefix/lib" -o "$tmp/c_walk" || fail "compiling c_walk.c with: $flags"
  (cd / && "$tmp/c_walk" --bad) >"$tmp/c_walk.out" && true
  grep -q '^1 sl_world_open_dat: dat_dir is NULL$' "$tmp/c_walk.out" ||
    fail "c_walk --bad: $(cat "$tmp/c_walk.out")"
  echo "ok: pkg-config sweeplab: $(cat "$tmp/c_walk.out")"
fi
