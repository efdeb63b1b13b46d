/* search.h - the per-thread search context: the node records with
 * generation stamps, the frontiers, the result path and the scratch buffer. */
#ifndef MAZE_SOLVE_SEARCH_H
#define MAZE_SOLVE_SEARCH_H

#include "heap.h"

/* One cell's search state, packed so a relaxation touches one cache line.
 * stamp == s->stamp: reached this query (g and parent valid, open);
 * stamp == s->stamp + 1: closed (expanded, g final). Anything else: unseen. */
typedef struct mz_node {
    uint32_t stamp;
    uint32_t parent;
    double g;
} mz_node;

struct maze_search {
    maze_allocator alloc;
    const maze_graph *g;
    uint32_t stamp;       /* current query's generation (even; +1 = closed) */
    mz_node *node;        /* n records, never cleared per query (made lazily) */
    mz_node *node2;       /* bidir: the backward search's records (made lazily) */
    uint16_t *tag;        /* astar family: generation << 3 | parent direction;
                             2 bytes a cell, to stay in cache (made lazily) */
    double *gval;         /* astar family: g of each cell whose tag is current */
    unsigned tag_gen;     /* astar's generation in tag (even; +1 = closed) */
    mz_heap heap, heap2;  /* A*-family frontiers (heap2: bidir backward) */
    struct mz_bqueue *bq; /* astar's bucketed frontier (made lazily) */
    uint32_t *path;       /* result buffer */
    size_t path_cap;
    void *scratch;        /* solver-specific growable buffer (queue, stack) */
    size_t scratch_cap;
    /* wall.c (bfs and astar on wall graphs): 4 bits a cell, status in bits
     * 0-1 and the direction the cell was reached by in bits 2-3; cells
     * wlo..whi were touched by the last query (cleared before the next). */
    uint64_t *wcell;
    uint64_t wlo, whi;
    struct mz_keys { uint64_t *a; size_t n, cap; } wk[3]; /* astar's f buckets */
};

/* Advances the generation by 2 and empties the heaps; on wrap-around clears
 * the stamps of node and node2 (once every 2^31 queries). */
MZ_HIDDEN void mz_search_begin(maze_search *s);
/* Makes sure s->tag and s->gval exist and advances tag_gen by 2, clearing
 * the tags when it wraps (13 bits: every 4095 queries); MAZE_OK or
 * MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_tags(maze_search *s);
/* Makes sure s->bq exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_bq(maze_search *s);
/* Makes sure s->node exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_nodes(maze_search *s);
/* Makes sure s->node2 exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_node2(maze_search *s);
/* Grows s->scratch to at least `bytes`; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_scratch(maze_search *s, size_t bytes);
/* Grows s->path to hold `len` cells; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_path_cap(maze_search *s, size_t len);
/* Walks node parents back from goal and fills r (path, length, cost). */
MZ_HIDDEN int mz_search_path(maze_search *s, uint32_t start, uint32_t goal, double cost, maze_result *r);
/* Grows a heap by doubling; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_heap_grow(maze_search *s, mz_heap *h);

#endif
