#!/usr/bin/python3
"""Writes the ONNX models of decoder-ops.test: ONNX Attention (opset 23) and
onnxruntime's decoder ops (SimplifiedLayerNormalization, com.microsoft
SkipSimplifiedLayerNormalization, RotaryEmbedding and GroupQueryAttention)
as onnxruntime-genai exports them, dynamic batch and sequence dims, several
data sets per model (different past lengths). The expected outputs come from
onnxruntime (the contrib ops are its own): decoder_ort_refs.json, written by
decoder_ort_refs.js from the inputs this script writes (`--manifest` lists
them for it):

    OUT/<name>.onnx, OUT/<name>/test_data_set_K/{input,output}_N.pb

    decoder_models.py OUT            models, inputs and the checked-in outputs
    decoder_models.py OUT --manifest also OUT/manifest.json and raw inputs
"""

import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
manifest = "--manifest" in sys.argv[2:]
os.makedirs(out, exist_ok=True)
here = os.path.dirname(os.path.abspath(__file__))
refs_path = os.path.join(here, "decoder_ort_refs.json")
refs = json.load(open(refs_path)) if os.path.exists(refs_path) else {}
F, I32, I64 = TensorProto.FLOAT, TensorProto.INT32, TensorProto.INT64
vi = helper.make_tensor_value_info
rng = np.random.default_rng(20)
listing = {}
NP_TO_ORT = {"float32": "float32", "int32": "int32", "int64": "int64"}


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def save(name, nodes, inputs, outputs, inits, sets, opset=21):
    graph = helper.make_graph(nodes, name, inputs, outputs, inits)
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", opset),
        helper.make_opsetid("com.microsoft", 1)])
    onnx.save(model, os.path.join(out, name + ".onnx"))
    listing[name] = {"inputs": [i.name for i in inputs],
                     "outputs": [o.name for o in outputs], "sets": []}
    for k, ins in enumerate(sets):
        d = os.path.join(out, name, "test_data_set_%d" % k)
        os.makedirs(d, exist_ok=True)
        entry = []
        for i, a in enumerate(ins):
            onnx.save_tensor(numpy_helper.from_array(a),
                             os.path.join(d, "input_%d.pb" % i))
            if manifest:
                a.tofile(os.path.join(d, "input_%d.bin" % i))
                entry.append({"file": os.path.join(d, "input_%d.bin" % i),
                              "dtype": NP_TO_ORT[str(a.dtype)],
                              "dims": list(a.shape)})
        listing[name]["sets"].append(entry)
        for i, r in enumerate(refs.get(name, [])[k] if name in refs else []):
            a = np.array(r["data"], np.float32).reshape(r["dims"])
            onnx.save_tensor(numpy_helper.from_array(a),
                             os.path.join(d, "output_%d.pb" % i))


def cache(positions, half):
    inv = 1.0 / (10000 ** (np.arange(half, dtype=np.float32) / half))
    ang = np.arange(positions, dtype=np.float32)[:, None] * inv[None, :]
    return np.cos(ang).astype(np.float32), np.sin(ang).astype(np.float32)


# SimplifiedLayerNormalization (onnxruntime's ai.onnx kernel) and
# SkipSimplifiedLayerNormalization with a bias and every optional output
# but the mean.
def gen_rmsnorms():
    gamma = f32(8)
    bias = f32(8)
    save("rmsnorms",
         [helper.make_node("SimplifiedLayerNormalization", ["x", "gamma"],
                           ["y", "inv"], axis=-1, epsilon=1e-5),
          helper.make_node("SkipSimplifiedLayerNormalization",
                           ["x", "skip", "gamma", "bias"],
                           ["z", "", "zinv", "sum"], domain="com.microsoft",
                           epsilon=1e-6)],
         [vi("x", F, ["B", "S", 8]), vi("skip", F, ["B", "S", 8])],
         [vi("y", F, None), vi("inv", F, None), vi("z", F, None),
          vi("zinv", F, None), vi("sum", F, None)],
         [numpy_helper.from_array(gamma, "gamma"),
          numpy_helper.from_array(bias, "bias")],
         [[f32(2, 3, 8), f32(2, 3, 8)], [f32(1, 5, 8), f32(1, 5, 8)]])


# com.microsoft RotaryEmbedding: [B, S, hidden] with position_ids [B, S],
# and interleaved with one start position [1].
def gen_rotary():
    cos, sin = cache(16, 4)
    save("rotary",
         [helper.make_node("RotaryEmbedding", ["x", "pos", "cos", "sin"],
                           ["y"], domain="com.microsoft", num_heads=2),
          helper.make_node("RotaryEmbedding", ["x", "start", "cos", "sin"],
                           ["z"], domain="com.microsoft", interleaved=1)],
         [vi("x", F, ["B", "S", 16]), vi("pos", I64, ["B", "S"]),
          vi("start", I64, [1])],
         [vi("y", F, None), vi("z", F, None)],
         [numpy_helper.from_array(cos, "cos"),
          numpy_helper.from_array(sin, "sin")],
         [[f32(2, 3, 16), np.array([[0, 1, 2], [5, 6, 7]], np.int64),
           np.array([4], np.int64)],
          [f32(1, 1, 16), np.array([[9]], np.int64), np.array([11], np.int64)]])


# GroupQueryAttention, 4 query heads on 2 KV heads of depth 16 (onnxruntime's
# CPU kernel wants multiples of 16): prefill
# (no past) and decode steps with pasts of 3 and 5 in one artifact.
def gqa_sets(packed, ragged=False):
    sets = []
    for b, p, s in [(2, 0, 3), (2, 3, 1), (1, 5, 2)] if not ragged else [
            (2, 0, 3), (2, 4, 1), (2, 5, 1)]:
        qkv = [f32(b, s, 128)] if packed else [f32(b, s, 64), f32(b, s, 32),
                                                 f32(b, s, 32)]
        # Ragged: batch 1 is two tokens shorter (its past right-padded).
        seqlens = np.full([b], p + s - 1, np.int32)
        if ragged:
            seqlens[1] -= 2
        sets.append(qkv + [f32(b, 2, p, 16), f32(b, 2, p, 16), seqlens,
                           np.array(p + s, np.int32)])
    return sets


def gen_gqa(name, packed=False, ragged=False, **attrs):
    names = ["qkv", "", ""] if packed else ["q", "k", "v"]
    ins = ([vi("qkv", F, ["B", "S", 128])] if packed else
           [vi("q", F, ["B", "S", 64]), vi("k", F, ["B", "S", 32]),
            vi("v", F, ["B", "S", 32])])
    ins += [vi("past_key", F, ["B", 2, "P", 16]),
            vi("past_value", F, ["B", 2, "P", 16]),
            vi("seqlens_k", I32, ["B"]), vi("total", I32, [])]
    extra, inits = [], []
    if attrs.get("do_rotary"):
        cos, sin = cache(16, 8)
        extra = ["cos", "sin"]
        inits = [numpy_helper.from_array(cos, "cos"),
                 numpy_helper.from_array(sin, "sin")]
    save(name,
         [helper.make_node("GroupQueryAttention",
                           names + ["past_key", "past_value", "seqlens_k",
                                    "total"] + extra,
                           ["y", "present_key", "present_value"],
                           domain="com.microsoft", num_heads=4,
                           kv_num_heads=2, **attrs)],
         ins, [vi("y", F, None)] + ([] if ragged else [
             vi("present_key", F, None), vi("present_value", F, None)]),
         inits, gqa_sets(packed, ragged))


gen_rmsnorms()
gen_rotary()
gen_gqa("gqa")
gen_gqa("gqa_packed_rotary", packed=True, do_rotary=1)
gen_gqa("gqa_window_softcap", local_window_size=2, softcap=1.5, scale=0.25)
# ONNX Attention (opset 23) as a decoder exports it: 3-D Q/K/V, 4 query
# heads on 2 KV heads, past/present, causal; and 4-D with softcap and the
# softmax as qk_matmul_output. Prefill and decode steps in one artifact.
def gen_attention():
    sets = []
    for b, p, s in [(2, 0, 3), (2, 3, 1), (1, 5, 2)]:
        sets.append([f32(b, s, 32), f32(b, s, 16), f32(b, s, 16),
                     f32(b, 2, p, 8), f32(b, 2, p, 8)])
    save("attention",
         [helper.make_node("Attention",
                           ["q", "k", "v", "", "past_key", "past_value"],
                           ["y", "present_key", "present_value"],
                           is_causal=1, q_num_heads=4, kv_num_heads=2)],
         [vi("q", F, ["B", "S", 32]), vi("k", F, ["B", "S", 16]),
          vi("v", F, ["B", "S", 16]), vi("past_key", F, ["B", 2, "P", 8]),
          vi("past_value", F, ["B", 2, "P", 8])],
         [vi("y", F, None), vi("present_key", F, None),
          vi("present_value", F, None)], [], sets, opset=23)
    sets = [[f32(2, 4, 3, 8), f32(2, 2, 5, 8), f32(2, 2, 5, 8),
             rng.standard_normal((3, 5)).astype(np.float32)],
            [f32(1, 4, 1, 8), f32(1, 2, 6, 8), f32(1, 2, 6, 8),
             rng.standard_normal((1, 6)).astype(np.float32)]]
    save("attention_softcap",
         [helper.make_node("Attention", ["q", "k", "v", "mask"],
                           ["y", "", "", "qk"], softcap=2.0, scale=0.3,
                           qk_matmul_output_mode=3)],
         [vi("q", F, ["B", 4, "S", 8]), vi("k", F, ["B", 2, "T", 8]),
          vi("v", F, ["B", 2, "T", 8]), vi("mask", F, ["S", "T"])],
         [vi("y", F, None), vi("qk", F, None)], [], sets, opset=23)


gen_attention()
# Batches of different lengths (a right-padded prompt, then decode steps
# where batch 1's cache is two tokens shorter): onnxruntime writes each
# batch's new keys after its own past. Only the output is a graph output
# (the present's positions past a batch's keys are unspecified).
gen_gqa("gqa_ragged", ragged=True, do_rotary=1)


# What mlc does not cover is a diagnostic at the node.
save("gqa_smooth",
     [helper.make_node("GroupQueryAttention",
                       ["q", "k", "v", "", "", "seqlens_k", "total"], ["y"],
                       domain="com.microsoft", num_heads=4, kv_num_heads=2,
                       smooth_softmax=1)],
     [vi("q", F, [1, 2, 64]), vi("k", F, [1, 2, 32]), vi("v", F, [1, 2, 32]),
      vi("seqlens_k", I32, [1]), vi("total", I32, [])],
     [vi("y", F, None)], [], [])
save("attention_no_heads",
     [helper.make_node("Attention", ["q", "k", "v"], ["y"])],
     [vi("q", F, [1, 2, 32]), vi("k", F, [1, 2, 32]), vi("v", F, [1, 2, 32])],
     [vi("y", F, None)], [], [], opset=23)
if manifest:
    listing.pop("gqa_smooth")
    listing.pop("attention_no_heads")
    json.dump(listing, open(os.path.join(out, "manifest.json"), "w"))
