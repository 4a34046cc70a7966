#!/usr/bin/python3
"""onnxruntime on the ONNX backend tests, the peer of run.py (issue #18).

Two commands:

  run      (where `onnxruntime` is installed: the GPU machine) run every
           test of DATA/<suite>/<test> with onnxruntime's CPU execution
           provider as shipped (inputs fed by name, sequences and optionals
           as onnxruntime takes them) and compare with the expected outputs
           at run.py's tolerance (rtol 1e-3, atol 1e-5, NaN equal to NaN;
           integers, booleans and strings exactly). Writes
           {"version": ..., "results": {"suite/test": "pass" | reason}}.
  compare  (here) read that file and expected.txt (or a run.py --json
           result) and print, per suite and mode, how many of the tests
           onnxruntime passes mlc passes too; --min SUITE:MODE:PERCENT fails
           below a share (the goals of issue #18).

    python3 test/onnx-backend/ort_run.py run --data DATA --out ort.json -j 8
    python3 test/onnx-backend/ort_run.py compare test/onnx-backend/ort-1.30.json \\
        --expected test/onnx-backend/expected.txt
"""

import argparse
import concurrent.futures
import glob
import json
import os
import sys

SUITES = ("node", "pytorch-converted", "pytorch-operator", "simple")
RTOL, ATOL = 1e-3, 1e-5


def read_value(path, type_proto):
    import onnx
    from onnx import numpy_helper
    with open(path, "rb") as f:
        data = f.read()
    kind = type_proto.WhichOneof("value")
    if kind == "sequence_type":
        p = onnx.SequenceProto()
        p.ParseFromString(data)
        return numpy_helper.to_list(p)
    if kind == "optional_type":
        p = onnx.OptionalProto()
        p.ParseFromString(data)
        return numpy_helper.to_optional(p)
    p = onnx.TensorProto()
    p.ParseFromString(data)
    return numpy_helper.to_array(p)


def close(got, want):
    import numpy as np
    if want is None or got is None:
        return (got is None) == (want is None), "optional presence"
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return False, "sequence length"
        for g, w in zip(got, want):
            ok, why = close(g, w)
            if not ok:
                return ok, why
        return True, ""
    got = np.asarray(got)
    want = np.asarray(want)
    if got.shape != want.shape:
        return False, "shape %s, expected %s" % (got.shape, want.shape)
    if want.dtype.kind in "fc":
        if not np.allclose(got.astype(want.dtype), want, rtol=RTOL, atol=ATOL,
                           equal_nan=True):
            err = np.nanmax(np.abs(got.astype(np.float64) - want.astype(np.float64)))
            return False, "mismatch (max abs error %g)" % err
        return True, ""
    if want.dtype.kind in "OUS":
        ok = [str(a) for a in got.ravel()] == [str(b) for b in want.ravel()]
        return ok, "" if ok else "string mismatch"
    ok = np.array_equal(got, want)
    return ok, "" if ok else "mismatch"


def run_one(test_dir):
    import onnx
    import onnxruntime as ort
    model = onnx.load(os.path.join(test_dir, "model.onnx"))
    inits = {t.name for t in model.graph.initializer}
    inputs = [i for i in model.graph.input if i.name not in inits]
    outputs = list(model.graph.output)
    try:
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 1
        sess = ort.InferenceSession(model.SerializeToString(), opts,
                                    providers=["CPUExecutionProvider"])
    except Exception as e:  # noqa: BLE001 -- any failure is the test's result
        return "load: " + str(e).splitlines()[0][:200]
    for d in sorted(glob.glob(os.path.join(test_dir, "test_data_set_*"))):
        feeds = {}
        for k, i in enumerate(inputs):
            p = os.path.join(d, "input_%d.pb" % k)
            if os.path.exists(p):
                feeds[i.name] = read_value(p, i.type)
        want = []
        for k, o in enumerate(outputs):
            want.append(read_value(os.path.join(d, "output_%d.pb" % k), o.type))
        try:
            got = sess.run([o.name for o in outputs], feeds)
        except Exception as e:  # noqa: BLE001
            return "run: " + str(e).splitlines()[0][:200]
        for o, g, w in zip(outputs, got, want):
            ok, why = close(g, w)
            if not ok:
                return "%s: output '%s': %s" % (os.path.basename(d), o.name, why)
    return "pass"


def run(args):
    import onnxruntime as ort
    tests = []
    for suite in SUITES:
        for t in sorted(glob.glob(os.path.join(args.data, suite, "test_*"))):
            tests.append("%s/%s" % (suite, os.path.basename(t)))
    results = {}
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as ex:
        futs = {t: ex.submit(run_one, os.path.join(args.data, t)) for t in tests}
        for t, f in futs.items():
            try:
                results[t] = f.result(timeout=args.timeout)
            except Exception as e:  # noqa: BLE001
                results[t] = "error: " + str(e)[:200]
    with open(args.out, "w") as f:
        json.dump({"version": ort.__version__, "provider": "CPUExecutionProvider",
                   "rtol": RTOL, "atol": ATOL, "results": results}, f, indent=1,
                  sort_keys=True)
    for suite in SUITES:
        r = [v for k, v in results.items() if k.startswith(suite + "/")]
        print("%-18s onnxruntime %s %4d / %d" % (suite, ort.__version__,
                                                 r.count("pass"), len(r)))
    return 0


def compare(args):
    with open(args.ort) as f:
        ort = json.load(f)
    expected = {}
    if args.results:
        # run.py --json: what this run gave.
        with open(args.results) as f:
            for r in json.load(f)["results"]:
                expected[(r["test"], r["mode"])] = r["status"] == "pass"
    else:
        with open(args.expected) as f:
            for line in f:
                line = line.split("#", 1)[0].split()
                if len(line) == 3:
                    expected[(line[0], line[1])] = line[2] == "pass"
    minimum = {}
    for spec in args.min or []:
        suite, mode, pct = spec.split(":")
        minimum[(suite, mode)] = float(pct)
    ok = True
    for suite in SUITES:
        theirs = sorted(t for t, v in ort["results"].items()
                        if v == "pass" and t.startswith(suite + "/"))
        total = sum(1 for t in ort["results"] if t.startswith(suite + "/"))
        for mode in ("static", "dynamic"):
            # A run's results: only the tests it ran in this mode (run.py
            # --dynamic-sample runs a fixed sample in the dynamic mode).
            ran = ([t for t in theirs if (t, mode) in expected]
                   if args.results else theirs)
            ours = [t for t in ran if expected.get((t, mode))]
            missed = [t for t in ran if not expected.get((t, mode))]
            print("%-18s %-7s mlc passes %4d of the %d onnxruntime %s passes "
                  "%s(%.1f%%; onnxruntime %d/%d)"
                  % (suite, mode, len(ours), len(ran), ort["version"],
                     "run " if len(ran) < len(theirs) else "",
                     100.0 * len(ours) / max(len(ran), 1), len(theirs), total))
            if args.verbose:
                for t in missed:
                    print("    not by mlc: " + t)
            want = minimum.get((suite, mode))
            if want is not None and 100.0 * len(ours) < want * len(ran):
                print("BELOW GOAL %s %s: %.1f%% < %.1f%%"
                      % (suite, mode, 100.0 * len(ours) / max(len(ran), 1),
                         want))
                ok = False
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--data", default="/usr/share/libonnx-testdata/data")
    r.add_argument("--out", required=True)
    r.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    r.add_argument("--timeout", type=int, default=120)
    c = sub.add_parser("compare")
    c.add_argument("ort")
    src = c.add_mutually_exclusive_group(required=True)
    src.add_argument("--expected", help="expected.txt: the recorded status")
    src.add_argument("--results", help="run.py --json output: a run's status")
    c.add_argument("--min", action="append", metavar="SUITE:MODE:PERCENT",
                   help="fail below this share of onnxruntime's passes")
    c.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    return {"run": run, "compare": compare}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
