/* anim_canvas.c - the animation page's picture as palette-index pixels, for
 * the GIF: the base (walls closed, the solved maze or the block map), each
 * event as the rectangle the page's script adds, and the end markers on top. */
#include "cli.h"
#include "anim.h"

#include <stdlib.h>
#include <string.h>

typedef struct geom {
    int32_t m, c, w; /* margin, cell pitch, wall (0 on a map) */
} geom;

static geom geom_of(const cli_anim_page *p)
{
    return (geom){p->o->margin, p->o->cell, p->m ? p->o->wall : 0};
}

/* Fills the rectangle x, y, w, h (clipped to the canvas) with index k. */
static void fill(cli_canvas *c, int64_t x, int64_t y, int64_t w, int64_t h, uint8_t k)
{
    if (c->rect) c->rect(c->rect_ud, x, y, w, h, k);
    int64_t x1 = x + w < c->w ? x + w : c->w, y1 = y + h < c->h ? y + h : c->h;
    x = x < 0 ? 0 : x;
    y = y < 0 ? 0 : y;
    for (int64_t r = y; r < y1 && x < x1; r++) memset(c->px + r * c->w + x, k, (size_t)(x1 - x));
}

/* Whether a wall stands between cell (x, y) and its neighbour on side dir
 * (MAZE_N or MAZE_W): one of the two is enabled and no passage joins them. */
static int wall_at(const maze *m, int32_t x, int32_t y, unsigned dir)
{
    int32_t nx = dir == MAZE_W ? x - 1 : x, ny = dir == MAZE_N ? y - 1 : y;
    int here = maze_cell_enabled(m, x, y), there = maze_cell_enabled(m, nx, ny);
    return (here || there) && !(here && (maze_get(m, x, y) & dir));
}

/* The walls of maze m: a segment north and west of every cell of the grid
 * and one row and column beyond, each cell + wall long (corners included). */
static void draw_walls(cli_canvas *c, const maze *m, geom g)
{
    for (int32_t y = 0; y <= maze_height(m); y++)
        for (int32_t x = 0; x <= maze_width(m); x++) {
            int64_t px = g.m + (int64_t)x * g.c, py = g.m + (int64_t)y * g.c;
            if (x < maze_width(m) && wall_at(m, x, y, MAZE_N)) fill(c, px, py, g.c + g.w, g.w, CLI_PX_WALL);
            if (y < maze_height(m) && wall_at(m, x, y, MAZE_W)) fill(c, px, py, g.w, g.c + g.w, CLI_PX_WALL);
        }
}

static void draw_blocks(cli_canvas *c, const maze_map *map, geom g)
{
    for (int32_t y = 0; y < maze_map_height(map); y++)
        for (int32_t x = 0; x < maze_map_width(map); x++)
            if (!maze_map_open(map, x, y))
                fill(c, g.m + (int64_t)x * g.c, g.m + (int64_t)y * g.c, g.c, g.c, CLI_PX_WALL);
}

static void set_palette(cli_canvas *c, const maze_draw_opts *o)
{
    const uint32_t pal[CLI_PX_SET] = {o->background, o->wall_color, o->expanded_color, CLI_ANIM_FRONTIER,
                                      CLI_ANIM_BACKTRACK, o->path_color, o->start_color, o->goal_color};
    const uint32_t sets[CLI_ANIM_SETS] = CLI_ANIM_SET_COLORS, tints[2] = CLI_ANIM_CHAMBER_COLORS;
    memcpy(c->pal, pal, sizeof pal);
    memcpy(c->pal + CLI_PX_SET, sets, sizeof sets);
    memcpy(c->pal + CLI_PX_CHAMBER, tints, sizeof tints);
    c->pal[CLI_PX_SHORTEST] = o->shortest_color; /* all-shortest's MAZE_EV_MARK cells */
    c->pal[CLI_PX_SCAN] = CLI_ANIM_SCAN;
}

/* A generator's base is its maze with every wall closed. */
static int draw_base(cli_canvas *c, const cli_anim_page *p, geom g)
{
    if (p->map) {
        draw_blocks(c, p->map, g);
        return MAZE_OK;
    }
    if (p->solve) {
        draw_walls(c, p->m, g);
        return MAZE_OK;
    }
    maze *closed;
    int st = maze_create(&closed, maze_width(p->m), maze_height(p->m), NULL);
    if (st) return st;
    draw_walls(c, closed, g);
    maze_destroy(closed);
    return MAZE_OK;
}

int cli_canvas_base(cli_canvas *c, const cli_anim_page *p)
{
    memset(c, 0, sizeof *c);
    set_palette(c, p->o);
    if (cli_anim_cells(p)) return cli_cells_base(c, p);
    int32_t w = p->m ? maze_width(p->m) : maze_map_width(p->map), h = p->m ? maze_height(p->m) : maze_map_height(p->map);
    int64_t pw, ph;
    int st = maze_draw_size(w, h, p->m == NULL, p->o, &pw, &ph);
    if (st) return st == MAZE_ETOOBIG ? st : MAZE_EINVAL;
    if (pw > 65535 || ph > 65535 || pw * ph > CLI_GIF_MAX_PIXELS) return MAZE_ETOOBIG;
    c->w = (int32_t)pw;
    c->h = (int32_t)ph;
    c->px = calloc((size_t)(pw * ph), 1); /* all CLI_PX_BG */
    if (!c->px) return MAZE_ENOMEM;
    st = draw_base(c, p, geom_of(p));
    if (st) {
        free(c->px);
        c->px = NULL;
    }
    return st;
}

static const uint8_t event_px[] = {
    [MAZE_EV_CARVE] = CLI_PX_BG,         [MAZE_EV_WALL] = CLI_PX_WALL,          [MAZE_EV_VISIT] = CLI_PX_EXPANDED,
    [MAZE_EV_FRONTIER] = CLI_PX_FRONTIER, [MAZE_EV_BACKTRACK] = CLI_PX_BACKTRACK, [MAZE_EV_PATH] = CLI_PX_PATH,
    [MAZE_EV_MARK] = CLI_PX_SHORTEST,
};

static int64_t lo(int32_t a, int32_t b) { return a < b ? a : b; }
static int64_t span(int32_t a, int32_t b) { return a < b ? (int64_t)b - a : (int64_t)a - b; }

/* The wall between (x, y) and its neighbour (x2, y2): its corners too for
 * a wall closed (the whole segment), not for one carved (the gap alone). */
static void draw_wall(cli_canvas *c, geom g, const int32_t *e, int corners, uint8_t k)
{
    int32_t x = e[1], y = e[2], x2 = e[3], y2 = e[4];
    int64_t along = corners ? g.c + g.w : g.c - g.w, skip = corners ? 0 : g.w;
    if (x2 != x) fill(c, g.m + (x > x2 ? x : x2) * (int64_t)g.c, g.m + (int64_t)y * g.c + skip, g.w, along, k);
    else fill(c, g.m + (int64_t)x * g.c + skip, g.m + (y > y2 ? y : y2) * (int64_t)g.c, along, g.w, k);
}

/* A jump's scan (jps), as the page's line: from the centre of (x2, y2)
 * diagonally, then straight, to the centre of (x, y), c/5 thick. */
static void draw_scan(cli_canvas *c, geom g, const int32_t *e)
{
    int32_t x = e[1], y = e[2], x2 = e[3], y2 = e[4];
    int64_t t = g.c / 5 > 1 ? g.c / 5 : 1, half = (g.c + g.w) / 2 - t / 2, d = span(x, x2) < span(y, y2) ? span(x, x2) : span(y, y2);
    int sx = (x > x2) - (x < x2), sy = (y > y2) - (y < y2);
    int64_t px = g.m + (int64_t)x2 * g.c + half, py = g.m + (int64_t)y2 * g.c + half;
    for (int64_t i = 0; i < d * g.c; i++, px += sx, py += sy) fill(c, px, py, t, t, CLI_PX_SCAN);
    int64_t rest = (span(x, x2) - d + span(y, y2) - d) * g.c;
    int ux = span(x, x2) > d ? sx : 0, uy = span(y, y2) > d ? sy : 0;
    for (int64_t i = 0; i <= rest; i++, px += ux, py += uy) fill(c, px, py, t, t, CLI_PX_SCAN);
}

/* One event, as the page's rectFor draws it: a wall closed or carved
 * between two cells; else the cell's interior, joined to (x2, y2) for a
 * path step to a neighbour. */
static void draw_event(cli_canvas *c, geom g, const int32_t *e)
{
    int k = e[0];
    int32_t x = e[1], y = e[2], x2 = e[3], y2 = e[4];
    if (k == MAZE_EV_CHAMBER) { /* the chamber's inside, its border walls left */
        uint8_t t = (uint8_t)(CLI_PX_CHAMBER + cli_anim_chamber_tint(x, y, x2, y2));
        fill(c, g.m + (int64_t)x * g.c + g.w, g.m + (int64_t)y * g.c + g.w, ((int64_t)x2 - x + 1) * g.c - g.w,
             ((int64_t)y2 - y + 1) * g.c - g.w, t);
        return;
    }
    if (k == MAZE_EV_SET) {
        fill(c, g.m + (int64_t)x * g.c + g.w, g.m + (int64_t)y * g.c + g.w, g.c - g.w, g.c - g.w,
             (uint8_t)(CLI_PX_SET + cli_anim_set_color(x2, y2)));
        return;
    }
    if ((k < MAZE_EV_CARVE || k > MAZE_EV_PATH) && k != MAZE_EV_MARK) return;
    if (k == MAZE_EV_WALL || k == MAZE_EV_CARVE) {
        draw_wall(c, g, e, k == MAZE_EV_WALL, event_px[k]);
        return;
    }
    if (k == MAZE_EV_FRONTIER && (span(x, x2) > 1 || span(y, y2) > 1)) draw_scan(c, g, e);
    int join = k == MAZE_EV_PATH && span(x, x2) + span(y, y2) == 1;
    int64_t in = g.c - g.w;
    fill(c, g.m + (join ? lo(x, x2) : x) * g.c + g.w, g.m + (join ? lo(y, y2) : y) * g.c + g.w,
         in + (join ? span(x, x2) : 0) * g.c, in + (join ? span(y, y2) : 0) * g.c, event_px[k]);
}

/* The start and goal squares of a solve, as the page's marks. */
static void draw_marks(cli_canvas *c, const cli_anim_page *p, geom g)
{
    if (!p->solve) return;
    int32_t in = g.c - g.w, inset = in / 5, size = in - 2 * inset;
    fill(c, g.m + (int64_t)p->sx * g.c + g.w + inset, g.m + (int64_t)p->sy * g.c + g.w + inset, size, size, CLI_PX_START);
    fill(c, g.m + (int64_t)p->gx * g.c + g.w + inset, g.m + (int64_t)p->gy * g.c + g.w + inset, size, size, CLI_PX_GOAL);
}

void cli_canvas_free(cli_canvas *c)
{
    free(c->px);
    free(c->cell);
    free(c->rgb);
    maze_destroy(c->state);
    c->px = c->cell = NULL;
    c->rgb = NULL;
    c->state = NULL;
}

void cli_canvas_result(cli_canvas *c, const cli_anim_page *p)
{
    if (cli_anim_cells(p)) {
        cli_cells_result(c, p);
        return;
    }
    memset(c->px, CLI_PX_BG, (size_t)c->w * (size_t)c->h);
    if (p->m) draw_walls(c, p->m, geom_of(p));
    else draw_blocks(c, p->map, geom_of(p));
    draw_marks(c, p, geom_of(p));
}

void cli_canvas_events(cli_canvas *c, const cli_anim_page *p, size_t from, size_t to)
{
    if (cli_anim_cells(p)) {
        cli_cells_events(c, p, from, to);
        return;
    }
    geom g = geom_of(p);
    for (size_t i = from; i < to && i < p->n; i++) draw_event(c, g, p->ev + i * 5);
    draw_marks(c, p, g);
}

size_t cli_anim_frame_count(const cli_anim_page *p)
{
    size_t want = p->n + (p->solve ? 1 : 2);
    return want < (size_t)p->frames ? want : (size_t)p->frames;
}

/* Frame k of the ne frames of events shows the first n * k / (ne - 1). */
void cli_anim_frame(cli_canvas *c, const cli_anim_page *p, size_t k, size_t nf, size_t *done)
{
    size_t ne = p->solve ? nf : nf - 1;
    if (k >= ne) {
        cli_canvas_result(c, p);
        *done = p->n;
        return;
    }
    size_t upto = ne < 2 ? 0 : (size_t)((unsigned long long)p->n * k / (ne - 1));
    cli_canvas_events(c, p, *done, upto);
    *done = upto;
}
