#!/bin/sh
# ===- dynamic-gpu.sh - the dynamic-axis exports on a GPU machine ----------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# The CUDA half of test/models/dynamic.test: each export under
# test/models/dynamic is compiled once for CUDA (here, where the compiler
# is) and run on the GPU machine at its three data sets, each checked
# against onnxruntime's outputs. Usage:
#
#   sh test/models/dynamic-gpu.sh --stage BUILD_DIR STAGE_DIR [-O LEVEL]
#       (here) compiles the models with --target=cuda into STAGE_DIR and
#       copies mlc-run, the runtime and the data sets next to them
#   sh STAGE_DIR/dynamic-gpu.sh STAGE_DIR [--sanitize]
#       (on the GPU machine) runs them; --sanitize runs each data set under
#       compute-sanitizer memcheck too
# Exit: 0 all matched, 1 something failed.
#
# ===-----------------------------------------------------------------------===#
set -u
here=$(cd "$(dirname "$0")" && pwd)
models="llama_prefill llama_decode gpt2_decode bert vit lstm convnet"
if [ "${1:-}" = "--stage" ]; then
  build=$2 stage=$3 opt=${5:-2}
  mkdir -p "$stage" || exit 1
  cp "$build/bin/mlc-run" "$build/lib/libmlc_runtime.so" "$0" "$stage/" || exit 1
  for m in $models; do
    "$build/bin/mlc-compile" "$here/dynamic/$m/model.onnx" --target=cuda \
      -O"$opt" -o "$stage/$m.so" || exit 1
    mkdir -p "$stage/$m" && cp -r "$here/dynamic/$m"/test_data_set_* "$stage/$m/"
  done
  echo "staged in $stage"
  exit 0
fi
stage=$(cd "${1:?usage: $0 STAGE_DIR [--sanitize]}" && pwd)
sanitize=${2:-}
export LD_LIBRARY_PATH="$stage${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fails=0
for m in $models; do
  for d in "$stage/$m"/test_data_set_*; do
    if out=$("$stage/mlc-run" "$stage/$m.so" --test-data "$d" 2>&1); then
      echo "PASS $m $(basename "$d")"
    else
      echo "FAIL $m $(basename "$d")"; echo "$out" | tail -5; fails=$((fails + 1))
    fi
    if [ "$sanitize" = "--sanitize" ]; then
      if out=$(compute-sanitizer --tool memcheck --leak-check no --error-exitcode 3 \
          "$stage/mlc-run" "$stage/$m.so" --test-data "$d" 2>&1); then
        echo "MEMCHECK-CLEAN $m $(basename "$d")"
      else
        echo "MEMCHECK-FAIL $m $(basename "$d")"; echo "$out" | tail -8; fails=$((fails + 1))
      fi
    fi
  done
done
echo "$fails failed"
[ "$fails" -eq 0 ]
