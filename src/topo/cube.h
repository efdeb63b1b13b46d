/* cube.h - the "3d" topology: L levels of W x H squares, cell (l*H + y)*W + x,
 * sides 0 N, 1 E, 2 S, 3 W, 4 up (level l+1), 5 down (level l-1). Drawn as
 * the levels side by side, 1 apart; a passage up or down is a mark. */
#ifndef MAZE_TOPO_CUBE_H
#define MAZE_TOPO_CUBE_H

#define mz_cube_info {"3d", "W x H x L: levels of squares with passages up and down, six sides", 6, \
                      MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT | MAZE_TOPO_LEVELS | MAZE_TOPO_MARKS}

MZ_INLINE unsigned mz_cube_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h, plane = w * h;
    uint32_t l = mz_div(m->pmul, c), in = c - l * plane, y = mz_div(m->wmul, in), x = in - y * w;
    nb[0] = y ? c - w : MZ_NONE;
    nb[1] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[2] = y + 1 < h ? c + w : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    nb[4] = l + 1 < (uint32_t)m->levels ? c + plane : MZ_NONE;
    nb[5] = l ? c - plane : MZ_NONE;
    back[0] = 2, back[1] = 3, back[2] = 0, back[3] = 1, back[4] = 5, back[5] = 4;
    return 6;
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
