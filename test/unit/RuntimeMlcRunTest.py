#!/usr/bin/env python3
# ===- RuntimeMlcRunTest.py - mlc-run end to end ---------------------------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# ===-----------------------------------------------------------------------===#
#
# Runs mlc-run on the hand-written fake artifact (test/unit/fake_artifact.c:
# sum = (x + bias) * scale, total = sum of sum, x transposed) with inputs and
# expected outputs written by NumPy and onnx.numpy_helper, and checks
# mlc_tensor_io's readers and writers against NumPy and ONNX for every dtype.
# Exits 77 (skipped) where numpy or onnx is missing.
#
# ===-----------------------------------------------------------------------===#

import argparse
import os
import re
import shutil
import subprocess
import sys
import unittest

try:
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper
except ImportError as e:
    print(f"skipped: {e}")
    sys.exit(77)

ARGS = None


def run_tool(*args, env=None):
    full_env = dict(os.environ)
    full_env.update(env or {})
    proc = subprocess.run([ARGS.mlc_run, *args], capture_output=True, text=True,
                          env=full_env)
    return proc.returncode, proc.stdout, proc.stderr


NO_DRIVER = {"MLC_CUDA_DRIVER_LIBRARY": "/nonexistent/libcuda.so.1"}


def reference(x, bias, scale):
    s = ((x + bias) * scale).astype(np.float32)
    return [s, np.array(s.sum(dtype=np.float32), dtype=np.float32), x.T.copy()]


def write_pb(path, array, name=""):
    with open(path, "wb") as f:
        f.write(numpy_helper.from_array(array, name).SerializeToString())


def read_pb(path):
    tensor = TensorProto()
    with open(path, "rb") as f:
        tensor.ParseFromString(f.read())
    return tensor


class MlcRunTest(unittest.TestCase):
    def setUp(self):
        self.dir = os.path.join(ARGS.work_dir, self.id().split(".")[-1])
        shutil.rmtree(self.dir, ignore_errors=True)
        os.makedirs(self.dir)
        rng = np.random.default_rng(7)
        self.x = rng.standard_normal((4, 3)).astype(np.float32)
        self.bias = np.array([1, -2, 0.5], dtype=np.float32)
        self.scale = np.array(1.5, dtype=np.float32)

    def path(self, *parts):
        return os.path.join(self.dir, *parts)

    def make_test_data(self, inputs=None, outputs=None, name="data"):
        d = self.path(name)
        os.makedirs(d, exist_ok=True)
        inputs = inputs if inputs is not None else [self.x, self.bias, self.scale]
        outputs = outputs if outputs is not None else reference(*inputs)
        for i, a in enumerate(inputs):
            write_pb(os.path.join(d, f"input_{i}.pb"), a, f"in{i}")
        for i, a in enumerate(outputs):
            write_pb(os.path.join(d, f"output_{i}.pb"), a, f"out{i}")
        return d

    def assert_error(self, args, code, message, env=None):
        rc, out, err = run_tool(*args, env=env)
        self.assertEqual(rc, code, out + err)
        self.assertIn(message, err)
        self.assertTrue(err.startswith("mlc-run: error: "), err)
        return err

    # --test-data ------------------------------------------------------------

    def test_test_data_matches(self):
        d = self.make_test_data()
        rc, out, err = run_tool(ARGS.model, "--test-data", d)
        self.assertEqual(rc, 0, out + err)
        lines = out.splitlines()
        self.assertEqual(len(lines), 3, out)
        self.assertRegex(
            lines[0],
            r"^output 0 'sum': shape 4x3 f32, max_abs_err=\S+, "
            r"max_rel_err=\S+, OK$",
        )
        self.assertRegex(lines[1], r"^output 1 'total': shape scalar f32, .*OK$")
        self.assertRegex(
            lines[2], r"^output 2 'x transposed': shape 3x4 f32, .*OK$"
        )

    def test_test_data_mismatch(self):
        expected = reference(self.x, self.bias, self.scale)
        expected[0][1, 2] += 1
        got = expected[0][1, 2] - 1
        d = self.make_test_data(outputs=expected)
        rc, out, err = run_tool(ARGS.model, f"--test-data={d}")
        self.assertEqual(rc, 1, out + err)
        self.assertRegex(
            out,
            r"output 0 'sum': shape 4x3 f32, max_abs_err=1, max_rel_err=\S+, "
            r"MISMATCH \(first mismatch at \[1,2\]: got (\S+) expected (\S+); "
            r"1 of 12 elements differ\)",
        )
        m = re.search(r"got (\S+) expected (\S+);", out)
        self.assertAlmostEqual(float(m.group(1)), got, places=5)
        self.assertAlmostEqual(float(m.group(2)), got + 1, places=5)
        self.assertIn("output 1 'total'", out)
        self.assertIn("mlc-run: error: 1 of 3 outputs do not match", err)

    def test_tolerances(self):
        expected = reference(self.x, self.bias, self.scale)
        expected[2] = expected[2] * np.float32(1.01)  # 1% off
        d = self.make_test_data(outputs=expected)
        rc, out, _ = run_tool(ARGS.model, "--test-data", d)
        self.assertEqual(rc, 1)
        self.assertIn("output 2 'x transposed': shape 3x4 f32", out)
        for flags in (["--rtol=0.02"], ["--rtol", "0.02"]):
            rc, out, err = run_tool(ARGS.model, "--test-data", d, *flags)
            self.assertEqual(rc, 0, out + err)
        # atol alone can absorb it too (|x| < 5 here).
        rc, out, _ = run_tool(ARGS.model, "--test-data", d, "--atol=0.1")
        self.assertEqual(rc, 0, out)

    def test_nan_matches_nan(self):
        self.x[2, 1] = np.nan
        d = self.make_test_data()
        rc, out, err = run_tool(ARGS.model, "--test-data", d)
        self.assertEqual(rc, 0, out + err)
        self.assertEqual(out.count(" OK"), 3, out)
        # A NaN where a number is expected is a mismatch.
        expected = reference(self.x, self.bias, self.scale)
        expected[1] = np.array(0, dtype=np.float32)
        d = self.make_test_data(outputs=expected, name="data2")
        rc, out, _ = run_tool(ARGS.model, "--test-data", d)
        self.assertEqual(rc, 1)
        self.assertIn("first mismatch at []: got nan expected 0", out)

    def test_expected_shape_dtype_count(self):
        expected = reference(self.x, self.bias, self.scale)
        expected[0] = expected[0].reshape(3, 4)
        expected[1] = expected[1].astype(np.float64)
        d = self.make_test_data(outputs=expected)
        rc, out, err = run_tool(ARGS.model, "--test-data", d)
        self.assertEqual(rc, 1)
        self.assertIn("output 0 'sum': MISMATCH: got 4x3 f32, expected 3x4 f32", out)
        self.assertIn(
            "output 1 'total': MISMATCH: got scalar f32, expected scalar f64", out
        )
        self.assertIn("2 of 3 outputs do not match", err)

        os.remove(os.path.join(d, "output_2.pb"))
        self.assert_error(
            [ARGS.model, "--test-data", d],
            1,
            f"model has 3 outputs but {d} has 2 expected outputs",
        )

    def test_test_data_input_errors(self):
        d = self.make_test_data(inputs=[np.zeros((4, 4), np.float32), self.bias,
                                        self.scale],
                                outputs=[])
        self.assert_error(
            [ARGS.model, "--test-data", d], 1,
            "input 0 'x': expected shape ?x3, got 4x4"
        )
        d = self.make_test_data(inputs=[self.x, self.bias], outputs=[],
                                name="two")
        self.assert_error(
            [ARGS.model, "--test-data", d], 1,
            "model expects 3 inputs (x: ?x3 f32, bias: 3 f32, scale: scalar "
            "f32), got 2",
        )
        d = self.make_test_data(name="corrupt")
        with open(os.path.join(d, "input_1.pb"), "r+b") as f:
            f.truncate(os.path.getsize(f.name) - 1)
        self.assert_error(
            [ARGS.model, "--test-data", d], 1,
            os.path.join(d, "input_1.pb") + ": corrupt TensorProto at byte",
        )
        self.assert_error(
            [ARGS.model, "--test-data", self.path("missing")], 1,
            "test data directory " + self.path("missing") + " does not exist",
        )

    # --input, --output-dir, printing ------------------------------------------

    def test_npy_inputs_and_output_dir(self):
        np.save(self.path("x.npy"), self.x)
        np.save(self.path("bias.npy"), self.bias)
        write_pb(self.path("scale.pb"), self.scale)
        out_dir = self.path("out", "nested")
        rc, out, err = run_tool(
            ARGS.model,
            "--input=" + self.path("x.npy"),
            "--input", self.path("bias.npy"),
            "--input=" + self.path("scale.pb"),
            "--output-dir=" + out_dir,
        )
        self.assertEqual(rc, 0, out + err)
        self.assertEqual(out, "")
        for i, want in enumerate(reference(self.x, self.bias, self.scale)):
            got = np.load(os.path.join(out_dir, f"output_{i}.npy"))
            self.assertEqual(got.dtype, np.float32)
            self.assertEqual(got.shape, want.shape)
            np.testing.assert_allclose(got, want, rtol=1e-6)

        rc, out, err = run_tool(
            ARGS.model, "--input=" + self.path("x.npy"),
            "--input=" + self.path("bias.npy"), "--input=f32=1.5",
            "--output-dir", out_dir, "--output-format=pb",
        )
        self.assertEqual(rc, 0, out + err)
        tensor = read_pb(os.path.join(out_dir, "output_2.pb"))
        self.assertEqual(tensor.name, "x transposed")
        np.testing.assert_array_equal(numpy_helper.to_array(tensor), self.x.T)

        blocker = self.path("file")
        open(blocker, "w").close()
        self.assert_error(
            [ARGS.model, "--input=" + self.path("x.npy"),
             "--input=" + self.path("bias.npy"), "--input=f32=1",
             "--output-dir=" + os.path.join(blocker, "sub")],
            1, "cannot create " + os.path.join(blocker, "sub"),
        )

    def test_literals_print(self):
        rc, out, err = run_tool(
            ARGS.model, "--input=2x3xf32=1,2,3,4,5,6", "--input=3xf32=10,20,30",
            "--input=f32=0.5",
        )
        self.assertEqual(rc, 0, out + err)
        self.assertEqual(
            out,
            "output 0 'sum': shape 2x3 f32\n[[5.5, 11, 16.5],\n [7, 12.5, 18]]\n"
            "output 1 'total': shape scalar f32\n70.5\n"
            "output 2 'x transposed': shape 3x2 f32\n[[1, 4],\n [2, 5],\n [3, 6]]\n",
        )
        # One value fills the tensor; long outputs are elided unless asked.
        args = [ARGS.model, "--input=20x3xf32=1", "--input=3xf32=0", "--input=f32=1"]
        rc, out, _ = run_tool(*args)
        self.assertEqual(rc, 0)
        self.assertIn("output 0 'sum': shape 20x3 f32\n[[1, 1, 1],", out)
        self.assertIn("...]", out)
        rc, out, _ = run_tool(*args, "--print-all")
        self.assertEqual(rc, 0)
        self.assertNotIn("...", out)
        self.assertEqual(out.count("[1, 1, 1]"), 20)
        transposed = out.split("output 2 'x transposed': shape 3x20 f32\n")[1]
        self.assertEqual(len(re.findall(r"\b1\b", transposed)), 60)
        # Zero rows.
        rc, out, err = run_tool(ARGS.model, "--input=0x3xf32=", "--input=3xf32=1",
                                "--input=f32=1")
        self.assertEqual(rc, 0, err)
        self.assertIn("output 0 'sum': shape 0x3 f32\n[]\n", out)
        self.assertIn("output 1 'total': shape scalar f32\n0\n", out)

    def test_input_errors(self):
        self.assert_error(
            [ARGS.model, "--input=2x3xf64=1", "--input=3xf32=1", "--input=f32=1"],
            1, "input 0 'x': expected dtype f32, got f64",
        )
        self.assert_error(
            [ARGS.model, "--input=2x3xf32=1", "--input=4xf32=1", "--input=f32=1"],
            1, "input 1 'bias': expected shape 3, got 4",
        )
        self.assert_error(
            [ARGS.model, "--input=2x3xf32=1,2"], 1,
            "tensor literal 2x3xf32 has 2 values, expected 6",
        )
        self.assert_error(
            [ARGS.model, "--input=" + self.path("nope.npy")], 1,
            "cannot open " + self.path("nope.npy") + ": No such file or directory",
        )
        self.assert_error(
            [ARGS.model], 1,
            "model expects 3 inputs (x: ?x3 f32, bias: 3 f32, scale: scalar "
            "f32), got 0; pass --input, --test-data or --random-inputs",
        )
        self.assert_error(
            [ARGS.model, "--random-inputs"], 1,
            "input 0 (x: ?x3 f32) has dynamic dims; --random-inputs needs "
            "static shapes",
        )
        np.save(self.path("fortran.npy"), np.asfortranarray(self.x))
        self.assert_error(
            [ARGS.model, "--input=" + self.path("fortran.npy")], 1,
            "fortran_order .npy files are not supported",
        )

    def test_benchmark(self):
        rc, out, err = run_tool(
            ARGS.model, "--input=64x3xf32=1", "--input=3xf32=1", "--input=f32=1",
            "--benchmark=7", "--threads=2",
        )
        self.assertEqual(rc, 0, err)
        self.assertRegex(
            out,
            r"^latency_ms median=\d+\.\d{3} p90=\d+\.\d{3} min=\d+\.\d{3} "
            r"runs=7\n$",
        )
        median, p90, low = map(float, re.findall(r"=(\d+\.\d+)", out))
        self.assertLessEqual(low, median)
        self.assertLessEqual(median, p90)
        # With --test-data the last run's outputs are still checked.
        d = self.make_test_data()
        rc, out, err = run_tool(ARGS.model, "--test-data", d, "--benchmark", "2")
        self.assertEqual(rc, 0, out + err)
        self.assertEqual(out.count(" OK"), 3)

    def test_random_inputs(self):
        # The plain fake: b = 2 * a, a: i64 4 (static).
        rc, out, err = run_tool(ARGS.static_model, "--random-inputs")
        self.assertEqual(rc, 0, err)
        m = re.fullmatch(r"output 0 'b': shape 4 i64\n\[(.*)\]\n", out)
        self.assertTrue(m, out)
        values = [int(v) for v in m.group(1).split(", ")]
        self.assertTrue(all(v % 2 == 0 and -20 <= v <= 20 for v in values))
        # Deterministic for a seed, different across seeds.
        self.assertEqual(run_tool(ARGS.static_model, "--random-inputs")[1], out)
        outs = {run_tool(ARGS.static_model, "--random-inputs", f"--seed={s}")[1]
                for s in range(5)}
        self.assertGreater(len(outs), 1)
        rc, out, err = run_tool(ARGS.static_model, "--random-inputs",
                                "--benchmark=3")
        self.assertEqual(rc, 0, err)
        self.assertIn("runs=3", out)

    # Models and usage ---------------------------------------------------------

    def test_model_errors(self):
        self.assert_error(
            ["/nonexistent/model.so"], 1,
            "cannot open /nonexistent/model.so: No such file or directory",
        )
        self.assert_error(
            [ARGS.not_a_model], 1,
            f"not an mlc artifact: {ARGS.not_a_model}: missing symbol "
            "mlc_artifact_metadata",
        )
        self.assert_error(
            [ARGS.model, "--device=cuda"], 1,
            f"{ARGS.model} was compiled for target cpu and cannot run on "
            "--device=cuda",
        )
        self.assert_error(
            [ARGS.cuda_model, "--input=4xi64=1"], 1,
            f"cannot run {ARGS.cuda_model} on cuda: no CUDA driver "
            "(/nonexistent/libcuda.so.1 not found", env=NO_DRIVER)
        self.assert_error(
            [ARGS.cuda_model, "--device", "cuda", "--input=4xi64=1",
             "--benchmark=2"], 1,
            f"cannot run {ARGS.cuda_model} on cuda: no CUDA driver", env=NO_DRIVER)
        self.assert_error(
            [ARGS.cuda_model, "--device=cpu"], 1,
            f"{ARGS.cuda_model} was compiled for target cuda and cannot run on "
            "--device=cpu")

    def test_usage(self):
        rc, out, _ = run_tool("--help")
        self.assertEqual(rc, 0)
        self.assertTrue(out.startswith("USAGE: mlc-run MODEL.so [options]"))
        rc, out, _ = run_tool("--version")
        self.assertEqual(rc, 0)
        self.assertRegex(out, r"^mlc-run \d+\.\d+\.\d+\n$")
        for args, message in [
            ([], "no model given"),
            ([ARGS.model, "--frobnicate"], "unknown option '--frobnicate'"),
            ([ARGS.model, "--benchmark=0"], "bad --benchmark '0'"),
            ([ARGS.model, "--rtol=abc"], "bad --rtol 'abc'"),
            ([ARGS.model, "--device=tpu"], "--device must be cpu or cuda"),
            ([ARGS.model, "--benchmark-device-only"],
             "--benchmark-device-only needs --benchmark=N"),
            ([ARGS.model, "--output-format=csv"], "--output-format must be npy or pb"),
            ([ARGS.model, "--test-data"], "option --test-data needs a value"),
            ([ARGS.model, "--print-all=1"], "option --print-all takes no value"),
            ([ARGS.model, "other.so"], "unexpected argument 'other.so'"),
            ([ARGS.model, "--test-data=d", "--input=f32=1"],
             "--test-data, --input, --random-inputs and --generate are "
             "mutually exclusive"),
            ([ARGS.model, "--generate=4"], "--generate needs --prompt=ID,ID,..."),
            ([ARGS.model, "--prompt=1,2"], "--prompt needs --generate=N"),
            ([ARGS.model, "--generate=4", "--prompt=1,x"],
             "bad token id 'x' in --prompt"),
            ([ARGS.model, "--generate=-1", "--prompt=1"], "bad --generate '-1'"),
        ]:
            err = self.assert_error(args, 2, message)
            self.assertIn("see 'mlc-run --help'", err)


# Every ONNX dtype mlc supports, with its NumPy dtype.
DTYPES = [
    (TensorProto.FLOAT, np.float32), (TensorProto.UINT8, np.uint8),
    (TensorProto.INT8, np.int8), (TensorProto.UINT16, np.uint16),
    (TensorProto.INT16, np.int16), (TensorProto.INT32, np.int32),
    (TensorProto.INT64, np.int64), (TensorProto.BOOL, np.bool_),
    (TensorProto.FLOAT16, np.float16), (TensorProto.DOUBLE, np.float64),
    (TensorProto.UINT32, np.uint32), (TensorProto.UINT64, np.uint64),
]


class TensorFilesTest(unittest.TestCase):
    """mlc_tensor_io against NumPy and ONNX, through RuntimeTensorFileTool."""

    def setUp(self):
        self.dir = os.path.join(ARGS.work_dir, "tensor_files")
        os.makedirs(self.dir, exist_ok=True)

    def tool(self, *args):
        proc = subprocess.run([ARGS.tensor_tool, *args], capture_output=True,
                              text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        return proc.stdout

    def arrays(self, np_type):
        rng = np.random.default_rng(3)
        for shape in [(), (5,), (2, 3), (2, 0, 3)]:
            if np_type == np.bool_:
                yield rng.integers(0, 2, shape).astype(np.bool_)
            elif np.issubdtype(np_type, np.integer):
                info = np.iinfo(np_type)
                a = rng.integers(info.min, info.max, shape, dtype=np_type,
                                 endpoint=True)
                if a.size:
                    a.flat[0] = info.min
                    a.flat[-1] = info.max
                yield a
            else:
                a = (rng.standard_normal(shape) * 100).astype(np_type)
                if a.size >= 3:
                    a.flat[0], a.flat[1], a.flat[2] = np.nan, np.inf, -0.0
                yield a

    def test_every_dtype(self):
        for onnx_type, np_type in DTYPES:
            for i, a in enumerate(self.arrays(np_type)):
                with self.subTest(dtype=np_type.__name__, shape=a.shape):
                    base = os.path.join(self.dir, f"{np_type.__name__}_{i}")
                    np.save(base + ".npy", a)
                    write_pb(base + "_raw.pb", a)
                    typed = helper.make_tensor("t", onnx_type, a.shape,
                                               a.flatten().tolist())
                    self.assertFalse(typed.HasField("raw_data"))
                    with open(base + "_typed.pb", "wb") as f:
                        f.write(typed.SerializeToString())
                    # Readers: all three hold the same tensor.
                    self.tool("compare", base + "_raw.pb", base + ".npy")
                    self.tool("compare", base + "_typed.pb", base + ".npy")
                    # Writers: NumPy and ONNX read back what mlc wrote.
                    self.tool("convert", base + "_typed.pb", base + "_out.npy")
                    self.tool("convert", base + ".npy", base + "_out.pb")
                    back = np.load(base + "_out.npy")
                    self.assertEqual(back.dtype, a.dtype)
                    np.testing.assert_array_equal(back, a)
                    back = numpy_helper.to_array(read_pb(base + "_out.pb"))
                    self.assertEqual(back.dtype, a.dtype)
                    np.testing.assert_array_equal(back, a)

    def test_bfloat16(self):
        values = [1.0, -2.5, 3.140625, 0.0]
        typed = helper.make_tensor("b", TensorProto.BFLOAT16, [2, 2], values)
        bits = np.array(typed.int32_data, dtype=np.uint16).reshape(2, 2)
        raw = helper.make_tensor("b", TensorProto.BFLOAT16, [2, 2],
                                 bits.tobytes(), raw=True)
        base = os.path.join(self.dir, "bf16")
        np.save(base + ".npy", bits)
        for name, tensor in [("_typed.pb", typed), ("_raw.pb", raw)]:
            with open(base + name, "wb") as f:
                f.write(tensor.SerializeToString())
            self.assertEqual(self.tool("compare", base + name, base + ".npy"),
                             "2x2 bf16\n")
        # bf16 goes to .npy as its bits, dtype <u2.
        self.tool("convert", base + "_raw.pb", base + "_out.npy")
        back = np.load(base + "_out.npy")
        self.assertEqual(back.dtype, np.dtype("<u2"))
        np.testing.assert_array_equal(back, bits)
        self.assertEqual(
            (back.astype(np.uint32) << 16).view(np.float32).tolist(), [values[:2],
                                                                        values[2:]])


class MlcRunCudaTest(unittest.TestCase):
    """mlc-run on fake_cuda_artifact.c through the host-only fake driver."""

    def env(self, mode=None):
        env = {"MLC_CUDA_DRIVER_LIBRARY": ARGS.fake_libcuda}
        if mode:
            env["FAKE_CUDA_MODE"] = mode
        return env

    def test_test_data(self):
        rc, out, err = run_tool(ARGS.fake_cuda_model, "--test-data",
                                ARGS.fake_cuda_data, env=self.env())
        self.assertEqual(rc, 0, out + err)
        self.assertEqual(out.count(", OK\n"), 3, out)
        self.assertIn("output 2 'x transposed': shape 4x300 f32", out)

    def test_benchmark(self):
        for extra in [[], ["--benchmark-device-only"]]:
            rc, out, err = run_tool(ARGS.fake_cuda_model, "--test-data",
                                    ARGS.fake_cuda_data, "--benchmark=5",
                                    *extra, env=self.env())
            self.assertEqual(rc, 0, out + err)
            self.assertIn("device cuda: Fake CUDA Device (sm_90, 132 SMs", out)
            self.assertRegex(out, r"latency_ms median=[0-9.]+ p90=[0-9.]+ "
                                  r"min=[0-9.]+ runs=5\n")
            self.assertEqual(out.count(", OK\n"), 3, out)

    def test_cuda_graph(self):
        # A run of two kernels (mode graph): captured on the second of the 3
        # warm-up runs, replayed from then on; --no-cuda-graph and
        # MLC_CUDA_GRAPH=0 launch each kernel every time. Outputs checked.
        cases = [([], {}, "cuda graph: replayed (2 kernels, 1 captures, "
                          "0 updates, 7 replays, 1 cached)\n"),
                 (["--no-cuda-graph"], {}, "cuda graph: not used: turned off\n"),
                 ([], {"MLC_CUDA_GRAPH": "0"},
                  "cuda graph: not used: turned off\n")]
        for extra, env, expected in cases:
            env = dict(self.env("graph"), **env)
            for only in [[], ["--benchmark-device-only"]]:
                rc, out, err = run_tool(ARGS.fake_cuda_model, "--test-data",
                                        ARGS.fake_cuda_data, "--benchmark=5",
                                        *extra, *only, env=env)
                self.assertEqual(rc, 0, out + err)
                self.assertIn(expected, out)
                self.assertEqual(out.count(", OK\n"), 3, out)
        # The default mode uploads from the host during a run: not captured.
        rc, out, err = run_tool(ARGS.fake_cuda_model, "--test-data",
                                ARGS.fake_cuda_data, "--benchmark=5",
                                env=self.env())
        self.assertIn("cuda graph: not used: one kernel", out)

    def test_print(self):
        rc, out, err = run_tool(ARGS.fake_cuda_model, "--input=2x4xf32=1",
                                "--input=f32=2", "--input=4xf32=0.5",
                                env=self.env())
        self.assertEqual(rc, 0, out + err)
        self.assertIn("output 0 'y': shape 2x4 f32", out)
        self.assertIn("output 1 'total': shape scalar f32\n20", out)

    def test_errors(self):
        args = [ARGS.fake_cuda_model, "--test-data", ARGS.fake_cuda_data]
        for mode, message in [
            ("bad-launch", "CUDA error in kernel 'fake_axpb' (grid 5x1x1, "
                           "block 2048x1x1, 65536 bytes of dynamic shared "
                           "memory): CUDA_ERROR_INVALID_VALUE: invalid argument"),
            ("missing-kernel", "CUDA error looking up kernel 'fake_missing' in "
                               "module: CUDA_ERROR_NOT_FOUND"),
            ("bad-ptx", "CUDA error loading a kernel module: "
                        "CUDA_ERROR_INVALID_PTX"),
            ("oom", "CUDA_ERROR_OUT_OF_MEMORY"),
            ("illegal-address", "CUDA error after kernel 'fake_axpb' (the last "
                                "one launched; set MLC_CUDA_SYNC_LAUNCHES=1 to "
                                "check each launch): CUDA_ERROR_ILLEGAL_ADDRESS"),
        ]:
            with self.subTest(mode=mode):
                self.assert_error(args, 1, message, env=self.env(mode))
        env = self.env()
        env["FAKE_LIBCUDA_NO_DEVICE"] = "1"
        self.assert_error(args, 1, "on cuda: no CUDA device (cuInit: "
                          "CUDA_ERROR_NO_DEVICE", env=env)

    assert_error = MlcRunTest.assert_error


def main():
    global ARGS
    parser = argparse.ArgumentParser()
    for flag in ["--mlc-run", "--model", "--static-model", "--cuda-model",
                 "--fake-cuda-model", "--fake-libcuda", "--fake-cuda-data",
                 "--not-a-model", "--tensor-tool", "--work-dir"]:
        parser.add_argument(flag, required=True)
    ARGS, rest = parser.parse_known_args()
    os.makedirs(ARGS.work_dir, exist_ok=True)
    unittest.main(argv=[sys.argv[0], "-v", *rest])


if __name__ == "__main__":
    main()
