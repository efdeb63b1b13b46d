/* hex.h - hexagonal cells with pointed tops in W x H offset rows (odd rows
 * half a cell east), cell y*W+x, six sides E SE SW W NW NE. Centres are 1
 * apart; a hexagon's corners are 1/sqrt(3) from its centre. */
#ifndef MAZE_TOPO_HEX_H
#define MAZE_TOPO_HEX_H

#define mz_hex_info {"hex", "hexagons in offset rows (a rectangular outline), six sides", 6, \
                     MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT}

/* Without a branch: the row's parity changes at most steps of a walk, and
 * a branch on it (or on the edges, which && makes) was mispredicted about
 * once a cell. */
MZ_INLINE unsigned mz_hex_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w, odd = y & 1u;
    unsigned up = y > 0, down = y + 1 < (uint32_t)m->h;
    /* the column of the row above and below that lies to the west (x - 1 on
     * an even row, x on an odd one) and to the east */
    unsigned west = odd | (x > 0), east = (odd ^ 1u) | (x + 1 < w);
    uint32_t wc = c - 1 + odd;
    nb[0] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[1] = down & east ? wc + w + 1 : MZ_NONE;
    nb[2] = down & west ? wc + w : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    nb[4] = up & west ? wc - w : MZ_NONE;
    nb[5] = up & east ? wc - w + 1 : MZ_NONE;
    back[0] = 3, back[1] = 4, back[2] = 5, back[3] = 0, back[4] = 1, back[5] = 2;
    return 6;
}

/* the seen set (E SE SW W NW NE) of the bits of c's row (bit 0 west of
 * c, bit 2 east), above (bits 3, 4: north-west, north-east) and below
 * (bits 5, 6: south-west, south-east) */
static const uint8_t mz_hex_seen_of[128] = {
#define MZ_HEX_SEEN(i) \
(uint8_t)(((i) >> 2 & 1) | ((i) >> 5 & 2) | ((i) >> 3 & 4) | ((i) << 3 & 8) | ((i) << 1 & 0x30))
#define MZ_HEX_SEEN8(i) MZ_HEX_SEEN(i), MZ_HEX_SEEN((i) + 1), MZ_HEX_SEEN((i) + 2), MZ_HEX_SEEN((i) + 3), \
MZ_HEX_SEEN((i) + 4), MZ_HEX_SEEN((i) + 5), MZ_HEX_SEEN((i) + 6), MZ_HEX_SEEN((i) + 7)
    MZ_HEX_SEEN8(0),  MZ_HEX_SEEN8(8),  MZ_HEX_SEEN8(16), MZ_HEX_SEEN8(24), MZ_HEX_SEEN8(32),  MZ_HEX_SEEN8(40),
    MZ_HEX_SEEN8(48), MZ_HEX_SEEN8(56), MZ_HEX_SEEN8(64), MZ_HEX_SEEN8(72), MZ_HEX_SEEN8(80),  MZ_HEX_SEEN8(88),
    MZ_HEX_SEEN8(96), MZ_HEX_SEEN8(104), MZ_HEX_SEEN8(112), MZ_HEX_SEEN8(120),
#undef MZ_HEX_SEEN8
#undef MZ_HEX_SEEN
};

/* The padded visited index of a walk on hex (dfs's own, read by nothing
 * else): the grid with a row above and below it and a column either side,
 * their bits set, so that a cell's free sides need no tests of the
 * edges; cell (x, y) is bit (y + 1) * (w + 2) + x + 1. A walk carries it
 * in its cursor (mz_cur's bit), which mz_hex_cur_step moves with no
 * multiply. */
MZ_INLINE uint64_t mz_hex_pad_bit(const maze *m, uint32_t x, uint32_t y)
{
    return ((uint64_t)y + 1) * ((uint64_t)m->w + 2) + x + 1;
}

/* c's cursor (mz_cur): its row, column and padded bit. */
MZ_INLINE mz_cur mz_hex_cur(const maze *m, uint32_t c)
{
    uint32_t y = mz_div(m->wmul, c), x = c - y * (uint32_t)m->w;
    mz_cur k = {c, y, x, 0, mz_hex_pad_bit(m, x, y)};
    return k;
}

/* The seen set of the cell at cursor k in a padded bitset (a guard word
 * before and after its bits) as an index of mz_hex_seen_of (whose entry
 * gives it in the sides' order): three windows, and no edges. */
MZ_INLINE unsigned mz_hex_pad_seen(const maze *m, const uint64_t *pad, const mz_cur *k)
{
    uint64_t pw = (uint64_t)m->w + 2, p = k->bit, wp = p - 1 + (k->y & 1u);
    uint32_t row = (uint32_t)mz_vis_window(pad, p) & 7u;
    uint32_t above = (uint32_t)mz_vis_window(pad, wp - pw + 1) & 3u;
    uint32_t below = (uint32_t)mz_vis_window(pad, wp + pw + 1) & 3u;
    return row | above << 3 | below << 5;
}

/* The column's step across each side s (E SE SW W NW NE) from a row of
 * parity `odd` (1: odd), and the row's, unsigned (UINT32_MAX: one back). */
static const uint32_t mz_hex_dx[2][6] = {{1, 0, UINT32_MAX, UINT32_MAX, UINT32_MAX, 0}, {1, 1, 0, UINT32_MAX, 0, 1}};
static const uint32_t mz_hex_dy[6] = {0, 1, 1, 0, UINT32_MAX, UINT32_MAX};

/* The cursor's steps across each side, in the cells' index and the padded
 * one, by the row's parity. */
static inline void mz_hex_cur_steps(const maze *m, mz_cur_steps *st)
{
    uint64_t w = (uint64_t)m->w;
    for (unsigned odd = 0; odd < 2; odd++)
        for (unsigned s = 0; s < 6; s++) {
            uint64_t dx = (uint64_t)(int64_t)(int32_t)mz_hex_dx[odd][s], dy = (uint64_t)(int64_t)(int32_t)mz_hex_dy[s];
            st->bit[odd][s] = dx + dy * (w + 2);
            st->cell[odd][s] = (uint32_t)(dx + dy * w);
        }
}

/* Moves cursor k across side s (0..5) to the cell mz_hex_nbs gives there,
 * the side facing back in *back; false at the outline (k then names no
 * cell). The row and column go with the cell, so a step is two lookups,
 * two adds and two compares (a walk that knows the side is in the maze,
 * as dfs's, has the compares and the column fold away). */
MZ_INLINE bool mz_hex_cur_step(const maze *m, const mz_cur_steps *st, mz_cur *k, unsigned s, unsigned *back)
{
    unsigned odd = k->y & 1u;
    uint32_t x = k->x + mz_hex_dx[odd][s], y = k->y + mz_hex_dy[s];
    k->c += st->cell[odd][s], k->bit += st->bit[odd][s], k->x = x, k->y = y;
    *back = s < 3 ? s + 3 : s - 3;
    return x < (uint32_t)m->w && y < (uint32_t)m->h;
}

static inline int mz_hex_setup(maze *m, const maze_shape *s)
{
    m->w = s->width, m->h = s->height;
    m->wmul = mz_div_mul((uint64_t)s->width);
    return mz_shape_cells(m, (uint64_t)s->width * (uint64_t)s->height);
}

#define MZ_HEX_R 0.57735026918962576 /* 1 / sqrt(3): centre to corner */

/* A hexagon with pointed top centred on (cx, cy): the cell of hex and hexagon. */
static inline void mz_hex_cell(maze_cell_geom *g, double cx, double cy)
{
    double r = MZ_HEX_R;
    /* corners clockwise from the top: top, upper right, lower right, bottom, lower left, upper left */
    double px[6] = {cx, cx + 0.5, cx + 0.5, cx, cx - 0.5, cx - 0.5};
    double py[6] = {cy - r, cy - r / 2, cy + r / 2, cy + r, cy + r / 2, cy - r / 2};
    g->cx = cx, g->cy = cy, g->sides = 6;
    for (unsigned s = 0; s < 6; s++) { /* side 0 (east) runs from corner 1 to corner 2 */
        unsigned a = (s + 1) % 6, b = (s + 2) % 6;
        mz_edge_line(&g->edge[s], px[a], py[a], px[b], py[b]);
    }
}

static inline void mz_hex_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t y = c / (uint32_t)m->w, x = c % (uint32_t)m->w;
    mz_hex_cell(g, x + 0.5 + 0.5 * (double)(y & 1), MZ_HEX_R + 1.5 * MZ_HEX_R * y);
}

static inline void mz_hex_extent(const maze *m, double *w, double *h)
{
    *w = m->w + (m->h > 1 ? 0.5 : 0);
    *h = 2 * MZ_HEX_R + 1.5 * MZ_HEX_R * (m->h - 1);
}

#endif
