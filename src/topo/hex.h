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

/* The sides of c whose neighbour is in the maze and not set in `vis`, as a
 * set: what mz_hex_nbs and a test a side give, with three reads of vis (a
 * row each: c's, the one above, the one below) for six, as a walk needs
 * at every step (mz_hex_across then gives the one neighbour it takes).
 * vis needs a guard word before and after its bits (mz_vis_window). */
MZ_INLINE unsigned mz_hex_free(const maze *m, const uint64_t *vis, uint32_t c)
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w, odd = y & 1u, wc = c - 1 + odd;
    /* above and below: bit 0 the cell to the west (wc -+ w), bit 1 to the
     * east; off the grid c's row, which `valid` masks */
    uint32_t row = (uint32_t)mz_vis_window(vis, c) & 7u;
    uint32_t above = (uint32_t)mz_vis_window(vis, y ? wc - w + 1 : c) & 3u;
    uint32_t below = (uint32_t)mz_vis_window(vis, y + 1 < (uint32_t)m->h ? wc + w + 1 : c) & 3u;
    /* the sides in the maze: none up on the first row, down on the last;
     * west, and on an even row south-west and north-west, at x = 0; east,
     * and on an odd row south-east and north-east, at x = w - 1 */
    uint32_t valid = y ? 0x3fu : 0x0fu;
    valid &= y + 1 < (uint32_t)m->h ? 0x3fu : 0x39u;
    valid &= x ? 0x3fu : 0x23u | odd << 4 | odd << 2;
    valid &= x + 1 < w ? 0x3fu : 0x1cu | (odd ^ 1u) << 5 | (odd ^ 1u) << 1;
    return ~(uint32_t)mz_hex_seen_of[row | above << 3 | below << 5] & valid;
}

/* The neighbour of c across side s (one in the maze), as mz_hex_nbs gives
 * it, and the side of it that faces c in *back. */
MZ_INLINE uint32_t mz_hex_across(const maze *m, uint32_t c, unsigned s, unsigned *back)
{
    /* rows and columns as unsigned steps (UINT32_MAX: one back); a step
     * up or down (odd dy) also moves by the row's parity */
    static const uint32_t dy[6] = {0, 1, 1, 0, UINT32_MAX, UINT32_MAX};
    static const uint32_t dx[6] = {1, 0, UINT32_MAX, UINT32_MAX, UINT32_MAX, 0};
    uint32_t w = (uint32_t)m->w, odd = mz_div(m->wmul, c) & 1u;
    *back = s < 3 ? s + 3 : s - 3;
    return c + dx[s] + dy[s] * w + (dy[s] & odd);
}

/* The padded visited index of a walk on hex (dfs's own, read by nothing
 * else): the grid with a row above and below it and a column either side,
 * their bits set, so that a cell's free sides need no tests of the
 * edges; cell (x, y) is bit (y + 1) * (w + 2) + x + 1. A walk carries it
 * in a cursor (mz_cur: c, y and bit), which mz_cells_cur_step moves with
 * no multiply. */
MZ_INLINE uint64_t mz_hex_pad_bit(const maze *m, uint32_t x, uint32_t y)
{
    return ((uint64_t)y + 1) * ((uint64_t)m->w + 2) + x + 1;
}

/* c's cursor for the padded index. */
MZ_INLINE mz_cur mz_hex_pad_cur(const maze *m, uint32_t c)
{
    uint32_t y = mz_div(m->wmul, c);
    mz_cur k = {c, y, 0, 0, mz_hex_pad_bit(m, c - y * (uint32_t)m->w, y)};
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

/* The steps across each side s (E SE SW W NW NE) from a cell of a row of
 * parity `odd` (1: odd), in the padded index (pstep) and in the cells'
 * (cstep), as mz_hex_across takes them (unsigned, wrapping). */
static inline void mz_hex_pad_steps(const maze *m, unsigned odd, uint64_t pstep[6], uint32_t cstep[6])
{
    static const int8_t dx[6] = {1, 0, -1, -1, -1, 0}, dy[6] = {0, 1, 1, 0, -1, -1};
    int64_t w = m->w;
    for (unsigned s = 0; s < 6; s++) {
        int64_t ddx = dx[s] + (dy[s] & (int64_t)odd);
        pstep[s] = (uint64_t)(ddx + dy[s] * (w + 2));
        cstep[s] = (uint32_t)(uint64_t)(ddx + dy[s] * w);
    }
}

/* The walk position of cell c (see mz_walkpos). */
MZ_INLINE void mz_hex_pos(const maze *m, uint32_t c, mz_walkpos *p)
{
    uint32_t y = mz_div(m->wmul, c);
    p->c = c, p->y = y, p->x = c - y * (uint32_t)m->w;
}

/* Steps p across side s (0..5) to the cell mz_hex_nbs gives there, the
 * side facing back in *back; false, p unchanged, at the outline. The row
 * and column go with the cell, so a step is a lookup and two compares. */
MZ_INLINE bool mz_hex_pos_step(const maze *m, mz_walkpos *p, unsigned s, unsigned *back)
{
    /* unsigned steps (UINT32_MAX: one back), the column's by the row's parity */
    static const uint32_t dy[6] = {0, 1, 1, 0, UINT32_MAX, UINT32_MAX};
    static const uint32_t dx[2][6] = {{1, 0, UINT32_MAX, UINT32_MAX, UINT32_MAX, 0}, {1, 1, 0, UINT32_MAX, 0, 1}};
    uint32_t w = (uint32_t)m->w, x = p->x + dx[p->y & 1u][s], y = p->y + dy[s];
    if (x >= w || y >= (uint32_t)m->h) return false;
    p->c = y * w + x, p->x = x, p->y = y;
    *back = s < 3 ? s + 3 : s - 3;
    return true;
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
