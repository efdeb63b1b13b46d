/* vector.h - the cairo back end's view of a maze: each cell's centre and
 * sides (a line segment, an arc or a mark each, with the neighbour across it
 * and whether it is open), and the picture writer that draws from that alone. */
#ifndef MAZE_DRAW_VECTOR_H
#define MAZE_DRAW_VECTOR_H

#include "draw.h"

#define MZ_VSIDES_MAX MAZE_MAX_SIDES

/* A cell as the drawer sees it: its geometry (edges as maze_cell_geometry
 * gives them: segments, arcs, marks; units of a cell pitch, y down), the
 * neighbour across each side, and the state of each side. */
typedef struct mz_vcell {
    int on;                         /* enabled (in a maze) or open terrain (in a map) */
    double cx, cy;                  /* the centre, where the path and markers go */
    unsigned nsides;
    maze_edge edge[MZ_VSIDES_MAX];
    int64_t nb[MZ_VSIDES_MAX];      /* the cell across, or -1 on the outline */
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
    /* Whether cell i (i < n) is enabled (open terrain in a map). */
    int (*on)(const struct mz_vsrc *src, uint64_t i);
} mz_vsrc;

/* The cells of the scene's maze, of any topology, from the cell calls of
 * maze.h (maze_cell_geometry, maze_cell_neighbor, maze_cell_open_sides,
 * maze_cell_is_enabled). */
MZ_HIDDEN void mz_vsrc_maze(mz_vsrc *src, const mz_scene *s);
/* The cells of the scene's block map: unit squares. */
MZ_HIDDEN void mz_vsrc_map(mz_vsrc *src, const mz_scene *s);

/* Which surface a picture goes to. */
enum { MZ_VEC_PNG, MZ_VEC_SVG, MZ_VEC_PDF };

/* Draws the scene's cells from src as `kind` to write (options o for the
 * size on paper, overlay ov for the path and markers, both checked by the
 * scene). MAZE_EUNSUPPORTED in a build without cairo. */
MZ_HIDDEN int mz_vector_draw(const mz_vsrc *src, int kind, const maze_draw_opts *o, const maze_overlay *ov,
                             maze_write_fn write, void *ctx);

/* The pixel size of src's picture (the box of its cells' geometry):
 * MAZE_OK, MAZE_ERANGE (no cells) or MAZE_ETOOBIG (a side over 32767). */
MZ_HIDDEN int mz_vector_size(const mz_vsrc *src, int32_t *pw, int32_t *ph);
/* Draws src's picture (overlay ov) without anti-aliasing into px, pw x ph
 * pixels 0xRRGGBB of mz_vector_size. MAZE_EUNSUPPORTED without cairo. */
MZ_HIDDEN int mz_vector_pixels(const mz_vsrc *src, const maze_overlay *ov, uint32_t *px);

#ifdef MAZE_HAVE_CAIRO
#include "cairo_api.h"
/* Draws the cells of src (the scene's geometry and layers, overlay ov)
 * into the box (x, y, w, h) of cr's user space: the picture scaled to fit
 * the box, its aspect kept, and centred in it. A book's slot. MAZE_OK, or
 * cairo's status. */
MZ_HIDDEN int mz_vector_place(const mz_cairo *api, cairo_t *cr, const mz_vsrc *src, const maze_overlay *ov, double x,
                              double y, double w, double h);
#endif

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
