"""PyTorch eager and torch.compile on the same problems as the mlc models,
timed with CUDA events (median of repeated runs after warm-up)."""
import json
import sys

import torch
from torch_timing import median_ms


def bench(fn, *args, n=50):
    return median_ms(fn, *args, n=n)


OPT_IN = ("bert", "gpt", "mobilenet_v2")  # slow to compile: only when named


def want(name):
    """The problems named on the command line (default: all but OPT_IN)."""
    return name in sys.argv[1:] or (len(sys.argv) < 2 and name not in OPT_IN)


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
# Attention, BERT-base heads at sequence 512 (mlc: bench/gpu/attention_*.mlir,
# one graph.attention kernel reading [B, S, H, D] in place): torch's
# scaled_dot_product_attention on the same [B, S, H, D] tensors viewed as
# [B, H, S, D] (flash / memory-efficient kernels where they apply).
for dt, name in ((torch.float32, "attention_f32"), (torch.float16, "attention_f16")):
    if want(name):
        qa, ka, va = (torch.randn(4, 512, 12, 64, device="cuda", dtype=dt) for _ in range(3))
        sdpa = lambda q, k, v: F.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)).transpose(1, 2)
        res[name] = {"eager": bench(sdpa, qa, ka, va), "compile": bench(torch.compile(sdpa), qa, ka, va)}
# Launch-bound transformers (mlc: test/models/{bert,gpt}, compiled for cuda):
# the same architectures from test/models/export.py (random weights; only
# the kernels' shapes matter for timing), batch 1, sequence 32. Eager,
# torch.compile and torch.compile(mode="reduce-overhead"), which replays
# CUDA graphs.
if want("bert") or want("gpt"):
    import importlib.util
    import os
    import types
    try:
        import onnx  # noqa: F401  (export.py imports it; only the classes are used)
    except ImportError:
        for name in ("onnx", "onnx.numpy_helper"):
            sys.modules[name] = types.ModuleType(name)
        sys.modules["onnx"].numpy_helper = sys.modules["onnx.numpy_helper"]
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.environ.get("MLC_EXPORT_PY", os.path.join(here, "../../test/models/export.py"))
    spec = importlib.util.spec_from_file_location("mlc_export", path)
    ex = importlib.util.module_from_spec(spec)
    sys.modules["mlc_export"] = ex  # torch.compile looks globals up by module
    spec.loader.exec_module(ex)

    class Bert(ex.Bert):  # positions made on the model's device
        def forward(self, ids, mask):
            pos = torch.arange(ids.shape[1], device=ids.device).unsqueeze(0)
            x = self.ln(self.tok(ids) + self.pos(pos))
            keep = (mask != 0).unsqueeze(1)
            for layer in self.layers:
                x = layer(x, keep)
            return x, torch.tanh(self.pool(x[:, 0]))

    class Gpt(ex.Gpt):
        def forward(self, ids):
            s = ids.shape[1]
            pos = torch.arange(s, device=ids.device).unsqueeze(0)
            x = self.tok(ids) + self.pos(pos)
            keep = self.causal[:s, :s].unsqueeze(0)
            for block in self.blocks:
                x = block(x, keep)
            return torch.matmul(self.ln(x), self.tok.weight.t())

    ids = torch.randint(0, 96, (1, 32), device="cuda")
    mask = torch.ones(1, 32, dtype=torch.int64, device="cuda")
    for name, model, args in (("bert", Bert, (ids, mask)), ("gpt", Gpt, (ids,))):
        if not want(name):
            continue
        mod = model().cuda().eval()
        with torch.inference_mode():
            res[name] = {"eager": bench(mod, *args, n=200),
                         "compile": bench(torch.compile(mod), *args, n=200),
                         "reduce-overhead": bench(torch.compile(mod, mode="reduce-overhead"), *args, n=200)}
        print(name, res[name], file=sys.stderr, flush=True)  # if a time limit cuts the rest
# mobilenet_v2, batch 1, f32 (mlc: test/models/export.py mobilenet_v2,
# --weights=external, run with --random-weights): ~100 kernels of modest size.
if want("mobilenet_v2"):
    import torchvision
    torch.backends.cudnn.allow_tf32 = False
    mod = torchvision.models.mobilenet_v2(weights=None).cuda().eval()
    t = torch.randn(1, 3, 224, 224, device="cuda")
    with torch.inference_mode():
        res["mobilenet_v2"] = {"eager": bench(mod, t, n=100)}
        print("mobilenet_v2", res["mobilenet_v2"], file=sys.stderr, flush=True)
        res["mobilenet_v2"]["reduce-overhead"] = bench(torch.compile(mod, mode="reduce-overhead"), t, n=100)
        print("mobilenet_v2", res["mobilenet_v2"], file=sys.stderr, flush=True)
        res["mobilenet_v2"]["compile"] = bench(torch.compile(mod), t, n=100)
        print("mobilenet_v2", res["mobilenet_v2"], file=sys.stderr, flush=True)
# Launch-bound: 32 softmaxes in a chain over 4x256 f32 (mlc:
# bench/gpu/softmax_chain.mlir, one small kernel each).
if want("softmax_chain"):
    def chain(t):
        for _ in range(32):
            t = torch.softmax(t, -1)
        return t
    t = torch.randn(4, 256, device="cuda")
    res["softmax_chain"] = {"eager": bench(chain, t, n=200), "compile": bench(torch.compile(chain), t, n=200),
                            "reduce-overhead": bench(torch.compile(chain, mode="reduce-overhead"), t, n=200)}
    print("softmax_chain", res["softmax_chain"], file=sys.stderr, flush=True)
json.dump(res, sys.stdout, indent=1)
