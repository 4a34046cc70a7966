"""DLPack on the host (what runs without a GPU): capsules and DLPack objects
in, mlc.DLPackTensor out (numpy.from_dlpack), and the checks of dtype,
strides and device. The GPU round trip is test_dlpack_gpu.py."""

import ctypes
import gc

import numpy as np
import pytest

ADD = """func.func @main(%a: tensor<4x8xf32> {graph.name = "a"}, %b: tensor<4x8xf32> {graph.name = "b"}) -> (tensor<4x8xf32> {graph.name = "y"}, tensor<4x8xf32> {graph.name = "a_again"}) {
  %y = graph.add %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y, %a : tensor<4x8xf32>, tensor<4x8xf32>
}
"""

_capsule_is_valid = ctypes.pythonapi.PyCapsule_IsValid
_capsule_is_valid.restype = ctypes.c_int
_capsule_is_valid.argtypes = [ctypes.py_object, ctypes.c_char_p]


class Foreign:
    """A DLPack producer that is not a numpy array (as a torch tensor is),
    optionally claiming another device."""

    def __init__(self, array, device=None):
        self.array, self.device = array, device

    def __dlpack__(self, stream=None):
        return self.array.__dlpack__()

    def __dlpack_device__(self):
        return self.device or self.array.__dlpack_device__()


@pytest.fixture(scope="module")
def add(mlc):
    return mlc.compile(ADD)


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(1)
    return rng.standard_normal((4, 8)).astype(np.float32), rng.standard_normal((4, 8)).astype(np.float32)


def test_capsules_and_objects_in(add, data):
    a, b = data
    y, a_again = add(a.__dlpack__(), Foreign(b))
    np.testing.assert_array_equal(y, a + b)
    np.testing.assert_array_equal(a_again, a)


def test_dlpack_out(mlc, data):
    a, b = data
    m = mlc.compile(ADD)
    y, a_again = m(a, b, outputs="dlpack")
    assert isinstance(y, mlc.DLPackTensor)
    assert y.__dlpack_device__() == (1, 0)
    assert y.shape == (4, 8) and y.dtype_name == "f32"
    host = np.from_dlpack(y)
    del y, m
    gc.collect()
    # The consumer's array keeps the runtime's buffer alive.
    np.testing.assert_array_equal(host, a + b)
    np.testing.assert_array_equal(np.from_dlpack(a_again), a)
    np.testing.assert_array_equal(a_again.numpy(), a)
    legacy, versioned = a_again.__dlpack__(), a_again.__dlpack__(max_version=(1, 0))
    assert _capsule_is_valid(legacy, b"dltensor")
    assert _capsule_is_valid(versioned, b"dltensor_versioned")
    del legacy, versioned  # unconsumed capsules free their share
    with pytest.raises(BufferError):
        a_again.__dlpack__(dl_device=(2, 0))


def test_checks(mlc, add, data):
    a, b = data
    with pytest.raises(mlc.RuntimeError, match=r"input 0: the DLPack tensor is not contiguous \(strides 1x4"):
        add(np.asfortranarray(a).__dlpack__(), b)
    with pytest.raises(mlc.RuntimeError, match="expected dtype f32, got f64"):
        add(a.astype(np.float64).__dlpack__(), b)
    with pytest.raises(mlc.RuntimeError, match="expected shape 4x8, got 8x4"):
        add(a.reshape(8, 4).__dlpack__(), b)
    with pytest.raises(mlc.RuntimeError, match=r"input 1: a DLPack tensor on cuda:0, the model runs on cpu"):
        add(a, Foreign(b, device=(2, 0)))
    with pytest.raises(ValueError, match="outputs"):
        add(a, b, outputs="torch")


def test_cuda_module_rejects_host_dlpack(mlc, data):
    # Checked before CUDA is brought up: runs without a GPU.
    a, b = data
    m = mlc.compile(ADD, target="cuda")
    with pytest.raises(mlc.RuntimeError, match=r"input 0: a DLPack tensor on cpu, the model runs on cuda \(move it"):
        m(Foreign(a), b)
    with pytest.raises(mlc.RuntimeError, match=r"input 1: a DLPack tensor on cpu, the model runs on cuda"):
        m(a, b.__dlpack__())
