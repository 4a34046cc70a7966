#!/usr/bin/python3
"""End-to-end runner for the StableHLO programs (issue #5).

Every directory under test/stablehlo/programs/ holds one program exported
from JAX:

    programs/<name>/model.mlir                      StableHLO text (func @main)
    programs/<name>/test_data_set_N/input_K.pb      ONNX TensorProto, main's
    programs/<name>/test_data_set_N/output_K.pb     arguments / JAX's results
    programs/<name>/tolerance                       optional: "RTOL ATOL"
    programs/<name>/flags                           optional: mlc-compile
        flags the exporter's choices call for (--jax-platforms=cpu,cuda
        for a module jax.export lowered for those platforms)

For each program the runner compiles `model.mlir` with `mlc-compile` (which
recognises StableHLO input and runs convert-stablehlo-to-graph first) and,
for `--target=cpu`, checks every test_data_set with `mlc-run --test-data`.
`--target=cuda` compiles to a fatbin (cubin + PTX) and stops there unless
`--run` is given (on a machine with a GPU); a kernel the GPU path rejects
with "not supported on the GPU yet" counts as `unsupported`, not `fail`.

With `--expected FILE` each program's status on the target is compared with
the checked-in one (lines `NAME TARGET STATUS`): an expected pass that does
not pass is a regression (exit status 1); a better result than listed is
reported so the list can be tightened with `--update-expected`.

    python3 test/stablehlo/run.py --bin build/bin --target=cpu \
        --expected test/stablehlo/expected.txt
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RANK = {"pass": 2, "unsupported": 1, "fail": 0}


def diagnostic(text):
    """The first error line of a tool's output, without directories."""
    for line in text.splitlines():
        if "error:" in line:
            return re.sub(r"/\S+/", "", line.split("error:", 1)[1].strip())[:300]
    rest = [l for l in text.splitlines() if l.strip()]
    return (rest[-1] if rest else "no output")[:300]


def check(args, name):
    """Compiles (and runs) one program; returns (status, reason, seconds)."""
    start = time.time()
    src = os.path.join(args.programs, name)
    if args.stage:
        # Compile only, into STAGE/<name> with the test data beside it.
        work = os.path.join(args.stage, name)
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(src, work, ignore=shutil.ignore_patterns("*.mlir"))
        shutil.copy(os.path.join(src, "model.mlir"), work)
        src = work
    elif args.run_staged:
        src = work = os.path.join(args.run_staged, name)
    else:
        work = tempfile.mkdtemp(prefix="mlc-shlo-")
    try:
        so = os.path.join(work, "model.so")
        cmd = [args.mlc_compile, os.path.join(src, "model.mlir"), "-o", so,
               "-O%d" % args.opt, "--target=%s" % args.target]
        flags_file = os.path.join(src, "flags")
        if os.path.exists(flags_file):
            cmd += open(flags_file).read().split()
        try:
            c = subprocess.run(["true"] if args.run_staged else cmd,
                               capture_output=True, text=True,
                               errors="replace", timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return "fail", "compile: timeout", time.time() - start
        if c.returncode != 0:
            if c.returncode < 0 or "Stack dump" in c.stderr:
                return "fail", "compile: CRASH " + diagnostic(c.stderr), \
                    time.time() - start
            status = "unsupported" if args.target == "cuda" and \
                "not supported on the GPU yet" in c.stderr else "fail"
            return status, "compile: " + diagnostic(c.stderr), time.time() - start
        if args.stage or (args.target == "cuda" and not args.run
                          and not args.run_staged):
            return "pass", "compiled", time.time() - start
        tol = []
        tol_file = os.path.join(src, "tolerance")
        if os.path.exists(tol_file):
            rtol, atol = open(tol_file).read().split()[:2]
            tol = ["--rtol=" + rtol, "--atol=" + atol]
        sets = sorted(glob.glob(os.path.join(src, "test_data_set_*")))
        if not sets:
            return "fail", "runner: no test_data_set_*", time.time() - start
        for d in sets:
            try:
                r = subprocess.run([args.mlc_run, so, "--test-data", d] + tol,
                                   capture_output=True, text=True,
                                   errors="replace", timeout=args.timeout)
            except subprocess.TimeoutExpired:
                return "fail", "run: timeout", time.time() - start
            if r.returncode != 0:
                out = r.stdout + r.stderr
                m = re.search(r"max_abs_err=(\S+).*MISMATCH", out)
                why = ("wrong results (max_abs_err=%s)" % m.group(1).rstrip(",")
                       if m and "MISMATCH" in out.upper() else diagnostic(out))
                return "fail", "run %s: %s" % (os.path.basename(d), why), \
                    time.time() - start
        return "pass", "%d data set(s) match" % len(sets), time.time() - start
    finally:
        if not args.stage and not args.run_staged:
            shutil.rmtree(work, ignore_errors=True)


def artifact_target(so):
    """The `target` line of an artifact's metadata record (mlc-c/Artifact.h),
    read from the library's bytes; None if there is no artifact."""
    try:
        data = open(so, "rb").read()
    except OSError:
        return None
    m = re.search(rb"mlc-artifact \d+\ntarget (\w+)\n", data)
    return m.group(1).decode() if m else None


def read_expected(path, target):
    exp = {}
    if path and os.path.exists(path):
        for line in open(path):
            fields = line.split("#", 1)[0].split()
            if len(fields) == 3 and fields[1] == target:
                exp[fields[0]] = fields[2]
    return exp


def write_expected(path, target, results):
    """Rewrites the lines of `target` for the programs in `results`, keeping
    the other lines (other targets, programs left out by --filter)."""
    keep = []
    if os.path.exists(path):
        for line in open(path):
            fields = line.split("#", 1)[0].split()
            if len(fields) == 3 and (fields[1] != target or
                                     fields[0] not in results):
                keep.append((fields[0], fields[1], fields[2]))
    keep += [(n, target, s) for n, (s, _, _) in results.items()]
    with open(path, "w") as f:
        f.write("# Expected status of each StableHLO program per target, written\n"
                "# by test/stablehlo/run.py --update-expected (never by hand).\n")
        for n, t, s in sorted(keep):
            f.write("%s %s %s\n" % (n, t, s))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="directory with mlc-compile and mlc-run")
    ap.add_argument("--programs", default=os.path.join(HERE, "programs"))
    ap.add_argument("--target", choices=["cpu", "cuda"],
                    help="default: cpu, or with --run-staged the staged "
                         "artifacts' target")
    ap.add_argument("--run", action="store_true",
                    help="cuda: also run the programs (needs a GPU)")
    ap.add_argument("-k", "--filter", default="", help="regex on the program name")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-O", dest="opt", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300, help="seconds per step")
    ap.add_argument("--expected", help="expected-status file to compare with")
    ap.add_argument("--update-expected", action="store_true")
    ap.add_argument("--stage", metavar="DIR",
                    help="compile only, into DIR/<name> with the test data "
                         "(to carry to a GPU machine)")
    ap.add_argument("--run-staged", metavar="DIR",
                    help="run the programs staged in DIR (no compiler needed)")
    args = ap.parse_args()
    if args.run_staged:
        args.programs = args.run_staged
    tools = {}
    for tool in ("mlc-compile", "mlc-run"):
        tools[tool] = os.path.join(args.bin, tool) if args.bin else shutil.which(tool)
        if not tools[tool] and not (args.run_staged and tool == "mlc-compile"):
            ap.error("give --bin or put %s on PATH" % tool)
    args.mlc_compile, args.mlc_run = tools["mlc-compile"], tools["mlc-run"]

    if args.stage:
        os.makedirs(args.stage, exist_ok=True)
    names = sorted(n for n in os.listdir(args.programs)
                   if os.path.exists(os.path.join(args.programs, n, "model.mlir"))
                   and re.search(args.filter, n))
    if args.run_staged:
        # Results are labelled by the target the artifacts were built for.
        staged = {artifact_target(os.path.join(args.programs, n, "model.so"))
                  for n in names} - {None}
        if len(staged) > 1:
            ap.error("%s holds artifacts of several targets: %s" % (
                args.run_staged, ", ".join(sorted(staged))))
        if staged and args.target and args.target not in staged:
            ap.error("--target=%s, but the artifacts in %s are for %s" % (
                args.target, args.run_staged, staged.pop()))
        args.target = args.target or (staged.pop() if staged else None)
    args.target = args.target or "cpu"
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = dict(zip(names, ex.map(lambda n: check(args, n), names)))
    for n, (status, reason, secs) in results.items():
        print("%-11s %-28s %6.1f s  %s" % (status.upper(), n, secs, reason))
    counts = {s: sum(r[0] == s for r in results.values()) for s in RANK}
    print("%s: %d programs, %d pass, %d fail, %d unsupported" % (
        args.target, len(results), counts["pass"], counts["fail"],
        counts["unsupported"]))

    if args.update_expected:
        if not args.expected:
            ap.error("--update-expected needs --expected FILE")
        write_expected(args.expected, args.target, results)
        print("wrote", args.expected)
        return 0
    if not args.expected:
        return 0 if counts["fail"] == 0 else 1
    exp = read_expected(args.expected, args.target)
    regressions = 0
    for n, (status, reason, _) in results.items():
        want = exp.get(n)
        if want is None:
            print("NOT IN THE EXPECTED LIST %s [%s]: %s" % (n, args.target, status))
            regressions += status != "pass"
        elif RANK[status] < RANK[want]:
            print("REGRESSION %s [%s]: expected %s, got %s: %s" % (
                n, args.target, want, status, reason))
            regressions += 1
        elif RANK[status] > RANK[want]:
            print("UNEXPECTED %s %s [%s] (tighten with --update-expected)" % (
                status.upper(), n, args.target))
    missing = sorted(set(exp) - set(results))
    if not args.filter:
        for n in missing:
            print("MISSING %s [%s]: listed but no program" % (n, args.target))
        regressions += len(missing)
    print("%d regressions" % regressions)
    return 1 if regressions else 0


if __name__ == "__main__":
    sys.exit(main())
