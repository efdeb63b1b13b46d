/* gen.h - what generator files share: the descriptors they export and small
 * helpers for walking the grid of a maze. */
#ifndef MAZE_GEN_H
#define MAZE_GEN_H

#include "../internal.h"

/* Each generator file exports one descriptor; registry.c lists them. */
extern const maze_generator mz_gen_dfs;
extern const maze_generator mz_gen_bfs;

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

#endif
