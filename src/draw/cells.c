/* cells.c - the cells the cairo back end draws: those of a maze of any
 * topology through the cell calls of maze.h, and those of a block map as
 * unit squares; with each the neighbour across every side, its passage, and
 * the outer wall's openings at start and goal. */
#include "vector.h"

/* rect's sides 0..3 as the direction bits the openings are planned in */
static const unsigned rect_bit[4] = {MAZE_N, MAZE_E, MAZE_S, MAZE_W};

/* Whether side k of cell i is an opening. rect's follow the plan the text
 * writers share (mz_gaps: which side of a corner cell, one round a corner);
 * that is a convention of its files, not of its geometry. Elsewhere the
 * scene names the side (gaps.side = k + 1). */
static int gap_at(const mz_scene *s, uint64_t i, unsigned k)
{
    if (!(s->gaps.side[0] || s->gaps.side[1])) return 0;
    if (s->m && !mz_is_rect(s->m)) {
        for (int j = 0; j < 2; j++)
            if (s->gaps.side[j] == k + 1 && (uint64_t)s->gaps.x[j] == i) return 1;
        return 0;
    }
    return k < 4 && mz_scene_gap(s, (int32_t)(i % (uint64_t)s->w), (int64_t)(i / (uint64_t)s->w), rect_bit[k]);
}

static int maze_on(const mz_vsrc *src, uint64_t i) { return maze_cell_is_enabled(src->s->m, (uint32_t)i); }

static void maze_cell(const mz_vsrc *src, uint64_t i, mz_vcell *c)
{
    const maze *m = src->s->m;
    uint32_t cell = (uint32_t)i;
    maze_cell_geom g;
    memset(c, 0, sizeof *c);
    if (maze_cell_geometry(m, cell, &g)) return;
    c->on = maze_cell_is_enabled(m, cell);
    c->cx = g.cx;
    c->cy = g.cy;
    c->nsides = g.sides < MZ_VSIDES_MAX ? g.sides : MZ_VSIDES_MAX;
    unsigned open = maze_cell_open_sides(m, cell);
    for (unsigned k = 0; k < c->nsides; k++) {
        c->edge[k] = g.edge[k];
        c->nb[k] = maze_cell_neighbor(m, cell, k);
        c->open[k] = (uint8_t)(open >> k & 1);
        c->gap[k] = (uint8_t)(c->nb[k] < 0 && gap_at(src->s, i, k));
    }
}

void mz_vsrc_maze(mz_vsrc *src, const mz_scene *s)
{
    src->n = maze_cell_total(s->m);
    src->s = s;
    src->cell = maze_cell;
    src->on = maze_on;
}

static int map_on(const mz_vsrc *src, uint64_t i) { return mz_terrain_open(src->s->map->terrain[i]); }

static void line(maze_edge *e, double x0, double y0, double x1, double y1)
{
    memset(e, 0, sizeof *e);
    e->kind = MAZE_EDGE_LINE;
    e->x0 = x0, e->y0 = y0, e->x1 = x1, e->y1 = y1;
}

/* A map cell: a unit square whose sides are open where both cells are open
 * terrain (the heat layer's moves; a map draws no walls). */
static void map_cell(const mz_vsrc *src, uint64_t i, mz_vcell *c)
{
    const mz_scene *s = src->s;
    int32_t x = (int32_t)(i % (uint64_t)s->w), y = (int32_t)(i / (uint64_t)s->w);
    const int32_t dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    memset(c, 0, sizeof *c);
    c->on = map_on(src, i);
    c->cx = x + 0.5;
    c->cy = y + 0.5;
    c->nsides = 4;
    line(&c->edge[0], x, y, x + 1.0, y);
    line(&c->edge[1], x + 1.0, y, x + 1.0, y + 1.0);
    line(&c->edge[2], x + 1.0, y + 1.0, x, y + 1.0);
    line(&c->edge[3], x, y + 1.0, x, y);
    for (int k = 0; k < 4; k++) {
        int32_t nx = x + dx[k], ny = y + dy[k];
        int inside = nx >= 0 && ny >= 0 && nx < s->w && ny < s->h;
        c->nb[k] = inside ? (int64_t)ny * s->w + nx : -1;
        c->open[k] = (uint8_t)(c->on && maze_map_open(s->map, nx, ny));
    }
}

void mz_vsrc_map(mz_vsrc *src, const mz_scene *s)
{
    src->n = (uint64_t)s->w * (uint64_t)s->h;
    src->s = s;
    src->cell = map_cell;
    src->on = map_on;
}
