/* huge.h - what the generators tuned for huge grids share (prim, growing-tree,
 * kruskal, prim-simple): a row index without division, prefetching a step's
 * cells, and the tiled scratch grid of tiles.c. */
#ifndef MAZE_GEN_HUGE_H
#define MAZE_GEN_HUGE_H

#include "gen.h"

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

#endif
