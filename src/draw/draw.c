/* draw.c - the public entry points maze_draw and maze_map_draw: pick the
 * format, set the scene up, hand it to the PNG or SVG writer. */
#include "draw.h"

static int draw(const maze *m, const maze_map *map, const char *format, const maze_draw_opts *o,
                const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    if (!format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    int png = f == &mz_fmt_png;
    if (!png && f != &mz_fmt_svg) return MAZE_EUNSUPPORTED; /* the pictures: MAZE_FMT_DRAW */
#ifndef MAZE_HAVE_PNG
    if (png) return MAZE_EUNSUPPORTED;
#endif
    mz_scene s;
    int st = mz_scene_init(&s, m, map, o, ov);
    if (st) return st;
    st = png ? mz_png_draw(&s, write, ctx) : mz_svg_draw(&s, ov, write, ctx);
    mz_scene_free(&s);
    return st;
}

int maze_draw(const maze *m, const char *format, const maze_draw_opts *o, const maze_overlay *ov,
              maze_write_fn write, void *ctx)
{
    if (!m) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED; /* pictures of rect's layout */
    return draw(m, NULL, format, o, ov, write, ctx);
}

int maze_map_draw(const maze_map *map, const char *format, const maze_draw_opts *o, const maze_overlay *ov,
                  maze_write_fn write, void *ctx)
{
    if (!map) return MAZE_EINVAL;
    return draw(NULL, map, format, o, ov, write, ctx);
}
