#!/usr/bin/env bash
# Installs what is missing, builds, then runs every suite that runs without a
# GPU: lit (dialects, passes, conversions, tools, end-to-end numerics on the
# CPU) and the GoogleTest unit tests; then the sanitizer job
# (scripts/sanitize.sh). Ends with `N passed, N failed`.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

set +e
say "lit suites (build/test)"
lit_log="$MLC_BUILD/lit.log"
/usr/lib/llvm-22/bin/lit -sv -j "$MLC_JOBS" "$MLC_BUILD/test" 2>&1 | tee "$lit_log"
lit_rc=${PIPESTATUS[0]}

say "unit tests (ctest)"
ctest_log="$MLC_BUILD/ctest.log"
ctest --test-dir "$MLC_BUILD" --output-on-failure -j "$MLC_JOBS" 2>&1 | tee "$ctest_log"
ctest_rc=${PIPESTATUS[0]}

echo
tally "" "$lit_log" "$lit_rc" "$ctest_log" "$ctest_rc"
main_line="${TALLY_PASSED} passed, ${TALLY_FAILED} failed (lit and unit tests)"
passed=$TALLY_PASSED
failed=$TALLY_FAILED

# The sanitizer job (scripts/sanitize.sh): a second build with AddressSanitizer
# and UndefinedBehaviorSanitizer, its unit tests and a fixed sample of the lit
# suites. MLC_SANITIZERS=0 skips it.
if [ "${MLC_SANITIZERS:-1}" != 0 ]; then
  san_log="$MLC_BUILD/sanitize.log"
  bash "$MLC_ROOT/scripts/sanitize.sh" 2>&1 | tee "$san_log"
  last=$(tail -n 1 "$san_log")
  san_pass=$(echo "$last" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$/\1/p')
  san_fail=$(echo "$last" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$/\2/p')
  if [ -z "$san_fail" ]; then
    san_pass=0
    san_fail=1
  fi
  echo
  echo "release build: $main_line"
  echo "sanitizer build: $san_pass passed, $san_fail failed"
  passed=$((passed + san_pass))
  failed=$((failed + san_fail))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
