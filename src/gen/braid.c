/* braid.c - maze_braid: removes a fraction of the dead ends by opening one
 * more wall of each, preferring a wall to another dead end (both go at once),
 * which adds loops. Dead ends are visited in a shuffled order. */
#include "gen.h"

#include <math.h>

/* How good a neighbour of `deg` openings is to open into: a dead end is
 * best, an isolated cell worst (it would become a new dead end). */
static int rank_of(unsigned deg) { return deg == 1 ? 2 : deg == 0 ? 0 : 1; }

/* Opens a wall of dead end c; returns the dead ends removed (0..2). */
static uint64_t unblock(maze *m, maze_rng *rng, uint64_t c)
{
    int32_t x, y;
    mz_xy(m, c, &x, &y);
    unsigned k = mz_mask(m, c, x, y);
    int dirs[4], n = 0, best = -1;
    unsigned degs[4];
    uint64_t j;
    for (int d = 0; d < 4; d++) {
        if ((k >> d & 1) || !mz_neighbour(m, c, x, y, d, &j)) continue;
        unsigned deg = (unsigned)__builtin_popcount(mz_mask(m, j, x + mz_dx[d], y + mz_dy[d]));
        int r = rank_of(deg);
        if (r < best) continue;
        if (r > best) n = 0;
        best = r;
        degs[n] = deg;
        dirs[n++] = d;
    }
    if (!n) return 0;
    int pick = (int)maze_rng_below(rng, (uint64_t)n);
    mz_carve(m, c, 1u << dirs[pick]);
    return degs[pick] == 1 ? 2 : degs[pick] == 0 ? 0 : 1;
}

int maze_braid(maze *m, double p, maze_rng *rng)
{
    if (!m || !rng || !(p >= 0 && p <= 1)) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED;
    uint32_t *list;
    size_t n;
    int st = maze_dead_ends(m, &list, &n);
    if (st) return st;
    uint64_t target = (uint64_t)llround(p * (double)n), removed = 0;
    for (size_t k = 0; k + 1 < n; k++) { /* Fisher-Yates */
        size_t j = k + (size_t)maze_rng_below(rng, n - k);
        uint32_t t = list[k];
        list[k] = list[j];
        list[j] = t;
    }
    for (size_t k = 0; k < n && removed < target; k++) {
        int32_t x, y;
        mz_xy(m, list[k], &x, &y);
        if (__builtin_popcount(mz_mask(m, list[k], x, y)) != 1) continue; /* joined already */
        removed += unblock(m, rng, list[k]);
    }
    maze_free(m, list);
    return MAZE_OK;
}
