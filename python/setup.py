"""Packages the mlc Python package built by CMake (no compilation here).

Build first (the package is assembled in <build>/python_packages/mlc), then:

    pip install ./python                     # uses ../build/python_packages
    MLC_BUILD_DIR=/path/to/build pip install ./python

Works offline with Debian's setuptools and wheel (pip falls back to them when
it cannot fetch a build backend; add --no-build-isolation to skip trying).
On Debian's system Python, install into a venv
(``python3 -m venv --system-site-packages``) or pass --break-system-packages.
"""

import glob
import os
import re
import shutil

from setuptools import setup
from setuptools.dist import Distribution

here = os.path.dirname(os.path.abspath(__file__))


def find_package_dir():
    candidates = []
    if os.environ.get("MLC_BUILD_DIR"):
        candidates.append(os.environ["MLC_BUILD_DIR"])
    candidates += [os.path.join(here, "..", "build")]
    for build in candidates:
        pkg = os.path.join(build, "python_packages", "mlc")
        if glob.glob(os.path.join(pkg, "_runtime*.so")):
            return os.path.abspath(pkg)
    raise SystemExit(
        "mlc: no built Python package found (looked in "
        + ", ".join(os.path.join(c, "python_packages/mlc") for c in candidates)
        + "); build with CMake first or set MLC_BUILD_DIR")


def version():
    with open(os.path.join(here, "..", "CMakeLists.txt")) as f:
        m = re.search(r"project\(mlc\b[^)]*VERSION\s+([0-9.]+)", f.read())
    return m.group(1) if m else "0.0.0"


class BinaryDistribution(Distribution):
    """The package holds prebuilt extensions: a platform wheel."""

    def has_ext_modules(self):
        return True


# Stage a copy next to this file: setuptools wants package dirs inside the
# project (the staging dir is ignored by git, see python/.gitignore).
staging = os.path.join(here, "build", "staging")
shutil.rmtree(staging, ignore_errors=True)
shutil.copytree(find_package_dir(), os.path.join(staging, "mlc"),
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))

setup(
    name="mlc",
    version=version(),
    description="mlc: an MLIR-based ML compiler: compile models and run them on numpy arrays",
    license="Apache-2.0 WITH LLVM-exception",
    python_requires=">=3.9",
    install_requires=["numpy"],
    packages=["mlc"],
    package_dir={"mlc": os.path.relpath(os.path.join(staging, "mlc"), here)},
    package_data={"mlc": ["*.so", "*.a"]},
    include_package_data=True,
    distclass=BinaryDistribution,
    zip_safe=False,
)
