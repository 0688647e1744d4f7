#!/usr/bin/env bash
# screenshot_test.sh SWEEPLAB CHECKER SCENE OUTDIR: renders SCENE under Xvfb and checks it.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 outdir=$4
name=$(basename "$scene" .json)
mkdir -p "$outdir"
png="$outdir/$name.png"
frames=${FRAMES:-2}
# The layout report says where the window put the chase view and the panels.
SWEEPLAB_LAYOUT_REPORT="$outdir/$name.layout.json" xvfb-run -a -s "-screen 0 1280x720x24" \
  "$sweeplab" --screenshot "$png" "$scene" --frames "$frames" --size 960x540
# The same frames run headless give the pose the window drew (exit 3 only means the
# scene's checks are not met after so few frames).
set +e
"$sweeplab" --headless "$scene" --frames "$frames" --out "$outdir/$name.jsonl"
code=$?
set -e
if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then
  echo "headless run failed with exit code $code" >&2
  exit 1
fi
"$checker" "$png" "$scene" "$outdir/$name.layout.json" "$outdir/$name.jsonl"
