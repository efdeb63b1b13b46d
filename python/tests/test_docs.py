"""test_docs.py - the examples of docs/formats.md are what the library
writes: the 4 x 3 maze of the `mask` example, solved from its top-left to its
bottom-right cell, in every format the section shows."""
import os
import re
import unittest

import maze


def examples(path):
    """{format: text of the first fenced block} under each '### `name`' heading."""
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    found = {}
    for m in re.finditer(r"^### `([a-z]+)`\n(.*?)^```\n(.*?)^```", doc, re.S | re.M):
        found[m.group(1)] = m.group(3)
    return found


class TestFormatExamples(unittest.TestCase):
    def test_examples_match_the_library(self):
        path = os.path.join(os.environ.get("MAZE_SOURCE_DIR", "."), "docs", "formats.md")
        ex = examples(path)
        self.assertTrue({"text", "unicode", "mask", "blocks", "perl"} <= set(ex), sorted(ex))
        rows = [[int(v) for v in line.split()] for line in ex["mask"].splitlines()[1:]]
        m = maze.Maze.from_masks(rows)
        self.assertEqual(m.masks(), rows)
        r = maze.solve(m, (0, 0), (m.width - 1, m.height - 1), algorithm="bfs")
        for fmt in ("text", "unicode", "blocks", "perl", "mask"):
            with self.subTest(format=fmt):
                self.assertEqual(maze.render(m, fmt, path=r.path), ex[fmt])


if __name__ == "__main__":
    unittest.main()
