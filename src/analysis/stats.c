/* stats.c - maze_stats_compute: counts by openings, straight runs and
 * dead-end branches in one pass over the 2-bit maze; components and
 * distances (at most 3 bits a cell of scratch on loop-free mazes) in paths.c;
 * other topologies in cells.c. */
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

/* Bits set in x, without the popcnt instruction (the library is built for
 * any x86-64, where __builtin_popcountll is a library call). */
static unsigned popcount64(uint64_t x)
{
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

/* The cells of word j, as even bits: which are cells of the maze at all. */
static uint64_t cells_of_word(const maze *m, uint64_t j)
{
    uint64_t live = m->n - 32 * j >= 32 ? MZ_LO2 : MZ_LO2 >> (64 - 2 * (m->n - 32 * j));
    return m->enabled ? live & mz_spread32(m->enabled[j >> 1] >> ((j & 1) * 32)) : live;
}

/* Degrees, passages and straight-run starts of the 32 cells of word j, 32 at
 * a time: each cell's four openings are even bits (its west is the east of
 * the cell before, which is closed at the start of a row; its north the
 * south of the cell a row up), summed bit-sliced. */
static void count_word(const maze *m, uint64_t j, maze_stats *st, uint64_t *dead)
{
    const uint64_t *b = m->bits;
    uint64_t live = cells_of_word(m, j), e = b[j] & MZ_LO2, s = (b[j] >> 1) & MZ_LO2;
    uint64_t wb = (e << 2) | (j ? (b[j - 1] >> 62) & 1 : 0), nb = 0;
    if (32 * j >= (uint64_t)m->w) nb = (mz_bits_at(b, (2 * m->n + 63) / 64, 2 * (32 * j - (uint64_t)m->w)) >> 1) & MZ_LO2;
    else if ((uint64_t)m->w - 32 * j < 32) nb = ((b[0] << (2 * ((uint64_t)m->w - 32 * j))) >> 1) & MZ_LO2;
    uint64_t x = e ^ s, a = e & s, y = wb ^ nb, c = wb & nb;
    st->cells += popcount64(live);
    st->isolated += popcount64(live & ~(e | s | wb | nb));
    *dead = live & (x ^ y) & ~a & ~c;
    st->dead_ends += popcount64(*dead);
    st->corridors += popcount64(live & ((x & y) | (a & ~c & ~y) | (c & ~a & ~x)));
    st->junctions += popcount64(live & (x ^ y) & (a | c));
    st->crossroads += popcount64(live & a & c);
    st->passages += popcount64(live & e) + popcount64(live & s);
    st->runs += popcount64(live & e & ~wb) + popcount64(live & s & ~nb);
}

/* Openings per cell; straight runs: a run starts at each passage whose cell
 * behind it has no passage in the same direction; a branch at each dead end. */
static void count_cells(const maze *m, maze_stats *st)
{
    uint64_t total = 0, dead;
    for (uint64_t j = 0; 32 * j < m->n; j++) {
        count_word(m, j, st, &dead);
        for (; dead; dead &= dead - 1) add_branch(m, 32 * j + (uint64_t)__builtin_ctzll(dead) / 2, st, &total);
    }
    st->mean_branch = st->branches ? (double)total / (double)st->branches : 0;
}

int mz_stats_cell_at(const maze *m, int32_t x, int32_t y, uint64_t *i)
{
    if (!mz_is_rect(m)) {
        if (x < 0 || y != 0 || (uint64_t)x >= m->n || !mz_enabled(m, (uint64_t)x)) return MAZE_ERANGE;
        *i = (uint64_t)x;
        return MAZE_OK;
    }
    if (!maze_cell_enabled(m, x, y)) return MAZE_ERANGE;
    *i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    return MAZE_OK;
}

int maze_stats_compute(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy, maze_stats *out)
{
    if (!m || !out) return MAZE_EINVAL;
    memset(out, 0, sizeof *out);
    uint64_t s = UINT64_MAX, g = UINT64_MAX;
    if (sx >= 0 && (mz_stats_cell_at(m, sx, sy, &s) || mz_stats_cell_at(m, gx, gy, &g))) return MAZE_ERANGE;
    out->width = m->w;
    out->height = m->h;
    bool forest = true;
    int rc;
    if (mz_is_rect(m)) {
        count_cells(m, out);
        rc = mz_stats_pieces(m, s, g, out, &forest);
    } else {
        rc = mz_stats_cells(m, s, g, out);
    }
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
