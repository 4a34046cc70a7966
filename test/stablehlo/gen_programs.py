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


def program(name, x64=False, poly=None, platforms=None):
    """Registers a program. x64: traced with jax_enable_x64 (64-bit integer
    programs). poly: one symbolic shape string (or None) per argument; the
    program is then exported with jax.export, so main's arguments carry `?`
    dimensions, and run on the concrete inputs for the reference.
    platforms: exported with jax.export for these lowering platforms (e.g.
    ("cuda",) for the GPU custom calls, ("cpu", "cuda") for a module that
    takes the platform index); the reference still runs on the CPU.
    Arguments and results may be pytrees: the test data holds their leaves
    in pytree order, the order of main's arguments and results."""
    def register(build):
        PROGRAMS[name] = (build, x64, poly, platforms)
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


@program("conv_transpose")
def _conv_transpose():
    # lhs_dilation: JAX's conv_transpose dilates the input by the strides.
    def f(x, k, xc, kc):
        y = lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        z = lax.conv_transpose(xc, kc, (3, 2), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        w = lax.conv_general_dilated(xc, kc, (1, 1), ((1, 2), (2, 0)), lhs_dilation=(2, 3), rhs_dilation=(1, 2),
                                     dimension_numbers=("NCHW", "OIHW", "NCHW"))
        return y, z, w
    return f, [f32(2, 5, 6, 4), f32(3, 3, 4, 6, scale=0.3), f32(1, 3, 4, 5), f32(5, 3, 2, 3, scale=0.3)]


@program("conv_grad")
def _conv_grad():
    # The input gradient of a strided conv is a conv with lhs_dilation; the
    # weight gradient a conv with rhs_dilation over the batch.
    def conv(x, w):
        return lax.conv_general_dilated(x, w, (2, 2), ((1, 1), (1, 1)), dimension_numbers=("NHWC", "HWIO", "NHWC"))
    def f(x, w, g):
        _, vjp = jax.vjp(conv, x, w)
        return vjp(g)
    return f, [f32(2, 9, 9, 3), f32(3, 3, 3, 4, scale=0.3), f32(2, 5, 5, 4)]


@program("conv_grad_grouped")
def _conv_grad_grouped():
    # The weight gradient of a grouped conv uses batch_group_count.
    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 2), ((1, 1), (0, 1)), dimension_numbers=("NCHW", "OIHW", "NCHW"),
                                        feature_group_count=2)
    def f(x, w, g):
        _, vjp = jax.vjp(conv, x, w)
        return vjp(g)
    return f, [f32(3, 4, 6, 7), f32(6, 2, 3, 2, scale=0.3), f32(3, 6, 6, 4)]


@program("random_normal_uniform")
def _random():
    # threefry2x32 in plain ops (uint32 shifts/xor/or, bitcast_convert,
    # shift_right_logical, erf_inv) from a key made of an int32 seed.
    def f(seed, x):
        key = jax.random.PRNGKey(seed)
        k1, k2, k3 = jax.random.split(key, 3)
        n = jax.random.normal(k1, (4, 8))
        u = jax.random.uniform(k2, (3, 5), minval=-1.0, maxval=2.0)
        r = jax.random.randint(k3, (6,), 0, 100)
        return n, u, r, x + jax.random.normal(jax.random.fold_in(key, 7), x.shape)
    return f, [np.array(42, dtype=np.int32), f32(2, 3)]


@program("random_bits")
def _random_bits():
    def f(seed):
        key = jax.random.key(seed)
        b = jax.random.bits(key, (2, 6))
        p = jax.random.permutation(jax.random.fold_in(key, 1), 10)
        c = jax.random.bernoulli(jax.random.fold_in(key, 2), 0.3, (12,))
        return lax.bitcast_convert_type(b, jnp.int32), p, c
    return f, [np.array(7, dtype=np.int32)]


@program("rng_bit_generator")
def _rbg():
    # THREE_FRY as XLA expands it: outputs split along their first even
    # dimension, else their largest one (odd sizes: one word cut off).
    def f(key):
        three_fry = lax.RandomAlgorithm.RNG_THREE_FRY
        k1, b1 = lax.rng_bit_generator(key, (4, 8), dtype=jnp.uint32, algorithm=three_fry)
        k2, b2 = lax.rng_bit_generator(k1, (3, 5), dtype=jnp.uint32, algorithm=three_fry)
        _, b3 = lax.rng_bit_generator(k2, (7,), dtype=jnp.uint32, algorithm=three_fry)
        i32 = lambda v: lax.bitcast_convert_type(v, jnp.int32)
        return i32(b1), i32(b2), i32(b3), i32(k2)
    return f, [np.array([1, 2, 3, 4], dtype=np.uint32)]


@program("lexsort")
def _lexsort():
    # Multi-key sort comparators (lexicographic).
    def f(a, b, v, m):
        idx = jnp.lexsort((a, b))  # by b, then a
        k1, k2, vv = lax.sort((b, a, v), num_keys=2)
        rows = jnp.lexsort((m[:, 1], m[:, 0]))
        return idx, k1, k2, vv, m[rows]
    perm = rng.permutation(12)  # distinct (a, b) pairs: no tie order question
    m = np.stack([rng.permutation(10) % 3, rng.permutation(10)], axis=1).astype(np.float32)
    return f, [(perm % 4).astype(np.int32), (perm // 4).astype(np.int32), f32(12), m]


@program("reduce_variadic")
def _reduce_variadic():
    # Reduce bodies beyond one add/max/...: a hand-written max-with-index and
    # two independent reductions in one variadic reduce.
    def f(x, y):
        def maxidx(a, b):
            (av, ai), (bv, bi) = a, b
            pick = (av > bv) | ((av == bv) & (ai < bi))
            return jnp.where(pick, av, bv), jnp.where(pick, ai, bi)
        idx = lax.broadcasted_iota(jnp.int32, x.shape, 1)
        m, i = lax.reduce((x, idx), (-jnp.inf, 0), maxidx, (1,))
        s, mx = lax.reduce((x, y), (0.0, -jnp.inf), lambda a, b: (a[0] + b[0], jnp.maximum(a[1], b[1])), (0,))
        return m, i, s, mx
    return f, [f32(5, 7), f32(5, 7)]


@program("reduce_window_variadic")
def _reduce_window_variadic():
    # A variadic reduce_window: 2x2 max pooling that also returns the flat
    # index of each window's maximum (first one on ties).
    def f(x):
        def maxidx(a, b):
            (av, ai), (bv, bi) = a, b
            pick = (av > bv) | ((av == bv) & (ai < bi))
            return jnp.where(pick, av, bv), jnp.where(pick, ai, bi)
        idx = lax.broadcasted_iota(jnp.int32, x.shape, 1) * x.shape[2] + lax.broadcasted_iota(jnp.int32, x.shape, 2)
        return lax.reduce_window((x, idx), (-jnp.inf, 0), maxidx, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    x = rng.permutation(2 * 6 * 6 * 3).reshape(2, 6, 6, 3).astype(np.float32)  # no ties
    return f, [x]


@program("composite")
def _composite():
    from functools import partial
    @partial(lax.composite, name="mlc.tanh_gelu")
    def gelu(x):
        return jax.nn.gelu(x, approximate=True)
    def f(x):
        return gelu(x) * 2.0 + 1.0
    return f, [f32(3, 8)]


@program("sharding_gspmd")
def _sharding_gspmd():
    # Single-device sharding annotations (GSPMD custom_calls): identities.
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    jax.config.update("jax_use_shardy_partitioner", False)
    mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
    def f(x):
        y = lax.with_sharding_constraint(jnp.sin(x), NamedSharding(mesh, P("x")))
        z = jax.shard_map(lambda a: a * 3.0, mesh=mesh, in_specs=P("x"), out_specs=P("x"))(y)
        return z + 1.0
    return f, [f32(4, 6)]


@program("sharding_shardy")
def _sharding_shardy():
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    jax.config.update("jax_use_shardy_partitioner", True)
    mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
    def f(x):
        y = lax.with_sharding_constraint(jnp.sin(x), NamedSharding(mesh, P("x")))
        z = jax.shard_map(lambda a: a * 3.0, mesh=mesh, in_specs=P("x"), out_specs=P("x"))(y)
        return z + 1.0
    return f, [f32(4, 6)]


@program("int64_bitwise", x64=True)
def _int64():
    def f(a, b):
        return ((a << 3) ^ b, lax.shift_right_logical(a, jnp.int64(5)) | (b & 0xFFFF), a >> 7,
                lax.shift_right_logical(b, jnp.int64(40)), ~a + lax.population_count(b), a * b + (a // 3))
    big = np.int64(1) << 40
    return f, [rng.integers(-big, big, size=(3, 4)).astype(np.int64), rng.integers(-big, big, size=(3, 4)).astype(np.int64)]


@program("dynamic_batch", poly=("b, 16", None, None))
def _dynamic_batch():
    def f(x, w, b):
        return jax.nn.relu(x @ w + b), x.sum(axis=0), jnp.tanh(x) * 2.0
    return f, [f32(5, 16), f32(16, 8, scale=0.3), f32(8)]


@program("dynamic_softmax", poly=("b, 10",))
def _dynamic_softmax():
    # Reductions over a static axis of a dynamic batch, and the mean over
    # the batch (a division by the run-time size).
    def f(x):
        return jax.nn.softmax(x, axis=-1), x.mean(axis=0)
    return f, [f32(6, 10)]


# Shape-polymorphic exports (issue #18): each is one artifact run at three
# concrete shapes (the build returns the other two argument lists).
@program("dyn_iota", poly=("b, 8",))
def _dyn_iota():
    # jnp.arange and broadcasted_iota of a symbolic size: dynamic_iota.
    def f(x):
        b = x.shape[0]
        return (x * jnp.arange(b)[:, None],
                lax.broadcasted_iota(jnp.int32, (b, 8), 1) * 3 + jnp.arange(b)[:, None])
    return f, [f32(5, 8)], [[f32(2, 8)], [f32(7, 8)]]


@program("dyn_reshape", poly=("b, 6, 4",))
def _dyn_reshape():
    # Reshapes to sizes that are expressions of b (b*4, 24*b, b):
    # dynamic_reshape.
    def f(x):
        b = x.shape[0]
        return x.reshape(b * 4, -1), x.reshape(-1), jnp.tanh(x.reshape(b, 3, 8)).sum(1)
    return f, [f32(3, 6, 4)], [[f32(1, 6, 4)], [f32(5, 6, 4)]]


@program("dyn_reshape_expr", poly=("2*b, 3", "b+1, 6"))
def _dyn_reshape_expr():
    # Input sizes that are expressions (2*b, b+1): b is solved from the
    # first and checked against the second by shape assertions; y[1:] of a
    # (b+1)-row array slices to a symbolic limit.
    def f(x, y):
        return x.reshape(x.shape[0] // 2, 6) + y[1:], y[:-1] * 2.
    return f, [f32(6, 3), f32(4, 6)], [[f32(2, 3), f32(2, 6)], [f32(10, 3), f32(6, 6)]]


@program("dyn_slice_bounds", poly=("b, 8", "4, c"))
def _dyn_slice_bounds():
    # Slices whose bounds depend on a symbolic size: real_dynamic_slice.
    def f(x, y):
        b, c = x.shape[0], y.shape[1]
        return lax.slice(x, (1, 0), (b - 1, 8)), y[:, 1:c - 1], lax.slice(y, (0, 0), (4, c), (2, 3))
    return f, [f32(6, 8), f32(4, 7)], [[f32(3, 8), f32(4, 3)], [f32(9, 8), f32(4, 11)]]


@program("dyn_pad", poly=("b, 3",))
def _dyn_pad():
    # Pad amounts that depend on b (dynamic_pad) and constant pads of a
    # `?`-sized array (stablehlo.pad: edges, negative edges, interior).
    def f(x):
        b = x.shape[0]
        return (lax.pad(x, .5, ((1, b, 0), (0, 1, 1))), jnp.pad(x, ((1, 2), (0, 0))),
                lax.pad(x, -1., ((-1, 2, 1), (1, -1, 0))))
    return f, [f32(4, 3)], [[f32(2, 3)], [f32(6, 3)]]


@program("dyn_gather", poly=("n, d", "k", "m"))
def _dyn_gather():
    # jnp.take of rows / columns of a symbolic-size array: dynamic_gather
    # (slice sizes 1 x d and n x 1).
    def f(x, rows, cols):
        return jnp.take(x, rows, 0, mode="clip"), jnp.take(x, cols, 1, mode="clip")
    def idx(k):
        return rng.integers(0, 3, k).astype(np.int32)
    return f, [f32(6, 5), idx(4), idx(3)], [[f32(3, 3), idx(2), idx(5)], [f32(8, 7), idx(6), idx(2)]]


@program("dyn_conv", poly=("b, h, w, 3", None, None))
def _dyn_conv():
    # SAME padding of a stride-2 conv over symbolic spatial sizes computes
    # the pads from h and w: dynamic_conv; the stride-1 SAME conv has
    # constant pads over `?` sizes (convolution).
    def f(x, k1, k2):
        dn = ("NHWC", "HWIO", "NHWC")
        return (lax.conv_general_dilated(x, k1, (2, 2), "SAME", dimension_numbers=dn),
                lax.conv_general_dilated(x, k2, (1, 1), "SAME", dimension_numbers=dn))
    k1, k2 = f32(3, 3, 3, 4, scale=0.25), f32(3, 3, 3, 2, scale=0.25)
    return f, [f32(2, 8, 9, 3), k1, k2], [[f32(1, 5, 6, 3), k1, k2], [f32(3, 7, 4, 3), k1, k2]]


@program("dyn_transformer", poly=("b, s, 16",) + (None,) * 6)
def _dyn_transformer():
    # A flax-like block with dynamic batch and sequence: two-head causal
    # self-attention (split, head reshapes, tril mask), a gelu MLP.
    def f(x, g, wqkv, wo, w1, b1, w2):
        b, s, d = x.shape
        q, k, v = [t.reshape(b, s, 2, 8).transpose(0, 2, 1, 3) for t in jnp.split(x * g @ wqkv, 3, -1)]
        att = jnp.einsum("bhqd,bhkd->bhqk", q, k) / jnp.float32(8 ** .5)
        att = jax.nn.softmax(jnp.where(jnp.tril(jnp.ones((s, s), bool)), att, -1e9))
        x = x + jnp.einsum("bhqk,bhkd->bhqd", att, v).transpose(0, 2, 1, 3).reshape(b, s, d) @ wo
        return x + jax.nn.gelu(x @ w1 + b1) @ w2
    w = lambda *s: f32(*s, scale=0.25)
    ws = [1 + w(16), w(16, 48), w(16, 16), w(16, 32), w(32), w(32, 16)]
    return f, [f32(2, 5, 16)] + ws, [[f32(1, 3, 16)] + ws, [f32(3, 7, 16)] + ws]


@program("fp8_cast")
def _fp8():
    def f(x):
        y = x.astype(jnp.float8_e4m3fn)
        z = x.astype(jnp.float8_e5m2)
        return y.astype(jnp.float32), z.astype(jnp.float32), (y.astype(jnp.float32) * 2.0)
    return f, [f32(4, 8)]


@program("complex_ops")
def _complex():
    def f(x, y):
        c = lax.complex(x, y)
        d = c * c + jnp.exp(c)
        return jnp.abs(d), jnp.real(d), jnp.imag(jnp.conj(c) * d)
    return f, [f32(3, 4), f32(3, 4)]



# Run-time loops (issue #5): trip counts that do not fold to a constant
# become one host loop around the body's kernels (scf.while), not unrolled.
@program("while_data")
def _while_data():
    # A data-dependent condition: shrink until every |y| <= 0.1.
    def f(x):
        def cond(c):
            return jnp.max(jnp.abs(c[1])) > 0.1
        def body(c):
            i, y = c
            return i + 1, y * 0.5 + jnp.sin(y) * 0.1
        return lax.while_loop(cond, body, (jnp.int32(0), x))
    return f, [f32(4, 5, scale=3.0)]


@program("fori_traced")
def _fori_traced():
    # fori_loop with a traced bound lowers to a while on a counter.
    def f(n, x, w):
        return lax.fori_loop(0, n, lambda i, acc: jnp.tanh(acc @ w + i.astype(jnp.float32) * 0.1), x)
    return f, [np.array(7, dtype=np.int32), f32(4, 8), f32(8, 8, scale=0.3)]


@program("while_collatz")
def _while_collatz():
    # Integer loop-carried tensors and a where inside the body.
    def f(x):
        def cond(c):
            return jnp.any(c[0] != 1)
        def body(c):
            x, steps = c
            nxt = jnp.where(x % 2 == 0, x // 2, 3 * x + 1)
            return jnp.where(x == 1, 1, nxt), steps + (x != 1).astype(jnp.int32)
        return lax.while_loop(cond, body, (x, jnp.zeros_like(x)))
    return f, [np.array([6, 7, 27, 1, 12, 9], dtype=np.int32)]


@program("while_nested")
def _while_nested():
    # A run-time loop inside a run-time loop, a cond with a traced predicate
    # in the body.
    def f(n, x):
        def outer(i, acc):
            def cond(c):
                return jnp.sum(c * c) > 1.0
            inner = lax.while_loop(cond, lambda c: c * 0.7, acc + 1.0)
            return lax.cond(i % 2 == 0, lambda v: v + 0.25, lambda v: v * 2.0, inner)
        return lax.fori_loop(0, n, outer, x)
    return f, [np.array(5, dtype=np.int32), f32(3, 4)]

SHARDY_DEFAULT = getattr(jax.config, "jax_use_shardy_partitioner", None)


def save(out_dir, name, build, x64=False, poly=None, platforms=None):
    jax.config.update("jax_enable_x64", x64)
    if SHARDY_DEFAULT is not None:
        jax.config.update("jax_use_shardy_partitioner", SHARDY_DEFAULT)
    f, args, *more = build()
    jitted = jax.jit(f, keep_unused=True)
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    if platforms:
        from jax import export
        text = export.export(jitted, platforms=platforms)(*args).mlir_module()
    if poly:
        from jax import export
        # One scope for all arguments: their symbols are the same variables.
        scope = export.SymbolicScope()
        specs = [jax.ShapeDtypeStruct(export.symbolic_shape(p, scope=scope) if p else np.shape(a),
                                      np.asarray(a).dtype)
                 for p, a in zip(poly, args)]
        text = export.export(jitted)(*specs).mlir_module()
    results = jax.tree_util.tree_leaves(jitted(*args))
    d = os.path.join(out_dir, name)
    data = os.path.join(d, "test_data_set_0")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as fh:
        fh.write(text)
    try:
        if poly or platforms:
            raise ValueError("exported with jax.export: only the pretty text")
        module = lowered.compiler_ir("stablehlo")
        generic = module.operation.get_asm(print_generic_op_form=True)
        with open(os.path.join(d, "model.generic.mlir"), "w") as fh:
            fh.write(generic)
    except Exception as e:  # keep going: the pretty text is the main input
        print(f"{name}: no generic form: {e}", file=sys.stderr)
    sets = [(data, args, results)]
    if poly:
        # Two more data sets at other sizes of the symbolic dimensions (the
        # build's extra argument lists, else the first two and three entries
        # of the symbolic leading dimensions): one compiled program runs all
        # three.
        extra = more[0] if more else [
            [np.asarray(a)[:n] if p else a for p, a in zip(poly, args)] for n in (2, 3)]
        for i, ins in enumerate(extra, 1):
            outs = jax.tree_util.tree_leaves(jitted(*ins))
            where = os.path.join(d, f"test_data_set_{i}")
            os.makedirs(where, exist_ok=True)
            sets.append((where, ins, outs))
    for where, ins, outs in sets:
        for i, a in enumerate(jax.tree_util.tree_leaves(ins)):
            t = numpy_helper.from_array(np.asarray(a), name=f"input_{i}")
            open(os.path.join(where, f"input_{i}.pb"), "wb").write(t.SerializeToString())
        for i, r in enumerate(outs):
            t = numpy_helper.from_array(np.asarray(r), name=f"output_{i}")
            open(os.path.join(where, f"output_{i}.pb"), "wb").write(t.SerializeToString())
    print(f"{name}: {len(jax.tree_util.tree_leaves(args))} inputs, {len(results)} outputs, {text.count(chr(10))} lines")


def main():
    out_dir = sys.argv[1]
    names = sys.argv[2:] or sorted(PROGRAMS)
    failed = 0
    for name in names:
        try:
            save(out_dir, name, *PROGRAMS[name])
        except Exception as e:
            failed += 1
            print(f"{name}: FAILED {type(e).__name__}: {e}", file=sys.stderr)
    print(f"jax {jax.__version__}; {len(names) - failed} written, {failed} failed")


if __name__ == "__main__":
    main()
