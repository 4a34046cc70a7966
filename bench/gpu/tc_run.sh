#!/bin/sh
# On the GPU machine: correctness of every staged matmul against torch, then
# mlc vs torch (cuBLAS) timings. Usage: sh tc_run.sh STAGE_DIR
set -u
stage=$1
export LD_LIBRARY_PATH=$stage
python3 "$stage/tc_check.py" "$stage"
