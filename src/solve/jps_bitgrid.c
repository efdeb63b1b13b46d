/* jps_bitgrid.c - a bit-packed copy of a graph's passable cells (one bit a cell,
 * by rows or by transposed columns) with a blocked border, plus the "stop"
 * bits of straight jumps along the lines, so a jump (jps) reads 64 cells a
 * word with count-trailing-zeros and no bounds checks. */
#include "jps.h"

#include <string.h>

/* Stop bits of line c (sides a, b) for jumps towards higher bits: a wall, or
 * a side cell open whose predecessor on that side is blocked (a forced
 * neighbour). Word wi of `words`; cells before bit 0 count as blocked. */
static uint64_t stops_fwd(const uint64_t *a, const uint64_t *c, const uint64_t *b, size_t wi)
{
    uint64_t A = a[wi], B = b[wi];
    uint64_t Ap = (A << 1) | (wi ? a[wi - 1] >> 63 : 0), Bp = (B << 1) | (wi ? b[wi - 1] >> 63 : 0);
    return (A & ~Ap) | (B & ~Bp) | ~c[wi];
}

/* The same for jumps towards lower bits (the predecessor is the next bit). */
static uint64_t stops_bwd(const uint64_t *a, const uint64_t *c, const uint64_t *b, size_t wi, size_t words)
{
    uint64_t A = a[wi], B = b[wi];
    uint64_t An = (A >> 1) | (wi + 1 < words ? a[wi + 1] << 63 : 0);
    uint64_t Bn = (B >> 1) | (wi + 1 < words ? b[wi + 1] << 63 : 0);
    return (A & ~An) | (B & ~Bn) | ~c[wi];
}

/* Packs 8 passable bytes (each 0 or 1) into the low byte, bit i = byte i:
 * the multiply moves byte i's bit to bit 56 + i, with no two terms
 * meeting. */
static inline uint64_t pack8(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return (v * 0x0102040810204080ull) >> 56;
}

/* Transposes a 64 x 64 bit matrix in place: bit j of a[i] becomes bit i of
 * a[j] (swapping ever smaller blocks, 6 rounds of 32 word pairs). */
static void transpose64(uint64_t a[64])
{
    uint64_t m = 0x00000000FFFFFFFFull;
    for (int j = 32; j; j >>= 1, m ^= m << j)
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
}

/* Layout: lines -1..lines (the first and last all zero: blocked), each of
 * `words` words of open bits, then its fwd and bwd stop words, so one line's
 * three planes share neighbouring cache lines; bit j+1 of a line holds cell j
 * (bits 0 and len+1 are the blocked border, which ends every scan). */
static int grid_alloc(mz_bitgrid *b, int64_t lines, int64_t len, const maze_allocator *a)
{
    size_t words = (size_t)(((uint64_t)len + 2 + 63) / 64);
    b->stride = 3 * words;
    b->bits = mz_calloc(a, b->stride * (size_t)(lines + 2), sizeof(uint64_t));
    if (!b->bits) return MAZE_ENOMEM;
    b->fwd = b->bits + words;
    b->bwd = b->fwd + words;
    return MAZE_OK;
}

/* The stop word of position wi from the side words before (ap, bp), at (A,
 * B) and after (An, Bn) it and the line's own word C: fwd as stops_fwd
 * makes it, bwd as stops_bwd. */
static inline void word_stops(uint64_t ap, uint64_t A, uint64_t An, uint64_t bp, uint64_t B, uint64_t Bn,
                              uint64_t C, uint64_t *fwd, uint64_t *bwd)
{
    *fwd = (A & ~(A << 1 | ap >> 63)) | (B & ~(B << 1 | bp >> 63)) | ~C;
    *bwd = (A & ~(A >> 1 | An << 63)) | (B & ~(B >> 1 | Bn << 63)) | ~C;
}

/* The stop words of line c (sides a, b) as stops_fwd and stops_bwd make
 * them word by word, in one pass that carries each side's neighbouring
 * words along (a line's first pass: every word, no bounds tested twice);
 * the last word apart, so the loop reads the next words untested. */
static void line_stops(const uint64_t *a, const uint64_t *c, const uint64_t *b, uint64_t *fwd, uint64_t *bwd,
                       size_t words)
{
    uint64_t ap = 0, bp = 0, A = a[0], B = b[0]; /* the words before (none: blocked) and at wi */
    size_t wi = 0;
    for (; wi + 1 < words; wi++) {
        uint64_t An = a[wi + 1], Bn = b[wi + 1];
        word_stops(ap, A, An, bp, B, Bn, c[wi], fwd + wi, bwd + wi);
        ap = A, A = An, bp = B, B = Bn;
    }
    word_stops(ap, A, 0, bp, B, 0, c[wi], fwd + wi, bwd + wi);
}

/* The stop words of every line of b, from its open bits. */
static void grid_stops(mz_bitgrid *b, int64_t lines)
{
    size_t words = b->stride / 3;
    for (int64_t l = 0; l < lines; l++) {
        size_t off = mz_bitgrid_off(b, l);
        const uint64_t *c = b->bits + off;
        line_stops(c - b->stride, c, c + b->stride, b->fwd + off, b->bwd + off, words);
    }
}

/* Row y of g into line y of rows: 64 cells a word, 8 bytes a multiply,
 * each word then put one bit up (cell x is bit x + 1). */
static void grid_row(mz_bitgrid *rows, const maze_graph *g, int32_t y)
{
    uint64_t *line = rows->bits + mz_bitgrid_off(rows, y);
    const uint8_t *p = g->passable + (size_t)y * (size_t)g->w;
    for (int64_t x = 0; x < g->w; x += 64) {
        uint64_t v = 0;
        int64_t n = g->w - x < 64 ? g->w - x : 64, i = 0;
        for (; i + 8 <= n; i += 8) v |= pack8(p + x + i) << i;
        for (; i < n; i++) v |= (uint64_t)(p[x + i] != 0) << i;
        line[x >> 6] |= v << 1;
        line[(x >> 6) + 1] |= v >> 63; /* there is a word for bit x + 64: the border bit w + 1 */
    }
}

/* The columns from the rows: 64 rows by 64 bits at a time transposed, bit
 * j of row word q (cell 64 q + j - 1) becoming column 64 q + j - 1's word
 * for those rows, put one bit up as the rows were. */
static void grid_cols(mz_bitgrid *cols, const mz_bitgrid *rows, const maze_graph *g)
{
    size_t rwords = rows->stride / 3;
    uint64_t a[64];
    for (int64_t y0 = 0; y0 < g->h; y0 += 64) {
        int64_t n = g->h - y0 < 64 ? g->h - y0 : 64; /* rows of this band */
        for (size_t q = 0; q < rwords; q++) {
            const uint64_t *r = rows->bits + mz_bitgrid_off(rows, y0) + q;
            for (int64_t i = 0; i < n; i++, r += rows->stride) a[i] = *r;
            for (int64_t i = n; i < 64; i++) a[i] = 0;
            transpose64(a);
            /* bit j of the word is column x = 64 q + j - 1: j from 1 on
             * the first word, up to column w - 1 */
            int64_t j0 = q ? 0 : 1, j1 = g->w + 1 - 64 * (int64_t)q;
            if (j1 > 64) j1 = 64;
            uint64_t *line = cols->bits + mz_bitgrid_off(cols, 64 * (int64_t)q + j0 - 1) + (y0 >> 6);
            for (int64_t j = j0; j < j1; j++, line += cols->stride) {
                line[0] |= a[j] << 1;
                line[1] |= a[j] >> 63;
            }
        }
    }
}

int mz_bitgrid_build(mz_bitgrid *rows, mz_bitgrid *cols, const maze_graph *g, const maze_allocator *a)
{
    if (grid_alloc(rows, g->h, g->w, a)) return MAZE_ENOMEM;
    if (grid_alloc(cols, g->w, g->h, a)) {
        mz_free(a, rows->bits);
        rows->bits = NULL;
        return MAZE_ENOMEM;
    }
    for (int32_t y = 0; y < g->h; y++) grid_row(rows, g, y);
    grid_cols(cols, rows, g);
    grid_stops(rows, g->h);
    grid_stops(cols, g->w);
    return MAZE_OK;
}

/* A live map: cell pos of line `line` (of `lines`) opened or blocked, and the
 * stop words that read it made again: lines line-1..line+1 (a side cell's
 * change moves their stops), the words holding bits pos..pos+2 (a stop bit
 * reads its neighbours' bits on each side). */
void mz_bitgrid_set(mz_bitgrid *b, int64_t lines, int64_t line, int64_t pos, int open)
{
    size_t words = b->stride / 3;
    uint64_t bit = (uint64_t)pos + 1, *w = b->bits + mz_bitgrid_off(b, line) + (bit >> 6);
    *w = open ? *w | 1ull << (bit & 63) : *w & ~(1ull << (bit & 63));
    for (int64_t l = line - 1; l <= line + 1; l++) {
        if (l < 0 || l >= lines) continue;
        size_t off = mz_bitgrid_off(b, l);
        const uint64_t *c = b->bits + off;
        for (uint64_t wi = (bit - 1) >> 6; wi <= (bit + 1) >> 6 && wi < words; wi++) {
            b->fwd[off + wi] = stops_fwd(c - b->stride, c, c + b->stride, (size_t)wi);
            b->bwd[off + wi] = stops_bwd(c - b->stride, c, c + b->stride, (size_t)wi, words);
        }
    }
}
