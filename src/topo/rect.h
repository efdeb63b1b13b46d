/* rect.h - the rectangular topology through the cell interface: W x H unit
 * squares, cell y*W+x, sides N E S W; its passages stay in the maze's 2-bit
 * layout (internal.h), which the generators' own rect code uses directly. */
#ifndef MAZE_TOPO_RECT_H
#define MAZE_TOPO_RECT_H

#define mz_rect_info {"rect", "W x H squares, four sides (N E S W): the 2-bit layout", 4, \
                      MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT}

MZ_INLINE unsigned mz_rect_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, y = c / w, x = c - y * w;
    nb[0] = y ? c - w : MZ_NONE;
    nb[1] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[2] = y + 1 < (uint32_t)m->h ? c + w : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    back[0] = 2, back[1] = 3, back[2] = 0, back[3] = 1;
    return 4;
}

static inline int mz_rect_setup(maze *m, const maze_shape *s)
{
    (void)m, (void)s; /* maze_create makes a rect maze */
    return MAZE_OK;
}

static inline void mz_rect_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t row = c / (uint32_t)m->w;
    double x = (double)(c - row * (uint32_t)m->w), y = (double)row;
    g->cx = x + 0.5, g->cy = y + 0.5, g->sides = 4;
    mz_edge_line(&g->edge[0], x, y, x + 1, y);
    mz_edge_line(&g->edge[1], x + 1, y, x + 1, y + 1);
    mz_edge_line(&g->edge[2], x + 1, y + 1, x, y + 1);
    mz_edge_line(&g->edge[3], x, y + 1, x, y);
}

static inline void mz_rect_extent(const maze *m, double *w, double *h)
{
    *w = m->w, *h = m->h;
}

#endif
