#!/bin/sh
# On the GPU machine, after bench/gpu/goals_stage.sh: issue #6's GPU goals
# with their peers in one call (docs/performance.md, session 8).
set -u
B=${1:-build-gpu-bench}
here=$(cd "$(dirname "$0")" && pwd)
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv
P="add_relu softmax_8192 layer_norm matmul_bias_gelu"
for r in 1 2; do
  echo "#### rows round $r $(date +%T)"
  MODELS="$P" PEERS="$P" sh "$B/rows/run.sh" "$B/rows" 2>&1
done
echo "#### tc $(date +%T)"
TC_RUNS=${TC_RUNS:-100} sh "$B/tc/tc_run.sh" "$B/tc" 2>&1
echo "#### cnn $(date +%T)"
MLC_CNN_SECONDS=${MLC_CNN_SECONDS:-240} sh "$here/cnn_run.sh" "$B/cnn" \
  resnet50_head mobilenet_v2_head resnet50 mobilenet_v2 2>&1
echo "#### end $(date +%T)"
