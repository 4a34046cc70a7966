"""Data movement and shape graph ops, end to end on the CPU, against numpy."""

import numpy as np

from harness import Case, mlir_type, rng, ttype

CASES = []
I64_MAX = 2**63 - 1
I64_MIN = -(2**63)


def case(name, op, inputs, expected, dyn=None, out_dyn=None, xfail=None, rtol=1e-4, atol=1e-5):
    """One-op program. `op` is the op's text with {a0} {a1}.. for the
    arguments, {t0}.. for their types and {o0}.. for the result types.
    `dyn` / `out_dyn` map argument / result positions to dims made `?`."""
    dyn = dyn or {}
    out_dyn = out_dyn or {}
    ins = [ttype(a, dyn.get(i, ())) for i, a in enumerate(inputs)]
    outs = [ttype(e, out_dyn.get(i, ())) for i, e in enumerate(expected)]
    fmt = {}
    for i, t in enumerate(ins):
        fmt[f"a{i}"] = f"%a{i}"
        fmt[f"t{i}"] = t
    for i, t in enumerate(outs):
        fmt[f"o{i}"] = t
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ins))
    text = op.format(**fmt)
    if len(outs) == 1:
        body = f"  %r = {text}\n  return %r : {outs[0]}"
    else:
        rets = ", ".join(f"%r#{i}" for i in range(len(outs)))
        body = f"  %r:{len(outs)} = {text}\n  return {rets} : {', '.join(outs)}"
    mlir = f"func.func @main({args}) -> ({', '.join(outs)}) {{\n{body}\n}}"
    CASES.append(Case(name, mlir, list(inputs), list(expected), rtol, atol, xfail))


r = rng(7)


def arr(shape, dtype=np.float32, lo=-50, hi=50):
    if np.dtype(dtype) == np.bool_:
        return r.integers(0, 2, shape).astype(np.bool_)
    if np.issubdtype(dtype, np.floating):
        return r.standard_normal(shape).astype(dtype)
    if np.issubdtype(dtype, np.unsignedinteger):
        lo = 0
        hi = 250
    return r.integers(lo, hi, shape).astype(dtype)


DTYPES = [np.float32, np.float16, np.int64, np.int32, np.bool_, np.uint8]


def sname(dt):
    return np.dtype(dt).name


# --- reshape ---------------------------------------------------------------

RESHAPE = "graph.reshape {a0} : {t0} -> {o0}"
for dt in DTYPES:
    x = arr((2, 6), dt)
    case(f"reshape_{sname(dt)}", RESHAPE, [x], [x.reshape(3, 4)])
x = arr((5, 6))
case("reshape_dyn", RESHAPE, [x], [x.reshape(5, 2, 3)], dyn={0: (0,)}, out_dyn={0: (0,)})
case("reshape_dyn_middle", RESHAPE, [x], [x.reshape(3, 5, 2)], dyn={0: (0,)}, out_dyn={0: (1,)})
case("reshape_dyn_to_static", RESHAPE, [x], [x.reshape(30)], dyn={0: (0,)})
case("reshape_static_to_dyn", RESHAPE, [x], [x.reshape(2, 15)], out_dyn={0: (1,)})
xp7 = arr((7, 13), np.float16)
case("reshape_prime", RESHAPE, [xp7], [xp7.reshape(91, 1)])
xs = arr((1, 1))
case("reshape_to_scalar", RESHAPE, [xs], [xs.reshape(())])
xs0 = np.array(3.5, np.float32)
case("reshape_from_scalar", RESHAPE, [xs0], [xs0.reshape(1, 1, 1)])
x234 = arr((2, 3, 4), np.int32)
case("reshape_collapse", RESHAPE, [x234], [x234.reshape(6, 4)])
case("reshape_collapse_all", RESHAPE, [x234], [x234.reshape(24)])
x24 = arr((24,), np.float16)
case("reshape_expand", RESHAPE, [x24], [x24.reshape(2, 3, 4)])
case("reshape_expand_ones", RESHAPE, [x24], [x24.reshape(1, 24, 1)])
xso = arr((5, 6), np.int64)
case("reshape_shape_operand", "graph.reshape {a0}, {a1} : {t0}, {t1} -> {o0}", [xso, np.array([3, 10], np.int64)],
     [xso.reshape(3, 10)], dyn={0: (0,)}, out_dyn={0: (0, 1)})
case("reshape_shape_operand_i32", "graph.reshape {a0}, {a1} : {t0}, {t1} -> {o0}",
     [xso, np.array([2, 5, 3], np.int32)], [xso.reshape(2, 5, 3)], out_dyn={0: (1,)})
case("reshape_empty", RESHAPE, [np.zeros((0, 4), np.float32)], [np.zeros((4, 0), np.float32)])

# --- transpose ---------------------------------------------------------------

x3 = arr((2, 3, 5))
for perm in ([2, 0, 1], [1, 0, 2], [0, 2, 1], [2, 1, 0]):
    case("transpose_" + "".join(map(str, perm)), f"graph.transpose {{a0}} perm = {perm} : {{t0}} -> {{o0}}",
         [x3], [x3.transpose(perm)])
for dt in DTYPES[1:]:
    x = arr((3, 4), dt)
    case(f"transpose_{sname(dt)}", "graph.transpose {a0} perm = [1, 0] : {t0} -> {o0}", [x], [x.T])
x4 = arr((2, 3, 4, 5))
case("transpose_4d", "graph.transpose {a0} perm = [3, 1, 0, 2] : {t0} -> {o0}", [x4],
     [x4.transpose(3, 1, 0, 2)])
xd = arr((7, 3, 2))
case("transpose_dyn", "graph.transpose {a0} perm = [1, 0, 2] : {t0} -> {o0}", [xd],
     [xd.transpose(1, 0, 2)], dyn={0: (0,)}, out_dyn={0: (1,)})
case("transpose_empty", "graph.transpose {a0} perm = [1, 0] : {t0} -> {o0}",
     [np.zeros((0, 3), np.float32)], [np.zeros((3, 0), np.float32)])

# --- concat ------------------------------------------------------------------

for dt in DTYPES:
    a, b = arr((2, 3), dt), arr((2, 4), dt)
    case(f"concat_{sname(dt)}", "graph.concat {a0}, {a1} axis = 1 : ({t0}, {t1}) -> {o0}", [a, b],
         [np.concatenate([a, b], 1)])
a, b, c = arr((2, 3)), arr((1, 3)), arr((4, 3))
case("concat_three_axis0", "graph.concat {a0}, {a1}, {a2} axis = 0 : ({t0}, {t1}, {t2}) -> {o0}",
     [a, b, c], [np.concatenate([a, b, c], 0)])
case("concat_neg_axis", "graph.concat {a0}, {a1} axis = -2 : ({t0}, {t1}) -> {o0}", [a, c],
     [np.concatenate([a, c], 0)])
case("concat_dyn", "graph.concat {a0}, {a1} axis = 0 : ({t0}, {t1}) -> {o0}", [a, c],
     [np.concatenate([a, c], 0)], dyn={0: (0,), 1: (0,)}, out_dyn={0: (0,)})
a5, b5 = arr((5, 2)), arr((5, 3))
case("concat_dyn_other_axis", "graph.concat {a0}, {a1} axis = 1 : ({t0}, {t1}) -> {o0}", [a5, b5],
     [np.concatenate([a5, b5], 1)], dyn={0: (0,), 1: (0,)}, out_dyn={0: (0,)})
case("concat_empty_part", "graph.concat {a0}, {a1} axis = 0 : ({t0}, {t1}) -> {o0}",
     [np.zeros((0, 3), np.float32), c], [c])
case("concat_single", "graph.concat {a0} axis = 0 : ({t0}) -> {o0}", [c], [c])
x13, x1 = arr((13,), np.int64), arr((1,), np.int64)
case("concat_1d_prime", "graph.concat {a0}, {a1}, {a0} axis = 0 : ({t0}, {t1}, {t0}) -> {o0}",
     [x13, x1], [np.concatenate([x13, x1, x13])])

# --- slice ---------------------------------------------------------------------

xs = arr((6, 7))


def slice_case(name, x, starts, ends, axes=None, steps=None, dyn=None, out_dyn=None):
    sl = [slice(None)] * x.ndim
    ax = axes if axes is not None else list(range(len(starts)))
    st = steps if steps is not None else [1] * len(starts)
    for s, e, a, p in zip(starts, ends, ax, st):
        sl[a] = slice(s, e, p)
    text = f"graph.slice {{a0}} starts = {starts} ends = {ends}"
    if axes is not None:
        text += f" axes = {axes}"
    if steps is not None:
        text += f" steps = {steps}"
    text += " : {t0} -> {o0}"
    case(name, text, [x], [x[tuple(sl)]], dyn=dyn, out_dyn=out_dyn)


slice_case("slice_basic", xs, [1, 2], [4, 6])
slice_case("slice_axes", xs, [2], [5], axes=[1])
slice_case("slice_neg_axis", xs, [-3], [I64_MAX], axes=[-1])
slice_case("slice_neg_starts", xs, [-4, -6], [-1, -2])
slice_case("slice_step2", xs, [0, 1], [6, 7], steps=[2, 3])
slice_case("slice_neg_step", xs, [-1, 5], [I64_MIN, 0], steps=[-1, -2])
slice_case("slice_neg_step_clamp", xs, [100, 6], [-100, 1], steps=[-2, -1])
slice_case("slice_clamp_ends", xs, [-100, 3], [100, I64_MAX])
slice_case("slice_empty", xs, [4], [2], axes=[0])
slice_case("slice_i64", arr((5, 4), np.int64), [1], [4], axes=[0], steps=[2])
slice_case("slice_bool", arr((5, 4), np.bool_), [3], [0], axes=[1], steps=[-1])
slice_case("slice_ui8", arr((9,), np.uint8), [-2], [0], steps=[-3])
slice_case("slice_f16", arr((4, 4), np.float16), [1, 1], [3, 3])
xd = arr((11, 5))
slice_case("slice_dyn", xd, [1, 1], [-2, 4], dyn={0: (0,)}, out_dyn={0: (0,)})
slice_case("slice_dyn_neg_step", xd, [-2], [I64_MIN], axes=[0], steps=[-3], dyn={0: (0,)},
           out_dyn={0: (0,)})
slice_case("slice_dyn_clamp", xd, [-100], [100], axes=[0], steps=[4], dyn={0: (0,)},
           out_dyn={0: (0,)})
slice_case("slice_dyn_empty", xd, [7], [3], axes=[0], dyn={0: (0,)}, out_dyn={0: (0,)})

# --- gather ----------------------------------------------------------------------

GATHER = "graph.gather {a0}, {a1} axis = AXIS : ({t0}, {t1}) -> {o0}"
xg = arr((5, 4))
ig = np.array([[0, -1], [3, 2], [-5, 1]], np.int64)
case("gather_axis0", GATHER.replace("AXIS", "0"), [xg, ig], [np.take(xg, ig, 0)])
ig1 = np.array([3, -4, 0, 3, 2], np.int32)
case("gather_axis1_i32", GATHER.replace("AXIS", "1"), [xg, ig1], [np.take(xg, ig1, 1)])
case("gather_neg_axis", GATHER.replace("AXIS", "-1"), [xg, ig1], [np.take(xg, ig1, 1)])
i0 = np.array(-2, np.int64)
case("gather_scalar_index", GATHER.replace("AXIS", "0"), [xg, i0], [np.take(xg, i0, 0)])
for dt in (np.int64, np.bool_, np.uint8, np.float16):
    x = arr((3, 6, 2), dt)
    idx = np.array([[5, 0], [-1, 2]], np.int64)
    case(f"gather_{sname(dt)}", GATHER.replace("AXIS", "1"), [x, idx], [np.take(x, idx, 1)])
emb = arr((17, 8))
tok = r.integers(0, 17, (9,)).astype(np.int64)
# Rows of 16 bytes or multiples (f16 rows of 24, f32 rows of 4 above): on
# CUDA each thread copies a 16-byte vector of its row.
embh = arr((40, 24), np.float16)
tokh = r.integers(-40, 40, (4, 6)).astype(np.int64)
case("gather_rows_f16", GATHER.replace("AXIS", "0"), [embh, tokh], [np.take(embh, tokh, 0)])
case("gather_dyn_indices", GATHER.replace("AXIS", "0"), [emb, tok], [np.take(emb, tok, 0)],
     dyn={1: (0,)}, out_dyn={0: (0,)})
case("gather_dyn_data", GATHER.replace("AXIS", "1"), [xg, ig1], [np.take(xg, ig1, 1)],
     dyn={0: (0,)}, out_dyn={0: (0,)})
case("gather_empty_indices", GATHER.replace("AXIS", "0"), [xg, np.zeros((0,), np.int64)],
     [np.zeros((0, 4), np.float32)])

# --- broadcast_to ----------------------------------------------------------------

xb = arr((3, 1))
case("broadcast_to", "graph.broadcast_to {a0} : ({t0}) -> {o0}", [xb], [np.broadcast_to(xb, (2, 3, 4))])
case("broadcast_to_scalar", "graph.broadcast_to {a0} : ({t0}) -> {o0}", [np.array(2, np.int64)],
     [np.full((2, 5), 2, np.int64)])
for dt in (np.int32, np.bool_, np.uint8, np.float16):
    x = arr((1, 4), dt)
    case(f"broadcast_to_{sname(dt)}", "graph.broadcast_to {a0} : ({t0}) -> {o0}", [x],
         [np.broadcast_to(x, (3, 4))])
shape = np.array([6, 3, 4], np.int64)
case("broadcast_to_shape_operand", "graph.broadcast_to {a0}, {a1} : ({t0}, {t1}) -> {o0}", [xb, shape],
     [np.broadcast_to(xb, (6, 3, 4))], out_dyn={0: (0,)})
xbd = arr((5, 1))
case("broadcast_to_dyn_input", "graph.broadcast_to {a0} : ({t0}) -> {o0}", [xbd],
     [np.broadcast_to(xbd, (5, 7))], dyn={0: (0,)}, out_dyn={0: (0,)})
case("broadcast_to_shape_i32_all_dyn", "graph.broadcast_to {a0}, {a1} : ({t0}, {t1}) -> {o0}",
     [xb, np.array([2, 3, 9], np.int32)], [np.broadcast_to(xb, (2, 3, 9))], out_dyn={0: (0, 1, 2)})

# --- split -------------------------------------------------------------------------

xsp = arr((5, 6))
case("split_axis0", "graph.split {a0} axis = 0 sizes = [2, 3] : {t0} -> {o0}, {o1}", [xsp],
     [xsp[:2], xsp[2:]])
case("split_neg_axis3", "graph.split {a0} axis = -1 sizes = [1, 3, 2] : {t0} -> {o0}, {o1}, {o2}", [xsp],
     [xsp[:, :1], xsp[:, 1:4], xsp[:, 4:]])
case("split_zero_piece", "graph.split {a0} axis = 1 sizes = [0, 6] : {t0} -> {o0}, {o1}", [xsp],
     [xsp[:, :0], xsp])
case("split_dyn", "graph.split {a0} axis = 1 sizes = [4, 2] : {t0} -> {o0}, {o1}", [xsp],
     [xsp[:, :4], xsp[:, 4:]], dyn={0: (0,)}, out_dyn={0: (0,), 1: (0,)})
xsi = arr((7,), np.int64)
case("split_i64", "graph.split {a0} axis = 0 sizes = [3, 4] : {t0} -> {o0}, {o1}", [xsi], [xsi[:3], xsi[3:]])
xsb = arr((4, 2), np.bool_)
case("split_bool", "graph.split {a0} axis = 0 sizes = [1, 3] : {t0} -> {o0}, {o1}", [xsb], [xsb[:1], xsb[1:]])

# --- pad -----------------------------------------------------------------------------


def pad_case(name, x, pads, mode="constant", value=0.0, dyn=None, out_dyn=None):
    rank = x.ndim
    width = [(pads[i], pads[rank + i]) for i in range(rank)]
    if mode == "constant":
        exp = np.pad(x, width, mode="constant", constant_values=np.array(value).astype(x.dtype))
    elif mode == "reflect":
        exp = np.pad(x, width, mode="reflect")
    else:
        exp = np.pad(x, width, mode="edge")
    text = f"graph.pad {{a0}} pads = {pads}"
    if mode != "constant":
        text += f" mode = {mode}"
    if value != 0.0:
        text += f" value = {float(value)!r}"
    text += " : {t0} -> {o0}"
    case(name, text, [x], [exp], dyn=dyn, out_dyn=out_dyn)


xp = arr((3, 4))
pad_case("pad_constant", xp, [1, 0, 2, 3])
pad_case("pad_value", xp, [0, 2, 1, 1], value=-1.5)
pad_case("pad_reflect", xp, [2, 3, 2, 1], mode="reflect")
pad_case("pad_edge", xp, [3, 1, 0, 4], mode="edge")
pad_case("pad_i32_value", arr((2, 3), np.int32), [1, 1, 1, 1], value=7)
pad_case("pad_ui8_value", arr((5,), np.uint8), [2, 3], value=255)
pad_case("pad_bool", arr((2, 2), np.bool_), [1, 0, 0, 1], value=1)
pad_case("pad_f16_edge", arr((4, 1), np.float16), [0, 2, 1, 2], mode="edge")
pad_case("pad_i64_reflect", arr((5,), np.int64), [4, 4], mode="reflect")
xpd = arr((6, 3))
pad_case("pad_dyn", xpd, [1, 1, 2, 0], dyn={0: (0,)}, out_dyn={0: (0,)})
pad_case("pad_dyn_reflect", xpd, [2, 1, 3, 2], mode="reflect", dyn={0: (0,)}, out_dyn={0: (0,)})
pad_case("pad_dyn_edge", xpd, [2, 1, 3, 2], mode="edge", dyn={0: (0,)}, out_dyn={0: (0,)})
pad_case("pad_empty_dim", np.zeros((0, 3), np.float32), [1, 0, 1, 0], value=2.0)
pad_case("pad_3d", arr((2, 3, 4)), [0, 1, 2, 1, 0, 1], mode="reflect")

# --- iota ------------------------------------------------------------------------------


def iota_case(name, shape, dim, dt):
    exp = np.indices(shape)[dim].astype(dt)
    ty = mlir_type(shape, dt)
    mlir = f"""func.func @main() -> {ty} {{
  %r = graph.iota dim = {dim} : {ty}
  return %r : {ty}
}}"""
    CASES.append(Case(name, mlir, [], [exp]))


iota_case("iota_i64", (2, 5), 1, np.int64)
iota_case("iota_f32", (7, 3), 0, np.float32)
iota_case("iota_i32_neg_dim", (2, 3, 4), -1, np.int32)
iota_case("iota_f16", (300,), 0, np.float16)
iota_case("iota_ui8", (4, 2), 0, np.uint8)

# --- tile --------------------------------------------------------------------------------

xt = arr((2, 3))
case("tile", "graph.tile {a0} repeats = [2, 3] : {t0} -> {o0}", [xt], [np.tile(xt, (2, 3))])
for dt in (np.int64, np.bool_, np.float16, np.uint8):
    x = arr((3, 1, 2), dt)
    case(f"tile_{sname(dt)}", "graph.tile {a0} repeats = [1, 4, 2] : {t0} -> {o0}", [x], [np.tile(x, (1, 4, 2))])
xtd = arr((5, 2))
case("tile_dyn", "graph.tile {a0} repeats = [3, 2] : {t0} -> {o0}", [xtd], [np.tile(xtd, (3, 2))],
     dyn={0: (0,)}, out_dyn={0: (0,)})
case("tile_zero", "graph.tile {a0} repeats = [0, 2] : {t0} -> {o0}", [xt], [np.tile(xt, (0, 2))])

# --- cumsum ---------------------------------------------------------------------------------


def cumsum_ref(x, axis, exclusive=False, reverse=False, acc=None):
    y = np.flip(x, axis) if reverse else x
    c = np.cumsum(y.astype(acc or x.dtype), axis=axis)
    if exclusive:
        c = c - y.astype(c.dtype)
    if reverse:
        c = np.flip(c, axis)
    return c.astype(x.dtype)


def cumsum_case(name, x, axis, exclusive=False, reverse=False, dyn=None, rtol=1e-4, atol=1e-5, acc=None):
    text = f"graph.cumsum {{a0}} axis = {axis}" + (" exclusive" if exclusive else "") + \
        (" reverse" if reverse else "") + " : {t0}"
    case(name, text, [x], [cumsum_ref(x, axis, exclusive, reverse, acc)], dyn=dyn, out_dyn=dyn,
         rtol=rtol, atol=atol)


xc = arr((4, 7))
cumsum_case("cumsum_axis1", xc, 1)
cumsum_case("cumsum_axis0", xc, 0)
cumsum_case("cumsum_exclusive", xc, 1, exclusive=True)
cumsum_case("cumsum_reverse", xc, -1, reverse=True)
cumsum_case("cumsum_exclusive_reverse", xc, 0, exclusive=True, reverse=True)
cumsum_case("cumsum_i32", arr((3, 5), np.int32), 1)
cumsum_case("cumsum_i64_rev", arr((3, 5), np.int64), 0, reverse=True)
cumsum_case("cumsum_f16", arr((2, 13), np.float16), 1, rtol=3e-3, atol=3e-3, acc=np.float32)
cumsum_case("cumsum_dyn", arr((9, 3)), 0, dyn={0: (0,)})
cumsum_case("cumsum_3d", arr((2, 3, 4)), 1, exclusive=True)
cumsum_case("cumsum_ui8", arr((6,), np.uint8), 0)

# --- gather_elements ------------------------------------------------------------------------

def ge_ref(data, idx, axis):
    out = np.empty(idx.shape, data.dtype)
    for pos in np.ndindex(*idx.shape):
        src = list(pos)
        src[axis] = int(idx[pos])
        out[pos] = data[tuple(src)]
    return out


GE = "graph.gather_elements {a0}, {a1} axis = AXIS : ({t0}, {t1}) -> {o0}"
xe = arr((3, 5))
ie0 = r.integers(-3, 3, (2, 5)).astype(np.int64)
case("gather_elements_axis0", GE.replace("AXIS", "0"), [xe, ie0], [ge_ref(xe, ie0, 0)])
ie1 = r.integers(-5, 5, (3, 7)).astype(np.int32)
case("gather_elements_axis1_i32", GE.replace("AXIS", "-1"), [xe, ie1], [ge_ref(xe, ie1, 1)])
xei = arr((4, 3), np.int64)
ie2 = r.integers(0, 4, (4, 2)).astype(np.int64)
case("gather_elements_i64", GE.replace("AXIS", "0"), [xei, ie2], [ge_ref(xei, ie2, 0)])
ie3 = r.integers(-5, 5, (6, 5)).astype(np.int64)
xed = arr((6, 5))
case("gather_elements_dyn", GE.replace("AXIS", "1"), [xed, ie3], [ge_ref(xed, ie3, 1)],
     dyn={0: (0,), 1: (0,)}, out_dyn={0: (0,)})

# --- top_k --------------------------------------------------------------------------------------


def topk_ref(x, k, axis, largest=True):
    xm = np.moveaxis(x, axis, -1)
    rows = xm.reshape(-1, xm.shape[-1])
    vals = np.empty((rows.shape[0], k), x.dtype)
    idxs = np.empty((rows.shape[0], k), np.int64)
    for n, row in enumerate(rows):
        key = [(-float(v) if largest else float(v), e) for e, v in enumerate(row)]
        order = [e for _, e in sorted(key)][:k]
        vals[n] = row[order]
        idxs[n] = order
    shape = xm.shape[:-1] + (k,)
    return (np.moveaxis(vals.reshape(shape), -1, axis), np.moveaxis(idxs.reshape(shape), -1, axis))


def topk_case(name, x, k, axis, largest=True, dyn=None):
    attrs = "" if largest else " {{largest = false}}"
    text = f"graph.top_k {{a0}} k = {k} axis = {axis}{attrs} : {{t0}} -> {{o0}}, {{o1}}"
    case(name, text, [x], list(topk_ref(x, k, axis, largest)), dyn=dyn, out_dyn={0: dyn[0], 1: dyn[0]} if dyn else None)


xk = arr((4, 9))
topk_case("top_k", xk, 3, -1)
topk_case("top_k_smallest", xk, 2, 1, largest=False)
topk_case("top_k_axis0", xk, 2, 0)
ties = np.array([[1, 3, 3, 2, 3, 1], [0, 0, 0, 0, 0, 0], [5, 4, 5, 4, 5, 4]], np.float32)
topk_case("top_k_ties", ties, 4, 1)
topk_case("top_k_ties_smallest", ties, 4, 1, largest=False)
topk_case("top_k_i64_ties", r.integers(-3, 3, (5, 6)).astype(np.int64), 6, 1)
topk_case("top_k_i32", arr((3, 7), np.int32), 1, -1)
topk_case("top_k_ui8", np.array([[200, 3, 255, 7, 200]], np.uint8), 3, 1)
topk_case("top_k_f16", arr((2, 11), np.float16), 5, 1)
topk_case("top_k_dyn", arr((6, 5)), 2, 1, dyn={0: (0,)})
topk_case("top_k_k0", xk, 0, 1)
topk_case("top_k_3d", arr((2, 5, 3)), 2, 1, largest=False)

# --- scatter -------------------------------------------------------------------------------------


def scatter_ref(data, idx, upd, axis, reduction="none"):
    out = data.copy()
    for pos in np.ndindex(*idx.shape):
        dst = list(pos)
        i = int(idx[pos])
        dst[axis] = i + data.shape[axis] if i < 0 else i
        dst = tuple(dst)
        u = upd[pos]
        if reduction == "none":
            out[dst] = u
        elif reduction == "add":
            out[dst] = out[dst] + u
        elif reduction == "mul":
            out[dst] = out[dst] * u
        elif reduction == "max":
            out[dst] = max(out[dst], u)
        else:
            out[dst] = min(out[dst], u)
    return out


def scatter_case(name, data, idx, upd, axis, reduction="none", dyn=None, out_dyn=None, rtol=1e-4, atol=1e-5):
    red = "" if reduction == "none" else f" reduction = {reduction}"
    text = f"graph.scatter {{a0}}, {{a1}}, {{a2}} axis = {axis}{red} : ({{t0}}, {{t1}}, {{t2}}) -> {{o0}}"
    case(name, text, [data, idx, upd], [scatter_ref(data, idx, upd, axis % data.ndim, reduction)],
         dyn=dyn, out_dyn=out_dyn, rtol=rtol, atol=atol)


ds = arr((4, 3))
# Unique indices per column for `none` (ONNX leaves duplicates unspecified).
isn = np.array([[1, 0, 2], [3, -1, 0]], np.int64)
us = arr((2, 3))
scatter_case("scatter_none", ds, isn, us, 0)
dup = np.array([[1, 1, 1], [1, 0, -3], [1, 2, 1]], np.int64)
u3 = arr((3, 3))
for red in ("add", "mul", "max", "min"):
    scatter_case(f"scatter_{red}_dups", ds, dup, u3, 0, red)
scatter_case("scatter_axis1_i32", arr((3, 5)), np.array([[4, 0], [-1, 2], [1, 3]], np.int32), arr((3, 2)), -1)
scatter_case("scatter_i64_add", arr((5,), np.int64), np.array([0, 4, 0, -1, 2], np.int64), arr((5,), np.int64), 0,
             "add")
scatter_case("scatter_ui8_max", arr((2, 4), np.uint8), np.array([[3, 3]], np.int64), np.array([[10, 250]], np.uint8),
             1, "max")
scatter_case("scatter_bool", arr((4,), np.bool_), np.array([2, 0], np.int64), np.array([True, False]), 0)
scatter_case("scatter_f16_add", arr((3, 2), np.float16), np.array([[2, 2], [2, 0]], np.int64),
             arr((2, 2), np.float16), 0, "add", rtol=2e-3, atol=2e-3)
scatter_case("scatter_dyn", arr((6, 3)), np.array([[5, 0, 1]], np.int64), arr((1, 3)), 0,
             dyn={0: (0,)}, out_dyn={0: (0,)})
scatter_case("scatter_empty_updates", ds, np.zeros((0, 3), np.int64), np.zeros((0, 3), np.float32), 0)

# --- larger shapes (kernels cut into several tiles) --------------------------------------------------

xl = arr((37, 64))
case("large_transpose", "graph.transpose {a0} perm = [1, 0] : {t0} -> {o0}", [xl], [xl.T])
case("large_reshape", RESHAPE, [xl], [xl.reshape(64, 37)])
slice_case("large_slice", xl, [-1, 3], [I64_MIN, 60], steps=[-2, 5])
pad_case("large_pad_reflect", xl, [5, 7, 9, 11], mode="reflect")
pad_case("large_pad_constant", xl, [3, 0, 2, 9], value=4.0)
case("large_split", "graph.split {a0} axis = 0 sizes = [17, 20] : {t0} -> {o0}, {o1}", [xl], [xl[:17], xl[17:]])
emb = arr((100, 16))
tok = r.integers(-100, 100, (3, 29)).astype(np.int64)
case("large_gather", GATHER.replace("AXIS", "0"), [emb, tok], [np.take(emb, tok, 0)])
case("large_tile_dyn", "graph.tile {a0} repeats = [2, 3] : {t0} -> {o0}", [xl], [np.tile(xl, (2, 3))],
     dyn={0: (0,)}, out_dyn={0: (0,)})
case("large_concat", "graph.concat {a0}, {a1} axis = 0 : ({t0}, {t1}) -> {o0}", [xl, xl[:5]],
     [np.concatenate([xl, xl[:5]])])
cumsum_case("large_cumsum", xl, 1, rtol=1e-4, atol=1e-4)
topk_case("large_top_k", xl, 10, 1)

# --- chains of ops (several kernels) --------------------------------------------------------------

xa = arr((2, 6, 8))


def heads_ref(x):
    y = x.reshape(2, 6, 2, 4).transpose(0, 2, 1, 3)
    return np.concatenate([y[:, :, ::-1], y], axis=2)


mlir = """func.func @main(%x: tensor<?x6x8xf32>) -> tensor<?x2x12x4xf32> {
  %0 = graph.reshape %x : tensor<?x6x8xf32> -> tensor<?x6x2x4xf32>
  %1 = graph.transpose %0 perm = [0, 2, 1, 3] : tensor<?x6x2x4xf32> -> tensor<?x2x6x4xf32>
  %2 = graph.slice %1 starts = [-1] ends = [-9223372036854775808] axes = [2] steps = [-1] : tensor<?x2x6x4xf32> -> tensor<?x2x6x4xf32>
  %3 = graph.concat %2, %1 axis = 2 : (tensor<?x2x6x4xf32>, tensor<?x2x6x4xf32>) -> tensor<?x2x12x4xf32>
  return %3 : tensor<?x2x12x4xf32>
}"""
CASES.append(Case("chain_heads_dyn", mlir, [xa], [heads_ref(xa)]))

wc = np.arange(24, dtype=np.float32).reshape(4, 6)
mlir = """func.func @main(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = graph.constant dense<%W%> : tensor<4x6xf32>
  %t = graph.transpose %c perm = [1, 0] : tensor<4x6xf32> -> tensor<6x4xf32>
  %r = graph.reshape %t : tensor<6x4xf32> -> tensor<24xf32>
  %s = graph.reshape %r : tensor<24xf32> -> tensor<6x4xf32>
  %y = graph.add %s, %x : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %y : tensor<6x4xf32>
}""".replace("%W%", np.array2string(wc, separator=", ").replace("\n", ""))
xw = arr((6, 4))
CASES.append(Case("chain_constant_folds", mlir, [xw], [wc.T + xw]))

xi = arr((3, 7))
mlir = """func.func @main(%x: tensor<3x7xf32>) -> (tensor<3x3xf32>, tensor<3x7xf32>) {
  %v, %i = graph.top_k %x k = 3 axis = 1 : tensor<3x7xf32> -> tensor<3x3xf32>, tensor<3x3xi64>
  %z = graph.broadcast_to %v : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %g = graph.gather_elements %x, %i axis = 1 : (tensor<3x7xf32>, tensor<3x3xi64>) -> tensor<3x3xf32>
  %s = graph.scatter %x, %i, %g axis = 1 reduction = add : (tensor<3x7xf32>, tensor<3x3xi64>, tensor<3x3xf32>) -> tensor<3x7xf32>
  return %g, %s : tensor<3x3xf32>, tensor<3x7xf32>
}"""
tv, ti = topk_ref(xi, 3, 1)
CASES.append(Case("chain_topk_gather_scatter", mlir, [xi],
                  [tv, scatter_ref(xi, ti, tv, 1, "add")]))

# A reshape that is a view, used twice and returned next to its operand.
xv = arr((4, 6))
mlir = """func.func @main(%x: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<2x2x6xf32>, tensor<24xf32>) {
  %v = graph.reshape %x : tensor<4x6xf32> -> tensor<2x2x6xf32>
  %w = graph.add %v, %v : (tensor<2x2x6xf32>, tensor<2x2x6xf32>) -> tensor<2x2x6xf32>
  %f = graph.reshape %w : tensor<2x2x6xf32> -> tensor<24xf32>
  %i = graph.constant dense<[0, 23]> : tensor<2xi64>
  %u = graph.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %s = graph.scatter %f, %i, %u axis = 0 : (tensor<24xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<24xf32>
  return %x, %v, %s : tensor<4x6xf32>, tensor<2x2x6xf32>, tensor<24xf32>
}"""
sv = (2 * xv).reshape(24).copy()
sv[0], sv[23] = 100.0, 200.0
CASES.append(Case("chain_reshape_views", mlir, [xv], [xv, xv.reshape(2, 2, 6), sv]))

# --- run-time shapes (dynamic mode) ------------------------------------------

# Unit dims inserted into / removed from a tensor with several dynamic dims.
xu = arr((3, 4))
case("reshape_unit_dims_dyn", RESHAPE, [xu], [xu.reshape(3, 1, 4, 1)],
     dyn={0: (0, 1)}, out_dyn={0: (0, 2)})
xu4 = arr((3, 1, 4, 1), np.int64)
case("reshape_remove_unit_dims_dyn", RESHAPE, [xu4], [xu4.reshape(3, 4)],
     dyn={0: (0, 2)}, out_dyn={0: (0, 1)})
# A run-time shape operand with an inferred (-1) entry.
xsi = arr((4, 6))
case("reshape_shape_operand_inferred", "graph.reshape {a0}, {a1} : {t0}, {t1} -> {o0}",
     [xsi, np.array([-1, 3], np.int64)], [xsi.reshape(8, 3)],
     dyn={0: (0, 1)}, out_dyn={0: (0, 1)})
# graph.shape_of reads sizes at run time.
xsh = arr((3, 5, 2))
case("shape_of_dyn", "graph.shape_of {a0} : {t0} -> {o0}", [xsh],
     [np.array([3, 5, 2], np.int64)], dyn={0: (0, 2)})
# Flatten with run-time sizes: shape_of, slice, reduce_prod, concat, reshape.
mlir = """func.func @main(%x: tensor<?x?x?xf32>) -> tensor<?x?xf32> {
  %s = graph.shape_of %x : tensor<?x?x?xf32> -> tensor<3xi64>
  %l = graph.slice %s starts = [0] ends = [2] : tensor<3xi64> -> tensor<2xi64>
  %p = graph.reduce_prod %l {axes = array<i64: 0>} : tensor<2xi64> -> tensor<1xi64>
  %m = graph.constant dense<[-1]> : tensor<1xi64>
  %t = graph.concat %p, %m axis = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64>
  %y = graph.reshape %x, %t : tensor<?x?x?xf32>, tensor<2xi64> -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}"""
CASES.append(Case("flatten_runtime_shape", mlir, [xsh], [xsh.reshape(15, 2)]))
# iota with run-time sizes from `like`.
xil = arr((3, 4))
case("iota_like_dyn", "graph.iota dim = 1 like {a0} : ({t0}) -> {o0}", [xil],
     [np.broadcast_to(np.arange(4, dtype=np.int64), (3, 4)).copy()],
     dyn={0: (0, 1)}, out_dyn={0: (0, 1)})
# Numpy broadcasting decided at run time: a dynamic size that is 1 is
# stretched against another dynamic size.
ADD = "graph.add {a0}, {a1} : ({t0}, {t1}) -> {o0}"
ba, bb = arr((3, 1)), arr((3, 4))
case("broadcast_dyn_one_vs_dyn", ADD, [ba, bb], [ba + bb],
     dyn={0: (0, 1), 1: (0, 1)}, out_dyn={0: (0, 1)})
bc, bd = arr((1, 4), np.int32), arr((3, 1), np.int32)
case("broadcast_dyn_both_ways", ADD, [bc, bd], [bc + bd],
     dyn={0: (0, 1), 1: (0, 1)}, out_dyn={0: (0, 1)})
be, bf = arr((0, 1)), arr((1, 5))
case("broadcast_dyn_zero", ADD, [be, bf], [be + bf],
     dyn={0: (0, 1), 1: (0, 1)}, out_dyn={0: (0, 1)})
bg = arr((2, 1, 3))
case("broadcast_to_dyn_one", "graph.broadcast_to {a0} : ({t0}) -> {o0}", [bg],
     [np.broadcast_to(bg, (2, 4, 3)).copy()], dyn={0: (0, 1)}, out_dyn={0: (0,)})
