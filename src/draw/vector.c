/* vector.c - pictures through cairo (PNG, SVG, PDF) drawn from each cell's
 * geometry alone: cell fills as their outlines, a wall on every closed side
 * (once per shared edge; arcs as arcs), the path and markers at the cells'
 * centres. Anti-aliased; the scene supplies palette, layers and fills.
 * Memory: cairo's own (malloc) besides a few hundred bytes here; a PNG is
 * a 4-byte-a-pixel image while it is drawn. */
#include "vector.h"

#ifdef MAZE_HAVE_CAIRO
#include <dlfcn.h>
#include <math.h>
#include <string.h>

/* Why dlopen failed, from the loader's message: memory ran out (glibc's
 * loader could not allocate an object's descriptor, its dependency or
 * search lists, or map a segment of cairo or of a library it needs) is
 * MAZE_ENOMEM, so that a full memory is not reported as a missing cairo;
 * anything else (no libcairo.so.2) MAZE_EUNSUPPORTED. */
static int load_failure(const char *why)
{
    static const char *const oom[] = {"memory", "cannot allocate", "cannot create shared object descriptor",
                                      "map segment"};
    for (size_t i = 0; why && i < sizeof oom / sizeof oom[0]; i++)
        if (strstr(why, oom[i])) return MAZE_ENOMEM;
    return MAZE_EUNSUPPORTED;
}

int mz_cairo_load(mz_cairo *c)
{
    memset(c, 0, sizeof *c);
    c->lib = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
    if (!c->lib) return load_failure(dlerror());
    int missing = 0;
#define X(f) missing |= !(*(void **)&c->f = dlsym(c->lib, #f));
    MZ_CAIRO_CALLS(X)
#undef X
    return missing ? MAZE_EUNSUPPORTED : MAZE_OK;
}

void mz_cairo_unload(mz_cairo *c)
{
    if (c->lib) dlclose(c->lib);
}

#define CA(f) (v->api->f)

/* The sink cairo writes to. SVG ids of the form id="surfaceN" carry a
 * counter of every surface the process made; the digits are written as 1 so
 * that the same input gives the same bytes. */
typedef struct vsink {
    maze_write_fn write;
    void *ctx;
    int st;
    int svg;
    size_t match; /* bytes of the id's opening matched so far */
    int digits;   /* inside the digits that follow it */
} vsink;

static const char surface_id[] = "id=\"surface";

static int sink_put(vsink *k, const unsigned char *d, size_t n)
{
    if (n && !k->st && k->write(k->ctx, d, n)) k->st = MAZE_EIO;
    return k->st;
}

/* Passes the SVG on, each run of the id's digits written as one "1". */
static int sink_svg(vsink *k, const unsigned char *d, size_t n)
{
    size_t from = 0;
    for (size_t i = 0; i < n; i++) {
        if (k->digits) {
            if (d[i] >= '0' && d[i] <= '9') {
                from = i + 1;
                continue;
            }
            k->digits = 0;
            from = i;
        }
        k->match = d[i] == (unsigned char)surface_id[k->match] ? k->match + 1 : d[i] == 'i';
        if (k->match == sizeof surface_id - 1) {
            if (sink_put(k, d + from, i + 1 - from) || sink_put(k, (const unsigned char *)"1", 1)) return k->st;
            k->match = 0;
            k->digits = 1;
            from = i + 1;
        }
    }
    return sink_put(k, d + from, n - from);
}

static cairo_status_t sink_write(void *closure, const unsigned char *data, unsigned int length)
{
    vsink *k = closure;
    int st = k->svg ? sink_svg(k, data, length) : sink_put(k, data, length);
    return st ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

/* The picture: geometry units to pixels (scale `cell`, origin shift), then
 * pixels to the surface's units. */
typedef struct vpic {
    const mz_cairo *api;
    const mz_vsrc *src;
    const mz_scene *s;
    cairo_t *cr;
    double minx, miny;   /* the geometry's top-left corner */
    double pw, ph;       /* picture size in pixels */
    int weave;           /* a weave maze: drawn inset (draw_weave) */
    mz_vcell cell;       /* scratch */
} vpic;

static void px(const vpic *v, double gx, double gy, double *x, double *y)
{
    *x = v->s->margin + v->s->wall / 2.0 + (gx - v->minx) * v->s->cell;
    *y = v->s->margin + v->s->wall / 2.0 + (gy - v->miny) * v->s->cell;
}

static int is_weave(const mz_scene *s)
{
    return s->m && strcmp(maze_topology_of(s->m)->name, "weave") == 0;
}

static int is_arc(const maze_edge *e) { return e->kind == MAZE_EDGE_ARC; }
static int is_mark(const maze_edge *e) { return e->kind == MAZE_EDGE_MARK; }

/* An edge's ends (an arc's too, at a0 and a1; a mark's point twice). */
static void edge_ends(const maze_edge *e, double *p)
{
    p[0] = e->x0, p[1] = e->y0, p[2] = e->x1, p[3] = e->y1;
}

/* Grows the box by an edge: its ends and, for an arc, the extreme points of
 * its circle whose angles it covers. */
static void box_edge(const maze_edge *e, double *b)
{
    double p[4];
    edge_ends(e, p);
    for (int k = 0; k < 4; k += 2) {
        b[0] = fmin(b[0], p[k]), b[1] = fmin(b[1], p[k + 1]);
        b[2] = fmax(b[2], p[k]), b[3] = fmax(b[3], p[k + 1]);
    }
    if (!is_arc(e)) return;
    for (int q = -8; q <= 8; q++) {
        double a = q * M_PI / 2;
        if (a < e->a0 || a > e->a1) continue;
        double x = e->cx + e->r * cos(a), y = e->cy + e->r * sin(a);
        b[0] = fmin(b[0], x), b[1] = fmin(b[1], y), b[2] = fmax(b[2], x), b[3] = fmax(b[3], y);
    }
}

/* The bounding box of every cell's edges sets the picture's size:
 * 2*margin + extent*cell + wall each way, as the raster writer's. */
static int measure_box(vpic *v)
{
    double b[4] = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (uint64_t i = 0; i < v->src->n; i++) {
        v->src->cell(v->src, i, &v->cell);
        for (unsigned k = 0; k < v->cell.nsides; k++) box_edge(&v->cell.edge[k], b);
    }
    if (!(b[2] >= b[0] && b[3] >= b[1])) return MAZE_ERANGE;
    v->minx = b[0];
    v->miny = b[1];
    v->pw = ceil(2.0 * v->s->margin + (b[2] - b[0]) * v->s->cell + v->s->wall - 1e-9);
    v->ph = ceil(2.0 * v->s->margin + (b[3] - b[1]) * v->s->cell + v->s->wall - 1e-9);
    return MAZE_OK;
}

static int measure(vpic *v)
{
    int st = measure_box(v);
    if (st) return st;
    return v->pw > 32767 || v->ph > 32767 ? MAZE_ETOOBIG : MAZE_OK; /* cairo's largest surface side */
}

static void set_color(const vpic *v, uint32_t rgb)
{
    CA(cairo_set_source_rgb)(v->cr, (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0, (rgb & 255) / 255.0);
}

/* Adds edge e to the current path, from whichever end is nearer the current
 * point (forward, or backward along it); `first` starts a new sub-path. */
static void path_edge(const vpic *v, const maze_edge *e, int first)
{
    double p[4], a[4], cx, cy;
    edge_ends(e, p);
    px(v, p[0], p[1], &a[0], &a[1]);
    px(v, p[2], p[3], &a[2], &a[3]);
    int back = 0;
    if (!first && CA(cairo_has_current_point)(v->cr)) {
        double x, y;
        CA(cairo_get_current_point)(v->cr, &x, &y);
        back = hypot(x - a[2], y - a[3]) < hypot(x - a[0], y - a[1]);
    }
    if (first) CA(cairo_move_to)(v->cr, a[2 * back], a[2 * back + 1]);
    else CA(cairo_line_to)(v->cr, a[2 * back], a[2 * back + 1]);
    if (!is_arc(e)) {
        CA(cairo_line_to)(v->cr, a[2 - 2 * back], a[3 - 2 * back]);
        return;
    }
    px(v, e->cx, e->cy, &cx, &cy);
    if (back) CA(cairo_arc_negative)(v->cr, cx, cy, e->r * v->s->cell, e->a1, e->a0);
    else CA(cairo_arc)(v->cr, cx, cy, e->r * v->s->cell, e->a0, e->a1);
}

/* The cell's outline: its sides chained end to end, each next side the one
 * that starts nearest where the last ended (the geometry need not list them
 * in order round the cell). */
static void path_cell(const vpic *v, const mz_vcell *c)
{
    unsigned used = 0, first = 0, lines = 0;
    for (unsigned k = 0; k < c->nsides; k++) {
        if (is_mark(&c->edge[k])) used |= 1u << k; /* a passage to another level bounds nothing */
        else if (!lines++) first = k;
    }
    if (!lines) return;
    used |= 1u << first;
    double cur[4];
    path_edge(v, &c->edge[first], 1);
    edge_ends(&c->edge[first], cur);
    double ex = cur[2], ey = cur[3];
    for (unsigned done = 1; done < lines; done++) {
        unsigned best = 0;
        double bd = INFINITY;
        for (unsigned k = 0; k < c->nsides; k++) {
            if (used >> k & 1) continue;
            double p[4];
            edge_ends(&c->edge[k], p);
            double d = fmin(hypot(p[0] - ex, p[1] - ey), hypot(p[2] - ex, p[3] - ey));
            if (d < bd) bd = d, best = k;
        }
        used |= 1u << best;
        path_edge(v, &c->edge[best], 0);
        double p[4];
        edge_ends(&c->edge[best], p);
        int back = hypot(p[2] - ex, p[3] - ey) < hypot(p[0] - ex, p[1] - ey);
        ex = back ? p[0] : p[2];
        ey = back ? p[1] : p[3];
    }
    CA(cairo_close_path)(v->cr);
}

/* The palette index a cell is filled with, or MZ_PAL_BG for none. */
static uint8_t cell_fill(const vpic *v, uint64_t i, const mz_vcell *c)
{
    if (!c->on) return v->s->m ? MZ_PAL_BG : MZ_PAL_WALL; /* outside a mask; a map's blocked cell */
    return v->s->fill ? v->s->fill[i] : MZ_PAL_BG;
}

/* Cell fills; a hairline of the fill's colour round each hides the seams
 * that anti-aliasing leaves between neighbours. */
static void draw_fills(vpic *v)
{
    if (!v->s->fill && v->s->m) return;
    CA(cairo_set_line_width)(v->cr, 1.0);
    for (uint64_t i = 0; i < v->src->n; i++) {
        v->src->cell(v->src, i, &v->cell);
        uint8_t f = cell_fill(v, i, &v->cell);
        if (f == MZ_PAL_BG || !v->cell.nsides) continue;
        path_cell(v, &v->cell);
        set_color(v, v->s->pal[f]);
        CA(cairo_fill_preserve)(v->cr);
        CA(cairo_stroke)(v->cr);
    }
}

static int cell_on(const vpic *v, int64_t j)
{
    return j >= 0 && (uint64_t)j < v->src->n && v->src->on(v->src, (uint64_t)j);
}

/* Which colour side k of cell i (c) is drawn in, 0 for none: a closed side
 * between two enabled cells once (from the lower number), the border of the
 * enabled cells from the enabled side (the outline colour with that layer). */
static int side_kind(const vpic *v, uint64_t i, const mz_vcell *c, unsigned k)
{
    if (!c->on || c->gap[k] || is_mark(&c->edge[k])) return 0;
    int64_t j = c->nb[k];
    if (cell_on(v, j)) return !c->open[k] && (uint64_t)j > i ? MZ_PAL_WALL : 0;
    return (v->s->layers & MAZE_LAYER_OUTLINE) ? MZ_PAL_OUTLINE : MZ_PAL_WALL;
}

/* Every side of colour `pal` in one path, stroked once. */
static void draw_walls(vpic *v, int pal)
{
    int any = 0;
    for (uint64_t i = 0; i < v->src->n; i++) {
        v->src->cell(v->src, i, &v->cell);
        for (unsigned k = 0; k < v->cell.nsides; k++)
            if (side_kind(v, i, &v->cell, k) == pal) {
                path_edge(v, &v->cell.edge[k], 1);
                any = 1;
            }
    }
    if (!any) return;
    set_color(v, v->s->pal[pal]);
    CA(cairo_set_line_width)(v->cr, v->s->wall);
    CA(cairo_stroke)(v->cr);
}

/* weave's cells inset by this much of a cell, so that corridors have width
 * and one passing under a cell shows between the walls of the other. */
#define MZ_WEAVE_INSET 0.2

static void centre(vpic *v, uint64_t i, double *x, double *y)
{
    v->src->cell(v->src, i, &v->cell);
    px(v, v->cell.cx, v->cell.cy, x, y);
}

/* Whether cells a and b meet through a mark (a passage between levels
 * drawn side by side): the path lifts there instead of crossing the page.
 * weave's marks are jumps to the cell beyond: the path goes straight on. */
static int through_mark(vpic *v, uint64_t a, uint64_t b)
{
    if (v->weave) return 0;
    v->src->cell(v->src, a, &v->cell);
    for (unsigned k = 0; k < v->cell.nsides; k++)
        if (v->cell.nb[k] == (int64_t)b && is_mark(&v->cell.edge[k])) return 1;
    return 0;
}

static void draw_path(vpic *v, const maze_overlay *ov)
{
    double x, y;
    for (size_t k = 0; k < ov->path_length; k++) {
        int lift = k && through_mark(v, ov->path[k - 1], ov->path[k]);
        centre(v, ov->path[k], &x, &y);
        if (k && !lift) CA(cairo_line_to)(v->cr, x, y);
        else CA(cairo_move_to)(v->cr, x, y);
        if (lift || ov->path_length == 1) CA(cairo_line_to)(v->cr, x, y); /* a dot: the cap draws it */
    }
    set_color(v, v->s->pal[MZ_PAL_PATH]);
    double band = mz_scene_path_width(v->s);
    if (v->weave) band = fmin(band, (0.5 - MZ_WEAVE_INSET) * v->s->cell); /* half a corridor's width */
    CA(cairo_set_line_width)(v->cr, band);
    CA(cairo_stroke)(v->cr);
}

/* An open passage to another level: a ring at its mark, in the wall colour. */
static void draw_marks(vpic *v)
{
    int any = 0;
    for (uint64_t i = 0; i < v->src->n; i++) {
        v->src->cell(v->src, i, &v->cell);
        for (unsigned k = 0; k < v->cell.nsides; k++) {
            const maze_edge *e = &v->cell.edge[k];
            if (!v->cell.on || !is_mark(e) || !v->cell.open[k]) continue;
            double x, y;
            px(v, e->x0, e->y0, &x, &y);
            CA(cairo_new_sub_path)(v->cr);
            CA(cairo_arc)(v->cr, x, y, 0.15 * v->s->cell, 0, 2 * M_PI);
            any = 1;
        }
    }
    if (!any) return;
    set_color(v, v->s->pal[MZ_PAL_WALL]);
    CA(cairo_set_line_width)(v->cr, fmax(1.0, v->s->wall / 2.0));
    CA(cairo_stroke)(v->cr);
}

/* A wall segment of the unit cell at (x, y), its ends given in the cell. */
static void weave_line(const vpic *v, double x, double y, double ax, double ay, double bx, double by)
{
    double p[4];
    px(v, x + ax, y + ay, &p[0], &p[1]);
    px(v, x + bx, y + by, &p[2], &p[3]);
    CA(cairo_move_to)(v->cr, p[0], p[1]);
    CA(cairo_line_to)(v->cr, p[2], p[3]);
}

/* The two walls of a corridor leaving the inset square towards d (0 N, 1 E,
 * 2 S, 3 W) for the cell's edge. */
static void weave_stubs(const vpic *v, double x, double y, unsigned d)
{
    const double i = MZ_WEAVE_INSET, j = 1 - MZ_WEAVE_INSET;
    static const double edge[4] = {0, 1, 1, 0};
    if (d % 2 == 0) {
        double e = edge[d], f = d ? j : i;
        weave_line(v, x, y, i, e, i, f);
        weave_line(v, x, y, j, e, j, f);
    } else {
        double e = edge[d], f = d == 1 ? j : i;
        weave_line(v, x, y, e, i, f, i);
        weave_line(v, x, y, e, j, f, j);
    }
}

/* The walls of colour `pal` of one weave cell as Buck draws it: the inset
 * square's side towards each closed direction (the outline's colour with
 * that layer where no enabled cell lies that way), a corridor's walls
 * towards each open one (its side, its jump, or its opening in the outer
 * wall); where a jump passes under the cell, the walls of the corridor below
 * show on either side of the one above it, which runs on unbroken. */
static void weave_cell(vpic *v, const mz_vcell *c, int pal)
{
    int outline = (v->s->layers & MAZE_LAYER_OUTLINE) != 0;
    const maze *m = v->s->m;
    const double i = MZ_WEAVE_INSET, j = 1 - MZ_WEAVE_INSET;
    const double in[4][4] = {{i, i, j, i}, {j, i, j, j}, {i, j, j, j}, {i, i, i, j}};
    double x = c->cx - 0.5, y = c->cy - 0.5;
    int under[2] = {c->nb[0] >= 0 && maze_cell_is_open(m, (uint32_t)c->nb[0], 5),  /* north-south */
                    c->nb[6] >= 0 && maze_cell_is_open(m, (uint32_t)c->nb[6], 3)}; /* west-east */
    for (unsigned d = 0; d < 4; d++) {
        int open = c->open[2 * d] || c->open[2 * d + 1] || c->gap[2 * d];
        if ((open || under[d % 2]) && pal == MZ_PAL_WALL) weave_stubs(v, x, y, d);
        int side = outline && !cell_on(v, c->nb[2 * d]) ? MZ_PAL_OUTLINE : MZ_PAL_WALL;
        if (!open && side == pal) weave_line(v, x, y, in[d][0], in[d][1], in[d][2], in[d][3]);
    }
}

/* Every enabled weave cell's walls of colour `pal` in one path, stroked once. */
static void draw_weave(vpic *v, int pal)
{
    for (uint64_t i = 0; i < v->src->n; i++) {
        v->src->cell(v->src, i, &v->cell);
        if (v->cell.on && v->cell.nsides == 8) weave_cell(v, &v->cell, pal);
    }
    set_color(v, v->s->pal[pal]);
    CA(cairo_set_line_width)(v->cr, v->s->wall);
    CA(cairo_stroke)(v->cr);
}

/* Distance from the centre to the nearest side, in geometry units. */
static double inradius(const mz_vcell *c)
{
    double best = INFINITY;
    for (unsigned k = 0; k < c->nsides; k++) {
        const maze_edge *e = &c->edge[k];
        double d;
        if (is_mark(e)) continue;
        if (is_arc(e)) {
            d = fabs(hypot(c->cx - e->cx, c->cy - e->cy) - e->r);
        } else {
            double dx = e->x1 - e->x0, dy = e->y1 - e->y0, l2 = dx * dx + dy * dy;
            double t = l2 > 0 ? ((c->cx - e->x0) * dx + (c->cy - e->y0) * dy) / l2 : 0;
            t = fmax(0, fmin(1, t));
            d = hypot(c->cx - e->x0 - t * dx, c->cy - e->y0 - t * dy);
        }
        best = fmin(best, d);
    }
    return best;
}

/* A disc of the raster writer's marker size, kept inside the cell. */
static void draw_marker(vpic *v, int32_t x, int32_t y, int pal)
{
    uint64_t i = (uint64_t)y * (uint64_t)v->s->w + (uint64_t)x; /* other topologies: (cell, 0) */
    double cx, cy;
    centre(v, i, &cx, &cy);
    double r = fmin((v->s->mark_hi - v->s->mark_lo) / 2.0, 0.8 * inradius(&v->cell) * v->s->cell);
    CA(cairo_new_sub_path)(v->cr);
    CA(cairo_arc)(v->cr, cx, cy, r, 0, 2 * M_PI);
    set_color(v, v->s->pal[pal]);
    CA(cairo_fill)(v->cr);
}

static void draw_body(vpic *v, const maze_overlay *ov)
{
    CA(cairo_rectangle)(v->cr, 0, 0, v->pw, v->ph);
    set_color(v, v->s->pal[MZ_PAL_BG]);
    CA(cairo_fill)(v->cr);
    CA(cairo_set_line_cap)(v->cr, CAIRO_LINE_CAP_ROUND);
    CA(cairo_set_line_join)(v->cr, CAIRO_LINE_JOIN_ROUND);
    draw_fills(v);
    int path = ov && (v->s->layers & MAZE_LAYER_PATH) && ov->path && ov->path_length;
    if (v->weave) { /* the path below the walls: where it passes under a corridor, that one's walls cross it */
        if (path) draw_path(v, ov);
        draw_weave(v, MZ_PAL_WALL);
        if (v->s->layers & MAZE_LAYER_OUTLINE) draw_weave(v, MZ_PAL_OUTLINE);
    } else if (v->s->m) {
        draw_walls(v, MZ_PAL_WALL);
        if (v->s->layers & MAZE_LAYER_OUTLINE) draw_walls(v, MZ_PAL_OUTLINE);
        draw_marks(v);
    }
    if (!ov) return;
    if (path && !v->weave) draw_path(v, ov);
    if (v->s->layers & MAZE_LAYER_MARKERS) {
        if (ov->has_start) draw_marker(v, ov->sx, ov->sy, MZ_PAL_START);
        if (ov->has_goal) draw_marker(v, ov->gx, ov->gy, MZ_PAL_GOAL);
    }
}

int mz_cairo_code(cairo_status_t c)
{
    switch (c) {
    case CAIRO_STATUS_SUCCESS: return MAZE_OK;
    case CAIRO_STATUS_NO_MEMORY: return MAZE_ENOMEM;
    case CAIRO_STATUS_INVALID_SIZE: return MAZE_ETOOBIG;
    default: return MAZE_EIO;
    }
}

/* The surface for `kind` at the paper size; its units per picture pixel in *unit. */
static cairo_surface_t *make_surface(const vpic *v, int kind, const mz_paper *p, vsink *k, double *unit)
{
    cairo_surface_t *sf;
    if (kind == MZ_VEC_PNG) {
        *unit = 1;
        return CA(cairo_image_surface_create)(CAIRO_FORMAT_RGB24, (int)v->pw, (int)v->ph);
    }
    if (kind == MZ_VEC_PDF) {
        *unit = p->mm_per_px * 72 / 25.4;
        sf = CA(cairo_pdf_surface_create_for_stream)(sink_write, k, p->page_w * 72 / 25.4, p->page_h * 72 / 25.4);
        CA(cairo_pdf_surface_set_metadata)(sf, CAIRO_PDF_METADATA_CREATE_DATE, "1970-01-01T00:00:00Z");
        return sf;
    }
    k->svg = 1;
    *unit = p->physical ? p->mm_per_px : 1; /* user units: millimetres, or pixels */
    sf = CA(cairo_svg_surface_create_for_stream)(sink_write, k, p->physical ? p->page_w : v->pw,
                                             p->physical ? p->page_h : v->ph);
    CA(cairo_svg_surface_set_document_unit)(sf, p->physical ? CAIRO_SVG_UNIT_MM : CAIRO_SVG_UNIT_PX);
    return sf;
}

static int render(vpic *v, int kind, const mz_paper *p, const maze_overlay *ov, vsink *k)
{
    double unit;
    cairo_surface_t *sf = make_surface(v, kind, p, k, &unit);
    int st = mz_cairo_code(CA(cairo_surface_status)(sf));
    if (!st) {
        v->cr = CA(cairo_create)(sf);
        if (kind != MZ_VEC_PNG) CA(cairo_translate)(v->cr, p->off_x / p->mm_per_px * unit, p->off_y / p->mm_per_px * unit);
        CA(cairo_scale)(v->cr, unit, unit);
        draw_body(v, ov);
        st = mz_cairo_code(CA(cairo_status)(v->cr));
        CA(cairo_destroy)(v->cr);
    }
    if (!st && kind == MZ_VEC_PNG) st = mz_cairo_code(CA(cairo_surface_write_to_png_stream)(sf, sink_write, k));
    CA(cairo_surface_finish)(sf);
    if (!st) st = mz_cairo_code(CA(cairo_surface_status)(sf));
    CA(cairo_surface_destroy)(sf);
    return k->st ? k->st : st;
}

int mz_vector_draw(const mz_vsrc *src, int kind, const maze_draw_opts *o, const maze_overlay *ov,
                   maze_write_fn write, void *ctx)
{
    vpic *v = mz_calloc(&src->s->alloc, 1, sizeof *v);
    if (!v) return MAZE_ENOMEM;
    v->src = src;
    v->s = src->s;
    v->weave = is_weave(v->s);
    mz_paper p;
    mz_cairo api;
    memset(&api, 0, sizeof api); /* unloaded below even when nothing was loaded */
    v->api = &api;
    int st = measure(v);
    if (!st) st = mz_paper_plan(o, v->pw, v->ph, &p);
    if (!st) st = mz_cairo_load(&api);
    if (!st) {
        vsink k = {write, ctx, MAZE_OK, 0, 0, 0};
        st = render(v, kind, &p, ov, &k);
    }
    mz_cairo_unload(&api);
    mz_free(&src->s->alloc, v);
    return st;
}

int mz_vector_place(const mz_cairo *api, cairo_t *cr, const mz_vsrc *src, const maze_overlay *ov, double x,
                    double y, double w, double h)
{
    vpic *v = mz_calloc(&src->s->alloc, 1, sizeof *v);
    if (!v) return MAZE_ENOMEM;
    v->api = api;
    v->src = src;
    v->s = src->s;
    v->weave = is_weave(v->s);
    v->cr = cr;
    int st = measure_box(v);
    if (!st) {
        double k = fmin(w / v->pw, h / v->ph);
        CA(cairo_save)(cr);
        CA(cairo_translate)(cr, x + (w - v->pw * k) / 2, y + (h - v->ph * k) / 2);
        CA(cairo_scale)(cr, k, k);
        draw_body(v, ov);
        CA(cairo_restore)(cr);
        st = mz_cairo_code(CA(cairo_status)(cr));
    }
    mz_free(&src->s->alloc, v);
    return st;
}

int mz_vector_size(const mz_vsrc *src, int32_t *pw, int32_t *ph)
{
    vpic v;
    memset(&v, 0, sizeof v);
    v.src = src;
    v.s = src->s;
    int st = measure(&v);
    *pw = st ? 0 : (int32_t)v.pw;
    *ph = st ? 0 : (int32_t)v.ph;
    return st;
}

/* The surface's pixels into px, 0xRRGGBB a pixel (cairo's RGB24 keeps the
 * colour in the low 24 bits of a native 32-bit word, the top byte unused). */
static void copy_pixels(const vpic *v, cairo_surface_t *sf, uint32_t *px)
{
    CA(cairo_surface_flush)(sf);
    const unsigned char *data = CA(cairo_image_surface_get_data)(sf);
    int stride = CA(cairo_image_surface_get_stride)(sf);
    size_t w = (size_t)v->pw;
    for (size_t y = 0; y < (size_t)v->ph; y++) {
        const uint32_t *row = (const uint32_t *)(const void *)(data + y * (size_t)stride);
        for (size_t x = 0; x < w; x++) px[y * w + x] = row[x] & 0xffffffu;
    }
}

/* Without anti-aliasing every pixel takes one colour of the scene's palette,
 * as a palette picture (a GIF frame) needs. */
static int render_pixels(vpic *v, const maze_overlay *ov, uint32_t *px)
{
    cairo_surface_t *sf = CA(cairo_image_surface_create)(CAIRO_FORMAT_RGB24, (int)v->pw, (int)v->ph);
    int st = mz_cairo_code(CA(cairo_surface_status)(sf));
    if (!st) {
        v->cr = CA(cairo_create)(sf);
        CA(cairo_set_antialias)(v->cr, CAIRO_ANTIALIAS_NONE);
        draw_body(v, ov);
        st = mz_cairo_code(CA(cairo_status)(v->cr));
        CA(cairo_destroy)(v->cr);
    }
    if (!st) copy_pixels(v, sf, px);
    CA(cairo_surface_destroy)(sf);
    return st;
}

int mz_vector_pixels(const mz_vsrc *src, const maze_overlay *ov, uint32_t *px)
{
    vpic *v = mz_calloc(&src->s->alloc, 1, sizeof *v);
    if (!v) return MAZE_ENOMEM;
    v->src = src;
    v->s = src->s;
    mz_cairo api;
    memset(&api, 0, sizeof api);
    v->api = &api;
    int st = measure(v);
    if (!st) st = mz_cairo_load(&api);
    if (!st) st = render_pixels(v, ov, px);
    mz_cairo_unload(&api);
    mz_free(&src->s->alloc, v);
    return st;
}

#else /* no cairo: the vector pictures are reported as unsupported */

int mz_vector_size(const mz_vsrc *src, int32_t *pw, int32_t *ph)
{
    (void)src;
    *pw = *ph = 0;
    return MAZE_EUNSUPPORTED;
}

int mz_vector_pixels(const mz_vsrc *src, const maze_overlay *ov, uint32_t *px)
{
    (void)src;
    (void)ov;
    (void)px;
    return MAZE_EUNSUPPORTED;
}

int mz_vector_draw(const mz_vsrc *src, int kind, const maze_draw_opts *o, const maze_overlay *ov,
                   maze_write_fn write, void *ctx)
{
    (void)src;
    (void)kind;
    (void)o;
    (void)ov;
    (void)write;
    (void)ctx;
    return MAZE_EUNSUPPORTED;
}

#endif
