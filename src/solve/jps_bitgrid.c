/* jps_bitgrid.c - a bit-packed copy of a graph's passable cells (one bit a cell,
 * by rows or by transposed columns) with a blocked border, plus the "stop"
 * bits of straight jumps along the lines, so a jump (jps) reads 64 cells a
 * word with count-trailing-zeros and no bounds checks. */
#include "jps.h"

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

/* Layout: lines -1..lines (the first and last all zero: blocked), each of
 * `words` words of open bits, then its fwd and bwd stop words, so one line's
 * three planes share neighbouring cache lines; bit j+1 of a line holds cell j
 * (bits 0 and len+1 are the blocked border, which ends every scan). */
int mz_bitgrid_build(mz_bitgrid *b, const maze_graph *g, int transpose, const maze_allocator *a)
{
    uint64_t lines = (uint64_t)(transpose ? g->w : g->h);
    size_t words = (size_t)(((uint64_t)(transpose ? g->h : g->w) + 2 + 63) / 64);
    b->stride = 3 * words;
    b->bits = mz_calloc(a, b->stride * (size_t)(lines + 2), sizeof(uint64_t));
    if (!b->bits) return MAZE_ENOMEM;
    b->fwd = b->bits + words;
    b->bwd = b->fwd + words;
    uint64_t i = 0;
    for (int32_t y = 0; y < g->h; y++)
        for (int32_t x = 0; x < g->w; x++, i++) {
            if (!g->passable[i]) continue;
            int64_t line = transpose ? x : y, pos = (transpose ? y : x) + 1;
            b->bits[mz_bitgrid_off(b, line) + (size_t)(pos >> 6)] |= 1ull << (pos & 63);
        }
    for (uint64_t l = 0; l < lines; l++) {
        size_t off = mz_bitgrid_off(b, (int64_t)l);
        const uint64_t *c = b->bits + off;
        for (size_t wi = 0; wi < words; wi++) {
            b->fwd[off + wi] = stops_fwd(c - b->stride, c, c + b->stride, wi);
            b->bwd[off + wi] = stops_bwd(c - b->stride, c, c + b->stride, wi, words);
        }
    }
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
