#!/usr/bin/python3
"""Prepares a device-queue request that times mlc against onnxruntime
(python) on another x86-64 machine's CPU, both pinned to the same two cores
(`taskset -c 2,3`, 2 threads each), interleaved in one run:

    device.py BUILD_DIR REQ_DIR [--mcpu=haswell] [MODEL...]

Artifacts are compiled here for `--mcpu` (default haswell: AVX2 + FMA, so
that they run on any recent x86-64; the vectorizer's register blocks follow
that CPU) with --weights=external (mlc-run --random-weights there). The
ONNX models travel with their float tensors moved to external data; the
device fills that file with random floats (timing does not depend on the
values; integer shape tensors stay inline). Small models (bert, gpt) travel
whole, with their test inputs as .npy. The request's run.sh writes
OUT/results.json and a table (timings.md).
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys

import numpy as np
import onnx
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import bench  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build")
    ap.add_argument("req")
    ap.add_argument("--mcpu", default="haswell")
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--cnn-runs", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--alt", default="",
                    help="extra mlc-compile flags of a second artifact "
                         "(model.alt.so) timed in the same rounds, e.g. "
                         "--alt=--layout=nchw")
    ap.add_argument("--variant", action="append", default=[],
                    metavar="NAME=FLAGS",
                    help="more artifacts (model.NAME.so) compiled with the "
                         "extra mlc-compile FLAGS, timed in the same rounds "
                         "(repeatable)")
    ap.add_argument("models", nargs="*",
                    default=["bert", "gpt", "squeezenet1_1", "mlp",
                             "shufflenet_v2_x0_5", "mobilenet_v2",
                             "resnet18"])
    args = ap.parse_args()
    work = os.path.join(HERE, "work")
    os.makedirs(args.req, exist_ok=True)
    for f in ["mlc-run"]:
        shutil.copy(os.path.join(args.build, "bin", f), args.req)
    for f in glob.glob(os.path.join(args.build, "lib", "libmlc_runtime.so*")):
        shutil.copy(f, args.req, follow_symlinks=True)
    plan = []
    for name in args.models:
        d = bench.model_dir(name, work)
        if d is None:
            print("skipped", name)
            continue
        md = os.path.join(args.req, name)
        os.makedirs(md, exist_ok=True)
        so = os.path.join(md, "model.so")
        subprocess.check_call([os.path.join(args.build, "bin", "mlc-compile"),
                               os.path.join(d, "model.onnx"), "-o", so, "-O3",
                               "--mcpu=" + args.mcpu, "--weights=external"])
        variants = [v.split("=", 1) for v in args.variant]
        if args.alt:
            variants.append(("alt", args.alt))
        for vname, vflags in variants:
            subprocess.check_call([os.path.join(args.build, "bin", "mlc-compile"),
                                   os.path.join(d, "model.onnx"), "-o",
                                   os.path.join(md, "model.%s.so" % vname),
                                   "-O3", "--mcpu=" + args.mcpu,
                                   "--weights=external"] + vflags.split())
        for p in glob.glob(os.path.join(md, "*.params")):
            os.remove(p)
        m = onnx.load(os.path.join(d, "model.onnx"))
        small = os.path.getsize(os.path.join(d, "model.onnx")) < 2 << 20
        if small:
            onnx.save(m, os.path.join(md, "model.onnx"))
        else:
            # Float initializers over 1 KiB go to weights.bin (filled there).
            onnx.save_model(m, os.path.join(md, "model.onnx"),
                            save_as_external_data=True,
                            all_tensors_to_one_file=True,
                            location="weights.bin", size_threshold=1024)
            wb = os.path.join(md, "weights.bin")
            with open(os.path.join(md, "weights.size"), "w") as f:
                f.write(str(os.path.getsize(wb)))
            os.remove(wb)
        # Inputs: the test data's, as .npy (both sides read them).
        data = os.path.join(d, "test_data_set_0")
        inits = {t.name for t in m.graph.initializer}
        names = [i.name for i in m.graph.input if i.name not in inits]
        for i, nm in enumerate(names):
            t = onnx.TensorProto()
            with open(os.path.join(data, "input_%d.pb" % i), "rb") as fh:
                t.ParseFromString(fh.read())
            np.save(os.path.join(md, "input_%d.npy" % i),
                    numpy_helper.to_array(t))
        with open(os.path.join(md, "inputs.txt"), "w") as f:
            f.write("\n".join(names))
        plan.append((name, args.cnn_runs if name in bench.CNNS else args.runs))
    with open(os.path.join(args.req, "plan.txt"), "w") as f:
        for name, runs in plan:
            f.write("%s %d\n" % (name, runs))
    shutil.copy(os.path.join(HERE, "device_run.py"), args.req)
    # The artifacts' instruction set must be there (no illegal instructions).
    flag = "avx512f" if "avx512" in args.mcpu else "avx2"
    with open(os.path.join(args.req, "run.sh"), "w") as f:
        f.write("""#!/bin/sh
# mlc (--mcpu=%s) vs onnxruntime (python), both on cores 2,3, 2 threads.
req=$1; out=$2
if ! grep -q %s /proc/cpuinfo; then echo "no %s on this CPU: skipped"; exit 0; fi
export LD_LIBRARY_PATH=$req${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
chmod +x $req/mlc-run
BUDGET_S=40 python3 $req/device_run.py $req $out --rounds %d
""" % (args.mcpu, flag, flag, args.rounds))
    with open(os.path.join(args.req, "timeout"), "w") as f:
        f.write("60\n")
    print("request in", args.req)


if __name__ == "__main__":
    main()
