"""mlc.compile: every kind of input, every stage, and compile errors."""

import os
import pathlib

import numpy as np
import pytest

ADD_MLIR = """func.func @main(%a: tensor<2x3xf32> {graph.name = "a"},
                 %b: tensor<2x3xf32> {graph.name = "b"}) -> (tensor<2x3xf32> {graph.name = "sum"}) {
  %y = graph.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}
"""


def test_compile_from_path_str(mlc, mlp, mlp_data):
    x, expected = mlp_data
    assert isinstance(mlp, mlc.Module)
    y = mlp(x)
    np.testing.assert_allclose(y, expected, rtol=1e-3, atol=1e-5)


def test_compile_from_pathlike(mlc, mlp_path, mlp_data):
    x, expected = mlp_data
    m = mlc.compile(pathlib.Path(mlp_path), opt_level=0)
    np.testing.assert_allclose(m(x), expected, rtol=1e-3, atol=1e-5)


def test_compile_from_text_and_bytes(mlc):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.full((2, 3), 0.5, np.float32)
    for source in (ADD_MLIR, ADD_MLIR.encode()):
        m = mlc.compile(source)
        np.testing.assert_array_equal(m(a, b), a + b)
    m = mlc.compile(ADD_MLIR, format="mlir")
    np.testing.assert_array_equal(m(a, b), a + b)


@pytest.mark.parametrize("emit,marker", [
    ("import", "graph.add"), ("graph", "graph."), ("dot", "subgraph cluster_"),
    ("tile", "tile.kernel"),
    ("kernel", "kernel.launch"), ("mlir-llvm", "llvm.func"), ("llvm", "define ")])
def test_emit_stages(mlc, mlp_path, emit, marker):
    text = mlc.compile(mlp_path, emit=emit)
    assert isinstance(text, str)
    assert marker in text


def test_emit_from_text(mlc):
    text = mlc.compile(ADD_MLIR, emit="graph")
    assert "func.func @main" in text


def test_emit_obj(mlc):
    obj = mlc.compile(ADD_MLIR, emit="obj")
    assert isinstance(obj, bytes) and obj[:4] == b"\x7fELF"


def test_compile_output_and_load(mlc, tmp_path):
    path = tmp_path / "add.so"
    m = mlc.compile(ADD_MLIR, output=path)
    assert path.exists() and m.path == str(path)
    loaded = mlc.load(str(path))
    a = np.ones((2, 3), np.float32)
    np.testing.assert_array_equal(loaded(a, a), 2 * a)
    copy = m.save(tmp_path / "copy.so")
    np.testing.assert_array_equal(mlc.load(copy)(a, a), 2 * a)


def test_temp_dir_owned_by_module(mlc):
    m = mlc.compile(ADD_MLIR)
    d = os.path.dirname(m.path)
    assert os.path.exists(m.path)
    del m
    import gc
    gc.collect()
    assert not os.path.exists(d)


def test_compile_error_from_text_has_location(mlc):
    # Parses, but the verifier rejects the result type of line 2.
    bad = """func.func @main(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %y = graph.add %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %y : tensor<4x3xf32>
}
"""
    with pytest.raises(mlc.CompileError) as e:
        mlc.compile(bad)
    msg = str(e.value)
    assert "<string>:2:" in msg and "error:" in msg
    assert e.value.diagnostics == msg
    assert isinstance(e.value, mlc.Error)


def test_compile_error_syntax_from_file(mlc, tmp_path):
    path = tmp_path / "broken.mlir"
    path.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %nope : tensor<2xf32>\n}\n")
    with pytest.raises(mlc.CompileError) as e:
        mlc.compile(str(path))
    msg = str(e.value)
    assert f"{path}:2:" in msg, msg
    assert "%nope" in msg  # the source line is shown


def test_compile_missing_file(mlc, tmp_path):
    with pytest.raises(mlc.CompileError, match="cannot read"):
        mlc.compile(str(tmp_path / "missing.mlir"))


def test_bad_arguments(mlc):
    with pytest.raises(ValueError):
        mlc.compile(ADD_MLIR, target="tpu")
    with pytest.raises(ValueError):
        mlc.compile(ADD_MLIR, opt_level=7)
    with pytest.raises(ValueError, match="ptx"):
        mlc.compile(ADD_MLIR, emit="ptx")
    with pytest.raises(ValueError, match="cuda_arch"):
        mlc.compile(ADD_MLIR, target="cuda", cuda_arch="sm_70")
    with pytest.raises(TypeError):
        mlc.compile(42)


def test_compile_options_keywords(mlc):
    # The compiler's options (mlc::CompileOptions) by keyword: the tuning
    # knobs as mlc-compile's --mlc-NAME flags, checked by the same verify().
    conv = os.path.join(os.path.dirname(__file__), "..", "Conversion", "GraphToTile",
                        "inputs", "cpu_conv_tiles.mlir")
    tiles = mlc.compile(conv, emit="tile", layout="nhwc")
    assert 'tile.kernel "relu_3" tile_sizes [0, 0, 0, 64]' in tiles
    tiles = mlc.compile(conv, emit="tile", layout="nhwc", cpu_balanced_grid=False,
                        cpu_cut_reads_through_epilogue=False)
    assert 'tile.kernel "relu_3" tile_sizes [0, 1, 0, 0]' in tiles
    assert 'tile.kernel "relu_5" tile_sizes [0, 4, 0, 0]' in tiles
    a = np.ones((2, 3), np.float32)
    m = mlc.compile(ADD_MLIR, split_k=False, wgmma_stages=4, gpu_vector_gather=False)
    np.testing.assert_array_equal(m(a, a), a + a)
    with pytest.raises(ValueError, match=r"unsupported wgmma_stages=9 \(use 3\.\.6\)"):
        mlc.compile(ADD_MLIR, target="cuda", wgmma_stages=9, emit="ptx")
    with pytest.raises(ValueError, match=r"unknown layout=bad"):
        mlc.compile(ADD_MLIR, layout="bad")
    with pytest.raises(ValueError, match="opt_level"):
        mlc.compile(ADD_MLIR, opt_level=-1)
    with pytest.raises(TypeError, match="no_such_knob"):
        mlc.compile(ADD_MLIR, no_such_knob=1)
    with pytest.raises(TypeError, match="wgmma_stages must be an int"):
        mlc.compile(ADD_MLIR, wgmma_stages="five")


def test_input_shapes_need_onnx(mlc):
    with pytest.raises(mlc.CompileError, match="ONNX"):
        mlc.compile(ADD_MLIR, input_shapes={"a": (2, 3)})


def test_has_compiler(mlc):
    assert mlc.has_compiler()


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_cuda_arch_ptx(mlc, arch):
    # PTX needs no GPU: the compiler writes it for the chosen architecture.
    ptx = mlc.compile(ADD_MLIR, target="cuda", cuda_arch=arch, emit="ptx")
    assert isinstance(ptx, str)
    assert f".target {arch}" in ptx
    assert ".entry" in ptx


def test_package_carries_its_support_library(mlc, tmp_path):
    # A copy of the package (as pip installs it) links with the support
    # library beside its own compiler extension, not the build tree's: a
    # copy whose archive is broken makes the link fail and names that copy.
    import shutil
    import subprocess
    import sys
    pkg = os.path.dirname(mlc.__file__)
    assert os.path.exists(os.path.join(pkg, "libmlc_artifact_support.a"))
    copy = tmp_path / "site" / "mlc"
    shutil.copytree(pkg, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "libmlc_artifact_support.a").write_bytes(b"not an archive\n")
    code = ("import mlc, sys\n"
            "try:\n"
            f"    mlc.compile({ADD_MLIR!r}, output={str(tmp_path / 'm.so')!r})\n"
            "except mlc.CompileError as e:\n"
            "    print(e); sys.exit(3)\n")
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "site"))
    env.pop("MLC_ARTIFACT_SUPPORT", None)
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert p.returncode == 3, p.stdout + p.stderr
    assert str(copy / "libmlc_artifact_support.a") in p.stdout


MATMUL_MLIR = """func.func @main(%x: tensor<4x64xf32> {graph.name = "x"},
                 %w: tensor<64x8xf32> {graph.name = "w"}) -> (tensor<4x8xf32> {graph.name = "y"}) {
  %y = graph.matmul %x, %w : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
"""


def test_precision_keyword(mlc):
    # precision="bf16": the matmul takes bf16 operands, accumulates in f32
    # and rounds its result once to bf16 (docs/Quantization.md).
    rng = np.random.default_rng(7)
    x = rng.standard_normal((4, 64)).astype(np.float32)
    w = rng.standard_normal((64, 8)).astype(np.float32)

    def bf16(a):  # round to nearest even at bf16's 8 bits of mantissa
        bits = a.astype(np.float32).view(np.uint32)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return bits.view(np.float32)

    expected = bf16(bf16(x).astype(np.float64) @ bf16(w).astype(np.float64))
    y = mlc.compile(MATMUL_MLIR, precision="bf16")(x, w)
    np.testing.assert_allclose(y, expected, rtol=1e-2, atol=1e-2)
    # Not the f32 product: the rounding is real.
    assert not np.allclose(y, x @ w, rtol=1e-5, atol=1e-6)
    with pytest.raises(ValueError, match="precision=tf32"):
        mlc.compile(MATMUL_MLIR, precision="tf32")
