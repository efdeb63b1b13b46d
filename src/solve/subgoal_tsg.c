/* subgoal_tsg.c - the subgoal graph's two levels (after Uras and Koenig's
 * TSG): subgoals that only serve paths that start or end beside them are
 * made local, edges between their neighbours added where needed, and the
 * search's own edge lists built from both. */
#include "subgoal.h"

#include <stdlib.h>

/* Work bounds: a subgoal with more in-edges times out-edges than this, or
 * whose witness searches settle more nodes, stays global. */
#define TSG_PAIRS 256
#define TSG_SETTLE 48

typedef struct sc_edge { /* an edge added between a local subgoal's neighbours */
    uint32_t w, via, next;
} sc_edge;

typedef struct tsg {
    mz_sg *sg;
    const maze_allocator *a;
    uint32_t *roff, *radj;      /* base in-edges */
    uint32_t *head;             /* per subgoal: its first added edge, or MZ_SG_NONE */
    sc_edge *sc;                /* added edges */
    size_t nsc, capsc;
    uint32_t *seen, stamp;      /* witness search: per subgoal, == stamp when reached */
    uint64_t *steps;            /* its best steps */
    uint32_t *hnode;            /* its binary heap of nodes, by cost */
    double *hcost;
    size_t hn, hcap;
    int err;
    uint32_t pend[3 * TSG_PAIRS]; /* u, w, via of the edges a contraction needs */
    size_t npend;
    uint16_t leave[16][9];
} tsg;

static inline uint64_t octile_steps(const int32_t *xy, uint32_t u, uint32_t v)
{
    uint32_t ax = (uint32_t)abs(xy[2 * (size_t)v] - xy[2 * (size_t)u]);
    uint32_t ay = (uint32_t)abs(xy[2 * (size_t)v + 1] - xy[2 * (size_t)u + 1]);
    uint32_t mn = ax < ay ? ax : ay, mx = ax < ay ? ay : ax;
    return ((uint64_t)(mx - mn) << 32) + mn;
}

static inline double cost_of(uint64_t steps) { return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2; }

/* The signs of the first move (diagonal first) from u to v, and of its last. */
static inline uint32_t first_move(const int32_t *xy, uint32_t u, uint32_t v)
{
    int32_t ex = xy[2 * (size_t)v] - xy[2 * (size_t)u], ey = xy[2 * (size_t)v + 1] - xy[2 * (size_t)u + 1];
    return (uint32_t)(((ey > 0) - (ey < 0) + 1) * 3 + (ex > 0) - (ex < 0) + 1);
}
static inline uint32_t last_move(const int32_t *xy, uint32_t u, uint32_t v)
{
    int32_t ex = xy[2 * (size_t)v] - xy[2 * (size_t)u], ey = xy[2 * (size_t)v + 1] - xy[2 * (size_t)u + 1];
    int32_t ax = abs(ex), ay = abs(ey);
    int sx = ax >= ay ? (ex > 0) - (ex < 0) : 0, sy = ay >= ax ? (ey > 0) - (ey < 0) : 0;
    return (uint32_t)((sy + 1) * 3 + sx + 1);
}

static void heap_push(tsg *t, double c, uint32_t v)
{
    if (t->hn == t->hcap) {
        size_t cap = t->hcap ? 2 * t->hcap : 256;
        uint32_t *hn = mz_realloc(t->a, t->hnode, cap * sizeof *hn);
        if (hn) t->hnode = hn;
        double *hc = hn ? mz_realloc(t->a, t->hcost, cap * sizeof *hc) : NULL;
        if (!hc) {
            t->err = MAZE_ENOMEM;
            return;
        }
        t->hcost = hc;
        t->hcap = cap;
    }
    size_t i = t->hn++;
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (t->hcost[p] <= c) break;
        t->hcost[i] = t->hcost[p];
        t->hnode[i] = t->hnode[p];
        i = p;
    }
    t->hcost[i] = c;
    t->hnode[i] = v;
}

static uint32_t heap_pop(tsg *t, double *c)
{
    uint32_t top = t->hnode[0];
    *c = t->hcost[0];
    double lc = t->hcost[--t->hn];
    uint32_t lv = t->hnode[t->hn];
    size_t i = 0;
    for (;;) {
        size_t k = 2 * i + 1;
        if (k >= t->hn) break;
        if (k + 1 < t->hn && t->hcost[k + 1] < t->hcost[k]) k++;
        if (t->hcost[k] >= lc) break;
        t->hcost[i] = t->hcost[k];
        t->hnode[i] = t->hnode[k];
        i = k;
    }
    t->hcost[i] = lc;
    t->hnode[i] = lv;
    return top;
}

/* Reaches v at `steps` in the witness search, if better. */
static void reach(tsg *t, uint32_t v, uint64_t steps, double bound)
{
    double c = cost_of(steps);
    if (c > bound) return;
    if (t->seen[v] == t->stamp && cost_of(t->steps[v]) <= c) return;
    t->seen[v] = t->stamp;
    t->steps[v] = steps;
    heap_push(t, c, v);
}

/* A witness search from u over the global subgoals but s, up to `bound`:
 * afterwards seen[w] == stamp and steps[w] give what it found. */
static void witness(tsg *t, uint32_t u, uint32_t s, double bound)
{
    const mz_sg *sg = t->sg;
    t->stamp++;
    t->hn = 0;
    reach(t, u, 0, bound);
    for (int settled = 0; t->hn && settled < TSG_SETTLE; settled++) {
        double c;
        uint32_t x = heap_pop(t, &c);
        if (c > cost_of(t->steps[x])) continue; /* stale */
        uint64_t sx = t->steps[x];
        for (uint32_t i = sg->off[x]; i < sg->off[x + 1]; i++) {
            uint32_t y = sg->adj[i];
            if (y != s && !sg->local[y]) reach(t, y, sx + octile_steps(sg->xy, x, y), bound);
        }
        for (uint32_t e = t->head[x]; e != MZ_SG_NONE; e = t->sc[e].next)
            if (t->sc[e].w != s) reach(t, t->sc[e].w, sx + octile_steps(sg->xy, x, t->sc[e].w), bound);
    }
}

/* Whether s is beside a local subgoal (then it stays global, so that local
 * subgoals only ever neighbour global ones). */
static int beside_local(const tsg *t, uint32_t s)
{
    const mz_sg *sg = t->sg;
    for (uint32_t i = sg->off[s]; i < sg->off[s + 1]; i++)
        if (sg->local[sg->adj[i]]) return 1;
    for (uint32_t i = t->roff[s]; i < t->roff[s + 1]; i++)
        if (sg->local[t->radj[i]]) return 1;
    return t->head[s] != MZ_SG_NONE;
}

/* Whether s can be made local: for every in-neighbour u and out-neighbour w
 * with a turn at s a shortest path may make, a path u ... w as short avoids
 * s and the local subgoals, or u and w are an octile length apart (an edge
 * u -> w through s is then recorded in t->pend). */
static int contractible(tsg *t, uint32_t s)
{
    const mz_sg *sg = t->sg;
    uint32_t in = t->roff[s + 1] - t->roff[s], out = sg->off[s + 1] - sg->off[s];
    if (beside_local(t, s) || (uint64_t)in * out > TSG_PAIRS) return 0;
    t->npend = 0;
    for (uint32_t j = t->roff[s]; j < t->roff[s + 1]; j++) {
        uint32_t u = t->radj[j];
        uint64_t us = octile_steps(sg->xy, u, s);
        uint32_t leave = t->leave[sg->corner[s]][last_move(sg->xy, u, s)];
        double bound = -1;
        for (uint32_t i = sg->off[s]; i < sg->off[s + 1]; i++) {
            uint32_t w = sg->adj[i];
            double c = cost_of(us + octile_steps(sg->xy, s, w));
            if (w != u && (leave >> sg->dir[i] & 1) && c > bound) bound = c;
        }
        if (bound < 0) continue;
        witness(t, u, s, bound + 1e-7);
        for (uint32_t i = sg->off[s]; i < sg->off[s + 1]; i++) {
            uint32_t w = sg->adj[i];
            if (w == u || !(leave >> sg->dir[i] & 1)) continue;
            uint64_t via = us + octile_steps(sg->xy, s, w);
            if (t->seen[w] == t->stamp && cost_of(t->steps[w]) <= cost_of(via) + 1e-7) continue;
            if (via != octile_steps(sg->xy, u, w) || t->npend == TSG_PAIRS) return 0;
            t->pend[3 * t->npend] = u;
            t->pend[3 * t->npend + 1] = w;
            t->pend[3 * t->npend + 2] = s;
            t->npend++;
            t->seen[w] = t->stamp; /* one edge u -> w serves the rest */
            t->steps[w] = via;
        }
    }
    return 1;
}

static int add_pending(tsg *t)
{
    for (size_t k = 0; k < t->npend; k++) {
        if (t->nsc == t->capsc) {
            size_t cap = t->capsc ? 2 * t->capsc : 1024;
            sc_edge *sc = mz_realloc(t->a, t->sc, cap * sizeof *sc);
            if (!sc) return MAZE_ENOMEM;
            t->sc = sc;
            t->capsc = cap;
        }
        uint32_t u = t->pend[3 * k];
        t->sc[t->nsc] = (sc_edge){.w = t->pend[3 * k + 1], .via = t->pend[3 * k + 2], .next = t->head[u]};
        t->head[u] = (uint32_t)t->nsc++;
    }
    return MAZE_OK;
}

/* The search's lists: each subgoal's edges then its added ones. */
static int build_lists(tsg *t)
{
    mz_sg *sg = t->sg;
    size_t e = (size_t)sg->off[sg->n] + t->nsc;
    if (e > UINT32_MAX) return MAZE_ENOMEM;
    sg->soff = mz_alloc(t->a, ((size_t)sg->n + 1) * sizeof *sg->soff);
    sg->sadj = mz_alloc(t->a, e * sizeof *sg->sadj + 1);
    sg->svia = mz_alloc(t->a, e * sizeof *sg->svia + 1);
    sg->sdir = mz_alloc(t->a, e + 1);
    if (!sg->soff || !sg->sadj || !sg->svia || !sg->sdir) return MAZE_ENOMEM;
    uint32_t k = 0;
    for (uint32_t u = 0; u < sg->n; u++) {
        sg->soff[u] = k;
        for (uint32_t i = sg->off[u]; i < sg->off[u + 1]; i++, k++) {
            sg->sadj[k] = sg->adj[i];
            sg->svia[k] = MZ_SG_NONE;
            sg->sdir[k] = (uint8_t)(sg->dir[i] | (sg->local[sg->adj[i]] ? MZ_SG_LOCAL : 0));
        }
        for (uint32_t j = t->head[u]; j != MZ_SG_NONE; j = t->sc[j].next, k++) {
            sg->sadj[k] = t->sc[j].w;
            sg->svia[k] = t->sc[j].via;
            sg->sdir[k] = (uint8_t)first_move(sg->xy, u, t->sc[j].via); /* heads of added edges are global */
        }
    }
    sg->soff[sg->n] = k;
    return MAZE_OK;
}

static int setup(tsg *t)
{
    mz_sg *sg = t->sg;
    size_t n = sg->n, e = sg->off[n];
    for (uint32_t c = 0; c < 16; c++)
        for (uint32_t a = 0; a < 8; a++) t->leave[c][(mz_mdy[a] + 1) * 3 + mz_mdx[a] + 1] = (uint16_t)mz_sg_leave(c, a);
    sg->local = mz_calloc(t->a, n + 1, 1);
    t->roff = mz_calloc(t->a, n + 2, sizeof *t->roff);
    t->radj = mz_alloc(t->a, e * sizeof *t->radj + 1);
    t->head = mz_alloc(t->a, (n + 1) * sizeof *t->head);
    t->seen = mz_calloc(t->a, n + 1, sizeof *t->seen);
    t->steps = mz_alloc(t->a, (n + 1) * sizeof *t->steps);
    if (!sg->local || !t->roff || !t->radj || !t->head || !t->seen || !t->steps) return MAZE_ENOMEM;
    for (size_t i = 0; i < e; i++) t->roff[sg->adj[i] + 2]++;
    for (size_t v = 0; v < n; v++) t->roff[v + 2] += t->roff[v + 1];
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t i = sg->off[u]; i < sg->off[u + 1]; i++) t->radj[t->roff[sg->adj[i] + 1]++] = u;
    for (size_t v = 0; v < n; v++) t->head[v] = MZ_SG_NONE;
    return MAZE_OK;
}

int mz_sg_contract(mz_sg *sg, const maze_allocator *a)
{
    tsg t = {.sg = sg, .a = a};
    int st = setup(&t);
    for (uint32_t s = 0; s < sg->n && !st; s++) {
        int ok = contractible(&t, s);
        if ((st = t.err)) break;
        if (!ok) continue;
        sg->local[s] = 1;
        st = add_pending(&t);
    }
    if (!st) st = build_lists(&t);
    mz_free(a, t.roff);
    mz_free(a, t.radj);
    mz_free(a, t.head);
    mz_free(a, t.sc);
    mz_free(a, t.seen);
    mz_free(a, t.steps);
    mz_free(a, t.hnode);
    mz_free(a, t.hcost);
    return st;
}
