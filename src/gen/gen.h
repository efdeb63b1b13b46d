/* gen.h - what every generator file shares: the descriptors they export,
 * steps on the grid of a maze, visited sets, and the walk over the enabled
 * cells. Huge-grid building blocks are in huge.h, the cell graph in cells.h. */
#ifndef MAZE_GEN_H
#define MAZE_GEN_H

#include "../topo/topo.h"
#include "randbits.h"

/* A generator's own descriptor: the public maze_generator (what the table
 * shows) and the entry points behind maze_generate_into and
 * maze_generate_rows, which check the arguments first. */
typedef int (*mz_gen_fn)(maze *m, maze_rng *rng, const maze_gen_opts *o);
typedef int (*mz_gen_rows_fn)(int32_t width, int64_t height, maze_rng *rng, const maze_gen_opts *o,
                              maze_row_fn emit, void *ud, const maze_allocator *alloc);
typedef struct mz_generator {
    maze_generator info;   /* first: a table pointer is &desc->info */
    mz_gen_fn generate;    /* carves into a maze whose walls are closed */
    mz_gen_rows_fn rows;   /* streams rows; NULL unless info.flags has MAZE_GEN_ROWS */
    const mz_gen_fn *on;   /* by topology (MZ_TOPO_*): the cell-graph version, run on
                              every topology but rect; set with MAZE_GEN_TOPOLOGIES */
} mz_generator;

/* Each generator file exports one descriptor; list.h names them. */
#define MZ_GEN(id) extern const mz_generator mz_gen_##id;
#include "list.h"
#undef MZ_GEN

/* Direction index 0..3 = N, E, S, W; bit = 1 << index matches MAZE_N..MAZE_W. */
static const int32_t mz_dx[4] = {0, 1, 0, -1};
static const int32_t mz_dy[4] = {-1, 0, 1, 0};

/* The neighbour of i=(x,y) in direction d if it exists and is enabled. */
static inline bool mz_neighbour(const maze *m, uint64_t i, int32_t x, int32_t y, int d, uint64_t *j)
{
    int32_t nx = x + mz_dx[d], ny = y + mz_dy[d];
    if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h) return false;
    *j = d == 0 ? i - (uint64_t)m->w : d == 1 ? i + 1 : d == 2 ? i + (uint64_t)m->w : i - 1;
    return mz_enabled(m, *j);
}

/* Emits a carve event from (x,y) in direction d; returns the callback's verdict. */
static inline int mz_emit_carve(const maze_gen_opts *o, int32_t x, int32_t y, int d)
{
    if (!o || !o->step) return 0;
    return mz_emit(o->step, o->step_ud, MAZE_EV_CARVE, x, y, x + mz_dx[d], y + mz_dy[d], 0);
}

/* Emits event `kind` at cell i of m with cell j as (x2, y2): MAZE_OK, or
 * MAZE_ECANCELLED when the callback says stop (for event paths only: it
 * divides by the width). */
static inline int mz_emit_at(const maze *m, const maze_gen_opts *o, int kind, uint64_t i, uint64_t j)
{
    uint64_t w = (uint64_t)m->w;
    return mz_emit(o->step, o->step_ud, kind, (int32_t)(i % w), (int32_t)(i / w), (int32_t)(j % w), (int32_t)(j / w), 0)
               ? MAZE_ECANCELLED
               : MAZE_OK;
}

/* A bitset of n = m->n bits with the disabled cells already set, so "bit
 * clear" alone means "enabled and not yet taken". NULL when out of memory. */
MZ_HIDDEN uint64_t *mz_vis_new(const maze *m);
/* How many of the m->n bits of `vis` are clear. */
MZ_HIDDEN uint64_t mz_vis_free_count(const maze *m, const uint64_t *vis);
/* The first clear bit of `vis` at or after `from`, or m->n when none. */
MZ_HIDDEN uint64_t mz_vis_next_free(const maze *m, const uint64_t *vis, uint64_t from);

/* The k-th set bit (k from 0) of a 4-bit direction set. */
static inline unsigned mz_nth_dir(unsigned set, unsigned k)
{
    while (k--) set &= set - 1;
    return (unsigned)__builtin_ctz(set);
}

/* The index step of direction d (N E S W) on a grid of width w. */
static inline uint64_t mz_dstep(uint64_t w, unsigned d)
{
    return d == 0 ? 0 - w : d == 1 ? 1 : d == 2 ? w : 0 - (uint64_t)1;
}

/* Collects the directions from cell i to enabled neighbours; when `visited`
 * is given, only those whose visited bit equals `want`. Returns the count;
 * dirs[] and nbs[] receive direction indices and neighbour indices. */
MZ_HIDDEN int mz_neighbours(const maze *m, uint64_t i, const uint64_t *visited, bool want,
                            int dirs[4], uint64_t nbs[4]);

/* Carves from cell i towards direction d and emits the event. Returns
 * MAZE_ECANCELLED when the step callback asks to stop. */
MZ_HIDDEN int mz_carve_emit(maze *m, const maze_gen_opts *o, uint64_t i, int d);

/* A resumable depth-first walk over the enabled cells (grid adjacency, not
 * passages): yields every enabled cell once, piece by piece in the order of
 * each piece's first cell, in DFS preorder, so every yielded cell except a
 * piece's first is adjacent to a cell yielded before it. 3 bits a cell. */
typedef struct mz_walker {
    const maze *m;
    uint64_t *seen, *back;
    uint64_t scan, cur, root;
    bool active;
} mz_walker;
MZ_HIDDEN int mz_walker_init(mz_walker *w, const maze *m);
MZ_HIDDEN void mz_walker_free(mz_walker *w);
/* Next cell into *cell; *fresh tells if it starts a new piece. false at end. */
MZ_HIDDEN bool mz_walker_next(mz_walker *w, uint64_t *cell, bool *fresh);

/* Kruskal over the walls between enabled cells in a keyed pseudorandom order,
 * after uniting the passages already open (which must form a forest): ends
 * with a spanning tree of every piece. Used by kruskal and by division on
 * masks. MAZE_OK, MAZE_ENOMEM, MAZE_ECANCELLED. */
MZ_HIDDEN int mz_kruskal_join(maze *m, maze_rng *rng, const maze_gen_opts *o);

#endif
