#!/usr/bin/env bash
# Regenerates docs/reference/ (dialect and pass reference) from the .td files:
# builds `mlc-doc` (docs/CMakeLists.txt finds every Passes.td and dialect .td
# by rule) and makes docs/reference an exact copy of build/docs/reference.
# test/docs/reference.test fails while the two differ. Never edit
# docs/reference by hand. Needs a configured build (scripts/common.sh).
set -euo pipefail
MLC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLC_BUILD="${MLC_BUILD:-$MLC_ROOT/build}"
ninja -C "$MLC_BUILD" mlc-doc
mkdir -p "$MLC_ROOT/docs/reference"
rm -f "$MLC_ROOT"/docs/reference/*.md
cp "$MLC_BUILD"/docs/reference/*.md "$MLC_ROOT/docs/reference/"
echo "docs/reference updated: $(ls "$MLC_ROOT/docs/reference" | tr '\n' ' ')"
