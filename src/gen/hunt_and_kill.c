/* hunt_and_kill.c - hunt-and-kill: a random walk carves into unvisited cells
 * until it is stuck ("kill"), then the hunt takes the first unvisited cell in
 * a fixed order and joins it to a visited neighbour. The hunt keeps a cursor
 * that never moves back, so all hunts together cost O(cells): without a mask
 * the order is row by row (every earlier cell is visited, so the cell above
 * or to the left is); with a mask it is the DFS order of mz_walker, where
 * each cell's walk parent comes earlier. */
#include "gen.h"

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    uint64_t *visited;
    mz_walker walker; /* the hunt order on masks */
    uint64_t cursor;  /* the hunt order without a mask */
} hk_state;

/* Carves a random walk from c through unvisited cells until it is stuck. */
static int kill(hk_state *s, uint64_t c)
{
    int dirs[4];
    uint64_t nbs[4];
    mz_bit_set(s->visited, c);
    for (;;) {
        int n = mz_neighbours(s->m, c, s->visited, false, dirs, nbs);
        if (!n) return MAZE_OK;
        int k = (int)maze_rng_below(s->rng, (uint64_t)n);
        if (mz_carve_emit(s->m, s->o, c, dirs[k])) return MAZE_ECANCELLED;
        c = nbs[k];
        mz_bit_set(s->visited, c);
    }
}

/* The next cell in hunt order, false at the end. */
static bool hunt_next(hk_state *s, uint64_t *c)
{
    if (s->m->enabled) {
        bool fresh;
        return mz_walker_next(&s->walker, c, &fresh);
    }
    if (s->cursor >= s->m->n) return false;
    *c = s->cursor++;
    return true;
}

static int hunt(hk_state *s)
{
    uint64_t c;
    int st = MAZE_OK;
    while (!st && hunt_next(s, &c)) {
        if (mz_bit(s->visited, c)) continue;
        int dirs[4];
        uint64_t nbs[4];
        /* No visited neighbour only for the first cell of a piece. */
        int n = mz_neighbours(s->m, c, s->visited, true, dirs, nbs);
        if (n) st = mz_carve_emit(s->m, s->o, c, dirs[maze_rng_below(s->rng, (uint64_t)n)]);
        if (!st) st = kill(s, c);
    }
    return st;
}

static int hk_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    hk_state s = {m, rng, o, mz_bits_new(&m->alloc, m->n), {0}, 0};
    int st = s.visited ? MAZE_OK : MAZE_ENOMEM;
    if (!st && m->enabled) st = mz_walker_init(&s.walker, m);
    if (!st) st = hunt(&s);
    mz_walker_free(&s.walker);
    mz_free(&m->alloc, s.visited);
    return st;
}

const mz_generator mz_gen_hunt_and_kill = {
    .info = {"hunt-and-kill", "hunt-and-kill: random walks joined by a forward-only hunt; long corridors like dfs",
             0},
    .generate = hk_generate,
};
