"""_arrays.py - numpy, imported only when an array function is called: the
rest of the package works without it, and says so when one is called."""


def numpy(what):
    """The numpy module, or an ImportError naming `what` and how to get numpy."""
    try:
        import numpy as np
    except ImportError:
        raise ImportError("maze: %s needs numpy, which is not installed (Debian: apt-get install "
                          "python3-numpy; elsewhere: pip install numpy); the rest of the package works "
                          "without it" % what) from None
    return np


def array2d(value, what, dtype_kind, shape=None):
    """A C-contiguous copy (or view) of a 2-D numpy array: TypeError for
    anything that is not an ndarray of the kind asked ('b' bool, 'f' float
    or integer, 'u' integer, copied to bytes: the caller checks the range
    first), ValueError for another number of dimensions, an empty
    array or one of another shape (h, w)."""
    np = numpy(what)
    if not isinstance(value, np.ndarray):
        raise TypeError("%s: expected a numpy array, got %s" % (what, type(value).__name__))
    kinds = {"b": "bool", "f": "float", "u": "integer"}
    ok = value.dtype.kind == dtype_kind or (dtype_kind in "fu" and value.dtype.kind in "iu")
    if not ok:
        raise TypeError("%s: expected a %s array, got dtype %s" % (what, kinds[dtype_kind], value.dtype))
    if value.ndim != 2:
        raise ValueError("%s: expected a 2-D array (rows, columns), got %d dimensions" % (what, value.ndim))
    if value.size == 0:
        raise ValueError("%s: the array is empty (shape %s)" % (what, value.shape))
    if value.shape[0] > 2 ** 31 - 1 or value.shape[1] > 2 ** 31 - 1:
        raise ValueError("%s: shape %s is over 2^31 - 1 cells a side" % (what, value.shape))
    if shape is not None and value.shape != shape:
        raise ValueError("%s: expected shape %s (height, width), got %s" % (what, shape, value.shape))
    target = {"b": np.bool_, "f": np.float64, "u": np.uint8}[dtype_kind]
    return np.ascontiguousarray(value, dtype=target)
