/* paths.c - distances for maze_stats_compute. Loop-free mazes are walked
 * depth-first with the way back in 2 bits a cell (diameter by two sweeps per
 * component: exact on trees). Mazes with loops use BFS with 4-byte distances
 * and a FIFO as long as the frontier; up to 1e6 cells the diameter is exact
 * by bounding eccentricities (Takes and Kosters 2011), above that it is the
 * double-sweep lower bound. */
#include "analysis.h"

#define EXACT_LIMIT 1000000u
#define FAR UINT32_MAX

/* ---- loop-free: depth-first walks ---- */

typedef struct {
    uint64_t far, depth; /* the deepest cell seen and its depth */
} reach;

/* Walks the tree holding s (marking `seen` if given) until `stop`; returns
 * the depth of `stop`, or UINT64_MAX when it is not in the tree. */
static uint64_t tree_walk(const maze *m, uint64_t *back, uint64_t *seen, uint64_t s, uint64_t stop, reach *r)
{
    uint64_t cur = s, depth = 0;
    int next = 0;
    r->far = s;
    r->depth = 0;
    if (seen) mz_bit_set(seen, s);
    for (;;) {
        if (cur == stop) return depth;
        unsigned k = mz_open(m, cur);
        int parent = cur == s ? -1 : (int)mz_two_get(back, cur), d = next;
        while (d < 4 && (!(k >> d & 1) || d == parent)) d++;
        if (d < 4) {
            cur = mz_step(m, cur, d);
            mz_two_put(back, cur, (unsigned)(d + 2) & 3u);
            if (seen) mz_bit_set(seen, cur);
            if (++depth > r->depth) r->depth = depth, r->far = cur;
            next = 0;
        } else {
            if (cur == s) return UINT64_MAX;
            cur = mz_step(m, cur, parent);
            depth--;
            next = ((parent + 2) & 3) + 1;
        }
    }
}

/* Keeps the longest path seen; *have tells that one was recorded. */
static void set_diameter(const maze *m, maze_stats *st, uint64_t a, uint64_t b, uint64_t len, bool *have)
{
    if (*have && len <= st->diameter) return;
    *have = true;
    st->diameter = len;
    mz_xy(m, a, &st->diameter_ax, &st->diameter_ay);
    mz_xy(m, b, &st->diameter_bx, &st->diameter_by);
}

static int tree_paths(const maze *m, uint64_t s, uint64_t g, maze_stats *st)
{
    uint64_t *seen = mz_bits_new(m, m->n), *back = mz_twos_new(m, m->n);
    if (!seen || !back) {
        mz_free(&m->alloc, seen);
        mz_free(&m->alloc, back);
        return MAZE_ENOMEM;
    }
    reach r1, r2;
    bool have = false;
    for (uint64_t i = 0; i < m->n; i++)
        if (mz_enabled(m, i) && !mz_bit(seen, i)) {
            tree_walk(m, back, seen, i, UINT64_MAX, &r1);
            tree_walk(m, back, NULL, r1.far, UINT64_MAX, &r2);
            set_diameter(m, st, r1.far, r2.far, r2.depth, &have);
        }
    st->diameter_exact = 1;
    if (s != UINT64_MAX) {
        uint64_t moves = tree_walk(m, back, NULL, s, g, &r1);
        st->solution_found = moves != UINT64_MAX;
        if (st->solution_found) {
            uint64_t degrees = (unsigned)__builtin_popcount(mz_open(m, g));
            for (uint64_t c = g; c != s;) {
                c = mz_step(m, c, (int)mz_two_get(back, c));
                degrees += (unsigned)__builtin_popcount(mz_open(m, c));
            }
            st->solution_moves = moves;
            st->solution_branches = degrees - 2 * moves;
        }
    }
    mz_free(&m->alloc, seen);
    mz_free(&m->alloc, back);
    return MAZE_OK;
}

/* ---- with loops: breadth-first search ---- */

typedef struct {
    const maze *m;
    uint32_t *dist;          /* FAR = not reached */
    uint32_t *q;             /* circular FIFO */
    size_t cap, head, len;
} bfs_ctx;

static int q_push(bfs_ctx *b, uint64_t c)
{
    if (b->len == b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 1024;
        uint32_t *nq = mz_realloc(&b->m->alloc, b->q, nc * sizeof *nq);
        if (!nq) return MAZE_ENOMEM;
        /* unwrap: the part before head moves after the old end */
        memcpy(nq + b->cap, nq, b->head * sizeof *nq);
        b->q = nq;
        b->cap = nc;
    }
    size_t at = b->head + b->len++;
    b->q[at >= b->cap ? at - b->cap : at] = (uint32_t)c;
    return MAZE_OK;
}

static uint64_t q_pop(bfs_ctx *b)
{
    uint64_t c = b->q[b->head];
    if (++b->head == b->cap) b->head = 0;
    b->len--;
    return c;
}

/* BFS from s over cells not yet reached; `order` (if given) receives the
 * cells in visit order. r gets the farthest cell and its distance. */
static int bfs(bfs_ctx *b, uint64_t s, uint32_t *order, uint64_t *count, reach *r)
{
    const maze *m = b->m;
    uint64_t n = 0;
    r->far = s;
    r->depth = 0;
    b->head = b->len = 0;
    b->dist[s] = 0;
    int rc = q_push(b, s);
    while (!rc && b->len) {
        uint64_t c = q_pop(b);
        if (order) order[n] = (uint32_t)c;
        n++;
        r->far = c;
        r->depth = b->dist[c];
        for (unsigned k = mz_open(m, c); k && !rc; k &= k - 1) {
            uint64_t j = mz_step(m, c, __builtin_ctz(k));
            if (b->dist[j] != FAR) continue;
            b->dist[j] = b->dist[c] + 1;
            rc = q_push(b, j);
        }
    }
    if (count) *count = n;
    return rc;
}

/* Resets the distances of the cells reached from s. */
static int bfs_clear(bfs_ctx *b, uint64_t s)
{
    b->head = b->len = 0;
    b->dist[s] = FAR;
    int rc = q_push(b, s);
    while (!rc && b->len) {
        uint64_t c = q_pop(b);
        for (unsigned k = mz_open(b->m, c); k && !rc; k &= k - 1) {
            uint64_t j = mz_step(b->m, c, __builtin_ctz(k));
            if (b->dist[j] == FAR) continue;
            b->dist[j] = FAR;
            rc = q_push(b, j);
        }
    }
    return rc;
}

static int bfs_solution(bfs_ctx *b, uint64_t s, uint64_t g, maze_stats *st)
{
    reach r;
    int rc = bfs(b, s, NULL, NULL, &r);
    if (rc || b->dist[g] == FAR) return rc ? rc : bfs_clear(b, s);
    st->solution_found = 1;
    st->solution_moves = b->dist[g];
    uint64_t degrees = 0;
    for (uint64_t c = g;;) {
        unsigned k = mz_open(b->m, c);
        degrees += (unsigned)__builtin_popcount(k);
        if (c == s) break;
        /* a neighbour one step nearer the start: on some shortest path */
        for (; k; k &= k - 1) {
            uint64_t j = mz_step(b->m, c, __builtin_ctz(k));
            if (b->dist[j] + 1 == b->dist[c]) break;
        }
        c = mz_step(b->m, c, __builtin_ctz(k));
    }
    st->solution_branches = degrees - 2 * st->solution_moves;
    return bfs_clear(b, s);
}

/* Double sweep on every component; leaves the last sweep's distances set,
 * which marks the component done. The result is a lower bound. */
static int sweep_all(bfs_ctx *b, maze_stats *st)
{
    const maze *m = b->m;
    reach r1, r2;
    bool have = false;
    int rc = MAZE_OK;
    for (uint64_t i = 0; i < m->n && !rc; i++) {
        if (!mz_enabled(m, i) || b->dist[i] != FAR) continue;
        rc = bfs(b, i, NULL, NULL, &r1);
        if (!rc) rc = bfs_clear(b, i);
        if (!rc) rc = bfs(b, r1.far, NULL, NULL, &r2);
        if (!rc) set_diameter(m, st, r1.far, r2.far, r2.depth, &have);
    }
    st->diameter_exact = 0;
    return rc;
}

/* ---- exact diameter with loops: bounding eccentricities per component ---- */

typedef struct {
    bfs_ctx *b;
    uint32_t *lo, *hi, *order; /* eccentricity bounds; the component's cells */
    uint64_t size;
    uint32_t best;             /* the longest path found so far in this maze */
    bool have;
} bounds;

/* BFS from v, tightens every bound in the component, resets distances. */
static int bound_from(bounds *bd, uint64_t v, maze_stats *st)
{
    reach r = {v, 0};
    int rc = bfs(bd->b, v, bd->order, &bd->size, &r);
    if (rc) return rc;
    uint32_t e = (uint32_t)r.depth;
    for (uint64_t k = 0; k < bd->size; k++) {
        uint32_t w = bd->order[k], d = bd->b->dist[w], low = d > e - d ? d : e - d;
        if (low > bd->lo[w]) bd->lo[w] = low;
        if (e + d < bd->hi[w]) bd->hi[w] = e + d;
        bd->b->dist[w] = FAR;
    }
    if (!bd->have || e > bd->best) {
        set_diameter(bd->b->m, st, v, r.far, e, &bd->have);
        bd->best = e;
    }
    return MAZE_OK;
}

/* The next cell to search from: alternately the largest upper bound and the
 * smallest lower bound among cells that could still beat the best; false
 * when none can. */
static bool pick(const bounds *bd, bool upper, uint64_t *v)
{
    bool found = false;
    for (uint64_t k = 0; k < bd->size; k++) {
        uint32_t w = bd->order[k];
        if (bd->hi[w] <= bd->best) continue;
        if (!found || (upper ? bd->hi[w] > bd->hi[*v] : bd->lo[w] < bd->lo[*v])) *v = w;
        found = true;
    }
    return found;
}

static int exact_all(bfs_ctx *b, maze_stats *st)
{
    const maze *m = b->m;
    bounds bd = {b, mz_calloc(&m->alloc, (size_t)m->n, 4), mz_alloc(&m->alloc, (size_t)m->n * 4),
                 mz_alloc(&m->alloc, (size_t)m->n * 4), 0, 0, false};
    int rc = (bd.lo && bd.hi && bd.order) ? MAZE_OK : MAZE_ENOMEM;
    if (!rc) memset(bd.hi, 0xff, (size_t)m->n * 4);
    for (uint64_t i = 0; i < m->n && !rc; i++) {
        if (!mz_enabled(m, i) || bd.hi[i] != FAR) continue; /* done: bounded */
        rc = bound_from(&bd, i, st);
        uint64_t v = i;
        for (bool upper = true; !rc && pick(&bd, upper, &v); upper = !upper) rc = bound_from(&bd, v, st);
    }
    st->diameter_exact = 1;
    mz_free(&m->alloc, bd.lo);
    mz_free(&m->alloc, bd.hi);
    mz_free(&m->alloc, bd.order);
    return rc;
}

static int loop_paths(const maze *m, uint64_t s, uint64_t g, maze_stats *st)
{
    bfs_ctx b = {m, mz_alloc(&m->alloc, (size_t)m->n * 4), mz_alloc(&m->alloc, 1024 * 4), 1024, 0, 0};
    int rc = (b.dist && b.q) ? MAZE_OK : MAZE_ENOMEM;
    if (!rc) memset(b.dist, 0xff, (size_t)m->n * 4);
    if (!rc && s != UINT64_MAX) rc = bfs_solution(&b, s, g, st);
    if (!rc) rc = m->n <= EXACT_LIMIT ? exact_all(&b, st) : sweep_all(&b, st);
    mz_free(&m->alloc, b.dist);
    mz_free(&m->alloc, b.q);
    return rc;
}

int mz_stats_paths(const maze *m, bool forest, uint64_t s, uint64_t g, maze_stats *st)
{
    return forest ? tree_paths(m, s, g, st) : loop_paths(m, s, g, st);
}
