#!/bin/sh
# ===- run.sh - external weights and DLPack on the GPU machine -------------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# Staged by test/gpu/stage-weights-dlpack.sh; run as `sh run.sh` on a machine
# with an NVIDIA GPU, python3 with torch, numpy and pybind11, and a C++
# compiler. Prints PASS/FAIL per check; exit 0 only if every check passed.
#
# ===-----------------------------------------------------------------------===#

set -u
here=$(cd "$(dirname "$0")" && pwd)
export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
run=$here/bin/mlc-run
a=$here/artifacts
out=$(mktemp -d)
failed=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
check() { # NAME COMMAND...: passes when the command exits 0
  name=$1; shift
  if "$@" >"$out/log" 2>&1; then pass "$name"; else fail "$name"; sed 's/^/    /' "$out/log"; fi
}
check_error() { # NAME PATTERN COMMAND...: passes on exit 1 with PATTERN in stderr
  name=$1 pattern=$2; shift 2
  "$@" >"$out/log" 2>&1
  rc=$?
  if [ $rc -eq 1 ] && grep -q "$pattern" "$out/log"; then pass "$name"; else
    fail "$name (exit $rc)"; sed 's/^/    /' "$out/log"; fi
}

nvidia-smi -L 2>/dev/null | head -1
bert_in="--input=$a/bert_data/input_0.pb --input=$a/bert_data/input_1.pb"

# Issue #4: external weights on cuda.
check "bert cuda embedded weights match torch" $run "$a/bert_embed.so" --test-data "$a/bert_data"
check "bert cuda external weights match torch" $run "$a/bert_ext.so" --test-data "$a/bert_data"
$run "$a/bert_embed.so" $bert_in --output-dir="$out/embed" >/dev/null 2>&1
$run "$a/bert_ext.so" $bert_in --output-dir="$out/ext" >/dev/null 2>&1
check "bert cuda embedded == external (bitwise)" sh -c \
  "cmp '$out/embed/output_0.npy' '$out/ext/output_0.npy' && cmp '$out/embed/output_1.npy' '$out/ext/output_1.npy'"
for run_ in r1 r1b r2; do
  seed=1; [ $run_ = r2 ] && seed=2
  $run "$a/bert_ext.so" --random-weights=$seed $bert_in --output-dir="$out/$run_" >/dev/null 2>&1
done
check "random weights: same seed, same outputs" cmp "$out/r1/output_0.npy" "$out/r1b/output_0.npy"
check "random weights: other seed, other outputs" sh -c \
  "test -f '$out/r1/output_0.npy' && test -f '$out/r2/output_0.npy' && ! cmp -s '$out/r1/output_0.npy' '$out/r2/output_0.npy'"
mkdir -p "$out/nofile" && cp "$a/bert_ext.so" "$out/nofile/"
check_error "missing parameter file: clear error" "cannot open parameter file" \
  $run "$out/nofile/bert_ext.so" --test-data "$a/bert_data"
check "100 MB MLP, parameters left behind: --random-weights benchmark" \
  $run "$a/big_mlp.so" --random-weights=3 --random-inputs --benchmark=20 --benchmark-device-only
grep latency "$out/log" || true
check "100 MB MLP: deterministic" sh -c "
  $run '$a/big_mlp.so' --random-weights=3 --random-inputs --output-dir='$out/m1' &&
  $run '$a/big_mlp.so' --random-weights=3 --random-inputs --output-dir='$out/m2' &&
  cmp '$out/m1/output_0.npy' '$out/m2/output_0.npy'"

# Issue #7: DLPack. The Python extension is built here for this python3.
ext=$(python3 -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))")
if c++ -O2 -std=c++17 -shared -fPIC $(python3 -m pybind11 --includes) -I"$here/include" \
    "$here/python/src/RuntimeModule.cpp" -o "$here/python/mlc/_runtime$ext" \
    -L"$here/lib" -lmlc_runtime -Wl,-rpath,"$here/lib" >"$out/log" 2>&1; then
  pass "build the mlc._runtime extension for $(python3 --version)"
  export PYTHONPATH="$here/python:$here/tests" MLC_GPU_ARTIFACTS="$a"
  python3 "$here/tests/test_dlpack_gpu.py"
  [ $? -eq 0 ] || failed=$((failed + 1))
  check "weights from python: load(params) and random_weights" python3 -c "
import mlc, numpy as np, conftest
x = [conftest.read_pb('$a/bert_data/input_%d.pb' % i) for i in range(2)]
ref = conftest.read_pb('$a/bert_data/output_0.pb')
m = mlc.load('$a/bert_ext.so')
assert m.target == 'cuda' and len(m.params) > 5, m.params
np.testing.assert_allclose(m(*x)[0], ref, rtol=1e-3, atol=1e-5)
r1, r2 = mlc.load('$a/bert_ext.so', random_weights=5), mlc.load('$a/bert_ext.so', random_weights=5)
assert np.array_equal(r1(*x)[0], r2(*x)[0]) and not np.array_equal(r1(*x)[0], m(*x)[0])
"
else
  fail "build the mlc._runtime extension"; sed 's/^/    /' "$out/log"
fi

rm -rf "$out"
echo "$failed failed"
[ $failed -eq 0 ]
