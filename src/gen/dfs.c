/* dfs.c - the randomized depth-first backtracker of the PHP and Java articles,
 * iterative: the way back is kept in 2 bits a cell, so there is no stack and
 * no recursion, and a billion cells need about 3/8 byte a cell of scratch. */
#include "gen.h"

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    uint64_t *visited;  /* 1 bit a cell */
    uint64_t *back;     /* 2 bits a cell: direction index back to the parent */
} dfs_state;

static unsigned back_get(const uint64_t *b, uint64_t i) { return (unsigned)(b[i >> 5] >> ((i & 31) * 2)) & 3u; }
static void back_set(uint64_t *b, uint64_t i, unsigned d) { b[i >> 5] |= (uint64_t)d << ((i & 31) * 2); }

/* Carves the tree of the piece holding `start`. */
static int dfs_piece(dfs_state *s, uint64_t start)
{
    maze *m = s->m;
    uint64_t cur = start;
    int32_t x = (int32_t)(start % (uint64_t)m->w), y = (int32_t)(start / (uint64_t)m->w);
    mz_bit_set(s->visited, cur);
    for (;;) {
        int cand[4], n = 0;
        uint64_t nb[4], j;
        for (int d = 0; d < 4; d++)
            if (mz_neighbour(m, cur, x, y, d, &j) && !mz_bit(s->visited, j)) {
                cand[n] = d;
                nb[n++] = j;
            }
        if (n) {
            unsigned k = (unsigned)maze_rng_below(s->rng, (uint64_t)n);
            int d = cand[k];
            mz_carve(m, cur, 1u << d);
            if (mz_emit_carve(s->o, x, y, d)) return MAZE_ECANCELLED;
            cur = nb[k];
            mz_bit_set(s->visited, cur);
            back_set(s->back, cur, (unsigned)(d + 2) & 3u);
            x += mz_dx[d];
            y += mz_dy[d];
        } else {
            if (cur == start) return MAZE_OK;
            unsigned d = back_get(s->back, cur);
            mz_neighbour(m, cur, x, y, (int)d, &cur);
            x += mz_dx[d];
            y += mz_dy[d];
        }
    }
}

static int dfs_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    dfs_state s = {m, rng, o, NULL, NULL};
    s.visited = mz_calloc(&m->alloc, (size_t)((m->n + 63) / 64), sizeof(uint64_t));
    s.back = mz_calloc(&m->alloc, (size_t)((m->n + 31) / 32), sizeof(uint64_t));
    int st = (s.visited && s.back) ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !st; i++)
        if (mz_enabled(m, i) && !mz_bit(s.visited, i)) st = dfs_piece(&s, i);
    mz_free(&m->alloc, s.visited);
    mz_free(&m->alloc, s.back);
    return st;
}

const maze_generator mz_gen_dfs = {
    "dfs", "randomized depth-first backtracker (PHP and Java articles): long winding corridors",
    MAZE_GEN_MASKS, dfs_generate, NULL,
};
