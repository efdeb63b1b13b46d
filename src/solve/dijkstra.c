/* dijkstra.c - Dijkstra's algorithm: the best-first core of astar.c with the
 * zero heuristic; optimal on 4 or 8 moves, with or without cell costs, and
 * on every topology. */
#include "solve.h"

static int dijkstra_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_dijkstra.info, s, start, goal, &o, r);
    if (st) return st;
    return mz_astar_run(s, start, goal, o, MAZE_H_ZERO, 1.0, r);
}

const mz_solver mz_solve_dijkstra = {
    .info = {"dijkstra", "Dijkstra (A* without a heuristic): optimal, 4 or 8 moves, cell costs",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_CELLS},
    .solve = dijkstra_solve,
};
