#!/usr/bin/env bash
# Installs what is missing, builds, then compiles the bundled example model
# for the CPU, runs it, and checks it against its expected outputs.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

MODEL="$MLC_ROOT/examples/mlp.mlir"
DATA="$MLC_ROOT/examples/mlp"
OUT="$MLC_BUILD/demo"
mkdir -p "$OUT"

say "The model: $MODEL (a 2-layer MLP block in the graph dialect)"
head -n 12 "$MODEL"
echo "  ..."

say "Compiling for the CPU: mlc-compile $MODEL -o $OUT/mlp.so -O3 -v"
mlc-compile "$MODEL" -o "$OUT/mlp.so" -O3 -v

say "Running on $DATA/input_0.pb: mlc-run $OUT/mlp.so --input=$DATA/input_0.pb"
mlc-run "$OUT/mlp.so" --input="$DATA/input_0.pb"

say "Checking against the expected outputs: mlc-run $OUT/mlp.so --test-data $DATA"
mlc-run "$OUT/mlp.so" --test-data "$DATA"

say "Benchmark: mlc-run $OUT/mlp.so --test-data $DATA --benchmark=200"
mlc-run "$OUT/mlp.so" --test-data "$DATA" --benchmark=200
