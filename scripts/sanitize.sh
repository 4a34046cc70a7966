#!/usr/bin/env bash
# The sanitizer job (issue #22): mlc built a second time, with AddressSanitizer
# (leaks checked) and UndefinedBehaviorSanitizer, in build-asan/ (the tools,
# the runtime and the unit tests: no Python package, no fuzzers), then the
# unit tests and lit suites run on that build; the e2e cases at one
# optimization level (-O2).
#
#   bash scripts/sanitize.sh          the fixed sample of lit suites listed in
#                                     test/sanitizer-sample.txt (what CI runs)
#   bash scripts/sanitize.sh --full   every lit suite (hours on 2 cores; a
#                                     whole run goes into docs/Status.md)
#
# Ends with `N passed, N failed` like test.sh. Any sanitizer report fails the
# tool it stops, so the test that ran it.
# The sanitizer build stands alone: the Release tree is not needed for it.
MLC_RELEASE_BUILD=0 source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

full=0
[ "${1:-}" = "--full" ] && full=1
ASAN_BUILD="${MLC_ASAN_BUILD:-$MLC_ROOT/build-asan}"
# -O1: quicker to build than -O3 and still fast enough to run the suites.
configure_build "$ASAN_BUILD" -DMLC_SANITIZE=address,undefined \
  -DCMAKE_C_FLAGS_RELEASE="-O1" -DCMAKE_CXX_FLAGS_RELEASE="-O1" >/dev/null
say "Building the sanitizer build (ninja -j$MLC_JOBS)"
start=$SECONDS
ninja -C "$ASAN_BUILD" -j "$MLC_JOBS" || {
  echo "0 passed, 1 failed"
  exit 1
}
say "Sanitizer build up to date ($((SECONDS - start)) s)"

# allow_user_poisoning=0: LLVM's allocators poison their free memory when the
# code that includes their headers is instrumented, which libMLIR is not: a
# slab poisoned here and handed out there reads as "use-after-poison".
# allocator_may_return_null=1: a failed malloc returns NULL, as it does
# without ASan (mlc's out-of-memory errors are tested).
# log_path: every report also lands in a file under $reports, so that one
# in a command a test expects to fail (`not mlc-compile ...`, a runner that
# records failures) fails the job too; the files are checked at the end.
reports="$ASAN_BUILD/sanitizer-reports"
rm -rf "$reports" && mkdir -p "$reports"
export ASAN_OPTIONS="detect_leaks=1:exitcode=86:allow_user_poisoning=0:allocator_may_return_null=1:log_path=$reports/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$reports/ubsan"
export MLC_E2E_OPT_LEVELS=2
set +e
say "unit tests under the sanitizers (ctest)"
ctest_log="$ASAN_BUILD/ctest.log"
# InstallTree installs the Release tree's layout; not a sanitizer matter.
ctest --test-dir "$ASAN_BUILD" --output-on-failure -j "$MLC_JOBS" \
  -E '^InstallTree$' 2>&1 | tee "$ctest_log"
ctest_rc=${PIPESTATUS[0]}

say "lit suites under the sanitizers"
lit_log="$ASAN_BUILD/lit.log"
if [ "$full" -eq 1 ]; then
  paths=("$ASAN_BUILD/test")
else
  paths=()
  while read -r line; do
    line=${line%%#*}
    line=$(echo "$line" | xargs)
    [ -n "$line" ] && paths+=("$ASAN_BUILD/test/$line")
  done <"$MLC_ROOT/test/sanitizer-sample.txt"
fi
/usr/lib/llvm-22/bin/lit -sv -j "$MLC_JOBS" "${paths[@]}" 2>&1 | tee "$lit_log"
lit_rc=${PIPESTATUS[0]}

# Reports, not warnings: allocator_may_return_null's "failed to allocate"
# notes are what the out-of-memory tests expect.
found=$(grep -lE "ERROR: [A-Za-z]+Sanitizer|runtime error:" "$reports"/* 2>/dev/null)
echo
tally "sanitizers: " "$lit_log" "$lit_rc" "$ctest_log" "$ctest_rc"
if [ -n "$found" ]; then
  n=$(echo "$found" | wc -l)
  echo "sanitizer reports: $n (in $reports), the first:"
  head -40 "$(echo "$found" | head -1)"
  TALLY_FAILED=$((TALLY_FAILED + n))
else
  echo "sanitizer reports: none"
fi
echo "$TALLY_PASSED passed, $TALLY_FAILED failed"
[ "$TALLY_FAILED" -eq 0 ]
