#!/usr/bin/python3
"""Writes random external data for an ONNX graph exported without its
weights (bench/gpu/llama_decode.py export keeps only the graph, as the
weights are too big to carry): every initializer that points at external
data gets values drawn from N(0, 0.02) (floats; RMSNorm weights are drawn
too: the point is the timing, not the numbers), written at the offset and
length the graph records, so that mlc-compile can read the model.

    /usr/bin/python3 bench/gpu/fill_external.py MODEL.onnx
"""
import os
import sys

import numpy as np
import onnx

DTYPES = {onnx.TensorProto.FLOAT: np.float32, onnx.TensorProto.FLOAT16:
          np.float16, onnx.TensorProto.BFLOAT16: np.uint16,
          onnx.TensorProto.INT64: np.int64, onnx.TensorProto.INT32: np.int32}


def main():
    path = sys.argv[1]
    m = onnx.load(path, load_external_data=False)
    rng = np.random.default_rng(0)
    files = {}
    for t in m.graph.initializer:
        info = {kv.key: kv.value for kv in t.external_data}
        if "location" not in info:
            continue
        loc = os.path.join(os.path.dirname(path), info["location"])
        if loc not in files:
            files[loc] = open(loc, "wb")
        f = files[loc]
        offset, length = int(info.get("offset", 0)), int(info["length"])
        dtype = DTYPES[t.data_type]
        n = length // np.dtype(dtype).itemsize
        if t.data_type == onnx.TensorProto.BFLOAT16:
            x = (rng.standard_normal(n, dtype=np.float32) * 0.02)
            data = (x.view(np.uint32) >> 16).astype(np.uint16)
        elif dtype in (np.int64, np.int32):
            data = np.zeros(n, dtype)
        else:
            data = (rng.standard_normal(n, dtype=np.float32) * 0.02).astype(
                dtype)
        f.seek(offset)
        f.write(data.tobytes())
    for f in files.values():
        f.close()
    print("wrote %s" % ", ".join("%s (%.0f MB)" % (k, os.path.getsize(k) / 1e6)
                                 for k in files))


if __name__ == "__main__":
    main()
