/* aldous_broder.c - Aldous-Broder: a random walk that opens the wall into
 * every cell it enters for the first time, until all cells are visited. It
 * samples spanning trees uniformly but needs the walk's cover time, which
 * makes it slow by nature. On a mask each piece is walked from its first cell
 * until all of that piece's cells (counted by a walk over the piece) are in. */
#include "gen.h"
#include "cells.h"

/* A MAZE_EV_VISIT at cell i, (x2, y2) the cell j the walk came from. */
static int emit_visit(const maze *m, const maze_gen_opts *o, uint64_t i, uint64_t j)
{
    uint64_t w = (uint64_t)m->w;
    if (!o) return 0;
    return mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, (int32_t)(i % w), (int32_t)(i / w), (int32_t)(j % w),
                   (int32_t)(j / w), 0);
}

/* The walk over one piece; with events a MAZE_EV_VISIT for the root
 * ((x2, y2) itself) and for every step, after the carve of a first entry.
 * `events` is a constant at each call: the walk without them has no test. */
MZ_INLINE int ab_walk(maze *m, maze_rng *rng, const maze_gen_opts *o, uint64_t *visited, uint64_t root,
                      uint64_t size, const bool events)
{
    int dirs[4];
    uint64_t nbs[4];
    uint64_t c = root;
    mz_bit_set(visited, root);
    if (events && emit_visit(m, o, root, root)) return MAZE_ECANCELLED;
    for (uint64_t left = size - 1; left;) {
        int n = mz_neighbours(m, c, NULL, false, dirs, nbs);
        int k = (int)maze_rng_below(rng, (uint64_t)n); /* n >= 1: the piece has 2+ cells */
        if (!mz_bit(visited, nbs[k])) {
            mz_bit_set(visited, nbs[k]);
            if (mz_carve_emit(m, o, c, dirs[k])) return MAZE_ECANCELLED;
            left--;
        }
        if (events && emit_visit(m, o, nbs[k], c)) return MAZE_ECANCELLED;
        c = nbs[k];
    }
    return MAZE_OK;
}

static int ab_piece(maze *m, maze_rng *rng, const maze_gen_opts *o, uint64_t *visited, uint64_t root, uint64_t size)
{
    return o && o->step ? ab_walk(m, rng, o, visited, root, size, true) : ab_walk(m, rng, o, visited, root, size, false);
}

/* Counts each piece with the walker, then walks it. */
static int ab_pieces(maze *m, maze_rng *rng, const maze_gen_opts *o, uint64_t *visited)
{
    mz_walker w;
    if (mz_walker_init(&w, m)) return MAZE_ENOMEM;
    uint64_t c, root = 0, size = 0;
    bool fresh, more;
    int st = MAZE_OK;
    do {
        fresh = false;
        more = mz_walker_next(&w, &c, &fresh);
        if ((!more || fresh) && size) st = ab_piece(m, rng, o, visited, root, size);
        if (fresh) {
            root = c;
            size = 0;
        }
        size++;
    } while (more && !st);
    mz_walker_free(&w);
    return st;
}

static int ab_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    uint64_t *visited = mz_bits_new(&m->alloc, m->n);
    if (!visited) return MAZE_ENOMEM;
    int st = m->enabled ? ab_pieces(m, rng, o, visited) : ab_piece(m, rng, o, visited, 0, m->n);
    mz_free(&m->alloc, visited);
    return st;
}

/* The cell-graph version: the same walk, piece by piece from each piece's
 * first cell until all of its cells are in. */
MZ_INLINE int ab_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    mz_cellvec pieces = {0};
    uint64_t *vis = mz_vis_new(m); /* disabled cells start visited */
    bool events = mz_cells_events(&kind); /* a MAZE_EV_VISIT a step */
    int st = vis ? mz_cells_pieces(kind, m, NULL, &pieces) : MAZE_ENOMEM;
    for (size_t p = 0; !st && p < pieces.len; p += 2) {
        uint32_t cur = pieces.v[p], left = pieces.v[p + 1] - 1;
        mz_bit_set(vis, cur);
        if (events) st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, cur, cur);
        while (left && !st) {
            uint32_t nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], valid[MAZE_MAX_SIDES];
            unsigned f = mz_cells_valid(kind, m, cur, nb, back, valid);
            if (!f) break; /* a piece of one cell has nothing left to join */
            unsigned s = valid[maze_rng_below(rng, f)];
            if (!mz_bit(vis, nb[s])) {
                mz_bit_set(vis, nb[s]);
                left--;
                st = mz_cells_carve(kind, m, o, cur, s, nb[s], back[s]);
            }
            if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, nb[s], cur);
            cur = nb[s];
        }
    }
    mz_free(&m->alloc, pieces.v);
    mz_free(&m->alloc, vis);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(ab, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn ab_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(ab, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_aldous_broder = {
    .info = {"aldous-broder", "Aldous-Broder random walk: a uniform spanning tree (not on weave), needs the walk's cover time",
             MAZE_GEN_UNIFORM | MAZE_GEN_SLOW | MAZE_GEN_TOPOLOGIES},
    .generate = ab_generate,
    .on = ab_on,
};
