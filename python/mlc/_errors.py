"""The exceptions mlc raises (defined here so both extensions can raise them)."""

import builtins

__all__ = ["Error", "CompileError", "RuntimeError"]


class Error(Exception):
    """Base class of every error mlc raises on purpose."""


class CompileError(Error):
    """A model failed to load or compile.

    ``str(e)`` and ``e.diagnostics`` hold the compiler's diagnostics as text,
    each with its location (``file:line:col: error: ...`` followed by the
    source line, as ``mlc-compile`` prints them). Also raised when a feature
    is not available in this build (no ONNX importer, an unsupported target).
    """

    def __init__(self, diagnostics="compilation failed"):
        super().__init__(diagnostics)
        self.diagnostics = diagnostics


class RuntimeError(Error, builtins.RuntimeError):  # noqa: A001 (shadows on purpose)
    """A compiled model could not be loaded or run.

    Bad inputs (wrong count, dtype or shape) raise it with the runtime's
    message, which names the input and the expected/actual dtype or shape.
    A subclass of the builtin ``RuntimeError``.
    """
