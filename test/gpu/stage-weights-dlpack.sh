#!/bin/sh
# ===- stage-weights-dlpack.sh - external weights and DLPack on the GPU ----===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# Issues #4 and #7 on the GPU machine, which has no LLVM/MLIR: everything is
# compiled here and carried.
#
#   sh test/gpu/stage-weights-dlpack.sh BUILD_DIR STAGE_DIR     (here)
#       compiles the cuda artifacts (bert with embedded and external weights,
#       a ~100 MB MLP with external weights whose parameter file is left
#       behind, the DLPack test model) and copies mlc-run, libmlc_runtime.so,
#       the runtime's Python extension sources, the mlc package and the tests.
#   sh STAGE_DIR/run.sh                                          (GPU machine)
#       prints a PASS/FAIL line per check; exit 0 only if all passed.
#
# ===-----------------------------------------------------------------------===#

set -eu
[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR STAGE_DIR" >&2; exit 2; }
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "$1" && pwd)
mkdir -p "$2"
stage=$(cd "$2" && pwd)
py=/usr/bin/python3
compile="$build/bin/mlc-compile"

mkdir -p "$stage/bin" "$stage/lib" "$stage/artifacts" "$stage/python/mlc" \
  "$stage/python/src" "$stage/include/mlc-c" "$stage/tests"
cp "$build/bin/mlc-run" "$stage/bin/"
cp -P "$build"/lib/libmlc_runtime.so* "$stage/lib/"
cp "$src"/include/mlc-c/*.h "$stage/include/mlc-c/"
cp "$src/python/src/RuntimeModule.cpp" "$stage/python/src/"
cp "$src"/python/mlc/*.py "$stage/python/mlc/"
cp "$src/test/python/test_dlpack_gpu.py" "$src/test/python/test_dlpack.py" \
  "$src/test/python/conftest.py" "$stage/tests/"
cp -r "$src/test/models/bert/test_data_set_0" "$stage/artifacts/bert_data"
cp "$src/test/gpu/run-weights-dlpack.sh" "$stage/run.sh"

a=$stage/artifacts
"$compile" "$src/test/models/bert/model.onnx" -o "$a/bert_embed.so" --target=cuda
"$compile" "$src/test/models/bert/model.onnx" -o "$a/bert_ext.so" --target=cuda --weights=external
"$py" "$src/test/gpu/make_big_mlp.py" "$stage/big_mlp.onnx"
"$compile" "$stage/big_mlp.onnx" -o "$a/big_mlp.so" --target=cuda --weights=external
rm -f "$stage/big_mlp.onnx"
echo "big_mlp: library $(wc -c < "$a/big_mlp.so") bytes, parameters $(wc -c < "$a/big_mlp.params") bytes (not carried: run.sh uses --random-weights)"
rm "$a/big_mlp.params"
PYTHONPATH="$build/python_packages:$src/test/python" "$py" -c "
import test_dlpack_gpu as t
open('$stage/add.mlir', 'w').write(t.ADD)"
"$compile" "$stage/add.mlir" -o "$a/add.so" --target=cuda
rm -f "$stage/add.mlir"
echo "staged in $stage ($(du -sh "$stage" | cut -f1)); on the GPU machine: sh $stage/run.sh"
ls -l "$a"
