#!/usr/bin/python3
"""Checks Dropout in training mode (dynamic_op_models.py's dropout model, run
by mlc-run with ratio 0.5 and training on over 64x64x4 ones): every output
is 0 or 1 / (1 - 0.5) = 2, the mask is true exactly where the output is
not 0, between 45% and 55% of the entries are kept, and a second run gives
the same draws (they come from the element index and the seed).

    dropout_check.py MLC_RUN MODEL.so WORK_DIR
"""

import os
import subprocess
import sys

import numpy as np

mlc_run, model, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
np.save(os.path.join(work, "x.npy"), np.ones((64, 64, 4), np.float32))
runs = []
for k in range(2):
    d = os.path.join(work, "out%d" % k)
    subprocess.run([mlc_run, model, "--input=" + os.path.join(work, "x.npy"),
                    "--input=f32=0.5", "--input=bool=1", "--output-dir=" + d],
                   check=True)
    runs.append((np.load(os.path.join(d, "output_0.npy")),
                 np.load(os.path.join(d, "output_1.npy"))))
y, m = runs[0]
assert y.shape == (64, 64, 4) and m.shape == y.shape, (y.shape, m.shape)
assert set(np.unique(y).tolist()) <= {0.0, 2.0}, np.unique(y)
assert (m == (y != 0)).all(), "mask differs from the kept entries"
kept = m.mean()
assert 0.45 <= kept <= 0.55, kept
assert (runs[1][0] == y).all() and (runs[1][1] == m).all(), "runs differ"
print("dropout training: kept %.3f of %d, outputs 0 or 2, repeatable: OK"
      % (kept, m.size))
