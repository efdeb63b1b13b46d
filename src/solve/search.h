/* search.h - the per-thread search context: the result path, a scratch
 * buffer, and the solvers' own states, each kept under its kind. */
#ifndef MAZE_SOLVE_SEARCH_H
#define MAZE_SOLVE_SEARCH_H

#include "graph.h"

/* A kind of solver state that a maze_search keeps: what one solver (or one
 * engine that several solvers share, such as the best-first core of astar,
 * dijkstra and weighted-astar) needs from query to query. The search knows
 * states only through these hooks, so a solver adds its state without
 * touching the search. */
typedef struct mz_solve_kind {
    size_t size;    /* bytes of the state, zeroed before create */
    /* Makes what the state holds (its per-cell arrays); NULL for nothing.
     * MAZE_OK or MAZE_ENOMEM (destroy then frees what was made). */
    int (*create)(maze_search *s, void *state);
    /* Readies the state for a new query (advances stamps, empties
     * frontiers); NULL for nothing. Called on every mz_solve_state. */
    void (*reset)(maze_search *s, void *state);
    /* Frees what create and the queries allocated; NULL for nothing. */
    void (*destroy)(maze_search *s, void *state);
} mz_solve_kind;

struct mz_solve_state; /* a state with its kind, in the search's list */

struct maze_search {
    maze_allocator alloc;
    const maze_graph *g;
    uint32_t *path;       /* result buffer */
    size_t path_cap;
    void *scratch;        /* growable buffer for one query (queue, stack) */
    size_t scratch_cap;
    struct mz_solve_state *states; /* made on first use, freed with the search */
    int cost_only;        /* maze_search_cost_only: results without cells */
};

/* The state of kind k in s, made on first use (k->size zeroed bytes, then
 * k->create) and readied for a new query by k->reset: *out points to it for
 * as long as s lives. MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_state(maze_search *s, const mz_solve_kind *k, void **out);
/* Grows s->scratch to at least `bytes`; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_scratch(maze_search *s, size_t bytes);
/* For a listing function's head: when s searches for costs only, fills r
 * as a found path of `cost` without cells and returns 1 (nothing to list);
 * else 0. */
MZ_HIDDEN int mz_solve_no_cells_at(maze_search *s, double cost, maze_result *r);
/* Inline, the cost-only test alone: a listing function's inlined size (and
 * so its caller's search loop) hardly grows. */
static inline int mz_solve_no_cells(maze_search *s, double cost, maze_result *r)
{
    return __builtin_expect(s->cost_only, 0) ? mz_solve_no_cells_at(s, cost, r) : 0;
}
/* Grows s->path to hold `len` cells; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_path_room(maze_search *s, size_t len);

#endif
