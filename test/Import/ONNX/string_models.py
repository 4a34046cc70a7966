#!/usr/bin/python3
"""Writes the ONNX models and test data of strings.test: string tensors
(inputs, outputs, initializers), StringNormalizer, Cast to and from STRING,
NonZero. Expected outputs are computed here with Python's own string and
float handling, independently of mlc.

    string_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
S, F = TensorProto.STRING, TensorProto.FLOAT


def save(name, nodes, inputs, outputs, inits=(), opset=13):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", opset)])
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())


def data(name, inputs, outputs):
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    for kind, values in (("input", inputs), ("output", outputs)):
        for i, v in enumerate(values):
            t = numpy_helper.from_array(np.asarray(v))
            with open(os.path.join(d, "%s_%d.pb" % (kind, i)), "wb") as f:
                f.write(t.SerializeToString())


def vi(name, dtype, shape):
    return helper.make_tensor_value_info(name, dtype, shape)


def normalize(words, action, case_sensitive, stopwords):
    """The ONNX StringNormalizer reference in plain Python, with mlc's case
    rules (the default locale: ASCII letters change case, other bytes are
    kept), which bytes.lower/upper implement."""
    def lower(w):
        return w.encode().lower().decode()

    def upper(w):
        return w.encode().upper().decode()
    if case_sensitive:
        kept = [w for w in words if w not in stopwords]
    else:
        low = {lower(s) for s in stopwords}
        kept = [w for w in words if lower(w) not in low]
    change = {"LOWER": lower, "UPPER": upper}.get(action, lambda w: w)
    kept = [change(w) for w in kept]
    return kept or [""]


words = ["Monday", "tuesday", "MONDAY", "Grüße", "wed\"nesday", "monday"]
for name, action, sensitive, stops in [
        ("strnorm_lower_sensitive", "LOWER", 1, ["monday"]),
        ("strnorm_upper_insensitive", "UPPER", 0, ["monday", "tuesday"]),
        ("strnorm_none", "NONE", 1, []),
        ("strnorm_all_stopped", "UPPER", 0, ["monday", "tuesday", "GRüßE",
                                             "wed\"nesday"])]:
    save(name,
         [helper.make_node("StringNormalizer", ["x"], ["y"], name="norm",
                           case_change_action=action,
                           is_case_sensitive=sensitive, stopwords=stops)],
         [vi("x", S, [len(words)])], [vi("y", S, [None])])
    expect = normalize(words, action, sensitive, stops)
    data(name, [np.array(words, dtype=object)],
         [np.array(expect, dtype=object)])

# [1, C] input keeps its leading 1; dynamic C.
name = "strnorm_2d"
save(name,
     [helper.make_node("StringNormalizer", ["x"], ["y"], name="norm",
                       case_change_action="UPPER", stopwords=["b"])],
     [vi("x", S, [1, "C"])], [vi("y", S, [1, None])])
data(name, [np.array([["a", "B", "c"]], dtype=object)],
     [np.array([["A", "C"]], dtype=object)])

# A string initializer cast to numbers and added to a float input, and the
# sum cast back to text: constants, both casts and numeric ops together.
name = "cast_roundtrip"
save(name,
     [helper.make_node("Cast", ["c"], ["cf"], name="to_float", to=F),
      helper.make_node("Add", ["x", "cf"], ["s"], name="add"),
      helper.make_node("Cast", ["s"], ["y"], name="to_text", to=S)],
     [vi("x", F, [4])], [vi("y", S, [4])],
     [numpy_helper.from_array(
         np.array(["1.5", "-2", "1e-3", "NaN"], dtype=object), "c")])
x = np.array([0.25, 0.1, 3, 1], np.float32)
s = x + np.array([1.5, -2, 1e-3, np.nan], np.float32)
def text(v):
    if np.isnan(v):
        return "NaN"
    for digits in range(1, 10):
        t = "%.*g" % (digits, v)
        if np.float32(t) == v:
            return t
data(name, [x], [np.array([text(v) for v in s], dtype=object)])

# NonZero: a data-dependent output shape.
name = "nonzero"
save(name, [helper.make_node("NonZero", ["x"], ["y"], name="nz")],
     [vi("x", F, [2, 3])], [vi("y", TensorProto.INT64, [2, None])])
x = np.array([[0, 1.5, 0], [2, 0, -1]], np.float32)
data(name, [x], [np.array(np.nonzero(x), np.int64)])

# Diagnostics.
save("strnorm_locale",
     [helper.make_node("StringNormalizer", ["x"], ["y"], name="norm_tr",
                       locale="tr_TR")],
     [vi("x", S, [2])], [vi("y", S, [None])])
save("strnorm_3d",
     [helper.make_node("StringNormalizer", ["x"], ["y"], name="norm_3d")],
     [vi("x", S, [1, 2, 2])], [vi("y", S, None)])
save("string_add",
     [helper.make_node("Add", ["x", "x"], ["y"], name="add_text")],
     [vi("x", S, [2])], [vi("y", S, [2])])
