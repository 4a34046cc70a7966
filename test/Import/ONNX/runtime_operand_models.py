#!/usr/bin/python3
"""Writes the ONNX models of runtime-operands.test: shape-like operands
(Range bounds, Expand/ConstantOfShape/Reshape shapes, Slice bounds, Tile
counts, Trilu's k, Pad's pads, Split sizes, Squeeze/Unsqueeze axes) fed by
graph inputs, so that their values are known only at run time. Each model
gets two data sets with different operand values (and so different result
shapes), the expected outputs computed here with numpy:

    OUT/<name>.onnx, OUT/<name>/test_data_set_{0,1}/{input,output}_N.pb

    runtime_operand_models.py OUT_DIR
"""

import os
import sys

import numpy as np
from onnx import TensorProto, helper

from onnx_data import save_model

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64 = TensorProto.FLOAT, TensorProto.INT64
vi = helper.make_tensor_value_info
rng = np.random.default_rng(18)


def save(name, nodes, inputs, outputs, sets, opset=18):
    save_model(out, name, nodes, inputs, outputs, sets, opset)

def i64(*v):
    return np.array(v, np.int64)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


# Range with run-time bounds (int and float), ConstantOfShape and Expand to
# run-time shapes.
def gen_generators():
    sets = []
    for start, limit, delta, shape, x in [
            (2, 11, 3, i64(1, 2, 3), f32(2, 1)),
            (10, -1, -4, i64(4, 1, 5), f32(1, 5))]:
        r = np.arange(start, limit, delta, dtype=np.int64)
        rf = np.arange(float(start) / 2, float(limit) / 2, float(delta) / 4,
                       dtype=np.float32)
        c = np.full(shape, 7, np.int64)
        e = x * np.ones(shape, np.float32)
        sets.append(([np.array(start, np.int64), np.array(limit, np.int64),
                      np.array(delta, np.int64), shape, x],
                     [r, rf, c, e]))
    save("generators",
         [helper.make_node("Range", ["start", "limit", "delta"], ["r"]),
          helper.make_node("Cast", ["start"], ["fs"], to=F),
          helper.make_node("Cast", ["limit"], ["fl"], to=F),
          helper.make_node("Cast", ["delta"], ["fd"], to=F),
          helper.make_node("Constant", [], ["two"],
                           value=helper.make_tensor("two", F, [], [2.0])),
          helper.make_node("Constant", [], ["four"],
                           value=helper.make_tensor("four", F, [], [4.0])),
          helper.make_node("Div", ["fs", "two"], ["hs"]),
          helper.make_node("Div", ["fl", "two"], ["hl"]),
          helper.make_node("Div", ["fd", "four"], ["qd"]),
          helper.make_node("Range", ["hs", "hl", "qd"], ["rf"]),
          helper.make_node("ConstantOfShape", ["shape"], ["c"],
                           value=helper.make_tensor("v", I64, [1], [7])),
          helper.make_node("Expand", ["x", "shape"], ["e"])],
         [vi("start", I64, []), vi("limit", I64, []), vi("delta", I64, []),
          vi("shape", I64, [3]), vi("x", F, [None, None])],
         [vi("r", I64, [None]), vi("rf", F, [None]), vi("c", I64, None),
          vi("e", F, None)],
         sets)


# Reshape (0 copies a size, -1 is inferred), Tile, Trilu with run-time k.
def gen_reshapes():
    sets = []
    for shape, reps, k, x in [(i64(0, -1), i64(2, 1, 3), 1, f32(2, 3, 4)),
                              (i64(-1, 4), i64(1, 2, 1), -1, f32(3, 2, 4))]:
        ref = shape.copy()
        ref[ref == 0] = np.array(x.shape)[:len(ref)][ref == 0]
        y = x.reshape(ref)
        t = np.tile(x, reps)
        m = np.triu(x[0], k)
        sets.append(([x, shape, reps, np.array(k, np.int64)], [y, t, m]))
    save("reshapes",
         [helper.make_node("Reshape", ["x", "shape"], ["y"]),
          helper.make_node("Tile", ["x", "reps"], ["t"]),
          helper.make_node("Constant", [], ["zero"],
                           value=helper.make_tensor("zero", I64, [], [0])),
          helper.make_node("Gather", ["x", "zero"], ["x0"], axis=0),
          helper.make_node("Trilu", ["x0", "k"], ["m"], upper=1)],
         [vi("x", F, [None, None, 4]), vi("shape", I64, [2]),
          vi("reps", I64, [3]), vi("k", I64, [])],
         [vi("y", F, None), vi("t", F, None), vi("m", F, None)],
         sets)


# Slice with run-time starts/ends/steps (negative and clamped), Split with
# run-time sizes, Squeeze and Unsqueeze with run-time axes.
def gen_slices():
    sets = []
    for starts, ends, steps, split, sq, unsq, x in [
            (i64(1, -1), i64(100, -5), i64(2, -1), i64(2, 4), i64(2), i64(0, 3),
             f32(5, 6)),
            (i64(-3, 0), i64(-1, 2), i64(1, 1), i64(3, 2), i64(-3), i64(-1, 1),
             f32(6, 5))]:
        s = x[starts[0]:ends[0]:steps[0], starts[1]:ends[1]:steps[1]]
        a, b = x[:, :split[0]], x[:, split[0]:]
        # [1, n, 1]: squeeze axis 2 (-> [1, n]) or -3 (-> [n, 1]).
        q = np.squeeze(x[None, :, :1], axis=int(sq[0]))
        u = np.expand_dims(x, tuple(int(v) for v in unsq))
        sets.append(([x, starts, ends, steps, split, sq, unsq],
                     [s, a, b, q, u]))
    save("slices",
         [helper.make_node("Constant", [], ["axes"],
                           value=helper.make_tensor("axes", I64, [2], [0, 1])),
          helper.make_node("Slice", ["x", "starts", "ends", "axes", "steps"],
                           ["s"]),
          helper.make_node("Split", ["x", "split"], ["a", "b"], axis=1),
          helper.make_node("Constant", [], ["c01"],
                           value=helper.make_tensor("c01", I64, [1], [0])),
          helper.make_node("Constant", [], ["c1"],
                           value=helper.make_tensor("c1", I64, [1], [1])),
          helper.make_node("Slice", ["x", "c01", "c1", "c1"], ["xs"]),
          helper.make_node("Unsqueeze", ["xs", "c01"], ["xs3"]),
          helper.make_node("Squeeze", ["xs3", "sq"], ["q"]),
          helper.make_node("Unsqueeze", ["x", "unsq"], ["u"])],
         [vi("x", F, [None, None]), vi("starts", I64, [2]),
          vi("ends", I64, [2]), vi("steps", I64, [2]), vi("split", I64, [2]),
          vi("sq", I64, [1]), vi("unsq", I64, [2])],
         [vi("s", F, None), vi("a", F, None), vi("b", F, None),
          vi("q", F, None), vi("u", F, None)],
         sets)


# Pad with run-time pads in each mode (negative pads crop) and a run-time
# fill value.
def gen_pads():
    sets = []
    for pads, value, x in [(i64(1, 0, 2, 1), 2.5, f32(3, 4)),
                           (i64(0, 2, -1, 1), -1.0, f32(4, 3))]:
        def np_pad(mode):
            lo, hi = pads[:2], pads[2:]
            p = [(max(int(a), 0), max(int(b), 0)) for a, b in zip(lo, hi)]
            kw = {"constant_values": value} if mode == "constant" else {}
            y = np.pad(x, p, mode=mode, **kw)
            sl = tuple(slice(max(-int(a), 0), y.shape[d] - max(-int(b), 0))
                       for d, (a, b) in enumerate(zip(lo, hi)))
            return y[sl]
        sets.append(([x, pads, np.array(value, np.float32)],
                     [np_pad("constant"), np_pad("edge"), np_pad("reflect")]))
    save("pads",
         [helper.make_node("Pad", ["x", "pads", "value"], ["c"],
                           mode="constant"),
          helper.make_node("Pad", ["x", "pads"], ["e"], mode="edge"),
          helper.make_node("Pad", ["x", "pads"], ["r"], mode="reflect")],
         [vi("x", F, [None, None]), vi("pads", I64, [4]), vi("value", F, [])],
         [vi("c", F, None), vi("e", F, None), vi("r", F, None)],
         sets)


# A step of 0 is a run-time error, not a crash.
def gen_bad_step():
    x = f32(4)
    save("bad_step",
         [helper.make_node("Constant", [], ["a"],
                           value=helper.make_tensor("a", I64, [1], [0])),
          helper.make_node("Slice", ["x", "s", "e", "a", "st"], ["y"])],
         [vi("x", F, [4]), vi("s", I64, [1]), vi("e", I64, [1]),
          vi("st", I64, [1])],
         [vi("y", F, None)],
         [([x, i64(0), i64(4), i64(0)], [x])])


gen_generators()
gen_reshapes()
gen_slices()
gen_pads()
gen_bad_step()
