/* path.c - a path's cells as points: grid coordinates (maze_path_xy) and
 * the cell centres in real coordinates that any-angle paths join
 * (maze_path_points). */
#include "solve.h"

/* Whether every cell of path[0..n) is a cell of g. */
static int cells_in(const maze_graph *g, const uint32_t *path, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (path[k] >= g->n) return 0;
    return 1;
}

int maze_path_xy(const maze_graph *g, const uint32_t *path, size_t n, int32_t *xy)
{
    if (!g || (n && (!path || !xy))) return MAZE_EINVAL;
    if (!cells_in(g, path, n)) return MAZE_ERANGE;
    for (size_t k = 0; k < n; k++) {
        xy[2 * k] = mz_cx(g, path[k]);
        xy[2 * k + 1] = mz_cy(g, path[k]);
    }
    return MAZE_OK;
}

int maze_path_points(const maze_graph *g, const uint32_t *path, size_t n, double *xy)
{
    if (!g || (n && (!path || !xy))) return MAZE_EINVAL;
    if (g->cells) return MAZE_EUNSUPPORTED;
    if (!cells_in(g, path, n)) return MAZE_ERANGE;
    for (size_t k = 0; k < n; k++) {
        xy[2 * k] = mz_cx(g, path[k]) + 0.5;
        xy[2 * k + 1] = mz_cy(g, path[k]) + 0.5;
    }
    return MAZE_OK;
}
