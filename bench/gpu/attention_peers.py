"""torch scaled_dot_product_attention (eager and torch.compile) on the
attention problems of bench/gpu/attention_run.sh: [B, S, H, D] tensors
(B=4, H=12, D=64) viewed as [B, H, S, D], timed with CUDA events (median
after warm-up). Usage: python3 attention_peers.py S,S,.. [f16,f32] -> json."""
import json
import sys

import torch
from torch_timing import median_ms

F = torch.nn.functional


def bench(fn, *args, n=100):
    return median_ms(fn, *args, n=n)


seqs = [int(s) for s in sys.argv[1].split(",")]
dtypes = sys.argv[2].split(",") if len(sys.argv) > 2 else ["f16", "f32"]
torch.backends.cuda.matmul.allow_tf32 = False
sdpa = lambda q, k, v: F.scaled_dot_product_attention(
    q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
compiled = torch.compile(sdpa)
res = {}
for dt in dtypes:
    for s in seqs:
        t = torch.float16 if dt == "f16" else torch.float32
        q, k, v = (torch.randn(4, s, 12, 64, device="cuda", dtype=t) for _ in range(3))
        res[f"attention_{dt}_s{s}"] = {"eager": bench(sdpa, q, k, v),
                                       "compile": bench(compiled, q, k, v)}
print(json.dumps(res, indent=1))
