/* subgoal_alt.c - landmarks for the subgoal search (ALT, Goldberg and
 * Harrelson): each subgoal's exact distance from a few subgoals spread over
 * the map, made when preparing and kept in the file, for a tighter bound. */
#include "heap.h"
#include "subgoal.h"

#include <math.h>
#include <stdlib.h>

#define LM_FEWEST 128 /* fewer subgoals, no landmarks: arena's 61 search 2.7 a query, and the goal's
                       * bounds took more than they saved (+12% instructions) */

/* The octile length between subgoals u and v as step counts (straight << 32
 * | diagonal), as the search keeps g. */
static uint64_t steps_between(const int32_t *xy, uint32_t u, uint32_t v)
{
    uint32_t ax = (uint32_t)abs(xy[2 * (size_t)u] - xy[2 * (size_t)v]);
    uint32_t ay = (uint32_t)abs(xy[2 * (size_t)u + 1] - xy[2 * (size_t)v + 1]);
    uint32_t mn = ax < ay ? ax : ay, mx = ax < ay ? ay : ax;
    return ((uint64_t)(mx - mn) << 32) + mn;
}

static double cost_of(uint64_t steps) { return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2; }

/* The sign of x + y sqrt 2, exactly. */
static int sign_of(int64_t x, int64_t y)
{
    if (x >= 0 && y >= 0) return x || y;
    if (x <= 0 && y <= 0) return -(x || y);
    unsigned __int128 xx = (unsigned __int128)((__int128)x * x), yy = (unsigned __int128)((__int128)2 * y * y);
    int big = xx > yy ? 1 : xx < yy ? -1 : 0; /* |x| against |y| sqrt 2 */
    return x > 0 ? big : -big;
}

/* Whether step counts s are shorter than t, exactly. */
static int shorter(uint64_t s, uint64_t t)
{
    return sign_of((int64_t)(s >> 32) - (int64_t)(t >> 32), (int64_t)(uint32_t)s - (int64_t)(uint32_t)t) < 0;
}

/* Dijkstra from subgoal src over the search edges not added (the levels
 * ignored: an added edge is as long as its two halves, so it changes no
 * distance), as step counts into steps[] (UINT64_MAX where unreached).
 * A label is bettered only when exactly shorter, and an entry is read
 * whenever its label is no longer than its key, so every edge ends with
 * d(v) <= d(u) + |uv| exactly, which mz_sg_lm_check holds the file to.
 * MAZE_OK or MAZE_ENOMEM. */
static int from_one(const mz_sg *sg, const maze_allocator *a, mz_heap *h, uint32_t src, uint64_t *steps)
{
    for (uint32_t v = 0; v < sg->n; v++) steps[v] = UINT64_MAX;
    steps[src] = 0;
    h->n = 0;
    if (!h->cap && mz_solve_heap_grow(a, h)) return MAZE_ENOMEM;
    mz_heap_push(h, 0, src);
    while (h->n) {
        mz_hentry e = mz_heap_pop(h);
        uint32_t u = (uint32_t)e.key;
        if (e.f > cost_of(steps[u])) continue; /* a stale entry */
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            uint32_t v = sg->eadj[j];
            if (sg->eflag[j] & MZ_SG_ADDED) continue;
            uint64_t s = steps[u] + steps_between(sg->xy, u, v);
            if (steps[v] != UINT64_MAX && !shorter(s, steps[v])) continue;
            steps[v] = s;
            if (h->n == h->cap && mz_solve_heap_grow(a, h)) return MAZE_ENOMEM;
            mz_heap_push(h, cost_of(s), v);
        }
    }
    return MAZE_OK;
}

/* The subgoal farthest from the landmarks so far (near[v]: its distance
 * from the nearest, 0 where none reaches it: a landmark in a closed-off
 * pocket serves only the queries inside it). */
static uint32_t farthest(const mz_sg *sg, const double *near)
{
    uint32_t best = 0;
    for (uint32_t v = 1; v < sg->n; v++)
        if (near[v] > near[best]) best = v;
    return best;
}

/* Step counts s as a distance of lmd (a | b << bits): MZ_SG_LM_NONE where
 * unreached. */
static uint32_t packed(uint64_t s, uint32_t bits)
{
    return s == UINT64_MAX ? MZ_SG_LM_NONE : (uint32_t)(s >> 32) | (uint32_t)s << bits;
}

/* The bits of a distance's straight moves: the fewest that hold the
 * largest count under all ones, leaving the diagonal ones theirs; 0 where
 * the two do not fit in 32 bits (then no landmarks). */
static uint32_t bits_for(uint64_t straight, uint64_t diagonal)
{
    uint32_t bits = 1;
    while (bits < 31 && straight + 1 >= (uint64_t)1 << bits) bits++;
    return straight + 1 < (uint64_t)1 << bits && diagonal + 1 < (uint64_t)1 << (32 - bits) ? bits : 0;
}

/* The root of v's part in the forest p, halving the path on the way. */
static uint32_t part_of(uint32_t *p, uint32_t v)
{
    while (p[v] != v) v = p[v] = p[p[v]];
    return v;
}

/* A subgoal of the largest part of the graph (its edges taken both ways),
 * in *start: placement that began in a closed-off pocket put every
 * landmark there (den520d with a walled 5 x 5 island in its first corner:
 * 58.4 subgoals expanded a query where 29.4). MAZE_OK or MAZE_ENOMEM. */
static int largest_part(const mz_sg *sg, const maze_allocator *a, uint32_t *start)
{
    uint32_t n = sg->n, *p = mz_alloc(a, 2 * (size_t)n * sizeof *p), best = 0;
    if (!p) return MAZE_ENOMEM;
    uint32_t *size = p + n;
    for (uint32_t v = 0; v < n; v++) p[v] = v, size[v] = 0;
    for (uint32_t u = 0; u < n; u++)
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            uint32_t ru = part_of(p, u), rv = part_of(p, sg->eadj[j]);
            if (ru != rv) p[ru > rv ? ru : rv] = ru < rv ? ru : rv;
        }
    for (uint32_t v = 0; v < n; v++) size[part_of(p, v)]++;
    for (uint32_t v = 1; v < n; v++)
        if (size[v] > size[best]) best = v; /* roots are their parts' first subgoals */
    *start = best;
    mz_free(a, p);
    return MAZE_OK;
}

/* Farthest-point placement: the first landmark the subgoal farthest from
 * the first subgoal of the largest part, each next the farthest from those
 * before; their step counts in dist (n a landmark). */
static int place(const mz_sg *sg, const maze_allocator *a, mz_heap *h, uint64_t *dist, double *near)
{
    uint32_t n = sg->n, start = 0;
    int st = largest_part(sg, a, &start);
    if (!st) st = from_one(sg, a, h, start, dist);
    for (uint32_t v = 0; v < n && !st; v++) near[v] = dist[v] == UINT64_MAX ? -1.0 : cost_of(dist[v]);
    for (uint32_t i = 0; i < MZ_SG_LM && !st; i++) {
        uint64_t *steps = dist + (size_t)i * n;
        if ((st = from_one(sg, a, h, farthest(sg, near), steps))) break;
        for (uint32_t v = 0; v < n; v++) {
            double d = steps[v] == UINT64_MAX ? 0 : cost_of(steps[v]);
            if (i == 0 || d < near[v]) near[v] = d;
        }
    }
    return st;
}

/* The landmarks' distances packed into sg->lmd, or none if they do not
 * fit. */
static void pack(mz_sg *sg, const uint64_t *dist)
{
    uint32_t n = sg->n;
    uint64_t straight = 0, diagonal = 0;
    for (size_t j = 0; j < (size_t)n * MZ_SG_LM; j++)
        if (dist[j] != UINT64_MAX) {
            straight = dist[j] >> 32 > straight ? dist[j] >> 32 : straight;
            diagonal = (uint32_t)dist[j] > diagonal ? (uint32_t)dist[j] : diagonal;
        }
    uint32_t bits = bits_for(straight, diagonal);
    if (!bits) return;
    for (uint32_t i = 0; i < MZ_SG_LM; i++)
        for (uint32_t v = 0; v < n; v++) sg->lmd[(size_t)v * MZ_SG_LM + i] = packed(dist[(size_t)i * n + v], bits);
    sg->nlm = MZ_SG_LM;
    sg->lmbits = bits;
}

int mz_sg_landmarks(mz_sg *sg, const maze_allocator *a)
{
    uint32_t n = sg->n;
    sg->nlm = sg->lmbits = 0;
    mz_free(a, sg->lmd);
    sg->lmd = NULL;
    if (n < LM_FEWEST) return MAZE_OK;
    uint64_t *dist = mz_alloc(a, (size_t)n * MZ_SG_LM * sizeof *dist);
    double *near = mz_alloc(a, (size_t)n * sizeof *near);
    sg->lmd = mz_alloc(a, (size_t)n * MZ_SG_LM * sizeof *sg->lmd);
    mz_heap h = {0};
    int st = dist && near && sg->lmd ? place(sg, a, &h, dist, near) : MAZE_ENOMEM;
    if (!st) pack(sg, dist);
    mz_solve_heap_free(a, &h);
    mz_free(a, dist);
    mz_free(a, near);
    /* what the reader would refuse is not kept (never seen: the distances
     * are exact) */
    if (st || !sg->nlm || mz_sg_lm_check(sg, NULL)) {
        mz_free(a, sg->lmd);
        sg->lmd = NULL;
        sg->nlm = sg->lmbits = 0;
    }
    return st;
}

/* Distance d of lmd as step counts. */
static uint64_t unpacked(uint32_t d, uint32_t bits)
{
    return (uint64_t)(d & ((1u << bits) - 1)) << 32 | d >> bits;
}

int mz_sg_lm_check(const mz_sg *sg, maze_error_info *err)
{
    if (!sg->nlm && !sg->lmbits) return MAZE_OK; /* none: written back the same */
    if (sg->nlm != MZ_SG_LM || sg->lmbits < 1 || sg->lmbits > 31)
        return mz_error_set(err, 0, MAZE_EFORMAT, "%u landmarks with %u bits of straight moves (%d with 1 to 31, or 0 with 0)",
                            (unsigned)sg->nlm, (unsigned)sg->lmbits, MZ_SG_LM);
    uint32_t bits = sg->lmbits;
    for (uint32_t u = 0; u < sg->n; u++) {
        const uint32_t *du = sg->lmd + (size_t)u * MZ_SG_LM;
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++) {
            uint32_t v = sg->eadj[j];
            const uint32_t *dv = sg->lmd + (size_t)v * MZ_SG_LM;
            uint64_t c = steps_between(sg->xy, u, v);
            for (uint32_t i = 0; i < MZ_SG_LM; i++) {
                uint64_t a = unpacked(du[i], bits), b = unpacked(dv[i], bits);
                /* d(v) - d(u) - |uv|, straight and diagonal apart */
                int64_t x = (int64_t)(b >> 32) - (int64_t)(a >> 32) - (int64_t)(c >> 32);
                int64_t y = (int64_t)(uint32_t)b - (int64_t)(uint32_t)a - (int64_t)(uint32_t)c;
                if (sign_of(x, y) > 0)
                    return mz_error_set(err, 0, MAZE_EFORMAT,
                                        "landmark %u's distance to subgoal %u is longer than through subgoal %u and their edge",
                                        (unsigned)i, (unsigned)v, (unsigned)u);
            }
        }
    }
    return MAZE_OK;
}

void mz_sg_lm_goal(const mz_sg *sg, const uint32_t *m, size_t nm, int32_t gx, int32_t gy, mz_sg_lmq *lq)
{
    lq->lmd = NULL;
    if (!sg->nlm || !nm) return; /* none reaches the goal: nothing to bound */
    lq->bits = sg->lmbits;
    lq->mask = (1u << sg->lmbits) - 1;
    for (uint32_t i = 0; i < MZ_SG_LM; i++) lq->up[i] = HUGE_VAL;
    for (size_t j = 0; j < nm; j++) {
        const uint32_t *d = sg->lmd + (size_t)m[j] * MZ_SG_LM;
        uint32_t ax = (uint32_t)abs(sg->xy[2 * (size_t)m[j]] - gx), ay = (uint32_t)abs(sg->xy[2 * (size_t)m[j] + 1] - gy);
        uint32_t mn = ax < ay ? ax : ay, mx = ax < ay ? ay : ax;
        for (uint32_t i = 0; i < MZ_SG_LM; i++) {
            /* as the search reads it: the same rounding as at m itself */
            double dm = (double)(d[i] & lq->mask) + (double)(d[i] >> lq->bits) * MZ_SQRT2;
            double e = dm + ((double)(mx - mn) + (double)mn * MZ_SQRT2);
            lq->up[i] = e < lq->up[i] ? e : lq->up[i];
        }
    }
    lq->lmd = sg->lmd;
}
