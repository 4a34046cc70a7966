#!/usr/bin/python3
"""Exports today's architectures with dynamic axes, the way a user does it.

Each model gets random weights from a fixed seed and is exported by torch's
default exporter (`torch.onnx.export(..., dynamo=True)`, torch 2.11) with
`dynamic_shapes` naming its batch and/or sequence axes. onnxruntime (CPU)
then runs the exported file at three different shapes; the inputs and
onnxruntime's outputs are written as three data sets, so that one compiled
artifact is checked at three shapes:

    OUT/<name>/model.onnx
    OUT/<name>/test_data_set_{0,1,2}/input_N.pb, output_N.pb

torch's own outputs at the same inputs are compared with onnxruntime's
(printed), so a wrong export shows up here, not as an mlc failure. For the
decoder steps, OUT/<name>/generate.txt holds the greedy continuation of a
fixed prompt by onnxruntime (driving the export with a cache that starts
empty) and by transformers' generate on the GPU (`--generate-only` writes
just these, beside existing exports).

Models:

    llama_prefill  transformers LlamaForCausalLM (hidden 64, 2 layers, 4
                   heads, 2 KV heads, vocab 256): input_ids [batch, seq] ->
                   logits and the present keys/values (dynamic batch, seq)
    llama_decode   the same weights, one decode step against a KV cache of
                   dynamic length: input_ids [batch, 1], attention_mask
                   [batch, past+1], position_ids [batch, 1], past keys/values
                   [batch, 2, past, 16] -> logits, present keys/values
    gpt2_decode    transformers GPT2LMHeadModel (hidden 64, 2 layers, 4
                   heads), one decode step against a cache of dynamic length
    bert           transformers BertModel (hidden 64, 2 layers), dynamic
                   batch and sequence, with an attention mask
    vit            transformers ViTModel (image 32, patch 8, hidden 64),
                   dynamic batch
    lstm           2-layer bidirectional nn.LSTM + Linear head, dynamic
                   batch and sequence
    convnet        a small ConvNet (conv-bn-relu, max pool, residual block,
                   global average pool, Linear), dynamic batch

    /usr/bin/python3 test/models/export_dynamic.py --out DIR [names...]
"""

import argparse
import os
import sys
import traceback

import numpy as np
import onnx
import torch
from onnx import numpy_helper
from torch import nn

SEED = 2026


def save_pb(array, path):
    t = numpy_helper.from_array(np.ascontiguousarray(array))
    with open(path, "wb") as f:
        f.write(t.SerializeToString())


def write_sets(out_dir, model_path, input_sets, torch_fn):
    """Runs the model in onnxruntime on each input set and writes the data
    sets; compares with torch's outputs."""
    import onnxruntime as ort
    sess = ort.InferenceSession(model_path, providers=["CPUExecutionProvider"])
    names = [i.name for i in sess.get_inputs()]
    for k, inputs in enumerate(input_sets):
        feed = dict(zip(names, inputs))
        outs = sess.run(None, feed)
        d = os.path.join(out_dir, "test_data_set_%d" % k)
        os.makedirs(d, exist_ok=True)
        for i, a in enumerate(inputs):
            save_pb(a, os.path.join(d, "input_%d.pb" % i))
        for i, a in enumerate(outs):
            save_pb(a, os.path.join(d, "output_%d.pb" % i))
        with torch.no_grad():
            ref = torch_fn(*[torch.from_numpy(a) for a in inputs])
        ref = [r.detach().numpy() for r in ref]
        diffs = [float(np.max(np.abs(a.astype(np.float64) - r)))
                 if a.size else 0.0 for a, r in zip(outs, ref)]
        print("  set %d: inputs %s -> outputs %s; |ort - torch| max %.2e" % (
            k, [list(a.shape) for a in inputs], [list(a.shape) for a in outs],
            max(diffs) if diffs else 0.0), flush=True)


def export(module, args, dynamic_shapes, path, input_names, output_names):
    torch.onnx.export(module, args, path, dynamo=True,
                      dynamic_shapes=dynamic_shapes, input_names=input_names,
                      output_names=output_names, opset_version=20)
    m = onnx.load(path)
    # One self-contained file (the exporter writes the weights beside it).
    onnx.save(m, path)
    if os.path.exists(path + ".data"):
        os.remove(path + ".data")
    print("  inputs %s" % [(i.name, [d.dim_param or d.dim_value for d in
                                      i.type.tensor_type.shape.dim])
                            for i in m.graph.input], flush=True)
    ops = sorted({n.op_type if not n.domain else n.domain + "." + n.op_type
                  for n in m.graph.node})
    print("  exported: opset %s, %d nodes, ops %s" % (
        [(o.domain, o.version) for o in m.opset_import], len(m.graph.node),
        ops), flush=True)


# --- decoders with a KV cache -------------------------------------------------


def cache_layers(cache):
    """(keys, values) per layer of a transformers cache, for any version."""
    if hasattr(cache, "layers"):
        return [(l.keys, l.values) for l in cache.layers]
    if hasattr(cache, "key_cache"):
        return list(zip(cache.key_cache, cache.value_cache))
    return [tuple(x) for x in cache]


def make_cache(flat):
    from transformers import DynamicCache
    cache = DynamicCache()
    for i in range(0, len(flat), 2):
        cache.update(flat[i], flat[i + 1], i // 2)
    return cache


class DecodeStep(nn.Module):
    """forward(input_ids, attention_mask, position_ids, k0, v0, k1, v1, ...)
    -> (logits, present k0, v0, ...)."""

    def __init__(self, model, with_positions=True):
        super().__init__()
        self.model = model
        self.with_positions = with_positions

    def forward(self, input_ids, attention_mask, position_ids, past):
        kw = dict(input_ids=input_ids, attention_mask=attention_mask,
                  past_key_values=make_cache(list(past)), use_cache=True)
        if self.with_positions:
            kw["position_ids"] = position_ids
        out = self.model(**kw)
        flat = []
        for k, v in cache_layers(out.past_key_values):
            flat += [k, v]
        return (out.logits, *flat)


class Prefill(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids):
        out = self.model(input_ids=input_ids, use_cache=True)
        flat = []
        for k, v in cache_layers(out.past_key_values):
            flat += [k, v]
        return (out.logits, *flat)


def llama_model():
    from transformers import LlamaConfig, LlamaForCausalLM
    torch.manual_seed(SEED)
    cfg = LlamaConfig(hidden_size=64, intermediate_size=128,
                      num_hidden_layers=2, num_attention_heads=4,
                      num_key_value_heads=2, vocab_size=256,
                      max_position_embeddings=512, rms_norm_eps=1e-5)
    cfg._attn_implementation = "sdpa"
    return LlamaForCausalLM(cfg).eval(), cfg


def gen_llama_prefill(out):
    model, cfg = llama_model()
    m = Prefill(model)
    B, S = torch.export.Dim("batch", min=1, max=64), torch.export.Dim(
        "seq", min=2, max=512)
    rng = np.random.default_rng(SEED)
    ids = lambda b, s: rng.integers(0, 256, (b, s)).astype(np.int64)
    path = os.path.join(out, "model.onnx")
    outs = ["logits"] + ["present.%d.%s" % (i // 2, "kv"[i % 2])
                         for i in range(2 * cfg.num_hidden_layers)]
    export(m, (torch.from_numpy(ids(2, 7)),), ({0: B, 1: S},), path,
           ["input_ids"], outs)
    write_sets(out, path, [[ids(1, 5)], [ids(2, 16)], [ids(3, 33)]], m)


def decode_sets(cfg, heads_kv, head_dim, shapes, positions=True):
    rng = np.random.default_rng(SEED + 1)
    sets = []
    for b, past in shapes:
        ins = [rng.integers(0, cfg.vocab_size, (b, 1)).astype(np.int64),
               np.ones((b, past + 1), np.int64),
               np.full((b, 1), past, np.int64)]
        for _ in range(2 * cfg.num_hidden_layers):
            ins.append(rng.standard_normal(
                (b, heads_kv, past, head_dim)).astype(np.float32))
        sets.append(ins)
    return sets


def gen_decoder(out, model, cfg, heads_kv, head_dim, positions):
    m = DecodeStep(model, positions)
    B = torch.export.Dim("batch", min=1, max=64)
    P = torch.export.Dim("past", min=1, max=4096)
    n = 2 * cfg.num_hidden_layers
    ex = decode_sets(cfg, heads_kv, head_dim, [(2, 5)])[0]
    ex = [torch.from_numpy(a) for a in ex]
    dyn = ({0: B}, {0: B, 1: P + 1}, {0: B},
           tuple({0: B, 2: P} for _ in range(n)))
    names = ["input_ids", "attention_mask", "position_ids"] + [
        "past.%d.%s" % (i // 2, "kv"[i % 2]) for i in range(n)]
    outs = ["logits"] + ["present.%d.%s" % (i // 2, "kv"[i % 2])
                         for i in range(n)]
    path = os.path.join(out, "model.onnx")
    export(m, (*ex[:3], tuple(ex[3:])), dyn, path, names, outs)
    write_sets(out, path, decode_sets(cfg, heads_kv, head_dim,
                                      [(1, 3), (2, 17), (1, 100)]),
               lambda *a: m(*a[:3], a[3:]))


def gen_llama_decode(out):
    model, cfg = llama_model()
    gen_decoder(out, model, cfg, 2, 16, True)


def gen_gpt2_decode(out):
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(SEED)
    cfg = GPT2Config(n_embd=64, n_layer=2, n_head=4, vocab_size=256,
                     n_positions=512)
    cfg._attn_implementation = "sdpa"
    model = GPT2LMHeadModel(cfg).eval()
    cfg.num_hidden_layers = cfg.n_layer
    gen_decoder(out, model, cfg, 4, 16, True)


# --- encoders -----------------------------------------------------------------


class HiddenStates(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x, mask=None):
        out = self.model(x) if mask is None else self.model(x, mask)
        return (out.last_hidden_state, out.pooler_output)


def gen_bert(out):
    from transformers import BertConfig, BertModel
    torch.manual_seed(SEED)
    cfg = BertConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, vocab_size=256,
                     max_position_embeddings=512)
    cfg._attn_implementation = "sdpa"
    m = HiddenStates(BertModel(cfg).eval())
    B, S = torch.export.Dim("batch", min=1, max=64), torch.export.Dim(
        "seq", min=2, max=512)
    rng = np.random.default_rng(SEED)

    def inputs(b, s):
        mask = np.ones((b, s), np.int64)
        mask[0, s - s // 3:] = 0
        return [rng.integers(0, 256, (b, s)).astype(np.int64), mask]
    path = os.path.join(out, "model.onnx")
    ex = [torch.from_numpy(a) for a in inputs(2, 9)]
    export(m, tuple(ex), ({0: B, 1: S}, {0: B, 1: S}), path,
           ["input_ids", "attention_mask"], ["last_hidden_state", "pooled"])
    write_sets(out, path, [inputs(1, 8), inputs(2, 31), inputs(4, 64)], m)


def gen_vit(out):
    from transformers import ViTConfig, ViTModel
    torch.manual_seed(SEED)
    cfg = ViTConfig(image_size=32, patch_size=8, hidden_size=64,
                    num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, num_channels=3)
    cfg._attn_implementation = "sdpa"
    m = HiddenStates(ViTModel(cfg).eval())
    B = torch.export.Dim("batch", min=1, max=64)
    rng = np.random.default_rng(SEED)
    img = lambda b: rng.standard_normal((b, 3, 32, 32)).astype(np.float32)
    path = os.path.join(out, "model.onnx")
    export(m, (torch.from_numpy(img(2)),), ({0: B},), path, ["pixel_values"],
           ["last_hidden_state", "pooled"])
    write_sets(out, path, [[img(1)], [img(3)], [img(8)]], m)


class Lstm(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(16, 24, num_layers=2, bidirectional=True,
                           batch_first=True)
        self.head = nn.Linear(48, 10)

    def forward(self, x):
        y, _ = self.rnn(x)
        return (self.head(y),)


def gen_lstm(out):
    torch.manual_seed(SEED)
    m = Lstm().eval()
    B, S = torch.export.Dim("batch", min=1, max=64), torch.export.Dim(
        "seq", min=2, max=512)
    rng = np.random.default_rng(SEED)
    x = lambda b, s: rng.standard_normal((b, s, 16)).astype(np.float32)
    path = os.path.join(out, "model.onnx")
    export(m, (torch.from_numpy(x(2, 7)),), ({0: B, 1: S},), path, ["x"],
           ["y"])
    # The exporter may fix the sequence length (its LSTM op takes the
    # length from the example): then only the batch varies.
    dims = onnx.load(path).graph.input[0].type.tensor_type.shape.dim
    if dims[1].dim_value:
        s = dims[1].dim_value
        print("  the exporter fixed the sequence length at %d" % s)
        write_sets(out, path, [[x(1, s)], [x(2, s)], [x(5, s)]], m)
    else:
        write_sets(out, path, [[x(1, 3)], [x(2, 12)], [x(5, 40)]], m)


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        c = 16
        self.stem = nn.Sequential(nn.Conv2d(3, c, 3, 2, 1), nn.BatchNorm2d(c),
                                  nn.ReLU(), nn.MaxPool2d(3, 2, 1))
        self.block = nn.Sequential(nn.Conv2d(c, c, 3, 1, 1), nn.BatchNorm2d(c),
                                   nn.ReLU(), nn.Conv2d(c, c, 3, 1, 1),
                                   nn.BatchNorm2d(c))
        self.head = nn.Linear(c, 10)

    def forward(self, x):
        x = self.stem(x)
        x = torch.relu(x + self.block(x))
        return (self.head(x.mean(dim=(2, 3))),)


def gen_convnet(out):
    torch.manual_seed(SEED)
    m = ConvNet()
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            mod.running_mean.uniform_(-0.5, 0.5)
            mod.running_var.uniform_(0.5, 2.0)
    m.eval()
    B = torch.export.Dim("batch", min=1, max=64)
    rng = np.random.default_rng(SEED)
    img = lambda b: rng.standard_normal((b, 3, 32, 32)).astype(np.float32)
    path = os.path.join(out, "model.onnx")
    export(m, (torch.from_numpy(img(2)),), ({0: B},), path, ["x"], ["y"])
    write_sets(out, path, [[img(1)], [img(4)], [img(9)]], m)


# --- generation references --------------------------------------------------

PROMPT = [1, 5, 9]
NEW_TOKENS = 16


def ort_generate(path, prompt, n):
    """Greedy generation with onnxruntime over a decoder-step export, the
    way mlcModelGenerate drives it: the cache starts empty (length 0), each
    step feeds its `present` outputs back as `past`."""
    import onnxruntime as ort
    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    ins = sess.get_inputs()
    outs = [o.name for o in sess.get_outputs()]
    cache = {}
    for i in ins:
        if "past" in i.name:
            dims = [1 if isinstance(d, str) and d == "batch" else
                    (0 if isinstance(d, str) else d) for d in i.shape]
            cache[i.name] = np.zeros(dims, np.float32)
    past_names = [i.name for i in ins if "past" in i.name]
    present_names = [o for o in outs if "present" in o]
    seq, pending, past, new = list(prompt), list(prompt), 0, []
    while len(new) < n:
        step = pending if ins[0].shape[1] != 1 else pending[:1]
        pending = pending[len(step):]
        feed = {"input_ids": np.array([step], np.int64)}
        names = {i.name for i in ins}
        if "attention_mask" in names:
            feed["attention_mask"] = np.ones((1, past + len(step)), np.int64)
        if "position_ids" in names:
            feed["position_ids"] = np.arange(past, past + len(step),
                                             dtype=np.int64)[None]
        feed.update(cache)
        res = dict(zip(outs, sess.run(None, feed)))
        cache = {p: res[q] for p, q in zip(past_names, present_names)}
        past += len(step)
        if pending:
            continue
        tok = int(np.argmax(res["logits"][0, -1]))
        new.append(tok)
        seq.append(tok)
        pending = [tok]
    return new


def torch_generate(model, prompt, n):
    """Greedy generation with transformers on the GPU (float32, no TF32)."""
    torch.backends.cuda.matmul.allow_tf32 = False
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    model = model.to(dev)
    model.generation_config.eos_token_id = None
    model.generation_config.pad_token_id = 0
    with torch.no_grad():
        ids = model.generate(torch.tensor([prompt], device=dev),
                             max_new_tokens=n, min_new_tokens=n,
                             do_sample=False)
    model.to("cpu")
    return [int(t) for t in ids[0, len(prompt):]]


def write_generate(out, model):
    """generate.txt: the prompt, onnxruntime's and torch's greedy tokens."""
    path = os.path.join(out, "model.onnx")
    ort_tokens = ort_generate(path, PROMPT, NEW_TOKENS)
    torch_tokens = torch_generate(model, PROMPT, NEW_TOKENS)
    fmt = lambda v: ",".join(str(t) for t in v)
    with open(os.path.join(out, "generate.txt"), "w") as f:
        f.write("prompt %s\nonnxruntime %s\ntorch %s\n" % (
            fmt(PROMPT), fmt(ort_tokens), fmt(torch_tokens)))
    print("  generate: onnxruntime %s, torch %s (%s)" % (
        fmt(ort_tokens), fmt(torch_tokens),
        "same" if ort_tokens == torch_tokens else "DIFFERENT"), flush=True)


def gen_llama_generate(out):
    model, _ = llama_model()
    write_generate(out, model)


def gen_gpt2_generate(out):
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(SEED)
    cfg = GPT2Config(n_embd=64, n_layer=2, n_head=4, vocab_size=256,
                     n_positions=512)
    write_generate(out, GPT2LMHeadModel(cfg).eval())


GENERATE = {"llama_decode": gen_llama_generate,
            "gpt2_decode": gen_gpt2_generate}


MODELS = {
    "llama_prefill": gen_llama_prefill,
    "llama_decode": gen_llama_decode,
    "gpt2_decode": gen_gpt2_decode,
    "bert": gen_bert,
    "vit": gen_vit,
    "lstm": gen_lstm,
    "convnet": gen_convnet,
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--generate-only", action="store_true",
                    help="only write generate.txt beside existing exports")
    ap.add_argument("names", nargs="*", default=list(MODELS))
    args = ap.parse_args()
    import transformers
    print("torch %s, transformers %s, onnx %s" % (
        torch.__version__, transformers.__version__, onnx.__version__))
    failed = []
    for name in args.names:
        print("%s:" % name, flush=True)
        d = os.path.join(args.out, name)
        os.makedirs(d, exist_ok=True)
        try:
            if not args.generate_only:
                MODELS[name](d)
            if name in GENERATE:
                GENERATE[name](d)
        except Exception as e:  # noqa: BLE001 -- reported, the others go on
            if os.environ.get("EXPORT_TRACEBACK"):
                traceback.print_exc()
            print("  FAILED: %s: %s" % (type(e).__name__, str(e)[-2000:]))
            failed.append(name)
    print("failed: %s" % failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
