/* subgoal_tsg.c - the subgoal graph in levels (after Uras and Koenig's
 * two-level subgoal graphs, one subgoal at a time): a subgoal whose global
 * neighbours keep paths as short without it is made local, edges added past
 * it where needed, and the search's edge lists built from both. */
#include "subgoal.h"
#include "heap.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Work bounds (preparing a 1024 x 1024 map with 10% blocked takes 2.9 s
 * of user time: its core cannot fit, so the pass by keys stops early and
 * the order's runs alone): a subgoal with more pairs of in- and out-neighbours than
 * TSG_PAIRS, or needing more added edges than it has neighbours, stays
 * global; a witness search settles at most TSG_SETTLE subgoals. 512 pairs
 * where 64 were: Berlin's searches 10% fewer instructions, den520d's 7%
 * (more subgoals made local, fewer expansions), for 40% more preparing. */
#define TSG_PAIRS 512
#define TSG_SETTLE 16
/* Subgoals are tried fewest pairs first within bands of TSG_BAND rows
 * (over the whole map the contraction's reads jump about: 25% more time
 * preparing a 1024 x 1024 map, for 1 to 1.5% fewer search instructions);
 * the keys below start from that order (their heap does not keep it among
 * equal keys, but takes them the same way on every run), and it is the
 * order itself where the query will have no core table. */
#define TSG_BAND 16
/* Then least key first, as contraction hierarchies order (Geisberger et al.
 * 2008): the edge difference (edges added less the edges to global
 * neighbours taken away) plus the neighbours' edges made local before,
 * kept lazily. A subgoal that cannot be made local when the keys are
 * first measured is never queued, and one whose key is over TSG_KEY_MAX
 * when it comes up is not put back: both stay global. The core's table
 * makes a larger core cheap to cross, where each subgoal more made local
 * adds to both climbs (Berlin: core 544 to 1,113 subgoals, the search 17%
 * fewer instructions). */
#define TSG_KEY_MAX 0

typedef struct sc_edge { /* an edge added past a local subgoal */
    uint32_t u, w, via;
    uint32_t next_out, next_in; /* u's next added edge, w's */
    uint8_t first, last;        /* its first and last moves' signs */
} sc_edge;

/* A neighbour of s still global, by an edge in (u -> s) or out (s -> w),
 * with the edge's first and last moves' signs. */
typedef struct nb {
    uint32_t v, first, last;
} nb;

typedef struct tsg {
    mz_sg *sg;
    const maze_allocator *a;
    uint32_t *roff, *radj;      /* base in-edges */
    uint32_t *head, *head_in;   /* per subgoal: its first added edge out, in, or MZ_SG_NONE */
    uint32_t *rank;             /* sg->rank */
    uint32_t *del;              /* per subgoal: edges to neighbours made local (the key's second term) */
    sc_edge *sc;                /* added edges */
    size_t nsc, capsc;
    uint32_t *seen, stamp;      /* witness search: per subgoal, == stamp when reached */
    uint32_t *want, left;       /* == stamp: a target not yet settled; how many are left */
    uint64_t *steps;            /* its best steps */
    uint32_t *hnode;            /* its binary heap of nodes, by cost */
    double *hcost;
    size_t hn, hcap;
    int err;
    uint32_t pend[4 * TSG_PAIRS]; /* u, w, first and last moves of the edges a contraction needs */
    size_t npend, nnb;          /* and the edges to global neighbours it would take away */
    nb in[TSG_PAIRS], out[TSG_PAIRS]; /* those neighbours, in and out, kept for make_local */
    size_t nin, nout;
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
    mz_pair_push(t->hcost, t->hnode, &t->hn, c, v);
}

static uint32_t heap_pop(tsg *t, double *c) { return mz_pair_pop(t->hcost, t->hnode, &t->hn, c); }

/* Reaches v at `steps` in the witness search, if better. */
static void wreach(tsg *t, uint32_t v, uint64_t steps, double bound)
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
    t->hn = 0;
    wreach(t, u, 0, bound);
    for (int settled = 0; t->hn && t->left && settled < TSG_SETTLE; settled++) {
        double c;
        uint32_t x = heap_pop(t, &c);
        if (c > cost_of(t->steps[x])) continue; /* stale */
        if (t->want[x] == t->stamp) {
            t->want[x] = 0;
            t->left--;
        }
        uint64_t sx = t->steps[x];
        for (uint32_t i = sg->off[x]; i < sg->off[x + 1]; i++) {
            uint32_t y = sg->adj[i];
            if (y != s && !sg->local[y]) wreach(t, y, sx + octile_steps(sg->xy, x, y), bound);
        }
        for (uint32_t e = t->head[x]; e != MZ_SG_NONE; e = t->sc[e].next_out)
            if (t->sc[e].w != s && !sg->local[t->sc[e].w]) wreach(t, t->sc[e].w, sx + octile_steps(sg->xy, x, t->sc[e].w), bound);
    }
}

static size_t neighbours_in(const tsg *t, uint32_t s, nb *out, size_t cap)
{
    const mz_sg *sg = t->sg;
    size_t k = 0;
    for (uint32_t i = t->roff[s]; i < t->roff[s + 1]; i++) {
        uint32_t u = t->radj[i];
        if (sg->local[u]) continue;
        if (k == cap) return cap + 1;
        out[k++] = (nb){u, first_move(sg->xy, u, s), last_move(sg->xy, u, s)};
    }
    for (uint32_t e = t->head_in[s]; e != MZ_SG_NONE; e = t->sc[e].next_in) {
        if (sg->local[t->sc[e].u]) continue;
        if (k == cap) return cap + 1;
        out[k++] = (nb){t->sc[e].u, t->sc[e].first, t->sc[e].last};
    }
    return k;
}

static size_t neighbours_out(const tsg *t, uint32_t s, nb *out, size_t cap)
{
    const mz_sg *sg = t->sg;
    size_t k = 0;
    for (uint32_t i = sg->off[s]; i < sg->off[s + 1]; i++) {
        uint32_t w = sg->adj[i];
        if (sg->local[w]) continue;
        if (k == cap) return cap + 1;
        out[k++] = (nb){w, sg->dir[i], last_move(sg->xy, s, w)};
    }
    for (uint32_t e = t->head[s]; e != MZ_SG_NONE; e = t->sc[e].next_out) {
        if (sg->local[t->sc[e].w]) continue;
        if (k == cap) return cap + 1;
        out[k++] = (nb){t->sc[e].w, t->sc[e].first, t->sc[e].last};
    }
    return k;
}

/* Whether s can be made local: for every in-neighbour u and out-neighbour w
 * still global, with a turn at s a shortest path may make, a path u ... w
 * as short avoids s and the local subgoals, or u and w are an octile length
 * apart (an edge u -> w past s is then recorded in t->pend). */
static int contractible(tsg *t, uint32_t s)
{
    const mz_sg *sg = t->sg;
    nb *in = t->in, *out = t->out;
    size_t nin = t->nin = neighbours_in(t, s, in, TSG_PAIRS), nout = t->nout = neighbours_out(t, s, out, TSG_PAIRS);
    if (nin > TSG_PAIRS || nout > TSG_PAIRS || nin * nout > TSG_PAIRS) return 0;
    t->npend = 0;
    t->nnb = nin + nout;
    for (size_t j = 0; j < nin; j++) {
        uint32_t u = in[j].v;
        uint64_t us = octile_steps(sg->xy, u, s);
        uint32_t leave = t->leave[sg->corner[s]][in[j].last];
        double bound = -1;
        for (size_t i = 0; i < nout; i++) {
            double c = cost_of(us + octile_steps(sg->xy, s, out[i].v));
            if (out[i].v != u && (leave >> out[i].first & 1) && c > bound) bound = c;
        }
        if (bound < 0) continue;
        t->stamp++;
        t->left = 0;
        for (size_t i = 0; i < nout; i++)
            if (out[i].v != u && (leave >> out[i].first & 1) && t->want[out[i].v] != t->stamp) {
                t->want[out[i].v] = t->stamp;
                t->left++;
            }
        witness(t, u, s, bound + 1e-7);
        for (size_t i = 0; i < nout; i++) {
            uint32_t w = out[i].v;
            if (w == u || !(leave >> out[i].first & 1)) continue;
            uint64_t via = us + octile_steps(sg->xy, s, w);
            if (t->seen[w] == t->stamp && cost_of(t->steps[w]) <= cost_of(via) + 1e-7) continue;
            if (via != octile_steps(sg->xy, u, w) || t->npend == TSG_PAIRS) return 0;
            t->pend[4 * t->npend] = u;
            t->pend[4 * t->npend + 1] = w;
            t->pend[4 * t->npend + 2] = in[j].first;
            t->pend[4 * t->npend + 3] = out[i].last;
            t->npend++;
            t->seen[w] = t->stamp; /* one edge u -> w serves the rest */
            t->steps[w] = via;
        }
    }
    return t->npend <= nin + nout;
}

static int add_pending(tsg *t, uint32_t s)
{
    for (size_t k = 0; k < t->npend; k++) {
        if (t->nsc == t->capsc) {
            size_t cap = t->capsc ? 2 * t->capsc : 1024;
            sc_edge *sc = mz_realloc(t->a, t->sc, cap * sizeof *sc);
            if (!sc) return MAZE_ENOMEM;
            t->sc = sc;
            t->capsc = cap;
        }
        if (t->nsc >= MZ_SG_NONE) return MAZE_ENOMEM;
        uint32_t u = t->pend[4 * k], w = t->pend[4 * k + 1];
        t->sc[t->nsc] = (sc_edge){.u = u, .w = w, .via = s, .next_out = t->head[u], .next_in = t->head_in[w],
                                  .first = (uint8_t)t->pend[4 * k + 2], .last = (uint8_t)t->pend[4 * k + 3]};
        t->head[u] = t->head_in[w] = (uint32_t)t->nsc++;
    }
    return MAZE_OK;
}

/* Marks edge i of subgoal u's search list up, or counts it down. */
static void level(tsg *t, uint32_t i, uint32_t u)
{
    mz_sg *sg = t->sg;
    uint32_t v = sg->sadj[i];
    if (t->rank[v] >= t->rank[u]) sg->sdir[i] |= MZ_SG_UP;
    else if (sg->local[u]) t->roff[v + 1]++; /* counted here, listed by down_lists */
}

/* Edge i of subgoal u's search list: head v, past via, with its moves. */
static void put(tsg *t, uint32_t i, uint32_t u, uint32_t v, uint32_t via, uint32_t first, uint32_t last)
{
    mz_sg *sg = t->sg;
    sg->sadj[i] = v;
    sg->svia[i] = via;
    sg->sdir[i] = (uint8_t)first;
    sg->slast[i] = (uint8_t)last;
    level(t, i, u);
}

/* Each local subgoal's in-edges from subgoals made local after it: what
 * the goal's side of a search climbs (sg->doff, sg->din). Those from
 * global subgoals are left out: the climb marks only local ones, and the
 * global ones were most of what it read. */
static int down_lists(tsg *t)
{
    mz_sg *sg = t->sg;
    size_t n = sg->n;
    for (size_t v = 0; v < n; v++) t->roff[v + 1] += t->roff[v];
    sg->doff = mz_alloc(t->a, (n + 1) * sizeof *sg->doff);
    sg->din = mz_alloc(t->a, (size_t)t->roff[n] * sizeof *sg->din + 1);
    if (!sg->doff || !sg->din) return MAZE_ENOMEM;
    memcpy(sg->doff, t->roff, (n + 1) * sizeof *sg->doff);
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t i = sg->soff[u]; i < sg->soff[u + 1]; i++)
            if (!(sg->sdir[i] & MZ_SG_UP) && sg->local[u]) sg->din[t->roff[sg->sadj[i]]++] = u;
    return MAZE_OK;
}

/* The index in u's search list of its first edge to v with these moves'
 * signs (first, or last when first is 9): an added edge's half, as the file
 * names it. */
static uint32_t half_of(const mz_sg *sg, uint32_t u, uint32_t v, uint32_t first, uint32_t last)
{
    for (uint32_t j = sg->soff[u]; j < sg->soff[u + 1]; j++)
        if (sg->sadj[j] == v && (first == 9 ? sg->slast[j] == last : (sg->sdir[j] & 15u) == first)) return j;
    return MZ_SG_NONE; /* not reached: an edge is added past s only for u -> s and s -> w */
}

/* Each added edge's halves by index (sg->shalf), so that listing a path's
 * cells reads them instead of looking them up in the lists. */
static int halves(mz_sg *sg, const maze_allocator *a)
{
    size_t added = (size_t)(sg->soff[sg->n] - sg->off[sg->n]);
    sg->shalf = mz_alloc(a, 2 * added * sizeof *sg->shalf + 1);
    if (!sg->shalf) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < sg->n; u++)
        for (uint32_t i = sg->soff[u] + sg->off[u + 1] - sg->off[u]; i < sg->soff[u + 1]; i++) {
            uint32_t s = sg->svia[i], k = i - sg->off[u + 1];
            sg->shalf[2 * (size_t)k] = half_of(sg, u, s, sg->sdir[i] & 15u, 0);
            sg->shalf[2 * (size_t)k + 1] = half_of(sg, s, sg->sadj[i], 9, sg->slast[i]);
        }
    return MAZE_OK;
}

/* Frees the lists only preparing reads (sg->off .. slast). */
static void free_preparing(mz_sg *sg, const maze_allocator *a)
{
    void *lists[] = {sg->off, sg->adj, sg->dir, sg->soff, sg->sadj, sg->svia, sg->shalf, sg->sdir, sg->slast};
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++) mz_free(a, lists[i]);
    sg->off = sg->adj = sg->soff = sg->sadj = sg->svia = sg->shalf = NULL;
    sg->dir = sg->sdir = sg->slast = NULL;
}

/* The handle's lists (sg->eoff, eadj, eflag, eadd, ehalf) from the
 * preparing ones: each subgoal's search edges by the circular position of
 * their first move, in list order within one direction (a counting sort),
 * the added edges' halves renumbered to match; then the preparing lists
 * are freed. pos: e words for the new place of an edge; num: e + 1, the
 * added edges before a place (sg->eadd). */
static void direction_order(mz_sg *sg, uint32_t *pos, uint32_t *num)
{
    size_t n = sg->n;
    for (uint32_t u = 0; u < n; u++) {
        uint32_t at[9] = {0}, base = sg->soff[u] + sg->off[u + 1] - sg->off[u];
        for (uint32_t i = sg->soff[u]; i < sg->soff[u + 1]; i++) at[mz_sg_circ[sg->sdir[i] & 15u] + 1]++;
        at[0] = sg->soff[u];
        for (int c = 1; c < 8; c++) at[c] += at[c - 1];
        for (int c = 0; c < 8; c++) sg->eoff[8 * (size_t)u + (size_t)c] = at[c];
        for (uint32_t i = sg->soff[u]; i < sg->soff[u + 1]; i++) {
            uint32_t j = pos[i] = at[mz_sg_circ[sg->sdir[i] & 15u]]++;
            sg->eadj[j] = sg->sadj[i];
            sg->eflag[j] = (uint8_t)(sg->slast[i] | (sg->sdir[i] & MZ_SG_UP) | (i >= base ? MZ_SG_ADDED : 0));
        }
    }
    sg->eoff[8 * n] = sg->soff[n];
    uint32_t k = 0;
    for (uint32_t j = 0; j < sg->soff[n]; j++) {
        num[j] = k;
        k += sg->eflag[j] >> 5 & 1u;
    }
    num[sg->soff[n]] = k;
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t i = sg->soff[u] + sg->off[u + 1] - sg->off[u]; i < sg->soff[u + 1]; i++) {
            size_t ko = i - sg->off[u + 1], kn = num[pos[i]];
            sg->ehalf[2 * kn] = pos[sg->shalf[2 * ko]];
            sg->ehalf[2 * kn + 1] = pos[sg->shalf[2 * ko + 1]];
        }
}

static int direction_lists(mz_sg *sg, const maze_allocator *a)
{
    size_t n = sg->n, e = sg->soff[n], added = e - sg->off[n];
    mz_free(a, sg->adj); /* what is read no more, before the new lists (peak memory preparing) */
    mz_free(a, sg->dir);
    mz_free(a, sg->svia);
    sg->adj = sg->svia = NULL;
    sg->dir = NULL;
    sg->eoff = mz_alloc(a, (8 * n + 1) * sizeof *sg->eoff);
    sg->eadj = mz_alloc(a, e * sizeof *sg->eadj + 1);
    sg->eflag = mz_alloc(a, e + 1);
    sg->ehalf = mz_alloc(a, 2 * added * sizeof *sg->ehalf + 1);
    uint32_t *pos = mz_alloc(a, e * sizeof *pos + 1), *num = sg->eadd = mz_alloc(a, (e + 1) * sizeof *num);
    int st = sg->eoff && sg->eadj && sg->eflag && sg->ehalf && pos && num ? MAZE_OK : MAZE_ENOMEM;
    if (!st) {
        direction_order(sg, pos, num);
        free_preparing(sg, a);
    }
    mz_free(a, pos);
    return st;
}

/* The search's lists: each subgoal's edges then its added ones. */
static int build_lists(tsg *t)
{
    mz_sg *sg = t->sg;
    size_t e = (size_t)sg->off[sg->n] + t->nsc;
    if (e >= UINT32_MAX) return MAZE_ENOMEM;
    sg->soff = mz_alloc(t->a, ((size_t)sg->n + 1) * sizeof *sg->soff);
    sg->sadj = mz_alloc(t->a, e * sizeof *sg->sadj + 1);
    sg->svia = mz_alloc(t->a, e * sizeof *sg->svia + 1);
    sg->sdir = mz_alloc(t->a, e + 1);
    sg->slast = mz_alloc(t->a, e + 1);
    if (!sg->soff || !sg->sadj || !sg->svia || !sg->sdir || !sg->slast) return MAZE_ENOMEM;
    memset(t->roff, 0, ((size_t)sg->n + 2) * sizeof *t->roff);
    uint32_t k = 0;
    for (uint32_t u = 0; u < sg->n; u++) {
        sg->soff[u] = k;
        for (uint32_t i = sg->off[u]; i < sg->off[u + 1]; i++)
            put(t, k++, u, sg->adj[i], MZ_SG_NONE, sg->dir[i], last_move(sg->xy, u, sg->adj[i]));
        for (uint32_t j = t->head[u]; j != MZ_SG_NONE; j = t->sc[j].next_out)
            put(t, k++, u, t->sc[j].w, t->sc[j].via, t->sc[j].first, t->sc[j].last);
    }
    sg->soff[sg->n] = k;
    return halves(sg, t->a) || down_lists(t) ? MAZE_ENOMEM : direction_lists(sg, t->a);
}

/* Whether edge j of subgoal u, direction c, not added, is one: its head a
 * subgoal, a path of allowed moves, in its first move's list. Sets its last
 * move. */
static int base_ok(mz_sg *sg, const maze_graph *g, uint32_t u, uint32_t c, uint32_t j)
{
    const int32_t *xy = sg->xy;
    uint32_t v = sg->eadj[j];
    if (!mz_sg_edge_ok(g, sg, xy[2 * (size_t)u], xy[2 * (size_t)u + 1], xy[2 * (size_t)v], xy[2 * (size_t)v + 1]) ||
        mz_sg_circ[first_move(xy, u, v)] != c)
        return 0;
    sg->eflag[j] = (uint8_t)last_move(xy, u, v);
    return 1;
}

/* Whether added edge j of subgoal u, direction c (halves h), is what
 * mz_sg_load asks. */
static int added_ok(const mz_sg *sg, uint32_t u, uint32_t c, uint32_t j, const uint32_t *h)
{
    uint32_t w = sg->eadj[j], h1 = h[0], h2 = h[1];
    if (h1 < sg->eoff[8 * (size_t)u + c] || h1 >= sg->eoff[8 * (size_t)u + c + 1]) return 0;
    uint32_t s = sg->eadj[h1];
    if (!(sg->rank[s] < sg->rank[u] && sg->rank[s] < sg->rank[w])) return 0;
    if (h2 < sg->eoff[8 * (size_t)s] || h2 >= sg->eoff[8 * (size_t)s + 8] || sg->eadj[h2] != w) return 0;
    return octile_steps(sg->xy, u, w) == octile_steps(sg->xy, u, s) + octile_steps(sg->xy, s, w);
}

/* The last move of added edge j: its second half's, down to an edge not
 * added (each half shorter, once every added edge is checked). */
static uint32_t last_of(const mz_sg *sg, uint32_t j)
{
    while (sg->eflag[j] & MZ_SG_ADDED) j = sg->ehalf[2 * (size_t)sg->eadd[j] + 1];
    return sg->eflag[j] & 15u;
}

/* The levels read: which subgoals are local, each edge up or not, and the
 * down lists (sg->doff, din), in the order down_lists makes them. */
static int load_levels(mz_sg *sg, const maze_allocator *a)
{
    size_t n = sg->n;
    sg->local = mz_alloc(a, n + 1);
    sg->doff = mz_calloc(a, n + 1, sizeof *sg->doff);
    if (!sg->local || !sg->doff) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < n; u++) {
        sg->local[u] = sg->rank[u] != MZ_SG_NONE;
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            uint32_t v = sg->eadj[j];
            if (sg->rank[v] >= sg->rank[u]) sg->eflag[j] |= MZ_SG_UP;
            else if (sg->local[u]) sg->doff[v + 1]++; /* from a local subgoal: see down_lists */
        }
    }
    for (size_t v = 0; v < n; v++) sg->doff[v + 1] += sg->doff[v];
    sg->din = mz_alloc(a, (size_t)sg->doff[n] * sizeof *sg->din + 1);
    if (!sg->din) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < n; u++) /* doff[v] the next place of v's, then moved back one */
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++)
            if (!(sg->eflag[j] & MZ_SG_UP) && sg->local[u]) sg->din[sg->doff[sg->eadj[j]]++] = u;
    for (size_t v = n; v > 0; v--) sg->doff[v] = sg->doff[v - 1];
    sg->doff[0] = 0;
    return MAZE_OK;
}

int mz_sg_load(mz_sg *sg, const maze_graph *g, const maze_allocator *a, maze_error_info *err)
{
    uint32_t n = sg->n, k = 0;
    for (uint32_t u = 0; u < n; u++) {
        for (uint32_t c = 0; c < 8; c++)
            for (uint32_t j = sg->eoff[8 * (size_t)u + c]; j < sg->eoff[8 * (size_t)u + c + 1]; j++) {
                if (sg->eadj[j] >= n)
                    return mz_error_set(err, 0, MAZE_EFORMAT, "edge %u (from subgoal %u) goes to subgoal %u of %u",
                                        (unsigned)j, (unsigned)u, (unsigned)sg->eadj[j], (unsigned)n);
                sg->eadd[j] = k;
                if (sg->eflag[j] & MZ_SG_ADDED) k++;
                else if (!base_ok(sg, g, u, c, j))
                    return mz_error_set(err, 0, MAZE_EFORMAT,
                                        "edge %u (from subgoal %u) is no path on the map in its first move's list",
                                        (unsigned)j, (unsigned)u);
            }
    }
    sg->eadd[sg->eoff[8 * (size_t)n]] = k;
    k = 0;
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t c = 0; c < 8; c++)
            for (uint32_t j = sg->eoff[8 * (size_t)u + c]; j < sg->eoff[8 * (size_t)u + c + 1]; j++) {
                if (!(sg->eflag[j] & MZ_SG_ADDED)) continue;
                if (!added_ok(sg, u, c, j, sg->ehalf + 2 * (size_t)k))
                    return mz_error_set(err, 0, MAZE_EFORMAT,
                                        "added edge %u (edge %u) is not two edges joined at a subgoal made local before its ends",
                                        (unsigned)k, (unsigned)j);
                k++;
            }
    for (uint32_t j = 0; j < sg->eoff[8 * (size_t)n]; j++)
        if (sg->eflag[j] & MZ_SG_ADDED) sg->eflag[j] = (uint8_t)(MZ_SG_ADDED | last_of(sg, j));
    int st = mz_sg_check_scans(sg, g, a, err);
    if (!st) st = mz_sg_check_levels(sg, a, err);
    if (st) return st;
    return load_levels(sg, a) ? mz_error_set(err, 0, MAZE_ENOMEM, "out of memory") : MAZE_OK;
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
    t->head_in = mz_alloc(t->a, (n + 1) * sizeof *t->head_in);
    t->rank = sg->rank = mz_alloc(t->a, (n + 1) * sizeof *t->rank);
    t->seen = mz_calloc(t->a, n + 1, sizeof *t->seen);
    t->want = mz_calloc(t->a, n + 1, sizeof *t->want);
    t->steps = mz_alloc(t->a, (n + 1) * sizeof *t->steps);
    t->del = mz_calloc(t->a, n + 1, sizeof *t->del);
    if (!sg->local || !t->roff || !t->radj || !t->head || !t->head_in || !t->rank || !t->seen || !t->want || !t->steps ||
        !t->del)
        return MAZE_ENOMEM;
    for (size_t i = 0; i < e; i++) t->roff[sg->adj[i] + 2]++;
    for (size_t v = 0; v < n; v++) t->roff[v + 2] += t->roff[v + 1];
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t i = sg->off[u]; i < sg->off[u + 1]; i++) t->radj[t->roff[sg->adj[i] + 1]++] = u;
    for (size_t v = 0; v < n; v++) t->head[v] = t->head_in[v] = t->rank[v] = MZ_SG_NONE;
    return MAZE_OK;
}

static inline uint32_t pairs_key(const tsg *t, uint32_t s)
{
    uint64_t pairs = (uint64_t)(t->roff[s + 1] - t->roff[s]) * (t->sg->off[s + 1] - t->sg->off[s]);
    return pairs > TSG_PAIRS ? TSG_PAIRS + 1 : (uint32_t)pairs;
}

/* The order subgoals are tried in: band by band (TSG_BAND), by their pairs
 * of in- and out-edges, fewest first (a counting sort, cell order among
 * equals), as contraction hierarchies order by the edges a contraction adds. */
static uint32_t *contraction_order(tsg *t)
{
    const mz_sg *sg = t->sg;
    uint32_t n = sg->n;
    uint32_t *order = mz_alloc(t->a, (size_t)n * sizeof *order + 1);
    if (!order) return NULL;
    for (uint32_t lo = 0, hi; lo < n; lo = hi) { /* a band's subgoals are together (cell order) */
        uint32_t cnt[TSG_PAIRS + 2] = {0}, band = (uint32_t)sg->xy[2 * (size_t)lo + 1] / TSG_BAND;
        for (hi = lo; hi < n && (uint32_t)sg->xy[2 * (size_t)hi + 1] / TSG_BAND == band; hi++) cnt[pairs_key(t, hi)]++;
        for (uint32_t k = 0, sum = lo; k < TSG_PAIRS + 2; k++) {
            uint32_t c = cnt[k];
            cnt[k] = sum;
            sum += c;
        }
        for (uint32_t s = lo; s < hi; s++) order[cnt[pairs_key(t, s)]++] = s;
    }
    return order;
}

/* Makes s local (contractible(t, s) just held, so t->in and t->out list
 * its global neighbours, at most TSG_PAIRS each): its rank, the edges past
 * it, and those neighbours' keys raised. */
static int make_local(tsg *t, uint32_t s, uint32_t *made)
{
    for (size_t i = 0; i < t->nin; i++) t->del[t->in[i].v]++;
    for (size_t i = 0; i < t->nout; i++) t->del[t->out[i].v]++;
    t->sg->local[s] = 1;
    t->rank[s] = (*made)++;
    return add_pending(t, s);
}

/* s's key now (HUGE_VAL when it cannot be made local), t->pend left as
 * making it local needs. */
static double key_of(tsg *t, uint32_t s)
{
    if (!contractible(t, s)) return HUGE_VAL;
    return (double)t->npend - (double)t->nnb + (double)t->del[s];
}

/* Every subgoal global again, nothing added: as before contract_by_key. */
static void undo_all(tsg *t, uint32_t *made)
{
    uint32_t n = t->sg->n;
    memset(t->sg->local, 0, n);
    memset(t->del, 0, (size_t)n * sizeof *t->del);
    for (uint32_t v = 0; v < n; v++) t->head[v] = t->head_in[v] = t->rank[v] = MZ_SG_NONE;
    t->nsc = 0;
    *made = 0;
}

/* The subgoals made local least key first (TSG_KEY_MAX): each key measured
 * again when it comes up, and put back when no longer least. A subgoal not
 * queued, or not put back, stays global to the pass's end, so once more
 * than `cap` (MZ_SG_CORE_MAX) are the core cannot come within it: the pass
 * stops there, all undone, and *over is set (at the end, the subgoals left
 * global are exactly those, so *over is set just where the core is over). */
static int contract_by_key(tsg *t, const uint32_t *order, uint32_t *made, uint32_t cap, int *over)
{
    uint32_t n = t->sg->n, out = 0;
    double *qc = mz_alloc(t->a, (size_t)n * sizeof *qc + 1);
    uint32_t *qv = mz_alloc(t->a, (size_t)n * sizeof *qv + 1);
    int st = qc && qv ? MAZE_OK : MAZE_ENOMEM;
    size_t nq = 0;
    for (uint32_t o = 0; o < n && !st && out <= cap; o++) {
        double k = key_of(t, order[o]);
        if ((st = t->err)) break;
        if (k < HUGE_VAL) mz_pair_push(qc, qv, &nq, k, order[o]);
        else out++;
    }
    while (nq && !st && out <= cap) {
        double c;
        uint32_t s = mz_pair_pop(qc, qv, &nq, &c);
        double k = key_of(t, s);
        if ((st = t->err)) break;
        if (k > TSG_KEY_MAX) out++;
        else if (nq && k > qc[0]) mz_pair_push(qc, qv, &nq, k, s);
        else st = make_local(t, s, made);
    }
    *over = out > cap;
    if (!st && *over) undo_all(t, made);
    mz_free(t->a, qc);
    mz_free(t->a, qv);
    return st;
}

/* The subgoals still global made local where they can be, in `order`. */
static int contract_in_order(tsg *t, const uint32_t *order, uint32_t *made)
{
    int st = MAZE_OK;
    for (uint32_t o = 0; o < t->sg->n && !st; o++) {
        uint32_t s = order[o];
        if (t->sg->local[s]) continue;
        int ok = contractible(t, s);
        if (!(st = t->err) && ok) st = make_local(t, s, made);
    }
    return st;
}

/* By key where the query will have the core's table; where it will not
 * (too few subgoals, or the core sure to stay over MZ_SG_CORE_MAX by the
 * keys), in order alone: A* searches the global subgoals, so there the
 * most made local is best (random512-10, maze512-1). A core within the cap
 * that keeps no table (a distance of 65,535 moves or more) is not tried
 * again in order: A* then searches the larger core, slower, never wrong. */
int mz_sg_contract(mz_sg *sg, const maze_allocator *a)
{
    tsg t = {.sg = sg, .a = a};
    int st = setup(&t);
    uint32_t made = 0;
    uint32_t cap = sg->cap ? sg->cap : MZ_SG_CORE_MAX;
    int over = sg->n < MZ_SG_CORE_FEWEST || sg->by_order;
    uint32_t *order = st ? NULL : contraction_order(&t);
    if (!st && !order) st = MAZE_ENOMEM;
    if (!st && !over) st = contract_by_key(&t, order, &made, cap, &over);
    if (!st && over) st = contract_in_order(&t, order, &made);
    if (!st) st = build_lists(&t);
    if (!st) st = mz_sg_landmarks(sg, a);
    if (!st) st = mz_sg_core(sg, a);
    mz_free(a, order);
    mz_free(a, t.roff);
    mz_free(a, t.radj);
    mz_free(a, t.head);
    mz_free(a, t.head_in);
    mz_free(a, t.del);
    mz_free(a, t.sc);
    mz_free(a, t.seen);
    mz_free(a, t.want);
    mz_free(a, t.steps);
    mz_free(a, t.hnode);
    mz_free(a, t.hcost);
    return st;
}
