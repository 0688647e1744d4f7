#!/usr/bin/env bash
# dat_place_test.sh SWEEPLAB CHECKER MAKE_SYNTHETIC_DAT OUTDIR: writes the synthetic DAT place,
# renders it under Xvfb outdoors (south of house B, looking at its door) and indoors (in
# house B's hall) and checks the land's tints and the walls where the camera puts them.
set -euo pipefail
sweeplab=$1 checker=$2 maker=$3 outdir=$4
dir="$outdir/dat-place"
mkdir -p "$outdir"
"$maker" "$dir" >/dev/null
frames=2
shoot() { # NAME MIN_LAND MIN_WALLS LOCATION...
  local name=$1 min_land=$2 min_walls=$3
  shift 3
  local png="$outdir/$name.png"
  SWEEPLAB_LAYOUT_REPORT="$outdir/$name.layout.json" xvfb-run -a -s "-screen 0 1280x720x24" \
    "$sweeplab" --screenshot "$png" --dat "$dir" "$@" --frames "$frames" --size 960x540
  "$sweeplab" --headless --dat "$dir" "$@" --frames "$frames" --out "$outdir/$name.jsonl"
  "$checker" "$png" "$dir" "$outdir/$name.layout.json" "$outdir/$name.jsonl" "$min_land" \
    "$min_walls"
}
shoot dat-place-outdoor 4 4 0xA9B4001B 82.0 50.0 0.0
shoot dat-place-indoor 0 3 0xA9B40101 80.0 59.0 0.0 0.7071068 0 0 -0.7071068
