/* distances.c - the Dijkstra map: least costs from one cell to every cell of
 * a graph, with a heap kept in the search context from query to query (the
 * field the game tools build on). */
#include "solve.h"
#include "heap.h"

/* The search state of maze_search_distances: its frontier. */
typedef struct dist_state {
    mz_heap heap;
} dist_state;

static int dist_create(maze_search *s, void *state)
{
    return mz_solve_heap_init(&s->alloc, &((dist_state *)state)->heap);
}

static void dist_reset(maze_search *s, void *state)
{
    (void)s;
    ((dist_state *)state)->heap.n = 0;
}

static void dist_destroy(maze_search *s, void *state) { mz_solve_heap_free(&s->alloc, &((dist_state *)state)->heap); }

static const mz_solve_kind dist_kind = {sizeof(dist_state), dist_create, dist_reset, dist_destroy};

/* Relaxes the moves out of cell c (least cost dc) into out, pushing each cell
 * improved; the heap has room for 8 more. */
static void relax(const maze_graph *g, mz_heap *h, const int64_t *off, uint32_t c, double dc, double *out)
{
    if (g->cells) { /* unit moves through open passages */
        uint32_t nb[8];
        for (unsigned i = 0, k = mz_cell_open_nbs(g, c, nb); i < k; i++) {
            if (dc + 1 >= out[nb[i]]) continue;
            out[nb[i]] = dc + 1;
            mz_heap_push(h, dc + 1, nb[i]);
        }
        return;
    }
    for (unsigned k = mz_gmask(g, c); k; k &= k - 1) {
        int d = __builtin_ctz(k);
        uint32_t nb = (uint32_t)((int64_t)c + off[d]);
        double nd = dc + (g->cost ? mz_mlen[d] * (double)g->cost[nb] : mz_mlen[d]);
        if (nd >= out[nb]) continue;
        out[nb] = nd;
        mz_heap_push(h, nd, nb);
    }
}

int maze_search_distances(maze_search *s, int32_t sx, int32_t sy, double *out)
{
    if (!s || !out) return MAZE_EINVAL;
    const maze_graph *g = s->g;
    if (!maze_graph_passable(g, sx, sy)) return MAZE_ERANGE;
    dist_state *ds;
    if (mz_solve_state(s, &dist_kind, (void **)&ds)) return MAZE_ENOMEM;
    mz_heap *h = &ds->heap;
    int64_t off[8];
    for (int k = 0; k < 8; k++) off[k] = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
    for (uint64_t i = 0; i < g->n; i++) out[i] = INFINITY;
    uint32_t src = (uint32_t)((uint64_t)sy * (uint64_t)g->w + (uint64_t)sx);
    out[src] = 0;
    mz_heap_push(h, 0, src);
    while (h->n) {
        mz_hentry e = mz_heap_pop(h);
        uint32_t c = (uint32_t)e.key;
        if (e.f > out[c]) continue; /* a stale entry: c was improved after it */
        if (h->n + 8 > h->cap && mz_solve_heap_grow(&s->alloc, h)) return MAZE_ENOMEM;
        relax(g, h, off, c, e.f, out);
    }
    return MAZE_OK;
}
