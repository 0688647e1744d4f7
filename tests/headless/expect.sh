# Sourced by the bad-input scripts: `expect CODE PATTERN -- ARGS...` runs "$sweeplab" ARGS and
# requires exit code CODE and exactly one line on stderr matching PATTERN (docs/command-line.md:
# bad input names the file, the path or option, and the problem, on one line).
expect() {
  local code=$1 pattern=$2
  shift 3
  local err
  err=$("$sweeplab" "$@" 2>&1 >/dev/null)
  local got=$?
  if [ "$got" -ne "$code" ] || ! grep -q -- "$pattern" <<<"$err" || [ "$(wc -l <<<"$err")" -ne 1 ]; then
    echo "FAIL: sweeplab $* -> exit $got, stderr: $err (wanted $code and /$pattern/)" >&2
    exit 1
  fi
  echo "ok: sweeplab $* -> $err"
}
