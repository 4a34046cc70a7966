"""Row kernels on the GPU checked against numpy (float64 references).

The GPU holds a row in registers when it splits into 16-byte vectors (rows
of 1024-8192 f32, 2048-16384 f16 with 256 threads; KernelToGPU.cpp
matchRegisterRow), else it uses the strided/shared-memory path; these cases
cover both, softmax, log_softmax, layer_norm with a fused prologue and
epilogue, f32 and f16.

  python3 bench/gpu/row_check.py stage OUT --mlc-compile BIN   (here)
  python3 OUT/row_check.py run OUT --mlc-run MLC_RUN           (GPU machine)

Only the compiled models travel: `run` draws the same inputs (fixed seed)
and computes the references there.
"""
import argparse
import math
import os
import shutil
import subprocess
import sys

import numpy as np


def cases():
    rng = np.random.default_rng(2026)

    def t(shape, dt="f32"):
        return "tensor<%sx%s>" % ("x".join(map(str, shape)), dt)

    def softmax(x):
        e = np.exp(x - x.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    out = []
    for rows, n in [(64, 1024), (32, 2048), (16, 4096), (8, 8192), (5, 1000), (7, 16384)]:
        x = (4 * rng.standard_normal((rows, n))).astype(np.float32)
        out.append(("softmax_%dx%d" % (rows, n),
                    "  %%y = graph.softmax %%a0 : %s" % t(x.shape),
                    [x], softmax(x.astype(np.float64)), t(x.shape), 1e-5, 1e-6))
    x = (4 * rng.standard_normal((16, 4096))).astype(np.float32)
    ls = x.astype(np.float64) - np.log(np.exp(x.astype(np.float64)).sum(-1, keepdims=True))
    out.append(("log_softmax_16x4096", "  %%y = graph.log_softmax %%a0 : %s" % t(x.shape),
                [x], ls, t(x.shape), 1e-5, 1e-4))
    for rows, h in [(16, 4096), (8, 2048), (3, 300)]:
        x = rng.standard_normal((rows, h)).astype(np.float32)
        r = rng.standard_normal((rows, h)).astype(np.float32)
        g = rng.uniform(0.5, 1.5, h).astype(np.float32)
        b = rng.uniform(-0.5, 0.5, h).astype(np.float32)
        z = x.astype(np.float64) + r
        mu = z.mean(-1, keepdims=True)
        ln = (z - mu) / np.sqrt(((z - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b
        gelu = 0.5 * ln * (1 + np.vectorize(math.erf)(ln / math.sqrt(2)))
        tt, tv = t(x.shape), t(g.shape)
        body = ("  %%z = graph.add %%a0, %%a1 : (%s, %s) -> %s\n"
                "  %%n = graph.layer_norm %%z, %%a2, %%a3 : (%s, %s, %s) -> %s\n"
                "  %%y = graph.gelu %%n : %s") % (tt, tt, tt, tt, tv, tv, tt, tt)
        out.append(("residual_layer_norm_gelu_%dx%d" % (rows, h), body, [x, r, g, b],
                    gelu, tt, 1e-4, 1e-4))
    for rows, n in [(32, 2048), (8, 16384)]:
        x = (2 * rng.standard_normal((rows, n))).astype(np.float16)
        out.append(("softmax_f16_%dx%d" % (rows, n),
                    "  %%y = graph.softmax %%a0 : %s" % t(x.shape, "f16"),
                    [x], softmax(x.astype(np.float64)), t(x.shape, "f16"), 1e-2, 2e-4))
    return out


def stage(args):
    os.makedirs(args.out, exist_ok=True)
    shutil.copy(os.path.abspath(__file__), os.path.join(args.out, "row_check.py"))
    for name, body, inputs, ref, rtype, rtol, atol in cases():
        d = os.path.join(args.out, name)
        os.makedirs(d, exist_ok=True)
        sig = ", ".join("%%a%d: %s" % (i, "tensor<%sx%s>" % (
            "x".join(map(str, a.shape)), {"float32": "f32", "float16": "f16"}[str(a.dtype)]))
            for i, a in enumerate(inputs))
        with open(os.path.join(d, "model.mlir"), "w") as f:
            f.write("func.func @main(%s) -> %s {\n%s\n  return %%y : %s\n}\n" % (sig, rtype, body, rtype))
        subprocess.run([args.mlc_compile, os.path.join(d, "model.mlir"), "--target=cuda",
                        "-O3", "-o", os.path.join(d, "model.so")], check=True)
        os.remove(os.path.join(d, "model.mlir"))
    print("staged", len(cases()), "cases in", args.out)


def run(args):
    bad = 0
    work = os.path.join("/tmp", "row_check_%d" % os.getpid())
    for name, _, inputs, ref, _, rtol, atol in cases():
        d = os.path.join(args.out, name)
        outdir = os.path.join(work, name)
        os.makedirs(outdir, exist_ok=True)
        ins = []
        for i, a in enumerate(inputs):
            ins.append(os.path.join(outdir, "in%d.npy" % i))
            np.save(ins[-1], a)
        p = subprocess.run([args.mlc_run, os.path.join(d, "model.so")] +
                           ["--input=" + f for f in ins] +
                           ["--output-dir=" + outdir], capture_output=True, text=True)
        if p.returncode != 0:
            print("FAIL %s: %s" % (name, (p.stdout + p.stderr).strip()[-300:]))
            bad += 1
            continue
        got = np.load(os.path.join(outdir, "output_0.npy")).astype(np.float64)
        err = np.abs(got - ref)
        ok = bool(np.all(err <= atol + rtol * np.abs(ref)))
        bad += not ok
        print("%s %s: max abs err %.3g (max |ref| %.3g)" % ("OK  " if ok else "FAIL", name,
                                                          err.max(), np.abs(ref).max()))
    print("row_check:", "all OK" if bad == 0 else "%d FAILED" % bad)
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=["stage", "run"])
    ap.add_argument("out")
    ap.add_argument("--mlc-compile")
    ap.add_argument("--mlc-run")
    args = ap.parse_args()
    return stage(args) if args.cmd == "stage" else run(args)


if __name__ == "__main__":
    sys.exit(main())
