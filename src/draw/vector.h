/* vector.h - the cairo back end's view of a maze: each cell's centre and
 * sides (a line segment or an arc each, with the neighbour across it and
 * whether it is open), and the picture writer that draws from that alone. */
#ifndef MAZE_DRAW_VECTOR_H
#define MAZE_DRAW_VECTOR_H

#include "draw.h"

#define MZ_VSIDES_MAX 8

/* One side's edge: a segment (x0,y0)-(x1,y1), or (arc) the arc of centre
 * (cx,cy) and radius r from angle a0 to a1 (radians, a0 < a1, y down as on
 * the page, so angles grow clockwise). Units: one cell pitch. */
typedef struct mz_vedge {
    int arc;
    double x0, y0, x1, y1;
    double cx, cy, r, a0, a1;
} mz_vedge;

typedef struct mz_vcell {
    int on;                         /* enabled (in a maze) or open terrain (in a map) */
    double cx, cy;                  /* the centre, where the path and markers go */
    unsigned nsides;
    mz_vedge edge[MZ_VSIDES_MAX];
    int64_t nb[MZ_VSIDES_MAX];      /* the cell across, or -1 on the outer boundary */
    uint8_t open[MZ_VSIDES_MAX];    /* a passage through this side */
    uint8_t gap[MZ_VSIDES_MAX];     /* an opening of the outer wall (MAZE_LAYER_GAPS) */
} mz_vcell;

/* The cells of a maze or map, numbered 0..n-1 as the scene's per-cell
 * arrays and the overlay's path are. */
typedef struct mz_vsrc {
    uint64_t n;
    const mz_scene *s;
    /* Fills *c for cell i (i < n). */
    void (*cell)(const struct mz_vsrc *src, uint64_t i, mz_vcell *c);
} mz_vsrc;

/* The cells of the scene's rectangular maze or map. */
MZ_HIDDEN void mz_vsrc_rect(mz_vsrc *src, const mz_scene *s);

/* Which surface a picture goes to. */
enum { MZ_VEC_PNG, MZ_VEC_SVG, MZ_VEC_PDF };

/* Draws the scene's cells from src as `kind` to write (options o for the
 * size on paper, overlay ov for the path and markers, both checked by the
 * scene). MAZE_EUNSUPPORTED in a build without cairo. */
MZ_HIDDEN int mz_vector_draw(const mz_vsrc *src, int kind, const maze_draw_opts *o, const maze_overlay *ov,
                             maze_write_fn write, void *ctx);

/* The picture's size on paper from options o for a pw x ph pixel picture:
 * millimetres per pixel, the page in millimetres and the picture's offset
 * on it. *physical is 0 when o asks for no size (96 pixels an inch).
 * MAZE_EINVAL for bad values or a picture at cell_mm larger than the page. */
typedef struct mz_paper {
    int physical;
    double mm_per_px, page_w, page_h, off_x, off_y;
} mz_paper;
MZ_HIDDEN int mz_paper_plan(const maze_draw_opts *o, double pw, double ph, mz_paper *p);
/* Writes v rounded to 4 decimals, without trailing zeros, into buf (32
 * bytes): the same digits in every locale. */
MZ_HIDDEN void mz_fmt_decimal(char *buf, double v);

#endif
