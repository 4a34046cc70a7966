#!/usr/bin/env bash
# Installs what is missing, builds, then runs every suite that runs without a
# GPU: lit (dialects, passes, conversions, tools, end-to-end numerics on the
# CPU) and the GoogleTest unit tests. Ends with `N passed, N failed`.
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

# lit's summary lines look like "  Passed: 23 (100.00%)".
count() { sed -nE "s/^ *($1) *: *([0-9]+).*/\2/p" "$lit_log" | awk '{n += $1} END {print n + 0}'; }
lit_pass=$(count "Passed|Expectedly Failed|Unsupported")
lit_fail=$(count "Failed|Unexpectedly Passed|Unresolved|Timed Out")
ct_total=$(grep -oE 'tests failed out of [0-9]+' "$ctest_log" | grep -oE '[0-9]+$' || echo 0)
ct_fail=$(grep -oE '[0-9]+ tests failed out of' "$ctest_log" | grep -oE '^[0-9]+' || echo 0)
passed=$((lit_pass + ct_total - ct_fail))
failed=$((${lit_fail:-0} + ct_fail))
if [ "$lit_rc" -ne 0 ] || [ "$ctest_rc" -ne 0 ]; then
  [ "$failed" -gt 0 ] || failed=1
fi
echo
echo "lit: $lit_pass passed, ${lit_fail:-0} failed; unit: $((ct_total - ct_fail)) passed, $ct_fail failed"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
