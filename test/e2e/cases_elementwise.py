"""Elementwise graph ops, end to end on the CPU, against numpy."""

import math

import numpy as np

from harness import Case, rng, ttype

CASES = []


def unary(name, op, ref, x, attrs="", suffix="", rtol=1e-4, atol=1e-5, dynamic=()):
    t = ttype(x, dynamic)
    mlir = f"""func.func @main(%x: {t}) -> {t} {{
  %y = graph.{op} %x{attrs} : {t}
  return %y : {t}
}}"""
    CASES.append(Case(f"{name}{suffix}", mlir, [x], [ref(x).astype(x.dtype)], rtol, atol))


r = rng(1)
xf = r.standard_normal((3, 7)).astype(np.float32)
xpos = (np.abs(xf) + 0.1).astype(np.float32)
erf = np.vectorize(math.erf)

FLOAT_UNARY = [
    ("neg", np.negative, xf), ("abs", np.abs, xf), ("exp", np.exp, xf),
    ("log", np.log, xpos), ("sqrt", np.sqrt, xpos),
    ("rsqrt", lambda a: 1 / np.sqrt(a), xpos), ("reciprocal", lambda a: 1 / a, xpos),
    ("tanh", np.tanh, xf), ("sigmoid", lambda a: 1 / (1 + np.exp(-a)), xf),
    ("erf", erf, xf), ("relu", lambda a: np.maximum(a, 0), xf),
    ("silu", lambda a: a / (1 + np.exp(-a)), xf), ("floor", np.floor, xf * 3),
    ("ceil", np.ceil, xf * 3), ("round", np.round, np.array([[0.5, 1.5, 2.5, -0.5, -1.5, 2.4, 2.6]], np.float32)),
    ("sign", np.sign, np.array([[-2.0, 0.0, 3.0, -0.0]], np.float32)), ("sin", np.sin, xf), ("cos", np.cos, xf),
]
for name, ref, x in FLOAT_UNARY:
    unary(name, name, ref, x)
    unary(name, name, ref, x.astype(np.float64), suffix="_f64")
    unary(name, name, ref, x, suffix="_dyn", dynamic=(0,))
    # f16: numpy computes in f16 too; allow f16 rounding.
    unary(name, name, lambda a, ref=ref: ref(a.astype(np.float32)), x.astype(np.float16),
          suffix="_f16", rtol=2e-3, atol=2e-3)

unary("leaky_relu", "leaky_relu", lambda a: np.where(a < 0, 0.2 * a, a), xf, attrs=" {alpha = 0.2 : f64}")
unary("gelu", "gelu", lambda a: 0.5 * a * (1 + erf(a / math.sqrt(2))), xf)
unary("gelu_tanh", "gelu", lambda a: 0.5 * a * (1 + np.tanh(math.sqrt(2 / math.pi) * (a + 0.044715 * a ** 3))), xf,
      attrs=" approximate tanh")
unary("clip", "clip", lambda a: np.clip(a, -0.5, 0.7), xf, attrs=" {min = -0.5 : f64, max = 0.7 : f64}")
unary("clip_min_only", "clip", lambda a: np.maximum(a, 0.0), xf, attrs=" {min = 0.0 : f64}")
xi = r.integers(-50, 50, (4, 5)).astype(np.int32)
unary("neg_i32", "neg", np.negative, xi)
unary("abs_i32", "abs", np.abs, xi)
unary("relu_i64", "relu", lambda a: np.maximum(a, 0), xi.astype(np.int64))
unary("sign_i8", "sign", np.sign, xi.astype(np.int8))
unary("clip_i32", "clip", lambda a: np.clip(a, -10, 20), xi, attrs=" {min = -10.0 : f64, max = 20.0 : f64}")
unary("not", "not", np.logical_not, r.integers(0, 2, (3, 4)).astype(np.bool_))
# Edge sizes: 1, primes, empty.
unary("exp_prime", "exp", np.exp, r.standard_normal((13, 31)).astype(np.float32))
unary("exp_one", "exp", np.exp, r.standard_normal((1,)).astype(np.float32))
unary("exp_scalar", "exp", np.exp, np.array(0.3, np.float32))
unary("exp_empty", "exp", np.exp, np.zeros((0, 4), np.float32))


def isnan_case():
    x = np.array([1.0, np.nan, -np.inf, 0.0], np.float32)
    mlir = f"""func.func @main(%x: {ttype(x)}) -> tensor<4xi1> {{
  %y = graph.isnan %x : {ttype(x)} -> tensor<4xi1>
  return %y : tensor<4xi1>
}}"""
    CASES.append(Case("isnan", mlir, [x], [np.isnan(x)]))


isnan_case()


def binary(name, op, ref, a, b, attrs="", dyn_a=(), dyn_b=(), out_dtype=None, rtol=1e-4, atol=1e-5):
    ta, tb = ttype(a, dyn_a), ttype(b, dyn_b)
    exp = ref(a, b)
    exp = exp.astype(out_dtype or a.dtype)
    # The result type: static broadcast shape unless a dynamic dim survives.
    shape = list(exp.shape)
    rank = len(shape)
    for arr, dyn in ((a, dyn_a), (b, dyn_b)):
        for i in dyn:
            j = i + rank - arr.ndim
            other = b if arr is a else a
            oj = j - (rank - other.ndim)
            other_static = 0 <= oj < other.ndim and other.shape[oj] != 1 and \
                not (oj in (dyn_b if arr is a else dyn_a))
            if not other_static:
                shape[j] = None
    from harness import mlir_type
    tr = mlir_type(shape, exp.dtype)
    mlir = f"""func.func @main(%a: {ta}, %b: {tb}) -> {tr} {{
  %y = graph.{op} %a, %b{attrs} : ({ta}, {tb}) -> {tr}
  return %y : {tr}
}}"""
    CASES.append(Case(name, mlir, [a, b], [exp], rtol, atol))


a = r.standard_normal((2, 3, 4)).astype(np.float32)
b = r.standard_normal((3, 1)).astype(np.float32)
bpos = (np.abs(b) + 0.5).astype(np.float32)
for name, ref in [("add", np.add), ("sub", np.subtract), ("mul", np.multiply), ("div", np.divide),
                  ("max", np.maximum), ("min", np.minimum)]:
    binary(f"{name}_bcast", name, ref, a, b)
    binary(f"{name}_same", name, ref, a, a[::-1].copy())
    binary(f"{name}_dyn", name, ref, a, b, dyn_a=(0,))
    binary(f"{name}_f64", name, ref, a.astype(np.float64), b.astype(np.float64))
    binary(f"{name}_f16", name, lambda x, y, ref=ref: ref(x.astype(np.float32), y.astype(np.float32)),
           a.astype(np.float16), b.astype(np.float16), rtol=2e-3, atol=2e-3)
binary("pow", "pow", np.power, (np.abs(a) + 0.1).astype(np.float32), b)
binary("scalar_rhs", "add", np.add, a, np.array(2.5, np.float32))
binary("max_nan", "max", np.maximum, np.array([1.0, np.nan, 3.0], np.float32), np.array([2.0, 1.0, np.nan], np.float32))

ia = r.integers(-20, 20, (4, 6)).astype(np.int32)
ib = r.integers(1, 7, (6,)).astype(np.int32) * np.where(r.integers(0, 2, (6,)) == 1, 1, -1).astype(np.int32)
for dt in (np.int8, np.int16, np.int32, np.int64):
    s = np.dtype(dt).name
    binary(f"add_{s}", "add", np.add, ia.astype(dt), ib.astype(dt))
    binary(f"mul_{s}", "mul", np.multiply, ia.astype(dt), ib.astype(dt))
    binary(f"div_{s}", "div", lambda x, y: np.trunc(x / y), ia.astype(dt), ib.astype(dt))
    binary(f"mod_{s}", "mod", np.mod, ia.astype(dt), ib.astype(dt))
    binary(f"fmod_{s}", "mod", np.fmod, ia.astype(dt), ib.astype(dt), attrs=" {fmod}")
    binary(f"max_{s}", "max", np.maximum, ia.astype(dt), ib.astype(dt))
ua = r.integers(0, 200, (4, 6)).astype(np.uint8)
ub = r.integers(1, 50, (6,)).astype(np.uint8)
for dt in (np.uint8, np.uint16, np.uint32, np.uint64):
    s = np.dtype(dt).name
    binary(f"div_{s}", "div", lambda x, y: x // y, ua.astype(dt), ub.astype(dt))
    binary(f"mod_{s}", "mod", np.mod, ua.astype(dt), ub.astype(dt))
    binary(f"min_{s}", "min", np.minimum, ua.astype(dt), ub.astype(dt))
binary("pow_i32", "pow", np.power, np.abs(ia) % 5, (np.abs(ib) % 4).astype(np.int32))
binary("fmod_f32", "mod", np.fmod, a, bpos, attrs=" {fmod}")
ba = r.integers(0, 2, (3, 4)).astype(np.bool_)
bb = r.integers(0, 2, (4,)).astype(np.bool_)
binary("and", "and", np.logical_and, ba, bb)
binary("or", "or", np.logical_or, ba, bb)
binary("xor", "xor", np.logical_xor, ba, bb)

for pred, ref in [("eq", np.equal), ("ne", np.not_equal), ("lt", np.less), ("le", np.less_equal),
                  ("gt", np.greater), ("ge", np.greater_equal)]:
    x = np.array([[1.0, 2.0, np.nan, -1.0]], np.float32)
    y = np.array([[2.0], [1.0], [np.nan]], np.float32)
    tx, ty = ttype(x), ttype(y)
    mlir = f"""func.func @main(%a: {tx}, %b: {ty}) -> tensor<3x4xi1> {{
  %y = graph.compare {pred}, %a, %b : ({tx}, {ty}) -> tensor<3x4xi1>
  return %y : tensor<3x4xi1>
}}"""
    CASES.append(Case(f"compare_{pred}", mlir, [x, y], [ref(x, y)]))
    u = np.array([0, 200, 255], np.uint8)
    v = np.array([100, 100, 1], np.uint8)
    mlir = f"""func.func @main(%a: tensor<3xui8>, %b: tensor<3xui8>) -> tensor<3xi1> {{
  %y = graph.compare {pred}, %a, %b : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  return %y : tensor<3xi1>
}}"""
    CASES.append(Case(f"compare_{pred}_u8", mlir, [u, v], [ref(u, v)]))

c = r.integers(0, 2, (2, 1, 4)).astype(np.bool_)
mlir = f"""func.func @main(%c: {ttype(c)}, %a: {ttype(a)}, %b: {ttype(b)}) -> tensor<2x3x4xf32> {{
  %y = graph.select %c, %a, %b : ({ttype(c)}, {ttype(a)}, {ttype(b)}) -> tensor<2x3x4xf32>
  return %y : tensor<2x3x4xf32>
}}"""
CASES.append(Case("select_bcast", mlir, [c, a, b], [np.where(c, a, b)]))

# Casts between every pair of a representative set of dtypes.
vals = np.array([-3.7, -1.0, -0.5, 0.0, 0.5, 1.0, 2.5, 100.9], np.float64)
SRC = {
    np.float16: vals.astype(np.float16), np.float32: vals.astype(np.float32),
    np.float64: vals, np.int8: np.trunc(vals).astype(np.int8), np.int32: np.trunc(vals).astype(np.int32),
    np.int64: np.trunc(vals).astype(np.int64), np.uint8: np.abs(np.trunc(vals)).astype(np.uint8),
    np.uint32: np.abs(np.trunc(vals)).astype(np.uint32), np.bool_: vals != 0,
}
for src_t, x in SRC.items():
    for dst_t in SRC:
        if src_t == dst_t:
            continue
        if np.issubdtype(src_t, np.floating) and np.issubdtype(dst_t, np.unsignedinteger):
            x = np.abs(x).astype(src_t)  # float -> unsigned of negatives is undefined
        exp = x.astype(dst_t)
        if dst_t == np.bool_:
            exp = x != 0
        sn, dn = np.dtype(src_t).name, np.dtype(dst_t).name
        mlir = f"""func.func @main(%x: {ttype(x)}) -> {ttype(exp)} {{
  %y = graph.cast %x : {ttype(x)} to {ttype(exp)}
  return %y : {ttype(exp)}
}}"""
        CASES.append(Case(f"cast_{sn}_to_{dn}", mlir, [x], [exp], rtol=1e-3, atol=1e-3))

# bf16 through casts: f32 in, bf16 math, f32 out.
x = r.standard_normal((4, 8)).astype(np.float32)
mlir = """func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %b = graph.cast %x : tensor<4x8xf32> to tensor<4x8xbf16>
  %e = graph.tanh %b : tensor<4x8xbf16>
  %s = graph.add %e, %b : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %y = graph.cast %s : tensor<4x8xbf16> to tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}"""
CASES.append(Case("bf16_chain", mlir, [x], [np.tanh(x) + x], rtol=2e-2, atol=2e-2))

# A chain with a constant operand and two outputs.
mlir = """func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %c = graph.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %m = graph.mul %x, %c : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %r = graph.relu %m : tensor<2x3xf32>
  %z = graph.constant dense<0.0> : tensor<f32>
  %p = graph.compare gt, %r, %z : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xi1>
  return %r, %p : tensor<2x3xf32>, tensor<2x3xi1>
}"""
x = r.standard_normal((2, 3)).astype(np.float32)
m = np.maximum(x * np.array([1, -2, 3], np.float32), 0)
CASES.append(Case("chain_two_outputs", mlir, [x], [m, m > 0]))

# Identity and constant outputs (the model returns an input / a constant).
mlir = """func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<2xi64>) {
  %c = graph.constant dense<[7, 9]> : tensor<2xi64>
  return %x, %c : tensor<3xf32>, tensor<2xi64>
}"""
CASES.append(Case("identity_and_constant", mlir, [np.array([1, 2, 3], np.float32)],
                  [np.array([1, 2, 3], np.float32), np.array([7, 9], np.int64)]))

# Integer bitwise ops, shifts and bitcasts (StableHLO's integer ops): shift
# amounts of at least the width (and negative ones, read unsigned) give 0,
# or the sign for arithmetic right shifts of signed types.
def shifts_ref(x, n, w, signed):
    un = n.astype(np.uint64) & np.uint64((1 << w) - 1) if not signed else n.astype(np.int64) & ((1 << w) - 1)
    un = un.astype(np.uint64)
    big = un >= w
    s = np.where(big, 0, un).astype(np.uint64)
    ux = x.astype(np.int64) & ((1 << w) - 1)
    left = np.where(big, 0, (ux << s.astype(np.int64)) & ((1 << w) - 1))
    if signed:
        sx = x.astype(np.int64)
        right = np.where(big, np.where(sx < 0, -1, 0), sx >> s.astype(np.int64))
    else:
        right = np.where(big, 0, ux >> s.astype(np.int64))
    to = x.dtype
    wrap = lambda v: (v.astype(np.int64) & ((1 << w) - 1)).astype(np.uint64).astype(to) if not signed \
        else ((v.astype(np.int64) + (1 << (w - 1))) % (1 << w) - (1 << (w - 1))).astype(to)
    return wrap(left), wrap(right)


for dt, signed in [(np.int32, True), (np.uint32, False), (np.int8, True)]:
    w = np.dtype(dt).itemsize * 8
    x = np.array([1, -7, 100, 5, -128, 77, 3, 2, -1, 9], np.int64)
    n = np.array([0, 1, 3, w - 1, w, w + 9, -1, 2, 5, w - 2], np.int64)
    x = ((x + (1 << w)) % (1 << w)).astype(np.uint64).astype(dt) if not signed else x.astype(dt)
    n = ((n + (1 << w)) % (1 << w)).astype(np.uint64).astype(dt) if not signed else n.astype(dt)
    t = ttype(x)
    mlir = f"""func.func @main(%x: {t}, %n: {t}) -> ({t}, {t}) {{
  %l = graph.shift_left %x, %n : ({t}, {t}) -> {t}
  %r = graph.shift_right %x, %n : ({t}, {t}) -> {t}
  return %l, %r : {t}, {t}
}}"""
    left, right = shifts_ref(x, n, w, signed)
    CASES.append(Case(f"shifts_{np.dtype(dt).name}", mlir, [x, n], [left, right], 0, 0))

a64 = r.integers(-(1 << 62), 1 << 62, (3, 4)).astype(np.int64)
b64 = r.integers(-(1 << 62), 1 << 62, (4,)).astype(np.int64)
mlir = """func.func @main(%a: tensor<3x4xi64>, %b: tensor<4xi64>) -> (tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>) {
  %x = graph.and %a, %b : (tensor<3x4xi64>, tensor<4xi64>) -> tensor<3x4xi64>
  %y = graph.or %a, %b : (tensor<3x4xi64>, tensor<4xi64>) -> tensor<3x4xi64>
  %z = graph.xor %a, %b : (tensor<3x4xi64>, tensor<4xi64>) -> tensor<3x4xi64>
  return %x, %y, %z : tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>
}"""
CASES.append(Case("bitwise_i64", mlir, [a64, b64], [a64 & b64, a64 | b64, a64 ^ b64], 0, 0))

bits = np.array([0x3F800000, 0xC0490FDB, 0x00000001, 0x7F800000], np.uint32)
mlir = """func.func @main(%u: tensor<4xui32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %f = graph.bitcast %u : tensor<4xui32> to tensor<4xf32>
  %i = graph.bitcast %f : tensor<4xf32> to tensor<4xi32>
  return %f, %i : tensor<4xf32>, tensor<4xi32>
}"""
CASES.append(Case("bitcast_u32_f32", mlir, [bits], [bits.view(np.float32), bits.view(np.int32)], 0, 0))

# Booleans in memory are one byte each: a vectorized read of a boolean
# tensor (cast to f32 and summed: an accuracy, a count) must not read them
# as packed bits (mlc-bool-vector-memory). 37 entries: full vectors and a
# tail; a boolean input and a boolean made by one kernel, read by the next.
flags = r.integers(0, 2, (37,)).astype(np.bool_)
for n, src in (("input", "%b"), ("made", "%c")):
    mlir = f"""func.func @main(%b: tensor<37xi1>, %a: tensor<37xi32>) -> (tensor<f32>, tensor<37xi1>) {{
  %c = graph.compare eq, %a, %a : (tensor<37xi32>, tensor<37xi32>) -> tensor<37xi1>
  %k = graph.and %c, %b : (tensor<37xi1>, tensor<37xi1>) -> tensor<37xi1>
  %f = graph.cast {src} : tensor<37xi1> to tensor<37xf32>
  %s = graph.reduce_sum %f {{axes = array<i64: 0>, keepdims = false}} : tensor<37xf32> -> tensor<f32>
  return %s, %k : tensor<f32>, tensor<37xi1>
}}"""
    count = flags.sum() if n == "input" else 37
    CASES.append(Case(f"bool_count_{n}", mlir, [flags, np.arange(37, dtype=np.int32)],
                      [np.float32(count), flags], 0, 0))
