/* hexagon_rows.h - a hexagon cell's cursor by a table lookup, for code that
 * reaches cells in no order (prim's queue), where mz_hexagon_cur's square
 * root and its corrections cost more than the rest of the neighbours. */
#ifndef MAZE_TOPO_HEXAGON_ROWS_H
#define MAZE_TOPO_HEXAGON_ROWS_H

#include "topo.h"

/* The cells in buckets of 2^shift, 2^shift at most the shortest row (n
 * cells), so a bucket meets at most two rows: each holds the row of its
 * first cell, that row's first cell and the next row's (at most 6n
 * buckets of 16 bytes: 150 KiB at 1e7 cells). */
typedef struct mz_hexagon_rows {
    uint32_t (*b)[4];
    unsigned shift;
} mz_hexagon_rows;

/* Fills r for hexagon maze m (its buckets from m's allocator; free them
 * with mz_free(&m->alloc, r->b)): MAZE_OK or MAZE_ENOMEM. */
static inline int mz_hexagon_rows_init(const maze *m, mz_hexagon_rows *r)
{
    uint32_t n = (uint32_t)m->rings, y = 0;
    unsigned sh = 0;
    while ((2ull << sh) <= n) sh++;
    size_t count = (size_t)((m->n - 1) >> sh) + 1;
    r->shift = sh;
    r->b = mz_alloc(&m->alloc, count * sizeof *r->b);
    if (!r->b) return MAZE_ENOMEM;
    for (size_t i = 0; i < count; i++) {
        uint64_t c = (uint64_t)i << sh;
        while (mz_hexagon_first(m, y + 1) <= c) y++; /* the last row's next is m->n */
        r->b[i][0] = y, r->b[i][1] = mz_hexagon_first(m, y), r->b[i][2] = mz_hexagon_first(m, y + 1);
        r->b[i][3] = 0;
    }
    return MAZE_OK;
}

/* Cell c's cursor (mz_hexagon_cur's: row y, place x): one load and a
 * compare. */
MZ_INLINE mz_cur mz_hexagon_rows_cur(const mz_hexagon_rows *r, uint32_t c)
{
    const uint32_t *e = r->b[c >> r->shift];
    bool next = c >= e[2];
    mz_cur k = {c, e[0] + next, c - (next ? e[2] : e[1]), 0, c};
    return k;
}

#endif
