#!/usr/bin/env bash
# Builds the libFuzzer targets with clang in their own directory and runs each for a fixed
# budget from its seed corpus; a finding (a crash, a sanitizer report, a failed check)
# fails the script and leaves the input in $BUILD_DIR/findings/. docs/robustness.md.
#   BUILD_DIR (default build-fuzz), FUZZ_SECONDS per target (default 60), JOBS
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-fuzz}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
JOBS=${JOBS:-$(nproc)}

CC=clang CXX=clang++ cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DSWEEPLAB_FUZZ=ON -DSWEEPLAB_BUILD_APP=OFF -DBUILD_TESTING=OFF -DSWEEPLAB_BUILD_BENCH=OFF
cmake --build "$BUILD_DIR" -j"$JOBS" --target fuzz_scene_loader fuzz_physics fuzz_dat_reader \
  fuzz_world_reader fuzz_capi fuzz_vectors

mkdir -p "$BUILD_DIR/corpus/scene_loader" "$BUILD_DIR/corpus/physics" "$BUILD_DIR/corpus/dat" \
  "$BUILD_DIR/corpus/world" "$BUILD_DIR/corpus/capi" "$BUILD_DIR/corpus/vectors" \
  "$BUILD_DIR/findings"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

run() { # target, [-flags...], corpus dirs... (missing ones are skipped: git keeps no empty dirs)
  local target=$1
  shift
  local args=()
  for a in "$@"; do
    if [[ $a == -* ]] || [ -d "$a" ]; then args+=("$a"); fi
  done
  set -- "${args[@]}"
  echo "== fuzz: $target for ${FUZZ_SECONDS}s"
  # libFuzzer first runs every input of the corpora (seeds and committed regressions).
  # A fixed seed keeps CI reproducible; FUZZ_SEED=0 lets libFuzzer pick one (deeper runs).
  "$BUILD_DIR/fuzz/$target" -max_total_time="$FUZZ_SECONDS" -timeout=30 -rss_limit_mb=4096 \
    -seed="${FUZZ_SEED:-1}" \
    -print_final_stats=1 -artifact_prefix="$BUILD_DIR/findings/$target-" "$@"
}

# The targets run side by side, JOBS at a time (each is one process on one core); each one's
# output goes to its log, printed when it ends, and any failure fails the script once all ended.
pids=()
names=()
failed=0
finish_oldest() {
  local pid=${pids[0]} name=${names[0]}
  pids=("${pids[@]:1}")
  names=("${names[@]:1}")
  if ! wait "$pid"; then
    failed=1
    echo "== fuzz: $name FAILED (input in $BUILD_DIR/findings/)" >&2
  fi
  cat "$BUILD_DIR/$name.log"
}
start() {
  while [ ${#pids[@]} -ge "$JOBS" ]; do finish_oldest; done
  run "$@" >"$BUILD_DIR/$1.log" 2>&1 &
  pids+=($!)
  names+=("$1")
}

start fuzz_scene_loader -dict=fuzz/scene.dict "$BUILD_DIR/corpus/scene_loader" assets/scenes \
  fuzz/regressions/loader fuzz/regressions/bad fuzz/regressions/scenes
start fuzz_physics "$BUILD_DIR/corpus/physics" fuzz/corpus/physics fuzz/regressions/physics
# Seeds written by tests/dat/writer (dat_tests "[.corpus]", docs/robustness.md).
start fuzz_dat_reader "$BUILD_DIR/corpus/dat" fuzz/corpus/dat fuzz/regressions/dat
# Server world data: hand-written SQL and JSON seeds (first byte even: SQL, odd: JSON).
start fuzz_world_reader "$BUILD_DIR/corpus/world" fuzz/corpus/world
# The C API: random call sequences (seeds: a few byte strings of each operation).
start fuzz_capi "$BUILD_DIR/corpus/capi" fuzz/corpus/capi
# Conformance-file lines: one case of each family as seeds (fuzz/corpus/vectors/).
start fuzz_vectors "$BUILD_DIR/corpus/vectors" fuzz/corpus/vectors fuzz/regressions/vectors
while [ ${#pids[@]} -gt 0 ]; do finish_oldest; done
exit "$failed"
