"""test_same_as_command.py - the same arguments give the same bytes from
maze.generate(...) + maze.render(...) as from `maze generate` ($MAZE, which
tests/cli/python.sh sets): every generator, the defaults (no size, no seed),
sizes down to 1 x 1, seeds up to 2^64 - 1, braids, biases and every format the
command writes mazes in."""
import os
import subprocess
import unittest

import maze

FORMATS = ("text", "unicode", "mask", "blocks", "perl", "map", "svg", "png")


def command(args):
    """What `maze generate ARGS` writes on stdout (it must succeed)."""
    run = subprocess.run([os.environ["MAZE"], "generate"] + args, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, check=False)
    if run.returncode != 0:
        raise AssertionError("maze generate %s: exit %d: %s" % (" ".join(args), run.returncode,
                                                                 run.stderr.decode(errors="replace")))
    return run.stdout


def python(fmt="text", **kw):
    out = maze.render(maze.generate(**kw), fmt)
    return out if isinstance(out, bytes) else out.encode()


def args_of(fmt="text", algorithm=None, width=None, height=None, seed=None, braid=None, bias=None):
    """The command line for the same arguments; None: left out (the default)."""
    out = ["-f", fmt]
    for flag, value in (("-a", algorithm), ("-W", width), ("-H", height), ("-s", seed),
                        ("--braid", braid), ("--bias", bias)):
        if value is not None:
            out += [flag, str(value)]
    return out


# (arguments of maze.generate, left out = default)
CASES = [{}]  # the defaults of both: 20 x 20 dfs, seed 1
CASES += [{"algorithm": a} for a in maze.generators()]
CASES += [{"algorithm": a, "width": w, "height": h, "seed": s}
          for a in maze.generators()
          for w, h, s in ((1, 1, 0), (1, 7, 5), (9, 1, 2 ** 64 - 1), (13, 8, 12345))]
CASES += [{"algorithm": a, "width": 11, "height": 9, "seed": s, "braid": b}
          for a in ("dfs", "kruskal", "wilson", "eller", "binary-tree")
          for s, b in ((1, 0.0), (2, 0.37), (3, 1.0))]
CASES += [{"braid": 0.5}, {"braid": 1, "seed": 0}]
CASES += [{"algorithm": "growing-tree", "bias": b, "seed": 4} for b in ("newest", "oldest", "random", "mixed:0.3")]
CASES += [{"algorithm": "binary-tree", "bias": b, "seed": 4} for b in ("NE", "NW", "SE", "SW")]
CASES += [{"algorithm": "growing-tree", "bias": "oldest", "braid": 0.5, "seed": 9}]


class TestSameBytesAsTheCommand(unittest.TestCase):
    def setUp(self):
        if not os.environ.get("MAZE"):
            self.skipTest("$MAZE (the maze command) is not set; tests/cli/python.sh sets it")

    def test_every_case_in_text(self):
        for case in CASES:
            with self.subTest(**case):
                self.assertEqual(python(**case), command(args_of(**case)))

    def test_every_format(self):
        for case in ({}, {"algorithm": "prim", "width": 7, "height": 5, "seed": 3, "braid": 0.5},
                     {"algorithm": "sidewinder", "width": 6, "height": 4, "seed": 8}):
            for fmt in FORMATS:
                with self.subTest(format=fmt, **case):
                    self.assertEqual(python(fmt, **case), command(args_of(fmt, **case)))

    def test_defaults_are_the_commands(self):
        m = maze.generate()
        self.assertEqual((m.width, m.height), (20, 20))
        self.assertEqual(python(), python(algorithm="dfs", width=20, height=20, seed=1))
        self.assertNotEqual(python(seed=0), python())

    def test_a_bias_the_generator_ignores_is_refused_by_both(self):
        with self.assertRaises(ValueError):
            maze.generate(5, 5, "dfs", bias="NE")
        run = subprocess.run([os.environ["MAZE"], "generate", "-a", "dfs", "--bias", "NE"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        self.assertEqual(run.returncode, 2)


if __name__ == "__main__":
    unittest.main()
