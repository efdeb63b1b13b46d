"""setup.py - builds libmaze.so with the project's own CMake build (the same
sources and flags as `cmake --build`, so the same seed gives the same bytes)
and puts it inside the package, next to the ctypes module that loads it. The
version is the library's (MAZE_VERSION_STRING in include/maze.h). Build from
a clone: `pip install ./python` (offline: add --no-build-isolation --no-index).
"""
import os
import re
import shutil
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
HEADER = os.path.join(ROOT, "include", "maze.h")


def _version():
    if not os.path.exists(HEADER):
        raise SystemExit("setup.py: %s is missing: the package is built from a clone of the whole "
                         "repository (pip install ./python from its top folder)" % HEADER)
    with open(HEADER, encoding="utf-8") as f:
        m = re.search(r'^#define MAZE_VERSION_STRING "([0-9]+\.[0-9]+\.[0-9]+)"', f.read(), re.M)
    if not m:
        raise SystemExit("setup.py: no MAZE_VERSION_STRING in %s" % HEADER)
    return m.group(1)


class BuildWithLibrary(build_py):
    """build_py, then libmaze.so from CMake into the built package."""

    def run(self):
        super().run()
        temp = os.path.join(os.path.abspath(self.get_finalized_command("build").build_temp), "libmaze")
        configure = ["cmake", "-S", ROOT, "-B", temp, "-DCMAKE_BUILD_TYPE=Release",
                     "-DMAZE_BUILD_TESTS=OFF", "-DMAZE_BUILD_BENCH=OFF", "-DMAZE_BUILD_EXAMPLES=OFF"]
        if shutil.which("ninja") and not os.path.exists(os.path.join(temp, "CMakeCache.txt")):
            configure += ["-G", "Ninja"]
        if not shutil.which("cmake"):
            raise SystemExit("setup.py: cmake is needed to build libmaze (Debian: apt-get install cmake)")
        jobs = os.environ.get("MAZE_BUILD_JOBS", "2")
        for cmd in (configure, ["cmake", "--build", temp, "--target", "maze_shared", "-j", jobs]):
            self.announce(" ".join(cmd), level=2)
            subprocess.check_call(cmd)
        built = os.path.join(temp, "libmaze.so.%s" % _version())
        dest = os.path.join(self.build_lib, "maze", "libmaze.so")
        self.copy_file(built, dest)


class BinaryDistribution(Distribution):
    """The wheel holds a compiled library: a platform wheel, not a pure one."""

    def has_ext_modules(self):
        return True


setup(version=_version(), cmdclass={"build_py": BuildWithLibrary}, distclass=BinaryDistribution)
