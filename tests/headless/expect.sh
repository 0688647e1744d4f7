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

# `expect_window CODE PATTERN -- ARGS...`: a form that opens the window (or --screenshot). In a
# build without the window (-DSWEEPLAB_BUILD_APP=OFF) it must instead say, in one line and
# with exit 2, that the window is not built.
expect_window() {
  if "$sweeplab" --version | grep -qx 'shaders: none (the window is not built)'; then
    shift 2
    expect 2 "the window is not built in this build" "$@"
  else
    expect "$@"
  fi
}
