/* triangle.h - triangles of side 1 in W x H rows, cell y*W+x pointing up
 * when x+y is even and down when odd; sides 0 W, 1 E, 2 the horizontal side
 * (below an up triangle, above a down one). */
#ifndef MAZE_TOPO_TRIANGLE_H
#define MAZE_TOPO_TRIANGLE_H

#define mz_triangle_info {"triangle", "triangles pointing up and down by turns, three sides", 3, \
                          MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT}

MZ_INLINE unsigned mz_triangle_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                   uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w;
    bool up = !((x + y) & 1);
    nb[0] = x ? c - 1 : MZ_NONE;
    nb[1] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[2] = up ? (y + 1 < (uint32_t)m->h ? c + w : MZ_NONE) : (y ? c - w : MZ_NONE);
    back[0] = 1, back[1] = 0, back[2] = 2;
    return 3;
}

/* c's cursor (mz_cur): its row and column. */
MZ_INLINE mz_cur mz_triangle_cur(const maze *m, uint32_t c)
{
    uint32_t y = mz_div(m->wmul, c);
    mz_cur k = {c, y, c - y * (uint32_t)m->w, 0, c};
    return k;
}

/* The column's and row's steps across side s (0..2), unsigned (UINT32_MAX:
 * one back): side 2 goes down from an up triangle (x + y even), up from a
 * down one. */
static const uint32_t mz_triangle_dx[3] = {UINT32_MAX, 1, 0};
static const uint32_t mz_triangle_dy[2][3] = {{0, 0, 1}, {0, 0, UINT32_MAX}};

/* The cursor's steps in the cells across each side from a cell of parity
 * 0 and 1 (x + y's: 0 pointing up; mz_topo_cur_parity), unsigned, for a
 * walk's fixed steps off the outline (topo.h). */
static inline void mz_triangle_cur_steps(const maze *m, mz_cur_steps *st)
{
    uint64_t w = (uint64_t)m->w;
    for (unsigned par = 0; par < 2; par++)
        for (unsigned s = 0; s < 6; s++) /* 3..5: no side, 0 */
            st->cell[par][s] = s < 3 ? (uint32_t)((uint64_t)(int64_t)(int32_t)mz_triangle_dx[s] +
                                                  (uint64_t)(int64_t)(int32_t)mz_triangle_dy[par][s] * w)
                                     : 0;
}

/* Moves cursor k across side s (0..2) to the cell mz_triangle_nbs gives
 * there (nb: the cell's neighbours, if the walk has them; NULL: work it
 * out), the side facing back in *back; false at the outline (k then
 * names no cell). */
MZ_INLINE bool mz_triangle_cur_step(const maze *m, mz_cur *k, unsigned s, const uint32_t *nb, unsigned *back)
{
    static const uint8_t bk[3] = {1, 0, 2};
    uint32_t w = (uint32_t)m->w, x = k->x + mz_triangle_dx[s], y = k->y + mz_triangle_dy[(k->x + k->y) & 1u][s];
    k->c = nb ? nb[s] : y * w + x, k->bit = k->c, k->x = x, k->y = y;
    *back = bk[s];
    return x < w && y < (uint32_t)m->h;
}

static inline int mz_triangle_setup(maze *m, const maze_shape *s)
{
    m->w = s->width, m->h = s->height;
    m->wmul = mz_div_mul((uint64_t)s->width);
    return mz_shape_cells(m, (uint64_t)s->width * (uint64_t)s->height);
}

#define MZ_TRI_H 0.86602540378443865 /* sqrt(3) / 2: a row's height */

static inline void mz_triangle_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t y = c / (uint32_t)m->w, x = c % (uint32_t)m->w;
    double left = x / 2.0, mid = left + 0.5, right = left + 1, top = y * MZ_TRI_H, bottom = top + MZ_TRI_H;
    g->sides = 3;
    g->cx = mid;
    if (!((x + y) & 1)) { /* up: apex on top */
        g->cy = top + MZ_TRI_H * 2 / 3;
        mz_edge_line(&g->edge[0], left, bottom, mid, top);
        mz_edge_line(&g->edge[1], mid, top, right, bottom);
        mz_edge_line(&g->edge[2], right, bottom, left, bottom);
    } else {
        g->cy = top + MZ_TRI_H / 3;
        mz_edge_line(&g->edge[0], mid, bottom, left, top);
        mz_edge_line(&g->edge[1], right, top, mid, bottom);
        mz_edge_line(&g->edge[2], left, top, right, top);
    }
}

static inline void mz_triangle_extent(const maze *m, double *w, double *h)
{
    *w = (m->w + 1) / 2.0;
    *h = m->h * MZ_TRI_H;
}

#endif
