/* rows.c - the row driver of the streaming generators: enabled-cell rows,
 * row vectors, and the two sinks (bytes for maze_row_fn, packed 2-bit cells
 * for an in-memory maze). */
#include "rows.h"

void mz_rows_enabled(const mz_rows *r, int64_t y, uint64_t *dst)
{
    uint64_t w = (uint64_t)r->w;
    memset(dst, 0, r->words * sizeof *dst);
    if (y < 0 || y >= r->h) return;
    if (!r->mask || !r->mask->enabled) {
        memset(dst, 0xff, (w / 64) * sizeof *dst);
        if (w & 63) dst[w / 64] = (1ull << (w & 63)) - 1;
        return;
    }
    const maze *m = r->mask;
    uint64_t nw = (m->n + 63) / 64, at = (uint64_t)y * w;
    for (size_t k = 0; k < r->words; k++) dst[k] = mz_bits_at(m->enabled, nw, at + k * 64);
    if (w & 63) dst[r->words - 1] &= (1ull << (w & 63)) - 1;
}

int mz_rows_alloc(const mz_rows *r, size_t count, uint64_t **out)
{
    *out = mz_calloc(r->alloc, count * r->words, sizeof(uint64_t));
    return *out ? MAZE_OK : MAZE_ENOMEM;
}

void mz_rows_free(const mz_rows *r, uint64_t *p) { mz_free(r->alloc, p); }

/* ---- in-memory sink ---- */

/* Writes 32 two-bit fields at cell index c, the first cell not yet written:
 * the fields below c in its word are kept, all above are overwritten (cells
 * past the row get zeros, and their own row is written after). Writing
 * rather than ORing spares clearing the maze first, a whole pass over it. */
static void put_fields(maze *m, uint64_t c, uint64_t v)
{
    uint64_t nw = (m->n * 2 + 63) / 64, q = (c * 2) >> 6, sh = (c * 2) & 63;
    m->bits[q] = (m->bits[q] & ((1ull << sh) - 1)) | v << sh;
    if (sh && q + 1 < nw) m->bits[q + 1] = v >> (64 - sh);
}

/* One carve event per opening of row y; MAZE_ECANCELLED when told to stop. */
static int row_events(const mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s)
{
    for (uint64_t x = 0; x < (uint64_t)r->w; x++) {
        if (mz_row_bit(e, x) && mz_emit_carve(r->o, (int32_t)x, (int32_t)y, 1)) return MAZE_ECANCELLED;
        if (mz_row_bit(s, x) && mz_emit_carve(r->o, (int32_t)x, (int32_t)y, 2)) return MAZE_ECANCELLED;
    }
    return MAZE_OK;
}

/* Union-find root of label a (path halving). */
static uint32_t set_root(uint32_t *par, uint32_t a)
{
    while (par[a] != a) a = par[a] = par[par[a]];
    return a;
}

/* A MAZE_EV_SET for each enabled cell of row y, named by the leftmost cell
 * of the row in its set: the cells joined by what is carved in rows 0..y.
 * The scratch holds the last row's names (columns), the labels of this row
 * (a name from above where a passage comes down, else a fresh w + x), their
 * union-find, each root's leftmost column, and the last row's south bits. */
static int row_sets(mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s)
{
    uint32_t w = (uint32_t)r->w;
    if (!r->sets && !(r->sets = mz_alloc(r->alloc, ((size_t)w * 6 + r->words * 2) * sizeof(uint32_t))))
        return MAZE_ENOMEM;
    uint32_t *name = r->sets, *lab = name + w, *par = lab + w, *first = par + 2 * (size_t)w;
    uint64_t *down = (uint64_t *)(void *)(first + 2 * (size_t)w);
    for (uint32_t x = 0; x < 2 * w; x++) par[x] = x, first[x] = UINT32_MAX;
    for (uint32_t x = 0; x < w; x++) lab[x] = y && mz_row_bit(down, x) ? name[x] : w + x;
    for (uint32_t x = 0; x + 1 < w; x++)
        if (mz_row_bit(e, x)) {
            uint32_t a = set_root(par, lab[x]), b = set_root(par, lab[x + 1]);
            par[a > b ? a : b] = a < b ? a : b;
        }
    for (uint32_t x = 0; x < w; x++) {
        uint32_t k = set_root(par, lab[x]);
        if (first[k] == UINT32_MAX) first[k] = x;
        name[x] = first[k];
        if (mz_enabled(r->sink_ud, (uint64_t)y * w + x) &&
            mz_emit(r->o->step, r->o->step_ud, MAZE_EV_SET, (int32_t)x, (int32_t)y, (int32_t)name[x], (int32_t)y, 0))
            return MAZE_ECANCELLED;
    }
    memcpy(down, s, r->words * sizeof *down);
    return MAZE_OK;
}

static int maze_sink(mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s)
{
    maze *m = r->sink_ud;
    uint64_t base = (uint64_t)y * (uint64_t)r->w;
    for (uint64_t x = 0; x < (uint64_t)r->w; x += 32) {
        uint64_t sh = x & 63, ew = e[x >> 6] >> sh, sw = s[x >> 6] >> sh;
        put_fields(m, base + x, mz_spread32(ew) | mz_spread32(sw) << 1);
    }
    if (!r->o || !r->o->step) return MAZE_OK;
    int st = row_events(r, y, e, s);
    return st || !r->row_sets ? st : row_sets(r, y, e, s);
}

int mz_rows_generate(mz_rows_engine engine, maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    maze_gen_opts def;
    maze_gen_opts_init(&def);
    mz_rows r = {m->w, m->h, ((size_t)m->w + 63) / 64, {0}, o ? o : &def, &m->alloc,
                 m->enabled ? m : NULL, maze_sink, m, false, NULL};
    mz_randbits_init(&r.rb, rng);
    int st = engine(&r); /* writes every row: no clearing first */
    mz_free(&m->alloc, r.sets);
    if (!st && m->enabled) st = mz_kruskal_join(m, rng, o);
    return st;
}

/* ---- byte sink ---- */

typedef struct {
    uint8_t *open;
    maze_row_fn emit;
    void *ud;
} byte_sink;

/* Byte k of row b is bit k of b: 8 cells' bytes from one look-up, in
 * memory order whatever the byte order of the machine. */
#define MZ_B8(b) {(b) & 1, (b) >> 1 & 1, (b) >> 2 & 1, (b) >> 3 & 1, (b) >> 4 & 1, (b) >> 5 & 1, (b) >> 6 & 1, (b) >> 7 & 1}
#define MZ_B8X2(b) MZ_B8(b), MZ_B8((b) + 1)
#define MZ_B8X8(b) MZ_B8X2(b), MZ_B8X2((b) + 2), MZ_B8X2((b) + 4), MZ_B8X2((b) + 6)
#define MZ_B8X32(b) MZ_B8X8(b), MZ_B8X8((b) + 8), MZ_B8X8((b) + 16), MZ_B8X8((b) + 24)
static const uint8_t spread8[256][8] = {MZ_B8X32(0), MZ_B8X32(32), MZ_B8X32(64), MZ_B8X32(96),
                                        MZ_B8X32(128), MZ_B8X32(160), MZ_B8X32(192), MZ_B8X32(224)};

/* Writes the bytes of 8 cells from their east and south bits (low 8 bits
 * of e and s). Each byte of the look-ups is 0 or 1, so the multiplies and
 * the OR never carry from one byte into the next. */
static inline void put8(uint8_t *dst, uint64_t e, uint64_t s)
{
    uint64_t a, b;
    memcpy(&a, spread8[e & 0xff], 8);
    memcpy(&b, spread8[s & 0xff], 8);
    a = a * MAZE_E | b * MAZE_S;
    memcpy(dst, &a, 8);
}

static int bytes_sink(mz_rows *r, int64_t y, const uint64_t *e, const uint64_t *s)
{
    byte_sink *b = r->sink_ud;
    uint8_t *open = b->open; /* a local: through b, every byte store would reload it */
    uint64_t w = (uint64_t)r->w, x = 0;
    for (; x + 64 <= w; x += 64)
        for (unsigned k = 0; k < 64; k += 8) put8(open + x + k, e[x >> 6] >> k, s[x >> 6] >> k);
    for (; x < w; x++)
        open[x] = (uint8_t)((mz_row_bit(e, x) ? MAZE_E : 0) | (mz_row_bit(s, x) ? MAZE_S : 0));
    return b->emit(b->ud, y, open);
}

int mz_rows_stream(mz_rows_engine engine, int32_t width, int64_t height, maze_rng *rng,
                   const maze_gen_opts *o, maze_row_fn emit, void *ud, const maze_allocator *alloc)
{
    if (!rng || !emit) return MAZE_EINVAL;
    if (width < 1 || height < 1) return MAZE_ERANGE;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    byte_sink b = {mz_alloc(&a, (size_t)width), emit, ud};
    if (!b.open) return MAZE_ENOMEM;
    maze_gen_opts def;
    maze_gen_opts_init(&def);
    mz_rows r = {width, height, ((size_t)width + 63) / 64, {0}, o ? o : &def, &a, NULL, bytes_sink, &b, false, NULL};
    mz_randbits_init(&r.rb, rng);
    int st = engine(&r);
    mz_free(&a, b.open);
    return st;
}
