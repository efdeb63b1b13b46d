/* kruskal.c - randomized Kruskal, its descriptor and its engine in the order:
 * walls visited in random order, each opened when it joins two trees. */
#include "kruskal.h"
#include "kruskal_cells.h"
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

/* The cell-graph version: the sides in a random order, each opened when it
 * joins two trees. No list of sides is kept: a side is listed from its
 * higher cell, as the j-th of that cell's sides towards lower ones, with
 * the id c * F + j for j < F, and the ids are taken in the order of rect's
 * keyed permutation (kruskal.h); ids of no side between two enabled cells
 * are passed over. F is what most cells need (3 on hex and 3d, 2 on
 * triangle and polar), found in a pass over the cells; the few sides past
 * it (a polar ring's last cell has 3) are listed after those ids
 * (kc_ids). Listing only those sides, not every side of every cell, halves
 * the ids (and their neighbour lookups) on hex and 3d, and more on triangle
 * and polar (whose centre has six sides). The sets are rect's union-find
 * (4 bytes a cell), the cell its own slot. The order goes in batches of
 * KC_BATCH positions: their ids first (a loop of independent
 * multiplications, no branch), then the sides among them, then the unions,
 * a side's two parent slots and its cells' bytes loading KC_AHEAD sides
 * before its turn and the slots they point to half as far ahead. */
#define KC_BATCH 1024
#define KC_AHEAD 16

typedef struct {
    uint32_t c, nb;
    uint8_t s, back;
} kc_side;

/* 3d's side j of cell c towards lower cells (kc_lower's), into *out; false
 * if c has no such side. Its lower sides are north, west and down (sides
 * 0, 3, 5), so the one asked for is worked out alone, where mz_cube_nbs
 * fills in all six and their sides back (a third of 3d's time at 1e7
 * cells went to the batches). */
MZ_INLINE bool kc_cube_lower(const maze *m, uint32_t c, unsigned j, kc_side *out)
{
    uint32_t l, y, x, w = (uint32_t)m->w;
    mz_cube_where(m, c, &l, &y, &x);
    uint64_t nth = mz_cells_nth[(unsigned)(y != 0) | (unsigned)(x != 0) << 3 | (unsigned)(l != 0) << 5];
    unsigned s = (unsigned)(nth >> (4 * j)) & 15u;
    const uint32_t step[8] = {w, 0, 0, 1, 0, w * (uint32_t)m->h, 0, 0}; /* by table: s is random, a branch mispredicts */
    *out = (kc_side){c, c - step[s & 7u], (uint8_t)s, (uint8_t)((0x401002u >> (4 * s)) & 15u)}; /* back: 2, 1, 4 */
    return j < (unsigned)(nth >> 32);
}

/* The sides between two enabled cells among the ids at positions
 * [pos, pos + count) of the order, into out; returns how many. */
MZ_INLINE unsigned kc_batch(int kind, const maze *m, const perm *f, const kc_ids *ids, uint64_t pos, unsigned count,
                            uint64_t *id, kc_side *out)
{
    uint32_t hi = (uint32_t)(pos / f->b), lo = (uint32_t)(pos - (uint64_t)hi * f->b);
    for (unsigned i = 0; i < count; i++) {
        id[i] = perm_map(f, hi, lo);
        if (++lo == f->b) lo = 0, hi++;
    }
    unsigned n = 0;
    for (unsigned i = 0; i < count; i++) {
        uint32_t nb[MAZE_MAX_SIDES] = {0}; /* zeroed for the analysers: nbs sets side 0 of every cell */
        uint8_t back[MAZE_MAX_SIDES];
        uint64_t e = id[i] < ids->total ? id[i] : 0; /* past the last: id 0, never a side (cell 0 has none lower) */
        uint32_t c;
        unsigned j;
        if (__builtin_expect(e >= ids->base, 0)) {
            c = (uint32_t)(ids->over[e - ids->base] >> 3);
            j = (unsigned)ids->over[e - ids->base] & 7u;
        } else {
            c = ids->fmul ? (uint32_t)(((unsigned __int128)ids->fmul * e) >> 64) : (uint32_t)e;
            j = (unsigned)(e - (uint64_t)c * ids->F);
        }
        bool ok;
        if (kind == MZ_TOPO_cube) {
            ok = kc_cube_lower(m, c, j, &out[n]);
        } else {
            uint64_t lower = mz_cells_nth[kc_lower(kind, m, c, nb, back)];
            ok = j < (unsigned)(lower >> 32);
            unsigned s = ok ? (unsigned)(lower >> (4 * j)) & 15u : 0;
            out[n] = (kc_side){c, nb[s], (uint8_t)s, back[s]};
        }
        if (m->enabled) ok = ok && mz_enabled(m, c) && mz_enabled(m, out[n].nb);
        n += ok;
    }
    return n;
}

/* A join's carve, without events, waits in a ring of KC_LATE joins: its
 * cells' bytes start loading at the join and are stored KC_LATE joins
 * later. Loading them ahead for every side, as the union-find's slots are,
 * asked memory for two bytes a side where a third of the sides or fewer
 * join (3d at 1e7 cells: those loads took a sixth of its samples, the
 * memory's queue full). The maze is the same: a carve only sets bits. */
#define KC_LATE 16
MZ_INLINE void kc_defer(int kind, maze *m, kc_side *late, uint64_t k, kc_side sd)
{
    kc_side *slot = &late[k & (KC_LATE - 1)];
    if (k >= KC_LATE) (void)mz_cells_carve(kind, m, NULL, slot->c, slot->s, slot->nb, slot->back);
    *slot = sd;
    __builtin_prefetch(&m->sides[sd.c], 1);
    __builtin_prefetch(&m->sides[sd.nb], 1);
}

/* The sides in the order f, each opened when it joins two trees; with
 * events the sets as the events name them too (kset): after each carve a
 * MAZE_EV_SET for every cell of the smaller set, as on rect. */
MZ_INLINE int kruskal_order(int kind, maze *m, const maze_gen_opts *o, bool events, const perm *fp, const kc_ids *ip)
{
    uf u = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), (uint32_t)m->n, 0, 0, 0};
    kset names = {0};
    const perm f = *fp;
    const kc_ids ids = *ip;
    int st = u.parent ? MAZE_OK : MAZE_ENOMEM;
    if (!st && events) st = kset_init(&names, m);
    if (st) {
        mz_free(&m->alloc, u.parent);
        return st;
    }
    u.max_rank = UINT32_MAX - u.n;
    mz_hint_huge(u.parent, (size_t)m->n * sizeof(uint32_t));
    memset(u.parent, 0xff, (size_t)m->n * sizeof(uint32_t)); /* every cell a root of rank 0 */
    uint64_t *id = mz_alloc(&m->alloc, KC_BATCH * (sizeof *id + sizeof(kc_side)));
    kc_side *batch = id ? (kc_side *)(void *)(id + KC_BATCH) : NULL;
    if (!id) st = MAZE_ENOMEM;
    /* The batches read the maze's shape from a copy of its own: their byte
     * stores (which may alias anything) would otherwise have it loaded again
     * from *m for every id. */
    const maze shape = *m;
    /* On 3d without events a join's carve waits in `late` (kc_defer) where
     * the bytes are out of cache (past KB_MIN_CELLS; the other topologies
     * take the tiles there, and below it the ring is not paid back: on
     * them it cost 1-4% more instructions at 1e5 cells, not folded away). */
    const bool defer = kind == MZ_TOPO_cube && !events && m->n >= KB_MIN_CELLS;
    kc_side late[KC_LATE];
    uint64_t nlate = 0;
    /* Without a mask the tree is complete at n - 1 passages: stop there. */
    uint64_t joins = m->enabled ? 0 : m->n - 1, size = (uint64_t)f.a * f.b;
    for (uint64_t pos = 0; pos < size && !st; pos += KC_BATCH) {
        unsigned n = kc_batch(kind, &shape, &f, &ids, pos, size - pos < KC_BATCH ? (unsigned)(size - pos) : KC_BATCH,
                              id, batch);
        for (unsigned i = 0; i < n && !st; i++) {
            if (i + KC_AHEAD < n) {
                __builtin_prefetch(&u.parent[batch[i + KC_AHEAD].c]);
                __builtin_prefetch(&u.parent[batch[i + KC_AHEAD].nb]);
                if (!defer) {
                    __builtin_prefetch(&m->sides[batch[i + KC_AHEAD].c], 1);
                    __builtin_prefetch(&m->sides[batch[i + KC_AHEAD].nb], 1);
                }
            }
            if (i + KC_AHEAD / 2 < n) {
                uint32_t pa = u.parent[batch[i + KC_AHEAD / 2].c], pb = u.parent[batch[i + KC_AHEAD / 2].nb];
                __builtin_prefetch(&u.parent[pa < u.n ? pa : 0]);
                __builtin_prefetch(&u.parent[pb < u.n ? pb : 0]);
            }
            kc_side sd = batch[i];
            uint32_t a = uf_find(&u, sd.c), b = uf_find(&u, sd.nb);
            if (a == b || !mz_cells_may(kind, m, sd.c, sd.s, sd.nb)) continue;
            (void)uf_union(&u, a, b);
            if (defer) {
                kc_defer(kind, m, late, nlate++, sd);
            } else {
                st = mz_cells_carve(kind, m, o, sd.c, sd.s, sd.nb, sd.back);
                if (!st && events) st = kset_join(&names, m, o, sd.c, sd.nb);
            }
            if (joins && !--joins) pos = size;
        }
    }
    for (uint64_t k = nlate > KC_LATE ? nlate - KC_LATE : 0; k < nlate; k++) {
        const kc_side *sd = &late[k & (KC_LATE - 1)];
        (void)mz_cells_carve(kind, m, NULL, sd->c, sd->s, sd->nb, sd->back);
    }
    mz_free(&m->alloc, id);
    mz_free(&m->alloc, names.name);
    mz_free(&m->alloc, u.parent);
    return st;
}

/* Without events (and off weave, whose crossing rules make its maze no
 * spanning tree of weights) the same maze comes blocked (kruskal_cells.h)
 * where kb_fits takes it: 2^21 cells or more, with sides near in rows. */
MZ_INLINE bool kruskal_tiles(int kind, const maze *m, const kc_ids *ids)
{
    return kind != MZ_TOPO_weave && kind != MZ_TOPO_rect && kb_fits(kind, m, ids);
}

MZ_INLINE int kruskal_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    kc_ids ids = {0};
    bool events = mz_cells_events(&kind);
    int st = kc_init(kind, m, (uint32_t)m->n, &ids);
    if (st) return st;
    perm f;
    perm_init(&f, rng, ids.total);
    bool blocked = !events && kruskal_tiles(kind, m, &ids);
    st = blocked ? kb_run(kind, m, &f, &ids) : kruskal_order(kind, m, o, events, &f, &ids);
    mz_free(&m->alloc, ids.over);
    return st;
}

/* Whether kruskal without events takes the tiles on m (kind's instance). */
MZ_INLINE int kruskal_tiled_cells(const maze *m, int kind, bool *tiled)
{
    kc_ids ids = {0};
    int st = kc_init(kind, m, (uint32_t)m->n, &ids);
    *tiled = !st && kruskal_tiles(kind, m, &ids);
    mz_free(&m->alloc, ids.over);
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

#define MZ_TOPO(id) \
    static int kruskal_tiled_##id(const maze *m, bool *tiled) \
    { \
        return kruskal_tiled_cells(m, MZ_TOPO_##id, tiled); \
    }
#include "../topo/list.h"
#undef MZ_TOPO
static int (*const kruskal_tiled_on[])(const maze *, bool *) = {
#define MZ_TOPO(id) kruskal_tiled_##id,
#include "../topo/list.h"
#undef MZ_TOPO
};

int mz_kruskal_tiled(const maze *m, bool *tiled)
{
    return kruskal_tiled_on[mz_topo_of(m)->kind](m, tiled);
}

const mz_generator mz_gen_kruskal = {
    .info = {"kruskal", "randomized Kruskal (union-find): many short dead ends, no long corridors",
             MAZE_GEN_TOPOLOGIES},
    .generate = kruskal_generate,
    .on = kruskal_on,
};
