"""Weights outside the library: mlc.compile(weights="external"), the parameter
file beside it, mlc.load(params=..., random_weights=...), Module.save."""

import os
import shutil

import numpy as np
import pytest

from conftest import ROOT, read_pb

BERT = os.path.join(ROOT, "test", "models", "bert")


@pytest.fixture(scope="module")
def bert_inputs():
    d = os.path.join(BERT, "test_data_set_0")
    return [read_pb(os.path.join(d, f"input_{i}.pb")) for i in range(2)]


@pytest.fixture(scope="module")
def bert_builds(mlc, tmp_path_factory):
    d = tmp_path_factory.mktemp("bert")
    model = os.path.join(BERT, "model.onnx")
    embed = mlc.compile(model, output=str(d / "embed.so"))
    external = mlc.compile(model, weights="external", output=str(d / "ext.so"))
    return d, embed, external


def test_external_matches_embedded(mlc, bert_builds, bert_inputs):
    d, embed, external = bert_builds
    assert embed.params == ()
    assert embed.params_source == ""
    assert len(external.params) > 5
    assert external.params_source == str(d / "ext.params")
    assert all(p.dtype_name == "f32" for p in external.params)
    ref = [read_pb(os.path.join(BERT, "test_data_set_0", f"output_{i}.pb")) for i in range(2)]
    got_embed, got_ext = embed(*bert_inputs), external(*bert_inputs)
    for e, x, r in zip(got_embed, got_ext, ref):
        np.testing.assert_array_equal(e, x)  # the same bits
        np.testing.assert_allclose(x, r, rtol=1e-3, atol=1e-5)
    so, params = os.path.getsize(d / "ext.so"), os.path.getsize(d / "ext.params")
    assert os.path.getsize(d / "embed.so") - so > 0.9 * params


def test_random_weights(mlc, bert_builds, bert_inputs):
    d, _, external = bert_builds
    a = mlc.load(d / "ext.so", random_weights=3)
    b = mlc.load(d / "ext.so", random_weights=3)
    c = mlc.load(d / "ext.so", random_weights=4)
    assert a.params_source == "random:3"
    ya, yb, yc, y = a(*bert_inputs), b(*bert_inputs), c(*bert_inputs), external(*bert_inputs)
    np.testing.assert_array_equal(ya[0], yb[0])
    assert not np.array_equal(ya[0], yc[0])
    assert not np.array_equal(ya[0], y[0])
    # Models from one library file share its code: each run binds its own
    # parameters (runs again after the others ran).
    np.testing.assert_array_equal(a(*bert_inputs)[0], ya[0])
    np.testing.assert_array_equal(external(*bert_inputs)[0], y[0])
    assert np.isfinite(yc[0]).all()


def test_save_copies_params(mlc, bert_builds, bert_inputs, tmp_path):
    _, _, external = bert_builds
    external.save(tmp_path / "copy.so")
    assert (tmp_path / "copy.params").exists()
    np.testing.assert_array_equal(mlc.load(tmp_path / "copy.so")(*bert_inputs)[1],
                                  external(*bert_inputs)[1])


def test_compile_in_tempdir(mlc, bert_inputs):
    m = mlc.compile(os.path.join(BERT, "model.onnx"), weights="external", weights_min_bytes=4096)
    assert m.params and all(p.dtype.itemsize * np.prod(p.shape) >= 4096 for p in m.params)
    r = mlc.compile(os.path.join(BERT, "model.onnx"), weights="external", random_weights=True)
    assert r.params_source == "random:0"
    assert r(*bert_inputs)[0].shape == (1, 32, 64)


def test_param_file_errors(mlc, bert_builds, tmp_path):
    d, _, _ = bert_builds
    shutil.copyfile(d / "ext.so", tmp_path / "m.so")
    with pytest.raises(mlc.RuntimeError, match=r"cannot open parameter file .*m\.params"):
        mlc.load(tmp_path / "m.so")
    data = (d / "ext.params").read_bytes()
    (tmp_path / "m.params").write_bytes(data[: len(data) // 2])
    with pytest.raises(mlc.RuntimeError, match="truncated"):
        mlc.load(tmp_path / "m.so")
    flipped = bytearray(data)
    flipped[-1] ^= 0x40
    (tmp_path / "m.params").write_bytes(bytes(flipped))
    with pytest.raises(mlc.RuntimeError, match="does not match its checksum"):
        mlc.load(tmp_path / "m.so")
    with pytest.raises(mlc.RuntimeError, match="no MLCPARAM magic"):
        mlc.load(tmp_path / "m.so", params=d / "ext.so")
    with pytest.raises(ValueError):
        mlc.load(tmp_path / "m.so", params=d / "ext.params", random_weights=1)
    with pytest.raises(ValueError):
        mlc.compile(os.path.join(BERT, "model.onnx"), weights="outside")
