/* gen.h - what generator files share: the descriptors they export and small
 * functions for walking the grid of a maze. */
#ifndef MAZE_GEN_H
#define MAZE_GEN_H

#include "../topo/topo.h"
#include "randbits.h"

/* A generator's own descriptor: the public maze_generator (what the table
 * shows) and the entry points behind maze_generate_into and
 * maze_generate_rows, which check the arguments first. */
typedef int (*mz_gen_fn)(maze *m, maze_rng *rng, const maze_gen_opts *o);
typedef int (*mz_gen_rows_fn)(int32_t width, int64_t height, maze_rng *rng, const maze_gen_opts *o,
                              maze_row_fn emit, void *ud, const maze_allocator *alloc);
typedef struct mz_generator {
    maze_generator info;   /* first: a table pointer is &desc->info */
    mz_gen_fn generate;    /* carves into a maze whose walls are closed */
    mz_gen_rows_fn rows;   /* streams rows; NULL unless info.flags has MAZE_GEN_ROWS */
    const mz_gen_fn *on;   /* by topology (MZ_TOPO_*): the cell-graph version, run on
                              every topology but rect; set with MAZE_GEN_TOPOLOGIES */
} mz_generator;

/* Each generator file exports one descriptor; list.h names them. */
#define MZ_GEN(id) extern const mz_generator mz_gen_##id;
#include "list.h"
#undef MZ_GEN

/* Direction index 0..3 = N, E, S, W; bit = 1 << index matches MAZE_N..MAZE_W. */
static const int32_t mz_dx[4] = {0, 1, 0, -1};
static const int32_t mz_dy[4] = {-1, 0, 1, 0};

/* The neighbour of i=(x,y) in direction d if it exists and is enabled. */
static inline bool mz_neighbour(const maze *m, uint64_t i, int32_t x, int32_t y, int d, uint64_t *j)
{
    int32_t nx = x + mz_dx[d], ny = y + mz_dy[d];
    if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h) return false;
    *j = d == 0 ? i - (uint64_t)m->w : d == 1 ? i + 1 : d == 2 ? i + (uint64_t)m->w : i - 1;
    return mz_enabled(m, *j);
}

/* Emits a carve event from (x,y) in direction d; returns the callback's verdict. */
static inline int mz_emit_carve(const maze_gen_opts *o, int32_t x, int32_t y, int d)
{
    if (!o || !o->step) return 0;
    return mz_emit(o->step, o->step_ud, MAZE_EV_CARVE, x, y, x + mz_dx[d], y + mz_dy[d], 0);
}

/* ---- cache-friendly building blocks for prim, prim-simple, kruskal and
 * growing-tree on huge grids ---- */

/* y = i / w without a division instruction (Lemire's multiply-high, exact
 * for every 32-bit i; cell indices are below MAZE_MAX_CELLS < 2^32). */
typedef struct {
    uint64_t mul; /* ceil(2^64 / w); 0 when w == 1 */
    uint32_t w;
} mz_divw;
static inline mz_divw mz_divw_init(const maze *m)
{
    mz_divw d = {m->w > 1 ? UINT64_MAX / (uint64_t)m->w + 1 : 0, (uint32_t)m->w};
    return d;
}
static inline uint32_t mz_divw_y(const mz_divw *d, uint64_t i)
{
    if (d->w == 1) return (uint32_t)i;
    return (uint32_t)(((unsigned __int128)d->mul * (uint32_t)i) >> 64);
}

/* A bitset of n = m->n bits with the disabled cells already set, so "bit
 * clear" alone means "enabled and not yet taken". NULL when out of memory. */
MZ_HIDDEN uint64_t *mz_vis_new(const maze *m);
/* How many of the m->n bits of `vis` are clear. */
MZ_HIDDEN uint64_t mz_vis_free_count(const maze *m, const uint64_t *vis);
/* The first clear bit of `vis` at or after `from`, or m->n when none. */
MZ_HIDDEN uint64_t mz_vis_next_free(const maze *m, const uint64_t *vis, uint64_t from);

/* The free neighbours of cell i = (x, y) in `vis` (in the grid, bit clear)
 * as a 4-bit set, bit d for direction d (N E S W). */
static inline unsigned mz_free_dirs(const maze *m, const uint64_t *vis, uint64_t i, uint32_t x, uint32_t y)
{
    uint64_t w = (uint64_t)m->w;
    unsigned f = 0;
    if (y > 0 && !mz_bit(vis, i - w)) f |= 1u;
    if (x + 1 < (uint32_t)m->w && !mz_bit(vis, i + 1)) f |= 2u;
    if (y + 1 < (uint32_t)m->h && !mz_bit(vis, i + w)) f |= 4u;
    if (x > 0 && !mz_bit(vis, i - 1)) f |= 8u;
    return f;
}

/* Starts loading what a step at cell c touches: the rows above, at and below
 * c of a per-cell array `a` (2^lg cells a word) and c's and the upper row's
 * maze words. */
static inline void mz_prefetch_cell(const maze *m, const uint64_t *a, unsigned lg, uint64_t c)
{
    uint64_t w = (uint64_t)m->w, up = c >= w ? c - w : c, down = c + w < m->n ? c + w : c;
    __builtin_prefetch(&a[c >> lg], 1);
    __builtin_prefetch(&a[up >> lg]);
    __builtin_prefetch(&a[down >> lg]);
    __builtin_prefetch(&m->bits[c >> 5], 1);
    __builtin_prefetch(&m->bits[up >> 5], 1);
}

/* ---- tiles: the scratch grid of prim-simple on
 * huge grids (tiles.c). A cell has four bits, kept in tiles of 128 cells,
 * 16 x 8 (narrower on grids under 16 wide, flatter on grids under 5 high): a
 * tile is 8 words, one cache line, a word 16 cells of its rows. In row order the cells next to a
 * growing tree (which crosses every row) fill megabytes of cache lines; in
 * tiles a step touches about one line and the cells being worked on fit the
 * cache. Tiles run across the grid in bands; tile 0 is padding, and a band's
 * tiles reach at least one column past the grid, so the east or west
 * neighbour of a cell is always in the array. Padding and disabled cells are
 * MZ_T_TAKEN. A cell's id is 128 x its tile + its place in the tile. ---- */
#define MZ_T_TAKEN 1u /* queued or visited: the generator's own meaning */
#define MZ_T_USER 2u  /* free for the generator */
#define MZ_T_E 4u     /* passage east */
#define MZ_T_S 8u     /* passage south */
#define MZ_T_ONES 0x1111111111111111ull

typedef struct {
    uint64_t *q;
    uint64_t band;        /* cell ids in a band: 128 x tiles across */
    uint64_t last;        /* ids at or past it are in the last band */
    uint32_t across, bands;
    unsigned lw, lh;      /* tile width 1 << lw, height 1 << lh = 128 / width */
    mz_divw dw;
} mz_tiles;

static inline unsigned mz_tile_get(const mz_tiles *t, uint64_t id)
{
    return (unsigned)(t->q[id >> 4] >> ((id & 15) * 4)) & 15u;
}
static inline void mz_tile_or(mz_tiles *t, uint64_t id, unsigned v)
{
    t->q[id >> 4] |= (uint64_t)v << ((id & 15) * 4);
}

/* The id of cell (x, y) / of row-major cell c. */
static inline uint64_t mz_tile_xy(const mz_tiles *t, uint32_t x, uint32_t y)
{
    uint64_t tile = 1 + (uint64_t)(y >> t->lh) * t->across + (x >> t->lw);
    return tile << 7 | (uint64_t)(y & ((1u << t->lh) - 1)) << t->lw | (x & ((1u << t->lw) - 1));
}
static inline uint64_t mz_tile_id(const mz_tiles *t, uint64_t c)
{
    uint32_t y = mz_divw_y(&t->dw, c);
    return mz_tile_xy(t, (uint32_t)(c - (uint64_t)y * t->dw.w), y);
}

/* The ids of the four neighbours of `id` (N E S W); `id` itself where the
 * grid ends above or below (so a cell being worked on must not have the
 * state looked for in its neighbours). */
static inline void mz_tile_nbs(const mz_tiles *t, uint64_t id, uint64_t nb[4])
{
    uint64_t tw = 1ull << t->lw, col = id & (tw - 1), row = (id & 127) >> t->lw;
    nb[0] = row ? id - tw : id - 128 < t->band ? id : id - t->band + 128 - tw;
    nb[1] = col != tw - 1 ? id + 1 : id + 129 - tw;
    nb[2] = row != 127u >> t->lw ? id + tw : id >= t->last ? id : id + t->band - 128 + tw;
    nb[3] = col ? id - 1 : id - 129 + tw;
}

/* The directions d whose neighbour nb[d] has (state & bit) == want. */
static inline unsigned mz_tile_dirs(const mz_tiles *t, const uint64_t nb[4], unsigned bit, unsigned want)
{
    unsigned f = 0;
    for (unsigned d = 0; d < 4; d++) f |= (unsigned)((mz_tile_get(t, nb[d]) & bit) == want) << d;
    return f;
}

/* Opens the passage from cell `id` (neighbours nb) towards d. */
static inline void mz_tile_carve(mz_tiles *t, uint64_t id, const uint64_t nb[4], unsigned d)
{
    if (d == 1 || d == 2) mz_tile_or(t, id, d == 1 ? MZ_T_E : MZ_T_S);
    else mz_tile_or(t, nb[d], d == 0 ? MZ_T_S : MZ_T_E);
}

/* Allocates the tiles of m, every grid cell free but the disabled ones.
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_tiles_init(mz_tiles *t, const maze *m);
/* ORs the passages into m->bits. */
MZ_HIDDEN void mz_tiles_copy_out(const mz_tiles *t, maze *m);
MZ_HIDDEN void mz_tiles_free(mz_tiles *t, const maze *m);
/* The first row-major cell at or after `from` not taken, or m->n. */
MZ_HIDDEN uint64_t mz_tiles_next_free(const mz_tiles *t, const maze *m, uint64_t from);
/* Emits the carve event of row-major cell c towards d (when there is a step
 * callback): MAZE_OK, or MAZE_ECANCELLED when the callback asks to stop. */
MZ_HIDDEN int mz_tiles_emit(const mz_tiles *t, const maze_gen_opts *o, uint64_t c, unsigned d);

/* The k-th set bit (k from 0) of a 4-bit direction set. */
static inline unsigned mz_nth_dir(unsigned set, unsigned k)
{
    while (k--) set &= set - 1;
    return (unsigned)__builtin_ctz(set);
}

/* The index step of direction d (N E S W) on a grid of width w. */
static inline uint64_t mz_dstep(uint64_t w, unsigned d)
{
    return d == 0 ? 0 - w : d == 1 ? 1 : d == 2 ? w : 0 - (uint64_t)1;
}

/* Collects the directions from cell i to enabled neighbours; when `visited`
 * is given, only those whose visited bit equals `want`. Returns the count;
 * dirs[] and nbs[] receive direction indices and neighbour indices. */
MZ_HIDDEN int mz_neighbours(const maze *m, uint64_t i, const uint64_t *visited, bool want,
                            int dirs[4], uint64_t nbs[4]);

/* Carves from cell i towards direction d and emits the event. Returns
 * MAZE_ECANCELLED when the step callback asks to stop. */
MZ_HIDDEN int mz_carve_emit(maze *m, const maze_gen_opts *o, uint64_t i, int d);

/* A resumable depth-first walk over the enabled cells (grid adjacency, not
 * passages): yields every enabled cell once, piece by piece in the order of
 * each piece's first cell, in DFS preorder, so every yielded cell except a
 * piece's first is adjacent to a cell yielded before it. 3 bits a cell. */
typedef struct mz_walker {
    const maze *m;
    uint64_t *seen, *back;
    uint64_t scan, cur, root;
    bool active;
} mz_walker;
MZ_HIDDEN int mz_walker_init(mz_walker *w, const maze *m);
MZ_HIDDEN void mz_walker_free(mz_walker *w);
/* Next cell into *cell; *fresh tells if it starts a new piece. false at end. */
MZ_HIDDEN bool mz_walker_next(mz_walker *w, uint64_t *cell, bool *fresh);

/* Kruskal over the walls between enabled cells in a keyed pseudorandom order,
 * after uniting the passages already open (which must form a forest): ends
 * with a spanning tree of every piece. Used by kruskal and by division on
 * masks. MAZE_OK, MAZE_ENOMEM, MAZE_ECANCELLED. */
MZ_HIDDEN int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o);

/* ---- the cell graph: what the generators' versions for every topology
 * share. A generator file writes its version once, as
 *   MZ_INLINE int NAME_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
 * reaching cells only through mz_topo_nbs(kind, ...) and mz_cells_carve,
 * then MZ_GEN_INSTANCES(NAME) makes NAME_on[], one instance a topology, in
 * each of which `kind` is a constant and the topology's neighbour code is
 * inlined (a call through a pointer for every neighbour costs more than
 * the rest of a step). ---- */
#define MZ_GEN_INSTANCE(gen, id) \
    static int gen##_on_##id(maze *m, maze_rng *rng, const maze_gen_opts *o) \
    { \
        return gen##_cells(m, rng, o, MZ_TOPO_##id); \
    }
#define MZ_GEN_INSTANCE_REF(gen, id) gen##_on_##id,

/* Opens side s of cell c towards nb (whose side `back` faces c) on topology
 * `kind`, rect's 2-bit layout included, and emits the carve event (rect:
 * coordinates; others: cell indices in x and x2). MAZE_OK, or
 * MAZE_ECANCELLED when the step callback asks to stop. */
MZ_INLINE int mz_cells_carve(int kind, maze *m, const maze_gen_opts *o, uint32_t c, unsigned s, uint32_t nb,
                             unsigned back)
{
    if (kind == MZ_TOPO_rect) {
        mz_carve(m, c, 1u << s);
    } else {
        mz_side_open(m, c, s, nb, back);
    }
    if (!o || !o->step) return MAZE_OK;
    maze_event ev = {MAZE_EV_CARVE, (int32_t)c, 0, (int32_t)nb, 0, 0};
    if (kind == MZ_TOPO_rect) {
        mz_xy(m, c, &ev.x, &ev.y);
        mz_xy(m, nb, &ev.x2, &ev.y2);
    }
    return o->step(o->step_ud, &ev) ? MAZE_ECANCELLED : MAZE_OK;
}

/* The sides of c whose neighbour exists and whose bit in `vis` is clear
 * (free[0..count), their neighbours in nb and back sides in back). */
MZ_INLINE unsigned mz_cells_free(int kind, const maze *m, const uint64_t *vis, uint32_t c,
                                 uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES],
                                 uint8_t free[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && !mz_bit(vis, nb[s])) free[f++] = (uint8_t)s;
    return f;
}

/* A growable array of cell indices (a stack or a list). */
typedef struct mz_cellvec {
    uint32_t *v;
    size_t len, cap;
} mz_cellvec;
/* Appends c; MAZE_OK or MAZE_ENOMEM. */
static inline int mz_cellvec_push(mz_cellvec *s, const maze_allocator *a, uint32_t c)
{
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 1024;
        uint32_t *nv = mz_realloc(a, s->v, nc * sizeof *nv);
        if (!nv) return MAZE_ENOMEM;
        s->v = nv;
        s->cap = nc;
    }
    s->v[s->len++] = c;
    return MAZE_OK;
}

/* The sides of c whose neighbour exists and is enabled (valid[0..count),
 * neighbours in nb, back sides in back): where a random walk may step. */
MZ_INLINE unsigned mz_cells_valid(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES], uint8_t valid[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && mz_enabled(m, nb[s])) valid[f++] = (uint8_t)s;
    return f;
}

/* The pieces of the enabled cells (joined by the tiling, not by passages),
 * each from its lowest cell: `pieces` (if given) receives (first cell,
 * number of cells) pairs, `order` (if given) every enabled cell, piece by
 * piece, each after a neighbour of it but a piece's first. MAZE_OK or
 * MAZE_ENOMEM. */
MZ_INLINE int mz_cells_pieces(int kind, const maze *m, mz_cellvec *order, mz_cellvec *pieces)
{
    uint64_t *seen = mz_vis_new(m);
    mz_cellvec stack = {0};
    int st = seen ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, seen, start)) < m->n;) {
        uint32_t size = 0;
        mz_bit_set(seen, start);
        st = mz_cellvec_push(&stack, &m->alloc, (uint32_t)start);
        while (!st && stack.len) {
            uint32_t c = stack.v[--stack.len], nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], free[MAZE_MAX_SIDES];
            size++;
            if (order) st = mz_cellvec_push(order, &m->alloc, c);
            unsigned f = mz_cells_free(kind, m, seen, c, nb, back, free);
            for (unsigned j = 0; j < f && !st; j++) {
                mz_bit_set(seen, nb[free[j]]);
                st = mz_cellvec_push(&stack, &m->alloc, nb[free[j]]);
            }
        }
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, (uint32_t)start);
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, size);
    }
    mz_free(&m->alloc, stack.v);
    mz_free(&m->alloc, seen);
    return st;
}


#endif
