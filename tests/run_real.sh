#!/bin/sh
# Runs a real-data suite (its "[real]" Catch2 cases) when SWEEPLAB_DAT_DIR names the user's
# retail DAT folder; without it CTest reports the entry skipped (77), never passed.
if [ -z "${SWEEPLAB_DAT_DIR:-}" ]; then
  echo "skipped: SWEEPLAB_DAT_DIR is not set (the folder holding client_cell_1.dat and client_portal.dat)"
  exit 77
fi
exec "$@"
