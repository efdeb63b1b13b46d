/* hunt_and_kill.c - hunt-and-kill: a random walk carves into unvisited cells
 * until it is stuck ("kill"), then the hunt takes the first unvisited cell in
 * a fixed order and joins it to a visited neighbour. The hunt keeps a cursor
 * that never moves back, so all hunts together cost O(cells): without a mask
 * the order is row by row (every earlier cell is visited, so the cell above
 * or to the left is); with a mask it is the DFS order of mz_walker, where
 * each cell's walk parent comes earlier. */
#include "gen.h"
#include "cells.h"

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    uint64_t *visited;
    mz_walker walker; /* the hunt order on masks */
    uint64_t cursor;  /* the hunt order without a mask */
} hk_state;

/* Carves a random walk from c through unvisited cells until it is stuck.
 * `events` is a constant at each call: the loop without them has no test.
 * With them each cell entered is a MAZE_EV_VISIT after the carve into it
 * ((x2, y2) the cell it came from) and the cell where the walk is stuck a
 * MAZE_EV_BACKTRACK (itself as (x2, y2)). */
static inline __attribute__((always_inline)) int kill(hk_state *s, uint64_t c, const bool events)
{
    int dirs[4];
    uint64_t nbs[4];
    mz_bit_set(s->visited, c);
    for (;;) {
        int n = mz_neighbours(s->m, c, s->visited, false, dirs, nbs);
        if (!n) return events ? mz_emit_at(s->m, s->o, MAZE_EV_BACKTRACK, c, c) : MAZE_OK;
        int k = (int)maze_rng_below(s->rng, (uint64_t)n);
        if (mz_carve_emit(s->m, s->o, c, dirs[k])) return MAZE_ECANCELLED;
        if (events && mz_emit_at(s->m, s->o, MAZE_EV_VISIT, nbs[k], c)) return MAZE_ECANCELLED;
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

/* With events the cell a hunt finds is a MAZE_EV_FRONTIER ((x2, y2) the
 * visited neighbour it is joined to, a piece's first cell itself) before
 * the carve; its walk starts there. */
static inline __attribute__((always_inline)) int hunt(hk_state *s, const bool events)
{
    uint64_t c;
    int st = MAZE_OK;
    while (!st && hunt_next(s, &c)) {
        if (mz_bit(s->visited, c)) continue;
        int dirs[4];
        uint64_t nbs[4];
        /* No visited neighbour only for the first cell of a piece. */
        int n = mz_neighbours(s->m, c, s->visited, true, dirs, nbs);
        int k = n ? (int)maze_rng_below(s->rng, (uint64_t)n) : -1;
        uint64_t from = k < 0 ? c : nbs[k];
        if (events) st = mz_emit_at(s->m, s->o, MAZE_EV_FRONTIER, c, from);
        if (!st && n) st = mz_carve_emit(s->m, s->o, c, dirs[k]);
        if (!st) st = kill(s, c, events);
    }
    return st;
}

static int hk_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    hk_state s = {m, rng, o, mz_bits_new(&m->alloc, m->n), {0}, 0};
    int st = s.visited ? MAZE_OK : MAZE_ENOMEM;
    if (!st && m->enabled) st = mz_walker_init(&s.walker, m);
    if (!st) st = o && o->step ? hunt(&s, true) : hunt(&s, false);
    mz_walker_free(&s.walker);
    mz_free(&m->alloc, s.visited);
    return st;
}

/* The cell-graph version: walks as above; the hunt goes through the enabled
 * cells in mz_cells_pieces' order, where each cell but a piece's first comes
 * after a neighbour, so the first unvisited cell joins a visited neighbour
 * (or starts a new piece). */
MZ_INLINE int hunt_and_kill_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    mz_cellvec order = {0};
    uint64_t *vis = mz_vis_new(m); /* disabled cells start visited */
    bool events = mz_cells_events(&kind); /* the hunt's FRONTIER, the walk's VISITs, its BACKTRACK */
    int st = vis ? mz_cells_pieces(kind, m, &order, NULL) : MAZE_ENOMEM;
    size_t cursor = 0;
    mz_randbits rb;
    mz_randbits_init(&rb, rng);
    while (!st) {
        while (cursor < order.len && mz_bit(vis, order.v[cursor])) cursor++;
        if (cursor == order.len) break;
        uint32_t c = order.v[cursor], nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES], side[MAZE_MAX_SIDES];
        unsigned k = mz_cells_valid(kind, m, c, nb, back, side), joins = 0;
        for (unsigned j = 0; j < k; j++)
            if (mz_bit(vis, nb[side[j]])) side[joins++] = side[j];
        mz_bit_set(vis, c);
        if (joins) {
            unsigned s = side[joins == 1 ? 0 : mz_randbits_below(&rb, joins)];
            if (events) st = mz_cells_emit(kind, m, o, MAZE_EV_FRONTIER, c, nb[s]);
            if (!st) st = mz_cells_carve(kind, m, o, c, s, nb[s], back[s]);
        } else if (events) {
            st = mz_cells_emit(kind, m, o, MAZE_EV_FRONTIER, c, c);
        }
        for (;;) { /* the walk, until it is stuck */
            uint8_t free[MAZE_MAX_SIDES];
            unsigned f = st ? 0 : mz_cells_free(kind, m, vis, c, nb, back, free);
            if (!f) {
                if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_BACKTRACK, c, c);
                break;
            }
            unsigned s = free[f == 1 ? 0 : mz_randbits_below(&rb, f)];
            mz_bit_set(vis, nb[s]);
            st = mz_cells_carve(kind, m, o, c, s, nb[s], back[s]);
            if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, nb[s], c);
            c = nb[s];
        }
    }
    mz_free(&m->alloc, order.v);
    mz_free(&m->alloc, vis);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(hunt_and_kill, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn hunt_and_kill_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(hunt_and_kill, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_hunt_and_kill = {
    .info = {"hunt-and-kill", "hunt-and-kill: random walks joined by a forward-only hunt; long corridors like dfs",
             MAZE_GEN_TOPOLOGIES},
    .generate = hk_generate,
    .on = hunt_and_kill_on,
};
