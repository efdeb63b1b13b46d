/* anim_cells.c - the animation's frames of a maze of another topology than
 * rect: the maze as the events leave it (sides opened and closed) and each
 * cell's colour, drawn with the cells' true shapes by the library
 * (maze_draw_pixels, without anti-aliasing) and read back as palette indices. */
#include "cli.h"
#include "io.h"
#include "anim.h"

#include <stdlib.h>
#include <string.h>

int cli_anim_cells(const cli_anim_page *p)
{
    return p->m && !cli_maze_rect(p->m);
}

int cli_cells_side(const maze *m, uint32_t a, uint32_t b)
{
    for (unsigned s = 0, n = maze_cell_sides(m, a); s < n; s++)
        if (maze_cell_neighbor(m, a, s) == (int64_t)b) return (int)s;
    return -1;
}

/* The palette index of colour rgb: the first entry of that colour (the
 * picture has no other colours without anti-aliasing; the nearest else). */
static uint8_t index_of(const cli_canvas *c, uint32_t rgb)
{
    int best = 0;
    long bd = -1;
    for (int k = 0; k < CLI_PX_COLORS; k++) {
        if (c->pal[k] == rgb) return (uint8_t)k;
        long dr = (long)(c->pal[k] >> 16 & 255) - (long)(rgb >> 16 & 255);
        long dg = (long)(c->pal[k] >> 8 & 255) - (long)(rgb >> 8 & 255), db = (long)(c->pal[k] & 255) - (long)(rgb & 255);
        long d = dr * dr + dg * dg + db * db;
        if (bd < 0 || d < bd) bd = d, best = k;
    }
    return (uint8_t)best;
}

/* Draws the state with the cells' colours into c->px; the end markers on
 * a solver's frames. */
static int render(cli_canvas *c, const cli_anim_page *p, int fills)
{
    maze_draw_opts o = *p->o;
    o.layers = p->solve ? MAZE_LAYER_MARKERS : 0;
    o.expanded = NULL;
    maze_overlay ov = {p->solve, p->solve, p->sx, 0, p->gx, 0, NULL, 0};
    maze_cell_fills f = {c->cell, c->pal + 1, CLI_PX_COLORS - 1}; /* fill k is palette entry k */
    size_t n = (size_t)c->w * (size_t)c->h;
    int st = maze_draw_pixels(c->state, &o, &ov, fills ? &f : NULL, c->rgb, n);
    if (st) return st;
    uint32_t last = c->rgb[0];
    uint8_t k = index_of(c, last);
    for (size_t i = 0; i < n; i++) {
        if (c->rgb[i] != last) last = c->rgb[i], k = index_of(c, last);
        c->px[i] = k;
    }
    return MAZE_OK;
}

int cli_cells_base(cli_canvas *c, const cli_anim_page *p)
{
    int32_t w, h;
    maze_draw_opts o = *p->o;
    o.layers = 0;
    int st = maze_draw_pixels_size(p->m, &o, &w, &h);
    if (st) return st;
    if ((int64_t)w * h > CLI_GIF_MAX_PIXELS) return MAZE_ETOOBIG;
    c->w = w;
    c->h = h;
    c->px = malloc((size_t)w * (size_t)h);
    c->rgb = malloc((size_t)w * (size_t)h * sizeof *c->rgb);
    c->cell = calloc((size_t)maze_cell_total(p->m), 1); /* all CLI_PX_BG: no colour */
    st = c->px && c->rgb && c->cell ? maze_clone(&c->state, p->m) : MAZE_ENOMEM;
    if (!st && !p->solve) maze_clear(c->state); /* where a generator starts */
    if (!st) st = render(c, p, 1);
    if (st) cli_canvas_free(c);
    return st;
}

static const uint8_t cell_px[] = {[MAZE_EV_VISIT] = CLI_PX_EXPANDED, [MAZE_EV_FRONTIER] = CLI_PX_FRONTIER,
                                  [MAZE_EV_BACKTRACK] = CLI_PX_BACKTRACK, [MAZE_EV_PATH] = CLI_PX_PATH,
                                  [MAZE_EV_MARK] = CLI_PX_SHORTEST};

/* One event: a side opened or closed, or a cell's colour. Cells are
 * indices (x, x2; y and y2 are 0 off rect). A division's chambers are
 * rect's alone. */
static void apply(cli_canvas *c, const int32_t *e)
{
    uint64_t n = maze_cell_total(c->state);
    int k = e[0];
    if (e[1] < 0 || (uint64_t)e[1] >= n) return;
    uint32_t a = (uint32_t)e[1];
    if (k == MAZE_EV_CARVE || k == MAZE_EV_WALL) {
        int s = e[3] < 0 ? -1 : cli_cells_side(c->state, a, (uint32_t)e[3]);
        if (s >= 0) maze_cell_set_open(c->state, a, (unsigned)s, k == MAZE_EV_CARVE);
    } else if (k == MAZE_EV_SET) {
        c->cell[a] = (uint8_t)(CLI_PX_SET + cli_anim_set_color(e[3], e[4]));
    } else if ((k >= MAZE_EV_VISIT && k <= MAZE_EV_PATH) || k == MAZE_EV_MARK) {
        c->cell[a] = cell_px[k];
    }
}

void cli_cells_events(cli_canvas *c, const cli_anim_page *p, size_t from, size_t to)
{
    for (size_t i = from; i < to && i < p->n; i++) apply(c, p->ev + i * 5);
    render(c, p, 1); /* the whole frame anew: cairo draws from the state */
}

void cli_cells_result(cli_canvas *c, const cli_anim_page *p)
{
    maze_destroy(c->state);
    c->state = NULL;
    if (maze_clone(&c->state, p->m) == MAZE_OK) render(c, p, 0);
}
