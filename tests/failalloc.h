/* failalloc.h - an allocator for tests that counts live blocks (leak check
 * without a sanitizer) and fails the Nth allocation once armed. */
#ifndef MAZE_FAILALLOC_H
#define MAZE_FAILALLOC_H

#include "maze.h"

#include <stdlib.h>

typedef struct failalloc {
    long live;        /* blocks allocated and not yet freed */
    long armed;       /* 0: never fail; n > 0: fail the n-th allocation from now */
    long count;       /* allocations since arming */
    int failed;       /* set once an injected failure happened */
} failalloc;

static void *failalloc_fn(void *ud, void *p, size_t n)
{
    failalloc *f = ud;
    if (n == 0) {
        if (p) f->live--;
        free(p);
        return NULL;
    }
    if (f->armed && ++f->count == f->armed) {
        f->failed = 1;
        return NULL;
    }
    void *q = realloc(p, n);
    if (q && !p) f->live++;
    return q;
}

static inline maze_allocator failalloc_make(failalloc *f)
{
    maze_allocator a = {failalloc_fn, f};
    return a;
}

static inline void failalloc_arm(failalloc *f, long n)
{
    f->armed = n;
    f->count = 0;
    f->failed = 0;
}

#endif
