/* graph.h - the search graph: a move mask per cell (or a wall maze's packed
 * passages, or a maze of another topology), the move directions, and the
 * cell arithmetic every solver uses. */
#ifndef MAZE_SOLVE_GRAPH_H
#define MAZE_SOLVE_GRAPH_H

#include "../core/bits.h"

#include <math.h>
#include <pthread.h>

#define MZ_SQRT2 1.41421356237309504880

/* Move index 0..7: N, E, S, W, NE, SE, SW, NW. Bit k of a cell's move mask is
 * set when the move in direction k is allowed out of it. */
static const int32_t mz_mdx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int32_t mz_mdy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
/* Base length of move k: 1 orthogonal, sqrt 2 diagonal. */
static const double mz_mlen[8] = {1, 1, 1, 1, MZ_SQRT2, MZ_SQRT2, MZ_SQRT2, MZ_SQRT2};

/* Data that one solver keeps with a graph (jps's jump tables): built from
 * the graph by the first query that asks for it, then shared by every
 * search of the graph, and freed with it. */
typedef struct mz_solve_part_kind {
    /* Builds the part from g, which it reads only: MAZE_OK or MAZE_ENOMEM. */
    int (*build)(const maze_graph *g, void **out);
    void (*destroy)(const maze_graph *g, void *part);
    /* A live map's change of cell (x, y), already made to g's cells and
     * moves: patches the part in place, MAZE_OK, or MAZE_ENOMEM (the part
     * is then freed). NULL: the part is freed, the next query builds it. */
    int (*update)(const maze_graph *g, void *part, int32_t x, int32_t y);
} mz_solve_part_kind;

struct mz_solve_part; /* a built part with its kind, in the graph's list */

struct maze_graph {
    maze_allocator alloc;
    int32_t w, h;
    uint64_t n;
    int moves;            /* 4 or 8 */
    int diagonal;         /* MAZE_DIAG_*: the rule the masks were built by */
    uint8_t *mask;        /* n move masks; 0 for a cell nothing leaves (NULL: a wall graph) */
    uint8_t *passable;    /* n bytes: 1 if the cell can be stood on (NULL: a wall graph) */
    /* A wall maze's graph keeps a copy of its 2-bit passages (east bit 0,
     * south bit 1, as struct maze) and enabled bits (NULL: all enabled)
     * instead of mask and passable: 2.1 bits a cell rather than 16. */
    uint64_t *wall_open, *wall_enabled;
    float *cost;          /* NULL: unit cell costs; else cost of entering a cell */
    /* A maze of another topology than rect gives a cell graph: the graph
     * keeps a copy of the maze (a byte a cell) and reads neighbours through
     * its topology; w is its cell count and h 1 (cell c is the point
     * (c, 0)), moves 0, passable a byte a cell, mask NULL. */
    maze *cells;
    uint64_t wmagic;      /* ceil(2^64 / w) for division by w (w >= 2) */
    uint64_t generation;  /* how many cells maze_graph_set_open has changed: a
                             prepared handle (jps_plus.h) made before is stale */
    /* The graph's one changing member: the parts solvers have built (read
     * with an acquire load, added under part_lock), so a graph shared by
     * threads stays safe to search from all of them. */
    struct mz_solve_part *parts;
    pthread_mutex_t part_lock;
};

/* The part of kind k of g: built by the first caller (k->build, under the
 * graph's lock: callers on other threads wait for it, and no part is built
 * twice), found by every later one with one atomic load and a walk of the
 * list. *out is valid as long as g. MAZE_OK, or MAZE_ENOMEM when the build
 * failed (the next call tries again). */
MZ_HIDDEN int mz_solve_part(const maze_graph *g, const mz_solve_part_kind *k, const void **out);
/* A live map's change of cell (x, y): each part patched by its kind's
 * update, or freed (live updates change the graph with no search running
 * and so take no lock). */
MZ_HIDDEN void mz_solve_parts_changed(maze_graph *g, int32_t x, int32_t y);

/* The 4-bit move mask (N E S W = bits 0..3, as MAZE_N..MAZE_W) of cell c of
 * a wall graph; disabled cells have no openings. */
static inline unsigned mz_wall_mask(const uint64_t *passages, uint64_t w, uint64_t c) { return mz_mask_at(passages, w, c); }

/* Move mask and passability of cell c of any graph. */
static inline unsigned mz_gmask(const maze_graph *g, uint32_t c)
{
    return g->wall_open ? mz_wall_mask(g->wall_open, (uint64_t)g->w, c) : g->mask[c];
}
static inline bool mz_gpassable(const maze_graph *g, uint64_t c)
{
    if (!g->wall_open) return g->passable[c];
    return !g->wall_enabled || mz_bit(g->wall_enabled, c);
}

/* The cells that the open passages of cell c of a cell graph lead to, in
 * side order, into nb; returns how many. */
MZ_HIDDEN unsigned mz_cell_open_nbs(const maze_graph *g, uint32_t c, uint32_t nb[8]);
/* The A* family's heuristic on a cell graph: the straight-line distance
 * between the centres of cells a and b, divided by the longest distance
 * between the centres of two cells that a passage joins (so that no path
 * from a to b is shorter in moves: each move covers at most that distance),
 * shrunk by 1e-9 against rounding. The centres are a part of the graph
 * (mz_solve_part), made by the first query that asks, 16 bytes a cell. */
typedef struct mz_cell_centres {
    double *xy;           /* cell c's centre at xy[2c], xy[2c + 1] */
    double scale;         /* (1 - 1e-9) / longest passage; 0 without passages */
} mz_cell_centres;
MZ_HIDDEN int mz_cell_centres_get(const maze_graph *g, const mz_cell_centres **out);
static inline double mz_cell_h(const mz_cell_centres *cc, uint32_t a, uint32_t b)
{
    double dx = cc->xy[2 * (size_t)a] - cc->xy[2 * (size_t)b], dy = cc->xy[2 * (size_t)a + 1] - cc->xy[2 * (size_t)b + 1];
    return sqrt(dx * dx + dy * dy) * cc->scale;
}

/* Neighbour of cell i in move direction k (the mask says it exists). */
static inline uint32_t mz_move(const maze_graph *g, uint32_t i, int k)
{
    return (uint32_t)((int64_t)i + mz_mdx[k] + (int64_t)mz_mdy[k] * g->w);
}

/* Cell index -> row, by a multiply instead of a division (Lemire's exact
 * method for 32-bit dividends). */
static inline int32_t mz_cy(const maze_graph *g, uint32_t i)
{
    if (g->w == 1) return (int32_t)i;
    return (int32_t)(uint32_t)(((unsigned __int128)g->wmagic * i) >> 64);
}
static inline int32_t mz_cx(const maze_graph *g, uint32_t i)
{
    return (int32_t)(i - (uint32_t)mz_cy(g, i) * (uint32_t)g->w);
}

#endif
