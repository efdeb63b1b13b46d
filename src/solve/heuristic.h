/* heuristic.h - distance lower bounds from dx, dy, inlined into the
 * solvers' inner loops. */
#ifndef MAZE_SOLVE_HEURISTIC_H
#define MAZE_SOLVE_HEURISTIC_H

#include "graph.h"

/* ---- heuristics (distance lower bounds from dx, dy) ---- */

/* Resolves MAZE_H_DEFAULT for a move set; passes others through. A cell
 * graph (moves 0) keeps DEFAULT: see mz_cell_heuristic. */
static inline int mz_heuristic_resolve(int h, int moves)
{
    if (h == MAZE_H_DEFAULT && moves) return moves == 8 ? MAZE_H_OCTILE : MAZE_H_MANHATTAN;
    return h;
}

/* What heuristic h means on a cell graph: 1 the centre distance of
 * mz_cell_h (DEFAULT and EUCLIDEAN), 0 none (ZERO), -1 a grid's metric
 * that another topology has no use for (MANHATTAN, OCTILE, CHEBYSHEV:
 * the solver returns MAZE_EUNSUPPORTED). */
static inline int mz_cell_heuristic(int h)
{
    if (h == MAZE_H_ZERO) return 0;
    return h == MAZE_H_DEFAULT || h == MAZE_H_EUCLIDEAN ? 1 : -1;
}

static inline __attribute__((always_inline)) double mz_heuristic(int h, int32_t dx, int32_t dy)
{
    if (dx < 0) dx = -dx;
    if (dy < 0) dy = -dy;
    int32_t mn = dx < dy ? dx : dy, mx = dx < dy ? dy : dx;
    switch (h) {
    case MAZE_H_MANHATTAN: return (double)(dx + dy);
    case MAZE_H_OCTILE: return (double)mx + (MZ_SQRT2 - 1.0) * (double)mn;
    case MAZE_H_EUCLIDEAN: return sqrt((double)dx * dx + (double)dy * dy);
    case MAZE_H_CHEBYSHEV: return (double)mx;
    default: return 0.0;
    }
}

#endif
