/* dfs.c - the randomized depth-first backtracker of the PHP and Java articles,
 * iterative with no stack: the way back is kept in the maze's own 2 bits a
 * cell while carving, then turned into east/south openings in one pass. */
#include "gen.h"

#define MZ_DFS_RING 1024u

/* Scratch: a visited bitset over the grid padded by one cell on every side
 * (border and disabled cells start visited, so there are no bounds checks).
 * Together with the maze's 2 bits that is 3 bits a cell. */
typedef struct {
    maze *m;
    const maze_gen_opts *o;
    maze_rng *rng;
    uint64_t rbits;     /* unused random bytes of the last draw */
    unsigned rleft;
    uint64_t *vis;
    uint64_t pw;        /* padded width, w + 2 */
    uint8_t pick[16][256];
    /* The last MZ_DFS_RING positions of the current path (a bounded cache of
     * it, not a stack of the cells: the way back stays in the cells). */
    uint64_t ring_p[MZ_DFS_RING], ring_i[MZ_DFS_RING];
} dfs_state;

static inline unsigned unvisited(const uint64_t *v, uint64_t p) { return !mz_bit(v, p); }

/* The free directions around padded cell p, as a 4-bit set (bit d set when
 * the neighbour in direction d, N E S W, is unvisited). */
static inline unsigned free_dirs(const uint64_t *v, uint64_t p, uint64_t pw)
{
    return unvisited(v, p - pw) | unvisited(v, p + 1) << 1 | unvisited(v, p + pw) << 2 |
           unvisited(v, p - 1) << 3;
}

/* Fills pick[free][byte]: the direction that 8 random bits choose among the n
 * free ones, uniformly: byte * n / 256 (Lemire), except the few bytes whose
 * scaled remainder is below 256 % n, which say "draw again" (4): for n = 3
 * one byte in 256, otherwise none. One load picks a direction. */
static void fill_pick(uint8_t pick[16][256])
{
    for (unsigned fr = 0; fr < 16; fr++) {
        uint8_t dirs[4] = {0, 0, 0, 0};
        unsigned n = 0;
        for (unsigned d = 0; d < 4; d++)
            if (fr >> d & 1) dirs[n++] = (uint8_t)d;
        for (unsigned b = 0; b < 256; b++) {
            unsigned v = b * n;
            pick[fr][b] = (uint8_t)(n && (v & 255u) >= 256u % n ? dirs[v >> 8] : 4);
        }
    }
}

static int emit_step(const dfs_state *s, uint64_t i, unsigned d)
{
    uint64_t w = (uint64_t)s->m->w;
    return mz_emit_carve(s->o, (int32_t)(i % w), (int32_t)(i / w), (int)d);
}

/* Carves the tree of the piece holding cell i0 (padded index p0). The root's
 * 2 bits stay 0 ("north"), which the pass below ignores: the scan starts a
 * piece at its first cell, so the root's north neighbour is off the grid or
 * disabled. Hot loop, all in locals: random bytes from one 64-bit draw at a
 * time; steps back come from the ring of recent positions while it lasts
 * (those loads do not wait for the previous step, so the CPU runs ahead),
 * else from the parent direction kept in the cell. */
static int dfs_piece(dfs_state *s, uint64_t p0, uint64_t i0)
{
    uint64_t *vis = s->vis, *bits = s->m->bits, p = p0, i = i0, pw = s->pw;
    uint64_t w = (uint64_t)s->m->w, rbits = s->rbits, *ring_p = s->ring_p, *ring_i = s->ring_i;
    unsigned rleft = s->rleft, top = 0, held = 0; /* random bytes left; ring top and fill */
    const uint64_t dp[4] = {0 - pw, 1, pw, 0 - (uint64_t)1}, di[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    const uint8_t (*pick)[256] = (const uint8_t (*)[256])s->pick;
    bool events = s->o && s->o->step;
    int st = MAZE_OK;
    mz_bit_set(vis, p);
    for (;;) {
        unsigned fr = free_dirs(vis, p, pw);
        if (fr) {
            unsigned d;
            do {
                if (!rleft) {
                    rbits = mz_rng_next(s->rng);
                    rleft = 8;
                }
                d = pick[fr][rbits & 255u];
                rbits >>= 8;
                rleft--;
            } while (d > 3);
            if (events && emit_step(s, i, d)) {
                st = MAZE_ECANCELLED;
                break;
            }
            ring_p[top] = p;
            ring_i[top] = i;
            top = (top + 1) & (MZ_DFS_RING - 1);
            held += held < MZ_DFS_RING;
            p += dp[d];
            i += di[d];
            mz_bit_set(vis, p);
            bits[i >> 5] |= (uint64_t)((d + 2) & 3u) << ((i & 31) * 2);
        } else if (p == p0) {
            break;
        } else if (held) {
            held--;
            top = (top - 1) & (MZ_DFS_RING - 1);
            p = ring_p[top];
            i = ring_i[top];
        } else {
            unsigned d = (unsigned)(bits[i >> 5] >> ((i & 31) * 2)) & 3u;
            p += dp[d];
            i += di[d];
        }
    }
    s->rbits = rbits;
    s->rleft = rleft;
    return st;
}

#define LO2 0x5555555555555555ull

/* 64 bits of `b` (nw words) from bit `at`; zeros past the end. */
static inline uint64_t bits_at(const uint64_t *b, uint64_t nw, uint64_t at)
{
    uint64_t q = at >> 6, s = at & 63, lo = q < nw ? b[q] : 0;
    if (!s) return lo;
    return (lo >> s) | ((q + 1 < nw ? b[q + 1] : 0) << (64 - s));
}

/* Spreads 32 bits to the low bit of 32 two-bit fields. */
static inline uint64_t spread32(uint64_t x)
{
    x &= 0xffffffffull;
    x = (x | x << 16) & 0x0000ffff0000ffffull;
    x = (x | x << 8) & 0x00ff00ff00ff00ffull;
    x = (x | x << 4) & 0x0f0f0f0f0f0f0f0full;
    x = (x | x << 2) & 0x3333333333333333ull;
    return (x | x << 1) & LO2;
}

/* Low field bits of the cells in word j (cells 32j..) that have a cell w
 * further on, i.e. are not in the last row. */
static inline uint64_t has_below(uint64_t j, uint64_t lim)
{
    uint64_t c = j * 32;
    if (c + 32 <= lim) return LO2;
    if (c >= lim) return 0;
    return LO2 & ((1ull << (2 * (lim - c))) - 1);
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
        uint64_t B = b[j], Bn = bits_at(b, nw, j * 64 + 2), Bs = bits_at(b, nw, (j * 32 + w) * 2);
        uint64_t e = (B & ~(B >> 1) & LO2) | (Bn & (Bn >> 1) & LO2);
        uint64_t s = ((B >> 1) & ~B & LO2) | (~Bs & ~(Bs >> 1) & has_below(j, lim));
        if (m->enabled) {
            s &= spread32(bits_at(m->enabled, enw, j * 32 + w)) | ~has_below(j, lim);
            uint64_t en = spread32(bits_at(m->enabled, enw, j * 32));
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
    uint64_t w = (uint64_t)m->w, pw = w + 2, padded = pw * ((uint64_t)m->h + 2);
    dfs_state s = {.m = m, .o = o, .rng = rng, .pw = pw};
    fill_pick(s.pick);
    s.vis = mz_calloc(&m->alloc, (size_t)((padded + 63) / 64), sizeof(uint64_t));
    if (!s.vis) return MAZE_ENOMEM;
    maze_clear(m);
    mark_blocked(&s);
    int st = MAZE_OK;
    uint64_t i = 0;
    for (uint64_t y = 0; y < (uint64_t)m->h && !st; y++)
        for (uint64_t x = 0, p = (y + 1) * pw + 1; x < w && !st; x++, i++, p++)
            if (!mz_bit(s.vis, p)) st = dfs_piece(&s, p, i);
    mz_free(&m->alloc, s.vis);
    if (st) maze_clear(m);
    else parents_to_passages(m);
    return st;
}

const maze_generator mz_gen_dfs = {
    "dfs", "randomized depth-first backtracker (PHP and Java articles): long winding corridors",
    MAZE_GEN_MASKS, dfs_generate, NULL,
};
