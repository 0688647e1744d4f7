#!/usr/bin/env bash
# sweeplab's one entry point for a fresh Debian 12 machine.
#   tools/dev.sh run [ARGS...]  install what is missing, build, open the app (default scene)
#   tools/dev.sh test           install what is missing, build, run every test
#   tools/dev.sh deps | configure | build   just that step
# Environment: BUILD_DIR (default build), JOBS (default: the number of cores), BUILD_TYPE
# (default Release: the tests run the -O3 code the README's Install block builds; RelWithDebInfo
# for a debugger), CMAKE_ARGS (more configure arguments).
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
PACKAGES=(
  build-essential cmake pkg-config git python3
  libsdl2-dev libimgui-dev python3-glad libglm-dev catch2 nlohmann-json3-dev libstb-dev
  libbenchmark-dev libcgal-dev libbullet-dev zlib1g-dev
  xvfb xauth libgl1-mesa-dri mesa-utils clang-format parallel xdotool
  dpkg-dev file
  mono-mcs mono-runtime rustc cargo
)

deps() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "tools/dev.sh: installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

configure() {
  cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" ${CMAKE_ARGS:-}
}

build() {
  configure
  cmake --build "$BUILD_DIR" -j"$JOBS"
}

case "${1:-}" in
  deps) deps ;;
  configure) deps; configure ;;
  build) deps; build ;;
  run)
    shift
    deps; build
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
      echo "tools/dev.sh: no display; running under Xvfb is possible with:" >&2
      echo "  xvfb-run -a $BUILD_DIR/sweeplab --screenshot shot.png cottage" >&2
      exit 1
    fi
    exec "./$BUILD_DIR/sweeplab" "$@"
    ;;
  test)
    deps; build
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$JOBS"
    ;;
  *)
    echo "usage: tools/dev.sh run [ARGS...] | test | deps | configure | build" >&2
    exit 2
    ;;
esac
