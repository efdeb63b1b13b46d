/* draw.h - internals of the picture writers (PNG, SVG): the scene (geometry,
 * palette, per-cell layers), the pixel-row rasteriser shared by the in-memory
 * and row-streaming PNG paths, and the buffered text sink of the SVG writer. */
#ifndef MAZE_DRAW_H
#define MAZE_DRAW_H

#include "../io/io.h" /* the format descriptor, mz_gaps: openings in the outer wall */

/* Palette indices: fixed classes, then the heat gradient. */
enum {
    MZ_PAL_BG, MZ_PAL_WALL, MZ_PAL_PATH, MZ_PAL_START, MZ_PAL_GOAL,
    MZ_PAL_EXPANDED, MZ_PAL_OUTLINE, MZ_PAL_HEAT0
};
#define MZ_HEAT_LEVELS 240
#define MZ_PAL_MAX (MZ_PAL_HEAT0 + MZ_HEAT_LEVELS)

/* Bits of a row cell byte (walls from the maze, layer flags from the scene). */
enum {
    MZ_RC_E = 1, MZ_RC_S = 2, MZ_RC_ON = 4, MZ_RC_PATH = 8,
    MZ_RC_LINK_E = 16, MZ_RC_LINK_S = 32, MZ_RC_START = 64, MZ_RC_GOAL = 128
};

typedef struct mz_scene {
    maze_allocator alloc;
    const maze *m;          /* exactly one of m, map; neither for row streams */
    const maze_map *map;
    int32_t w, h;           /* cells */
    int32_t cell, wall, margin;
    int64_t pw, ph;         /* image size in pixels */
    unsigned layers;
    uint32_t pal[MZ_PAL_MAX];
    int npal;               /* MZ_PAL_HEAT0, or MZ_PAL_MAX with heat */
    uint8_t *flags;         /* per cell MZ_RC_PATH..GOAL, NULL when unused */
    uint8_t *fill;          /* per cell palette index, NULL = background */
    int32_t band_lo, band_hi; /* path band inside a cell's interior */
    int32_t mark_lo, mark_hi; /* start/goal square inside the interior */
    mz_gaps gaps;           /* MAZE_LAYER_GAPS: the outer wall opened at start and goal */
    const uint32_t *line;   /* MAZE_LAYER_LINES: the overlay's path, drawn as lines (else NULL) */
    size_t line_n;
} mz_scene;

/* Checks options and computes geometry and palette (no layers). is_map: 0 wall
 * maze, 1 block map. Codes of maze_draw_size. */
MZ_HIDDEN int mz_scene_geometry(mz_scene *s, int32_t w, int32_t h, int is_map,
                                const maze_draw_opts *o);
/* Full set-up for drawing `m` or `map`: geometry plus the per-cell layers the
 * options ask for. Free with mz_scene_free. */
MZ_HIDDEN int mz_scene_init(mz_scene *s, const maze *m, const maze_map *map,
                            const maze_draw_opts *o, const maze_overlay *ov);
MZ_HIDDEN void mz_scene_free(mz_scene *s);
/* Fills row y's cell bytes (MZ_RC_*) and fill indices from the maze or map. */
MZ_HIDDEN void mz_scene_row(const mz_scene *s, int32_t y, uint8_t *cb, uint8_t *fi);
/* Computes breadth-first distances from the start into s->fill as heat
 * palette indices. */
MZ_HIDDEN int mz_heat_fill(mz_scene *s, const maze_overlay *ov);

/* Receives one pixel row (palette indices) `repeat` times. */
typedef int (*mz_emit_fn)(void *ud, const uint8_t *px, int64_t repeat);

/* Rasterises the pixel rows of maze row y: its top wall band then its
 * interior (y == h: the bottom wall band only). prev/cur are rows y-1 and y
 * (NULL outside the maze); px holds s->pw bytes. Block maps are drawn by the
 * same code with wall 0: blocked cells have the wall colour as their fill. */
MZ_HIDDEN int mz_raster_maze_row(const mz_scene *s, int32_t y, const uint8_t *pcb,
                                 const uint8_t *pfi, const uint8_t *ccb, const uint8_t *cfi,
                                 uint8_t *px, mz_emit_fn emit, void *ud);
/* Emits the margin rows (background). */
MZ_HIDDEN int mz_raster_margin(const mz_scene *s, uint8_t *px, mz_emit_fn emit, void *ud);
/* Rasterises a whole in-memory scene (maze or map), margins included. */
MZ_HIDDEN int mz_raster_scene(const mz_scene *s, mz_emit_fn emit, void *ud);

/* Whether the outer wall segment on side `side` of cell (x, y) is opened. */
static inline int mz_scene_gap(const mz_scene *s, int32_t x, int64_t y, unsigned side)
{
    return (s->gaps.side[0] || s->gaps.side[1]) && mz_gap_open(&s->gaps, x, y, side);
}

/* A wall segment between two row cells: 0 none (open, or both outside),
 * 1 wall, 2 mask outline (one side enabled; only with the outline layer). */
static inline int mz_seg(const mz_scene *s, unsigned a, unsigned b, int open)
{
    int ea = (a & MZ_RC_ON) != 0, eb = (b & MZ_RC_ON) != 0;
    if (!ea && !eb) return 0;
    if (ea != eb) return (s->layers & MAZE_LAYER_OUTLINE) ? 2 : 1;
    return open ? 0 : 1;
}

/* ---- MAZE_LAYER_LINES in the PNG (path_lines.c) ---- */

/* The width of a path drawn as lines (MAZE_LAYER_LINES), in every picture:
 * a maze's path band, a third of the cell's inside; the path's own band
 * otherwise. */
static inline int32_t mz_scene_path_width(const mz_scene *s)
{
    int32_t in = s->cell - s->wall;
    if (!(s->layers & MAZE_LAYER_LINES)) return s->band_hi - s->band_lo;
    return in / 3 > 0 ? in / 3 : 1;
}

/* The path's lines between the rasteriser and the PNG writer. */
typedef struct mz_pline {
    mz_emit_fn emit;        /* where the rows go on */
    void *ud;
    double *xy;             /* the cells' centres in pixels, n pairs */
    size_t n;
    double r;               /* half the line's width */
    int64_t pw, y;          /* row width; the next row's index */
    int64_t ylo, yhi;       /* the rows the lines may touch */
    uint8_t *row;           /* one row to paint on */
} mz_pline;
/* Sets ln up for scene s (s->line, s->line_n) in front of emit(ud).
 * MAZE_OK or MAZE_ENOMEM; free with mz_pline_free either way. */
MZ_HIDDEN int mz_pline_init(mz_pline *ln, const mz_scene *s, mz_emit_fn emit, void *ud);
/* An mz_emit_fn (ud an mz_pline) that paints the lines on the rows. */
MZ_HIDDEN int mz_pline_emit(void *ud, const uint8_t *px, int64_t repeat);
MZ_HIDDEN void mz_pline_free(mz_pline *ln, const mz_scene *s);

/* ---- the picture formats ---- */

/* The descriptors of the pictures (formats.c), entries of the format table. */
extern const mz_format mz_fmt_png, mz_fmt_svg, mz_fmt_pdf;
/* Draws m or map (exactly one not NULL) in picture format f with options o
 * (NULL: defaults): maze_draw's codes, MAZE_EUNSUPPORTED when f is no
 * picture (or png without libpng). */
MZ_HIDDEN int mz_draw_picture(const maze *m, const maze_map *map, const mz_format *f, const maze_draw_opts *o,
                              const maze_overlay *ov, maze_write_fn write, void *ctx);
/* maze_draw_row_writer_create for format f: MAZE_EUNSUPPORTED unless f is
 * png, the one picture that streams. *out is NULL on failure. */
MZ_HIDDEN int mz_draw_row_writer_open(maze_row_writer **out, const mz_format *f, int32_t width, int64_t height,
                                      const maze_draw_opts *o, maze_write_fn write, void *ctx,
                                      const maze_allocator *alloc);

/* ---- PNG stream: palette image written one pixel row at a time ---- */

typedef struct mz_png mz_png;
/* Starts a pw x ph palette PNG. MAZE_EUNSUPPORTED without libpng. */
MZ_HIDDEN int mz_png_begin(mz_png **out, const mz_scene *s, maze_write_fn write, void *ctx);
MZ_HIDDEN int mz_png_rows(void *png, const uint8_t *px, int64_t repeat);
MZ_HIDDEN int mz_png_end(mz_png *p);
/* Frees the stream (ended or not); NULL is a no-op. */
MZ_HIDDEN void mz_png_free(mz_png *p);
MZ_HIDDEN int mz_png_draw(const mz_scene *s, maze_write_fn write, void *ctx);
struct mz_paper;
/* The SVG of the scene; p gives its size on paper (millimetres when p->physical). */
MZ_HIDDEN int mz_svg_draw(const mz_scene *s, const maze_overlay *ov, const struct mz_paper *p, maze_write_fn write,
                          void *ctx);

/* ---- PNG row writer behind maze_row_writer_create("png", ...) ---- */

typedef struct mz_png_rowwriter mz_png_rowwriter;
/* A PNG of a width x height maze fed row by row (maze_row_fn bits), options
 * o (NULL: defaults; no heat or expanded cells). Codes of
 * maze_draw_row_writer_create. */
MZ_HIDDEN int mz_png_rw_create(mz_png_rowwriter **out, int32_t width, int64_t height, const maze_draw_opts *o,
                               maze_write_fn write, void *ctx, const maze_allocator *alloc);
/* One row: openings and the row writer's MZ_MK_* marks (NULL: none). */
MZ_HIDDEN int mz_png_rw_row(mz_png_rowwriter *w, const uint8_t *open, const uint8_t *marks);
MZ_HIDDEN int mz_png_rw_finish(mz_png_rowwriter *w);
MZ_HIDDEN void mz_png_rw_destroy(mz_png_rowwriter *w);

#endif
