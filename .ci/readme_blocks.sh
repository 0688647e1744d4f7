#!/usr/bin/env bash
# .ci/readme_blocks.sh [--in DIR] RUN...: the commands the documents tell users to run, run as
# written. A RUN is one or more blocks, FILE:HEADING joined by '+': the first ```sh block
# under the heading `## HEADING` or `### HEADING` of FILE. Each RUN gets its own fresh folder,
# a `git clone` of this checkout's HEAD (so commit first), and its blocks run there one after
# the other, each line verbatim under `bash -euo pipefail`; with --in DIR every RUN runs in DIR
# instead (CI's own clean clone). HOME is a temporary folder, so `~/.local` is one too.
#
# `sudo` in a block: with CI set (a throwaway CI machine) the command runs, as root, and
# what `sudo apt install ./X.deb` installed is checked and removed again after the RUN; on a
# developer's machine (CI unset) nothing is installed system-wide: `apt install ./X.deb` is
# simulated (apt-get --simulate: its Depends must resolve) and any other sudo command fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
in_dir=""
if [ "${1:-}" = --in ]; then
  in_dir=$(cd "$2" && pwd)
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: .ci/readme_blocks.sh [--in DIR] FILE:HEADING[+FILE:HEADING]..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "readme_blocks: $*" >&2; exit 1; }

# The `sudo` the blocks see.
mkdir -p "$tmp/shim"
if [ -n "${CI:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    printf '#!/bin/sh\nexec "$@"\n' >"$tmp/shim/sudo"
  else
    printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v sudo)" >"$tmp/shim/sudo"
  fi
else
  cat >"$tmp/shim/sudo" <<'SHIM'
#!/bin/sh
# CI unset: a developer's machine; nothing is installed system-wide.
if [ "$1" = apt ] && [ "$2" = install ]; then
  shift 2
  echo "readme_blocks: CI unset, simulating: apt-get install --simulate $*" >&2
  exec apt-get install --simulate "$@" >/dev/null
fi
echo "readme_blocks: CI unset, not running: sudo $*" >&2
exit 1
SHIM
fi
chmod +x "$tmp/shim/sudo"

# block FILE HEADING: the first ```sh block under that heading.
block() {
  awk -v h="$2" '
    !found && ($0 == "## " h || $0 == "### " h) { found = 1; next }
    found && !inside && /^```sh$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
  ' "$1"
}

n=0
for run in "$@"; do
  n=$((n + 1))
  if [ -n "$in_dir" ]; then
    dir=$in_dir
  else
    dir=$tmp/run$n
    git clone -q "$repo" "$dir"
  fi
  home=$tmp/home$n
  mkdir -p "$home"
  IFS=+ read -r -a parts <<<"$run"
  for part in "${parts[@]}"; do
    file=${part%%:*} heading=${part#*:}
    [ -f "$dir/$file" ] || fail "no $file"
    block "$dir/$file" "$heading" >"$tmp/block.sh"
    [ -s "$tmp/block.sh" ] || fail "$file has no sh block under \"## $heading\""
    echo "== $file, \"$heading\" (in $dir)"
    sed 's/^/   $ /' "$tmp/block.sh"
    # The block's wall and CPU time (docs/robustness.md, "CI cost").
    TIMEFORMAT="== $file, \"$heading\": passed in %0R s wall, %0U s user, %0S s sys"
    time (cd "$dir" && HOME=$home PATH="$tmp/shim:$PATH" bash -euo pipefail "$tmp/block.sh") ||
      fail "$file, \"$heading\": a command failed (above)"
  done
  # What a block installed on the machine (CI only): run it from /, then remove it.
  if [ -n "${CI:-}" ] && dpkg-query -W -f='${Status}' sweeplab 2>/dev/null | grep -q 'install ok'; then
    (cd / && /usr/bin/sweeplab --version && /usr/bin/sweeplab --list-scenes >/dev/null) ||
      fail "the installed /usr/bin/sweeplab does not run"
    "$tmp/shim/sudo" apt-get remove -y -qq sweeplab >/dev/null
  fi
  [ -n "$in_dir" ] || rm -rf "$dir"
done
