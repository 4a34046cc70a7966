#!/usr/bin/env python3
"""Parses every StableHLO program JAX exported under test/stablehlo/programs
with mlc-opt and checks that it round-trips: the printed form parses again
and prints identically, and so does the generic form. Prints one line per
program and exits non-zero if any fails."""
import pathlib
import subprocess
import sys


def opt(args, stdin=None):
    run = subprocess.run(["mlc-opt", *args], input=stdin, capture_output=True,
                         text=True)
    return run.returncode, run.stdout, run.stderr


def check(path):
    rc, pretty, err = opt([str(path), "--verify-roundtrip"])
    if rc:
        return f"does not parse/verify/round-trip:\n{err}"
    rc, again, err = opt(["-"], pretty)
    if rc or again != pretty:
        return f"printed form does not print back identically:\n{err}"
    rc, generic, err = opt([str(path), "--mlir-print-op-generic"])
    if rc:
        return f"generic print failed:\n{err}"
    rc, from_generic, err = opt(["-"], generic)
    if rc or from_generic != pretty:
        return f"generic form does not parse back to the same program:\n{err}"
    return None


def main():
    root = pathlib.Path(sys.argv[1])
    programs = sorted(root.glob("*/model.mlir"))
    if not programs:
        print(f"no programs under {root}")
        return 1
    failed = 0
    for path in programs:
        error = check(path)
        print(f"{'FAIL' if error else 'ok'}: {path.parent.name}")
        if error:
            failed += 1
            print(error)
    print(f"{len(programs) - failed} of {len(programs)} programs round-trip")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
