#!/usr/bin/env bash
# survey_parallel.sh SWEEPLAB MAKE_SYNTHETIC_DAT SCENE: docs/survey.md's recipe (b), GNU
# parallel over two local shards, on a scene with findings and on the synthetic DAT place;
# the merged output must be the unsharded survey's line for line but the summary's timing
# fields (wall_s, frames_per_s, jobs), and --jobs 1 and --jobs 2 must give the same findings.
set -euo pipefail
# The shards run in their own folder: the paths made absolute.
sweeplab=$(realpath "$1") maker=$(realpath "$2") scene=$(realpath "$3")
if ! command -v parallel >/dev/null 2>&1; then
  echo "SKIP: GNU parallel is not installed (tools/dev.sh deps installs it)"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$maker" "$tmp/synth" >/dev/null

# same A B: the two survey outputs agree line for line, the summaries but their timing fields.
same() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
def read(path):
    lines = open(path).read().splitlines()
    if not lines or not lines[-1].startswith('{"summary"'):
        sys.exit(f"{path}: no summary line")
    summary = json.loads(lines[-1])["summary"]
    for k in ("wall_s", "frames_per_s", "jobs"):
        del summary[k]
    return lines[:-1], summary
(fa, sa), (fb, sb) = read(sys.argv[1]), read(sys.argv[2])
if fa != fb:
    for i, (x, y) in enumerate(zip(fa, fb)):
        if x != y:
            sys.exit(f"line {i + 1} differs:\n  {sys.argv[1]}: {x}\n  {sys.argv[2]}: {y}")
    sys.exit(f"{sys.argv[1]} has {len(fa)} findings, {sys.argv[2]} {len(fb)}")
if sa != sb:
    sys.exit(f"the summaries differ:\n  {sa}\n  {sb}")
if not fa:
    sys.exit(f"{sys.argv[1]}: no finding (the test wants a survey with findings)")
print(f"ok: {len(fa)} findings agree, summary {sa['findings']}")
EOF
}

# survey NAME ARGS...: the survey ARGS unsharded, as recipe (b) with N = 2 and merged, and
# with --jobs 1 and --jobs 2.
survey() {
  local name=$1
  shift
  local dir="$tmp/$name"
  mkdir -p "$dir"
  local rc=0
  "$sweeplab" survey "$@" --quiet --out "$dir/whole.jsonl" || rc=$?
  [ "$rc" -eq 3 ] || { echo "FAIL: $name: the unsharded survey exited $rc, wanted 3" >&2; exit 1; }

  # docs/survey.md, "Scale", (b). parallel exits with the number of shards that exited
  # non-zero (a shard with findings exits 3); the job log holds each shard's own code.
  N=2
  (
    cd "$dir"
    parallel --will-cite --jobs $N --joblog jobs.log \
      "$sweeplab" survey "$@" --shard {}/$N --jobs 1 --quiet --out survey-{}.jsonl \
      ::: $(seq 0 $((N - 1)))
  ) || true
  awk -F'\t' 'NR > 1 && $7 != 0 && $7 != 3 { bad = 1; print "FAIL: shard exited " $7 ": " $0 }
       END { exit bad }' "$dir/jobs.log" >&2
  [ "$(awk 'NR > 1' "$dir/jobs.log" | wc -l)" -eq $N ] || { echo "FAIL: $name: not $N shards" >&2; exit 1; }
  rc=0
  (cd "$dir" && "$sweeplab" survey --merge survey-*.jsonl --out survey.jsonl) || rc=$?
  [ "$rc" -eq 3 ] || { echo "FAIL: $name: --merge exited $rc, wanted 3" >&2; exit 1; }
  grep -q '"shard": "0/1"' "$dir/survey.jsonl"
  echo "$name: merged two shards against the unsharded survey"
  same "$dir/whole.jsonl" "$dir/survey.jsonl"

  "$sweeplab" survey "$@" --jobs 1 --quiet --out "$dir/jobs1.jsonl" || true
  "$sweeplab" survey "$@" --jobs 2 --quiet --out "$dir/jobs2.jsonl" || true
  grep -q '"jobs": 1,' "$dir/jobs1.jsonl"
  grep -q '"jobs": 2,' "$dir/jobs2.jsonl"
  echo "$name: --jobs 1 against --jobs 2"
  same "$dir/jobs1.jsonl" "$dir/jobs2.jsonl"
}

survey scene "$scene"
survey dat --dat "$tmp/synth" 0xA9B4 --spacing 8
exit 0
