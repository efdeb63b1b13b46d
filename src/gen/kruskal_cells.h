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

/* Whether the topology's own rows (polar's rings, hexagon's rows) carry
 * its cells: a cell's neighbours are then worked out from its row y and
 * place x, where a walk in cell order has them (mz_topo_nbs_cur), with no square
 * root (hexagon) and no search of the bands (polar). */
MZ_INLINE bool kc_rowed(int kind) { return kind == MZ_TOPO_polar || kind == MZ_TOPO_hexagon; }

/* The sides towards lower cells of a cell with neighbours nb (k of
 * them), as a set (the outline's MZ_NONE is above every cell). */
MZ_INLINE unsigned kc_set(uint32_t c, const uint32_t nb[MAZE_MAX_SIDES], unsigned k)
{
    unsigned set = 0;
    for (unsigned s = 0; s < k; s++) set |= (unsigned)(nb[s] < c) << s;
    return set;
}

/* The sides of c towards lower cells, as a set; their neighbours in nb,
 * back sides in back. */
MZ_INLINE unsigned kc_lower(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                            uint8_t back[MAZE_MAX_SIDES])
{
    return kc_set(c, nb, mz_topo_nbs(kind, m, c, nb, back));
}

/* How many sides cell c (row y, place x: mz_topo_nbs_cur) has towards lower cells;
 * the farthest of them (c - its lowest neighbour) into *reach if farther. */
MZ_INLINE unsigned kc_count(int kind, const maze *m, uint32_t c, uint32_t y, uint32_t x, uint32_t *reach)
{
    uint32_t nb[MAZE_MAX_SIDES] = {0};
    uint8_t back[MAZE_MAX_SIDES];
    mz_cur at = {c, y, x, 0, c};
    unsigned k = mz_topo_nbs_cur(kind, m, &at, nb, back), set = 0;
    uint32_t far = 0;
    for (unsigned s = 0; s < k; s++) { /* no branch: k is the topology's constant on most */
        bool lower = nb[s] < c;
        uint32_t d = lower ? c - nb[s] : 0;
        set |= (unsigned)lower << s;
        far = d > far ? d : far;
    }
    *reach = far > *reach ? far : *reach;
    return (unsigned)(mz_cells_nth[set] >> 32);
}

/* The ids of m's n cells: F the fewest ids in all, those past F (c with
 * more sides) at most n / 16 (a side listed past F takes 8 bytes), then
 * their list. MAZE_OK or MAZE_ENOMEM. */
MZ_INLINE int kc_init(int kind, const maze *m, uint32_t n, kc_ids *ids)
{
    uint64_t count[MAZE_MAX_SIDES + 1] = {0};
    ids->reach = 0;
    for (uint32_t c = 0, y = 0, x = 0; c < n; c++) {
        count[kc_count(kind, m, c, y, x, &ids->reach)]++;
        if (kc_rowed(kind) && ++x == mz_topo_row_len(kind, m, y)) x = 0, y++;
    }
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
    for (uint32_t c = 0, y = 0, x = 0; c < n; c++) {
        for (unsigned j = ids->F, f = kc_count(kind, m, c, y, x, &r); j < f; j++) ids->over[k++] = (uint64_t)c << 3 | j;
        if (kc_rowed(kind) && ++x == mz_topo_row_len(kind, m, y)) x = 0, y++;
    }
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
 * a row); polar and hexagon take their own rows, of cells in a row or
 * ring, from a table of the rows' first cells (kb_rows). The rows go in
 * bands of KB_TY, a band in tiles of KB_TX columns, as rect's
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
 * whose sides within a level span a row and those between levels R) is
 * left to the plain order. ---- */
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
    uint32_t R, rows; /* the rows: R cells each (a table's: at most R), rows of them */
    uint64_t rmul;    /* mz_div_mul(R) */
    uint32_t *start;  /* NULL, or the table's: row y's first cell, start[rows] = n */
    uint32_t tx0, ty0, tw, th; /* the tile */
    uint32_t lo[KB_TY], wn[KB_TY]; /* the tile's row ly: its first cell, how many */
    unsigned shift;   /* bucket of weight w: w >> shift */
    uint32_t nbk, nw, nfe, nk, npr;
    uint64_t *wv, *tmp; /* the tile's inner sides: weight << 17 | cell << 3 | j */
    kb_nb *nbr;       /* [cell * ids.most + j] */
    uint32_t *cnt, *off, *adj, *kid, *stack, *band, *pruned;
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
    return b->lo[l / KB_TX] + l % KB_TX;
}

/* The row of cell d in a table of rows (the last whose first cell is at
 * most d). */
static inline uint32_t kb_row_in(const uint32_t *start, uint32_t rows, uint32_t d)
{
    uint32_t lo = 0, hi = rows - 1;
    while (lo < hi) {
        uint32_t mid = hi - (hi - lo) / 2;
        if (start[mid] <= d) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

/* The row and column of cell d. */
static inline void kb_where(const kb *b, uint32_t d, uint32_t *y, uint32_t *x)
{
    *y = b->start ? kb_row_in(b->start, b->rows, d) : (uint32_t)mz_div(b->rmul, d);
    *x = d - (b->start ? b->start[*y] : *y * b->R);
}

/* Whether the tile of cell (y, x) came before this one. */
static inline bool kb_before(const kb *b, uint32_t y, uint32_t x)
{
    return y / KB_TY < b->ty0 / KB_TY || (y / KB_TY == b->ty0 / KB_TY && x < b->tx0);
}

/* The weight of the side of c (cell of a tile before this one, d > c at
 * row y, place x: kb_where, the side back from d is sb): it is listed
 * from d. */
MZ_INLINE uint64_t kb_weight_up(int kind, const kb *b, uint32_t d, uint32_t y, uint32_t x, unsigned sb)
{
    uint32_t nb[MAZE_MAX_SIDES] = {0};
    uint8_t back[MAZE_MAX_SIDES];
    mz_cur k = {d, y, x, 0, d};
    unsigned set = kc_set(d, nb, mz_topo_nbs_cur(kind, b->m, &k, nb, back));
    return kb_weight(b, kb_id(b, d, (unsigned)(mz_cells_nth[set & ((1u << sb) - 1u)] >> 32)));
}

#define KB_SKIP UINT32_MAX
#define KB_AWAY (UINT32_MAX - 1)

/* What a tile's scan reads for every cell, in a local of its own: the
 * scan's stores (bytes among them, which may alias anything) would
 * otherwise have each of these loaded again from *b after every store. */
typedef struct {
    maze shape;       /* *b->m's */
    perm f;
    uint32_t lo[3], wn[3]; /* rows ly - 1, ly and ly + 1 of the tile: first cell, how many (0: none) */
    uint32_t F, most, nw;
    unsigned shift;
    uint64_t *wv;
    uint32_t *cnt;
    kb_nb *nbr;
} kb_view;

/* Where c's neighbours are (c in tile row ly): in the tile (at[s] its tile
 * cell), disabled or past the outline (KB_SKIP), or in another tile
 * (KB_AWAY, its row and column in ay, ax). A neighbour is in the row
 * before, the same or the next, so three ranges tell the tile's cells
 * without a division. Returns whether c is a border cell. */
static inline bool kb_near(const kb *b, const kb_view *v, const uint32_t nb[MAZE_MAX_SIDES], unsigned k, uint32_t ly,
                           uint32_t at[MAZE_MAX_SIDES], uint32_t ay[MAZE_MAX_SIDES], uint32_t ax[MAZE_MAX_SIDES])
{
    bool border = false;
    for (unsigned s = 0; s < k; s++) {
        uint32_t d = nb[s];
        at[s] = KB_SKIP;
        if (d == MZ_NONE || !mz_enabled(&v->shape, d)) continue;
        if (d - v->lo[1] < v->wn[1]) {
            at[s] = ly * KB_TX + (d - v->lo[1]);
        } else if (d - v->lo[0] < v->wn[0]) {
            at[s] = (ly - 1) * KB_TX + (d - v->lo[0]);
        } else if (d - v->lo[2] < v->wn[2]) {
            at[s] = (ly + 1) * KB_TX + (d - v->lo[2]);
        } else {
            at[s] = KB_AWAY;
            kb_where(b, d, &ay[s], &ax[s]);
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
        uint64_t w = lower ? kb_weight(b, kb_id(b, c, j - 1)) : kb_weight_up(kind, b, d, ay[s], ax[s], back[s]);
        kb_edge_add(b, w << 1 | 1, *kb_slot(b, ay[s], ax[s]), b->kid[l]);
    }
}

/* Cell c's sides towards lower cells of the tile into wv (buckets counted)
 * and nbr; hi/lo/r3 the parts of id c * F. */
MZ_INLINE void kb_inner(const kb *b, kb_view *v, uint32_t c, uint32_t l, const uint8_t back[MAZE_MAX_SIDES],
                        unsigned set, const uint32_t at[MAZE_MAX_SIDES], uint32_t hi, uint32_t lo, uint32_t r3)
{
    uint64_t nth = mz_cells_nth[set];
    unsigned count = (unsigned)(nth >> 32);
    for (unsigned j = 0; j < count; j++) {
        unsigned s = (unsigned)(nth >> (4 * j)) & 15u;
        if (at[s] >= KB_AWAY) continue;
        v->nbr[l * v->most + j] = (kb_nb){(uint16_t)at[s], (uint8_t)s, back[s]};
        uint64_t w;
        if (j < v->F) {
            uint32_t h = hi, q = lo + j, r = r3;
            if (q >= v->f.b) { /* into the next high part */
                while (q >= v->f.b) q -= v->f.b, h++;
                r = last_round(&v->f, h);
            }
            w = 1 + perm_rank(&v->f, h, q, r);
        } else {
            w = kb_weight(b, kb_id(b, c, j));
        }
        v->cnt[(w >> v->shift) + 1]++;
        v->wv[v->nw++] = w << 17 | l << 3 | j;
    }
}

/* The view's rows around tile row ly. */
static inline void kb_view_rows(const kb *b, kb_view *v, uint32_t ly)
{
    for (unsigned i = 0; i < 3; i++) {
        bool in = ly + i >= 1 && ly + i - 1 < b->th;
        v->lo[i] = in ? b->lo[ly + i - 1] : 0;
        v->wn[i] = in ? b->wn[ly + i - 1] : 0;
    }
}

/* Lists the tile's sides: inner ones into wv, those to tiles before it as
 * last-phase edges; its border cells get their key ids. Returns how many
 * of its cells are enabled. */
MZ_INLINE uint32_t kb_scan(int kind, kb *b)
{
    kb_view v = {*b->m, b->f, {0}, {0}, b->ids.F, b->ids.most, 0, b->shift, b->wv, b->cnt, b->nbr};
    const maze *m = &v.shape;
    uint32_t on = 0;
    memset(b->cnt, 0, ((size_t)b->nbk + 1) * sizeof *b->cnt);
    for (uint32_t l = 0; l < KB_TILE; l++) b->kid[l] = KB_NOKEY, b->deg[l] = 0;
    for (uint32_t ly = 0; ly < b->th; ly++) {
        kb_view_rows(b, &v, ly);
        uint32_t c0 = v.lo[1], y = b->ty0 + ly, x0 = b->tx0;
        uint64_t id = (uint64_t)c0 * v.F;
        uint32_t hi = (uint32_t)(id / v.f.b), lo = (uint32_t)(id - (uint64_t)hi * v.f.b), r3 = last_round(&v.f, hi);
        for (uint32_t lx = 0; lx < v.wn[1]; lx++) {
            uint32_t c = c0 + lx, l = ly * KB_TX + lx, nb[MAZE_MAX_SIDES] = {0}; /* zeroed for the analysers */
            uint32_t at[MAZE_MAX_SIDES], ay[MAZE_MAX_SIDES], ax[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES];
            mz_cur cur = {c, y, x0 + lx, 0, c};
            unsigned k = mz_topo_nbs_cur(kind, m, &cur, nb, back), set = kc_set(c, nb, k);
            if (mz_enabled(m, c)) {
                on++;
                if (kb_near(b, &v, nb, k, ly, at, ay, ax)) kb_border(kind, b, c, l, nb, back, k, at, ay, ax);
                kb_inner(b, &v, c, l, back, set, at, hi, lo, r3);
            }
            lo += v.F;
            if (lo >= v.f.b) {
                while (lo >= v.f.b) lo -= v.f.b, hi++;
                r3 = last_round(&v.f, hi);
            }
        }
    }
    b->nw = v.nw;
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

/* kr_prune's steps on the cell graph's tiles; peeling lists the edge in
 * pruned (opening it takes the topology's kind, which these steps, one
 * for every topology, do not have). */
MZ_INLINE bool kb_leaf(const void *t, uint32_t c)
{
    const kb *b = t;
    return b->kid[c] == KB_NOKEY && b->deg[c] == 1;
}

MZ_INLINE bool kb_edges(const void *t, uint32_t c) { return ((const kb *)t)->deg[c] != 0; }

MZ_INLINE uint32_t kb_peel(void *t, uint32_t c)
{
    kb *b = t;
    uint32_t k = kb_live(b, c);
    b->pruned[b->npr++] = k;
    return kb_take(b, k, c);
}

/* Opens the edges that lead to no border cell (kr_prune). */
MZ_INLINE void kb_prune(int kind, kb *b)
{
    b->npr = 0;
    kr_prune(b, KB_TILE, b->stack, kb_leaf, kb_edges, kb_peel);
    for (uint32_t i = 0; i < b->npr; i++) kb_open(kind, b, b->pruned[i]);
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
    mz_free(a, b->pruned);
    mz_free(a, b->band);
    mz_free(a, b->rk);
    mz_free(a, b->deg);
    mz_free(a, b->dead);
    b->wv = b->tmp = NULL;
    b->nbr = NULL;
    b->fe = NULL;
    b->cnt = b->off = b->adj = b->kid = b->stack = b->band = b->pruned = NULL;
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
    b->pruned = mz_alloc(a, T * sizeof *b->pruned);
    b->band = mz_alloc(a, 2 * (size_t)KB_TY * b->R * sizeof *b->band);
    b->rk = mz_alloc(a, T);
    b->deg = mz_alloc(a, T);
    b->dead = mz_alloc(a, T);
    if (b->wv && b->tmp && b->nbr && b->fe && b->cnt && b->up && b->off && b->adj && b->kid && b->stack && b->pruned &&
        b->band && b->rk && b->deg && b->dead)
        return MAZE_OK;
    kb_free(b);
    return MAZE_ENOMEM;
}

/* Sorts the n last-phase edges by key in place, with no second array of
 * their size (at 1e8 hex cells they are 17 million, 272 MB): by the key's
 * top KB_RADIX bits into buckets, each edge swapped to its bucket's next
 * slot (American flag sort); then each bucket, a few thousand edges, by
 * the bits below, LSD radix through tmp (room for the largest bucket).
 * cnt: 2 << KB_RADIX counters. MAZE_OK or MAZE_ENOMEM. */
#define KB_RADIX 11
static void kb_flag(kb_edge *e, uint64_t *head, const uint64_t *end, unsigned sh, uint32_t nd)
{
    for (uint32_t d = 0; d < nd; d++)
        while (head[d] < end[d]) {
            kb_edge x = e[head[d]];
            uint32_t to = (uint32_t)(x.key >> sh);
            while (to != d) { /* x goes to its bucket, whose next edge comes out */
                kb_edge y = e[head[to]];
                e[head[to]++] = x;
                x = y;
                to = (uint32_t)(x.key >> sh);
            }
            e[head[d]++] = x;
        }
}

/* Sorts e[0..n) by the key's bits below `bits`, LSD radix through tmp. */
static void kb_lsd(kb_edge *e, kb_edge *tmp, uint64_t n, unsigned bits, uint64_t *cnt)
{
    unsigned passes = (bits + KB_RADIX - 1) / KB_RADIX, r = passes ? (bits + passes - 1) / passes : 0;
    kb_edge *a = e, *t = tmp;
    for (unsigned p = 0, sh = 0; p < passes; p++, sh += r) {
        uint64_t mask = (1ull << r) - 1;
        memset(cnt, 0, ((mask + 2)) * sizeof *cnt);
        for (uint64_t k = 0; k < n; k++) cnt[((a[k].key >> sh) & mask) + 1]++;
        for (uint64_t d = 0; d < mask + 1; d++) cnt[d + 1] += cnt[d];
        for (uint64_t k = 0; k < n; k++) t[cnt[(a[k].key >> sh) & mask]++] = a[k];
        kb_edge *x = a;
        a = t;
        t = x;
    }
    if (a != e) memcpy(e, a, (size_t)n * sizeof *e);
}

static int kb_sort_edges(const maze_allocator *al, kb_edge *e, uint64_t n, uint64_t max_key)
{
    unsigned bits = 0;
    while (bits < 64 && max_key >> bits) bits++;
    unsigned sh = bits > KB_RADIX ? bits - KB_RADIX : 0;
    uint32_t nd = (uint32_t)(max_key >> sh) + 1;
    uint64_t *cnt = mz_calloc(al, 3 * ((size_t)(1u << KB_RADIX) + 1), sizeof *cnt);
    if (!cnt) return MAZE_ENOMEM;
    uint64_t *head = cnt + (1u << KB_RADIX) + 1, *end = head + (1u << KB_RADIX) + 1, most = 0;
    for (uint64_t k = 0; k < n; k++) end[e[k].key >> sh]++;
    uint64_t sum = 0;
    for (uint32_t d = 0; d < nd; d++) {
        head[d] = sum;
        most = end[d] > most ? end[d] : most;
        sum += end[d];
        end[d] = sum;
    }
    kb_flag(e, head, end, sh, nd);
    kb_edge *tmp = sh ? mz_alloc(al, (size_t)(most ? most : 1) * sizeof *tmp) : NULL;
    int st = !sh || tmp ? MAZE_OK : MAZE_ENOMEM;
    for (uint32_t d = 0; d < nd && sh && !st; d++) {
        uint64_t from = d ? end[d - 1] : 0;
        kb_lsd(e + from, tmp, end[d] - from, sh, cnt);
    }
    mz_free(al, tmp);
    mz_free(al, cnt);
    return st;
}

/* Opens the sides of weights e[0..n).key (their ids by the order, their cells
 * and ranks among the cells' lower sides by the ids), KB_OPEN at a time:
 * their cells first, each cell's byte loaded as it is found, then the
 * carves, which at 1e7 cells would each wait for two bytes from memory. */
#define KB_OPEN 64
MZ_INLINE void kb_open_weights(int kind, kb *b, const kb_edge *e, uint64_t n)
{
    const maze shape = *b->m; /* the carves' byte stores may alias anything */
    uint32_t c[KB_OPEN], d[KB_OPEN];
    uint8_t s[KB_OPEN], bk[KB_OPEN];
    for (uint64_t i = 0; i < n; i += KB_OPEN) {
        unsigned cnt = n - i < KB_OPEN ? (unsigned)(n - i) : KB_OPEN;
        for (unsigned k = 0; k < cnt; k++) {
            uint64_t w = e[i + k].key - 1, id = perm_map(&b->f, (uint32_t)(w / b->f.b), (uint32_t)(w % b->f.b));
            unsigned j;
            uint32_t nb[MAZE_MAX_SIDES] = {0};
            uint8_t back[MAZE_MAX_SIDES];
            c[k] = kc_cell(&b->ids, id, &j);
            s[k] = (uint8_t)((mz_cells_nth[kc_lower(kind, &shape, c[k], nb, back)] >> (4 * j)) & 15u);
            d[k] = nb[s[k]];
            bk[k] = back[s[k]];
            __builtin_prefetch(&shape.sides[c[k]], 1);
            __builtin_prefetch(&shape.sides[d[k]], 1);
        }
        for (unsigned k = 0; k < cnt; k++) (void)mz_cells_carve(kind, b->m, NULL, c[k], s[k], d[k], bk[k]);
    }
}

/* The last phase: Kruskal over the key cells on the sorted edges; the
 * weights of the sides it opens go to the front of e (each over an edge
 * already passed), and are opened after it (kb_open_weights). */
MZ_INLINE void kb_last(int kind, kb *b, kb_edge *e, uint32_t *parent)
{
    uf u = {parent, b->nk, UINT32_MAX - b->nk, 0, 0};
    memset(parent, 0xff, (size_t)b->nk * sizeof *parent);
    uint64_t open = 0;
    for (uint64_t k = 0; k < b->ne; k++) {
        if (k + 16 < b->ne) { /* the slots are all over the array: load them ahead */
            __builtin_prefetch(&parent[e[k + 16].u]);
            __builtin_prefetch(&parent[e[k + 16].v]);
        }
        if (uf_union(&u, e[k].u, e[k].v)) e[open++].key = e[k].key >> 1;
    }
    kb_open_weights(kind, b, e, open);
}

/* Sorts the edges and runs the last phase; the tile scratch is gone. */
MZ_INLINE int kb_finish(int kind, kb *b)
{
    const maze_allocator *a = &b->m->alloc;
    kb_edge *fit = b->ne ? mz_realloc(a, b->e, (size_t)b->ne * sizeof *fit) : NULL; /* the room grown past */
    if (fit) b->e = fit;
    uint64_t max_key = ((uint64_t)b->f.a * b->f.b + 1) << 1 | 1;
    int st = kb_sort_edges(a, b->e, b->ne, max_key);
    uint32_t *parent = st ? NULL : mz_alloc(a, (size_t)(b->nk ? b->nk : 1) * sizeof *parent);
    if (!st && !parent) st = MAZE_ENOMEM;
    if (!st) kb_last(kind, b, b->e, parent);
    mz_free(a, parent);
    return st;
}

/* The rows of a topology whose own rows keep its sides near, as a table
 * of their first cells (start[rows] = n) into *start: polar's rings (a
 * ring's sides go to the rings in and out, at its own place, or half or
 * twice it where the rings split, and around it), hexagon's rows (of
 * N .. 2N-1 .. N cells, the sides to the rows above and below a place
 * apart at most). The others: *start NULL, rows of R cells, R one more
 * than the reach. *R the longest row. MAZE_OK or MAZE_ENOMEM. */
MZ_INLINE int kb_rows(int kind, const maze *m, const kc_ids *ids, uint32_t **start, uint32_t *rows, uint32_t *R)
{
    *start = NULL;
    *R = ids->reach + 1;
    *rows = (uint32_t)(((uint64_t)m->n + *R - 1) / *R);
    if (kind != MZ_TOPO_polar && kind != MZ_TOPO_hexagon) return MAZE_OK;
    uint32_t n = (uint32_t)m->rings;
    *rows = kind == MZ_TOPO_polar ? n : 2 * n - 1;
    *start = mz_alloc(&m->alloc, ((size_t)*rows + 1) * sizeof **start);
    if (!*start) return MAZE_ENOMEM;
    *R = 0;
    for (uint32_t y = 0; y <= *rows; y++) (*start)[y] = mz_topo_row_first(kind, m, y);
    for (uint32_t y = 0; y < *rows; y++) *R = (*start)[y + 1] - (*start)[y] > *R ? (*start)[y + 1] - (*start)[y] : *R;
    return MAZE_OK;
}

/* Whether tiles of those rows hold m's sides: at most 1 in 32 of the sides
 * of 4096 cells spread over m joins cells more than KB_NEAR columns apart
 * or rows apart (rows of R cells: the next row, KB_NEAR columns either
 * side; 3d's sides within a level, between cells a row apart, are far in
 * rows of a level), there are KB_TY rows at least, and the maze is large. */
#define KB_NEAR 4u
/* Below this many cells the order's union-find (4 bytes a cell) stays in
 * cache, where the order does less work than the tiles (hex at 1e5 cells:
 * 86-89 ns a cell against 138-141). */
#define KB_MIN_CELLS (1u << 21)
MZ_INLINE bool kb_fits_rows(int kind, const maze *m, const kc_ids *ids, const uint32_t *start, uint32_t rows,
                            uint64_t R)
{
    uint64_t far = 0, all = 0, step = m->n / 4096 + 1;
    if (m->n < KB_MIN_CELLS || !ids->most || rows < KB_TY) return false;
    for (uint64_t c = 0; c < m->n; c += step) {
        uint32_t nb[MAZE_MAX_SIDES] = {0};
        uint8_t back[MAZE_MAX_SIDES];
        uint32_t y = start ? kb_row_in(start, rows, (uint32_t)c) : 0, x = start ? (uint32_t)c - start[y] : 0;
        for (unsigned t = kc_lower(kind, m, (uint32_t)c, nb, back); t; t &= t - 1) {
            uint32_t d = nb[__builtin_ctz(t)];
            uint64_t delta = c - d;
            if (start) {
                uint32_t yd = kb_row_in(start, rows, d), xd = d - start[yd];
                far += y - yd > 1 || (x > xd ? x - xd : xd - x) > KB_NEAR;
            } else {
                far += delta > KB_NEAR && delta + KB_NEAR < R;
            }
            all++;
        }
    }
    return far * 32 <= all;
}

MZ_INLINE bool kb_fits(int kind, const maze *m, const kc_ids *ids)
{
    uint32_t *start, rows, R;
    if (m->n < KB_MIN_CELLS || kb_rows(kind, m, ids, &start, &rows, &R)) return false;
    bool fits = kb_fits_rows(kind, m, ids, start, rows, R);
    mz_free(&m->alloc, start);
    return fits;
}

/* The tile at ty0, tx0: its rows' first cells and lengths in it. */
static void kb_tile_rows(kb *b)
{
    b->th = b->rows - b->ty0 < KB_TY ? b->rows - b->ty0 : KB_TY;
    b->tw = b->R - b->tx0 < KB_TX ? b->R - b->tx0 : KB_TX;
    for (uint32_t ly = 0; ly < b->th; ly++) {
        uint32_t y = b->ty0 + ly, first = b->start ? b->start[y] : y * b->R;
        uint32_t len = b->start ? b->start[y + 1] - first : ((uint32_t)b->m->n - first < b->R ? (uint32_t)b->m->n - first : b->R);
        b->lo[ly] = first + b->tx0;
        b->wn[ly] = len <= b->tx0 ? 0 : len - b->tx0 < b->tw ? len - b->tx0 : b->tw;
    }
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
    int st = kb_rows(kind, m, ids, &b.start, &b.rows, &b.R);
    if (st) return st;
    b.rmul = mz_div_mul(b.R);
    st = kb_alloc(&b);
    if (st) {
        mz_free(&m->alloc, b.start);
        return st;
    }
    for (b.ty0 = 0; b.ty0 < b.rows && !b.st; b.ty0 += KB_TY)
        for (b.tx0 = 0; b.tx0 < b.R && !b.st; b.tx0 += KB_TX) {
            kb_tile_rows(&b);
            kb_tile(kind, &b);
        }
    kb_free(&b);
    st = b.st ? b.st : kb_finish(kind, &b);
    mz_free(&m->alloc, b.e);
    mz_free(&m->alloc, b.start);
    return st;
}

#endif
