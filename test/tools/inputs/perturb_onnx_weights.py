"""Writes a copy of an ONNX model whose float initializers are scaled by 1.01:
the same shapes, other weights (another "build" of the model)."""
import sys

import numpy as np
import onnx
from onnx import numpy_helper

model = onnx.load(sys.argv[1])
for i, init in enumerate(model.graph.initializer):
    array = numpy_helper.to_array(init)
    if array.dtype == np.float32 and array.size > 1:
        model.graph.initializer[i].CopyFrom(
            numpy_helper.from_array(array * np.float32(1.01), init.name))
onnx.save(model, sys.argv[2])
