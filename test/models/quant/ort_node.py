"""onnxruntime-node's CPU outputs for a model, for the expected outputs of
the quantized test models (make_nbits.py, make_qlinear_ops.py).
onnxruntime-node comes from bench/cpu/node_modules (bench/quant/run.sh
installs it)."""
import json
import os
import subprocess
import tempfile

import numpy as np
from onnx import numpy_helper

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", ".."))

TYPES = {np.dtype(np.float32): "float32", np.dtype(np.uint8): "uint8",
         np.dtype(np.int8): "int8"}
ARRAYS = {"float32": "Float32Array", "uint8": "Uint8Array",
          "int8": "Int8Array"}

# onnxruntime fuses DequantizeLinear + MatMul into MatMulNBits at accuracy
# level 4 by default (its A quantized to int8 on the fly); level 0 keeps the
# product in f32, as the ONNX ops define it.
SCRIPT = """
const fs = require('fs');
const ort = require('onnxruntime-node');
(async () => {
  const [model, dir, spec] = process.argv.slice(1);
  const feeds = {};
  for (const [name, type, shape] of JSON.parse(spec)) {
    const buf = fs.readFileSync(dir + '/' + name + '.bin');
    const copy = new Uint8Array(buf.byteLength);
    copy.set(buf);
    const arrays = {float32: Float32Array, uint8: Uint8Array, int8: Int8Array};
    feeds[name] = new ort.Tensor(type, new arrays[type](copy.buffer), shape);
  }
  const session = await ort.InferenceSession.create(model, {extra: {session:
      {qdq_matmulnbits_accuracy_level: '0'}}});
  const res = await session.run(feeds);
  for (const k of Object.keys(res))
    fs.writeFileSync(dir + '/' + k + '.out', Buffer.from(res[k].data.buffer));
})();
"""


def write_test_data(model, feeds, out):
    """Runs `model` (saved at out/model.onnx) on `feeds` with
    onnxruntime-node and writes out/test_data_set_0 (inputs and outputs)."""
    data = os.path.join(out, "test_data_set_0")
    os.makedirs(data, exist_ok=True)
    for i, (name, v) in enumerate(feeds.items()):
        with open(os.path.join(data, f"input_{i}.pb"), "wb") as f:
            f.write(numpy_helper.from_array(v, name).SerializeToString())
    with tempfile.TemporaryDirectory() as tmp:
        for name, v in feeds.items():
            v.tofile(os.path.join(tmp, name + ".bin"))
        spec = json.dumps([[n, TYPES[v.dtype], list(v.shape)]
                           for n, v in feeds.items()])
        env = dict(os.environ, NODE_PATH=os.path.join(root, "bench", "cpu",
                                                      "node_modules"))
        subprocess.run(["node", "-e", SCRIPT, os.path.join(out, "model.onnx"),
                        tmp, spec], check=True, env=env)
        for i, o in enumerate(model.graph.output):
            tt = o.type.tensor_type
            dtype = {1: np.float32, 2: np.uint8, 3: np.int8}[tt.elem_type]
            shape = [d.dim_value for d in tt.shape.dim]
            y = np.fromfile(os.path.join(tmp, o.name + ".out"),
                            dtype).reshape(shape)
            with open(os.path.join(data, f"output_{i}.pb"), "wb") as f:
                f.write(numpy_helper.from_array(y, o.name).SerializeToString())
            print(o.name, shape, y.ravel()[:4])
