/* all_shortest.c - every shortest path at once: a breadth-first search from
 * the start to the end of the goal's layer, then a sweep back over its queue
 * that keeps each cell one move before a kept cell (the goal kept first):
 * the union of the shortest paths (maze_search_all_shortest), and one of them as the path. */
#include "solve.h"
#include "nodes.h"

/* Reaches nb from c (unless it was reached before) and queues it. */
static void reach(mz_node *nd, uint32_t stamp, uint32_t *queue, size_t *tail, uint32_t c, uint32_t nb)
{
    if (nd[nb].stamp == stamp) return;
    nd[nb].stamp = stamp;
    nd[nb].parent = c;
    nd[nb].g = nd[c].g + 1;
    queue[(*tail)++] = nb;
}

static unsigned open_nbs(const maze_graph *g, uint32_t c, uint32_t nb[8])
{
    if (g->cells) return mz_cell_open_nbs(g, c, nb);
    unsigned k = 0;
    for (unsigned m = mz_gmask(g, c) & 15u; m; m &= m - 1) nb[k++] = mz_move(g, c, __builtin_ctz(m));
    return k;
}

/* The search from start until the goal is taken off the queue: *tail the
 * cells queued (every cell nearer than the goal, and the goal's layer), 0
 * when the goal is not reached. VISIT events with o. */
static int layers(maze_search *s, mz_nodes *set, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                  size_t *tail, uint64_t *expanded)
{
    const maze_graph *g = s->g;
    uint32_t *queue = s->scratch;
    mz_node *nd = set->rec;
    size_t head = 0;
    *tail = 0;
    nd[start].stamp = set->stamp;
    nd[start].g = 0;
    queue[(*tail)++] = start;
    while (head < *tail) {
        uint32_t c = queue[head++], nb[8];
        ++*expanded;
        if (o && o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, mz_cx(g, c), mz_cy(g, c), 0, 0, nd[c].g))
            return MAZE_ECANCELLED;
        if (c == goal) return MAZE_OK;
        for (unsigned i = 0, k = open_nbs(g, c, nb); i < k; i++) reach(nd, set->stamp, queue, tail, c, nb[i]);
    }
    *tail = 0;
    return MAZE_OK;
}

/* The sweep back: the queue is in order of distance, so walking it backwards
 * settles every cell of distance d + 1 before any of distance d. A kept cell
 * gets the closed stamp (stamp + 1); *on (if not NULL) its byte, and a MARK
 * event with o. */
static int sweep(maze_search *s, mz_nodes *set, uint32_t goal, size_t tail, const maze_solve_opts *o, uint8_t *on,
                 uint64_t *count)
{
    const maze_graph *g = s->g;
    const uint32_t *queue = s->scratch;
    mz_node *nd = set->rec;
    const uint32_t kept = set->stamp + 1;
    for (size_t i = tail; i-- > 0;) {
        uint32_t c = queue[i], nb[8];
        int keep = c == goal;
        if (nd[c].g < nd[goal].g)
            for (unsigned j = 0, k = open_nbs(g, c, nb); j < k && !keep; j++)
                keep = nd[nb[j]].stamp == kept && nd[nb[j]].g == nd[c].g + 1;
        if (!keep) continue;
        nd[c].stamp = kept;
        ++*count;
        if (on) on[c] = 1;
        if (o && o->step && mz_emit(o->step, o->step_ud, MAZE_EV_MARK, mz_cx(g, c), mz_cy(g, c), 0, 0, nd[c].g))
            return MAZE_ECANCELLED;
    }
    return MAZE_OK;
}

/* Both passes; *tail 0 when the goal is not reached. */
static int run(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, uint8_t *on, uint64_t *count,
               mz_nodes **set, size_t *tail, uint64_t *expanded)
{
    if (mz_solve_nodes(s, set) || mz_solve_scratch(s, (size_t)s->g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    int st = layers(s, *set, start, goal, o, tail, expanded);
    return st || !*tail ? st : sweep(s, *set, goal, *tail, o, on, count);
}

static int all_shortest_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_all_shortest.info, s, start, goal, &o, r);
    if (st) return st;
    mz_nodes *set;
    size_t tail;
    uint64_t count = 0;
    if ((st = run(s, start, goal, o, NULL, &count, &set, &tail, &r->expanded)) || !tail) return st;
    return mz_solve_nodes_path(s, set, start, goal, set->rec[goal].g, r);
}

int maze_search_all_shortest(maze_search *s, int32_t sx, int32_t sy, int32_t gx, int32_t gy, uint8_t *on,
                             uint64_t *count)
{
    if (!s || !on || !count) return MAZE_EINVAL;
    const maze_graph *g = s->g;
    if (!maze_graph_passable(g, sx, sy) || !maze_graph_passable(g, gx, gy)) return MAZE_ERANGE;
    if (!maze_solver_fits(&mz_solve_all_shortest.info, g)) return MAZE_EUNSUPPORTED;
    uint32_t start = (uint32_t)((uint64_t)sy * (uint64_t)g->w + (uint64_t)sx);
    uint32_t goal = (uint32_t)((uint64_t)gy * (uint64_t)g->w + (uint64_t)gx);
    memset(on, 0, (size_t)g->n);
    *count = 0;
    mz_nodes *set;
    size_t tail;
    uint64_t expanded = 0;
    return run(s, start, goal, NULL, on, count, &set, &tail, &expanded);
}

const mz_solver mz_solve_all_shortest = {
    .info = {"all-shortest", "breadth-first search marking every cell on some shortest path (a picture layer)",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES4 | MAZE_SOLVER_UNIT_COST |
                 MAZE_SOLVER_CELLS},
    .solve = all_shortest_solve,
};
