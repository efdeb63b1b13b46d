/* test_draw_vector.c - the cairo back end: PDF bytes (header, fixed creation
 * date, page size, the same bytes twice), the size on paper (cell in mm, fit
 * to a page, refusals), SVG in millimetres, its PNG decoded by libpng with a
 * wall on every closed side and none on an open one on every topology of the
 * table (from the cell calls alone), a hex maze's layers, arcs drawn as
 * arcs on a made-up polar grid, write and allocation failures, and
 * maze_draw_pixels' frames on every topology. */
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
    mz_vsrc_maze(&src, &s);
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

/* ---- other topologies, from the cell calls alone ---- */

typedef struct shaped {
    maze *m;
    maze_graph *g;
    maze_search *s;
    maze_result r;
    maze_overlay ov;
} shaped;

/* A dfs maze of shape sh solved by bfs from cell 0 to the last cell, its
 * overlay in cells as points (c, 0) off rect. */
static void shaped_init(shaped *f, const maze_shape *sh, uint64_t seed)
{
    memset(f, 0, sizeof *f);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    CHECK_EQ(maze_create_shape(&f->m, sh, NULL), MAZE_OK);
    CHECK_EQ(maze_generate_into(f->m, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_maze(&f->g, f->m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&f->s, f->g, NULL), MAZE_OK);
    int rect = strcmp(sh->topology, "rect") == 0; /* rect's points are (x, y) */
    int32_t gx = rect ? sh->width - 1 : (int32_t)maze_cell_total(f->m) - 1, gy = rect ? sh->height - 1 : 0;
    CHECK_EQ(maze_solve(f->s, maze_solver_find("bfs"), 0, 0, gx, gy, NULL, &f->r), MAZE_OK);
    CHECK(f->r.found);
    f->ov = (maze_overlay){1, 1, 0, 0, gx, gy, f->r.path, f->r.length};
}

static void shaped_free(shaped *f)
{
    maze_search_destroy(f->s);
    maze_graph_destroy(f->g);
    maze_destroy(f->m);
}

/* A point in the middle of an edge, in maze units. */
static void edge_middle(const maze_edge *e, double *x, double *y)
{
    if (e->kind == MAZE_EDGE_ARC) {
        double a = (e->a0 + e->a1) / 2;
        *x = e->cx + e->r * cos(a), *y = e->cy + e->r * sin(a);
        return;
    }
    *x = (e->x0 + e->x1) / 2, *y = (e->y0 + e->y1) / 2;
}

/* Every line or arc side of every cell: the wall colour at its middle when
 * closed (or on the outline, or towards a disabled cell) and not when open;
 * the size is the extent's. o: cell 20, wall 4, so the middle pixel lies
 * wholly inside a wall. weave draws its cells inset by a fifth of a cell:
 * there the point is the inset square's side, open when the side or the
 * jump beside it is. */
static void check_walls(const maze *m, const tl_sink *b, const maze_draw_opts *o)
{
    image im;
    CHECK_EQ(decode(b, &im), 0);
    double ew, eh;
    CHECK_EQ(maze_extent(m, &ew, &eh), MAZE_OK);
    CHECK_EQ(im.img.width, (uint32_t)ceil(2.0 * o->margin + ew * o->cell + o->wall - 1e-9));
    CHECK_EQ(im.img.height, (uint32_t)ceil(2.0 * o->margin + eh * o->cell + o->wall - 1e-9));
    int closed = 0, open = 0, bad = 0, weave = strcmp(maze_topology_of(m)->name, "weave") == 0;
    for (uint32_t c = 0; c < maze_cell_total(m); c++) {
        maze_cell_geom g;
        CHECK_EQ(maze_cell_geometry(m, c, &g), MAZE_OK);
        if (!maze_cell_is_enabled(m, c)) continue;
        for (unsigned k = 0; k < g.sides; k++) {
            if (g.edge[k].kind == MAZE_EDGE_MARK) continue;
            double x, y;
            edge_middle(&g.edge[k], &x, &y);
            int64_t nb = maze_cell_neighbor(m, c, k);
            int want = !maze_cell_is_open(m, c, k) || nb < 0 || !maze_cell_is_enabled(m, (uint32_t)nb);
            if (weave) {
                want = !maze_cell_is_open(m, c, k) && !maze_cell_is_open(m, c, k + 1);
                x += (g.cx - x) * 0.4, y += (g.cy - y) * 0.4;
            }
            int got = dark(&im, o->margin + o->wall / 2.0 + x * o->cell, o->margin + o->wall / 2.0 + y * o->cell);
            bad += got != want;
            closed += want, open += !want;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK(closed > 0 && open > 0);
    free(im.rgb);
}

static void test_topologies(void)
{
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        maze_shape sh = {topo->name, 0, 0, 0, 0};
        if (topo->flags & MAZE_TOPO_WIDTH) sh.width = 7;
        if (topo->flags & MAZE_TOPO_HEIGHT) sh.height = 5;
        if (topo->flags & MAZE_TOPO_LEVELS) sh.levels = 2;
        if (topo->flags & MAZE_TOPO_RINGS) sh.rings = 4;
        shaped f;
        shaped_init(&f, &sh, 3 + t);
        maze_draw_opts o;
        maze_draw_opts_init(&o);
        o.cell = 20, o.wall = 4;
        o.layers = 0; /* walls alone: the path would cover open sides' middles too */
        tl_sink b = {0}, c = {0};
        /* rect's PNG is the palette writer's; the cairo one is drawn from the same cell calls */
        CHECK_EQ(strcmp(topo->name, "rect") ? maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b)
                                            : draw_vector(f.m, MZ_VEC_PNG, &o, &f.ov, &b),
                 MAZE_OK);
        check_walls(f.m, &b, &o);
        tl_sink_free(&b);
        /* every layer, every format; the same bytes twice */
        o.layers = MAZE_LAYER_PATH | MAZE_LAYER_MARKERS | MAZE_LAYER_HEAT | MAZE_LAYER_OUTLINE | MAZE_LAYER_GAPS;
        const char *fmts[] = {"png", "svg", "pdf"};
        for (int k = 0; k < 3; k++) {
            CHECK_EQ(maze_draw(f.m, fmts[k], &o, &f.ov, tl_sink_write, &b), MAZE_OK);
            CHECK_EQ(maze_draw(f.m, fmts[k], &o, &f.ov, tl_sink_write, &c), MAZE_OK);
            CHECK(b.len > 100 && b.len == c.len && memcmp(b.data, c.data, b.len) == 0);
            tl_sink_free(&b);
            tl_sink_free(&c);
            if (!strcmp(topo->name, "rect")) continue; /* rect's maze_write: its own writers */
            /* maze_write draws the other topologies as maze_draw does with the default options */
            CHECK_EQ(maze_write(f.m, fmts[k], &f.ov, tl_sink_write, &b), MAZE_OK);
            CHECK_EQ(maze_draw(f.m, fmts[k], NULL, &f.ov, tl_sink_write, &c), MAZE_OK);
            CHECK(b.len > 100 && b.len == c.len && memcmp(b.data, c.data, b.len) == 0);
            tl_sink_free(&b);
            tl_sink_free(&c);
        }
        shaped_free(&f);
    }
}

/* A weave crossing (3 x 3: the corridor 1-4-7 down the middle, the jump
 * from 3 to 5 under 4) drawn as Buck draws it: the corridor above runs on
 * unbroken, the walls of the one below show only outside it, and a path
 * from 3 to 5 runs straight across. */
static void test_weave_crossing(void)
{
    static const char text[] = "maze cells 1\ntopology weave\nwidth 3\nheight 3\n001000\n081180\n000100\n";
    maze_doc doc = {0};
    CHECK_EQ(maze_read(&doc, text, sizeof text - 1, NULL, NULL, NULL), MAZE_OK);
    if (!doc.maze) return;
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 40, o.wall = 4, o.margin = 10, o.layers = MAZE_LAYER_PATH;
    uint32_t path[2] = {3, 5};
    maze_overlay ov = {0};
    ov.path = path, ov.path_length = 2;
    tl_sink b = {0};
    image im;
    CHECK_EQ(maze_draw(doc.maze, "png", &o, &ov, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(decode(&b, &im), 0);
#define AT(gx, gy) dark(&im, 12 + (gx) * 40, 12 + (gy) * 40)
    /* the corridor above: its walls at x 1.2 and 1.8 the whole height of cell 4 */
    for (double y = 1.02; y < 2; y += 0.1) CHECK(AT(1.2, y) == 1 && AT(1.8, y) == 1);
    /* the one below: walls at y 1.2 and 1.8 in cells 3 and 5 and up to the corridor above, not across it */
    static const double xs[] = {0.3, 0.5, 0.7, 0.9, 1.1, 1.35, 1.5, 1.65, 1.9, 2.1, 2.3, 2.5, 2.7};
    for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++) {
        int want = xs[k] < 1.2 || xs[k] > 1.8;
        CHECK(AT(xs[k], 1.2) == want && AT(xs[k], 1.8) == want);
    }
    CHECK(AT(0.2, 1.5) == 1 && AT(2.8, 1.5) == 1); /* 3 and 5 closed west and east */
    CHECK(AT(1.5, 0.2) == 1 && AT(1.5, 2.8) == 1); /* 1 closed north, 7 south */
    /* the path straight from 3 through 4 to 5, in the path's colour */
    const unsigned char *p = im.rgb + ((size_t)(12 + 1.5 * 40) * im.img.width + (size_t)(12 + 1.5 * 40)) * 3;
    CHECK(p[0] == (o.path_color >> 16 & 255) && p[1] == (o.path_color >> 8 & 255) && p[2] == (o.path_color & 255));
    free(im.rgb);
    tl_sink_free(&b);
    /* with the outline layer: the sides facing out in its colour, the others in the wall's */
    o.layers = MAZE_LAYER_OUTLINE;
    CHECK_EQ(maze_draw(doc.maze, "png", &o, NULL, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(decode(&b, &im), 0);
    const double out[][2] = {{0.2, 1.5}, {1.5, 0.2}, {2.8, 1.5}, {0.5, 0.2}}, in[][2] = {{0.5, 1.8}, {1.8, 0.5}};
    for (int k = 0; k < 4; k++) {
        const unsigned char *q = im.rgb + ((size_t)(12 + out[k][1] * 40) * im.img.width + (size_t)(12 + out[k][0] * 40)) * 3;
        CHECK(q[0] == (o.outline_color >> 16 & 255) && q[1] == (o.outline_color >> 8 & 255) && q[2] == (o.outline_color & 255));
    }
    for (int k = 0; k < 2; k++) CHECK(AT(in[k][0], in[k][1]) == 1);
#undef AT
    free(im.rgb);
    tl_sink_free(&b);
    maze_doc_clear(&doc);
}

/* A hex maze's layers: the path's colour where the path runs, the heat's
 * far colour near the far end, the start and goal markers. */
static void test_hex_layers(void)
{
    maze_shape sh = {"hex", 9, 6, 0, 0};
    shaped f;
    shaped_init(&f, &sh, 5);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 20, o.wall = 2;
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    image im;
    CHECK_EQ(decode(&b, &im), 0);
    int on_path = 0;
    for (size_t k = 1; k + 1 < f.r.length; k++) { /* the markers cover the ends */
        maze_cell_geom g;
        CHECK_EQ(maze_cell_geometry(f.m, f.r.path[k], &g), MAZE_OK);
        long px = lround(floor(o.margin + o.wall / 2.0 + g.cx * o.cell)), py = lround(floor(o.margin + o.wall / 2.0 + g.cy * o.cell));
        const unsigned char *p = im.rgb + ((size_t)py * im.img.width + (size_t)px) * 3;
        on_path += p[0] == 255 && p[1] == 0 && p[2] == 0;
    }
    CHECK_EQ(on_path, (int)f.r.length - 2);
    const uint32_t want[2] = {0x00a000, 0x0000ff};
    for (int e = 0; e < 2; e++) {
        maze_cell_geom g;
        CHECK_EQ(maze_cell_geometry(f.m, e ? f.r.path[f.r.length - 1] : 0, &g), MAZE_OK);
        long px = lround(floor(o.margin + o.wall / 2.0 + g.cx * o.cell)), py = lround(floor(o.margin + o.wall / 2.0 + g.cy * o.cell));
        const unsigned char *p = im.rgb + ((size_t)py * im.img.width + (size_t)px) * 3;
        CHECK_EQ((uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2], want[e]);
    }
    free(im.rgb);
    tl_sink_free(&b);
    /* the heat: the start's cell near white, the farthest cell dark green */
    o.layers = MAZE_LAYER_HEAT;
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(decode(&b, &im), 0);
    int greens = 0;
    for (size_t i = 0; i < (size_t)im.img.width * im.img.height; i++) {
        const unsigned char *p = im.rgb + i * 3;
        greens += p[0] < 40 && p[1] > 80 && p[1] < 120 && p[2] < 40;
    }
    CHECK(greens > 50);
    free(im.rgb);
    tl_sink_free(&b);
    shaped_free(&f);
}

/* ---- arcs: a made-up polar grid, a centre disc and a ring of four ---- */

/* Cell 0: the disc of radius 1 round (2, 2), its four quarter arcs facing
 * cells 1..4; cell 1+k: the ring between radii 1 and 2 from angle k*pi/2 to
 * (k+1)*pi/2, sides inner arc, the radial line to the next cell, the outer
 * arc (the outline), the radial line to the previous one. Open: 0-1, 1-2,
 * 2-3 (the lines at angles pi/2 and pi). */
static void arc_edge(maze_edge *e, double r, double a0, double a1)
{
    memset(e, 0, sizeof *e);
    e->kind = MAZE_EDGE_ARC;
    e->cx = e->cy = 2, e->r = r, e->a0 = a0, e->a1 = a1;
    e->x0 = 2 + r * cos(a0), e->y0 = 2 + r * sin(a0), e->x1 = 2 + r * cos(a1), e->y1 = 2 + r * sin(a1);
}

static void ray_edge(maze_edge *e, double a)
{
    memset(e, 0, sizeof *e);
    e->kind = MAZE_EDGE_LINE;
    e->x0 = 2 + cos(a), e->y0 = 2 + sin(a), e->x1 = 2 + 2 * cos(a), e->y1 = 2 + 2 * sin(a);
}

static int polar_open(int a, int b)
{
    int lo = a < b ? a : b, hi = a < b ? b : a;
    return (lo == 0 && hi == 1) || (lo == 1 && hi == 2) || (lo == 2 && hi == 3);
}

static void polar_cell(const mz_vsrc *src, uint64_t i, mz_vcell *c)
{
    (void)src;
    memset(c, 0, sizeof *c);
    c->on = 1;
    const double q = M_PI / 2;
    if (i == 0) {
        c->cx = c->cy = 2;
        c->nsides = 4;
        for (int k = 0; k < 4; k++) {
            arc_edge(&c->edge[k], 1, k * q, (k + 1) * q);
            c->nb[k] = 1 + k;
            c->open[k] = (uint8_t)polar_open(0, 1 + k);
        }
        return;
    }
    int k = (int)i - 1, next = 1 + (k + 1) % 4, prev = 1 + (k + 3) % 4;
    c->cx = 2 + 1.5 * cos((k + 0.5) * q), c->cy = 2 + 1.5 * sin((k + 0.5) * q);
    c->nsides = 4;
    arc_edge(&c->edge[0], 1, k * q, (k + 1) * q);
    ray_edge(&c->edge[1], (k + 1) * q);
    arc_edge(&c->edge[2], 2, k * q, (k + 1) * q);
    ray_edge(&c->edge[3], k * q);
    const int64_t nb[4] = {0, next, -1, prev};
    for (int s = 0; s < 4; s++) {
        c->nb[s] = nb[s];
        c->open[s] = (uint8_t)(nb[s] >= 0 && polar_open((int)i, (int)nb[s]));
    }
}

static int polar_on(const mz_vsrc *src, uint64_t i) { return (void)src, i < 5; }

static void test_arcs(void)
{
    maze *flag; /* the scene draws walls for a maze; its cells come from the source */
    CHECK_EQ(maze_create(&flag, 5, 1, NULL), MAZE_OK);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 40, o.wall = 6, o.layers = 0;
    mz_scene s;
    CHECK_EQ(mz_scene_geometry(&s, 5, 1, 0, &o), MAZE_OK);
    s.m = flag;
    mz_vsrc src = {5, &s, polar_cell, polar_on};
    tl_sink b = {0};
    CHECK_EQ(mz_vector_draw(&src, MZ_VEC_PNG, &o, NULL, tl_sink_write, &b), MAZE_OK);
    image im;
    CHECK_EQ(decode(&b, &im), 0);
    CHECK(im.img.width == 2 * 10 + 4 * 40 + 6 && im.img.height == im.img.width); /* the circle's box */
    int bad = 0;
    for (uint64_t i = 0; i < 5; i++) {
        mz_vcell c;
        polar_cell(&src, i, &c);
        for (unsigned k = 0; k < c.nsides; k++) {
            double x, y;
            edge_middle(&c.edge[k], &x, &y);
            /* the box starts at (0, 0): the picture's pixel is margin + wall/2 + x*cell */
            bad += dark(&im, 10 + 3 + x * 40, 10 + 3 + y * 40) != !c.open[k];
        }
    }
    CHECK_EQ(bad, 0);
    /* a closed arc is dark all along, not only at its middle: 3/4 of cell 4's outer arc */
    int along = 0;
    for (int t = 1; t < 8; t++) along += dark(&im, 13 + (2 + 2 * cos(1.5 * M_PI + t * M_PI / 16)) * 40,
                                                13 + (2 + 2 * sin(1.5 * M_PI + t * M_PI / 16)) * 40);
    CHECK_EQ(along, 7);
    free(im.rgb);
    tl_sink_free(&b);
    /* the vector files carry curves (cairo's arcs), not polygons */
    CHECK_EQ(mz_vector_draw(&src, MZ_VEC_SVG, &o, NULL, tl_sink_write, &b), MAZE_OK);
    CHECK(has(&b, " C "));
    tl_sink_free(&b);
    maze_destroy(flag);
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


/* maze_draw_pixels on every topology of the table: the png's size; no
 * anti-aliasing (every pixel one of the colours given); each cell's centre
 * in its fill's colour, each side's middle in the wall colour exactly when
 * it is closed; without fills the centres are the background; the refusals. */
static void test_pixels(void)
{
    const uint32_t colors[3] = {0x102030, 0x405060, 0x708090};
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        maze_shape sh = {topo->name, 0, 0, 0, 0};
        if (topo->flags & MAZE_TOPO_WIDTH) sh.width = 7;
        if (topo->flags & MAZE_TOPO_HEIGHT) sh.height = 5;
        if (topo->flags & MAZE_TOPO_LEVELS) sh.levels = 2;
        if (topo->flags & MAZE_TOPO_RINGS) sh.rings = 4;
        shaped f;
        shaped_init(&f, &sh, 11 + t);
        maze_draw_opts o;
        maze_draw_opts_init(&o);
        o.cell = 20, o.wall = 4, o.layers = 0;
        int32_t w, h;
        CHECK_EQ(maze_draw_pixels_size(f.m, &o, &w, &h), MAZE_OK);
        double ew, eh;
        CHECK_EQ(maze_extent(f.m, &ew, &eh), MAZE_OK);
        CHECK_EQ(w, (int32_t)ceil(2.0 * o.margin + ew * o.cell + o.wall - 1e-9));
        CHECK_EQ(h, (int32_t)ceil(2.0 * o.margin + eh * o.cell + o.wall - 1e-9));
        uint64_t n = maze_cell_total(f.m);
        uint8_t *fill = malloc((size_t)n);
        uint32_t *px = malloc((size_t)w * (size_t)h * sizeof *px);
        for (uint64_t c = 0; c < n; c++) fill[c] = (uint8_t)(1 + c % 3);
        maze_cell_fills cf = {fill, colors, 3};
        CHECK_EQ(maze_draw_pixels(f.m, &o, NULL, &cf, px, (size_t)w * (size_t)h), MAZE_OK);
        size_t other = 0;
        for (size_t i = 0; i < (size_t)w * (size_t)h; i++)
            other += px[i] != o.background && px[i] != o.wall_color && px[i] != colors[0] && px[i] != colors[1] &&
                     px[i] != colors[2];
        CHECK_EQ(other, 0);
        int bad_fill = 0, bad_side = 0, closed = 0, open = 0;
        for (uint32_t c = 0; c < n; c++) {
            maze_cell_geom g;
            CHECK_EQ(maze_cell_geometry(f.m, c, &g), MAZE_OK);
            size_t at = (size_t)(o.margin + o.wall / 2.0 + g.cy * o.cell) * (size_t)w +
                        (size_t)(o.margin + o.wall / 2.0 + g.cx * o.cell);
            bad_fill += px[at] != colors[c % 3];
            for (unsigned k = 0; k < g.sides; k++) {
                if (g.edge[k].kind == MAZE_EDGE_MARK) continue;
                double x, y;
                edge_middle(&g.edge[k], &x, &y);
                int want = !maze_cell_is_open(f.m, c, k);
                size_t e = (size_t)(o.margin + o.wall / 2.0 + y * o.cell) * (size_t)w +
                           (size_t)(o.margin + o.wall / 2.0 + x * o.cell);
                bad_side += (px[e] == o.wall_color) != want;
                closed += want, open += !want;
            }
        }
        CHECK_EQ(bad_fill, 0);
        CHECK_EQ(bad_side, 0);
        CHECK(closed > 0 && open > 0);
        /* no fills: the background at each centre; the markers in their colours */
        o.layers = MAZE_LAYER_MARKERS;
        CHECK_EQ(maze_draw_pixels(f.m, &o, &f.ov, NULL, px, (size_t)w * (size_t)h), MAZE_OK);
        maze_cell_geom g;
        CHECK_EQ(maze_cell_geometry(f.m, 1, &g), MAZE_OK);
        CHECK_EQ(px[(size_t)(o.margin + o.wall / 2.0 + g.cy * o.cell) * (size_t)w +
                    (size_t)(o.margin + o.wall / 2.0 + g.cx * o.cell)], o.background);
        size_t start = 0, goal = 0;
        for (size_t i = 0; i < (size_t)w * (size_t)h; i++) start += px[i] == o.start_color, goal += px[i] == o.goal_color;
        CHECK(start > 0 && goal > 0);
        /* the refusals, px untouched by each */
        px[0] = 0xabcdef;
        CHECK_EQ(maze_draw_pixels(f.m, &o, NULL, &cf, px, (size_t)w * (size_t)h - 1), MAZE_ERANGE);
        CHECK_EQ(maze_draw_pixels(NULL, &o, NULL, &cf, px, (size_t)w * (size_t)h), MAZE_EINVAL);
        CHECK_EQ(maze_draw_pixels(f.m, &o, NULL, &cf, NULL, (size_t)w * (size_t)h), MAZE_EINVAL);
        fill[n - 1] = 4; /* over ncolors */
        CHECK_EQ(maze_draw_pixels(f.m, &o, NULL, &cf, px, (size_t)w * (size_t)h), MAZE_EINVAL);
        fill[n - 1] = 1;
        cf.ncolors = MAZE_FILL_COLORS + 1;
        CHECK_EQ(maze_draw_pixels(f.m, &o, NULL, &cf, px, (size_t)w * (size_t)h), MAZE_EINVAL);
        cf.ncolors = 3;
        o.layers = MAZE_LAYER_HEAT; /* the fills take the heat's place */
        CHECK_EQ(maze_draw_pixels(f.m, &o, &f.ov, &cf, px, (size_t)w * (size_t)h), MAZE_EINVAL);
        CHECK_EQ(px[0], 0xabcdefu);
        CHECK_EQ(maze_draw_pixels_size(NULL, &o, &w, &h), MAZE_EINVAL);
        CHECK_EQ(w, 0);
        CHECK_EQ(maze_draw_pixels_size(f.m, NULL, &w, NULL), MAZE_EINVAL);
        o.wall = o.cell; /* the wall must be thinner than the cell */
        CHECK_EQ(maze_draw_pixels_size(f.m, &o, &w, &h), MAZE_EINVAL);
        free(fill);
        free(px);
        shaped_free(&f);
    }
}

int main(void)
{
    test_paper_plan();
    test_pdf();
    test_pdf_paper();
    test_svg_mm();
    test_png_walls();
    test_svg_stable();
    test_topologies();
    test_weave_crossing();
    test_hex_layers();
    test_arcs();
    test_pixels();
    test_failures();
    return check_done();
}
