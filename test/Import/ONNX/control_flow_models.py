#!/usr/bin/python3
"""Writes the ONNX models of control-flow.test and gradient.test (Loop and
Scan unrolled by lib/Import/ONNX/ONNXControlFlow.cpp, Gradient by
ONNXGradient.cpp), each with a test_data_set_0 whose expected outputs numpy
computes independently (the loops run in Python, the gradients are central
differences in float64).

    control_flow_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from onnx_data import write_data_sets

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL
TRAINING = "ai.onnx.preview.training"


def save(name, nodes, inputs, outputs, inits=(), opset=13, data=None,
         training=False):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    imports = [helper.make_opsetid("", opset)]
    if training:
        imports.append(helper.make_opsetid(TRAINING, 1))
    model = helper.make_model(graph, opset_imports=imports)
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())
    if data is None:
        return
    write_data_sets(out, name, [data])


def vi(name, dtype, shape):
    return helper.make_tensor_value_info(name, dtype, shape)


def const(name, arr):
    return numpy_helper.from_array(np.asarray(arr), name)


def cnode(out_name, arr):
    return helper.make_node("Constant", [], [out_name],
                            value=numpy_helper.from_array(np.asarray(arr)))


rng = np.random.default_rng(7)

# --- Loop ------------------------------------------------------------------

# Loop with a constant trip count (3) and condition: y += x * (i + 1) per
# iteration, the running y as a scan output.
body = helper.make_graph(
    [helper.make_node("Identity", ["cond_in"], ["cond_out"]),
     helper.make_node("Cast", ["i"], ["fi"], to=F),
     cnode("one", np.float32(1)),
     helper.make_node("Add", ["fi", "one"], ["k"]),
     helper.make_node("Mul", ["x", "k"], ["xk"]),
     helper.make_node("Add", ["y_in", "xk"], ["y_out"]),
     helper.make_node("Identity", ["y_out"], ["scan_out"])],
    "body",
    [vi("i", I64, []), vi("cond_in", B, []), vi("y_in", F, [2])],
    [vi("cond_out", B, []), vi("y_out", F, [2]), vi("scan_out", F, [2])])
x = rng.standard_normal(2).astype(np.float32)
y0 = rng.standard_normal(2).astype(np.float32)
ys, y = [], y0.copy()
for i in range(3):
    y = y + x * np.float32(i + 1)
    ys.append(y)
save("loop_static",
     [helper.make_node("Loop", ["M", "c", "y0"], ["y", "ys"], name="loop",
                       body=body)],
     [vi("x", F, [2]), vi("y0", F, [2])],
     [vi("y", F, [2]), vi("ys", F, [3, 2])],
     [const("M", np.array(3, np.int64)), const("c", np.array(True))],
     data=([x, y0], [y, np.stack(ys)]))

# Loop without a trip count: the condition i + 1 < 4 folds each iteration
# (a while loop of 4 iterations); an integer counter is carried too.
wbody = helper.make_graph(
    [cnode("one", np.int64(1)), cnode("four", np.int64(4)),
     helper.make_node("Add", ["i", "one"], ["n"]),
     helper.make_node("Less", ["n", "four"], ["cond_out"]),
     helper.make_node("Mul", ["acc_in", "x"], ["acc_out"]),
     helper.make_node("Add", ["cnt_in", "one"], ["cnt_out"])],
    "wbody",
    [vi("i", I64, []), vi("cond_in", B, []), vi("acc_in", F, [3]),
     vi("cnt_in", I64, [])],
    [vi("cond_out", B, []), vi("acc_out", F, [3]), vi("cnt_out", I64, [])])
x3 = rng.uniform(0.5, 1.5, 3).astype(np.float32)
acc = np.ones(3, np.float32)
for _ in range(4):
    acc = acc * x3
save("loop_while",
     [helper.make_node("Loop", ["", "c", "a0", "n0"], ["acc", "cnt"],
                       name="while", body=wbody)],
     [vi("x", F, [3])], [vi("acc", F, [3]), vi("cnt", I64, [])],
     [const("c", np.array(True)), const("a0", np.ones(3, np.float32)),
      const("n0", np.array(10, np.int64))],
     data=([x3], [acc, np.array(14, np.int64)]))

# The trip count is a graph input: known only at run time (a run-time
# loop; the scan output grows each iteration). Data set 1 runs no iteration.
def run_body(M, x, y0):
    y, ys = y0.copy(), []
    for i in range(M):
        y = y + x * np.float32(i + 1)
        ys.append(y)
    return y, (np.stack(ys) if ys else np.zeros((0, 2), np.float32))


save("loop_runtime_trip",
     [helper.make_node("Loop", ["M", "", "y0"], ["y", "ys"], name="rt_loop",
                       body=body)],
     [vi("M", I64, []), vi("x", F, [2]), vi("y0", F, [2])],
     [vi("y", F, [2]), vi("ys", F, None)])
# Trip counts 4 and 0 (no iteration: the initial value, an empty scan).
write_data_sets(out, "loop_runtime_trip",
                [([np.array(m, np.int64), x, y0], list(run_body(m, x, y0)))
                 for m in (4, 0)])

# The body's condition depends on a run-time value.
rbody = helper.make_graph(
    [cnode("zero", np.float32(0)),
     helper.make_node("Add", ["y_in", "x"], ["y_out"]),
     helper.make_node("ReduceSum", ["y_out"], ["s"], keepdims=0),
     helper.make_node("Less", ["s", "zero"], ["cond_out"])],
    "rbody", [vi("i", I64, []), vi("cond_in", B, []), vi("y_in", F, [2])],
    [vi("cond_out", B, []), vi("y_out", F, [2])])
xr = np.array([0.5, 0.25], np.float32)
yr0 = np.array([-2.0, -1.0], np.float32)
yr = yr0.copy()
for _ in range(5):
    yr = yr + xr
    if not yr.sum() < 0:
        break
save("loop_runtime_cond",
     [helper.make_node("Loop", ["M", "", "y0"], ["y"], name="rc_loop",
                       body=rbody)],
     [vi("x", F, [2]), vi("y0", F, [2])], [vi("y", F, [2])],
     [const("M", np.array(5, np.int64))], data=([xr, yr0], [yr]))

# Too many iterations to unroll.
save("loop_huge",
     [helper.make_node("Loop", ["M", "", "y0"], ["y", "ys"], name="big_loop",
                       body=body)],
     [vi("x", F, [2]), vi("y0", F, [2])],
     [vi("y", F, [2]), vi("ys", F, None)],
     [const("M", np.array(1000000, np.int64))])

# --- Scan ------------------------------------------------------------------

# Opset 9+: a running sum over axis 1 of x (3x4x2) walked backwards, a
# product of the first axis of w (4x2) walked forwards; the sums are stacked
# along output axis 1 in reverse, the products on axis 0.
sbody = helper.make_graph(
    [helper.make_node("Add", ["s_in", "xt"], ["s_out"]),
     helper.make_node("Mul", ["s_out", "wt"], ["p"]),
     helper.make_node("Identity", ["s_out"], ["s_scan"])],
    "sbody", [vi("s_in", F, [3, 2]), vi("xt", F, [3, 2]), vi("wt", F, [2])],
    [vi("s_out", F, [3, 2]), vi("s_scan", F, [3, 2]), vi("p", F, [3, 2])])
xs = rng.standard_normal((3, 4, 2)).astype(np.float32)
ws = rng.standard_normal((4, 2)).astype(np.float32)
s0 = rng.standard_normal((3, 2)).astype(np.float32)
s, sums, prods = s0.copy(), [], []
for t in range(4):
    s = s + xs[:, 3 - t, :]
    sums.append(s)
    prods.append(s * ws[t])
save("scan_axes",
     [helper.make_node("Scan", ["s0", "x", "w"], ["s", "sums", "prods"],
                       name="scan", body=sbody, num_scan_inputs=2,
                       scan_input_axes=[1, 0], scan_input_directions=[1, 0],
                       scan_output_axes=[-2, 0],
                       scan_output_directions=[1, 0])],
     [vi("s0", F, [3, 2]), vi("x", F, [3, 4, 2]), vi("w", F, [4, 2])],
     [vi("s", F, [3, 2]), vi("sums", F, [3, 4, 2]),
      vi("prods", F, [4, 3, 2])],
     data=([s0, xs, ws], [s, np.stack(sums[::-1], 1), np.stack(prods, 0)]))

# Opset 8: batch axis 0, scan axis 1, the second scan input reversed.
s8body = helper.make_graph(
    [helper.make_node("Mul", ["a", "bt"], ["ab"]),
     helper.make_node("Add", ["s_in", "ab"], ["s_out"]),
     helper.make_node("Identity", ["s_out"], ["s_scan"])],
    "s8body", [vi("s_in", F, [2]), vi("a", F, [2]), vi("bt", F, [2])],
    [vi("s_out", F, [2]), vi("s_scan", F, [2])])
a8 = rng.standard_normal((2, 3, 2)).astype(np.float32)
b8 = rng.standard_normal((2, 3, 2)).astype(np.float32)
i8 = rng.standard_normal((2, 2)).astype(np.float32)
fin, scans = [], []
for bi in range(2):
    s, per = i8[bi].copy(), []
    for t in range(3):
        s = s + a8[bi, t] * b8[bi, 2 - t]
        per.append(s)
    fin.append(s)
    scans.append(np.stack(per))
save("scan8_batch",
     [helper.make_node("Scan", ["", "init", "a", "b"], ["s", "ss"],
                       name="scan8", body=s8body, num_scan_inputs=2,
                       directions=[0, 1])],
     [vi("init", F, [2, 2]), vi("a", F, [2, 3, 2]), vi("b", F, [2, 3, 2])],
     [vi("s", F, [2, 2]), vi("ss", F, [2, 3, 2])], opset=8,
     data=([i8, a8, b8], [np.stack(fin), np.stack(scans)]))

# --- Gradient ----------------------------------------------------------------


def central_diff(f, args, wrt):
    """d sum(f(args)) / d args[wrt], central differences in float64."""
    a64 = [np.asarray(a, np.float64) for a in args]
    x = a64[wrt]
    g = np.zeros_like(x)
    h = 1e-6
    for idx in np.ndindex(x.shape):
        xp, xm = x.copy(), x.copy()
        xp[idx] += h
        xm[idx] -= h
        ap, am = list(a64), list(a64)
        ap[wrt], am[wrt] = xp, xm
        g[idx] = (np.sum(f(*ap)) - np.sum(f(*am))) / (2 * h)
    return g.astype(np.float32)


def sigmoid(v):
    return 1 / (1 + np.exp(-v))


# A small network: every op of the supported set, broadcasting (b, c) and
# a batched MatMul (X is 2x3x4, W 4x2).
def net(X, W, b, c):
    t = np.tanh(X @ W + b)                        # MatMul, Add (bcast), Tanh
    e = np.exp(t) * sigmoid(t / c)                # Exp, Mul, Sigmoid, Div
    r = np.sqrt(np.power(e, 2.0) + 1.0)           # Pow, Add, Sqrt
    m = np.mean(r, axis=2, keepdims=True)         # ReduceMean
    u = np.log(r) - (-m)                          # Log, Neg, Sub
    v = np.maximum(u - 1.1, 0) * (1 / (c + 2))    # Relu, Reciprocal-like Div
    return np.sum(v.reshape(2, 6) @ np.ones((6, 1)), axis=(0, 1))


gnodes = [
    helper.make_node("MatMul", ["X", "W"], ["xw"]),
    helper.make_node("Add", ["xw", "b"], ["xwb"]),
    helper.make_node("Tanh", ["xwb"], ["t"]),
    helper.make_node("Exp", ["t"], ["et"]),
    helper.make_node("Div", ["t", "c"], ["tc"]),
    helper.make_node("Sigmoid", ["tc"], ["st"]),
    helper.make_node("Mul", ["et", "st"], ["e"]),
    helper.make_node("Pow", ["e", "two"], ["e2"]),
    helper.make_node("Add", ["e2", "one"], ["e21"]),
    helper.make_node("Sqrt", ["e21"], ["r"]),
    helper.make_node("ReduceMean", ["r"], ["m"], axes=[2], keepdims=1),
    helper.make_node("Log", ["r"], ["lr"]),
    helper.make_node("Neg", ["m"], ["nm"]),
    helper.make_node("Sub", ["lr", "nm"], ["u"]),
    helper.make_node("Sub", ["u", "off"], ["u1"]),
    helper.make_node("Relu", ["u1"], ["ru"]),
    helper.make_node("Add", ["c", "two"], ["c2"]),
    helper.make_node("Div", ["ru", "c2"], ["v"]),
    helper.make_node("Identity", ["v"], ["vi"]),
    helper.make_node("Reshape", ["vi", "shape"], ["v2"]),
    helper.make_node("MatMul", ["v2", "ones"], ["v3"]),
    helper.make_node("ReduceSum", ["v3"], ["y"], keepdims=0),
    helper.make_node("Gradient", ["X", "W", "b", "c", "z"],
                     ["dX", "dW", "db", "dc", "dz"], name="grad",
                     domain=TRAINING, xs=["X", "W", "b", "c", "z"], y="y"),
]
X = rng.standard_normal((2, 3, 4)).astype(np.float32)
W = rng.standard_normal((4, 2)).astype(np.float32)
bb = rng.standard_normal(2).astype(np.float32)
cc = rng.uniform(0.5, 2, (1, 2)).astype(np.float32)
z = rng.standard_normal(3).astype(np.float32)
args = [X, W, bb, cc]
grads = [central_diff(net, args, k) for k in range(4)]
save("gradient_net", gnodes,
     [vi("X", F, [2, 3, 4]), vi("W", F, [4, 2]), vi("b", F, [2]),
      vi("c", F, [1, 2]), vi("z", F, [3])],
     [vi("y", F, []), vi("dX", F, [2, 3, 4]), vi("dW", F, [4, 2]),
      vi("db", F, [2]), vi("dc", F, [1, 2]), vi("dz", F, [3])],
     [const("two", np.float32(2)), const("one", np.float32(1)),
      const("off", np.float32(1.1)),
      const("shape", np.array([2, 6], np.int64)),
      const("ones", np.ones((6, 1), np.float32))],
     opset=12, training=True,
     data=([X, W, bb, cc, z],
           [np.float32(net(X, W, bb, cc)), *grads, np.zeros(3, np.float32)]))

# Transpose, Abs, Where (a constant mask) and Expand.
def net2(x, w):
    t = np.abs(x.T) * w                           # Transpose, Abs, Mul
    e = np.broadcast_to(w.mean(0, keepdims=True), (3, 2)) * t  # Expand
    return np.where(mask2, e, -t)                 # Where


mask2 = np.array([[True, False], [False, True], [True, True]])
x5 = rng.standard_normal((2, 3)).astype(np.float32)
w5 = rng.standard_normal((3, 2)).astype(np.float32)
save("gradient_more",
     [helper.make_node("Transpose", ["x"], ["xt"], perm=[1, 0]),
      helper.make_node("Abs", ["xt"], ["a"]),
      helper.make_node("Mul", ["a", "w"], ["t"]),
      helper.make_node("ReduceMean", ["w"], ["w0"], axes=[0], keepdims=1),
      helper.make_node("Expand", ["w0", "shape"], ["we"]),
      helper.make_node("Mul", ["we", "t"], ["e"]),
      helper.make_node("Neg", ["t"], ["nt"]),
      helper.make_node("Where", ["mask", "e", "nt"], ["y"]),
      helper.make_node("Gradient", ["x", "w"], ["dx", "dw"], name="grad2",
                       domain=TRAINING, xs=["x", "w"], y="y")],
     [vi("x", F, [2, 3]), vi("w", F, [3, 2])],
     [vi("dx", F, [2, 3]), vi("dw", F, [3, 2])],
     [const("mask", mask2), const("shape", np.array([3, 2], np.int64))],
     opset=13, training=True,
     data=([x5, w5], [central_diff(net2, [x5, w5], 0),
                      central_diff(net2, [x5, w5], 1)]))

# Gradient evaluated at other values than the ones xs/zs name: the forward
# ops run again on the node's inputs (x2 = x + 1 for x): d(x*x*z)/dx at x2.
x4 = rng.standard_normal(4).astype(np.float32)
z4 = rng.standard_normal(4).astype(np.float32)
save("gradient_at",
     [helper.make_node("Mul", ["x", "x"], ["xx"]),
      helper.make_node("Mul", ["xx", "z"], ["y"]),
      helper.make_node("Add", ["x", "one"], ["x2"]),
      helper.make_node("Gradient", ["x2", "z"], ["dx"], name="grad_at",
                       domain=TRAINING, xs=["x"], zs=["z"], y="y")],
     [vi("x", F, [4]), vi("z", F, [4])], [vi("y", F, [4]), vi("dx", F, [4])],
     [const("one", np.float32(1))], opset=12, training=True,
     data=([x4, z4], [x4 * x4 * z4, 2 * (x4 + 1) * z4]))

# Gradient through an op without a rule.
save("gradient_unsupported",
     [helper.make_node("Softmax", ["x"], ["s"], name="sm", axis=0),
      helper.make_node("ReduceSum", ["s"], ["y"], keepdims=0),
      helper.make_node("Gradient", ["x"], ["dx"], name="grad",
                       domain=TRAINING, xs=["x"], y="y")],
     [vi("x", F, [3])], [vi("dx", F, [3])], opset=12, training=True)
