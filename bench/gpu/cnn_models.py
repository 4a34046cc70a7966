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
  torch NAME            (GPU machine) torch eager and torch.compile times of
                        the same model, dtype and batch (CUDA events, median).

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
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    dtype = getattr(torch, MODELS[args.name])
    m = build(args.name).cuda().to(dtype)
    x = torch.from_numpy(make_input(args.name)).cuda()

    def bench(fn, n=30):
        with torch.no_grad():
            for _ in range(5):
                fn(x)
            torch.cuda.synchronize()
            times = []
            for _ in range(n):
                s = torch.cuda.Event(enable_timing=True)
                e = torch.cuda.Event(enable_timing=True)
                s.record()
                fn(x)
                e.record()
                torch.cuda.synchronize()
                times.append(s.elapsed_time(e))
        times.sort()
        return times[len(times) // 2]

    eager = bench(m)
    compiled = bench(torch.compile(m))
    print("%s torch %s: eager %.3f ms, torch.compile %.3f ms (batch %d, "
          "median of 30, TF32 off)" % (args.name, torch.__version__, eager,
                                       compiled, BATCH))


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
    p.add_argument("name", choices=MODELS)
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
