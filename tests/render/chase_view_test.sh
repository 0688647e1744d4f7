#!/usr/bin/env bash
# chase_view_test.sh SWEEPLAB MAKE_SYNTHETIC_DAT OUTDIR: the place's creatures chasing in the
# window (docs/creatures.md, "In the lab"). The synthetic place's drudges, 10 m north of the
# avatar, set chasing from the first frame (`dat.creatures`), wake within their awareness and
# close on it: after 5 s the overhead view shows their red lines to the avatar (the view's
# chase marks); with the creatures standing, the same view at the same frame has none. The same
# for a scene's chasing crowd (assets/scenes/crowd-chase.json) against the same crowd standing.
set -euo pipefail
sweeplab=$1 maker=$2 outdir=$3
out="$outdir/chase-view"
rm -rf "$out"
mkdir -p "$out"
"$maker" "$out/place" >/dev/null
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home" SWEEPLAB_DEBUG_DRAW=none
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS
for mode in chase stand; do
  printf '{"format": "sweeplab-scene/1", "name": "%s", "dat": {"landblocks": ["0xA9B4"], "creatures": "%s"},\n "player": {"position": [70, 66, 0.005]}}\n' \
    "$mode" "$mode" >"$out/$mode.json"
  xvfb-run -a -s "-screen 0 1280x720x24" "$sweeplab" --screenshot "$out/$mode.png" \
    --dat "$out/place" --world "$out/place/world" "$out/$mode.json" --frames 150 \
    --view overhead --size 1280x720 2>"$out/$mode.err"
done
# A scene's crowd: 160 frames in, the avatar has walked to the wall's gap and they stream
# through it at it.
scenes="$(cd "$(dirname "$0")/../../assets/scenes" && pwd)"
sed 's/"moves": "chase"/"moves": "stand"/' "$scenes/crowd-chase.json" >"$out/crowd-stand.json"
cp "$scenes/crowd-chase.json" "$out/crowd-chase.json"
for name in crowd-chase crowd-stand; do
  xvfb-run -a -s "-screen 0 1280x720x24" "$sweeplab" --screenshot "$out/$name.png" \
    "$out/$name.json" --frames 160 --view overhead --size 1280x720 2>"$out/$name.err"
done
PYTHONPATH="$(dirname "$0")" python3 - "$out" <<'PY'
import sys

from png_read import pixel_reader as png  # tests/render/png_read.py

out = sys.argv[1]
# The chasing state's red (0.95, 0.20, 0.15), drawn unlit over everything: far redder than
# the lit creature spheres' orange.
red = lambda c: c[0] > c[1] + 160 and c[0] > c[2] + 160
def count(name):
    image = png(f"{out}/{name}.png")
    return sum(red(image(x, y)) for y in range(0, 720, 2) for x in range(300, 980, 2))
for a, b in (("chase", "stand"), ("crowd-chase", "crowd-stand")):
    chase, stand = count(a), count(b)
    if chase < 200 or stand > 10:
        sys.exit(f"FAIL: the chase marks ({a}): {chase} red pixels chasing, {stand} standing")
    print(f"the chasing creatures' lines ({a}): {chase} red pixels chasing, {stand} standing")
PY
