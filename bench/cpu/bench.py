#!/usr/bin/python3
"""mlc vs onnxruntime-node on the CPU, same models, inputs and machine, in
one run (called by run.sh, which installs onnxruntime-node first).

For each model: compile with `mlc-compile -O3` (timed), run
`mlc-run --benchmark=N --threads=T --test-data DIR` (which also checks the
outputs), then `node ort_bench.js` with T intra-op threads on the same
inputs (its outputs are compared with the same expected outputs). Prints a
Markdown table of median/min latencies and the ratio mlc / onnxruntime
(> 1: mlc is slower), and writes it to WORK/results.md.
"""
import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time

import ops

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SMALL = ["bert", "gpt", "lstm", "gru"]
CNNS = ["squeezenet1_1", "shufflenet_v2_x0_5", "mobilenet_v2", "resnet18"]


def have_torch():
    return subprocess.call([sys.executable, "-c", "import torch, torchvision"],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL) == 0


def model_dir(name, work):
    """The directory holding model.onnx and test_data_set_0 (committed for
    the small models, exported with torch for the CNNs), or None."""
    committed = os.path.join(ROOT, "test", "models", name)
    if os.path.exists(os.path.join(committed, "model.onnx")):
        return committed
    d = os.path.join(work, "models", name)
    if os.path.exists(os.path.join(d, "model.onnx")):
        return d
    if name in ops.OPS:
        ops.write(name, d)
        return d
    if not have_torch():
        return None
    subprocess.check_call([sys.executable,
                           os.path.join(ROOT, "test", "models", "export.py"),
                           "--out", os.path.join(work, "models"), name],
                          stderr=subprocess.DEVNULL)
    return d


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--work", default=os.path.join(HERE, "work"))
    ap.add_argument("--runs", type=int, default=50,
                    help="timed runs per small model")
    ap.add_argument("--cnn-runs", type=int, default=5,
                    help="timed runs per CNN (mlc takes seconds per run)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("-O", dest="opt", default="3")
    ap.add_argument("models", nargs="*", default=SMALL + CNNS)
    args = ap.parse_args()
    compile_ = os.path.join(args.build, "bin", "mlc-compile")
    run = os.path.join(args.build, "bin", "mlc-run")
    for tool in (compile_, run):
        if not os.path.exists(tool):
            sys.exit("bench.py: no %s (build mlc first, or give --build)" % tool)
    os.makedirs(args.work, exist_ok=True)

    load = os.getloadavg()
    print("# %s, %d CPUs, load average %.1f/%.1f/%.1f at start; %d runs "
          "(CNNs %d) after 3 warm-ups, %d threads each" % (
              cpu_name(), os.cpu_count(), *load, args.runs, args.cnn_runs,
              args.threads), flush=True)
    rows = []
    for name in args.models:
        d = model_dir(name, args.work)
        if d is None:
            print("%-20s skipped: not committed and torch is not importable"
                  % name, flush=True)
            continue
        data = os.path.join(d, "test_data_set_0")
        runs = args.cnn_runs if name in CNNS else args.runs
        so = os.path.join(args.work, name + ".so")
        t0 = time.time()
        p = subprocess.run([compile_, os.path.join(d, "model.onnx"), "-o", so,
                            "-O" + args.opt], capture_output=True, text=True)
        compile_s = time.time() - t0
        if p.returncode != 0:
            print("%-20s mlc-compile failed: %s" % (name, p.stderr.strip()[:300]))
            rows.append((name, None, None, None, compile_s, "compile failed"))
            continue
        p = subprocess.run([run, so, "--test-data", data,
                            "--benchmark=%d" % runs,
                            "--threads=%d" % args.threads],
                           capture_output=True, text=True)
        m = re.search(r"median=(\S+) p90=(\S+) min=(\S+)", p.stdout)
        mlc = (float(m.group(1)), float(m.group(3))) if m else None
        mlc_ok = p.returncode == 0
        mlc_errs = [float(e) for e in re.findall(r"max_abs_err=([0-9.e+-]+)",
                                                 p.stdout)]
        prep = os.path.join(args.work, "data", name)
        subprocess.check_call([sys.executable, os.path.join(HERE, "prepare.py"),
                               os.path.join(d, "model.onnx"), data, prep])
        q = subprocess.run(["node", os.path.join(HERE, "ort_bench.js"),
                            os.path.join(d, "model.onnx"),
                            os.path.join(prep, "data.json"), str(runs),
                            str(args.threads)],
                           capture_output=True, text=True, cwd=HERE)
        ort = None
        ort_err = None
        if q.returncode == 0:
            r = json.loads(q.stdout.strip().splitlines()[-1])
            ort = (r["ms"]["median"], r["ms"]["min"])
            ort_err = max(r["max_abs_err"].values())
        note = []
        if not mlc_ok:
            note.append("mlc outputs MISMATCH" if "MISMATCH" in p.stdout + p.stderr
                        else "mlc-run failed: " + (p.stderr.strip()[:200]))
        if ort is None:
            note.append("onnxruntime failed: " + q.stderr.strip()[:200])
        if mlc_ok and mlc_errs:
            note.append("max abs err vs torch: mlc %.1e" % max(mlc_errs))
        if ort_err is not None:
            note.append("ort %.1e" % ort_err)
        rows.append((name, mlc, ort, (mlc[0] / ort[0]) if mlc and ort else None,
                     compile_s, "; ".join(note)))
        r = rows[-1]
        print("%-20s mlc %s ms, onnxruntime %s ms, ratio %s, compile %.1f s %s" % (
            name, "%.3f" % mlc[0] if mlc else "-", "%.3f" % ort[0] if ort else "-",
            "%.2f" % r[3] if r[3] else "-", compile_s, r[5]), flush=True)

    lines = ["| model | mlc median (min) | onnxruntime median (min) | "
             "mlc / ort | mlc -O%s compile | note |" % args.opt,
             "| --- | --- | --- | --- | --- | --- |"]
    for name, mlc, ort, ratio, cs, note in rows:
        lines.append("| %s | %s | %s | %s | %.1f s | %s |" % (
            name, "%.3f ms (%.3f)" % mlc if mlc else "-",
            "%.3f ms (%.3f)" % ort if ort else "-",
            "%.2f×" % ratio if ratio else "-", cs, note))
    table = "\n".join(lines)
    print()
    print(table)
    load = os.getloadavg()
    print("\nload average at the end %.1f/%.1f/%.1f" % load)
    with open(os.path.join(args.work, "results.md"), "w") as f:
        f.write("%s\n\n%s\n" % (time.strftime("%Y-%m-%d %H:%M UTC",
                                              time.gmtime()), table))
    bad = [r for r in rows if r[1] is None or r[2] is None or "MISMATCH" in r[5]]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
