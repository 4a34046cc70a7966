#!/usr/bin/python3
"""Writes a model's ONNX test data (test_data_set_0/input_N.pb, output_N.pb)
as raw little-endian files plus a JSON index for ort_bench.js:

    prepare.py MODEL.onnx DATA_DIR OUT_DIR   ->  OUT_DIR/data.json

Input names come from the model's graph inputs (non-initializers, in order),
output names from its graph outputs: the .pb files are positional, as for
`mlc-run --test-data`.
"""
import glob
import json
import os
import sys

import numpy as np
import onnx
from onnx import numpy_helper


def main():
    model_path, data_dir, out = sys.argv[1:4]
    model = onnx.load(model_path, load_external_data=False)
    inits = {t.name for t in model.graph.initializer}
    in_names = [i.name for i in model.graph.input if i.name not in inits]
    out_names = [o.name for o in model.graph.output]
    os.makedirs(out, exist_ok=True)
    index = {"inputs": [], "outputs": []}
    for kind, names in (("input", in_names), ("output", out_names)):
        files = sorted(glob.glob(os.path.join(data_dir, kind + "_*.pb")),
                       key=lambda p: int(p.rsplit("_", 1)[1][:-3]))
        if len(files) != len(names):
            sys.exit("prepare.py: %d %s files for %d model %ss" %
                     (len(files), kind, len(names), kind))
        for i, (f, name) in enumerate(zip(files, names)):
            t = onnx.TensorProto()
            with open(f, "rb") as fh:
                t.ParseFromString(fh.read())
            a = np.ascontiguousarray(numpy_helper.to_array(t))
            dtype = "bool" if a.dtype == np.bool_ else str(a.dtype)
            raw = "%s_%d.bin" % (kind, i)
            a.astype(a.dtype.newbyteorder("<")).tofile(os.path.join(out, raw))
            index[kind + "s"].append({"name": name, "dtype": dtype,
                                      "dims": list(a.shape), "file": raw})
    with open(os.path.join(out, "data.json"), "w") as fh:
        json.dump(index, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
