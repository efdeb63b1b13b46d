/* search.c - the reusable per-thread search context: made once per thread,
 * its records and frontiers grown on demand and never cleared per query. */
#include "solve.h"
#include "bqueue.h"

int maze_search_create(maze_search **out, const maze_graph *g, const maze_allocator *alloc)
{
    if (!out || !g) return MAZE_EINVAL;
    *out = NULL;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_search *s = mz_calloc(&a, 1, sizeof *s);
    if (!s) return MAZE_ENOMEM;
    s->alloc = a;
    s->g = g;
    /* The first frontier and path buffers now, touched, so a query does not
     * pay for fresh pages. The per-cell records come with the first solver
     * that needs them (node: 16 bytes a cell; wcell: 4 bits). */
    if (mz_heap_grow(s, &s->heap) || mz_search_path_cap(s, 1024)) {
        maze_search_destroy(s);
        return MAZE_ENOMEM;
    }
    memset(s->heap.a, 0, s->heap.cap * sizeof *s->heap.a);
    memset(s->path, 0, s->path_cap * sizeof *s->path);
    *out = s;
    return MAZE_OK;
}

void maze_search_destroy(maze_search *s)
{
    if (!s) return;
    maze_allocator a = s->alloc;
    mz_free(&a, s->node);
    mz_free(&a, s->node2);
    mz_free(&a, s->tag);
    mz_free(&a, s->gval);
    mz_free(&a, s->wcell);
    for (int i = 0; i < 3; i++) mz_free(&a, s->wk[i].a);
    if (s->bq) {
        mz_free(&a, s->bq->act.a);
        for (int i = 0; i < MZ_BQ_N; i++) mz_free(&a, s->bq->b[i].a);
        mz_free(&a, s->bq);
    }
    mz_free(&a, s->heap.a);
    mz_free(&a, s->heap2.a);
    mz_free(&a, s->path);
    mz_free(&a, s->scratch);
    mz_free(&a, s);
}

int mz_search_tags(maze_search *s)
{
    size_t n = (size_t)s->g->n;
    if (!s->tag) s->tag = mz_calloc(&s->alloc, n, sizeof(uint16_t));
    if (!s->gval) s->gval = mz_alloc(&s->alloc, n * sizeof(double));
    if (!s->tag || !s->gval) return MAZE_ENOMEM;
    if (s->tag_gen >= (1u << 13) - 3) {
        memset(s->tag, 0, n * sizeof(uint16_t));
        s->tag_gen = 0;
    }
    s->tag_gen += 2;
    return MAZE_OK;
}

int mz_search_bq(maze_search *s)
{
    if (!s->bq) s->bq = mz_calloc(&s->alloc, 1, sizeof *s->bq);
    return s->bq ? MAZE_OK : MAZE_ENOMEM;
}

int mz_search_nodes(maze_search *s)
{
    if (s->node) return MAZE_OK;
    s->node = mz_calloc(&s->alloc, (size_t)s->g->n, sizeof(mz_node));
    return s->node ? MAZE_OK : MAZE_ENOMEM;
}

int mz_search_node2(maze_search *s)
{
    if (s->node2) return MAZE_OK;
    s->node2 = mz_calloc(&s->alloc, (size_t)s->g->n, sizeof(mz_node));
    return s->node2 ? MAZE_OK : MAZE_ENOMEM;
}

/* Stamps are even per query (odd = closed), so a query is two values wide. */
void mz_search_begin(maze_search *s)
{
    if (s->stamp >= UINT32_MAX - 3) {
        size_t n = (size_t)s->g->n;
        if (s->node)
            for (size_t i = 0; i < n; i++) s->node[i].stamp = 0;
        if (s->node2)
            for (size_t i = 0; i < n; i++) s->node2[i].stamp = 0;
        s->stamp = 0;
    }
    s->stamp += 2;
    s->heap.n = 0;
    s->heap2.n = 0;
}

int mz_search_scratch(maze_search *s, size_t bytes)
{
    if (bytes <= s->scratch_cap) return MAZE_OK;
    size_t cap = s->scratch_cap ? s->scratch_cap : 4096;
    while (cap < bytes) cap *= 2;
    void *p = mz_realloc(&s->alloc, s->scratch, cap);
    if (!p) return MAZE_ENOMEM;
    s->scratch = p;
    s->scratch_cap = cap;
    return MAZE_OK;
}

int mz_heap_grow(maze_search *s, mz_heap *h)
{
    size_t cap = h->cap ? h->cap * 2 : 1024;
    mz_hitem *a = mz_realloc(&s->alloc, h->a, cap * sizeof *a);
    if (!a) return MAZE_ENOMEM;
    h->a = a;
    h->cap = cap;
    return MAZE_OK;
}

int mz_search_path_cap(maze_search *s, size_t len)
{
    if (len <= s->path_cap) return MAZE_OK;
    uint32_t *p = mz_realloc(&s->alloc, s->path, len * sizeof(uint32_t));
    if (!p) return MAZE_ENOMEM;
    s->path = p;
    s->path_cap = len;
    return MAZE_OK;
}

int mz_search_path(maze_search *s, uint32_t start, uint32_t goal, double cost, maze_result *r)
{
    size_t len = 1;
    for (uint32_t c = goal; c != start; c = s->node[c].parent) len++;
    if (mz_search_path_cap(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t c = goal;; c = s->node[c].parent) {
        s->path[--k] = c;
        if (c == start) break;
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = cost;
    return MAZE_OK;
}
