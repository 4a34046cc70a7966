// decoder_ort_refs.js - the expected outputs of decoder-ops.test from
// onnxruntime-node (the ops are onnxruntime's own).
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Usage (onnxruntime-node from bench/cpu/node_modules):
//   decoder_models.py OUT --manifest
//   NODE_PATH=bench/cpu/node_modules node decoder_ort_refs.js OUT REFS.json
'use strict';
const fs = require('fs');
const path = require('path');
const ort = require('onnxruntime-node');

const TYPED = {float32: Float32Array, int32: Int32Array, int64: BigInt64Array};

async function main() {
  const [out, refsPath] = process.argv.slice(2);
  const listing = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json')));
  const refs = {};
  for (const [name, m] of Object.entries(listing)) {
    const session = await ort.InferenceSession.create(
        path.join(out, name + '.onnx'));
    refs[name] = [];
    for (const set of m.sets) {
      const feeds = {};
      set.forEach((t, i) => {
        const buf = fs.readFileSync(t.file);
        const copy = new Uint8Array(buf.byteLength);
        copy.set(buf);
        const Ctor = TYPED[t.dtype];
        feeds[m.inputs[i]] = new ort.Tensor(
            t.dtype, new Ctor(copy.buffer, 0, buf.byteLength / Ctor.BYTES_PER_ELEMENT),
            t.dims);
      });
      const res = await session.run(feeds);
      refs[name].push(m.outputs.map((o) => ({
        dims: res[o].dims,
        data: Array.from(res[o].data, (x) => Number(Number(x).toPrecision(8))),
      })));
    }
  }
  fs.writeFileSync(refsPath, JSON.stringify(refs) + '\n');
}
main().catch((e) => { console.error(e); process.exit(1); });
