#!/usr/bin/env bash
# window_layout_test.sh SWEEPLAB SCENE OUTDIR: the lab window driven by xdotool under Xvfb,
# as a user would: collapse the Scene panel by its title arrow, drag the left dock's edge
# 60 px wider, press Tab, quit with Esc. The layout file under XDG_CONFIG_HOME must then
# hold all three (the window writes it when the layout changes and at exit).
set -euo pipefail
sweeplab=$1 scene=$2 outdir=$3
out="$outdir/window-layout"
rm -rf "$out"
mkdir -p "$out"
export XDG_CONFIG_HOME="$out/xdg" HOME="$out/home"
unset SWEEPLAB_LAYOUT
file="$XDG_CONFIG_HOME/sweeplab/layout.ini"

cat >"$out/drive.sh" <<DRIVE
#!/usr/bin/env bash
set -euo pipefail
"$sweeplab" "$scene" --size 1280x720 &
pid=\$!
wid=\$(timeout 30 xdotool search --sync --name '^sweeplab\$' | head -1)
sleep 2
# The Scene panel's title arrow (the left dock's first panel, at its top-left corner).
xdotool mousemove --window "\$wid" 15 14 click 1
sleep 1
# The left dock's splitter: the 6 px strip at the column's inner edge (300 px wide).
xdotool mousemove --window "\$wid" 297 400 mousedown 1
sleep 0.3
for i in 1 2 3 4 5 6; do xdotool mousemove_relative -- 10 0; sleep 0.1; done
xdotool mouseup 1
sleep 1
xdotool key --window "\$wid" Tab
sleep 1
xdotool key --window "\$wid" Escape
timeout 30 tail --pid="\$pid" -f /dev/null
wait "\$pid"
DRIVE
chmod +x "$out/drive.sh"
xvfb-run -a -s "-screen 0 1280x720x24" "$out/drive.sh"

cat "$file"
fail=0
for want in 'left_width = 360' 'panel.scene = collapsed' 'panels_hidden = true' 'view = chase'; do
  if ! grep -qx "$want" "$file"; then
    echo "FAIL: $file does not say \"$want\"" >&2
    fail=1
  fi
done
exit $fail
