#!/usr/bin/python3
"""Runs on the device machine (see device.py): for each model and round,
`taskset -c 2,3 mlc-run --benchmark` then onnxruntime (python), both with
THREADS threads (default 2), in a `taskset -c 2,3` child, alternating;
writes OUT/results.json and OUT/timings.md (medians over rounds of each side's median and min)."""
import json
import os
import re
import statistics
import subprocess
import sys
import time

ORT = r'''
import sys, time, json, numpy as np, onnxruntime as ort
d, runs, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
o = ort.SessionOptions()
o.intra_op_num_threads = threads
o.inter_op_num_threads = 1
o.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
s = ort.InferenceSession(d + "/model.onnx", o, providers=["CPUExecutionProvider"])
names = open(d + "/inputs.txt").read().split()
feeds = {n: np.load("%s/input_%d.npy" % (d, i)) for i, n in enumerate(names)}
for _ in range(3):
    s.run(None, feeds)
ts = []
for _ in range(runs):
    t = time.perf_counter(); s.run(None, feeds); ts.append((time.perf_counter() - t) * 1e3)
ts.sort()
print(json.dumps({"median": ts[len(ts) // 2], "min": ts[0], "ort": ort.__version__}))
'''


def main():
    req, out = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 3
    os.makedirs(out, exist_ok=True)
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                if l.startswith("model name")), "?")
    flags = next((l for l in open("/proc/cpuinfo") if l.startswith("flags")), "")
    print("# %s, %d CPUs, avx2=%s avx512f=%s, load %s" % (
        cpu, os.cpu_count(), " avx2" in flags, " avx512f" in flags,
        os.getloadavg()), flush=True)
    with open(os.path.join(req, "ort.py"), "w") as f:
        f.write(ORT)
    import numpy as np
    plan = [l.split() for l in open(os.path.join(req, "plan.txt")) if l.strip()]
    cores = os.environ.get("CORES", "2,3")
    budget = float(os.environ.get("BUDGET_S", "80"))
    threads = os.environ.get("THREADS", "2")
    start = time.time()
    results = {"cpu": cpu, "threads": int(threads), "models": {}}
    for name, runs in plan:
        if time.time() - start > budget:
            print("%-20s skipped: time budget" % name, flush=True)
            continue
        d = os.path.join(req, name)
        if os.path.exists(os.path.join(d, "weights.size")):
            n = int(open(os.path.join(d, "weights.size")).read())
            rng = np.random.default_rng(0)
            rng.uniform(-0.05, 0.05, n // 4).astype(np.float32).tofile(
                os.path.join(d, "weights.bin"))
        names = open(os.path.join(d, "inputs.txt")).read().split()
        mlc_cmd = ["taskset", "-c", cores, os.path.join(req, "mlc-run"),
                   os.path.join(d, "model.so"), "--random-weights",
                   "--benchmark=%s" % runs, "--threads=" + threads]
        mlc_cmd += ["--input=%s/input_%d.npy" % (d, i) for i in range(len(names))]
        r = {"mlc": [], "ort": []}
        # Other artifacts of the same model (device.py --alt, --variant):
        # model.NAME.so, timed in the same rounds.
        variants = sorted(f[len("model."):-len(".so")] for f in os.listdir(d)
                          if f.startswith("model.") and f.endswith(".so")
                          and f != "model.so")
        for _ in range(rounds):
            for v in variants:
                cmd = list(mlc_cmd)
                cmd[4] = os.path.join(d, "model.%s.so" % v)
                p = subprocess.run(cmd, capture_output=True, text=True)
                m = re.search(r"median=(\S+) p90=(\S+) min=(\S+)", p.stdout)
                if m:
                    r.setdefault(v, []).append((float(m.group(1)),
                                                float(m.group(3))))
            p = subprocess.run(mlc_cmd, capture_output=True, text=True)
            m = re.search(r"median=(\S+) p90=(\S+) min=(\S+)", p.stdout)
            if m:
                r["mlc"].append((float(m.group(1)), float(m.group(3))))
            else:
                r["mlc_error"] = (p.stdout + p.stderr)[-400:]
            q = subprocess.run(["taskset", "-c", cores, sys.executable,
                                os.path.join(req, "ort.py"), d, runs, threads],
                               capture_output=True, text=True)
            try:
                j = json.loads(q.stdout.strip().splitlines()[-1])
                r["ort"].append((j["median"], j["min"]))
                results["ort_version"] = j["ort"]
            except Exception:
                r["ort_error"] = (q.stdout + q.stderr)[-400:]
        results["models"][name] = r
        med = lambda xs, k: statistics.median(x[k] for x in xs) if xs else None
        mm, om = med(r["mlc"], 0), med(r["ort"], 0)
        print("%-20s mlc %s (min %s) ort %s (min %s) ratio %s %s" % (
            name, mm, med(r["mlc"], 1), om, med(r["ort"], 1),
            "%.2f" % (mm / om) if mm and om else "-",
            r.get("mlc_error", "") + r.get("ort_error", "")), flush=True)
        for v in variants:
            am = med(r.get(v, []), 0)
            if am:
                print("%-20s %s %s (min %s) ratio %s" % (
                    name, v, am, med(r[v], 1),
                    "%.2f" % (am / om) if om else "-"), flush=True)
        with open(os.path.join(out, "results.json"), "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
