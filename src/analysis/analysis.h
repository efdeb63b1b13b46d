/* analysis.h - what the maze analysis files share: a growable FIFO of cell
 * indices and the path/diameter passes that maze_stats_compute runs. */
#ifndef MAZE_ANALYSIS_H
#define MAZE_ANALYSIS_H

#include "../gen/gen.h"

/* The cell next to i in direction index d (the caller knows it exists). */
static inline uint64_t mz_step(const maze *m, uint64_t i, int d)
{
    return d == 0 ? i - (uint64_t)m->w : d == 1 ? i + 1 : d == 2 ? i + (uint64_t)m->w : i - 1;
}

/* The 4-bit opening mask of enabled cell i. */
static inline unsigned mz_open(const maze *m, uint64_t i)
{
    int32_t x, y;
    mz_xy(m, i, &x, &y);
    return mz_mask(m, i, x, y);
}

/* Distances, diameter and solution: fills the diameter_* and solution_*
 * fields of st. `forest` tells that every component is a tree. s and g are
 * cell indices (s == UINT64_MAX: no solution asked). */
MZ_HIDDEN int mz_stats_paths(const maze *m, bool forest, uint64_t s, uint64_t g, maze_stats *st);

#endif
