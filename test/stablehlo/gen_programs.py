#!/usr/bin/env python3
"""Lowers a set of JAX programs to StableHLO text and records reference data.

Runs where JAX is installed (the GPU machine; JAX_PLATFORMS=cpu keeps the
reference exact f32, with no TF32 in matmuls). For each program it writes
OUT/<name>/model.mlir (what `jax.jit(f).lower(*args).as_text()` prints),
OUT/<name>/model.generic.mlir (the same module in MLIR's generic form) and
OUT/<name>/test_data_set_0/{input,output}_N.pb (ONNX TensorProto files, the
layout `mlc-run --test-data` reads). Inputs are drawn from a fixed seed.

usage: JAX_PLATFORMS=cpu python3 gen_programs.py OUT [NAME...]
"""
import os
import sys

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax
import onnx
from onnx import numpy_helper

jax.config.update("jax_default_matmul_precision", "highest")
rng = np.random.default_rng(1234)


def f32(*shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(np.float32)


PROGRAMS = {}


def program(name):
    def register(build):
        PROGRAMS[name] = build
        return build
    return register


@program("mlp")
def _mlp():
    def f(x, w1, b1, w2, b2):
        h = jax.nn.relu(x @ w1 + b1)
        return h @ w2 + b2
    return f, [f32(8, 64), f32(64, 128, scale=0.1), f32(128), f32(128, 10, scale=0.1), f32(10)]


@program("mlp_const")
def _mlp_const():
    w1, b1, w2 = f32(32, 48, scale=0.2), f32(48), f32(48, 16, scale=0.2)
    def f(x):
        return jax.nn.softmax(jnp.tanh(x @ w1 + b1) @ w2, axis=-1)
    return f, [f32(4, 32)]


@program("cnn")
def _cnn():
    def f(x, k1, k2, w):
        y = lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y = lax.conv_general_dilated(y, k2, (2, 2), ((1, 1), (1, 1)), dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") / 4.0
        y = jnp.mean(y, axis=(1, 2))
        return y @ w
    return f, [f32(2, 16, 16, 3), f32(3, 3, 3, 8, scale=0.3), f32(3, 3, 8, 16, scale=0.2), f32(16, 10, scale=0.3)]


@program("conv_nchw_grouped")
def _conv_nchw():
    def f(x, dw, pw):
        y = lax.conv_general_dilated(x, dw, (1, 1), ((2, 2), (2, 2)), rhs_dilation=(2, 2),
                                     dimension_numbers=("NCHW", "OIHW", "NCHW"), feature_group_count=8)
        y = jax.nn.relu6(y)
        return lax.conv_general_dilated(y, pw, (2, 2), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return f, [f32(2, 8, 12, 12), f32(8, 1, 3, 3, scale=0.3), f32(12, 8, 1, 1, scale=0.3)]


@program("attention_causal")
def _attention():
    def f(x, wq, wk, wv):
        q, k, v = x @ wq, x @ wk, x @ wv
        b, t, d = q.shape
        h = 4
        q = q.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)
        k = k.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)
        v = v.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(d // h).astype(np.float32)
        mask = jnp.tril(jnp.ones((t, t), dtype=bool))
        s = jnp.where(mask, s, -1e9)
        p = jax.nn.softmax(s, axis=-1)
        o = jnp.einsum("bhqk,bhkd->bhqd", p, v)
        return o.transpose(0, 2, 1, 3).reshape(b, t, d)
    return f, [f32(2, 16, 32), f32(32, 32, scale=0.2), f32(32, 32, scale=0.2), f32(32, 32, scale=0.2)]


@program("layer_norm")
def _layer_norm():
    def f(x, g, b):
        m = jnp.mean(x, axis=-1, keepdims=True)
        v = jnp.mean((x - m) ** 2, axis=-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g + b
    return f, [f32(4, 10, 64), f32(64), f32(64)]


@program("rnn_scan")
def _rnn_scan():
    def f(xs, h0, wx, wh):
        def cell(h, x):
            h = jnp.tanh(x @ wx + h @ wh)
            return h, h * 2.0
        h, ys = lax.scan(cell, h0, xs)
        return h, ys
    return f, [f32(8, 3, 16), f32(3, 24), f32(16, 24, scale=0.3), f32(24, 24, scale=0.3)]


@program("fori_loop")
def _fori():
    def f(x):
        return lax.fori_loop(0, 5, lambda i, acc: acc * 0.5 + jnp.sin(acc) + i.astype(jnp.float32), x)
    return f, [f32(6, 7)]


@program("embedding")
def _embedding():
    def f(table, ids):
        e = jnp.take(table, ids, axis=0)
        return e.sum(axis=1)
    ids = rng.integers(0, 50, size=(4, 6)).astype(np.int32)
    return f, [f32(50, 16), ids]


@program("gather_rows_cols")
def _gather2():
    def f(x, r, c):
        return x[r, c], x[:, c]
    return f, [f32(10, 12), rng.integers(0, 10, size=(5,)).astype(np.int32),
               rng.integers(0, 12, size=(5,)).astype(np.int32)]


@program("argsort_topk")
def _sort():
    def f(x):
        vals, idx = lax.top_k(x, 3)
        return jnp.argsort(x, axis=-1), jnp.sort(x, axis=0), vals, idx
    x = rng.permutation(5 * 9).reshape(5, 9).astype(np.float32)  # distinct keys: no tie order question
    return f, [x]


@program("scatter_add")
def _scatter():
    def f(x, idx, v):
        return x.at[idx].add(v), x.at[idx[:2]].set(v[:2])
    idx = np.array([1, 3, 1, 0], dtype=np.int32)
    return f, [f32(5, 4), idx, f32(4, 4)]


@program("gelu_erf")
def _gelu():
    def f(x):
        return jax.nn.gelu(x, approximate=False), jax.nn.gelu(x, approximate=True), jax.scipy.special.erf(x)
    return f, [f32(3, 40)]


@program("dynamic_slice")
def _dyn():
    def f(x, i, u):
        s = lax.dynamic_slice(x, (i, 1), (3, 4))
        return s, lax.dynamic_update_slice(x, u, (i, 2))
    return f, [f32(8, 8), np.array(2, dtype=np.int32), f32(2, 3)]


@program("cond")
def _cond():
    def f(p, x):
        return lax.cond(p > 0, lambda v: jnp.exp(v) - 1.0, lambda v: v * v, x)
    return f, [np.array(1.0, dtype=np.float32), f32(4, 5)]


@program("switch")
def _switch():
    def f(i, x):
        return lax.switch(i, [lambda v: v + 1.0, lambda v: v * 3.0, jnp.cos], x)
    return f, [np.array(2, dtype=np.int32), f32(3, 3)]


@program("elementwise")
def _elementwise():
    def f(a, b):
        c = jnp.abs(a) + jnp.exp(b * 0.3) + jnp.log1p(jnp.abs(a)) + jnp.expm1(b * 0.1)
        c = c + jnp.sin(a) * jnp.cos(b) + jnp.tan(a * 0.2) + jnp.floor(a) - jnp.ceil(b)
        c = c + jnp.sign(a) + jnp.maximum(a, b) - jnp.minimum(a, b) + jnp.round(b)
        c = c + jnp.power(jnp.abs(a) + 0.5, 1.7) + jnp.remainder(a, 0.7) + jnp.arctan2(a, b)
        c = c + jnp.sqrt(jnp.abs(b)) + lax.rsqrt(jnp.abs(a) + 1.0) + jnp.cbrt(a) + jax.nn.sigmoid(a)
        c = jnp.where(a > b, c, -c) + jnp.clip(a, -0.5, 0.5) + jnp.logaddexp(a, b)
        return c, jnp.isfinite(a / b), a.astype(jnp.int32), (a > 0) & (b < 0) | (a == b)
    return f, [f32(4, 6), f32(4, 6)]


@program("integer_ops")
def _ints():
    def f(a, b):
        return (a << 2) + (a >> 1) + lax.shift_right_logical(a, 1), (a & b) | (a ^ b), a // jnp.maximum(jnp.abs(b), 1), a % 7, jnp.abs(a) * jnp.sign(b), jnp.max(a, axis=1), lax.population_count(a)
    return f, [rng.integers(-100, 100, size=(3, 5)).astype(np.int32), rng.integers(-100, 100, size=(3, 5)).astype(np.int32)]


@program("shape_ops")
def _shapes():
    def f(x, y):
        z = jnp.concatenate([x, y], axis=1)
        z = jnp.pad(z, ((1, 0), (2, 1)), constant_values=0.5)
        z = z[1:, ::2].T
        z = jnp.flip(z, axis=0).reshape(-1)
        w = jnp.broadcast_to(jnp.arange(4, dtype=jnp.float32)[:, None], (4, 3)) + x[:, :3]
        return z, w, jnp.expand_dims(x, 0).squeeze(0)[::-1, 1:3], jnp.tile(y, (2, 1))
    return f, [f32(4, 5), f32(4, 3)]


@program("reductions")
def _reductions():
    def f(x):
        return (x.sum(axis=0), x.max(axis=1), x.min(), jnp.prod(x[:, :3] * 0.5 + 1, axis=1), x.mean(),
                jnp.argmax(x, axis=1), jnp.argmin(x, axis=0), jnp.any(x > 1.5, axis=1), jnp.all(x > -3, axis=0))
    return f, [f32(6, 7)]


@program("softmax_logsoftmax")
def _softmax():
    def f(x):
        return jax.nn.softmax(x, axis=-1), jax.nn.log_softmax(x, axis=0), jnp.cumsum(x, axis=1)
    return f, [f32(5, 11)]


@program("batch_matmul")
def _bmm():
    def f(a, b, c):
        return jnp.einsum("bij,bjk->bik", a, b), jnp.einsum("ij,kj->ik", a[0], c), jnp.einsum("bij,j->bi", a, c[0])
    return f, [f32(3, 4, 5), f32(3, 5, 6), f32(7, 5)]


@program("mixed_precision")
def _mixed():
    def f(x, w):
        y = jnp.dot(x.astype(jnp.bfloat16), w.astype(jnp.bfloat16), preferred_element_type=jnp.float32)
        z = (x.astype(jnp.float16) * 2).astype(jnp.float32)
        return y, z
    x = rng.integers(-4, 4, size=(8, 16)).astype(np.float32)  # exact in bf16 and their products too
    w = rng.integers(-4, 4, size=(16, 8)).astype(np.float32)
    return f, [x, w]


@program("avg_pool_nchw")
def _avgpool():
    def f(x):
        s = lax.reduce_window(x, 0.0, lax.add, (1, 1, 3, 3), (1, 1, 2, 2), ((0, 0), (0, 0), (1, 1), (1, 1)))
        m = lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 3, 3), (1, 1, 1, 1), "SAME")
        return s / 9.0, m
    return f, [f32(2, 3, 9, 9)]


@program("maxpool_grad")
def _maxpool_grad():
    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID").sum()
    def f(x):
        return jax.grad(pool)(x)
    x = rng.permutation(2 * 8 * 8 * 3).reshape(2, 8, 8, 3).astype(np.float32)  # no ties
    return f, [x]


@program("mlp_train_step")
def _train():
    def loss(params, x, y):
        w1, w2 = params
        h = jnp.tanh(x @ w1)
        return jnp.mean((h @ w2 - y) ** 2)
    def f(w1, w2, x, y):
        g1, g2 = jax.grad(loss)((w1, w2), x, y)
        return w1 - 0.1 * g1, w2 - 0.1 * g2
    return f, [f32(8, 16, scale=0.3), f32(16, 4, scale=0.3), f32(5, 8), f32(5, 4)]


def save(out_dir, name, build):
    f, args = build()
    jitted = jax.jit(f)
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    results = jitted(*args)
    if not isinstance(results, (tuple, list)):
        results = (results,)
    d = os.path.join(out_dir, name)
    data = os.path.join(d, "test_data_set_0")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as fh:
        fh.write(text)
    try:
        module = lowered.compiler_ir("stablehlo")
        generic = module.operation.get_asm(print_generic_op_form=True)
        with open(os.path.join(d, "model.generic.mlir"), "w") as fh:
            fh.write(generic)
    except Exception as e:  # keep going: the pretty text is the main input
        print(f"{name}: no generic form: {e}", file=sys.stderr)
    for i, a in enumerate(args):
        t = numpy_helper.from_array(np.asarray(a), name=f"input_{i}")
        open(os.path.join(data, f"input_{i}.pb"), "wb").write(t.SerializeToString())
    for i, r in enumerate(results):
        t = numpy_helper.from_array(np.asarray(r), name=f"output_{i}")
        open(os.path.join(data, f"output_{i}.pb"), "wb").write(t.SerializeToString())
    print(f"{name}: {len(args)} inputs, {len(results)} outputs, {text.count(chr(10))} lines")


def main():
    out_dir = sys.argv[1]
    names = sys.argv[2:] or sorted(PROGRAMS)
    failed = 0
    for name in names:
        try:
            save(out_dir, name, PROGRAMS[name])
        except Exception as e:
            failed += 1
            print(f"{name}: FAILED {type(e).__name__}: {e}", file=sys.stderr)
    print(f"jax {jax.__version__}; {len(names) - failed} written, {failed} failed")


if __name__ == "__main__":
    main()
