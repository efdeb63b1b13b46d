/* weighted.c - weighted A* (f = g + W h, W = opts.weight, default 2): with
 * an admissible, consistent heuristic its paths cost at most W x optimal,
 * without reopening closed cells (Likhachev et al., ARA*, 2003). */
#include "solve.h"

#define MZ_DEFAULT_WEIGHT 2.0

static int weighted_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_weighted.info, s, start, goal, &o, r);
    if (st) return st;
    double w = o->weight == 0 ? MZ_DEFAULT_WEIGHT : o->weight;
    return mz_astar_run(s, start, goal, o, mz_heuristic_resolve(o->heuristic, s->g->moves), w, r);
}

const mz_solver mz_solve_weighted = {
    .info = {"weighted-astar", "weighted A* (--weight W, default 2): cost at most W x optimal, often far fewer expansions",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_BOUNDED | MAZE_SOLVER_CELLS},
    .solve = weighted_solve,
};
