#!/usr/bin/python3
"""Independent branches (issue #6): inputs, reference and torch peers.

  inputs DIR       bench/gpu/branches_matmul.mlir's inputs (seeded normal
                   f32) as DIR/input_N.npy, and the float64 numpy reference
                   as DIR/reference.npy
  check OUT REF    compares an mlc output (.npy) with the reference
                   (relative to the largest reference magnitude, f32 bound)
  torch [NAME...]  times the same problems in PyTorch (CUDA events, median
                   of 200 runs after warm-up; TF32 off): `branches` (eager,
                   torch.compile, mode="reduce-overhead"), `squeezenet1_1`
                   (torchvision, batch 1, same)
"""
import sys

import numpy as np

BRANCHES, M, K = 8, 32, 256


def make_inputs():
    rng = np.random.default_rng(6)
    x = rng.standard_normal((M, K)).astype(np.float32)
    ws = [(rng.standard_normal((K, K)) / np.sqrt(K)).astype(np.float32)
          for _ in range(2 * BRANCHES)]
    return [x] + ws


def reference(inputs):
    x, ws = inputs[0].astype(np.float64), [w.astype(np.float64) for w in inputs[1:]]
    ys = [np.maximum(x @ ws[2 * i], 0) @ ws[2 * i + 1] for i in range(BRANCHES)]
    return np.concatenate(ys, axis=1)


def bench(fn, *args, n=200):
    import torch
    from torch_timing import median_ms
    with torch.no_grad():
        return median_ms(fn, *args, n=n, warmup=10)


def peers(names):
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    if "branches" in names:
        args = [torch.from_numpy(a).cuda() for a in make_inputs()]

        def f(x, *ws):
            return torch.cat([torch.relu(x @ ws[2 * i]) @ ws[2 * i + 1]
                              for i in range(BRANCHES)], dim=1)
        print("branches torch %s: eager %.4f ms, torch.compile %.4f ms, "
              "reduce-overhead %.4f ms" % (
                  torch.__version__, bench(f, *args),
                  bench(torch.compile(f), *args),
                  bench(torch.compile(f, mode="reduce-overhead"), *args)),
              flush=True)
    if "squeezenet1_1" in names:
        import torchvision
        torch.backends.cudnn.benchmark = True
        m = torchvision.models.squeezenet1_1().cuda().eval()
        x = torch.randn(1, 3, 224, 224, device="cuda")
        print("squeezenet1_1 torch %s: eager %.4f ms, torch.compile %.4f ms, "
              "reduce-overhead %.4f ms (batch 1)" % (
                  torch.__version__, bench(m, x), bench(torch.compile(m), x),
                  bench(torch.compile(m, mode="reduce-overhead"), x)),
              flush=True)


def main():
    cmd = sys.argv[1]
    if cmd == "inputs":
        inputs = make_inputs()
        for i, a in enumerate(inputs):
            np.save("%s/input_%d.npy" % (sys.argv[2], i), a)
        np.save("%s/reference.npy" % sys.argv[2], reference(inputs))
        return 0
    if cmd == "check":
        got, ref = np.load(sys.argv[2]), np.load(sys.argv[3])
        err = float(np.abs(got - ref).max() / np.abs(ref).max())
        ok = got.shape == ref.shape and np.isfinite(got).all() and err < 1e-5
        print("branches: max error %.3g of the largest |reference|: %s" % (
            err, "OK" if ok else "FAIL"))
        return 0 if ok else 1
    if cmd == "torch":
        peers(sys.argv[2:] or ["branches", "squeezenet1_1"])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
