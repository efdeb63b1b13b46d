/* dfs.c - the randomized depth-first backtracker of the PHP and Java articles,
 * iterative with no stack: the way back is kept in the maze's own 2 bits a
 * cell while carving, then turned into east/south openings in one pass. */
#include "gen.h"
#include "cells.h"

#define MZ_DFS_RING 65536u
/* Bit `seen` set when a seen set (below) leaves two or more directions free;
 * when it leaves exactly three. */
#define MZ_DFS_MORE 0x177fu
#define MZ_DFS_THREE 0x0116u

/* Keeps the two indices in general registers: left alone, compilers pair
 * them in one vector register, which lengthens the step-to-step chain. */
#if defined(__GNUC__)
#define MZ_IN_REGS(a, b) __asm__("" : "+r"(a), "+r"(b))
#else
#define MZ_IN_REGS(a, b) ((void)0)
#endif

/* Random bytes come from a buffer of MZ_DFS_RBUF draws (byte 0 the low byte
 * of the first draw), so the hot loop holds no generator state and no
 * unpredictable "draw again" test; the generator is wound back at the end
 * to where one draw at a time, when its bytes are first needed, leaves it. */
#define MZ_DFS_RBUF 64u
#define MZ_DFS_RBYTES (MZ_DFS_RBUF * 8u)

/* Scratch: a visited bitset over the grid padded by one cell on every side
 * (border and disabled cells start visited, so there are no bounds checks).
 * Together with the maze's 2 bits that is 3 bits a cell. It shares one block
 * with the direction table and the ring (below), so that the hot loop
 * reaches all three from one register. */
typedef struct {
    maze *m;
    const maze_gen_opts *o;
    maze_rng *rng;
    maze_rng rng_at_fill; /* the generator before the buffer was filled */
    unsigned rk;        /* the next random byte to use */
    unsigned rread;     /* 1 + the last random byte read (0: none yet) */
    uint64_t pw;        /* padded width, w + 2 */
    uint64_t pw_inv;    /* 2^64 / pw rounded up (cell_of) */
    uint64_t stop;      /* a padded index past the grid, all neighbours free */
    /* rows[256] (1 KiB, see fill_rows), the random bytes, then the ring: the last
     * MZ_DFS_RING - 1 branch points of the current path (padded indices), a
     * bounded cache of the way back, not a stack of the cells, which keep
     * the way back themselves; then the visited bitset. */
    uint64_t *block;
    uint64_t *vis;
} dfs_state;

#define MZ_DFS_ROWS_WORDS (256u * 4u / 8u)
#define MZ_DFS_HEAD_WORDS (MZ_DFS_ROWS_WORDS + MZ_DFS_RBUF)

/* Fills the random bytes. */
static void refill(dfs_state *s, uint8_t *bytes)
{
    s->rng_at_fill = *s->rng;
    for (unsigned k = 0; k < MZ_DFS_RBUF; k++) {
        uint64_t r = mz_rng_next(s->rng);
        for (unsigned j = 0; j < 8; j++) bytes[8 * k + j] = (uint8_t)(r >> (8 * j));
    }
    s->rk = 0;
    s->rread = 0;
}

/* Leaves the generator as if it had been drawn from only as far as read. */
static void rewind_rng(dfs_state *s)
{
    *s->rng = s->rng_at_fill;
    for (unsigned k = 0; k < (s->rread + 7) / 8; k++) (void)mz_rng_next(s->rng);
}

/* The visited neighbours of padded cell p as a 4-bit set in the order W N E
 * S (bit 0 west): west, p and east come from one 3-bit window of two
 * adjacent words, whose bits 0 and 2 are already in place. All 15: none free. */
static inline uint64_t rotr(uint64_t x, uint64_t k) { return x >> (k & 63) | x << ((0 - k) & 63); }
static inline unsigned seen_dirs(const uint64_t *v, uint64_t p, uint64_t pw)
{
    uint64_t q = (p - 1) >> 6, up = p - pw, down = p + pw;
    unsigned __int128 pair = (unsigned __int128)v[q + 1] << 64 | v[q];
    unsigned row = (unsigned)(uint64_t)(pair >> ((p - 1) & 63));
    /* Rotations put the north and south bits straight in place. */
    return (row & 5u) | (unsigned)(rotr(v[up >> 6], up - 1) & 2u) | (unsigned)(rotr(v[down >> 6], down - 3) & 8u);
}

/* Fills rows[byte]: for each seen set (W N E S order) the direction (N E S W
 * = 0..3) that 8 random bits choose among its n free ones, 2 bits at bit
 * 2 * seen: byte * n / 256 (Lemire), uniform except that the scaled
 * remainder must not be below 256 % n, which for n = 3 rules out byte 0
 * alone (the walk draws again) and for n = 1, 2, 4 nothing. The free ones
 * are taken in N E S W order. A row is one load, off the step-to-step
 * chain (the byte is known early); the seen set then only shifts it. */
static void fill_rows(uint32_t rows[256])
{
    unsigned dirs[15][4] = {{0}}, n[15] = {0};
    for (unsigned seen = 0; seen < 15; seen++)
        for (unsigned d = 0; d < 4; d++)
            if (!(seen >> ((d + 1) & 3) & 1)) dirs[seen][n[seen]++] = d;
    for (unsigned b = 0; b < 256; b++) {
        rows[b] = 0;
        for (unsigned seen = 0; seen < 15; seen++) rows[b] |= (uint32_t)dirs[seen][b * n[seen] >> 8] << (2 * seen);
    }
}

static int emit_step(const dfs_state *s, uint64_t i, unsigned d)
{
    uint64_t w = (uint64_t)s->m->w;
    return mz_emit_carve(s->o, (int32_t)(i % w), (int32_t)(i / w), (int)d);
}

/* Emits event `kind` at cell i with cell j as (x2, y2). */
static int emit_at(const dfs_state *s, int kind, uint64_t i, uint64_t j)
{
    uint64_t w = (uint64_t)s->m->w;
    return mz_emit(s->o->step, s->o->step_ud, kind, (int32_t)(i % w), (int32_t)(i / w), (int32_t)(j % w),
                   (int32_t)(j / w), 0);
}

/* The stack's pops between a dead end c and the cell `to` the walk goes on
 * from: a MAZE_EV_BACKTRACK for each cell in between, up the parent
 * directions, (x2, y2) the cell below it; with `root`, `to` is the piece's
 * root and is popped too, (x2, y2) itself. */
static int emit_pops(const dfs_state *s, uint64_t c, uint64_t to, bool root)
{
    const uint64_t *bits = s->m->bits, w = (uint64_t)s->m->w;
    const uint64_t di[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    for (; c != to; c += di[bits[c >> 5] >> (2 * c & 63) & 3u])
        if (emit_at(s, MAZE_EV_BACKTRACK, c, c + di[bits[c >> 5] >> (2 * c & 63) & 3u])) return MAZE_ECANCELLED;
    return root ? emit_at(s, MAZE_EV_BACKTRACK, c, c) : MAZE_OK;
}

/* Index p on a grid pw wide moved one cell towards d (N E S W), by
 * conditional moves: a table load here would sit on the step-to-step chain
 * for 5 cycles, and compilers turn the plain C into unpredictable branches. */
static inline uint64_t step_p(uint64_t p, uint64_t pw, unsigned d)
{
#if defined(__GNUC__) && defined(__x86_64__)
    uint64_t ns = p - pw, ew = p + 1, s = p + pw, w = p - 1;
    __asm__("test $2, %k[d]\n\tcmovne %[s], %[ns]\n\tcmovne %[w], %[ew]\n\ttest $1, %k[d]\n\tcmovne %[ew], %[ns]"
            : [ns] "+&r"(ns), [ew] "+&r"(ew)
            : [s] "r"(s), [w] "r"(w), [d] "r"(d)
            : "cc");
    return ns;
#else
    return d & 1u ? (d & 2u ? p - 1 : p + 1) : (d & 2u ? p + pw : p - pw);
#endif
}

/* The cell index of padded index p: y = p / pw by a multiply-high (at most
 * one too big for the largest grids, then corrected), for the way back only. */
static inline uint64_t cell_of(const dfs_state *s, uint64_t p)
{
    uint64_t y = (uint64_t)(((unsigned __int128)p * s->pw_inv) >> 64);
    y -= y * s->pw > p;
    return (y - 1) * (uint64_t)s->m->w + (p - y * s->pw) - 1;
}

/* Carves the tree of the piece holding cell i0 (padded index p0). The root's
 * 2 bits stay 0 ("north"), which the pass below ignores: the scan starts a
 * piece at its first cell, so the root's north neighbour is off the grid or
 * disabled. Hot loop, all in locals: random bytes from one 64-bit draw at a
 * time; a cell's neighbours are read before its own visited bit is stored,
 * so the next step never waits for that store. The way back jumps straight
 * to the last cell that still had another free direction when the walk left
 * it (a ring of the latest MZ_DFS_RING - 1 of those, counted by the running
 * totals top and bottom, checked for overflow only at a dead end); the
 * cells in between can have nothing left. When the ring has overflowed and
 * runs dry, the walk goes back cell by cell along the parent directions.
 * `events` is a constant at each call: the loop without events has no test.
 * With events each cell entered is a MAZE_EV_VISIT (a push; (x2, y2) the
 * cell it came from, the root itself) after the carve into it, and each cell
 * left for good a MAZE_EV_BACKTRACK (a pop, emit_pops). */
static inline __attribute__((always_inline)) int dfs_walk(dfs_state *s, uint64_t p0, uint64_t i0,
                                                          const bool events)
{
    uint64_t *ring = s->block + MZ_DFS_HEAD_WORDS, *vis = s->vis, *bits = s->m->bits;
    uint64_t p = p0, i = i0, pw = s->pw;
    uint64_t w = (uint64_t)s->m->w;
    uint8_t *rbytes = (uint8_t *)(void *)(s->block + MZ_DFS_ROWS_WORDS);
    unsigned rk = s->rk, rread = s->rread;
    uint32_t top = 1, bottom = 1; /* slot 0 for the stop below the first */
    bool lost = false;
    const uint64_t di[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    const uint32_t *rows = (const uint32_t *)(void *)s->block;
    int st = MAZE_OK;
    unsigned seen = seen_dirs(vis, p, pw);
    mz_bit_set(vis, p);
    if (events && emit_at(s, MAZE_EV_VISIT, i0, i0)) return MAZE_ECANCELLED;
    for (;;) {
        while (seen != 15u) {
            /* A forced move (one free direction) takes no random byte. */
            unsigned more = MZ_DFS_MORE >> seen & 1u;
            unsigned b = rbytes[rk];
            rread = rk + 1;
            rk += more;
            while (__builtin_expect(!b, 0) && (MZ_DFS_THREE >> seen & 1u)) { /* 1 in 256 of three-way choices */
                if (rk == MZ_DFS_RBYTES) {
                    refill(s, rbytes);
                    rk = 0;
                }
                b = rbytes[rk];
                rread = ++rk;
            }
            if (__builtin_expect(rk == MZ_DFS_RBYTES, 0)) {
                refill(s, rbytes);
                rk = rread = 0;
            }
            unsigned d = rows[b] >> (2 * seen) & 3u;
            if (events && emit_step(s, i, d)) {
                st = MAZE_ECANCELLED;
                goto done;
            }
            /* Only a cell that keeps another free direction can be a place
             * to come back to: the cells between are skipped on the way back.
             * The slot is written every step (no branch) but kept only then. */
            ring[top & (MZ_DFS_RING - 1)] = p;
            top += more;
            p = step_p(p, pw, d);
            i += di[d];
            MZ_IN_REGS(p, i);
            seen = seen_dirs(vis, p, pw);
            mz_bit_set(vis, p);
            bits[i >> 5] |= (uint64_t)((d + 2) & 3u) << (2 * i & 63);
            if (events && emit_at(s, MAZE_EV_VISIT, i, i - di[d])) {
                st = MAZE_ECANCELLED;
                goto done;
            }
        }
        uint64_t dead = i;
        /* A dead end: back to the latest branch point with a free direction.
         * The slot below the oldest gets a cell past the grid with every
         * neighbour free, so that the loop needs no other test. */
        if (top - bottom > MZ_DFS_RING - 2) { /* the oldest were overwritten */
            bottom = top - (MZ_DFS_RING - 2);
            lost = true;
        }
        uint64_t last = top != bottom ? ring[bottom & (MZ_DFS_RING - 1)] : p;
        ring[(bottom - 1) & (MZ_DFS_RING - 1)] = s->stop;
        do {
            p = ring[--top & (MZ_DFS_RING - 1)];
            seen = seen_dirs(vis, p, pw);
        } while (seen == 15u);
        if (p == s->stop) { /* the ring ran dry */
            top = bottom;
            p = last;
            seen = 15u;
        }
        if (seen == 15u && lost) { /* cell by cell from the last one */
            for (i = cell_of(s, p); seen == 15u && p != p0;) {
                unsigned d = (unsigned)(bits[i >> 5] >> (2 * i & 63)) & 3u;
                p = step_p(p, pw, d);
                i = step_p(i, w, d);
                seen = seen_dirs(vis, p, pw);
            }
        }
        if (seen == 15u) { /* back at the root: the piece is done */
            if (events) st = emit_pops(s, dead, i0, true);
            break;
        }
        i = cell_of(s, p);
        if (events && (st = emit_pops(s, dead, i, false))) goto done;
    }
done:
    s->rk = rk;
    s->rread = rread;
    return st;
}

/* Low field bits of the cells in word j (cells 32j..) that have a cell w
 * further on, i.e. are not in the last row. */
static inline uint64_t has_below(uint64_t j, uint64_t lim)
{
    uint64_t c = j * 32;
    if (c + 32 <= lim) return MZ_LO2;
    if (c >= lim) return 0;
    return MZ_LO2 & ((1ull << (2 * (lim - c))) - 1);
}

/* Turns parent directions (in m->bits) into east/south openings in place, 32
 * cells a word: cell c opens east if its parent is east or c+1's parent is
 * west, and south if its parent is south or c+w's parent is north. Reads
 * only words not yet rewritten. Disabled cells (bits 0) are masked out. */
static void parents_to_passages(maze *m)
{
    uint64_t *b = m->bits, nw = (m->n * 2 + 63) / 64, w = (uint64_t)m->w, lim = m->n - w;
    uint64_t enw = (m->n + 63) / 64;
    for (uint64_t j = 0; j < nw; j++) {
        uint64_t B = b[j], Bn = mz_bits_at(b, nw, j * 64 + 2), Bs = mz_bits_at(b, nw, (j * 32 + w) * 2);
        uint64_t e = (B & ~(B >> 1) & MZ_LO2) | (Bn & (Bn >> 1) & MZ_LO2);
        uint64_t s = ((B >> 1) & ~B & MZ_LO2) | (~Bs & ~(Bs >> 1) & has_below(j, lim));
        if (m->enabled) {
            s &= mz_spread32(mz_bits_at(m->enabled, enw, j * 32 + w)) | ~has_below(j, lim);
            uint64_t en = mz_spread32(mz_bits_at(m->enabled, enw, j * 32));
            e &= en;
            s &= en;
        }
        b[j] = e | s << 1;
    }
}

/* Marks the padding ring and the disabled cells visited. */
static void mark_blocked(dfs_state *s)
{
    const maze *m = s->m;
    uint64_t pw = s->pw, ph = (uint64_t)m->h + 2;
    for (uint64_t x = 0; x < pw; x++) {
        mz_bit_set(s->vis, x);
        mz_bit_set(s->vis, (ph - 1) * pw + x);
    }
    for (uint64_t y = 1; y + 1 < ph; y++) {
        mz_bit_set(s->vis, y * pw);
        mz_bit_set(s->vis, y * pw + pw - 1);
    }
    if (!m->enabled) return;
    for (uint64_t i = 0; i < m->n; i++)
        if (!mz_enabled(m, i))
            mz_bit_set(s->vis, (i / (uint64_t)m->w + 1) * pw + i % (uint64_t)m->w + 1);
}

/* On MAZE_ECANCELLED the maze is left with every wall closed. */
static int dfs_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    uint64_t w = (uint64_t)m->w, pw = w + 2, padded = pw * ((uint64_t)m->h + 2);
    dfs_state s = {.m = m, .o = o, .rng = rng, .pw = pw, .pw_inv = UINT64_MAX / pw + 1};
    /* Two rows past the grid for s.stop's neighbours, and one word more:
     * seen_dirs reads the word after the one holding p - 1 (ASan found the
     * read past the end at 19 x 7). */
    size_t vis_words = (size_t)((padded + 2 * pw + 2 + 63) / 64 + 1);
    s.stop = padded + pw + 1;
    /* A path holds at most n branch points: a small maze gets a small ring
     * (slots 1..n, slot 0 for the stop), which never wraps. */
    size_t ring_words = m->n + 2 < MZ_DFS_RING ? (size_t)m->n + 2 : MZ_DFS_RING;
    s.block = mz_calloc(&m->alloc, MZ_DFS_HEAD_WORDS + ring_words + vis_words, sizeof(uint64_t));
    if (!s.block) return MAZE_ENOMEM;
    s.vis = s.block + MZ_DFS_HEAD_WORDS + ring_words;
    fill_rows((uint32_t *)(void *)s.block);
    refill(&s, (uint8_t *)(void *)(s.block + MZ_DFS_ROWS_WORDS));
    mz_hint_huge(s.vis, vis_words * sizeof(uint64_t));
    /* No clear here: the walk or-s parent directions into m->bits, which
     * maze_generate_into (the one caller) has zeroed already. */
    mark_blocked(&s);
    int st = MAZE_OK;
    bool events = o && o->step;
    /* Every clear bit of the padded set is an enabled cell not yet in a
     * piece; the next piece starts at the first one, row by row. */
    uint64_t nwords = (padded + 63) / 64;
    for (uint64_t k = 0; k < nwords && !st; k++) {
        uint64_t free;
        while (!st && (free = ~s.vis[k] & (k + 1 < nwords || !(padded & 63) ? ~0ull : (1ull << (padded & 63)) - 1))) {
            uint64_t p = k * 64 + (uint64_t)__builtin_ctzll(free), y = p / pw - 1, i = y * w + p % pw - 1;
            st = events ? dfs_walk(&s, p, i, true) : dfs_walk(&s, p, i, false);
        }
    }
    mz_free(&m->alloc, s.block);
    rewind_rng(&s);
    if (st) maze_clear(m);
    else parents_to_passages(m);
    return st;
}

/* Makes room for two more entries on the stack; MAZE_OK or MAZE_ENOMEM. */
static inline int dfs_room2(mz_cellvec *s, const maze_allocator *a)
{
    if (s->cap - s->len >= 2) return MAZE_OK;
    size_t len = s->len;
    int st = mz_cellvec_push(s, a, 0);
    if (!st) st = mz_cellvec_push(s, a, 0);
    s->len = len;
    return st;
}

/* The free sides at cursor k as an index of the walk's entries
 * (mz_cells_cur_ix), but on hexagon from the cursor's row and place
 * (mz_cells_hexagon_set). */
MZ_INLINE unsigned dfs_free(int kind, const maze *m, const uint64_t *vis, const mz_cur *k, uint32_t nb[MAZE_MAX_SIDES],
                            uint8_t back[MAZE_MAX_SIDES])
{
    if (kind != MZ_TOPO_hexagon) return mz_cells_cur_ix(kind, m, vis, k, nb, back);
    return mz_cells_hexagon_set(m, vis, k, nb, back);
}

/* Whether dfs_free's index stands for no free side: on hex its windows
 * with every bit set (the cell's own among them), elsewhere the empty set. */
MZ_INLINE bool dfs_dead(int kind, unsigned ix)
{
    return kind == MZ_TOPO_hex ? (ix | 2u) == 127u : ix == 0;
}

/* Random 16-bit values for the cell version's draws on a large maze, in
 * the order mz_randbits gives them (a draw's low 16 bits first), from a
 * buffer: the walk reads a value before it knows whether the step takes
 * it (a lone side takes none), and the buffer's end is a test that is
 * rarely true, where mz_randbits's "fewer than 16 bits left" came every
 * fourth draw, unpredictably. The generator is wound back at the end to
 * where mz_randbits, drawing when its bits are first needed, leaves it. */
#define MZ_DFS_CHUNKS 256u
typedef struct {
    maze_rng *rng;
    maze_rng at_fill; /* the generator before the buffer was filled */
    uint16_t v[MZ_DFS_CHUNKS];
} dfs_chunks;

static void chunks_fill(dfs_chunks *r)
{
    r->at_fill = *r->rng;
    for (unsigned j = 0; j < MZ_DFS_CHUNKS / 4; j++) {
        uint64_t x = mz_rng_next(r->rng);
        for (unsigned b = 0; b < 4; b++) r->v[4 * j + b] = (uint16_t)(x >> (16 * b));
    }
}

/* Leaves the generator as if drawn from for the buffer's first `used`
 * values alone. */
static void chunks_rewind(dfs_chunks *r, unsigned used)
{
    *r->rng = r->at_fill;
    for (unsigned j = 0; j < (used + 3) / 4; j++) (void)mz_rng_next(r->rng);
}

/* The side of the set whose mz_cells_nth entry is e (two sides or more)
 * drawn from the values at `at` on as mz_cells_pick_nth draws it, for the
 * high bytes that do not decide it (MZ_CELLS_DRAW_SLOW): 16 times the
 * next value's place (which may be the buffer's end) plus the side, so
 * that the walk keeps its place in a register. */
static unsigned chunks_pick(dfs_chunks *r, unsigned at, uint64_t e)
{
    unsigned f = (unsigned)(e >> 32);
    uint32_t p;
    do {
        if (at == MZ_DFS_CHUNKS) {
            chunks_fill(r);
            at = 0;
        }
        p = (uint32_t)r->v[at++] * f;
    } while ((p & 0xffffu) < mz_cells_under[f]);
    return at * 16 + ((unsigned)(e >> (4 * (p >> 16))) & 15u);
}

/* mz_cells_carve of side s of c into nb (whose side `back` faces c): but
 * without events and off weave (whose crossings' rules read the bytes) and
 * rect, nb's byte is stored, not read and or-ed, as prim's carve does: the walk
 * carves into a cell not yet in the maze, which comes with its walls
 * closed (maze_generate_into), so none of its sides is open. The or
 * waited for the load of a byte a row or a level away. */
MZ_INLINE int dfs_carve(int kind, maze *m, uint8_t *sides, const maze_gen_opts *o, uint32_t c, unsigned s, uint32_t nb,
                        unsigned back)
{
    if (kind == MZ_TOPO_weave || kind == MZ_TOPO_rect || (o && o->step)) return mz_cells_carve(kind, m, o, c, s, nb, back);
    sides[nb] = (uint8_t)(1u << back);
    sides[c] |= (uint8_t)(1u << s);
    return MAZE_OK;
}

/* What dfs_pieces works on: the maze's shape (a copy of its own: the
 * carves' byte stores, which may alias anything, would otherwise have it
 * loaded again from *m at every step), the visited bits and how many
 * enabled cells are not yet visited, the steps; on a large maze the draw
 * table (mz_cells_draw_fill, by dfs_free's index and the high byte) and
 * the random values, on a small one the random bits. */
typedef struct {
    maze shape;
    mz_cells_walk wk;
    uint64_t *vis, left;
    const uint8_t *draw;
    dfs_chunks *rc;
    mz_randbits rb;
} dfs_cells_state;

/* The pieces' walks (dfs_cells), `fast` with the draw table. */
MZ_INLINE int dfs_pieces(maze *m, const maze_gen_opts *o, int kind, bool events, dfs_cells_state *d, const bool fast)
{
    const maze shape = d->shape;
    uint64_t *vis = d->vis, left = d->left;
    const uint8_t *draw = d->draw;
    uint8_t *sides = m->sides; /* loaded once: the byte stores may alias m */
    unsigned at = 0; /* the next random value (fast) */
    mz_cellvec stack = {0};
    int st = MAZE_OK;
    /* polar keeps a cell's ring with it on the stack, so that a pop
     * searches no bands and divides nothing, and hexagon its row, so that
     * a pop takes no square root (on hex, the row kept saved less than
     * the wider stack cost) */
    size_t per = kind == MZ_TOPO_polar || kind == MZ_TOPO_hexagon ? 2 : 1;
    for (uint64_t start = 0; !st && left && (start = mz_cells_vis_next(kind, &shape, vis, start)) < m->n;) {
        mz_cur k = mz_topo_cur(kind, &shape, (uint32_t)start);
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        mz_bit_set(vis, k.bit);
        left--;
        if (events) st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, k.c, k.c);
        while (!st) {
            mz_cells_ahead(kind, &shape, &d->wk, vis, &k);
            unsigned ix = dfs_free(kind, &shape, vis, &k, nb, back), s, t = 0;
            /* A dead end: back to the latest cell kept that has a free side,
             * in a loop of its own that tests the free sides alone (hex
             * pops 0.8 times a cell, most of them onto a cell with none),
             * where a pop ran a whole step, the draw's load included,
             * before its test. */
            while (dfs_dead(kind, ix) && !st) {
                if (events)
                    st = mz_cells_emit(kind, m, o, MAZE_EV_BACKTRACK, k.c, stack.len ? stack.v[stack.len - per] : k.c);
                if (!stack.len) break;
                stack.len -= per;
                k = per == 2 ? mz_topo_cur_in(kind, &shape, stack.v[stack.len], stack.v[stack.len + 1])
                             : mz_topo_cur(kind, &shape, stack.v[stack.len]);
                ix = dfs_free(kind, &shape, vis, &k, nb, back);
            }
            if (st || dfs_dead(kind, ix)) break; /* the piece is done */
            uint64_t e = 0;
            if (fast) t = draw[ix * 256 + (d->rc->v[at] >> 8)];
            else e = mz_cells_ix_nth(kind, &d->wk, ix);
            if (!fast) {
                s = mz_cells_pick_nth(&d->rb, e);
            } else if (__builtin_expect(t & MZ_CELLS_DRAW_SLOW, 0)) {
                s = chunks_pick(d->rc, at, mz_cells_ix_nth(kind, &d->wk, ix));
                at = s / 16;
                s &= 15u;
            } else {
                s = t & 7u;
                at += t / MZ_CELLS_DRAW_MULTI & 1u;
            }
            if (fast && __builtin_expect(at == MZ_DFS_CHUNKS, 0)) {
                chunks_fill(d->rc);
                at = 0;
            }
            /* A cell left by its only free side has none when the walk
             * comes back: only one with another is kept to come back to
             * (with events every cell, each pop an event). */
            st = per == 2 ? dfs_room2(&stack, &m->alloc) : mz_cellvec_room(&stack, &m->alloc);
            if (st) break;
            uint32_t c = k.c;
            stack.v[stack.len] = c; /* kept, without a branch, only then */
            if (per == 2) stack.v[stack.len + 1] = k.y;
            stack.len += per * (size_t)(events || (fast ? t & MZ_CELLS_DRAW_MULTI : e >> 32 > 1));
            unsigned bk = 0;
            (void)mz_topo_cur_step(kind, &shape, &d->wk.st, &k, s, nb, back, &bk); /* s is free: in the maze */
            mz_bit_set(vis, k.bit);
            left--;
            /* without events no callback to ask (a test a step saved) */
            st = dfs_carve(kind, m, sides, events ? o : NULL, c, s, k.c, bk);
            if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, k.c, c);
        }
        stack.len = 0;
    }
    if (fast) chunks_rewind(d->rc, at);
    mz_free(&m->alloc, stack.v);
    return st;
}

/* The cell-graph version: the same walk with a stack of the cells to come
 * back to (those left with another free side, as rect's ring), a visited
 * bit a cell (disabled cells start visited; on hex and 3d padded),
 * the walk's cell a cursor that carries where it lies (topo.h), the free
 * sides a set and the next one drawn from it, on a maze of 256 cells or
 * more for each free set by one load from a table; with events a push is
 * a MAZE_EV_VISIT and a pop a MAZE_EV_BACKTRACK, as on rect (cell indices
 * in x and x2). */
MZ_INLINE int dfs_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    bool events = mz_cells_events(&kind);
    dfs_cells_state d = {.shape = *m};
    d.vis = mz_cells_vis_new(kind, m, &d.left);
    mz_randbits_init(&d.rb, rng);
    mz_cells_walk_init(kind, &d.shape, &d.wk);
    unsigned sets = mz_cells_ix_count(kind);
    bool fast = m->n >= 256u * (uint64_t)sets;
    uint8_t *draw = fast ? mz_alloc(&m->alloc, 256u * (size_t)sets + sizeof(dfs_chunks)) : NULL;
    int st = d.vis && (!fast || draw) ? MAZE_OK : MAZE_ENOMEM;
    if (!st && fast) {
        mz_cells_draw_fill(draw, kind == MZ_TOPO_hex ? d.wk.nth : mz_cells_nth, sets);
        d.draw = draw;
        d.rc = (dfs_chunks *)(void *)(draw + 256u * (size_t)sets);
        d.rc->rng = rng;
        chunks_fill(d.rc);
    }
    if (!st) st = fast ? dfs_pieces(m, o, kind, events, &d, true) : dfs_pieces(m, o, kind, events, &d, false);
    mz_free(&m->alloc, draw);
    mz_cells_vis_free(m, d.vis);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(dfs, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn dfs_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(dfs, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_dfs = {
    .info = {"dfs", "randomized depth-first backtracker (PHP and Java articles): long winding corridors",
             MAZE_GEN_TOPOLOGIES},
    .generate = dfs_generate,
    .on = dfs_on,
};
