/* sight.c - line of sight between cell centres (an exact walk of the cells
 * a segment crosses, in integers) and string pulling of a grid path into an
 * any-angle path (maze_path_smooth). */
#include "solve.h"
#include "sight.h"

static inline int open_at(const maze_graph *g, int64_t x, int64_t y)
{
    return g->passable[(uint64_t)y * (uint64_t)g->w + (uint64_t)x] != 0;
}

/* Whether a segment may pass through the corner shared by four cells whose
 * two cells beside the segment are open (a, b): no corner cutting under
 * NO_CORNER (and NEVER), not between two blocked cells under ONE_OPEN,
 * always under ALWAYS. The rule of the graph's diagonal moves. */
static inline int corner_ok(int diagonal, int a, int b)
{
    if (diagonal == MAZE_DIAG_ALWAYS) return 1;
    if (diagonal == MAZE_DIAG_ONE_OPEN) return a || b;
    return a && b;
}

/* Walks the cells whose inside the segment meets, in order. In doubled
 * coordinates the segment runs from 2x0+1 to 2x1+1; it crosses its (i+1)-th
 * column line at t = (2i+1) / 2|dx| and its (j+1)-th row line at
 * (2j+1) / 2|dy|, so comparing (2i+1)|dy| with (2j+1)|dx| says which comes
 * first, and equality is a corner, exactly. */
int mz_sight(const maze_graph *g, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    int64_t adx = x1 > x0 ? (int64_t)x1 - x0 : (int64_t)x0 - x1, ady = y1 > y0 ? (int64_t)y1 - y0 : (int64_t)y0 - y1;
    int64_t sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1, x = x0, y = y0, i = 0, j = 0;
    if (!open_at(g, x, y)) return 0;
    while (i < adx || j < ady) {
        int64_t cmp = i == adx ? 1 : j == ady ? -1 : (2 * i + 1) * ady - (2 * j + 1) * adx;
        if (cmp < 0) {
            x += sx;
            i++;
        } else if (cmp > 0) {
            y += sy;
            j++;
        } else {
            if (!corner_ok(g->diagonal, open_at(g, x + sx, y), open_at(g, x, y + sy))) return 0;
            x += sx;
            y += sy;
            i++;
            j++;
        }
        if (!open_at(g, x, y)) return 0;
    }
    return 1;
}

/* A block map's graph (the one kind with cells to see across). */
static int sight_graph(const maze_graph *g) { return !g->cells && !g->wall_open; }

int maze_line_of_sight(const maze_graph *g, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    if (!g) return MAZE_EINVAL;
    if (!sight_graph(g)) return MAZE_EUNSUPPORTED;
    if (x0 < 0 || y0 < 0 || x1 < 0 || y1 < 0 || x0 >= g->w || x1 >= g->w || y0 >= g->h || y1 >= g->h)
        return MAZE_ERANGE;
    return mz_sight(g, x0, y0, x1, y1);
}

/* Checks that path[0..n) is a walk of g's cells whose consecutive cells see
 * each other (a grid path does, by the diagonal rule). */
static int path_check(const maze_graph *g, const uint32_t *path, size_t n)
{
    for (size_t k = 0; k < n; k++)
        if (path[k] >= g->n) return MAZE_ERANGE;
    for (size_t k = 0; k < n; k++)
        if (!g->passable[path[k]] || (k && !mz_sight_cells(g, path[k - 1], path[k]))) return MAZE_EINVAL;
    return MAZE_OK;
}

/* Greedy string pulling: from each corner kept, the path runs straight to
 * the last cell before the first one out of its sight. Each straight
 * segment replaces a part of the path between its ends, so the path never
 * gets longer. */
int maze_path_smooth(const maze_graph *g, const uint32_t *path, size_t n, uint32_t *out, size_t *out_n)
{
    if (!g || !out_n || (n && (!path || !out))) return MAZE_EINVAL;
    if (!sight_graph(g)) return MAZE_EUNSUPPORTED;
    int st = path_check(g, path, n);
    if (st) return st;
    if (n == 0) {
        *out_n = 0;
        return MAZE_OK;
    }
    uint32_t anchor = path[0], last = path[n - 1];
    size_t m = 0;
    out[m++] = anchor; /* out may be path itself: out[m] is never ahead of path[k] */
    for (size_t k = 2; k < n; k++) {
        if (mz_sight_cells(g, anchor, path[k])) continue;
        anchor = path[k - 1];
        out[m++] = anchor;
    }
    if (n > 1) out[m++] = last;
    *out_n = m;
    return MAZE_OK;
}
