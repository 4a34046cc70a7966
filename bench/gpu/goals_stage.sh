#!/bin/sh
# Issue #6's GPU goals in one device call: stages the row/elementwise
# problems (build-gpu-bench/rows), the tensor-core matmuls with
# matmul+bias+gelu in alternating rounds (build-gpu-bench/tc) and the CNNs
# (build-gpu-bench/cnn; needs Debian's python3-torch/torchvision here).
#   MLC_BUILD=build sh bench/gpu/goals_stage.sh
# Then on the GPU machine (carry the eight paths goals_stage.sh prints):
#   sh bench/gpu/goals_run.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
export MLC_BUILD=${MLC_BUILD:-$root/build}
out=$root/build-gpu-bench
MODELS="add_relu softmax_8192 layer_norm matmul_bias_gelu" MLC_BENCH_OUT=$out/rows \
  sh "$root/bench/gpu/stage.sh"
TC_OUT=$out/tc TC_MODELS="mbg_8192 8192 4096 16384 bf16 rounds=9
bf16_8192 8192 8192 8192 bf16 rounds=3
mbg_small 1000 512 1000 bf16 rounds=3" sh "$root/bench/gpu/tc_stage.sh"
MLC_CNN_OUT=$out/cnn sh "$root/bench/gpu/cnn_stage.sh"
echo "carry: build-gpu-bench/rows build-gpu-bench/tc build-gpu-bench/cnn/resnet50" \
  "build-gpu-bench/cnn/mobilenet_v2 build-gpu-bench/cnn/resnet50_head" \
  "build-gpu-bench/cnn/mobilenet_v2_head build-gpu-bench/cnn/tools"
