/* draw.c - the drawing calls that take a format's name: maze_draw,
 * maze_map_draw and maze_draw_row_writer_create find the picture format in
 * the table; an unknown name is MAZE_ENOTFOUND, a format that is no picture
 * MAZE_EUNSUPPORTED (draw's own check). */
#include "format.h"

static int draw_named(const maze *m, const maze_map *map, const char *format, const maze_draw_opts *o,
                      const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    if (!format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    return mz_draw_picture(m, map, f, o, ov, write, ctx);
}

int maze_draw(const maze *m, const char *format, const maze_draw_opts *o, const maze_overlay *ov,
              maze_write_fn write, void *ctx)
{
    if (!m) return MAZE_EINVAL;
    return draw_named(m, NULL, format, o, ov, write, ctx);
}

int maze_map_draw(const maze_map *map, const char *format, const maze_draw_opts *o, const maze_overlay *ov,
                  maze_write_fn write, void *ctx)
{
    if (!map) return MAZE_EINVAL;
    return draw_named(NULL, map, format, o, ov, write, ctx);
}

int maze_draw_row_writer_create(maze_row_writer **out, const char *format, int32_t width, int64_t height,
                                const maze_draw_opts *o, maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    return mz_draw_row_writer_open(out, f, width, height, o, write, ctx, alloc);
}
