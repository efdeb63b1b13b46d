/* eller.c - Eller's algorithm: one row at a time, cells in sets; adjacent
 * cells of different sets join at a coin flip, every set goes down from at
 * least one cell, and the last row joins everything. Streams in memory
 * proportional to the width (about 10 bytes a column). The sets of a row
 * are kept as circular lists sorted by column (L, R): in a planar maze the
 * sets of a row never cross, so "x and x+1 in one set" is R[x] == x+1 and
 * joining or leaving a set is O(1), branch-free. */
#include "rows.h"

typedef struct {
    uint32_t *l, *r;   /* neighbours in the set's circular list */
} sets;

/* Joins the sets of x and x+1 unless they are one set: splices x+1's list
 * in after x. Returns whether it joined. No branch: when they are one set
 * already, R[x] == x+1 and L[x+1] == x, and every store below writes back
 * the value that is there, so a coin-driven misprediction never happens. */
static inline unsigned join_right(sets *s, uint32_t x)
{
    uint32_t rx = s->r[x], a = s->l[x + 1];
    s->r[x] = x + 1;
    s->r[a] = rx;
    s->l[x + 1] = x;
    s->l[rx] = a;
    return rx != x + 1;
}

/* Cell x does not go down: it leaves its set (the cell below starts a set of
 * its own), unless it is the last cell left in it, which must go down.
 * Returns whether it left. No branch: for a cell alone in its set the
 * stores write back what is there (R[x] == L[x] == x). */
static inline unsigned leave(sets *s, uint32_t x)
{
    uint32_t rx = s->r[x], lx = s->l[x];
    s->r[lx] = rx;
    s->l[rx] = lx;
    s->r[x] = x;
    s->l[x] = x;
    return rx != x;
}

/* Row scratch: enabled rows y and y+1, east and south openings. */
enum { EN, EN_DOWN, EAST, SOUTH, ROWS };

/* Joins to the east at a coin flip (always on the last row), never into or
 * out of a disabled cell. Only the cells whose coin says "join" are visited,
 * in order (ctz over the word), so no branch hangs on a coin. */
static void row_east(mz_rows *r, sets *s, uint64_t *v, bool last)
{
    size_t n = r->words;
    uint64_t *en = v + EN * n;
    for (size_t k = 0; k < n; k++) {
        uint64_t coin = last ? ~0ull : mz_rng_next(r->rb.rng), out = 0;
        uint64_t c = en[k] & (en[k] >> 1 | (k + 1 < n ? en[k + 1] << 63 : 0)) & coin;
        for (; c; c &= c - 1) {
            unsigned b = (unsigned)__builtin_ctzll(c);
            out |= (uint64_t)join_right(s, (uint32_t)(k * 64 + b)) << b;
        }
        v[EAST * n + k] = out;
    }
}

/* Goes down at a coin flip per cell, at least once per set, never from or
 * into a disabled cell. Only the cells that do not go down are visited. */
static void row_south(mz_rows *r, sets *s, uint64_t *v)
{
    size_t n = r->words;
    uint64_t *en = v + EN * n, *below = v + EN_DOWN * n;
    for (size_t k = 0; k < n; k++) {
        uint64_t can = en[k] & below[k], coin = mz_rng_next(r->rb.rng), left = 0;
        for (uint64_t c = en[k] & ~(coin & can); c; c &= c - 1) {
            unsigned b = (unsigned)__builtin_ctzll(c);
            left |= (uint64_t)leave(s, (uint32_t)(k * 64 + b)) << b;
        }
        v[SOUTH * n + k] = can & ~left;
    }
}

static int eller_engine(mz_rows *r)
{
    uint64_t *v = NULL;
    size_t n = r->words, w = (size_t)r->w;
    sets s = {mz_alloc(r->alloc, w * sizeof(uint32_t)), mz_alloc(r->alloc, w * sizeof(uint32_t))};
    int st = (s.l && s.r) ? mz_rows_alloc(r, ROWS, &v) : MAZE_ENOMEM;
    for (size_t x = 0; x < w && !st; x++) s.l[x] = s.r[x] = (uint32_t)x;
    if (!st) mz_rows_enabled(r, 0, v + EN_DOWN * n);
    for (int64_t y = 0; y < r->h && !st; y++) {
        bool last = y + 1 == r->h;
        memcpy(v + EN * n, v + EN_DOWN * n, n * sizeof *v);
        mz_rows_enabled(r, y + 1, v + EN_DOWN * n);
        row_east(r, &s, v, last);
        if (last) memset(v + SOUTH * n, 0, n * sizeof *v);
        else row_south(r, &s, v);
        st = mz_rows_put(r, y, v + EAST * n, v + SOUTH * n);
    }
    mz_rows_free(r, v);
    mz_free(r->alloc, s.l);
    mz_free(r->alloc, s.r);
    return st;
}

MZ_ROWS_ENTRY_POINTS(eller, eller_engine)

const maze_generator mz_gen_eller = {
    "eller", "Eller's algorithm, one row at a time: streams any height in memory of the width",
    MAZE_GEN_MASKS, eller_generate, eller_stream,
};
