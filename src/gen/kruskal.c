/* kruskal.c - randomized Kruskal: walls visited in random order, each opened
 * when it joins two different trees (union-find with path compression and
 * union by rank). The order is a keyed Feistel permutation of the wall ids,
 * so no list of 2 walls a cell is stored: 4 bytes a cell in all, the rank of
 * a root kept in its own parent slot. On a huge grid every find starts with
 * a cache miss at a random place: the walls go through a software pipeline
 * that loads their slots ahead of the union, so the misses of many walls
 * overlap. */
#include "gen.h"

/* parent[i] < n: the parent of i; parent[r] >= n: r is a root of rank
 * UINT32_MAX - parent[r]. Ranks stop at UINT32_MAX - n, which is more than
 * any rank (at most 31) can reach unless n > 2^32 - 33. */
typedef struct {
    uint32_t *parent;
    uint32_t n, max_rank;
    uint32_t w, h; /* the grid, for slot_of */
} uf;

/* The slot of cell (x, y). The rows go in bands of 4 (fewer at the bottom),
 * each band stored column by column: a cell's east and south neighbours, and
 * most of a small tree, share its 64-byte line far more often than in row
 * order, so a wall touches fewer lines. */
static uint32_t slot_of(const uf *u, uint32_t x, uint32_t y)
{
    uint32_t top = y & ~3u, rows = u->h - top < 4 ? u->h - top : 4;
    return top * u->w + x * rows + (y & 3u);
}

static uint32_t uf_find(uf *u, uint32_t i)
{
    uint32_t r = i, p;
    while ((p = u->parent[r]) < u->n) r = p;
    /* Compress the whole path onto the root; a slot already pointing at it
     * is not written again (a clean cache line needs no write-back). */
    while ((p = u->parent[i]) != r && i != r) {
        u->parent[i] = r;
        i = p;
    }
    return r;
}

/* Unites the sets of a and b; false if they were already one. */
static bool uf_union(uf *u, uint32_t a, uint32_t b)
{
    a = uf_find(u, a);
    b = uf_find(u, b);
    if (a == b) return false;
    uint32_t ra = UINT32_MAX - u->parent[a], rb = UINT32_MAX - u->parent[b];
    if (ra < rb) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    u->parent[b] = a;
    if (ra == rb && ra < u->max_rank) u->parent[a]--; /* one rank up */
    return true;
}

/* The order: a Feistel network on Z_a x Z_b, a*b just over the number of
 * wall ids and a, b within one of each other, so no value is walked past
 * (a power-of-two network would waste up to half its values, and more at
 * some sizes than others). Each round adds a keyed mix of one part to the
 * other modulo its size, and the parts swap; four rounds with random keys
 * make a pseudo-random permutation (Luby-Rackoff). */
#define ROUNDS 4
typedef struct {
    uint64_t key[ROUNDS];
    uint32_t a, b; /* the sizes of the high and the low part */
} perm;

static void perm_init(perm *p, maze_rng *rng, uint64_t domain)
{
    uint64_t a = 1;
    while (a * a < domain) a++;
    p->a = (uint32_t)a;
    p->b = (uint32_t)((domain + a - 1) / a);
    for (int r = 0; r < ROUNDS; r++) p->key[r] = maze_rng_next(rng);
}

/* A keyed 32-bit mix (multiply, xor-shift, multiply, high half). */
static uint32_t round_mix(uint32_t x, uint64_t key)
{
    uint64_t z = (x ^ key) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(((z ^ (z >> 29)) * 0xBF58476D1CE4E5B9ull) >> 32);
}

/* The image of the value hi * b + lo, in [0, a * b). */
static uint64_t perm_map(const perm *p, uint32_t hi, uint32_t lo)
{
    uint32_t m = p->a, n = p->b; /* hi < m, lo < n */
    for (int k = 0; k < ROUNDS; k++) {
        uint32_t r = (uint32_t)(((uint64_t)round_mix(lo, p->key[k]) * m) >> 32), t = hi + r;
        if (t >= m) t -= m;
        hi = lo;
        lo = t;
        m ^= n; /* the parts swapped: so do their sizes */
        n ^= m;
        m ^= n;
    }
    return (uint64_t)hi * n + lo;
}

/* Unites the passages already open (a forest, so no union fails). */
static void unite_open(maze *m, uf *u)
{
    uint64_t i = 0;
    for (uint32_t y = 0; y < u->h; y++)
        for (uint32_t x = 0; x < u->w; x++, i++) {
            unsigned es = mz_es(m, i);
            if (es & MZ_E) uf_union(u, slot_of(u, x, y), slot_of(u, x + 1, y));
            if (es & MZ_S) uf_union(u, slot_of(u, x, y), slot_of(u, x, y + 1));
        }
}

/* The walls go through a pipeline of 3 stages, STAGE walls apart: the first
 * loads a wall's two parent slots, the second the maze word it would open,
 * the last does the union. Loading the parents' slots too (a stage a step up
 * each tree) was measured: 1e8 cells 10-15% faster, 1e6 cells 20% slower
 * (the extra work is paid where everything is in cache), so it is not done. */
#define STAGE 16
#define RING 64 /* a power of two, at least 3 * STAGE */

/* A wall on its way: its cell i, the slots of its two cells, and its
 * direction from i (1 east, 2 south; 0 when it is not a wall between two
 * cells of the grid). */
typedef struct {
    uint32_t i, si, sj;
    int d;
} wall;

/* Wall id e (cell e/2, east if e is even else south) as a wall; starts
 * loading the parent slots of its cells. */
static wall wall_of(const maze *m, const mz_divw *dw, const uf *u, uint64_t e)
{
    wall wl = {(uint32_t)(e >> 1), 0, 0, 0};
    if (e >= m->n * 2) return wl; /* past the last wall id */
    uint32_t y = mz_divw_y(dw, wl.i), x = wl.i - y * dw->w;
    if ((e & 1) ? y + 1 < u->h : x + 1 < u->w) {
        wl.d = (e & 1) ? 2 : 1;
        wl.si = slot_of(u, x, y);
        wl.sj = (e & 1) ? slot_of(u, x, y + 1) : slot_of(u, x + 1, y);
        __builtin_prefetch(&u->parent[wl.si]);
        __builtin_prefetch(&u->parent[wl.sj]);
    }
    return wl;
}

/* Opens the wall if it joins two trees; *joined tells if it did. */
static int try_wall(maze *m, uf *u, const maze_gen_opts *o, wall wl, uint64_t *joined)
{
    if (!wl.d || !mz_enabled(m, wl.i) || !mz_enabled(m, wl.i + (wl.d == 1 ? 1 : (uint64_t)m->w)))
        return MAZE_OK;
    if (!uf_union(u, wl.si, wl.sj)) return MAZE_OK;
    ++*joined;
    if (o && o->step) return mz_carve_emit(m, o, wl.i, wl.d);
    mz_es_or(m, wl.i, (unsigned)wl.d); /* d 1 and 2 are MZ_E and MZ_S */
    return MAZE_OK;
}

int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    uf u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), (uint32_t)m->n, 0, (uint32_t)m->w,
            (uint32_t)m->h};
    if (!u.parent) return MAZE_ENOMEM;
    u.max_rank = UINT32_MAX - u.n;
    mz_hint_huge(u.parent, (size_t)m->n * sizeof(uint32_t));
    memset(u.parent, 0xff, (size_t)m->n * sizeof(uint32_t)); /* every cell a root of rank 0 */
    unite_open(m, &u);
    perm f;
    perm_init(&f, rng, m->n * 2);
    mz_divw dw = mz_divw_init(m);
    wall ring[RING];
    /* Without a mask the tree is complete at n-1 passages: stop early. */
    uint64_t have = maze_passage_count(m), need = m->enabled ? UINT64_MAX : m->n - 1;
    int st = MAZE_OK;
    const uint64_t lag = 3 * STAGE, size = (uint64_t)f.a * f.b;
    uint32_t hi = 0, lo = 0; /* k = hi * b + lo */
    for (uint64_t k = 0; k < size + lag && !st && have < need; k++) {
        if (k >= lag) st = try_wall(m, &u, o, ring[(k - lag) & (RING - 1)], &have);
        if (k >= 2 * STAGE && k - 2 * STAGE < size) {
            const wall *wl = &ring[(k - 2 * STAGE) & (RING - 1)];
            if (wl->d) __builtin_prefetch(&m->bits[wl->i >> 5], 1);
        }
        if (k >= size) continue;
        ring[k & (RING - 1)] = wall_of(m, &dw, &u, perm_map(&f, hi, lo));
        if (++lo == f.b) {
            lo = 0;
            hi++;
        }
    }
    mz_free(&m->alloc, u.parent);
    return st;
}
static int kruskal_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    return mz_kruskal_join(m, rng, o);
}

const maze_generator mz_gen_kruskal = {
    "kruskal", "randomized Kruskal (union-find): many short dead ends, no long corridors",
    MAZE_GEN_MASKS, kruskal_generate, NULL,
};
