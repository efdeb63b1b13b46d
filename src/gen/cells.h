/* cells.h - what the generators' versions for every topology share: one
 * instance a topology, carving and free sides through the topology's
 * neighbour code, a growable cell array, the pieces of the enabled cells. */
#ifndef MAZE_GEN_CELLS_H
#define MAZE_GEN_CELLS_H

#include "gen.h"

/* ---- the cell graph: what the generators' versions for every topology
 * share. A generator file writes its version once, as
 *   MZ_INLINE int NAME_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
 * reaching cells only through mz_topo_nbs(kind, ...) and mz_cells_carve,
 * then MZ_GEN_INSTANCES(NAME) makes NAME_on[], one instance a topology, in
 * each of which `kind` is a constant and the topology's neighbour code is
 * inlined (a call through a pointer for every neighbour costs more than
 * the rest of a step). ---- */
#define MZ_GEN_INSTANCE(gen, id) \
    static int gen##_on_##id(maze *m, maze_rng *rng, const maze_gen_opts *o) \
    { \
        return gen##_cells(m, rng, o, MZ_TOPO_##id); \
    }
#define MZ_GEN_INSTANCE_REF(gen, id) gen##_on_##id,
/* The instance of a generator that shows its method with events: two
 * copies, one for a listening callback (kind carrying MZ_CELLS_EVENTS, which
 * mz_cells_events takes off), one without, where the events' code folds
 * away and costs nothing. */
#define MZ_CELLS_EVENTS 0x100
#define MZ_GEN_INSTANCE_EV(gen, id) \
    static int gen##_on_##id(maze *m, maze_rng *rng, const maze_gen_opts *o) \
    { \
        if (o && o->step) return gen##_cells(m, rng, o, MZ_TOPO_##id | MZ_CELLS_EVENTS); \
        return gen##_cells(m, rng, o, MZ_TOPO_##id); \
    }

/* Opens side s of cell c towards nb (whose side `back` faces c) on topology
 * `kind`, rect's 2-bit layout included, and emits the carve event (rect:
 * coordinates; others: cell indices in x and x2). MAZE_OK, or
 * MAZE_ECANCELLED when the step callback asks to stop. */
MZ_INLINE int mz_cells_carve(int kind, maze *m, const maze_gen_opts *o, uint32_t c, unsigned s, uint32_t nb,
                             unsigned back)
{
    if (kind == MZ_TOPO_rect) {
        mz_carve(m, c, 1u << s);
    } else {
        mz_side_open(m, c, s, nb, back);
    }
    if (!o || !o->step) return MAZE_OK;
    maze_event ev = {MAZE_EV_CARVE, (int32_t)c, 0, (int32_t)nb, 0, 0};
    if (kind == MZ_TOPO_rect) {
        mz_xy(m, c, &ev.x, &ev.y);
        mz_xy(m, nb, &ev.x2, &ev.y2);
    }
    return o->step(o->step_ud, &ev) ? MAZE_ECANCELLED : MAZE_OK;
}

/* Whether an instance made by MZ_GEN_INSTANCE_EV listens (the cell
 * versions then show their method, the events maze.h describes for rect),
 * taking the flag off *kind; a constant in each copy. */
MZ_INLINE bool mz_cells_events(int *kind)
{
    bool ev = (*kind & MZ_CELLS_EVENTS) != 0;
    *kind &= ~MZ_CELLS_EVENTS;
    return ev;
}

/* Emits event `ev` at cell c with cell d as its second cell, as the carve
 * events: cell indices in x and x2 (rect: coordinates). For event paths
 * (the test of a callback is there for the analysers, which do not see
 * that the flag of MZ_GEN_INSTANCE_EV implies one). MAZE_OK, or
 * MAZE_ECANCELLED when the callback says stop. */
MZ_INLINE int mz_cells_emit(int kind, const maze *m, const maze_gen_opts *o, int ev, uint32_t c, uint32_t d)
{
    if (!o || !o->step) return MAZE_OK;
    if (kind == MZ_TOPO_rect) return mz_emit_at(m, o, ev, c, d);
    maze_event e = {ev, (int32_t)c, 0, (int32_t)d, 0, 0};
    return o->step(o->step_ud, &e) ? MAZE_ECANCELLED : MAZE_OK;
}

/* Whether side s of c (towards nb) is open or may be opened now: on weave
 * by its rules of crossing (mz_weave_may), on the others always (a constant
 * in their instances). */
MZ_INLINE bool mz_cells_may(int kind, const maze *m, uint32_t c, unsigned s, uint32_t nb)
{
    return kind != MZ_TOPO_weave || mz_weave_may(m, c, s, nb);
}

/* The sides of c whose neighbour exists, whose bit in `vis` is clear and
 * that may be opened (free[0..count), their neighbours in nb and back sides
 * in back). */
MZ_INLINE unsigned mz_cells_free(int kind, const maze *m, const uint64_t *vis, uint32_t c,
                                 uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES],
                                 uint8_t free[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && !mz_bit(vis, nb[s]) && mz_cells_may(kind, m, c, s, nb[s])) free[f++] = (uint8_t)s;
    return f;
}

/* The most sides a cell of topology `kind` has (its table entry's
 * max_sides), a constant in each instance. */
MZ_INLINE unsigned mz_cells_max_sides(int kind)
{
    switch (kind) {
#define MZ_TOPO(id) \
    case MZ_TOPO_##id: return ((maze_topology)mz_##id##_info).max_sides;
#include "../topo/list.h"
#undef MZ_TOPO
    default: return MAZE_MAX_SIDES;
    }
}

/* ---- picking a side: the sides as a bit set (bit s for side s), one of
 * them drawn by a lookup rather than a list built with a branch a side
 * (those branches, unpredictable, cost more than the rest of a step). ---- */

/* mz_cells_nth[set] >> 4j & 15: the j-th lowest set bit of an 8-bit set;
 * >> 32: how many bits it has (without a popcount instruction in the
 * baseline x86-64 set, __builtin_popcount is a call). */
static const uint64_t mz_cells_nth[256] = {
    0x000000000ull, 0x100000000ull, 0x100000001ull, 0x200000010ull, 0x100000002ull, 0x200000020ull,
    0x200000021ull, 0x300000210ull, 0x100000003ull, 0x200000030ull, 0x200000031ull, 0x300000310ull,
    0x200000032ull, 0x300000320ull, 0x300000321ull, 0x400003210ull, 0x100000004ull, 0x200000040ull,
    0x200000041ull, 0x300000410ull, 0x200000042ull, 0x300000420ull, 0x300000421ull, 0x400004210ull,
    0x200000043ull, 0x300000430ull, 0x300000431ull, 0x400004310ull, 0x300000432ull, 0x400004320ull,
    0x400004321ull, 0x500043210ull, 0x100000005ull, 0x200000050ull, 0x200000051ull, 0x300000510ull,
    0x200000052ull, 0x300000520ull, 0x300000521ull, 0x400005210ull, 0x200000053ull, 0x300000530ull,
    0x300000531ull, 0x400005310ull, 0x300000532ull, 0x400005320ull, 0x400005321ull, 0x500053210ull,
    0x200000054ull, 0x300000540ull, 0x300000541ull, 0x400005410ull, 0x300000542ull, 0x400005420ull,
    0x400005421ull, 0x500054210ull, 0x300000543ull, 0x400005430ull, 0x400005431ull, 0x500054310ull,
    0x400005432ull, 0x500054320ull, 0x500054321ull, 0x600543210ull, 0x100000006ull, 0x200000060ull,
    0x200000061ull, 0x300000610ull, 0x200000062ull, 0x300000620ull, 0x300000621ull, 0x400006210ull,
    0x200000063ull, 0x300000630ull, 0x300000631ull, 0x400006310ull, 0x300000632ull, 0x400006320ull,
    0x400006321ull, 0x500063210ull, 0x200000064ull, 0x300000640ull, 0x300000641ull, 0x400006410ull,
    0x300000642ull, 0x400006420ull, 0x400006421ull, 0x500064210ull, 0x300000643ull, 0x400006430ull,
    0x400006431ull, 0x500064310ull, 0x400006432ull, 0x500064320ull, 0x500064321ull, 0x600643210ull,
    0x200000065ull, 0x300000650ull, 0x300000651ull, 0x400006510ull, 0x300000652ull, 0x400006520ull,
    0x400006521ull, 0x500065210ull, 0x300000653ull, 0x400006530ull, 0x400006531ull, 0x500065310ull,
    0x400006532ull, 0x500065320ull, 0x500065321ull, 0x600653210ull, 0x300000654ull, 0x400006540ull,
    0x400006541ull, 0x500065410ull, 0x400006542ull, 0x500065420ull, 0x500065421ull, 0x600654210ull,
    0x400006543ull, 0x500065430ull, 0x500065431ull, 0x600654310ull, 0x500065432ull, 0x600654320ull,
    0x600654321ull, 0x706543210ull, 0x100000007ull, 0x200000070ull, 0x200000071ull, 0x300000710ull,
    0x200000072ull, 0x300000720ull, 0x300000721ull, 0x400007210ull, 0x200000073ull, 0x300000730ull,
    0x300000731ull, 0x400007310ull, 0x300000732ull, 0x400007320ull, 0x400007321ull, 0x500073210ull,
    0x200000074ull, 0x300000740ull, 0x300000741ull, 0x400007410ull, 0x300000742ull, 0x400007420ull,
    0x400007421ull, 0x500074210ull, 0x300000743ull, 0x400007430ull, 0x400007431ull, 0x500074310ull,
    0x400007432ull, 0x500074320ull, 0x500074321ull, 0x600743210ull, 0x200000075ull, 0x300000750ull,
    0x300000751ull, 0x400007510ull, 0x300000752ull, 0x400007520ull, 0x400007521ull, 0x500075210ull,
    0x300000753ull, 0x400007530ull, 0x400007531ull, 0x500075310ull, 0x400007532ull, 0x500075320ull,
    0x500075321ull, 0x600753210ull, 0x300000754ull, 0x400007540ull, 0x400007541ull, 0x500075410ull,
    0x400007542ull, 0x500075420ull, 0x500075421ull, 0x600754210ull, 0x400007543ull, 0x500075430ull,
    0x500075431ull, 0x600754310ull, 0x500075432ull, 0x600754320ull, 0x600754321ull, 0x707543210ull,
    0x200000076ull, 0x300000760ull, 0x300000761ull, 0x400007610ull, 0x300000762ull, 0x400007620ull,
    0x400007621ull, 0x500076210ull, 0x300000763ull, 0x400007630ull, 0x400007631ull, 0x500076310ull,
    0x400007632ull, 0x500076320ull, 0x500076321ull, 0x600763210ull, 0x300000764ull, 0x400007640ull,
    0x400007641ull, 0x500076410ull, 0x400007642ull, 0x500076420ull, 0x500076421ull, 0x600764210ull,
    0x400007643ull, 0x500076430ull, 0x500076431ull, 0x600764310ull, 0x500076432ull, 0x600764320ull,
    0x600764321ull, 0x707643210ull, 0x300000765ull, 0x400007650ull, 0x400007651ull, 0x500076510ull,
    0x400007652ull, 0x500076520ull, 0x500076521ull, 0x600765210ull, 0x400007653ull, 0x500076530ull,
    0x500076531ull, 0x600765310ull, 0x500076532ull, 0x600765320ull, 0x600765321ull, 0x707653210ull,
    0x400007654ull, 0x500076540ull, 0x500076541ull, 0x600765410ull, 0x500076542ull, 0x600765420ull,
    0x600765421ull, 0x707654210ull, 0x500076543ull, 0x600765430ull, 0x600765431ull, 0x707654310ull,
    0x600765432ull, 0x707654320ull, 0x707654321ull, 0x876543210ull,
};

/* 65536 % f for a draw among f sides (mz_cells_below): a product of 16
 * random bits and f whose low half falls under it is drawn again. */
static const uint16_t mz_cells_under[9] = {0, 0, 0, 65536 % 3, 0, 65536 % 5, 65536 % 6, 65536 % 7, 0};

/* A uniform integer in [0, f) for 1 <= f <= 8 from 16 random bits
 * (Lemire's multiply), drawn again in the rare case (at most 6 in 65536)
 * that the low half falls under 65536 % f, so exactly uniform. */
MZ_INLINE unsigned mz_cells_below(mz_randbits *rb, unsigned f)
{
    for (;;) {
        uint32_t p = mz_randbits_take(rb, 16) * f;
        if (__builtin_expect((p & 0xffffu) >= mz_cells_under[f], 1)) return p >> 16;
    }
}

/* A side drawn uniformly from a non-empty set (a lone side takes no draw).
 * Without a branch on the count: a lone side multiplies the next 16 bits
 * by 1 (index 0) and takes none of them, so the draws are the same as a
 * test of the count would make, without its misprediction, which on hex
 * came every other cell. Of the set whose mz_cells_nth entry is e (a walk
 * may have it from a table of its own, mz_cells_walk). */
MZ_INLINE unsigned mz_cells_pick_nth(mz_randbits *rb, uint64_t e)
{
    const uint16_t *under = mz_cells_under;
    unsigned f = (unsigned)(e >> 32), take = f > 1 ? 16u : 0u;
#if defined(__GNUC__)
    __asm__("" : "+r"(take)); /* else the compiler tests f to skip the test below */
#endif
    if (rb->left < take) {
        rb->bits = mz_rng_next(rb->rng);
        rb->left = 64;
    }
    uint32_t p = (uint32_t)(rb->bits & 0xffffu) * f;
    rb->bits >>= take;
    rb->left -= take;
    if (__builtin_expect((p & 0xffffu) < under[f], 0)) p = mz_cells_below(rb, f) << 16;
    return (unsigned)(e >> (4 * (p >> 16))) & 15u;
}

/* The sides of c whose neighbour exists, whose bit in `vis` is clear and
 * that may be opened, as a set (c's own bit must be set: a side on the
 * outline reads it), neighbours in nb and back sides in back. */
MZ_INLINE unsigned mz_cells_free_set(int kind, const maze *m, const uint64_t *vis, uint32_t c,
                                     uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), set = 0;
    for (unsigned s = 0; s < k; s++) {
        uint32_t d = nb[s] == MZ_NONE ? c : nb[s];
        set |= (unsigned)!mz_bit(vis, d) << s;
    }
    if (kind == MZ_TOPO_weave)
        for (unsigned t = set; t; t &= t - 1) {
            unsigned s = (unsigned)__builtin_ctz(t);
            if (!mz_weave_may(m, c, s, nb[s])) set &= ~(1u << s);
        }
    return set;
}

/* ---- a walk's visited bits by its cursor (mz_cur, topo.h): on hex and
 * 3d the cursor's bit is its place in a padded visited bitset (a cell's
 * free sides need no tests of the edges: its border is set), so the
 * neighbour code works out no row on the walk's step-to-step chain; on
 * polar the cursor's ring and place spare a search of the bands. ---- */

/* Whether topology `kind` walks a padded bitset. */
MZ_INLINE bool mz_cells_padded(int kind)
{
    return kind == MZ_TOPO_hex || kind == MZ_TOPO_cube;
}

/* What a walk works out once: the mz_cells_nth entry of each of hex's
 * seen sets as its three windows give them (mz_hex_pad_seen), so a step
 * takes one lookup for two; the cursor's steps (mz_topo_cur_steps). */
typedef struct mz_cells_walk {
    uint64_t nth[128];
    mz_cur_steps st;
    uint64_t bits; /* 3d: the padded bitset's bits */
} mz_cells_walk;

MZ_INLINE void mz_cells_walk_init(int kind, const maze *m, mz_cells_walk *wk)
{
    mz_topo_cur_steps(kind, m, &wk->st);
    if (kind == MZ_TOPO_hex)
        for (unsigned i = 0; i < 128; i++) wk->nth[i] = mz_cells_nth[~(unsigned)mz_hex_seen_of[i] & 0x3fu];
    wk->bits = kind == MZ_TOPO_cube ? ((uint64_t)m->w + 2) * ((uint64_t)m->h + 2) * ((uint64_t)m->levels + 2) : 0;
}

/* Sets bits [from, from + count) of v, a word at a time. */
static inline void mz_cells_set_run(uint64_t *v, uint64_t from, uint64_t count)
{
    for (uint64_t end = from + count; from < end;) {
        uint64_t n = 64 - (from & 63) < end - from ? 64 - (from & 63) : end - from;
        v[from >> 6] |= (n == 64 ? ~0ull : ((1ull << n) - 1)) << (from & 63);
        from += n;
    }
}

/* Sets the border of a padded bitset: hex's first and last rows and
 * columns; 3d's first and last levels, and in every level its first and
 * last rows and columns. */
MZ_INLINE void mz_cells_pad_border(int kind, const maze *m, uint64_t *v)
{
    uint64_t pw = (uint64_t)m->w + 2, ph = (uint64_t)m->h + 2, pl = kind == MZ_TOPO_cube ? (uint64_t)m->levels : 1;
    if (kind == MZ_TOPO_cube) {
        mz_cells_set_run(v, 0, pw * ph);
        mz_cells_set_run(v, (pl + 1) * pw * ph, pw * ph);
    }
    for (uint64_t l = 0; l < pl; l++) {
        uint64_t base = kind == MZ_TOPO_cube ? (l + 1) * pw * ph : 0;
        mz_cells_set_run(v, base, pw);
        mz_cells_set_run(v, base + (ph - 1) * pw, pw);
        for (uint64_t y = 1; y + 1 < ph; y++) {
            mz_bit_set(v, base + y * pw);
            mz_bit_set(v, base + y * pw + pw - 1);
        }
    }
}

/* A walk's visited bitset (mz_topo_cur's .bit a cell), disabled cells
 * set, with a guard word before and after (hex reads rows whole; hex's
 * and 3d's padded, their border set); *left the enabled cells. Free it
 * with mz_cells_vis_free. */
MZ_INLINE uint64_t *mz_cells_vis_new(int kind, const maze *m, uint64_t *left)
{
    uint64_t bits = m->n;
    if (kind == MZ_TOPO_hex) bits = ((uint64_t)m->w + 2) * ((uint64_t)m->h + 2);
    if (kind == MZ_TOPO_cube) bits = ((uint64_t)m->w + 2) * ((uint64_t)m->h + 2) * ((uint64_t)m->levels + 2);
    size_t words = (size_t)((bits + 63) / 64);
    uint64_t *block = mz_calloc(&m->alloc, words + 2, sizeof *block);
    if (!block) return NULL;
    uint64_t *v = block + 1;
    *left = m->n;
    if (mz_cells_padded(kind)) mz_cells_pad_border(kind, m, v);
    if (!m->enabled) return v;
    for (uint64_t c = 0; c < m->n; c++)
        if (!mz_enabled(m, c)) {
            mz_bit_set(v, mz_topo_cur(kind, m, (uint32_t)c).bit);
            --*left;
        }
    return v;
}

static inline void mz_cells_vis_free(const maze *m, uint64_t *vis)
{
    if (vis) mz_free(&m->alloc, vis - 1);
}

/* The first cell from `from` on whose visited bit is clear (m->n: none). */
MZ_INLINE uint64_t mz_cells_vis_next(int kind, const maze *m, const uint64_t *vis, uint64_t from)
{
    if (!mz_cells_padded(kind)) return mz_vis_next_free(m, vis, from);
    for (; from < m->n; from++)
        if (!mz_bit(vis, mz_topo_cur(kind, m, (uint32_t)from).bit)) return from;
    return m->n;
}

/* On 3d, what a walk at cursor k is likely to touch next: the maze's
 * bytes a level up and down and a row either side (the next carve writes
 * one; their misses, not the reads', were most of 3d's time), and the
 * visited bits two levels away (read after a step up or down); past the
 * ends the cell's own. A walk asks for them on its way forward, not for
 * each cell it pops on its way back (most of which have no free side). */
MZ_INLINE void mz_cells_ahead(int kind, const maze *m, const mz_cells_walk *wk, const uint64_t *vis, const mz_cur *k)
{
    if (kind != MZ_TOPO_cube) return;
    uint32_t c = k->c, plane = wk->st.cell[0][4], w = wk->st.cell[0][2];
    uint64_t p = k->bit, pp2 = 2 * wk->st.bit[0][4];
    __builtin_prefetch(m->sides + (c + plane < m->n ? c + plane : c), 1);
    __builtin_prefetch(m->sides + (c >= plane ? c - plane : c), 1);
    __builtin_prefetch(m->sides + (c + w < m->n ? c + w : c), 1);
    __builtin_prefetch(m->sides + (c >= w ? c - w : c), 1);
    __builtin_prefetch(vis + ((p + pp2 < wk->bits ? p + pp2 : p) >> 6));
    __builtin_prefetch(vis + ((p >= pp2 ? p - pp2 : p) >> 6));
}

/* The free sides of the cell at cursor k, as mz_cells_free_set gives them
 * (on hex and 3d from the padded bitset), as an index of the walk's
 * entries (mz_cells_ix_nth; on hex its three windows' bits, mz_hex_pad_seen,
 * on the others the set itself); nb and back as mz_cells_free_set leaves
 * them (hex, 3d: neither). */
MZ_INLINE unsigned mz_cells_cur_ix(int kind, const maze *m, const uint64_t *vis, const mz_cur *k,
                                   uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    if (kind == MZ_TOPO_hex) return mz_hex_pad_seen(m, vis, k);
    if (kind == MZ_TOPO_cube) return mz_cube_pad_free(m, vis, k);
    if (kind != MZ_TOPO_polar) return mz_cells_free_set(kind, m, vis, k->c, nb, back);
    unsigned set = 0;
    if (__builtin_expect(k->c == 0, 0)) {
        unsigned n = mz_polar_nbs_cur(m, k, nb, back);
        for (unsigned s = 0; s < n; s++) set |= (unsigned)!mz_bit(vis, nb[s] == MZ_NONE ? k->c : nb[s]) << s;
        return set;
    }
    /* Past the centre four sides or five, read without a loop (whose count
     * changes from ring to ring); a side off the maze (outward from the
     * outermost ring, mz_polar_ring_nbs's entries there not cells) reads
     * c's own bit. */
    unsigned n = mz_polar_ring_nbs(m, k->y, k->x, nb, back);
    bool outer = k->y + 1 == (uint32_t)m->rings;
    uint32_t out = outer ? k->c : nb[3], out2 = n == 5 && !outer ? nb[4] : k->c;
    return (unsigned)!mz_bit(vis, nb[0]) | (unsigned)!mz_bit(vis, nb[1]) << 1 | (unsigned)!mz_bit(vis, nb[2]) << 2 |
           (unsigned)!mz_bit(vis, out) << 3 | (unsigned)!mz_bit(vis, out2) << 4;
}

/* The mz_cells_nth entry of the free sides that index ix of
 * mz_cells_cur_ix stands for (on hex by the walk's table of its windows). */
MZ_INLINE uint64_t mz_cells_ix_nth(int kind, const mz_cells_walk *wk, unsigned ix)
{
    return kind == MZ_TOPO_hex ? wk->nth[ix] : mz_cells_nth[ix];
}

/* How many indices mz_cells_cur_ix gives on topology `kind`: hex's 128
 * windows, 2^max_sides sets on the others. */
MZ_INLINE unsigned mz_cells_ix_count(int kind)
{
    return kind == MZ_TOPO_hex ? 128u : 1u << mz_cells_max_sides(kind);
}

/* The free sides of the cell at cursor k, as mz_cells_free_set gives them
 * (on hex and 3d from the padded bitset), as their mz_cells_nth entry (0:
 * none); nb and back as mz_cells_free_set leaves them (hex, 3d: neither). */
MZ_INLINE uint64_t mz_cells_cur_free(int kind, const maze *m, const mz_cells_walk *wk, const uint64_t *vis,
                                     const mz_cur *k, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    return mz_cells_ix_nth(kind, wk, mz_cells_cur_ix(kind, m, vis, k, nb, back));
}

/* The free sides of the cell at cursor k on hexagon as a set, as
 * mz_cells_free_set gives them, but from the cursor's row and place
 * (mz_topo_nbs finds the row with a square root), off the outline by
 * three windows of vis (a guard word before and after its bits, as
 * mz_cells_vis_new makes it); nb and back the cell's neighbours. */
MZ_INLINE unsigned mz_cells_hexagon_set(const maze *m, const uint64_t *vis, const mz_cur *k,
                                        uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t rings = (uint32_t)m->rings;
    unsigned n = mz_hexagon_nbs_cur(m, k, nb, back), set = 0;
    if (__builtin_expect(mz_hexagon_inner(rings, k->y, k->x, mz_hexagon_row(rings, k->y)), 1)) {
        /* off the outline: the three rows' neighbours side by side, a
         * window of the bits each (W, c, E; SW, SE; NW, NE) */
        uint64_t row = mz_vis_window(vis, k->c), below = mz_vis_window(vis, nb[1]), above = mz_vis_window(vis, nb[5]);
        unsigned seen = (unsigned)((row >> 2 & 1) | (below >> 1 & 1) << 1 | (below & 1) << 2 | (row & 1) << 3 |
                                   (above & 1) << 4 | (above >> 1 & 1) << 5);
        return ~seen & 0x3fu;
    }
    for (unsigned s = 0; s < n; s++) set |= (unsigned)!mz_bit(vis, nb[s] == MZ_NONE ? k->c : nb[s]) << s;
    return set;
}

/* mz_cells_hexagon_set's sides as their mz_cells_nth entry (0: none). */
MZ_INLINE uint64_t mz_cells_hexagon_free(const maze *m, const uint64_t *vis, const mz_cur *k,
                                         uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    return mz_cells_nth[mz_cells_hexagon_set(m, vis, k, nb, back)];
}

/* ---- a side drawn by one load: of the 16 random bits that a draw from a
 * set takes (mz_cells_pick_nth), the high byte alone decides the side but
 * where a boundary between two sides' ranges of values, or a value drawn
 * again, falls inside that byte's 256 values (for 3, 5, 6 or 7 sides 3 to
 * 7 bytes of the 256, for 1, 2, 4 or 8 none). A walk's table gives the
 * side by (free set, high byte), one load where the draw took the set's
 * entry, a multiply and a shift by the drawn place, one after the other;
 * the bytes that do not decide take mz_cells_pick_nth's draw, so the
 * draws are the same. ---- */
#define MZ_CELLS_DRAW_MULTI 0x08u /* two sides or more: the draw takes its 16 bits */
#define MZ_CELLS_DRAW_SLOW 0x80u  /* the byte does not decide the side */
#define MZ_CELLS_DRAW_DEAD 0xc0u  /* no side: a dead end */

/* The place among f sides (1..8) that 16 random bits whose high byte is
 * hi draw as mz_cells_pick_nth does, or -1 where it depends on the low
 * byte (a boundary between places in the byte's values, or a value drawn
 * again: those lie at the low end of a place's values, so the byte's
 * first value tells). */
static inline int mz_cells_draw_at(unsigned f, unsigned hi)
{
    uint32_t a = (hi << 8) * f, b = ((hi << 8) + 255) * f;
    return a >> 16 == b >> 16 && (a & 0xffffu) >= mz_cells_under[f] ? (int)(a >> 16) : -1;
}

/* Fills draw[ix * 256 + hi] for each of `count` free sets ix, whose
 * mz_cells_nth entries are nth[ix], and each high byte hi: the side (and
 * MZ_CELLS_DRAW_MULTI with two or more), MZ_CELLS_DRAW_SLOW where the
 * byte does not decide it, MZ_CELLS_DRAW_DEAD for an empty set. */
static inline void mz_cells_draw_fill(uint8_t *draw, const uint64_t *nth, unsigned count)
{
    for (unsigned ix = 0; ix < count; ix++) {
        unsigned f = (unsigned)(nth[ix] >> 32), multi = f > 1 ? MZ_CELLS_DRAW_MULTI : 0;
        for (unsigned hi = 0; hi < 256; hi++) {
            int at = f ? mz_cells_draw_at(f, hi) : -1;
            draw[ix * 256 + hi] = (uint8_t)(!f ? MZ_CELLS_DRAW_DEAD
                                            : at < 0 ? MZ_CELLS_DRAW_SLOW | multi
                                                     : (unsigned)(nth[ix] >> (4 * at) & 15u) | multi);
        }
    }
}

/* A growable array of cell indices (a stack or a list). */
typedef struct mz_cellvec {
    uint32_t *v;
    size_t len, cap;
} mz_cellvec;
/* Appends c; MAZE_OK or MAZE_ENOMEM. */
static inline int mz_cellvec_push(mz_cellvec *s, const maze_allocator *a, uint32_t c)
{
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 1024;
        uint32_t *nv = mz_realloc(a, s->v, nc * sizeof *nv);
        if (!nv) return MAZE_ENOMEM;
        s->v = nv;
        s->cap = nc;
    }
    s->v[s->len++] = c;
    return MAZE_OK;
}

/* Makes room for one more cell, so that a push may be a store and a count
 * kept or not (no branch); MAZE_OK or MAZE_ENOMEM. */
static inline int mz_cellvec_room(mz_cellvec *s, const maze_allocator *a)
{
    if (s->len < s->cap) return MAZE_OK;
    int st = mz_cellvec_push(s, a, 0);
    if (!st) s->len--;
    return st;
}

/* The sides of c whose neighbour exists and is enabled (sides[0..count),
 * neighbours in nb, back sides in back), whether they may open or not. */
MZ_INLINE unsigned mz_cells_sides(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES], uint8_t sides[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && mz_enabled(m, nb[s])) sides[f++] = (uint8_t)s;
    return f;
}

/* The sides of c whose neighbour exists and is enabled and that are open or
 * may open (valid[0..count), neighbours in nb, back sides in back): where a
 * random walk may step. */
MZ_INLINE unsigned mz_cells_valid(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES], uint8_t valid[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && mz_enabled(m, nb[s]) && mz_cells_may(kind, m, c, s, nb[s])) valid[f++] = (uint8_t)s;
    return f;
}

/* The pieces of the enabled cells (joined by the tiling, not by passages),
 * each from its lowest cell: `pieces` (if given) receives (first cell,
 * number of cells) pairs, `order` (if given) every enabled cell, piece by
 * piece, each after a neighbour of it but a piece's first. MAZE_OK or
 * MAZE_ENOMEM. */
MZ_INLINE int mz_cells_pieces(int kind, const maze *m, mz_cellvec *order, mz_cellvec *pieces)
{
    uint64_t *seen = mz_vis_new(m);
    mz_cellvec stack = {0};
    int st = seen ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, seen, start)) < m->n;) {
        uint32_t size = 0;
        mz_bit_set(seen, start);
        st = mz_cellvec_push(&stack, &m->alloc, (uint32_t)start);
        while (!st && stack.len) {
            uint32_t c = stack.v[--stack.len], nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], free[MAZE_MAX_SIDES];
            size++;
            if (order) st = mz_cellvec_push(order, &m->alloc, c);
            unsigned f = mz_cells_free(kind, m, seen, c, nb, back, free);
            for (unsigned j = 0; j < f && !st; j++) {
                mz_bit_set(seen, nb[free[j]]);
                st = mz_cellvec_push(&stack, &m->alloc, nb[free[j]]);
            }
        }
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, (uint32_t)start);
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, size);
    }
    mz_free(&m->alloc, stack.v);
    mz_free(&m->alloc, seen);
    return st;
}

#endif
