/* sight.h - line of sight between cell centres on a block map's graph, by
 * the graph's diagonal rule: what theta and maze_path_smooth join by. */
#ifndef MAZE_SOLVE_SIGHT_H
#define MAZE_SOLVE_SIGHT_H

#include "graph.h"

/* 1 if the segment between the centres of cells (x0, y0) and (x1, y1) of
 * block-map graph g (both in range) is clear by g's diagonal rule, as
 * maze_line_of_sight says; else 0. Time O(|dx| + |dy|). */
MZ_HIDDEN int mz_sight(const maze_graph *g, int32_t x0, int32_t y0, int32_t x1, int32_t y1);

/* The same between cell indices a and b. */
static inline int mz_sight_cells(const maze_graph *g, uint32_t a, uint32_t b)
{
    return mz_sight(g, mz_cx(g, a), mz_cy(g, a), mz_cx(g, b), mz_cy(g, b));
}

/* The straight-line distance between the centres of cells a and b. */
static inline double mz_centre_dist(const maze_graph *g, uint32_t a, uint32_t b)
{
    double dx = (double)(mz_cx(g, a) - mz_cx(g, b)), dy = (double)(mz_cy(g, a) - mz_cy(g, b));
    return sqrt(dx * dx + dy * dy);
}

#endif
