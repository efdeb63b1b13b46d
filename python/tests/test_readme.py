"""test_readme.py - every example in python/README.md runs as printed: each
```python block in a fresh interpreter from the top of the clone (where the
README's commands are run), its output compared with the block that follows
it when that one is an ```text block of what it prints."""
import os
import re
import subprocess
import sys
import unittest

SOURCE = os.environ.get("MAZE_SOURCE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def examples():
    """[(code, expected output or None)] in README order."""
    with open(os.path.join(SOURCE, "python", "README.md"), encoding="utf-8") as f:
        doc = f.read()
    blocks = re.findall(r"^```(\w*)\n(.*?)^```$", doc, re.S | re.M)
    out = []
    for i, (lang, body) in enumerate(blocks):
        if lang == "python":
            after = blocks[i + 1] if i + 1 < len(blocks) else None
            out.append((body, after[1] if after and after[0] == "text" else None))
    return out


class TestReadmeExamples(unittest.TestCase):
    def test_every_example_runs_as_printed(self):
        found = examples()
        self.assertGreaterEqual(len(found), 6, "python/README.md shows fewer examples than it did")
        for n, (code, want) in enumerate(found, 1):
            with self.subTest(example=n, first_line=code.splitlines()[0]):
                run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], cwd=SOURCE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=False,
                                     timeout=600)
                self.assertEqual(run.returncode, 0, run.stderr)
                if want is not None:
                    self.assertEqual(run.stdout, want)


if __name__ == "__main__":
    unittest.main()
