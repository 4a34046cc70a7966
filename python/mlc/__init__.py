"""mlc: compile ML models with mlc and run them on numpy arrays.

    import mlc, numpy as np
    m = mlc.compile("examples/mlp.mlir")          # or MLIR text, ONNX bytes, onnx.ModelProto
    print(m.inputs, m.outputs)                    # names, numpy dtypes, shapes (None: dynamic)
    y = m(np.ones((4, 16), np.float32))           # numpy in, numpy out
    print(m.benchmark(n=100))                     # latency statistics in ms
    print(mlc.compile("examples/mlp.mlir", emit="tile"))   # look at a stage

The compiler (``mlc.compile``) needs mlc's compiler extension and LLVM/MLIR;
loading and running compiled libraries (``mlc.load``) needs only the runtime.
Errors are ``mlc.CompileError`` (with the diagnostics) and
``mlc.RuntimeError`` (bad inputs, unloadable libraries).
"""

from ._errors import CompileError, Error, RuntimeError  # noqa: A004
from . import _runtime
from ._dtypes import from_bfloat16_bits, to_bfloat16_bits
from ._module import CacheView, DLPackTensor, Module, TensorInfo, generate, load
from ._compile import CUDA_ARCHS, EMIT_KINDS, compile  # noqa: A004

__all__ = [
    "compile", "load", "generate", "Module", "TensorInfo", "DLPackTensor", "CacheView",
    "EMIT_KINDS", "CUDA_ARCHS",
    "Error", "CompileError", "RuntimeError",
    "to_bfloat16_bits", "from_bfloat16_bits",
    "get_num_threads", "set_num_threads", "runtime_version", "has_compiler",
]

__version__ = _runtime.version()


def runtime_version():
    """The version of the mlc runtime the package uses."""
    return _runtime.version()


def get_num_threads():
    """The size of the runtime's thread pool (the calling thread included;
    ``$MLC_NUM_THREADS`` sets it at start-up)."""
    return _runtime.get_num_threads()


def set_num_threads(n):
    """Resizes the runtime's thread pool (n >= 1; 1 runs on the calling thread)."""
    _runtime.set_num_threads(int(n))


def has_compiler():
    """Whether ``mlc.compile`` is available (the compiler extension loads)."""
    try:
        from . import _compiler  # noqa: F401
    except ImportError:
        return False
    return True
