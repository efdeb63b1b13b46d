/* kruskal.c - randomized Kruskal: walls visited in random order, each opened
 * when it joins two different trees (union-find with path compression and
 * union by rank). The order is a keyed Feistel permutation of the wall ids,
 * so no list of 2 walls a cell is stored: 4 bytes a cell in all, the rank of
 * a root kept in its own parent slot. On a huge grid every find starts with
 * a cache miss at a random place, and each step up the tree is another: the
 * walls go through a software pipeline that loads their slots and then their
 * parents' slots ahead of the union, so the misses of many walls overlap. */
#include "gen.h"

/* parent[i] < n: the parent of i; parent[r] >= n: r is a root of rank
 * UINT32_MAX - parent[r]. Ranks stop at UINT32_MAX - n, which is more than
 * any rank (at most 31) can reach unless n > 2^32 - 33. */
typedef struct {
    uint32_t *parent;
    uint32_t n, max_rank;
} uf;

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

/* An unbalanced Feistel network on the fewest bits that hold the domain
 * (the halves swap sizes each round, so odd bit counts work); cycle-walking
 * keeps it inside [0, domain) at under 2 tries a value on average. Four
 * rounds of a 64-bit mixer with random keys make the order look random. */
#define ROUNDS 4
typedef struct {
    uint64_t key[ROUNDS];
    unsigned a, b;   /* bits of the high and low part in even rounds */
    uint64_t domain;
} feistel;

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void feistel_init(feistel *f, maze_rng *rng, uint64_t domain)
{
    unsigned bits = 2;
    while (bits < 64 && (1ull << bits) < domain) bits++;
    f->a = bits / 2;
    f->b = bits - f->a;
    f->domain = domain;
    for (int r = 0; r < ROUNDS; r++) f->key[r] = maze_rng_next(rng);
}

static uint64_t feistel_once(const feistel *f, uint64_t v)
{
    unsigned a = f->a, b = f->b;
    for (int k = 0; k < ROUNDS; k++) {
        uint64_t hi = v >> b, lo = v & ((1ull << b) - 1);
        v = (lo << a) | (hi ^ (mix64(lo ^ f->key[k]) & ((1ull << a) - 1)));
        unsigned t = a; /* the low part moved up: the sizes swap */
        a = b;
        b = t;
    }
    return v;
}

static uint64_t feistel_map(const feistel *f, uint64_t v)
{
    do v = feistel_once(f, v);
    while (v >= f->domain);
    return v;
}

/* Unites the passages already open (a forest, so no union fails). */
static void unite_open(maze *m, uf *u)
{
    for (uint64_t i = 0; i < m->n; i++) {
        unsigned es = mz_es(m, i);
        if (es & MZ_E) uf_union(u, (uint32_t)i, (uint32_t)(i + 1));
        if (es & MZ_S) uf_union(u, (uint32_t)i, (uint32_t)(i + (uint64_t)m->w));
    }
}

/* The walls go through a pipeline of HOPS + 1 stages, STAGE walls apart: the
 * first loads a wall's two parent slots, each of the next HOPS follows them
 * one step up towards their roots, and the last does the real union (which
 * reads everything again, so what the earlier stages saw, even if a union
 * has since changed it, only decides what is loaded ahead, never a result).
 * The misses of about RING walls are in flight at once. */
#define STAGE 16
#define HOPS 2
#define RING 64 /* a power of two, at least STAGE * (HOPS + 1) */

/* A wall on its way: its cells, the slots its two finds have reached so far,
 * and its direction from i (1 east, 2 south; 0 when it is not a wall between
 * two cells of the grid). */
typedef struct {
    uint32_t i, j, ci, cj;
    int d;
} wall;

/* Wall id e (cell e/2, east if e is even else south) as a wall; starts
 * loading the parent slots of its cells. */
static wall wall_of(const maze *m, const mz_divw *dw, const uf *u, uint64_t e)
{
    wall wl = {(uint32_t)(e >> 1), 0, 0, 0, 0};
    uint32_t y = mz_divw_y(dw, wl.i), x = wl.i - y * dw->w;
    if ((e & 1) ? y + 1 < (uint32_t)m->h : x + 1 < dw->w) {
        wl.d = (e & 1) ? 2 : 1;
        wl.j = (e & 1) ? wl.i + dw->w : wl.i + 1;
        wl.ci = wl.i;
        wl.cj = wl.j;
        __builtin_prefetch(&u->parent[wl.i]);
        __builtin_prefetch(&u->parent[wl.j]);
    }
    return wl;
}

/* One step up from the slot c reached so far, loading the next one. */
static uint32_t climb(const uf *u, uint32_t c)
{
    uint32_t p = u->parent[c];
    if (p >= u->n) return c;
    __builtin_prefetch(&u->parent[p]);
    return p;
}

/* A middle stage: both finds one step on; at the last hop, a wall that
 * still looks like it joins two trees loads the maze word it would open. */
static void advance(const maze *m, const uf *u, wall *wl, bool last)
{
    if (!wl->d) return;
    wl->ci = climb(u, wl->ci);
    wl->cj = climb(u, wl->cj);
    if (last && wl->ci != wl->cj) __builtin_prefetch(&m->bits[wl->i >> 5], 1);
}

/* Opens the wall if it joins two trees; *joined tells if it did. */
static int try_wall(maze *m, uf *u, const maze_gen_opts *o, wall wl, uint64_t *joined)
{
    if (!wl.d || !mz_enabled(m, wl.i) || !mz_enabled(m, wl.j)) return MAZE_OK;
    if (!uf_union(u, wl.i, wl.j)) return MAZE_OK;
    ++*joined;
    return mz_carve_emit(m, o, wl.i, wl.d);
}

int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    uf u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), (uint32_t)m->n, 0};
    if (!u.parent) return MAZE_ENOMEM;
    u.max_rank = UINT32_MAX - u.n;
    mz_hint_huge(u.parent, (size_t)m->n * sizeof(uint32_t));
    memset(u.parent, 0xff, (size_t)m->n * sizeof(uint32_t)); /* every cell a root of rank 0 */
    unite_open(m, &u);
    feistel f;
    feistel_init(&f, rng, m->n * 2);
    mz_divw dw = mz_divw_init(m);
    wall ring[RING];
    /* Without a mask the tree is complete at n-1 passages: stop early. */
    uint64_t have = maze_passage_count(m), need = m->enabled ? UINT64_MAX : m->n - 1;
    int st = MAZE_OK;
    const uint64_t lag = (uint64_t)STAGE * (HOPS + 1);
    for (uint64_t k = 0; k < f.domain + lag && !st && have < need; k++) {
        if (k >= lag) st = try_wall(m, &u, o, ring[(k - lag) & (RING - 1)], &have);
        for (uint64_t h = HOPS; h >= 1; h--)
            if (k >= h * STAGE && k - h * STAGE < f.domain)
                advance(m, &u, &ring[(k - h * STAGE) & (RING - 1)], h == HOPS);
        if (k < f.domain) ring[k & (RING - 1)] = wall_of(m, &dw, &u, feistel_map(&f, k));
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
