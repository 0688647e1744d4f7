#!/usr/bin/env bash
# run_scene.sh SWEEPLAB SCENE OUTDIR EXPECTED_EXIT [FAILING_CHECK_NAME] [-- EXTRA ARGS...]
# Runs a scene headless, requires the exit code, and (for a run written to fail) that the
# named check is the one that failed in the summary line.
set -uo pipefail
sweeplab=$1 scene=$2 outdir=$3 expected=$4
failing=${5:-}
shift 5 2>/dev/null || shift $#
[ "${1:-}" = "--" ] && shift
mkdir -p "$outdir"
name=$(basename "$scene" .json)
out="$outdir/$name${failing:+-fail}.jsonl"
"$sweeplab" --headless "$scene" --out "$out" "$@"
code=$?
summary=$(tail -n 1 "$out")
echo "$summary"
if [ "$code" -ne "$expected" ]; then
  echo "FAIL: exit code $code, expected $expected" >&2
  exit 1
fi
if [ -n "$failing" ]; then
  python3 - "$summary" "$failing" <<'PY' || exit 1
import json, sys
checks = json.loads(sys.argv[1])["summary"]["checks"]
failed = [c["name"] for c in checks if not c["passed"]]
if sys.argv[2] not in failed:
    sys.exit(f"FAIL: expected check {sys.argv[2]!r} to fail; failed: {failed}")
print("failed as expected:", sys.argv[2])
PY
fi
exit 0
