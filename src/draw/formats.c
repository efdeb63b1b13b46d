/* formats.c - png, svg and pdf as entries of the format table, so
 * maze_write, maze_map_write, maze_row_writer_create("png") and the
 * file-name lookup (.png, .svg, .pdf) reach the picture writers with their
 * default options. */
#include "draw.h"

static int png_maze(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(m, NULL, &mz_fmt_png, NULL, ov, write, ctx);
}

static int png_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(NULL, map, &mz_fmt_png, NULL, ov, write, ctx);
}

static int svg_maze(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(m, NULL, &mz_fmt_svg, NULL, ov, write, ctx);
}

static int svg_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(NULL, map, &mz_fmt_svg, NULL, ov, write, ctx);
}

static int pdf_maze(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(m, NULL, &mz_fmt_pdf, NULL, ov, write, ctx);
}

static int pdf_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    return mz_draw_picture(NULL, map, &mz_fmt_pdf, NULL, ov, write, ctx);
}

/* The PNG bytes go straight to the sink; the row writer's text buffer stays
 * empty. w->arg holds the drawing options (NULL: defaults). */
static int png_begin(maze_row_writer *w)
{
    mz_png_rowwriter *p;
    int st = mz_png_rw_create(&p, w->w, w->h, w->arg, w->out.write, w->out.ctx, &w->alloc);
    if (!st) w->priv = p;
    return st;
}

static int png_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    (void)y; /* the row writer has checked the order */
    return mz_png_rw_row(w->priv, open, marks);
}

static int png_finish(maze_row_writer *w) { return mz_png_rw_finish(w->priv); }

static void png_destroy(maze_row_writer *w)
{
    mz_png_rw_destroy(w->priv);
    w->priv = NULL;
}

static const mz_row_ops png_rows = {png_begin, png_row, png_finish, png_destroy};

const mz_format mz_fmt_png = {
    {"png", "PNG picture (palette, streamed by rows; libpng)", "png",
     MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM | MAZE_FMT_BINARY | MAZE_FMT_DRAW},
    png_maze, png_map, NULL, NULL, &png_rows,
};

const mz_format mz_fmt_svg = {
    {"svg", "SVG picture (walls as one path element)", "svg",
     MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_DRAW},
    svg_maze, svg_map, NULL, NULL, NULL,
};

const mz_format mz_fmt_pdf = {
    {"pdf", "PDF picture (one page of vector lines; cairo)", "pdf",
     MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_BINARY | MAZE_FMT_DRAW},
    pdf_maze, pdf_map, NULL, NULL, NULL,
};

int mz_draw_row_writer_open(maze_row_writer **out, const mz_format *f, int32_t width, int64_t height,
                            const maze_draw_opts *o, maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    if (f != &mz_fmt_png) return MAZE_EUNSUPPORTED; /* the one picture that streams */
    return mz_row_writer_open(out, &mz_fmt_png, width, height, o, write, ctx, alloc);
}
