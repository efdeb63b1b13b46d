/* compact.h - the compact searches of wall mazes (compact.c), which bfs and
 * astar take on a wall maze's graph when no step callback listens. */
#ifndef MAZE_SOLVE_COMPACT_H
#define MAZE_SOLVE_COMPACT_H

#include "search.h"

/* The same search as bfs_solve (FIFO, neighbours N E S W) and as astar with
 * manhattan (same order, path and `expanded`), in 4 bits a cell; no events. */
MZ_HIDDEN int mz_compact_bfs(maze_search *s, uint32_t start, uint32_t goal, maze_result *r);
MZ_HIDDEN int mz_compact_astar(maze_search *s, uint32_t start, uint32_t goal, maze_result *r);

#endif
