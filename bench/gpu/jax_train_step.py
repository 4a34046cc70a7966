#!/usr/bin/python3
"""Issue #20's train-step goal: a flax.linen transformer LM train step
(embedding, causal attention, adamw; test/stablehlo/gen_training.py's
TinyLM) run by mlc on the H200 against JAX's own jitted step, same call.

    JAX_PLATFORMS=cpu python3 jax_train_step.py export OUT [--size S]
        the step's StableHLO as JAX prints it (OUT/flax_lm_S.mlir), for
        mlc-compile --target=cuda where the compiler is
    python3 jax_train_step.py time [--size S] [--iters N]
        JAX's jitted step on the GPU: median ms per step over N steps (same
        inputs each step, as mlc-run --benchmark), with exact f32 dots
        (precision highest: mlc's f32 arithmetic) and with JAX's GPU
        default (TF32 dots); one JSON line each

Sizes: test (vocab 64, d 32, 2 layers, batch 4 x 16 tokens: the program
in test/stablehlo/programs/flax_lm_adamw) and small (vocab 512, d 128,
2 layers, batch 8 x 64 tokens).
"""
import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "test", "stablehlo"))

SIZES = {"test": dict(vocab=64, d=32, layers=2, batch=4, seq=16),
         "small": dict(vocab=512, d=128, layers=2, batch=8, seq=64)}


def build(size):
    import numpy as np
    import optax
    import gen_training as gt
    s = SIZES[size]
    rng = np.random.default_rng(5)
    ids = rng.integers(0, s["vocab"], (s["batch"], s["seq"])).astype(np.int32)
    labels = rng.integers(0, s["vocab"], (s["batch"], s["seq"])).astype(np.int32)
    model = gt.TinyLM(vocab=s["vocab"], d=s["d"], layers=s["layers"])
    return gt.linen_step(model, optax.adamw(1e-3, weight_decay=0.01), gt.xent, ids, labels)


def export(out, size):
    import jax
    step, args = build(size)
    os.makedirs(out, exist_ok=True)
    text = jax.jit(step, keep_unused=True).lower(*args).as_text()
    path = os.path.join(out, "flax_lm_%s.mlir" % size)
    with open(path, "w") as f:
        f.write(text)
    print("wrote %s (%d lines, %d inputs)" % (path, text.count("\n"),
                                              len(jax.tree_util.tree_leaves(args))))


def time_steps(size, iters):
    import jax
    import numpy as np
    step, args = build(size)
    args = jax.device_put(args)
    for precision in ("highest", "default"):
        with jax.default_matmul_precision(precision):
            f = jax.jit(step)
            for _ in range(10):
                jax.block_until_ready(f(*args))
            ms = []
            for _ in range(iters):
                t = time.perf_counter()
                jax.block_until_ready(f(*args))
                ms.append((time.perf_counter() - t) * 1e3)
        print(json.dumps({"peer": "jax %s jit" % jax.__version__, "size": size,
                          "precision": precision, "device": str(jax.devices()[0]),
                          "median_ms": round(float(np.median(ms)), 4),
                          "min_ms": round(float(np.min(ms)), 4), "steps": iters}))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=["export", "time"])
    ap.add_argument("out", nargs="?")
    ap.add_argument("--size", default="test", choices=sorted(SIZES))
    ap.add_argument("--iters", type=int, default=200)
    a = ap.parse_args()
    if a.cmd == "export":
        export(a.out, a.size)
    else:
        time_steps(a.size, a.iters)


if __name__ == "__main__":
    main()
