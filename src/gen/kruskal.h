/* kruskal.h - what kruskal's two engines share (kruskal.c, which carves in
 * the order and emits the events, and kruskal_blocked.c, which makes the same
 * maze tile by tile): the union-find and the keyed order of the walls. */
#ifndef MAZE_GEN_KRUSKAL_H
#define MAZE_GEN_KRUSKAL_H

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
static inline uint32_t slot_of(const uf *u, uint32_t x, uint32_t y)
{
    uint32_t top = y & ~3u, rows = u->h - top < 4 ? u->h - top : 4;
    return top * u->w + x * rows + (y & 3u);
}

static inline uint32_t uf_find(uf *u, uint32_t i)
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
static inline bool uf_union(uf *u, uint32_t a, uint32_t b)
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

static inline void perm_init(perm *p, maze_rng *rng, uint64_t domain)
{
    uint64_t a = 1;
    while (a * a < domain) a++;
    p->a = (uint32_t)a;
    p->b = (uint32_t)((domain + a - 1) / a);
    for (int r = 0; r < ROUNDS; r++) p->key[r] = maze_rng_next(rng);
}

/* A keyed 32-bit mix (multiply, xor-shift, multiply, high half). */
static inline uint32_t round_mix(uint32_t x, uint64_t key)
{
    uint64_t z = (x ^ key) * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(((z ^ (z >> 29)) * 0xBF58476D1CE4E5B9ull) >> 32);
}

/* The image of the value hi * b + lo, in [0, a * b). */
static inline uint64_t perm_map(const perm *p, uint32_t hi, uint32_t lo)
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

/* What the last Feistel round adds, from its output's high part: shared by all the
 * wall ids with the same hi (a row of walls has a few values at most). */
static inline uint32_t last_round(const perm *p, uint32_t hi)
{
    return (uint32_t)(((uint64_t)round_mix(hi, p->key[ROUNDS - 1]) * p->b) >> 32);
}

/* The position of wall id hi * b + lo in the order: perm_map undone round by
 * round (each round's part sizes swapped back); r3 = last_round(hi). */
static inline uint64_t perm_rank(const perm *p, uint32_t hi, uint32_t lo, uint32_t r3)
{
    uint32_t r = r3;
    for (int k = ROUNDS - 1; k >= 0; k--) {
        uint32_t m = (k & 1) ? p->b : p->a, x = hi;
        if (k < ROUNDS - 1) r = (uint32_t)(((uint64_t)round_mix(x, p->key[k]) * m) >> 32);
        hi = lo >= r ? lo - r : lo + m - r;
        lo = x;
    }
    return (uint64_t)hi * p->b + lo;
}

/* The tile engines' sort (kruskal_blocked.c, kruskal_cells.h): keys in
 * *wv[0..nw) into buckets by key >> lo >> hi (cnt[k + 1] counted bucket
 * k's keys, cnt[0] is 0), then insertion sort, as the keys are spread
 * evenly and a bucket holds a few; the sorted keys end in *wv, the two
 * buffers swapped. Two shifts, as each engine keeps its id below the
 * weight's bits and its own bucket shift. */
static inline void kr_bucket_sort(uint64_t **wv, uint64_t **tmp, uint32_t *cnt, uint32_t nbk, uint32_t nw, unsigned lo, unsigned hi)
{
    uint64_t *a = *wv, *t = *tmp;
    for (uint32_t k = 0; k < nbk; k++) cnt[k + 1] += cnt[k];
    for (uint32_t k = 0; k < nw; k++) t[cnt[a[k] >> lo >> hi]++] = a[k];
    for (uint32_t k = 1; k < nw; k++) {
        uint64_t v = t[k];
        uint32_t j = k;
        for (; j && t[j - 1] > v; j--) t[j] = t[j - 1];
        t[j] = v;
    }
    *wv = t;
    *tmp = a;
}

/* A tile's union-find root with 16-bit parents (a whole tile in the L1
 * cache), path halving. */
static inline uint32_t kr_find16(uint16_t *p, uint32_t x)
{
    while (p[x] != x) {
        p[x] = p[p[x]];
        x = p[x];
    }
    return x;
}

/* The tile engines' prune (kruskal_blocked.c, kruskal_cells.h): opens the
 * forest edges of a tile that lead to no border cell, peeling off leaves
 * that are not border cells until none is left. leaf(t, c): c is no border
 * cell and has one forest edge left; edges(t, c): c has an edge left (a
 * leaf loses its last when its neighbour goes first); peel(t, c): takes
 * c's last edge out of the forest, opens it (rect's at once, the cell
 * graph's after the loop) and returns the cell at its other end. stack: room for every cell, each pushed once at most. Always
 * inlined, so each engine's call is its own code, with no call through a
 * pointer. */
MZ_INLINE void kr_prune(void *t, uint32_t cells, uint32_t *stack, bool (*leaf)(const void *, uint32_t),
                        bool (*edges)(const void *, uint32_t), uint32_t (*peel)(void *, uint32_t))
{
    uint32_t top = 0;
    for (uint32_t c = 0; c < cells; c++)
        if (leaf(t, c)) stack[top++] = c;
    while (top) {
        uint32_t c = stack[--top];
        if (!edges(t, c)) continue;
        uint32_t o = peel(t, c);
        if (leaf(t, o)) stack[top++] = o;
    }
}

/* The blocked engine (kruskal_blocked.c): the maze the order makes on m,
 * whose open passages count as lighter than any wall, without events.
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_kruskal_blocked(maze *m, maze_rng *rng);

/* Whether kruskal without a listening callback makes m's maze in tiles
 * (kruskal_cells.h: off rect, 2^21 cells or more, sides near in rows) into
 * *tiled, for the test that the tiles give the order's maze. MAZE_OK or
 * MAZE_ENOMEM (*tiled false). */
MZ_HIDDEN int mz_kruskal_tiled(const maze *m, bool *tiled);

#endif
