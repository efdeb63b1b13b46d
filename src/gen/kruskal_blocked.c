/* kruskal_blocked.c - kruskal's cache-blocked engine: the same maze as the
 * order makes, with fewer trips to DRAM, used when no step callback listens. */
#include "kruskal.h"

/* Kruskal's maze is the minimum spanning forest of the grid when a wall
 * weighs its position in the order (a passage already open weighs less than
 * any: it is united first). Distinct weights make that forest unique, so any
 * exact method gives the same maze. Phase 1 runs Kruskal inside each tile of
 * TILE x TILE cells; a wall it rejects closes a cycle of lighter walls, so
 * the whole grid rejects it too. The tile's forest then shrinks: edges that
 * hang off it towards no border cell are in the maze for good; the rest
 * becomes paths between key cells (border cells and branch points), each
 * weighing its heaviest wall. Phase 2 runs Kruskal over those paths and the
 * walls between tiles in order: a path rejected loses its heaviest wall. */

/* How many phase-2 edges ahead their union-find slots are loaded. */
#define STAGE 16
#define TILE_LG 7
#define TILE (1u << TILE_LG)
#define BUCKETS_LG (2 * TILE_LG + 1) /* one or two walls a bucket */
#define NO_KEY UINT32_MAX
#define TERM 16u /* adj: the cell has a wall to another tile */

/* A tile cell c is (c % TILE, c / TILE) from the tile's corner, whatever the
 * tile's width: shifts, not divisions. */

/* A phase-2 edge: key = weight << 1 | 1 for a wall between tiles, weight << 1
 * for a path; weight = 1 + the position of the (heaviest) wall in the order,
 * 0 for passages already open. u, v: key cell ids. */
typedef struct {
    uint64_t key;
    uint32_t u, v;
} bedge;

typedef struct {
    maze *m;
    perm f;
    unsigned shift; /* bucket of weight k: k >> shift */
    uint64_t *wv, *tmp; /* the tile's walls: weight << 16 | 2 * cell + (south) */
    uint32_t *cnt, *kid, *stack;
    uint16_t *tp;   /* the tile's union-find */
    uint8_t *rk;    /* ranks of the tile's union-find */
    uint8_t *adj;   /* forest edges of each tile cell (bit d for N E S W), TERM */
    uint16_t *pos;  /* index in wv of the forest edge east (2c) / south (2c+1) of c */
    uint32_t *below; /* key ids of the bottom row of the band above */
    uint32_t right[TILE]; /* key ids of the last column of the tile to the left */
    bedge *e;
    uint64_t ne;
    uint32_t nk;
    uint32_t x0, y0, tw, th; /* the tile being worked on */
} blk;

/* The weight of wall id e: 0 when already open. */
static uint64_t wall_weight(const blk *b, uint64_t e)
{
    if (mz_east_south(b->m, e >> 1) & ((e & 1) ? MZ_S : MZ_E)) return 0;
    uint32_t hi = (uint32_t)(e / b->f.b);
    return 1 + perm_rank(&b->f, hi, (uint32_t)(e % b->f.b), last_round(&b->f, hi));
}

/* The wall id of weight k > 0. */
static uint64_t wall_at(const blk *b, uint64_t k)
{
    return perm_map(&b->f, (uint32_t)((k - 1) / b->f.b), (uint32_t)((k - 1) % b->f.b));
}

static void wall_open(maze *m, uint64_t e, bool open)
{
    if (open) mz_east_south_or(m, e >> 1, (e & 1) ? MZ_S : MZ_E);
    else mz_east_south_clear(m, e >> 1, (e & 1) ? MZ_S : MZ_E);
}

/* The maze cell of tile cell c. */
static uint64_t cell_of(const blk *b, uint32_t c)
{
    return (uint64_t)(b->y0 + (c >> TILE_LG)) * (uint64_t)b->m->w + b->x0 + (c & (TILE - 1));
}

/* The tile cell next to c towards d (inside the tile), and the wall between
 * them as tile code 2 * cell + (south). */
static uint32_t tile_nb(uint32_t c, unsigned d)
{
    return d == 0 ? c - TILE : d == 1 ? c + 1 : d == 2 ? c + TILE : c - 1;
}
static uint32_t tile_code(uint32_t c, unsigned d)
{
    return d == 0 ? 2 * (c - TILE) + 1 : d == 1 ? 2 * c : d == 2 ? 2 * c + 1 : 2 * (c - 1);
}

/* Whether cell i at (x, y) has an enabled neighbour in another tile. */
static bool tile_border(const blk *b, uint64_t i, uint32_t lx, uint32_t ly)
{
    const maze *m = b->m;
    uint32_t x = b->x0 + lx, y = b->y0 + ly;
    uint64_t w = (uint64_t)m->w;
    return (lx == 0 && x > 0 && mz_enabled(m, i - 1)) || (ly == 0 && y > 0 && mz_enabled(m, i - w)) ||
           (lx + 1 == b->tw && x + 1 < (uint32_t)m->w && mz_enabled(m, i + 1)) ||
           (ly + 1 == b->th && y + 1 < (uint32_t)m->h && mz_enabled(m, i + w));
}

/* One step of wall ids: lo + 1, carried into hi (and r3 = last_round(hi)). */
static void next_id(const perm *p, uint32_t *hi, uint32_t *lo, uint32_t *r3)
{
    if (++*lo == p->b) {
        *lo = 0;
        *r3 = last_round(p, ++*hi);
    }
}

/* Lists the walls inside row ly of the tile with their weights into wv and
 * counts them into their buckets. Returns the new count. */
static uint32_t row_walls(blk *b, uint32_t ly, uint32_t nw)
{
    const maze *m = b->m;
    uint64_t i = (uint64_t)(b->y0 + ly) * (uint64_t)m->w + b->x0, e = 2 * i;
    uint32_t hi = (uint32_t)(e / b->f.b), lo = (uint32_t)(e % b->f.b), c = ly << TILE_LG;
    uint32_t r3 = last_round(&b->f, hi);
    memset(b->adj + c, 0, TILE);
    for (uint32_t lx = 0; lx < b->tw; lx++, i++, c++) {
        bool on = mz_enabled(m, i);
        unsigned passages = mz_east_south(m, i);
        if (on && lx + 1 < b->tw && mz_enabled(m, i + 1)) {
            uint64_t wt = (passages & MZ_E) ? 0 : 1 + perm_rank(&b->f, hi, lo, r3);
            b->cnt[(wt >> b->shift) + 1]++;
            b->wv[nw++] = wt << 16 | 2 * c;
        }
        next_id(&b->f, &hi, &lo, &r3);
        if (on && ly + 1 < b->th && mz_enabled(m, i + (uint64_t)m->w)) {
            uint64_t wt = (passages & MZ_S) ? 0 : 1 + perm_rank(&b->f, hi, lo, r3);
            b->cnt[(wt >> b->shift) + 1]++;
            b->wv[nw++] = wt << 16 | (2 * c + 1);
        }
        next_id(&b->f, &hi, &lo, &r3);
    }
    return nw;
}

static void mark_cell(blk *b, uint32_t lx, uint32_t ly)
{
    uint32_t c = ly << TILE_LG | lx;
    uint64_t i = cell_of(b, c);
    if (mz_enabled(b->m, i) && tile_border(b, i, lx, ly)) b->adj[c] |= TERM;
}

/* Marks the tile's cells with a wall to another tile (all on its rim). */
static void mark_border(blk *b)
{
    for (uint32_t lx = 0; lx < b->tw; lx++) {
        mark_cell(b, lx, 0);
        mark_cell(b, lx, b->th - 1);
    }
    for (uint32_t ly = 0; ly < b->th; ly++) {
        mark_cell(b, 0, ly);
        mark_cell(b, b->tw - 1, ly);
    }
}

/* Sorts wv[0..nw) by weight (row_walls counted the buckets). */
static void sort_walls(blk *b, uint32_t nw)
{
    kr_bucket_sort(&b->wv, &b->tmp, b->cnt, 1u << BUCKETS_LG, nw, 16, b->shift);
}

static bool tile_union(blk *b, uint32_t c, uint32_t c2)
{
    uint32_t r = kr_find16(b->tp, c), r2 = kr_find16(b->tp, c2);
    if (r == r2) return false;
    if (b->rk[r] > b->rk[r2]) {
        uint32_t t = r;
        r = r2;
        r2 = t;
    }
    b->tp[r] = (uint16_t)r2;
    b->rk[r2] = (uint8_t)(b->rk[r2] + (b->rk[r] == b->rk[r2]));
    return true;
}

/* Phase 1 proper: Kruskal over the tile's sorted walls; the forest goes into
 * adj, each edge's index in wv into pos. Without a mask the tile is one
 * piece: its tree is whole at cells - 1 edges and every later wall fails. */
static void tile_kruskal(blk *b, uint32_t nw)
{
    uint32_t cells = b->th << TILE_LG, left = b->m->enabled ? UINT32_MAX : b->tw * b->th - 1;
    for (uint32_t c = 0; c < cells; c++) b->tp[c] = (uint16_t)c;
    memset(b->rk, 0, cells);
    for (uint32_t k = 0; k < nw && left; k++) {
        uint32_t code = (uint32_t)(b->wv[k] & 0xffff), c = code >> 1, s = code & 1;
        uint32_t c2 = s ? c + TILE : c + 1;
        if (!tile_union(b, c, c2)) continue;
        left--;
        b->adj[c] |= (uint8_t)(s ? 4 : 2);
        b->adj[c2] |= (uint8_t)(s ? 1 : 8);
        b->pos[code] = (uint16_t)k;
    }
}

/* Takes the forest edge from c towards d out of adj and opens it in the maze;
 * returns the cell at its other end. */
static uint32_t take_edge(blk *b, uint32_t c, unsigned d)
{
    uint32_t c2 = tile_nb(c, d), code = tile_code(c, d);
    b->adj[c] &= (uint8_t)~(1u << d);
    b->adj[c2] &= (uint8_t)~(1u << ((d + 2) & 3));
    mz_east_south_or(b->m, cell_of(b, code >> 1), (code & 1) ? MZ_S : MZ_E);
    return c2;
}

static unsigned degree(const blk *b, uint32_t c) { return mz_popcount4(b->adj[c]); }

/* kr_prune's steps on rect's tiles. */
MZ_INLINE bool rect_leaf(const void *t, uint32_t c)
{
    const blk *b = t;
    return !(b->adj[c] & TERM) && degree(b, c) == 1;
}

MZ_INLINE bool rect_edges(const void *t, uint32_t c) { return degree(t, c) != 0; }

MZ_INLINE uint32_t rect_peel(void *t, uint32_t c)
{
    blk *b = t;
    return take_edge(b, c, (unsigned)__builtin_ctz(b->adj[c] & 15u));
}

/* Numbers the key cells: border cells and the forks of what is left. */
static void number_keys(blk *b)
{
    uint32_t cells = b->th << TILE_LG;
    for (uint32_t c = 0; c < cells; c++)
        b->kid[c] = (b->adj[c] & TERM) || degree(b, c) >= 3 ? b->nk++ : NO_KEY;
}

static void add_edge(blk *b, uint64_t key, uint32_t u, uint32_t v)
{
    bedge *x = &b->e[b->ne++];
    x->key = key;
    x->u = u;
    x->v = v;
}

/* Walks every path from key cell c to the next key cell, opening its walls
 * (its heaviest one is closed again if phase 2 rejects the path). */
static void paths_from(blk *b, uint32_t c)
{
    while (b->adj[c] & 15u) {
        unsigned d = (unsigned)__builtin_ctz(b->adj[c] & 15u);
        uint32_t best = b->pos[tile_code(c, d)], at = take_edge(b, c, d);
        while (b->kid[at] == NO_KEY) { /* a cell of degree 2: one edge left */
            d = (unsigned)__builtin_ctz(b->adj[at] & 15u);
            uint32_t p = b->pos[tile_code(at, d)];
            if (p > best) best = p;
            at = take_edge(b, at, d);
        }
        add_edge(b, b->wv[best] >> 16 << 1, b->kid[c], b->kid[at]);
    }
}

/* The walls to the tiles above and to the left (already numbered), then this
 * tile's bottom row and last column for the tiles below and to the right. */
static void cross_walls(blk *b)
{
    uint64_t w = (uint64_t)b->m->w;
    for (uint32_t lx = 0; lx < b->tw && b->y0; lx++) {
        uint64_t i = cell_of(b, lx);
        if (mz_enabled(b->m, i) && mz_enabled(b->m, i - w))
            add_edge(b, wall_weight(b, 2 * (i - w) + 1) << 1 | 1, b->below[b->x0 + lx], b->kid[lx]);
    }
    for (uint32_t ly = 0; ly < b->th && b->x0; ly++) {
        uint64_t i = cell_of(b, ly << TILE_LG);
        if (mz_enabled(b->m, i) && mz_enabled(b->m, i - 1))
            add_edge(b, wall_weight(b, 2 * (i - 1)) << 1 | 1, b->right[ly], b->kid[ly << TILE_LG]);
    }
    for (uint32_t lx = 0; lx < b->tw; lx++) b->below[b->x0 + lx] = b->kid[(b->th - 1) << TILE_LG | lx];
    for (uint32_t ly = 0; ly < b->th; ly++) b->right[ly] = b->kid[ly << TILE_LG | (b->tw - 1)];
}

static void do_tile(blk *b)
{
    uint32_t nw = 0;
    memset(b->cnt, 0, ((1u << BUCKETS_LG) + 1) * sizeof *b->cnt);
    for (uint32_t ly = 0; ly < b->th; ly++) nw = row_walls(b, ly, nw);
    mark_border(b);
    sort_walls(b, nw);
    tile_kruskal(b, nw);
    kr_prune(b, b->th << TILE_LG, b->stack, rect_leaf, rect_edges, rect_peel);
    number_keys(b);
    for (uint32_t c = 0; c < b->th << TILE_LG; c++)
        if (b->kid[c] != NO_KEY) paths_from(b, c);
    cross_walls(b);
}

/* An upper bound on the phase-2 edges: a tile with T border cells keeps at
 * most 2T key cells and as many paths, and adds at most tw + th walls to the
 * tiles above and to the left. */
static uint64_t edge_bound(const maze *m)
{
    uint64_t total = 0;
    for (uint32_t y0 = 0; y0 < (uint32_t)m->h; y0 += TILE)
        for (uint32_t x0 = 0; x0 < (uint32_t)m->w; x0 += TILE) {
            uint64_t tw = (uint32_t)m->w - x0 < TILE ? (uint32_t)m->w - x0 : TILE;
            uint64_t th = (uint32_t)m->h - y0 < TILE ? (uint32_t)m->h - y0 : TILE;
            total += 5 * (tw + th);
        }
    return total;
}

/* Sorts the n phase-2 edges by key, LSD radix 11 bits at a time through tmp;
 * returns the array that ends up sorted (e or tmp). */
#define RADIX 11
static bedge *sort_edges(bedge *e, bedge *tmp, uint64_t n, uint64_t max_key, uint32_t *cnt)
{
    for (unsigned sh = 0; sh < 64 && (max_key >> sh); sh += RADIX) {
        memset(cnt, 0, ((1u << RADIX) + 1) * sizeof *cnt);
        for (uint64_t k = 0; k < n; k++) cnt[((e[k].key >> sh) & ((1u << RADIX) - 1)) + 1]++;
        for (uint32_t d = 0; d < (1u << RADIX); d++) cnt[d + 1] += cnt[d];
        for (uint64_t k = 0; k < n; k++) tmp[cnt[(e[k].key >> sh) & ((1u << RADIX) - 1)]++] = e[k];
        bedge *t = e;
        e = tmp;
        tmp = t;
    }
    return e;
}

/* Phase 2: Kruskal over the key cells. A wall between tiles opens when it
 * joins two trees; a path rejected closes its heaviest wall. */
static void phase2(blk *b, const bedge *e, uint32_t *parent)
{
    uf u = {parent, b->nk, UINT32_MAX - b->nk, 0, 0};
    memset(parent, 0xff, (size_t)b->nk * sizeof *parent);
    for (uint64_t k = 0; k < b->ne; k++) {
        if (k + STAGE < b->ne) { /* the slots are all over the array: load them ahead */
            __builtin_prefetch(&parent[e[k + STAGE].u]);
            __builtin_prefetch(&parent[e[k + STAGE].v]);
        }
        bool joined = uf_union(&u, e[k].u, e[k].v);
        uint64_t wt = e[k].key >> 1;
        if (wt && joined == (bool)(e[k].key & 1)) wall_open(b->m, wall_at(b, wt), joined);
    }
}

static void blk_free(blk *b)
{
    const maze_allocator *a = &b->m->alloc;
    mz_free(a, b->wv);
    mz_free(a, b->tmp);
    mz_free(a, b->cnt);
    mz_free(a, b->tp);
    mz_free(a, b->kid);
    mz_free(a, b->stack);
    mz_free(a, b->adj);
    mz_free(a, b->rk);
    mz_free(a, b->pos);
    mz_free(a, b->below);
    b->wv = b->tmp = NULL;
    b->cnt = b->kid = b->stack = b->below = NULL;
    b->tp = NULL;
    b->adj = b->rk = NULL;
    b->pos = NULL;
}

/* The tile scratch (sized for the largest tile of m) and the edge list. */
static int blk_alloc(blk *b)
{
    const maze_allocator *a = &b->m->alloc;
    size_t cells = (size_t)TILE * ((uint32_t)b->m->h < TILE ? (uint32_t)b->m->h : TILE);
    size_t nc = (size_t)1 << (BUCKETS_LG > RADIX ? BUCKETS_LG : RADIX);
    b->wv = mz_alloc(a, 2 * cells * sizeof *b->wv);
    b->tmp = mz_alloc(a, 2 * cells * sizeof *b->tmp);
    b->cnt = mz_alloc(a, (nc + 1) * sizeof *b->cnt);
    b->tp = mz_alloc(a, cells * sizeof *b->tp);
    b->kid = mz_alloc(a, cells * sizeof *b->kid);
    b->stack = mz_alloc(a, cells * sizeof *b->stack);
    b->adj = mz_alloc(a, cells);
    b->rk = mz_alloc(a, cells);
    b->pos = mz_alloc(a, 2 * cells * sizeof *b->pos);
    b->below = mz_alloc(a, (size_t)b->m->w * sizeof *b->below);
    b->e = mz_alloc(a, (size_t)edge_bound(b->m) * sizeof *b->e);
    if (b->e) mz_hint_huge(b->e, (size_t)edge_bound(b->m) * sizeof *b->e);
    if (b->wv && b->tmp && b->cnt && b->tp && b->kid && b->stack && b->adj && b->rk && b->pos && b->below && b->e)
        return MAZE_OK;
    blk_free(b);
    mz_free(a, b->e);
    return MAZE_ENOMEM;
}

/* Phase 1 over every tile, band by band. */
static void phase1(blk *b)
{
    const maze *m = b->m;
    for (b->y0 = 0; b->y0 < (uint32_t)m->h; b->y0 += TILE)
        for (b->x0 = 0; b->x0 < (uint32_t)m->w; b->x0 += TILE) {
            b->tw = (uint32_t)m->w - b->x0 < TILE ? (uint32_t)m->w - b->x0 : TILE;
            b->th = (uint32_t)m->h - b->y0 < TILE ? (uint32_t)m->h - b->y0 : TILE;
            do_tile(b);
        }
}

/* Sorts the edges and runs phase 2; the tile scratch is gone by now. */
static int finish(blk *b)
{
    const maze_allocator *a = &b->m->alloc;
    bedge *tmp = mz_alloc(a, (size_t)(b->ne ? b->ne : 1) * sizeof *tmp);
    uint32_t *cnt = mz_alloc(a, ((1u << RADIX) + 1) * sizeof *cnt);
    uint32_t *parent = mz_alloc(a, (size_t)(b->nk ? b->nk : 1) * sizeof *parent);
    int st = tmp && cnt && parent ? MAZE_OK : MAZE_ENOMEM;
    if (!st) {
        mz_hint_huge(tmp, (size_t)b->ne * sizeof *tmp);
        mz_hint_huge(parent, (size_t)b->nk * sizeof *parent);
        uint64_t max_key = ((uint64_t)b->f.a * b->f.b + 1) << 1 | 1;
        phase2(b, sort_edges(b->e, tmp, b->ne, max_key, cnt), parent);
    }
    mz_free(a, tmp);
    mz_free(a, cnt);
    mz_free(a, parent);
    return st;
}

/* The blocked path: the same maze as the plain order, tile by tile. */
int mz_kruskal_blocked(maze *m, maze_rng *rng)
{
    blk b;
    memset(&b, 0, sizeof b);
    b.m = m;
    perm_init(&b.f, rng, m->n * 2);
    uint64_t range = (uint64_t)b.f.a * b.f.b;
    while (range >> b.shift >= (1u << BUCKETS_LG)) b.shift++;
    int st = blk_alloc(&b);
    if (st) return st;
    phase1(&b);
    blk_free(&b);
    st = finish(&b);
    mz_free(&m->alloc, b.e);
    return st;
}
