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

/* The padded visited index of a walk on 3d (dfs's own, read by nothing
 * else): the levels with a row before and after each, a column either
 * side and a level below and above, their bits set, so that a cell's free
 * sides need no tests of the edges; cell (x, y, l) is bit
 * ((l + 1) * (h + 2) + y + 1) * (w + 2) + x + 1. A walk carries it in its
 * cursor (mz_cur's bit), which mz_cube_cur_step moves with no multiply. */
MZ_INLINE uint64_t mz_cube_pad_bit(const maze *m, uint32_t x, uint32_t y, uint32_t l)
{
    return (((uint64_t)l + 1) * ((uint64_t)m->h + 2) + y + 1) * ((uint64_t)m->w + 2) + x + 1;
}

/* c's cursor (mz_cur): its level, row, column and padded bit. The bit is
 * mz_cube_pad_bit's, c + (w + 2)(h + 2) + (w + 2) + 1 + 2 rows + (2w + 4) l
 * (rows = c / w, counted over all levels: each row adds 2 bits of padding,
 * each level 2 rows more), so that it waits for the two multiplies side by
 * side and one more, not for the row and then two multiplies in a row
 * (dfs works it out at each pop on 3d, where it needs nothing else). */
MZ_INLINE mz_cur mz_cube_cur(const maze *m, uint32_t c)
{
    uint64_t w = (uint64_t)m->w, h = (uint64_t)m->h;
    uint32_t rows = mz_div(m->wmul, c), l = mz_div(m->pmul, c);
    mz_cur k = {c, rows - l * (uint32_t)h, c - rows * (uint32_t)w, l, 0};
    k.bit = (uint64_t)c + (w + 2) * (h + 3) + 1 + 2 * (uint64_t)rows + (2 * w + 4) * l;
    return k;
}

/* The sides of the cell at cursor k whose neighbour is in the maze and
 * not set in the padded bitset `pad` (a guard word before and after its
 * bits), as a set: west and east read at once (mz_vis_window), five reads
 * and no tests of the edges. */
MZ_INLINE unsigned mz_cube_pad_free(const maze *m, const uint64_t *pad, const mz_cur *k)
{
    uint64_t pw = (uint64_t)m->w + 2, pp = pw * ((uint64_t)m->h + 2), p = k->bit;
    uint32_t row = (uint32_t)mz_vis_window(pad, p);
    unsigned seen = (row >> 1 & 2u) | (row << 3 & 8u) | (unsigned)mz_bit(pad, p - pw) |
                    (unsigned)mz_bit(pad, p + pw) << 2 | (unsigned)mz_bit(pad, p + pp) << 4 |
                    (unsigned)mz_bit(pad, p - pp) << 5;
    return ~seen & 0x3fu;
}

/* The column's, row's and level's steps across each side, unsigned
 * (UINT32_MAX: one back). */
static const uint32_t mz_cube_dx[6] = {0, 1, 0, UINT32_MAX, 0, 0};
static const uint32_t mz_cube_dy[6] = {UINT32_MAX, 0, 1, 0, 0, 0};
static const uint32_t mz_cube_dl[6] = {0, 0, 0, 0, 1, UINT32_MAX};

/* The cursor's steps across each side, in the cells' index and the padded
 * one (row 0 of each; 3d's have no parity). */
static inline void mz_cube_cur_steps(const maze *m, mz_cur_steps *st)
{
    uint64_t w = (uint64_t)m->w, h = (uint64_t)m->h;
    for (unsigned s = 0; s < 6; s++) {
        uint64_t dx = (uint64_t)(int64_t)(int32_t)mz_cube_dx[s], dy = (uint64_t)(int64_t)(int32_t)mz_cube_dy[s],
                 dl = (uint64_t)(int64_t)(int32_t)mz_cube_dl[s];
        st->bit[0][s] = dx + dy * (w + 2) + dl * (w + 2) * (h + 2);
        st->cell[0][s] = (uint32_t)(dx + dy * w + dl * w * h);
    }
}

/* Moves cursor k across side s (0..5) to the cell mz_cube_nbs gives
 * there, the side facing back in *back; false at the outline (k then
 * names no cell; a walk that knows the side is in the maze, as dfs's, has
 * the compares and the coordinates fold away). */
MZ_INLINE bool mz_cube_cur_step(const maze *m, const mz_cur_steps *st, mz_cur *k, unsigned s, unsigned *back)
{
    uint32_t x = k->x + mz_cube_dx[s], y = k->y + mz_cube_dy[s], l = k->l + mz_cube_dl[s];
    k->c += st->cell[0][s], k->bit += st->bit[0][s], k->x = x, k->y = y, k->l = l;
    *back = s < 4 ? s ^ 2u : s ^ 1u;
    return x < (uint32_t)m->w && y < (uint32_t)m->h && l < (uint32_t)m->levels;
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
