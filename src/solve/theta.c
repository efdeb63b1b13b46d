/* theta.c - Theta* (Nash, Daniel, Koenig & Felner): A* whose cells may take
 * their parent's parent as their own when the two see each other, giving
 * any-angle paths through cell centres on 8-connected block maps. */
#include "solve.h"
#include "heap.h"
#include "nodes.h"
#include "sight.h"

/* The frontier, kept from query to query; the cells' g and parents are the
 * shared node records (nodes.h). */
typedef struct theta_state {
    mz_heap heap;
} theta_state;

static int theta_create(maze_search *s, void *state)
{
    theta_state *ts = state;
    return mz_solve_heap_init(&s->alloc, &ts->heap);
}

static void theta_reset(maze_search *s, void *state)
{
    (void)s;
    ((theta_state *)state)->heap.n = 0;
}

static void theta_destroy(maze_search *s, void *state)
{
    theta_state *ts = state;
    mz_solve_heap_free(&s->alloc, &ts->heap);
}

static const mz_solve_kind theta_kind = {sizeof(theta_state), theta_create, theta_reset, theta_destroy};

/* The cost of reaching nb from c: straight from c's parent when that sees
 * nb (never more than through c, by the triangle inequality), else the grid
 * move k from c. Sets *par to the parent taken. `have` is nb's g when it is
 * open (else INFINITY): a straight line that could not beat it is not worth
 * its sight check, and then neither is the move, which costs no less. */
static inline double theta_relax(const maze_graph *g, const mz_node *nd, uint32_t c, uint32_t nb, int k,
                                 double have, uint32_t *par)
{
    uint32_t p = nd[c].parent;
    if (p != c) {
        double straight = nd[p].g + mz_centre_dist(g, p, nb);
        if (straight >= have) return have;
        if (mz_sight_cells(g, p, nb)) {
            *par = p;
            return straight;
        }
    }
    *par = c;
    return nd[c].g + mz_mlen[k];
}

static int theta_run(maze_search *s, theta_state *ts, mz_nodes *set, uint32_t start, uint32_t goal,
                     const maze_solve_opts *o, int hk, maze_result *r)
{
    const maze_graph *g = s->g;
    mz_node *nd = set->rec;
    mz_heap *hp = &ts->heap;
    const uint32_t open = set->stamp, closed = open + 1;
    const int32_t gx = mz_cx(g, goal), gy = mz_cy(g, goal);
    nd[start] = (mz_node){open, start, 0};
    mz_heap_push(hp, mz_heuristic(hk, mz_cx(g, start) - gx, mz_cy(g, start) - gy), mz_heap_key(0, start));
    while (hp->n) {
        uint32_t c = (uint32_t)mz_heap_pop(hp).key;
        if (nd[c].stamp == closed) continue; /* a stale duplicate */
        nd[c].stamp = closed;
        r->expanded++;
        const int32_t x = mz_cx(g, c), y = mz_cy(g, c);
        if (o->step && mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, x, y, x, y, nd[c].g)) return MAZE_ECANCELLED;
        if (c == goal) return mz_solve_nodes_path(s, set, start, goal, nd[c].g, r);
        if (hp->n + 8 > hp->cap && mz_solve_heap_grow(&s->alloc, hp)) return MAZE_ENOMEM;
        for (unsigned m = mz_gmask(g, c); m; m &= m - 1) {
            int k = __builtin_ctz(m);
            uint32_t nb = mz_move(g, c, k), par = c;
            if (nd[nb].stamp == closed) continue;
            double have = nd[nb].stamp == open ? nd[nb].g : INFINITY;
            double ng = theta_relax(g, nd, c, nb, k, have, &par);
            if (ng >= have) continue;
            nd[nb] = (mz_node){open, par, ng};
            int32_t nx = x + mz_mdx[k], ny = y + mz_mdy[k];
            mz_heap_push(hp, ng + mz_heuristic(hk, nx - gx, ny - gy), mz_heap_key(ng, nb));
            if (o->step &&
                mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, nx, ny, mz_cx(g, par), mz_cy(g, par), ng))
                return MAZE_ECANCELLED;
        }
    }
    return MAZE_OK;
}

/* The heuristic of the options, the straight-line distance by default (a
 * lower bound on any-angle paths, as octile is not). */
static int theta_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_theta.info, s, start, goal, &o, r);
    if (st) return st;
    theta_state *ts;
    mz_nodes *set;
    if (mz_solve_state(s, &theta_kind, (void **)&ts) || mz_solve_nodes(s, &set)) return MAZE_ENOMEM;
    int hk = o->heuristic == MAZE_H_DEFAULT ? MAZE_H_EUCLIDEAN : o->heuristic;
    return theta_run(s, ts, set, start, goal, o, hk, r);
}

const mz_solver mz_solve_theta = {
    .info = {"theta", "Theta* (A* taking the parent's parent when in sight): any-angle paths between cell centres, never longer than the 8-connected optimum; 8 moves, unit costs",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_MOVES8 | MAZE_SOLVER_UNIT_COST | MAZE_SOLVER_ANY_ANGLE},
    .solve = theta_solve,
};
