/* jps_nodes.h - jps's node records, made on demand a block of 32 cells (by
 * index: a run of a row) at a time and packed in the order the searches
 * first reach them: a query writes the blocks its jump points fall in, 8 to
 * a page, where a record for every cell (nodes.h, 16 bytes a cell) has it
 * fault in (read, then write) the page of every 256 cells it reaches. */
#ifndef MAZE_SOLVE_JPS_NODES_H
#define MAZE_SOLVE_JPS_NODES_H

#include "nodes.h"

#define MZ_JPN_SHIFT 5 /* blocks of 32 cells: 32 records, 512 bytes */

/* The blocks of one search (stamps as in nodes.h: even per query, +1 closed). */
typedef struct mz_jpnodes {
    mz_node **blk;       /* per block (cells 32 b to 32 b + 31): its records, or NULL */
    size_t nblk;
    mz_node *free;       /* the current chunk's blocks not handed out yet */
    size_t left;         /* how many */
    void **chunks;       /* every chunk, to free */
    size_t nchunks, chunks_cap;
    uint32_t stamp;
} mz_jpnodes;

/* The directory for n cells, no blocks yet; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_jpnodes_init(mz_jpnodes *p, const maze_allocator *a, uint64_t n);
/* Starts a query (the stamp advances by 2; the blocks' stamps are cleared
 * when it wraps). */
MZ_HIDDEN void mz_jpnodes_begin(mz_jpnodes *p);
MZ_HIDDEN void mz_jpnodes_free(mz_jpnodes *p, const maze_allocator *a);
/* Hands block b zeroed records (unseen); NULL when out of memory. */
MZ_HIDDEN mz_node *mz_jpnodes_make(mz_jpnodes *p, const maze_allocator *a, size_t b);

/* The record of cell v, whose block exists (the cell was reached). */
static inline mz_node *mz_jpnodes_at(const mz_jpnodes *p, uint32_t v)
{
    return p->blk[v >> MZ_JPN_SHIFT] + (v & ((1u << MZ_JPN_SHIFT) - 1));
}

#endif
