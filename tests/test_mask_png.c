/* test_mask_png.c - PNG masks: maze_mask_read agrees pixel for pixel with
 * libpng's simplified API (grey on white, then the mid-grey threshold) for
 * every colour type, bit depth, transparency, interlacing and gamma; and a
 * failure injected at each of its allocations (libpng's and zlib's included)
 * is MAZE_ENOMEM with nothing leaked, never "bad PNG". */
#include "testlib.h"
#include "maze.h"

#include <png.h>
#include <stdint.h>
#include <string.h>

/* libpng's write callback, into a tl_sink. */
static void mem_write(png_structp png, png_bytep p, size_t n)
{
    if (tl_sink_write(png_get_io_ptr(png), p, n)) abort();
}

static void mem_flush(png_structp png) { (void)png; }

/* One PNG to write: its layout, chunks and a pixel source. */
typedef struct {
    const char *name;
    int color, depth, interlace;
    int gamma;          /* gAMA in 1e5 units, 0: none, -1: an sRGB chunk */
    int trns;           /* add a tRNS chunk (palette: alphas; grey/RGB: one colour) */
    uint32_t w, h;
    int grey_rgba;      /* RGBA 8 pixels (x, x, x, y): every grey at every alpha */
} layout;

/* Deterministic bytes (xorshift). */
static uint32_t rng_state;
static uint32_t next_rand(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* Row y of raw samples for the layout: every value of a channel appears,
 * walking the first two channels through all their combinations. */
static void fill_row(const layout *l, uint32_t y, uint8_t *row, size_t rowbytes)
{
    if (l->grey_rgba) {
        for (uint32_t x = 0; x < l->w; x++) memset(row + 4 * x, (int)x, 3), row[4 * x + 3] = (uint8_t)y;
        return;
    }
    if (l->color == PNG_COLOR_TYPE_GRAY_ALPHA && l->depth == 8) {
        for (uint32_t x = 0; x < l->w; x++) row[2 * x] = (uint8_t)x, row[2 * x + 1] = (uint8_t)y;
        return;
    }
    if (l->color == PNG_COLOR_TYPE_GRAY && l->depth == 8) {
        for (uint32_t x = 0; x < l->w; x++) row[x] = (uint8_t)(y * l->w + x);
        return;
    }
    if (l->color == PNG_COLOR_TYPE_GRAY && l->depth == 16) {
        for (uint32_t x = 0; x < l->w; x++) {
            uint32_t v = (y * l->w + x) & 0xffff;
            row[2 * x] = (uint8_t)(v >> 8), row[2 * x + 1] = (uint8_t)v;
        }
        return;
    }
    if (l->color == PNG_COLOR_TYPE_GRAY && l->depth < 8) { /* packed: every value in turn */
        memset(row, 0, rowbytes);
        for (uint32_t x = 0; x < l->w; x++) {
            unsigned v = (y * l->w + x) % (1u << l->depth), per = 8u / (unsigned)l->depth;
            row[x / per] |= (uint8_t)(v << (8u - (unsigned)l->depth * (x % per + 1)));
        }
        return;
    }
    for (size_t i = 0; i < rowbytes; i++) row[i] = (uint8_t)next_rand();
}

static void *write_png(const layout *l, size_t *len)
{
    tl_sink m = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) abort();
    png_set_write_fn(png, &m, mem_write, mem_flush);
    png_set_IHDR(png, info, l->w, l->h, l->depth, l->color, l->interlace, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (l->color == PNG_COLOR_TYPE_PALETTE) {
        png_color pal[256];
        png_byte alpha[256];
        for (int i = 0; i < 256; i++) {
            uint32_t r = next_rand();
            pal[i] = (png_color){(png_byte)r, (png_byte)(r >> 8), (png_byte)(r >> 16)};
            alpha[i] = (png_byte)(r >> 24);
        }
        png_set_PLTE(png, info, pal, 1 << l->depth);
        if (l->trns) png_set_tRNS(png, info, alpha, 1 << l->depth, NULL);
    } else if (l->trns) {
        png_color_16 c = {0, 200, 10, 250, 100}; /* grey 100 (or RGB 200,10,250) transparent */
        png_set_tRNS(png, info, NULL, 0, &c);
    }
    if (l->gamma > 0) png_set_gAMA_fixed(png, info, l->gamma);
    if (l->gamma < 0) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    size_t rowbytes = png_get_rowbytes(png, info);
    uint8_t *img = malloc(rowbytes * l->h);
    png_bytep *rows = malloc(sizeof *rows * l->h);
    if (!img || !rows) abort();
    rng_state = 2463534242u;
    for (uint32_t y = 0; y < l->h; y++) {
        rows[y] = img + rowbytes * y;
        fill_row(l, y, rows[y], rowbytes);
    }
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    free(img);
    *len = m.len;
    return m.data;
}

/* The old reading: the simplified API, grey on white, >= 128 a cell. */
static uint8_t *reference(const void *data, size_t len, uint32_t *w, uint32_t *h)
{
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&img, data, len)) return NULL;
    img.format = PNG_FORMAT_GRAY;
    uint8_t *px = malloc(PNG_IMAGE_SIZE(img));
    png_color white = {255, 255, 255};
    if (!px || !png_image_finish_read(&img, &white, px, 0, NULL)) abort();
    *w = img.width;
    *h = img.height;
    return px;
}

/* A PNG written for a layout, and its reference reading. */
typedef struct {
    void *data;
    size_t len;
    uint8_t *ref; /* w x h: grey on white */
    uint32_t w, h;
} sample;

static void sample_make(sample *sm, const layout *l)
{
    sm->data = write_png(l, &sm->len);
    sm->w = sm->h = 0;
    sm->ref = reference(sm->data, sm->len, &sm->w, &sm->h);
}

static void sample_free(sample *sm)
{
    free(sm->ref);
    free(sm->data);
}

static void agree(const layout *l)
{
    sample sm;
    sample_make(&sm, l);
    const uint8_t *ref = sm.ref;
    uint32_t w = sm.w, h = sm.h;
    CHECK(ref != NULL);
    maze *m = NULL;
    maze_error_info err;
    int st = maze_mask_read(&m, sm.data, sm.len, 0, NULL, &err);
    if (st) fprintf(stderr, "%s: status %d: %s\n", l->name, st, err.message);
    CHECK_EQ(st, MAZE_OK);
    long differ = 0;
    for (uint32_t y = 0; m && ref && y < h; y++)
        for (uint32_t x = 0; x < w; x++)
            differ += maze_cell_enabled(m, (int32_t)x, (int32_t)y) != (ref[(size_t)y * w + x] >= 128);
    if (differ) fprintf(stderr, "%s: %ld of %lu pixels differ from png_image\n", l->name, differ, (unsigned long)w * h);
    CHECK_EQ(differ, 0);
    maze_destroy(m);
    sample_free(&sm);
}

static const layout layouts[] = {
    {"grey 8", PNG_COLOR_TYPE_GRAY, 8, 0, 0, 0, 16, 16, 0},
    {"grey 1", PNG_COLOR_TYPE_GRAY, 1, 0, 0, 0, 9, 3, 0},
    {"grey 2", PNG_COLOR_TYPE_GRAY, 2, 0, 0, 0, 9, 3, 0},
    {"grey 4", PNG_COLOR_TYPE_GRAY, 4, 0, 0, 0, 17, 3, 0},
    {"grey 16 (linear)", PNG_COLOR_TYPE_GRAY, 16, 0, 0, 0, 256, 256, 0},
    {"grey 16 sRGB chunk", PNG_COLOR_TYPE_GRAY, 16, 0, -1, 0, 256, 256, 0},
    {"grey 8 tRNS", PNG_COLOR_TYPE_GRAY, 8, 0, 0, 1, 16, 16, 0},
    {"grey+alpha 8", PNG_COLOR_TYPE_GRAY_ALPHA, 8, 0, 0, 0, 256, 256, 0},
    {"grey+alpha 8 interlaced", PNG_COLOR_TYPE_GRAY_ALPHA, 8, PNG_INTERLACE_ADAM7, 0, 0, 256, 256, 0},
    {"grey+alpha 8 gAMA 1.0", PNG_COLOR_TYPE_GRAY_ALPHA, 8, 0, 100000, 0, 256, 256, 0},
    {"grey+alpha 16", PNG_COLOR_TYPE_GRAY_ALPHA, 16, 0, 0, 0, 200, 150, 0},
    {"RGB 8", PNG_COLOR_TYPE_RGB, 8, 0, 0, 0, 256, 256, 0},
    {"RGB 8 tRNS", PNG_COLOR_TYPE_RGB, 8, 0, 0, 1, 64, 64, 0},
    {"RGB 8 gAMA 0.8", PNG_COLOR_TYPE_RGB, 8, 0, 80000, 0, 128, 128, 0},
    {"RGB 16", PNG_COLOR_TYPE_RGB, 16, 0, 0, 0, 128, 128, 0},
    {"RGBA 8", PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, 0, 0, 256, 256, 0},
    {"RGBA 8 grey at every alpha", PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, 0, 0, 256, 256, 1},
    {"RGBA 8 grey at every alpha, gAMA 1.0", PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, 100000, 0, 256, 256, 1},
    {"RGBA 8 interlaced", PNG_COLOR_TYPE_RGB_ALPHA, 8, PNG_INTERLACE_ADAM7, 0, 0, 99, 77, 0},
    {"RGBA 8 sRGB chunk", PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, -1, 0, 128, 128, 0},
    {"RGBA 8 gAMA 1.0", PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, 100000, 0, 256, 256, 0},
    {"RGBA 16", PNG_COLOR_TYPE_RGB_ALPHA, 16, 0, 0, 0, 128, 128, 0},
    {"RGBA 16 gAMA 1/2.2", PNG_COLOR_TYPE_RGB_ALPHA, 16, 0, 45455, 0, 128, 128, 0},
    {"palette 8", PNG_COLOR_TYPE_PALETTE, 8, 0, 0, 0, 64, 64, 0},
    {"palette 8 tRNS", PNG_COLOR_TYPE_PALETTE, 8, 0, 0, 1, 64, 64, 0},
    {"palette 4 tRNS", PNG_COLOR_TYPE_PALETTE, 4, 0, 0, 1, 33, 20, 0},
    {"palette 2 tRNS interlaced", PNG_COLOR_TYPE_PALETTE, 2, PNG_INTERLACE_ADAM7, 0, 1, 31, 19, 0},
};

/* A mask to read: its bytes. */
typedef struct {
    const void *data;
    size_t len;
} mask_bytes;

/* One read of a mask, armed (a tl_sweep_fn). */
static int read_armed(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const mask_bytes *mb = arg;
    maze *m = NULL;
    maze_error_info err;
    tl_alloc_arm(f, at);
    int st = maze_mask_read(&m, mb->data, mb->len, 0, a, &err);
    f->armed = 0;
    if (st && st != MAZE_ENOMEM) fprintf(stderr, "allocation %ld failed: status %d (%s)\n", at, st, err.message);
    maze_destroy(m);
    return st;
}

/* The PNG read, and the same mask as text: libpng's own allocations (its
 * structs, zlib's state, row buffers) must be among the PNG's, so it has
 * several more than the text read (which has the maze's and no pixels). */
static void sweep(const layout *l)
{
    sample sm;
    sample_make(&sm, l);
    const uint8_t *ref = sm.ref;
    uint32_t w = sm.w, h = sm.h;
    char *text = malloc((size_t)(w + 1) * h + 1), *t = text;
    if (!ref || !text) abort();
    for (uint32_t y = 0; y < h; y++) {
        for (uint32_t x = 0; x < w; x++) *t++ = ref[(size_t)y * w + x] >= 128 ? '.' : '#';
        *t++ = '\n';
    }
    mask_bytes as_png = {sm.data, sm.len}, as_text = {text, (size_t)(t - text)};
    long png = tl_alloc_sweep(l->name, read_armed, &as_png), txt = tl_alloc_sweep("the same as text", read_armed, &as_text);
    printf("%s: %ld allocations (the text mask %ld), each failed in turn: MAZE_ENOMEM\n", l->name, png, txt);
    CHECK(png >= txt + 4);
    free(text);
    sample_free(&sm);
}

int main(void)
{
    for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++) agree(&layouts[i]);
    sweep(&layouts[0]);
    sweep(&layouts[8]);  /* interlaced */
    sweep(&layouts[25]); /* palette with transparency */
    sweep(&layouts[20]); /* colour, alpha and gamma: the local composition */
    return check_done();
}
