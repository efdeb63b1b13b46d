"""_args.py - argument checks: every value is checked here, so nothing
reaches C that its types would wrap or misread (ctypes truncates integers
silently), and the wrong kind of object is a TypeError, a value out of range
a ValueError, before the library is called."""
import numbers
import operator

INT32 = (-2 ** 31, 2 ** 31 - 1)
UINT32 = (0, 2 ** 32 - 1)
UINT64 = (0, 2 ** 64 - 1)


def integer(value, what, lo=INT32[0], hi=INT32[1]):
    """An integer argument for a C parameter holding lo..hi: TypeError for
    anything but an integer (a bool is not one), ValueError outside lo..hi."""
    if isinstance(value, bool):
        raise TypeError("%s: expected an integer, got a bool" % what)
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError("%s: expected an integer, got %s" % (what, type(value).__name__)) from None
    if not lo <= v <= hi:
        raise ValueError("%s: %d is outside %d..%d" % (what, v, lo, hi))
    return v


def real(value, what):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError("%s: expected a number, got %s" % (what, type(value).__name__))
    return float(value)


def fraction(value, what):
    v = real(value, what)
    if not 0.0 <= v <= 1.0:  # NaN too
        raise ValueError("%s: expected a number from 0 to 1, got %r" % (what, value))
    return v


def text(value, what):
    """A str argument as the bytes C reads (which would stop at a NUL)."""
    if not isinstance(value, str):
        raise TypeError("%s: expected a str, got %s" % (what, type(value).__name__))
    if "\0" in value:
        raise ValueError("%s: %r contains a NUL character" % (what, value))
    return value.encode()


def choice(value, what, choices):
    """One of a few str values."""
    text(value, what)
    if value not in choices:
        raise ValueError("%s: expected one of %s, got %r" % (what, ", ".join(choices), value))
    return value


def sequence(value, what, of="items"):
    if not isinstance(value, (list, tuple)):
        raise TypeError("%s: expected a list or tuple of %s, got %s" % (what, of, type(value).__name__))
    return value


def point(value, what):
    """(x, y) as two int32."""
    if type(value) is tuple and len(value) == 2:  # the common case first: no strings built a query
        x, y = value
        if type(x) is int and type(y) is int and -2 ** 31 <= x < 2 ** 31 and -2 ** 31 <= y < 2 ** 31:
            return value
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise TypeError("%s: expected a point (x, y), got %r" % (what, value))
    return integer(value[0], what + " x"), integer(value[1], what + " y")


def data(value, what):
    """The bytes of a str or bytes-like argument (a file's contents)."""
    if isinstance(value, str):
        return value.encode()
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise TypeError("%s: expected a str or bytes, got %s" % (what, type(value).__name__))


def callback(value, what):
    if value is not None and not callable(value):
        raise TypeError("%s: expected a callable or None, got %s" % (what, type(value).__name__))
    return value
