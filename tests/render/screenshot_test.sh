#!/usr/bin/env bash
# screenshot_test.sh SWEEPLAB CHECKER SCENE OUTDIR: renders SCENE under Xvfb and checks it.
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 outdir=$4
name=$(basename "$scene" .json)
mkdir -p "$outdir"
png="$outdir/$name.png"
frames=${FRAMES:-2}
xvfb-run -a -s "-screen 0 1280x720x24" "$sweeplab" --screenshot "$png" "$scene" \
  --frames "$frames" --size 960x540
if "$sweeplab" --headless "$scene" --frames "$frames" --out "$outdir/$name.jsonl" 2>/dev/null; then
  "$checker" "$png" "$scene" "$outdir/$name.jsonl"
else
  "$checker" "$png" "$scene"
fi
