/* cul_de_sac_filler.c - cul-de-sac filling for mazes with loops: fill every
 * part of the maze that meets the rest at a single cell and holds neither
 * the start nor the goal (dead-end corridors, and loops or whole regions
 * with one entrance). Found by one depth-first search from the start that
 * keeps the lowest discovery time each subtree reaches (Tarjan's cut
 * vertices); what remains is the solution with the loops that lie on it. */
#include "solve.h"
#include "walk.h"

/* Record use: pos = discovery time, seg = lowest time reached from the
 * subtree, link = tree parent, marks = next side to try. */
#define FOUND 1u /* discovered */
#define GOAL 2u  /* the goal lies in the cell's subtree */
#define CUT 4u   /* the subtree meets the rest at the parent only, no goal in it */

typedef struct dfs {
    mz_walk_set *set;
    uint32_t *stack, *order;
    size_t sp, t;
} dfs;

static void discover(dfs *d, uint32_t v, uint32_t parent, uint32_t goal)
{
    mz_walk_cell *q = mz_walk_rec(d->set, v);
    q->flags = (uint8_t)(FOUND | (v == goal ? GOAL : 0));
    q->pos = q->seg = (uint32_t)d->t;
    q->link = parent;
    q->marks = 0;
    d->order[d->t++] = v;
    d->stack[d->sp++] = v;
}

/* One step of the search from the top cell u: its next side, or its end. */
static void step(dfs *d, const maze_graph *g, uint32_t goal)
{
    uint32_t u = d->stack[d->sp - 1];
    mz_walk_cell *qu = mz_walk_rec(d->set, u);
    uint32_t nbs[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned open, k = mz_walk_sides(g, u, nbs, back, &open);
    if (qu->marks < k) {
        unsigned side = qu->marks++;
        if (!(open >> side & 1u)) return;
        uint32_t v = nbs[side];
        mz_walk_cell *qv = mz_walk_rec(d->set, v);
        if (!(qv->flags & FOUND)) discover(d, v, u, goal);
        else if (v != qu->link && qv->pos < qu->seg) qu->seg = qv->pos;
        return;
    }
    if (--d->sp == 0) return;
    mz_walk_cell *qp = mz_walk_rec(d->set, qu->link);
    if (qu->seg < qp->seg) qp->seg = qu->seg;
    if (qu->flags & GOAL) qp->flags |= GOAL;
    else if (qu->seg >= qp->pos) qu->flags |= CUT;
}

static int cul_de_sac_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_cul_de_sac_filler.info, s, start, goal, &o, r);
    if (st) return st;
    const maze_graph *g = s->g;
    dfs d = {0};
    if (mz_walk_records(s, &d.set) || mz_solve_scratch(s, 2 * (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    d.stack = s->scratch;
    d.order = d.stack + g->n;
    discover(&d, start, start, goal);
    while (d.sp) step(&d, g, goal);
    /* In discovery order a parent comes first: filled if cut off or under a filled cell. */
    for (size_t i = 1; i < d.t; i++) {
        uint32_t v = d.order[i];
        mz_walk_cell *q = &d.set->rec[v];
        if (!(q->flags & CUT) && !(d.set->rec[q->link].flags & MZ_WALK_FILLED)) continue;
        q->flags |= MZ_WALK_FILLED;
        int32_t x = mz_cx(g, v), y = mz_cy(g, v);
        if (mz_emit(o->step, o->step_ud, MAZE_EV_BACKTRACK, x, y, x, y, 0)) return MAZE_ECANCELLED;
    }
    return mz_walk_fill_path(s, d.set, start, goal, o, r);
}

const mz_solver mz_solve_cul_de_sac_filler = {
    .info = {"cul-de-sac-filler",
             "fills every part met at one cell (dead ends, loops with one entrance): whole maze, complete",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST |
                 MAZE_SOLVER_CELLS},
    .solve = cul_de_sac_solve,
};
