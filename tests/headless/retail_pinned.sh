#!/usr/bin/env bash
# retail_pinned.sh SWEEPLAB SCENES_DIR PINS
# The retail profile is the port, bit for bit: the headless output of every scene named in
# PINS (`SHA256  NAME` lines, written by the tree before the reading switches, 58774e3, and
# checked against its own binary) must not move. A retail fix that moves one says so in its
# commit and rewrites its line:  sha256sum of `sweeplab --headless SCENE` for that scene.
set -uo pipefail
sweeplab=$1 scenes=$2 pins=$3
status=0
while read -r want name; do
  [ -z "$want" ] && continue
  got=$("$sweeplab" --headless "$scenes/$name.json" 2>/dev/null | sha256sum | cut -d' ' -f1)
  if [ "$got" != "$want" ]; then
    echo "FAIL: $name: the retail output moved ($got, pinned $want)" >&2
    status=1
  else
    echo "ok: $name"
  fi
done <"$pins"
exit $status
