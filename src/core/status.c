/* status.c - version string and the static messages of the status codes. */
#include "internal.h"

const char *maze_version(void) { return MAZE_VERSION_STRING; }

const char *maze_strerror(int status)
{
    switch (status) {
    case MAZE_OK: return "success";
    case MAZE_ENOMEM: return "out of memory";
    case MAZE_EINVAL: return "invalid argument";
    case MAZE_ERANGE: return "value out of range";
    case MAZE_ETOOBIG: return "size too large";
    case MAZE_EFORMAT: return "malformed input";
    case MAZE_EIO: return "input/output error";
    case MAZE_ENOTFOUND: return "unknown name";
    case MAZE_EUNSUPPORTED: return "not supported for this input";
    case MAZE_ECANCELLED: return "cancelled by callback";
    default: return "unknown error";
    }
}
