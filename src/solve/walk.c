/* walk.c - the walker the hand-rule solvers share: records under a stamp,
 * the route with its loops erased, the moves counted. */
#include "solve.h"
#include "walk.h"
#include "nodes.h"
#include "../topo/topo.h"

unsigned mz_walk_sides(const maze_graph *g, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES],
                       unsigned *open)
{
    if (g->cells) {
        *open = g->cells->sides[c];
        return mz_cell_nbs(g->cells, c, nb, back);
    }
    *open = mz_gmask(g, c) & 15u;
    for (unsigned d = 0; d < 4; d++) {
        nb[d] = (*open >> d & 1u) ? mz_move(g, c, (int)d) : c;
        back[d] = (uint8_t)((d + 2) & 3u);
    }
    return 4;
}

static int set_create(maze_search *s, void *state)
{
    mz_walk_set *set = state;
    set->rec = mz_calloc(&s->alloc, (size_t)s->g->n, sizeof *set->rec);
    return set->rec ? MAZE_OK : MAZE_ENOMEM;
}

static void set_reset(maze_search *s, void *state)
{
    mz_walk_set *set = state;
    if (set->stamp == UINT32_MAX) { /* wrapped: once every 2^32 queries */
        for (uint64_t i = 0; i < s->g->n; i++) set->rec[i].stamp = 0;
        set->stamp = 0;
    }
    set->stamp++;
}

static void set_destroy(maze_search *s, void *state)
{
    mz_walk_set *set = state;
    mz_free(&s->alloc, set->rec);
}

static const mz_solve_kind walk_kind = {sizeof(mz_walk_set), set_create, set_reset, set_destroy};

mz_walk_cell *mz_walk_rec(mz_walk_set *set, uint32_t c)
{
    mz_walk_cell *q = &set->rec[c];
    if (q->stamp != set->stamp) {
        memset(q, 0, sizeof *q);
        q->stamp = set->stamp;
        q->pos = MZ_WALK_OFF;
    }
    return q;
}

mz_walk_cell *mz_walk_at(mz_walker *w, uint32_t c) { return mz_walk_rec(w->set, c); }

int mz_walk_records(maze_search *s, mz_walk_set **out) { return mz_solve_state(s, &walk_kind, (void **)out); }

static int emit(const mz_walker *w, int kind, uint32_t a, uint32_t b)
{
    const maze_graph *g = w->g;
    return mz_emit(w->o->step, w->o->step_ud, kind, mz_cx(g, a), mz_cy(g, a), mz_cx(g, b), mz_cy(g, b),
                   (double)w->moves);
}

int mz_walk_begin(mz_walker *w, maze_search *s, const maze_solve_opts *o, uint32_t start)
{
    memset(w, 0, sizeof *w);
    if (mz_solve_state(s, &walk_kind, (void **)&w->set) || mz_solve_scratch(s, (size_t)s->g->n * sizeof(uint32_t)))
        return MAZE_ENOMEM;
    w->s = s;
    w->g = s->g;
    w->o = o;
    w->route = s->scratch;
    w->route[w->len++] = start;
    mz_walk_at(w, start)->pos = 0;
    return emit(w, MAZE_EV_VISIT, start, start) ? MAZE_ECANCELLED : MAZE_OK;
}

int mz_walk_move(mz_walker *w, uint32_t c)
{
    uint32_t from = mz_walk_here(w);
    w->moves++;
    if (emit(w, MAZE_EV_VISIT, c, from)) return MAZE_ECANCELLED;
    mz_walk_cell *q = mz_walk_at(w, c);
    if (q->pos == MZ_WALK_OFF) {
        q->pos = (uint32_t)w->len;
        w->route[w->len++] = c;
        return MAZE_OK;
    }
    while (w->len > (size_t)q->pos + 1) { /* back on the route: the loop is erased */
        uint32_t drop = w->route[--w->len];
        w->set->rec[drop].pos = MZ_WALK_OFF;
        if (emit(w, MAZE_EV_BACKTRACK, drop, w->route[w->len - 1])) return MAZE_ECANCELLED;
    }
    return MAZE_OK;
}

int mz_walk_found(mz_walker *w, maze_result *r)
{
    if (mz_solve_path_room(w->s, w->len)) return MAZE_ENOMEM;
    memcpy(w->s->path, w->route, w->len * sizeof(uint32_t));
    r->found = 1;
    r->path = w->s->path;
    r->length = w->len;
    r->cost = (double)(w->len - 1);
    r->expanded = w->moves + 1;
    return MAZE_OK;
}

void mz_walk_lost(const mz_walker *w, maze_result *r) { r->expanded = w->moves + 1; }

static int filled(const mz_walk_set *set, uint32_t c)
{
    const mz_walk_cell *q = &set->rec[c];
    return q->stamp == set->stamp && (q->flags & MZ_WALK_FILLED);
}

int mz_walk_fill_path(maze_search *s, mz_walk_set *set, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                      maze_result *r)
{
    const maze_graph *g = s->g;
    mz_nodes *set_nd;
    if (mz_solve_nodes(s, &set_nd) || mz_solve_scratch(s, (size_t)g->n * sizeof(uint32_t))) return MAZE_ENOMEM;
    uint32_t *queue = s->scratch;
    mz_node *nd = set_nd->rec;
    uint32_t stamp = set_nd->stamp;
    size_t head = 0, tail = 0;
    nd[start].stamp = stamp;
    nd[start].g = 0;
    queue[tail++] = start;
    while (head < tail) {
        uint32_t c = queue[head++];
        r->expanded++;
        if (mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, mz_cx(g, c), mz_cy(g, c), 0, 0, nd[c].g)) return MAZE_ECANCELLED;
        if (c == goal) return mz_solve_nodes_path(s, set_nd, start, goal, nd[c].g, r);
        uint32_t nbs[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        unsigned open;
        mz_walk_sides(g, c, nbs, back, &open);
        for (unsigned k = open; k; k &= k - 1) {
            uint32_t nb = nbs[__builtin_ctz(k)];
            if (nd[nb].stamp == stamp || filled(set, nb)) continue;
            nd[nb].stamp = stamp;
            nd[nb].parent = c;
            nd[nb].g = nd[c].g + 1;
            queue[tail++] = nb;
        }
    }
    return MAZE_OK;
}
