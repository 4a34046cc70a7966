#!/usr/bin/env python3
"""JAX 0.11 programs from real flax / optax code, lowered as JAX prints them.

The programs of gen_programs.py were written for mlc's own tests. These are
what users' code lowers to: flax.linen and flax.nnx models trained with
optax (adamw, sgd with momentum, adafactor, lion, clipping and schedules),
BatchNorm statistics as a mutable collection, value_and_grad with has_aux,
vmapped per-example gradients, jax.checkpoint, scan over layers, recurrent
cells, dropout, and the chlo ops jax.scipy.special and lax print. Each train
step takes and returns whole pytrees (parameters, optimizer state); the
program's arguments and results are their leaves in pytree order, and the
test data is saved in that order.

Same output layout as gen_programs.py (model.mlir, model.generic.mlir,
test_data_set_0/{input,output}_N.pb), generated on the GPU machine with
JAX_PLATFORMS=cpu so that dots are exact f32 (no TF32).

usage: JAX_PLATFORMS=cpu python3 gen_training.py OUT [NAME...]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

import gen_programs  # noqa: E402
from gen_programs import program, f32, rng  # noqa: E402

import optax  # noqa: E402
import flax.linen as nn  # noqa: E402

# Only the programs registered below: gen_programs' own stay in its file.
gen_programs.PROGRAMS.clear()


def labels(n, classes):
    return rng.integers(0, classes, n).astype(np.int32)


def linen_step(model, tx, loss_of, x, *targets, mutable=None, rngs=None):
    """A train step over a linen model: (params[, collections], opt_state,
    batch...) -> (params[, collections], opt_state, loss)."""
    key = jax.random.PRNGKey(0)
    variables = model.init({"params": key, "dropout": key}, x)
    params = variables["params"]
    other = {k: v for k, v in variables.items() if k != "params"}
    opt_state = tx.init(params)

    def step(params, other, opt_state, x, *targets):
        def loss_fn(p):
            kw = {}
            if mutable:
                kw["mutable"] = mutable
            if rngs is not None:
                kw["rngs"] = {"dropout": targets[-1]}
            out = model.apply({"params": p, **other}, x, **kw)
            out, new_other = (out if mutable else (out, other))
            return loss_of(out, *(targets[:-1] if rngs is not None else targets)), new_other
        (loss, new_other), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_other, opt_state, loss

    return step, [params, other, opt_state, x, *targets]


def xent(logits, y):
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def mse(out, y):
    return jnp.mean((out - y) ** 2)


class Block(nn.Module):
    d: int
    heads: int

    @nn.compact
    def __call__(self, x):
        s = x.shape[1]
        mask = nn.make_causal_mask(jnp.ones((x.shape[0], s), jnp.int32))
        h = nn.LayerNorm()(x)
        # No biases in attention (as in Llama): the key bias's gradient is
        # zero in exact arithmetic (softmax ignores a shift of a row), so adam
        # would turn rounding noise into its update.
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads, qkv_features=self.d,
                                                use_bias=False)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        return x + nn.Dense(self.d)(nn.gelu(nn.Dense(4 * self.d)(h)))


class TinyLM(nn.Module):
    vocab: int = 64
    d: int = 32
    layers: int = 2

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.d)(ids)
        x = x + self.param("pos", nn.initializers.normal(0.02), (ids.shape[1], self.d))
        for _ in range(self.layers):
            x = Block(self.d, 2)(x)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


@program("flax_lm_adamw")
def _lm_adamw():
    # The transformer LM train step of issue #20: embedding, causal
    # attention, adamw with weight decay.
    ids = labels(4 * 16, 64).reshape(4, 16)
    return linen_step(TinyLM(), optax.adamw(1e-3, weight_decay=0.01), xent, ids,
                      labels(4 * 16, 64).reshape(4, 16))


class SmallCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.Conv(16, (3, 3), strides=(2, 2))(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(10)(x)


@program("flax_cnn_bn_sgd")
def _cnn_bn():
    # BatchNorm in training: batch statistics as the mutable collection the
    # step returns; SGD with momentum.
    return linen_step(SmallCNN(), optax.sgd(0.05, momentum=0.9), xent, f32(8, 16, 16, 3),
                      labels(8, 10), mutable=["batch_stats"])


@program("flax_cnn_bn_eval")
def _cnn_eval():
    # The same CNN in inference: running averages, no update.
    model = SmallCNN()
    x = f32(4, 16, 16, 3)
    v = model.init(jax.random.PRNGKey(1), x)
    return (lambda v, x: model.apply(v, x, train=False)), [v, x]


class MLP(nn.Module):
    widths: tuple = (32, 32, 8)

    @nn.compact
    def __call__(self, x):
        for w in self.widths[:-1]:
            x = nn.relu(nn.Dense(w)(x))
        return nn.Dense(self.widths[-1])(x)


@program("flax_mlp_adafactor")
def _adafactor():
    return linen_step(MLP((64, 48, 8)), optax.adafactor(1e-2), mse, f32(16, 24), f32(16, 8))


@program("flax_mlp_lion_clip_schedule")
def _lion():
    # optax.chain: global-norm clipping, then lion on a warmup-cosine
    # schedule (the step counter in the optimizer state drives it).
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 10, 100)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.lion(sched))
    return linen_step(MLP(), tx, mse, f32(16, 12), f32(16, 8))


@program("flax_mlp_rmsprop_accuracy")
def _has_aux():
    # value_and_grad(has_aux=True) carrying the logits out for an accuracy.
    model = MLP((32, 10))
    x, y = f32(32, 20), labels(32, 10)
    params = model.init(jax.random.PRNGKey(2), x)["params"]
    tx = optax.rmsprop(1e-3, momentum=0.5)
    def step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return xent(logits, y), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(g, opt_state, params)
        acc = jnp.mean((jnp.argmax(logits, -1) == y).astype(jnp.float32))
        return optax.apply_updates(params, updates), opt_state, loss, acc
    return step, [params, tx.init(params), x, y]


@program("per_example_grads_dpsgd")
def _per_example():
    # vmapped per-example gradients, clipped per example and averaged with
    # noise (DP-SGD), then an sgd update.
    model = MLP((16, 4))
    x, y = f32(8, 10), f32(8, 4)
    params = model.init(jax.random.PRNGKey(3), x)["params"]
    def step(params, x, y, key):
        def loss(p, xi, yi):
            return mse(model.apply({"params": p}, xi[None]), yi[None])
        g = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(params, x, y)
        norms = jnp.sqrt(sum(jnp.sum(l.reshape(l.shape[0], -1) ** 2, 1) for l in jax.tree_util.tree_leaves(g)))
        scale = jnp.minimum(1.0, 1.0 / (norms + 1e-6))
        g = jax.tree_util.tree_map(lambda l: jnp.mean(l * scale.reshape((-1,) + (1,) * (l.ndim - 1)), 0), g)
        leaves, tree = jax.tree_util.tree_flatten(g)
        keys = jax.random.split(key, len(leaves))
        g = jax.tree_util.tree_unflatten(tree, [l + 0.01 * jax.random.normal(k, l.shape) for l, k in zip(leaves, keys)])
        return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g), norms
    return step, [params, x, y, jax.random.PRNGKey(7)]


class RematMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        Dense = nn.remat(nn.Dense)
        for _ in range(3):
            x = jnp.tanh(Dense(32)(x))
        return Dense(4)(x)


@program("flax_remat_adam")
def _remat():
    # nn.remat / jax.checkpoint: the backward pass recomputes activations.
    return linen_step(RematMLP(), optax.adam(1e-3), mse, f32(8, 16), f32(8, 4))


class ScanBody(nn.Module):
    @nn.compact
    def __call__(self, x, _):
        return x + nn.Dense(24)(nn.gelu(nn.LayerNorm()(x))), None


class ScannedStack(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(24)(x)
        Stack = nn.scan(ScanBody, variable_axes={"params": 0}, split_rngs={"params": True},
                        length=4)
        x, _ = Stack()(x, None)
        return nn.Dense(3)(x)


@program("flax_scan_layers_sgd")
def _scan_layers():
    # nn.scan over four layers with stacked parameters: a while loop over
    # the layer index with dynamic_slice / dynamic_update_slice.
    return linen_step(ScannedStack(), optax.sgd(0.1), mse, f32(6, 10), f32(6, 3))


class LSTMClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.RNN(nn.LSTMCell(20))(x)
        return nn.Dense(5)(h[:, -1])


@program("flax_lstm_adamw")
def _lstm():
    return linen_step(LSTMClassifier(), optax.adamw(3e-3), xent, f32(4, 12, 6), labels(4, 5))


class GRUTagger(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Bidirectional(nn.RNN(nn.GRUCell(12)), nn.RNN(nn.GRUCell(12)))(x)
        return nn.Dense(3)(h)


@program("flax_bigru_forward")
def _bigru():
    model = GRUTagger()
    x = f32(3, 9, 5)
    return (lambda v, x: model.apply(v, x)), [model.init(jax.random.PRNGKey(4), x), x]


class DropoutMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(0.25, deterministic=False)(x)
        return nn.Dense(4)(x)


@program("flax_dropout_adamw")
def _dropout():
    # Dropout in training: the mask comes from the step's PRNG key
    # (threefry in uint32 ops on the CPU).
    return linen_step(DropoutMLP(), optax.adamw(1e-3), mse, f32(8, 12), f32(8, 4),
                      jax.random.PRNGKey(11), rngs=True)


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, z):
        x = nn.Dense(4 * 4 * 16)(z).reshape(z.shape[0], 4, 4, 16)
        x = nn.ConvTranspose(16, (3, 3), strides=(2, 2))(x)
        x = nn.swish(nn.GroupNorm(num_groups=4)(x))
        b, h, w, c = x.shape
        x = jax.image.resize(x, (b, 2 * h, 2 * w, c), "nearest")
        x = nn.Conv(8, (3, 3))(x)
        x = nn.swish(nn.GroupNorm(num_groups=2)(x))
        return nn.sigmoid(nn.Conv(3, (3, 3))(x))


@program("flax_vae_decoder")
def _vae_decoder():
    # The VAE-style decoder of issue #20: ConvTranspose, GroupNorm, nearest
    # resize.
    model = Decoder()
    z = f32(2, 8)
    return (lambda v, z: model.apply(v, z)), [model.init(jax.random.PRNGKey(5), z), z]


class VAE(nn.Module):
    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(32)(x))
        mean, logvar = nn.Dense(4)(h), nn.Dense(4)(h)
        z = mean + jnp.exp(0.5 * logvar) * jax.random.normal(key, mean.shape)
        recon = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(32)(z)))
        kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - jnp.square(mean) - jnp.exp(logvar), -1))
        return recon, kl


@program("flax_vae_train_adam")
def _vae_train():
    # Reparameterised sampling (random normal from the key), a KL term with
    # jnp.square (chlo.square), adam.
    model = VAE()
    x = f32(8, 20)
    key = jax.random.PRNGKey(6)
    params = model.init(jax.random.PRNGKey(0), x, key)["params"]
    tx = optax.adam(1e-3)
    def step(params, opt_state, x, key):
        def loss_fn(p):
            recon, kl = model.apply({"params": p}, x, key)
            return mse(recon, x) + kl
        loss, g = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return step, [params, tx.init(params), x, key]


def nnx_step(model, tx, loss_of, x, y, stats=False):
    """A flax.nnx train step written the functional way (split / merge):
    (params[, batch stats], opt_state, x, y) -> (..., loss)."""
    from flax import nnx
    if stats:
        graphdef, params, batch_stats = nnx.split(model, nnx.Param, nnx.BatchStat)
    else:
        graphdef, params = nnx.split(model, nnx.Param)
        batch_stats = None
    opt_state = tx.init(params)

    def step(params, batch_stats, opt_state, x, y):
        def loss_fn(p):
            # Fresh Variables for the statistics at this trace level (nnx
            # refuses to update the ones the outer trace made).
            fresh = jax.tree_util.tree_map(lambda a: a, batch_stats)
            m = nnx.merge(graphdef, p, fresh) if stats else nnx.merge(graphdef, p)
            loss = loss_of(m(x), y)
            return loss, (nnx.state(m, nnx.BatchStat) if stats else None)
        (loss, new_stats), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        updates, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, updates), new_stats, opt_state, loss

    return step, [params, batch_stats, opt_state, x, y]


@program("nnx_mlp_adamw")
def _nnx_mlp():
    from flax import nnx

    class M(nnx.Module):
        def __init__(self, rngs):
            self.l1 = nnx.Linear(12, 32, rngs=rngs)
            self.l2 = nnx.Linear(32, 6, rngs=rngs)

        def __call__(self, x):
            return self.l2(nnx.gelu(self.l1(x)))
    return nnx_step(M(nnx.Rngs(0)), optax.adamw(1e-3), mse, f32(10, 12), f32(10, 6))


@program("nnx_cnn_bn_sgd")
def _nnx_cnn():
    from flax import nnx

    class M(nnx.Module):
        def __init__(self, rngs):
            self.c1 = nnx.Conv(1, 8, (3, 3), rngs=rngs)
            self.bn = nnx.BatchNorm(8, rngs=rngs)
            self.out = nnx.Linear(8, 10, rngs=rngs)

        def __call__(self, x):
            x = nnx.relu(self.bn(self.c1(x)))
            return self.out(jnp.mean(x, axis=(1, 2)))
    return nnx_step(M(nnx.Rngs(0)), optax.sgd(0.05, momentum=0.9), xent, f32(6, 12, 12, 1),
                    labels(6, 10), stats=True)


@program("chlo_special")
def _special():
    # The chlo ops jax.scipy.special and lax print (decomposed by mlc).
    from jax.scipy import special as sp
    def f(x, p):
        a = jnp.abs(x) + 0.5
        return (lax.erf_inv(jnp.tanh(x) * 0.9), lax.lgamma(a), lax.digamma(a),
                sp.polygamma(1, a), lax.bessel_i1e(x), sp.zeta(a + 1.0, a),
                jnp.nextafter(x, p), lax.square(x), lax.erfc(x), jnp.sinh(x), jnp.cosh(x),
                jnp.tan(x * 0.5), jnp.arcsinh(x), jnp.arctanh(jnp.tanh(x) * 0.9))
    return f, [f32(3, 7), f32(3, 7)]


@program("chlo_top_k_ragged_dot")
def _topk_ragged():
    def f(x, lhs, rhs, sizes):
        v, i = lax.top_k(x, 3)
        return v, i, lax.ragged_dot(lhs, rhs, sizes)
    return f, [f32(4, 10), f32(9, 6), f32(3, 6, 5), np.array([2, 4, 3], np.int32)]


@program("linalg_cpu")
def _linalg_cpu():
    # The LAPACK custom calls of JAX's CPU lowering (potrf, getrf, geqrf,
    # syevd) and the triangular solve.
    def f(a, b):
        spd = a @ a.T + 4.0 * jnp.eye(a.shape[0])
        c = jnp.linalg.cholesky(spd)
        return (c, jax.scipy.linalg.solve_triangular(c, b, lower=True), jnp.linalg.solve(spd, b),
                jnp.linalg.det(spd))
    return f, [f32(5, 5), f32(5, 2)]


@program("random_cuda_lowering", platforms=("cuda",))
def _random_cuda():
    # Lowered for CUDA with the threefry kernel: the cu_threefry2x32 custom
    # call (the reference is the CPU's: threefry is the same function).
    jax.config.update("jax_threefry_gpu_kernel_lowering", True)
    def f(key, x):
        k1, k2 = jax.random.split(key)
        return x + jax.random.normal(k1, x.shape), jax.random.uniform(k2, (3, 5))
    return f, [jax.random.PRNGKey(42), f32(4, 6)]


@program("linalg_cuda_lowering", platforms=("cuda",))
def _linalg_cuda():
    # The cuSOLVER custom call of JAX's CUDA lowering of a Cholesky.
    def f(a):
        return jnp.linalg.cholesky(a @ a.T + 4.0 * jnp.eye(a.shape[0]))
    return f, [f32(4, 4)]


@program("multi_platform_export", platforms=("cpu", "cuda"))
def _multi_platform():
    # A module exported for two platforms: main's first argument is the
    # platform index, and platform-dependent lowerings branch on it.
    def f(key, x):
        return jnp.tanh(x) + jax.random.uniform(key, x.shape)
    return f, [jax.random.PRNGKey(3), f32(3, 4)]


def main():
    flax = sys.modules.get("flax")
    print(f"flax {getattr(flax, '__version__', '?')}, optax {optax.__version__}")
    gen_programs.main()


if __name__ == "__main__":
    main()
