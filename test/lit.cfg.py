# -*- Python -*-
import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "mlc"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt", "unit", "inputs", "install"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mlc_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%mlc_src", config.mlc_src_root))
config.substitutions.append(("%mlc_obj", config.mlc_obj_root))
# Upstream tools by full path (scripts/check-layering.py compares with mlir-opt).
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "TMPDIR", "ASAN_OPTIONS",
                                     "UBSAN_OPTIONS", "LSAN_OPTIONS",
                                     "MLC_E2E_OPT_LEVELS"])
# Feature `sanitizers` in the sanitizer build (scripts/sanitize.sh): tests
# that cannot run there (the Python package, timing) say UNSUPPORTED.
if getattr(config, "mlc_sanitize", ""):
    config.available_features.add("sanitizers")
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.mlc_tools_dir, append_path=True)

tools = ["mlc-opt", "mlc-compile", "mlc-run"]
if os.path.exists(os.path.join(config.mlc_tools_dir, "mlc-onnx-fuzzer")):
    tools += ["mlc-onnx-fuzzer", "mlc-tensor-fuzzer", "mlc-artifact-fuzzer",
              "mlc-stablehlo-fuzzer", "mlc-graph-fuzzer"]
    config.available_features.add("fuzzer")
llvm_config.add_tool_substitutions(tools, [config.mlc_tools_dir])

# Features: a GPU is there only where nvidia-smi finds one.
if shutil.which("nvidia-smi") and os.system("nvidia-smi -L >/dev/null 2>&1") == 0:
    config.available_features.add("gpu")
# The host stand-in for libcuda.so.1 (test/unit/fake_libcuda.c): cuda models
# whose work is host ops and copies (no kernel) run the whole CUDA path here.
_fake_libcuda = os.path.join(config.mlc_obj_root, "test", "unit",
                             "libmlc_fake_libcuda.so")
if os.path.exists(_fake_libcuda):
    config.available_features.add("fake-libcuda")
config.substitutions.append(("%fake_libcuda", _fake_libcuda))
if shutil.which("dot"):
    config.available_features.add("graphviz")
try:
    import numpy  # noqa: F401
    config.available_features.add("numpy")
except ImportError:
    pass

# --- Python package (issue #7; owned by the python/ engineer) ---
# %mlc_python_packages: the build tree's directory holding the `mlc` package;
# feature `mlc-python` where it was built, `pytest` where %python has pytest.
import glob
import subprocess

_mlc_py_dir = getattr(config, "mlc_python_packages_dir", "")
if _mlc_py_dir and glob.glob(os.path.join(_mlc_py_dir, "mlc", "_runtime*.so")):
    config.available_features.add("mlc-python")
config.substitutions.append(("%mlc_python_packages", _mlc_py_dir or "/nonexistent"))
if subprocess.call([config.python_executable, "-c", "import pytest"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("pytest")
# --- end Python package ---
