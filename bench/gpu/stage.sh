#!/bin/sh
# Compiles the GPU benchmark models and stages them with mlc-run and the
# runtime into build-gpu-bench/ (carry it to the GPU machine).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${MLC_BUILD:-$root/build}
out=${MLC_BENCH_OUT:-$root/build-gpu-bench}
mkdir -p "$out"
for m in ${MODELS:-add_relu matmul_f32 softmax_8192 softmax_4096x1024 layer_norm reduce_sum matmul_bias_gelu softmax_chain}; do
  "$build/bin/mlc-compile" "$root/bench/gpu/$m.mlir" --target=cuda -O3 -o "$out/$m.so"
done
cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$root/bench/gpu/torch_peers.py" "$root/bench/gpu/torch_timing.py" "$root/bench/gpu/run.sh" "$out/"
echo "staged in $out"
