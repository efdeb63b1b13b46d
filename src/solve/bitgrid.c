/* bitgrid.c - a bit-packed copy of a graph's passable cells (one bit a cell,
 * rows or transposed columns) with a blocked border, so block-based scans
 * (jps) read 64 cells at a time without bounds checks. */
#include "solve.h"

/* Layout: a zero word, then for each line (a padding line of zeros above and
 * below the real ones) `words` words followed by a zero word, so line i's
 * word -1 and word `words` are zero and bit j+1 holds cell j (bit 0 and bit
 * len+1 are the blocked border). */
int mz_bitgrid_build(mz_bitgrid *b, const maze_graph *g, int transpose, const maze_allocator *a)
{
    uint64_t lines = (uint64_t)(transpose ? g->w : g->h), len = (uint64_t)(transpose ? g->h : g->w);
    size_t words = (size_t)((len + 2 + 63) / 64);
    b->stride = words + 1;
    b->bits = mz_calloc(a, b->stride * (size_t)(lines + 2) + 1, sizeof(uint64_t));
    if (!b->bits) return MAZE_ENOMEM;
    uint64_t i = 0;
    for (int32_t y = 0; y < g->h; y++)
        for (int32_t x = 0; x < g->w; x++, i++) {
            if (!g->passable[i]) continue;
            int32_t line = transpose ? x : y, pos = (transpose ? y : x) + 1;
            b->bits[b->stride * (size_t)(line + 1) + 1 + (size_t)(pos >> 6)] |= 1ull << (pos & 63);
        }
    return MAZE_OK;
}
