"""Checks the staged mlc matmuls against torch on the GPU and times both.

For every model in models.txt (`name M K N dtype [batch] [rounds=R]
[--mlc-compile-flag ...]`; the flags were the staging's): random inputs
(written as .npy; bf16 as its raw bits), mlc-run --output-dir, compared
with torch.matmul in f32 (error relative to the largest |value|; f32 with
TF32 off on both sides); then mlc-run --benchmark-device-only and torch's
matmul timed with CUDA events (median of $TC_RUNS, default 50), R times
in alternation (default $TC_ROUNDS or 1: the GPU's clocks drift over a
call, so a lone pair of timings can favour either side; 0: correctness
only), reporting the median of each side and of the per-round ratios. Models named mbg_*
are matmul + bias + gelu (three inputs), timed against torch.compile."""
import os
import statistics
import subprocess
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_timing import median_ms  # noqa: E402

# The f32 peer is cuBLAS's exact f32 path (TF32 off: torch's default).
torch.backends.cuda.matmul.allow_tf32 = False

stage = sys.argv[1]
run = os.path.join(stage, "mlc-run")
tmp = "/tmp/tc_check"
os.makedirs(tmp, exist_ok=True)


def save(path, t):
    if t.dtype == torch.bfloat16:
        np.save(path, t.view(torch.int16).cpu().numpy().view(np.uint16))
    else:
        np.save(path, t.cpu().numpy())


def load(path, dtype):
    a = np.load(path)
    if dtype == torch.bfloat16:
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(a)


# Timed calls per measurement ($TC_RUNS, default 50). A few hundred keep
# the GPU busy long enough that both sides are timed at the clocks it holds
# under load: each mlc-run starts after the GPU idled while it generated
# its inputs, and its first tens of runs get the boost clocks.
runs = int(os.environ.get("TC_RUNS", "50"))


def mlc_median(lib):
    r = subprocess.run([run, lib, "--random-inputs", f"--benchmark={runs}",
                        "--benchmark-device-only"],
                       capture_output=True, text=True)
    for l in (r.stdout + r.stderr).splitlines():
        if "median=" in l:
            return float(l.split("median=")[1].split()[0])
    return None


ok = True
rows = []
compiled = {}  # torch.compile of the fused peer, one per shape
saved = None  # the problem whose inputs are in tmp
for line in open(os.path.join(stage, "models.txt")):
    f = line.split()
    if not f:
        continue
    name, m, k, n, t = f[0], int(f[1]), int(f[2]), int(f[3]), f[4]
    extra = [x for x in f[5:] if not x.startswith("--")]
    rounds = int(os.environ.get("TC_ROUNDS", "1"))
    batch = []
    for x in extra:
        if x.startswith("rounds="):
            rounds = int(x[len("rounds="):])
        else:
            batch = [int(x)]
    dt = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}[t]
    lib = os.path.join(stage, f"mm_{name}.so")
    if not os.path.exists(lib):
        print(f"{name}: not compiled")
        ok = False
        continue
    g = torch.Generator(device="cuda").manual_seed(0)
    a = torch.randn(*batch, m, k, device="cuda", generator=g).to(dt)
    b = torch.randn(*batch, k, n, device="cuda", generator=g).to(dt)
    # mbg_*: matmul + bias + gelu (bench/gpu/matmul_bias_gelu.mlir's form),
    # one fused kernel in mlc; the peer is torch.compile of the same.
    fused = name.startswith("mbg_")
    bias = torch.randn(n, device="cuda", generator=g).to(dt)
    inputs = [a, b, bias] if fused else [a, b]
    # Variants of one problem (same inputs) share the input files.
    args = []
    problem = (tuple(batch), m, k, n, t, fused)
    for i, t_ in enumerate(inputs):
        if saved != problem:
            save(f"{tmp}/in{i}.npy", t_)
        args.append(f"--input={tmp}/in{i}.npy")
    saved = problem
    out = f"{tmp}/out_{name}"
    r = subprocess.run([run, lib, *args, f"--output-dir={out}"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(f"{name}: mlc-run failed\n{r.stdout}{r.stderr}")
        ok = False
        continue
    got = load(f"{out}/output_0.npy", dt).float().cuda()
    ref = torch.matmul(a.float(), b.float())
    if fused:
        ref = torch.nn.functional.gelu(ref + bias.float())
    err = ((got - ref).abs().max() / ref.abs().max()).item()
    # f16/bf16 rounding of the result: 2^-11 / 2^-8 relative; f32: only
    # the summation order differs from the reference (K terms of 2^-24).
    tol = {torch.float16: 2e-3, torch.bfloat16: 1e-2, torch.float32: 1e-5}[dt]
    good = err <= tol and got.shape == ref.shape
    ok &= good
    if rounds == 0:  # correctness only
        rows.append(f"{name:10s} err={err:.2e} {'OK ' if good else 'BAD'}")
        print(rows[-1], flush=True)
        continue
    if fused:
        fn = lambda p, q, r_: torch.nn.functional.gelu(p @ q + r_)
        key = (tuple(a.shape), tuple(b.shape), dt)
        if key not in compiled:
            compiled[key] = torch.compile(fn)
        peer = lambda: compiled[key](a, b, bias)
        te = median_ms(lambda: fn(a, b, bias), n=runs)
        print(f"{name}: torch eager {te:.4f} ms", flush=True)
    else:
        peer = lambda: torch.matmul(a, b)
    # Alternately: mlc, then the peer, `rounds` times.
    mts, tts = [], []
    for _ in range(rounds):
        mts.append(mlc_median(lib))
        tts.append(median_ms(peer, n=runs))
    if rounds > 1:
        print(f"{name}: rounds mlc {' '.join(f'{x:.4f}' if x else 'n/a' for x in mts)}"
              f" | peer {' '.join(f'{x:.4f}' for x in tts)}"
              + (f" | mlc/peer time {' '.join(f'{x / y:.3f}' for x, y in zip(mts, tts))}"
                 f" (median {statistics.median(x / y for x, y in zip(mts, tts)):.3f})"
                 if all(mts) else ""), flush=True)
    med = statistics.median(mts) if all(mts) else None
    tt = statistics.median(tts)
    flops = 2.0 * m * n * k * (batch[0] if batch else 1)
    mt = f"{med:.4f}" if med else "n/a"
    tf = f"{flops / med / 1e9:.1f}" if med else "n/a"
    pct = f"{100 * tt / med:.0f}%" if med else "n/a"
    rows.append(f"{name:10s} err={err:.2e} {'OK ' if good else 'BAD'} mlc {mt} ms ({tf} TFLOP/s)  "
                f"{'torch.compile' if fused else 'torch'} {tt:.4f} ms ({flops / tt / 1e9:.1f} TFLOP/s)  "
                f"mlc/{'torch.compile' if fused else 'cuBLAS'} {pct}")
    print(rows[-1], flush=True)
print("ALL OK" if ok else "SOME FAILED")
sys.exit(0 if ok else 1)
