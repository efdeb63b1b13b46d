/* cells.c - the cells of a rectangular maze or block map as the cairo back
 * end reads them: unit squares with their four sides (north, east, south,
 * west, in the order a walk round the square meets them), the neighbour
 * across each, its passage bit, and the outer wall's openings. */
#include "vector.h"

static const unsigned side_bit[4] = {MAZE_N, MAZE_E, MAZE_S, MAZE_W};

/* Whether the side of a map cell towards (x, y) is open terrain on both sides. */
static int map_open(const maze_map *map, int32_t x, int32_t y, int here)
{
    return here && maze_map_open(map, x, y);
}

static void rect_cell(const mz_vsrc *src, uint64_t i, mz_vcell *c)
{
    const mz_scene *s = src->s;
    int32_t x = (int32_t)(i % (uint64_t)s->w), y = (int32_t)(i / (uint64_t)s->w);
    double x0 = x, y0 = y, x1 = x + 1.0, y1 = y + 1.0;
    const double ex[4][4] = {{x0, y0, x1, y0}, {x1, y0, x1, y1}, {x1, y1, x0, y1}, {x0, y1, x0, y0}};
    const int32_t dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    memset(c, 0, sizeof *c);
    c->on = s->m ? mz_enabled(s->m, i) : mz_terrain_open(s->map->terrain[i]);
    c->cx = x + 0.5;
    c->cy = y + 0.5;
    c->nsides = 4;
    unsigned open = s->m && c->on ? mz_mask(s->m, i, x, y) : 0;
    for (int k = 0; k < 4; k++) {
        mz_vedge *e = &c->edge[k];
        e->x0 = ex[k][0], e->y0 = ex[k][1], e->x1 = ex[k][2], e->y1 = ex[k][3];
        int32_t nx = x + dx[k], ny = y + dy[k];
        int inside = nx >= 0 && ny >= 0 && nx < s->w && ny < s->h;
        c->nb[k] = inside ? (int64_t)ny * s->w + nx : -1;
        c->open[k] = (uint8_t)(s->m ? (open & side_bit[k]) != 0 : map_open(s->map, nx, ny, c->on));
        c->gap[k] = (uint8_t)(!inside && mz_scene_gap(s, x, y, side_bit[k]));
    }
}

void mz_vsrc_rect(mz_vsrc *src, const mz_scene *s)
{
    src->n = (uint64_t)s->w * (uint64_t)s->h;
    src->s = s;
    src->cell = rect_cell;
}
