/* pieces.c - what the generators share: neighbour
 * lists, carving with events, and a resumable walk over the pieces of a mask
 * (so generators that need a piece's root or size keep only 3 bits a cell). */
#include "gen.h"

int mz_neighbours(const maze *m, uint64_t i, const uint64_t *visited, bool want, int dirs[4],
                  uint64_t nbs[4])
{
    int32_t x, y;
    mz_xy(m, i, &x, &y);
    int n = 0;
    uint64_t j;
    for (int d = 0; d < 4; d++)
        if (mz_neighbour(m, i, x, y, d, &j) && (!visited || mz_bit(visited, j) == want)) {
            dirs[n] = d;
            nbs[n++] = j;
        }
    return n;
}

int mz_carve_emit(maze *m, const maze_gen_opts *o, uint64_t i, int d)
{
    mz_carve(m, i, 1u << d);
    if (!o || !o->step) return MAZE_OK;
    int32_t x, y;
    mz_xy(m, i, &x, &y);
    return mz_emit_carve(o, x, y, d) ? MAZE_ECANCELLED : MAZE_OK;
}

int mz_walker_init(mz_walker *w, const maze *m)
{
    memset(w, 0, sizeof *w);
    w->m = m;
    w->seen = mz_bits_new(&m->alloc, m->n);
    w->back = mz_twos_new(&m->alloc, m->n);
    if (w->seen && w->back) return MAZE_OK;
    mz_walker_free(w);
    return MAZE_ENOMEM;
}

void mz_walker_free(mz_walker *w)
{
    if (!w->m) return;
    mz_free(&w->m->alloc, w->seen);
    mz_free(&w->m->alloc, w->back);
    w->seen = w->back = NULL;
}

/* Descends to an unseen neighbour of the current cell, climbing back towards
 * the piece's root while there is none; false when the piece is done. */
static bool walker_descend(mz_walker *w, uint64_t *cell)
{
    const maze *m = w->m;
    for (;;) {
        int32_t x, y;
        mz_xy(m, w->cur, &x, &y);
        uint64_t j;
        for (int d = 0; d < 4; d++)
            if (mz_neighbour(m, w->cur, x, y, d, &j) && !mz_bit(w->seen, j)) {
                mz_bit_set(w->seen, j);
                mz_two_put(w->back, j, (unsigned)(d + 2) & 3u);
                *cell = w->cur = j;
                return true;
            }
        if (w->cur == w->root) return false;
        mz_neighbour(m, w->cur, x, y, (int)mz_two_get(w->back, w->cur), &w->cur);
    }
}

bool mz_walker_next(mz_walker *w, uint64_t *cell, bool *fresh)
{
    if (w->active && walker_descend(w, cell)) {
        *fresh = false;
        return true;
    }
    w->active = false;
    for (; w->scan < w->m->n; w->scan++)
        if (mz_enabled(w->m, w->scan) && !mz_bit(w->seen, w->scan)) break;
    if (w->scan >= w->m->n) return false;
    mz_bit_set(w->seen, w->scan);
    *cell = w->cur = w->root = w->scan;
    w->active = true;
    *fresh = true;
    return true;
}

uint64_t *mz_vis_new(const maze *m)
{
    uint64_t *v = mz_bits_new(&m->alloc, m->n);
    if (v && m->enabled)
        for (uint64_t k = 0; k < (m->n + 63) / 64; k++) v[k] = ~m->enabled[k];
    if (v && m->n % 64) v[m->n / 64] &= (1ull << (m->n % 64)) - 1; /* no bits past the cells */
    return v;
}

uint64_t mz_vis_free_count(const maze *m, const uint64_t *vis)
{
    uint64_t taken = 0;
    for (uint64_t k = 0; k < (m->n + 63) / 64; k++) taken += (uint64_t)__builtin_popcountll(vis[k]);
    return m->n - taken;
}

uint64_t mz_vis_next_free(const maze *m, const uint64_t *vis, uint64_t from)
{
    for (uint64_t k = from / 64; k < (m->n + 63) / 64; k++) {
        uint64_t free = ~vis[k] & (k == from / 64 ? ~0ull << (from % 64) : ~0ull);
        if (free) {
            uint64_t i = k * 64 + (uint64_t)__builtin_ctzll(free);
            return i < m->n ? i : m->n;
        }
    }
    return m->n;
}
