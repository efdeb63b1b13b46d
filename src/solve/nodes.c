/* nodes.c - node record sets (nodes.h) and the shared set as a search state. */
#include "nodes.h"

int mz_solve_nodes_init(mz_nodes *nd, const maze_allocator *a, uint64_t n)
{
    nd->stamp = 0;
    nd->rec = mz_calloc(a, (size_t)n, sizeof(mz_node));
    return nd->rec ? MAZE_OK : MAZE_ENOMEM;
}

/* Stamps are even per query (odd = closed), so a query is two values wide. */
void mz_solve_nodes_begin(mz_nodes *nd, uint64_t n)
{
    if (nd->stamp >= UINT32_MAX - 3) {
        for (uint64_t i = 0; i < n; i++) nd->rec[i].stamp = 0;
        nd->stamp = 0;
    }
    nd->stamp += 2;
}

void mz_solve_nodes_free(mz_nodes *nd, const maze_allocator *a)
{
    mz_free(a, nd->rec);
    nd->rec = NULL;
}

static int nodes_create(maze_search *s, void *state)
{
    return mz_solve_nodes_init(state, &s->alloc, s->g->n);
}

static void nodes_reset(maze_search *s, void *state) { mz_solve_nodes_begin(state, s->g->n); }

static void nodes_destroy(maze_search *s, void *state) { mz_solve_nodes_free(state, &s->alloc); }

const mz_solve_kind mz_solve_nodes_kind = {sizeof(mz_nodes), nodes_create, nodes_reset, nodes_destroy};

int mz_solve_nodes_path(maze_search *s, const mz_nodes *nd, uint32_t start, uint32_t goal, double cost,
                        maze_result *r)
{
    if (mz_solve_no_cells(s, cost, r)) return MAZE_OK;
    const mz_node *rec = nd->rec;
    size_t len = 1;
    for (uint32_t c = goal; c != start; c = rec[c].parent) len++;
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t c = goal;; c = rec[c].parent) {
        s->path[--k] = c;
        if (c == start) break;
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = cost;
    return MAZE_OK;
}
