/* write.c - the writing calls that take a format's name: maze_write,
 * maze_write_gaps, maze_map_write and maze_row_writer_create find the
 * format in the table and hand over to its descriptor. */
#include "format.h"

int maze_row_writer_create(maze_row_writer **out, const char *format, int32_t width, int64_t height,
                           maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    if (!f->rows) return MAZE_EUNSUPPORTED;
    return mz_row_writer_create(out, f, width, height, write, ctx, alloc);
}

int maze_write(const maze *m, const char *format, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    if (!m || !format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    if (!mz_is_rect(m) && (f->info.flags & MAZE_FMT_DRAW)) /* drawn from the cells' geometry */
        return mz_draw_picture(m, NULL, f, NULL, ov, write, ctx);
    if (!mz_is_rect(m) && f != &mz_fmt_cells) return MAZE_EUNSUPPORTED; /* the others draw rect's layout */
    if (f->write_maze) return f->write_maze(m, ov, write, ctx);
    if (f->rows) return mz_write_maze_rows(m, f, ov, 0, write, ctx);
    return MAZE_EUNSUPPORTED;
}

int maze_write_gaps(const maze *m, const char *format, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    if (!m || !format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED;
    if (f->info.flags & MAZE_FMT_DRAW) {
        maze_draw_opts o;
        maze_draw_opts_init(&o);
        o.layers |= MAZE_LAYER_GAPS;
        return mz_draw_picture(m, NULL, f, &o, ov, write, ctx);
    }
    if (f->write_maze) return f->write_maze(m, ov, write, ctx);
    if (f->rows) return mz_write_maze_rows(m, f, ov, 1, write, ctx);
    return MAZE_EUNSUPPORTED;
}

int maze_map_write(const maze_map *map, const char *format, const maze_overlay *ov, maze_write_fn write,
                   void *ctx)
{
    if (!map || !format || !write) return MAZE_EINVAL;
    const mz_format *f = mz_format_find(format);
    if (!f) return MAZE_ENOTFOUND;
    if (!f->write_map) return MAZE_EUNSUPPORTED;
    return f->write_map(map, ov, write, ctx);
}
