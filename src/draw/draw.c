/* draw.c - a picture of a maze or map in a picture format: set the scene
 * up, hand it to the PNG, SVG or cairo writer (maze_draw and maze_map_draw,
 * which take the format's name, are the format table's: format/draw.c). */
#include "vector.h"

/* Which writer draws format f. */
static int writer_kind(const mz_format *f)
{
    return f == &mz_fmt_png ? MZ_VEC_PNG : f == &mz_fmt_svg ? MZ_VEC_SVG : f == &mz_fmt_pdf ? MZ_VEC_PDF : -1;
}

/* The rectangular grid's PNG and SVG have writers of their own (streamed,
 * on whole pixels: cairo took 30 times as long for a rect PNG); everything
 * else is drawn by cairo from the cells' geometry. */
static int draw_scene(const mz_scene *s, int kind, const maze_draw_opts *o, const maze_overlay *ov,
                      maze_write_fn write, void *ctx)
{
    int rect = !s->m || mz_is_rect(s->m);
    if (rect && kind == MZ_VEC_PNG) return mz_png_draw(s, write, ctx);
    if (rect && kind == MZ_VEC_SVG) {
        mz_paper p;
        int st = mz_paper_plan(o, (double)s->pw, (double)s->ph, &p);
        return st ? st : mz_svg_draw(s, ov, &p, write, ctx);
    }
    mz_vsrc src;
    if (s->m) mz_vsrc_maze(&src, s);
    else mz_vsrc_map(&src, s);
    return mz_vector_draw(&src, kind, o, ov, write, ctx);
}

int mz_draw_picture(const maze *m, const maze_map *map, const mz_format *f, const maze_draw_opts *o,
                    const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    int kind = writer_kind(f);
    if (kind < 0) return MAZE_EUNSUPPORTED; /* the pictures: MAZE_FMT_DRAW */
#ifndef MAZE_HAVE_PNG
    if (kind == MZ_VEC_PNG) return MAZE_EUNSUPPORTED;
#endif
#ifndef MAZE_HAVE_CAIRO
    if (kind == MZ_VEC_PDF || (m && !mz_is_rect(m))) return MAZE_EUNSUPPORTED;
#endif
    mz_scene s;
    int st = mz_scene_init(&s, m, map, o, ov);
    if (st) return st;
    st = draw_scene(&s, kind, o, ov, write, ctx);
    mz_scene_free(&s);
    return st;
}
