// ort_bench.js - times one model with onnxruntime-node on the CPU.
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Usage: node ort_bench.js MODEL.onnx DATA.json RUNS THREADS
//
// DATA.json (written by prepare.py) lists the inputs and expected outputs as
// raw little-endian files. Runs 3 warm-ups, then RUNS timed runs of
// session.run() (each timed with the monotonic clock, JS call included), and
// prints one JSON line: latencies in ms and the max abs error of each output
// against the expected one (a sanity check that both runtimes computed the
// same thing).
'use strict';
const fs = require('fs');
const path = require('path');
const ort = require('onnxruntime-node');

const TYPED = {
  float32: Float32Array, float64: Float64Array, int64: BigInt64Array,
  int32: Int32Array, int8: Int8Array, uint8: Uint8Array, bool: Uint8Array,
};

function load(dir, t) {
  const buf = fs.readFileSync(path.join(dir, t.file));
  const Ctor = TYPED[t.dtype];
  if (!Ctor) throw new Error('unsupported dtype ' + t.dtype);
  const copy = new Uint8Array(buf.byteLength);
  copy.set(buf);
  return new Ctor(copy.buffer, 0, buf.byteLength / Ctor.BYTES_PER_ELEMENT);
}

function stats(ms) {
  // The same statistics as mlc-run --benchmark.
  const s = [...ms].sort((a, b) => a - b);
  const n = s.length;
  const median = n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  return {median, p90: s[Math.max(Math.ceil(0.9 * n), 1) - 1], min: s[0],
          mean: s.reduce((a, b) => a + b, 0) / n};
}

async function main() {
  const [modelPath, dataPath, runsArg, threadsArg] = process.argv.slice(2);
  const runs = parseInt(runsArg || '50', 10);
  const threads = parseInt(threadsArg || '2', 10);
  const data = JSON.parse(fs.readFileSync(dataPath, 'utf8'));
  const dir = path.dirname(dataPath);
  const session = await ort.InferenceSession.create(modelPath, {
    executionProviders: ['cpu'], intraOpNumThreads: threads,
    interOpNumThreads: 1, executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  const feeds = {};
  for (const t of data.inputs)
    feeds[t.name] = new ort.Tensor(t.dtype, load(dir, t), t.dims);
  let out;
  for (let i = 0; i < 3; ++i) out = await session.run(feeds);
  const ms = [];
  for (let i = 0; i < runs; ++i) {
    const start = process.hrtime.bigint();
    out = await session.run(feeds);
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const errors = {};
  for (const t of data.outputs) {
    const want = load(dir, t), got = out[t.name].data;
    let err = 0;
    for (let i = 0; i < want.length; ++i)
      err = Math.max(err, Math.abs(Number(got[i]) - Number(want[i])));
    errors[t.name] = err;
  }
  console.log(JSON.stringify({ms: stats(ms), runs, threads,
                              max_abs_err: errors}));
}

main().catch((e) => {
  console.error('ort_bench.js: ' + e.message);
  process.exit(1);
});
