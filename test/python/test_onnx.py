"""mlc.compile on ONNX models: a path, serialized bytes, an onnx.ModelProto, input shapes."""

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
from onnx import TensorProto, helper  # noqa: E402


@pytest.fixture(scope="module")
def onnx_model(mlc):
    from mlc import _compile
    if not _compile._compiler().has_onnx:
        pytest.skip("this build has no ONNX importer")
    x = helper.make_tensor_value_info("X", TensorProto.FLOAT, ["N", 4])
    b = helper.make_tensor_value_info("B", TensorProto.FLOAT, [4])
    z = helper.make_tensor_value_info("Z", TensorProto.FLOAT, ["N", 4])
    nodes = [helper.make_node("Add", ["X", "B"], ["S"], name="add"),
             helper.make_node("Relu", ["S"], ["Z"], name="relu")]
    graph = helper.make_graph(nodes, "add_relu", [x, b], [z])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def check(m, n=3):
    x = np.random.default_rng(0).standard_normal((n, 4)).astype(np.float32)
    b = np.array([0.5, -0.5, 1.0, -1.0], np.float32)
    np.testing.assert_allclose(m(x, b), np.maximum(x + b, 0), rtol=1e-6)


def test_model_proto(mlc, onnx_model):
    m = mlc.compile(onnx_model)
    assert [i.name for i in m.inputs] == ["X", "B"]
    assert m.inputs[0].shape == (None, 4)
    check(m)


def test_bytes_and_path(mlc, onnx_model, tmp_path):
    data = onnx_model.SerializeToString()
    check(mlc.compile(data))
    path = tmp_path / "add_relu.onnx"
    path.write_bytes(data)
    check(mlc.compile(str(path)))
    check(mlc.compile(path))
    assert "graph.relu" in mlc.compile(path, emit="import")


def test_input_shapes(mlc, onnx_model):
    m = mlc.compile(onnx_model, input_shapes={"X": (2, 4)})
    assert m.inputs[0].shape == (2, 4)
    check(m, n=2)
    m = mlc.compile(onnx_model, input_shapes=["X:5x4"])
    assert m.inputs[0].shape == (5, 4)
    m = mlc.compile(onnx_model, force_dynamic=True)
    assert m.inputs[1].shape == (None,)


def test_onnx_error(mlc, onnx_model):
    bad = helper.make_model(helper.make_graph(
        [helper.make_node("NoSuchOp", ["X"], ["Z"], name="weird")], "bad",
        [helper.make_tensor_value_info("X", TensorProto.FLOAT, [2])],
        [helper.make_tensor_value_info("Z", TensorProto.FLOAT, [2])]),
        opset_imports=[helper.make_opsetid("", 17)])
    with pytest.raises(mlc.CompileError, match="NoSuchOp"):
        mlc.compile(bad)
    with pytest.raises(mlc.CompileError):
        mlc.compile(b"\x08\x07garbage that is not a model", format="onnx")
