/* rows.h - the row-at-a-time driver shared by the streaming generators (eller,
 * sidewinder, binary-tree): an engine makes each row as two bit vectors
 * (east and south openings, bit x = cell x), and the driver either streams
 * the rows as maze_row_fn bytes or writes them into a maze, so `generate`
 * and `stream` give the same maze for the same seed by construction. */
#ifndef MAZE_ROWS_H
#define MAZE_ROWS_H

#include "gen.h"
#include "randbits.h"

typedef struct mz_rows mz_rows;

/* One engine run: make rows 0..h-1 in order, handing each to mz_rows_put. */
typedef int (*mz_rows_engine)(mz_rows *r);

struct mz_rows {
    int32_t w;
    int64_t h;
    size_t words;                 /* 64-bit words in a row vector */
    mz_randbits rb;
    const maze_gen_opts *o;
    const maze_allocator *alloc;
    const maze *mask;             /* in-memory run over a maze with disabled cells, else NULL */
    int (*sink)(mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s);
    void *sink_ud;
    bool row_sets;                /* set by an engine whose method is sets (eller): the in-memory
                                     sink then names each row's sets (MAZE_EV_SET) with events */
    uint32_t *sets;               /* their scratch (rows.c), NULL until needed */
};

/* Hands row y (east bits e, south bits s; bits past w zero) to the sink. */
static inline int mz_rows_put(mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s)
{
    return r->sink(r, y, e, s);
}

/* Fills dst (r->words words) with the enabled bits of row y: all w bits set
 * without a mask, none for a row outside 0..h-1. */
MZ_HIDDEN void mz_rows_enabled(const mz_rows *r, int64_t y, uint64_t *dst);

/* Allocates `count` zeroed row vectors in one block through r->alloc;
 * vector k is at (*out) + k * r->words. MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_rows_alloc(const mz_rows *r, size_t count, uint64_t **out);
MZ_HIDDEN void mz_rows_free(const mz_rows *r, uint64_t *p);

/* Runs `engine` into maze m, writing every row whole (so the maze needs no
 * clearing; rows after a cancelled row stay as they were). Without disabled
 * cells this is exactly the stream's maze; with them the engine skips the
 * disabled cells and the fragments it leaves inside a piece are joined by
 * Kruskal's algorithm (mz_kruskal_join), so every piece is a spanning tree.
 * Emits a carve event per opening, row by row. */
MZ_HIDDEN int mz_rows_generate(mz_rows_engine engine, maze *m, maze_rng *rng,
                               const maze_gen_opts *o);
/* Runs `engine` for a width x height maze and streams its rows as bytes. */
MZ_HIDDEN int mz_rows_stream(mz_rows_engine engine, int32_t width, int64_t height, maze_rng *rng,
                             const maze_gen_opts *o, maze_row_fn emit, void *ud,
                             const maze_allocator *alloc);

/* Defines NAME_generate and NAME_stream, a generator descriptor's two entry
 * points, for row engine ENGINE: every streaming generator binds its engine
 * to the shared driver the same way. */
#define MZ_ROWS_ENTRY_POINTS(NAME, ENGINE)                                                         \
    static int NAME##_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)                     \
    {                                                                                              \
        return mz_rows_generate(ENGINE, m, rng, o);                                                \
    }                                                                                              \
    static int NAME##_stream(int32_t width, int64_t height, maze_rng *rng, const maze_gen_opts *o, \
                             maze_row_fn emit, void *ud, const maze_allocator *alloc)              \
    {                                                                                              \
        return mz_rows_stream(ENGINE, width, height, rng, o, emit, ud, alloc);                     \
    }

/* Bit x of a row vector. */
static inline unsigned mz_row_bit(const uint64_t *v, uint64_t x) { return (unsigned)(v[x >> 6] >> (x & 63)) & 1u; }
static inline void mz_row_set(uint64_t *v, uint64_t x) { v[x >> 6] |= 1ull << (x & 63); }

#endif
