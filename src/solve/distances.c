/* distances.c - the Dijkstra map: least costs from one or many cells to every
 * cell of a graph (or, moves reversed, from every cell to the nearest of
 * them), with a heap kept in the search context from query to query. */
#include "solve.h"
#include "heap.h"

/* The search state of the Dijkstra maps: their frontier. */
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
 * improved; the heap has room for 8 more. Reversed (`to`), a move from c
 * to nb stands for the move from nb into c, which costs c's cost: the moves
 * of a grid graph are symmetric, so nb has it. */
static void relax(const maze_graph *g, mz_heap *h, const int64_t *off, uint32_t c, double dc, int to, double *out)
{
    if (g->cells) { /* unit moves through open passages, the same both ways */
        uint32_t nb[8];
        for (unsigned i = 0, k = mz_cell_open_nbs(g, c, nb); i < k; i++) {
            if (dc + 1 >= out[nb[i]]) continue;
            out[nb[i]] = dc + 1;
            mz_heap_push(h, dc + 1, nb[i]);
        }
        return;
    }
    double cc = g->cost && to ? (double)g->cost[c] : 1;
    for (unsigned k = mz_gmask(g, c); k; k &= k - 1) {
        int d = __builtin_ctz(k);
        uint32_t nb = (uint32_t)((int64_t)c + off[d]);
        double nd = dc + mz_mlen[d] * (g->cost && !to ? (double)g->cost[nb] : cc);
        if (nd >= out[nb]) continue;
        out[nb] = nd;
        mz_heap_push(h, nd, nb);
    }
}

/* The field of the n cells `src` (checked), either way. */
static int field(maze_search *s, const uint32_t *src, size_t n, int to, double *out)
{
    const maze_graph *g = s->g;
    for (size_t i = 0; i < n; i++)
        if (src[i] >= g->n || !mz_gpassable(g, src[i])) return MAZE_ERANGE;
    dist_state *ds;
    if (mz_solve_state(s, &dist_kind, (void **)&ds)) return MAZE_ENOMEM;
    mz_heap *h = &ds->heap;
    int64_t off[8];
    for (int k = 0; k < 8; k++) off[k] = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
    for (uint64_t i = 0; i < g->n; i++) out[i] = INFINITY;
    for (size_t i = 0; i < n; i++) {
        if (out[src[i]] == 0) continue; /* named twice */
        if (h->n + 1 > h->cap && mz_solve_heap_grow(&s->alloc, h)) return MAZE_ENOMEM;
        out[src[i]] = 0;
        mz_heap_push(h, 0, src[i]);
    }
    while (h->n) {
        mz_hentry e = mz_heap_pop(h);
        uint32_t c = (uint32_t)e.key;
        if (e.f > out[c]) continue; /* a stale entry: c was improved after it */
        if (h->n + 8 > h->cap && mz_solve_heap_grow(&s->alloc, h)) return MAZE_ENOMEM;
        relax(g, h, off, c, e.f, to, out);
    }
    return MAZE_OK;
}

int maze_search_distances(maze_search *s, int32_t sx, int32_t sy, double *out)
{
    if (!s || !out) return MAZE_EINVAL;
    if (!maze_graph_passable(s->g, sx, sy)) return MAZE_ERANGE;
    uint32_t src = (uint32_t)((uint64_t)sy * (uint64_t)s->g->w + (uint64_t)sx);
    return field(s, &src, 1, 0, out);
}

int maze_search_distances_multi(maze_search *s, const uint32_t *sources, size_t n, int way, double *out)
{
    if (!s || !out || (!sources && n) || (way != MAZE_DIST_FROM && way != MAZE_DIST_TO)) return MAZE_EINVAL;
    return field(s, sources, n, way == MAZE_DIST_TO, out);
}
