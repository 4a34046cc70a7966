#!/bin/sh
# Issue #18's LLM decode goal on the GPU machine, mlc and its peer in one call:
# the ~1B Llama decode step (bench/gpu/llama_decode.py) compiled here, run
# there with random weights at a 1,024-token cache (batch 1), then
# torch.compile(mode="reduce-overhead") of the same architecture; the step
# compiled twice: as exported, and with its KV cache kept in place
# (--cache-in-place).
#
# Here:   /usr/bin/python3 bench/gpu/fill_external.py devstage/llama1b/decode.onnx
#         (the graph comes from `llama_decode.py export` on the GPU machine)
#         sh bench/gpu/llama_decode_run.sh --stage BUILD devstage/llama1b
# There:  sh bench/gpu/llama_decode_run.sh devstage/llama1b/stage   (carry it)
set -u
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--stage" ]; then
  build=$2 dir=$3
  mkdir -p "$dir/stage"
  "$build/bin/mlc-compile" "$dir/decode.onnx" --target=cuda --weights=external \
    --stats -o "$dir/stage/decode.so" || exit 1
  "$build/bin/mlc-compile" "$dir/decode.onnx" --target=cuda --weights=external \
    --cache-in-place --stats -o "$dir/stage/decode_inplace.so" || exit 1
  rm -f "$dir/stage/decode.params" "$dir/stage/decode_inplace.params"
  cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$dir/stage/"
  exit 0
fi
stage=$1
past=${PAST:-1024}
export LD_LIBRARY_PATH=$stage:${LD_LIBRARY_PATH:-}
python3 "$here/llama_decode.py" inputs /tmp/llama_in "$past" || exit 1
ins=""
for i in $(seq 0 34); do ins="$ins --input=/tmp/llama_in/input_$i.pb"; done
echo "== mlc decode, past $past, CUDA graphs"
"$stage/mlc-run" "$stage/decode.so" --random-weights $ins --benchmark=200 \
  --benchmark-device-only
echo "== mlc decode, past $past, CUDA graphs, no programmatic dependent launch"
MLC_CUDA_PDL=0 "$stage/mlc-run" "$stage/decode.so" --random-weights $ins \
  --benchmark=200 --benchmark-device-only
echo "== mlc decode, past $past, no CUDA graphs"
"$stage/mlc-run" "$stage/decode.so" --random-weights $ins --benchmark=100 \
  --benchmark-device-only --no-cuda-graph
# The cache kept in place (--cache-in-place): the caches are [1, past, 8, 64]
# buffers with room (mlc-run gives it), a step writes one row into each.
python3 "$here/llama_decode.py" inputs /tmp/llama_in_ip "$past" --in-place ||
  exit 1
ins=""
for i in $(seq 0 34); do ins="$ins --input=/tmp/llama_in_ip/input_$i.pb"; done
echo "== mlc decode, cache in place, past $past, CUDA graphs"
"$stage/mlc-run" "$stage/decode_inplace.so" --random-weights $ins \
  --benchmark=200 --benchmark-device-only
echo "== mlc decode, cache in place, past $past, no CUDA graphs"
"$stage/mlc-run" "$stage/decode_inplace.so" --random-weights $ins \
  --benchmark=100 --benchmark-device-only --no-cuda-graph
# The generate loop itself (mlcModelGenerate, greedy, random weights): a
# 1,024-token prompt read one token a step, then 64 new tokens; every step
# has a new cache length, so no step replays a CUDA graph.
prompt=$(seq -s, 1 1024)
echo "== mlc generate, 1,024-token prompt + 64 tokens, as exported"
"$stage/mlc-run" "$stage/decode.so" --random-weights --generate 64 \
  --prompt "$prompt" | grep generate_ms
echo "== mlc generate, 1,024-token prompt + 64 tokens, cache in place"
"$stage/mlc-run" "$stage/decode_inplace.so" --random-weights --generate 64 \
  --prompt "$prompt" | grep generate_ms
echo "== torch"
python3 "$here/llama_decode.py" peer --past "$past" --prefill 1024 2>&1 |
  grep -v Warning
