"""DLPack on the GPU (issue #7): torch.cuda tensors into a cuda Module in
place, outputs back as device tensors for torch.from_dlpack, no host copies.

Needs torch with a CUDA device (skipped otherwise). The GPU machine has no
LLVM/MLIR: there the cuda modules come precompiled from $MLC_GPU_ARTIFACTS
(add.so, from test/gpu/stage-weights-dlpack.sh); with the compiler at hand
they are compiled on the spot. Runs under pytest, or as a script (prints a
PASS/FAIL line per test; exit 1 on any failure).
"""

import gc
import os
import sys

import numpy as np

try:
    import pytest
except ImportError:  # run as a script on a machine without pytest
    pytest = None

try:
    import torch
    HAVE_CUDA = torch.cuda.is_available()
except ImportError:
    torch, HAVE_CUDA = None, False

import mlc

N = 1024
ADD = f"""func.func @main(%a: tensor<{N}x{N}xf32> {{graph.name = "a"}}, %b: tensor<{N}x{N}xf32> {{graph.name = "b"}}) -> (tensor<{N}x{N}xf32> {{graph.name = "y"}}, tensor<{N}x{N}xf32> {{graph.name = "a_again"}}) {{
  %s = graph.add %a, %b : (tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
  %y = graph.relu %s : tensor<{N}x{N}xf32>
  return %y, %a : tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>
}}
"""

if pytest is not None:
    pytestmark = pytest.mark.skipif(not HAVE_CUDA, reason="needs torch with a CUDA device")

_modules = {}


def _add_module():
    if "add" not in _modules:
        artifacts = os.environ.get("MLC_GPU_ARTIFACTS")
        if artifacts:
            _modules["add"] = mlc.load(os.path.join(artifacts, "add.so"))
        else:
            _modules["add"] = mlc.compile(ADD, target="cuda")
    return _modules["add"]


def _inputs():
    g = torch.Generator(device="cuda").manual_seed(0)
    a = torch.randn(N, N, device="cuda", generator=g)
    b = torch.randn(N, N, device="cuda", generator=g)
    return a, b


def test_round_trip():
    m = _add_module()
    assert m.target == "cuda"
    a, b = _inputs()
    y, a_again = m(a, b, outputs="dlpack")
    assert y.__dlpack_device__() == (2, torch.cuda.current_device())
    ty, ta = torch.from_dlpack(y), torch.from_dlpack(a_again)
    assert ty.is_cuda and ty.shape == (N, N) and ty.dtype == torch.float32
    torch.testing.assert_close(ty, torch.relu(a + b), rtol=0, atol=0)
    torch.testing.assert_close(ta, a, rtol=0, atol=0)
    assert ta.data_ptr() != a.data_ptr()  # a copy on the device, not an alias
    # numpy outputs from the same device inputs, numpy inputs still work.
    host_y, _ = m(a, b)
    np.testing.assert_array_equal(host_y, torch.relu(a + b).cpu().numpy())
    host_y2, _ = m(a.cpu().numpy(), b.cpu().numpy())
    np.testing.assert_array_equal(host_y2, host_y)


def test_outputs_outlive_module():
    a, b = _inputs()
    m = mlc.load(_add_module().path) if os.environ.get("MLC_GPU_ARTIFACTS") else _add_module()
    y = torch.from_dlpack(m(a, b, outputs="dlpack")[0])
    del m
    gc.collect()
    junk = [torch.full((N, N), 7.0, device="cuda") for _ in range(8)]  # reuse freed memory
    torch.cuda.synchronize()
    torch.testing.assert_close(y, torch.relu(a + b), rtol=0, atol=0)
    del junk


def test_stream_order():
    # An input still being computed on another torch stream: __dlpack__ makes
    # the runtime's stream wait for it.
    m = _add_module()
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        a, b = _inputs()
        for _ in range(20):
            a = a * 1.0001 + 0.0001
        y = torch.from_dlpack(m(a, b, outputs="dlpack")[0])
        expected = torch.relu(a + b)
    torch.cuda.synchronize()
    torch.testing.assert_close(y, expected, rtol=0, atol=0)


def _memcpy_kinds(fn):
    """The kinds of CUDA memcpy the profiler saw while fn ran, or None when
    it saw no GPU activity at all (no CUPTI)."""
    from torch.profiler import ProfilerActivity, profile
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    names = [e.name for e in prof.events()]
    if not names:
        return None
    return {k for k in ("HtoD", "DtoH") for n in names if "Memcpy" in n and k in n}


def test_no_host_copies():
    m = _add_module()
    a, b = _inputs()
    m(a, b, outputs="dlpack")  # warm-up: module load, parameters
    copies = _memcpy_kinds(lambda: m(a, b, outputs="dlpack"))
    if copies is None:
        _skip("the profiler saw no CUDA activity (no CUPTI)")
    assert copies == set(), copies
    # The same check sees the copies of a host round trip.
    ha, hb = a.cpu().numpy(), b.cpu().numpy()
    assert _memcpy_kinds(lambda: m(ha, hb)) == {"HtoD", "DtoH"}


def test_checks():
    m = _add_module()
    a, b = _inputs()
    cases = [
        ((a.t(), b), r"input 0: the DLPack tensor is not contiguous"),
        ((a, b.half()), r"input 1 'b': expected dtype f32, got f16"),
        ((a[:512], b), r"input 0 'a': expected shape 1024x1024, got 512x1024"),
        ((a.cpu(), b), r"input 0: a DLPack tensor on cpu, the model runs on cuda"),
    ]
    for args, pattern in cases:
        try:
            m(*args)
        except mlc.RuntimeError as e:
            import re
            assert re.search(pattern, str(e)), (pattern, str(e))
        else:
            raise AssertionError(f"no error for {pattern}")


def _skip(why):
    if pytest is not None:
        pytest.skip(why)
    raise _Skipped(why)


class _Skipped(Exception):
    pass


if __name__ == "__main__":
    if not HAVE_CUDA:
        print("SKIP test_dlpack_gpu: needs torch with a CUDA device")
        sys.exit(77)
    failed = 0
    for name, fn in list(globals().items()):
        if name.startswith("test_") and callable(fn):
            try:
                fn()
                print(f"PASS {name}")
            except _Skipped as e:
                print(f"SKIP {name}: {e}")
            except Exception as e:  # noqa: BLE001
                failed += 1
                print(f"FAIL {name}: {type(e).__name__}: {e}")
    sys.exit(1 if failed else 0)
