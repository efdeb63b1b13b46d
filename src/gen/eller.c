/* eller.c - Eller's algorithm: one row at a time, cells in sets; adjacent
 * cells of different sets join at a coin flip, every set goes down from at
 * least one cell, and the last row joins everything. Streams in memory
 * proportional to the width (about 9 bytes a column). The sets of a row
 * are kept as circular lists sorted by column (L, R): in a planar maze the
 * sets of a row never cross, so "x and x+1 in one set" is R[x] == x+1 and
 * joining or leaving a set is O(1), branch-free. */
#include "rows.h"

/* The lists: L and R of cell x side by side, so a join's or a leave's own
 * entries share a cache line and one address. */
typedef struct {
    uint32_t l, r;   /* neighbours in the set's circular list */
} link;

/* The two stores of a join or a leave into other cells' entries (R[a] and
 * L[b]) wait in registers until the next cell's entries are loaded, and
 * those loads take the waiting values where they hit them. Stored at once,
 * they would be read back at the next cell more often than not (runs of
 * one set, cells alone), and each cell would wait for the last one's
 * stores to reach its loads: that chain was most of the time of a row. */
typedef struct {
    uint32_t a, ra; /* R[a] = ra */
    uint32_t b, lb; /* L[b] = lb */
} pending;

static inline void flush(link *s, pending p)
{
    s[p.a].r = p.ra;
    s[p.b].l = p.lb;
}

/* Joins the sets of x and x+1 for each cell x of c (bits from x = base),
 * in order, unless they are one set: splices x+1's list in after x.
 * Returns the bits of the cells that joined. No branch: when they are one
 * set already, R[x] == x+1 and L[x+1] == x, and every store writes back the
 * value that is there, so a coin-driven misprediction never happens. `idle`
 * is a spare slot, the target of the first (empty) flush. */
static uint64_t join_cells(link *s, uint64_t c, uint32_t base, uint32_t idle)
{
    uint64_t out = 0;
    pending p = {idle, idle, idle, idle};
    for (; c; c &= c - 1) {
        uint32_t b = (uint32_t)__builtin_ctzll(c), x = base + b;
        uint32_t rx = s[x].r, a = s[x + 1].l;
        rx = x == p.a ? p.ra : rx;
        a = x + 1 == p.b ? p.lb : a;
        flush(s, p);
        s[x].r = x + 1;
        s[x + 1].l = x;
        p = (pending){a, rx, rx, a};
        out |= (uint64_t)(rx != x + 1) << b;
    }
    flush(s, p);
    return out;
}

/* Each cell x of c does not go down: it leaves its set (the cell below
 * starts a set of its own), unless it is the last cell left in it, which
 * must go down. Returns the bits of the cells that left. No branch: for a
 * cell alone in its set the stores write back what is there (R[x] == L[x]
 * == x). */
static uint64_t leave_cells(link *s, uint64_t c, uint32_t base, uint32_t idle)
{
    uint64_t left = 0;
    pending p = {idle, idle, idle, idle};
    for (; c; c &= c - 1) {
        uint32_t b = (uint32_t)__builtin_ctzll(c), x = base + b;
        uint32_t rx = s[x].r, lx = s[x].l;
        rx = x == p.a ? p.ra : rx;
        lx = x == p.b ? p.lb : lx;
        flush(s, p);
        s[x].r = x;
        s[x].l = x;
        p = (pending){lx, rx, rx, lx};
        left |= (uint64_t)(rx != x) << b;
    }
    flush(s, p);
    return left;
}

/* Row scratch: enabled rows y and y+1, east and south openings, the coins
 * of the row (east, then south: drawn in that order). */
enum { EN, EN_DOWN, EAST, SOUTH, COIN_E, COIN_S, ROWS };

/* Makes one row, a word at a time: first the joins to the east at a coin
 * flip (always on the last row; never into or out of a disabled cell), then
 * the cells of that word that do not go down (a coin flip each, never from
 * or into a disabled cell) leave their sets. Doing both per word keeps the
 * word's lists hot. It gives the maze the two passes over the whole row
 * would: when cell x decides, every join left of x+1 is made, so x's list
 * holds every cell of its final set still to decide (a later join can only
 * reach x's set through one of them), and x is alone exactly when it is its
 * set's last cell and all the others left. Only the cells a coin picks are
 * visited (ctz over the word), so no branch hangs on a coin. */
static void make_row(link *s, uint64_t *v, size_t n, uint32_t idle, bool last)
{
    const uint64_t *enabled = v + EN * n, *below = v + EN_DOWN * n;
    for (size_t k = 0; k < n; k++) {
        uint64_t join = enabled[k] & (enabled[k] >> 1 | (k + 1 < n ? enabled[k + 1] << 63 : 0));
        v[EAST * n + k] = join_cells(s, join & (last ? ~0ull : v[COIN_E * n + k]), (uint32_t)k * 64, idle);
        if (last) continue;
        uint64_t can = enabled[k] & below[k];
        v[SOUTH * n + k] = can & ~leave_cells(s, enabled[k] & ~(v[COIN_S * n + k] & can), (uint32_t)k * 64, idle);
    }
}

/* Draws the row's coins: n words for the east joins, then n for going
 * down (none on the last row). The generator's state in a local: in
 * memory it would be reloaded after every store to the row. */
static void draw_coins(mz_rows *r, uint64_t *v, bool last)
{
    size_t n = r->words;
    maze_rng rng = *r->rb.rng;
    for (size_t k = 0; k < 2 * n && !last; k++) v[COIN_E * n + k] = mz_rng_next(&rng);
    *r->rb.rng = rng;
}

static int eller_engine(mz_rows *r)
{
    uint64_t *v = NULL;
    size_t n = r->words, w = (size_t)r->w;
    r->row_sets = true;
    link *s = mz_alloc(r->alloc, (w + 1) * sizeof *s); /* and the idle slot */
    int st = s ? mz_rows_alloc(r, ROWS, &v) : MAZE_ENOMEM;
    for (uint32_t x = 0; x < w && !st; x++) {
        s[x].l = x;
        s[x].r = x;
    }
    if (!st) mz_rows_enabled(r, 0, v + EN_DOWN * n);
    for (int64_t y = 0; y < r->h && !st; y++) {
        bool last = y + 1 == r->h;
        memcpy(v + EN * n, v + EN_DOWN * n, n * sizeof *v);
        mz_rows_enabled(r, y + 1, v + EN_DOWN * n);
        draw_coins(r, v, last);
        make_row(s, v, n, (uint32_t)w, last);
        if (last) memset(v + SOUTH * n, 0, n * sizeof *v);
        st = mz_rows_put(r, y, v + EAST * n, v + SOUTH * n);
    }
    mz_rows_free(r, v);
    mz_free(r->alloc, s);
    return st;
}

MZ_ROWS_ENTRY_POINTS(eller, eller_engine)

const mz_generator mz_gen_eller = {
    .info = {"eller", "Eller's algorithm, one row at a time: streams any height in memory of the width",
             MAZE_GEN_ROWS},
    .generate = eller_generate,
    .rows = eller_stream,
};
