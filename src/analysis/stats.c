/* stats.c - maze_stats_compute: counts by openings, straight runs, dead-end
 * branches and components, in passes over the 2-bit maze that need at most 3
 * bits a cell of scratch; distances are in paths.c. */
#include "analysis.h"

/* Openings per cell, and straight runs: a run starts at each passage whose
 * cell behind it has no passage in the same direction. */
static void count_cells(const maze *m, maze_stats *st)
{
    uint64_t i = 0;
    for (int32_t y = 0; y < m->h; y++)
        for (int32_t x = 0; x < m->w; x++, i++) {
            if (!mz_enabled(m, i)) continue;
            unsigned k = mz_mask(m, i, x, y), deg = (unsigned)__builtin_popcount(k);
            st->cells++;
            st->isolated += deg == 0;
            st->dead_ends += deg == 1;
            st->corridors += deg == 2;
            st->junctions += deg == 3;
            st->crossroads += deg == 4;
            st->passages += (unsigned)__builtin_popcount(mz_es(m, i));
            st->runs += (k & MAZE_E) && !(k & MAZE_W);
            st->runs += (k & MAZE_S) && !(k & MAZE_N);
        }
}

/* Walks from dead end i along corridor cells; returns the moves taken. */
static uint64_t branch_length(const maze *m, uint64_t i)
{
    unsigned k = mz_open(m, i);
    uint64_t len = 0;
    for (;;) {
        int d = __builtin_ctz(k);
        i = mz_step(m, i, d);
        len++;
        k = mz_open(m, i);
        if (__builtin_popcount(k) != 2) return len;
        k &= ~(1u << ((d + 2) & 3)); /* not back where we came from */
    }
}

static void count_branches(const maze *m, maze_stats *st)
{
    uint64_t total = 0;
    for (uint64_t i = 0; i < m->n; i++) {
        if (!mz_enabled(m, i) || __builtin_popcount(mz_open(m, i)) != 1) continue;
        uint64_t len = branch_length(m, i);
        int b = 63 - __builtin_clzll(len);
        st->branch_hist[b < MAZE_STATS_BUCKETS ? b : MAZE_STATS_BUCKETS - 1]++;
        st->branches++;
        total += len;
        if (len > st->longest_branch) st->longest_branch = len;
    }
    st->mean_branch = st->branches ? (double)total / (double)st->branches : 0;
}

/* Depth-first over the passages from r, marking `seen`; the way back is
 * kept in 2 bits a cell, so there is no stack. */
static void flood(const maze *m, uint64_t *seen, uint64_t *back, uint64_t r)
{
    uint64_t cur = r;
    int next = 0;
    mz_bit_set(seen, r);
    for (;;) {
        unsigned k = mz_open(m, cur);
        int d = next;
        while (d < 4 && (!(k >> d & 1) || mz_bit(seen, mz_step(m, cur, d)))) d++;
        if (d < 4) {
            cur = mz_step(m, cur, d);
            mz_bit_set(seen, cur);
            mz_two_put(back, cur, (unsigned)(d + 2) & 3u);
            next = 0;
            continue;
        }
        if (cur == r) return;
        int pd = (int)mz_two_get(back, cur);
        cur = mz_step(m, cur, pd);
        next = ((pd + 2) & 3) + 1;
    }
}

static int count_components(const maze *m, maze_stats *st)
{
    uint64_t *seen = mz_bits_new(m, m->n), *back = mz_twos_new(m, m->n);
    int rc = (seen && back) ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t i = 0; i < m->n && !rc; i++)
        if (mz_enabled(m, i) && !mz_bit(seen, i)) {
            flood(m, seen, back, i);
            st->components++;
        }
    mz_free(&m->alloc, seen);
    mz_free(&m->alloc, back);
    return rc;
}

/* The cell index of (x, y), or MAZE_ERANGE when it is not an enabled cell. */
static int cell_at(const maze *m, int32_t x, int32_t y, uint64_t *i)
{
    if (!maze_cell_enabled(m, x, y)) return MAZE_ERANGE;
    *i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    return MAZE_OK;
}

int maze_stats_compute(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy, maze_stats *out)
{
    if (!m || !out) return MAZE_EINVAL;
    memset(out, 0, sizeof *out);
    uint64_t s = UINT64_MAX, g = UINT64_MAX;
    if (sx >= 0 && (cell_at(m, sx, sy, &s) || cell_at(m, gx, gy, &g))) return MAZE_ERANGE;
    out->width = m->w;
    out->height = m->h;
    count_cells(m, out);
    count_branches(m, out);
    int rc = count_components(m, out);
    if (rc) return rc;
    out->loops = out->passages + out->components - out->cells;
    out->perfect = out->components == 1 && out->loops == 0;
    if (out->cells) out->dead_end_percent = 100.0 * (double)out->dead_ends / (double)out->cells;
    if (out->runs) out->mean_run = (double)out->passages / (double)out->runs;
    rc = mz_stats_paths(m, out->loops == 0, s, g, out);
    if (rc) {
        memset(out, 0, sizeof *out);
        return rc;
    }
    out->solution_asked = s != UINT64_MAX;
    out->sx = sx;
    out->sy = sy;
    out->gx = gx;
    out->gy = gy;
    return MAZE_OK;
}
