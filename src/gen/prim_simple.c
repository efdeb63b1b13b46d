/* prim_simple.c - "simplified Prim": a random cell of the frontier (cells
 * next to the tree) joins the tree through a random tree neighbour. Removal
 * from the frontier list swaps with the last entry, so each step is O(1). */
#include "gen.h"

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    uint64_t *visited, *queued; /* 1 bit a cell each */
    uint32_t *list;
    size_t len, cap;
} ps_state;

static int list_push(ps_state *s, uint64_t c)
{
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 256;
        uint32_t *nl = mz_realloc(&s->m->alloc, s->list, nc * sizeof *nl);
        if (!nl) return MAZE_ENOMEM;
        s->list = nl;
        s->cap = nc;
    }
    s->list[s->len++] = (uint32_t)c;
    mz_bit_set(s->queued, c);
    return MAZE_OK;
}

/* Puts cell i in the tree and its new neighbours on the frontier. */
static int enter(ps_state *s, uint64_t i)
{
    mz_bit_set(s->visited, i);
    int dirs[4];
    uint64_t nbs[4];
    int n = mz_neighbours(s->m, i, s->queued, false, dirs, nbs);
    for (int k = 0; k < n; k++)
        if (list_push(s, nbs[k])) return MAZE_ENOMEM;
    return MAZE_OK;
}

static int ps_piece(ps_state *s, uint64_t start)
{
    mz_bit_set(s->queued, start);
    int st = enter(s, start);
    while (!st && s->len) {
        size_t k = (size_t)maze_rng_below(s->rng, s->len);
        uint64_t c = s->list[k];
        s->list[k] = s->list[--s->len];
        int dirs[4];
        uint64_t nbs[4];
        int n = mz_neighbours(s->m, c, s->visited, true, dirs, nbs);
        int d = dirs[maze_rng_below(s->rng, (uint64_t)n)]; /* n >= 1: it was queued by one */
        st = mz_carve_emit(s->m, s->o, c, d);
        if (!st) st = enter(s, c);
    }
    return st;
}

static int prim_simple_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    ps_state s = {m, rng, o, mz_bits_new(m, m->n), mz_bits_new(m, m->n), NULL, 0, 0};
    int st = (s.visited && s.queued) ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !st; i++)
        if (mz_enabled(m, i) && !mz_bit(s.visited, i)) st = ps_piece(&s, i);
    mz_free(&m->alloc, s.visited);
    mz_free(&m->alloc, s.queued);
    mz_free(&m->alloc, s.list);
    return st;
}

const maze_generator mz_gen_prim_simple = {
    "prim-simple", "simplified Prim (random frontier cell): radial texture, very many short dead ends",
    MAZE_GEN_MASKS, prim_simple_generate, NULL,
};
