#!/bin/sh
# The CNN benchmarks of issue #4 (see bench/gpu/README.md): exports
# mobilenet_v2 (f32) and resnet50 (f16), batch 32, with Debian's
# python3-torch/torchvision, compiles them for cuda (-O3, compile time
# printed; the full models with --weights=external, MODEL_head with its
# weights) and stages each with mlc-run and the runtime:
#   $out/<model>/model.so   $out/tools/{mlc-run,libmlc_runtime.so*}
# Not part of CI (needs torch here). On the GPU machine, carry
# $out/<model> and $out/tools and run bench/gpu/cnn_run.sh.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${MLC_BUILD:-$root/build}
out=${MLC_CNN_OUT:-$root/build-gpu-bench/cnn}
mkdir -p "$out/tools"
for m in ${MODELS:-mobilenet_v2 resnet50 mobilenet_v2_head resnet50_head}; do
  [ -f "$out/$m/model.onnx" ] || [ -f "$out/$m.onnx/model.onnx" ] ||
    /usr/bin/python3 "$root/bench/gpu/cnn_models.py" export "$m" "$out/$m"
  mkdir -p "$out/$m.onnx" "$out/$m"
  [ -f "$out/$m/model.onnx" ] && mv "$out/$m/model.onnx" "$out/$m.onnx/" # not carried
  # The full models' weights stay here (a call carries at most 64 MiB):
  # compiled with --weights=external, timed there with --random-weights.
  flags=
  rm -f "$out/$m/weights-external"
  case $m in
  *_head) ;;
  *) flags=--weights=external; touch "$out/$m/weights-external" ;;
  esac
  start=$(date +%s.%N)
  "$build/bin/mlc-compile" "$out/$m.onnx/model.onnx" --target=cuda -O3 --stats \
    $flags -o "$out/$m/model.so" > "$out/$m/stats.txt"
  end=$(date +%s.%N)
  [ -f "$out/$m/model.params" ] && mv "$out/$m/model.params" "$out/$m.onnx/" # not carried
  echo "$m: compiled in $(awk "BEGIN{print $end - $start}") s, $(du -m "$out/$m/model.so" | cut -f1) MB"
done
cp "$build/bin/mlc-run" "$build"/lib/libmlc_runtime.so* "$out/tools/"
echo "staged in $out"
