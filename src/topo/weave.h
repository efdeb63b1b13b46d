/* weave.h - W x H squares whose corridors may pass under one another (Buck's
 * weave mazes), cell y*W+x. Side 2d goes to the next cell towards d (0 N,
 * 1 E, 2 S, 3 W) and side 2d+1 to the cell two away, under the one between
 * (its "middle"): the sides stay in clockwise order, so the hand rules turn
 * as on a grid, a side's back is s ^ 4, and the byte a cell holds all eight.
 * The neighbours are static; which sides may open is not (mz_weave_may). */
#ifndef MAZE_TOPO_WEAVE_H
#define MAZE_TOPO_WEAVE_H

#define mz_weave_info {"weave", "W x H squares whose corridors pass under one another: 4 sides, 4 jumps", 8, \
                       MAZE_TOPO_WIDTH | MAZE_TOPO_HEIGHT | MAZE_TOPO_MARKS}

/* Open-side bits of the two axes (sides 0, 1, 4, 5: north-south) and of
 * each direction d (3 << 2d). */
#define MZ_WEAVE_NS 0x33u
#define MZ_WEAVE_WE 0xccu
/* The jumps seen from their north or west end (S and E): one bit a crossing. */
#define MZ_WEAVE_JUMPS_FWD 0x28u

MZ_INLINE unsigned mz_weave_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h, y = mz_div(m->wmul, c), x = c - y * w;
    nb[0] = y ? c - w : MZ_NONE;
    nb[1] = y > 1 ? c - 2 * w : MZ_NONE;
    nb[2] = x + 1 < w ? c + 1 : MZ_NONE;
    nb[3] = x + 2 < w ? c + 2 : MZ_NONE;
    nb[4] = y + 1 < h ? c + w : MZ_NONE;
    nb[5] = y + 2 < h ? c + 2 * w : MZ_NONE;
    nb[6] = x ? c - 1 : MZ_NONE;
    nb[7] = x > 1 ? c - 2 : MZ_NONE;
    for (unsigned s = 0; s < 8; s++) back[s] = (uint8_t)(s ^ 4u);
    return 8;
}

static inline int mz_weave_setup(maze *m, const maze_shape *s)
{
    m->w = s->width, m->h = s->height;
    m->wmul = mz_div_mul((uint64_t)s->width);
    return mz_shape_cells(m, (uint64_t)s->width * (uint64_t)s->height);
}

/* A unit square; a jump's side is a mark at the middle of the square's side
 * it leaves by (it has no wall of its own: the drawer draws weave cells
 * inset, the corridor under a crossing broken at it). */
static inline void mz_weave_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint32_t row = c / (uint32_t)m->w;
    double x = (double)(c - row * (uint32_t)m->w), y = (double)row;
    g->cx = x + 0.5, g->cy = y + 0.5, g->sides = 8;
    mz_edge_line(&g->edge[0], x, y, x + 1, y);
    mz_edge_mark(&g->edge[1], x + 0.5, y);
    mz_edge_line(&g->edge[2], x + 1, y, x + 1, y + 1);
    mz_edge_mark(&g->edge[3], x + 1, y + 0.5);
    mz_edge_line(&g->edge[4], x + 1, y + 1, x, y + 1);
    mz_edge_mark(&g->edge[5], x + 0.5, y + 1);
    mz_edge_line(&g->edge[6], x, y + 1, x, y);
    mz_edge_mark(&g->edge[7], x, y + 0.5);
}

static inline void mz_weave_extent(const maze *m, double *w, double *h)
{
    *w = m->w, *h = m->h;
}

/* Whether a jump passes under cell c along `axis` (0 north-south, 1
 * west-east): its west (north) neighbour's jump east (south) is open. */
static inline bool mz_weave_crossed(const maze *m, uint32_t c, unsigned axis)
{
    uint32_t w = (uint32_t)m->w, y = mz_div(m->wmul, c), x = c - y * w;
    if (axis) return x > 0 && (((unsigned)m->sides[c - 1] >> 3) & 1u);
    return y > 0 && (((unsigned)m->sides[c - w] >> 5) & 1u);
}

/* Whether cell `mid` may be passed under along `axis`: enabled, a straight
 * corridor across the axis (open on both of its other sides, by a side or
 * a jump), closed along it. Every open jump's middle is so in a consistent
 * maze; that alone keeps a cell crossed at most once and a crossed cell
 * from opening along its tunnel. */
static inline bool mz_weave_bridge(const maze *m, uint32_t mid, unsigned axis)
{
    unsigned o = m->sides[mid], a = axis ? 0x03u : 0x0cu, b = axis ? 0x30u : 0xc0u;
    return mz_enabled(m, mid) && !(o & (axis ? MZ_WEAVE_WE : MZ_WEAVE_NS)) && (o & a) && (o & b);
}

/* Whether side s of cell c (towards nb) is open or may be opened now and
 * keep the maze consistent: never along the tunnel of a crossed cell; a
 * jump only over a bridge (mz_weave_bridge). */
static inline bool mz_weave_may(const maze *m, uint32_t c, unsigned s, uint32_t nb)
{
    if (((unsigned)m->sides[c] >> s) & 1u) return true;
    unsigned axis = (s >> 1) & 1u;
    if (mz_weave_crossed(m, c, axis) || mz_weave_crossed(m, nb, axis)) return false;
    return !(s & 1u) || mz_weave_bridge(m, c < nb ? c + (nb - c) / 2 : nb + (c - nb) / 2, axis);
}

/* The first cell with an open jump (east or south) whose middle is no
 * bridge, or UINT64_MAX when every crossing is consistent. */
static inline uint64_t mz_weave_bad_jump(const maze *m)
{
    uint32_t w = (uint32_t)m->w;
    for (uint64_t c = 0; c < m->n; c++) {
        unsigned o = m->sides[c];
        if (((o >> 3) & 1u) && !mz_weave_bridge(m, (uint32_t)c + 1, 1)) return c;
        if (((o >> 5) & 1u) && !mz_weave_bridge(m, (uint32_t)c + w, 0)) return c;
    }
    return UINT64_MAX;
}

#endif
