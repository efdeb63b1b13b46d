/* astar.c - A* on a 4-ary heap over the reusable search context, and the
 * best-first core that Dijkstra and weighted A* share. Order: lower f first;
 * on an f plateau the children of the latest expansion first (a LIFO that
 * skips the heap; it follows the larger g), then larger g, then the smaller
 * cell index (mz_heap_key). */
#include "solve.h"
#include "compact.h"
#include "bqueue.h"
#include "nodes.h"

/* The state of the best-first core, one for astar, dijkstra and
 * weighted-astar: a tag per cell (generation << 3 | the direction of the
 * move that reached it; 2 bytes, to stay in cache), the g of each cell whose
 * tag is current, and the frontier. */
typedef struct astar_state {
    uint16_t *tag;
    double *gval;
    unsigned gen;         /* this query's open generation in tag (even; +1 = closed) */
    mz_heap heap;
    mz_bqueue *bq;        /* the bucketed frontier, made with the first query that takes it */
} astar_state;

static int astar_create(maze_search *s, void *state)
{
    astar_state *as = state;
    size_t n = (size_t)s->g->n;
    if (s->g->cells) return mz_solve_heap_init(&s->alloc, &as->heap); /* the heap alone: cells_best_first */
    as->tag = mz_calloc(&s->alloc, n, sizeof(uint16_t));
    as->gval = mz_alloc(&s->alloc, n * sizeof(double));
    if (!as->tag || !as->gval) return MAZE_ENOMEM;
    return mz_solve_heap_init(&s->alloc, &as->heap);
}

/* The generation has 13 bits: the tags are cleared every 4095 queries. */
static void astar_reset(maze_search *s, void *state)
{
    astar_state *as = state;
    if (as->gen >= (1u << 13) - 3 && as->tag) {
        memset(as->tag, 0, (size_t)s->g->n * sizeof(uint16_t));
        as->gen = 0;
    }
    as->gen += 2;
    as->heap.n = 0;
}

static void astar_destroy(maze_search *s, void *state)
{
    astar_state *as = state;
    mz_free(&s->alloc, as->tag);
    mz_free(&s->alloc, as->gval);
    mz_solve_heap_free(&s->alloc, &as->heap);
    if (as->bq) mz_bq_free(&s->alloc, as->bq);
    mz_free(&s->alloc, as->bq);
}

static const mz_solve_kind astar_kind = {sizeof(astar_state), astar_create, astar_reset, astar_destroy};

/* Two f values closer than this are the same plateau: on uniform grids they
 * are equal in exact arithmetic (values a + b sqrt 2 that differ do so by far
 * more), so this only absorbs rounding. */
static inline double plateau_tol(double f) { return 1e-10 * (1.0 + f); }

/* The frontier: the bucketed queue (bq, uniform costs and consistent h) or
 * one heap; plus the plateau LIFO in front of either. */
typedef struct frontier {
    mz_heap *hp;
    mz_bqueue *bq;
    uint32_t *lifo;
    size_t sp, lcap;
    double fcur;
} frontier;

static inline __attribute__((always_inline)) size_t q_size(const frontier *fr, int bqm)
{
    return bqm ? fr->bq->n : fr->hp->n;
}

/* Pops the next cell to expand: from the plateau stack while the queue holds
 * nothing lower than the current f, else from the queue. */
static inline __attribute__((always_inline)) uint32_t next_cell(frontier *fr, int bqm)
{
    if (fr->sp) {
        size_t n = q_size(fr, bqm);
        double qf = n == 0 ? 0 : bqm ? mz_bq_min_f(fr->bq) : mz_hitem_f(fr->hp->a[0]);
        if (n == 0 || qf >= fr->fcur - plateau_tol(fr->fcur)) return fr->lifo[--fr->sp];
    }
    mz_hentry it = bqm ? mz_bq_pop(fr->bq) : mz_heap_pop(fr->hp);
    fr->fcur = it.f;
    return (uint32_t)it.key;
}

/* Makes room for one expansion's pushes (8 at most). */
static inline __attribute__((always_inline)) int reserve(maze_search *s, frontier *fr, int bqm)
{
    if (!bqm && fr->hp->n + 8 > fr->hp->cap && mz_solve_heap_grow(&s->alloc, fr->hp)) return MAZE_ENOMEM;
    if (fr->sp + 8 > fr->lcap) {
        if (mz_solve_scratch(s, 2 * fr->lcap * sizeof(uint32_t))) return MAZE_ENOMEM;
        fr->lifo = s->scratch;
        fr->lcap = s->scratch_cap / sizeof(uint32_t);
    }
    return MAZE_OK;
}

/* Whether f never drops along a move (consistent h, weight 1): what the
 * plateau LIFO and the bucketed queue need. */
static inline int mz_astar_plateau(int hkind, double w, int moves)
{
    return w == 1.0 && !(hkind == MAZE_H_MANHATTAN && moves == 8);
}

/* The path by parent directions (kept in the tags), goal back to start. */
static int tag_path(maze_search *s, const uint16_t *tag, uint32_t start, uint32_t goal, double cost,
                    const int64_t *off, maze_result *r)
{
    if (mz_solve_no_cells(s, cost, r)) return MAZE_OK;
    size_t len = 1;
    for (uint32_t c = goal; c != start; c = (uint32_t)((int64_t)c - off[tag[c] & 7u])) len++;
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t c = goal;; c = (uint32_t)((int64_t)c - off[tag[c] & 7u])) {
        s->path[--k] = c;
        if (c == start) break;
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = cost;
    return MAZE_OK;
}

/* Best-first search, specialised per heuristic, cost layer and events
 * (inlined so those tests fold away). State per cell: tag (generation << 3 |
 * direction of the move that reached it) and gv (g); both kept compact for
 * the cache. Children on the current f plateau skip the heap. */
static inline __attribute__((always_inline)) int astar_core(maze_search *s, astar_state *as, uint32_t start,
                                                            uint32_t goal, const maze_solve_opts *o, int hkind,
                                                            double w, int costs, int ev, int bqm, maze_result *r)
{
    const maze_graph *g = s->g;
    const float *cost = g->cost;
    mz_heap *hp = &as->heap;
    uint16_t *tag = as->tag;
    double *gv = as->gval;
    const unsigned og = as->gen, cg = og + 1; /* open and closed generations */
    int64_t off[8];
    for (int k = 0; k < 8; k++) off[k] = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
    const int32_t gx = mz_cx(g, goal), gy = mz_cy(g, goal);
    tag[start] = (uint16_t)(og << 3);
    gv[start] = 0;
    if (mz_solve_scratch(s, 64 * sizeof(uint32_t))) return MAZE_ENOMEM;
    if (bqm && !as->bq && !(as->bq = mz_calloc(&s->alloc, 1, sizeof *as->bq))) return MAZE_ENOMEM;
    frontier fr = {hp, as->bq, s->scratch, 0, s->scratch_cap / sizeof(uint32_t), 0};
    fr.lifo[fr.sp++] = start;
    fr.fcur = w * mz_heuristic(hkind, mz_cx(g, start) - gx, mz_cy(g, start) - gy);
    if (bqm) mz_bq_reset(fr.bq, fr.fcur);
    const int plateau = mz_astar_plateau(hkind, w, g->moves);
    while (fr.sp || q_size(&fr, bqm)) {
        uint32_t c = next_cell(&fr, bqm);
        unsigned tc = tag[c];
        if ((tc >> 3) == cg) continue; /* a stale duplicate */
        tag[c] = (uint16_t)((cg << 3) | (tc & 7u));
        r->expanded++;
        const double gc = gv[c];
        const int32_t y = mz_cy(g, c), x = (int32_t)(c - (uint32_t)y * (uint32_t)g->w);
        if (ev && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, x, y, x, y, gc)) return MAZE_ECANCELLED;
        if (c == goal) return tag_path(s, tag, start, goal, gc, off, r);
        if (reserve(s, &fr, bqm)) return MAZE_ENOMEM;
        const double tol = plateau_tol(fr.fcur);
        for (unsigned k = mz_gmask(g, c); k; k &= k - 1) {
            int d = __builtin_ctz(k);
            uint32_t nb = (uint32_t)((int64_t)c + off[d]);
            const unsigned tg = (unsigned)tag[nb] >> 3;
            if (tg == cg) continue; /* consistent h: closed is final */
            double ng = gc + (costs ? mz_mlen[d] * (double)cost[nb] : mz_mlen[d]);
            if (tg == og && ng >= gv[nb]) continue;
            tag[nb] = (uint16_t)((og << 3) | (unsigned)d);
            gv[nb] = ng;
            int32_t nx = x + mz_mdx[d], ny = y + mz_mdy[d];
            double f = ng + w * mz_heuristic(hkind, nx - gx, ny - gy);
            if (plateau && f - fr.fcur <= tol) fr.lifo[fr.sp++] = nb;
            else if (!bqm) mz_heap_push(hp, f, mz_heap_key(ng, nb));
            else if (mz_bq_push(&s->alloc, fr.bq, f, mz_heap_key(ng, nb))) return MAZE_ENOMEM;
            if (ev && mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, nx, ny, x, y, ng)) return MAZE_ECANCELLED;
        }
    }
    return MAZE_OK;
}

/* Specialisations: events (slow path, any graph) or none; with a cost layer
 * (one heap) or uniform (bucketed queue when h is consistent, weight 1). */
#define MZ_RUN(H)                                                                         \
    do {                                                                                  \
        if (o->step) return astar_core(s, as, start, goal, o, H, weight, costs, 1, 0, r); \
        if (costs) return astar_core(s, as, start, goal, o, H, weight, 1, 0, 0, r);       \
        if (mz_astar_plateau(H, weight, s->g->moves))                                     \
            return astar_core(s, as, start, goal, o, H, weight, 0, 0, 1, r);              \
        return astar_core(s, as, start, goal, o, H, weight, 0, 0, 0, r);                  \
    } while (0)

/* Best-first search on a cell graph (a maze of any topology): f = g +
 * weight x the centre heuristic (or 0), unit moves, g and parents in the
 * records of nodes.h, the astar heap as frontier; closed cells are not
 * reopened (the heuristic is consistent, so with weight 1 they are final). */
static int cells_best_first(maze_search *s, astar_state *as, uint32_t start, uint32_t goal,
                            const maze_solve_opts *o, int heuristic, double weight, maze_result *r)
{
    const maze_graph *g = s->g;
    const mz_cell_centres *cc = NULL;
    int hkind = mz_cell_heuristic(heuristic);
    if (hkind < 0) return MAZE_EUNSUPPORTED;
    mz_nodes *set;
    if ((hkind && mz_cell_centres_get(g, &cc)) || mz_solve_nodes(s, &set)) return MAZE_ENOMEM;
    mz_node *nd = set->rec;
    const uint32_t open = set->stamp, closed = open + 1;
    mz_heap *hp = &as->heap;
    nd[start] = (mz_node){open, start, 0};
    mz_heap_push(hp, cc ? weight * mz_cell_h(cc, start, goal) : 0, mz_heap_key(0, start));
    while (hp->n) {
        uint32_t c = (uint32_t)mz_heap_pop(hp).key, nb[8];
        if (nd[c].stamp == closed) continue;
        nd[c].stamp = closed;
        r->expanded++;
        const double gc = nd[c].g;
        if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, (int32_t)c, 0, (int32_t)c, 0, gc))
            return MAZE_ECANCELLED;
        if (c == goal) return mz_solve_nodes_path(s, set, start, goal, gc, r);
        if (hp->n + 8 > hp->cap && mz_solve_heap_grow(&s->alloc, hp)) return MAZE_ENOMEM;
        for (unsigned i = 0, k = mz_cell_open_nbs(g, c, nb); i < k; i++) {
            mz_node *q = &nd[nb[i]];
            double ng = gc + 1;
            if (q->stamp == closed || (q->stamp == open && ng >= q->g)) continue;
            *q = (mz_node){open, c, ng};
            mz_heap_push(hp, ng + (cc ? weight * mz_cell_h(cc, nb[i], goal) : 0), mz_heap_key(ng, nb[i]));
            if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, (int32_t)nb[i], 0, (int32_t)c, 0, ng))
                return MAZE_ECANCELLED;
        }
    }
    return MAZE_OK;
}

int mz_astar_run(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, int heuristic,
                 double weight, maze_result *r)
{
    astar_state *as;
    if (mz_solve_state(s, &astar_kind, (void **)&as)) return MAZE_ENOMEM;
    if (s->g->cells) return cells_best_first(s, as, start, goal, o, heuristic, weight, r);
    int costs = s->g->cost != NULL;
    switch (heuristic) {
    case MAZE_H_MANHATTAN: MZ_RUN(MAZE_H_MANHATTAN);
    case MAZE_H_OCTILE: MZ_RUN(MAZE_H_OCTILE);
    case MAZE_H_EUCLIDEAN: MZ_RUN(MAZE_H_EUCLIDEAN);
    case MAZE_H_CHEBYSHEV: MZ_RUN(MAZE_H_CHEBYSHEV);
    default: MZ_RUN(MAZE_H_ZERO);
    }
}

/* On a wall maze, the default search without events takes the compact
 * search of compact.c (the same order, path and count). */
static int astar_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_astar.info, s, start, goal, &o, r);
    if (st) return st;
    int hkind = mz_heuristic_resolve(o->heuristic, s->g->moves);
    if (s->g->wall_open && hkind == MAZE_H_MANHATTAN && !o->step) return mz_compact_astar(s, start, goal, r);
    return mz_astar_run(s, start, goal, o, hkind, 1.0, r);
}

const mz_solver mz_solve_astar = {
    .info = {"astar", "A* (exact f buckets over a 4-ary heap; manhattan on 4 moves, octile on 8, centre distance elsewhere): optimal, 4 or 8 moves, cell costs",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_CELLS},
    .solve = astar_solve,
};
