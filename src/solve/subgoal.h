/* subgoal.h - a graph prepared as a simple subgoal graph (subgoal.c, Uras,
 * Hernandez and Koenig): the corners of blocked cells, each linked to the
 * subgoals it reaches directly, searched instead of the grid. */
#ifndef MAZE_SOLVE_SUBGOAL_H
#define MAZE_SOLVE_SUBGOAL_H

#include "graph.h"

#define MZ_SG_NONE UINT32_MAX /* id of a cell that is no subgoal */
#define MZ_SG_FAR 65535       /* a clearance this long or longer is walked on */

/* What the map alone gives (made again when a file is read) and the edges
 * (what a file holds). An edge u -> v is a path of the octile length
 * between them: its diagonal moves first, then its straight ones; only
 * taut ones are kept (v a subgoal a path from u may bend at round its
 * corner), the scan going on past the others. */
typedef struct mz_sg {
    uint32_t n;      /* subgoals, numbered in cell order */
    uint32_t *id;    /* per cell: its subgoal number or MZ_SG_NONE */
    uint16_t *clr;   /* 4 per cell: open cells that are no subgoal ahead, N E S W */
    int32_t *xy;     /* 2 per subgoal: x, y */
    uint8_t *corner; /* per subgoal: bit k - 4 when diagonal k is a blocked corner beside open sides */
    uint32_t *off;   /* n + 1: subgoal u's edges are adj[off[u] .. off[u + 1]) */
    uint32_t *adj;
    uint8_t *dir;    /* per edge: its signs, (sy + 1) * 3 + sx + 1 (made by mz_sg_index) */
} mz_sg;

/* Finds the subgoals of g and its clearances (sg zeroed before); MAZE_OK or
 * MAZE_ENOMEM (mz_sg_free frees what was made). */
MZ_HIDDEN int mz_sg_derive(mz_sg *sg, const maze_graph *g, const maze_allocator *a);
/* Links every subgoal to those it reaches directly (after mz_sg_derive);
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_connect(mz_sg *sg, const maze_graph *g, const maze_allocator *a);
/* Each edge's direction (sg->dir), after the edges are made or read;
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_index(mz_sg *sg, const maze_allocator *a);
MZ_HIDDEN void mz_sg_free(mz_sg *sg, const maze_allocator *a);
/* Bytes sg holds for a graph of `cells` cells. */
MZ_HIDDEN size_t mz_sg_memory(const mz_sg *sg, uint64_t cells);
/* Whether the path from (ax, ay) to (bx, by), diagonal moves first, is made of
 * moves g allows and the two differ: what an edge read from a file must be. */
MZ_HIDDEN int mz_sg_edge_ok(const maze_graph *g, int64_t ax, int64_t ay, int64_t bx, int64_t by);

/* Searches s's graph (the one sg was made for) from (sx, sy) to (gx, gy),
 * both passable: connects them to the subgoals they reach directly, runs A*
 * with the octile heuristic over the subgoals and lists the path's cells.
 * MAZE_OK (see r->found) or MAZE_ENOMEM. */
MZ_HIDDEN int mz_sg_solve(maze_search *s, const mz_sg *sg, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                          maze_result *r);

#endif
