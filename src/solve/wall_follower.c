/* wall_follower.c - the wall follower: one hand kept on the wall (the left
 * or the right), the first method people learn. Finds the goal in a perfect
 * maze; in a maze with loops it may circle an island for ever, so a walk
 * that leaves a cell the same way twice has looped and ends with no path. */
#include "solve.h"
#include "walk.h"

/* The walk with the hand on side `hand` (-1 left, +1 right): at each cell
 * the walker turns to that side if it can, else goes straight, else turns
 * the other way, else goes back. It starts facing north. */
static int follow(const mz_solver *sv, int hand, maze_search *s, uint32_t start, uint32_t goal,
                  const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&sv->info, s, start, goal, &o, r);
    if (st) return st;
    mz_walker w;
    if ((st = mz_walk_begin(&w, s, o, start))) return st;
    const int turns[4] = {hand, 0, -hand, 2};
    unsigned heading = 0;
    for (uint32_t c = start; c != goal; c = mz_walk_here(&w)) {
        unsigned d = 4;
        for (int t = 0; t < 4 && d == 4; t++) {
            unsigned try = (heading + 4u + (unsigned)turns[t]) & 3u;
            if (mz_walk_open(s->g, c, try)) d = try;
        }
        mz_walk_cell *q = mz_walk_at(&w, c);
        if (d == 4 || (q->marks >> d & 1u)) { /* shut in, or the walk repeats from here */
            mz_walk_lost(&w, r);
            return MAZE_OK;
        }
        q->marks |= (uint8_t)(1u << d);
        heading = d;
        if ((st = mz_walk_move(&w, mz_move(s->g, c, (int)d)))) return st;
    }
    return mz_walk_found(&w, r);
}

static int left_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    return follow(&mz_solve_wall_follower, -1, s, start, goal, o, r);
}

static int right_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    return follow(&mz_solve_wall_follower_right, 1, s, start, goal, o, r);
}

const mz_solver mz_solve_wall_follower = {
    .info = {"wall-follower", "the left hand on the wall: finds the goal in a perfect maze, not past loops",
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST},
    .solve = left_solve,
};

const mz_solver mz_solve_wall_follower_right = {
    .info = {"wall-follower-right", "the right hand on the wall: finds the goal in a perfect maze, not past loops",
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST},
    .solve = right_solve,
};
