#!/usr/bin/env bash
# DAT worlds (docs/command-line.md, "Retail DAT worlds"): a LOCATION, --info or a scene with `dat` without a
# DAT folder, bad locations and ids, and folders that hold no DAT files all end with exit
# code 2 and one line on stderr naming the file or option, the record, and the problem.
set -u
sweeplab=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset SWEEPLAB_DAT_DIR
. "$(dirname "$0")/expect.sh"
printf '{"format": "sweeplab-scene/1", "name": "t", "dat": {"landblocks": ["0xA9B4"]},\n "player": {"position": [84,12,94]}}' >"$tmp/place.json"
expect 2 "place.json: dat: needs a DAT folder.*--dat DIR.*SWEEPLAB_DAT_DIR" -- --headless "$tmp/place.json"
expect 2 "0xA9B4001B: needs a DAT folder" -- --headless 0xA9B4001B 84 12 94
expect 2 "\-\-info: needs a DAT folder" -- --info 0xA9B4
expect 2 "location \"0xA9B40041\": cell 0x0041 is neither" -- --headless --dat "$tmp" 0xA9B40041
expect 2 "location \"0xA9B4001B 192 1 1\": x 192.000000 lies outside" -- --dat "$tmp" 0xA9B4001B 192 1 1
expect 2 "got 2 numbers" -- --headless --dat "$tmp" "0xA9B4001B [84 12]"
expect 2 "give one SCENE or one LOCATION" -- --headless "$tmp/place.json" 0xA9B4001B
expect 2 "\-\-info: expected a hex id" -- --dat "$tmp" --info A9B4
expect 2 "\-\-info: takes no SCENE or LOCATION" -- --dat "$tmp" --info 0xA9B4 0xA9B4001B
expect 2 "only one of \-\-headless" -- --headless --info 0xA9B4
expect 2 "\-\-dat: needs a folder" -- --dat "" --info 0xA9B4
expect 2 "missing: not a folder" -- --dat "$tmp/missing" --info 0xA9B4
expect 2 "client_cell_1.dat: not found in" -- --headless --dat "$tmp" 0xA9B4001B
printf '{"format": "sweeplab-scene/1", "name": "t", "dat": {"landblocks": ["0xA9B4"], "creatures": "run"},\n "player": {"position": [84,12,94]}}' >"$tmp/creatures.json"
expect 2 'creatures.json: dat.creatures: must be "stand", "wander" or "chase"' -- --headless --dat "$tmp" "$tmp/creatures.json"
mkdir -p "$tmp/junk"
head -c 2048 /dev/zero >"$tmp/junk/client_cell_1.dat"
head -c 2048 /dev/zero >"$tmp/junk/client_portal.dat"
expect 2 "client_cell_1.dat: header: magic 0x00000000, expected 0x00005442" -- --dat "$tmp/junk" --info 0xA9B4
# The environment variable stands in for --dat, for scenes as for locations.
export SWEEPLAB_DAT_DIR="$tmp/junk"
expect 2 "client_cell_1.dat: header: magic" -- --headless "$tmp/place.json"
expect 2 "client_cell_1.dat: header: magic" -- --headless 0xA9B4001B
exit 0
