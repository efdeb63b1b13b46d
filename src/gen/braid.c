/* braid.c - maze_braid: removes a fraction of the dead ends by opening one
 * more wall of each, preferring a wall to another dead end (both go at once),
 * which adds loops. Dead ends are visited in a shuffled order. Any
 * topology: rect through its 2-bit layout, the others through their sides. */
#include "gen.h"
#include "../topo/topo.h"

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

/* unblock on a maze of another topology: the same ranks over its sides. */
static uint64_t unblock_cells(maze *m, maze_rng *rng, uint32_t c)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_cell_nbs(m, c, nb, back), sides[MAZE_MAX_SIDES], degs[MAZE_MAX_SIDES];
    int n = 0, best = -1;
    for (unsigned s = 0; s < k; s++) {
        if ((((unsigned)m->sides[c] >> s) & 1u) || nb[s] == MZ_NONE || !mz_enabled(m, nb[s])) continue;
        if (mz_topo_of(m)->kind == MZ_TOPO_weave && !mz_weave_may(m, c, s, nb[s])) continue;
        unsigned deg = (unsigned)__builtin_popcount(m->sides[nb[s]]);
        int r = rank_of(deg);
        if (r < best) continue;
        if (r > best) n = 0;
        best = r;
        degs[n] = deg;
        sides[n++] = s;
    }
    if (!n) return 0;
    int pick = (int)maze_rng_below(rng, (uint64_t)n);
    mz_side_open(m, c, sides[pick], nb[sides[pick]], back[sides[pick]]);
    return degs[pick] == 1 ? 2 : degs[pick] == 0 ? 0 : 1;
}

/* Openings of cell c on any topology. */
static unsigned openings(const maze *m, uint32_t c)
{
    if (!mz_is_rect(m)) return (unsigned)__builtin_popcount(m->sides[c]);
    int32_t x, y;
    mz_xy(m, c, &x, &y);
    return (unsigned)__builtin_popcount(mz_mask(m, c, x, y));
}

int maze_braid(maze *m, double p, maze_rng *rng)
{
    if (!m || !rng || !(p >= 0 && p <= 1)) return MAZE_EINVAL;
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
        if (openings(m, list[k]) != 1) continue; /* joined already */
        removed += mz_is_rect(m) ? unblock(m, rng, list[k]) : unblock_cells(m, rng, list[k]);
    }
    maze_free(m, list);
    return MAZE_OK;
}
