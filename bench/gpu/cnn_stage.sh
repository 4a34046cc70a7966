#!/bin/sh
# The CNN benchmarks of issue #4 (see bench/gpu/README.md): exports
# mobilenet_v2 (f32) and resnet50 (f16), batch 32, with Debian's
# python3-torch/torchvision, compiles them for cuda (-O3, compile time
# printed) and stages each with mlc-run and the runtime:
#   $out/<model>/model.so   $out/tools/{mlc-run,libmlc_runtime.so*}
# Not part of CI (needs torch here). On the GPU machine, carry
# $out/<model> and $out/tools and run bench/gpu/cnn_run.sh.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${MLC_BUILD:-$root/build}
out=${MLC_CNN_OUT:-$root/build-gpu-bench/cnn}
mkdir -p "$out/tools"
for m in ${MODELS:-mobilenet_v2 resnet50}; do
  [ -f "$out/$m/model.onnx" ] || [ -f "$out/$m.onnx/model.onnx" ] ||
    /usr/bin/python3 "$root/bench/gpu/cnn_models.py" export "$m" "$out/$m"
  mkdir -p "$out/$m.onnx"
  [ -f "$out/$m/model.onnx" ] && mv "$out/$m/model.onnx" "$out/$m.onnx/" # not carried
  start=$(date +%s.%N)
  "$build/bin/mlc-compile" "$out/$m.onnx/model.onnx" --target=cuda -O3 --stats \
    -o "$out/$m/model.so" > "$out/$m/stats.txt"
  end=$(date +%s.%N)
  echo "$m: compiled in $(awk "BEGIN{print $end - $start}") s, $(du -m "$out/$m/model.so" | cut -f1) MB"
done
cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$out/tools/"
echo "staged in $out"
