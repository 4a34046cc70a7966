"""Running compiled modules on numpy arrays: dtypes, shapes, outputs, errors."""

import sys
import threading

import numpy as np
import pytest


def unary_model(mlc, op, mlir_type):
    return mlc.compile(f"""func.func @main(%x: tensor<{mlir_type}> {{graph.name = "x"}}) -> tensor<{mlir_type}> {{
  %y = graph.{op} %x : tensor<{mlir_type}>
  return %y : tensor<{mlir_type}>
}}
""")


def binary_model(mlc, op, mlir_type):
    t = f"tensor<{mlir_type}>"
    return mlc.compile(f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %y = graph.{op} %a, %b : ({t}, {t}) -> {t}
  return %y : {t}
}}
""")


@pytest.fixture(scope="module")
def dyn_add(mlc):
    t = "tensor<?x4xf32>"
    return mlc.compile(f"""func.func @main(%a: {t} {{graph.name = "a"}}, %b: tensor<4xf32> {{graph.name = "b"}}) -> ({t} {{graph.name = "y"}}) {{
  %y = graph.add %a, %b : ({t}, tensor<4xf32>) -> {t}
  return %y : {t}
}}
""")


def test_describe(mlc, mlp, dyn_add):
    (x,) = mlp.inputs
    assert x.name == "x" and x.dtype == np.float32 and x.shape == (8, 64) and x.dtype_name == "f32"
    (y,) = mlp.outputs
    assert y.name == "y" and y.shape == (8, 16)
    assert [i.shape for i in dyn_add.inputs] == [(None, 4), (4,)]
    assert dyn_add.outputs[0].shape == (None, 4)
    assert mlp.target == "cpu"
    assert "input" in mlp.metadata
    assert "x" in repr(mlp)


def test_dynamic_dims(dyn_add):
    b = np.arange(4, dtype=np.float32)
    for n in (1, 5, 0):
        a = np.ones((n, 4), np.float32)
        y = dyn_add(a, b)
        assert y.shape == (n, 4)
        np.testing.assert_array_equal(y, a + b)


@pytest.mark.parametrize("dtype,mlir", [
    (np.float32, "f32"), (np.float64, "f64"), (np.int64, "i64"), (np.int32, "i32"),
    (np.float16, "f16"), (np.uint8, "ui8")])
def test_dtypes_add(mlc, dtype, mlir):
    m = binary_model(mlc, "add", f"3x5x{mlir}")
    assert m.inputs[0].dtype == np.dtype(dtype)
    a = (np.arange(15).reshape(3, 5) % 7).astype(dtype)
    b = (np.arange(15).reshape(3, 5) % 3).astype(dtype)
    y = m(a, b)
    assert y.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(y, a + b)


def test_bool(mlc):
    m = binary_model(mlc, "xor", "2x3xi1")
    assert m.inputs[0].dtype == np.bool_ and m.inputs[0].dtype_name == "bool"
    a = np.array([[True, False, True], [False, False, True]])
    b = np.array([[True, True, False], [False, True, True]])
    y = m(a, b)
    assert y.dtype == np.bool_
    np.testing.assert_array_equal(y, a ^ b)


def test_float_unary_vs_numpy(mlc):
    x = np.random.default_rng(0).standard_normal((4, 33)).astype(np.float32)
    np.testing.assert_allclose(unary_model(mlc, "tanh", "4x33xf32")(x), np.tanh(x), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(unary_model(mlc, "exp", "4x33xf32")(x), np.exp(x), rtol=1e-5)


def test_bf16_through_bits(mlc):
    m = mlc.compile("""func.func @main(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %y = graph.add %x, %x : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %y : tensor<4xbf16>
}
""")
    assert m.inputs[0].dtype_name == "bf16"
    x = np.array([1.0, -2.5, 0.375, 3.0], np.float32)
    y = m(mlc.to_bfloat16_bits(x))
    np.testing.assert_array_equal(mlc.from_bfloat16_bits(y), 2 * x)
    # float32 input converted only when asked
    with pytest.raises(mlc.RuntimeError, match="cast=True"):
        m(x)
    np.testing.assert_array_equal(mlc.from_bfloat16_bits(m(x, cast=True)), 2 * x)


def test_multiple_outputs(mlc):
    m = mlc.compile("""func.func @main(%a: tensor<3xf32> {graph.name = "a"}, %b: tensor<3xf32> {graph.name = "b"})
    -> (tensor<3xf32> {graph.name = "sum"}, tensor<3xf32> {graph.name = "prod"}, tensor<3xi1> {graph.name = "less"}) {
  %s = graph.add %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %p = graph.mul %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %l = graph.compare lt, %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return %s, %p, %l : tensor<3xf32>, tensor<3xf32>, tensor<3xi1>
}
""")
    assert [o.name for o in m.outputs] == ["sum", "prod", "less"]
    a = np.array([1, 2, 3], np.float32)
    b = np.array([3, 2, 1], np.float32)
    out = m(a, b)
    assert isinstance(out, tuple) and len(out) == 3
    s, p, lt = out
    np.testing.assert_array_equal(s, a + b)
    np.testing.assert_array_equal(p, a * b)
    np.testing.assert_array_equal(lt, a < b)


def test_scalars_and_lists(mlc):
    m = binary_model(mlc, "mul", "f32")  # rank 0
    y = m(np.float32(3), 2.0)  # a Python float takes the input's dtype
    assert y.shape == () and y == 6
    m2 = binary_model(mlc, "add", "3xi64")
    np.testing.assert_array_equal(m2([1, 2, 3], [10, 20, 30]), [11, 22, 33])


def test_non_contiguous_inputs_and_zero_copy(mlc):
    m = binary_model(mlc, "add", "4x3xf32")
    base = np.arange(12, dtype=np.float32).reshape(3, 4)
    t = base.T  # not C-contiguous: copied
    b = np.ones((4, 3), np.float32)
    np.testing.assert_array_equal(m(t, b), t + b)
    strided = np.arange(24, dtype=np.float32).reshape(4, 6)[:, ::2]
    np.testing.assert_array_equal(m(strided, b), strided + b)
    big_endian = np.ones((4, 3), ">f4")
    np.testing.assert_array_equal(m(big_endian, b), 2 * b)
    # Inputs are read only to the model, even when passed without a copy.
    a = np.full((4, 3), 2.0, np.float32)
    before = a.copy()
    m(a, b)
    np.testing.assert_array_equal(a, before)
    ro = np.full((4, 3), 2.0, np.float32)
    ro.flags.writeable = False
    np.testing.assert_array_equal(m(ro, b), ro + b)


def test_outputs_are_owned_arrays(mlc, mlp, mlp_data):
    x, expected = mlp_data
    ys = [mlp(x) for _ in range(3)]
    for y in ys:
        assert y.flags.c_contiguous and y.flags.writeable
        np.testing.assert_allclose(y, expected, rtol=1e-3, atol=1e-5)
    ys[0][:] = 0  # writable, and independent of the other results
    np.testing.assert_allclose(ys[1], expected, rtol=1e-3, atol=1e-5)


def test_outputs_outlive_module(mlc):
    m = binary_model(mlc, "add", "3xf32")
    y = m(np.ones(3, np.float32), np.ones(3, np.float32))
    del m
    import gc
    gc.collect()
    np.testing.assert_array_equal(y, [2, 2, 2])


def test_dtype_mismatch_raises(mlc, mlp):
    x = np.zeros((8, 64), np.float64)
    with pytest.raises(mlc.RuntimeError, match=r"input 0 \('x'\): expected dtype f32, got numpy float64") as e:
        mlp(x)
    assert isinstance(e.value, RuntimeError)  # the builtin one too
    y = mlp(x, cast=True)
    assert y.dtype == np.float32


def test_shape_mismatch_raises(mlc, mlp, dyn_add):
    with pytest.raises(mlc.RuntimeError, match=r"expected shape.*8x64.*got.*8x63"):
        mlp(np.zeros((8, 63), np.float32))
    with pytest.raises(mlc.RuntimeError, match="shape"):
        mlp(np.zeros((8,), np.float32))
    with pytest.raises(mlc.RuntimeError, match="shape"):
        dyn_add(np.zeros((2, 5), np.float32), np.zeros(4, np.float32))


def test_input_count_raises(mlc, mlp, dyn_add):
    with pytest.raises(mlc.RuntimeError, match="expects 1 inputs, got 2"):
        mlp(np.zeros((8, 64), np.float32), np.zeros((8, 64), np.float32))
    with pytest.raises(mlc.RuntimeError, match="expects 2 inputs, got 1"):
        dyn_add(np.zeros((2, 4), np.float32))
    with pytest.raises(mlc.RuntimeError, match="expects 1 inputs, got 0"):
        mlp()


def test_unsupported_numpy_dtype(mlc, mlp):
    with pytest.raises(mlc.RuntimeError):
        mlp(np.zeros((8, 64), np.complex64))
    with pytest.raises(mlc.RuntimeError, match="no mlc equivalent"):
        mlp(np.zeros((8, 64), np.float32), np.zeros(3, np.complex64))


def test_load_errors(mlc, dyn_add, tmp_path):
    with pytest.raises(mlc.RuntimeError):
        mlc.load(str(tmp_path / "missing.so"))
    junk = tmp_path / "junk.so"
    junk.write_bytes(b"not an elf file")
    with pytest.raises(mlc.RuntimeError, match="not an ELF shared library"):
        mlc.load(str(junk))
    # A compiled model cut short: an error, not a SIGBUS in dlopen.
    cut = tmp_path / "cut.so"
    with open(dyn_add.path, "rb") as f:
        cut.write_bytes(f.read()[:3000])
    with pytest.raises(mlc.RuntimeError, match="no mlc footer at its end: the file is truncated"):
        mlc.load(str(cut))


def test_out_of_memory_raises_and_the_module_stays_usable(mlc):
    # A 2^20 x 2^20 f32 result (4 TiB) cannot be allocated: the call raises
    # with the size, and the module runs a smaller input afterwards.
    m = mlc.compile("""func.func @main(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %c = graph.add %a, %b : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
""")
    big = np.ones((1 << 20, 1), np.float32)
    with pytest.raises(mlc.RuntimeError, match=r"out of host memory: cannot allocate 43980465111\d\d bytes"):
        m(big, big.reshape(1, -1))
    y = m(np.array([[1.0], [2.0]], np.float32), np.array([[10.0, 20.0, 30.0]], np.float32))
    np.testing.assert_array_equal(y, [[11, 21, 31], [12, 22, 32]])


def test_benchmark(mlc, mlp, mlp_data, dyn_add):
    stats = mlp.benchmark(n=20, warmup=2)
    for k in ("median", "p90", "min", "mean", "max", "stdev"):
        assert stats[k] >= 0
    assert stats["min"] <= stats["median"] <= stats["p90"] <= stats["max"]
    assert 0 < stats["compute_min"] <= stats["compute_median"] <= stats["max"]
    assert stats["n"] == 20
    x, _ = mlp_data
    assert mlp.benchmark(x, n=5)["n"] == 5
    with pytest.raises(mlc.RuntimeError, match="dynamic"):
        dyn_add.benchmark()
    assert dyn_add.benchmark(np.ones((3, 4), np.float32), np.ones(4, np.float32), n=3)["n"] == 3
    with pytest.raises(ValueError):
        mlp.benchmark(n=0)


def test_threads(mlc, mlp, mlp_data):
    x, expected = mlp_data
    errors = []

    def work():
        try:
            for _ in range(20):
                np.testing.assert_allclose(mlp(x), expected, rtol=1e-3, atol=1e-5)
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    n = mlc.get_num_threads()
    mlc.set_num_threads(1)
    np.testing.assert_allclose(mlp(x), expected, rtol=1e-3, atol=1e-5)
    mlc.set_num_threads(n)
    with pytest.raises(mlc.RuntimeError):
        mlc.set_num_threads(0)


class _DLPackOnly:
    """A host tensor seen only through the DLPack protocol (like a CPU torch tensor)."""

    def __init__(self, array, device=(1, 0)):
        self._array, self._device = array, device

    def __dlpack__(self, stream=None):
        return self._array.__dlpack__()

    def __dlpack_device__(self):
        return self._device


def test_dlpack_host_inputs(mlc):
    m = binary_model(mlc, "add", "2x3xf32")
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(m(_DLPackOnly(a), _DLPackOnly(a)), a + a)
    with pytest.raises(mlc.RuntimeError, match="input 0: a DLPack tensor on cuda:0, the model runs on cpu"):
        m(_DLPackOnly(a, device=(2, 0)), a)


def _count_while(fn):
    """How often the main thread loops while a worker thread is inside fn()."""
    started, done = threading.Event(), threading.Event()

    def work():
        started.set()
        fn()
        done.set()

    thread = threading.Thread(target=work)
    count = 0
    # A short switch interval: a worker that holds the GIL gets it back from
    # the main thread at once.
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    try:
        thread.start()
        started.wait()
        while not done.is_set():
            count += 1
        thread.join()
    finally:
        sys.setswitchinterval(interval)
    return count


def test_gil_released_while_running_and_compiling(mlc, mlp, mlp_path):
    # Were the GIL held for the whole call, the main thread could not loop
    # until the worker came back from it.
    x = np.ones((8, 64), np.float32)
    assert _count_while(lambda: mlp.benchmark(x, n=3000, warmup=0)) > 50000
    assert _count_while(lambda: mlc.compile(mlp_path, emit="llvm")) > 50000
