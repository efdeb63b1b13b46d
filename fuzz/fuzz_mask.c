/* fuzz_mask.c - fuzzes maze_mask_read (text and PNG masks). A text mask is
 * checked cell by cell, and its status, against an independent reading; a
 * PNG is read as given and, when the fuzzer broke a chunk's CRC, once more
 * with the CRCs made right, so the mutations reach libpng's decoder (this
 * target links a libpng built with the fuzzer's instrumentation). Every
 * accepted mask is written as a grey PNG and must read back the same; it
 * then gets mazes from two generators (picked by a hash of the input), which
 * must open no wall of a cell outside the mask and make one perfect maze per
 * piece of it; braiding must keep the pieces apart. */
#include "fuzz_util.h"

#include <png.h>
#include <zlib.h>

/* Generation is the slow part: only on masks up to this many cells. */
#define FZ_GEN_CELLS 6000u
#define FZ_SLOW_CELLS 600u

static int is_png(const uint8_t *d, size_t n) { return n >= 8 && memcmp(d, "\x89PNG\r\n\x1a\n", 8) == 0; }

/* The text mask format read again, simply: rows split at LF, one CR before
 * it dropped, trailing empty rows ignored (any other empty row is an error). Returns the status maze_mask_read
 * must give, and fills the row starts for the cell check. */
static int text_oracle(const uint8_t *d, size_t n, const uint8_t **rows, size_t cap, size_t *w, size_t *h)
{
    size_t nrows = 0, width = 0, last_full = 0, cells = 0;
    int gap = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && d[j] != '\n') j++;
        size_t len = j - i;
        if (len && d[i + len - 1] == '\r') len--;
        if (nrows < cap) rows[nrows] = d + i;
        nrows++;
        if (len) {
            if (gap) return MAZE_EFORMAT; /* an empty row before this one */
            if (!width) width = len;
            if (len != width) return MAZE_EFORMAT;
            last_full = nrows;
            for (size_t k = 0; k < len; k++) cells += d[i + k] != '#' && d[i + k] != 'X';
        } else {
            gap = 1; /* fine only if no full row follows */
        }
        i = j + 1;
    }
    if (!last_full) return MAZE_EFORMAT;
    if ((uint64_t)width * last_full > FZ_MAX_CELLS) return MAZE_ETOOBIG;
    if (!cells) return MAZE_EFORMAT;
    *w = width;
    *h = last_full;
    return MAZE_OK;
}

static void check_text(const uint8_t *d, size_t n, int st, const maze *m)
{
    static const uint8_t *rows[FZ_MAX_CELLS + 1];
    size_t w = 0, h = 0;
    int want = text_oracle(d, n, rows, sizeof rows / sizeof rows[0], &w, &h);
    if (st != want) abort();
    if (st) return;
    if ((size_t)maze_width(m) != w || (size_t)maze_height(m) != h) abort();
    for (size_t y = 0; y < h; y++)
        for (size_t x = 0; x < w; x++) {
            int off = rows[y][x] == '#' || rows[y][x] == 'X';
            if (maze_cell_enabled(m, (int32_t)x, (int32_t)y) == off) abort();
        }
}

/* No opening of an enabled cell leads off the grid or outside the mask
 * (which also catches a passage stored on a disabled cell next to it), and a
 * disabled cell shows none. */
static void check_walls(const maze *m)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int32_t y = 0; y < maze_height(m); y++)
        for (int32_t x = 0; x < maze_width(m); x++) {
            unsigned k = maze_get(m, x, y);
            if (!maze_cell_enabled(m, x, y)) {
                if (k) abort();
                continue;
            }
            for (int d = 0; d < 4; d++)
                if ((k >> d & 1) && !maze_cell_enabled(m, x + dx[d], y + dy[d])) abort();
        }
}

/* Pieces of the mask (4-connected enabled cells), by flood fill. */
static uint64_t count_pieces(const maze *m, uint64_t *cells)
{
    int32_t w = maze_width(m);
    uint64_t n = (uint64_t)w * (uint64_t)maze_height(m), pieces = 0;
    uint8_t *seen = calloc(n, 1);
    uint32_t *stack = malloc(n * sizeof *stack);
    if (!seen || !stack) abort();
    *cells = 0;
    for (uint64_t s = 0; s < n; s++) {
        if (seen[s] || !maze_cell_enabled(m, (int32_t)(s % (uint64_t)w), (int32_t)(s / (uint64_t)w))) continue;
        pieces++;
        size_t top = 0;
        stack[top++] = (uint32_t)s;
        seen[s] = 1;
        while (top) {
            uint32_t c = stack[--top];
            int32_t x = (int32_t)(c % (uint32_t)w), y = (int32_t)(c / (uint32_t)w);
            (*cells)++;
            const int32_t nx[4] = {x, x + 1, x, x - 1}, ny[4] = {y - 1, y, y + 1, y};
            for (int d = 0; d < 4; d++) {
                if (!maze_cell_enabled(m, nx[d], ny[d])) continue;
                uint32_t j = (uint32_t)ny[d] * (uint32_t)w + (uint32_t)nx[d];
                if (!seen[j]) seen[j] = 1, stack[top++] = j;
            }
        }
    }
    free(seen);
    free(stack);
    return pieces;
}

static void generate_on(const maze *mask, const maze_generator *g, uint64_t seed, uint64_t pieces, uint64_t cells)
{
    maze *m = NULL;
    if (maze_clone(&m, mask) != MAZE_OK) abort();
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    if (maze_generate_into(m, g, &rng, &o) != MAZE_OK) abort();
    check_walls(m);
    maze_stats s;
    if (maze_stats_compute(m, -1, 0, 0, 0, &s) != MAZE_OK) abort();
    if (s.cells != cells || s.components != pieces || s.loops != 0) abort();
    if (s.passages != cells - pieces || s.perfect != (pieces == 1)) abort();
    for (int32_t y = 0; y < maze_height(m); y++) /* the mask itself is untouched */
        for (int32_t x = 0; x < maze_width(m); x++)
            if (maze_cell_enabled(m, x, y) != maze_cell_enabled(mask, x, y)) abort();
    if (maze_braid(m, 0.5, &rng) != MAZE_OK) abort();
    check_walls(m);
    if (maze_stats_compute(m, -1, 0, 0, 0, &s) != MAZE_OK || s.components != pieces) abort();
    maze_destroy(m);
}

/* FNV-1a: picks the generators and the seed from the input itself, so the
 * corpus holds plain mask files. */
static uint64_t hash(const uint8_t *d, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ d[i]) * 1099511628211ull;
    return h;
}

/* The mask as an 8-bit grey PNG (white cells, black elsewhere), read back. */
static void png_trip(const maze *m)
{
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    img.width = (png_uint_32)maze_width(m);
    img.height = (png_uint_32)maze_height(m);
    img.format = PNG_FORMAT_GRAY;
    size_t n = (size_t)img.width * img.height;
    uint8_t *px = malloc(n);
    if (!px) abort();
    for (size_t i = 0; i < n; i++) px[i] = maze_cell_enabled(m, (int32_t)(i % img.width), (int32_t)(i / img.width)) ? 255 : 0;
    png_alloc_size_t len = 0;
    if (!png_image_write_get_memory_size(img, len, 0, px, 0, NULL)) abort();
    uint8_t *file = malloc(len);
    if (!file || !png_image_write_to_memory(&img, file, &len, 0, px, 0, NULL)) abort();
    maze *back = NULL;
    maze_error_info err;
    if (maze_mask_read(&back, file, len, FZ_MAX_CELLS, NULL, &err) != MAZE_OK) abort();
    if (maze_width(back) != maze_width(m) || maze_height(back) != maze_height(m)) abort();
    for (size_t i = 0; i < n; i++) {
        int32_t x = (int32_t)(i % img.width), y = (int32_t)(i / img.width);
        if (maze_cell_enabled(back, x, y) != maze_cell_enabled(m, x, y)) abort();
    }
    maze_destroy(back);
    free(file);
    free(px);
}

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

/* A copy of PNG bytes with every whole chunk's CRC recomputed; NULL when
 * they were all right already. */
static uint8_t *fix_crcs(const uint8_t *d, size_t n)
{
    uint8_t *c = NULL;
    for (size_t p = 8; p + 12 <= n;) {
        uint32_t len = be32(d + p);
        if (len > n - p - 12) break;
        uint32_t crc = (uint32_t)crc32(0, d + p + 4, len + 4);
        if (be32(d + p + 8 + len) != crc) {
            if (!c && !(c = malloc(n))) abort();
            if (c != d) memcpy(c, d, n), d = c;
            for (int k = 0; k < 4; k++) c[p + 8 + len + (size_t)k] = (uint8_t)(crc >> (24 - 8 * k));
        }
        p += 12 + (size_t)len;
    }
    return c;
}

static void check_mask(const uint8_t *data, size_t size)
{
    maze *m = NULL;
    maze_error_info err;
    int st = maze_mask_read(&m, data, size, FZ_MAX_CELLS, NULL, &err);
    if (st && (m || !err.message[0])) abort(); /* a failure says why, leaves nothing */
    if (!is_png(data, size)) check_text(data, size, st, m);
    if (st) return;
    check_walls(m);
    png_trip(m);
    uint64_t cells, pieces = count_pieces(m, &cells);
    if (cells != maze_cell_count(m) || !cells) abort();
    if (cells <= FZ_GEN_CELLS) {
        uint64_t h = hash(data, size);
        size_t ng = maze_generator_count();
        for (int k = 0; k < 2; k++, h /= ng) {
            const maze_generator *g = maze_generator_at(h % ng);
            if ((g->flags & MAZE_GEN_SLOW) && cells > FZ_SLOW_CELLS) continue;
            generate_on(m, g, h, pieces, cells);
        }
    }
    maze_destroy(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_mask(data, size);
    uint8_t *fixed = is_png(data, size) ? fix_crcs(data, size) : NULL;
    if (fixed) check_mask(fixed, size);
    free(fixed);
    return 0;
}
