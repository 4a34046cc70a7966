"""End-to-end test harness: compile graph-dialect programs with mlc-compile,
run them with mlc-run against references computed with numpy.

A case file (test/e2e/cases_*.py) defines `CASES`, a list of `Case`. Run:

    python3 test/e2e/harness.py test/e2e/cases_elementwise.py [-k FILTER] [-O 0,2] [-j N]

Each case writes its program and ONNX-layout test data (input_N.pb /
output_N.pb) into a scratch directory, compiles it for the CPU at each
optimization level and checks it with `mlc-run --test-data`. Exit status is
non-zero if any case fails; the last line is `N passed, N failed`.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Callable, List, Optional, Sequence

import numpy as np

# numpy dtype -> (mlir element type, onnx TensorProto data type)
DTYPES = {
    np.dtype(np.float16): ("f16", 10),
    np.dtype(np.float32): ("f32", 1),
    np.dtype(np.float64): ("f64", 11),
    np.dtype(np.bool_): ("i1", 9),
    np.dtype(np.int8): ("i8", 3),
    np.dtype(np.int16): ("i16", 5),
    np.dtype(np.int32): ("i32", 6),
    np.dtype(np.int64): ("i64", 7),
    np.dtype(np.uint8): ("ui8", 2),
    np.dtype(np.uint16): ("ui16", 4),
    np.dtype(np.uint32): ("ui32", 12),
    np.dtype(np.uint64): ("ui64", 13),
}


def mlir_type(shape: Sequence, dtype) -> str:
    """tensor<2x?x3xf32> from a shape (None or '?' = dynamic) and a dtype
    (numpy dtype or an mlir element type name such as 'bf16')."""
    elem = dtype if isinstance(dtype, str) else DTYPES[np.dtype(dtype)][0]
    dims = ["?" if d is None or d == "?" else str(d) for d in shape]
    return "tensor<" + "".join(d + "x" for d in dims) + elem + ">"


def ttype(a: np.ndarray, dynamic: Sequence[int] = ()) -> str:
    """The tensor type of array `a`, with the dims in `dynamic` made `?`."""
    return mlir_type([None if i in dynamic else d for i, d in enumerate(a.shape)], a.dtype)


@dataclass
class Case:
    name: str
    mlir: str                        # a module with func.func @main
    inputs: List[np.ndarray]
    expected: List[np.ndarray]
    rtol: float = 1e-4
    atol: float = 1e-5
    xfail: Optional[str] = None      # reason, if known not to work yet


def graph_case(name: str, body: str, inputs: Sequence[np.ndarray],
               outputs: Sequence, rtol: float = 1e-4, atol: float = 1e-5) -> Case:
    """A Case whose @main takes `inputs` as %a0.. and runs `body` (graph
    ops), returning the values named in `outputs`: (ssa name, expected
    array) pairs."""
    args = ", ".join(f"%a{i}: {ttype(a)}" for i, a in enumerate(inputs))
    out_types = [ttype(e) for _, e in outputs]
    mlir = f"""func.func @main({args}) -> ({", ".join(out_types)}) {{
{body}
  return {", ".join(n for n, _ in outputs)} : {", ".join(out_types)}
}}"""
    return Case(name, mlir, list(inputs), [e for _, e in outputs], rtol, atol)


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def write_pb(path: str, a: np.ndarray) -> None:
    """Writes an ONNX TensorProto (raw_data) without needing onnx."""
    a = np.array(a, order="C", copy=True)  # ascontiguousarray would make 0-d arrays 1-d
    dt = DTYPES[a.dtype][1]

    def varint(v: int) -> bytes:
        out = bytearray()
        v &= (1 << 64) - 1
        while True:
            b = v & 0x7F
            v >>= 7
            if v:
                out.append(b | 0x80)
            else:
                out.append(b)
                return bytes(out)

    buf = bytearray()
    for d in a.shape:
        buf += b"\x08" + varint(int(d))           # dims (1), varint
    buf += b"\x10" + varint(dt)                   # data_type (2)
    raw = a.astype(a.dtype.newbyteorder("<"), copy=False).tobytes()
    buf += b"\x4a" + varint(len(raw)) + raw       # raw_data (9)
    with open(path, "wb") as f:
        f.write(bytes(buf))


def run_case(case: Case, opt: int, workdir: str, compile_tool: str, run_tool: str,
             target: str = "cpu", compile_only: bool = False, graph_passes: str = "",
             opt_tool: str = "mlc-opt"):
    d = os.path.join(workdir, f"{case.name}.O{opt}")
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "model.mlir")
    with open(src, "w") as f:
        f.write(case.mlir)
    if graph_passes:
        # A graph-level rewrite of another target checked on this one.
        rewritten = os.path.join(d, "rewritten.mlir")
        c = subprocess.run([opt_tool, src, f"--pass-pipeline={graph_passes}", "-o", rewritten],
                           capture_output=True, text=True)
        if c.returncode != 0:
            return False, "graph passes failed:\n" + c.stderr[-3000:]
        src = rewritten
    for i, a in enumerate(case.inputs):
        write_pb(os.path.join(d, f"input_{i}.pb"), a)
    for i, a in enumerate(case.expected):
        write_pb(os.path.join(d, f"output_{i}.pb"), a)
    lib = os.path.join(d, "model.so")
    c = subprocess.run([compile_tool, src, "-o", lib, f"-O{opt}", f"--target={target}"],
                       capture_output=True, text=True)
    if c.returncode != 0:
        return False, "compile failed:\n" + c.stderr[-3000:]
    with open(os.path.join(d, "tolerance"), "w") as f:
        f.write(f"{case.rtol} {case.atol}\n")
    if compile_only:
        return True, ""
    return run_staged(d, run_tool, case.rtol, case.atol)


def run_staged(d: str, run_tool: str, rtol: float, atol: float,
               wrapper: Sequence[str] = ()):
    lib = os.path.join(d, "model.so")
    r = subprocess.run([*wrapper, run_tool, lib, "--test-data", d,
                                  f"--rtol={rtol}", f"--atol={atol}"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return False, "run failed:\n" + (r.stdout + r.stderr)[-3000:]
    return True, ""


def run_staged_dir(stage: str, run_tool: str, jobs: int,
                   wrapper: Sequence[str] = ()) -> int:
    """Runs every staged case directory (model.so + test data) in `stage`,
    each run under `wrapper` (compute-sanitizer and its options) if given."""
    dirs = sorted(d for d in (os.path.join(stage, n) for n in os.listdir(stage))
                  if os.path.exists(os.path.join(d, "model.so")))

    def one(d):
        rtol, atol = open(os.path.join(d, "tolerance")).read().split()
        return run_staged(d, run_tool, float(rtol), float(atol), wrapper)

    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        # Printed as they finish (in order): a run cut short keeps its lines.
        for d, (ok, msg) in zip(dirs, ex.map(one, dirs)):
            if ok:
                passed += 1
                print(f"PASS  {os.path.basename(d)}", flush=True)
            else:
                failed += 1
                print(f"FAIL  {os.path.basename(d)}\n{msg}", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def load_cases(path: str) -> List[Case]:
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    spec.loader.exec_module(mod)
    return mod.CASES


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("case_files", nargs="*")
    p.add_argument("-k", default="", help="run only cases whose name contains this")
    p.add_argument("-O", default="0,2", help="optimization levels, comma separated")
    p.add_argument("-j", type=int, default=os.cpu_count() or 2)
    p.add_argument("--keep", action="store_true", help="keep the scratch directory")
    p.add_argument("--mlc-compile", default=shutil.which("mlc-compile") or "mlc-compile")
    p.add_argument("--mlc-run", default=shutil.which("mlc-run") or "mlc-run")
    p.add_argument("--mlc-opt", default=shutil.which("mlc-opt") or "mlc-opt")
    p.add_argument("--graph-passes", default="", metavar="PIPELINE",
                   help="run this mlc-opt pass pipeline on each program before compiling")
    p.add_argument("--target", default="cpu", help="cpu | cuda")
    p.add_argument("--allow-unsupported", action="store_true",
                   help="count cases the compiler rejects with a 'not supported "
                        "... yet' diagnostic as unsupported, not failed")
    p.add_argument("--stage", metavar="DIR",
                   help="compile only, into DIR (to carry to a GPU machine)")
    p.add_argument("--run-staged", metavar="DIR",
                   help="run every case staged in DIR with mlc-run (no compiler needed)")
    p.add_argument("--run-wrapper", default="", metavar="CMD",
                   help="with --run-staged: run mlc-run under CMD, e.g. "
                        "'compute-sanitizer --tool racecheck --error-exitcode 3'")
    args = p.parse_args()
    if args.run_staged:
        return run_staged_dir(args.run_staged, args.mlc_run, args.j,
                              shlex.split(args.run_wrapper))
    cases = [c for f in args.case_files for c in load_cases(f) if args.k in c.name]
    names = [c.name for c in cases]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        print("duplicate case names:", sorted(dupes))
        return 2
    # The sanitizer build runs the e2e cases at one level
    # (scripts/sanitize.sh sets MLC_E2E_OPT_LEVELS); a staging run keeps its
    # levels (the test reads the staged directories by name).
    levels = args.O if args.stage else os.environ.get("MLC_E2E_OPT_LEVELS",
                                                      args.O)
    opts = [int(o) for o in levels.split(",")]
    workdir = args.stage or tempfile.mkdtemp(prefix="mlc-e2e-")
    if args.stage:
        os.makedirs(workdir, exist_ok=True)
    passed = failed = xfailed = xpassed = unsupported = 0
    jobs = [(c, o) for c in cases for o in opts]
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        results = list(ex.map(
            lambda job: run_case(job[0], job[1], workdir, args.mlc_compile, args.mlc_run,
                                 args.target, bool(args.stage), args.graph_passes,
                                 args.mlc_opt), jobs))
    for (c, o), (ok, msg) in zip(jobs, results):
        tag = f"{c.name} -O{o}"
        if c.xfail:
            if ok:
                xpassed += 1
                print(f"XPASS {tag} (marked xfail: {c.xfail}; remove the mark)")
            else:
                xfailed += 1
                print(f"XFAIL {tag}: {c.xfail}")
        elif ok:
            passed += 1
            print(f"PASS  {tag}")
        elif args.allow_unsupported and msg.startswith("compile failed") and \
                "not supported on the GPU yet" in msg:
            unsupported += 1
            print(f"UNSUPPORTED {tag}: " + msg.split("error: ")[-1].splitlines()[0])
        else:
            failed += 1
            print(f"FAIL  {tag}\n{msg}")
    if not args.keep and not args.stage:
        shutil.rmtree(workdir, ignore_errors=True)
    else:
        print("scratch:", workdir)
    print(f"{passed} passed, {failed + xpassed} failed, {xfailed} expected failures"
          + (f", {unsupported} unsupported" if args.allow_unsupported else ""))
    return 0 if failed == 0 and xpassed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
