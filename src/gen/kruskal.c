/* kruskal.c - randomized Kruskal: walls visited in random order, each opened
 * when it joins two different trees (union-find with path compression and
 * union by rank). The order is a keyed Feistel permutation of the wall ids,
 * so no list of 2 walls a cell is stored: 5 bytes a cell in all. */
#include "gen.h"

typedef struct {
    uint32_t *parent;
    uint8_t *rank;
} uf;

static uint32_t uf_find(uf *u, uint32_t i)
{
    uint32_t r = i;
    while (u->parent[r] != r) r = u->parent[r];
    while (u->parent[i] != r) { /* compress the whole path onto the root */
        uint32_t next = u->parent[i];
        u->parent[i] = r;
        i = next;
    }
    return r;
}

/* Unites the sets of a and b; false if they were already one. */
static bool uf_union(uf *u, uint32_t a, uint32_t b)
{
    a = uf_find(u, a);
    b = uf_find(u, b);
    if (a == b) return false;
    if (u->rank[a] < u->rank[b]) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    u->parent[b] = a;
    if (u->rank[a] == u->rank[b]) u->rank[a]++;
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

/* Tries wall id e (cell e/2, east if e is even else south); *joined is set
 * when it opened the wall. */
static int try_wall(maze *m, uf *u, const maze_gen_opts *o, uint64_t e, bool *joined)
{
    uint64_t i = e >> 1, j;
    int d = (e & 1) ? 2 : 1;
    int32_t x, y;
    *joined = false;
    mz_xy(m, i, &x, &y);
    if (!mz_enabled(m, i) || !mz_neighbour(m, i, x, y, d, &j)) return MAZE_OK;
    if (!uf_union(u, (uint32_t)i, (uint32_t)j)) return MAZE_OK;
    *joined = true;
    return mz_carve_emit(m, o, i, d);
}

int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    uf u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), mz_calloc(&m->alloc, (size_t)m->n, 1)};
    int st = (u.parent && u.rank) ? MAZE_OK : MAZE_ENOMEM;
    if (!st) {
        for (uint64_t i = 0; i < m->n; i++) u.parent[i] = (uint32_t)i;
        unite_open(m, &u);
        feistel f;
        feistel_init(&f, rng, m->n * 2);
        /* Without a mask the tree is complete at n-1 passages: stop early. */
        uint64_t have = maze_passage_count(m), need = m->enabled ? UINT64_MAX : m->n - 1;
        for (uint64_t k = 0; k < f.domain && !st && have < need; k++) {
            bool joined;
            st = try_wall(m, &u, o, feistel_map(&f, k), &joined);
            have += joined;
        }
    }
    mz_free(&m->alloc, u.parent);
    mz_free(&m->alloc, u.rank);
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
