#!/usr/bin/python3
"""Checks `mlc-compile --stats` against the artifact's own host code.

    check_stats.py STATS [LLVM_IR] [--max-arena-ratio=R]

STATS is what `mlc-compile --stats` printed; LLVM_IR, when given, the same
compilation's `--emit=llvm` (the code the artifact runs). Checks:

  kernels      equals the launches in the host function @main: calls of
               mlc_cpu_parallel_for and direct calls of the model's own
               device functions (single-instance kernels) on the CPU, calls
               of mlc_cuda_launch_kernel on CUDA. The host function is
               optnone, so every launch is one call there.
  arena-bytes  equals the bytes of the temporaries @main allocates and frees
               (_mlir_memref_to_llvm_alloc/_free on the CPU,
               mlc_cuda_malloc/mlc_cuda_free on
               CUDA), each less the 64 bytes of alignment slack the lowering
               of an aligned allocation adds. Outputs are allocated but not
               freed there, and counted by neither.
  ratio        arena-bytes <= R * unfused-bytes (issue #6: R = 0.5).

Prints what it compared and exits 1 on a mismatch.
"""

import re
import sys

ALIGNMENT_SLACK = 64


def read_stats(path):
    stats = {}
    for line in open(path):
        key, sep, value = line.partition(":")
        if sep:
            stats[key.strip()] = value.strip()
    return stats


def host_function(ir):
    lines = ir.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("define") and " @main(" in line:
            body = []
            for l in lines[i + 1:]:
                if l == "}":
                    return body
                body.append(l)
    sys.exit("check_stats: no host function @main in the LLVM IR")


def check_ir(stats, ir):
    defined = set(re.findall(r"^define [^@]*@([\w.$]+)\(", ir, re.M))
    body = host_function(ir)
    cuda = any("@mlc_cuda_launch_kernel(" in l for l in body)
    # The CPU allocates through MLIR's generic functions (the support
    # library's, which fail the run when out of memory).
    alloc_fn, free_fn = (("mlc_cuda_malloc", "mlc_cuda_free") if cuda
                         else ("_mlir_memref_to_llvm_alloc",
                               "_mlir_memref_to_llvm_free"))
    launches = 0
    allocated, freed = {}, []
    for l in body:
        for callee in re.findall(r"\bcall [^@]*@([\w.$]+)\(", l):
            if callee in ("mlc_cpu_parallel_for", "mlc_cuda_launch_kernel"):
                launches += 1
            elif callee in defined and not cuda:
                launches += 1
        m = re.search(r"(%\w+) = .*\bcall [^@]*@" + alloc_fn + r"\(i64 (\w+)\)", l)
        if m:
            allocated[m.group(1)] = m.group(2)
        m = re.search(r"\bcall void @" + free_fn + r"\(ptr (%\w+)\)", l)
        if m:
            freed.append(m.group(1))
    ok = True
    if str(launches) != stats["kernels"]:
        print(f"kernels: --stats says {stats['kernels']}, @main launches "
              f"{launches}")
        ok = False
    sizes = [allocated.get(v) for v in freed]
    if any(s is None or not s.isdigit() for s in sizes):
        print(f"arena-bytes: @main frees buffers of unknown size: {sizes}")
        return False
    temporaries = sum(int(s) - ALIGNMENT_SLACK for s in sizes)
    if str(temporaries) != stats["arena-bytes"]:
        print(f"arena-bytes: --stats says {stats['arena-bytes']}, @main "
              f"allocates and frees {temporaries} ({len(sizes)} buffers)")
        ok = False
    print(f"{'cuda' if cuda else 'cpu'}: kernels {launches}, temporaries "
          f"{temporaries} bytes in {len(sizes)} allocation(s)")
    return ok


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    ratio = None
    for a in sys.argv[1:]:
        if a.startswith("--max-arena-ratio="):
            ratio = float(a.split("=", 1)[1])
    stats = read_stats(args[0])
    ok = True
    if len(args) > 1:
        ok = check_ir(stats, open(args[1]).read())
    if ratio is not None:
        arena, unfused = stats["arena-bytes"], stats["unfused-bytes"]
        if not (arena.isdigit() and unfused.isdigit()):
            print(f"ratio: unknown sizes (arena {arena}, unfused {unfused})")
            ok = False
        elif int(arena) > ratio * int(unfused):
            print(f"ratio: arena {arena} > {ratio} * unfused {unfused}")
            ok = False
        else:
            print(f"ratio: arena {arena} <= {ratio} * unfused {unfused} "
                  f"({int(arena) / int(unfused):.3f})")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
