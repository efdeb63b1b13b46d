/* solve.h - what solver files share: the search graph (a move mask per cell),
 * the per-thread search context and the solver descriptors. */
#ifndef MAZE_SOLVE_H
#define MAZE_SOLVE_H

#include "../internal.h"

/* Move index 0..7: N, E, S, W, NE, SE, SW, NW. Bit k of a cell's move mask is
 * set when the move in direction k is allowed out of it. */
static const int32_t mz_mdx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int32_t mz_mdy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

struct maze_graph {
    maze_allocator alloc;
    int32_t w, h;
    uint64_t n;
    int moves;            /* 4 or 8 */
    uint8_t *mask;        /* n move masks; 0 for a cell nothing leaves */
    uint8_t *passable;    /* n bytes: 1 if the cell can be stood on */
    float *cost;          /* NULL: unit cell costs; else cost of entering a cell */
};

struct maze_search {
    maze_allocator alloc;
    const maze_graph *g;
    uint32_t stamp;       /* current query's generation */
    uint32_t *seen;       /* generation at which a cell's g/parent became valid */
    uint32_t *parent;
    double *dist;
    uint32_t *path;       /* result buffer */
    size_t path_cap;
    void *scratch;        /* solver-specific growable buffer (heap, queue) */
    size_t scratch_cap;
};

/* Advances the generation; on wrap-around clears the stamps (every 2^32 queries). */
MZ_HIDDEN void mz_search_begin(maze_search *s);
/* Grows s->scratch to at least `bytes`; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_scratch(maze_search *s, size_t bytes);
/* Walks parents back from goal and fills r (path, length, cost). */
MZ_HIDDEN int mz_search_path(maze_search *s, uint32_t start, uint32_t goal, double cost, maze_result *r);

/* Neighbour of cell i in move direction k (the mask says it exists). */
static inline uint32_t mz_move(const maze_graph *g, uint32_t i, int k)
{
    return (uint32_t)((int64_t)i + mz_mdx[k] + (int64_t)mz_mdy[k] * g->w);
}

extern const maze_solver mz_solve_bfs;

#endif
