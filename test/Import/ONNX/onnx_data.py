"""Writes ONNX backend-test data sets for the model generators of this
directory: OUT/NAME/test_data_set_K/{input,output}_N.pb, one set per
(inputs, outputs) pair, as `mlc-run --test-data` reads them."""

import os

import numpy as np
import onnx
from onnx import numpy_helper


def write_data_sets(out, name, sets):
    for k, (ins, outs) in enumerate(sets):
        d = os.path.join(out, name, "test_data_set_%d" % k)
        os.makedirs(d, exist_ok=True)
        for prefix, arrays in (("input", ins), ("output", outs)):
            for i, a in enumerate(arrays):
                onnx.save_tensor(numpy_helper.from_array(np.asarray(a)),
                                 os.path.join(d, "%s_%d.pb" % (prefix, i)))
