#!/usr/bin/python3
"""The two CNN benchmarks of issue #4 on the GPU: mobilenet_v2 (f32) and
resnet50 (f16), batch 32, 3x224x224, torchvision architectures.

Weights and inputs come from an integer hash of (tensor name, element index)
that gives the same numbers on every machine and torch/numpy version, so the
GPU machine rebuilds the very model mlc compiled without carrying an ONNX
file or test data (the payload is the compiled library alone):

  export NAME OUT       (here, Debian's python3-torch) writes OUT/model.onnx;
                        resnet50's is converted to f16 (weights, input,
                        activations, output).
  input NAME FILE.npy   the deterministic input batch (f16 for resnet50).
  check NAME OUT.npy    (GPU machine) mlc's output against torch's in f32 on
                        the GPU (TF32 off), max abs error / max |ref|.
  torch NAME...         (GPU machine) torch eager, torch.compile and
                        torch.compile(mode="reduce-overhead") times of the
                        same models, dtype and batch (CUDA events, median;
                        see bench_torch).

Not used by CI: see bench/gpu/README.md (cnn_stage.sh, cnn_run.sh).
"""

import argparse
import sys
import zlib

import numpy as np

BATCH = 32
MODELS = {"mobilenet_v2": "float32", "resnet50": "float16",
          "mobilenet_v2_head": "float32", "resnet50_head": "float16"}
# The heads: the first layers of a model, with its very weights (their hash
# keys are the full model's), small enough that a GPU run carries them
# embedded (the full models' weights travel only as --weights=external
# timing runs with random weights): mobilenet_v2's stem and first six
# inverted residuals (pointwise, depthwise, strided, residual adds);
# resnet50's stem, max pool, layer1 and layer2 (1x1/3x3/7x7, strided,
# downsample, residual adds).
HEADS = {"mobilenet_v2_head": "mobilenet_v2", "resnet50_head": "resnet50"}
# Error bound, relative to the largest reference logit: f32 is compared with
# f32 (accumulation order only); f16 rounds weights and every activation.
BOUND = {"float32": 1e-4, "float16": 3e-2}


def uniform(key, n):
    """n numbers in [0, 1) from a 64-bit integer hash of `key` and the
    element index: exact integer arithmetic, identical on any machine."""
    i = np.arange(n, dtype=np.uint64)
    with np.errstate(over="ignore"):
        x = i * np.uint64(0x9E3779B97F4A7C15) + np.uint64(
            zlib.crc32(key.encode()) * 0x632BE59BD9B4E019 % (1 << 64))
        x ^= x >> np.uint64(31)
        x *= np.uint64(0xBF58476D1CE4E5B9)
        x ^= x >> np.uint64(29)
    return (x >> np.uint64(40)).astype(np.float64) / float(1 << 24)


def build(name):
    """The torchvision model in eval mode with hash weights: He-uniform
    convolutions and linears, batch-norm statistics away from the identity."""
    import torch
    import torchvision.models as tvm
    base = HEADS.get(name, name)
    m = {"mobilenet_v2": tvm.mobilenet_v2, "resnet50": tvm.resnet50}[base]()
    state = m.state_dict()
    for key, t in state.items():
        if not t.is_floating_point():
            continue
        u = uniform(base + "/" + key, t.numel()).reshape(tuple(t.shape))
        leaf = key.rsplit(".", 1)[-1]
        if t.dim() > 1:  # conv / linear weight
            fan_in = t[0].numel()
            v = (u - 0.5) * 2 * np.sqrt(6.0 / fan_in)
        elif leaf == "running_var":
            v = 1 + 0.2 * u
        elif leaf == "weight":  # batch-norm scale
            v = 1 + 0.2 * (u - 0.5)
        else:  # biases, running means
            v = 0.2 * (u - 0.5)
        state[key] = torch.from_numpy(v.astype(np.float32))
    m.load_state_dict(state)
    if name == "mobilenet_v2_head":
        m = m.features[:7]
    elif name == "resnet50_head":
        m = torch.nn.Sequential(m.conv1, m.bn1, m.relu, m.maxpool, m.layer1,
                                m.layer2)
    return m.eval()


def make_input(name):
    u = uniform(HEADS.get(name, name) + "/input", BATCH * 3 * 224 * 224)
    x = ((u - 0.5) * 4).astype(np.float32).reshape(BATCH, 3, 224, 224)
    return x.astype(MODELS[name])


def to_f16(model):
    """An f32 ONNX model with f16 weights, input, output and activations."""
    import onnx
    from onnx import TensorProto, numpy_helper
    g = model.graph
    for init in g.initializer:
        if init.data_type == TensorProto.FLOAT:
            init.CopyFrom(numpy_helper.from_array(
                numpy_helper.to_array(init).astype(np.float16), init.name))
    for node in g.node:
        if node.op_type in ("Cast", "Constant", "ConstantOfShape", "If",
                            "Loop", "Scan"):
            raise SystemExit("cnn_models.py: no f16 conversion for %s" %
                             node.op_type)
    for v in list(g.input) + list(g.output) + list(g.value_info):
        if v.type.tensor_type.elem_type == TensorProto.FLOAT:
            v.type.tensor_type.elem_type = TensorProto.FLOAT16
    onnx.checker.check_model(model)
    return model


def export(args):
    import os
    import onnx
    import torch
    m = build(args.name)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "model.onnx")
    x = torch.from_numpy(make_input(args.name).astype(np.float32))
    torch.onnx.export(m, (x,), path, input_names=["input"],
                      output_names=["output"], opset_version=13,
                      do_constant_folding=True)
    if MODELS[args.name] == "float16":
        onnx.save(to_f16(onnx.load(path)), path)
    print("%s: %s, %d MB" % (args.name, path, os.path.getsize(path) >> 20))


def reference(name):
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    m = build(name).cuda()
    if MODELS[name] == "float16":  # what mlc computes from: f16 weights
        m = m.half().float()
    x = torch.from_numpy(make_input(name).astype(np.float32)).cuda()
    with torch.no_grad():
        return m(x).cpu().numpy()


def check(args):
    got = np.load(args.output).astype(np.float64)
    ref = reference(args.name).astype(np.float64)
    if got.shape != ref.shape:
        print("%s: shape %s, expected %s: FAIL" % (args.name, got.shape,
                                                   ref.shape))
        return 1
    err = np.abs(got - ref).max() / np.abs(ref).max()
    top1 = (got.argmax(1) == ref.argmax(1)).mean()
    ok = np.isfinite(got).all() and err <= BOUND[MODELS[args.name]]
    print("%s: max abs err / max |ref| %.3g (bound %g), top-1 agreement "
          "%.3f: %s" % (args.name, err, BOUND[MODELS[args.name]], top1,
                        "OK" if ok else "FAIL"))
    return 0 if ok else 1


def bench_torch(args):
    """Times torch eager, torch.compile (default mode) and, where the
    deadline allows, mode="reduce-overhead" (CUDA graphs) for each model:
    all compiled and warmed up first (inductor compiles in the first calls;
    --ready/--go let the caller time mlc on the GPU meanwhile), then each
    timed alone over `--runs` runs, each between CUDA events after a
    synchronize: the median. A compile that would start past --deadline
    (epoch seconds) is skipped and said so, so that the call ends in time."""
    import os
    import time
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    deadline = args.deadline or float("inf")
    runs = {}
    for name in args.names:
        dtype = getattr(torch, MODELS[name])
        m = build(name).cuda().to(dtype)
        x = torch.from_numpy(make_input(name)).cuda()
        runs[name] = (x, [("eager", m)])
    # Compile (and warm up) every model before anything is timed.
    for mode in ("default", "reduce-overhead"):
        for name in args.names:
            x, fns = runs[name]
            if time.time() > deadline:
                print("%s: torch.compile mode=%s skipped (deadline)" %
                      (name, mode), flush=True)
                continue
            start = time.time()
            fn = torch.compile(fns[0][1], mode=mode)
            with torch.no_grad():
                for _ in range(3):
                    fn(x)
            torch.cuda.synchronize()
            print("%s: torch.compile mode=%s compiled and warmed up in %.1f s"
                  % (name, mode, time.time() - start), flush=True)
            fns.append(("compile" if mode == "default" else mode, fn))
    if args.ready:
        open(args.ready, "w").close()
    if args.go:
        while not os.path.exists(args.go):
            time.sleep(0.05)

    def bench(fn, x):
        with torch.no_grad():
            for _ in range(10):
                fn(x)
            torch.cuda.synchronize()
            times = []
            for _ in range(args.runs):
                s = torch.cuda.Event(enable_timing=True)
                e = torch.cuda.Event(enable_timing=True)
                s.record()
                fn(x)
                e.record()
                torch.cuda.synchronize()
                times.append(s.elapsed_time(e))
        times.sort()
        return times[len(times) // 2]

    for name in args.names:
        x, fns = runs[name]
        parts = ["%s %.3f ms" % (label, bench(fn, x)) for label, fn in fns]
        print("%s torch %s: %s (batch %d, %s, median of %d, TF32 off, "
              "cudnn.benchmark)" % (name, torch.__version__, ", ".join(parts),
                                    BATCH, MODELS[name], args.runs),
              flush=True)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("export")
    p.add_argument("name", choices=MODELS)
    p.add_argument("out")
    p = sub.add_parser("input")
    p.add_argument("name", choices=MODELS)
    p.add_argument("file")
    p = sub.add_parser("check")
    p.add_argument("name", choices=MODELS)
    p.add_argument("output")
    p = sub.add_parser("torch")
    p.add_argument("names", nargs="+", choices=MODELS)
    p.add_argument("--runs", type=int, default=100)
    p.add_argument("--deadline", type=float, default=0,
                   help="epoch seconds: skip compiles that would end later")
    p.add_argument("--ready", help="touched once everything is compiled")
    p.add_argument("--go", help="timing starts once this file exists")
    args = ap.parse_args()
    if args.cmd == "export":
        return export(args)
    if args.cmd == "input":
        np.save(args.file, make_input(args.name))
        return 0
    if args.cmd == "check":
        return check(args)
    return bench_torch(args)


if __name__ == "__main__":
    sys.exit(main())
