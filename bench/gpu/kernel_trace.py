#!/usr/bin/env python3
"""Summarize a kernel timeline written by bench/gpu/kernel_trace.c.

    python3 kernel_trace.py trace.tsv [--period P] [--steps N]

Without --period: kernels by total time. With --period P (the launches of
one step, as `mlc-compile --stats` counts them), the last N steps are lined
up launch by launch: each launch's mean time, the mean gap before it (the
end of the one before to its start) and its grid; then a step's span, the
sum of its kernel times and the sum of its gaps, and each kernel's
marginal time (its end minus the previous kernel's end) summed by name.
"""
import argparse
import collections


def load(path):
    rows = []
    with open(path) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 6:
                continue
            rows.append((int(parts[0]), int(parts[1]), parts[2], parts[3],
                         parts[4], parts[5]))
    rows.sort()
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trace")
    ap.add_argument("--period", type=int, default=0)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--top", type=int, default=30)
    a = ap.parse_args()
    rows = load(a.trace)
    if not rows:
        print("no kernels")
        return
    if not a.period:
        total = collections.defaultdict(lambda: [0, 0])
        for s, e, g, b, _, n in rows:
            total[(n, g, b)][0] += e - s
            total[(n, g, b)][1] += 1
        print("%d kernels, %.3f ms of kernel time" %
              (len(rows), sum(v[0] for v in total.values()) / 1e6))
        for (n, g, b), (t, c) in sorted(total.items(),
                                        key=lambda kv: -kv[1][0])[:a.top]:
            print("%9.1f us %6d x %8.2f us  grid %-12s block %-10s %s" %
                  (t / 1e3, c, t / c / 1e3, g, b, n[:60]))
        return
    p = a.period
    steps = len(rows) // p
    n = min(a.steps, steps)
    # Align on the end: the last n whole steps.
    base = len(rows) - n * p
    dur = [0.0] * p
    gap = [0.0] * p
    spans = []
    for k in range(n):
        step = rows[base + k * p: base + (k + 1) * p]
        spans.append(step[-1][1] - step[0][0])
        for i, (s, e, *_rest) in enumerate(step):
            dur[i] += (e - s) / n
            if i:
                gap[i] += (s - step[i - 1][1]) / n
    first = rows[base: base + p]
    for i in range(p):
        s, e, g, b, graph, name = first[i]
        print("%4d %8.2f us  gap %6.2f  grid %-12s block %-10s %s" %
              (i, dur[i] / 1e3, gap[i] / 1e3, g, b, name[:70]))
    print("steps %d: span %.1f us (min %.1f), kernels %.1f us, gaps %.1f us"
          % (n, sum(spans) / n / 1e3, min(spans) / 1e3, sum(dur) / 1e3,
             sum(gap) / 1e3))
    # Marginal times: a launch's end minus the previous one's (kernels that
    # a programmatic dependent launch started early overlap, so their own
    # durations add up to more than the step), summed by kernel name.
    marginal = collections.defaultdict(float)
    count = collections.Counter()
    for k in range(n):
        step = rows[base + k * p: base + (k + 1) * p]
        prev = step[0][0]
        for s, e, _g, _b, _graph, name in step:
            marginal[name] += (e - prev) / n
            prev = e
    for s, e, _g, _b, _graph, name in first:
        count[name] += 1
    print("marginal time a step, by kernel:")
    for name, t in sorted(marginal.items(), key=lambda kv: -kv[1])[:a.top]:
        print("%9.1f us %4d x %7.2f us  %s" % (t / 1e3, count[name],
                                               t / count[name] / 1e3,
                                               name[:70]))


if __name__ == "__main__":
    main()
