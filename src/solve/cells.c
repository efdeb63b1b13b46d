/* cells.c - what the solvers need of a cell graph (a maze of another
 * topology than rect): the cells its open passages lead to, and the cell
 * centres behind the A* family's heuristic, made once per graph. */
#include "solve.h"
#include "../topo/topo.h"

unsigned mz_cell_open_nbs(const maze_graph *g, uint32_t c, uint32_t nb[8])
{
    uint32_t all[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    const maze *m = g->cells;
    unsigned k = mz_cell_nbs(m, c, all, back), open = m->sides[c], n = 0;
    for (unsigned s = 0; s < k; s++)
        if ((open >> s) & 1u) nb[n++] = all[s];
    return n;
}

/* The centres and the longest passage between two of them (each passage
 * seen from both of its cells, the same distance). */
static int centres_build(const maze_graph *g, void **out)
{
    mz_cell_centres *cc = mz_calloc(&g->alloc, 1, sizeof *cc);
    if (!cc) return MAZE_ENOMEM;
    cc->xy = mz_alloc(&g->alloc, (size_t)g->n * 2 * sizeof(double));
    if (!cc->xy) {
        mz_free(&g->alloc, cc);
        return MAZE_ENOMEM;
    }
    const mz_topo *t = mz_topo_of(g->cells);
    maze_cell_geom geom;
    for (uint64_t c = 0; c < g->n; c++) {
        t->geometry(g->cells, (uint32_t)c, &geom);
        cc->xy[2 * c] = geom.cx;
        cc->xy[2 * c + 1] = geom.cy;
    }
    double step = 0;
    for (uint64_t c = 0; c < g->n; c++) {
        uint32_t nb[8];
        unsigned k = mz_cell_open_nbs(g, (uint32_t)c, nb);
        for (unsigned i = 0; i < k; i++) {
            double dx = cc->xy[2 * c] - cc->xy[2 * (size_t)nb[i]], dy = cc->xy[2 * c + 1] - cc->xy[2 * (size_t)nb[i] + 1];
            double d = sqrt(dx * dx + dy * dy);
            if (d > step) step = d;
        }
    }
    cc->scale = step > 0 ? (1 - 1e-9) / step : 0;
    *out = cc;
    return MAZE_OK;
}

static void centres_destroy(const maze_graph *g, void *part)
{
    mz_cell_centres *cc = part;
    mz_free(&g->alloc, cc->xy);
    mz_free(&g->alloc, cc);
}

static const mz_solve_part_kind centres_kind = {centres_build, centres_destroy, NULL};

int mz_cell_centres_get(const maze_graph *g, const mz_cell_centres **out)
{
    const void *p;
    int st = mz_solve_part(g, &centres_kind, &p);
    *out = st ? NULL : p;
    return st;
}
