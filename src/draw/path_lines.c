/* path_lines.c - MAZE_LAYER_LINES in the PNG: a path drawn as thick straight
 * lines between its cells' centres (an any-angle path), painted over the
 * rasteriser's pixel rows as they pass, each row's span of each segment
 * solved from the segment's capsule (points within r of it). */
#include "draw.h"

#include <math.h>

/* Narrows [*lo, *hi] to the x with lo_v <= k x + c <= hi_v (k may be 0). */
static void clamp_linear(double k, double c, double lo_v, double hi_v, double *lo, double *hi)
{
    if (k == 0) {
        if (c < lo_v || c > hi_v) *lo = INFINITY;
        return;
    }
    double a = (lo_v - c) / k, b = (hi_v - c) / k;
    *lo = fmax(*lo, fmin(a, b));
    *hi = fmin(*hi, fmax(a, b));
}

/* The x interval of the points of row height yc within r of the segment
 * a-b: the union of the end discs' chords and the band's between them
 * (convex, so one interval). 0 if empty. */
static int capsule_span(const double *a, const double *b, double r, double yc, double *lo, double *hi)
{
    double l = INFINITY, h = -INFINITY;
    for (int k = 0; k < 2; k++) {
        const double *e = k ? b : a;
        double dy = yc - e[1];
        if (dy * dy > r * r) continue;
        double half = sqrt(r * r - dy * dy);
        l = fmin(l, e[0] - half);
        h = fmax(h, e[0] + half);
    }
    double dx = b[0] - a[0], dy = b[1] - a[1], len = sqrt(dx * dx + dy * dy), y = yc - a[1];
    if (len > 0) { /* along: 0 <= (p-a).d <= len^2; across: |(p-a) x d| <= r len; p-a = (X, y) */
        double blo = -INFINITY, bhi = INFINITY;
        clamp_linear(dx, y * dy, 0, len * len, &blo, &bhi);
        clamp_linear(dy, -y * dx, -r * len, r * len, &blo, &bhi);
        if (blo <= bhi) {
            l = fmin(l, blo + a[0]);
            h = fmax(h, bhi + a[0]);
        }
    }
    *lo = l;
    *hi = h;
    return l <= h;
}

/* Paints pixel row py (absolute, margins included) of the lines into px,
 * over every pixel but walls and the start and goal squares. */
static void paint_row(const mz_pline *ln, int64_t py, int64_t pw, uint8_t *px)
{
    double yc = (double)py + 0.5, lo, hi;
    for (size_t k = 0; k + 1 < ln->n || (ln->n == 1 && k == 0); k++) {
        const double *a = ln->xy + 2 * k, *b = ln->n == 1 ? a : a + 2;
        if (!capsule_span(a, b, ln->r, yc, &lo, &hi)) continue;
        int64_t x0 = (int64_t)ceil(lo - 0.5), x1 = (int64_t)floor(hi - 0.5);
        if (x0 < 0) x0 = 0;
        if (x1 > pw - 1) x1 = pw - 1;
        for (int64_t x = x0; x <= x1; x++)
            if (px[x] != MZ_PAL_WALL && px[x] != MZ_PAL_START && px[x] != MZ_PAL_GOAL) px[x] = MZ_PAL_PATH;
    }
}

/* An mz_emit_fn between the rasteriser and the PNG: rows the lines cross
 * are copied, painted and passed on one at a time; the others as they come. */
int mz_pline_emit(void *ud, const uint8_t *px, int64_t repeat)
{
    mz_pline *ln = ud;
    int64_t y = ln->y;
    ln->y += repeat;
    if (y + repeat <= ln->ylo || y > ln->yhi) return ln->emit(ln->ud, px, repeat);
    for (int64_t k = 0; k < repeat; k++) {
        memcpy(ln->row, px, (size_t)ln->pw);
        paint_row(ln, y + k, ln->pw, ln->row);
        int st = ln->emit(ln->ud, ln->row, 1);
        if (st) return st;
    }
    return MAZE_OK;
}

int mz_pline_init(mz_pline *ln, const mz_scene *s, mz_emit_fn emit, void *ud)
{
    memset(ln, 0, sizeof *ln);
    ln->emit = emit;
    ln->ud = ud;
    ln->pw = s->pw;
    ln->n = s->line_n;
    int32_t in = s->cell - s->wall;
    ln->r = mz_scene_path_width(s) / 2.0;
    ln->xy = mz_alloc(&s->alloc, 2 * ln->n * sizeof(double));
    ln->row = mz_alloc(&s->alloc, (size_t)s->pw);
    if (!ln->xy || !ln->row) return MAZE_ENOMEM;
    double half = s->wall + in / 2.0;
    ln->ylo = INT64_MAX;
    ln->yhi = INT64_MIN;
    for (size_t k = 0; k < ln->n; k++) {
        uint64_t col = s->line[k] % (uint64_t)s->w, row = s->line[k] / (uint64_t)s->w; /* whole cells */
        double cx = (double)s->margin + (double)col * s->cell + half;
        double cy = (double)s->margin + (double)row * s->cell + half;
        ln->xy[2 * k] = cx;
        ln->xy[2 * k + 1] = cy;
        int64_t top = (int64_t)floor(cy - ln->r) - 1, bottom = (int64_t)ceil(cy + ln->r) + 1;
        if (top < ln->ylo) ln->ylo = top;
        if (bottom > ln->yhi) ln->yhi = bottom;
    }
    return MAZE_OK;
}

void mz_pline_free(mz_pline *ln, const mz_scene *s)
{
    mz_free(&s->alloc, ln->xy);
    mz_free(&s->alloc, ln->row);
    ln->xy = NULL;
    ln->row = NULL;
}
