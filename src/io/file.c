/* file.c - maze_write_file_atomic: output goes to a temporary file in the
 * target's directory and is renamed into place only when complete, so a
 * failure never leaves half a file. Devices and pipes (/dev/null, /dev/full,
 * a FIFO) are written in place: renaming over them would replace the node. */
#include "io.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

/* The FILE written to and the errno of its first failure: later calls
 * (fclose, unlink) would overwrite errno, and the caller reports the cause. */
typedef struct {
    FILE *f;
    int err;
} sink;

static void sink_fail(sink *s)
{
    if (!s->err) s->err = errno ? errno : EIO;
}

static int write_stdio(void *ctx, const void *bytes, size_t len)
{
    sink *s = ctx;
    if (fwrite(bytes, 1, len, s->f) == len) return 0;
    sink_fail(s);
    return -1;
}

/* Runs fn into an open FILE* and closes it; MAZE_EIO (errno set) if a write,
 * the flush or the close failed. */
static int produce(FILE *f, maze_produce_fn fn, void *ud)
{
    sink s = {f, 0};
    errno = 0;
    int st = fn(ud, write_stdio, &s);
    if (fflush(f) != 0 || ferror(f)) {
        sink_fail(&s);
        st = st ? st : MAZE_EIO;
    }
    if (fclose(f) != 0 && !st) {
        sink_fail(&s);
        st = MAZE_EIO;
    }
    if (st == MAZE_EIO && s.err) errno = s.err;
    return st;
}

/* The status for a failed open: the C library ran out of memory, or I/O. */
static int open_failed(void)
{
    return errno == ENOMEM ? MAZE_ENOMEM : MAZE_EIO;
}

static int write_in_place(const char *path, maze_produce_fn fn, void *ud)
{
    FILE *f = fopen(path, "wb");
    if (!f) return open_failed();
    return produce(f, fn, ud);
}

/* Tells the caller about the temporary file (name, or NULL once it is gone). */
static int tell(const maze_file_opts *o, const char *name)
{
    return o && o->temp_name ? o->temp_name(o->ctx, name) : 0;
}

/* Opens a new temporary file next to path; its name goes to tmp (cap bytes).
 * The caller is told each name before it is created. Returns the fd, -1
 * (errno set) or -2 when the caller refused the name. */
static int open_temp(const char *path, char *tmp, size_t cap, const maze_file_opts *o)
{
    const char *slash = strrchr(path, '/');
    int dir_len = slash ? (int)(slash - path + 1) : 0;
    const char *base = slash ? slash + 1 : path;
    for (unsigned k = 0; k < 100; k++) {
        int n = snprintf(tmp, cap, "%.*s.%s.tmp%ld.%u", dir_len, path, base, (long)getpid(), k);
        if (n < 0 || (size_t)n >= cap) {
            errno = ENAMETOOLONG;
            return -1;
        }
        if (tell(o, tmp)) return -2;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) return fd;
        int saved = errno;
        tell(o, NULL);
        errno = saved;
        if (saved != EEXIST) return -1;
    }
    return -1;
}

/* Removes the temporary file after a failure, keeping errno for the caller. */
static void drop_temp(const char *tmp, const maze_file_opts *o)
{
    int saved = errno;
    unlink(tmp);
    tell(o, NULL);
    errno = saved;
}

int maze_write_file_atomic_opts(const char *path, maze_produce_fn fn, void *ud, const maze_file_opts *o)
{
    if (!path || !*path || !fn) return MAZE_EINVAL;
    struct stat sb;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) return write_in_place(path, fn, ud);
    char tmp[4096];
    int fd = open_temp(path, tmp, sizeof tmp, o);
    if (fd == -2) return MAZE_ECANCELLED;
    if (fd < 0) return open_failed();
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        int st = open_failed();
        close(fd);
        drop_temp(tmp, o);
        return st;
    }
    int st = produce(f, fn, ud);
    if (!st && rename(tmp, path) != 0) st = MAZE_EIO;
    if (st) drop_temp(tmp, o);
    else tell(o, NULL);
    return st;
}

int maze_write_file_atomic(const char *path, maze_produce_fn fn, void *ud)
{
    return maze_write_file_atomic_opts(path, fn, ud, NULL);
}
