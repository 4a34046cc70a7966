#!/usr/bin/python3
"""Writes the ONNX models of sequences.test (sequences and optionals) and,
next to each, test data sets (input_N.pb / output_N.pb, the ONNX backend
layout) whose expected outputs come from a plain Python model of the
sequence semantics below.

    sequence_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL
vi = helper.make_tensor_value_info


def save(name, nodes, inputs, outputs, inits=(), opset=17):
    graph = helper.make_graph(nodes, name, inputs, outputs,
                              initializer=list(inits))
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", opset)])
    onnx.checker.check_model(model)
    onnx.save(model, os.path.join(out, name + ".onnx"))


def seq_vi(name, elem, rank):
    return helper.make_tensor_sequence_value_info(name, elem, [None] * rank)


def write(path, value, name):
    """A tensor, a list (SequenceProto) or ("opt", value|None) as a .pb."""
    if isinstance(value, tuple):
        opt = value[1]
        if opt is None:
            proto = onnx.OptionalProto(name=name)
        elif isinstance(opt, list):
            proto = onnx.OptionalProto(
                name=name, elem_type=onnx.OptionalProto.SEQUENCE,
                sequence_value=helper.make_sequence(
                    name, onnx.SequenceProto.TENSOR,
                    [numpy_helper.from_array(t) for t in opt]))
        else:
            proto = onnx.OptionalProto(
                name=name, elem_type=onnx.OptionalProto.TENSOR,
                tensor_value=numpy_helper.from_array(opt))
    elif isinstance(value, list):
        proto = helper.make_sequence(name, onnx.SequenceProto.TENSOR,
                                     [numpy_helper.from_array(t)
                                      for t in value])
    else:
        proto = numpy_helper.from_array(np.asarray(value), name)
    with open(path, "wb") as f:
        f.write(proto.SerializeToString())


def data_set(model, index, inputs, outputs):
    d = os.path.join(out, "%s_data" % model, "set_%d" % index)
    os.makedirs(d, exist_ok=True)
    for i, (name, v) in enumerate(inputs):
        write(os.path.join(d, "input_%d.pb" % i), v, name)
    for i, (name, v) in enumerate(outputs):
        write(os.path.join(d, "output_%d.pb" % i), v, name)


# The reference: ONNX's sequence semantics on Python lists.
def insert(s, t, p):
    s = list(s)
    s.insert(p + len(s) if p < 0 else p, t)
    return s


def erase(s, p):
    s = list(s)
    del s[p + len(s) if p < 0 else p]
    return s


rng = np.random.default_rng(7)

# Run-time positions over elements of one shape: Insert, Erase and At with
# positions that are graph inputs (negative ones too), then the whole list
# concatenated and its length.
save("runtime_pos",
     [helper.make_node("SequenceConstruct", ["x", "y", "z"], ["s"]),
      helper.make_node("SequenceInsert", ["s", "w", "p"], ["s2"]),
      helper.make_node("SequenceErase", ["s2", "q"], ["s3"]),
      helper.make_node("SequenceAt", ["s3", "r"], ["at"]),
      helper.make_node("ConcatFromSequence", ["s3"], ["cat"], axis=0),
      helper.make_node("SequenceLength", ["s3"], ["n"])],
     [vi("x", F, [2, 2]), vi("y", F, [2, 2]), vi("z", F, [2, 2]),
      vi("w", F, [2, 2]), vi("p", I64, []), vi("q", I64, []), vi("r", I64, [])],
     [vi("at", F, [2, 2]), vi("cat", F, [6, 2]), vi("n", I64, [])])
x, y, z, w = (rng.standard_normal((2, 2)).astype(np.float32)
              for _ in range(4))
for k, (p, q, r) in enumerate([(0, 0, 0), (1, 3, 1), (3, -1, 2),
                               (-1, -4, -1), (-3, 2, -3), (2, 1, -2)]):
    s3 = erase(insert([x, y, z], w, p), q)
    data_set("runtime_pos", k,
             [("x", x), ("y", y), ("z", z), ("w", w), ("p", np.int64(p)),
              ("q", np.int64(q)), ("r", np.int64(r))],
             [("at", s3[r]), ("cat", np.concatenate(s3, 0)),
              ("n", np.int64(len(s3)))])

# A sequence input of elements of different shapes, appended to, mapped
# (SequenceMap, the body once per element) and output as a sequence;
# SplitToSequence with constant sizes and ConcatFromSequence on a new axis.
body = helper.make_graph(
    [helper.make_node("Mul", ["e", "e"], ["sq"])], "body",
    [vi("e", F, [None])], [vi("sq", F, [None])])
save("seq_io",
     [helper.make_node("SequenceInsert", ["xs", "t"], ["xs2"]),
      helper.make_node("SequenceMap", ["xs2"], ["ys"], body=body),
      helper.make_node("SplitToSequence", ["t", "sizes"], ["sp"]),
      helper.make_node("SequenceAt", ["sp", "one"], ["tail"]),
      helper.make_node("SplitToSequence", ["t"], ["ones"], keepdims=0),
      helper.make_node("ConcatFromSequence", ["ones"], ["stacked"], axis=-1,
                       new_axis=1),
      helper.make_node("SequenceLength", ["xs2"], ["n"])],
     [seq_vi("xs", F, 1), vi("t", F, [3])],
     [seq_vi("ys", F, 1), vi("tail", F, [2]), vi("stacked", F, [3]),
      vi("n", I64, [])],
     inits=[numpy_helper.from_array(np.array([1, 2], np.int64), "sizes"),
            numpy_helper.from_array(np.array(1, np.int64), "one")])
xs = [rng.standard_normal(n).astype(np.float32) for n in (4, 3, 2)]
t = rng.standard_normal(3).astype(np.float32)
data_set("seq_io", 0, [("xs", xs), ("t", t)],
         [("ys", [e * e for e in xs + [t]]), ("tail", t[1:]), ("stacked", t),
          ("n", np.int64(4))])

# Optionals: an optional tensor input, present or absent at compile time,
# through OptionalHasElement and Identity to an optional output.
save("opt",
     [helper.make_node("OptionalHasElement", ["o"], ["has"]),
      helper.make_node("Identity", ["o"], ["o2"])],
     [helper.make_value_info("o", helper.make_optional_type_proto(
          helper.make_tensor_type_proto(F, [2])))],
     [vi("has", B, []),
      helper.make_value_info("o2", helper.make_optional_type_proto(
          helper.make_tensor_type_proto(F, [2])))],
     opset=18)
v = np.array([1.5, -2], np.float32)
data_set("opt", 0, [("o", ("opt", v))], [("has", np.bool_(True)),
                                          ("o2", ("opt", v))])
data_set("opt", 1, [("o", ("opt", None))], [("has", np.bool_(False)),
                                             ("o2", ("opt", None))])

# If with a run-time condition whose branches give sequences of one length:
# element-wise selects. Optional(sequence) and OptionalGetElement on top.
then_g = helper.make_graph(
    [helper.make_node("SequenceConstruct", ["x", "y"], ["ts"])], "then", [],
    [seq_vi("ts", F, 2)])
else_g = helper.make_graph(
    [helper.make_node("SequenceConstruct", ["y", "x"], ["es"])], "else", [],
    [seq_vi("es", F, 2)])
save("if_seq",
     [helper.make_node("If", ["c"], ["s"], then_branch=then_g,
                       else_branch=else_g),
      helper.make_node("Optional", ["s"], ["os"]),
      helper.make_node("OptionalGetElement", ["os"], ["s2"]),
      helper.make_node("ConcatFromSequence", ["s2"], ["cat"], axis=0)],
     [vi("c", B, []), vi("x", F, [2, 3]), vi("y", F, [2, 3])],
     [vi("cat", F, [4, 3])])
x, y = (rng.standard_normal((2, 3)).astype(np.float32) for _ in range(2))
for k, c in enumerate([True, False]):
    data_set("if_seq", k, [("c", np.bool_(c)), ("x", x), ("y", y)],
             [("cat", np.concatenate([x, y] if c else [y, x], 0))])

# A run-time position over elements of different shapes (chosen at run
# time; the name is from when this was an error).
save("err_runtime_pos",
     [helper.make_node("SequenceConstruct", ["x", "y"], ["s"]),
      helper.make_node("SequenceAt", ["s", "p"], ["at"], name="at_p")],
     [vi("x", F, [2]), vi("y", F, [3]), vi("p", I64, [])],
     [vi("at", F, [None])])
# A known position out of range.
save("err_range",
     [helper.make_node("SequenceConstruct", ["x", "x"], ["s"]),
      helper.make_node("SequenceErase", ["s", "five"], ["s2"],
                       name="erase5"),
      helper.make_node("SequenceLength", ["s2"], ["n"])],
     [vi("x", F, [2])], [vi("n", I64, [])],
     inits=[numpy_helper.from_array(np.array(5, np.int64), "five")])
# Branches that disagree on an optional's presence under a run-time
# condition.
then_o = helper.make_graph(
    [helper.make_node("Optional", ["x"], ["to"])], "then", [],
    [helper.make_value_info("to", helper.make_optional_type_proto(
        helper.make_tensor_type_proto(F, [2])))])
else_o = helper.make_graph(
    [helper.make_node("Optional", [], ["eo"],
                      type=helper.make_tensor_type_proto(F, [2]))],
    "else", [],
    [helper.make_value_info("eo", helper.make_optional_type_proto(
        helper.make_tensor_type_proto(F, [2])))])
save("err_if_opt",
     [helper.make_node("If", ["c"], ["o"], then_branch=then_o,
                       else_branch=else_o, name="if_opt"),
      helper.make_node("OptionalHasElement", ["o"], ["has"])],
     [vi("c", B, []), vi("x", F, [2])], [vi("has", B, [])], opset=18)
