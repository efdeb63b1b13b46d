/* paths.c - components and distances for maze_stats_compute. Each piece is
 * walked depth-first with the way back in 2 bits a cell; on loop-free mazes a
 * second walk from the deepest cell gives the diameter (two sweeps: exact on
 * trees) and the solution follows the way back from both ends. Mazes with loops use BFS with 4-byte distances
 * and a FIFO as long as the frontier; up to 1e6 cells the diameter is exact
 * by bounding eccentricities (Takes and Kosters 2011), above that it is the
 * double-sweep lower bound. */
#include "analysis.h"

#define EXACT_LIMIT 1000000u
#define FAR UINT32_MAX

/* ---- components, and on loop-free mazes every distance, in two walks ---- */

typedef struct {
    uint64_t far, depth; /* the deepest cell seen and its depth */
} reach;

/* Keeps the longest path seen; *have tells that one was recorded. */
static void set_diameter(const maze *m, maze_stats *st, uint64_t a, uint64_t b, uint64_t len, bool *have)
{
    if (*have && len <= st->diameter) return;
    *have = true;
    st->diameter = len;
    mz_xy(m, a, &st->diameter_ax, &st->diameter_ay);
    mz_xy(m, b, &st->diameter_bx, &st->diameter_by);
}

/* Cell steps by direction index (N E S W), wrapping like the indices. */
static void offsets(const maze *m, uint64_t off[4])
{
    uint64_t w = (uint64_t)m->w;
    off[0] = 0 - w, off[1] = 1, off[2] = w, off[3] = 0 - (uint64_t)1;
}

#define RING 65536u

/* The way back of a walk: cells left with directions still to try, with
 * their depth, way back and those directions (the latest RING of them);
 * older ones are dropped and found again by stepping back cell by cell. */
typedef struct {
    uint64_t *seen, *back, *ring;
    unsigned top, held;
    bool lost;
} walker;

/* Walks the piece holding s depth-first (directions N E S W in turn, the way
 * back in 2 bits a cell) and finds its deepest cell, first reached in that
 * order. Going back jumps to the latest cell with directions left (the cells
 * between have none). With `seen`, marks the cells and sets *loop on meeting
 * a marked cell other than the parent (a passage off the tree); depths are
 * distances on trees only. */
static void walk(const maze *m, walker *walk_state, bool mark, uint64_t s, reach *r, bool *loop)
{
    uint64_t off[4], cur = s, depth = 0, w = (uint64_t)m->w, *seen = mark ? walk_state->seen : NULL, *ring = walk_state->ring;
    offsets(m, off);
    unsigned parent = 4, k = mz_mask_at(m->bits, w, s); /* parent: the way back from cur, 4 at s */
    walk_state->top = walk_state->held = 0;
    walk_state->lost = false;
    r->far = s;
    r->depth = 0;
    if (seen) mz_bit_set(seen, s);
    for (;;) {
        for (; k && seen && mz_bit(seen, cur + off[__builtin_ctz(k)]); k &= k - 1) *loop = true;
        if (k) {
            unsigned d = (unsigned)__builtin_ctz(k);
            if ((k &= k - 1)) {
                ring[2 * walk_state->top] = cur;
                ring[2 * walk_state->top + 1] = depth << 8 | parent << 4 | k;
                walk_state->top = (walk_state->top + 1) & (RING - 1);
                walk_state->lost |= walk_state->held == RING;
                walk_state->held += walk_state->held < RING;
            }
            cur += off[d];
            parent = (d + 2) & 3u;
            mz_two_put(walk_state->back, cur, parent);
            if (seen) mz_bit_set(seen, cur);
            if (++depth > r->depth) r->depth = depth, r->far = cur;
            k = mz_mask_at(m->bits, w, cur) & ~(1u << parent);
        } else if (walk_state->held) {
            walk_state->held--;
            walk_state->top = (walk_state->top - 1) & (RING - 1);
            cur = ring[2 * walk_state->top];
            depth = ring[2 * walk_state->top + 1] >> 8;
            parent = (unsigned)(ring[2 * walk_state->top + 1] >> 4) & 15u;
            k = (unsigned)ring[2 * walk_state->top + 1] & 15u;
        } else if (!walk_state->lost || cur == s) {
            return;
        } else { /* one step back; the directions after the one just done */
            unsigned from = (parent + 2) & 3u;
            cur += off[parent];
            depth--;
            parent = cur == s ? 4 : mz_two_get(walk_state->back, cur);
            k = mz_mask_at(m->bits, w, cur) & ~(1u << parent) & (30u << from) & 15u;
        }
    }
}

static unsigned degree(const maze *m, uint64_t c) { return mz_popcount4(mz_open(m, c)); }

/* The path between s and g of a tree whose way back leads to `root`: up to
 * the lowest common ancestor from both ends (fills solution_*). */
static void tree_solution(const maze *m, const uint64_t *back, uint64_t root, uint64_t s, uint64_t g,
                          maze_stats *st)
{
    uint64_t off[4], a = s, b = g, da = 0, db = 0, moves = 0, degrees = 0;
    offsets(m, off);
    for (uint64_t c = s; c != root; c += off[mz_two_get(back, c)]) da++;
    for (uint64_t c = g; c != root; c += off[mz_two_get(back, c)]) db++;
    for (; da > db; da--, moves++) degrees += degree(m, a), a += off[mz_two_get(back, a)];
    for (; db > da; db--, moves++) degrees += degree(m, b), b += off[mz_two_get(back, b)];
    for (; a != b; moves += 2) {
        degrees += degree(m, a) + degree(m, b);
        a += off[mz_two_get(back, a)];
        b += off[mz_two_get(back, b)];
    }
    st->solution_found = 1;
    st->solution_moves = moves;
    st->solution_branches = degrees + degree(m, a) - 2 * moves;
}

/* What the component pass learns: the sweep roots of the pieces holding s
 * and g, and whether any piece has a loop. */
typedef struct {
    walker walk_state;
    uint64_t s, g, root_s, root_g;
    bool loop, have;
} pieces;

/* One piece from cell i: the first walk marks it and finds its deepest
 * cell; while no loop has been met anywhere, a second walk from that cell
 * gives the piece's diameter (two sweeps: exact on trees) and leaves the way
 * back to it in every cell of the piece. */
static void piece(const maze *m, pieces *p, uint64_t i, maze_stats *st)
{
    reach r1, r2;
    const uint64_t *seen = p->walk_state.seen;
    bool had_s = p->s != UINT64_MAX && mz_bit(seen, p->s), had_g = p->g != UINT64_MAX && mz_bit(seen, p->g);
    walk(m, &p->walk_state, true, i, &r1, &p->loop);
    if (p->loop) return;
    walk(m, &p->walk_state, false, r1.far, &r2, &p->loop);
    set_diameter(m, st, r1.far, r2.far, r2.depth, &p->have);
    if (p->s != UINT64_MAX && !had_s && mz_bit(seen, p->s)) p->root_s = r1.far;
    if (p->g != UINT64_MAX && !had_g && mz_bit(seen, p->g)) p->root_g = r1.far;
}

int mz_stats_pieces(const maze *m, uint64_t s, uint64_t g, maze_stats *st, bool *forest)
{
    pieces p = {{mz_bits_new(&m->alloc, m->n), mz_twos_new(&m->alloc, m->n),
                 mz_alloc(&m->alloc, 2 * RING * sizeof(uint64_t)), 0, 0, false},
                s, g, UINT64_MAX, UINT64_MAX, false, false};
    int rc = p.walk_state.seen && p.walk_state.back && p.walk_state.ring ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !rc; i++)
        if (mz_enabled(m, i) && !mz_bit(p.walk_state.seen, i)) {
            piece(m, &p, i, st);
            st->components++;
        }
    *forest = !p.loop;
    if (!rc && !p.loop) {
        st->diameter_exact = 1;
        if (s != UINT64_MAX && p.root_s == p.root_g) tree_solution(m, p.walk_state.back, p.root_s, s, g, st);
    }
    mz_free(&m->alloc, p.walk_state.seen);
    mz_free(&m->alloc, p.walk_state.back);
    mz_free(&m->alloc, p.walk_state.ring);
    return rc;
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

int mz_stats_loop_paths(const maze *m, uint64_t s, uint64_t g, maze_stats *st)
{
    return loop_paths(m, s, g, st);
}
