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

static int write_stdio(void *ctx, const void *bytes, size_t len)
{
    return fwrite(bytes, 1, len, (FILE *)ctx) == len ? 0 : -1;
}

/* Runs fn into an open FILE* and closes it; MAZE_EIO if anything failed. */
static int produce(FILE *f, maze_produce_fn fn, void *ud)
{
    int st = fn(ud, write_stdio, f);
    if (fflush(f) != 0 || ferror(f)) st = st ? st : MAZE_EIO;
    if (fclose(f) != 0 && !st) st = MAZE_EIO;
    return st;
}

static int write_in_place(const char *path, maze_produce_fn fn, void *ud)
{
    FILE *f = fopen(path, "wb");
    if (!f) return MAZE_EIO;
    return produce(f, fn, ud);
}

/* Opens a new temporary file next to path; its name goes to tmp (cap bytes). */
static int open_temp(const char *path, char *tmp, size_t cap)
{
    const char *slash = strrchr(path, '/');
    int dir_len = slash ? (int)(slash - path + 1) : 0;
    const char *base = slash ? slash + 1 : path;
    for (unsigned k = 0; k < 100; k++) {
        int n = snprintf(tmp, cap, "%.*s.%s.tmp%ld.%u", dir_len, path, base, (long)getpid(), k);
        if (n < 0 || (size_t)n >= cap) return -1;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

int maze_write_file_atomic(const char *path, maze_produce_fn fn, void *ud)
{
    if (!path || !*path || !fn) return MAZE_EINVAL;
    struct stat sb;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) return write_in_place(path, fn, ud);
    char tmp[4096];
    int fd = open_temp(path, tmp, sizeof tmp);
    if (fd < 0) return MAZE_EIO;
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        int saved = errno;
        close(fd);
        unlink(tmp);
        errno = saved;
        return MAZE_EIO;
    }
    int st = produce(f, fn, ud);
    if (!st && rename(tmp, path) != 0) st = MAZE_EIO;
    if (st) {
        int saved = errno; /* the caller reports the cause, not unlink's */
        unlink(tmp);
        errno = saved;
    }
    return st;
}
