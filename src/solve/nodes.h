/* nodes.h - node records with generation stamps: 16 bytes a cell, never
 * cleared per query. One set is a search state that bfs, dfs, astar, theta,
 * JPS+ and bidir's forward side share; bidir keeps a second set for its
 * backward side, and jps its own, made where its searches go (jps_nodes.h). */
#ifndef MAZE_SOLVE_NODES_H
#define MAZE_SOLVE_NODES_H

#include "search.h"

/* One cell's search state, packed so a relaxation touches one cache line.
 * stamp == the set's stamp: reached this query (g and parent valid, open);
 * stamp == the set's stamp + 1: closed (expanded, g final). Anything else:
 * unseen. */
typedef struct mz_node {
    uint32_t stamp;
    uint32_t parent;
    double g;
} mz_node;

/* A set of n records and the current query's stamp (even; +1 = closed). */
typedef struct mz_nodes {
    mz_node *rec;
    uint32_t stamp;
} mz_nodes;

/* Makes n zeroed records; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_nodes_init(mz_nodes *nd, const maze_allocator *a, uint64_t n);
/* Starts a query: the stamp advances by 2, the records are cleared when it
 * wraps (once every 2^31 queries). */
MZ_HIDDEN void mz_solve_nodes_begin(mz_nodes *nd, uint64_t n);
MZ_HIDDEN void mz_solve_nodes_free(mz_nodes *nd, const maze_allocator *a);

/* The shared set, as a state of the search. */
MZ_HIDDEN extern const mz_solve_kind mz_solve_nodes_kind;
/* The shared set of s, made on first use and begun for a new query. */
static inline int mz_solve_nodes(maze_search *s, mz_nodes **out)
{
    return mz_solve_state(s, &mz_solve_nodes_kind, (void **)out);
}

/* Walks the parents of nd back from goal into s->path and fills r (path,
 * length, cost); MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_nodes_path(maze_search *s, const mz_nodes *nd, uint32_t start, uint32_t goal, double cost,
                                  maze_result *r);

#endif
