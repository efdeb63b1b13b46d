/* shape_mask.c - maze_mask_read: a mask from text ('#' or 'X' = no cell, any other
 * byte a cell, rows of equal length) or from a PNG (a pixel darker than
 * mid-grey = no cell) into a closed maze with those cells disabled. */
#include "io.h"

#include <stdarg.h>
#include <stdio.h>

static int fail(maze_error_info *err, long line, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    status = mz_error_vset(err, line, status, fmt, ap);
    va_end(ap);
    return status;
}

/* Length of the row starting at p (without its "\n" or "\r\n"). */
static size_t row_len(const char *p, const char *end, const char **next)
{
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *stop = nl ? nl : end;
    *next = nl ? nl + 1 : end;
    size_t n = (size_t)(stop - p);
    if (n && p[n - 1] == '\r') n--;
    return n;
}

/* Counts rows (trailing empty ones dropped) and checks they are equal. */
static int text_size(const char *data, size_t len, int64_t *w, int64_t *h, maze_error_info *err)
{
    const char *p = data, *end = data + len, *next;
    int64_t rows = 0, last_full = 0, first_empty = 0;
    size_t width = 0;
    for (; p < end; p = next) {
        size_t n = row_len(p, end, &next);
        rows++;
        if (!n) {
            if (!first_empty) first_empty = rows;
            continue;
        }
        if (!width) width = n;
        if (n != width) return fail(err, rows, MAZE_EFORMAT, "row of %zu cells, the first has %zu", n, width);
        last_full = rows;
    }
    if (!last_full) return fail(err, 0, MAZE_EFORMAT, "the mask is empty");
    if (first_empty && first_empty < last_full) return fail(err, first_empty, MAZE_EFORMAT, "an empty row");
    *w = (int64_t)width;
    *h = last_full;
    return MAZE_OK;
}

static int read_text(maze **out, const char *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                     maze_error_info *err)
{
    int64_t w = 0, h = 0;
    int st = text_size(data, len, &w, &h, err);
    if (!st && (st = mz_check_size(w, h, max_cells)))
        return fail(err, 0, st, "mask of %lld x %lld cells is over the limit of %llu cells", (long long)w, (long long)h,
                    (unsigned long long)max_cells);
    if (st || (st = maze_create(out, (int32_t)w, (int32_t)h, alloc))) return st;
    const char *p = data, *next;
    uint64_t cells = 0;
    for (int32_t y = 0; y < h && !st; y++, p = next) {
        row_len(p, data + len, &next);
        for (int32_t x = 0; x < w && !st; x++) {
            bool off = p[x] == '#' || p[x] == 'X';
            cells += !off;
            if (off) st = maze_set_cell_enabled(*out, x, y, 0);
        }
    }
    if (!st && !cells) st = fail(err, 0, MAZE_EFORMAT, "the mask has no cell");
    return st;
}

#ifdef MAZE_HAVE_PNG
static uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The size the IHDR chunk claims, checked before libpng allocates anything:
 * libpng's own limit (a million pixels a side) would call a 2^40-pixel image
 * malformed, not too big. Sizes the PNG rules forbid are left to libpng. */
static int png_header_size(const uint8_t *d, size_t len, uint64_t max_cells, maze_error_info *err)
{
    if (len < 24 || memcmp(d + 12, "IHDR", 4) != 0) return MAZE_OK;
    uint32_t w = be32(d + 16), h = be32(d + 20);
    if (!w || !h || w > INT32_MAX || h > INT32_MAX) return MAZE_OK;
    int st = mz_check_size(w, h, max_cells);
    if (st) return fail(err, 0, st, "PNG of %u x %u pixels is over the limit of %llu cells", w, h,
                        (unsigned long long)max_cells);
    return MAZE_OK;
}

static int read_png(maze **out, const void *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                    maze_error_info *err)
{
    int st = png_header_size(data, len, max_cells, err);
    return st ? st : mz_mask_read_png(out, data, len, max_cells, alloc, err);
}
#endif

int maze_mask_read(maze **out, const void *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                   maze_error_info *err)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!data && len) return MAZE_EINVAL;
    if (!data) data = ""; /* the empty buffer: the row scan does arithmetic on it */
    if (err) memset(err, 0, sizeof *err);
    if (!max_cells) max_cells = MAZE_DEFAULT_MAX_CELLS;
    int st;
    if (len >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) {
#ifdef MAZE_HAVE_PNG
        st = read_png(out, data, len, max_cells, alloc, err);
#else
        st = fail(err, 0, MAZE_EUNSUPPORTED, "PNG masks need libpng, which this build lacks");
#endif
    } else {
        st = read_text(out, data, len, max_cells, alloc, err);
    }
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}
