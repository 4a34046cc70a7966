#!/usr/bin/python3
"""ONNX backend conformance runner for mlc.

Runs every test of the ONNX backend test data (Debian's libonnx-testdata:
/usr/share/libonnx-testdata/data/{node,pytorch-converted,pytorch-operator,simple})
through mlc: compile `model.onnx` with `mlc-compile`, run each
`test_data_set_*` with `mlc-run --test-data` and compare with the expected
outputs. Each test runs in two modes:

  static   the model's own input shapes
  dynamic  `mlc-compile --force-dynamic`: every input dimension unknown at
           compile time

Each model is run as shipped: graph inputs that feed a shape-like operand
(Reshape's shape, Slice's starts/ends, Tile's repeats, TopK's K, Range's
bounds, reduction axes, Loop's trip count, ...) stay run-time inputs, and mlc
must handle them; what it cannot handle yet fails with mlc's diagnostic, so
the counts are what a user gets.

--bake (off by default) restores the old convention: such inputs are baked
into the model as initializers from test_data_set_0 before compiling (as
onnx-mlir's backend tests do with their CONSTANT_INPUT lists; see
SHAPE_OPERANDS and UNROLL_OPERANDS). The "baked" column of the results lists
the baked inputs per test (empty without --bake).

Sequence- and optional-typed inputs: mlc resolves sequences at compile time,
so their lengths and element shapes (and whether an optional input is
present) are given to mlc-compile with --input-shape=NAME.I:DIMS (NAME:none
for an absent optional) from the first test data set; see
composite_input_flags.

Tolerances: mlc-run's defaults, rtol 1e-3 / atol 1e-5, except the tests in
TOLERANCES below (each with the reason).

Results go to a table (`--results`, TSV) and a JSON file (`--json`, read by
gen_supported_ops.py). With `--expected FILE` the run compares each test+mode
with the checked-in status: an expected pass that fails is a regression (exit
status 1); an unexpected pass is reported so the list can be tightened
(`--update-expected` rewrites the file; with `-k`, only the statuses of the
tests that ran).

    python3 test/onnx-backend/run.py --bin build/bin -j 2 \
        --expected test/onnx-backend/expected.txt
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import onnx
from onnx import numpy_helper

DEFAULT_DATA = "/usr/share/libonnx-testdata/data"
SUITES = ["node", "pytorch-converted", "pytorch-operator", "simple"]
MODES = ["static", "dynamic"]

# With --bake only: operand positions whose graph inputs are baked (per op
# type).
SHAPE_OPERANDS = {
    "Reshape": {1}, "Expand": {1}, "Tile": {1}, "Slice": {1, 2, 3, 4},
    "Squeeze": {1}, "Unsqueeze": {1}, "Split": {1}, "TopK": {1},
    "CumSum": {1}, "Pad": {1, 2, 3}, "ConstantOfShape": {0},
    "Range": {0, 1, 2}, "Resize": {1, 2, 3}, "Upsample": {1},
    "OneHot": {1}, "ReduceSum": {1}, "ReduceMean": {1}, "ReduceMax": {1},
    "ReduceMin": {1}, "ReduceProd": {1}, "ReduceL1": {1}, "ReduceL2": {1},
    "ReduceLogSum": {1}, "ReduceLogSumExp": {1}, "ReduceSumSquare": {1},
    "Trilu": {1}, "Dropout": {1, 2}, "Clip": {1, 2},
    # The window length and Compress's condition fix the output shape.
    "HannWindow": {0}, "HammingWindow": {0}, "BlackmanWindow": {0},
    "Compress": {1}, "DFT": {1}, "STFT": {1, 3}, "MaxUnpool": {2},
    "MelWeightMatrix": {0, 1, 2, 3, 4},
    # Sequences are lists resolved at compile time: a position fixes which
    # element (of its own shape) comes out, the split sizes how many.
    "SequenceInsert": {2}, "SequenceErase": {1}, "SequenceAt": {1},
    "SplitToSequence": {1},
}

# With --bake only: operands whose value fixes how often a Loop runs (the
# trip count and the first condition): every graph input they are computed
# from is baked (not through Shape/Size, which read only static sizes).
UNROLL_OPERANDS = {"Loop": {0, 1}}

# Tests that need a looser tolerance than rtol 1e-3 / atol 1e-5, and why.
TOLERANCES = {
    # float16 results carry ~1e-3 relative error by themselves.
    # (add "suite/test": (rtol, atol, "reason") when one needs it)
}
# ONNX 1.23's attention cases (--data at an extracted 1.23 node suite): the
# bfloat16 references carry one bfloat16 ulp (2^-8 near 1) of rounding, the
# expanded float16 ones (rounded after every step) one float16 ulp.
for _t in ["3d_causal_bf16", "4d_attn_mask_causal_bf16", "4d_causal_bf16",
           "4d_causal_padded_kv_bf16", "4d_padded_kv_bf16"]:
    for _x in ["", "_expanded"]:
        TOLERANCES["node/test_attention_%s%s" % (_t, _x)] = (
            1e-2, 4e-3, "bfloat16 reference rounding")
for _t in ["4d_causal_fp16", "4d_fp16", "4d_gqa_with_past_and_present_fp16",
           "4d_gqa_causal_nonpad_decode_fp16"]:
    TOLERANCES["node/test_attention_%s_expanded" % _t] = (
        2e-3, 1e-3, "float16 reference rounded after every step")

ONNX_DTYPE_NAMES = {v: k.lower() for k, v in onnx.TensorProto.DataType.items()}


def model_info(model):
    """Op types, the default-domain opset and input dtypes of a model."""
    opset = 1
    for imp in model.opset_import:
        if imp.domain in ("", "ai.onnx"):
            opset = imp.version
    ops = sorted({n.op_type if n.domain in ("", "ai.onnx")
                  else n.domain + "." + n.op_type for n in model.graph.node})
    inits = {t.name for t in model.graph.initializer}
    dtypes = sorted({ONNX_DTYPE_NAMES.get(i.type.tensor_type.elem_type, "?")
                     for i in model.graph.input
                     if i.name not in inits and i.type.HasField("tensor_type")})
    return opset, ops, dtypes


def shape_inputs(model):
    """Indices (among the non-initializer graph inputs) of inputs that feed a
    shape-like operand."""
    inits = {t.name for t in model.graph.initializer}
    inputs = [i.name for i in model.graph.input if i.name not in inits]
    # Only tensors are baked (a sequence's length is known at compile time).
    tensors = {i.name for i in model.graph.input
               if i.type.HasField("tensor_type")}
    # A shape operand may be a graph input seen through a Cast (the expanded
    # window functions cast their size for Range).
    producer = {o: n for n in model.graph.node for o in n.output}
    wanted = set()
    for n in model.graph.node:
        for pos in SHAPE_OPERANDS.get(n.op_type, ()):
            if pos >= len(n.input):
                continue
            name = n.input[pos]
            while name in producer and producer[name].op_type == "Cast":
                name = producer[name].input[0]
            if name in inputs:
                wanted.add(name)
        for pos in UNROLL_OPERANDS.get(n.op_type, ()):
            if pos >= len(n.input):
                continue
            todo = [n.input[pos]]
            while todo:
                name = todo.pop()
                if name in inputs:
                    wanted.add(name)
                elif name in producer and producer[name].op_type not in (
                        "Shape", "Size", "SequenceLength"):
                    todo.extend(producer[name].input)
    # Clip's bounds are only baked when they are scalars of the input's
    # dtype (they are computed with max/min otherwise) -- keep it simple:
    # bake them too.
    return [i for i, name in enumerate(inputs)
            if name in wanted and name in tensors]


def prepare(test_dir, work, bake_shapes=False):
    """The model and data sets to run. By default the test as shipped (no
    copy); with `bake_shapes` (--bake), a copy in `work` with the shape
    inputs baked into initializers. Returns (model_path, data_dirs,
    baked_names, info)."""
    model = onnx.load(os.path.join(test_dir, "model.onnx"))
    info = model_info(model)
    data_dirs = sorted(glob.glob(os.path.join(test_dir, "test_data_set_*")))
    bake = shape_inputs(model) if bake_shapes else []
    if not bake or not data_dirs:
        return os.path.join(test_dir, "model.onnx"), data_dirs, [], info
    inits = {t.name for t in model.graph.initializer}
    inputs = [i for i in model.graph.input if i.name not in inits]
    first = data_dirs[0]
    baked = []
    for idx in bake:
        t = onnx.TensorProto()
        with open(os.path.join(first, "input_%d.pb" % idx), "rb") as f:
            t.ParseFromString(f.read())
        t.name = inputs[idx].name
        model.graph.initializer.append(t)
        baked.append(inputs[idx].name)
    keep = [i for i in range(len(inputs)) if i not in bake]
    new_inputs = [inputs[i] for i in keep]
    del model.graph.input[:]
    model.graph.input.extend(new_inputs)
    model_path = os.path.join(work, "model.onnx")
    onnx.save(model, model_path)
    new_dirs = []
    for d in data_dirs:
        nd = os.path.join(work, os.path.basename(d))
        os.makedirs(nd)
        for j, i in enumerate(keep):
            shutil.copy(os.path.join(d, "input_%d.pb" % i),
                        os.path.join(nd, "input_%d.pb" % j))
        for f in glob.glob(os.path.join(d, "output_*.pb")):
            shutil.copy(f, nd)
        new_dirs.append(nd)
    return model_path, new_dirs, baked, info


def composite_input_flags(model_path, data_dir, mode):
    """--input-shape flags for sequence- and optional-typed inputs. mlc
    resolves sequences and optionals at compile time: a sequence input's
    length and element shapes (NAME.0, NAME.1, ...) and whether an optional
    input is present ("NAME:none" if not) come from the first test data set;
    in dynamic mode every element dimension is '?'."""
    model = onnx.load(model_path, load_external_data=False)
    inits = {t.name for t in model.graph.initializer}
    inputs = [i for i in model.graph.input if i.name not in inits]

    def spec(name, dims):
        dims = ["?" if mode == "dynamic" else str(d) for d in dims]
        return "--input-shape=%s:%s" % (name, "x".join(dims))

    flags = []
    for idx, vi in enumerate(inputs):
        kind = vi.type.WhichOneof("value")
        if kind not in ("sequence_type", "optional_type"):
            continue
        with open(os.path.join(data_dir, "input_%d.pb" % idx), "rb") as f:
            data = f.read()
        seq = onnx.SequenceProto()
        if kind == "optional_type":
            opt = onnx.OptionalProto()
            opt.ParseFromString(data)
            if opt.elem_type == onnx.OptionalProto.UNDEFINED:
                flags.append("--input-shape=%s:none" % vi.name)
                continue
            if opt.elem_type == onnx.OptionalProto.TENSOR:
                flags.append(spec(vi.name, opt.tensor_value.dims))
                continue
            seq = opt.sequence_value
        else:
            seq.ParseFromString(data)
        for i, t in enumerate(seq.tensor_values):
            flags.append(spec("%s.%d" % (vi.name, i), t.dims))
    return flags


# What a crashed or sanitizer-stopped tool prints (LLVM's crash handler,
# AddressSanitizer, LeakSanitizer, UndefinedBehaviorSanitizer): such a
# failure is a CRASH, which fails the run whatever the expected list says
# (a located error is the answer to a case mlc cannot do, never a crash).
CRASH_MARKS = ("Stack dump", "ERROR: AddressSanitizer",
               "ERROR: LeakSanitizer", "runtime error:")


def crash_line(p):
    """The line that shows process `p` crashed, or None."""
    text = p.stdout + p.stderr
    for line in text.splitlines():
        if any(m in line for m in CRASH_MARKS):
            return re.sub(r"/\S+/", "", line.strip())[:300]
    if p.returncode < 0:
        return "signal %d" % -p.returncode
    return None


def first_error(text):
    """The first diagnostic line, without paths."""
    for line in text.splitlines():
        if "error:" in line:
            msg = line.split("error:", 1)[1].strip()
            msg = re.sub(r"/\S+/", "", msg)
            return msg[:300]
    lines = [l for l in text.splitlines() if l.strip()]
    return (lines[-1] if lines else "no output")[:300]


def run_one(args, suite, name, mode):
    try:
        return run_one_unchecked(args, suite, name, mode)
    except Exception as e:  # noqa: BLE001 -- a runner problem is a failure
        return {"test": "%s/%s" % (suite, name), "suite": suite, "name": name,
                "mode": mode, "status": "fail", "reason": "runner: %s" % e,
                "baked": [], "seconds": 0.0}


def run_one_unchecked(args, suite, name, mode):
    test_dir = os.path.join(args.data, suite, name)
    key = "%s/%s" % (suite, name)
    res = {"test": key, "suite": suite, "name": name, "mode": mode,
           "status": "fail", "reason": "", "baked": [], "seconds": 0.0}
    start = time.time()
    work = tempfile.mkdtemp(prefix="mlc-onnx-")
    try:
        try:
            model_path, data_dirs, baked, info = prepare(test_dir, work, args.bake)
        except Exception as e:  # noqa: BLE001 -- reported, not fatal
            res["reason"] = "runner: cannot prepare the test: %s" % e
            return res
        res["opset"], res["ops"], res["dtypes"] = info
        res["baked"] = baked
        if not data_dirs:
            res["reason"] = "runner: no test data"
            return res
        so = os.path.join(work, "model.so")
        cmd = [args.mlc_compile, model_path, "-o", so, "-O%d" % args.opt]
        if mode == "dynamic":
            cmd.append("--force-dynamic")
        cmd += composite_input_flags(model_path, data_dirs[0], mode)
        try:
            p = subprocess.run(cmd, capture_output=True, text=True,
                               timeout=args.timeout, errors="replace")
        except subprocess.TimeoutExpired:
            res["reason"] = "compile: timeout (%d s)" % args.timeout
            return res
        crash = crash_line(p)
        if crash:
            res["reason"] = "compile: CRASH " + crash
            return res
        if p.returncode != 0:
            res["reason"] = "compile: " + first_error(p.stderr)
            return res
        rtol, atol, _ = TOLERANCES.get(key, (None, None, None))
        for d in data_dirs:
            rcmd = [args.mlc_run, so, "--test-data", d, "--threads=1"]
            if rtol is not None:
                rcmd += ["--rtol=%g" % rtol, "--atol=%g" % atol]
            try:
                p = subprocess.run(rcmd, capture_output=True, text=True,
                                   timeout=args.timeout, errors="replace")
            except subprocess.TimeoutExpired:
                res["reason"] = "run: timeout (%d s)" % args.timeout
                return res
            crash = crash_line(p)
            if crash:
                res["reason"] = "run: CRASH " + crash
                return res
            if p.returncode != 0:
                out = p.stdout + p.stderr
                if "MISMATCH" in out or "mismatch" in out:
                    m = re.search(r"max_abs_err=(\S+)", out)
                    res["reason"] = "run: wrong results" + \
                        (" (max_abs_err=%s)" % m.group(1).rstrip(",") if m else "")
                else:
                    res["reason"] = "run: " + first_error(out)
                return res
        res["status"] = "pass"
        return res
    finally:
        res["seconds"] = round(time.time() - start, 3)
        shutil.rmtree(work, ignore_errors=True)


def read_expected(path):
    exp = {}
    if not path or not os.path.exists(path):
        return exp
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            test, mode, status = line.split()
            exp[(test, mode)] = status
    return exp


def write_expected(path, results, keep=False):
    """Writes the statuses of `results`; with `keep` (a -k run: only some
    tests ran) the listed statuses of the tests that did not run stay."""
    merged = read_expected(path) if keep else {}
    for r in results:
        merged[(r["test"], r["mode"])] = r["status"]
    results = [{"test": t, "mode": m, "status": st}
               for (t, m), st in merged.items()]
    with open(path, "w") as f:
        f.write("# Expected status of each ONNX backend test per mode, written by\n"
                "# test/onnx-backend/run.py --update-expected (never by hand).\n"
                "# A test listed as pass that fails is a regression; a listed\n"
                "# fail that passes is reported so this list gets tightened.\n")
        for r in sorted(results, key=lambda r: (r["test"], r["mode"])):
            f.write("%s %s %s\n" % (r["test"], r["mode"], r["status"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="directory with mlc-compile and mlc-run")
    ap.add_argument("--mlc-compile")
    ap.add_argument("--mlc-run")
    ap.add_argument("--data", default=DEFAULT_DATA)
    ap.add_argument("--suites", default=",".join(SUITES))
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("-k", "--filter", default="", help="regex on suite/test")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=int, default=60, help="seconds per step")
    ap.add_argument("-O", dest="opt", type=int, default=1)
    ap.add_argument("--bake", action="store_true",
                    help="bake graph inputs that feed shape operands into "
                         "initializers before compiling (off: run as shipped)")
    ap.add_argument("--expected", help="expected-status file to compare with")
    ap.add_argument("--update-expected", action="store_true")
    ap.add_argument("--results", help="write the results table (TSV) here")
    ap.add_argument("--json", help="write the results (JSON) here")
    ap.add_argument("--dynamic-sample", type=int, default=1, metavar="N",
                    help="run the dynamic mode on every Nth test of each "
                         "suite only (in name order: a fixed sample)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.bin:
        args.mlc_compile = args.mlc_compile or os.path.join(args.bin, "mlc-compile")
        args.mlc_run = args.mlc_run or os.path.join(args.bin, "mlc-run")
    # Default: the tools on PATH (lit puts the build's bin/ there).
    args.mlc_compile = args.mlc_compile or shutil.which("mlc-compile")
    args.mlc_run = args.mlc_run or shutil.which("mlc-run")
    if not args.mlc_compile or not args.mlc_run:
        ap.error("give --bin or --mlc-compile and --mlc-run (or put them on PATH)")

    jobs = []
    for suite in args.suites.split(","):
        sdir = os.path.join(args.data, suite)
        if not os.path.isdir(sdir):
            print("onnx-backend: no suite directory %s" % sdir, file=sys.stderr)
            return 2
        names = [n for n in sorted(os.listdir(sdir))
                 if os.path.exists(os.path.join(sdir, n, "model.onnx"))]
        for i, name in enumerate(names):
            if args.filter and not re.search(args.filter, suite + "/" + name):
                continue
            for mode in args.modes.split(","):
                if mode == "dynamic" and i % max(args.dynamic_sample, 1):
                    continue
                jobs.append((suite, name, mode))

    start = time.time()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = [ex.submit(run_one, args, *j) for j in jobs]
        for f in concurrent.futures.as_completed(futs):
            r = f.result()
            results.append(r)
            if args.verbose:
                print("%-6s %-7s %s %s" % (r["status"].upper(), r["mode"],
                                           r["test"], r["reason"]), flush=True)
    wall = time.time() - start
    results.sort(key=lambda r: (r["test"], r["mode"]))

    if args.results:
        with open(args.results, "w") as f:
            f.write("test\tmode\tstatus\tseconds\tbaked\treason\n")
            for r in results:
                f.write("%s\t%s\t%s\t%.2f\t%s\t%s\n" % (
                    r["test"], r["mode"], r["status"], r["seconds"],
                    ",".join(r["baked"]), r["reason"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"wall_seconds": round(wall, 1), "jobs": args.jobs,
                       "bake": args.bake,
                       "tolerances": {k: list(v) for k, v in TOLERANCES.items()},
                       "results": results}, f, indent=0)

    # Summary per suite and mode.
    print("suite               mode     pass / total")
    for suite in args.suites.split(","):
        for mode in args.modes.split(","):
            rs = [r for r in results if r["suite"] == suite and r["mode"] == mode]
            if rs:
                print("%-19s %-8s %4d / %d" % (suite, mode,
                      sum(r["status"] == "pass" for r in rs), len(rs)))
    print("wall time %.1f s with -j %d" % (wall, args.jobs))

    status = 0
    crashes = [r for r in results if "CRASH" in r["reason"]]
    for r in crashes:
        print("CRASH %s [%s]: %s" % (r["test"], r["mode"], r["reason"]))
    if crashes:
        print("%d crashes" % len(crashes))
        status = 1
    if args.expected and not args.update_expected:
        exp = read_expected(args.expected)
        regressions = [r for r in results
                       if exp.get((r["test"], r["mode"])) == "pass" and r["status"] != "pass"]
        unexpected = [r for r in results
                      if exp.get((r["test"], r["mode"])) == "fail" and r["status"] == "pass"]
        new = [r for r in results if (r["test"], r["mode"]) not in exp]
        for r in regressions:
            print("REGRESSION %s [%s]: %s" % (r["test"], r["mode"], r["reason"]))
        for r in unexpected:
            print("UNEXPECTED PASS %s [%s] (tighten %s with --update-expected)" % (
                r["test"], r["mode"], os.path.basename(args.expected)))
        for r in new:
            print("NOT IN THE EXPECTED LIST %s [%s]: %s" % (r["test"], r["mode"], r["status"]))
        print("%d regressions, %d unexpected passes, %d not listed" % (
            len(regressions), len(unexpected), len(new)))
        if regressions:
            status = 1
    if args.update_expected:
        if not args.expected:
            ap.error("--update-expected needs --expected FILE")
        write_expected(args.expected, results, keep=bool(args.filter))
        print("wrote %s" % args.expected)
    return status


if __name__ == "__main__":
    sys.exit(main())
