#!/usr/bin/env bash
# layout_test.sh SWEEPLAB CHECKER SCENE OUTDIR: the lab's layout under Xvfb. Each view mode
# (chase, split, overhead) is drawn in the free centre, under no panel, from the layout the
# app reports and from the pixels; Tab hides every panel; the layout file keeps the layout
# between runs (only when SWEEPLAB_LAYOUT names it: a user's own file is never read or
# written by a --screenshot run).
set -euo pipefail
sweeplab=$1 checker=$2 scene=$3 outdir=$4
mkdir -p "$outdir"
out="$outdir/layout"
rm -rf "$out"
mkdir -p "$out"
# No user file may take part: XDG_CONFIG_HOME points at one that would hide every panel.
mkdir -p "$out/xdg/sweeplab"
printf 'version = 1\npanels_hidden = true\nview = overhead\n' >"$out/xdg/sweeplab/layout.ini"
user_sum=$(sha256sum "$out/xdg/sweeplab/layout.ini")
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home"
unset SWEEPLAB_LAYOUT SWEEPLAB_SCREENSHOT_KEYS

shot() { # shot NAME [ARGS...]: a 960x540 screenshot of the scene and its layout report
  local name=$1
  shift
  SWEEPLAB_LAYOUT_REPORT="$out/$name.json" xvfb-run -a -s "-screen 0 1280x720x24" \
    "$sweeplab" --screenshot "$out/$name.png" "$scene" --frames 2 --size 960x540 "$@"
}

for view in chase split overhead; do
  shot "$view" --view "$view"
  "$checker" "$out/$view.png" "$out/$view.json" --view "$view"
done
# The B view's right part, which the right dock used to cover, shows the sky.
"$checker" "$out/split.png" "$out/split.json" --view split --sky B

# Tab hides every panel: the view takes the whole window.
SWEEPLAB_SCREENSHOT_KEYS=Tab shot split-tab --view split
"$checker" "$out/split-tab.png" "$out/split-tab.json" --view split --hidden
# Tab twice shows them again.
SWEEPLAB_SCREENSHOT_KEYS=Tab,Tab shot split-tab-tab --view split
"$checker" "$out/split-tab-tab.png" "$out/split-tab-tab.json" --view split

# The layout between runs: the first run hides the panels and shows overhead; the second,
# with neither the key nor --view, starts that way from the file.
export SWEEPLAB_LAYOUT="$out/kept/layout.ini"
SWEEPLAB_SCREENSHOT_KEYS=Tab shot kept-1 --view overhead
grep -qx 'panels_hidden = true' "$SWEEPLAB_LAYOUT"
grep -qx 'view = overhead' "$SWEEPLAB_LAYOUT"
shot kept-2
"$checker" "$out/kept-2.png" "$out/kept-2.json" --view overhead --hidden
# A file's dock widths and collapsed panels are used; --view wins over its view.
printf 'version = 1\nleft_width = 200\nright_width = 250\nview = overhead\npanel.scene = collapsed\n' \
  >"$SWEEPLAB_LAYOUT"
shot kept-3 --view split
"$checker" "$out/kept-3.png" "$out/kept-3.json" --view split
python3 - "$out/kept-3.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
left, right = r["columns"]["left"], r["columns"]["right"]
if left[2] != 200 or right[2] != 250:
    sys.exit(f"FAIL: the file's dock widths 200 and 250 are not used: {left} {right}")
scene = [p for p in r["panels"] if p["name"] == "scene"]
if not scene or not scene[0]["collapsed"] or scene[0]["rect"][3] > 30:
    sys.exit(f"FAIL: the scene panel is not collapsed as the file says: {scene}")
print("the file's widths and collapsed panel are used")
PY
# The chase view's overhead inset (from the file) lies in the centre too, under no panel.
printf 'version = 1\nview = chase\noverhead_inset = true\n' >"$SWEEPLAB_LAYOUT"
shot kept-4
"$checker" "$out/kept-4.png" "$out/kept-4.json" --view chase
grep -q '"name": "inset"' "$out/kept-4.json"
unset SWEEPLAB_LAYOUT

# The user's file was neither read (the runs above showed panels) nor written.
if [ "$(sha256sum "$out/xdg/sweeplab/layout.ini")" != "$user_sum" ]; then
  echo "FAIL: a --screenshot run wrote the user's layout file" >&2
  exit 1
fi
if [ -e "$out/home/.config/sweeplab/layout.ini" ]; then
  echo "FAIL: a --screenshot run wrote a layout under HOME" >&2
  exit 1
fi
echo "layout: OK"
