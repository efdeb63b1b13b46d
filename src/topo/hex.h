/* hex.h - hexagonal cells with pointed tops in W x H offset rows (odd rows
 * half a cell east), cell y*W+x, six sides E SE SW W NW NE. Centres are 1
 * apart; a hexagon's corners are 1/sqrt(3) from its centre. */
#ifndef MAZE_TOPO_HEX_H
#define MAZE_TOPO_HEX_H

#define mz_hex_info {"hex", "hexagons in offset rows (a rectangular outline), six sides", 6, \
                     MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT}

MZ_INLINE unsigned mz_hex_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w;
    bool up = y > 0, down = y + 1 < (uint32_t)m->h, odd = y & 1;
    /* the column of the row above and below that lies to the west (x - 1 on
     * an even row, x on an odd one) and to the east */
    bool west = odd || x > 0, east = !odd || x + 1 < w;
    uint32_t wc = odd ? c : c - 1;
    nb[0] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[1] = down && east ? wc + w + 1 : MZ_NONE;
    nb[2] = down && west ? wc + w : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    nb[4] = up && west ? wc - w : MZ_NONE;
    nb[5] = up && east ? wc - w + 1 : MZ_NONE;
    back[0] = 3, back[1] = 4, back[2] = 5, back[3] = 0, back[4] = 1, back[5] = 2;
    return 6;
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
