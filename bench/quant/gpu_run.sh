#!/bin/sh
# Quantized models on the GPU (issue #19), on the GPU machine, one call: for
# each staged model, mlc's outputs checked against onnxruntime's CPU outputs
# (test_data_set_0: bit for bit where both are integer) and
# `mlc-run --benchmark-device-only` (CUDA graph replays, medians). The peer
# in the same call is mlc's own fp32 build of the model the quantized one
# came from (the GPU machine's onnxruntime has no CUDA provider).
#   sh bench/quant/gpu_run.sh STAGE MODEL...
# STAGE/<model>.so (mlc-compile --target=cuda -O3), STAGE/<model>/test_data_set_0,
# STAGE/tools/{mlc-run,libmlc_runtime.so*}. Staged from export_quant.py's
# directories with:
#   mlc-compile -O3 --target=cuda DIR/model.onnx -o STAGE/<model>.so
#   RUNS  timed runs of each (default 200)
set -u
stage=$1
shift
export LD_LIBRARY_PATH=$stage/tools
runs=${RUNS:-200}
for m in "$@"; do
  echo "== $m"
  "$stage/tools/mlc-run" "$stage/$m.so" --device=cuda \
    --test-data "$stage/$m/test_data_set_0" 2>&1 | grep -E "OK|MISMATCH|rror" | head -5
  "$stage/tools/mlc-run" "$stage/$m.so" --device=cuda \
    --test-data "$stage/$m/test_data_set_0" --benchmark="$runs" \
    --benchmark-device-only 2>&1 | grep latency
done
