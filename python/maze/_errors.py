"""_errors.py - MazeError and one subclass per library status, each carrying
the library's message and the exit status the command gives for it."""

_strerror = None  # set by _lib once the library is loaded

OK, ENOMEM, EINVAL, ERANGE, ETOOBIG, EFORMAT, EIO, ENOTFOUND, EUNSUPPORTED, ECANCELLED = \
    0, -1, -2, -3, -4, -5, -6, -7, -8, -9


def printable(text):
    """text as a message shows it, the command's way: every character outside
    printable ASCII as \\xHH of its UTF-8 bytes (a byte that surrogateescape
    kept in a str as itself), so that a name passed in cannot put a terminal
    escape, a C1 control or a direction override into a message. Backslashes
    stay: the library's messages arrive escaped already (their own \\xHH)."""
    out = []
    for ch in text:
        o = ord(ch)
        if 0x20 <= o <= 0x7e:
            out.append(ch)
        elif 0xdc80 <= o <= 0xdcff:
            out.append("\\x%02x" % (o - 0xdc00))
        else:
            out.extend("\\x%02x" % b for b in ch.encode("utf-8", "surrogatepass"))
    return "".join(out)


class MazeError(Exception):
    """A libmaze call failed. .status is the library's (negative) code,
    .exit_status what the `maze` command exits with for it (2 usage, 3 bad
    input or I/O, 4 too large or out of memory). MazeError(status, what)
    makes the subclass for that status (InvalidArgument for -2, ...). .what
    is as given; the message shows it escaped (printable)."""

    status = None
    exit_status = 3

    def __new__(cls, status, what):
        if cls is MazeError and isinstance(status, int) and not isinstance(status, bool):
            cls = _BY_STATUS.get(status, MazeError)
        return super().__new__(cls, status, what)

    def __init__(self, status, what):
        if isinstance(status, bool) or not isinstance(status, int):
            raise TypeError("status: expected an integer, got %s" % type(status).__name__)
        if not -2 ** 31 <= status < 2 ** 31:
            raise ValueError("status: %d is outside the C int range" % status)
        if not isinstance(what, str):
            raise TypeError("what: expected a str, got %s" % type(what).__name__)
        self.status = status
        self.what = what
        text = _strerror(status) if _strerror else "status %d" % status
        super().__init__("%s: %s" % (printable(what), text) if what else text)

    def __reduce__(self):
        return MazeError, (self.status, self.what)


class OutOfMemory(MazeError):
    """MAZE_ENOMEM: an allocation failed (exit status 4)."""
    exit_status = 4


class InvalidArgument(MazeError):
    """MAZE_EINVAL: an argument the library refused (exit status 2, usage)."""
    exit_status = 2


class OutOfRange(MazeError):
    """MAZE_ERANGE: a coordinate or size out of range (exit status 2)."""
    exit_status = 2


class TooLarge(MazeError):
    """MAZE_ETOOBIG: over the size limits (exit status 4)."""
    exit_status = 4


class BadInput(MazeError):
    """MAZE_EFORMAT: malformed input; the message says where (exit status 3)."""


class IOFailure(MazeError):
    """MAZE_EIO: a read or write failed (exit status 3)."""


class NotFound(MazeError):
    """MAZE_ENOTFOUND: no algorithm, format or heuristic of that name (exit status 2)."""
    exit_status = 2


class Unsupported(MazeError):
    """MAZE_EUNSUPPORTED: a known name that cannot do this, such as a solver
    that does not fit the graph (exit status 3)."""


class Cancelled(MazeError):
    """MAZE_ECANCELLED: a step callback asked to stop."""


class LibraryNotFound(MazeError, ImportError):
    """libmaze could not be loaded; the message says what to do."""

    def __new__(cls, message):
        return Exception.__new__(cls)

    def __init__(self, message):
        if not isinstance(message, str):
            raise TypeError("message: expected a str, got %s" % type(message).__name__)
        Exception.__init__(self, message)
        self.status, self.what, self.msg = None, message, message

    def __reduce__(self):
        return LibraryNotFound, (self.what,)


_BY_STATUS = {ENOMEM: OutOfMemory, EINVAL: InvalidArgument, ERANGE: OutOfRange, ETOOBIG: TooLarge,
              EFORMAT: BadInput, EIO: IOFailure, ENOTFOUND: NotFound, EUNSUPPORTED: Unsupported,
              ECANCELLED: Cancelled}
