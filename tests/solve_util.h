/* solve_util.h - what the solver tests share: random wall mazes with loops,
 * random block maps with obstacles and costs, an independent reference
 * Dijkstra, and a move-by-move path checker. */
#ifndef MAZE_SOLVE_UTIL_H
#define MAZE_SOLVE_UTIL_H

#include "check.h"
#include "maze.h"

#include <math.h>
#include <string.h>

#define SQ2 1.41421356237309504880

/* A search instance: a wall maze or a block map, and its graph. */
typedef struct inst {
    maze *m;
    maze_map *map;
    maze_graph *g;
    int moves;
} inst;

static inline void inst_free(inst *in)
{
    maze_graph_destroy(in->g);
    maze_destroy(in->m);
    maze_map_destroy(in->map);
    memset(in, 0, sizeof *in);
}

/* A wall maze from generator `gen`, with `loops` random extra walls opened. */
static inline int inst_maze(inst *in, const char *gen, int32_t w, int32_t h, uint64_t seed, int loops)
{
    memset(in, 0, sizeof *in);
    if (maze_generate(&in->m, gen, w, h, seed, NULL, NULL)) return -1;
    maze_rng rng;
    maze_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ull);
    for (int i = 0; i < loops; i++) {
        int32_t x = (int32_t)maze_rng_below(&rng, (uint64_t)w), y = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        unsigned dir = 1u << maze_rng_below(&rng, 4);
        (void)maze_set_passage(in->m, x, y, dir, 1); /* off-grid sides fail: fine */
    }
    in->moves = 4;
    return maze_graph_from_maze(&in->g, in->m, NULL);
}

/* A block map with `pct` percent blocked cells and, if `costs`, random
 * entry costs in 1..5 (some fractional). */
static inline int inst_map(inst *in, int32_t w, int32_t h, uint64_t seed, int pct, int moves, int costs)
{
    memset(in, 0, sizeof *in);
    if (maze_map_create(&in->map, w, h, NULL)) return -1;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            if ((int)maze_rng_below(&rng, 100) < pct) maze_map_set(in->map, x, y, '@');
            if (costs) maze_map_set_cost(in->map, x, y, 1.0 + (double)maze_rng_below(&rng, 17) / 4.0);
        }
    in->moves = moves;
    return maze_graph_from_map(&in->g, in->map, moves, NULL);
}

static inline int inst_open(const inst *in, int32_t x, int32_t y)
{
    return maze_graph_passable(in->g, x, y);
}

static inline double inst_cost(const inst *in, int32_t x, int32_t y)
{
    return in->map ? maze_map_cost(in->map, x, y) : 1.0;
}

/* Whether the move (x,y) -> (x+dx, y+dy) is legal: adjacent, passable, through
 * an open wall (maze), no corner cut and only with 8 moves (map). */
static inline int inst_move_ok(const inst *in, int32_t x, int32_t y, int dx, int dy)
{
    if ((dx == 0 && dy == 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) return 0;
    if (!inst_open(in, x, y) || !inst_open(in, x + dx, y + dy)) return 0;
    if (in->m) {
        if (dx && dy) return 0;
        unsigned bit = dy < 0 ? MAZE_N : dy > 0 ? MAZE_S : dx > 0 ? MAZE_E : MAZE_W;
        return (maze_get(in->m, x, y) & bit) != 0;
    }
    if (dx && dy) return in->moves == 8 && inst_open(in, x + dx, y) && inst_open(in, x, y + dy);
    return 1;
}

/* Checks a result move by move; returns the recomputed cost (-1 if bad). */
static inline double check_path(const inst *in, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    int32_t w = maze_graph_width(in->g);
    if (!r->found || r->length == 0 || !r->path) return -1;
    if (r->path[0] != (uint32_t)(sy * w + sx) || r->path[r->length - 1] != (uint32_t)(gy * w + gx)) return -1;
    double cost = 0;
    for (size_t i = 1; i < r->length; i++) {
        int32_t x0 = (int32_t)(r->path[i - 1] % (uint32_t)w), y0 = (int32_t)(r->path[i - 1] / (uint32_t)w);
        int32_t x1 = (int32_t)(r->path[i] % (uint32_t)w), y1 = (int32_t)(r->path[i] / (uint32_t)w);
        if (!inst_move_ok(in, x0, y0, x1 - x0, y1 - y0)) return -1;
        cost += ((x1 != x0 && y1 != y0) ? SQ2 : 1.0) * inst_cost(in, x1, y1);
    }
    if (fabs(cost - r->cost) > 1e-9 * (cost + 1)) return -1;
    return cost;
}

/* Reference: plain O(n^2) Dijkstra over inst_move_ok, no shared code with the
 * library's solvers. Returns the optimal cost or -1 when unreachable. */
static inline double ref_dijkstra(const inst *in, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    int32_t w = maze_graph_width(in->g), h = maze_graph_height(in->g);
    size_t n = (size_t)w * (size_t)h;
    double *d = malloc(n * sizeof *d);
    char *done = calloc(n, 1);
    for (size_t i = 0; i < n; i++) d[i] = INFINITY;
    d[(size_t)sy * (size_t)w + (size_t)sx] = 0;
    double ans = -1;
    for (;;) {
        size_t best = n;
        for (size_t i = 0; i < n; i++)
            if (!done[i] && d[i] < INFINITY && (best == n || d[i] < d[best])) best = i;
        if (best == n) break;
        done[best] = 1;
        int32_t x = (int32_t)(best % (size_t)w), y = (int32_t)(best / (size_t)w);
        if (x == gx && y == gy) {
            ans = d[best];
            break;
        }
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (!inst_move_ok(in, x, y, dx, dy)) continue;
                size_t j = (size_t)(y + dy) * (size_t)w + (size_t)(x + dx);
                double nd = d[best] + ((dx && dy) ? SQ2 : 1.0) * inst_cost(in, x + dx, y + dy);
                if (nd < d[j]) d[j] = nd;
            }
    }
    free(d);
    free(done);
    return ans;
}

/* Picks a random passable cell. */
static inline void pick_open(const inst *in, maze_rng *rng, int32_t *x, int32_t *y)
{
    int32_t w = maze_graph_width(in->g), h = maze_graph_height(in->g);
    do {
        *x = (int32_t)maze_rng_below(rng, (uint64_t)w);
        *y = (int32_t)maze_rng_below(rng, (uint64_t)h);
    } while (!inst_open(in, *x, *y));
}

#endif
