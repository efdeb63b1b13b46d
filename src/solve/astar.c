/* astar.c - A* on a 4-ary heap over the reusable search context, and the
 * best-first core that Dijkstra and weighted A* share. Order: lower f first;
 * on an f plateau the children of the latest expansion first (a LIFO that
 * skips the heap; it follows the larger g), then larger g, then the smaller
 * cell index (mz_heap_key). */
#include "solve.h"

/* Two f values closer than this are the same plateau: on uniform grids they
 * are equal in exact arithmetic (values a + b sqrt 2 that differ do so by far
 * more), so this only absorbs rounding. */
static inline double plateau_tol(double f) { return 1e-10 * (1.0 + f); }

/* Pops the next cell to expand: from the plateau stack while the heap holds
 * nothing lower than the current f, else from the heap. */
static inline __attribute__((always_inline)) uint32_t next_cell(mz_heap *hp, uint32_t *lifo, size_t *sp,
                                                                double *fcur)
{
    if (*sp && (hp->n == 0 || mz_hitem_f(hp->a[0]) >= *fcur - plateau_tol(*fcur))) return lifo[--*sp];
    mz_hentry it = mz_heap_pop(hp);
    *fcur = it.f;
    return (uint32_t)it.key;
}

/* Best-first search, specialised per heuristic and cost layer (inlined so the
 * tests fold away). Children on the current f plateau skip the heap. */
static inline __attribute__((always_inline)) int astar_core(maze_search *s, uint32_t start, uint32_t goal,
                                                            const maze_solve_opts *o, int hk, double w,
                                                            int costs, maze_result *r)
{
    const maze_graph *g = s->g;
    const uint8_t *mask = g->mask;
    const float *cost = g->cost;
    mz_node *nd = s->node;
    mz_heap *hp = &s->heap;
    mz_search_begin(s);
    const uint32_t open = s->stamp, closed = open + 1;
    int64_t off[8];
    for (int k = 0; k < 8; k++) off[k] = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
    const int32_t gx = mz_cx(g, goal), gy = mz_cy(g, goal);
    nd[start].stamp = open;
    nd[start].parent = start;
    nd[start].g = 0;
    if (mz_search_scratch(s, 64 * sizeof(uint32_t))) return MAZE_ENOMEM;
    uint32_t *lifo = s->scratch;
    size_t sp = 0, lcap = s->scratch_cap / sizeof(uint32_t);
    lifo[sp++] = start;
    double fcur = w * mz_heuristic(hk, mz_cx(g, start) - gx, mz_cy(g, start) - gy);
    /* The plateau LIFO needs f never to drop along a move: consistent h, weight 1. */
    const int plateau = w == 1.0 && !(hk == MAZE_H_MANHATTAN && g->moves == 8);
    while (sp || hp->n) {
        uint32_t c = next_cell(hp, lifo, &sp, &fcur);
        if (nd[c].stamp == closed) continue; /* a stale duplicate */
        nd[c].stamp = closed;
        r->expanded++;
        const double gc = nd[c].g;
        const int32_t y = mz_cy(g, c), x = (int32_t)(c - (uint32_t)y * (uint32_t)g->w);
        if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, x, y, x, y, gc)) return MAZE_ECANCELLED;
        if (c == goal) return mz_search_path(s, start, goal, gc, r);
        if (hp->n + 8 > hp->cap && mz_heap_grow(s, hp)) return MAZE_ENOMEM;
        if (sp + 8 > lcap) {
            if (mz_search_scratch(s, 2 * lcap * sizeof(uint32_t))) return MAZE_ENOMEM;
            lifo = s->scratch;
            lcap = s->scratch_cap / sizeof(uint32_t);
        }
        const double tol = plateau_tol(fcur);
        for (unsigned k = mask[c]; k; k &= k - 1) {
            int d = __builtin_ctz(k);
            uint32_t nb = (uint32_t)((int64_t)c + off[d]);
            mz_node *q = &nd[nb];
            if (q->stamp == closed) continue; /* consistent h: closed is final */
            double ng = gc + (costs ? mz_mlen[d] * (double)cost[nb] : mz_mlen[d]);
            if (q->stamp == open && ng >= q->g) continue;
            q->stamp = open;
            q->parent = c;
            q->g = ng;
            int32_t nx = x + mz_mdx[d], ny = y + mz_mdy[d];
            double f = ng + w * mz_heuristic(hk, nx - gx, ny - gy);
            if (plateau && f - fcur <= tol) lifo[sp++] = nb;
            else mz_heap_push(hp, f, mz_heap_key(ng, nb));
            if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, nx, ny, x, y, ng))
                return MAZE_ECANCELLED;
        }
    }
    return MAZE_OK;
}

#define MZ_RUN(H) \
    return costs ? astar_core(s, start, goal, o, H, weight, 1, r) : astar_core(s, start, goal, o, H, weight, 0, r)

int mz_astar_run(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, int heuristic,
                 double weight, maze_result *r)
{
    int costs = s->g->cost != NULL;
    switch (heuristic) {
    case MAZE_H_MANHATTAN: MZ_RUN(MAZE_H_MANHATTAN);
    case MAZE_H_OCTILE: MZ_RUN(MAZE_H_OCTILE);
    case MAZE_H_EUCLIDEAN: MZ_RUN(MAZE_H_EUCLIDEAN);
    case MAZE_H_CHEBYSHEV: MZ_RUN(MAZE_H_CHEBYSHEV);
    default: MZ_RUN(MAZE_H_ZERO);
    }
}

static int astar_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    return mz_astar_run(s, start, goal, o, mz_heuristic_resolve(o->heuristic, s->g->moves), 1.0, r);
}

const maze_solver mz_solve_astar = {
    "astar", "A* (4-ary heap; manhattan on 4 moves, octile on 8): optimal, 4 or 8 moves, cell costs",
    MAZE_SOLVER_OPTIMAL, astar_solve,
};
