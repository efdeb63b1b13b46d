/* dead_end_filler.c - dead-end filling, a method for the whole maze seen
 * from above: fill every dead end (but the start and the goal), then every
 * cell that filling turns into one, until none is left. On a perfect maze
 * what remains is the solution alone; with loops, the loops remain too. */
#include "solve.h"
#include "walk.h"

/* Fills c (a MAZE_EV_BACKTRACK event) and counts one less open side in
 * each neighbour not filled, queueing a neighbour that it leaves a dead end. */
static int fill(maze_search *s, mz_walk_set *set, uint32_t c, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                uint32_t *queue, size_t *tail)
{
    const maze_graph *g = s->g;
    mz_walk_rec(set, c)->flags |= MZ_WALK_FILLED;
    int32_t x = mz_cx(g, c), y = mz_cy(g, c);
    if (mz_emit(o->step, o->step_ud, MAZE_EV_BACKTRACK, x, y, x, y, 0)) return MAZE_ECANCELLED;
    uint32_t nbs[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned open;
    mz_walk_sides(g, c, nbs, back, &open);
    for (unsigned k = open; k; k &= k - 1) {
        uint32_t nb = nbs[__builtin_ctz(k)];
        mz_walk_cell *q = mz_walk_rec(set, nb);
        if (q->flags & MZ_WALK_FILLED) continue;
        if (--q->marks == 1 && nb != start && nb != goal) queue[(*tail)++] = nb;
    }
    return MAZE_OK;
}

static int dead_end_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_dead_end_filler.info, s, start, goal, &o, r);
    if (st) return st;
    const maze_graph *g = s->g;
    mz_walk_set *set;
    if (mz_walk_records(s, &set) || mz_solve_scratch(s, (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    uint32_t *queue = s->scratch;
    size_t head = 0, tail = 0;
    for (uint32_t c = 0; c < g->n; c++) { /* the degrees, and the dead ends to start from */
        if (!mz_gpassable(g, c)) continue;
        mz_walk_cell *q = mz_walk_rec(set, c);
        uint32_t nbs[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned open;
        mz_walk_sides(g, c, nbs, back, &open);
        q->marks = (uint8_t)(mz_popcount4(open) + mz_popcount4(open >> 4));
        if (q->marks <= 1 && c != start && c != goal) queue[tail++] = c;
    }
    while (head < tail && !st) st = fill(s, set, queue[head++], start, goal, o, queue, &tail);
    if (st) return st;
    return mz_walk_fill_path(s, set, start, goal, o, r);
}

const mz_solver mz_solve_dead_end_filler = {
    .info = {"dead-end-filler", "fills dead ends until the solution is left (loops stay): whole maze, complete",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST |
                 MAZE_SOLVER_CELLS},
    .solve = dead_end_solve,
};
