#!/bin/sh
# On the GPU machine, in one call: torch compiles every named model in the
# background (inductor's cache under /tmp, the first calls compile) while
# each staged CNN (bench/gpu/cnn_stage.sh) is checked against torch's output
# on the same hash weights and input (models staged with embedded weights)
# and timed with mlc-run --benchmark-device-only (--random-weights for those
# compiled with --weights=external: timing only); then torch eager,
# torch.compile and torch.compile(mode="reduce-overhead") are timed alone.
# The heads (MODEL_head) and variants (other staged directories, e.g. one
# compiled with other flags) are checked or timed by mlc only.
# Usage: sh bench/gpu/cnn_run.sh STAGE MODEL...
#   MLC_CNN_RUNS     timed runs of each (default 100)
#   MLC_CNN_SECONDS  the call's budget: torch skips compiles that would not
#                    end in it (default 80)
#   MLC_CNN_MEANWHILE  a shell command run after mlc's timings, while torch
#                    may still be compiling (e.g. a profile)
set -u
stage=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
export LD_LIBRARY_PATH=$stage/tools
runs=${MLC_CNN_RUNS:-100}
tmp=$(mktemp -d)
export TORCHINDUCTOR_CACHE_DIR=$tmp/inductor TRITON_CACHE_DIR=$tmp/triton
# The last moment torch may start a compile (one takes up to ~25 s, the
# timings ~10 s).
deadline=$(($(date +%s) + ${MLC_CNN_SECONDS:-80} - 35))
full=$(for m in "$@"; do case $m in resnet50 | mobilenet_v2) echo "$m" ;; esac; done)
# shellcheck disable=SC2086 # the model names are words
[ -z "$full" ] || python3 "$here/cnn_models.py" torch $full --runs="$runs" --deadline="$deadline" \
  --ready="$tmp/ready" --go="$tmp/go" > "$tmp/torch.txt" 2>&1 &
torch=$!
status=0
for m in "$@"; do
  echo "== $m"
  weights=
  if [ -f "$stage/$m/weights-external" ]; then
    weights=--random-weights
  else
    python3 "$here/cnn_models.py" input "$m" "$tmp/$m-input.npy"
    "$stage/tools/mlc-run" "$stage/$m/model.so" --device=cuda \
      --input="$tmp/$m-input.npy" --output-dir="$tmp/$m" || status=1
    python3 "$here/cnn_models.py" check "$m" "$tmp/$m/output_0.npy" || status=1
  fi
  "$stage/tools/mlc-run" "$stage/$m/model.so" --device=cuda --random-inputs \
    $weights --benchmark="$runs" --benchmark-device-only 2>&1 | tail -2
done
# Other work of the call (e.g. a profile) while torch may still compile.
[ -n "${MLC_CNN_MEANWHILE:-}" ] && sh -c "$MLC_CNN_MEANWHILE"
# torch times alone on the GPU once mlc is done (and torch compiled).
touch "$tmp/go"
wait $torch || status=1
cat "$tmp/torch.txt"
rm -rf "$tmp"
exit $status
