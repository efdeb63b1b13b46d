/* subgoal_alt.c - landmarks for the subgoal search (ALT, Goldberg and
 * Harrelson): each subgoal's distance from a few subgoals spread over the
 * map, made when the levels are made or read, for a tighter heuristic. */
#include "heap.h"
#include "subgoal.h"

#include <stdlib.h>

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

/* Dijkstra from subgoal src over the search edges not added (the levels
 * ignored: an added edge is as long as its two halves, so it changes no
 * distance), as step counts into steps[] (UINT64_MAX where unreached).
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
            if (steps[v] != UINT64_MAX && cost_of(s) >= cost_of(steps[v])) continue;
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

int mz_sg_landmarks(mz_sg *sg, const maze_allocator *a)
{
    uint32_t n = sg->n, k = MZ_SG_LM; /* always as many (some the same on a small graph): loops of known length */
    sg->nlm = 0;
    if (!n) return MAZE_OK;
    uint64_t *steps = mz_alloc(a, (size_t)n * sizeof *steps);
    double *near = mz_alloc(a, (size_t)n * sizeof *near);
    sg->lmd = mz_alloc(a, (size_t)n * k * sizeof *sg->lmd);
    mz_heap h = {0};
    int st = steps && near && sg->lmd ? MAZE_OK : MAZE_ENOMEM;
    /* the first landmark the farthest from subgoal 0, each next the
     * farthest from those before (farthest-point placement) */
    if (!st) st = from_one(sg, a, &h, 0, steps);
    for (uint32_t v = 0; v < n && !st; v++) near[v] = steps[v] == UINT64_MAX ? -1.0 : cost_of(steps[v]);
    for (uint32_t i = 0; i < k && !st; i++) {
        uint32_t l = farthest(sg, near);
        sg->lm[i] = l;
        if ((st = from_one(sg, a, &h, l, steps))) break;
        for (uint32_t v = 0; v < n; v++) {
            double d = steps[v] == UINT64_MAX ? MZ_SG_LM_FAR : cost_of(steps[v]), dn = d < MZ_SG_LM_FAR ? d : 0;
            sg->lmd[(size_t)v * k + i] = d;
            if (i == 0 || dn < near[v]) near[v] = dn;
        }
    }
    sg->nlm = st ? 0 : k;
    mz_solve_heap_free(a, &h);
    mz_free(a, steps);
    mz_free(a, near);
    return st;
}
