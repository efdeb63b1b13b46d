/* file.c - maze_write_file_atomic: output goes to a temporary file in the
 * target's directory and is renamed into place only when complete, so a
 * failure never leaves half a file. A symlink is followed to the file it
 * names, and a file replaced keeps its mode and owner. Devices and pipes
 * (/dev/null, /dev/full, a FIFO) are written in place: renaming over them
 * would replace the node. */
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
 * the flush or the close failed, MAZE_ENOMEM when that was for lack of memory. */
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
    /* stdio allocates its buffer on the first write: that failure is memory */
    if (st == MAZE_EIO && s.err == ENOMEM) st = MAZE_ENOMEM;
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

/* Follows the symlinks at path to the name they end at (which need not exist
 * yet: a dangling link gets its file created), into out (cap bytes). 0, or
 * -1 with errno ELOOP, ENAMETOOLONG or readlink's. */
static int resolve(const char *path, char *out, size_t cap)
{
    if (strlen(path) >= cap) {
        errno = ENAMETOOLONG;
        return -1;
    }
    strcpy(out, path);
    for (int hops = 0;; hops++) {
        struct stat sb;
        if (lstat(out, &sb) != 0 || !S_ISLNK(sb.st_mode)) return 0; /* the open reports a real problem */
        char link[4096], next[4096];
        ssize_t n = readlink(out, link, sizeof link - 1);
        if (n < 0) return -1;
        if (hops == 40) { /* as the kernel's limit */
            errno = ELOOP;
            return -1;
        }
        link[n] = 0;
        const char *slash = strrchr(out, '/');
        int dir_len = link[0] == '/' || !slash ? 0 : (int)(slash - out + 1); /* relative to the link's folder */
        int len = snprintf(next, sizeof next, "%.*s%s", dir_len, out, link);
        if (len < 0 || (size_t)len >= cap) {
            errno = ENAMETOOLONG;
            return -1;
        }
        memcpy(out, next, (size_t)len + 1);
    }
}

/* Gives the new file the replaced one's owner where permitted (root; or
 * just the group, one the user is in) and its mode; the set-user-ID and
 * set-group-ID bits only with the owner and group they were set for, as
 * cp -p does. 0, or -1 when the mode could not be set. */
static int keep_attributes(int fd, const struct stat *old)
{
    int owner = fchown(fd, old->st_uid, old->st_gid) == 0;
    int group = owner || fchown(fd, (uid_t)-1, old->st_gid) == 0;
    mode_t keep = 0777 | S_ISVTX | (owner ? S_ISUID : 0) | (group ? S_ISGID : 0);
    return fchmod(fd, old->st_mode & keep);
}

/* Tells the caller about the temporary file. */
static int tell(const maze_file_opts *o, maze_temp_event ev, const char *name)
{
    return o && o->temp_file ? o->temp_file(o->ctx, ev, name) : 0;
}

/* Opens a new temporary file next to path; its name goes to tmp (cap bytes).
 * The caller is told each name before it is created. Made private (0600)
 * when it replaces a file, whose mode it takes later. Returns the fd, -1
 * (errno set) or -2 when the caller refused the name. */
static int open_temp(const char *path, char *tmp, size_t cap, const maze_file_opts *o, mode_t mode)
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
        if (tell(o, MAZE_TEMP_CREATING, tmp)) return -2;
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        int saved = errno;
        tell(o, fd >= 0 ? MAZE_TEMP_CREATED : MAZE_TEMP_GONE, tmp);
        errno = saved;
        if (fd >= 0) return fd;
        if (saved != EEXIST) return -1;
    }
    return -1;
}

/* Removes the temporary file after a failure, keeping errno for the caller. */
static void drop_temp(const char *tmp, const maze_file_opts *o)
{
    int saved = errno;
    unlink(tmp);
    tell(o, MAZE_TEMP_GONE, tmp);
    errno = saved;
}

int maze_write_file_atomic_opts(const char *path, maze_produce_fn fn, void *ud, const maze_file_opts *o)
{
    if (!path || !*path || !fn) return MAZE_EINVAL;
    char target[4096], tmp[4096];
    if (resolve(path, target, sizeof target) != 0) return MAZE_EIO;
    struct stat sb;
    int replaces = stat(target, &sb) == 0;
    if (replaces && !S_ISREG(sb.st_mode)) return write_in_place(target, fn, ud);
    int fd = open_temp(target, tmp, sizeof tmp, o, replaces ? 0600 : 0666);
    if (fd == -2) return MAZE_ECANCELLED;
    if (fd < 0) return open_failed();
    if (replaces && keep_attributes(fd, &sb) != 0) {
        close(fd);
        drop_temp(tmp, o);
        return MAZE_EIO;
    }
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        int st = open_failed();
        close(fd);
        drop_temp(tmp, o);
        return st;
    }
    int st = produce(f, fn, ud);
    if (!st && rename(tmp, target) != 0) st = MAZE_EIO;
    if (st) drop_temp(tmp, o);
    else tell(o, MAZE_TEMP_GONE, tmp);
    return st;
}

int maze_write_file_atomic(const char *path, maze_produce_fn fn, void *ud)
{
    return maze_write_file_atomic_opts(path, fn, ud, NULL);
}
