/* kruskal_cells.h - kruskal's cell-graph version: how its sides are listed
 * and numbered (the ids of the keyed order), and its cache-blocked engine,
 * the maze the order makes, block by block of cells (no events). */
#ifndef MAZE_GEN_KRUSKAL_CELLS_H
#define MAZE_GEN_KRUSKAL_CELLS_H

#include "cells.h"
#include "kruskal.h"

/* The ids: c * F + j for j < F (base = n * F of them), then one for each
 * side past F of a cell, over[id - base] = c << 3 | j, in cell order. */
typedef struct {
    unsigned F;
    uint64_t fmul; /* mz_div_mul(F): c = id / F by a multiply */
    uint64_t base, total;
    uint64_t *over;
    uint32_t reach; /* the most c - d of a side between cells c > d */
    unsigned most;  /* the most sides a cell has towards lower cells */
} kc_ids;

/* The sides of c towards lower cells, as a set (the outline's MZ_NONE is
 * above every cell); their neighbours in nb, back sides in back. */
MZ_INLINE unsigned kc_lower(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                            uint8_t back[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), set = 0;
    for (unsigned s = 0; s < k; s++) set |= (unsigned)(nb[s] < c) << s;
    return set;
}

/* How many sides cell c has towards lower cells; the farthest of them
 * (c - its lowest neighbour) into *reach if farther. */
MZ_INLINE unsigned kc_count(int kind, const maze *m, uint32_t c, uint32_t *reach)
{
    uint32_t nb[MAZE_MAX_SIDES] = {0};
    uint8_t back[MAZE_MAX_SIDES];
    unsigned set = kc_lower(kind, m, c, nb, back);
    for (unsigned t = set; t; t &= t - 1)
        if (c - nb[__builtin_ctz(t)] > *reach) *reach = c - nb[__builtin_ctz(t)];
    return (unsigned)(mz_cells_nth[set] >> 32);
}

/* The ids of m's n cells: F the fewest ids in all, those past F (c with
 * more sides) at most n / 16 (a side listed past F takes 8 bytes), then
 * their list. MAZE_OK or MAZE_ENOMEM. */
MZ_INLINE int kc_init(int kind, const maze *m, uint32_t n, kc_ids *ids)
{
    uint64_t count[MAZE_MAX_SIDES + 1] = {0};
    ids->reach = 0;
    for (uint32_t c = 0; c < n; c++) count[kc_count(kind, m, c, &ids->reach)]++;
    uint64_t best = UINT64_MAX;
    ids->most = 0;
    for (unsigned F = 1; F <= MAZE_MAX_SIDES; F++) {
        uint64_t past = 0;
        for (unsigned k = F + 1; k <= MAZE_MAX_SIDES; k++) past += count[k] * (k - F);
        if (past <= n / 16 && n * (uint64_t)F + past < best) best = n * (uint64_t)F + past, ids->F = F;
        if (count[F]) ids->most = F;
    }
    ids->fmul = mz_div_mul(ids->F);
    ids->base = (uint64_t)n * ids->F;
    ids->total = best;
    ids->over = NULL;
    if (best == ids->base) return MAZE_OK;
    ids->over = mz_alloc(&m->alloc, (size_t)(best - ids->base) * sizeof *ids->over);
    if (!ids->over) return MAZE_ENOMEM;
    uint64_t k = 0;
    uint32_t r = 0;
    for (uint32_t c = 0; c < n; c++)
        for (unsigned j = ids->F, f = kc_count(kind, m, c, &r); j < f; j++) ids->over[k++] = (uint64_t)c << 3 | j;
    return MAZE_OK;
}

/* The cell and the rank among its lower sides of id e < ids->total. */
static inline uint32_t kc_cell(const kc_ids *ids, uint64_t e, unsigned *j)
{
    if (__builtin_expect(e >= ids->base, 0)) {
        *j = (unsigned)ids->over[e - ids->base] & 7u;
        return (uint32_t)(ids->over[e - ids->base] >> 3);
    }
    uint32_t c = ids->fmul ? (uint32_t)(((unsigned __int128)ids->fmul * e) >> 64) : (uint32_t)e;
    *j = (unsigned)(e - (uint64_t)c * ids->F);
    return c;
}

/* ---- The blocked engine. Kruskal's maze is the minimum spanning forest of
 * the enabled cells when a side weighs 1 + its position in the order:
 * distinct weights, so one forest, whatever exact method finds it (as on
 * rect, kruskal_blocked.c). The cells are laid out in rows of R cells, R
 * the reach (the most c - d of a side, d < c): cell c at row c / R, column
 * c % R, so a side joins a row to itself or to the next, at nearby columns
 * (a hex row is one of these and a cell, which shears the grid by a column
 * a row; a polar ring less than R long shares a row with the next). The
 * rows go in bands of KB_TY, a band in tiles of KB_TX columns, as rect's
 * tiles. In a tile: its inner sides with their weights (the id's position
 * by the inverse permutation), sorted (buckets, then insertion), Kruskal on
 * them in a union-find of the tile, in cache. A side it rejects closes a
 * cycle of lighter sides, so the whole maze rejects it. The tile's forest
 * then shrinks: an edge leading to no cell with a side out of the tile (a
 * border cell) is in the maze for good; what is left is paths between key
 * cells (border cells and forks), each opened but for its heaviest side.
 * Last, Kruskal over the key cells on those paths (weighing their heaviest
 * side) and the sides between tiles, in order of weight: a path it takes
 * opens its heaviest side, a side between tiles opens when it joins two
 * trees. Only that last union-find, of the key cells, is spread over
 * memory. A maze whose sides these rows do not keep near (kb_fits: 3d,
 * whose sides within a level span a row and those between levels R; polar,
 * whose inner rings share a row) is left to the plain order. ---- */
#define KB_TX 128u
#define KB_TY 64u
#define KB_TILE (KB_TX * KB_TY)
#define KB_NOKEY UINT32_MAX
#define KB_CELL 0xffffu  /* kb_side.a: the cell; s << 16, back << 24 */

/* A tile cell's j-th side towards a lower cell of the tile: that cell, the
 * side and the side back (kb_inner writes only those sides). */
typedef struct {
    uint16_t d;
    uint8_t s, back;
} kb_nb;

/* A forest edge: its weight, a = cell | s << 16 | back << 24 (the higher
 * cell, s its side towards b), b the lower cell, tile cells. */
typedef struct {
    uint64_t w;
    uint32_t a, b;
} kb_side;

/* A last-phase edge: key = weight << 1 | 1 for a side between tiles,
 * weight << 1 for a path; u, v key ids. */
typedef struct {
    uint64_t key;
    uint32_t u, v;
} kb_edge;

typedef struct {
    maze *m;
    perm f;
    kc_ids ids;
    uint32_t R, rows; /* the rows: R cells each, rows of them */
    uint64_t rmul;    /* mz_div_mul(R) */
    uint32_t tx0, ty0, tw, th; /* the tile */
    unsigned shift;   /* bucket of weight w: w >> shift */
    uint32_t nbk, nw, nfe, nk;
    uint64_t *wv, *tmp; /* the tile's inner sides: weight << 17 | cell << 3 | j */
    kb_nb *nbr;       /* [cell * ids.most + j] */
    uint32_t *cnt, *off, *adj, *kid, *stack, *band;
    uint16_t *up;
    uint8_t *rk, *deg, *dead;
    kb_side *fe;
    kb_edge *e;
    uint64_t ne, cap;
    int st;
} kb;

/* Appends a last-phase edge (growing the list by half when full). */
static void kb_edge_add(kb *b, uint64_t key, uint32_t u, uint32_t v)
{
    if (b->ne == b->cap) {
        uint64_t cap = b->cap + b->cap / 2 + 4096;
        kb_edge *e = mz_realloc(&b->m->alloc, b->e, (size_t)cap * sizeof *e);
        if (!e) {
            b->st = MAZE_ENOMEM;
            return;
        }
        b->e = e;
        b->cap = cap;
    }
    b->e[b->ne++] = (kb_edge){key, u, v};
}

/* The weight of id e: 1 + its position in the order. */
static uint64_t kb_weight(const kb *b, uint64_t e)
{
    uint32_t hi = (uint32_t)(e / b->f.b);
    return 1 + perm_rank(&b->f, hi, (uint32_t)(e - (uint64_t)hi * b->f.b), last_round(&b->f, hi));
}

/* The index in ids.over of the first side past F of a cell >= c. */
static uint64_t kb_over_from(const kb *b, uint32_t c)
{
    uint64_t lo = 0, hi = b->ids.total - b->ids.base;
    while (lo < hi) {
        uint64_t mid = lo + (hi - lo) / 2;
        if ((uint32_t)(b->ids.over[mid] >> 3) < c) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* The id of the j-th side of cell c towards lower cells. */
static uint64_t kb_id(const kb *b, uint32_t c, unsigned j)
{
    if (j < b->ids.F) return (uint64_t)c * b->ids.F + j;
    return b->ids.base + kb_over_from(b, c) + (j - b->ids.F);
}

/* The slot of cell (y, x)'s key id in the band store (this band and the
 * one before). */
static inline uint32_t *kb_slot(const kb *b, uint32_t y, uint32_t x)
{
    return &b->band[(size_t)((y / KB_TY) & 1u) * KB_TY * b->R + (size_t)(y % KB_TY) * b->R + x];
}

/* The global cell of tile cell l. */
static inline uint32_t kb_cell(const kb *b, uint32_t l)
{
    return (b->ty0 + l / KB_TX) * b->R + b->tx0 + l % KB_TX;
}

/* Whether the tile of cell (y, x) came before this one. */
static inline bool kb_before(const kb *b, uint32_t y, uint32_t x)
{
    return y / KB_TY < b->ty0 / KB_TY || (y / KB_TY == b->ty0 / KB_TY && x < b->tx0);
}

/* The weight of the side of c (cell of a tile before this one, d > c, the
 * side back from d is sb): it is listed from d. */
MZ_INLINE uint64_t kb_weight_up(int kind, const kb *b, uint32_t d, unsigned sb)
{
    uint32_t nb[MAZE_MAX_SIDES] = {0};
    uint8_t back[MAZE_MAX_SIDES];
    unsigned set = kc_lower(kind, b->m, d, nb, back);
    return kb_weight(b, kb_id(b, d, (unsigned)(mz_cells_nth[set & ((1u << sb) - 1u)] >> 32)));
}

/* Where c's neighbours are (c in tile row ly, whose first cell is rs): in
 * the tile (at[s] its tile cell), disabled or past the outline (KB_SKIP),
 * or in another tile (KB_AWAY, its row and column in ay, ax). A neighbour
 * is in the row before, the same or the next, so three ranges tell the
 * tile's cells without a division. Returns whether c is a border cell. */
#define KB_SKIP UINT32_MAX
#define KB_AWAY (UINT32_MAX - 1)
static inline bool kb_near(const kb *b, const uint32_t nb[MAZE_MAX_SIDES], unsigned k, uint32_t ly, uint32_t rs,
                           uint32_t at[MAZE_MAX_SIDES], uint32_t ay[MAZE_MAX_SIDES], uint32_t ax[MAZE_MAX_SIDES])
{
    bool border = false;
    for (unsigned s = 0; s < k; s++) {
        uint32_t d = nb[s];
        at[s] = KB_SKIP;
        if (d == MZ_NONE || !mz_enabled(b->m, d)) continue;
        int64_t rel = (int64_t)d - (int64_t)rs;
        if ((uint64_t)rel < b->tw) {
            at[s] = ly * KB_TX + (uint32_t)rel;
        } else if (ly > 0 && (uint64_t)(rel + b->R) < b->tw) {
            at[s] = (ly - 1) * KB_TX + (uint32_t)(rel + b->R);
        } else if (ly + 1 < b->th && (uint64_t)(rel - b->R) < b->tw) {
            at[s] = (ly + 1) * KB_TX + (uint32_t)(rel - b->R);
        } else {
            at[s] = KB_AWAY;
            ay[s] = mz_div(b->rmul, d);
            ax[s] = d - ay[s] * b->R;
            border = true;
        }
    }
    return border;
}

/* Border cell c (tile cell l): its key id, and its sides to cells of tiles
 * before this one as last-phase edges. id0 = c * F. */
MZ_INLINE void kb_border(int kind, kb *b, uint32_t c, uint32_t l, const uint32_t nb[MAZE_MAX_SIDES],
                         const uint8_t back[MAZE_MAX_SIDES], unsigned k, const uint32_t at[MAZE_MAX_SIDES],
                         const uint32_t ay[MAZE_MAX_SIDES], const uint32_t ax[MAZE_MAX_SIDES])
{
    b->kid[l] = b->nk++;
    *kb_slot(b, b->ty0 + l / KB_TX, b->tx0 + l % KB_TX) = b->kid[l];
    unsigned j = 0;
    for (unsigned s = 0; s < k; s++) {
        uint32_t d = nb[s];
        bool lower = d < c;
        j += lower;
        if (at[s] != KB_AWAY || !kb_before(b, ay[s], ax[s])) continue;
        uint64_t w = lower ? kb_weight(b, kb_id(b, c, j - 1)) : kb_weight_up(kind, b, d, back[s]);
        kb_edge_add(b, w << 1 | 1, *kb_slot(b, ay[s], ax[s]), b->kid[l]);
    }
}

/* Cell c's sides towards lower cells of the tile into wv (buckets counted)
 * and nbr; hi/lo/r3 the parts of id c * F. */
MZ_INLINE void kb_inner(kb *b, uint32_t c, uint32_t l, const uint8_t back[MAZE_MAX_SIDES], unsigned set,
                        const uint32_t at[MAZE_MAX_SIDES], uint32_t hi, uint32_t lo, uint32_t r3)
{
    uint64_t nth = mz_cells_nth[set];
    unsigned count = (unsigned)(nth >> 32);
    for (unsigned j = 0; j < count; j++) {
        unsigned s = (unsigned)(nth >> (4 * j)) & 15u;
        if (at[s] >= KB_AWAY) continue;
        b->nbr[l * b->ids.most + j] = (kb_nb){(uint16_t)at[s], (uint8_t)s, back[s]};
        uint64_t w;
        if (j < b->ids.F) {
            uint32_t h = hi, q = lo + j, r = r3;
            if (q >= b->f.b) { /* into the next high part */
                while (q >= b->f.b) q -= b->f.b, h++;
                r = last_round(&b->f, h);
            }
            w = 1 + perm_rank(&b->f, h, q, r);
        } else {
            w = kb_weight(b, kb_id(b, c, j));
        }
        b->cnt[(w >> b->shift) + 1]++;
        b->wv[b->nw++] = w << 17 | l << 3 | j;
    }
}

/* Lists the tile's sides: inner ones into wv, those to tiles before it as
 * last-phase edges; its border cells get their key ids. Returns how many
 * of its cells are enabled. */
MZ_INLINE uint32_t kb_scan(int kind, kb *b)
{
    const maze *m = b->m;
    uint32_t on = 0;
    b->nw = 0;
    memset(b->cnt, 0, ((size_t)b->nbk + 1) * sizeof *b->cnt);
    for (uint32_t l = 0; l < KB_TILE; l++) b->kid[l] = KB_NOKEY, b->deg[l] = 0;
    for (uint32_t ly = 0; ly < b->th; ly++) {
        uint32_t c0 = (b->ty0 + ly) * b->R + b->tx0;
        uint64_t id = (uint64_t)c0 * b->ids.F;
        uint32_t hi = (uint32_t)(id / b->f.b), lo = (uint32_t)(id - (uint64_t)hi * b->f.b), r3 = last_round(&b->f, hi);
        for (uint32_t lx = 0; lx < b->tw && c0 + lx < (uint32_t)m->n; lx++) {
            uint32_t c = c0 + lx, l = ly * KB_TX + lx, nb[MAZE_MAX_SIDES] = {0}; /* zeroed for the analysers */
            uint32_t at[MAZE_MAX_SIDES], ay[MAZE_MAX_SIDES], ax[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES];
            unsigned k = mz_topo_nbs(kind, m, c, nb, back), set = 0;
            for (unsigned s = 0; s < k; s++) set |= (unsigned)(nb[s] < c) << s;
            if (mz_enabled(m, c)) {
                on++;
                if (kb_near(b, nb, k, ly, c0, at, ay, ax)) kb_border(kind, b, c, l, nb, back, k, at, ay, ax);
                kb_inner(b, c, l, back, set, at, hi, lo, r3);
            }
            lo += b->ids.F;
            if (lo >= b->f.b) {
                while (lo >= b->f.b) lo -= b->f.b, hi++;
                r3 = last_round(&b->f, hi);
            }
        }
    }
    return on;
}

/* Sorts wv[0..nw) by weight (kb_inner counted the buckets). */
static void kb_sort(kb *b)
{
    kr_bucket_sort(&b->wv, &b->tmp, b->cnt, b->nbk, b->nw, 17, b->shift);
}

/* Kruskal over the tile's sorted sides: its forest into fe, the degrees
 * into deg. A forest of on - 1 edges spans the tile: later sides fail. */
static void kb_kruskal(kb *b, uint32_t on)
{
    uint32_t left = on ? on - 1 : 0;
    for (uint32_t c = 0; c < KB_TILE; c++) b->up[c] = (uint16_t)c;
    memset(b->rk, 0, KB_TILE);
    b->nfe = 0;
    for (uint32_t k = 0; k < b->nw && left; k++) {
        uint32_t x = (uint32_t)(b->wv[k] >> 3) & (KB_TILE - 1), j = (uint32_t)b->wv[k] & 7u;
        kb_nb e = b->nbr[x * b->ids.most + j];
        uint32_t r = kr_find16(b->up, x), r2 = kr_find16(b->up, e.d);
        if (r == r2) continue;
        if (b->rk[r] > b->rk[r2]) {
            uint32_t t = r;
            r = r2;
            r2 = t;
        }
        b->up[r] = (uint16_t)r2;
        b->rk[r2] = (uint8_t)(b->rk[r2] + (b->rk[r] == b->rk[r2]));
        left--;
        b->deg[x]++;
        b->deg[e.d]++;
        b->fe[b->nfe++] = (kb_side){b->wv[k] >> 17, x | (uint32_t)e.s << 16 | (uint32_t)e.back << 24, e.d};
    }
}

/* Each cell's forest edges: adj[off[c] .. off[c + 1]) their indices in fe. */
static void kb_adjacency(kb *b)
{
    uint32_t sum = 0;
    for (uint32_t c = 0; c < KB_TILE; c++) sum += b->deg[c], b->off[c] = sum;
    b->off[KB_TILE] = sum;
    for (uint32_t k = 0; k < b->nfe; k++) {
        b->adj[--b->off[b->fe[k].a & KB_CELL]] = k;
        b->adj[--b->off[b->fe[k].b]] = k;
        b->dead[k] = 0;
    }
}

/* The one forest edge of c not yet taken (c has one). */
static uint32_t kb_live(const kb *b, uint32_t c)
{
    uint32_t k = b->off[c];
    while (b->dead[b->adj[k]]) k++;
    return b->adj[k];
}

/* Takes forest edge k out from cell c; returns its other cell. */
static uint32_t kb_take(kb *b, uint32_t k, uint32_t c)
{
    uint32_t x = b->fe[k].a & KB_CELL, y = b->fe[k].b, o = x == c ? y : x;
    b->dead[k] = 1;
    b->deg[c]--;
    b->deg[o]--;
    return o;
}

/* Opens forest edge k in the maze. */
MZ_INLINE void kb_open(int kind, kb *b, uint32_t k)
{
    const kb_side *s = &b->fe[k];
    (void)mz_cells_carve(kind, b->m, NULL, kb_cell(b, s->a & KB_CELL), (s->a >> 16) & 15u, kb_cell(b, s->b),
                         s->a >> 24);
}

/* Opens the edges that lead to no border cell: peels off leaves that are
 * not border cells until none is left. */
MZ_INLINE void kb_prune(int kind, kb *b)
{
    uint32_t top = 0;
    for (uint32_t c = 0; c < KB_TILE; c++)
        if (b->kid[c] == KB_NOKEY && b->deg[c] == 1) b->stack[top++] = c;
    while (top) {
        uint32_t c = b->stack[--top];
        if (!b->deg[c]) continue; /* its last neighbour went first */
        uint32_t k = kb_live(b, c), o = kb_take(b, k, c);
        kb_open(kind, b, k);
        if (b->kid[o] == KB_NOKEY && b->deg[o] == 1) b->stack[top++] = o;
    }
}

/* Walks every path from key cell c to the next key cell, opening its sides
 * but the heaviest, which goes to the last phase with the path. */
MZ_INLINE void kb_paths_from(int kind, kb *b, uint32_t c)
{
    while (b->deg[c]) {
        uint32_t best = kb_live(b, c), at = kb_take(b, best, c);
        while (b->kid[at] == KB_NOKEY) { /* a cell of degree 2: one edge left */
            uint32_t k = kb_live(b, at);
            at = kb_take(b, k, at);
            if (b->fe[k].w > b->fe[best].w) {
                uint32_t t = best;
                best = k;
                k = t;
            }
            kb_open(kind, b, k);
        }
        kb_edge_add(b, b->fe[best].w << 1, b->kid[c], b->kid[at]);
    }
}

/* One tile: its sides, Kruskal on the inner ones, the forest shrunk to its
 * key cells' paths. */
MZ_INLINE void kb_tile(int kind, kb *b)
{
    uint32_t on = kb_scan(kind, b);
    kb_sort(b);
    kb_kruskal(b, on);
    kb_adjacency(b);
    kb_prune(kind, b);
    for (uint32_t c = 0; c < KB_TILE; c++)
        if (b->kid[c] == KB_NOKEY && b->deg[c] >= 3) b->kid[c] = b->nk++;
    for (uint32_t c = 0; c < KB_TILE; c++)
        if (b->kid[c] != KB_NOKEY) kb_paths_from(kind, b, c);
}

static void kb_free(kb *b)
{
    const maze_allocator *a = &b->m->alloc;
    mz_free(a, b->wv);
    mz_free(a, b->tmp);
    mz_free(a, b->nbr);
    mz_free(a, b->fe);
    mz_free(a, b->cnt);
    mz_free(a, b->up);
    mz_free(a, b->off);
    mz_free(a, b->adj);
    mz_free(a, b->kid);
    mz_free(a, b->stack);
    mz_free(a, b->band);
    mz_free(a, b->rk);
    mz_free(a, b->deg);
    mz_free(a, b->dead);
    b->wv = b->tmp = NULL;
    b->nbr = NULL;
    b->fe = NULL;
    b->cnt = b->off = b->adj = b->kid = b->stack = b->band = NULL;
    b->up = NULL;
    b->rk = b->deg = b->dead = NULL;
}

/* The tile's scratch and the key ids of two bands. MAZE_OK or MAZE_ENOMEM. */
static int kb_alloc(kb *b)
{
    const maze_allocator *a = &b->m->alloc;
    size_t T = KB_TILE, sides = T * b->ids.most;
    uint64_t range = (uint64_t)b->f.a * b->f.b + 1;
    b->nbk = 1;
    while (b->nbk < sides / 2) b->nbk <<= 1;
    while (range >> b->shift >= b->nbk) b->shift++;
    b->wv = mz_alloc(a, sides * sizeof *b->wv);
    b->tmp = mz_alloc(a, sides * sizeof *b->tmp);
    b->nbr = mz_alloc(a, sides * sizeof *b->nbr);
    b->fe = mz_alloc(a, T * sizeof *b->fe);
    b->cnt = mz_alloc(a, ((size_t)b->nbk + 1) * sizeof *b->cnt);
    b->up = mz_alloc(a, T * sizeof *b->up);
    b->off = mz_alloc(a, (T + 1) * sizeof *b->off);
    b->adj = mz_alloc(a, 2 * T * sizeof *b->adj);
    b->kid = mz_alloc(a, T * sizeof *b->kid);
    b->stack = mz_alloc(a, T * sizeof *b->stack);
    b->band = mz_alloc(a, 2 * (size_t)KB_TY * b->R * sizeof *b->band);
    b->rk = mz_alloc(a, T);
    b->deg = mz_alloc(a, T);
    b->dead = mz_alloc(a, T);
    if (b->wv && b->tmp && b->nbr && b->fe && b->cnt && b->up && b->off && b->adj && b->kid && b->stack && b->band &&
        b->rk && b->deg && b->dead)
        return MAZE_OK;
    kb_free(b);
    return MAZE_ENOMEM;
}

/* Sorts the n last-phase edges by key, LSD radix 11 bits at a time through
 * tmp; returns the array that ends up sorted (e or tmp). */
#define KB_RADIX 11
static kb_edge *kb_sort_edges(kb_edge *e, kb_edge *tmp, uint64_t n, uint64_t max_key, uint32_t *cnt)
{
    for (unsigned sh = 0; sh < 64 && (max_key >> sh); sh += KB_RADIX) {
        memset(cnt, 0, ((1u << KB_RADIX) + 1) * sizeof *cnt);
        for (uint64_t k = 0; k < n; k++) cnt[((e[k].key >> sh) & ((1u << KB_RADIX) - 1)) + 1]++;
        for (uint32_t d = 0; d < (1u << KB_RADIX); d++) cnt[d + 1] += cnt[d];
        for (uint64_t k = 0; k < n; k++) tmp[cnt[(e[k].key >> sh) & ((1u << KB_RADIX) - 1)]++] = e[k];
        kb_edge *t = e;
        e = tmp;
        tmp = t;
    }
    return e;
}

/* Opens the side of weight w (its id by the order, its cell and rank
 * among the cell's lower sides by the id). */
MZ_INLINE void kb_open_weight(int kind, kb *b, uint64_t w)
{
    uint64_t e = perm_map(&b->f, (uint32_t)((w - 1) / b->f.b), (uint32_t)((w - 1) % b->f.b));
    unsigned j;
    uint32_t c = kc_cell(&b->ids, e, &j), nb[MAZE_MAX_SIDES] = {0};
    uint8_t back[MAZE_MAX_SIDES];
    unsigned s = (unsigned)(mz_cells_nth[kc_lower(kind, b->m, c, nb, back)] >> (4 * j)) & 15u;
    (void)mz_cells_carve(kind, b->m, NULL, c, s, nb[s], back[s]);
}

/* The last phase: Kruskal over the key cells on the sorted edges. */
MZ_INLINE void kb_last(int kind, kb *b, const kb_edge *e, uint32_t *parent)
{
    uf u = {parent, b->nk, UINT32_MAX - b->nk, 0, 0};
    memset(parent, 0xff, (size_t)b->nk * sizeof *parent);
    for (uint64_t k = 0; k < b->ne; k++) {
        if (k + 16 < b->ne) { /* the slots are all over the array: load them ahead */
            __builtin_prefetch(&parent[e[k + 16].u]);
            __builtin_prefetch(&parent[e[k + 16].v]);
        }
        if (uf_union(&u, e[k].u, e[k].v)) kb_open_weight(kind, b, e[k].key >> 1);
    }
}

/* Sorts the edges and runs the last phase; the tile scratch is gone. */
MZ_INLINE int kb_finish(int kind, kb *b)
{
    const maze_allocator *a = &b->m->alloc;
    kb_edge *fit = b->ne ? mz_realloc(a, b->e, (size_t)b->ne * sizeof *fit) : NULL; /* the room grown past */
    if (fit) b->e = fit;
    kb_edge *tmp = mz_alloc(a, (size_t)(b->ne ? b->ne : 1) * sizeof *tmp);
    uint32_t *cnt = mz_alloc(a, ((1u << KB_RADIX) + 1) * sizeof *cnt);
    uint32_t *parent = mz_alloc(a, (size_t)(b->nk ? b->nk : 1) * sizeof *parent);
    int st = tmp && cnt && parent ? MAZE_OK : MAZE_ENOMEM;
    if (!st) {
        uint64_t max_key = ((uint64_t)b->f.a * b->f.b + 1) << 1 | 1;
        kb_last(kind, b, kb_sort_edges(b->e, tmp, b->ne, max_key, cnt), parent);
    }
    mz_free(a, tmp);
    mz_free(a, cnt);
    mz_free(a, parent);
    return st;
}

/* Whether tiles of rows of R cells hold m's sides: at most 1 in 32 of the
 * sides of 4096 cells spread over m joins cells more than KB_NEAR columns
 * apart in that layout (3d's sides within a level, between cells a row
 * apart, are far in rows of a level; so are polar's between rings less than
 * R long, hexagon's between its shorter rows), two bands of key ids take
 * at most 8 bytes a cell, and the maze is large. */
#define KB_NEAR 4u
/* Below this many cells the order's union-find (4 bytes a cell) stays in
 * cache, where the order does less work than the tiles (hex at 1e5 cells:
 * 86-89 ns a cell against 138-141). */
#define KB_MIN_CELLS (1u << 21)
MZ_INLINE bool kb_fits(int kind, const maze *m, const kc_ids *ids)
{
    uint64_t R = (uint64_t)ids->reach + 1, far = 0, all = 0, step = m->n / 4096 + 1;
    if (m->n < KB_MIN_CELLS || !ids->most || R * KB_TY > m->n) return false;
    for (uint64_t c = 0; c < m->n; c += step) {
        uint32_t nb[MAZE_MAX_SIDES] = {0};
        uint8_t back[MAZE_MAX_SIDES];
        for (unsigned t = kc_lower(kind, m, (uint32_t)c, nb, back); t; t &= t - 1) {
            uint64_t delta = c - nb[__builtin_ctz(t)];
            far += delta > KB_NEAR && delta + KB_NEAR < R;
            all++;
        }
    }
    return far * 32 <= all;
}

/* The maze the order f on the ids makes, tile by tile. MAZE_OK or
 * MAZE_ENOMEM. */
MZ_INLINE int kb_run(int kind, maze *m, const perm *f, const kc_ids *ids)
{
    kb b;
    memset(&b, 0, sizeof b);
    b.m = m;
    b.f = *f;
    b.ids = *ids;
    uint64_t R = (uint64_t)ids->reach + 1; /* at least 1 */
    b.R = (uint32_t)R;
    b.rmul = mz_div_mul(R);
    b.rows = (uint32_t)(((uint64_t)m->n + R - 1) / R);
    int st = kb_alloc(&b);
    if (st) return st;
    for (b.ty0 = 0; b.ty0 < b.rows && !b.st; b.ty0 += KB_TY)
        for (b.tx0 = 0; b.tx0 < b.R && !b.st; b.tx0 += KB_TX) {
            b.th = b.rows - b.ty0 < KB_TY ? b.rows - b.ty0 : KB_TY;
            b.tw = b.R - b.tx0 < KB_TX ? b.R - b.tx0 : KB_TX;
            kb_tile(kind, &b);
        }
    kb_free(&b);
    st = b.st ? b.st : kb_finish(kind, &b);
    mz_free(&m->alloc, b.e);
    return st;
}

#endif
