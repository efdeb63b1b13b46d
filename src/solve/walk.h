/* walk.h - what the hand-rule solvers (wall follower, Pledge, Tremaux) and
 * the fillers share: a record a cell under a stamp, and the walker, which
 * keeps the route walked reduced to a simple path by erasing its loops. */
#ifndef MAZE_SOLVE_WALK_H
#define MAZE_SOLVE_WALK_H

#include "search.h"

/* One cell's record, valid only while stamp is the query's (mz_walk_at
 * clears a stale one): pos is the cell's index on the route (MZ_WALK_OFF
 * when it is not on it), the rest is each solver's own (marks on sides,
 * turn counts, degrees, a search tree). 52 bytes. */
typedef struct mz_walk_cell {
    uint32_t stamp, pos, seg, link;
    int32_t turn[MAZE_MAX_SIDES];
    uint8_t marks, flags;
} mz_walk_cell;

/* A filler's flag: the cell is filled (on no path from start to goal). */
#define MZ_WALK_FILLED 0x80u

#define MZ_WALK_OFF UINT32_MAX

typedef struct mz_walk_set {
    mz_walk_cell *rec;
    uint32_t stamp;
} mz_walk_set;

/* One query's walker: its records, the route (s->scratch, a simple path
 * from the start to the current cell), and the moves walked. */
typedef struct mz_walker {
    maze_search *s;
    const maze_graph *g;
    const maze_solve_opts *o;
    mz_walk_set *set;
    uint32_t *route;
    size_t len;
    uint64_t moves;
} mz_walker;

/* Readies w for a query of s from `start` (the route holds the start, an
 * event says so). MAZE_OK, MAZE_ENOMEM or MAZE_ECANCELLED. */
MZ_HIDDEN int mz_walk_begin(mz_walker *w, maze_search *s, const maze_solve_opts *o, uint32_t start);
/* Cell c's record for this query, cleared on first use. */
MZ_HIDDEN mz_walk_cell *mz_walk_at(mz_walker *w, uint32_t c);
/* Moves from the route's last cell to c, a neighbour: one move walked, a
 * MAZE_EV_VISIT event ((x2,y2) the cell left, g the moves so far), and the
 * loop back to c erased from the route (MAZE_EV_BACKTRACK for each cell it
 * drops). MAZE_OK or MAZE_ECANCELLED. */
MZ_HIDDEN int mz_walk_move(mz_walker *w, uint32_t c);
/* The route as r's path (cost its moves, expanded the cells entered on the
 * walk, start and repeats included). MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_walk_found(mz_walker *w, maze_result *r);
/* No path: r stays empty but for expanded, as above. */
MZ_HIDDEN void mz_walk_lost(const mz_walker *w, maze_result *r);

/* The records of s for a new query, without a walk (the fillers).
 * MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_walk_records(maze_search *s, mz_walk_set **out);
/* Clears cell c's record of set if it is stale (as mz_walk_at). */
MZ_HIDDEN mz_walk_cell *mz_walk_rec(mz_walk_set *set, uint32_t c);
/* A filler's answer: a breadth-first search from start to goal through the
 * cells not filled in set, its path as r's (the shortest that remains;
 * every simple path does), its expansions r->expanded, each a
 * MAZE_EV_VISIT. Uses s->scratch. MAZE_OK, MAZE_ENOMEM or MAZE_ECANCELLED. */
MZ_HIDDEN int mz_walk_fill_path(maze_search *s, mz_walk_set *set, uint32_t start, uint32_t goal,
                                const maze_solve_opts *o, maze_result *r);

/* The sides of cell c, numbered clockwise on every topology (a grid
 * graph's are N E S W): their count, and for each open side (bit s of
 * *open) the neighbour it leads to and that neighbour's side back. */
MZ_HIDDEN unsigned mz_walk_sides(const maze_graph *g, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                 uint8_t back[MAZE_MAX_SIDES], unsigned *open);

/* The route's last cell. */
static inline uint32_t mz_walk_here(const mz_walker *w) { return w->route[w->len - 1]; }

/* 1 if the move in direction d (0..3: N E S W) out of c is open. */
static inline int mz_walk_open(const maze_graph *g, uint32_t c, unsigned d)
{
    return (int)((mz_gmask(g, c) >> d) & 1u);
}

#endif
