#!/bin/sh
# Every Catch2 case name must be one CTest and Catch can take back as its own entry
# (tests/CMakeLists.txt, sweeplab_catch_tests): no ';' (CMake splits the name there), no '"',
# no leading '-' (Catch reads it as an option) or blank. Lists each suite's names and names
# the bad ones.
bad=0
for exe in "$@"; do
  # Catch2 2.x exits with the number of cases it listed: read the names, not the code.
  names=$("$exe" --list-test-names-only)
  [ -n "$names" ] || { echo "$exe: lists no cases"; exit 1; }
  printf '%s\n' "$names" | while IFS= read -r name; do
    case "$name" in
      *\;* | *\"* | -* | " "*) echo "$(basename "$exe"): bad case name: $name"; exit 1 ;;
    esac
  done || bad=1
done
exit $bad
