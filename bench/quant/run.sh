#!/bin/sh
# Quantized models on the CPU: mlc vs onnxruntime (issue #19), one run.
#
#   sh bench/quant/run.sh MODELS_DIR [BUILD_DIR]
#
# MODELS_DIR holds the directories bench/quant/export_quant.py writes on the
# GPU machine (mobilenet_v2, mobilenet_v2_qdq, mobilenet_v2_qop,
# resnet18_qdq, bert, bert_dyn, ...: each model.onnx + test_data_set_0).
# For each: mlc-compile -O3, `mlc-run --benchmark=RUNS --threads=THREADS`
# (outputs checked against onnxruntime's, bit for bit where both are
# integer), then onnxruntime-node 1.30 (bench/cpu/ort_bench.js: CPU provider,
# THREADS intra-op threads, all graph optimizations) on the same inputs.
# Prints a Markdown table of medians and the ratio mlc / onnxruntime.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
models=${1:?usage: run.sh MODELS_DIR [BUILD_DIR]}
build=${2:-$root/build}
runs=${RUNS:-20}
threads=${THREADS:-2}
cpu="$root/bench/cpu"
if [ ! -f "$cpu/node_modules/onnxruntime-node/package.json" ]; then
  npm install --prefix "$cpu" --no-save --no-audit --no-fund \
    onnxruntime-node@1.30.0 --onnxruntime-node-install=skip
fi
work=$(mktemp -d)
echo "| model | mlc ms | onnxruntime ms | mlc / ort | mlc check |"
echo "|---|---|---|---|---|"
for d in "$models"/*/; do
  m=$(basename "$d")
  [ -f "$d/model.onnx" ] || continue
  "$build/bin/mlc-compile" -O3 "$d/model.onnx" -o "$work/$m.so" 2>"$work/$m.err" || {
    echo "| $m | compile failed: $(head -c 150 "$work/$m.err") | | | |"; continue; }
  out=$("$build/bin/mlc-run" "$work/$m.so" --test-data "$d/test_data_set_0" \
    --benchmark="$runs" --threads="$threads" 2>&1 || true)
  mlc=$(echo "$out" | sed -n 's/.*latency_ms median=\([0-9.]*\).*/\1/p')
  check=$(echo "$out" | grep -c "OK$" || true)
  bad=$(echo "$out" | grep -c "MISMATCH" || true)
  err=$(echo "$out" | sed -n 's/.*max_abs_err=\([^,]*\),.*/\1/p' | sort -g | tail -1)
  /usr/bin/python3 "$cpu/prepare.py" "$d/model.onnx" "$d/test_data_set_0" "$work/$m.data" >/dev/null
  ort=$(node "$cpu/ort_bench.js" "$d/model.onnx" "$work/$m.data/data.json" "$runs" "$threads" |
    /usr/bin/python3 -c 'import json,sys; r=json.loads(sys.stdin.readline()); print("%.3f" % r["ms"]["median"])')
  ratio=$(/usr/bin/python3 -c "print('%.2f' % ($mlc / $ort))" 2>/dev/null || echo "-")
  echo "| $m | $mlc | $ort | $ratio | $check OK, $bad mismatch, max abs err $err |"
done
rm -rf "$work"
