#!/usr/bin/env bash
# `cmake --install` gives a usable prefix: the tools run from it, and a
# downstream CMake project finds mlc with find_package(MLC) and builds against
# the runtime and the dialect libraries.
# Usage: check-install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
"$work/prefix/bin/mlc-compile" "$src/examples/mlp.mlir" -o "$work/mlp.so"
"$work/prefix/bin/mlc-run" "$work/mlp.so" --test-data "$src/examples/mlp"
cmake -G Ninja -S "$src/test/install" -B "$work/downstream" \
  -DCMAKE_PREFIX_PATH="$work/prefix" -DCMAKE_CXX_COMPILER=clang++-22 > "$work/configure.log" \
  || { cat "$work/configure.log"; exit 1; }
ninja -C "$work/downstream" > "$work/build.log" || { cat "$work/build.log"; exit 1; }
"$work/downstream/use_runtime" "$work/mlp.so" | grep -q "inputs: 1"
"$work/downstream/use_dialect" | grep -q "loaded graph"
echo "install tree OK"
