/* tiles.c - the tiled scratch grid of prim-simple
 * (see gen.h): setting it up from the mask, the scan for a free cell in row
 * order, and copying the passages out to the maze. */
#include "gen.h"
#include "huge.h"

/* 16 bits spread to bit 0 of 16 four-bit fields. */
static uint64_t spread16(uint64_t b)
{
    b &= 0xffff;
    b = (b | b << 24) & 0x000000ff000000ffull;
    b = (b | b << 12) & 0x000f000f000f000full;
    b = (b | b << 6) & 0x0303030303030303ull;
    return (b | b << 3) & MZ_T_ONES;
}

/* Bits 2 and 3 of 16 four-bit fields packed into 16 two-bit fields. */
static uint64_t gather16(uint64_t v)
{
    v = (v >> 2) & 0x3333333333333333ull;
    v = (v | v >> 2) & 0x0f0f0f0f0f0f0f0full;
    v = (v | v >> 4) & 0x00ff00ff00ff00ffull;
    v = (v | v >> 8) & 0x0000ffff0000ffffull;
    return (v | v >> 16) & 0xffffffffull;
}

/* Marks the enabled cells of a run free (the array starts all taken). */
static void run_free(const maze *m, uint64_t *word, unsigned shift, uint64_t cell, uint32_t count)
{
    uint64_t on = m->enabled ? mz_bits_at(m->enabled, (m->n + 63) / 64, cell) : ~0ull;
    *word &= ~(spread16(on & ((1ull << count) - 1)) << shift);
}

/* ORs a run's passages into the maze. */
static void run_copy(const maze *m, uint64_t *word, unsigned shift, uint64_t cell, uint32_t count)
{
    uint64_t passages = gather16(*word >> shift) & ((1ull << (2 * count)) - 1), *bits = m->bits;
    unsigned at = (unsigned)(cell & 31) * 2;
    bits[cell >> 5] |= passages << at;
    if (at + 2 * count > 64) bits[(cell >> 5) + 1] |= passages >> (64 - at);
}

/* Calls fn for every run of grid cells in one row of one word: `count`
 * cells from row-major index `cell`, in the word's four-bit fields from
 * `shift`. */
typedef void (*run_fn)(const maze *m, uint64_t *word, unsigned shift, uint64_t cell, uint32_t count);
static void for_runs(const mz_tiles *t, const maze *m, run_fn fn)
{
    uint32_t tw = 1u << t->lw, th = 1u << t->lh, w = (uint32_t)m->w, h = (uint32_t)m->h;
    uint64_t *q = t->q + 8;
    for (uint32_t y0 = 0, b = 0; b < t->bands; b++, y0 += th)
        for (uint32_t x0 = 0; x0 < t->across * tw; x0 += tw, q += 8)
            for (uint32_t r = 0; r < th && y0 + r < h && x0 < w; r++) {
                uint32_t count = w - x0 < tw ? w - x0 : tw;
                for (uint32_t k = 0, at = r * tw; k < count; k += 16, at += 16)
                    fn(m, &q[at / 16], (at % 16) * 4, (uint64_t)(y0 + r) * w + x0 + k, count - k < 16 ? count - k : 16);
            }
}

int mz_tiles_init(mz_tiles *t, const maze *m)
{
    t->dw = mz_divw_init(m);
    /* Tiles 16 x 8, narrower on a grid under 16 wide, flatter (up to 128 x
     * 1) on one under 5 high, so that padding at most doubles the cells. */
    t->lh = 3;
    while (t->lh && (1u << (t->lh - 1)) >= (uint32_t)m->h) t->lh--;
    t->lw = 7 - t->lh;
    while (t->lh == 3 && t->lw && (1u << (t->lw - 1)) > (uint32_t)m->w) t->lw--;
    t->lh = 7 - t->lw;
    uint32_t th = 1u << t->lh;
    t->across = (uint32_t)m->w / (1u << t->lw) + 1;
    t->bands = ((uint32_t)m->h + th - 1) / th;
    t->band = (uint64_t)t->across * 128;
    t->last = 128 + t->band * (t->bands - 1);
    size_t words = ((size_t)t->across * t->bands + 1) * 8;
    t->q = mz_alloc(&m->alloc, words * sizeof(uint64_t));
    if (!t->q) return MAZE_ENOMEM;
    mz_hint_huge(t->q, words * sizeof(uint64_t)); /* before the first touch */
    for (size_t i = 0; i < words; i++) t->q[i] = MZ_T_ONES;
    for_runs(t, m, run_free);
    return MAZE_OK;
}

void mz_tiles_copy_out(const mz_tiles *t, maze *m)
{
    for_runs(t, m, run_copy);
}

void mz_tiles_free(mz_tiles *t, const maze *m)
{
    mz_free(&m->alloc, t->q);
    t->q = NULL;
}

uint64_t mz_tiles_next_free(const mz_tiles *t, const maze *m, uint64_t from)
{
    uint32_t tw = 1u << t->lw, w = t->dw.w, y = mz_divw_y(&t->dw, from), x = (uint32_t)(from - (uint64_t)y * w);
    for (uint64_t i = from; i < m->n;) {
        uint64_t id = mz_tile_xy(t, x, y);
        uint32_t run = ((x | (tw - 1)) + 1 < w ? (x | (tw - 1)) + 1 : w) - x, room = 16 - (uint32_t)(id & 15);
        if (run > room) run = room; /* the rest of the tile's row in this word */
        uint64_t mask = (run == 16 ? ~0ull : ((1ull << (run * 4)) - 1) << ((id & 15) * 4)) & MZ_T_ONES;
        if ((t->q[id >> 4] & mask) != mask) /* a run that is all taken is skipped at once */
            for (uint32_t k = 0; k < run; k++)
                if (!(mz_tile_get(t, id + k) & MZ_T_TAKEN)) return i + k;
        i += run;
        x += run;
        if (x == w) x = 0, y++;
    }
    return m->n;
}

int mz_tiles_emit(const mz_tiles *t, const maze_gen_opts *o, uint64_t c, unsigned d)
{
    if (!o || !o->step) return MAZE_OK;
    uint32_t y = mz_divw_y(&t->dw, c);
    return mz_emit_carve(o, (int32_t)(c - (uint64_t)y * t->dw.w), (int32_t)y, (int)d) ? MAZE_ECANCELLED : MAZE_OK;
}
