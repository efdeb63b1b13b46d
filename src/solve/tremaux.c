/* tremaux.c - Tremaux's method: chalk marks on the passages walked. Never
 * walk a passage marked twice; at a junction already marked, turn back down
 * a passage walked once for the first time, else take an unmarked passage,
 * else the one marked once. Each passage is walked at most twice, so it
 * finds the goal in any finite maze, or comes back to the start and proves
 * there is no path. */
#include "solve.h"
#include "walk.h"

/* Flag of a cell the walker has stood on. */
#define SEEN 1u

/* The marks on side d of c: two bits a side in the record's seg. */
static unsigned marks(mz_walker *w, uint32_t c, unsigned d) { return (mz_walk_at(w, c)->seg >> (2 * d)) & 3u; }

/* The first of c's k sides open in `open` with `n` marks, or k. */
static unsigned side_with(mz_walker *w, uint32_t c, unsigned k, unsigned open, unsigned n)
{
    for (unsigned d = 0; d < k; d++)
        if ((open >> d & 1u) && marks(w, c, d) == n) return d;
    return k;
}

static int tremaux_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_tremaux.info, s, start, goal, &o, r);
    if (st) return st;
    mz_walker w;
    if ((st = mz_walk_begin(&w, s, o, start))) return st;
    mz_walk_at(&w, start)->flags |= SEEN;
    unsigned back = MAZE_MAX_SIDES; /* the side the walker came in by */
    int old = 0;                    /* the cell had been stood on before this arrival */
    for (uint32_t c = start; c != goal; c = mz_walk_here(&w)) {
        uint32_t nbs[MAZE_MAX_SIDES];
        uint8_t backs[MAZE_MAX_SIDES];
        unsigned open, k = mz_walk_sides(s->g, c, nbs, backs, &open), d;
        if (old && back < k && marks(&w, c, back) == 1) d = back;
        else if ((d = side_with(&w, c, k, open, 0)) == k) d = side_with(&w, c, k, open, 1);
        if (d == k) { /* every passage twice: back at the start, and no path */
            mz_walk_lost(&w, r);
            return MAZE_OK;
        }
        uint32_t nb = nbs[d];
        back = backs[d];
        mz_walk_at(&w, c)->seg += 1u << (2 * d);
        mz_walk_cell *q = mz_walk_at(&w, nb);
        q->seg += 1u << (2 * back);
        old = (q->flags & SEEN) != 0;
        q->flags |= SEEN;
        if ((st = mz_walk_move(&w, nb))) return st;
    }
    return mz_walk_found(&w, r);
}

const mz_solver mz_solve_tremaux = {
    .info = {"tremaux", "Tremaux's marks on passages: finds the goal in any maze, not optimal",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_CELLS},
    .solve = tremaux_solve,
};
