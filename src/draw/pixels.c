/* pixels.c - maze_draw_pixels: a maze of any topology drawn by cairo into
 * the caller's pixels without anti-aliasing, its cells filled in the
 * caller's colours (the frames of `maze animate` off rect). */
#include "vector.h"

#include <string.h>

static int check_fills(const maze *m, const maze_draw_opts *o, const maze_cell_fills *f)
{
    if (!f) return MAZE_OK;
    if (o && (o->layers & (MAZE_LAYER_HEAT | MAZE_LAYER_EXPANDED))) return MAZE_EINVAL;
    if (!f->fill || (f->ncolors && !f->colors) || f->ncolors > MAZE_FILL_COLORS) return MAZE_EINVAL;
    for (uint64_t i = 0, n = maze_cell_total(m); i < n; i++)
        if (f->fill[i] > f->ncolors) return MAZE_EINVAL;
    return MAZE_OK;
}

/* The fills as the scene's: fill value k > 0 is palette entry HEAT0 + k - 1
 * (the heat layer's entries, which fills replace). */
static int scene_fills(mz_scene *s, const maze_cell_fills *f)
{
    if (!f) return MAZE_OK;
    uint64_t n = maze_cell_total(s->m);
    s->fill = mz_calloc(&s->alloc, (size_t)n, 1);
    if (!s->fill) return MAZE_ENOMEM;
    for (unsigned k = 0; k < f->ncolors; k++) s->pal[MZ_PAL_HEAT0 + k] = f->colors[k] & 0xffffffu;
    for (uint64_t i = 0; i < n; i++) s->fill[i] = f->fill[i] ? (uint8_t)(MZ_PAL_HEAT0 + f->fill[i] - 1) : MZ_PAL_BG;
    return MAZE_OK;
}

int maze_draw_pixels_size(const maze *m, const maze_draw_opts *o, int32_t *width, int32_t *height)
{
    if (width) *width = 0;
    if (height) *height = 0;
    if (!m || !width || !height) return MAZE_EINVAL;
    maze_draw_opts plain = o ? *o : (maze_draw_opts){0};
    if (!o) maze_draw_opts_init(&plain);
    plain.layers &= ~(unsigned)(MAZE_LAYER_HEAT | MAZE_LAYER_EXPANDED); /* no layer changes the size */
    mz_scene s;
    int st = mz_scene_init(&s, m, NULL, &plain, NULL);
    if (st) return st;
    mz_vsrc src;
    mz_vsrc_maze(&src, &s);
    st = mz_vector_size(&src, width, height);
    mz_scene_free(&s);
    return st;
}

int maze_draw_pixels(const maze *m, const maze_draw_opts *o, const maze_overlay *ov, const maze_cell_fills *fills,
                     uint32_t *px, size_t npx)
{
    if (!m || !px) return MAZE_EINVAL;
    int st = check_fills(m, o, fills);
    if (st) return st;
    mz_scene s;
    st = mz_scene_init(&s, m, NULL, o, ov);
    if (st) return st;
    mz_vsrc src;
    mz_vsrc_maze(&src, &s);
    int32_t pw, ph;
    st = mz_vector_size(&src, &pw, &ph);
    if (!st && (uint64_t)pw * (uint64_t)ph > npx) st = MAZE_ERANGE;
    if (!st) st = scene_fills(&s, fills);
    if (!st) st = mz_vector_pixels(&src, ov, px);
    mz_scene_free(&s);
    return st;
}
