/* jps_nodes.c - jps's node records on demand (jps_nodes.h): blocks carved
 * from chunks that grow as the searches reach more of the map. */
#include "jps_nodes.h"

#include <string.h>

#define BLOCK ((size_t)1 << MZ_JPN_SHIFT) /* records a block */
#define CHUNK_MIN 16   /* blocks in the first chunk (8 KiB) */
#define CHUNK_MAX 128  /* and in any chunk at most (64 KiB) */

/* Block b's records at r, as the directory keeps them: the address of
 * cell 0's record were the blocks one array (unsigned: it wraps, and the
 * record of a cell of block b lands back in r). */
static uintptr_t biased(const mz_jpnode *r, size_t b)
{
    return (uintptr_t)r - (uintptr_t)(b << MZ_JPN_SHIFT) * sizeof(mz_jpnode);
}

/* Whether the directory entry of block b points at a made block. */
static int made(const mz_jpnodes *p, size_t b)
{
    return p->dir[b] != biased(p->unmade, b);
}

int mz_jpnodes_init(mz_jpnodes *p, const maze_allocator *a, uint64_t n)
{
    memset(p, 0, sizeof *p);
    p->nblk = (size_t)((n + BLOCK - 1) >> MZ_JPN_SHIFT);
    p->dir = mz_alloc(a, (p->nblk ? p->nblk : 1) * sizeof *p->dir);
    if (!p->dir) return MAZE_ENOMEM;
    for (size_t i = 0; i < BLOCK; i++) p->unmade[i].steps = MZ_JPN_UNMADE;
    for (size_t b = 0; b < p->nblk; b++) p->dir[b] = biased(p->unmade, b);
    return MAZE_OK;
}

void mz_jpnodes_begin(mz_jpnodes *p)
{
    if (p->stamp >= UINT32_MAX - 3) {
        for (size_t b = 0; b < p->nblk; b++)
            if (made(p, b))
                for (size_t i = 0; i < BLOCK; i++) mz_jpnodes_at(p->dir, (uint32_t)((b << MZ_JPN_SHIFT) + i))->stamp = 0;
        p->stamp = 0;
    }
    p->stamp += 2;
    for (size_t i = 0; i < BLOCK; i++) p->unmade[i].stamp = p->stamp; /* blocks not made look open */
}

void mz_jpnodes_free(mz_jpnodes *p, const maze_allocator *a)
{
    for (size_t i = 0; i < p->nchunks; i++) mz_free(a, p->chunks[i]);
    mz_free(a, p->chunks);
    mz_free(a, p->dir);
    memset(p, 0, sizeof *p);
}

/* A new chunk, twice the last (the first CHUNK_MIN blocks): its pages are
 * first touched as its blocks are handed out, each written before read. */
static int chunk_add(mz_jpnodes *p, const maze_allocator *a)
{
    if (p->nchunks == p->chunks_cap) {
        size_t cap = p->chunks_cap ? 2 * p->chunks_cap : 8;
        void **c = mz_realloc(a, p->chunks, cap * sizeof *c);
        if (!c) return MAZE_ENOMEM;
        p->chunks = c;
        p->chunks_cap = cap;
    }
    size_t blocks = (size_t)CHUNK_MIN << (p->nchunks < 6 ? p->nchunks : 6);
    if (blocks > CHUNK_MAX) blocks = CHUNK_MAX;
    mz_jpnode *c = mz_alloc(a, blocks * BLOCK * sizeof *c);
    if (!c) return MAZE_ENOMEM;
    p->chunks[p->nchunks++] = c;
    p->free = c;
    p->left = blocks;
    return MAZE_OK;
}

mz_jpnode *mz_jpnodes_make(mz_jpnodes *p, const maze_allocator *a, uint32_t v)
{
    size_t b = v >> MZ_JPN_SHIFT;
    if (!p->left && chunk_add(p, a)) return NULL;
    mz_jpnode *r = p->free;
    memset(r, 0, BLOCK * sizeof *r);
    p->free += BLOCK;
    p->left--;
    p->dir[b] = biased(r, b);
    return mz_jpnodes_at(p->dir, v);
}
