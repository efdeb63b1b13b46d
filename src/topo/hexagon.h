/* hexagon.h - hex's cells (pointed tops, sides 0 E, 1 SE, 2 SW, 3 W, 4 NW,
 * 5 NE, centres 1 apart) in a hexagon of N rings around a centre cell: rows
 * of N, N+1, .., 2N-1, .., N cells, 3N(N-1)+1 in all, numbered row by row. */
#ifndef MAZE_TOPO_HEXAGON_H
#define MAZE_TOPO_HEXAGON_H

#define mz_hexagon_info {"hexagon", "hexagons in a hexagon of rings around a centre cell, six sides", 6, \
                         MAZE_TOPO_RINGS}

/* The cells of the first y rows of a hexagon of n rings, for y <= n: the
 * rows grow by one from n. */
static inline uint64_t mz_hexagon_before(uint64_t n, uint64_t y) { return y * n + y * (y - 1) / 2; }

/* Row y (the high half) and place x (the low half) of cell c. A cell of the
 * lower half is found as its mirror image through the centre in the upper
 * one, whose row is the root of a quadratic (made exact by the two loops). */
MZ_INLINE uint64_t mz_hexagon_yx(const maze *m, uint32_t c)
{
    uint64_t n = (uint64_t)m->rings;
    bool low = c >= mz_hexagon_before(n, n);
    uint64_t k = low ? m->n - 1 - c : c;
    double b = 2.0 * (double)n - 1;
    uint64_t r = (uint64_t)((sqrt(b * b + 8.0 * (double)k) - b) / 2);
    while (r > 0 && mz_hexagon_before(n, r) > k) r--;
    while (mz_hexagon_before(n, r + 1) <= k) r++;
    uint64_t i = k - mz_hexagon_before(n, r);
    return low ? (2 * n - 2 - r) << 32 | (n + r - 1 - i) : r << 32 | i;
}

/* The length of row y: 2n-1 in the middle row (n-1), one less a row away. */
static inline uint32_t mz_hexagon_row(uint32_t n, uint32_t y)
{
    return 2 * n - 1 - (y + 1 > n ? y + 1 - n : n - 1 - y);
}

/* Whether the cell at place x of row y (len cells) of a hexagon of n
 * rings is off the outline: every side in the maze, not in the first or
 * last row nor first or last in its row (unsigned: x - 1 and y - 1 wrap
 * at 0). The one test of it (dfs's and wilson's fast paths, and the row cursor
 * prim and kruskal read neighbours through). */
static inline bool mz_hexagon_inner(uint32_t n, uint32_t y, uint32_t x, uint32_t len)
{
    return x - 1 < len - 2 && y - 1 < 2 * n - 3;
}

/* The first cell of row y: the rows above the middle one grow by one from
 * n, those below it are the mirror image of the rows above. */
static inline uint32_t mz_hexagon_first(const maze *m, uint32_t y)
{
    uint64_t n = (uint64_t)m->rings;
    return (uint32_t)(y < n ? mz_hexagon_before(n, y) : m->n - mz_hexagon_before(n, 2 * n - 1 - y));
}

/* The neighbours of cell c at row y, place x (see mz_hexagon_nbs). */
MZ_INLINE unsigned mz_hexagon_nbs_yx(const maze *m, uint32_t c, uint32_t y, uint32_t x,
                                     uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t n = (uint32_t)m->rings, mid = n - 1;
    uint32_t len = mz_hexagon_row(n, y);
    nb[0] = x + 1 < len ? c + 1 : MZ_NONE;
    nb[3] = x ? c - 1 : MZ_NONE;
    nb[1] = nb[2] = nb[4] = nb[5] = MZ_NONE;
    if (y < 2 * mid) { /* below: a longer row above the middle (SW under x), a shorter one from it (SE under x) */
        uint32_t first = c - x + len;
        uint32_t se = y < mid ? x + 1 : x, below = mz_hexagon_row(n, y + 1);
        if (se < below) nb[1] = first + se;
        if (se >= 1) nb[2] = first + se - 1;
    }
    if (y > 0) { /* above, the mirror image */
        uint32_t above = mz_hexagon_row(n, y - 1), first = c - x - above;
        uint32_t ne = y > mid ? x + 1 : x;
        if (ne < above) nb[5] = first + ne;
        if (ne >= 1) nb[4] = first + ne - 1;
    }
    back[0] = 3, back[1] = 4, back[2] = 5, back[3] = 0, back[4] = 1, back[5] = 2;
    return 6;
}

/* Not inlined, unlike the other topologies' (a call a lookup): inlined in
 * the switch over every topology (mz_cell_nbs) its registers cost every
 * topology's case a larger stack frame, 2% more instructions on hex. */
static __attribute__((noinline, unused)) unsigned mz_hexagon_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                                                 uint8_t back[MAZE_MAX_SIDES])
{
    uint64_t yx = mz_hexagon_yx(m, c);
    return mz_hexagon_nbs_yx(m, c, (uint32_t)(yx >> 32), (uint32_t)yx, nb, back);
}

/* The neighbours of the cell at cursor k (see mz_hexagon_nbs): a cell off
 * the outline, most of them, by its row's length alone (the row below
 * one longer above the middle row, the row above one longer below it). */
MZ_INLINE unsigned mz_hexagon_nbs_cur(const maze *m, const mz_cur *k, uint32_t nb[MAZE_MAX_SIDES],
                                      uint8_t back[MAZE_MAX_SIDES])
{
    uint32_t n = (uint32_t)m->rings, mid = n - 1, y = k->y, c = k->c, len = mz_hexagon_row(n, y);
    if (__builtin_expect(!mz_hexagon_inner(n, y, k->x, len), 0)) return mz_hexagon_nbs_yx(m, c, y, k->x, nb, back);
    uint32_t up = y < mid, down = y > mid;
    nb[0] = c + 1, nb[3] = c - 1;
    nb[1] = c + len + up, nb[2] = nb[1] - 1;
    nb[5] = c - len + 1 - down, nb[4] = nb[5] - 1;
    back[0] = 3, back[1] = 4, back[2] = 5, back[3] = 0, back[4] = 1, back[5] = 2;
    return 6;
}

/* c's cursor (mz_cur): its row y and its place x in the row. */
MZ_INLINE mz_cur mz_hexagon_cur(const maze *m, uint32_t c)
{
    uint64_t yx = mz_hexagon_yx(m, c);
    mz_cur k = {c, (uint32_t)(yx >> 32), (uint32_t)yx, 0, c};
    return k;
}

/* The row's step across side s (0..5, unsigned: UINT32_MAX one up), and
 * the place's, by the side of the middle row the cell lies on (0 above
 * it, 1 in it, 2 below) and whether the step goes down (the rows grow
 * down to the middle one: a step down from above it or up from below it
 * keeps SW's and NW's place, SE's and NE's one on). */
static const uint32_t mz_hexagon_dy[6] = {0, 1, 1, 0, UINT32_MAX, UINT32_MAX};
static const uint32_t mz_hexagon_dx[3][6] = {{1, 1, 0, UINT32_MAX, UINT32_MAX, 0},
                                             {1, 0, UINT32_MAX, UINT32_MAX, UINT32_MAX, 0},
                                             {1, 0, UINT32_MAX, UINT32_MAX, 0, 1}};

/* Moves cursor k across side s (0..5) to the cell mz_hexagon_nbs gives
 * there, from its row and place (no square root), the side facing back in
 * *back; false at the outline (k then names no cell). nb: the cell's
 * neighbours, if the walk has them, or NULL. */
MZ_INLINE bool mz_hexagon_cur_step(const maze *m, mz_cur *k, unsigned s, const uint32_t *nb, unsigned *back)
{
    uint32_t n = (uint32_t)m->rings, mid = n - 1, y = k->y;
    unsigned side = (unsigned)(y >= mid) + (unsigned)(y > mid);
    uint32_t y2 = y + mz_hexagon_dy[s], x2 = k->x + mz_hexagon_dx[side][s];
    uint32_t len = mz_hexagon_row(n, y), len2 = y2 <= 2 * mid ? mz_hexagon_row(n, y2) : 0;
    /* the new row's first cell from this one's: a row on, back by the new one */
    uint32_t first = k->c - k->x + (s == 1 || s == 2 ? len : 0) - (s >= 4 ? len2 : 0);
    k->c = nb ? nb[s] : first + x2, k->bit = k->c, k->y = y2, k->x = x2;
    *back = (s + 3) % 6;
    return x2 < len2;
}

/* hexagon's fixed steps, for a walk (topo.h): sets `bit` in mark[c] for
 * each cell c on the outline (its first and last rows, each row's first
 * and last cells) and gives the step in the cells across each side s from
 * a cell of row y off the outline, step[6y + s] (unsigned; the row moves
 * by mz_hexagon_dy[s]): they depend on the row's length and on the side
 * of the middle row it lies on (mz_hexagon_cur_step's table of places).
 * 6 entries a row, to free with mz_free; NULL when out of memory. */
static inline uint32_t *mz_hexagon_steps(const maze *m, uint8_t *mark, uint8_t bit)
{
    uint32_t n = (uint32_t)m->rings, rows = 2 * n - 1;
    uint32_t *step = mz_alloc(&m->alloc, (size_t)rows * 6 * sizeof *step);
    if (!step) return NULL;
    for (uint32_t y = 0; y < rows; y++) {
        uint32_t first = mz_hexagon_first(m, y), len = mz_hexagon_row(n, y);
        /* the row's cells on the outline: its first and last, all of the
         * first and last rows (from x, the next is x + 1 but past the
         * inner ones, which run from 1 to len - 2) */
        for (uint32_t x = 0; x < len; x = mz_hexagon_inner(n, y, x + 1, len) ? len - 1 : x + 1)
            if (!mz_hexagon_inner(n, y, x, len)) mark[first + x] |= bit;
        mz_cur k = {first + 1, y, 1, 0, first + 1};
        for (unsigned s = 0; s < 6; s++) {
            mz_cur q = k;
            unsigned back;
            (void)mz_hexagon_cur_step(m, &q, s, NULL, &back);
            step[6 * y + s] = q.c - k.c;
        }
    }
    return step;
}

static inline int mz_hexagon_setup(maze *m, const maze_shape *s)
{
    m->rings = s->rings;
    uint64_t n = (uint64_t)s->rings; /* at most 2^31: 3n(n-1)+1 fits in 64 bits */
    return mz_shape_cells(m, 3 * n * (n - 1) + 1);
}

static inline void mz_hexagon_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
{
    uint64_t yx = mz_hexagon_yx(m, c);
    uint32_t y = (uint32_t)(yx >> 32), x = (uint32_t)yx, mid = (uint32_t)m->rings - 1;
    double off = 0.5 * (y > mid ? y - mid : mid - y); /* half a cell a row from the middle */
    mz_hex_cell(g, x + 0.5 + off, MZ_HEX_R + 1.5 * MZ_HEX_R * y);
}

static inline void mz_hexagon_extent(const maze *m, double *w, double *h)
{
    *w = 2.0 * m->rings - 1;
    *h = 2 * MZ_HEX_R + 1.5 * MZ_HEX_R * (2.0 * m->rings - 2);
}

#endif
