/* kruskal.c - randomized Kruskal, its descriptor and its engine in the order:
 * walls visited in random order, each opened when it joins two trees. */
#include "kruskal.h"
#include "cells.h"
#include "huge.h"

/* The order is a keyed Feistel permutation of the wall ids, invertible, so
 * no list of walls is stored (kruskal.h). With a step callback the walls go
 * in order through a prefetch pipeline (below) so the carve events come in
 * that order; without one the same maze is built cache-blocked, Kruskal in
 * tiles and then over what joins them (kruskal_blocked.c). */

/* The sets as the events name them: each cell's name (a cell of its set),
 * the set as a circular list (next), and the size of each named set; a
 * join renames the smaller set's cells, so each cell is renamed at most
 * log2(cells) times. Only with a step callback. */
typedef struct {
    uint32_t *name, *next, *size;
} kset;

static int kset_init(kset *k, maze *m)
{
    k->name = mz_alloc(&m->alloc, (size_t)m->n * 3 * sizeof(uint32_t));
    if (!k->name) return MAZE_ENOMEM;
    k->next = k->name + m->n;
    k->size = k->next + m->n;
    for (uint32_t i = 0; i < m->n; i++) k->name[i] = k->next[i] = i, k->size[i] = 1;
    return MAZE_OK;
}

/* Joins the sets of cells a and b; with o a MAZE_EV_SET for each cell
 * renamed ((x2, y2) the new name). */
static int kset_join(kset *k, const maze *m, const maze_gen_opts *o, uint32_t a, uint32_t b)
{
    uint32_t big = k->name[a], small = k->name[b];
    if (big == small) return MAZE_OK;
    if (k->size[big] < k->size[small]) {
        uint32_t t = big;
        big = small;
        small = t;
    }
    uint32_t c = small;
    do {
        k->name[c] = big;
        if (o && (mz_is_rect(m) ? mz_emit_at(m, o, MAZE_EV_SET, c, big) : mz_cells_emit(-1, m, o, MAZE_EV_SET, c, big)))
            return MAZE_ECANCELLED;
        c = k->next[c];
    } while (c != small);
    uint32_t t = k->next[big];
    k->next[big] = k->next[small];
    k->next[small] = t;
    k->size[big] += k->size[small];
    return MAZE_OK;
}

/* Unites the passages already open (a forest, so no union fails), in the
 * event sets too, without events. */
static void unite_open(maze *m, uf *u, kset *k)
{
    uint64_t i = 0;
    for (uint32_t y = 0; y < u->h; y++)
        for (uint32_t x = 0; x < u->w; x++, i++) {
            unsigned passages = mz_east_south(m, i);
            if (passages & MZ_E) uf_union(u, slot_of(u, x, y), slot_of(u, x + 1, y));
            if (passages & MZ_S) uf_union(u, slot_of(u, x, y), slot_of(u, x, y + 1));
            if (passages & MZ_E) (void)kset_join(k, m, NULL, (uint32_t)i, (uint32_t)i + 1);
            if (passages & MZ_S) (void)kset_join(k, m, NULL, (uint32_t)i, (uint32_t)(i + u->w));
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

/* Opens the wall if it joins two trees (the carve event, then the set
 * events); *joined tells if it did. */
static int try_wall(maze *m, uf *u, kset *k, const maze_gen_opts *o, wall wl, uint64_t *joined)
{
    uint64_t j = wl.i + (wl.d == 1 ? 1 : (uint64_t)m->w);
    if (!wl.d || !mz_enabled(m, wl.i) || !mz_enabled(m, j)) return MAZE_OK;
    if (!uf_union(u, wl.si, wl.sj)) return MAZE_OK;
    ++*joined;
    int st = mz_carve_emit(m, o, wl.i, wl.d);
    return st ? st : kset_join(k, m, o, wl.i, (uint32_t)j);
}

/* The plain path, for a step callback: every wall in the order, through
 * the pipeline. */
static int kruskal_ordered(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    kset ks;
    if (kset_init(&ks, m)) return MAZE_ENOMEM;
    uf u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), (uint32_t)m->n, 0, (uint32_t)m->w,
            (uint32_t)m->h};
    if (!u.parent) {
        mz_free(&m->alloc, ks.name);
        return MAZE_ENOMEM;
    }
    u.max_rank = UINT32_MAX - u.n;
    mz_hint_huge(u.parent, (size_t)m->n * sizeof(uint32_t));
    memset(u.parent, 0xff, (size_t)m->n * sizeof(uint32_t)); /* every cell a root of rank 0 */
    unite_open(m, &u, &ks);
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
        if (k >= lag) st = try_wall(m, &u, &ks, o, ring[(k - lag) & (RING - 1)], &have);
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
    mz_free(&m->alloc, ks.name);
    return st;
}

/* A step callback sees the passages open in the order (the plain path);
 * without one the blocked path makes the same maze faster. */
int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (o && o->step) return kruskal_ordered(m, rng, o);
    return mz_kruskal_blocked(m, rng);
}

static int kruskal_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    return mz_kruskal_join(m, rng, o);
}

/* The cell-graph version: every side between two enabled cells listed once
 * (from its lower cell, as cell * 8 + side), shuffled, and opened when it
 * joins two trees (union by rank, path halving). */
typedef struct {
    uint32_t *parent;
    uint8_t *rank;
} kc_sets;

static inline uint32_t kc_find(kc_sets *u, uint32_t i)
{
    while (u->parent[i] != i) i = u->parent[i] = u->parent[u->parent[i]];
    return i;
}

/* With events the sets as the events name them too (kset): after each
 * carve a MAZE_EV_SET for every cell of the smaller set, as on rect. */
MZ_INLINE int kruskal_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    uint64_t *walls = NULL, count = 0, cap = 0;
    kc_sets u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), mz_calloc(&m->alloc, (size_t)m->n, 1)};
    kset names = {0};
    bool events = mz_cells_events(&kind);
    int st = u.parent && u.rank ? MAZE_OK : MAZE_ENOMEM;
    if (!st && events) st = kset_init(&names, m);
    for (uint32_t c = 0; c < m->n && !st; c++) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES], side[MAZE_MAX_SIDES];
        u.parent[c] = c;
        if (!mz_enabled(m, c)) continue;
        unsigned k = mz_cells_sides(kind, m, c, nb, back, side); /* weave's jumps may open later */
        for (unsigned j = 0; j < k && !st; j++) {
            if (nb[side[j]] < c) continue;
            if (count == cap) {
                uint64_t nc = cap ? cap * 2 : 4096, *nw = mz_realloc(&m->alloc, walls, (size_t)nc * sizeof *nw);
                if (!nw) st = MAZE_ENOMEM;
                else walls = nw, cap = nc;
            }
            if (!st) walls[count++] = (uint64_t)c << 3 | side[j];
        }
    }
    for (uint64_t i = count; i > 1 && !st; i--) { /* Fisher-Yates */
        uint64_t j = maze_rng_below(rng, i), t = walls[i - 1];
        walls[i - 1] = walls[j];
        walls[j] = t;
    }
    for (uint64_t i = 0; i < count && !st; i++) {
        uint32_t c = (uint32_t)(walls[i] >> 3), nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned s = (unsigned)(walls[i] & 7);
        (void)mz_topo_nbs(kind, m, c, nb, back);
        uint32_t a = kc_find(&u, c), b = kc_find(&u, nb[s]);
        if (a == b || !mz_cells_may(kind, m, c, s, nb[s])) continue;
        if (u.rank[a] < u.rank[b]) {
            u.parent[a] = b;
        } else {
            if (u.rank[a] == u.rank[b]) u.rank[a]++;
            u.parent[b] = a;
        }
        st = mz_cells_carve(kind, m, o, c, s, nb[s], back[s]);
        if (!st && events) st = kset_join(&names, m, o, c, nb[s]);
    }
    mz_free(&m->alloc, names.name);
    mz_free(&m->alloc, walls);
    mz_free(&m->alloc, u.parent);
    mz_free(&m->alloc, u.rank);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(kruskal, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn kruskal_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(kruskal, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_kruskal = {
    .info = {"kruskal", "randomized Kruskal (union-find): many short dead ends, no long corridors",
             MAZE_GEN_TOPOLOGIES},
    .generate = kruskal_generate,
    .on = kruskal_on,
};
