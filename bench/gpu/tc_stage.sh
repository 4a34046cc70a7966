#!/bin/sh
# GPU matmul (issue #4): compiles f16/bf16 (tensor cores) and f32 matmuls, and
# matmul + bias + gelu (mbg_*), for cuda and
# stages them with mlc-run, the runtime and the checker into
# build-gpu-bench/tc/ (carry build-gpu-bench). On the GPU machine:
#   sh build-gpu-bench/tc/tc_run.sh build-gpu-bench/tc
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${MLC_BUILD:-$root/build}
out=${TC_OUT:-$root/build-gpu-bench/tc}
mkdir -p "$out"
# name M K N dtype [batch] [rounds=R] [--mlc-compile-flag ...]
models="${TC_MODELS:-f16_4096 4096 4096 4096 f16
bf16_4096 4096 4096 4096 bf16
f16_8192 8192 8192 8192 f16
bf16_8192 8192 8192 8192 bf16
f32_4096 4096 4096 4096 f32
f32_2048 2048 2048 2048 f32
f32_odd 1001 999 1003 f32
f32_batch 512 384 256 f32 6
f32_bert_qkv 32 64 192 f32
f32_gpt_ffn2 32 256 64 f32
f32_skinny 32 4096 4096 f32
f32_64x128 40 70 17000 f32
f32_32x128 20 30 17001 f32
f32_128x32 17000 30 20 f32
f32_1024 1024 1024 1024 f32
f16_2048 2048 2048 2048 f16
bf16_2048 2048 2048 2048 bf16
f16_1000 1000 1000 1000 f16
bf16_1000 1000 1000 1000 bf16
f16_odd 1001 999 1003 f16
f16_batch 512 384 256 f16 6
mbg_small 1000 512 1000 bf16
mbg_8192 8192 4096 16384 bf16}"
echo "$models" | while read -r name m k n t rest; do
  # After the dtype: an optional batch, `rounds=R` (tc_check.py's), and
  # mlc-compile flags (--...: variants for measuring).
  b=; flags=
  for x in $rest; do
    case $x in
    --*) flags="$flags $x" ;;
    rounds=*) ;;
    *) b=$x ;;
    esac
  done
  if [ -n "$b" ]; then
    ta="${b}x${m}x${k}x$t"; tb="${b}x${k}x${n}x$t"; tc="${b}x${m}x${n}x$t"
  else
    ta="${m}x${k}x$t"; tb="${k}x${n}x$t"; tc="${m}x${n}x$t"
  fi
  case $name in
  mbg_*) # matmul + bias + gelu: one kernel, the epilogue on the accumulator
    cat > "$out/mm_$name.mlir" <<EOM
func.func @main(%a: tensor<$ta>, %b: tensor<$tb>, %bias: tensor<${n}x$t>) -> tensor<$tc> {
  %c = graph.matmul %a, %b : (tensor<$ta>, tensor<$tb>) -> tensor<$tc>
  %d = graph.add %c, %bias : (tensor<$tc>, tensor<${n}x$t>) -> tensor<$tc>
  %e = graph.gelu %d : tensor<$tc>
  return %e : tensor<$tc>
}
EOM
    ;;
  *)
    cat > "$out/mm_$name.mlir" <<EOM
func.func @main(%a: tensor<$ta>, %b: tensor<$tb>) -> tensor<$tc> {
  %c = graph.matmul %a, %b : (tensor<$ta>, tensor<$tb>) -> tensor<$tc>
  return %c : tensor<$tc>
}
EOM
    ;;
  esac
  # shellcheck disable=SC2086
  "$build/bin/mlc-compile" "$out/mm_$name.mlir" --target=cuda -O3 $flags -o "$out/mm_$name.so" ||
    echo "mm_$name: compile failed"
done
echo "$models" > "$out/models.txt"
cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$root/bench/gpu/tc_check.py" \
  "$root/bench/gpu/torch_timing.py" "$root/bench/gpu/tc_run.sh" "$out/"
echo "staged in $out"
