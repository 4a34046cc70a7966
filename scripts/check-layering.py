#!/usr/bin/env python3
# ===- check-layering.py - mlc's layering checks --------------------------===#
#
# Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Checks the layering of mlc's own sources; exits 1 with a report on a defect.

Modes (any combination; with none, --includes --calls --links):

  --includes    File-level include cycles. A unit is X.h + X.cpp/X.c (one stem,
                in one lib/ directory or its include/mlc mirror); A -> B when a
                file of A includes a header of B. Every strongly connected
                component of more than one unit is reported with the #include
                lines that form it.
  --calls       File-level call cycles between the built object files of lib/
                (the objects compile_commands.json names, so stale objects of
                deleted sources do not count): objA -> objB when A references a
                symbol B defines (nm). Every SCC of more than one object is
                reported with example symbols.
  --links       Every library in lib/**/CMakeLists.txt links (target_link_libraries)
                the mlc libraries whose headers its sources include, directly or
                through the library's own headers.
  --pass-tests  Every pass flag mlc-opt registers from mlc (its --help minus
                mlir-opt's) has a lit file named <flag>.mlir or <flag>.test under
                test/ whose RUN lines run that flag.

Stdlib only; needs `nm` for --calls. Run from anywhere:
  scripts/check-layering.py --src . --build build
"""

import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

HEADER_EXTS = (".h", ".hpp")
SOURCE_EXTS = (".cpp", ".cc", ".c")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


# ---------------------------------------------------------------------------
# Strongly connected components (Tarjan, iterative).
# ---------------------------------------------------------------------------
def strongly_connected_components(nodes, edges):
    """Returns the SCCs of more than one node, each sorted, sorted by name."""
    index, low, on_stack, stack, result = {}, {}, set(), [], []
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for succ in it:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(edges.get(succ, ())))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    result.append(sorted(component))
    return sorted(result)


# ---------------------------------------------------------------------------
# Sources and their includes.
# ---------------------------------------------------------------------------
class Tree:
    """mlc's own sources: lib/** and include/** (headers and C/C++ files)."""

    def __init__(self, src):
        self.src = os.path.abspath(src)
        self.files = []
        for top in ("lib", "include"):
            for dirpath, _, names in os.walk(os.path.join(self.src, top)):
                for name in names:
                    if name.endswith(HEADER_EXTS + SOURCE_EXTS):
                        self.files.append(
                            os.path.relpath(os.path.join(dirpath, name), self.src))
        self.files.sort()
        self._includes = {}

    def unit(self, rel):
        """The unit of a file: its stem, with include/mlc/P and lib/P one."""
        stem = os.path.splitext(rel)[0]
        for prefix in ("include/mlc/", "lib/"):
            if stem.startswith(prefix):
                return stem[len(prefix):]
        if stem.startswith("include/"):
            return stem[len("include/"):]
        return stem

    def includes(self, rel):
        """[(line number, text, resolved mlc file)] of the mlc files rel includes."""
        if rel in self._includes:
            return self._includes[rel]
        found = []
        with open(os.path.join(self.src, rel), encoding="utf-8",
                  errors="replace") as f:
            for number, line in enumerate(f, 1):
                m = INCLUDE_RE.match(line)
                if not m:
                    continue
                target = self.resolve(rel, m.group(2), m.group(1) == '"')
                if target:
                    found.append((number, line.strip(), target))
        self._includes[rel] = found
        return found

    def resolve(self, rel, name, quoted):
        candidates = []
        if quoted:
            candidates.append(os.path.join(os.path.dirname(rel), name))
        candidates.append(os.path.join("include", name))
        for c in candidates:
            c = os.path.normpath(c)
            if not c.startswith("..") and os.path.isfile(os.path.join(self.src, c)):
                return c
        return None


def check_includes(tree, out):
    edges = defaultdict(set)
    lines = defaultdict(list)  # (unitA, unitB) -> ["file:line: #include ..."]
    units = set()
    for rel in tree.files:
        a = tree.unit(rel)
        units.add(a)
        for number, text, target in tree.includes(rel):
            b = tree.unit(target)
            if a == b:
                continue
            edges[a].add(b)
            lines[(a, b)].append(f"{rel}:{number}: {text}")
    components = strongly_connected_components(units, edges)
    if not components:
        out.append("include cycles: none")
        return True
    out.append(f"include cycles: {len(components)} component(s) of more than one unit")
    for comp in components:
        out.append("  cycle: " + " <-> ".join(comp))
        members = set(comp)
        for a in comp:
            for b in sorted(edges[a] & members):
                for line in lines[(a, b)]:
                    out.append(f"    {a} -> {b}: {line}")
    return False


# ---------------------------------------------------------------------------
# Call cycles between object files.
# ---------------------------------------------------------------------------
STRONG_TYPES = set("TDBRGSCi")
WEAK_TYPES = set("VWu")


def lib_objects(src, build):
    """{object path: source rel path} for lib/ sources, from compile_commands.json."""
    db = os.path.join(build, "compile_commands.json")
    if not os.path.isfile(db):
        raise SystemExit(f"check-layering: {db} not found (configure the build first)")
    with open(db) as f:
        entries = json.load(f)
    objects = {}
    lib = os.path.join(src, "lib") + os.sep
    for e in entries:
        source = os.path.normpath(os.path.join(e["directory"], e["file"]))
        if not source.startswith(lib):
            continue
        output = e.get("output")
        if output is None:
            m = re.search(r"\s-o\s+(\S+)", e.get("command", ""))
            if not m:
                continue
            output = m.group(1)
        obj = os.path.normpath(os.path.join(e["directory"], output))
        if os.path.isfile(obj):
            objects[obj] = os.path.relpath(source, src)
    return objects


def nm_symbols(obj, nm):
    """(defined {symbol: type}, undefined set) of one object file."""
    defined, undefined = {}, set()
    text = subprocess.run([nm, "-P", obj], capture_output=True, text=True,
                          check=True).stdout
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 2:
            continue
        name, kind = parts[0], parts[1]
        if kind == "U":
            undefined.add(name)
        elif kind in STRONG_TYPES or kind in WEAK_TYPES:
            defined[name] = kind
    return defined, undefined


def demangle(names, cxxfilt):
    if not names:
        return []
    try:
        text = subprocess.run([cxxfilt], input="\n".join(names), capture_output=True,
                              text=True, check=True).stdout
        out = text.splitlines()
        if len(out) == len(names):
            return out
    except (OSError, subprocess.CalledProcessError) as e:
        raise SystemExit(f"check-layering: {cxxfilt} failed: {e}")
    raise SystemExit(f"check-layering: {cxxfilt} did not demangle line by line")


def generated_classes(build):
    """Names of the classes mlir-tblgen declares (ops, adaptors, attributes,
    types, dialects, interfaces, pass bases) in build/include/**/*.h.inc."""
    names = set()
    for dirpath, _, files in os.walk(os.path.join(build, "include")):
        for name in files:
            if name.endswith(".h.inc"):
                with open(os.path.join(dirpath, name), errors="replace") as f:
                    names.update(re.findall(r"^\s*(?:class|struct)\s+(\w+)", f.read(), re.M))
    return names


def names_generated_class(demangled, generated):
    """Whether the symbol's qualified name (before its parameter list)
    mentions a generated class: a member of an op, attribute or type class,
    or a TypeID of one."""
    depth, end = 0, len(demangled)
    for i, c in enumerate(demangled):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "(" and depth == 0 and i > 0:
            end = i
            break
    return any(w in generated for w in re.findall(r"\w+", demangled[:end]))


def check_calls(src, build, nm, cxxfilt, out):
    """Object A -> object B when A references a symbol B defines, except
    references to members of classes mlir-tblgen generates: generated code
    calls the hooks written by hand (verify, fold, parse, inferReturnTypes)
    and hand-written code calls the generated accessors, so a dialect whose
    ops are implemented over several files is not a cycle on that account."""
    objects = lib_objects(src, build)
    if not objects:
        out.append(f"call cycles: no object files of lib/ in {build} (build first)")
        return False
    definers = defaultdict(list)  # symbol -> [(strong?, obj)]
    undefined = {}
    for obj in sorted(objects):
        defined, undef = nm_symbols(obj, nm)
        undefined[obj] = undef
        for name, kind in defined.items():
            definers[name].append((kind in STRONG_TYPES, obj))
    referenced = sorted({n for undef in undefined.values() for n in undef
                         if n in definers})
    generated = generated_classes(build)
    skip = {n for n, d in zip(referenced, demangle(referenced, cxxfilt))
            if names_generated_class(d, generated)}
    edges = defaultdict(set)
    examples = defaultdict(list)
    for obj, undef in undefined.items():
        target_dir = os.path.dirname(obj)
        for name in undef:
            candidates = definers.get(name)
            if not candidates or name in skip:
                continue
            strong = [o for s, o in candidates if s] or [o for _, o in candidates]
            # Two libraries may define one symbol; the one in the same target wins.
            same = [o for o in strong if os.path.dirname(o) == target_dir]
            for target in same or strong:
                if target == obj:
                    continue
                edges[obj].add(target)
                examples[(obj, target)].append(name)
    components = strongly_connected_components(set(objects), edges)
    if not components:
        out.append(f"call cycles: none ({len(objects)} objects)")
        return True
    out.append(f"call cycles: {len(components)} component(s) of more than one object")
    for comp in components:
        out.append("  cycle: " + " <-> ".join(objects[o] for o in comp))
        members = set(comp)
        for a in comp:
            for b in sorted(edges[a] & members):
                names = sorted(examples[(a, b)])
                shown = demangle(names[:3], cxxfilt)
                more = f" (+{len(names) - 3} more)" if len(names) > 3 else ""
                out.append(f"    {objects[a]} -> {objects[b]}: "
                           + "; ".join(shown) + more)
    return False


# ---------------------------------------------------------------------------
# Libraries link what they include.
# ---------------------------------------------------------------------------
def cmake_commands(path):
    """[(command name, [arguments])] of one CMakeLists.txt (enough for ours)."""
    with open(path) as f:
        text = "\n".join(line.split("#", 1)[0] if not line.lstrip().startswith("#")
                         else "" for line in f.read().splitlines())
    result = []
    for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        args = text[m.end():i - 1].split()
        result.append((m.group(1).lower(), args))
    return result


def lib_targets(tree):
    """({target: [source rel]}, {target: set(linked)}, {target: CMakeLists rel})."""
    sources, links, where = {}, defaultdict(set), {}
    keywords = {"STATIC", "SHARED", "MODULE", "OBJECT", "EXCLUDE_FROM_ALL",
                "PUBLIC", "PRIVATE", "INTERFACE"}
    for dirpath, _, names in os.walk(os.path.join(tree.src, "lib")):
        if "CMakeLists.txt" not in names:
            continue
        cml = os.path.join(dirpath, "CMakeLists.txt")
        reldir = os.path.relpath(dirpath, tree.src)
        for name, args in cmake_commands(cml):
            if name in ("add_library", "add_mlir_library") and args:
                target = args[0]
                where[target] = os.path.relpath(cml, tree.src)
                sources[target] = [
                    os.path.normpath(os.path.join(reldir, a)) for a in args[1:]
                    if a not in keywords and a.endswith(SOURCE_EXTS) and "$" not in a]
            elif name == "target_link_libraries" and args:
                links[args[0]].update(a for a in args[1:] if a not in keywords)
    return sources, links, where


def header_owners(tree, sources):
    """{header rel: owning target} for every header of lib/ and include/."""
    unit_target = {}
    dir_targets = defaultdict(set)
    stem_targets = defaultdict(set)
    for target, files in sources.items():
        for s in files:
            unit_target[tree.unit(s)] = target
            d = os.path.dirname(s)
            while d and d != "lib":
                dir_targets[d].add(target)
                d = os.path.dirname(d)
            stem_targets[os.path.basename(os.path.splitext(s)[0])].add(target)
    owners = {}
    for rel in tree.files:
        if not rel.endswith(HEADER_EXTS):
            continue
        unit = tree.unit(rel)
        owner = unit_target.get(unit)
        if owner is None:
            # A header with no source of its stem: the one library of its
            # directory (lib/P/ for include/mlc/P/X.h, or lib/P/X/), else the
            # one library with a source of that stem under lib/P.
            mirror = os.path.join("lib", os.path.dirname(unit))
            for d in (os.path.join("lib", unit), mirror):
                if len(dir_targets.get(d, ())) == 1:
                    owner = next(iter(dir_targets[d]))
                    break
        if owner is None:
            stem = os.path.basename(unit)
            cands = {t for t in stem_targets.get(stem, ())
                     if any(s.startswith(mirror + os.sep) or
                            os.path.dirname(unit) == "" for s in sources[t])}
            if len(cands) == 1:
                owner = next(iter(cands))
        if owner is not None:
            owners[rel] = owner
    return owners


def check_links(tree, out):
    sources, links, where = lib_targets(tree)
    owners = header_owners(tree, sources)
    problems = []
    for target in sorted(sources):
        needed = defaultdict(list)  # library -> [include line]
        seen, work = set(), list(sources[target])
        while work:
            rel = work.pop()
            if rel in seen:
                continue
            seen.add(rel)
            for number, text, inc in tree.includes(rel):
                owner = owners.get(inc)
                if owner is None or owner == target:
                    # The library's own (or an unowned, header-only) header:
                    # what it includes counts as the library's.
                    if owner == target or inc.startswith("lib/"):
                        work.append(inc)
                    continue
                needed[owner].append(f"{rel}:{number}: {text}")
        missing = sorted(set(needed) - links.get(target, set()))
        for lib in missing:
            problems.append(f"  {target} ({where[target]}) does not link {lib}; "
                            f"it includes {lib}'s header at {needed[lib][0]}")
    if not problems:
        out.append(f"library links: every library links what it includes "
                   f"({len(sources)} libraries)")
        return True
    out.append(f"library links: {len(problems)} missing link(s)")
    out.extend(problems)
    return False


# ---------------------------------------------------------------------------
# Every mlc pass flag has a lit file named after it.
# ---------------------------------------------------------------------------
def help_passes(tool):
    """Pass flags in `tool --help` (the 'Passes:' list, not pipelines/options)."""
    text = subprocess.run([tool, "--help"], capture_output=True, text=True,
                          check=True).stdout
    flags, in_passes, indent = set(), False, None
    for line in text.splitlines():
        m = re.match(r"^(\s*)(--?[\w-]+|\S.*:)", line)
        if not m:
            continue
        ind, word = len(m.group(1)), m.group(2)
        if word.strip() == "Passes:":
            in_passes, indent = True, None
            continue
        if in_passes:
            if not word.startswith("-"):
                break  # the next group ("Pass Pipelines:", ...)
            if indent is None:
                indent = ind
            if ind < indent:
                break
            if ind == indent:
                flags.add(word.lstrip("-"))
    return flags


def check_pass_tests(tree, mlc_opt, mlir_opt, out):
    flags = sorted(help_passes(mlc_opt) - help_passes(mlir_opt))
    if not flags:
        out.append("pass tests: mlc-opt --help lists no mlc pass")
        return False
    by_name = defaultdict(list)
    for dirpath, _, names in os.walk(os.path.join(tree.src, "test")):
        for name in names:
            by_name[name].append(os.path.join(dirpath, name))
    problems = []
    for flag in flags:
        files = by_name.get(flag + ".mlir", []) + by_name.get(flag + ".test", [])
        if not files:
            problems.append(f"  -{flag}: no test/**/{flag}.mlir or {flag}.test")
            continue
        # -flag, or flag inside a --pass-pipeline=...(flag{...}).
        run = re.compile(r"((?<![\w-])--?|[(,]\s*)" + re.escape(flag) + r"(?![\w-])")
        ok = False
        for path in files:
            with open(path, encoding="utf-8", errors="replace") as f:
                if any("RUN:" in line and run.search(line) for line in f):
                    ok = True
        if not ok:
            problems.append(f"  -{flag}: {', '.join(os.path.relpath(p, tree.src) for p in files)}"
                            " has no RUN line running it")
    if not problems:
        out.append(f"pass tests: every mlc pass flag has its lit file ({len(flags)} flags)")
        return True
    out.append(f"pass tests: {len(problems)} mlc pass flag(s) without a lit file named after it")
    out.extend(problems)
    return False


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--src", default=os.path.join(os.path.dirname(__file__), ".."),
                   help="mlc's source tree")
    p.add_argument("--build", help="the build tree (for --calls)")
    p.add_argument("--includes", action="store_true")
    p.add_argument("--calls", action="store_true")
    p.add_argument("--links", action="store_true")
    p.add_argument("--pass-tests", action="store_true")
    p.add_argument("--nm", default="nm")
    p.add_argument("--cxxfilt", default="c++filt")
    p.add_argument("--opt", default="mlc-opt", help="mlc-opt (for --pass-tests)")
    p.add_argument("--upstream-opt", default="mlir-opt",
                   help="upstream mlir-opt: its passes are not mlc's")
    args = p.parse_args()
    if not (args.includes or args.calls or args.links or args.pass_tests):
        args.includes = args.calls = args.links = True
    tree = Tree(args.src)
    out, ok = [], True
    if args.includes:
        ok &= check_includes(tree, out)
    if args.calls:
        build = os.path.abspath(args.build or os.path.join(tree.src, "build"))
        ok &= check_calls(tree.src, build, args.nm, args.cxxfilt, out)
    if args.links:
        ok &= check_links(tree, out)
    if args.pass_tests:
        ok &= check_pass_tests(tree, args.opt, args.upstream_opt, out)
    print("\n".join(out))
    if not ok:
        print("check-layering: FAILED", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
