#!/bin/sh
# Compiles the GPU benchmark models and stages them with mlc-run and the
# runtime into build-gpu-bench/ (carry it to the GPU machine).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${MLC_BUILD:-$root/build}
out=$root/build-gpu-bench
mkdir -p "$out"
for m in add_relu matmul_f32; do
  "$build/bin/mlc-compile" "$root/bench/gpu/$m.mlir" --target=cuda -O3 -o "$out/$m.so"
done
cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$root/bench/gpu/torch_peers.py" "$root/bench/gpu/run.sh" "$out/"
echo "staged in $out"
