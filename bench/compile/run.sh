#!/bin/sh
# Compile time of the real models (issue #6: each under 10 s at -O3 on the
# 2-core build machine), per model and target:
#   sh bench/compile/run.sh [build-dir] [targets] [models...]
# build-dir defaults to build, targets to "cpu cuda", models to all of
# test/models plus the torchvision CNNs (exported once by
# test/models/export.py into $MLC_BENCH_MODELS, default
# ${TMPDIR:-/tmp}/mlc-bench-models; skipped where torch is missing).
# $MLC_BENCH_FLAGS adds mlc-compile flags (e.g. --layout=nchw).
# Prints wall and CPU time (user+sys of mlc-compile and the tools it runs:
# ptxas, the linker) and the --stats figures, plus the load average before
# and after: other work on the machine shows in wall, not in CPU time.
# docs/performance.md has results.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-build}
targets=${2:-cpu cuda}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
small="bert gpt lstm gru rnn_seqlens rnn_attrs"
cnns="squeezenet1_1 shufflenet_v2_x0_5 mobilenet_v2 resnet18"
models=${*:-$small $cnns}
cache=${MLC_BENCH_MODELS:-${TMPDIR:-/tmp}/mlc-bench-models}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

model_file() {
  if [ -f "$root/test/models/$1/model.onnx" ]; then
    echo "$root/test/models/$1/model.onnx"
    return
  fi
  if [ ! -f "$cache/$1/model.onnx" ]; then
    mkdir -p "$cache"
    /usr/bin/python3 "$root/test/models/export.py" --out "$cache" "$1" \
      >/dev/null 2>&1 || return 0
  fi
  [ -f "$cache/$1/model.onnx" ] && echo "$cache/$1/model.onnx"
  return 0
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
printf '| %-18s | %-6s | %7s | %7s | %7s | %11s | %13s |\n' \
  model target "wall s" "cpu s" kernels "arena bytes" "unfused bytes"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: |"
for m in $models; do
  file=$(model_file "$m")
  if [ -z "$file" ]; then
    echo "| $m | (not exported: torch/torchvision missing) |"
    continue
  fi
  for t in $targets; do
    if /usr/bin/time -f "%e %U %S" -o "$tmp/time" \
        "$build/bin/mlc-compile" "$file" -O3 --target="$t" --stats $MLC_BENCH_FLAGS \
        -o "$tmp/model.so" >"$tmp/stats" 2>"$tmp/err"; then
      stat() { awk -v k="$1:" '$1 == k { print $2 }' "$tmp/stats"; }
      awk -v m="$m" -v t="$t" -v k="$(stat kernels)" -v a="$(stat arena-bytes)" \
          -v u="$(stat unfused-bytes)" \
        '{ printf "| %-18s | %-6s | %7.2f | %7.2f | %7s | %11s | %13s |\n",
                  m, t, $1, $2 + $3, k, a, u }' "$tmp/time"
    else
      echo "| $m | $t | FAILED: $(head -c 200 "$tmp/err" | tr '\n' ' ') |"
    fi
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
