#!/usr/bin/python3
"""Writes test/models/quant/qcnn_wide: a QDQ CNN with convs of 16 to 48
channels (what the CPU runs channels last, on AVX-512 VNNI where the host
has it), and its expected output from onnxruntime-node's CPU kernels.

    make_qcnn_wide.py [OUT_DIR]        (default: qcnn_wide next to this file)

The model is what onnxruntime.quantization's quantize_static writes
(per-channel symmetric int8 weights, uint8 activations with zero points,
int32 biases whose scale is sx * sw[c]), made here with onnx.helper from
seeded random weights so that it needs no PyTorch:

  x -> QDQ -> conv 3->16 3x3 s2 p1 (the 3-channel stem)
    -> QDQ -> conv 16->32 3x3 p1 -> QDQ -> conv 32->32 3x3 s2 p1
    -> QDQ -> depthwise 3x3 p1   -> QDQ -> conv 32->48 1x1 = r
    -> QDQ -> conv 48->48 1x1    -> QDQ -> Add(r) -> QDQ = y [1, 48, 8, 8]

The output is the last dequantize's: integers times a scale, so a match
is exact (a float pool at the end would add its own summation order).

Activation scales come from a float run of the same network in numpy. The
expected output is onnxruntime's (its QDQ transformer makes the convs
QLinearConv, the integer kernels mlc matches bit for bit); onnxruntime-node
comes from bench/cpu/node_modules (bench/quant/run.sh installs it).
"""
import os
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", ".."))
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "qcnn_wide")
rng = np.random.default_rng(19)

nodes, inits = [], []


def init(name, array):
    inits.append(numpy_helper.from_array(array, name))
    return name


def conv_f32(x, w, b, stride, pad, groups):
    """Reference float conv (NCHW) for choosing the activation scales."""
    n, c, h, wd = x.shape
    f, cg, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh = (h + 2 * pad - kh) // stride + 1
    ow = (wd + 2 * pad - kw) // stride + 1
    y = np.zeros((n, f, oh, ow), np.float64)
    fg = f // groups
    for o in range(f):
        g = o // fg
        for i in range(kh):
            for j in range(kw):
                patch = xp[:, g * cg:(g + 1) * cg,
                           i:i + stride * oh:stride, j:j + stride * ow:stride]
                y[:, o] += np.einsum("nchw,c->nhw", patch, w[o, :, i, j])
    return y + b[None, :, None, None]


def act_params(v):
    lo, hi = min(float(v.min()), 0.0), max(float(v.max()), 0.0)
    scale = np.float32((hi - lo) / 255.0)
    zp = np.uint8(np.clip(round(-lo / float(scale)), 0, 255))
    return scale, zp


def qdq(name, value, ref):
    """QuantizeLinear + DequantizeLinear of `value` (float ref `ref`)."""
    scale, zp = act_params(ref)
    s = init(name + "_scale", np.array(scale, np.float32))
    z = init(name + "_zp", np.array(zp, np.uint8))
    nodes.append(helper.make_node("QuantizeLinear", [value, s, z],
                                  [name + "_q"]))
    nodes.append(helper.make_node("DequantizeLinear", [name + "_q", s, z],
                                  [name + "_dq"]))
    # The float the next layer sees: the dequantized value.
    q = np.clip(np.round(ref / scale) + zp, 0, 255)
    return name + "_dq", (q - zp) * scale, scale


def conv(name, x, xref, sx, f, k, stride, pad, groups=1):
    c = xref.shape[1]
    fan = c // groups * k * k
    wf = rng.normal(0, 1 / np.sqrt(fan), (f, c // groups, k, k))
    sw = (np.abs(wf).reshape(f, -1).max(1) / 127).astype(np.float32)
    wq = np.clip(np.round(wf / sw[:, None, None, None]), -127, 127)
    bscale = (np.float32(sx) * sw).astype(np.float32)
    bq = np.round(rng.normal(0, 0.1, f) / bscale).astype(np.int32)
    w = init(name + "_w", wq.astype(np.int8))
    ws = init(name + "_w_scale", sw)
    wz = init(name + "_w_zp", np.zeros(f, np.int8))
    nodes.append(helper.make_node("DequantizeLinear", [w, ws, wz],
                                  [name + "_wdq"], axis=0))
    b = init(name + "_b", bq)
    bs = init(name + "_b_scale", bscale)
    bz = init(name + "_b_zp", np.zeros(f, np.int32))
    nodes.append(helper.make_node("DequantizeLinear", [b, bs, bz],
                                  [name + "_bdq"], axis=0))
    nodes.append(helper.make_node(
        "Conv", [x, name + "_wdq", name + "_bdq"], [name],
        kernel_shape=[k, k], strides=[stride, stride], pads=[pad] * 4,
        group=groups))
    ref = conv_f32(xref, wq * sw[:, None, None, None], bq * bscale, stride,
                   pad, groups)
    return name, ref


xval = rng.normal(0, 1, (1, 3, 32, 32)).astype(np.float32)
v, ref, s = qdq("x", "x", xval.astype(np.float64))
v, ref = conv("c1", v, ref, s, 16, 3, 2, 1)
v, ref, s = qdq("a1", v, ref)
v, ref = conv("c2", v, ref, s, 32, 3, 1, 1)
v, ref, s = qdq("a2", v, ref)
v, ref = conv("c3", v, ref, s, 32, 3, 2, 1)
v, ref, s = qdq("a3", v, ref)
v, ref = conv("dw", v, ref, s, 32, 3, 1, 1, groups=32)
v, ref, s = qdq("a4", v, ref)
r, rref = conv("c4", v, ref, s, 48, 1, 1, 0)
r, rref, rs = qdq("a5", r, rref)
v, ref = conv("c5", r, rref, rs, 48, 1, 1, 0)
v, ref, s = qdq("a6", v, ref)
nodes.append(helper.make_node("Add", [v, r], ["sum"]))
v, ref, s = qdq("a7", "sum", ref + rref)
nodes.append(helper.make_node("Identity", [v], ["y"]))

graph = helper.make_graph(
    nodes, "qcnn_wide",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 32, 32])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 48, 8, 8])],
    inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)],
                          producer_name="mlc make_qcnn_wide.py")
onnx.checker.check_model(model)
data = os.path.join(out, "test_data_set_0")
os.makedirs(data, exist_ok=True)
onnx.save(model, os.path.join(out, "model.onnx"))
with open(os.path.join(data, "input_0.pb"), "wb") as f:
    f.write(numpy_helper.from_array(xval, "x").SerializeToString())

# onnxruntime-node's output, as raw f32 bytes, then output_0.pb.
script = """
const fs = require('fs');
const ort = require('onnxruntime-node');
(async () => {
  const [model, input, output] = process.argv.slice(1);
  const buf = fs.readFileSync(input);
  const copy = new Uint8Array(buf.byteLength);
  copy.set(buf);
  const session = await ort.InferenceSession.create(model);
  const res = await session.run({x: new ort.Tensor(
      'float32', new Float32Array(copy.buffer), [1, 3, 32, 32])});
  fs.writeFileSync(output, Buffer.from(res.y.data.buffer));
})();
"""
with tempfile.TemporaryDirectory() as tmp:
    raw_in, raw_out = os.path.join(tmp, "x.bin"), os.path.join(tmp, "y.bin")
    xval.tofile(raw_in)
    env = dict(os.environ,
               NODE_PATH=os.path.join(root, "bench", "cpu", "node_modules"))
    subprocess.run(["node", "-e", script, os.path.join(out, "model.onnx"),
                    raw_in, raw_out], check=True, env=env)
    y = np.fromfile(raw_out, np.float32).reshape(1, 48, 8, 8)
with open(os.path.join(data, "output_0.pb"), "wb") as f:
    f.write(numpy_helper.from_array(y, "y").SerializeToString())
print("wrote", out, "y[:4] =", y.ravel()[:4])
