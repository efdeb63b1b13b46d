/* anim_page_cells.c - the animation page's picture of a maze of another
 * topology than rect, from the cells' geometry (maze_cell_geometry): an SVG
 * with a layer for the events' cell colours under one element a wall (a
 * line or a true arc, or a pair of rings for a passage between levels) that
 * the script shows or hides, and the cells' outlines and walls as data. */
#include "cli.h"
#include "io.h"
#include "anim.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct page {
    maze_write_fn write;
    void *ctx;
    int st;
    double m, c, w; /* margin, cell pitch, wall: a geometry unit is c pixels */
} page;

static void put(page *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(page *p, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (p->st || k < 0) return;
    if (p->write(p->ctx, buf, (size_t)k < sizeof buf ? (size_t)k : sizeof buf - 1)) p->st = MAZE_EIO;
}

/* A point of the geometry in pixels, as the library's pictures place it. */
static double px(const page *p, double g) { return p->m + p->w / 2 + g * p->c; }

/* Edge e from its end `back` (0: (x0, y0), 1: (x1, y1)) to the other, after
 * the pen is at that end: a line, or the arc with its own radius. */
static void put_edge(page *p, const maze_edge *e, int back)
{
    double x = back ? e->x0 : e->x1, y = back ? e->y0 : e->y1;
    if (e->kind == MAZE_EDGE_ARC)
        put(p, "A%.2f %.2f 0 %d %d %.2f %.2f", e->r * p->c, e->r * p->c, e->a1 - e->a0 > M_PI, !back, px(p, x), px(p, y));
    else
        put(p, "L%.2f %.2f", px(p, x), px(p, y));
}

/* The cell's outline as a path: its sides chained end to end, each next the
 * one starting nearest where the last ended (the library's fills do the same). */
static void put_outline(page *p, const maze_cell_geom *g)
{
    unsigned used = 0, lines = 0, first = 0;
    for (unsigned k = 0; k < g->sides; k++) {
        if (g->edge[k].kind == MAZE_EDGE_MARK) used |= 1u << k;
        else if (!lines++) first = k;
    }
    if (!lines) return;
    used |= 1u << first;
    put(p, "M%.2f %.2f", px(p, g->edge[first].x0), px(p, g->edge[first].y0));
    put_edge(p, &g->edge[first], 0);
    double ex = g->edge[first].x1, ey = g->edge[first].y1;
    for (unsigned done = 1; done < lines; done++) {
        unsigned best = 0;
        double bd = INFINITY;
        for (unsigned k = 0; k < g->sides; k++) {
            const maze_edge *e = &g->edge[k];
            double d = fmin(hypot(e->x0 - ex, e->y0 - ey), hypot(e->x1 - ex, e->y1 - ey));
            if (!(used >> k & 1) && d < bd) bd = d, best = k;
        }
        const maze_edge *e = &g->edge[best];
        int back = hypot(e->x1 - ex, e->y1 - ey) < hypot(e->x0 - ex, e->y0 - ey);
        used |= 1u << best;
        put(p, "L%.2f %.2f", px(p, back ? e->x1 : e->x0), px(p, back ? e->y1 : e->y0));
        put_edge(p, e, back);
        ex = back ? e->x0 : e->x1;
        ey = back ? e->y0 : e->y1;
    }
    put(p, "Z");
}

static int on(const maze *m, int64_t c) { return c >= 0 && maze_cell_is_enabled(m, (uint32_t)c); }

/* The border of the enabled cells: drawn once, never carved. */
static void put_border(page *p, const maze *m)
{
    put(p, "<path d=\"");
    maze_cell_geom g;
    for (uint64_t c = 0, n = maze_cell_total(m); c < n; c++) {
        if (!on(m, (int64_t)c) || maze_cell_geometry(m, (uint32_t)c, &g)) continue;
        for (unsigned s = 0; s < g.sides; s++) {
            const maze_edge *e = &g.edge[s];
            if (e->kind == MAZE_EDGE_MARK || on(m, maze_cell_neighbor(m, (uint32_t)c, s))) continue;
            put(p, "M%.2f %.2f", px(p, e->x0), px(p, e->y0));
            put_edge(p, e, 0);
        }
    }
    put(p, "\"/>\n");
}

/* A ring where a passage to another level opens, as the library marks it. */
static void put_ring(page *p, const maze_edge *e)
{
    put(p, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" stroke-width=\"%.2f\"/>", px(p, e->x0), px(p, e->y0),
        0.15 * p->c, fmax(1.0, p->w / 2));
}

/* One element a side between two enabled cells (from the lower one), in
 * order: a wall shown while closed, or a pair of rings shown while open. */
static void put_walls(page *p, const maze *base)
{
    maze_cell_geom g, h;
    for (uint64_t c = 0, n = maze_cell_total(base); c < n; c++) {
        if (!on(base, (int64_t)c) || maze_cell_geometry(base, (uint32_t)c, &g)) continue;
        for (unsigned s = 0; s < g.sides; s++) {
            int64_t nb = maze_cell_neighbor(base, (uint32_t)c, s);
            if (!on(base, nb) || nb < (int64_t)c) continue;
            int open = maze_cell_is_open(base, (uint32_t)c, s);
            const maze_edge *e = &g.edge[s];
            if (e->kind == MAZE_EDGE_MARK) {
                int back = maze_cell_back(base, (uint32_t)c, s);
                put(p, "<g visibility=\"%s\">", open ? "visible" : "hidden");
                put_ring(p, e);
                if (back >= 0 && !maze_cell_geometry(base, (uint32_t)nb, &h)) put_ring(p, &h.edge[back]);
                put(p, "</g>\n");
                continue;
            }
            put(p, "<path visibility=\"%s\" d=\"M%.2f %.2f", open ? "hidden" : "visible", px(p, e->x0), px(p, e->y0));
            put_edge(p, e, 0);
            put(p, "\"/>\n");
        }
    }
}

/* Distance from a cell's centre to its nearest side, in geometry units. */
static double inradius(const maze_cell_geom *g)
{
    double best = INFINITY;
    for (unsigned k = 0; k < g->sides; k++) {
        const maze_edge *e = &g->edge[k];
        if (e->kind == MAZE_EDGE_MARK) continue;
        if (e->kind == MAZE_EDGE_ARC) {
            best = fmin(best, fabs(hypot(g->cx - e->cx, g->cy - e->cy) - e->r));
            continue;
        }
        double dx = e->x1 - e->x0, dy = e->y1 - e->y0, l2 = dx * dx + dy * dy;
        double t = l2 > 0 ? fmax(0, fmin(1, ((g->cx - e->x0) * dx + (g->cy - e->y0) * dy) / l2)) : 0;
        best = fmin(best, hypot(g->cx - e->x0 - t * dx, g->cy - e->y0 - t * dy));
    }
    return best;
}

/* The start and goal discs of a solve, the library's marker size. */
static void put_marks(page *p, const cli_anim_page *a)
{
    const int32_t cell[2] = {a->sx, a->gx};
    const uint32_t col[2] = {a->o->start_color, a->o->goal_color};
    int32_t in = a->o->cell - a->o->wall, size = in * 3 / 5 > 0 ? in * 3 / 5 : 1;
    maze_cell_geom g;
    for (int k = 0; a->solve && k < 2; k++) {
        if (maze_cell_geometry(a->m, (uint32_t)cell[k], &g)) continue;
        double r = fmin(size / 2.0, 0.8 * inradius(&g) * p->c);
        put(p, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"#%06x\"/>\n", px(p, g.cx), px(p, g.cy), r,
            (unsigned)col[k]);
    }
}

/* The script's data: each cell's outline (CELL, "" for a disabled one) and,
 * for each cell, its neighbours and the index of the wall element between
 * (SD: pairs), the elements numbered as put_walls puts them. */
static void put_data(page *p, const maze *m)
{
    uint64_t n = maze_cell_total(m), idx = 0;
    maze_cell_geom g;
    put(p, "const CELL=[");
    for (uint64_t c = 0; c < n; c++) {
        put(p, "%s'", c ? ",\n" : "");
        if (on(m, (int64_t)c) && !maze_cell_geometry(m, (uint32_t)c, &g)) put_outline(p, &g);
        put(p, "'");
    }
    put(p, "];\nconst SD=[");
    for (uint64_t c = 0; c < n; c++) put(p, "%s[]", c ? "," : "");
    put(p, "];\n");
    for (uint64_t c = 0; c < n; c++) {
        if (!on(m, (int64_t)c)) continue;
        for (unsigned s = 0, k = maze_cell_sides(m, (uint32_t)c); s < k; s++) {
            int64_t nb = maze_cell_neighbor(m, (uint32_t)c, s);
            if (!on(m, nb) || nb < (int64_t)c) continue;
            put(p, "SD[%llu].push(%lld,%llu);SD[%lld].push(%llu,%llu);\n", (unsigned long long)c, (long long)nb,
                (unsigned long long)idx, (long long)nb, (unsigned long long)c, (unsigned long long)idx);
            idx++;
        }
    }
}

/* Each coloured cell of `fill` (its CLI_PX_* index a cell) as its outline
 * filled and stroked in its colour, so that neighbours meet without a seam. */
static void put_fills(page *p, const maze *m, const cli_canvas *fill)
{
    maze_cell_geom g;
    for (uint64_t c = 0, n = maze_cell_total(m); fill && c < n; c++) {
        if (fill->cell[c] == CLI_PX_BG || !on(m, (int64_t)c) || maze_cell_geometry(m, (uint32_t)c, &g)) continue;
        unsigned rgb = (unsigned)fill->pal[fill->cell[c]];
        put(p, "<path fill=\"#%06x\" stroke=\"#%06x\" d=\"", rgb, rgb);
        put_outline(p, &g);
        put(p, "\"/>\n");
    }
}

int cli_cells_page(const cli_anim_page *a, maze *base, const cli_canvas *fill, const char *layer, int32_t pw,
                   int32_t ph, maze_write_fn write, void *ctx)
{
    const maze_draw_opts *d = a->o;
    page p = {write, ctx, MAZE_OK, d->margin, d->cell, d->wall};
    put(&p, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", (int)pw,
        (int)ph, (int)pw, (int)ph);
    put(&p, "<rect width=\"%d\" height=\"%d\" fill=\"#%06x\"/>\n<g id=\"%s\" stroke-width=\"1\">", (int)pw, (int)ph,
        (unsigned)d->background, layer);
    put_fills(&p, base, fill);
    put(&p, "</g>\n");
    put(&p, "<g fill=\"none\" stroke=\"#%06x\" stroke-width=\"%d\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\n",
        (unsigned)d->wall_color, (int)d->wall);
    put_border(&p, base);
    put(&p, "<g id=\"%sw\">\n", layer);
    put_walls(&p, base);
    put(&p, "</g></g>\n");
    put_marks(&p, a);
    put(&p, "</svg>\n");
    return p.st;
}

int cli_cells_page_data(const cli_anim_page *a, maze_write_fn write, void *ctx)
{
    page p = {write, ctx, MAZE_OK, a->o->margin, a->o->cell, a->o->wall};
    put_data(&p, a->m);
    return p.st;
}
