"""test_install.py - the package as installed: where it is loaded from, its
bundled library, the version (the library's, the distribution's and the
header's agree), py.typed and docstrings, and what happens when the library
cannot be loaded: MAZE_LIBRARY selects another, a missing one is an
ImportError saying what to do. The checks of an installed copy run when
$MAZE_PACKAGE_INSTALLED is set (tests/cli/python_install.sh sets it)."""
import os
import pydoc
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import maze

INSTALLED = bool(os.environ.get("MAZE_PACKAGE_INSTALLED"))
PACKAGE = os.path.dirname(os.path.abspath(maze.__file__))


def python(code, **env):
    """Runs code in a fresh interpreter with env changed (None: removed)."""
    e = dict(os.environ)
    for k, v in env.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    return subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], env=e, cwd=tempfile.gettempdir(),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False)


class TestVersion(unittest.TestCase):
    def test_versions_agree(self):
        self.assertEqual(maze.__version__, maze.version())
        self.assertRegex(maze.version(), r"^\d+\.\d+\.\d+$")
        header = os.path.join(os.environ.get("MAZE_SOURCE_DIR", "."), "include", "maze.h")
        with open(header, encoding="utf-8") as f:
            self.assertIn('#define MAZE_VERSION_STRING "%s"' % maze.version(), f.read())
        if INSTALLED:
            from importlib import metadata
            self.assertEqual(metadata.version("maze"), maze.version())

    def test_typed_and_documented(self):
        self.assertTrue(os.path.isfile(os.path.join(PACKAGE, "py.typed")))
        text = pydoc.render_doc(maze.generate, renderer=pydoc.plaintext)
        self.assertIn("seeded by", text)
        for name in maze.__all__:
            obj = getattr(maze, name)
            if callable(obj):
                with self.subTest(name=name):
                    self.assertTrue((obj.__doc__ or "").strip(), "%s has no docstring" % name)


@unittest.skipUnless(INSTALLED, "checks an installed copy; tests/cli/python_install.sh runs them")
class TestInstalled(unittest.TestCase):
    def test_loaded_from_the_install_with_its_own_library(self):
        self.assertTrue(PACKAGE.startswith(sys.prefix), (PACKAGE, sys.prefix))
        self.assertEqual(maze._lib.lib._name, os.path.join(PACKAGE, "libmaze.so"))
        for var in ("MAZE_LIBRARY", "PYTHONPATH", "LD_LIBRARY_PATH"):
            self.assertNotIn(var, os.environ)

    def test_maze_library_selects_another(self):
        build = os.environ.get("MAZE_BUILD_DIR")
        lib = os.path.join(build or "", "libmaze.so")
        if not build or not os.path.exists(lib):
            self.fail("MAZE_BUILD_DIR names no libmaze.so (CTest sets it)")
        # A sanitized build's library needs the sanitizer runtimes loaded before
        # it into the (unsanitized) interpreter; the installed one is built plain.
        preload = os.environ.get("MAZE_SANITIZER_PRELOAD")
        extra = {"LD_PRELOAD": preload, "ASAN_OPTIONS": "detect_leaks=0"} if preload else {}
        run = python("import maze; print(maze._lib.lib._name); print(maze.generate(3, 3).width)", MAZE_LIBRARY=lib,
                     **extra)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout.split(), [lib, "3"])

    def test_a_library_that_cannot_be_loaded(self):
        run = python("import maze", MAZE_LIBRARY="/nonexistent/libmaze.so")
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("LibraryNotFound: maze: MAZE_LIBRARY='/nonexistent/libmaze.so' cannot be loaded", run.stderr)
        self.assertIn("unset it", run.stderr)
        self.assertNotIn("OSError", run.stderr.splitlines()[-1])
        run = python("try:\n import maze\nexcept ImportError as e:\n print(type(e).__mro__[1].__name__, 'ok')",
                     MAZE_LIBRARY="/nonexistent/libmaze.so")
        self.assertEqual(run.stdout.strip(), "MazeError ok", run.stderr)

    def test_a_copy_without_its_library(self):
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copytree(PACKAGE, os.path.join(tmp, "maze"), ignore=shutil.ignore_patterns("libmaze.so"))
            run = python("import sys; sys.path.insert(0, %r); import maze" % tmp, MAZE_LIBRARY=None)
        self.assertNotEqual(run.returncode, 0)
        last = run.stderr.strip().splitlines()[-1]
        self.assertTrue(last.startswith("maze._errors.LibraryNotFound: maze: this copy of the package has no libmaze.so"),
                        last)
        self.assertIn("pip install ./python", last)


class TestBundledLibraryIsTheBuilds(unittest.TestCase):
    """The same sources and flags: the same seed gives the same bytes as the
    command of this build (compared in test_same_as_command), and the
    library's tables are the command's."""

    def test_tables_match_the_command(self):
        cmd = os.environ.get("MAZE")
        if not cmd:
            self.fail("$MAZE (the maze command) is not set; CTest sets it")
        out = subprocess.run([cmd, "list", "--names"], stdout=subprocess.PIPE, text=True, check=True).stdout
        names = {}
        for line in out.splitlines():
            kind, name = line.split()[:2]
            names.setdefault(kind, []).append(name)
        self.assertEqual(names["generator"], maze.generators())
        self.assertEqual(names["solver"], maze.solvers())
        self.assertEqual(names["format"], maze.formats())
        self.assertTrue(re.match(r"^\d", maze.version()))


if __name__ == "__main__":
    unittest.main()
