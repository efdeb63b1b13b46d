/* cube.h - the "3d" topology: L levels of W x H squares, cell (l*H + y)*W + x,
 * sides 0 N, 1 E, 2 S, 3 W, 4 up (level l+1), 5 down (level l-1). Drawn as
 * the levels side by side, 1 apart; a passage up or down is a mark. */
#ifndef MAZE_TOPO_CUBE_H
#define MAZE_TOPO_CUBE_H

#define mz_cube_info {"3d", "W x H x L: levels of squares with passages up and down, six sides", 6, \
                      MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT | MAZE_TOPO_LEVELS | MAZE_TOPO_MARKS}

/* c's level l, row y and column x: the level and the row counted over all
 * levels (c / w) are two divisions by multiplies side by side, not one
 * after the other (l = c / plane, then y = (c - l * plane) / w). */
MZ_INLINE void mz_cube_where(const maze *m, uint32_t c, uint32_t *l, uint32_t *y, uint32_t *x)
{
    uint32_t rows = mz_div(m->wmul, c);
    *l = mz_div(m->pmul, c);
    *y = rows - *l * (uint32_t)m->h;
    *x = c - rows * (uint32_t)m->w;
}

MZ_INLINE unsigned mz_cube_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h, plane = w * h, l, y, x;
    mz_cube_where(m, c, &l, &y, &x);
    nb[0] = y ? c - w : MZ_NONE;
    nb[1] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[2] = y + 1 < h ? c + w : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    nb[4] = l + 1 < (uint32_t)m->levels ? c + plane : MZ_NONE;
    nb[5] = l ? c - plane : MZ_NONE;
    back[0] = 2, back[1] = 3, back[2] = 0, back[3] = 1, back[4] = 5, back[5] = 4;
    return 6;
}

/* The sides of c whose neighbour is in the maze and not set in `vis`, as a
 * set (what mz_cube_nbs and a test a side give; c's own bit set): west
 * and east read at once (mz_vis_window: vis needs a guard word before and
 * after its bits); mz_cube_across gives the neighbour taken. */
MZ_INLINE unsigned mz_cube_free(const maze *m, const uint64_t *vis, uint32_t c)
{
    uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h, plane = w * h, l, y, x;
    mz_cube_where(m, c, &l, &y, &x);
    unsigned n = y > 0, e = x + 1 < w, s = y + 1 < h, wst = x > 0, up = l + 1 < (uint32_t)m->levels, down = l > 0;
    uint32_t row = (uint32_t)mz_vis_window(vis, c);
    unsigned seen = (row >> 1 & 2u) | (row << 3 & 8u) | (unsigned)mz_bit(vis, n ? c - w : c) |
                    (unsigned)mz_bit(vis, s ? c + w : c) << 2 | (unsigned)mz_bit(vis, up ? c + plane : c) << 4 |
                    (unsigned)mz_bit(vis, down ? c - plane : c) << 5;
    unsigned valid = n | e << 1 | s << 2 | wst << 3 | up << 4 | down << 5;
    return ~seen & valid;
}

/* The neighbour of c across side s (one in the maze) and its side facing
 * c in *back. */
MZ_INLINE uint32_t mz_cube_across(const maze *m, uint32_t c, unsigned s, unsigned *back)
{
    uint32_t w = (uint32_t)m->w, plane = w * (uint32_t)m->h;
    uint32_t step[6] = {0u - w, 1, w, UINT32_MAX, plane, 0u - plane};
    *back = s < 4 ? s ^ 2u : s ^ 1u;
    return c + step[s];
}

/* The padded visited index of a walk on 3d (dfs's own, read by nothing
 * else): the levels with a row before and after each, a column either
 * side and a level below and above, their bits set, so that a cell's free
 * sides need no tests of the edges; cell (x, y, l) is bit
 * ((l + 1) * (h + 2) + y + 1) * (w + 2) + x + 1. A walk carries it in a
 * cursor (mz_cur: c and bit), which mz_cells_cur_step moves with no
 * multiply. */
MZ_INLINE uint64_t mz_cube_pad_bit(const maze *m, uint32_t x, uint32_t y, uint32_t l)
{
    return (((uint64_t)l + 1) * ((uint64_t)m->h + 2) + y + 1) * ((uint64_t)m->w + 2) + x + 1;
}

/* c's cursor for the padded index. */
MZ_INLINE mz_cur mz_cube_pad_cur(const maze *m, uint32_t c)
{
    mz_cur k = {c, 0, 0, 0, 0};
    mz_cube_where(m, c, &k.l, &k.y, &k.x);
    k.bit = mz_cube_pad_bit(m, k.x, k.y, k.l);
    return k;
}

/* mz_cube_free of the cell at cursor k in a padded bitset (a guard word
 * before and after its bits): five reads and no edges. */
MZ_INLINE unsigned mz_cube_pad_free(const maze *m, const uint64_t *pad, const mz_cur *k)
{
    uint64_t pw = (uint64_t)m->w + 2, pp = pw * ((uint64_t)m->h + 2), p = k->bit;
    uint32_t row = (uint32_t)mz_vis_window(pad, p);
    unsigned seen = (row >> 1 & 2u) | (row << 3 & 8u) | (unsigned)mz_bit(pad, p - pw) |
                    (unsigned)mz_bit(pad, p + pw) << 2 | (unsigned)mz_bit(pad, p + pp) << 4 |
                    (unsigned)mz_bit(pad, p - pp) << 5;
    return ~seen & 0x3fu;
}

/* The steps across each side in the padded index (pstep) and in the
 * cells' (cstep), unsigned and wrapping. */
static inline void mz_cube_pad_steps(const maze *m, uint64_t pstep[6], uint32_t cstep[6])
{
    uint64_t w = (uint64_t)m->w, plane = w * (uint64_t)m->h, pw = w + 2, pp = pw * ((uint64_t)m->h + 2);
    const uint64_t ps[6] = {0 - pw, 1, pw, UINT64_MAX, pp, 0 - pp}, cs[6] = {0 - w, 1, w, UINT64_MAX, plane, 0 - plane};
    for (unsigned s = 0; s < 6; s++) pstep[s] = ps[s], cstep[s] = (uint32_t)cs[s];
}

static inline int mz_cube_setup(maze *m, const maze_shape *s)
{
    m->w = s->width, m->h = s->height, m->levels = s->levels;
    uint64_t plane = (uint64_t)s->width * (uint64_t)s->height;
    m->wmul = mz_div_mul((uint64_t)s->width);
    m->pmul = mz_div_mul(plane);
    if (plane > MZ_SHAPE_MAX_CELLS) return MAZE_ETOOBIG;
    return mz_shape_cells(m, plane * (uint64_t)s->levels);
}

static inline void mz_cube_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t w = (uint32_t)m->w, plane = w * (uint32_t)m->h, l = c / plane, in = c - l * plane, row = in / w;
    double x = (double)(in - row * w) + (double)l * (w + 1), y = row;
    g->cx = x + 0.5, g->cy = y + 0.5, g->sides = 6;
    mz_edge_line(&g->edge[0], x, y, x + 1, y);
    mz_edge_line(&g->edge[1], x + 1, y, x + 1, y + 1);
    mz_edge_line(&g->edge[2], x + 1, y + 1, x, y + 1);
    mz_edge_line(&g->edge[3], x, y + 1, x, y);
    mz_edge_mark(&g->edge[4], x + 0.75, y + 0.25); /* up: the upper right */
    mz_edge_mark(&g->edge[5], x + 0.25, y + 0.75); /* down: the lower left */
}

static inline void mz_cube_extent(const maze *m, double *w, double *h)
{
    *w = (double)m->levels * (m->w + 1) - 1;
    *h = m->h;
}

#endif
