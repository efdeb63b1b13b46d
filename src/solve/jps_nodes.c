/* jps_nodes.c - jps's node records on demand (jps_nodes.h): blocks carved
 * from chunks that grow as the searches reach more of the map. */
#include "jps_nodes.h"

#include <string.h>

#define BLOCK ((size_t)1 << MZ_JPN_SHIFT) /* records a block */
#define CHUNK_MIN 16   /* blocks in the first chunk (8 KiB) */
#define CHUNK_MAX 128  /* and in any chunk at most (64 KiB) */

int mz_jpnodes_init(mz_jpnodes *p, const maze_allocator *a, uint64_t n)
{
    memset(p, 0, sizeof *p);
    p->nblk = (size_t)((n + BLOCK - 1) >> MZ_JPN_SHIFT);
    p->blk = mz_calloc(a, p->nblk ? p->nblk : 1, sizeof(mz_node *));
    return p->blk ? MAZE_OK : MAZE_ENOMEM;
}

void mz_jpnodes_begin(mz_jpnodes *p)
{
    if (p->stamp >= UINT32_MAX - 3) {
        for (size_t b = 0; b < p->nblk; b++)
            if (p->blk[b])
                for (size_t i = 0; i < BLOCK; i++) p->blk[b][i].stamp = 0;
        p->stamp = 0;
    }
    p->stamp += 2;
}

void mz_jpnodes_free(mz_jpnodes *p, const maze_allocator *a)
{
    for (size_t i = 0; i < p->nchunks; i++) mz_free(a, p->chunks[i]);
    mz_free(a, p->chunks);
    mz_free(a, p->blk);
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
    mz_node *c = mz_alloc(a, blocks * BLOCK * sizeof *c);
    if (!c) return MAZE_ENOMEM;
    p->chunks[p->nchunks++] = c;
    p->free = c;
    p->left = blocks;
    return MAZE_OK;
}

mz_node *mz_jpnodes_make(mz_jpnodes *p, const maze_allocator *a, size_t b)
{
    if (!p->left && chunk_add(p, a)) return NULL;
    mz_node *r = p->free;
    memset(r, 0, BLOCK * sizeof *r);
    p->free += BLOCK;
    p->left--;
    p->blk[b] = r;
    return r;
}
