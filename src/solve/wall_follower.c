/* wall_follower.c - the wall follower: one hand kept on the wall (the left
 * or the right), the first method people learn. Finds the goal in a perfect
 * maze; in a maze with loops it may circle an island for ever, so a walk
 * that leaves a cell the same way twice has looped and ends with no path. */
#include "solve.h"
#include "walk.h"

/* The walk with the hand on side `hand` (-1 left, +1 right). Sides are
 * numbered clockwise, so the left hand takes the first open side clockwise
 * after the one it came in by (the sharpest left turn first, going back
 * last), the right hand the same counterclockwise. The start is taken as
 * entered by side sides/2 (on a grid: facing north). */
static int follow(const mz_solver *sv, int hand, maze_search *s, uint32_t start, uint32_t goal,
                  const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&sv->info, s, start, goal, &o, r);
    if (st) return st;
    mz_walker w;
    if ((st = mz_walk_begin(&w, s, o, start))) return st;
    unsigned entry = MAZE_MAX_SIDES; /* the side of the current cell walked in by; none yet */
    for (uint32_t c = start; c != goal; c = mz_walk_here(&w)) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned open, k = mz_walk_sides(s->g, c, nb, back, &open), d = k;
        if (entry == MAZE_MAX_SIDES) entry = k / 2;
        for (unsigned i = 1; i <= k && d == k; i++) {
            unsigned side = hand < 0 ? (entry + i) % k : (entry + k - i) % k;
            if (open >> side & 1u) d = side;
        }
        mz_walk_cell *q = mz_walk_at(&w, c);
        if (d == k || (((unsigned)q->marks >> d) & 1u)) { /* shut in, or the walk repeats from here */
            mz_walk_lost(&w, r);
            return MAZE_OK;
        }
        q->marks |= (uint8_t)(1u << d);
        entry = back[d];
        if ((st = mz_walk_move(&w, nb[d]))) return st;
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
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_CELLS},
    .solve = left_solve,
};

const mz_solver mz_solve_wall_follower_right = {
    .info = {"wall-follower-right", "the right hand on the wall: finds the goal in a perfect maze, not past loops",
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_CELLS},
    .solve = right_solve,
};
