"""mlc.Module: a compiled model, callable on numpy arrays and DLPack tensors."""

import collections
import os
import shutil
import statistics

import numpy as np

from . import _dtypes
from . import _runtime
from ._errors import RuntimeError

__all__ = ["Module", "TensorInfo", "load", "generate", "DLPackTensor"]

#: What ``Module(..., outputs="dlpack")`` returns per output.
DLPackTensor = _runtime.DLPackTensor


class TensorInfo(collections.namedtuple("TensorInfo", "name dtype shape dtype_name")):
    """The signature of one input or output of a compiled model.

    Attributes:
        name: its name (``graph.name`` in the model, or ``input_N`` / ``output_N``).
        dtype: the numpy dtype of its elements. bf16 has no numpy dtype: it is
            ``ml_dtypes.bfloat16`` when that package is installed, else
            ``numpy.uint16`` (the raw bits, see ``mlc.to_bfloat16_bits``).
        shape: a tuple of ints, ``None`` for a dynamic dimension.
        dtype_name: mlc's name of the element type ('f32', 'bf16', 'i64', 'bool', ...).
    """

    __slots__ = ()

    def __repr__(self):
        dims = "x".join("?" if d is None else str(d) for d in self.shape)
        return f"TensorInfo({self.name!r}, {dims + 'x' if dims else ''}{self.dtype_name})"


def _info(entry):
    name, _code, dtype_name, dims = entry
    return TensorInfo(name, _dtypes.to_numpy(dtype_name),
                      tuple(None if d < 0 else d for d in dims), dtype_name)


# DLPack device types (dlpack.h).
_DLPACK_CPU = 1
_DLPACK_CUDA = 2


def _is_capsule(obj):
    return type(obj).__name__ == "PyCapsule"


def _dlpack_capsule(obj, stream):
    """A DLPack capsule of a tensor on a device (borrowed by the run):
    ``stream`` is the runtime's CUDA stream, which the producer makes wait
    for the tensor's pending work."""
    try:
        return obj.__dlpack__(stream=stream)
    except TypeError:  # a producer without the stream keyword
        return obj.__dlpack__()


def _host_array(obj, i, info, target):
    """A non-ndarray input as a numpy array: a DLPack tensor in host memory
    (a CPU torch tensor, ...) without a copy, for a cpu model; Python scalars
    and lists (which have no dtype of their own) with the input's dtype."""
    if hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__"):
        device_type, device_id = obj.__dlpack_device__()
        if device_type == _DLPACK_CPU and target == "cpu":
            return np.from_dlpack(obj)
        where = {_DLPACK_CPU: "cpu", _DLPACK_CUDA: f"cuda:{device_id}"}.get(
            device_type, f"DLPack device type {device_type}")
        hint = (" (move it to the GPU, or pass a numpy array to have it copied)"
                if target == "cuda" else "")
        raise RuntimeError(f"input {i}: a DLPack tensor on {where}, the model "
                           f"runs on {target}{hint}")
    return np.asarray(obj, dtype=info.dtype if info else None)


class CacheView:
    """The first ``length`` entries of ``buffer`` along the axis an input is
    kept in place on (a KV cache of a module compiled with
    ``cache_in_place=True``: ``Module.in_place``), the rest room for the
    rows a run appends. ``buffer`` is a C-contiguous numpy array of the
    input's dtype (cpu), or a DLPack tensor on the model's device (e.g. a
    ``torch.cuda`` tensor: no copy); every dim before the axis is 1. A run
    writes the new rows into the buffer, right after the first ``length``;
    then ``length`` grows by ``advance()`` (the rows a step adds) for the
    next step. The matching output comes back as a view of the same buffer
    with ``outputs="dlpack"`` (a copy with numpy outputs)."""

    def __init__(self, buffer, length):
        self.buffer = buffer
        self.length = int(length)

    def advance(self, rows=1):
        self.length += int(rows)
        return self

    def __repr__(self):
        return f"CacheView(length={self.length})"


class Module:
    """A compiled model loaded by the mlc runtime.

    Made by ``mlc.compile`` (which owns a temporary directory holding the
    library, removed with the Module) or ``mlc.load`` (a library on disk).
    Call it on numpy arrays::

        y = module(x)             # one output: an array
        a, b = module(x, w)       # several outputs: a tuple of arrays

    Runs on one Module are serialized; different Modules may run at the same
    time from different threads (the GIL is released while a model runs).
    """

    def __init__(self, path, _tempdir=None, params=None, random_weights=None):
        """Loads the compiled library at ``path`` (prefer ``mlc.load``)."""
        self._tempdir = _tempdir  # keeps a compile()'s directory alive
        self._path = os.fspath(path)
        seed = _random_seed(random_weights)
        if seed >= 0 and params is not None:
            raise ValueError("pass params or random_weights, not both")
        self._model = _runtime.Model(self._path, os.fspath(params) if params is not None else "",
                                     seed)
        self._inputs = tuple(_info(e) for e in self._model.inputs)
        self._outputs = tuple(_info(e) for e in self._model.outputs)
        self._params = tuple(_info(e) for e in self._model.params)

    @property
    def path(self):
        """The path of the loaded library (inside a temporary directory for
        a Module made by ``mlc.compile``; see ``save``)."""
        return self._path

    @property
    def target(self):
        """The target the library was compiled for ('cpu')."""
        return self._model.target

    @property
    def metadata(self):
        """The artifact's raw metadata record (text)."""
        return self._model.metadata

    @property
    def params(self):
        """The external parameters (a library compiled with
        ``weights="external"``), as a tuple of ``TensorInfo``; empty when the
        weights are inside the library."""
        return self._params

    @property
    def params_source(self):
        """Where the parameters came from: the parameter file's path,
        ``"random:<seed>"``, or ``""`` without external parameters."""
        return self._model.params_source

    @property
    def in_place(self):
        """Inputs kept in place (a KV cache of a module compiled with
        ``cache_in_place=True``): ``(input, output, axis, rows)`` each: a run
        writes ``rows`` more entries along ``axis`` into the input's buffer
        and returns it as ``output``. Pass such an input as a
        ``mlc.CacheView`` of a buffer with room."""
        return [tuple(t) for t in self._model.in_place()]

    @property
    def inputs(self):
        """The inputs, in call order, as a tuple of ``TensorInfo``."""
        return self._inputs

    @property
    def outputs(self):
        """The outputs, in result order, as a tuple of ``TensorInfo``."""
        return self._outputs

    def save(self, path):
        """Copies the compiled library to ``path`` (loadable with ``mlc.load``
        and ``mlc-run``), and its parameter file beside it (``model.so`` ->
        ``model.params``) when it has external parameters from a file;
        returns ``path``."""
        shutil.copyfile(self._path, path)
        source = self.params_source
        if self._params and not source.startswith("random:"):
            shutil.copyfile(source, _params_path(path))
        return path

    def _prepare(self, arrays, cast):
        """The arrays as C-contiguous, aligned, native-order numpy arrays
        plus their mlc dtype codes, or DLPack capsules of device tensors
        (and raw capsules) that the runtime borrows; their dtype, shape,
        strides and device are checked in C++. Counts are checked by the
        runtime."""
        # String tensors (mlc-c/Runtime.h MLC_DTYPE_STRING) have no numpy
        # dtype of fixed size: mlc-run and the C API handle them.
        for kind, infos in (("input", self._inputs), ("output", self._outputs)):
            for i, info in enumerate(infos):
                if info.dtype_name == "string":
                    raise RuntimeError(
                        f"{kind} {i} ('{info.name}') is a string tensor: the "
                        "Python package does not pass strings yet (use "
                        "mlc-run or the C API)")
        prepared, codes = [], []
        target = self.target
        in_place = {i: axis for i, _, axis, _ in self._model.in_place()}
        for i, a in enumerate(arrays):
            info = self._inputs[i] if i < len(self._inputs) else None
            expected = info.dtype_name if info else None
            if isinstance(a, CacheView):
                if i not in in_place:
                    raise RuntimeError(
                        f"input {i}: a CacheView, but the model does not keep "
                        "this input in place (compile with cache_in_place=True)")
                view, a = a, a.buffer
            else:
                view = None
            if _is_capsule(a) or (
                    target == "cuda" and hasattr(a, "__dlpack_device__")
                    and a.__dlpack_device__()[0] == _DLPACK_CUDA):
                if not _is_capsule(a):
                    a = _dlpack_capsule(a, _runtime.cuda_stream())
                prepared.append(a if view is None
                                else ("room", a, view.length, in_place[i]))
                codes.append(0)
                continue
            if not isinstance(a, np.ndarray):
                a = _host_array(a, i, info, target)
            name = _dtypes.from_numpy(a.dtype, expected)
            if expected is not None and name != expected:
                if not cast:
                    label = f"input {i} ('{info.name}')"
                    raise RuntimeError(
                        f"{label}: expected dtype {expected}, got numpy "
                        f"{a.dtype} (pass cast=True to convert)")
                if expected == "bf16" and _dtypes.BFLOAT16 is None:
                    a = _dtypes.to_bfloat16_bits(a)
                else:
                    a = a.astype(info.dtype)
                name = expected
            if name is None:
                raise RuntimeError(f"input {i}: numpy dtype {a.dtype} has no mlc equivalent")
            if not a.dtype.isnative:
                a = a.astype(a.dtype.newbyteorder("="))
            if not (a.flags.c_contiguous and a.flags.aligned):
                if view is not None:
                    raise RuntimeError(
                        f"input {i}: a CacheView's buffer must be a "
                        "C-contiguous, aligned array of the input's dtype "
                        "(the run writes into it)")
                a = np.ascontiguousarray(a)  # zero-copy otherwise
            prepared.append(a if view is None
                            else ("room", a, view.length, in_place[i]))
            codes.append(_dtypes.CODES[name])
        return prepared, codes

    def _wrap_output(self, array, info):
        if info.dtype_name == "bf16" and _dtypes.BFLOAT16 is not None:
            return array.view(_dtypes.BFLOAT16)
        return array

    def __call__(self, *arrays, cast=False, outputs="numpy"):
        """Runs the model.

        Args:
            *arrays: one numpy array per input, in ``inputs`` order, or
                anything ``numpy.asarray`` accepts (Python scalars and lists
                take the input's dtype), or a DLPack tensor (an object with
                ``__dlpack__``/``__dlpack_device__``, or a raw DLPack
                capsule) on the model's device: host memory for a cpu model
                (e.g. a CPU torch tensor), GPU memory for a cuda model (e.g.
                a torch.cuda tensor, used in place: no host copy).
                C-contiguous numpy arrays are passed without a copy; others
                (and non-native byte order) are copied first; a cuda model
                copies numpy arrays to the GPU. DLPack tensors must be
                contiguous and of the input's dtype.
            cast: convert numpy arrays whose dtype differs from the input's
                (``ndarray.astype``); by default a dtype mismatch raises.
            outputs: "numpy" (host arrays), or "dlpack": ``mlc.DLPackTensor``
                objects on the model's device (no copy back from the GPU)
                for ``torch.from_dlpack``, ``numpy.from_dlpack`` (cpu) or
                any DLPack consumer.

        Returns:
            The single output, or a tuple when the model has several outputs
            (always a tuple for zero or >1 outputs). Numpy outputs own the
            runtime's buffers; no copy is made.

        Raises:
            mlc.RuntimeError: a wrong number of inputs, dtype, shape, device
                or a non-contiguous DLPack tensor (the message names the
                input), or a failure inside the model.
        """
        if outputs not in ("numpy", "dlpack"):
            raise ValueError(f'outputs must be "numpy" or "dlpack", got {outputs!r}')
        prepared, codes = self._prepare(arrays, cast)
        device = outputs == "dlpack"
        results = self._model.run(prepared, codes, device)
        if not device:
            results = tuple(self._wrap_output(r, info) for r, info in zip(results, self._outputs))
        return results[0] if len(results) == 1 else tuple(results)

    def _example_inputs(self):
        rng = np.random.default_rng(0)
        arrays = []
        for info in self._inputs:
            if any(d is None for d in info.shape):
                raise RuntimeError(
                    f"input '{info.name}' has a dynamic shape {info.shape}: "
                    "pass the inputs to benchmark()")
            if info.dtype_name == "bool":
                arrays.append(rng.random(info.shape) < 0.5)
            elif info.dtype.kind in "iu":
                arrays.append(rng.integers(0, 8, info.shape).astype(info.dtype))
            elif info.dtype_name == "bf16":
                arrays.append(_dtypes.to_bfloat16_bits(rng.standard_normal(info.shape)))
            else:
                arrays.append(rng.standard_normal(info.shape).astype(info.dtype))
        return arrays

    def benchmark(self, *arrays, n=100, warmup=3, cast=False):
        """Measures the model's latency.

        Args:
            *arrays: the inputs, as for ``__call__``; when omitted, random
                inputs of the model's (static) shapes are used.
            n: timed runs. warmup: untimed runs before them.
            cast: as for ``__call__``.

        Returns:
            A dict of latencies in milliseconds, measured around each run in
            C++ (input conversion excluded): ``median``, ``p90``, ``min``,
            ``max``, ``mean``, ``stdev``; ``compute_median`` and
            ``compute_min``, the runtime's time of the model alone (without
            host<->device copies on a GPU; the same as the latency on the
            CPU); plus ``n`` and ``warmup``.
        """
        if not arrays:
            arrays = self._example_inputs()
        prepared, codes = self._prepare(arrays, cast)
        times, compute = self._model.benchmark(prepared, codes, int(n), int(warmup))
        times, compute = sorted(times), sorted(compute)
        return {
            "median": statistics.median(times),
            "p90": _percentile(times, 0.9),
            "min": times[0],
            "max": times[-1],
            "mean": statistics.fmean(times),
            "stdev": statistics.stdev(times) if len(times) > 1 else 0.0,
            "compute_median": statistics.median(compute),
            "compute_min": compute[0],
            "n": len(times),
            "warmup": int(warmup),
        }

    def __repr__(self):
        if not hasattr(self, "_outputs"):  # failed to load
            return f"<mlc.Module (not loaded) at {getattr(self, '_path', '?')}>"
        ins = ", ".join(repr(i) for i in self._inputs)
        outs = ", ".join(repr(o) for o in self._outputs)
        return f"<mlc.Module {self.target} ({ins}) -> ({outs}) at {self._path}>"


def generate(module, input_ids, max_new_tokens, temperature=0.0, top_k=0, seed=0,
             eos_token_id=None):
    """Generates tokens with a decoder artifact (a transformers-style
    decoder step: inputs ``input_ids``, optionally ``attention_mask`` and
    ``position_ids``, and ``past`` KV-cache tensors; outputs ``logits`` and
    the matching ``present`` tensors), batch 1.

    Args:
        module: a ``Module`` (``mlc.load`` / ``mlc.compile``).
        input_ids: the prompt's token ids (a sequence of ints or a 1-D or
            [1, n] integer array).
        max_new_tokens: how many tokens to generate at most.
        temperature: 0 picks the most likely token (greedy); > 0 samples
            from softmax(logits / temperature).
        top_k: with sampling, only from the k most likely tokens (0: all).
        seed: the sampling generator's seed.
        eos_token_id: stop after generating this token.

    Returns:
        The prompt followed by the generated ids, as a 1-D int64 array (as
        ``transformers``' ``generate`` returns them).

    The cache stays on the model's device between steps (a cuda model copies
    only the logits back); see ``mlcModelGenerate`` in mlc-c/Runtime.h.
    """
    prompt = np.asarray(input_ids, dtype=np.int64).reshape(-1)
    if prompt.size == 0:
        raise ValueError("input_ids is empty")
    new = module._model.generate([int(t) for t in prompt], int(max_new_tokens),
                                 float(temperature), int(top_k), int(seed),
                                 -1 if eos_token_id is None else int(eos_token_id))
    return np.concatenate([prompt, np.asarray(new, dtype=np.int64)])


def _percentile(sorted_values, q):
    """The nearest-rank percentile of an ascending list."""
    return sorted_values[min(len(sorted_values) - 1, int(round(q * (len(sorted_values) - 1))))]


def _random_seed(random_weights):
    """None/False: -1 (use the parameter file); True: seed 0; an int: it."""
    if random_weights is None or random_weights is False:
        return -1
    if random_weights is True:
        return 0
    if isinstance(random_weights, int) and random_weights >= 0:
        return random_weights
    raise ValueError(f"random_weights must be a bool or a seed >= 0, got {random_weights!r}")


def _params_path(library_path):
    """model.so -> model.params (the runtime's default)."""
    root, ext = os.path.splitext(os.fspath(library_path))
    return (root if ext else os.fspath(library_path)) + ".params"


def load(path, params=None, random_weights=None):
    """Loads a compiled model library (the ``.so`` written by ``mlc-compile``
    or ``Module.save``) and returns an ``mlc.Module``. Needs only the runtime,
    not the compiler.

    A library compiled with ``weights="external"`` needs its parameters:
    ``params`` names the parameter file (default: beside the library,
    ``model.so`` -> ``model.params``); ``random_weights=True`` or a seed
    fills them with deterministic random values instead (floats in
    [-0.1, 0.1], integers 0..3), no file needed.

    Raises:
        mlc.RuntimeError: the library is missing or not an mlc artifact; the
            parameter file is missing, truncated or belongs to another build.
    """
    return Module(path, params=params, random_weights=random_weights)
