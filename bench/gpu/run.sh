#!/bin/sh
# On the GPU machine: mlc (staged libraries) vs PyTorch eager / torch.compile
# in the same call. Usage: sh bench/gpu/run.sh STAGE_DIR  (see bench/gpu/README.md)
set -u
stage=$1
export LD_LIBRARY_PATH=$stage
for m in ${MODELS:-add_relu matmul_f32 softmax_8192 softmax_4096x1024 layer_norm reduce_sum matmul_bias_gelu softmax_chain}; do
  echo "== mlc $m"
  "$stage/mlc-run" "$stage/$m.so" --random-inputs --benchmark=50 --benchmark-device-only 2>&1 | tail -3
  # Where a CUDA graph replays the model, the same without it.
  if "$stage/mlc-run" "$stage/$m.so" --random-inputs --benchmark=5 2>&1 | grep -q "cuda graph: replayed"; then
    echo "== mlc $m --no-cuda-graph"
    "$stage/mlc-run" "$stage/$m.so" --random-inputs --benchmark=50 --benchmark-device-only --no-cuda-graph 2>&1 | tail -2
  fi
done
echo "== torch"
python3 "$stage/torch_peers.py" ${PEERS:-}
