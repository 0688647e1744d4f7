#!/usr/bin/env bash
# readings.sh SWEEPLAB SCENES_DIR
# The Readings contract (docs/command-line.md): `--reading retail` is byte-identical to no
# --reading on every shipped scene; --compare adds "ghost" to every frame and "compare" to
# the summary; a ghost under retail never parts; --list-readings names every switch.
set -uo pipefail
sweeplab=$1 scenes=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
for scene in "$scenes"/*.json; do
  name=$(basename "$scene" .json)
  "$sweeplab" --headless "$scene" --out "$tmp/a.jsonl" >/dev/null 2>&1
  a=$?
  "$sweeplab" --headless "$scene" --reading retail --out "$tmp/b.jsonl" >/dev/null 2>&1
  b=$?
  [ "$a" -eq "$b" ] || fail "$name: exit $a without --reading, $b with --reading retail"
  cmp -s "$tmp/a.jsonl" "$tmp/b.jsonl" || fail "$name: --reading retail changed the output"
  echo "ok: $name: --reading retail is byte-identical"
done
scene="$scenes/crowd.json"
"$sweeplab" --headless "$scene" --compare retail --out "$tmp/c.jsonl" || fail "--compare retail exit $?"
"$sweeplab" --headless "$scene" --out "$tmp/a.jsonl" || fail "crowd exit $?"
"$sweeplab" --headless "$scene" --compare ace --fps 10 --out "$tmp/d.jsonl"
python3 - "$tmp/a.jsonl" "$tmp/c.jsonl" "$tmp/d.jsonl" <<'PY' || exit 1
import json, sys
plain = [json.loads(l) for l in open(sys.argv[1])]
same = [json.loads(l) for l in open(sys.argv[2])]
ace10 = [json.loads(l) for l in open(sys.argv[3])]
for f, g in zip(plain[:-1], same[:-1]):
    ghost = g.pop("ghost")
    assert f == g, f"--compare changed the avatar's frame {f['frame']}"
    assert ghost["position"] == f["player"]["position"], f"retail ghost parts at {f['frame']}"
    assert ghost["cell"] == f["player"]["cell"] and ghost["distance"] == 0.0
    assert ghost["eye"] == f["camera"]["eye"] and ghost["eye_distance"] == 0.0, ghost
c = same[-1]["summary"]["compare"]
assert c == {"reading": "retail", "first_frame": None, "first_substep": None, "branch": None,
             "ghost_branch": None, "max_distance": 0.0, "max_eye_distance": 0.0}, c
assert all("ghost" in f for f in ace10[:-1])
t = ace10[0]["time"]
assert abs(t - 0.1) < 1e-6, f"--fps 10: frame 1 at {t}"
c = ace10[-1]["summary"]["compare"]
assert c["reading"] == "ace" and c["max_distance"] >= 0.0, c
if c["first_frame"] is not None:
    f = ace10[c["first_frame"] - 1]
    assert f["ghost"]["distance"] > 0.001, f
    assert all(g["ghost"]["distance"] <= 0.001 for g in ace10[:c["first_frame"] - 1])
    assert c["first_substep"] >= 1 and c["branch"] and c["ghost_branch"], c
print("ok: --compare output", c)
PY
list=$("$sweeplab" --list-readings) || fail "--list-readings exit $?"
for s in ace.max_quantum ace.step_cap gdle.slide_division gdle.float_time_of_collision lab.radial_pushout; do
  grep -q "^  $s: " <<<"$list" || fail "--list-readings does not list $s"
done
for p in retail ace gdle; do
  grep -q "^  $p " <<<"$list" || fail "--list-readings does not list profile $p"
done
echo "ok: --list-readings"
exit 0
