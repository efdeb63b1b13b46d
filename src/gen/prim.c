/* prim.c - true Prim: every wall gets a random weight (drawn when the wall
 * first touches the tree, which is the same as drawing them all up front)
 * and the lightest wall leading out of the tree is opened next. The heap
 * holds one 64-bit word per wall on the frontier: weight, cell, direction. */
#include "gen.h"

typedef struct {
    uint64_t *a;
    size_t len, cap;
    const maze_allocator *alloc;
} heap;

static int heap_push(heap *h, uint64_t v)
{
    if (h->len == h->cap) {
        size_t nc = h->cap ? h->cap * 2 : 256;
        uint64_t *na = mz_realloc(h->alloc, h->a, nc * sizeof *na);
        if (!na) return MAZE_ENOMEM;
        h->a = na;
        h->cap = nc;
    }
    size_t i = h->len++;
    while (i && h->a[(i - 1) / 2] > v) {
        h->a[i] = h->a[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->a[i] = v;
    return MAZE_OK;
}

static uint64_t heap_pop(heap *h)
{
    uint64_t top = h->a[0], v = h->a[--h->len];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->len) break;
        if (c + 1 < h->len && h->a[c + 1] < h->a[c]) c++;
        if (h->a[c] >= v) break;
        h->a[i] = h->a[c];
        i = c;
    }
    if (h->len) h->a[i] = v;
    return top;
}

/* Adds cell i to the tree and its walls to unvisited neighbours to the heap:
 * weight in the top 30 bits, then the cell (32 bits), then the direction. */
static int add_cell(maze *m, maze_rng *rng, heap *h, uint64_t *visited, uint64_t i)
{
    mz_bit_set(visited, i);
    int dirs[4];
    uint64_t nbs[4];
    int n = mz_neighbours(m, i, visited, false, dirs, nbs);
    for (int k = 0; k < n; k++) {
        uint64_t w = maze_rng_next(rng) >> 34;
        if (heap_push(h, (w << 34) | (i << 2) | (uint64_t)dirs[k])) return MAZE_ENOMEM;
    }
    return MAZE_OK;
}

static int prim_piece(maze *m, maze_rng *rng, const maze_gen_opts *o, heap *h, uint64_t *visited,
                      uint64_t start)
{
    int st = add_cell(m, rng, h, visited, start);
    while (!st && h->len) {
        uint64_t v = heap_pop(h), i = (v >> 2) & 0xffffffffull, j = 0;
        int d = (int)(v & 3u);
        int32_t x, y;
        mz_xy(m, i, &x, &y);
        mz_neighbour(m, i, x, y, d, &j);
        if (mz_bit(visited, j)) continue; /* both ends joined since it was pushed */
        st = mz_carve_emit(m, o, i, d);
        if (!st) st = add_cell(m, rng, h, visited, j);
    }
    return st;
}

static int prim_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    heap h = {NULL, 0, 0, &m->alloc};
    uint64_t *visited = mz_bits_new(m, m->n);
    int st = visited ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !st; i++)
        if (mz_enabled(m, i) && !mz_bit(visited, i)) st = prim_piece(m, rng, o, &h, visited, i);
    mz_free(&m->alloc, visited);
    mz_free(&m->alloc, h.a);
    return st;
}

const maze_generator mz_gen_prim = {
    "prim", "true Prim on random wall weights: a random minimum spanning tree, many short dead ends",
    MAZE_GEN_MASKS, prim_generate, NULL,
};
