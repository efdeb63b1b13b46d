"""test_hints.py - the package's type hints (it ships py.typed): every public
function, method and property of maze and maze.movingai annotates each
parameter and its return, and each annotation names real things (it
evaluates in the module's namespace, numpy included where it is
installed)."""
import array
import inspect
import os
import typing
import unittest

import maze
import maze.movingai


def public():
    """(qualified name, function) of every public entry point."""
    mods = ((maze, ""), (maze.movingai, "movingai."))
    for mod, prefix in mods:
        for name in mod.__all__:
            obj = getattr(mod, name)
            if inspect.isclass(obj):
                if issubclass(obj, BaseException) or not obj.__module__.startswith("maze"):
                    continue
                for attr, raw in vars(obj).items():
                    if attr.startswith("_") and attr not in ("__init__", "__iter__", "__next__", "__len__",
                                                             "__getitem__", "_repr_svg_", "_repr_png_",
                                                             "_repr_html_"):
                        continue
                    fn = raw.fget if isinstance(raw, property) else getattr(raw, "__func__", raw)
                    if inspect.isfunction(fn):
                        yield prefix + name + "." + attr, fn
            elif inspect.isfunction(obj):
                yield prefix + name, obj


class TestHints(unittest.TestCase):
    def test_every_signature_is_annotated_and_resolves(self):
        seen = 0
        for qual, fn in public():
            if fn.__name__ == "<lambda>":  # a property made of a lambda: its doc says the type
                continue
            seen += 1
            sig = inspect.signature(fn)
            with self.subTest(call=qual):
                names = [p for p in sig.parameters.values() if p.name not in ("self", "cls")]
                missing = [p.name for p in names if p.annotation is inspect.Parameter.empty]
                self.assertEqual(missing, [], "%s: parameters without a type" % qual)
                if fn.__name__ != "__init__":
                    self.assertIsNot(sig.return_annotation, inspect.Signature.empty, "%s: no return type" % qual)
                space = dict(vars(typing))
                for names in (vars(maze.movingai), vars(maze), fn.__globals__):
                    space.update(names)
                space.update(array=array, os=os)
                try:
                    import numpy
                    space["np"] = numpy
                except ImportError:
                    self.skipTest("numpy is not installed: np.ndarray cannot be resolved")
                for where, ann in list(fn.__annotations__.items()):
                    try:
                        if isinstance(ann, str):
                            eval(ann, space)
                    except Exception as e:  # a name the module does not define
                        self.fail("%s: %s: %r does not resolve: %s" % (qual, where, ann, e))
        self.assertGreater(seen, 40)

    def test_help_shows_the_types(self):
        import pydoc
        text = pydoc.render_doc(maze.solve, renderer=pydoc.plaintext)
        self.assertIn("target: 'Maze | Grid'", text)
        self.assertIn("-> 'Result'", text)


if __name__ == "__main__":
    unittest.main()
