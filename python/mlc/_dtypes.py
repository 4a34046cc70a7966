"""Element types: mlc's dtype names and codes <-> numpy dtypes.

numpy has no bfloat16. mlc represents a bf16 tensor by its raw bits: outputs
come back as ``uint16`` arrays holding the bf16 bit patterns (or as
``ml_dtypes.bfloat16`` arrays when the ``ml_dtypes`` package is installed),
and a bf16 input accepts a ``uint16`` array of bit patterns or an
``ml_dtypes.bfloat16`` array. ``to_bfloat16_bits`` / ``from_bfloat16_bits``
convert float32 arrays to and from those bits.
"""

import numpy as np

try:  # optional: a real numpy bfloat16 dtype
    import ml_dtypes as _ml_dtypes

    BFLOAT16 = np.dtype(_ml_dtypes.bfloat16)
except ImportError:  # pragma: no cover - depends on the environment
    BFLOAT16 = None

# The codes of mlc-c/Runtime.h's MlcDType.
CODES = {
    "f16": 1, "bf16": 2, "f32": 3, "f64": 4, "bool": 5,
    "i8": 6, "i16": 7, "i32": 8, "i64": 9,
    "u8": 10, "u16": 11, "u32": 12, "u64": 13, "string": 14,
}
NAMES = {code: name for name, code in CODES.items()}

_NUMPY = {
    "f16": np.dtype(np.float16), "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64), "bool": np.dtype(np.bool_),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "u8": np.dtype(np.uint8), "u16": np.dtype(np.uint16),
    "u32": np.dtype(np.uint32), "u64": np.dtype(np.uint64),
}
_FROM_NUMPY = {dt: name for name, dt in _NUMPY.items()}


def to_numpy(name):
    """The numpy dtype of an mlc dtype name ('f32' -> float32).

    'bf16' maps to ``ml_dtypes.bfloat16`` if installed, else to ``uint16``
    (the raw bits).
    """
    if name == "bf16":
        return BFLOAT16 if BFLOAT16 is not None else np.dtype(np.uint16)
    if name == "string":  # variable-length text: no fixed-size numpy dtype
        return np.dtype(object)
    return _NUMPY[name]


def from_numpy(dtype, expected=None):
    """The mlc dtype name of a numpy dtype, or None if mlc has none.

    A ``uint16`` array stands for bf16 bits when ``expected`` is 'bf16'.
    """
    dtype = np.dtype(dtype)
    if BFLOAT16 is not None and dtype == BFLOAT16:
        return "bf16"
    if expected == "bf16" and dtype == np.uint16:
        return "bf16"
    if not dtype.isnative:  # same values, other byte order: converted by the caller
        dtype = dtype.newbyteorder("=")
    return _FROM_NUMPY.get(dtype)


def to_bfloat16_bits(array):
    """float32 values -> their bf16 bit patterns (uint16), rounding to nearest even."""
    bits = np.ascontiguousarray(array, dtype=np.float32).view(np.uint32)
    rounding = ((bits >> 16) & 1) + 0x7FFF
    out = ((bits + rounding) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(array, dtype=np.float32))
    out[nan] = 0x7FC0
    return out


def from_bfloat16_bits(bits):
    """bf16 bit patterns (uint16, or an ml_dtypes.bfloat16 array) -> float32 values."""
    bits = np.ascontiguousarray(bits)
    if bits.dtype != np.uint16:
        bits = bits.view(np.uint16)
    return (bits.astype(np.uint32) << 16).view(np.float32)
