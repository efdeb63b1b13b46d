/* analysis.h - what the maze analysis files share: a growable FIFO of cell
 * indices and the path/diameter passes that maze_stats_compute runs. */
#ifndef MAZE_ANALYSIS_H
#define MAZE_ANALYSIS_H

#include "../core/bits.h"

/* The cell next to i in direction index d (the caller knows it exists). */
static inline uint64_t mz_step(const maze *m, uint64_t i, int d)
{
    return d == 0 ? i - (uint64_t)m->w : d == 1 ? i + 1 : d == 2 ? i + (uint64_t)m->w : i - 1;
}

/* The 4-bit opening mask of enabled cell i. */
static inline unsigned mz_open(const maze *m, uint64_t i) { return mz_mask_at(m->bits, (uint64_t)m->w, i); }

/* The cell index of point (x, y) into *i, or MAZE_ERANGE when it is not an
 * enabled cell (on another topology than rect, cell c is the point (c, 0)). */
MZ_HIDDEN int mz_stats_cell_at(const maze *m, int32_t x, int32_t y, uint64_t *i);
/* Counts the components into st and tells whether every one is a tree
 * (*forest); if so, also fills the diameter_* and solution_* fields. s and g
 * are cell indices (s == UINT64_MAX: no solution asked). */
MZ_HIDDEN int mz_stats_pieces(const maze *m, uint64_t s, uint64_t g, maze_stats *st, bool *forest);
/* The diameter_* and solution_* fields of a maze with loops (BFS). */
MZ_HIDDEN int mz_stats_loop_paths(const maze *m, uint64_t s, uint64_t g, maze_stats *st);
/* Every count, component, distance and branch figure of a maze of another
 * topology than rect (cells.c); s and g cell indices as above. */
MZ_HIDDEN int mz_stats_cells(const maze *m, uint64_t s, uint64_t g, maze_stats *st);

#endif
