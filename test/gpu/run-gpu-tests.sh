#!/bin/sh
# ===- run-gpu-tests.sh - the runtime's CUDA tests on a GPU machine --------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# Needs no LLVM, MLIR, cmake or compiler: only the files below, built on the
# development machine. Usage:
#
#   sh test/gpu/run-gpu-tests.sh --stage BUILD_DIR STAGE_DIR
#       (here) copies what the tests need from a build tree into STAGE_DIR:
#       mlc-run libmlc_runtime.so libmlc_fake_cuda_artifact.so
#       libmlc_fake_artifact.so libmlc_fake_libcuda.so RuntimeCudaTests
#       mlc-load-loop
#       fake_cuda_data/{input,output}_{0,1,2}.pb run-gpu-tests.sh
#   sh STAGE_DIR/run-gpu-tests.sh STAGE_DIR
#       (on the GPU machine) runs the tests there.
#   sh test/gpu/run-gpu-tests.sh --build-tree BUILD_DIR
#       runs them on a build tree (ctest's RuntimeGpuScript).
#
# Steps: (1) RuntimeCudaTests and mlc-run on the host-only fake driver;
# (2) with the real driver: mlc-run on the fake cuda artifact (checked against
# fake_cuda_data), each deliberate failure mode (clear message, exit 1),
# --benchmark (with and without --benchmark-device-only), 1,000 rounds of
# load/run/free with device memory flat (mlc-load-loop), RuntimeCudaTests;
# (3) compute-sanitizer memcheck/synccheck on mlc-run, where it is installed
# and the device supports it.
# Exit: 0 all passed, 1 something failed, 77 no GPU (after (1) passed).
#
# ===-----------------------------------------------------------------------===#

set -u

usage() {
  echo "usage: $0 STAGE_DIR | --stage BUILD_DIR STAGE_DIR | --build-tree BUILD_DIR" >&2
  exit 2
}

here=$(cd "$(dirname "$0")" && pwd)
case "${1:-}" in
--stage)
  [ $# -eq 3 ] || usage
  build=$2 stage=$3
  mkdir -p "$stage/fake_cuda_data" || exit 1
  for f in bin/mlc-run lib/libmlc_runtime.so test/unit/libmlc_fake_cuda_artifact.so \
    test/unit/libmlc_fake_artifact.so test/unit/libmlc_fake_libcuda.so \
    test/unit/RuntimeCudaTests test/unit/mlc-load-loop; do
    cp "$build/$f" "$stage/" || exit 1
  done
  cp "$here"/fake_cuda_data/*.pb "$stage/fake_cuda_data/" || exit 1
  cp "$here/run-gpu-tests.sh" "$stage/" || exit 1
  echo "staged in $stage: $(ls "$stage" | tr '\n' ' ')"
  exit 0
  ;;
--build-tree)
  [ $# -eq 2 ] || usage
  build=$(cd "$2" && pwd)
  MLC_RUN=$build/bin/mlc-run
  TESTS=$build/test/unit/RuntimeCudaTests
  LOAD_LOOP=$build/test/unit/mlc-load-loop
  ARTIFACT=$build/test/unit/libmlc_fake_cuda_artifact.so
  CPU_ARTIFACT=$build/test/unit/libmlc_fake_artifact.so
  FAKE_DRIVER=$build/test/unit/libmlc_fake_libcuda.so
  DATA=$here/fake_cuda_data
  ;;
"" | -*) usage ;;
*)
  [ $# -eq 1 ] || usage
  dir=$(cd "$1" && pwd)
  MLC_RUN=$dir/mlc-run
  TESTS=$dir/RuntimeCudaTests
  LOAD_LOOP=$dir/mlc-load-loop
  ARTIFACT=$dir/libmlc_fake_cuda_artifact.so
  CPU_ARTIFACT=$dir/libmlc_fake_artifact.so
  FAKE_DRIVER=$dir/libmlc_fake_libcuda.so
  DATA=$dir/fake_cuda_data
  LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
  ;;
esac
for f in "$MLC_RUN" "$TESTS" "$LOAD_LOOP" "$ARTIFACT" "$CPU_ARTIFACT" "$FAKE_DRIVER" \
  "$DATA/input_0.pb" "$DATA/output_2.pb"; do
  [ -e "$f" ] || { echo "missing $f" >&2; exit 1; }
done
export MLC_TEST_FAKE_CUDA_ARTIFACT="$ARTIFACT" MLC_TEST_FAKE_ARTIFACT="$CPU_ARTIFACT"
unset MLC_CUDA_DRIVER_LIBRARY MLC_CUDA_DEVICE MLC_CUDA_SYNC_LAUNCHES FAKE_CUDA_MODE

log=$(mktemp)
trap 'rm -f "$log"' EXIT
failures=0
# check NAME EXPECTED_RC GREP_PATTERN CMD...: runs CMD, wants its exit code
# and (unless "") the pattern in its output.
check() {
  name=$1 want=$2 pattern=$3
  shift 3
  "$@" >"$log" 2>&1
  rc=$?
  if [ "$rc" -eq "$want" ] && { [ -z "$pattern" ] || grep -q -- "$pattern" "$log"; }; then
    echo "PASS $name"
  else
    echo "FAIL $name (exit $rc, wanted $want${pattern:+ and '$pattern'}):"
    sed 's/^/    /' "$log" | tail -n 40
    failures=$((failures + 1))
  fi
}

echo "== fake driver (host only)"
check "RuntimeCudaTests on the fake driver" 0 "PASSED" \
  env MLC_TEST_CUDA_DRIVER="$FAKE_DRIVER" "$TESTS"
check "mlc-run --test-data on the fake driver" 0 "x transposed.*OK" \
  env MLC_CUDA_DRIVER_LIBRARY="$FAKE_DRIVER" "$MLC_RUN" "$ARTIFACT" --test-data "$DATA"
check "kernel fault on the fake driver, MLC_CUDA_SYNC_LAUNCHES=1" 1 \
  "CUDA error in kernel 'fake_axpb'.*CUDA_ERROR_ILLEGAL_ADDRESS" \
  env MLC_CUDA_DRIVER_LIBRARY="$FAKE_DRIVER" FAKE_CUDA_MODE=illegal-address \
  MLC_CUDA_SYNC_LAUNCHES=1 "$MLC_RUN" "$ARTIFACT" --test-data "$DATA"
check "kernel fault on the fake driver names the last kernel" 1 \
  "CUDA error after kernel 'fake_axpb' (the last one launched.*CUDA_ERROR_ILLEGAL_ADDRESS" \
  env MLC_CUDA_DRIVER_LIBRARY="$FAKE_DRIVER" FAKE_CUDA_MODE=illegal-address \
  "$MLC_RUN" "$ARTIFACT" --test-data "$DATA"

echo "== real driver"
"$MLC_RUN" "$ARTIFACT" --test-data "$DATA" --benchmark=1 >"$log" 2>&1
if grep -q -e "no CUDA driver" -e "no CUDA device" "$log"; then
  sed 's/^/    /' "$log"
  if [ "$failures" -ne 0 ]; then
    echo "$failures FAILED"
    exit 1
  fi
  echo "SKIPPED the GPU tests: no GPU here"
  exit 77
fi
grep "^device cuda" "$log"
run="$MLC_RUN $ARTIFACT --test-data $DATA"
check "mlc-run --test-data" 0 "x transposed.*OK" $run
check "mlc-run --test-data, MLC_CUDA_SYNC_LAUNCHES=1" 0 "x transposed.*OK" \
  env MLC_CUDA_SYNC_LAUNCHES=1 $run
check "mlc-run on literals" 0 "^20$" \
  "$MLC_RUN" "$ARTIFACT" --input=2x4xf32=1 --input=f32=2 --input=4xf32=0.5
check "mlc-run --benchmark=50" 0 "latency_ms median=" $run --benchmark=50
grep "latency_ms" "$log"
check "mlc-run --benchmark=50 --benchmark-device-only" 0 "latency_ms median=" \
  $run --benchmark=50 --benchmark-device-only
grep "latency_ms" "$log"
check "bad launch names the kernel" 1 \
  "CUDA error in kernel 'fake_axpb' (grid 5x1x1, block 2048x1x1, 65536 bytes of dynamic shared memory): CUDA_ERROR_INVALID_VALUE" \
  env FAKE_CUDA_MODE=bad-launch $run
check "missing kernel" 1 "looking up kernel 'fake_missing' in module: CUDA_ERROR_NOT_FOUND" \
  env FAKE_CUDA_MODE=missing-kernel $run
check "bad PTX" 1 "loading a kernel module: CUDA_ERROR_INVALID_PTX" \
  env FAKE_CUDA_MODE=bad-ptx $run
check "out of device memory" 1 "CUDA_ERROR_OUT_OF_MEMORY" env FAKE_CUDA_MODE=oom $run
check "kernel fault names the last kernel" 1 \
  "CUDA error after kernel 'fake_axpb' (the last one launched.*CUDA_ERROR_ILLEGAL_ADDRESS" \
  env FAKE_CUDA_MODE=illegal-address $run
check "kernel fault, MLC_CUDA_SYNC_LAUNCHES=1" 1 \
  "CUDA error in kernel 'fake_axpb'.*CUDA_ERROR_ILLEGAL_ADDRESS" \
  env FAKE_CUDA_MODE=illegal-address MLC_CUDA_SYNC_LAUNCHES=1 $run
check "bad MLC_CUDA_DEVICE" 1 "MLC_CUDA_DEVICE=99 is not a CUDA device ordinal" \
  env MLC_CUDA_DEVICE=99 $run
check "1,000 rounds of load, run, free: device memory flat" 0 "^flat$" \
  "$LOAD_LOOP" "$ARTIFACT" 1000
grep "memory" "$log"
check "RuntimeCudaTests on the GPU" 0 "PASSED" \
  env MLC_TEST_CUDA_DRIVER=system MLC_TEST_FAKE_LIBCUDA="$FAKE_DRIVER" "$TESTS"
if grep -q "SKIPPED" "$log"; then
  echo "FAIL RuntimeCudaTests skipped tests on the GPU:"
  grep "SKIPPED" "$log" | sed 's/^/    /'
  failures=$((failures + 1))
fi

echo "== compute-sanitizer"
sanitizer=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null || true)
if [ -z "$sanitizer" ]; then
  echo "SKIPPED compute-sanitizer: not installed"
else
  "$sanitizer" --tool memcheck $run >"$log" 2>&1
  if grep -q -e "Device not supported" -e "not supported on this" "$log"; then
    echo "SKIPPED compute-sanitizer: the device is not supported here:"
    sed 's/^/    /' "$log" | tail -n 5
  else
    for tool in memcheck synccheck initcheck; do
      check "compute-sanitizer --tool $tool" 0 "ERROR SUMMARY: 0 errors" \
        "$sanitizer" --tool "$tool" --error-exitcode 3 $run
    done
    check "compute-sanitizer --tool memcheck --leak-check full" 0 \
      "ERROR SUMMARY: 0 errors" \
      "$sanitizer" --tool memcheck --leak-check full --error-exitcode 3 $run
  fi
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures FAILED"
  exit 1
fi
echo "ALL PASSED"
