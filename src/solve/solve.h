/* solve.h - what every solver file includes: the graph, the search
 * context, the heuristics, the entry check and the descriptors. */
#ifndef MAZE_SOLVE_H
#define MAZE_SOLVE_H

#include "graph.h"
#include "heuristic.h"
#include "search.h"

/* ---- shared A*-family core (astar.c): A*, Dijkstra, weighted A* ---- */

/* Best-first search with f = g + weight * h; `heuristic` is already resolved
 * (never MAZE_H_DEFAULT). */
MZ_HIDDEN int mz_astar_run(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                           int heuristic, double weight, maze_result *r);

/* What every solver checks before it searches (maze_solve hands it cell
 * indices): s and r not NULL, start and goal passable cells of s's graph,
 * the options valid and the graph one the solver takes (sv's flags). Clears
 * *r; a NULL *o becomes the defaults. MAZE_OK, MAZE_EINVAL, MAZE_ERANGE or
 * MAZE_EUNSUPPORTED. */
MZ_HIDDEN int mz_solve_enter(const maze_solver *sv, maze_search *s, uint32_t start, uint32_t goal,
                             const maze_solve_opts **o, maze_result *r);

/* A solver's own descriptor: the public maze_solver (what the table shows)
 * and the search behind maze_solve, from cell index start to goal. */
typedef int (*mz_solve_fn)(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                           maze_result *r);
typedef struct mz_solver {
    maze_solver info;   /* first: a table pointer is &desc->info */
    mz_solve_fn solve;
} mz_solver;

/* Each solver file exports one descriptor; list.h names them. */
#define MZ_SOLVER(id) extern const mz_solver mz_solve_##id;
#include "list.h"
#undef MZ_SOLVER

#endif
