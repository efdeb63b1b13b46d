/* polar.h - rings around a centre cell, as in Buck's polar grids. Ring 0 is
 * the centre; ring r > 0 has as many cells as ring r-1, or k times as many
 * when its cells, as wide at its inner radius r as ring r-1's number
 * allows, would be about k times as wide as a ring is deep (k the nearest
 * whole number: 6 in ring 1, at most 2 after). Cells ring by ring, each
 * ring clockwise from angle 0 (east). Sides 0 clockwise, 1 counter-
 * clockwise, 2 inward, 3 outward, 4 the second outward side of a cell whose
 * ring-out neighbours are twice as many; the centre's sides are ring 1's
 * cells in order (a lone centre, one ring, has six sides on the outline, so
 * that it is drawn as a circle and its start and goal open in it). m->aux holds the rings' first cells, then runs of rings
 * with equal counts (bands) so that a cell's ring is found in a few steps. */
#ifndef MAZE_TOPO_POLAR_H
#define MAZE_TOPO_POLAR_H

#define mz_polar_info {"polar", "rings around a centre cell, split as they widen (theta mazes)", 6, \
                       MAZE_TOPO_RINGS | MAZE_TOPO_ARCS}

#define MZ_TAU 6.28318530717958648

/* m->aux: start[0..R] (ring r's first cell; start[R] = n), then B, then B
 * bands of (first cell, first ring, cells a ring, and the low and high
 * words of mz_div_mul of the cells a ring), innermost first: a cell's ring
 * in its band is a multiply, where a division took longer than the rest
 * of a neighbour lookup. */
#define MZ_POLAR_BAND 5u
static inline const uint32_t *mz_polar_bands(const maze *m, uint32_t *count)
{
    const uint32_t *b = m->aux + m->rings + 1;
    *count = b[0];
    return b + 1;
}

/* Ring r and place k of cell c. */
MZ_INLINE void mz_polar_where(const maze *m, uint32_t c, uint32_t *r, uint32_t *k)
{
    uint32_t nb;
    const uint32_t *b = mz_polar_bands(m, &nb);
    uint32_t i = nb - 1;
    while (c < b[MZ_POLAR_BAND * i]) i--;
    const uint32_t *band = b + MZ_POLAR_BAND * i;
    uint32_t in = c - band[0], per = band[2], q = mz_div((uint64_t)band[4] << 32 | band[3], in);
    *r = band[1] + q;
    *k = in - q * per;
}

static inline uint32_t mz_polar_count(const maze *m, uint32_t r) { return m->aux[r + 1] - m->aux[r]; }

/* c's cursor (mz_cur): its ring and place (the centre's 0 and 0). */
MZ_INLINE mz_cur mz_polar_cur(const maze *m, uint32_t c)
{
    mz_cur k = {c, 0, 0, 0, c};
    if (c) mz_polar_where(m, c, &k.y, &k.x);
    return k;
}

/* The one place polar's neighbours are worked out: those of the cell at
 * place k of ring r > 0 across sides 0..4 and their sides that face it,
 * every side's at once without a branch (a walk's side, drawn at random,
 * was mispredicted every other step); returns the number of sides, 4 or
 * 5, but on the outermost ring, whose sides 3 and 4 are on the outline
 * (their entries not cells: mz_polar_nbs_cur marks them). */
MZ_INLINE unsigned mz_polar_ring_nbs(const maze *m, uint32_t r, uint32_t k, uint32_t nb[MAZE_MAX_SIDES],
                                     uint8_t back[MAZE_MAX_SIDES])
{
    const uint32_t *start = m->aux;
    uint32_t first = start[r], next = start[r + 1], n = next - first, prev = start[r - 1];
    /* twice ring r-1's, and ring r+1 twice ring r's (on the outermost ring
     * start[r + 2] is the bands' count: read, not used) */
    bool in_split = n != first - prev, out_split = start[r + 2] - next != n;
    nb[0] = first + (k + 1 == n ? 0 : k + 1), back[0] = 1;
    nb[1] = first + (k ? k - 1 : n - 1), back[1] = 0;
    nb[2] = r == 1 ? 0 : prev + (in_split ? k >> 1 : k); /* inward from ring 1: the centre */
    back[2] = (uint8_t)(r == 1 ? k : in_split ? 3 + (k & 1u) : 3);
    nb[3] = next + (out_split ? 2 * k : k), back[3] = 2;
    nb[4] = next + 2 * k + 1, back[4] = 2;
    return 4u + out_split;
}

/* mz_polar_nbs of the cell at cursor k, whose ring and place it carries
 * (no search of the bands, no multiply). */
MZ_INLINE unsigned mz_polar_nbs_cur(const maze *m, const mz_cur *kc, uint32_t nb[MAZE_MAX_SIDES],
                                    uint8_t back[MAZE_MAX_SIDES])
{
    const uint32_t *start = m->aux, rings = (uint32_t)m->rings;
    if (kc->c == 0) { /* the centre: one side a cell of ring 1 */
        if (rings == 1) { /* alone: the six sides ring 1 would have, all on the outline */
            for (uint32_t s = 0; s < 6; s++) nb[s] = MZ_NONE, back[s] = 0;
            return 6;
        }
        uint32_t n1 = start[2] - 1;
        for (uint32_t s = 0; s < n1; s++) nb[s] = 1 + s, back[s] = 2;
        return n1;
    }
    unsigned n = mz_polar_ring_nbs(m, kc->y, kc->x, nb, back);
    if (kc->y + 1 == rings) nb[3] = MZ_NONE, back[3] = 0, n = 4;
    return n;
}

MZ_INLINE unsigned mz_polar_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    mz_cur k = mz_polar_cur(m, c);
    return mz_polar_nbs_cur(m, &k, nb, back);
}

/* The number of sides mz_polar_nbs gives the cell at cursor k. */
MZ_INLINE unsigned mz_polar_cur_sides(const maze *m, const mz_cur *k)
{
    const uint32_t *start = m->aux, r = k->y, rings = (uint32_t)m->rings;
    if (r == 0) return rings == 1 ? 6u : start[2] - 1;
    if (r + 1 == rings) return 4;
    return 4u + (start[r + 2] - start[r + 1] != start[r + 1] - start[r]);
}

/* Moves cursor k across side s (below mz_polar_cur_sides) to the cell
 * mz_polar_nbs gives there (nb and nbk: the cell's neighbours and back
 * sides, if the walk has them from mz_polar_nbs_cur; NULL: work them
 * out), the side facing back in *back; false at the outline (k then names
 * no cell). The ring goes with the cell, so a step reads the rings' first
 * cells, not the bands: side 2 goes in a ring, 3 and 4 out one, every side
 * of the centre to ring 1. */
MZ_INLINE bool mz_polar_cur_step(const maze *m, mz_cur *k, unsigned s, const uint32_t *nb, const uint8_t *nbk,
                                 unsigned *back)
{
    static const uint32_t dr[5] = {0, 0, UINT32_MAX, 1, 1};
    uint32_t r = k->y, own[MAZE_MAX_SIDES];
    uint8_t ownk[MAZE_MAX_SIDES];
    if (r == 0) { /* the centre: side s is ring 1's cell s */
        k->c = 1 + s, k->bit = k->c, k->x = s, k->y = 1, *back = 2;
        return m->rings > 1;
    }
    if (!nb) (void)mz_polar_ring_nbs(m, r, k->x, own, ownk), nb = own, nbk = ownk;
    k->c = nb[s], k->bit = nb[s], k->y = r + dr[s], k->x = nb[s] - m->aux[k->y], *back = nbk[s];
    return s <= 2 || r + 1 < (uint32_t)m->rings; /* not outward from the outermost ring */
}

/* polar's plain cells, for a walk's fixed steps (topo.h): a cell of ring
 * r whose rings r - 1 and r + 1 have its count, and not its ring's first
 * or last cell (no wrap along it), has sides 0..3 only, each a fixed step
 * in the cells, dx[s] + dr[s] * the ring's count (the tables below;
 * mz_polar_plain_steps), its ring moved by dr[s] and its place by dx[s],
 * the side facing back MZ_POLAR_PLAIN_BACK[s]. A step from a plain cell
 * stays in its ring or goes to a ring of its count, so a walk keeps the
 * steps until it leaves the plain cells. The tables are initializers for
 * a walk's own static tables (whose values the compiler then sees: a
 * shared table cost the walk 0.5% more instructions). */
#define MZ_POLAR_PLAIN_DX {1, UINT32_MAX, 0, 0}
#define MZ_POLAR_PLAIN_DR {0, 0, UINT32_MAX, 1}
#define MZ_POLAR_PLAIN_BACK {1, 0, 3, 2}

/* Sets `bit` in mark[c] of every cell c that is not plain (the centre,
 * rings 1 and the outermost, rings beside a ring of another count, each
 * ring's first and last cells), the other bits kept, as
 * mz_topo_mark_outline marks hex's outline: a walk then tells a plain
 * cell by the byte it loads anyway, with no ring and no compares. */
static inline void mz_polar_mark_plain(const maze *m, uint8_t *mark, uint8_t bit)
{
    uint32_t rings = (uint32_t)m->rings;
    const uint32_t *start = m->aux;
    for (uint32_t r = 0; r < rings; r++) {
        uint32_t first = start[r], n = start[r + 1] - first;
        bool plain = r >= 2 && r + 1 < rings && first - start[r - 1] == n && start[r + 2] - start[r + 1] == n;
        if (plain) mark[first] |= bit, mark[first + n - 1] |= bit;
        else
            for (uint32_t x = 0; x < n; x++) mark[first + x] |= bit;
    }
}

/* The fixed steps by side of a plain cell of ring r (0..3: +1, -1, minus
 * and plus the ring's count; see mz_polar_mark_plain). */
static inline void mz_polar_plain_steps(const maze *m, uint32_t r, uint32_t step[4])
{
    uint32_t n = mz_polar_count(m, r);
    step[0] = 1, step[1] = UINT32_MAX, step[2] = 0u - n, step[3] = n;
}

/* Writes a band at b. */
static inline void mz_polar_band(uint32_t *b, uint32_t first, uint32_t ring, uint32_t per)
{
    uint64_t mul = mz_div_mul(per);
    b[0] = first, b[1] = ring, b[2] = per, b[3] = (uint32_t)mul, b[4] = (uint32_t)(mul >> 32);
}

static inline int mz_polar_setup(maze *m, const maze_shape *s)
{
    m->rings = s->rings;
    uint32_t rings = (uint32_t)s->rings;
    if (rings > MZ_SHAPE_MAX_CELLS / 6) return MAZE_ETOOBIG; /* each ring outside the centre has 6 cells or more */
    uint64_t n = 1, count = 1, bands = 1;
    for (uint32_t r = 1; r < rings && n <= MZ_SHAPE_MAX_CELLS; r++) {
        long ratio = lround(MZ_TAU * r / (double)count);
        uint64_t next = count * (uint64_t)(r == 1 ? ratio : ratio >= 2 ? 2 : 1);
        bands += next != count;
        count = next;
        n += count;
    }
    int st = mz_shape_cells(m, n);
    if (st) return st;
    m->aux_len = (size_t)rings + 2 + MZ_POLAR_BAND * (size_t)bands;
    m->aux = mz_alloc(&m->alloc, m->aux_len * sizeof *m->aux);
    if (!m->aux) return MAZE_ENOMEM;
    uint32_t *start = m->aux, *b = m->aux + rings + 2, nb = 0;
    count = 1;
    start[0] = 0;
    for (uint32_t r = 0; r < rings; r++) {
        if (r) {
            long ratio = lround(MZ_TAU * r / (double)count);
            uint64_t next = count * (uint64_t)(r == 1 ? ratio : ratio >= 2 ? 2 : 1);
            if (next != count) mz_polar_band(b + MZ_POLAR_BAND * nb++, start[r], r, (uint32_t)next);
            count = next;
        } else {
            mz_polar_band(b, 0, 0, 1), nb = 1;
        }
        start[r + 1] = start[r] + (uint32_t)count;
    }
    m->aux[rings + 1] = nb;
    return MAZE_OK;
}

static inline void mz_polar_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    double o = m->rings; /* the centre's place */
    if (c == 0) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES];
        g->cx = o, g->cy = o, g->sides = mz_polar_nbs(m, 0, nb, back);
        for (unsigned s = 0; s < g->sides; s++)
            mz_edge_arc(&g->edge[s], o, o, 1, MZ_TAU * s / g->sides, MZ_TAU * (s + 1) / g->sides);
        return;
    }
    uint32_t r, k, n, on = 0;
    mz_polar_where(m, c, &r, &k);
    n = mz_polar_count(m, r);
    if (r + 1 < (uint32_t)m->rings) on = mz_polar_count(m, r + 1);
    double a0 = MZ_TAU * k / n, a1 = MZ_TAU * (k + 1) / n, mid = (a0 + a1) / 2;
    g->cx = o + (r + 0.5) * cos(mid), g->cy = o + (r + 0.5) * sin(mid);
    mz_edge_line(&g->edge[0], o + r * cos(a1), o + r * sin(a1), o + (r + 1) * cos(a1), o + (r + 1) * sin(a1));
    mz_edge_line(&g->edge[1], o + r * cos(a0), o + r * sin(a0), o + (r + 1) * cos(a0), o + (r + 1) * sin(a0));
    mz_edge_arc(&g->edge[2], o, o, r, a0, a1);
    g->sides = on == 2 * n ? 5 : 4;
    if (g->sides == 5) {
        /* the outer cells' own angles, so that both sides of an arc are computed alike */
        mz_edge_arc(&g->edge[3], o, o, r + 1, MZ_TAU * (2 * k) / on, MZ_TAU * (2 * k + 1) / on);
        mz_edge_arc(&g->edge[4], o, o, r + 1, MZ_TAU * (2 * k + 1) / on, MZ_TAU * (2 * k + 2) / on);
    } else {
        mz_edge_arc(&g->edge[3], o, o, r + 1, a0, a1);
    }
}

static inline void mz_polar_extent(const maze *m, double *w, double *h)
{
    *w = *h = 2.0 * m->rings;
}

#endif
