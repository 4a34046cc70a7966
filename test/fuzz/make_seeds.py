#!/usr/bin/env python3
"""Seed corpora for mlc's fuzzers (issue #22), made from the repo at test time.

    make_seeds.py tensor OUT [--params SO PARAMS]...
        .npy files, TensorProtos, value files (sequence, optional) and
        tensor literals, each behind the byte that picks its reader in
        mlc-tensor-fuzzer; with --params, a compiled model's metadata (read
        out of the library), a NUL and its parameter file.
    make_seeds.py mlir OUT FILE... [--max-bytes N]
        each .mlir file cut at its `// -----` markers, one seed a piece
        (pieces over --max-bytes, default 32768, left out).
"""

import argparse
import io
import os
import sys

import numpy as np


def tensor_seeds(out, params):
    import onnx
    from onnx import helper, numpy_helper

    seeds = []
    arrays = [np.arange(6, dtype=np.float32).reshape(2, 3),
              np.array(7, dtype=np.int64),
              np.array([True, False, True]),
              np.array([[1.5, -2.0]], dtype=np.float16),
              np.arange(4, dtype=np.uint8),
              np.zeros((0, 3), dtype=np.float64)]
    for a in arrays:
        b = io.BytesIO()
        np.save(b, a)
        seeds.append(b"\x00" + b.getvalue())
        seeds.append(b"\x01" + numpy_helper.from_array(a, "t").SerializeToString())
    # Typed (not raw) fields, and strings.
    typed = helper.make_tensor("f", onnx.TensorProto.FLOAT, [2, 2], [1.0, 2.0, 3.0, 4.0])
    seeds.append(b"\x01" + typed.SerializeToString())
    strings = helper.make_tensor("s", onnx.TensorProto.STRING, [2], [b"ab", b"c"])
    seeds.append(b"\x01" + strings.SerializeToString())
    seq = onnx.SequenceProto(name="q", elem_type=onnx.SequenceProto.TENSOR)
    seq.tensor_values.extend([numpy_helper.from_array(a, "e") for a in arrays[:2]])
    seeds.append(b"\x02" + seq.SerializeToString())
    opt = onnx.OptionalProto(name="o", elem_type=onnx.OptionalProto.TENSOR)
    opt.tensor_value.CopyFrom(numpy_helper.from_array(arrays[0], "v"))
    seeds.append(b"\x02" + opt.SerializeToString())
    seeds.append(b"\x02" + numpy_helper.from_array(arrays[3], "p").SerializeToString())
    for text in ["2x3xf32=1,2,3,4,5,6", "f32=5", "4xi8=1,-2,3,4", "2xbool=true,0",
                 "3xf16=nan,inf,-1.5", "2x2xi64=9"]:
        seeds.append(b"\x03" + text.encode())
    for so, prm in params:
        lib = open(so, "rb").read()
        start = lib.find(b"mlc-artifact 1\n")
        if start < 0:
            sys.exit("no metadata in " + so)
        end = lib.index(b"\x00", start)
        seeds.append(b"\x04" + lib[start:end] + b"\x00" + open(prm, "rb").read())
    write(out, seeds)


def mlir_seeds(out, files, max_bytes):
    seeds = []
    for f in files:
        text = open(f, "rb").read()
        for piece in text.split(b"// -----"):
            if piece.strip() and len(piece) <= max_bytes:
                seeds.append(piece)
    write(out, seeds)


def write(out, seeds):
    os.makedirs(out, exist_ok=True)
    for i, s in enumerate(seeds):
        with open(os.path.join(out, "seed%04d" % i), "wb") as f:
            f.write(s)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("kind", choices=["tensor", "mlir"])
    p.add_argument("out")
    p.add_argument("files", nargs="*")
    p.add_argument("--params", nargs=2, action="append", default=[],
                   metavar=("SO", "PARAMS"))
    p.add_argument("--max-bytes", type=int, default=32768)
    a = p.parse_args()
    if a.kind == "tensor":
        tensor_seeds(a.out, a.params)
    else:
        mlir_seeds(a.out, a.files, a.max_bytes)


if __name__ == "__main__":
    main()
