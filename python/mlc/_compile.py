"""mlc.compile: model in, Module (or a stage's text) out."""

import os
import tempfile

from ._errors import CompileError
from ._module import Module

__all__ = ["compile", "EMIT_KINDS", "CUDA_ARCHS"]

#: Values of ``emit`` that return text ("obj" returns bytes).
EMIT_KINDS = ("import", "graph", "dot", "tile", "kernel", "mlir-llvm", "ptx", "llvm", "obj")

#: GPUs ``cuda_arch`` accepts (as ``mlc-compile --cuda-arch``).
CUDA_ARCHS = ("sm_90a", "sm_90", "sm_89", "sm_86", "sm_80")


def _compiler():
    try:
        from . import _compiler as c
    except ImportError as e:
        raise CompileError(
            f"the mlc compiler is not available in this installation ({e}); "
            "mlc.load() and running compiled models still work") from None
    return c


def _shape_specs(input_shapes):
    """{name: dims} / [(name, dims)] / ["NAME:1x3x?"] -> ["NAME:1x3x?", ...]."""
    if input_shapes is None:
        return []
    if isinstance(input_shapes, str):
        return [input_shapes]
    items = input_shapes.items() if isinstance(input_shapes, dict) else input_shapes
    specs = []
    for item in items:
        if isinstance(item, str):
            specs.append(item)
            continue
        name, dims = item
        dims = ["?" if d is None or d == "?" or (isinstance(d, int) and d < 0) else str(int(d))
                for d in dims]
        specs.append(f"{name}:{'x'.join(dims)}")
    return specs


def _looks_like_onnx(data):
    # A serialized ModelProto starts with field 1 (ir_version, varint): 0x08.
    # MLIR text never starts with a control character.
    head = bytes(data[:1])
    if head == b"\x08":
        return True
    try:
        bytes(data[:4096]).decode("utf-8")
    except UnicodeDecodeError as e:
        return e.start < 4000  # a real decode error, not a cut character
    return False


def _source(model, format):
    """(kind, source bytes, name) for the C++ driver."""
    if format not in (None, "mlir", "onnx"):
        raise ValueError(f"format must be None, 'mlir' or 'onnx', got {format!r}")
    if type(model).__name__ == "ModelProto" and hasattr(model, "SerializeToString"):
        return "onnx", model.SerializeToString(), "<onnx.ModelProto>"
    if isinstance(model, os.PathLike):
        return "path", os.fsencode(model), ""
    if isinstance(model, str):
        # A path unless it is clearly MLIR text.
        is_text = "\n" in model or "{" in model or format == "mlir" and not os.path.exists(model)
        if not is_text:
            return "path", os.fsencode(model), ""
        return "mlir", model.encode("utf-8"), "<string>"
    if isinstance(model, (bytes, bytearray, memoryview)):
        data = bytes(model)
        if format == "onnx" or (format is None and _looks_like_onnx(data)):
            return "onnx", data, "<bytes>"
        return "mlir", data, "<bytes>"
    raise TypeError(
        "model must be a path (str or os.PathLike), MLIR text (str/bytes), "
        f"serialized ONNX (bytes) or an onnx.ModelProto, not {type(model).__name__}")


def compile(model, target="cpu", opt_level=3, input_shapes=None, emit=None, *,  # noqa: A001
            format=None, force_dynamic=False, output=None, cuda_arch="sm_90a",
            weights="embed", weights_min_bytes=1024, random_weights=None, **options):
    """Compiles a model for the CPU and loads it, or returns a stage's text.

    Args:
        model: the model, one of
            - a path (``str`` or ``os.PathLike``) to a ``.mlir`` file in mlc's
              graph dialect or an ``.onnx`` file;
            - MLIR text (a ``str`` containing a newline or ``{``, or ``bytes``);
            - a serialized ONNX ModelProto (``bytes``) or an
              ``onnx.ModelProto``.
        target: "cpu", or "cuda" where the build has the CUDA back-end (a
            cuda Module takes and returns numpy arrays; the runtime copies
            them to and from the GPU).
        opt_level: 0..3, as ``mlc-compile -O``.
        input_shapes: ONNX models only: overrides of input shapes, as
            ``{"x": (1, 3, None, None)}`` (None or -1 is a dynamic dim), a
            list of ``(name, dims)`` pairs, or ``"NAME:1x3x?x?"`` strings.
        emit: None to build and load a library, or a stage whose text to
            return: "import" (the model as loaded), "graph", "dot" (the
            fused graph as Graphviz, one cluster per kernel), "tile",
            "kernel", "mlir-llvm" (MLIR's llvm dialect), "ptx" (target
            "cuda": the kernels' PTX), "llvm" (LLVM IR), or "obj" (an object
            file, as bytes).
        format: force how bytes/str are read: "mlir" or "onnx" (default:
            guessed; a str is a path unless it contains a newline or "{").
        force_dynamic: ONNX models only: make every input dim dynamic.
        output: with ``emit=None``, also keep the library at this path (the
            Module is then loaded from it); by default it lives in a temporary
            directory owned by the Module.
        cuda_arch: target "cuda" only: the GPU to compile for, one of
            ``mlc.CUDA_ARCHS`` (default "sm_90a", Hopper).
        weights: "embed" (constants inside the library) or "external":
            non-splat constants of at least ``weights_min_bytes`` bytes go
            to a parameter file beside the library (``model.so`` ->
            ``model.params``; ``Module.save`` copies both), which the Module
            loads (see ``mlc.load`` for ``random_weights``).
        random_weights: with weights="external": True or a seed loads the
            Module with deterministic random parameters instead of the file
            (as ``mlc.load``).
        **options: the compiler's other options, as ``mlc-compile`` takes
            them (``mlc::CompileOptions::bindOptions`` names both):
            ``layout`` ("auto", "nchw" or "nhwc", as ``--layout``) and the
            tuning knobs, ``--mlc-NAME`` as the keyword NAME with
            underscores: ``split_k=False``, ``cpu_balanced_grid=False``,
            ``wgmma_stages=4``, ``gpu_vector_gather=False``, ...

    Returns:
        an ``mlc.Module`` (``emit=None``), else the stage's text (``str``) or
        object code (``bytes``).

    Raises:
        mlc.CompileError: the model does not parse, verify or compile; its
            message holds the diagnostics with their locations.
        ValueError, TypeError: bad arguments (the compiler's options are
            checked by ``mlc::CompileOptions::verify``, as for ``mlc-compile``).
    """
    # The options are the compiler's (mlc::CompileOptions): bound by keyword
    # and checked there, once for mlc-compile and this package.
    kind, source, name = _source(model, format)
    c = _compiler()
    if kind == "onnx" and not c.has_onnx:
        raise CompileError("this build of mlc has no ONNX importer")
    args = dict(options, kind=kind, source=source, name=name, target=target,
                cuda_arch=cuda_arch, opt_level=opt_level,
                input_shapes=_shape_specs(input_shapes), force_dynamic=bool(force_dynamic),
                weights=weights, weights_min_bytes=weights_min_bytes)
    if emit is not None:
        return c.compile(emit=emit, output_path="", **args)
    if output is not None:
        c.compile(emit="lib", output_path=os.fspath(output), **args)
        return Module(output, random_weights=random_weights)
    tempdir = tempfile.TemporaryDirectory(prefix="mlc-")
    path = os.path.join(tempdir.name, "model.so")
    c.compile(emit="lib", output_path=path, **args)
    return Module(path, _tempdir=tempdir, random_weights=random_weights)
