/* topo.h - what the topologies share: their descriptors, the cell-graph
 * interface the generic generators run on (a topology's neighbour code
 * inlined into each instance), and the passages of a cell. */
#ifndef MAZE_TOPO_H
#define MAZE_TOPO_H

#include "../core/bits.h"

#include <math.h>

/* No cell across a side (the outline). */
#define MZ_NONE UINT32_MAX

/* Forces inlining where a topology's neighbour code is instantiated, so
 * that a generator's loop on one topology holds no call and no switch. An
 * unoptimised build, or one under AddressSanitizer (the sanitizer and fuzz
 * builds), leaves it to the compiler: forced there, each instance's copies
 * of the walks and steps, instrumented, made the program three to five
 * times larger and its start heavier. */
#if defined(__SANITIZE_ADDRESS__)
#define MZ_INLINE_FORCED 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MZ_INLINE_FORCED 0
#endif
#endif
#if !defined(MZ_INLINE_FORCED) && defined(__OPTIMIZE__)
#define MZ_INLINE_FORCED 1
#endif
#ifndef MZ_INLINE_FORCED
#define MZ_INLINE_FORCED 0
#endif
#if MZ_INLINE_FORCED
#define MZ_INLINE static inline __attribute__((always_inline))
#else
#define MZ_INLINE static inline
#endif

/* A topology's descriptor. Each topology file NAME.h defines, as static
 * inline functions:
 *   unsigned mz_NAME_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
 *                        uint8_t back[MAZE_MAX_SIDES])
 *     c's sides: returns their count k and fills nb[0..k) (MZ_NONE at the
 *     outline) and back[s], the side of nb[s] that faces c;
 *   int mz_NAME_setup(maze *m, const maze_shape *s)
 *     sets m->w, h, levels, rings and n (checked against the cell limit)
 *     and any tables in m->aux; MAZE_OK, MAZE_ETOOBIG, MAZE_ENOMEM;
 *   void mz_NAME_geometry(const maze *m, uint32_t c, maze_cell_geom *g)
 *   void mz_NAME_extent(const maze *m, double *w, double *h)
 * and the macro mz_NAME_info, its maze_topology initializer. */
typedef struct mz_topo {
    maze_topology info;    /* first: a table pointer is &desc->info */
    int kind;              /* MZ_TOPO_NAME: its place in the table */
    int (*setup)(maze *m, const maze_shape *s);
    void (*geometry)(const maze *m, uint32_t c, maze_cell_geom *g);
    void (*extent)(const maze *m, double *w, double *h);
} mz_topo;

enum {
#define MZ_TOPO(id) MZ_TOPO_##id,
#include "list.h"
#undef MZ_TOPO
    MZ_TOPO_COUNT
};

/* The largest cell count of a topology other than rect (events carry cell
 * indices as int32_t). */
#define MZ_SHAPE_MAX_CELLS ((uint64_t)INT32_MAX)

/* Shared by the topology files: a geometry edge. */
static inline void mz_edge_line(maze_edge *e, double x0, double y0, double x1, double y1)
{
    memset(e, 0, sizeof *e);
    e->kind = MAZE_EDGE_LINE;
    e->x0 = x0, e->y0 = y0, e->x1 = x1, e->y1 = y1;
}
static inline void mz_edge_arc(maze_edge *e, double cx, double cy, double r, double a0, double a1)
{
    mz_edge_line(e, cx + r * cos(a0), cy + r * sin(a0), cx + r * cos(a1), cy + r * sin(a1));
    e->kind = MAZE_EDGE_ARC;
    e->cx = cx, e->cy = cy, e->r = r, e->a0 = a0, e->a1 = a1;
}
static inline void mz_edge_mark(maze_edge *e, double x, double y)
{
    mz_edge_line(e, x, y, x, y);
    e->kind = MAZE_EDGE_MARK;
}
/* ceil(2^64 / d), for mz_div: 0 when d is 1 (or 0). */
static inline uint64_t mz_div_mul(uint64_t d) { return d > 1 ? UINT64_MAX / d + 1 : 0; }
/* c / d by a multiply (Lemire's method, exact for every 32-bit c), mul =
 * mz_div_mul(d): the topologies find a cell's row this way, a division
 * costing more than the rest of a neighbour lookup. */
static inline uint32_t mz_div(uint64_t mul, uint32_t c)
{
    return mul ? (uint32_t)(((unsigned __int128)mul * c) >> 64) : c;
}

/* 64 bits of a bitset from bit i - 1 on (bit 0 of the result bit i - 1),
 * for a cell's row of neighbours at once: the two aligned words that hold
 * them, shifted together. v[-1] and the word after bit i + 62 must be
 * readable (a guard word before and after the bits). Not one unaligned
 * load: a walk sets a visited bit a step before it reads the windows
 * around it, and a load that holds part of a stored word cannot take
 * the value from the store (it waits until the store is written to the
 * cache, about 12 cycles on the walk's step-to-step chain), where a load
 * of the word itself does: dfs on hex 1.67-1.70 times rect at 1e7 with
 * the unaligned load, 1.53-1.61 with these. */
static inline uint64_t mz_vis_window(const uint64_t *v, uint64_t i)
{
    uint64_t q = (i + 63) >> 6; /* the word after bit i - 1's */
    unsigned __int128 pair = (unsigned __int128)v[q] << 64 | v[q - 1];
    return (uint64_t)(pair >> ((i + 63) & 63));
}

/* Checks a cell count of another topology than rect. */
static inline int mz_shape_cells(maze *m, uint64_t n)
{
    if (n > MZ_SHAPE_MAX_CELLS) return MAZE_ETOOBIG;
    m->n = n;
    return MAZE_OK;
}

/* A walk's cursor: a cell with where it lies, carried from cell to cell
 * (mz_topo_cur, mz_topo_cur_step), so that a step works out the one
 * neighbour it takes, where mz_topo_nbs divides to find the row and works
 * out every side's. c the cell; bit its visited bit (c, but on hex and 3d
 * its place in a padded bitset: mz_hex_pad_bit, mz_cube_pad_bit); hex and
 * triangle: y its row, x its column; hexagon: y its row, x its place in
 * it; 3d: those and l its level; polar: y
 * its ring, x its place in it. The others carry the cell alone. */
typedef struct mz_cur {
    uint32_t c, y, x, l;
    uint64_t bit;
} mz_cur;

/* The steps of a cursor across each side on hex and 3d (hex: by the row's
 * parity too), in the cells' index and in the padded one, unsigned and
 * wrapping: a step takes a load for a multiply (mz_topo_cur_steps). */
typedef struct mz_cur_steps {
    uint64_t bit[2][MAZE_MAX_SIDES];
    uint32_t cell[2][MAZE_MAX_SIDES];
} mz_cur_steps;

/* The topology files, in list.h's order. */
#include "rect.h"
#include "hex.h"
#include "hexagon.h"
#include "triangle.h"
#include "polar.h"
#include "cube.h"
#include "upsilon.h"
#include "weave.h"

/* The neighbours of cell c on topology `kind` (see mz_NAME_nbs). With kind
 * a constant, as in a generator's instance, it folds to that topology's
 * code. */
MZ_INLINE unsigned mz_topo_nbs(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                               uint8_t back[MAZE_MAX_SIDES])
{
    switch (kind) {
#define MZ_TOPO(id) \
    case MZ_TOPO_##id: return mz_##id##_nbs(m, c, nb, back);
#include "list.h"
#undef MZ_TOPO
    default: return 0;
    }
}

/* Cell c's cursor on topology `kind`. */
MZ_INLINE mz_cur mz_topo_cur(int kind, const maze *m, uint32_t c)
{
    if (kind == MZ_TOPO_hex) return mz_hex_cur(m, c);
    if (kind == MZ_TOPO_triangle) return mz_triangle_cur(m, c);
    if (kind == MZ_TOPO_polar) return mz_polar_cur(m, c);
    if (kind == MZ_TOPO_cube) return mz_cube_cur(m, c);
    if (kind == MZ_TOPO_hexagon) return mz_hexagon_cur(m, c);
    mz_cur k = {c, 0, 0, 0, c};
    return k;
}

/* Cell c's cursor where its row (hex, triangle, hexagon) or ring (polar)
 * y is known, as a cursor there had it: no division for the row (no
 * square root on hexagon), no search of polar's bands (the others:
 * mz_topo_cur). */
MZ_INLINE mz_cur mz_topo_cur_in(int kind, const maze *m, uint32_t c, uint32_t y)
{
    if (kind == MZ_TOPO_hex) {
        uint32_t x = c - y * (uint32_t)m->w;
        mz_cur k = {c, y, x, 0, mz_hex_pad_bit(m, x, y)};
        return k;
    }
    if (kind == MZ_TOPO_triangle || kind == MZ_TOPO_polar) {
        mz_cur k = {c, y, c - (kind == MZ_TOPO_polar ? m->aux[y] : y * (uint32_t)m->w), 0, c};
        return k;
    }
    if (kind == MZ_TOPO_hexagon) {
        mz_cur k = {c, y, c - mz_hexagon_first(m, y), 0, c};
        return k;
    }
    return mz_topo_cur(kind, m, c);
}

/* The first cell of row (hexagon) or ring (polar) y, y up to the rows'
 * count (whose first cell is m->n): the rows of a topology whose cells go
 * row by row in rows of their own lengths. */
MZ_INLINE uint32_t mz_topo_row_first(int kind, const maze *m, uint32_t y)
{
    return kind == MZ_TOPO_polar ? m->aux[y] : mz_hexagon_first(m, y);
}

/* The length of such a row y (hexagon, polar). */
MZ_INLINE uint32_t mz_topo_row_len(int kind, const maze *m, uint32_t y)
{
    return kind == MZ_TOPO_polar ? m->aux[y + 1] - m->aux[y] : mz_hexagon_row((uint32_t)m->rings, y);
}

/* The neighbours of cell k->c as mz_topo_nbs gives them; on hexagon and
 * polar from the row and place cursor k carries (no square root, no
 * search of the bands), elsewhere from the cell alone: for code that has
 * the row at hand (a pass in cell order, a table of the rows). */
MZ_INLINE unsigned mz_topo_nbs_cur(int kind, const maze *m, const mz_cur *k, uint32_t nb[MAZE_MAX_SIDES],
                                   uint8_t back[MAZE_MAX_SIDES])
{
    if (kind == MZ_TOPO_hexagon) return mz_hexagon_nbs_cur(m, k, nb, back);
    if (kind == MZ_TOPO_polar) return mz_polar_nbs_cur(m, k, nb, back);
    return mz_topo_nbs(kind, m, k->c, nb, back);
}

/* The steps mz_topo_cur_step takes on hex and 3d, and triangle's fixed
 * steps in the cells (below; filled once a maze). */
MZ_INLINE void mz_topo_cur_steps(int kind, const maze *m, mz_cur_steps *st)
{
    if (kind == MZ_TOPO_hex) mz_hex_cur_steps(m, st);
    if (kind == MZ_TOPO_triangle) mz_triangle_cur_steps(m, st);
    if (kind == MZ_TOPO_cube) mz_cube_cur_steps(m, st);
}

/* The number of sides of the cell at cursor k, as mz_topo_nbs counts them
 * (the outline's included). */
MZ_INLINE unsigned mz_topo_cur_sides(int kind, const maze *m, const mz_cur *k)
{
    if (kind == MZ_TOPO_polar) return mz_polar_cur_sides(m, k);
    if (kind == MZ_TOPO_hex || kind == MZ_TOPO_cube || kind == MZ_TOPO_hexagon) return 6;
    if (kind == MZ_TOPO_triangle) return 3;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    return mz_topo_nbs(kind, m, k->c, nb, back);
}

/* Moves cursor k across side s of its cell (s below mz_topo_cur_sides) to
 * the neighbour mz_topo_nbs gives there (hex, triangle, hexagon, polar
 * and 3d work out that one alone; the others read mz_topo_nbs), the side
 * of it that faces back in *back: true, or false where s is on the outline (k then
 * names no cell; a walk that knows s is in the maze has the tests fold
 * away). st: the maze's steps (mz_topo_cur_steps); nb and nbk: the cell's
 * neighbours and back sides as mz_topo_nbs gives them, where the walk has
 * them already (a step then reads them; hex and 3d never need them), or
 * NULL. */
MZ_INLINE bool mz_topo_cur_step(int kind, const maze *m, const mz_cur_steps *st, mz_cur *k, unsigned s,
                                const uint32_t *nb, const uint8_t *nbk, unsigned *back)
{
    if (kind == MZ_TOPO_hex) return mz_hex_cur_step(m, st, k, s, back);
    if (kind == MZ_TOPO_cube) return mz_cube_cur_step(m, st, k, s, back);
    if (kind == MZ_TOPO_triangle) return mz_triangle_cur_step(m, k, s, nb, back);
    if (kind == MZ_TOPO_polar) return mz_polar_cur_step(m, k, s, nb, nbk, back);
    if (kind == MZ_TOPO_hexagon) return mz_hexagon_cur_step(m, k, s, nb, back);
    uint32_t own[MAZE_MAX_SIDES];
    uint8_t ownk[MAZE_MAX_SIDES];
    if (!nb) (void)mz_topo_nbs(kind, m, k->c, own, ownk), nb = own, nbk = ownk;
    k->c = nb[s], k->bit = nb[s], *back = nbk[s];
    return nb[s] != MZ_NONE;
}

/* ---- a walk's fixed steps, beside the cursor: a cell off the outline
 * (every side in the maze) steps across side s by a constant of the maze,
 * on hex and triangle by the cell's parity too (mz_cur_steps's cell[par][s]),
 * which a step flips or not, with no row and column and no compares, as
 * rect's walk does; polar's plain cells alike (mz_polar_mark_plain). A
 * walk marks the outline's cells first (mz_topo_mark_outline), and those
 * take the cursor's step. ---- */

/* The parity of the cell at cursor k for the fixed steps: hex its row's,
 * triangle x + y's (0 pointing up), the others 0. */
MZ_INLINE unsigned mz_topo_cur_parity(int kind, const mz_cur *k)
{
    if (kind == MZ_TOPO_hex) return k->y & 1u;
    if (kind == MZ_TOPO_triangle) return (k->x + k->y) & 1u;
    return 0;
}

/* Whether a fixed step across side s flips the parity (a table by side):
 * on hex a step off the row, on triangle every step; NULL on the other
 * topologies, whose steps have no parity. */
MZ_INLINE const uint8_t *mz_topo_step_flips(int kind)
{
    static const uint8_t flips[2][6] = {{0, 1, 1, 0, 1, 1}, {1, 1, 1, 1, 1, 1}};
    if (kind != MZ_TOPO_hex && kind != MZ_TOPO_triangle) return NULL;
    return flips[kind != MZ_TOPO_hex];
}

/* The sides facing back across each side of a cell off the outline (a
 * table by side): hex, triangle; NULL on the other topologies (polar's
 * plain sides: MZ_POLAR_PLAIN_BACK). */
MZ_INLINE const uint8_t *mz_topo_step_backs(int kind)
{
    static const uint8_t backs[2][6] = {{3, 4, 5, 0, 1, 2}, {1, 0, 2, 0, 0, 0}};
    if (kind != MZ_TOPO_hex && kind != MZ_TOPO_triangle) return NULL;
    return backs[kind != MZ_TOPO_hex];
}

/* Sets `bit` in mark[c] for each cell c on the outline of a hex or
 * triangle maze (its first and last rows and columns: the cells with a
 * side off the maze). */
MZ_INLINE void mz_topo_mark_outline(const maze *m, uint8_t *mark, uint8_t bit)
{
    uint32_t w = (uint32_t)m->w, h = (uint32_t)m->h;
    for (uint32_t x = 0; x < w; x++) mark[x] |= bit, mark[(h - 1) * w + x] |= bit;
    for (uint32_t y = 0; y < h; y++) mark[y * w] |= bit, mark[y * w + w - 1] |= bit;
}

/* The number of cells of shape s, without making the maze (so a reader can
 * check it against its limit first): MAZE_OK, or maze_create_shape's
 * MAZE_ENOTFOUND, MAZE_EINVAL, MAZE_ERANGE, MAZE_ETOOBIG, MAZE_ENOMEM. */
MZ_HIDDEN int mz_shape_count(const maze_shape *s, uint64_t *n);
/* The descriptor of m's topology (rect's for a rect maze). */
MZ_HIDDEN const mz_topo *mz_topo_of(const maze *m);
/* The same neighbours, for code that is not an instance (a switch a call). */
MZ_HIDDEN unsigned mz_cell_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                               uint8_t back[MAZE_MAX_SIDES]);
/* Whether maze_cell_set_enabled may disable cell c (weave's crossings). */
MZ_HIDDEN bool mz_cell_may_disable(maze *m, uint32_t c);

/* Opens side s of cell c (another topology than rect), towards nb whose
 * side `back` faces c. */
static inline void mz_side_open(maze *m, uint32_t c, unsigned s, uint32_t nb, unsigned back)
{
    m->sides[c] |= (uint8_t)(1u << s);
    m->sides[nb] |= (uint8_t)(1u << back);
}

#endif
