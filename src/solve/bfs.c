/* bfs.c - breadth-first search: optimal in moves on unweighted 4-connected
 * graphs and on the cell graph of any topology; a FIFO over the reusable
 * search context. */
#include "solve.h"
#include "compact.h"
#include "nodes.h"

/* Reaches nb from c (unless it was reached before) and queues it. */
static inline void bfs_reach(mz_node *nd, uint32_t stamp, uint32_t *queue, size_t *tail, uint32_t c, uint32_t nb)
{
    if (nd[nb].stamp == stamp) return;
    nd[nb].stamp = stamp;
    nd[nb].parent = c;
    nd[nb].g = nd[c].g + 1;
    queue[(*tail)++] = nb;
}

static int bfs_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_bfs.info, s, start, goal, &o, r);
    if (st) return st;
    const maze_graph *g = s->g;
    if (g->wall_open && !o->step) return mz_compact_bfs(s, start, goal, r); /* compact, same order */
    mz_nodes *set;
    if (mz_solve_nodes(s, &set) || mz_solve_scratch(s, (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    uint32_t *queue = s->scratch;
    mz_node *nd = set->rec;
    size_t head = 0, tail = 0;
    uint32_t stamp = set->stamp;
    nd[start].stamp = stamp;
    nd[start].g = 0;
    queue[tail++] = start;
    while (head < tail) {
        uint32_t c = queue[head++];
        r->expanded++;
        if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, mz_cx(g, c), mz_cy(g, c), 0, 0, nd[c].g))
            return MAZE_ECANCELLED;
        if (c == goal) return mz_solve_nodes_path(s, set, start, goal, nd[c].g, r);
        if (g->cells) {
            uint32_t nb[8];
            for (unsigned i = 0, k = mz_cell_open_nbs(g, c, nb); i < k; i++) bfs_reach(nd, stamp, queue, &tail, c, nb[i]);
            continue;
        }
        for (unsigned k = mz_gmask(g, c) & 15u; k; k &= k - 1)
            bfs_reach(nd, stamp, queue, &tail, c, mz_move(g, c, __builtin_ctz(k)));
    }
    return MAZE_OK;
}

const mz_solver mz_solve_bfs = {
    .info = {"bfs", "breadth-first search: optimal on unweighted 4-connected grids and on other topologies",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST |
                 MAZE_SOLVER_CELLS},
    .solve = bfs_solve,
};
