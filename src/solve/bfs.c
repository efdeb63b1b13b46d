/* bfs.c - breadth-first search: optimal in moves on unweighted 4-connected
 * graphs; a FIFO over the reusable search context. */
#include "solve.h"

static int bfs_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    const maze_graph *g = s->g;
    if (mz_search_scratch(s, (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    uint32_t *queue = s->scratch;
    size_t head = 0, tail = 0;
    mz_search_begin(s);
    s->seen[start] = s->stamp;
    s->dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        uint32_t c = queue[head++];
        r->expanded++;
        if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, (int32_t)(c % (uint32_t)g->w),
                               (int32_t)(c / (uint32_t)g->w), 0, 0, s->dist[c]))
            return MAZE_ECANCELLED;
        if (c == goal) return mz_search_path(s, start, goal, s->dist[c], r);
        for (unsigned k = g->mask[c] & 15u; k; k &= k - 1) {
            uint32_t nb = mz_move(g, c, __builtin_ctz(k));
            if (s->seen[nb] == s->stamp) continue;
            s->seen[nb] = s->stamp;
            s->parent[nb] = c;
            s->dist[nb] = s->dist[c] + 1;
            queue[tail++] = nb;
        }
    }
    return MAZE_OK;
}

const maze_solver mz_solve_bfs = {
    "bfs", "breadth-first search: optimal on unweighted 4-connected grids",
    MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIFORM, bfs_solve,
};
