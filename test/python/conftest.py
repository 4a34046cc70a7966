"""Shared helpers for the mlc Python tests (run with PYTHONPATH=<build>/python_packages)."""

import os
import struct

import numpy as np
import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# ONNX TensorProto data_type -> numpy dtype (the ones the examples use).
_PB_DTYPES = {1: np.float32, 2: np.uint8, 3: np.int8, 5: np.int16, 6: np.int32,
              7: np.int64, 9: np.bool_, 10: np.float16, 11: np.float64}


def _varint(buf, pos):
    value = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, pos


def read_pb(path):
    """Reads an ONNX TensorProto (dims, data_type, raw_data or float_data) without onnx."""
    with open(path, "rb") as f:
        buf = f.read()
    pos, dims, dtype, raw, floats = 0, [], None, None, []
    while pos < len(buf):
        key, pos = _varint(buf, pos)
        field, wire = key >> 3, key & 7
        if wire == 0:
            value, pos = _varint(buf, pos)
            if field == 1:
                dims.append(value)
            elif field == 2:
                dtype = value
        elif wire == 2:
            n, pos = _varint(buf, pos)
            chunk = buf[pos:pos + n]
            pos += n
            if field == 1:  # packed dims
                p = 0
                while p < len(chunk):
                    d, p = _varint(chunk, p)
                    dims.append(d)
            elif field == 4:  # packed float_data
                floats += struct.unpack(f"<{len(chunk) // 4}f", chunk)
            elif field == 9:
                raw = chunk
        elif wire == 5:
            pos += 4
        elif wire == 1:
            pos += 8
        else:
            raise ValueError(f"{path}: unexpected wire type {wire}")
    np_dtype = np.dtype(_PB_DTYPES[dtype]).newbyteorder("<")
    data = np.frombuffer(raw, np_dtype) if raw is not None else np.array(floats, np_dtype)
    return data.astype(np_dtype.newbyteorder("=")).reshape(dims)


@pytest.fixture(scope="session")
def mlc():
    import mlc as m
    return m


@pytest.fixture(scope="session")
def mlp_path():
    return os.path.join(ROOT, "examples", "mlp.mlir")


@pytest.fixture(scope="session")
def mlp(mlc, mlp_path):
    return mlc.compile(mlp_path)


@pytest.fixture(scope="session")
def mlp_data():
    d = os.path.join(ROOT, "examples", "mlp")
    return read_pb(os.path.join(d, "input_0.pb")), read_pb(os.path.join(d, "output_0.pb"))
