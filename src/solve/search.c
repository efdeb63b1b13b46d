/* search.c - the reusable per-thread search context: made once per thread,
 * the solvers' states made on first use, nothing cleared per query. */
#include "search.h"

#include <stddef.h>

/* A state in the search's list: its kind, then its bytes. */
struct mz_solve_state {
    const mz_solve_kind *kind;
    struct mz_solve_state *next;
    max_align_t data[];
};

int maze_search_create(maze_search **out, const maze_graph *g, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!g) return MAZE_EINVAL;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_search *s = mz_calloc(&a, 1, sizeof *s);
    if (!s) return MAZE_ENOMEM;
    s->alloc = a;
    s->g = g;
    /* The first path buffer now, touched, so a query does not pay for fresh
     * pages. The solvers' states come with the first query that needs them. */
    if (mz_solve_path_room(s, 1024)) {
        maze_search_destroy(s);
        return MAZE_ENOMEM;
    }
    memset(s->path, 0, s->path_cap * sizeof *s->path);
    *out = s;
    return MAZE_OK;
}

int maze_search_cost_only(maze_search *s, int on)
{
    if (!s || (on != 0 && on != 1)) return MAZE_EINVAL;
    s->cost_only = on;
    return MAZE_OK;
}

int mz_solve_no_cells_at(maze_search *s, double cost, maze_result *r)
{
    (void)s;
    r->found = 1;
    r->path = NULL;
    r->length = 0;
    r->cost = cost;
    return 1;
}

static void state_free(maze_search *s, struct mz_solve_state *st)
{
    if (st->kind->destroy) st->kind->destroy(s, st->data);
    mz_free(&s->alloc, st);
}

void maze_search_destroy(maze_search *s)
{
    if (!s) return;
    for (struct mz_solve_state *st = s->states, *next; st; st = next) {
        next = st->next;
        state_free(s, st);
    }
    maze_allocator a = s->alloc;
    mz_free(&a, s->path);
    mz_free(&a, s->scratch);
    mz_free(&a, s);
}

/* Made states go to the front of the list: a search seldom holds more than
 * two or three, and the latest made is the likeliest asked for again. */
static int state_make(maze_search *s, const mz_solve_kind *k, struct mz_solve_state **out)
{
    struct mz_solve_state *st = mz_calloc(&s->alloc, 1, sizeof *st + k->size);
    if (!st) return MAZE_ENOMEM;
    st->kind = k;
    if (k->create && k->create(s, st->data)) {
        state_free(s, st);
        return MAZE_ENOMEM;
    }
    st->next = s->states;
    s->states = st;
    *out = st;
    return MAZE_OK;
}

int mz_solve_state(maze_search *s, const mz_solve_kind *k, void **out)
{
    struct mz_solve_state *st = s->states;
    while (st && st->kind != k) st = st->next;
    if (!st && state_make(s, k, &st)) return MAZE_ENOMEM;
    if (k->reset) k->reset(s, st->data);
    *out = st->data;
    return MAZE_OK;
}

int mz_solve_scratch(maze_search *s, size_t bytes)
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

int mz_solve_path_room(maze_search *s, size_t len)
{
    if (len <= s->path_cap) return MAZE_OK;
    uint32_t *p = mz_realloc(&s->alloc, s->path, len * sizeof(uint32_t));
    if (!p) return MAZE_ENOMEM;
    s->path = p;
    s->path_cap = len;
    return MAZE_OK;
}
