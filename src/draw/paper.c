/* paper.c - the size of a picture on paper (pdf, and svg with a physical
 * size): millimetres per pixel from a cell size in mm or from fitting the
 * page, and the picture's place on the page. */
#include "vector.h"

#include <math.h>
#include <stdio.h>

#define MZ_PX_MM (25.4 / 96.0) /* the CSS pixel: 96 an inch */

/* Out of 0..hi, or not a number at all. */
static int out_of(double v, double hi) { return !(v >= 0 && v <= hi); }

int mz_paper_plan(const maze_draw_opts *o, double pw, double ph, mz_paper *p)
{
    memset(p, 0, sizeof *p);
    p->mm_per_px = MZ_PX_MM;
    if (o) {
        if (out_of(o->cell_mm, 1000) || out_of(o->page_width_mm, 10000) || out_of(o->page_height_mm, 10000) ||
            (o->page_width_mm > 0) != (o->page_height_mm > 0))
            return MAZE_EINVAL;
        p->physical = o->cell_mm > 0 || o->page_width_mm > 0;
        if (o->cell_mm > 0) p->mm_per_px = o->cell_mm / o->cell;
        else if (o->page_width_mm > 0) p->mm_per_px = fmin(o->page_width_mm / pw, o->page_height_mm / ph);
    }
    double w = pw * p->mm_per_px, h = ph * p->mm_per_px;
    p->page_w = w;
    p->page_h = h;
    if (o && o->page_width_mm > 0) {
        /* a hair of slack: fitting divides and multiplies back */
        if (w > o->page_width_mm * (1 + 1e-9) || h > o->page_height_mm * (1 + 1e-9)) return MAZE_EINVAL;
        p->page_w = o->page_width_mm;
        p->page_h = o->page_height_mm;
        p->off_x = (p->page_w - w) / 2;
        p->off_y = (p->page_h - h) / 2;
    }
    return MAZE_OK;
}

void mz_fmt_decimal(char *buf, double v)
{
    long long t = llround(fabs(v) * 1e4);
    int n = snprintf(buf, 32, "%s%lld.%04lld", v < 0 && t ? "-" : "", t / 10000, t % 10000);
    while (n > 0 && buf[n - 1] == '0') buf[--n] = 0;
    if (n > 0 && buf[n - 1] == '.') buf[--n] = 0;
}
