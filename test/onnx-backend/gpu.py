#!/usr/bin/python3
"""The ONNX backend tests on CUDA, in two halves (issue #4).

The machine with the GPU has no LLVM/MLIR, so the models are compiled here
and run there:

  stage       (here) compile, for --target=cuda, every test the CPU passes
              in static mode (from expected.txt; --mode=dynamic: those it
              passes in dynamic mode, compiled with --force-dynamic) into
              STAGE/<suite>__<test>/{model.so, test_data_set_*}; tests that
              mlc rejects for the GPU are listed in STAGE/compile.json with
              the diagnostic.
  run-staged  (on the GPU machine, needs only mlc-run + libmlc_runtime.so)
              run each staged model with `mlc-run --test-data` and write
              {test: status/reason} to a JSON file.
  merge       combine compile.json and the run results into one JSON
              ({"test": ..., "status": pass|fail, "reason": ...} per test) for
              gen_supported_ops.py --gpu.

    python3 test/onnx-backend/gpu.py stage --bin build/bin --expected \\
        test/onnx-backend/expected.txt STAGE -j 2
    # device: python3 STAGE/gpu.py run-staged STAGE --mlc-run STAGE/_tools/mlc-run \\
    #     --out $OUT/gpu-run.json -j 8
    python3 test/onnx-backend/gpu.py merge STAGE RUN.json -o gpu.json
"""

import argparse
import concurrent.futures
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile


def stage(args):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run as cpu  # noqa: E402 -- needs onnx, only here

    mlc_compile = os.path.join(args.bin, "mlc-compile")
    wanted = []
    with open(args.expected) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if len(line) == 3 and line[1] == args.mode and line[2] == "pass":
                wanted.append(line[0])
    if args.filter:
        import re
        wanted = [t for t in wanted if re.search(args.filter, t)]
    os.makedirs(args.stage, exist_ok=True)
    shutil.copy(os.path.abspath(__file__), os.path.join(args.stage, "gpu.py"))

    def one(test):
        suite, name = test.split("/", 1)
        out = os.path.join(args.stage, "%s__%s" % (suite, name))
        work = tempfile.mkdtemp(prefix="mlc-onnx-gpu-")
        try:
            model, dirs, _, _ = cpu.prepare(os.path.join(args.data, suite, name), work)
            os.makedirs(out, exist_ok=True)
            p = subprocess.run([mlc_compile, model, "-o", os.path.join(out, "model.so"),
                                "-O%d" % args.opt, "--target=cuda"] +
                               (["--force-dynamic"] if args.mode == "dynamic" else []) +
                               cpu.composite_input_flags(model, dirs[0], args.mode),
                               capture_output=True, text=True, errors="replace",
                               timeout=args.timeout)
            if p.returncode != 0:
                shutil.rmtree(out, ignore_errors=True)
                crash = p.returncode < 0 or "Stack dump" in p.stderr
                return test, ("compile: CRASH " if crash else "compile: ") + \
                    cpu.first_error(p.stderr)
            for d in dirs:
                shutil.copytree(d, os.path.join(out, os.path.basename(d)))
            return test, None
        except subprocess.TimeoutExpired:
            shutil.rmtree(out, ignore_errors=True)
            return test, "compile: timeout"
        finally:
            shutil.rmtree(work, ignore_errors=True)

    failures = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for test, err in ex.map(one, wanted):
            if err:
                failures[test] = err
    with open(os.path.join(args.stage, "compile.json"), "w") as f:
        json.dump({"staged": len(wanted) - len(failures), "failures": failures,
                   "mode": args.mode}, f,
                  indent=1, sort_keys=True)
    print("staged %d of %d CPU-passing %s tests; %d rejected at compile time"
          % (len(wanted) - len(failures), len(wanted), args.mode, len(failures)))
    return 0


def run_staged(args):
    dirs = sorted(d for d in glob.glob(os.path.join(args.stage, "*__*"))
                  if os.path.exists(os.path.join(d, "model.so")))

    def one(d):
        suite, name = os.path.basename(d).split("__", 1)
        test = "%s/%s" % (suite, name)
        for data in sorted(glob.glob(os.path.join(d, "test_data_set_*"))):
            try:
                p = subprocess.run([args.mlc_run, os.path.join(d, "model.so"),
                                    "--test-data", data],
                                   capture_output=True, text=True, errors="replace",
                                   timeout=args.timeout)
            except subprocess.TimeoutExpired:
                return test, "run: timeout"
            if p.returncode != 0:
                out = (p.stdout + p.stderr).strip().splitlines()
                why = next((l for l in out if "error" in l or "MISMATCH" in l
                            or "mismatch" in l), out[-1] if out else "no output")
                if p.returncode < 0:
                    why = "CRASH (signal %d)" % -p.returncode
                return test, "run: " + why[:300]
        return test, None

    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for test, err in ex.map(one, dirs):
            results[test] = err or "pass"
    with open(args.out, "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)
    passed = sum(1 for v in results.values() if v == "pass")
    print("%d passed, %d failed (of %d staged)" % (passed, len(results) - passed, len(results)))
    return 0


def merge(args):
    with open(os.path.join(args.stage, "compile.json")) as f:
        compiled = json.load(f)
    with open(args.run) as f:
        ran = json.load(f)
    out = []
    for test, reason in compiled["failures"].items():
        out.append({"test": test, "status": "fail", "reason": reason})
    for test, status in ran.items():
        out.append({"test": test, "status": "pass" if status == "pass" else "fail",
                    "reason": "" if status == "pass" else status})
    with open(args.o, "w") as f:
        json.dump(sorted(out, key=lambda r: r["test"]), f, indent=1)
    by_suite = {}
    for r in out:
        s = r["test"].split("/")[0]
        p, t = by_suite.get(s, (0, 0))
        by_suite[s] = (p + (r["status"] == "pass"), t + 1)
    for s, (p, t) in sorted(by_suite.items()):
        print("%-18s cuda %s %4d / %d" % (s, compiled.get("mode", "static"), p, t))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("stage")
    s.add_argument("stage")
    s.add_argument("--bin", required=True)
    s.add_argument("--expected", required=True)
    s.add_argument("--data", default="/usr/share/libonnx-testdata/data")
    s.add_argument("-k", "--filter", default="")
    s.add_argument("--mode", choices=["static", "dynamic"], default="static")
    s.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    s.add_argument("-O", dest="opt", type=int, default=1)
    s.add_argument("--timeout", type=int, default=120)
    r = sub.add_parser("run-staged")
    r.add_argument("stage")
    r.add_argument("--mlc-run", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("-j", "--jobs", type=int, default=8)
    r.add_argument("--timeout", type=int, default=60)
    m = sub.add_parser("merge")
    m.add_argument("stage")
    m.add_argument("run")
    m.add_argument("-o", required=True)
    args = ap.parse_args()
    return {"stage": stage, "run-staged": run_staged, "merge": merge}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
