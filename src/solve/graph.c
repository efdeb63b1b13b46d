/* graph.c - builds the search graph of a wall maze or block map (one move mask
 * per cell) and manages the reusable per-thread search context. */
#include "solve.h"

/* A graph record; the per-cell arrays are left to the caller. */
static maze_graph *graph_new(int32_t w, int32_t h, int moves, const maze_allocator *alloc)
{
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_graph *g = mz_calloc(&a, 1, sizeof *g);
    if (!g) return NULL;
    g->alloc = a;
    g->w = w;
    g->h = h;
    g->n = (uint64_t)w * (uint64_t)h;
    g->moves = moves;
    g->wmagic = w > 1 ? UINT64_MAX / (uint64_t)w + 1 : 0;
    return g;
}

static int graph_alloc(maze_graph **out, int32_t w, int32_t h, int moves, const maze_allocator *alloc)
{
    maze_graph *g = graph_new(w, h, moves, alloc);
    if (!g) return MAZE_ENOMEM;
    g->mask = mz_calloc(&g->alloc, (size_t)g->n, 1);
    g->passable = mz_calloc(&g->alloc, (size_t)g->n, 1);
    if (!g->mask || !g->passable) {
        maze_graph_destroy(g);
        return MAZE_ENOMEM;
    }
    *out = g;
    return MAZE_OK;
}

/* *dst = a copy of `words` words of src; NULL stays NULL. */
static int copy_words(const maze_graph *g, uint64_t **dst, const uint64_t *src, uint64_t words)
{
    if (!src) return MAZE_OK;
    *dst = mz_alloc(&g->alloc, (size_t)words * sizeof(uint64_t));
    if (!*dst) return MAZE_ENOMEM;
    memcpy(*dst, src, (size_t)words * sizeof(uint64_t));
    return MAZE_OK;
}

/* A wall graph keeps a copy of the maze's packed passages (the graph must
 * not change with the maze) and derives move masks on the fly. */
int maze_graph_from_maze(maze_graph **out, const maze *m, const maze_allocator *alloc)
{
    if (!out || !m) return MAZE_EINVAL;
    *out = NULL;
    maze_graph *g = graph_new(m->w, m->h, 4, alloc);
    if (!g) return MAZE_ENOMEM;
    if (copy_words(g, &g->es, m->bits, (m->n + 31) / 32) || copy_words(g, &g->en, m->enabled, (m->n + 63) / 64)) {
        maze_graph_destroy(g);
        return MAZE_ENOMEM;
    }
    *out = g;
    return MAZE_OK;
}

static uint8_t map_mask(const maze_map *map, int32_t x, int32_t y, int moves)
{
    uint8_t k = 0;
    for (int d = 0; d < 4; d++)
        if (maze_map_open(map, x + mz_mdx[d], y + mz_mdy[d])) k |= (uint8_t)(1u << d);
    if (moves == 8)
        for (int d = 4; d < 8; d++) {
            int32_t dx = mz_mdx[d], dy = mz_mdy[d];
            if (maze_map_open(map, x + dx, y + dy) && maze_map_open(map, x + dx, y) && maze_map_open(map, x, y + dy))
                k |= (uint8_t)(1u << d);
        }
    return k;
}

int maze_graph_from_map(maze_graph **out, const maze_map *map, int moves, const maze_allocator *alloc)
{
    if (!out || !map) return MAZE_EINVAL;
    *out = NULL;
    if (moves != 4 && moves != 8) return MAZE_EINVAL;
    int st = graph_alloc(out, map->w, map->h, moves, alloc);
    if (st) return st;
    maze_graph *g = *out;
    if (map->cost) {
        g->cost = mz_alloc(&g->alloc, (size_t)g->n * sizeof(float));
        if (!g->cost) {
            maze_graph_destroy(g);
            *out = NULL;
            return MAZE_ENOMEM;
        }
        memcpy(g->cost, map->cost, (size_t)g->n * sizeof(float));
    }
    uint64_t i = 0;
    for (int32_t y = 0; y < map->h; y++)
        for (int32_t x = 0; x < map->w; x++, i++) {
            if (!mz_terrain_open(map->terrain[i])) continue;
            g->passable[i] = 1;
            g->mask[i] = map_mask(map, x, y, moves);
        }
    if (moves == 8 && !g->cost &&
        (mz_bitgrid_build(&g->rows, g, 0, &g->alloc) || mz_bitgrid_build(&g->cols, g, 1, &g->alloc) ||
         mz_jps_diag_build(g))) {
        maze_graph_destroy(g);
        *out = NULL;
        return MAZE_ENOMEM;
    }
    return MAZE_OK;
}

void maze_graph_destroy(maze_graph *g)
{
    if (!g) return;
    maze_allocator a = g->alloc;
    mz_free(&a, g->mask);
    mz_free(&a, g->passable);
    mz_free(&a, g->es);
    mz_free(&a, g->en);
    mz_free(&a, g->cost);
    mz_free(&a, g->rows.bits);
    mz_free(&a, g->cols.bits);
    mz_free(&a, g->diag);
    mz_free(&a, g);
}

int32_t maze_graph_width(const maze_graph *g) { return g ? g->w : 0; }
int32_t maze_graph_height(const maze_graph *g) { return g ? g->h : 0; }
int maze_graph_moves(const maze_graph *g) { return g ? g->moves : 0; }

int maze_graph_passable(const maze_graph *g, int32_t x, int32_t y)
{
    if (!g || x < 0 || y < 0 || x >= g->w || y >= g->h) return 0;
    return mz_gpassable(g, (uint64_t)y * (uint64_t)g->w + (uint64_t)x);
}

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
