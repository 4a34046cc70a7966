#!/bin/sh
# On the GPU machine: the staged attention libraries (attention_{f16,f32}_sS.so,
# from attention_{f16,f32}.mlir at sequence S) timed by mlc-run, then torch
# SDPA eager / torch.compile on the same problems (attention_peers.py), in
# the same call. Usage: sh attention_run.sh STAGE_DIR "128 512 2048" "f16 f32"
set -u
stage=$1; seqs=$2; dtypes=${3:-f16 f32}
export LD_LIBRARY_PATH=$stage
for t in $dtypes; do
  for s in $seqs; do
    echo "== mlc attention_${t}_s$s"
    "$stage/mlc-run" "$stage/attention_${t}_s$s.so" --random-inputs --benchmark=100 \
      --benchmark-device-only 2>&1 | tail -2
  done
done
echo "== torch"
python3 "$(dirname "$0")/attention_peers.py" "$(echo $seqs | tr ' ' ,)" "$(echo $dtypes | tr ' ' ,)"
