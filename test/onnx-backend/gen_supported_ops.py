#!/usr/bin/python3
"""Writes docs/SupportedOps.md from the ONNX backend runner's results.

    python3 test/onnx-backend/run.py --bin build/bin -j 2 --json /tmp/onnx.json
    python3 test/onnx-backend/gen_supported_ops.py /tmp/onnx.json -o docs/SupportedOps.md

Never edit docs/SupportedOps.md by hand: rerun the two commands. Each node test
is counted for every op of its model (most node tests hold a single op); the
model suites (pytorch-converted, pytorch-operator, simple) are listed per test.
"""

import argparse
import collections
import json
import re
import sys


def short(reason):
    """A failure reason without the node name, for grouping."""
    r = re.sub(r"ONNX node ('[^']*'|#\d+) ", "", reason)
    r = re.sub(r"max_abs_err=\S+", "max_abs_err=...", r)
    r = re.sub(r"'tensor<[^']*>'", "TYPE", r)
    r = re.sub(r"'[^']*'", "'...'", r) if "unsupported op" not in r else r
    return r[:160]


def op_table(w, results, gpu, title):
    """Per op, from the node tests: opsets, input dtypes, passes per mode
    (and on CUDA), the commonest failures."""
    ops = collections.OrderedDict()
    for r in sorted(results, key=lambda r: r["test"]):
        if r["suite"] != "node":
            continue
        for op in r.get("ops") or ["?"]:
            e = ops.setdefault(op, {"opsets": set(), "dtypes": set(),
                                    "tests": set(), "static": [0, 0],
                                    "dynamic": [0, 0], "cuda": [0, 0],
                                    "fail": collections.Counter()})
            e["opsets"].add(r.get("opset", 0))
            e["dtypes"].update(r.get("dtypes") or [])
            e["tests"].add(r["name"])
            e[r["mode"]][1] += 1
            if gpu and r["mode"] == "static":
                e["cuda"][1] += 1
                e["cuda"][0] += gpu.get(r["test"], {}).get("status") == "pass"
            if r["status"] == "pass":
                e[r["mode"]][0] += 1
            else:
                e["fail"][(r["mode"], short(r["reason"]))] += 1
    w(title)
    w("")
    w("| op | opsets | input dtypes | static | dynamic |" + (" cuda |" if gpu else "")
      + " failures |")
    w("| --- | --- | --- | --- | --- |" + (" --- |" if gpu else "") + " --- |")
    for op in sorted(ops, key=str.lower):
        e = ops[op]
        fails = "; ".join("%s×%d %s" % (m[0], n, reason) for (m, reason), n in
                          sorted(e["fail"].items(), key=lambda kv: -kv[1])[:3])
        fails = fails.replace("|", "\\|")
        cuda = (" %d/%d |" % tuple(e["cuda"])) if gpu else ""
        w("| %s | %s | %s | %d/%d | %d/%d |%s %s |" % (
            op, ",".join(str(o) for o in sorted(e["opsets"])),
            " ".join(sorted(e["dtypes"])), e["static"][0], e["static"][1],
            e["dynamic"][0], e["dynamic"][1], cuda, fails))
    w("")


def suite_1_23(w, path, gpu_path, gpu_note, ort_path):
    """The ONNX 1.23 node suite: summary (with onnxruntime on the same
    cases) and its own per-op table."""
    with open(path) as f:
        results = json.load(f)["results"]
    gpu = {}
    if gpu_path:
        with open(gpu_path) as f:
            gpu = {r["test"]: r for r in json.load(f)}
    w("## ONNX 1.23 node suite")
    w("")
    w("`test/onnx-backend/onnx-1.23/node.tar.xz`: the 1,884 backend node tests")
    w("ONNX 1.23.1's generators write (opsets up to 23), run the same way.")
    if gpu:
        w("*cuda*: " + gpu_note)
    w("")
    row = "| suite | static | dynamic |" + (" cuda (static) |" if gpu else "")
    w(row)
    w("| --- | --- | --- |" + (" --- |" if gpu else ""))
    cells = []
    for m in ("static", "dynamic"):
        rs = [r for r in results if r["mode"] == m]
        p = sum(r["status"] == "pass" for r in rs)
        cells.append("%d / %d (%.0f%%)" % (p, len(rs), 100.0 * p / max(len(rs), 1)))
    total = sum(1 for r in results if r["mode"] == "static")
    line = "| node (1.23) | %s | %s |" % tuple(cells)
    if gpu:
        p = sum(1 for r in gpu.values() if r["status"] == "pass")
        line += " %d / %d (%.0f%%) |" % (p, total, 100.0 * p / max(total, 1))
    w(line)
    w("")
    if ort_path:
        with open(ort_path) as f:
            ort = json.load(f)
        theirs = {t for t, v in ort["results"].items() if v == "pass"}
        ours = {r["test"] for r in results if r["mode"] == "static" and r["status"] == "pass"}
        w("onnxruntime %s (CPU execution provider, `ort_run.py run`, same cases and"
          % ort["version"])
        w("tolerances) passes %d of the %d; mlc static passes %d of those %d, and %d"
          % (len(theirs), len(ort["results"]), len(ours & theirs), len(theirs),
             len(ours - theirs)))
        w("that onnxruntime fails.")
        w("")
    op_table(w, results, gpu, "### Ops (ONNX 1.23 node tests)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--gpu", help="merged CUDA results (gpu.py merge), static mode")
    ap.add_argument("--gpu-note", default="", help="a line on where/when the GPU run was")
    ap.add_argument("--results-1.23", dest="r123",
                    help="run.py --json of the ONNX 1.23 node suite")
    ap.add_argument("--gpu-1.23", dest="g123", help="its CUDA results (gpu.py merge)")
    ap.add_argument("--gpu-note-1.23", dest="n123", default="")
    ap.add_argument("--ort-1.23", dest="o123", help="ort_run.py run on the same cases")
    args = ap.parse_args()
    with open(args.results) as f:
        data = json.load(f)
    results = data["results"]
    gpu = {}
    if args.gpu:
        with open(args.gpu) as f:
            gpu = {r["test"]: r for r in json.load(f)}
    modes = ["static", "dynamic"]

    lines = []
    w = lines.append
    w("# ONNX operator support")
    w("")
    w("Generated by `test/onnx-backend/gen_supported_ops.py` from a run of the ONNX")
    w("backend tests (`test/onnx-backend/run.py`, libonnx-testdata 1.12, opsets up to")
    w("17) on the CPU. Do not edit by hand. *static*: the models' own input shapes;")
    w("*dynamic*: `mlc-compile --force-dynamic` (every input dimension unknown at")
    w("compile time, but the length of a 1-D input read as a shape, axes or")
    w("bounds list, which is a rank, and the index tuples' length of GatherND/ScatterND). The models run as shipped: inputs that feed shape operands")
    w("(Reshape's shape, Slice's starts, ...) are run-time inputs, as for a user.")
    w("Tolerance rtol 1e-3, atol 1e-5.")
    w("")
    w("## Summary")
    w("")
    if gpu:
        w("*cuda*: the tests that pass static on the CPU, compiled with")
        w("`--target=cuda` here and run on an NVIDIA GPU (`test/onnx-backend/gpu.py`);")
        w("a test the CPU fails is not tried. " + args.gpu_note)
        w("")
    w("| suite | static | dynamic |" + (" cuda (static) |" if gpu else ""))
    w("| --- | --- | --- |" + (" --- |" if gpu else ""))
    suites = []
    for r in results:
        if r["suite"] not in suites:
            suites.append(r["suite"])
    for s in suites:
        cells = []
        for m in modes:
            rs = [r for r in results if r["suite"] == s and r["mode"] == m]
            p = sum(r["status"] == "pass" for r in rs)
            cells.append("%d / %d (%.0f%%)" % (p, len(rs), 100.0 * p / max(len(rs), 1)))
        row = "| %s | %s | %s |" % (s, cells[0], cells[1])
        if gpu:
            total = sum(1 for r in results if r["suite"] == s and r["mode"] == "static")
            p = sum(1 for t, r in gpu.items()
                    if t.startswith(s + "/") and r["status"] == "pass")
            row += " %d / %d (%.0f%%) |" % (p, total, 100.0 * p / max(total, 1))
        w(row)
    w("")

    op_table(w, results, gpu, "## Ops (node tests)")

    for s in suites:
        if s == "node":
            continue
        w("## %s" % s)
        w("")
        w("| test | ops | static | dynamic |")
        w("| --- | --- | --- | --- |")
        by = collections.OrderedDict()
        for r in sorted(results, key=lambda r: r["test"]):
            if r["suite"] == s:
                by.setdefault(r["name"], {})[r["mode"]] = r
        for name, rm in by.items():
            any_r = next(iter(rm.values()))
            cells = []
            for m in modes:
                r = rm.get(m)
                if not r:
                    cells.append("")
                elif r["status"] == "pass":
                    cells.append("pass")
                else:
                    cells.append("fail: " + short(r["reason"]).replace("|", "\\|"))
            w("| %s | %s | %s | %s |" % (name, " ".join(any_r.get("ops") or []),
                                         cells[0], cells[1]))
        w("")

    if args.r123:
        suite_1_23(w, args.r123, args.g123, args.n123, args.o123)

    if gpu:
        w("## CUDA failures (tests the CPU passes)")
        w("")
        w("| count | reason |")
        w("| --- | --- |")
        c = collections.Counter(short(r["reason"]) for r in gpu.values()
                                if r["status"] != "pass")
        for reason, n in c.most_common(25):
            w("| %d | %s |" % (n, reason.replace("|", "\\|")))
        w("")

    w("## Top failure reasons")
    w("")
    w("| count | mode | reason |")
    w("| --- | --- | --- |")
    c = collections.Counter((r["mode"], short(r["reason"])) for r in results
                            if r["status"] != "pass")
    for (m, reason), n in c.most_common(40):
        w("| %d | %s | %s |" % (n, m, reason.replace("|", "\\|")))
    w("")
    text = "\n".join(lines)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
