"""Checks the staged mlc matmuls against torch on the GPU and times both.

For every model in models.txt: random inputs (written as .npy; bf16 as its
raw bits), mlc-run --output-dir, compared with torch.matmul in f32 (error
relative to the largest |value|; f32 with TF32 off on both sides); then mlc-run --benchmark-device-only and
torch's matmul timed with CUDA events (median of 50). Models named mbg_*
are matmul + bias + gelu (three inputs), timed against torch.compile."""
import os
import subprocess
import sys

import numpy as np
import torch

# The f32 peer is cuBLAS's exact f32 path (TF32 off: torch's default).
torch.backends.cuda.matmul.allow_tf32 = False

stage = sys.argv[1]
run = os.path.join(stage, "mlc-run")
tmp = "/tmp/tc_check"
os.makedirs(tmp, exist_ok=True)


def bench(fn, n=50):
    for _ in range(5):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(n):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        torch.cuda.synchronize()
        ts.append(s.elapsed_time(e))
    ts.sort()
    return ts[len(ts) // 2]


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


ok = True
rows = []
for line in open(os.path.join(stage, "models.txt")):
    f = line.split()
    if not f:
        continue
    name, m, k, n, t = f[0], int(f[1]), int(f[2]), int(f[3]), f[4]
    batch = [int(f[5])] if len(f) > 5 else []
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
    args = []
    for i, t_ in enumerate(inputs):
        save(f"{tmp}/in{i}.npy", t_)
        args.append(f"--input={tmp}/in{i}.npy")
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
    r = subprocess.run([run, lib, "--random-inputs", "--benchmark=50", "--benchmark-device-only"],
                       capture_output=True, text=True)
    med = None
    for l in (r.stdout + r.stderr).splitlines():
        if "median=" in l:
            med = float(l.split("median=")[1].split()[0])
    if fused:
        fn = lambda p, q, r_: torch.nn.functional.gelu(p @ q + r_)
        compiled = torch.compile(fn)
        tt = bench(lambda: compiled(a, b, bias))
        te = bench(lambda: fn(a, b, bias))
        print(f"{name}: torch eager {te:.4f} ms", flush=True)
    else:
        tt = bench(lambda: torch.matmul(a, b))
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
