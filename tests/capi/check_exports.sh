#!/usr/bin/env bash
# libsweeplab.so.1 exports the sl_ functions and nothing else (docs/c-api.md), every function
# the header declares is exported, and its SONAME is libsweeplab.so.1.
# Usage: check_exports.sh LIBRARY HEADER
set -euo pipefail
lib=$1 header=$2
exported=$(nm -D --defined-only "$lib" | awk '$2 != "A" {print $3}' | sed 's/@.*//' | sort -u)
others=$(echo "$exported" | grep -v '^sl_' || true)
if [ -n "$others" ]; then
  echo "$lib exports symbols other than sl_*:" >&2
  echo "$others" | head -20 >&2
  exit 1
fi
declared=$(grep -oE '\bsl_[a-z_0-9]+\(' "$header" | tr -d '(' | sort -u)
missing=$(comm -23 <(echo "$declared") <(echo "$exported"))
if [ -n "$missing" ]; then
  echo "declared in $header but not exported by $lib: $missing" >&2
  exit 1
fi
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" {print $2}')
if [ "$soname" != "libsweeplab.so.1" ]; then
  echo "$lib: SONAME is '$soname', not libsweeplab.so.1" >&2
  exit 1
fi
echo "$lib: $(echo "$exported" | wc -l) symbols, all sl_*, SONAME $soname"
