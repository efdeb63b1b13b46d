/* bfs.c - the Java article's randomized "BFS": a cell's unvisited neighbours are
 * carved in random order and pushed at random to the front or the back of a
 * double-ended queue; the next cell comes at random from its front or back. */
#include "gen.h"
#include "cells.h"

typedef struct {
    uint32_t *buf;
    uint64_t cap, head, len;
} deque;

static void push(deque *q, uint32_t v, bool front)
{
    if (front) {
        q->head = (q->head + q->cap - 1) % q->cap;
        q->buf[q->head] = v;
    } else {
        q->buf[(q->head + q->len) % q->cap] = v;
    }
    q->len++;
}

static uint32_t pop(deque *q, bool front)
{
    q->len--;
    if (!front) return q->buf[(q->head + q->len) % q->cap];
    uint32_t v = q->buf[q->head];
    q->head = (q->head + 1) % q->cap;
    return v;
}

/* Carves every unvisited neighbour of cur in random order, queueing each. */
static int expand(maze *m, maze_rng *rng, const maze_gen_opts *o, uint64_t *visited, deque *q, uint64_t cur)
{
    int32_t x = (int32_t)(cur % (uint64_t)m->w), y = (int32_t)(cur / (uint64_t)m->w);
    int cand[4], n = 0;
    uint64_t nb[4], j;
    for (int d = 0; d < 4; d++)
        if (mz_neighbour(m, cur, x, y, d, &j) && !mz_bit(visited, j)) {
            cand[n] = d;
            nb[n++] = j;
        }
    while (n) {
        unsigned k = (unsigned)maze_rng_below(rng, (uint64_t)n);
        mz_bit_set(visited, nb[k]);
        mz_carve(m, cur, 1u << cand[k]);
        if (mz_emit_carve(o, x, y, cand[k])) return MAZE_ECANCELLED;
        push(q, (uint32_t)nb[k], maze_rng_below(rng, 2) == 1);
        cand[k] = cand[n - 1];
        nb[k] = nb[--n];
    }
    return MAZE_OK;
}

static int bfs_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    uint64_t *visited = mz_calloc(&m->alloc, (size_t)((m->n + 63) / 64), sizeof(uint64_t));
    deque q = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), m->n, 0, 0};
    int st = (visited && q.buf) ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; start < m->n && !st; start++) {
        if (!mz_enabled(m, start) || mz_bit(visited, start)) continue;
        mz_bit_set(visited, start);
        uint64_t cur = start;
        for (;;) {
            if ((st = expand(m, rng, o, visited, &q, cur))) break;
            if (!q.len) break;
            cur = pop(&q, maze_rng_below(rng, 2) == 1);
        }
    }
    mz_free(&m->alloc, visited);
    mz_free(&m->alloc, q.buf);
    return st;
}

/* The cell-graph version: the same deque, its cells' free neighbours carved
 * in random order. */
MZ_INLINE int bfs_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    uint64_t *vis = mz_vis_new(m);
    deque q = {mz_alloc(&m->alloc, (size_t)m->n * sizeof(uint32_t)), m->n, 0, 0};
    int st = (vis && q.buf) ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, vis, start)) < m->n;) {
        mz_bit_set(vis, start);
        uint32_t cur = (uint32_t)start;
        for (;;) {
            uint32_t nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], free[MAZE_MAX_SIDES];
            unsigned f = mz_cells_free(kind, m, vis, cur, nb, back, free);
            while (f && !st) {
                unsigned k = (unsigned)maze_rng_below(rng, f), s = free[k];
                mz_bit_set(vis, nb[s]);
                st = mz_cells_carve(kind, m, o, cur, s, nb[s], back[s]);
                push(&q, nb[s], maze_rng_below(rng, 2) == 1);
                free[k] = free[--f];
            }
            if (st || !q.len) break;
            cur = pop(&q, maze_rng_below(rng, 2) == 1);
        }
    }
    mz_free(&m->alloc, vis);
    mz_free(&m->alloc, q.buf);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE(bfs, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn bfs_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(bfs, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_bfs = {
    .info = {"bfs", "the Java article's randomized front/rear deque growth: short branches, many dead ends",
             MAZE_GEN_TOPOLOGIES},
    .generate = bfs_generate,
    .on = bfs_on,
};
