/* sidewinder.c - the sidewinder algorithm: along each row, runs of cells
 * joined east end at a coin flip, and each run opens north from one of its
 * cells chosen at random; the top row is one corridor. Streams in a few
 * rows of memory (a row is sent once the next row's north openings are
 * known). */
#include "rows.h"

/* Row scratch: enabled rows y-1 and y, the east neighbour's enabled bits,
 * the run ends, east openings of rows y-1 and y, north openings of row y. */
enum { EN_UP, EN, EN_EAST, CLOSE, E_PREV, E_CUR, NORTH, ROWS };

/* A uniform index in [0, n) (n >= 1) from 32 random bits (Lemire's method:
 * one multiply, a redraw only with probability below n / 2^32). */
static inline uint64_t below32(mz_randbits *rb, uint64_t n)
{
    uint64_t m = (uint64_t)mz_randbits_take(rb, 32) * n;
    if ((uint32_t)m < n) {
        uint32_t t = (uint32_t)((0x100000000ull - n) % n);
        while ((uint32_t)m < t) m = (uint64_t)mz_randbits_take(rb, 32) * n;
    }
    return m >> 32;
}

/* The cell of run [a, b] that opens north: any of them without a mask;
 * with one, a random cell among those whose north neighbour is enabled
 * (returns UINT64_MAX when there is none). */
static uint64_t run_north(const mz_rows *r, mz_randbits *rb, const uint64_t *up, uint64_t a, uint64_t b)
{
    if (!r->mask) return a + below32(rb, b - a + 1);
    uint64_t count = 0;
    for (uint64_t x = a; x <= b; x++) count += mz_row_bit(up, x);
    if (!count) return UINT64_MAX;
    uint64_t k = below32(rb, count);
    for (uint64_t x = a;; x++)
        if (mz_row_bit(up, x) && k-- == 0) return x;
}

/* The north openings of a row without a mask: run [a, b] (b a bit of
 * close, a the cell after the last run) opens from any of its cells. The
 * openings come in order, so each word of `north` is made in a register
 * and stored once: ORed into memory one at a time, each waited for the
 * last (a chain through one word); and the generator's state and the bit
 * pool are locals for the same reason. */
static void north_runs(mz_randbits *pool, const uint64_t *close, uint64_t *north, size_t n)
{
    mz_randbits rb = *pool;
    maze_rng rng = *rb.rng;
    rb.rng = &rng;
    uint64_t a = 0, word = 0, bits = 0;
    for (size_t k = 0; k < n; k++)
        for (uint64_t c = close[k]; c; c &= c - 1) {
            uint64_t b = k * 64 + (uint64_t)__builtin_ctzll(c), x = a + below32(&rb, b - a + 1);
            if (x >> 6 != word) { /* words with no opening stay 0 */
                north[word] = bits;
                word = x >> 6;
                bits = 0;
            }
            bits |= 1ull << (x & 63);
            a = b + 1;
        }
    north[word] = bits;
    *pool->rng = rng;
    pool->bits = rb.bits;
    pool->left = rb.left;
}

/* Makes row y: its east openings into E_CUR and its north openings into
 * NORTH. Runs end where the coin says (never on the top row, which has no
 * north) or where east is closed to them. */
static void make_row(mz_rows *r, int64_t y, uint64_t *v)
{
    size_t n = r->words;
    uint64_t *enabled = v + EN * n, *up = v + EN_UP * n, *ee = v + EN_EAST * n, *close = v + CLOSE * n;
    mz_rows_enabled(r, y - 1, up);
    mz_rows_enabled(r, y, enabled);
    for (size_t k = 0; k < n; k++) {
        ee[k] = enabled[k] & (enabled[k] >> 1 | (k + 1 < n ? enabled[k + 1] << 63 : 0));
        uint64_t coin = y > 0 ? mz_rng_next(r->rb.rng) : 0;
        close[k] = enabled[k] & (coin | ~ee[k]);
        v[E_CUR * n + k] = ee[k] & ~close[k];
        v[NORTH * n + k] = 0;
        up[k] &= enabled[k];
    }
    if (y == 0) return;
    if (!r->mask) {
        north_runs(&r->rb, close, v + NORTH * n, n);
        return;
    }
    /* The bit pool in a local: kept in the state, it would go through
     * memory at every store into the row vectors (they could alias it). */
    mz_randbits rb = r->rb;
    uint64_t a = 0;
    for (size_t k = 0; k < n; k++)
        for (uint64_t c = close[k]; c; c &= c - 1) {
            uint64_t b = k * 64 + (uint64_t)__builtin_ctzll(c);
            while (!mz_row_bit(enabled, a)) a++; /* a run starts at an enabled cell */
            uint64_t x = run_north(r, &rb, up, a, b);
            if (x != UINT64_MAX) mz_row_set(v + NORTH * n, x);
            a = b + 1;
        }
    r->rb = rb;
}

static int sw_engine(mz_rows *r)
{
    uint64_t *v = NULL;
    size_t n = r->words;
    if (mz_rows_alloc(r, ROWS, &v)) return MAZE_ENOMEM;
    int st = MAZE_OK;
    for (int64_t y = 0; y < r->h && !st; y++) {
        make_row(r, y, v);
        /* North openings of row y are the south openings of row y-1. */
        if (y > 0) st = mz_rows_put(r, y - 1, v + E_PREV * n, v + NORTH * n);
        memcpy(v + E_PREV * n, v + E_CUR * n, n * sizeof *v);
    }
    if (!st) {
        memset(v + NORTH * n, 0, n * sizeof *v);
        st = mz_rows_put(r, r->h - 1, v + E_PREV * n, v + NORTH * n);
    }
    mz_rows_free(r, v);
    return st;
}

MZ_ROWS_ENTRY_POINTS(sw, sw_engine)

const mz_generator mz_gen_sidewinder = {
    .info = {"sidewinder",
             "runs along each row open north from a random cell: streams, one open corridor on top",
             MAZE_GEN_ROWS},
    .generate = sw_generate,
    .rows = sw_stream,
};
