/* update.c - live maps: a cell of a block map's graph opened or blocked in
 * place, the move masks of it and its eight neighbours recomputed by the
 * graph's diagonal rule, and what solvers built from the old graph patched
 * (jps's tables) or dropped. */
#include "solve.h"

/* Whether (x, y) is inside g and can be stood on. */
static int open_at(const maze_graph *g, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < g->w && y < g->h && g->passable[(uint64_t)y * (uint64_t)g->w + (uint64_t)x];
}

/* The moves out of (x, y), as graph.c's map_mask builds them from the map. */
static uint8_t mask_at(const maze_graph *g, int32_t x, int32_t y)
{
    if (!open_at(g, x, y)) return 0;
    uint8_t k = 0;
    for (int d = 0; d < 4; d++)
        if (open_at(g, x + mz_mdx[d], y + mz_mdy[d])) k |= (uint8_t)(1u << d);
    if (g->moves == 8)
        for (int d = 4; d < 8; d++) {
            int32_t dx = mz_mdx[d], dy = mz_mdy[d];
            if (!open_at(g, x + dx, y + dy)) continue;
            int sides = open_at(g, x + dx, y) + open_at(g, x, y + dy);
            if (sides >= (g->diagonal == MAZE_DIAG_NO_CORNER ? 2 : g->diagonal == MAZE_DIAG_ONE_OPEN ? 1 : 0))
                k |= (uint8_t)(1u << d);
        }
    return k;
}

int maze_graph_set_open(maze_graph *g, int32_t x, int32_t y, int open)
{
    if (!g) return MAZE_EINVAL;
    if (!g->mask) return MAZE_EUNSUPPORTED; /* a wall maze's or a cell graph */
    if (x < 0 || y < 0 || x >= g->w || y >= g->h) return MAZE_ERANGE;
    uint64_t c = (uint64_t)y * (uint64_t)g->w + (uint64_t)x;
    if (g->passable[c] == (open != 0)) return MAZE_OK;
    g->passable[c] = open != 0;
    g->generation++;
    for (int32_t dy = -1; dy <= 1; dy++)
        for (int32_t dx = -1; dx <= 1; dx++) {
            int32_t nx = x + dx, ny = y + dy;
            if (nx >= 0 && ny >= 0 && nx < g->w && ny < g->h)
                g->mask[(uint64_t)ny * (uint64_t)g->w + (uint64_t)nx] = mask_at(g, nx, ny);
        }
    /* jps's tables are patched around the cell; what cannot be patched is
     * dropped, and the next query that needs it builds it again */
    mz_solve_parts_changed(g, x, y);
    return MAZE_OK;
}
