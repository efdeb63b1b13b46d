/* random_mouse.c - the random mouse: along a corridor it walks on, at a dead
 * end it turns back, at a junction it takes one of the other ways at random
 * (a maze_rng seeded by the options). It finds a reachable goal with
 * probability 1 but in no bounded time, so it gives up after max_steps moves. */
#include "solve.h"
#include "walk.h"

static int mouse_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_random_mouse.info, s, start, goal, &o, r);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, o->seed);
    uint64_t limit = o->max_steps ? o->max_steps : (uint64_t)MAZE_MOUSE_STEPS * s->g->n;
    mz_walker w;
    if ((st = mz_walk_begin(&w, s, o, start))) return st;
    unsigned entry = MAZE_MAX_SIDES; /* the side of the current cell walked in by; none at the start */
    for (uint32_t c = start; c != goal; c = mz_walk_here(&w)) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned open, k = mz_walk_sides(s->g, c, nb, back, &open);
        unsigned ways = entry < k ? open & ~(1u << entry) : open;
        if (!ways) ways = open; /* a dead end: back the way it came */
        if (!ways || w.moves >= limit) { /* shut in, or the bound reached */
            mz_walk_lost(&w, r);
            return MAZE_OK;
        }
        uint64_t pick = maze_rng_below(&rng, (uint64_t)__builtin_popcount(ways));
        unsigned d = (unsigned)__builtin_ctz(ways);
        while (pick--) {
            ways &= ways - 1;
            d = (unsigned)__builtin_ctz(ways);
        }
        entry = back[d];
        if ((st = mz_walk_move(&w, nb[d]))) return st;
    }
    return mz_walk_found(&w, r);
}

const mz_solver mz_solve_random_mouse = {
    .info = {"random-mouse", "random turns at junctions (seeded): finds the goal by chance, gives up after --max-steps",
             MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_CELLS},
    .solve = mouse_solve,
};
