#!/usr/bin/env bash
# Shared set-up for demo.sh and test.sh: install what is missing (Debian
# packages), configure and build (Ninja, incremental). Sourced, not run.
set -euo pipefail

MLC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLC_BUILD="${MLC_BUILD:-$MLC_ROOT/build}"
MLC_JOBS="${MLC_JOBS:-$(nproc)}"

say() { printf '\n==> %s\n' "$*"; }

PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 lld-22
  libclang-rt-22-dev
  cmake ninja-build libgtest-dev
  libonnx-dev libprotobuf-dev protobuf-compiler libonnx-testdata
  python3-numpy python3-onnx python3-pytest pybind11-dev graphviz
)

install_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "Debian packages: all ${#PACKAGES[@]} present"
    return
  fi
  say "Installing missing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# configure_build DIR [CMAKE_ARGS...]: configures a Release build of mlc in DIR
# (clang 22, LLVM/MLIR 22's CMake packages and lit) unless DIR already has
# one; the extra arguments go to cmake (the sanitizer build's flags).
configure_build() {
  local dir=$1
  shift
  [ -f "$dir/build.ninja" ] && return 0
  say "Configuring in $dir"
  cmake -G Ninja -S "$MLC_ROOT" -B "$dir" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DPython3_EXECUTABLE=/usr/bin/python3 "$@"
}

configure_and_build() {
  configure_build "$MLC_BUILD"
  say "Building (ninja -j$MLC_JOBS)"
  local start=$SECONDS
  ninja -C "$MLC_BUILD" -j "$MLC_JOBS"
  say "Build up to date ($((SECONDS - start)) s)"
}

# tally LABEL LIT_LOG LIT_RC CTEST_LOG CTEST_RC: prints "LABEL lit: N passed,
# N failed; unit: ..." and sets TALLY_PASSED and TALLY_FAILED (a suite that
# failed without a count counts one failure). lit's summary lines look like
# "  Passed: 23 (100.00%)".
tally() {
  local label=$1 lit_log=$2 lit_rc=$3 ctest_log=$4 ctest_rc=$5
  count() { sed -nE "s/^ *($1) *: *([0-9]+).*/\2/p" "$lit_log" | awk '{n += $1} END {print n + 0}'; }
  local lit_pass lit_fail ct_total ct_fail
  lit_pass=$(count "Passed|Expectedly Failed|Unsupported")
  lit_fail=$(count "Failed|Unexpectedly Passed|Unresolved|Timed Out")
  ct_total=$(grep -oE 'tests failed out of [0-9]+' "$ctest_log" | grep -oE '[0-9]+$' || echo 0)
  ct_fail=$(grep -oE '[0-9]+ tests failed out of' "$ctest_log" | grep -oE '^[0-9]+' || echo 0)
  TALLY_PASSED=$((lit_pass + ct_total - ct_fail))
  TALLY_FAILED=$((${lit_fail:-0} + ct_fail))
  if [ "$lit_rc" -ne 0 ] || [ "$ctest_rc" -ne 0 ]; then
    [ "$TALLY_FAILED" -gt 0 ] || TALLY_FAILED=1
  fi
  echo "${label}lit: $lit_pass passed, ${lit_fail:-0} failed; unit: $((ct_total - ct_fail)) passed, $ct_fail failed"
}

install_packages
# MLC_RELEASE_BUILD=0: the caller builds a tree of its own (sanitize.sh).
if [ "${MLC_RELEASE_BUILD:-1}" != 0 ]; then
  configure_and_build
  export PATH="$MLC_BUILD/bin:$PATH"
fi
