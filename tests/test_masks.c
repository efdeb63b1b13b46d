/* test_masks.c - maze_mask_read on text and PNG masks (shapes, pieces, bad
 * and oversized input), and every generator of the table on a read mask. */
#include "testlib.h"
#include "maze.h"

#include <stdlib.h>
#include <string.h>
#if __has_include(<png.h>)
#include <png.h>
#define HAVE_PNG 1
#endif

static const char *ring =
    "XXXXXXXXXX\n"
    "X........X\n"
    "X.######.X\n"
    "X.#....#.X\n"
    "X.######.X\n"
    "X........X\n"
    "XXXXXXXXXX\n";

/* The enabled cells of m as text ('.' cell, '#' none), one row per line. */
static void pattern(const maze *m, char *out)
{
    for (int32_t y = 0; y < maze_height(m); y++) {
        for (int32_t x = 0; x < maze_width(m); x++) *out++ = maze_cell_enabled(m, x, y) ? '.' : '#';
        *out++ = '\n';
    }
    *out = 0;
}

static void test_text(void)
{
    maze *m;
    maze_error_info err;
    CHECK_EQ(maze_mask_read(&m, ring, strlen(ring), 0, NULL, &err), MAZE_OK);
    CHECK_EQ(maze_width(m), 10);
    CHECK_EQ(maze_height(m), 7);
    CHECK_EQ(maze_cell_count(m), 22 + 4); /* the ring and the inner bar */
    CHECK_EQ(maze_passage_count(m), 0);
    CHECK_EQ(maze_cell_enabled(m, 0, 0), 0);
    CHECK_EQ(maze_cell_enabled(m, 1, 1), 1);
    CHECK_EQ(maze_cell_enabled(m, 3, 3), 1);
    maze_destroy(m);
    /* CRLF, '#' and any other character, trailing blank lines */
    const char *crlf = "#a b\r\nX.. \r\n\r\n\n";
    CHECK_EQ(maze_mask_read(&m, crlf, strlen(crlf), 0, NULL, &err), MAZE_OK);
    char buf[64];
    pattern(m, buf);
    CHECK(strcmp(buf, "#...\n#...\n") == 0);
    maze_destroy(m);
    /* no final newline */
    CHECK_EQ(maze_mask_read(&m, "..", 2, 0, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_cell_count(m), 2);
    maze_destroy(m);
}

static void test_text_errors(void)
{
    maze *m = (maze *)1;
    maze_error_info err;
    CHECK_EQ(maze_mask_read(&m, "...\n..\n", 7, 0, NULL, &err), MAZE_EFORMAT);
    CHECK(m == NULL);
    CHECK_EQ(err.line, 2);
    CHECK(strstr(err.message, "row") != NULL);
    CHECK_EQ(maze_mask_read(&m, "..\n\n..\n", 7, 0, NULL, &err), MAZE_EFORMAT);
    CHECK_EQ(err.line, 2);
    CHECK_EQ(maze_mask_read(&m, "", 0, 0, NULL, &err), MAZE_EFORMAT);
    CHECK_EQ(maze_mask_read(&m, "\n\n", 2, 0, NULL, &err), MAZE_EFORMAT);
    CHECK_EQ(maze_mask_read(&m, "##\nXX\n", 6, 0, NULL, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "no cell") != NULL);
    CHECK_EQ(maze_mask_read(&m, "....\n....\n", 10, 7, NULL, &err), MAZE_ETOOBIG);
    CHECK_EQ(maze_mask_read(NULL, "..", 2, 0, NULL, &err), MAZE_EINVAL);
}

/* Every generator on the ring mask: a spanning tree of each piece (the ring
 * and the inner bar), nothing opened into a missing cell. */
static void test_generators_on_mask(void)
{
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        maze *m;
        CHECK_EQ(maze_mask_read(&m, ring, strlen(ring), 0, NULL, NULL), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, gi);
        maze_gen_opts o;
        maze_gen_opts_init(&o);
        CHECK_EQ(maze_generate_into(m, g, &rng, &o), MAZE_OK);
        maze_stats s;
        CHECK_EQ(maze_stats_compute(m, 1, 1, 3, 3, &s), MAZE_OK);
        CHECK_EQ(s.components, 2);
        CHECK_EQ(s.loops, 0);
        CHECK_EQ(s.passages, s.cells - 2);
        CHECK_EQ(s.solution_found, 0); /* the bar is its own piece */
        for (int32_t y = 0; y < 7; y++)
            for (int32_t x = 0; x < 10; x++)
                if (!maze_cell_enabled(m, x, y)) CHECK_EQ(maze_get(m, x, y), 0);
        maze_destroy(m);
    }
}

#ifdef HAVE_PNG
/* Writes a w x h RGBA image to memory as PNG. */
static void *png_bytes(const uint8_t *rgba, uint32_t w, uint32_t h, size_t *len)
{
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    img.width = w;
    img.height = h;
    img.format = PNG_FORMAT_RGBA;
    png_alloc_size_t n = 0;
    if (!png_image_write_to_memory(&img, NULL, &n, 0, rgba, 0, NULL)) return NULL;
    void *buf = malloc(n);
    if (!png_image_write_to_memory(&img, buf, &n, 0, rgba, 0, NULL)) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

static void test_png(void)
{
    /* 4 x 2: black, white, dark grey, light grey / transparent black,
     * opaque red, dark blue, half-transparent black */
    static const uint8_t rgba[] = {
        0, 0, 0, 255,   255, 255, 255, 255, 60, 60, 60, 255, 200, 200, 200, 255,
        0, 0, 0, 0,     255, 0, 0, 255,     0, 0, 90, 255,   0, 0, 0, 100,
    };
    size_t len;
    uint8_t *png = png_bytes(rgba, 4, 2, &len);
    CHECK(png != NULL);
    maze *m;
    maze_error_info err;
    CHECK_EQ(maze_mask_read(&m, png, len, 0, NULL, &err), MAZE_OK);
    char buf[32];
    pattern(m, buf);
    /* transparent = white background = a cell; red is mid-dark in grey
     * (about 54/255 after sRGB weighting) */
    printf("png mask:\n%s", buf);
    CHECK(strcmp(buf, "#.#.\n.##.\n") == 0);
    maze_destroy(m);
    CHECK_EQ(maze_mask_read(&m, png, len, 7, NULL, &err), MAZE_ETOOBIG);
    png[len / 2] ^= 0x55; /* corrupt the data: a CRC or zlib error */
    CHECK_EQ(maze_mask_read(&m, png, len, 0, NULL, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "PNG") != NULL);
    CHECK_EQ(maze_mask_read(&m, png, 20, 0, NULL, &err), MAZE_EFORMAT); /* truncated */
    free(png);
    static const uint8_t black[4] = {0, 0, 0, 255};
    png = png_bytes(black, 1, 1, &len);
    CHECK_EQ(maze_mask_read(&m, png, len, 0, NULL, &err), MAZE_EFORMAT);
    free(png);
}
#endif

int main(void)
{
    test_text();
    test_text_errors();
    test_generators_on_mask();
#ifdef HAVE_PNG
    test_png();
#endif
    return check_done();
}
