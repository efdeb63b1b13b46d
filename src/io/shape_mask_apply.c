/* shape_mask_apply.c - maze_mask_apply: a mask (a rect maze's disabled
 * cells) stretched over a maze of any topology, disabling each cell whose
 * centre falls on a masked cell. */
#include "../topo/topo.h"
#include "io.h"

/* The mask cell under point v of a box `extent` long, cut into `cells`:
 * floor(v / extent * cells), a centre on the far edge kept inside. A centre
 * on the line between two cells (a hex row's at 1/5 of the height) belongs
 * to the one after it, whichever way rounding went: hence the 1e-9. */
static int32_t under(double v, double extent, int32_t cells)
{
    double k = floor(v / extent * cells + 1e-9);
    if (!(k >= 0)) return 0; /* also a NaN, which no geometry gives */
    return k >= cells ? cells - 1 : (int32_t)k;
}

/* Whether cell c of m (of topology t, extent ew x eh) is enabled and falls
 * on a masked cell. */
static bool masked(const maze *m, const mz_topo *t, double ew, double eh, const maze *mask, uint64_t c)
{
    maze_cell_geom g;
    t->geometry(m, (uint32_t)c, &g);
    int32_t x = under(g.cx, ew, mask->w), y = under(g.cy, eh, mask->h);
    return !mz_enabled(mask, (uint64_t)y * (uint64_t)mask->w + (uint64_t)x) && mz_enabled(m, c);
}

int maze_mask_apply(maze *m, const maze *mask)
{
    if (!m || !mask || !mz_is_rect(mask)) return MAZE_EINVAL;
    if (!mask->enabled) return MAZE_OK; /* nothing masked */
    const mz_topo *t = mz_topo_of(m);
    double ew, eh;
    t->extent(m, &ew, &eh);
    /* weave: every masked cell is checked before any is disabled, so that a
     * refused one leaves m unchanged (disabling one never refuses another) */
    for (uint64_t c = 0; t->kind == MZ_TOPO_weave && c < m->n; c++)
        if (masked(m, t, ew, eh, mask, c) && !mz_cell_may_disable(m, (uint32_t)c)) return MAZE_EINVAL;
    for (uint64_t c = 0; c < m->n; c++) {
        if (!masked(m, t, ew, eh, mask, c)) continue;
        /* only the first can fail (its mask layer allocated): m is unchanged then */
        int st = maze_cell_set_enabled(m, (uint32_t)c, 0);
        if (st) return st;
    }
    return MAZE_OK;
}
