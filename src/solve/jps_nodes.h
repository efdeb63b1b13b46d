/* jps_nodes.h - jps's node records, made on demand a block of 32 cells (by
 * index: a run of a row) at a time and packed in the order the searches
 * first reach them: a query writes the blocks its jump points fall in, 8 to
 * a page, where a record for every cell (nodes.h, 16 bytes a cell) has it
 * fault in (read, then write) the page of every 256 cells it reaches. */
#ifndef MAZE_SOLVE_JPS_NODES_H
#define MAZE_SOLVE_JPS_NODES_H

#include "search.h"

#define MZ_JPN_SHIFT 5 /* blocks of 32 cells: 32 records, 512 bytes */
#define MZ_JPN_UNMADE UINT64_MAX /* the steps of the records of a block not made (no path's) */

/* One cell's record: stamps as in nodes.h (even per query, +1 closed), the
 * parent, and the exact step counts of the best path found to it (straight
 * << 32 | diagonal), held as the integer they are. */
typedef struct mz_jpnode {
    uint32_t stamp;
    uint32_t parent;
    uint64_t steps;
} mz_jpnode;

/* The blocks of one search.
 * The directory holds, per block b, the address its records would have if
 * block b were the b-th of one array (the block's address less 32 b
 * records), so cell v's record is that plus v: no mask, and no test for a
 * block not made yet: its entry reads a shared block of records that look
 * open (the query's stamp, set by mz_jpnodes_begin) with steps
 * MZ_JPN_UNMADE, dearer than any path, so a search tests for them only
 * where it tests an open record's cost anyway, before it writes. */
typedef struct mz_jpnodes {
    uintptr_t *dir;      /* per block (cells 32 b to 32 b + 31): its biased address */
    size_t nblk;
    mz_jpnode unmade[1u << MZ_JPN_SHIFT]; /* what the blocks not made read */
    mz_jpnode *free;       /* the current chunk's blocks not handed out yet */
    size_t left;         /* how many */
    void **chunks;       /* every chunk, to free */
    size_t nchunks, chunks_cap;
    uint32_t stamp;
} mz_jpnodes;

/* The directory for n cells, no blocks yet; MAZE_OK or MAZE_ENOMEM. p must
 * not move afterwards (the directory points into it). */
MZ_HIDDEN int mz_jpnodes_init(mz_jpnodes *p, const maze_allocator *a, uint64_t n);
/* Starts a query (the stamp advances by 2; the blocks' stamps are cleared
 * when it wraps). */
MZ_HIDDEN void mz_jpnodes_begin(mz_jpnodes *p);
MZ_HIDDEN void mz_jpnodes_free(mz_jpnodes *p, const maze_allocator *a);
/* Makes the block of cell v (its records zeroed: unseen) and returns v's
 * record; NULL when out of memory. */
MZ_HIDDEN mz_jpnode *mz_jpnodes_make(mz_jpnodes *p, const maze_allocator *a, uint32_t v);

/* The record of cell v: its own when its block is made, else a shared one
 * with steps MZ_JPN_UNMADE (read only). The directory's integers are addresses. */
static inline mz_jpnode *mz_jpnodes_at(const uintptr_t *dir, uint32_t v)
{
    return (mz_jpnode *)(dir[v >> MZ_JPN_SHIFT] + (uintptr_t)v * sizeof(mz_jpnode)); /* NOLINT(performance-no-int-to-ptr): an address kept as an integer, biased */
}

#endif
