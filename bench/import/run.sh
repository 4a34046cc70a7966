#!/bin/sh
# Import time and peak memory of a ~100 MB ONNX model (issue #3):
#   sh bench/import/run.sh [build-dir] [size-MB]
# Prints wall time and max RSS of `mlc-compile --emit=import` and of
# `--emit=graph` (folding + fusion on top); docs/performance.md has results.
set -e
build=${1:-build}
size=${2:-100}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
/usr/bin/python3 "$(dirname "$0")/make_big_model.py" "$dir/big.onnx" "$size"
ls -l "$dir/big.onnx" | awk '{printf "model file: %.1f MB\n", $5 / 1e6}'
for emit in import graph; do
  /usr/bin/time -f "%e %M" -o "$dir/time" "$build/bin/mlc-compile" "$dir/big.onnx" \
    --emit=$emit -o /dev/null
  awk -v e=$emit '{printf "--emit=%-6s wall %.2f s, max RSS %.0f MB\n", e, $1, $2 / 1024}' "$dir/time"
done
