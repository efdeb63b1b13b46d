/* failmalloc.c - test tool, an LD_PRELOAD library: counts the process's
 * malloc, calloc, realloc and aligned allocations (the C library's own, as
 * inside fopen, and libpng's and zlib's included) and makes the Nth of them
 * fail once with ENOMEM, N from FAILMALLOC_AT (unset or 0: none). With
 * FAILMALLOC_COUNT=FILE the count is written to FILE at exit, for a sweep to
 * know how far to go. Only for a build without sanitizers (they bring their
 * own allocator). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* glibc's allocator under its own names: no dlsym, which allocates. */
void *__libc_malloc(size_t n);
void *__libc_calloc(size_t count, size_t n);
void *__libc_realloc(void *p, size_t n);
void *__libc_memalign(size_t align, size_t n);

static atomic_long calls;
static long fail_at = -1; /* -1: not read yet */

static int fails_now(void)
{
    if (fail_at < 0) {
        const char *s = getenv("FAILMALLOC_AT");
        fail_at = s ? atol(s) : 0;
    }
    long k = atomic_fetch_add(&calls, 1) + 1;
    if (fail_at > 0 && k == fail_at) {
        errno = ENOMEM;
        return 1;
    }
    return 0;
}

void *malloc(size_t n) { return fails_now() ? NULL : __libc_malloc(n); }
void *calloc(size_t count, size_t n) { return fails_now() ? NULL : __libc_calloc(count, n); }
void *realloc(void *p, size_t n) { return fails_now() ? NULL : __libc_realloc(p, n); }
void *aligned_alloc(size_t align, size_t n) { return fails_now() ? NULL : __libc_memalign(align, n); }
void *memalign(size_t align, size_t n) { return fails_now() ? NULL : __libc_memalign(align, n); }

int posix_memalign(void **out, size_t align, size_t n)
{
    if (fails_now()) return ENOMEM;
    void *p = __libc_memalign(align, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

/* Writes the count at exit (a destructor runs after main returns or exit). */
__attribute__((destructor)) static void report(void)
{
    const char *path = getenv("FAILMALLOC_COUNT");
    if (!path) return;
    char buf[32];
    int len = snprintf(buf, sizeof buf, "%ld\n", (long)atomic_load(&calls));
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    if (write(fd, buf, (size_t)len) != len) {
        /* the sweep sees a short count and says so */
    }
    close(fd);
}
