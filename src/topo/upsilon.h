/* upsilon.h - octagons and squares (the 4.8.8 tiling) in W x H, cell y*W+x
 * an octagon when x+y is even, else a square. Octagons: sides 0 N, 1 NE,
 * 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW, the diagonal ones to octagons; squares:
 * 0 N, 1 E, 2 S, 3 W, each to an octagon. Centres 1 apart. */
#ifndef MAZE_TOPO_UPSILON_H
#define MAZE_TOPO_UPSILON_H

#define mz_upsilon_info {"upsilon", "octagons and squares by turns: eight sides and four", 8, \
                         MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT}

MZ_INLINE unsigned mz_upsilon_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w;
    bool n = y > 0, s = y + 1 < (uint32_t)m->h, west = x > 0, e = x + 1 < w;
    if ((x + y) & 1) { /* a square: its side t faces the octagon's side 2t + 4 (mod 8) */
        nb[0] = n ? c - w : MZ_NONE;
        nb[1] = e ? c + 1 : MZ_NONE;
        nb[2] = s ? c + w : MZ_NONE;
        nb[3] = west ? c - 1 : MZ_NONE;
        back[0] = 4, back[1] = 6, back[2] = 0, back[3] = 2;
        return 4;
    }
    nb[0] = n ? c - w : MZ_NONE;
    nb[1] = n && e ? c - w + 1 : MZ_NONE;
    nb[2] = e ? c + 1 : MZ_NONE;
    nb[3] = s && e ? c + w + 1 : MZ_NONE;
    nb[4] = s ? c + w : MZ_NONE;
    nb[5] = s && west ? c + w - 1 : MZ_NONE;
    nb[6] = west ? c - 1 : MZ_NONE;
    nb[7] = n && west ? c - w - 1 : MZ_NONE;
    /* orthogonal sides face a square's side ((s + 4) mod 8) / 2, diagonal ones an octagon's (s + 4) mod 8 */
    back[0] = 2, back[1] = 5, back[2] = 3, back[3] = 7, back[4] = 0, back[5] = 1, back[6] = 1, back[7] = 3;
    return 8;
}

static inline int mz_upsilon_setup(maze *m, const maze_shape *s)
{
    m->w = s->width, m->h = s->height;
    m->wmul = mz_div_mul((uint64_t)s->width);
    return mz_shape_cells(m, (uint64_t)s->width * (uint64_t)s->height);
}

#define MZ_UPS_A 0.70710678118654752 /* the octagon's apothem, sqrt(2) / 2 */
#define MZ_UPS_H 0.29289321881345248 /* half its side, 1 - sqrt(2) / 2: also half a square's */

static inline void mz_upsilon_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t y = c / (uint32_t)m->w, x = c % (uint32_t)m->w;
    double cx = MZ_UPS_A + x, cy = MZ_UPS_A + y, a = MZ_UPS_A, h = MZ_UPS_H;
    g->cx = cx, g->cy = cy;
    if ((x + y) & 1) {
        const double px[4] = {-h, h, h, -h}, py[4] = {-h, -h, h, h}; /* corners from the upper left, clockwise */
        g->sides = 4;
        for (unsigned s = 0; s < 4; s++)
            mz_edge_line(&g->edge[s], cx + px[s], cy + py[s], cx + px[(s + 1) % 4], cy + py[(s + 1) % 4]);
        return;
    }
    /* corners clockwise from the left end of the north side */
    const double px[8] = {-h, h, a, a, h, -h, -a, -a}, py[8] = {-a, -a, -h, h, a, a, h, -h};
    g->sides = 8;
    for (unsigned s = 0; s < 8; s++)
        mz_edge_line(&g->edge[s], cx + px[s], cy + py[s], cx + px[(s + 1) % 8], cy + py[(s + 1) % 8]);
}

static inline void mz_upsilon_extent(const maze *m, double *w, double *h)
{
    *w = m->w - 1 + 2 * MZ_UPS_A;
    *h = m->h - 1 + 2 * MZ_UPS_A;
}

#endif
