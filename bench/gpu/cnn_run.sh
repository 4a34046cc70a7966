#!/bin/sh
# On the GPU machine: each staged CNN (bench/gpu/cnn_stage.sh) checked
# against torch's output on the same hash weights and input, then timed with
# mlc-run --benchmark-device-only, torch eager and torch.compile in the same
# call. Usage: sh bench/gpu/cnn_run.sh STAGE MODEL...
set -u
stage=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
export LD_LIBRARY_PATH=$stage/tools
tmp=$(mktemp -d)
status=0
for m in "$@"; do
  echo "== $m"
  python3 "$here/cnn_models.py" input "$m" "$tmp/$m-input.npy"
  "$stage/tools/mlc-run" "$stage/$m/model.so" --device=cuda \
    --input="$tmp/$m-input.npy" --output-dir="$tmp/$m" || status=1
  python3 "$here/cnn_models.py" check "$m" "$tmp/$m/output_0.npy" || status=1
  "$stage/tools/mlc-run" "$stage/$m/model.so" --device=cuda --random-inputs \
    --benchmark=30 --benchmark-device-only 2>&1 | tail -2
  python3 "$here/cnn_models.py" torch "$m"
done
rm -rf "$tmp"
exit $status
