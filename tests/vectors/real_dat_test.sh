#!/usr/bin/env bash
# real_dat_test.sh SWEEPLAB: opt-in, on the user's retail DAT files (SWEEPLAB_DAT_DIR; skipped,
# exit 77, without): the place families exported at Holtburg (landblock 0xA9B4) check clean
# from the same files.
set -euo pipefail
sweeplab=$1
[ -n "${SWEEPLAB_DAT_DIR:-}" ] || { echo "SWEEPLAB_DAT_DIR not set: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$sweeplab" vectors export --all --reading retail --count 300 --dat "$SWEEPLAB_DAT_DIR" \
  --place 0xA9B4 --out-dir "$tmp/holtburg" >/dev/null
"$sweeplab" vectors check "$tmp/holtburg/"{transition,placement,cell}.jsonl --reading retail \
  --dat "$SWEEPLAB_DAT_DIR" | tail -1 | grep -q '^all: 900 of 900 cases agree$'
echo "ok: Holtburg"
