#!/bin/sh
# mlc vs onnxruntime-node (1.30.0, 2 intra-op threads) on the CPU, same
# models, inputs and machine, in one run.
#
#   sh bench/cpu/run.sh [BUILD_DIR] [MODEL...]     (default BUILD_DIR: build)
#
# Installs onnxruntime-node into bench/cpu/node_modules (gitignored) when it
# is missing, then runs bench.py: BERT/GPT/LSTM/GRU from test/models, and
# the torchvision CNNs when torch is importable (exported into
# bench/cpu/work). Environment: RUNS (default 50), CNN_RUNS (default 5),
# THREADS (default 2).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
[ $# -gt 0 ] && shift
if [ ! -f "$here/node_modules/onnxruntime-node/package.json" ]; then
  echo "installing onnxruntime-node@1.30.0 into $here/node_modules"
  npm install --prefix "$here" --no-save --no-audit --no-fund \
    onnxruntime-node@1.30.0 --onnxruntime-node-install=skip
fi
exec /usr/bin/python3 "$here/bench.py" --build "$build" \
  --runs "${RUNS:-50}" --cnn-runs "${CNN_RUNS:-5}" --threads "${THREADS:-2}" \
  "$@"
