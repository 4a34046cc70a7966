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


torch.backends.cuda.matmul.allow_tf32 = False
res = {}
a = torch.randn(1 << 26, device="cuda")
b = torch.randn(1 << 26, device="cuda")
f = lambda x, y: torch.relu(x + y)
res["add_relu"] = {"eager": bench(f, a, b), "compile": bench(torch.compile(f), a, b)}
x = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")
y = torch.empty_like(x)
res["copy_256MB"] = {"eager": bench(lambda: y.copy_(x))}
m = torch.randn(2048, 2048, device="cuda")
n = torch.randn(2048, 2048, device="cuda")
g = lambda p, q: p @ q
res["matmul_f32"] = {"eager": bench(g, m, n), "compile": bench(torch.compile(g), m, n)}
json.dump(res, sys.stdout, indent=1)
