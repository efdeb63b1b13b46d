/* stats.c - maze_stats_compute: counts by openings, straight runs and
 * dead-end branches in one pass over the 2-bit maze; components and
 * distances (at most 3 bits a cell of scratch on loop-free mazes) in paths.c. */
#include "analysis.h"

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
        if (mz_popcount4(k) != 2) return len;
        k &= ~(1u << ((d + 2) & 3)); /* not back where we came from */
    }
}

static void add_branch(const maze *m, uint64_t i, maze_stats *st, uint64_t *total)
{
    uint64_t len = branch_length(m, i);
    int b = 63 - __builtin_clzll(len);
    st->branch_hist[b < MAZE_STATS_BUCKETS ? b : MAZE_STATS_BUCKETS - 1]++;
    st->branches++;
    *total += len;
    if (len > st->longest_branch) st->longest_branch = len;
}

/* Openings per cell; straight runs: a run starts at each passage whose cell
 * behind it has no passage in the same direction; a branch at each dead end. */
static void count_cells(const maze *m, maze_stats *st)
{
    uint64_t total = 0;
    for (uint64_t i = 0; i < m->n; i++) {
        if (!mz_enabled(m, i)) continue;
        unsigned k = mz_open(m, i), deg = mz_popcount4(k);
        st->cells++;
        st->isolated += deg == 0;
        st->dead_ends += deg == 1;
        st->corridors += deg == 2;
        st->junctions += deg == 3;
        st->crossroads += deg == 4;
        st->passages += mz_popcount4(k & (MAZE_E | MAZE_S));
        st->runs += (k & MAZE_E) && !(k & MAZE_W);
        st->runs += (k & MAZE_S) && !(k & MAZE_N);
        if (deg == 1) add_branch(m, i, st, &total);
    }
    st->mean_branch = st->branches ? (double)total / (double)st->branches : 0;
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
    bool forest;
    int rc = mz_stats_pieces(m, s, g, out, &forest);
    out->loops = out->passages + out->components - out->cells;
    out->perfect = out->components == 1 && out->loops == 0;
    if (out->cells) out->dead_end_percent = 100.0 * (double)out->dead_ends / (double)out->cells;
    if (out->runs) out->mean_run = (double)out->passages / (double)out->runs;
    if (!rc && !forest) rc = mz_stats_loop_paths(m, s, g, out);
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
