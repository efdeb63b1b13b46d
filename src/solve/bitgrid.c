/* bitgrid.c - a bit-packed copy of a graph's passable cells (one bit a cell,
 * by rows or by transposed columns) with a blocked border, plus the "stop"
 * bits of straight jumps along the lines, so a jump (jps) reads 64 cells a
 * word with count-trailing-zeros and no bounds checks. */
#include "solve.h"

/* Stop bits of line c (sides a, b) for jumps towards higher bits: a wall, or
 * a side cell open whose predecessor on that side is blocked (a forced
 * neighbour). Word wi; words -1 and past the end are zero. */
static uint64_t stops_fwd(const uint64_t *a, const uint64_t *c, const uint64_t *b, size_t wi)
{
    uint64_t A = a[wi], B = b[wi];
    uint64_t Ap = (A << 1) | (a[wi - 1] >> 63), Bp = (B << 1) | (b[wi - 1] >> 63);
    return (A & ~Ap) | (B & ~Bp) | ~c[wi];
}

/* The same for jumps towards lower bits (the predecessor is the next bit). */
static uint64_t stops_bwd(const uint64_t *a, const uint64_t *c, const uint64_t *b, size_t wi)
{
    uint64_t A = a[wi], B = b[wi];
    uint64_t An = (A >> 1) | (a[wi + 1] << 63), Bn = (B >> 1) | (b[wi + 1] << 63);
    return (A & ~An) | (B & ~Bn) | ~c[wi];
}

/* Layout of each of the three planes: a zero word, then for each line (with a
 * padding line of zeros above and below the real ones) `words` words and a
 * zero word, so bit j+1 of a line holds cell j (bits 0 and len+1 are the
 * blocked border). The stop planes are only meaningful on real lines. */
int mz_bitgrid_build(mz_bitgrid *b, const maze_graph *g, int transpose, const maze_allocator *a)
{
    uint64_t lines = (uint64_t)(transpose ? g->w : g->h);
    size_t words = (size_t)(((uint64_t)(transpose ? g->h : g->w) + 2 + 63) / 64);
    size_t plane = (words + 1) * (size_t)(lines + 2) + 1;
    b->stride = words + 1;
    b->bits = mz_calloc(a, 3 * plane, sizeof(uint64_t));
    if (!b->bits) return MAZE_ENOMEM;
    b->fwd = b->bits + plane;
    b->bwd = b->fwd + plane;
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
            b->bwd[off + wi] = stops_bwd(c - b->stride, c, c + b->stride, wi);
        }
    }
    return MAZE_OK;
}
