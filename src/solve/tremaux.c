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

static unsigned marks(mz_walker *w, uint32_t c, unsigned d) { return (mz_walk_at(w, c)->marks >> (2 * d)) & 3u; }

/* The first open side of c with `n` marks, or 4. */
static unsigned side_with(mz_walker *w, uint32_t c, unsigned n)
{
    for (unsigned d = 0; d < 4; d++)
        if (mz_walk_open(w->g, c, d) && marks(w, c, d) == n) return d;
    return 4;
}

static int tremaux_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_tremaux.info, s, start, goal, &o, r);
    if (st) return st;
    mz_walker w;
    if ((st = mz_walk_begin(&w, s, o, start))) return st;
    mz_walk_at(&w, start)->flags |= SEEN;
    unsigned back = 4; /* the side the walker came in by */
    int old = 0;       /* the cell had been stood on before this arrival */
    for (uint32_t c = start; c != goal; c = mz_walk_here(&w)) {
        unsigned d;
        if (old && back < 4 && marks(&w, c, back) == 1) d = back;
        else if ((d = side_with(&w, c, 0)) == 4) d = side_with(&w, c, 1);
        if (d == 4) { /* every passage twice: back at the start, and no path */
            mz_walk_lost(&w, r);
            return MAZE_OK;
        }
        uint32_t nb = mz_move(s->g, c, (int)d);
        back = (d + 2u) & 3u;
        mz_walk_at(&w, c)->marks += (uint8_t)(1u << (2 * d));
        mz_walk_cell *q = mz_walk_at(&w, nb);
        q->marks += (uint8_t)(1u << (2 * back));
        old = (q->flags & SEEN) != 0;
        q->flags |= SEEN;
        if ((st = mz_walk_move(&w, nb))) return st;
    }
    return mz_walk_found(&w, r);
}

const mz_solver mz_solve_tremaux = {
    .info = {"tremaux", "Tremaux's marks on passages: finds the goal in any maze, not optimal",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST},
    .solve = tremaux_solve,
};
