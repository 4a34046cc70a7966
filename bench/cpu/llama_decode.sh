#!/bin/sh
# Issue #18's CPU decode goal: the ~20M Llama decode step (bench/gpu/
# llama_decode.py with LLAMA_SIZE=20m LLAMA_DTYPE=f32), mlc against
# onnxruntime-node (2 intra-op threads) on this machine, one token at a
# cache of PAST tokens (default 256), batch 1, same inputs; onnxruntime's
# outputs are checked against mlc's (max_abs_err).
#
#   (GPU machine) LLAMA_SIZE=20m LLAMA_DTYPE=f32 python3 bench/gpu/llama_decode.py export OUT
#   (here)        copy OUT/decode.onnx to devstage/llama20m/, then
#                 /usr/bin/python3 bench/gpu/fill_external.py devstage/llama20m/decode.onnx
#                 sh bench/cpu/llama_decode.sh [PAST]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
here=$root/bench/cpu
past=${1:-256}
build=${MLC_BUILD:-$root/build}
model=${LLAMA_MODEL:-$root/devstage/llama20m/decode.onnx}
work=$here/work/llama20m
rm -rf "$work" && mkdir -p "$work/data"
if [ ! -f "$here/node_modules/onnxruntime-node/package.json" ]; then
  (cd "$here" && npm install --no-save --silent onnxruntime-node@1.30.0 \
    --onnxruntime-node-install=skip)
fi
"$build/bin/mlc-compile" "$model" --target=cpu -O3 -o "$work/decode.so"
LLAMA_SIZE=20m LLAMA_DTYPE=f32 /usr/bin/python3 "$root/bench/gpu/llama_decode.py" \
  inputs "$work/data" "$past"
n=$(ls "$work/data" | wc -l)
ins=""
i=0
while [ $i -lt "$n" ]; do ins="$ins --input=$work/data/input_$i.pb"; i=$((i + 1)); done
"$build/bin/mlc-run" "$work/decode.so" $ins --output-dir "$work/data" \
  --output-format=pb > /dev/null
/usr/bin/python3 "$here/prepare.py" "$model" "$work/data" "$work/prep" > /dev/null
echo "== onnxruntime-node 1.30.0, 2 threads, past $past"
node "$here/ort_bench.js" "$model" "$work/prep/data.json" 50 2
echo "== mlc, 2 threads, past $past"
"$build/bin/mlc-run" "$work/decode.so" $ins --benchmark=50 --threads=2
