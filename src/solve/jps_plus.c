/* jps_plus.c - JPS+ (Harabor & Grastien's jump points, precomputed as Rabin
 * does): maze_prepare computes every cell's jump in each of the eight moves
 * once, so a search reads one table entry where jps scans the map. The same
 * corner rule, pruning and exact step costs as jps.c. */
#include "solve.h"
#include "heap.h"
#include "jps_plus.h"
#include "nodes.h"

#include <math.h>
#include <stdlib.h>

/* ---- the table ---- */

uint64_t mz_jpp_fnv(uint64_t h, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

uint64_t mz_jpp_fingerprint(const maze_graph *g)
{
    unsigned char size[8];
    for (int i = 0; i < 4; i++) {
        size[i] = (unsigned char)((uint32_t)g->w >> (8 * i));
        size[4 + i] = (unsigned char)((uint32_t)g->h >> (8 * i));
    }
    return mz_jpp_fnv(mz_jpp_fnv(MZ_FNV_BASIS, size, sizeof size), g->passable, (size_t)g->n);
}

int mz_jpp_alloc(maze_prepared **out, const maze_graph *g, int method, const maze_allocator *alloc)
{
    *out = NULL;
    if (!g->mask || g->cells || g->moves != 8 || g->diagonal != MAZE_DIAG_NO_CORNER || g->cost)
        return MAZE_EUNSUPPORTED;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_prepared *p = mz_calloc(&a, 1, sizeof *p);
    if (!p) return MAZE_ENOMEM;
    p->alloc = a;
    p->g = g;
    p->generation = g->generation;
    p->method = method;
    int st = MAZE_OK;
    if (method == MAZE_PREP_SUBGOAL) {
        st = mz_sg_derive(&p->sg, g, &p->alloc);
    } else {
        p->dist = mz_alloc(&a, 8 * (size_t)g->n * sizeof *p->dist);
        if (!p->dist) st = MAZE_ENOMEM;
    }
    if (st) {
        maze_prepared_destroy(p);
        return st;
    }
    *out = p;
    return MAZE_OK;
}

static inline int open_at(const maze_graph *g, int64_t x, int64_t y)
{
    return x >= 0 && y >= 0 && x < g->w && y < g->h && g->passable[y * (int64_t)g->w + x];
}

/* Whether open cell (x, y), entered by the straight move (dx, dy), is a jump
 * point: a side cell open whose neighbour behind it is blocked (jps.c's
 * forced neighbours, the rule without corner cutting). */
static int forced(const maze_graph *g, int64_t x, int64_t y, int dx, int dy)
{
    for (int s = -1; s <= 1; s += 2)
        if (open_at(g, x + s * dy, y + s * dx) && !open_at(g, x + s * dy - dx, y + s * dx - dy)) return 1;
    return 0;
}

/* The entry of a cell one move before a cell whose entry is d. */
static inline int16_t extend(int16_t d)
{
    if (d > 0) return (int16_t)(d < MZ_JPP_MAX ? d + 1 : MZ_JPP_MAX);
    return (int16_t)(d > -MZ_JPP_MAX ? d - 1 : MZ_JPP_MAX); /* a wall too far: a relay */
}

/* Fills the entries of move k, against its direction, so the next cell's
 * entry is made before the cell's; diagonals read the straight entries. */
static void fill(const maze_graph *g, int16_t *dist, int k)
{
    int dx = mz_mdx[k], dy = mz_mdy[k];
    int64_t w = g->w, h = g->h;
    int kx = dx > 0 ? 1 : 3, ky = dy > 0 ? 2 : 0;
    for (int64_t i = 0; i < h; i++) {
        int64_t y = dy > 0 ? h - 1 - i : i;
        for (int64_t j = 0; j < w; j++) {
            int64_t x = dx > 0 ? w - 1 - j : j;
            size_t c = (size_t)(y * w + x);
            int16_t v = 0;
            if (g->mask[c] & (1u << k)) {
                size_t n = (size_t)((y + dy) * w + x + dx);
                if (k < 4) v = forced(g, x + dx, y + dy, dx, dy) ? 1 : extend(dist[8 * n + (size_t)k]);
                else v = dist[8 * n + (size_t)kx] > 0 || dist[8 * n + (size_t)ky] > 0 ? 1 : extend(dist[8 * n + (size_t)k]);
            }
            dist[8 * c + (size_t)k] = v;
        }
    }
}

int maze_prepare_method(maze_prepared **out, const maze_graph *g, int method, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!g || (method != MAZE_PREP_JPS_PLUS && method != MAZE_PREP_SUBGOAL)) return MAZE_EINVAL;
    maze_prepared *p;
    int st = mz_jpp_alloc(&p, g, method, alloc);
    if (st) return st;
    p->fingerprint = mz_jpp_fingerprint(g);
    if (method == MAZE_PREP_SUBGOAL) {
        if ((st = mz_sg_connect(&p->sg, g, &p->alloc))) {
            maze_prepared_destroy(p);
            return st;
        }
    } else {
        for (int k = 0; k < 8; k++) fill(g, p->dist, k);
    }
    *out = p;
    return MAZE_OK;
}

int maze_prepare(maze_prepared **out, const maze_graph *g, const maze_allocator *alloc)
{
    return maze_prepare_method(out, g, MAZE_PREP_JPS_PLUS, alloc);
}

int maze_prepared_method(const maze_prepared *p) { return p ? p->method : 0; }

void maze_prepared_destroy(maze_prepared *p)
{
    if (!p) return;
    mz_free(&p->alloc, p->dist);
    mz_sg_free(&p->sg, &p->alloc);
    mz_free(&p->alloc, p);
}

size_t maze_prepared_memory(const maze_prepared *p)
{
    if (!p) return 0;
    if (p->method == MAZE_PREP_SUBGOAL) return sizeof *p + mz_sg_memory(&p->sg, (uint64_t)p->g->n);
    return sizeof *p + 8 * (size_t)p->g->n * sizeof *p->dist;
}

/* ---- the search ---- */

/* One query's state; costs are exact step counts (straight << 32 |
 * diagonal) kept in the node records' g field, as in jps.c. */
typedef struct jpp {
    maze_search *s;
    const int16_t *dist;
    mz_node *rec;
    mz_heap *heap;
    int64_t w, gx, gy;
    uint32_t goal, open, closed, cur;
    uint64_t base;
    double bound;
    int err;
} jpp;

static inline double jpp_cost(uint64_t steps)
{
    return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2;
}

static inline uint64_t jpp_steps(const mz_node *q)
{
    uint64_t steps;
    memcpy(&steps, &q->g, sizeof steps);
    return steps;
}

/* Records cell v at (x, y), reached from j->cur, if better; nodes whose f
 * is over the best path to the goal found so far are dropped (jps.c). */
static inline void jpp_push(jpp *j, int64_t x, int64_t y, uint64_t steps)
{
    double g = jpp_cost(steps), f = g + mz_heuristic(MAZE_H_OCTILE, (int32_t)(x - j->gx), (int32_t)(y - j->gy));
    if (f > j->bound) return;
    uint32_t v = (uint32_t)(y * j->w + x);
    mz_node *q = &j->rec[v];
    if (q->stamp == j->closed) return;
    if (q->stamp == j->open && g >= jpp_cost(jpp_steps(q))) return;
    if (j->heap->n == j->heap->cap && mz_solve_heap_grow(&j->s->alloc, j->heap)) {
        j->err = MAZE_ENOMEM;
        return;
    }
    q->stamp = j->open;
    q->parent = j->cur;
    memcpy(&q->g, &steps, sizeof steps);
    mz_heap_push(j->heap, f, mz_heap_key(g, v));
    if (v == j->goal) j->bound = g + 1e-7; /* margin: rounding must not drop an equal path */
}

/* The jump from (x, y) in move k: the goal when it lies on the way (for a
 * diagonal, the cell on the goal's row or column when the goal is ahead on
 * both axes and that cell is in reach), else the node the table names. */
static inline void jpp_go(jpp *j, uint32_t v, int64_t x, int64_t y, int k)
{
    int d = j->dist[8 * (size_t)v + (size_t)k];
    int dx = mz_mdx[k], dy = mz_mdy[k];
    int64_t ax = (j->gx - x) * dx, ay = (j->gy - y) * dy, reach = d > 0 ? d : -d;
    if (k < 4) {
        int64_t t = dx ? (j->gy == y ? ax : -1) : (j->gx == x ? ay : -1);
        if (t > 0 && t <= reach) {
            jpp_push(j, j->gx, j->gy, j->base + ((uint64_t)t << 32));
            return;
        }
        if (d > 0) jpp_push(j, x + d * dx, y + d * dy, j->base + ((uint64_t)d << 32));
        return;
    }
    if (ax > 0 && ay > 0) {
        int64_t m = ax < ay ? ax : ay;
        if (m <= reach) {
            jpp_push(j, x + m * dx, y + m * dy, j->base + (uint64_t)m);
            return;
        }
    }
    if (d > 0) jpp_push(j, x + d * dx, y + d * dy, j->base + (uint64_t)d);
}

static inline int kx_of(int s) { return s > 0 ? 1 : 3; }
static inline int ky_of(int s) { return s > 0 ? 2 : 0; }
static inline int kd_of(int sx, int sy) { return sx > 0 ? (sy > 0 ? 5 : 4) : (sy > 0 ? 6 : 7); }

/* Expands v, its moves pruned by the direction it was reached in: after a
 * diagonal its two parts and itself; after a straight move itself and, where
 * a side cell is open and the one behind it blocked, that side and the
 * diagonal forward to it. The start tries all eight. */
static void jpp_expand(jpp *j, uint32_t v, uint32_t start)
{
    const maze_graph *g = j->s->g;
    int64_t x = mz_cx(g, v), y = mz_cy(g, v);
    j->cur = v;
    j->base = jpp_steps(&j->rec[v]);
    if (v == start) {
        for (int k = 0; k < 8; k++) jpp_go(j, v, x, y, k);
        return;
    }
    uint32_t p = j->rec[v].parent;
    int64_t ex = x - mz_cx(g, p), ey = y - mz_cy(g, p);
    int sx = (ex > 0) - (ex < 0), sy = (ey > 0) - (ey < 0);
    if (sx && sy) {
        jpp_go(j, v, x, y, kx_of(sx));
        jpp_go(j, v, x, y, ky_of(sy));
        jpp_go(j, v, x, y, kd_of(sx, sy));
    } else if (sx) {
        jpp_go(j, v, x, y, kx_of(sx));
        for (int d = -1; d <= 1; d += 2)
            if (open_at(g, x, y + d) && !open_at(g, x - sx, y + d)) {
                jpp_go(j, v, x, y, ky_of(d));
                jpp_go(j, v, x, y, kd_of(sx, d));
            }
    } else {
        jpp_go(j, v, x, y, ky_of(sy));
        for (int d = -1; d <= 1; d += 2)
            if (open_at(g, x + d, y) && !open_at(g, x + d, y - sy)) {
                jpp_go(j, v, x, y, kx_of(d));
                jpp_go(j, v, x, y, kd_of(d, sy));
            }
    }
}

/* Lists every cell of the path: each jump is straight or diagonal. Not
 * inlined: once a query, and inlined its size made the compiler take a
 * jpp_go of the search loop out of line (7% more instructions on Berlin). */
static __attribute__((noinline)) int jpp_path(maze_search *s, const mz_node *rec, uint32_t start, uint32_t goal,
                                               maze_result *r)
{
    if (mz_solve_no_cells(s, jpp_cost(jpp_steps(&rec[goal])), r)) return MAZE_OK;
    const maze_graph *g = s->g;
    size_t len = 1;
    for (uint32_t v = goal; v != start; v = rec[v].parent) {
        int64_t ax = llabs((int64_t)mz_cx(g, v) - mz_cx(g, rec[v].parent));
        int64_t ay = llabs((int64_t)mz_cy(g, v) - mz_cy(g, rec[v].parent));
        len += (size_t)(ax > ay ? ax : ay);
    }
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    s->path[--k] = goal;
    for (uint32_t v = goal; v != start; v = rec[v].parent) {
        uint32_t p = rec[v].parent;
        int64_t x = mz_cx(g, v), y = mz_cy(g, v), ex = mz_cx(g, p) - x, ey = mz_cy(g, p) - y;
        int sx = (ex > 0) - (ex < 0), sy = (ey > 0) - (ey < 0);
        int64_t n = llabs(ex) > llabs(ey) ? llabs(ex) : llabs(ey);
        for (int64_t i = 1; i < n; i++) s->path[--k] = (uint32_t)((y + i * sy) * g->w + x + i * sx);
        s->path[--k] = p;
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = jpp_cost(jpp_steps(&rec[goal]));
    return MAZE_OK;
}

/* The prepared search's own state: its frontier. */
typedef struct jpp_state {
    mz_heap heap;
} jpp_state;

static int jpp_create(maze_search *s, void *state) { return mz_solve_heap_init(&s->alloc, &((jpp_state *)state)->heap); }

static void jpp_reset(maze_search *s, void *state)
{
    (void)s;
    ((jpp_state *)state)->heap.n = 0;
}

static void jpp_destroy(maze_search *s, void *state) { mz_solve_heap_free(&s->alloc, &((jpp_state *)state)->heap); }

static const mz_solve_kind jpp_kind = {sizeof(jpp_state), jpp_create, jpp_reset, jpp_destroy};

/* maze_graph_passable without its NULL test, inlined: a call each end was
 * a tenth of a query that sees its goal. */
static inline int open_cell(const maze_graph *g, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < g->w && y < g->h && mz_gpassable(g, (uint64_t)y * (uint64_t)g->w + (uint64_t)x);
}

int maze_prepared_solve(maze_search *s, const maze_prepared *p, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                        maze_result *r)
{
    if (!s || !p || !r) return MAZE_EINVAL;
    memset(r, 0, sizeof *r);
    const maze_graph *g = s->g;
    if (p->g != g || p->generation != g->generation) return MAZE_EINVAL;
    if (!open_cell(g, sx, sy) || !open_cell(g, gx, gy)) return MAZE_ERANGE;
    if (p->method == MAZE_PREP_SUBGOAL) return mz_sg_solve(s, &p->sg, sx, sy, gx, gy, r);
    uint32_t start = (uint32_t)((uint64_t)sy * (uint64_t)g->w + (uint64_t)sx);
    uint32_t goal = (uint32_t)((uint64_t)gy * (uint64_t)g->w + (uint64_t)gx);
    mz_nodes *nd;
    jpp_state *js;
    if (mz_solve_nodes(s, &nd) || mz_solve_state(s, &jpp_kind, (void **)&js)) return MAZE_ENOMEM;
    jpp j = {.s = s, .dist = p->dist, .rec = nd->rec, .heap = &js->heap, .w = g->w, .gx = gx, .gy = gy,
             .goal = goal, .open = nd->stamp, .closed = nd->stamp + 1, .cur = start, .bound = HUGE_VAL};
    jpp_push(&j, sx, sy, 0);
    if (j.err) return j.err;
    while (j.heap->n) {
        uint32_t v = (uint32_t)mz_heap_pop(j.heap).key;
        mz_node *q = &j.rec[v];
        if (q->stamp == j.closed) continue; /* a stale duplicate */
        q->stamp = j.closed;
        r->expanded++;
        if (v == goal) return jpp_path(s, j.rec, start, goal, r);
        jpp_expand(&j, v, start);
        if (j.err) return j.err;
    }
    return MAZE_OK;
}
