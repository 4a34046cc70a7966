"""PyTorch eager and torch.compile on the same problems as the mlc models,
timed with CUDA events (median of repeated runs after warm-up)."""
import json
import sys

import torch


def bench(fn, *args, n=50):
    for _ in range(5):
        fn(*args)
    torch.cuda.synchronize()
    times = []
    for _ in range(n):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn(*args)
        e.record()
        torch.cuda.synchronize()
        times.append(s.elapsed_time(e))
    times.sort()
    return times[len(times) // 2]


def want(name):
    """The problems named on the command line (default: all)."""
    return len(sys.argv) < 2 or name in sys.argv[1:]


torch.backends.cuda.matmul.allow_tf32 = False
res = {}
a = torch.randn(1 << 26, device="cuda")
b = torch.randn(1 << 26, device="cuda")
f = lambda x, y: torch.relu(x + y)
if want("add_relu"):
    res["add_relu"] = {"eager": bench(f, a, b), "compile": bench(torch.compile(f), a, b)}
x = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")
y = torch.empty_like(x)
res["copy_256MB"] = {"eager": bench(lambda: y.copy_(x))}
m = torch.randn(2048, 2048, device="cuda")
n = torch.randn(2048, 2048, device="cuda")
g = lambda p, q: p @ q
if want("matmul_f32"):
    res["matmul_f32"] = {"eager": bench(g, m, n), "compile": bench(torch.compile(g), m, n)}
# Row reductions (bandwidth-bound; mlc: bench/gpu/{softmax_*,layer_norm,reduce_sum}.mlir).
F = torch.nn.functional
sm = lambda t: torch.softmax(t, -1)
for name, shape in (("softmax_8192", (8192, 8192)), ("softmax_4096x1024", (4096, 1024))):
    t = torch.randn(*shape, device="cuda")
    if want(name):
        res[name] = {"eager": bench(sm, t), "compile": bench(torch.compile(sm), t)}
t = torch.randn(16384, 4096, device="cuda")
w = torch.randn(4096, device="cuda")
c = torch.randn(4096, device="cuda")
ln = lambda t, w, c: F.layer_norm(t, (4096,), w, c, 1e-5)
if want("layer_norm"):
    res["layer_norm"] = {"eager": bench(ln, t, w, c), "compile": bench(torch.compile(ln), t, w, c)}
rs = lambda t: t.sum(-1, keepdim=True)
if want("reduce_sum"):
    res["reduce_sum"] = {"eager": bench(rs, t), "compile": bench(torch.compile(rs), t)}
# matmul + bias + gelu, bf16 (mlc: bench/gpu/matmul_bias_gelu.mlir, one kernel).
if want("matmul_bias_gelu"):
    ma = torch.randn(8192, 4096, device="cuda", dtype=torch.bfloat16)
    mb = torch.randn(4096, 16384, device="cuda", dtype=torch.bfloat16)
    mc = torch.randn(16384, device="cuda", dtype=torch.bfloat16)
    mbg = lambda p, q, r: F.gelu(p @ q + r)
    res["matmul_bias_gelu"] = {"eager": bench(mbg, ma, mb, mc), "compile": bench(torch.compile(mbg), ma, mb, mc)}
json.dump(res, sys.stdout, indent=1)
