/* bidir.c - bidirectional A*: a forward search from the start and a backward
 * one from the goal (front-to-end heuristics), the smaller frontier expanded
 * first. Optimal: it stops once the best meeting cost mu is at most the least
 * f on either frontier (each is a lower bound on any path not yet found), or,
 * with the zero heuristic, at most the sum of the two least g. */
#include "solve.h"
#include "heap.h"
#include "nodes.h"

/* bidir's own state: the backward side's records and both frontiers (the
 * forward side's records are the shared set of nodes.h). */
typedef struct bidir_state {
    mz_nodes back;
    mz_heap fwd_heap, back_heap;
} bidir_state;

static int bidir_create(maze_search *s, void *state)
{
    bidir_state *bs = state;
    if (mz_solve_nodes_init(&bs->back, &s->alloc, s->g->n)) return MAZE_ENOMEM;
    if (mz_solve_heap_init(&s->alloc, &bs->fwd_heap) || mz_solve_heap_init(&s->alloc, &bs->back_heap))
        return MAZE_ENOMEM;
    return MAZE_OK;
}

static void bidir_reset(maze_search *s, void *state)
{
    bidir_state *bs = state;
    mz_solve_nodes_begin(&bs->back, s->g->n);
    bs->fwd_heap.n = 0;
    bs->back_heap.n = 0;
}

static void bidir_destroy(maze_search *s, void *state)
{
    bidir_state *bs = state;
    mz_solve_nodes_free(&bs->back, &s->alloc);
    mz_solve_heap_free(&s->alloc, &bs->fwd_heap);
    mz_solve_heap_free(&s->alloc, &bs->back_heap);
}

static const mz_solve_kind bidir_kind = {sizeof(bidir_state), bidir_create, bidir_reset, bidir_destroy};

typedef struct side {
    mz_node *nd;
    uint32_t open;        /* the records' stamp this query (+1 = closed) */
    mz_heap *hp;
    uint32_t target;
    int32_t tx, ty;
    int forward;
} side;

typedef struct bidir {
    maze_search *s;
    const maze_solve_opts *o;
    int hk;
    const mz_cell_centres *cc; /* a cell graph's centres; NULL: grid heuristics, or none */
    double mu;
    uint32_t meet;
} bidir;

/* The heuristic from cell c = (x, y) to the side's target. */
static inline double side_h(const bidir *b, const side *sd, uint32_t c, int32_t x, int32_t y)
{
    if (b->s->g->cells) return b->cc ? mz_cell_h(b->cc, c, sd->target) : 0;
    return mz_heuristic(b->hk, x - sd->tx, y - sd->ty);
}

static void seed_side(bidir *b, side *sd, uint32_t from)
{
    sd->nd[from].stamp = sd->open;
    sd->nd[from].parent = from;
    sd->nd[from].g = 0;
    const maze_graph *g = b->s->g;
    mz_heap_push(sd->hp, side_h(b, sd, from, mz_cx(g, from), mz_cy(g, from)), mz_heap_key(0, from));
}

/* Reaches nb = (nx, ny) from c = (x, y) at cost ng on side sd (unless it is
 * closed or has a cheaper way), records a meeting, and tells the step
 * callback. */
static inline int reach(bidir *b, side *sd, const side *other, uint32_t c, uint32_t nb, double ng, int32_t x,
                        int32_t y, int32_t nx, int32_t ny)
{
    mz_node *q = &sd->nd[nb];
    if (q->stamp == sd->open + 1 || (q->stamp == sd->open && ng >= q->g)) return MAZE_OK;
    q->stamp = sd->open;
    q->parent = c;
    q->g = ng;
    mz_heap_push(sd->hp, ng + side_h(b, sd, nb, nx, ny), mz_heap_key(ng, nb));
    const mz_node *t = &other->nd[nb];
    if ((t->stamp == other->open || t->stamp == other->open + 1) && ng + t->g < b->mu) {
        b->mu = ng + t->g;
        b->meet = nb;
    }
    if (b->o->step && mz_emit(b->o->step, b->o->step_ud, MAZE_EV_FRONTIER, nx, ny, x, y, ng)) return MAZE_ECANCELLED;
    return MAZE_OK;
}

/* Expands the best cell of one side: relaxes its moves (the backward side
 * walks them in reverse: entering c costs c's cost) and records meetings. */
static int expand(bidir *b, side *sd, const side *other, maze_result *r)
{
    maze_search *s = b->s;
    const maze_graph *g = s->g;
    const uint32_t closed = sd->open + 1;
    uint32_t c = (uint32_t)mz_heap_pop(sd->hp).key;
    if (sd->nd[c].stamp == closed) return MAZE_OK;
    sd->nd[c].stamp = closed;
    r->expanded++;
    const double gc = sd->nd[c].g;
    const int32_t x = mz_cx(g, c), y = mz_cy(g, c);
    if (b->o->step && mz_emit(b->o->step, b->o->step_ud, MAZE_EV_VISIT, x, y, x, y, gc)) return MAZE_ECANCELLED;
    if (sd->hp->n + 8 > sd->hp->cap && mz_solve_heap_grow(&s->alloc, sd->hp)) return MAZE_ENOMEM;
    int st = MAZE_OK;
    if (g->cells) {
        uint32_t nb[8];
        for (unsigned i = 0, k = mz_cell_open_nbs(g, c, nb); i < k && !st; i++)
            st = reach(b, sd, other, c, nb[i], gc + 1, x, y, (int32_t)nb[i], 0);
        return st;
    }
    for (unsigned k = mz_gmask(g, c); k && !st; k &= k - 1) {
        int d = __builtin_ctz(k);
        uint32_t nb = mz_move(g, c, d);
        double cell = g->cost ? (double)g->cost[sd->forward ? nb : c] : 1.0;
        st = reach(b, sd, other, c, nb, gc + mz_mlen[d] * cell, x, y, x + mz_mdx[d], y + mz_mdy[d]);
    }
    return st;
}

static double top_f(const side *sd) { return mz_hitem_f(sd->hp->a[0]); }

/* The path: start .. meet by forward parents, then meet .. goal by backward. */
static int join_path(maze_search *s, const side *fw, const side *bw, uint32_t meet, double mu, maze_result *r)
{
    uint32_t start = bw->target, goal = fw->target;
    size_t nf = 1, nb = 0;
    for (uint32_t c = meet; c != start; c = fw->nd[c].parent) nf++;
    for (uint32_t c = meet; c != goal; c = bw->nd[c].parent) nb++;
    if (mz_solve_path_room(s, nf + nb)) return MAZE_ENOMEM;
    size_t k = nf;
    for (uint32_t c = meet;; c = fw->nd[c].parent) {
        s->path[--k] = c;
        if (c == start) break;
    }
    k = nf;
    for (uint32_t c = meet; c != goal;) {
        c = bw->nd[c].parent;
        s->path[k++] = c;
    }
    r->found = 1;
    r->path = s->path;
    r->length = nf + nb;
    r->cost = mu;
    return MAZE_OK;
}

static int bidir_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_bidir.info, s, start, goal, &o, r);
    if (st) return st;
    const maze_graph *g = s->g;
    mz_nodes *fwd;
    bidir_state *bs;
    if (mz_solve_nodes(s, &fwd) || mz_solve_state(s, &bidir_kind, (void **)&bs)) return MAZE_ENOMEM;
    bidir b = {s, o, mz_heuristic_resolve(o->heuristic, g->moves), NULL, INFINITY, UINT32_MAX};
    if (g->cells) {
        int hk = mz_cell_heuristic(b.hk);
        if (hk < 0) return MAZE_EUNSUPPORTED;
        if (hk && mz_cell_centres_get(g, &b.cc)) return MAZE_ENOMEM;
        if (!hk) b.hk = MAZE_H_ZERO; /* the stopping rule of the zero heuristic */
    }
    side fw = {fwd->rec, fwd->stamp, &bs->fwd_heap, goal, mz_cx(g, goal), mz_cy(g, goal), 1};
    side bw = {bs->back.rec, bs->back.stamp, &bs->back_heap, start, mz_cx(g, start), mz_cy(g, start), 0};
    seed_side(&b, &fw, start);
    seed_side(&b, &bw, goal);
    if (start == goal) {
        b.mu = 0;
        b.meet = start;
    }
    while (fw.hp->n && bw.hp->n) {
        double ff = top_f(&fw), fb = top_f(&bw);
        if ((ff > fb ? ff : fb) >= b.mu) break;
        if (b.hk == MAZE_H_ZERO && ff + fb >= b.mu) break;
        st = fw.hp->n <= bw.hp->n ? expand(&b, &fw, &bw, r) : expand(&b, &bw, &fw, r);
        if (st) return st;
    }
    if (b.meet == UINT32_MAX) return MAZE_OK;
    return join_path(s, &fw, &bw, b.meet, b.mu, r);
}

const mz_solver mz_solve_bidir = {
    .info = {"bidir", "bidirectional A* (front-to-end, optimal stopping rule): optimal, 4 or 8 moves, cell costs",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_CELLS},
    .solve = bidir_solve,
};
