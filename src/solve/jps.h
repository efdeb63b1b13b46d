/* jps.h - what jps keeps with a graph: the open cells as bits by row and by
 * column with the stop bits of straight jumps (jps_bitgrid.c), and the memo
 * of diagonal jumps and straight-jump flags (jps.c). Made by the graph's
 * first jps query (graph.h's parts), not with the graph; the memo is
 * filled by the queries' walks. */
#ifndef MAZE_SOLVE_JPS_H
#define MAZE_SOLVE_JPS_H

#include "graph.h"

/* Open cells as bits with a blocked border, and the stop bits of straight
 * jumps towards higher (fwd) and lower (bwd) positions (see jps_bitgrid.c). One
 * allocation, planes interleaved by line: fwd and bwd point into it, so
 * plane + mz_bitgrid_off(line) addresses that line. */
typedef struct mz_bitgrid {
    uint64_t *bits, *fwd, *bwd;
    size_t stride;        /* words from one line to the next */
} mz_bitgrid;

/* Builds rows (a line per row) and cols (a line per column) from
 * g->passable; MAZE_OK, or MAZE_ENOMEM with neither allocated. */
MZ_HIDDEN int mz_bitgrid_build(mz_bitgrid *rows, mz_bitgrid *cols, const maze_graph *g, const maze_allocator *a);
/* Sets cell pos of line `line` of b (which has `lines` lines) open or
 * blocked, with the stop bits that read it (a live map's change). */
MZ_HIDDEN void mz_bitgrid_set(mz_bitgrid *b, int64_t lines, int64_t line, int64_t pos, int open);
/* Word offset of line i (-1..lines) in each plane of b: bit j+1 of the line
 * is cell j (bit 0 and bit len+1 blocked); lines -1 and `lines` are blocked. */
static inline size_t mz_bitgrid_off(const mz_bitgrid *b, int64_t i)
{
    return b->stride * (size_t)(i + 1);
}

#endif
