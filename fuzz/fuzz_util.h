/* fuzz_util.h - what the fuzz targets share: a growable byte sink for
 * round trips, so "read, write, read again, compare" is three lines. */
#ifndef MAZE_FUZZ_UTIL_H
#define MAZE_FUZZ_UTIL_H

#include "maze.h"

#include <stdlib.h>
#include <string.h>

typedef struct fz_buf {
    char *data;
    size_t len, cap;
} fz_buf;

static inline int fz_write(void *ctx, const void *bytes, size_t len)
{
    fz_buf *b = ctx;
    if (b->len + len > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + len) cap *= 2;
        char *p = realloc(b->data, cap);
        if (!p) return -1;
        b->data = p;
        b->cap = cap;
    }
    memcpy(b->data + b->len, bytes, len);
    b->len += len;
    return 0;
}

/* Small limits keep each input fast: the point is parsing, not size. */
#define FZ_MAX_CELLS 200000u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
