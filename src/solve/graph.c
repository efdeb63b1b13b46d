/* graph.c - builds the search graph of a wall maze or block map (one move mask
 * per cell), or the cell graph of a maze of another topology. */
#include "solve.h"

/* A built part in the graph's list: its kind and what build made. */
struct mz_solve_part {
    const mz_solve_part_kind *kind;
    void *data;
    struct mz_solve_part *next;
};

/* A graph record; the per-cell arrays are left to the caller. */
static maze_graph *graph_new(int32_t w, int32_t h, int moves, const maze_allocator *alloc)
{
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_graph *g = mz_calloc(&a, 1, sizeof *g);
    if (!g) return NULL;
    if (pthread_mutex_init(&g->part_lock, NULL)) {
        mz_free(&a, g);
        return NULL;
    }
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

/* The maze a cell graph keeps, from the graph's allocator: the topology,
 * its size and tables and the open sides; no enabled bits (passable has
 * them, and a passage never touches a disabled cell). */
static int copy_cells(maze_graph *g, const maze *m)
{
    maze *c = mz_alloc(&g->alloc, sizeof *c);
    if (!c) return MAZE_ENOMEM;
    *c = *m;
    c->alloc = g->alloc;
    c->bits = NULL;
    c->enabled = NULL;
    c->aux = NULL;
    g->cells = c; /* from here maze_destroy frees what was copied */
    c->sides = mz_alloc(&g->alloc, (size_t)m->n);
    if (!c->sides) return MAZE_ENOMEM;
    memcpy(c->sides, m->sides, (size_t)m->n);
    if (!m->aux_len) return MAZE_OK;
    c->aux = mz_alloc(&g->alloc, m->aux_len * sizeof *c->aux);
    if (!c->aux) return MAZE_ENOMEM;
    memcpy(c->aux, m->aux, m->aux_len * sizeof *c->aux);
    return MAZE_OK;
}

/* A cell graph: a copy of the maze, and a passable byte a cell (what the
 * entry checks read on every graph). */
static int cells_graph(maze_graph **out, const maze *m, const maze_allocator *alloc)
{
    maze_graph *g = graph_new((int32_t)m->n, 1, 0, alloc);
    if (!g) return MAZE_ENOMEM;
    g->passable = mz_alloc(&g->alloc, (size_t)m->n);
    if (!g->passable || copy_cells(g, m)) {
        maze_graph_destroy(g);
        return MAZE_ENOMEM;
    }
    for (uint64_t c = 0; c < m->n; c++) g->passable[c] = mz_enabled(m, c);
    *out = g;
    return MAZE_OK;
}

/* A wall graph keeps a copy of the maze's packed passages (the graph must
 * not change with the maze) and derives move masks on the fly. */
int maze_graph_from_maze(maze_graph **out, const maze *m, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!m) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return cells_graph(out, m, alloc);
    maze_graph *g = graph_new(m->w, m->h, 4, alloc);
    if (!g) return MAZE_ENOMEM;
    if (copy_words(g, &g->wall_open, m->bits, (m->n + 31) / 32) ||
        copy_words(g, &g->wall_enabled, m->enabled, (m->n + 63) / 64)) {
        maze_graph_destroy(g);
        return MAZE_ENOMEM;
    }
    *out = g;
    return MAZE_OK;
}

/* The moves out of open cell (x, y) under diagonal rule `diag`. */
static uint8_t map_mask(const maze_map *map, int32_t x, int32_t y, int diag)
{
    uint8_t k = 0;
    for (int d = 0; d < 4; d++)
        if (maze_map_open(map, x + mz_mdx[d], y + mz_mdy[d])) k |= (uint8_t)(1u << d);
    if (diag != MAZE_DIAG_NEVER)
        for (int d = 4; d < 8; d++) {
            int32_t dx = mz_mdx[d], dy = mz_mdy[d];
            if (!maze_map_open(map, x + dx, y + dy)) continue;
            int sides = maze_map_open(map, x + dx, y) + maze_map_open(map, x, y + dy);
            if (sides >= (diag == MAZE_DIAG_NO_CORNER ? 2 : diag == MAZE_DIAG_ONE_OPEN ? 1 : 0))
                k |= (uint8_t)(1u << d);
        }
    return k;
}

int maze_graph_from_map(maze_graph **out, const maze_map *map, int moves, const maze_allocator *alloc)
{
    if (out) *out = NULL;
    if (moves != 4 && moves != 8) return MAZE_EINVAL;
    return maze_graph_from_map_diagonal(out, map, moves == 8 ? MAZE_DIAG_NO_CORNER : MAZE_DIAG_NEVER, alloc);
}

int maze_graph_from_map_diagonal(maze_graph **out, const maze_map *map, int diagonal, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!map) return MAZE_EINVAL;
    if (diagonal < MAZE_DIAG_NEVER || diagonal > MAZE_DIAG_ALWAYS) return MAZE_EINVAL;
    int moves = diagonal == MAZE_DIAG_NEVER ? 4 : 8;
    int st = graph_alloc(out, map->w, map->h, moves, alloc);
    if (st) return st;
    maze_graph *g = *out;
    g->diagonal = diagonal;
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
            g->mask[i] = map_mask(map, x, y, diagonal);
        }
    return MAZE_OK;
}

void maze_graph_destroy(maze_graph *g)
{
    if (!g) return;
    maze_allocator a = g->alloc;
    mz_free(&a, g->mask);
    mz_free(&a, g->passable);
    mz_free(&a, g->wall_open);
    mz_free(&a, g->wall_enabled);
    mz_free(&a, g->cost);
    maze_destroy(g->cells);
    for (struct mz_solve_part *p = g->parts, *next; p; p = next) {
        next = p->next;
        p->kind->destroy(g, p->data);
        mz_free(&a, p);
    }
    pthread_mutex_destroy(&g->part_lock);
    mz_free(&a, g);
}

int32_t maze_graph_width(const maze_graph *g) { return g ? g->w : 0; }
int32_t maze_graph_height(const maze_graph *g) { return g ? g->h : 0; }
int maze_graph_moves(const maze_graph *g) { return g ? g->moves : 0; }
int maze_graph_diagonal(const maze_graph *g) { return g ? g->diagonal : MAZE_DIAG_NEVER; }

int maze_graph_passable(const maze_graph *g, int32_t x, int32_t y)
{
    if (!g || x < 0 || y < 0 || x >= g->w || y >= g->h) return 0;
    return mz_gpassable(g, (uint64_t)y * (uint64_t)g->w + (uint64_t)x);
}

void mz_solve_parts_changed(maze_graph *g, int32_t x, int32_t y)
{
    struct mz_solve_part **link = &g->parts;
    while (*link) {
        struct mz_solve_part *p = *link;
        if (p->kind->update && p->kind->update(g, p->data, x, y) == MAZE_OK) {
            link = &p->next;
            continue;
        }
        *link = p->next;
        p->kind->destroy(g, p->data);
        mz_free(&g->alloc, p);
    }
}

/* The parts in the list, newest first, never change once published but
 * by a live map's update (mz_solve_parts_changed), with no search running. */
static const struct mz_solve_part *part_find(const maze_graph *g, const mz_solve_part_kind *k)
{
    const struct mz_solve_part *p = __atomic_load_n(&g->parts, __ATOMIC_ACQUIRE);
    while (p && p->kind != k) p = p->next;
    return p;
}

/* Double-checked: the lock is taken only while a part is missing, and the
 * release store publishes a part only once it is whole. The graph is const
 * to its users; the list and its lock are the one thing that may change,
 * and only here (the graph was made by malloc, so the cast is defined). */
int mz_solve_part(const maze_graph *g, const mz_solve_part_kind *k, const void **out)
{
    const struct mz_solve_part *found = part_find(g, k);
    if (found) {
        *out = found->data;
        return MAZE_OK;
    }
    maze_graph *mg = (maze_graph *)g;
    int st = MAZE_OK;
    pthread_mutex_lock(&mg->part_lock);
    found = part_find(g, k);
    if (!found) {
        struct mz_solve_part *p = mz_calloc(&mg->alloc, 1, sizeof *p);
        st = !p ? MAZE_ENOMEM : k->build(g, &p->data);
        if (!st) {
            p->kind = k;
            p->next = mg->parts;
            __atomic_store_n(&mg->parts, p, __ATOMIC_RELEASE);
            found = p;
        } else {
            mz_free(&mg->alloc, p);
        }
    }
    pthread_mutex_unlock(&mg->part_lock);
    if (found) *out = found->data;
    return st;
}
