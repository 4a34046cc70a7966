"""Models whose weights live in side files (ONNX external data), plus broken
variants, for external-data.test.

    python3 external_data_models.py OUT
writes OUT/ext/{model.onnx, weights.bin, test_data_set_0/} (a MatMul + Add
whose two initializers are external, one at a non-zero offset) and
OUT/{missing,range,escape}/model.onnx."""

import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
rng = np.random.default_rng(5)
w = rng.standard_normal((16, 8)).astype(np.float32)
b = rng.standard_normal((8,)).astype(np.float32)
x = rng.standard_normal((4, 16)).astype(np.float32)


def external(name, arr, location, offset):
    t = numpy_helper.from_array(arr, name)
    t.ClearField("raw_data")
    t.data_location = TensorProto.EXTERNAL
    for k, v in [("location", location), ("offset", str(offset)),
                 ("length", str(arr.nbytes))]:
        e = t.external_data.add()
        e.key, e.value = k, v
    return t


def model(d, location="weights.bin", w_offset=0, b_offset=None):
    os.makedirs(d, exist_ok=True)
    b_offset = w.nbytes + 64 if b_offset is None else b_offset
    g = helper.make_graph(
        [helper.make_node("MatMul", ["x", "w"], ["xw"]),
         helper.make_node("Add", ["xw", "b"], ["y"])],
        "ext",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 16])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 8])],
        [external("w", w, location, w_offset), external("b", b, location, b_offset)])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    with open(os.path.join(d, "model.onnx"), "wb") as f:
        f.write(m.SerializeToString())


# The good one: w at offset 0, 64 bytes of padding, then b.
d = os.path.join(out, "ext")
model(d)
with open(os.path.join(d, "weights.bin"), "wb") as f:
    f.write(w.tobytes() + b"\0" * 64 + b.tobytes())
os.makedirs(os.path.join(d, "test_data_set_0"), exist_ok=True)
for name, arr in [("input_0", x), ("output_0", x @ w + b)]:
    with open(os.path.join(d, "test_data_set_0", name + ".pb"), "wb") as f:
        f.write(numpy_helper.from_array(arr.astype(np.float32)).SerializeToString())

# Broken: the side file is missing; an offset past its end; a location
# outside the model's directory.
model(os.path.join(out, "missing"))
model(os.path.join(out, "range"), b_offset=1 << 20)
shutil.copy(os.path.join(d, "weights.bin"), os.path.join(out, "range", "weights.bin"))
model(os.path.join(out, "escape"), location="../ext/weights.bin")
