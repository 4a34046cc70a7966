#!/usr/bin/python3
"""Hand-written program (not JAX output; written in JAX's printed form): a
data-dependent while (Newton's square root until max |y*y - a| <= 1e-4,
counting its trips) and a fori_loop with a traced bound (the second input),
both run-time loops. Writes test_data_set_0 from numpy (f32, the program's
operation order)."""
import os
import numpy as np
from onnx import numpy_helper

rng = np.random.default_rng(5)
a = rng.uniform(0.5, 20.0, size=(3, 4)).astype(np.float32)
n = np.array(4, np.int32)
y, k = a.copy(), 0
while np.abs(y * y - a).max() > np.float32(9.99999974e-5):
    y = ((y + a / y) * np.float32(0.5)).astype(np.float32)
    k += 1
z = y.copy()
for i in range(int(n)):
    z = (np.sin(z) + np.float32(i)).astype(np.float32)
d = os.path.join(os.path.dirname(os.path.abspath(__file__)), "test_data_set_0")
os.makedirs(d, exist_ok=True)
for i, v in enumerate([a, n]):
    open(f"{d}/input_{i}.pb", "wb").write(numpy_helper.from_array(v, f"input_{i}").SerializeToString())
for i, v in enumerate([y, np.array(k, np.int32), z]):
    open(f"{d}/output_{i}.pb", "wb").write(numpy_helper.from_array(v, f"output_{i}").SerializeToString())
