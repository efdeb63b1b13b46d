/* growing_tree.c - the growing tree: a list of active cells; pick one (by the
 * bias: newest, oldest, random, or mixed:P = newest with probability P, else
 * random), carve to a random unvisited neighbour and add it, or drop the cell
 * when it has none. newest gives dfs-like mazes, random prim-simple-like ones.
 * Dropping from the middle leaves a tombstone (compacted when tombstones are
 * half the list), so the list keeps its order and every step is O(1)
 * amortised. */
#include "gen.h"

#include <stdlib.h>

#define TOMB UINT32_MAX

typedef struct {
    uint32_t *a;
    size_t head, tail, cap, dead;
} gt_list;

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    double p_newest; /* probability of taking the newest; else by `mode` */
    int mode;        /* 0 random, 1 oldest */
    uint64_t *visited;
    gt_list l;
} gt_state;

/* Parses the bias into p_newest/mode. MAZE_EINVAL when malformed. */
static int parse_bias(gt_state *s, const char *bias)
{
    s->mode = 0;
    if (!bias || strcmp(bias, "mixed:0.5") == 0) s->p_newest = 0.5;
    else if (strcmp(bias, "newest") == 0) s->p_newest = 1;
    else if (strcmp(bias, "random") == 0) s->p_newest = 0;
    else if (strcmp(bias, "oldest") == 0) s->p_newest = 0, s->mode = 1;
    else if (strncmp(bias, "mixed:", 6) == 0) {
        char *end;
        s->p_newest = strtod(bias + 6, &end);
        if (end == bias + 6 || *end || !(s->p_newest >= 0 && s->p_newest <= 1)) return MAZE_EINVAL;
    } else return MAZE_EINVAL;
    return MAZE_OK;
}

static void compact(gt_list *l)
{
    size_t n = 0;
    for (size_t i = l->head; i < l->tail; i++)
        if (l->a[i] != TOMB) l->a[n++] = l->a[i];
    l->head = 0;
    l->tail = n;
    l->dead = 0;
}

static int list_push(gt_list *l, const maze_allocator *al, uint64_t c)
{
    if (l->tail == l->cap && (l->head || l->dead)) compact(l);
    if (l->tail == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 256;
        uint32_t *na = mz_realloc(al, l->a, nc * sizeof *na);
        if (!na) return MAZE_ENOMEM;
        l->a = na;
        l->cap = nc;
    }
    l->a[l->tail++] = (uint32_t)c;
    return MAZE_OK;
}

/* Picks the index of a live entry (the list is not empty). */
static size_t pick(gt_state *s)
{
    gt_list *l = &s->l;
    bool newest = s->p_newest >= 1 || (s->p_newest > 0 && maze_rng_double(s->rng) < s->p_newest);
    if (newest || s->mode == 1) {
        while (l->a[newest ? l->tail - 1 : l->head] == TOMB) {
            if (newest) l->tail--;
            else l->head++;
            l->dead--;
        }
        return newest ? l->tail - 1 : l->head;
    }
    size_t i;
    do i = l->head + (size_t)maze_rng_below(s->rng, l->tail - l->head);
    while (l->a[i] == TOMB); /* at most half are tombstones: 2 tries expected */
    return i;
}

static void drop(gt_list *l, size_t i)
{
    if (i == l->tail - 1) l->tail--;
    else if (i == l->head) l->head++;
    else {
        l->a[i] = TOMB;
        if (++l->dead * 2 > l->tail - l->head) compact(l);
    }
}

static int gt_piece(gt_state *s, uint64_t start)
{
    mz_bit_set(s->visited, start);
    int st = list_push(&s->l, &s->m->alloc, start);
    while (!st && s->l.tail - s->l.head > s->l.dead) {
        size_t i = pick(s);
        uint64_t c = s->l.a[i];
        int dirs[4];
        uint64_t nbs[4];
        int n = mz_neighbours(s->m, c, s->visited, false, dirs, nbs);
        if (!n) {
            drop(&s->l, i);
            continue;
        }
        int k = (int)maze_rng_below(s->rng, (uint64_t)n);
        mz_bit_set(s->visited, nbs[k]);
        st = mz_carve_emit(s->m, s->o, c, dirs[k]);
        if (!st) st = list_push(&s->l, &s->m->alloc, nbs[k]);
    }
    return st;
}

static int gt_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    gt_state s = {m, rng, o, 0, 0, NULL, {NULL, 0, 0, 0, 0}};
    if (parse_bias(&s, o ? o->bias : NULL)) return MAZE_EINVAL;
    s.visited = mz_bits_new(m, m->n);
    int st = s.visited ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !st; i++)
        if (mz_enabled(m, i) && !mz_bit(s.visited, i)) {
            s.l.head = s.l.tail = s.l.dead = 0;
            st = gt_piece(&s, i);
        }
    mz_free(&m->alloc, s.visited);
    mz_free(&m->alloc, s.l.a);
    return st;
}

const maze_generator mz_gen_growing_tree = {
    "growing-tree", "growing tree, bias newest|oldest|random|mixed:P (default mixed:0.5): dfs-like to prim-like",
    MAZE_GEN_MASKS, gt_generate, NULL,
};
