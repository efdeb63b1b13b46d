/* flow.c - the flow field: from a Dijkstra map towards some cells, the best
 * next move out of every cell, for many units heading to the same goals. */
#include "solve.h"

int maze_flow_field(const maze_graph *g, const double *to, uint32_t *next)
{
    if (!g || !to || !next) return MAZE_EINVAL;
    for (uint64_t i = 0; i < g->n; i++) {
        uint32_t c = (uint32_t)i;
        double here = to[c];
        next[c] = MAZE_FLOW_NONE;
        if (!(here < INFINITY) || !mz_gpassable(g, c)) continue;
        if (here == 0) { /* a goal: stay */
            next[c] = c;
            continue;
        }
        double best = INFINITY;
        if (g->cells) {
            uint32_t nb[8];
            for (unsigned k = 0, m = mz_cell_open_nbs(g, c, nb); k < m; k++)
                if (1 + to[nb[k]] < best) best = 1 + to[nb[k]], next[c] = nb[k];
            continue;
        }
        /* the first move in direction order N E S W NE SE SW NW among the least */
        for (int d = 0; d < 8; d++) {
            if (!((mz_gmask(g, c) >> d) & 1u)) continue;
            uint32_t nb = mz_move(g, c, d);
            double v = mz_mlen[d] * (g->cost ? (double)g->cost[nb] : 1) + to[nb];
            if (v < best) best = v, next[c] = nb;
        }
    }
    return MAZE_OK;
}
