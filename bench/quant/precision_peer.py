#!/usr/bin/python3
"""The torch peer of mlc's --precision builds (issue #19), on the GPU
machine: timm mobilenetv2_100 (1x3x224x224, the architecture of
export_quant.py's mobilenet_v2) in f32 and in f16 (model.half(), the input
half too), each under torch.compile(mode="reduce-overhead") (CUDA graphs,
as mlc-run's --benchmark-device-only replays). Medians of CUDA-event times
(bench/gpu/torch_timing.py).

    python3 bench/quant/precision_peer.py [--runs N]
"""

import argparse
import os
import sys

import timm
import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "gpu"))
from torch_timing import median_ms  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    args = ap.parse_args()
    torch.manual_seed(2026)
    for dtype in (torch.float32, torch.float16):
        m = timm.create_model("mobilenetv2_100", pretrained=False).eval()
        m = m.to("cuda", dtype)
        x = torch.randn(1, 3, 224, 224, device="cuda", dtype=dtype)
        with torch.no_grad():
            eager = median_ms(m, x, n=args.runs)
            c = torch.compile(m, mode="reduce-overhead")
            compiled = median_ms(c, x, n=args.runs, warmup=10)
        name = str(dtype).replace("torch.", "")
        print(f"torch mobilenet_v2 {name}: eager {eager:.3f} ms, "
              f"torch.compile(reduce-overhead) {compiled:.3f} ms")


if __name__ == "__main__":
    main()
