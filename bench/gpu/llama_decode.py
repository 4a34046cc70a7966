#!/usr/bin/python3
"""LLM decoding on the GPU: a ~1B Llama-architecture decoder, mlc against
torch.compile, with the HBM floor beside them (issue #18).

Model: hidden 2048, 16 layers, 32 heads, 8 KV heads, head 64, MLP 5632,
vocab 32000, bf16, random weights (too big to carry: mlc compiles the graph
with --weights=external and runs it with --random-weights).

    LLAMA_SIZE=20m LLAMA_DTYPE=f32: the CPU goal's ~20M model instead
    (hidden 384, 6 layers, 6 heads, 2 KV heads, MLP 1024, vocab 16000).

    python3 llama_decode.py export OUT     transformers' LlamaForCausalLM
        exported by torch's default exporter (dynamo=True, opset 20): the
        decode step (input_ids [1,1], attention_mask [1,past+1], position_ids
        [1,1], past keys/values [1,8,past,64] per layer -> logits, present)
        and the prefill (input_ids [1,seq]); OUT/decode.onnx, OUT/prefill.onnx
        hold the graphs only (initializers point at external data that is
        not written; bench/gpu/fill_external.py fills it with random values
        where mlc compiles).
    python3 llama_decode.py inputs DIR PAST   decode-step inputs at a cache
        of PAST tokens, as ONNX TensorProto files for mlc-run.
    python3 llama_decode.py peer [--past 1024] [--prefill 1024]
        torch.compile(mode="reduce-overhead") of the same architecture with
        a static KV cache (the gpt-fast recipe, the fastest torch.compile
        decode path) and torch eager: ms per token at batch 1, prefill
        tokens/s; prints one JSON line per figure, and the HBM floor.
"""
import json
import math
import os
import sys
import time

import numpy as np

H, L, NH, NKV, HD, FF, V = 2048, 16, 32, 8, 64, 5632, 32000
if os.environ.get("LLAMA_SIZE") == "20m":
    # The CPU goal's model: ~21.7M parameters, f32 (bench/cpu).
    H, L, NH, NKV, HD, FF, V = 384, 6, 6, 2, 64, 1024, 16000
DTYPE = os.environ.get("LLAMA_DTYPE", "bf16")
HBM_BYTES_PER_S = 4.8e12


def weight_count():
    per_layer = H * NH * HD + 2 * H * NKV * HD + NH * HD * H + 3 * H * FF + 2 * H
    return V * H * 2 + L * per_layer + H


def hbm_floor_ms(past):
    cache = L * 2 * NKV * past * HD * 2
    return (weight_count() * 2 + cache) / HBM_BYTES_PER_S * 1e3


def hf_model():
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    cfg = LlamaConfig(hidden_size=H, intermediate_size=FF, num_hidden_layers=L,
                      num_attention_heads=NH, num_key_value_heads=NKV,
                      vocab_size=V, max_position_embeddings=4096,
                      rms_norm_eps=1e-5)
    cfg._attn_implementation = "sdpa"
    with torch.device("meta"):
        model = LlamaForCausalLM(cfg)
    dt = torch.bfloat16 if DTYPE == "bf16" else torch.float32
    model = model.to_empty(device="cpu").to(dt).eval()
    for p in model.parameters():
        p.data.normal_(0, 0.02)
    return model, cfg


def graph_only(path, out_path):
    """Keeps the graph; the initializers keep their external-data entries
    (location, offset, length) but the data file is not carried."""
    import onnx
    m = onnx.load(path, load_external_data=False)
    for t in m.graph.initializer:
        for kv in t.external_data:
            if kv.key == "location":
                kv.value = os.path.basename(out_path) + ".data"
    onnx.save(m, out_path)
    size = sum(int(kv.value) for t in m.graph.initializer
               for kv in t.external_data if kv.key == "length")
    ops = {}
    for n in m.graph.node:
        ops[n.op_type] = ops.get(n.op_type, 0) + 1
    print(json.dumps({"graph": os.path.basename(out_path),
                      "nodes": len(m.graph.node), "external_bytes": size,
                      "inputs": [(i.name, [d.dim_param or d.dim_value for d in
                                           i.type.tensor_type.shape.dim])
                                 for i in m.graph.input][:5],
                      "ops": ops}), flush=True)


def export(out):
    import torch
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                    "test", "models"))
    from export_dynamic import DecodeStep, Prefill
    os.makedirs(out, exist_ok=True)
    model, cfg = hf_model()
    tmp = "/tmp/llama_export"
    os.makedirs(tmp, exist_ok=True)
    names = ["present.%d.%s" % (i // 2, "kv"[i % 2]) for i in range(2 * L)]
    past = 5
    ins = (torch.zeros((1, 1), dtype=torch.int64),
           torch.ones((1, past + 1), dtype=torch.int64),
           torch.full((1, 1), past, dtype=torch.int64),
           [torch.zeros((1, NKV, past, HD), dtype=model.dtype)
            for _ in range(2 * L)])
    P = torch.export.Dim("past", min=1, max=4095)
    dyn = ({}, {1: P + 1}, {}, [{2: P} for _ in range(2 * L)])
    in_names = ["input_ids", "attention_mask", "position_ids"] + [
        "past.%d.%s" % (i // 2, "kv"[i % 2]) for i in range(2 * L)]
    t0 = time.time()
    torch.onnx.export(DecodeStep(model), ins, tmp + "/decode.onnx", dynamo=True,
                      dynamic_shapes=dyn, input_names=in_names,
                      output_names=["logits"] + names, opset_version=20,
                      external_data=True)
    print("decode export %.0f s" % (time.time() - t0), flush=True)
    graph_only(tmp + "/decode.onnx", os.path.join(out, "decode.onnx"))
    S = torch.export.Dim("seq", min=2, max=4096)
    t0 = time.time()
    torch.onnx.export(Prefill(model), (torch.zeros((1, 8), dtype=torch.int64),),
                      tmp + "/prefill.onnx", dynamo=True,
                      dynamic_shapes=({1: S},), input_names=["input_ids"],
                      output_names=["logits"] + names, opset_version=20,
                      external_data=True)
    print("prefill export %.0f s" % (time.time() - t0), flush=True)
    graph_only(tmp + "/prefill.onnx", os.path.join(out, "prefill.onnx"))


def write_inputs(d, past, in_place=False):
    """ONNX TensorProto files (bf16 as raw bits), mlc-run --input=FILE.pb.
    in_place: the caches as [1, past, heads, dim], the layout of the artifact
    compiled with --cache-in-place (mlc-run gives them the room)."""
    import onnx
    from onnx import numpy_helper
    os.makedirs(d, exist_ok=True)
    rng = np.random.default_rng(0)

    def save(i, t):
        with open(os.path.join(d, "input_%d.pb" % i), "wb") as f:
            f.write(t.SerializeToString())

    save(0, numpy_helper.from_array(np.array([[17]], np.int64)))
    save(1, numpy_helper.from_array(np.ones((1, past + 1), np.int64)))
    save(2, numpy_helper.from_array(np.array([[past]], np.int64)))
    for i in range(2 * L):
        x = (rng.standard_normal((1, NKV, past, HD)) * 0.5).astype(np.float32)
        if in_place:
            x = x.transpose(0, 2, 1, 3).copy()
        if DTYPE == "f32":
            save(3 + i, numpy_helper.from_array(x))
            continue
        t = onnx.TensorProto()
        t.data_type = onnx.TensorProto.BFLOAT16
        t.dims.extend(x.shape)
        t.raw_data = (x.view(np.uint32) >> 16).astype(np.uint16).tobytes()
        save(3 + i, t)


# --- the torch.compile peer: gpt-fast's recipe --------------------------------


def peer(past, prefill):
    import torch
    import torch.nn.functional as F
    from torch import nn
    torch.manual_seed(0)
    dev, dt = "cuda", torch.bfloat16
    max_len = past + 64

    class RMSNorm(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.ones(H))

        def forward(self, x):
            x32 = x.float()
            return (x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + 1e-5)
                    ).to(x.dtype) * self.w

    def rope(x, cos, sin):
        x1, x2 = x[..., : HD // 2], x[..., HD // 2:]
        return x * cos + torch.cat((-x2, x1), -1) * sin

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.n1, self.n2 = RMSNorm(), RMSNorm()
            self.wqkv = nn.Linear(H, (NH + 2 * NKV) * HD, bias=False)
            self.wo = nn.Linear(NH * HD, H, bias=False)
            self.w13 = nn.Linear(H, 2 * FF, bias=False)
            self.w2 = nn.Linear(FF, H, bias=False)
            self.register_buffer("k", torch.zeros(1, NKV, max_len, HD))
            self.register_buffer("v", torch.zeros(1, NKV, max_len, HD))

        def forward(self, x, pos, cos, sin, mask):
            b, s, _ = x.shape
            q, k, v = self.wqkv(self.n1(x)).split(
                [NH * HD, NKV * HD, NKV * HD], -1)
            q = rope(q.view(b, s, NH, HD).transpose(1, 2), cos, sin)
            k = rope(k.view(b, s, NKV, HD).transpose(1, 2), cos, sin)
            v = v.view(b, s, NKV, HD).transpose(1, 2)
            self.k[:, :, pos] = k
            self.v[:, :, pos] = v
            y = F.scaled_dot_product_attention(q, self.k, self.v,
                                               attn_mask=mask,
                                               enable_gqa=True)
            x = x + self.wo(y.transpose(1, 2).reshape(b, s, NH * HD))
            g, u = self.w13(self.n2(x)).chunk(2, -1)
            return x + self.w2(F.silu(g) * u)

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.emb = nn.Embedding(V, H)
            self.layers = nn.ModuleList(Block() for _ in range(L))
            self.norm = RMSNorm()
            self.head = nn.Linear(H, V, bias=False)
            inv = 1.0 / (10000 ** (torch.arange(0, HD, 2).float() / HD))
            t = torch.arange(max_len).float()[:, None] * inv[None]
            emb = torch.cat((t, t), -1)
            self.register_buffer("cos", emb.cos())
            self.register_buffer("sin", emb.sin())
            self.register_buffer("causal", torch.tril(torch.ones(
                max_len, max_len, dtype=torch.bool)))

        def forward(self, ids, pos):
            x = self.emb(ids)
            cos, sin = self.cos[pos].to(x.dtype), self.sin[pos].to(x.dtype)
            mask = self.causal[None, None, pos]
            for layer in self.layers:
                x = layer(x, pos, cos, sin, mask)
            return self.head(self.norm(x))

    model = Model().to(dev, dt).eval()
    for p in model.parameters():
        p.data.normal_(0, 0.02)
    nparams = sum(p.numel() for p in model.parameters())
    print(json.dumps({"peer_params": nparams, "mlc_arch_params":
                      weight_count()}), flush=True)

    def timeit(fn, n):
        for _ in range(5):
            fn()
        torch.cuda.synchronize()
        e0, e1 = torch.cuda.Event(True), torch.cuda.Event(True)
        times = []
        for _ in range(n):
            e0.record()
            fn()
            e1.record()
            torch.cuda.synchronize()
            times.append(e0.elapsed_time(e1))
        return float(np.median(times)), float(np.percentile(times, 90))

    ids = torch.tensor([[17]], device=dev)
    pos = torch.tensor([past], device=dev)
    with torch.no_grad():
        for name, fn in (("eager", model),
                         ("torch.compile reduce-overhead",
                          torch.compile(model, mode="reduce-overhead",
                                        fullgraph=True))):
            t0 = time.time()
            step = lambda: fn(ids, pos)
            med, p90 = timeit(step, 100)
            print(json.dumps({"decode": name, "past": past, "batch": 1,
                              "ms_per_token": med, "p90": p90,
                              "warmup_s": time.time() - t0}), flush=True)
        pre_ids = torch.randint(0, V, (1, prefill), device=dev)
        pre_pos = torch.arange(prefill, device=dev)
        comp = torch.compile(model, mode="reduce-overhead", fullgraph=True)
        for name, fn in (("eager", model), ("torch.compile reduce-overhead",
                                           comp)):
            med, p90 = timeit(lambda: fn(pre_ids, pre_pos), 20)
            print(json.dumps({"prefill": name, "tokens": prefill, "ms": med,
                              "tokens_per_s": prefill / med * 1e3}),
                  flush=True)
    print(json.dumps({"hbm_floor_ms": hbm_floor_ms(past), "past": past,
                      "weight_bytes": weight_count() * 2}), flush=True)


def main():
    cmd = sys.argv[1]
    if cmd == "export":
        export(sys.argv[2])
    elif cmd == "inputs":
        write_inputs(sys.argv[2], int(sys.argv[3]), "--in-place" in sys.argv)
    elif cmd == "peer":
        args = sys.argv[2:]
        past = int(args[args.index("--past") + 1]) if "--past" in args else 1024
        pre = int(args[args.index("--prefill") + 1]) if "--prefill" in args \
            else 1024
        peer(past, pre)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
