/* png.c - palette PNG output through libpng, one pixel row at a time, with
 * every allocation through the maze_allocator and every byte through the
 * caller's write callback. Deterministic: fixed zlib level and filter, no
 * time or text chunks. Without libpng the calls report MAZE_EUNSUPPORTED. */
#include "draw.h"
#include "../io/io.h"

#ifdef MAZE_HAVE_PNG
#include <png.h>
#include <zlib.h>

struct mz_png {
    maze_allocator alloc;
    png_structp png;
    png_infop info;
    maze_write_fn write;
    void *ctx;
    int status;   /* why libpng stopped: MAZE_ENOMEM, MAZE_EIO */
    int depth;    /* bits a pixel */
    size_t width; /* pixels a row */
    uint8_t *packed; /* one row at `depth` bits a pixel, when depth < 8 */
};

static png_voidp png_mem_alloc(png_structp png, png_alloc_size_t n)
{
    mz_png *p = png_get_mem_ptr(png);
    void *r = mz_alloc(&p->alloc, (size_t)n);
    if (!r) p->status = MAZE_ENOMEM;
    return r;
}

static void png_mem_free(png_structp png, png_voidp ptr)
{
    mz_png *p = png_get_mem_ptr(png);
    mz_free(&p->alloc, ptr);
}

static void png_quiet(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg; /* errors become status codes, never stderr noise */
}

static void png_fail(png_structp png, png_const_charp msg)
{
    (void)msg;
    png_longjmp(png, 1);
}

static void png_out(png_structp png, png_bytep data, size_t len)
{
    mz_png *p = png_get_io_ptr(png);
    if (p->write(p->ctx, data, len)) {
        p->status = MAZE_EIO;
        png_error(png, "write failed");
    }
}

static void png_flush(png_structp png) { (void)png; }

static int depth_for(int npal) { return npal <= 2 ? 1 : npal <= 4 ? 2 : npal <= 16 ? 4 : 8; }

/* Writes the header chunks; called under the caller's setjmp. */
static void png_header(mz_png *p, const mz_scene *s)
{
    png_color plte[MZ_PAL_MAX];
    for (int i = 0; i < s->npal; i++) {
        plte[i].red = (png_byte)(s->pal[i] >> 16);
        plte[i].green = (png_byte)(s->pal[i] >> 8);
        plte[i].blue = (png_byte)s->pal[i];
    }
    png_set_write_fn(p->png, p, png_out, png_flush);
    png_set_user_limits(p->png, 0x7fffffffu, 0x7fffffffu);
    png_set_IHDR(p->png, p->info, (png_uint_32)s->pw, (png_uint_32)s->ph, depth_for(s->npal),
                 PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_PLTE(p->png, p->info, plte, s->npal);
    png_set_compression_level(p->png, 6);
    png_set_compression_strategy(p->png, Z_RLE); /* runs of a colour: fast, and small after the Up filter */
    png_set_filter(p->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP); /* repeated rows become zeros */
    png_write_info(p->png, p->info);
}

static int png_status(const mz_png *p) { return p->status ? p->status : MAZE_EIO; }

int mz_png_begin(mz_png **out, const mz_scene *s, maze_write_fn write, void *ctx)
{
    *out = NULL;
    mz_png *p = mz_calloc(&s->alloc, 1, sizeof *p);
    if (!p) return MAZE_ENOMEM;
    p->alloc = s->alloc;
    p->write = write;
    p->ctx = ctx;
    p->png = png_create_write_struct_2(PNG_LIBPNG_VER_STRING, p, png_fail, png_quiet, p, png_mem_alloc,
                                       png_mem_free);
    if (p->png) p->info = png_create_info_struct(p->png);
    if (!p->png || !p->info) {
        mz_png_free(p);
        return MAZE_ENOMEM;
    }
    if (setjmp(png_jmpbuf(p->png))) {
        int st = png_status(p);
        mz_png_free(p);
        return st;
    }
    png_header(p, s);
    p->depth = depth_for(s->npal);
    p->width = (size_t)s->pw;
    if (p->depth < 8) {
        p->packed = mz_alloc(&p->alloc, (p->width * (size_t)p->depth + 7) / 8);
        if (!p->packed) {
            mz_png_free(p);
            return MAZE_ENOMEM;
        }
    }
    *out = p;
    return MAZE_OK;
}

/* Packs palette indices into `depth`-bit pixels, first pixel in the high
 * bits (as libpng's packing would, done here once per distinct row rather
 * than by libpng once per written row). */
static void pack_row(const mz_png *p, const uint8_t *px)
{
    if (p->depth == 4) { /* the usual case (up to 16 colours): a loop the compiler vectorises */
        size_t n = p->width / 2;
        for (size_t i = 0; i < n; i++) p->packed[i] = (uint8_t)(px[2 * i] << 4 | px[2 * i + 1]);
        if (p->width & 1) p->packed[n] = (uint8_t)(px[p->width - 1] << 4);
        return;
    }
    int per = 8 / p->depth;
    size_t n = p->width, o = 0, x = 0;
    for (; x + (size_t)per <= n; x += (size_t)per) {
        unsigned b = 0;
        for (int k = 0; k < per; k++) b = b << p->depth | px[x + (size_t)k];
        p->packed[o++] = (uint8_t)b;
    }
    if (x < n) {
        unsigned b = 0;
        int k = 0;
        for (; x < n; x++, k++) b = b << p->depth | px[x];
        p->packed[o] = (uint8_t)(b << (p->depth * (per - k)));
    }
}

static int write_rows(mz_png *p, const uint8_t *row, int64_t repeat)
{
    if (setjmp(png_jmpbuf(p->png))) return png_status(p);
    for (int64_t r = 0; r < repeat; r++) png_write_row(p->png, row);
    return MAZE_OK;
}

int mz_png_rows(void *png, const uint8_t *px, int64_t repeat)
{
    mz_png *p = png;
    if (!p->packed) return write_rows(p, px, repeat);
    pack_row(p, px);
    return write_rows(p, p->packed, repeat);
}

int mz_png_end(mz_png *p)
{
    if (setjmp(png_jmpbuf(p->png))) return png_status(p);
    png_write_end(p->png, NULL);
    return MAZE_OK;
}

void mz_png_free(mz_png *p)
{
    if (!p) return;
    if (p->png) png_destroy_write_struct(&p->png, p->info ? &p->info : NULL);
    maze_allocator a = p->alloc;
    mz_free(&a, p->packed);
    mz_free(&a, p);
}

#else /* no libpng: PNG is reported as unsupported, never silently skipped */

struct mz_png {
    int unused;
};

int mz_png_begin(mz_png **out, const mz_scene *s, maze_write_fn write, void *ctx)
{
    (void)s;
    (void)write;
    (void)ctx;
    *out = NULL;
    return MAZE_EUNSUPPORTED;
}

int mz_png_rows(void *png, const uint8_t *px, int64_t repeat)
{
    (void)png;
    (void)px;
    (void)repeat;
    return MAZE_EUNSUPPORTED;
}

int mz_png_end(mz_png *p)
{
    (void)p;
    return MAZE_EUNSUPPORTED;
}

void mz_png_free(mz_png *p) { (void)p; }

#endif

int mz_png_draw(const mz_scene *s, maze_write_fn write, void *ctx)
{
    mz_png *p;
    int st = mz_png_begin(&p, s, write, ctx);
    if (st) return st;
    if (s->line) {
        mz_pline ln;
        st = mz_pline_init(&ln, s, mz_png_rows, p);
        if (!st) st = mz_raster_scene(s, mz_pline_emit, &ln);
        mz_pline_free(&ln, s);
    } else {
        st = mz_raster_scene(s, mz_png_rows, p);
    }
    if (!st) st = mz_png_end(p);
    mz_png_free(p);
    return st;
}

/* ---- the row writer: rows (and their marks) arrive from a streaming
 * generator or maze_write; nothing but two rows is kept ---- */

struct mz_png_rowwriter {
    mz_scene s;
    mz_png *png;
    uint8_t *px, *rows;     /* one pixel row; two rows of cell bytes, one of fills */
    int64_t y;
};

/* The layers a row stream can draw: heat and expanded cells need the whole maze. */
static int stream_opts_ok(const maze_draw_opts *o)
{
    return !o || (!(o->layers & MAZE_LAYER_HEAT) && !((o->layers & MAZE_LAYER_EXPANDED) && o->expanded));
}

int mz_png_rw_create(mz_png_rowwriter **out, int32_t width, int64_t height, const maze_draw_opts *o,
                     maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    *out = NULL;
    if (!stream_opts_ok(o)) return MAZE_EINVAL;
    mz_scene s;
    int st = mz_scene_geometry(&s, width, height > INT32_MAX ? INT32_MAX : (int32_t)height, 0, o);
    if (!st && height > INT32_MAX) st = MAZE_ETOOBIG; /* a pixel a cell is still more than PNG's 2^31-1 rows */
    if (st) return st;
    mz_alloc_init(&s.alloc, alloc);
    mz_png_rowwriter *w = mz_calloc(&s.alloc, 1, sizeof *w);
    if (!w) return MAZE_ENOMEM;
    w->s = s;
    w->px = mz_alloc(&s.alloc, (size_t)s.pw);
    w->rows = mz_calloc(&s.alloc, 3, (size_t)width);
    st = w->px && w->rows ? mz_png_begin(&w->png, &w->s, write, ctx) : MAZE_ENOMEM;
    if (!st) st = mz_raster_margin(&w->s, w->px, mz_png_rows, w->png);
    if (st) {
        mz_png_rw_destroy(w);
        return st;
    }
    *out = w;
    return MAZE_OK;
}

/* A row cell byte from the row writer's openings and MZ_MK_* marks, with
 * only the layers asked for. */
static uint8_t cell_byte(const mz_scene *s, uint8_t open, uint8_t mk)
{
    if (mk & MZ_MK_OFF) return 0;
    unsigned b = MZ_RC_ON | ((open & MAZE_E) ? MZ_RC_E : 0) | ((open & MAZE_S) ? MZ_RC_S : 0);
    if (s->layers & MAZE_LAYER_PATH)
        b |= ((mk & MZ_MK_PATH) ? MZ_RC_PATH : 0) | ((mk & MZ_MK_LINK_E) ? MZ_RC_LINK_E : 0) |
             ((mk & MZ_MK_LINK_S) ? MZ_RC_LINK_S : 0);
    if (s->layers & MAZE_LAYER_MARKERS)
        b |= ((mk & MZ_MK_START) ? MZ_RC_START : 0) | ((mk & MZ_MK_GOAL) ? MZ_RC_GOAL : 0);
    return (uint8_t)b;
}

int mz_png_rw_row(mz_png_rowwriter *w, const uint8_t *open, const uint8_t *marks)
{
    size_t n = (size_t)w->s.w;
    if (w->y >= w->s.h) return MAZE_EINVAL;
    uint8_t *prev = w->rows + (w->y & 1) * n, *cur = w->rows + ((w->y + 1) & 1) * n, *fill = w->rows + 2 * n;
    for (size_t x = 0; x < n; x++) cur[x] = cell_byte(&w->s, open[x], marks ? marks[x] : 0);
    int st = mz_raster_maze_row(&w->s, (int32_t)w->y, w->y ? prev : NULL, fill, cur, fill, w->px, mz_png_rows,
                                w->png);
    if (!st) w->y++;
    return st;
}

int mz_png_rw_finish(mz_png_rowwriter *w)
{
    if (w->y != w->s.h) return MAZE_EINVAL;
    size_t n = (size_t)w->s.w;
    const uint8_t *last = w->rows + (w->y & 1) * n, *fill = w->rows + 2 * n;
    int st = mz_raster_maze_row(&w->s, w->s.h, last, fill, NULL, NULL, w->px, mz_png_rows, w->png);
    if (!st) st = mz_raster_margin(&w->s, w->px, mz_png_rows, w->png);
    return st ? st : mz_png_end(w->png);
}

void mz_png_rw_destroy(mz_png_rowwriter *w)
{
    if (!w) return;
    maze_allocator a = w->s.alloc;
    mz_png_free(w->png);
    mz_free(&a, w->px);
    mz_free(&a, w->rows);
    mz_free(&a, w);
}
