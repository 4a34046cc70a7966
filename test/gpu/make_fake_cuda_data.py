#!/usr/bin/env python3
# ===- make_fake_cuda_data.py - test data of the fake cuda artifact --------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# Writes test/gpu/fake_cuda_data/{input,output}_N.pb (ONNX backend-test
# layout) for test/unit/fake_cuda_artifact.c: y = x * a + b, total = sum(y),
# x transposed. Values are multiples of 1/4 and small, so every result (the
# atomic sum too, in any order) is exact in float32. Needs numpy and onnx;
# the files are checked in, so the GPU machine needs neither.
#
# ===-----------------------------------------------------------------------===#

import os
import sys

import numpy as np
from onnx import numpy_helper

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "fake_cuda_data")
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(2026)
x = (rng.integers(-16, 17, size=(300, 4)) / 2).astype(np.float32)
a = np.array(1.5, dtype=np.float32)
b = np.array([0.25, -1, 2, 3.5], dtype=np.float32)
y = (x * a + b).astype(np.float32)
total = np.array(y.sum(dtype=np.float64), dtype=np.float32)
for name, arrays in [("input", [x, a, b]), ("output", [y, total, x.T.copy()])]:
    for i, array in enumerate(arrays):
        with open(os.path.join(out, f"{name}_{i}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(array, f"{name}{i}")
                    .SerializeToString())
