#!/usr/bin/env bash
# visibility_pair_test.sh SWEEPLAB CHECKER SCENE OUTDIR FRAMES: the camera-flap pair. Renders
# SCENE at frame FRAMES under Xvfb with CollideCamera on and off (retail visibility, the
# default) and checks the wall between the eye and the avatar: missing with it on, present
# with it off.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 outdir=$4 frames=$5
name=$(basename "$scene" .json)
mkdir -p "$outdir"
for mode in on off; do
  xvfb-run -a -s "-screen 0 1280x720x24" "$sweeplab" --screenshot "$outdir/$name-collide-$mode.png" \
    "$scene" --frames "$frames" --size 960x540 --camera-collide "$mode"
done
"$checker" "$outdir/$name-collide-on.png" "$outdir/$name-collide-off.png"
