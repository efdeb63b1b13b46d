/* test_draw_vector.c - the cairo back end: PDF bytes (header, fixed creation
 * date, page size, the same bytes twice), the size on paper (cell in mm, fit
 * to a page, refusals), SVG in millimetres, its PNG decoded by libpng with a
 * wall on every closed side and none on an open one, and write and
 * allocation failures. */
#include "testlib.h"
#include "draw/vector.h"

#include <math.h>
#include <png.h>
#include <string.h>

/* A dfs maze, solved corner to corner by bfs, with its overlay. */
typedef struct fixture {
    maze *m;
    maze_graph *g;
    maze_search *s;
    maze_result r;
    maze_overlay ov;
} fixture;

static void fixture_init(fixture *f, int32_t w, int32_t h, uint64_t seed)
{
    memset(f, 0, sizeof *f);
    CHECK_EQ(maze_generate(&f->m, "dfs", w, h, seed, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_maze(&f->g, f->m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&f->s, f->g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(f->s, maze_solver_find("bfs"), 0, 0, w - 1, h - 1, NULL, &f->r), MAZE_OK);
    f->ov = (maze_overlay){1, 1, 0, 0, w - 1, h - 1, f->r.path, f->r.length};
}

static void fixture_free(fixture *f)
{
    maze_search_destroy(f->s);
    maze_graph_destroy(f->g);
    maze_destroy(f->m);
}

static int has(const tl_sink *b, const char *s) { return b->data && strstr(b->data, s) != NULL; }

/* The bytes contain s (a PDF holds NULs inside its streams). */
static int has_bytes(const tl_sink *b, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; b->data && i + n <= b->len; i++)
        if (memcmp(b->data + i, s, n) == 0) return 1;
    return 0;
}

static void test_pdf(void)
{
    fixture f;
    fixture_init(&f, 12, 8, 4);
    tl_sink a = {0}, b = {0};
    CHECK_EQ(maze_draw(f.m, "pdf", NULL, &f.ov, tl_sink_write, &a), MAZE_OK);
    CHECK_EQ(maze_draw(f.m, "pdf", NULL, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(a.len > 500 && a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
    CHECK(a.len > 8 && memcmp(a.data, "%PDF-", 5) == 0);
    CHECK(has_bytes(&a, "%%EOF"));
    CHECK(has_bytes(&a, "/CreationDate (19700101000000Z)"));
    CHECK(has_bytes(&a, "/MediaBox [ 0 0 106.5 76.5 ]")); /* 142 x 102 px at 0.75 pt */
    tl_sink_free(&b);
    /* the same through maze_write and the format table */
    CHECK_EQ(maze_write(f.m, "pdf", &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(b.len == a.len && memcmp(a.data, b.data, a.len) == 0);
    const maze_format_info *fi = maze_format_for_path("x.PDF");
    CHECK(fi && strcmp(fi->name, "pdf") == 0 && (fi->flags & MAZE_FMT_DRAW) && !(fi->flags & MAZE_FMT_STREAM));
    tl_sink_free(&a);
    tl_sink_free(&b);
    /* a map */
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 4, 3, NULL), MAZE_OK);
    CHECK_EQ(maze_map_set(map, 1, 1, '@'), MAZE_OK);
    CHECK_EQ(maze_map_draw(map, "pdf", NULL, NULL, tl_sink_write, &a), MAZE_OK);
    CHECK(has_bytes(&a, "/MediaBox [ 0 0 45 37.5 ]")); /* 60 x 50 px */
    CHECK_EQ(maze_map_write(map, "pdf", NULL, tl_sink_write, &b), MAZE_OK);
    CHECK(b.len == a.len && memcmp(a.data, b.data, a.len) == 0);
    maze_map_destroy(map);
    tl_sink_free(&a);
    tl_sink_free(&b);
    fixture_free(&f);
}

static void test_paper_plan(void)
{
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    CHECK(o.cell_mm == 0 && o.page_width_mm == 0 && o.page_height_mm == 0);
    mz_paper p;
    CHECK_EQ(mz_paper_plan(&o, 96, 48, &p), MAZE_OK);
    CHECK(!p.physical && fabs(p.page_w - 25.4) < 1e-9 && fabs(p.page_h - 12.7) < 1e-9);
    o.cell_mm = 5; /* cell 10 px: half a millimetre a pixel */
    CHECK_EQ(mz_paper_plan(&o, 142, 102, &p), MAZE_OK);
    CHECK(p.physical && fabs(p.page_w - 71) < 1e-9 && fabs(p.page_h - 51) < 1e-9 && p.off_x == 0);
    o.page_width_mm = 210, o.page_height_mm = 297;
    CHECK_EQ(mz_paper_plan(&o, 142, 102, &p), MAZE_OK); /* centred */
    CHECK(fabs(p.off_x - 69.5) < 1e-9 && fabs(p.off_y - 123) < 1e-9 && p.page_w == 210);
    o.cell_mm = 0; /* fit: the width decides, 200 px across 210 mm */
    CHECK_EQ(mz_paper_plan(&o, 200, 100, &p), MAZE_OK);
    CHECK(fabs(p.mm_per_px - 1.05) < 1e-12 && fabs(p.off_x) < 1e-9 && fabs(p.off_y - (297 - 105) / 2.0) < 1e-9);
    o.cell_mm = 20; /* 2 mm a pixel: 400 mm wide, larger than the page */
    CHECK_EQ(mz_paper_plan(&o, 200, 100, &p), MAZE_EINVAL);
    const double bad[][3] = {{NAN, 0, 0}, {-1, 0, 0}, {1001, 0, 0}, {0, 100, 0}, {0, 0, 100},
                             {0, -5, -5}, {0, 10001, 100}, {0, INFINITY, 10}, {0, 10, NAN}};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        maze_draw_opts b = o;
        b.cell_mm = bad[k][0], b.page_width_mm = bad[k][1], b.page_height_mm = bad[k][2];
        CHECK_EQ(mz_paper_plan(&b, 200, 100, &p), MAZE_EINVAL);
    }
    char s[32];
    mz_fmt_decimal(s, 106.5);
    CHECK(strcmp(s, "106.5") == 0);
    mz_fmt_decimal(s, -69.50004);
    CHECK(strcmp(s, "-69.5") == 0);
    mz_fmt_decimal(s, -0.00001);
    CHECK(strcmp(s, "0") == 0);
    mz_fmt_decimal(s, 210);
    CHECK(strcmp(s, "210") == 0);
}

/* The page in points and the picture's scale through the whole call. */
static void test_pdf_paper(void)
{
    fixture f;
    fixture_init(&f, 12, 8, 4);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.page_width_mm = 210, o.page_height_mm = 297;
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "pdf", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(has_bytes(&b, "/MediaBox [ 0 0 595.275591 841.889764 ]")); /* A4 */
    tl_sink_free(&b);
    o.page_width_mm = o.page_height_mm = 0;
    o.cell_mm = 5; /* 71 x 51 mm */
    CHECK_EQ(maze_draw(f.m, "pdf", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(has_bytes(&b, "/MediaBox [ 0 0 201.259843 144.566929 ]"));
    tl_sink_free(&b);
    o.cell_mm = 50, o.page_width_mm = 100, o.page_height_mm = 100; /* 710 mm on a 100 mm page */
    const char *fmts[] = {"pdf", "svg"};
    for (int k = 0; k < 2; k++) {
        CHECK_EQ(maze_draw(f.m, fmts[k], &o, &f.ov, tl_sink_write, &b), MAZE_EINVAL);
        CHECK_EQ(b.len, 0); /* refused before a byte */
    }
    o.cell_mm = NAN;
    CHECK_EQ(maze_draw(f.m, "pdf", &o, &f.ov, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK); /* png ignores the paper */
    tl_sink_free(&b);
    fixture_free(&f);
}

static void test_svg_mm(void)
{
    fixture f;
    fixture_init(&f, 12, 8, 4);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "svg", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(has(&b, "width=\"142\" height=\"102\" viewBox=\"0 0 142 102\""));
    tl_sink_free(&b);
    o.cell_mm = 5;
    CHECK_EQ(maze_draw(f.m, "svg", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(has(&b, "width=\"71mm\" height=\"51mm\" viewBox=\"0 0 142 102\""));
    tl_sink_free(&b);
    o.page_width_mm = 100, o.page_height_mm = 80; /* 15 mm each side, 14.5 above and below: 30 and 29 px */
    CHECK_EQ(maze_draw(f.m, "svg", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK(has(&b, "width=\"100mm\" height=\"80mm\" viewBox=\"-29 -29 200 160\""));
    tl_sink_free(&b);
    fixture_free(&f);
}

/* ---- the back end's own PNG, decoded ---- */

typedef struct image {
    png_image img;
    unsigned char *rgb;
} image;

static int decode(const tl_sink *b, image *im)
{
    memset(im, 0, sizeof *im);
    im->img.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&im->img, b->data, b->len)) return -1;
    im->img.format = PNG_FORMAT_RGB;
    im->rgb = malloc(PNG_IMAGE_SIZE(im->img));
    if (!im->rgb || !png_image_finish_read(&im->img, NULL, im->rgb, 0, NULL)) return -1;
    return 0;
}

static int dark(const image *im, double x, double y)
{
    long px = lround(floor(x)), py = lround(floor(y));
    if (px < 0 || py < 0 || px >= (long)im->img.width || py >= (long)im->img.height) return -1;
    const unsigned char *p = im->rgb + ((size_t)py * im->img.width + (size_t)px) * 3;
    return p[0] < 64 && p[1] < 64 && p[2] < 64;
}

static int draw_vector(const maze *m, int kind, const maze_draw_opts *o, const maze_overlay *ov, tl_sink *b)
{
    mz_scene s;
    int st = mz_scene_init(&s, m, NULL, o, ov);
    if (st) return st;
    mz_vsrc src;
    mz_vsrc_rect(&src, &s);
    st = mz_vector_draw(&src, kind, o, ov, tl_sink_write, b);
    mz_scene_free(&s);
    return st;
}

/* Every side of every cell: the pixel at the middle of its edge is the wall
 * colour when the side is closed (or on the border) and not when it is open. */
static void test_png_walls(void)
{
    fixture f;
    fixture_init(&f, 9, 7, 11);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 12, o.wall = 3;
    tl_sink b = {0};
    CHECK_EQ(draw_vector(f.m, MZ_VEC_PNG, &o, &f.ov, &b), MAZE_OK);
    image im;
    CHECK_EQ(decode(&b, &im), 0);
    CHECK(im.img.width == 2 * 10 + 9 * 12 + 3 && im.img.height == 2 * 10 + 7 * 12 + 3);
    int closed = 0, open = 0;
    for (int32_t y = 0; y < 7; y++)
        for (int32_t x = 0; x < 9; x++) {
            unsigned mask = maze_get(f.m, x, y);
            const unsigned bit[4] = {MAZE_N, MAZE_E, MAZE_S, MAZE_W};
            const double mx[4] = {0.5, 1, 0.5, 0}, my[4] = {0, 0.5, 1, 0.5};
            for (int k = 0; k < 4; k++) {
                double px = 10 + 1.5 + (x + mx[k]) * 12, py = 10 + 1.5 + (y + my[k]) * 12;
                int want = !(mask & bit[k]);
                CHECK_EQ(dark(&im, px, py), want);
                closed += want, open += !want;
            }
        }
    CHECK(closed > 0 && open > 0);
    free(im.rgb);
    tl_sink_free(&b);
    fixture_free(&f);
}

/* cairo's SVG names its group after a counter of every surface the process
 * made; the sink writes that counter as 1, so two calls give the same bytes. */
static void test_svg_stable(void)
{
    fixture f;
    fixture_init(&f, 5, 4, 2);
    tl_sink a = {0}, b = {0};
    CHECK_EQ(draw_vector(f.m, MZ_VEC_SVG, NULL, &f.ov, &a), MAZE_OK);
    CHECK_EQ(draw_vector(f.m, MZ_VEC_SVG, NULL, &f.ov, &b), MAZE_OK);
    CHECK(a.len > 0 && a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
    CHECK(has(&a, "id=\"surface1\""));
    CHECK(has(&a, "width=\"72px\" height=\"62px\""));
    tl_sink_free(&a);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell_mm = 10;
    CHECK_EQ(draw_vector(f.m, MZ_VEC_SVG, &o, &f.ov, &a), MAZE_OK);
    CHECK(has(&a, "width=\"72mm\" height=\"62mm\""));
    tl_sink_free(&a);
    tl_sink_free(&b);
    fixture_free(&f);
}

static void test_failures(void)
{
    fixture f;
    fixture_init(&f, 12, 8, 4);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers = MAZE_LAYER_PATH | MAZE_LAYER_MARKERS | MAZE_LAYER_HEAT;
    tl_sink full = {0};
    CHECK_EQ(maze_draw(f.m, "pdf", &o, &f.ov, tl_sink_write, &full), MAZE_OK);
    for (size_t at = 1; at < full.len; at += 97) {
        tl_sink fb = {0};
        fb.fail_bytes = at;
        CHECK_EQ(maze_draw(f.m, "pdf", &o, &f.ov, tl_sink_write, &fb), MAZE_EIO);
        free(fb.data);
    }
    free(full.data);
    int ok = 0;
    for (long fail = 0; fail < 200 && !ok; fail++) {
        tl_alloc fl = {0};
        maze_allocator a = tl_alloc_make(&fl);
        maze *m;
        CHECK_EQ(maze_create(&m, 12, 8, &a), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, 7);
        CHECK_EQ(maze_generate_into(m, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
        tl_alloc_arm(&fl, fail + 1);
        tl_sink b = {0};
        int st = maze_draw(m, "pdf", &o, &f.ov, tl_sink_write, &b);
        CHECK(st == MAZE_OK || st == MAZE_ENOMEM);
        ok = st == MAZE_OK;
        maze_destroy(m);
        CHECK_EQ(fl.live, 0);
        free(b.data);
    }
    CHECK(ok);
    fixture_free(&f);
}

int main(void)
{
    test_paper_plan();
    test_pdf();
    test_pdf_paper();
    test_svg_mm();
    test_png_walls();
    test_svg_stable();
    test_failures();
    return check_done();
}
