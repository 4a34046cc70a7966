"""Writes a decoder step's test data set (input_N.pb / output_N.pb, the
model's cache in its [batch, heads, length, dim] layout) in the layout of the
artifact compiled with --cache-in-place: every input whose name contains
"past" and every output whose name contains "present" as [batch, length,
heads, dim]. The values are onnxruntime's, only transposed.

usage: inplace_data.py MODEL.onnx IN_DIR OUT_DIR
"""

import os
import sys

import onnx
from onnx import numpy_helper


def main():
    model_path, src, dst = sys.argv[1:4]
    graph = onnx.load(model_path, load_external_data=False).graph
    inits = {i.name for i in graph.initializer}
    inputs = [i.name for i in graph.input if i.name not in inits]
    outputs = [o.name for o in graph.output]
    os.makedirs(dst, exist_ok=True)
    for kind, names, part in (("input", inputs, "past"),
                              ("output", outputs, "present")):
        for n, name in enumerate(names):
            tensor = onnx.TensorProto()
            with open(os.path.join(src, f"{kind}_{n}.pb"), "rb") as f:
                tensor.ParseFromString(f.read())
            array = numpy_helper.to_array(tensor)
            if part in name:
                array = array.transpose(0, 2, 1, 3).copy()
            out = numpy_helper.from_array(array, tensor.name)
            with open(os.path.join(dst, f"{kind}_{n}.pb"), "wb") as f:
                f.write(out.SerializeToString())


if __name__ == "__main__":
    main()
