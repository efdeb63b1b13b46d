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

int maze_mask_apply(maze *m, const maze *mask)
{
    if (!m || !mask || !mz_is_rect(mask)) return MAZE_EINVAL;
    if (!mask->enabled) return MAZE_OK; /* nothing masked */
    const mz_topo *t = mz_topo_of(m);
    double ew, eh;
    t->extent(m, &ew, &eh);
    for (uint64_t c = 0; c < m->n; c++) {
        maze_cell_geom g;
        t->geometry(m, (uint32_t)c, &g);
        int32_t x = under(g.cx, ew, mask->w), y = under(g.cy, eh, mask->h);
        if (mz_enabled(mask, (uint64_t)y * (uint64_t)mask->w + (uint64_t)x) || !mz_enabled(m, c)) continue;
        /* only the first can fail (its mask layer allocated): m is unchanged then */
        int st = maze_cell_set_enabled(m, (uint32_t)c, 0);
        if (st) return st;
    }
    return MAZE_OK;
}
