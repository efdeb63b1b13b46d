/* svg.c - SVG output of the rectangular grid: cell fills as rectangles merged along rows, all walls
 * of a maze as one stroked path element (blocked cells of a map as one filled
 * path), then the outline, the solution path and the markers. Coordinates are
 * integers or halves, printed exactly, so the bytes are deterministic. */
#include "vector.h"

#include <stdarg.h>
#include <stdio.h>

typedef struct svg_out {
    maze_write_fn write;
    void *ctx;
    int st;
    size_t n;
    char buf[8192];
} svg_out;

static void out_flush(svg_out *o)
{
    if (!o->st && o->n && o->write(o->ctx, o->buf, o->n)) o->st = MAZE_EIO;
    o->n = 0;
}

static void out_printf(svg_out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_printf(svg_out *o, const char *fmt, ...)
{
    for (int tries = 0; tries < 2 && !o->st; tries++) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(o->buf + o->n, sizeof o->buf - o->n, fmt, ap);
        va_end(ap);
        if (k >= 0 && (size_t)k < sizeof o->buf - o->n) {
            o->n += (size_t)k;
            return;
        }
        out_flush(o); /* did not fit: flush and print again into the empty buffer */
    }
    if (!o->st) o->st = MAZE_EINVAL; /* longer than the buffer: a bug, never silent */
}

/* A coordinate given in half pixels. */
static void out_half(svg_out *o, const char *pre, int64_t twice)
{
    out_printf(o, "%s%lld%s", pre, (long long)(twice / 2), (twice & 1) ? ".5" : "");
}

static int64_t line_at(const mz_scene *s, int32_t i) { return 2 * (int64_t)s->margin + 2 * (int64_t)i * s->cell + s->wall; }
static int64_t cell_at(const mz_scene *s, int32_t i) { return s->margin + (int64_t)i * s->cell + s->wall; }

/* Row buffers for walking the scene top to bottom. */
typedef struct svg_rows {
    uint8_t *mem, *pcb, *pfi, *ccb, *cfi;
} svg_rows;

static void rows_next(const mz_scene *s, svg_rows *r, int32_t y)
{
    uint8_t *t = r->pcb;
    r->pcb = r->ccb;
    r->ccb = t;
    t = r->pfi;
    r->pfi = r->cfi;
    r->cfi = t;
    if (y < s->h) mz_scene_row(s, y, r->ccb, r->cfi);
    else memset(r->ccb, 0, (size_t)s->w);
    if (y == 0) memset(r->pcb, 0, (size_t)s->w);
}

/* Cell fills (heat, expanded) as rectangles over runs of equal colour, each
 * covering its cell's interior and its east and south wall gaps. */
static void svg_fills(const mz_scene *s, svg_rows *r, svg_out *o)
{
    for (int32_t y = 0; y < s->h && !o->st; y++) {
        mz_scene_row(s, y, r->ccb, r->cfi);
        for (int32_t x = 0, run; x < s->w; x += run) {
            uint8_t f = r->cfi[x];
            for (run = 1; x + run < s->w && r->cfi[x + run] == f; run++) {}
            if (f == MZ_PAL_BG || f == MZ_PAL_WALL) continue;
            out_printf(o, "<rect x=\"%lld\" y=\"%lld\" width=\"%lld\" height=\"%d\" fill=\"#%06x\"/>\n",
                       (long long)cell_at(s, x), (long long)cell_at(s, y), (long long)run * s->cell, s->cell,
                       (unsigned)s->pal[f]);
        }
    }
}

static int seg_wanted(int seg, int want) { return want == 2 ? seg == 2 : seg != 0; }

/* Horizontal wall runs on the line above row y. */
static void svg_hline(const mz_scene *s, const svg_rows *r, int32_t y, int want, svg_out *o)
{
    for (int32_t x = 0; x < s->w; x++) {
        int32_t x0 = x;
        while (x < s->w && seg_wanted(mz_seg(s, r->pcb[x], r->ccb[x], (r->pcb[x] & MZ_RC_S) != 0), want) &&
               !(y == 0 && mz_scene_gap(s, x, 0, MAZE_N)) && !(y == s->h && mz_scene_gap(s, x, y - 1, MAZE_S)))
            x++;
        if (x == x0) continue;
        out_half(o, "M", line_at(s, x0));
        out_half(o, " ", line_at(s, y));
        out_half(o, "H", line_at(s, x));
    }
}

/* Vertical wall runs: each column's open run is extended row by row and
 * written when it ends (y == h closes them all). */
static void svg_vlines(const mz_scene *s, const svg_rows *r, int32_t y, int32_t *start, int want, svg_out *o)
{
    for (int32_t x = 0; x <= s->w; x++) {
        unsigned a = x ? r->ccb[x - 1] : 0, b = x < s->w ? r->ccb[x] : 0;
        int on = y < s->h && seg_wanted(mz_seg(s, a, b, (a & MZ_RC_E) != 0), want) &&
                 !(x == 0 && mz_scene_gap(s, 0, y, MAZE_W)) && !(x == s->w && mz_scene_gap(s, x - 1, y, MAZE_E));
        if (on && start[x] < 0) start[x] = y;
        if (on || start[x] < 0) continue;
        out_half(o, "M", line_at(s, x));
        out_half(o, " ", line_at(s, start[x]));
        out_half(o, "V", line_at(s, y));
        start[x] = -1;
    }
}

/* want 1: every wall; want 2: only the mask outline. */
static int svg_walls(const mz_scene *s, svg_rows *r, int want, uint32_t color, svg_out *o)
{
    int32_t *start = mz_alloc(&s->alloc, ((size_t)s->w + 1) * sizeof *start);
    if (!start) return MAZE_ENOMEM;
    memset(start, 0xff, ((size_t)s->w + 1) * sizeof *start);
    out_printf(o, "<path fill=\"none\" stroke=\"#%06x\" stroke-width=\"%d\" stroke-linecap=\"square\" d=\"",
               (unsigned)color, s->wall);
    for (int32_t y = 0; y <= s->h && !o->st; y++) {
        rows_next(s, r, y);
        svg_hline(s, r, y, want, o);
        svg_vlines(s, r, y, start, want, o);
        out_printf(o, "\n");
    }
    out_printf(o, "\"/>\n");
    mz_free(&s->alloc, start);
    return MAZE_OK;
}

/* A block map's blocked cells as one filled path of row runs. */
static void svg_blocks(const mz_scene *s, svg_rows *r, svg_out *o)
{
    out_printf(o, "<path fill=\"#%06x\" d=\"", (unsigned)s->pal[MZ_PAL_WALL]);
    for (int32_t y = 0; y < s->h && !o->st; y++) {
        mz_scene_row(s, y, r->ccb, r->cfi);
        for (int32_t x = 0, run; x < s->w; x += run) {
            for (run = 1; x + run < s->w && (r->ccb[x + run] & MZ_RC_ON) == (r->ccb[x] & MZ_RC_ON); run++) {}
            if (r->ccb[x] & MZ_RC_ON) continue;
            out_printf(o, "M%lld %lldh%lldv%dh-%lldz", (long long)cell_at(s, x), (long long)cell_at(s, y),
                       (long long)run * s->cell, s->cell, (long long)run * s->cell);
        }
        out_printf(o, "\n");
    }
    out_printf(o, "\"/>\n");
}

static int64_t centre_at(const mz_scene *s, int32_t i) { return 2 * cell_at(s, i) + (s->cell - s->wall); }

static void svg_path(const mz_scene *s, const maze_overlay *ov, svg_out *o)
{
    uint32_t w = (uint32_t)s->w;
    const char *cap = (s->layers & MAZE_LAYER_LINES) ? "round\" stroke-linejoin=\"round" : "square";
    out_printf(o, "<path fill=\"none\" stroke=\"#%06x\" stroke-width=\"%d\" stroke-linecap=\"%s\" d=\"",
               (unsigned)s->pal[MZ_PAL_PATH], mz_scene_path_width(s), cap);
    for (size_t k = 0; k < ov->path_length; k++) {
        out_half(o, k ? (k % 16 ? "L" : "\nL") : "M", centre_at(s, (int32_t)(ov->path[k] % w)));
        out_half(o, " ", centre_at(s, (int32_t)(ov->path[k] / w)));
    }
    out_printf(o, "%s\"/>\n", ov->path_length == 1 ? "h0" : "");
}

static void svg_marker(const mz_scene *s, int32_t x, int32_t y, int pal, svg_out *o)
{
    int32_t size = s->mark_hi - s->mark_lo;
    long long px = cell_at(s, x), py = cell_at(s, y);
    out_printf(o, "<rect x=\"%lld\" y=\"%lld\" width=\"%d\" height=\"%d\" fill=\"#%06x\"/>\n",
               px + s->mark_lo, py + s->mark_lo, size, size, (unsigned)s->pal[pal]);
}

static int svg_body(const mz_scene *s, const maze_overlay *ov, svg_rows *r, svg_out *o)
{
    int st = MAZE_OK;
    if (s->fill) svg_fills(s, r, o);
    if (s->m) st = svg_walls(s, r, 1, s->pal[MZ_PAL_WALL], o);
    else svg_blocks(s, r, o);
    if (!st && s->m && (s->layers & MAZE_LAYER_OUTLINE)) st = svg_walls(s, r, 2, s->pal[MZ_PAL_OUTLINE], o);
    if (st || !ov) return st;
    if ((s->layers & MAZE_LAYER_PATH) && ov->path && ov->path_length) svg_path(s, ov, o);
    if (s->layers & MAZE_LAYER_MARKERS) {
        if (ov->has_start) svg_marker(s, ov->sx, ov->sy, MZ_PAL_START, o);
        if (ov->has_goal) svg_marker(s, ov->gx, ov->gy, MZ_PAL_GOAL, o);
    }
    return MAZE_OK;
}

/* The opening tag: pixel units, or with a size on paper millimetres and a
 * view box that centres the picture on the page. */
static void svg_open(const mz_scene *s, const mz_paper *p, svg_out *o)
{
    out_printf(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    if (!p->physical) {
        out_printf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%lld\" height=\"%lld\" viewBox=\"0 0 %lld %lld\">\n",
                   (long long)s->pw, (long long)s->ph, (long long)s->pw, (long long)s->ph);
        return;
    }
    char v[6][32];
    const double k = p->mm_per_px, d[6] = {p->page_w, p->page_h, -p->off_x / k, -p->off_y / k, p->page_w / k,
                                           p->page_h / k};
    for (int i = 0; i < 6; i++) mz_fmt_decimal(v[i], d[i]);
    out_printf(o, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%smm\" height=\"%smm\" viewBox=\"%s %s %s %s\">\n",
               v[0], v[1], v[2], v[3], v[4], v[5]);
}

int mz_svg_draw(const mz_scene *s, const maze_overlay *ov, const mz_paper *p, maze_write_fn write, void *ctx)
{
    svg_out *o = mz_alloc(&s->alloc, sizeof *o);
    svg_rows r;
    r.mem = mz_alloc(&s->alloc, 4 * (size_t)s->w);
    if (!o || !r.mem) {
        mz_free(&s->alloc, o);
        mz_free(&s->alloc, r.mem);
        return MAZE_ENOMEM;
    }
    o->write = write;
    o->ctx = ctx;
    o->st = MAZE_OK;
    o->n = 0;
    r.pcb = r.mem;
    r.pfi = r.mem + s->w;
    r.ccb = r.mem + 2 * (size_t)s->w;
    r.cfi = r.mem + 3 * (size_t)s->w;
    svg_open(s, p, o);
    out_printf(o, "<rect width=\"%lld\" height=\"%lld\" fill=\"#%06x\"/>\n", (long long)s->pw, (long long)s->ph,
               (unsigned)s->pal[MZ_PAL_BG]);
    int st = svg_body(s, ov, &r, o);
    out_printf(o, "</svg>\n");
    out_flush(o);
    if (!st) st = o->st;
    mz_free(&s->alloc, o);
    mz_free(&s->alloc, r.mem);
    return st;
}
