/* subgoal_check.c - whether the levels read from a file keep paths
 * shortest, as making them did: past each local subgoal, a path as short
 * between its neighbours at or above it over subgoals above it. */
#include "subgoal.h"
#include "heap.h"

#include <math.h>

/* Most subgoals a witness search settles (making the levels settles 16 on
 * the graph of the time: this one has every edge of the file, so a larger
 * bound only refuses fewer genuine files); each target counts as found once
 * reached within its bound, so an edge past the subgoal is found at once.
 * The Moving AI maps' files and a 1024 x 1024 map's with 10% blocked settle
 * at most 33 (den520d) on 2026-12-07; keep it well above TSG_SETTLE
 * (subgoal_tsg.c): files made with that at 240 settle past 256 here. */
#define CHECK_SETTLE 256
/* The whole check's work, the edges its searches scan: at most CHECK_WORK
 * an edge of the file, and CHECK_BASE more, past which the file is refused
 * (forged ranks can make each search settle CHECK_SETTLE and still find its
 * targets). The files above scan at most 6.8 an edge (arena, 3,193 in
 * all), 2.9 on the larger maps (Berlin_0_256), 1.3 on the 1024 x 1024 map. */
#define CHECK_WORK 32
#define CHECK_BASE 65536

typedef struct chk {
    const mz_sg *sg;
    uint32_t *ioff, *iadj;   /* per local subgoal v: its in-edges (indices in eadj) from subgoals at or above it */
    uint32_t *seen, *want;   /* per subgoal: == stamp when reached, == stamp when a target not yet found */
    double *d, *wb;          /* the distance reached, a target's bound */
    uint32_t *hnode;         /* the search's heap: at most one entry an edge relaxed */
    double *hcost;
    uint32_t *tail;          /* per edge: its tail */
    uint32_t stamp;
    uint64_t work;           /* edges the searches may still scan */
    uint16_t leave[16][9];
    uint8_t sign[8];         /* a direction list's first move, as its signs' index */
} chk;

static inline double octile(const int32_t *xy, uint32_t u, uint32_t v)
{
    double ax = fabs((double)xy[2 * (size_t)v] - xy[2 * (size_t)u]);
    double ay = fabs((double)xy[2 * (size_t)v + 1] - xy[2 * (size_t)u + 1]);
    return ax < ay ? (ay - ax) + ax * MZ_SQRT2 : (ax - ay) + ay * MZ_SQRT2;
}

/* Whether a search from u over the subgoals ranking above v (u and the
 * targets may rank as v does) reaches every target within its bound: 1, 0,
 * or -1 when the check's work is spent. */
static int witnessed(chk *c, uint32_t u, uint32_t v, uint32_t left, double bound)
{
    const mz_sg *sg = c->sg;
    uint32_t r = sg->rank[v], st = c->stamp;
    size_t hn = 0;
    c->seen[u] = st;
    c->d[u] = 0;
    mz_pair_push(c->hcost, c->hnode, &hn, 0, u);
    for (int settled = 0; hn && settled < CHECK_SETTLE; settled++) {
        double g;
        uint32_t x = mz_pair_pop(c->hcost, c->hnode, &hn, &g);
        if (g > c->d[x]) continue; /* stale */
        if (x != u && sg->rank[x] <= r) continue; /* a target at v's rank: an end, never passed */
        uint32_t lo = sg->eoff[8 * (size_t)x], hi = sg->eoff[8 * (size_t)x + 8];
        if (hi - lo > c->work) return -1;
        c->work -= hi - lo;
        for (uint32_t j = lo; j < hi; j++) {
            uint32_t y = sg->eadj[j];
            double e = g + octile(sg->xy, x, y);
            if (c->want[y] == st && e <= c->wb[y] + 1e-7) {
                c->want[y] = 0;
                if (!--left) return 1;
            }
            if (y == v || (sg->rank[y] <= r && c->want[y] != st) || e > bound + 1e-7) continue;
            if (c->seen[y] == st && c->d[y] <= e) continue;
            c->seen[y] = st;
            c->d[y] = e;
            mz_pair_push(c->hcost, c->hnode, &hn, e, y);
        }
    }
    return 0;
}

/* Local subgoal v's pairs from in-edge i (from u): its out-edges to
 * subgoals at or above it, other than u, by a turn a shortest path may make
 * at v; whether each has its witness (as witnessed). */
static int pairs_kept(chk *c, uint32_t v, uint32_t i)
{
    const mz_sg *sg = c->sg;
    uint32_t u = c->tail[i], r = sg->rank[v], left = 0;
    uint32_t leave = c->leave[sg->corner[v]][sg->eflag[i] & 15u];
    double uv = octile(sg->xy, u, v), bound = 0;
    c->stamp++;
    for (uint32_t k = 0; k < 8; k++) {
        if (!(leave >> c->sign[k] & 1)) continue;
        for (uint32_t j = sg->eoff[8 * (size_t)v + k]; j < sg->eoff[8 * (size_t)v + k + 1]; j++) {
            uint32_t w = sg->eadj[j];
            if (w == u || w == v || sg->rank[w] < r || c->want[w] == c->stamp) continue;
            c->want[w] = c->stamp;
            c->wb[w] = uv + octile(sg->xy, v, w);
            bound = c->wb[w] > bound ? c->wb[w] : bound;
            left++;
        }
    }
    return left ? witnessed(c, u, v, left, bound) : 1;
}

/* The in-edges of each local subgoal from subgoals at or above it. */
static int in_lists(chk *c, const maze_allocator *a)
{
    const mz_sg *sg = c->sg;
    uint32_t n = sg->n, e = sg->eoff[8 * (size_t)n];
    c->ioff = mz_calloc(a, (size_t)n + 2, sizeof *c->ioff);
    c->iadj = mz_alloc(a, (size_t)e * sizeof *c->iadj + 1);
    if (!c->ioff || !c->iadj) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            uint32_t v = sg->eadj[j];
            c->tail[j] = u;
            if (v != u && sg->rank[v] != MZ_SG_NONE && sg->rank[u] >= sg->rank[v]) c->ioff[v + 2]++;
        }
    for (uint32_t v = 0; v < n; v++) c->ioff[v + 2] += c->ioff[v + 1];
    for (uint32_t j = 0; j < e; j++) {
        uint32_t u = c->tail[j], v = sg->eadj[j];
        if (v != u && sg->rank[v] != MZ_SG_NONE && sg->rank[u] >= sg->rank[v]) c->iadj[c->ioff[v + 1]++] = j;
    }
    return MAZE_OK;
}

static int check_all(chk *c, maze_error_info *err)
{
    const mz_sg *sg = c->sg;
    uint64_t budget = c->work;
    for (uint32_t v = 0; v < sg->n; v++)
        for (uint32_t k = c->ioff[v]; k < c->ioff[v + 1]; k++) {
            int kept = pairs_kept(c, v, c->iadj[k]);
            if (kept < 0)
                return mz_error_set(err, 0, MAZE_EFORMAT,
                                    "the check of the levels stopped at subgoal %u, past the %llu edges it may scan "
                                    "for a file of %u edges: it cannot vouch for them",
                                    (unsigned)v, (unsigned long long)budget, (unsigned)sg->eoff[8 * (size_t)sg->n]);
            if (!kept)
                return mz_error_set(err, 0, MAZE_EFORMAT,
                                    "subgoal %u, made local at rank %u, leaves no path as short between subgoal %u and "
                                    "its neighbours above it",
                                    (unsigned)v, (unsigned)sg->rank[v], (unsigned)c->tail[c->iadj[k]]);
        }
    return MAZE_OK;
}

int mz_sg_check_levels(const mz_sg *sg, const maze_allocator *a, maze_error_info *err)
{
    size_t n = sg->n, e = sg->eoff[8 * n];
    chk c = {.sg = sg, .work = sg->check_work ? sg->check_work : CHECK_WORK * (uint64_t)e + CHECK_BASE};
    for (uint32_t k = 0; k < 16; k++)
        for (uint32_t m = 0; m < 8; m++) c.leave[k][(mz_mdy[m] + 1) * 3 + mz_mdx[m] + 1] = (uint16_t)mz_sg_leave(k, m);
    for (uint8_t s = 0; s < 9; s++)
        if (s != 4) c.sign[mz_sg_circ[s]] = s;
    c.seen = mz_calloc(a, n + 1, sizeof *c.seen);
    c.want = mz_calloc(a, n + 1, sizeof *c.want);
    c.d = mz_alloc(a, (n + 1) * sizeof *c.d);
    c.wb = mz_alloc(a, (n + 1) * sizeof *c.wb);
    c.hnode = mz_alloc(a, (e + 1) * sizeof *c.hnode);
    c.hcost = mz_alloc(a, (e + 1) * sizeof *c.hcost);
    c.tail = mz_alloc(a, (e + 1) * sizeof *c.tail);
    int st = c.seen && c.want && c.d && c.wb && c.hnode && c.hcost && c.tail ? in_lists(&c, a) : MAZE_ENOMEM;
    if (st) st = mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    else st = check_all(&c, err);
    void *all[] = {c.seen, c.want, c.d, c.wb, c.hnode, c.hcost, c.tail, c.ioff, c.iadj};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) mz_free(a, all[i]);
    return st;
}
