/* shape_mask_png.c - the PNG half of maze_mask_read: libpng decodes to 8-bit grey
 * (any alpha composited on white, as libpng's simplified API would) with every
 * allocation, libpng's and zlib's, through the maze_allocator, so a failed
 * one is MAZE_ENOMEM and not a "bad PNG"; errors never reach stderr. */
#include "io.h"

#ifdef MAZE_HAVE_PNG
#include <math.h>
#include <png.h>
#include <stdarg.h>
#include <stdio.h>

typedef struct {
    maze_allocator alloc;
    const uint8_t *data;
    size_t len, pos;
    int oom;              /* an allocation failed: whatever libpng says, ENOMEM */
    char msg[128];        /* libpng's error */
    uint8_t *px;          /* width x height grey bytes */
    png_bytep *rows;
} png_src;

static int fail(maze_error_info *err, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    status = mz_error_vset(err, 0, status, fmt, ap);
    va_end(ap);
    return status;
}

static png_voidp src_alloc(png_structp png, png_alloc_size_t n)
{
    png_src *s = png_get_mem_ptr(png);
    void *p = mz_alloc(&s->alloc, (size_t)n);
    if (!p) s->oom = 1;
    return p;
}

static void src_free(png_structp png, png_voidp p)
{
    png_src *s = png_get_mem_ptr(png);
    mz_free(&s->alloc, p);
}

static void src_error(png_structp png, png_const_charp msg)
{
    png_src *s = png_get_error_ptr(png);
    snprintf(s->msg, sizeof s->msg, "%s", msg);
    png_longjmp(png, 1);
}

static void src_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg; /* warnings change nothing the mask needs */
}

static void src_read(png_structp png, png_bytep out, size_t n)
{
    png_src *s = png_get_io_ptr(png);
    if (n > s->len - s->pos) png_error(png, "file truncated");
    memcpy(out, s->data + s->pos, n);
    s->pos += n;
}

/* The transformations png_image_finish_read sets up for PNG_FORMAT_GRAY on a
 * white background: expand to 8 bits (16-bit input is linear unless a gAMA
 * chunk says otherwise), colour to grey by luminance, alpha composited in
 * linear light. Returns 1 when the composition is left to local_background:
 * libpng cannot convert colour to grey and composite in one pass, and the
 * simplified API then composites itself (libpng 1.6's test for a gamma that
 * would let it skip that never passes, so it always does). */
static int set_transforms(png_structp png, png_infop info)
{
    int color = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    int is_color = (color & PNG_COLOR_MASK_COLOR) != 0;
    int alpha = (color & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_set_expand(png);
    if (is_color) png_set_rgb_to_gray_fixed(png, PNG_ERROR_ACTION_NONE, PNG_RGB_TO_GRAY_DEFAULT, PNG_RGB_TO_GRAY_DEFAULT);
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, depth == 16 ? PNG_GAMMA_LINEAR : PNG_DEFAULT_sRGB);
    int local = alpha && is_color;
    if (depth == 16) png_set_scale_16(png);
    if (alpha && !local) {
        png_color_16 white = {0, 255, 255, 255, 255};
        png_set_background_fixed(png, &white, PNG_BACKGROUND_GAMMA_SCREEN, 0, 0);
    }
    png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    png_set_interlace_handling(png);
    return local;
}

/* sRGB transfer function and its inverse on 0..1. */
static double srgb_to_linear(double v) { return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4); }
static double linear_to_srgb(double v) { return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055; }

/* Grey+alpha rows (sRGB-encoded) composited on white in linear light. */
static void local_background(const uint8_t *ga, uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        double a = ga[2 * i + 1] / 255.0, lin = srgb_to_linear(ga[2 * i] / 255.0) * a + (1 - a);
        out[i] = (uint8_t)(linear_to_srgb(lin) * 255 + 0.5);
    }
}

/* Decodes into s->px (w x h grey bytes); 0, or -1 after png_error. The
 * buffers live in *s so that a longjmp loses nothing. */
static int decode(png_structp png, png_infop info, png_src *s, uint64_t max_cells, int *st)
{
    if (setjmp(png_jmpbuf(png))) return -1;
    png_set_read_fn(png, s, src_read);
    png_set_benign_errors(png, 1); /* as png_image_begin_read: warnings */
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((*st = mz_check_size(w, h, max_cells))) return 0;
    int local = set_transforms(png, info);
    png_read_update_info(png, info);
    size_t row = png_get_rowbytes(png, info);
    if (row != (size_t)w * (local ? 2 : 1)) png_error(png, "unexpected row layout");
    s->px = mz_alloc(&s->alloc, row * h);
    s->rows = mz_alloc(&s->alloc, sizeof *s->rows * h);
    if (!s->px || !s->rows) {
        *st = MAZE_ENOMEM;
        return 0;
    }
    for (png_uint_32 y = 0; y < h; y++) s->rows[y] = s->px + row * y;
    png_read_image(png, s->rows); /* what follows the image is not read, as png_image_finish_read */
    for (png_uint_32 y = 0; local && y < h; y++) local_background(s->rows[y], s->px + (size_t)w * y, w);
    return 0;
}

/* The cells of the mask: a pixel of at least mid-grey is one. */
static int fill(maze **out, const uint8_t *px, uint32_t w, uint32_t h, const maze_allocator *alloc,
                maze_error_info *err)
{
    int st = maze_create(out, (int32_t)w, (int32_t)h, alloc);
    uint64_t cells = 0;
    for (uint64_t i = 0; !st && i < (uint64_t)w * h; i++) {
        if (px[i] >= 128) cells++;
        else st = maze_set_cell_enabled(*out, (int32_t)(i % w), (int32_t)(i / w), 0);
    }
    if (!st && !cells) st = fail(err, MAZE_EFORMAT, "the mask has no cell (every pixel is dark)");
    return st;
}

int mz_mask_read_png(maze **out, const void *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                     maze_error_info *err)
{
    png_src s;
    memset(&s, 0, sizeof s);
    mz_alloc_init(&s.alloc, alloc);
    s.data = data;
    s.len = len;
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &s, src_error, src_warning, &s, src_alloc,
                                               src_free);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    int st = MAZE_OK;
    if (!png || !info) st = MAZE_ENOMEM;
    else if (decode(png, info, &s, max_cells, &st) != 0)
        st = s.oom ? MAZE_ENOMEM : fail(err, MAZE_EFORMAT, "bad PNG: %s", MZ_ESC(s.msg, strnlen(s.msg, sizeof s.msg)));
    else if (st == MAZE_ETOOBIG)
        st = fail(err, st, "PNG of %u x %u pixels is too big", png_get_image_width(png, info),
                  png_get_image_height(png, info));
    else if (!st)
        st = fill(out, s.px, png_get_image_width(png, info), png_get_image_height(png, info), alloc, err);
    png_destroy_read_struct(png ? &png : NULL, info ? &info : NULL, NULL);
    mz_free(&s.alloc, s.rows);
    mz_free(&s.alloc, s.px);
    return st;
}
#endif
