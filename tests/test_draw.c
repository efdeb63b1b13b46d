/* test_draw.c - the PNG and SVG writers: colour parsing, options and sizes,
 * golden hashes of whole files, and pixel checks on PNGs decoded here with
 * libpng (the path colour lies on path cells, markers, heat, expanded cells,
 * outline), the streaming row writer, write and allocation failures. */
#include "testlib.h"
#include "draw/draw.h"
#include "io/io.h"

#include <png.h>
#include <string.h>

/* ---- test tools: a hash, a PNG decoder ---- */

static uint64_t fnv1a(const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

typedef struct image {
    uint32_t w, h;
    unsigned char *rgb;
} image;

typedef struct reader {
    const tl_sink *b;
    size_t at;
} reader;

static void read_mem(png_structp png, png_bytep out, size_t len)
{
    reader *r = png_get_io_ptr(png);
    if (r->at + len > r->b->len) png_error(png, "short");
    memcpy(out, r->b->data + r->at, len);
    r->at += len;
}

/* Decodes a PNG into 8-bit RGB; 0 on success. */
static int decode(const tl_sink *b, image *img)
{
    reader r = {b, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile rgb = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rgb);
        return -1;
    }
    png_set_read_fn(png, &r, read_mem);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_read_update_info(png, info);
    img->w = png_get_image_width(png, info);
    img->h = png_get_image_height(png, info);
    if (png_get_rowbytes(png, info) != (size_t)img->w * 3) png_error(png, "not rgb");
    rgb = malloc((size_t)img->w * img->h * 3);
    for (uint32_t y = 0; y < img->h; y++) png_read_row(png, rgb + (size_t)y * img->w * 3, NULL);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    img->rgb = rgb;
    return 0;
}

static uint32_t pixel(const image *img, int64_t x, int64_t y)
{
    if (!img->rgb || x < 0 || y < 0 || x >= img->w || y >= img->h) return 0xff000000u; /* no such pixel */
    const unsigned char *p = img->rgb + ((size_t)y * img->w + (size_t)x) * 3;
    return (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
}

/* The centre pixel of cell (x, y) under options o (wall maze when wall > 0). */
static uint32_t cell_centre(const image *img, const maze_draw_opts *o, int wall, int32_t x, int32_t y)
{
    int64_t in = o->cell - wall;
    return pixel(img, o->margin + (int64_t)x * o->cell + wall + in / 2, o->margin + (int64_t)y * o->cell + wall + in / 2);
}

/* Golden hashes are printed in hex when they differ, to be pinned again
 * only after looking at the picture. */
static void check_hash(const tl_sink *b, uint64_t want, int line)
{
    uint64_t got = fnv1a(b->data, b->len);
    CHECK(got == want);
    if (got != want) fprintf(stderr, "  line %d: hash 0x%016llxull\n", line, (unsigned long long)got);
}
#define CHECK_HASH(b, want) check_hash(b, want, __LINE__)

/* ---- fixtures ---- */

typedef struct fixture {
    maze *m;
    maze_graph *g;
    maze_search *s;
    maze_result r;
    uint8_t *visited;
    maze_visit_marks marks;
    maze_overlay ov;
} fixture;

/* Fixed mazes as hex PHP masks (once made by dfs), so the golden hashes pin
 * the drawing alone, whatever happens to the generators. */
static const char MAZE_12X8[] =
    "2ac2ec6ec2ac6c3c53953c6951693869693c7a92ea9456c53ac6968795552c53c5696955693a9796943d3aaaaba92ba9";
static const char MAZE_6X4[] = "46e86c5156953c3b852baaa9";

/* A maze from hex masks solved by bfs corner to corner, visits kept. */
static void fixture_init(fixture *f, int32_t w, int32_t h, const char *hex)
{
    memset(f, 0, sizeof *f);
    uint8_t k[96];
    for (int32_t i = 0; i < w * h; i++) k[i] = (uint8_t)strtol((char[]){hex[i], 0}, NULL, 16);
    CHECK_EQ(maze_from_masks(&f->m, w, h, k, 0, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_maze(&f->g, f->m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&f->s, f->g, NULL), MAZE_OK);
    f->visited = calloc((size_t)w * (size_t)h, 1);
    f->marks = (maze_visit_marks){w, h, f->visited, 0};
    maze_solve_opts so;
    maze_solve_opts_init(&so);
    so.step = maze_mark_visits;
    so.step_ud = &f->marks;
    CHECK_EQ(maze_solve(f->s, maze_solver_find("bfs"), 0, 0, w - 1, h - 1, &so, &f->r), MAZE_OK);
    CHECK(f->r.found);
    f->ov = (maze_overlay){1, 1, 0, 0, w - 1, h - 1, f->r.path, f->r.length};
}

static void fixture_free(fixture *f)
{
    maze_search_destroy(f->s);
    maze_graph_destroy(f->g);
    maze_destroy(f->m);
    free(f->visited);
}

/* ---- tests ---- */

static void test_colors(void)
{
    uint32_t c = 7;
    CHECK_EQ(maze_color_parse("#FFa500", &c), MAZE_OK);
    CHECK_EQ(c, 0xffa500);
    CHECK_EQ(maze_color_parse("navy", &c), MAZE_OK);
    CHECK_EQ(c, 0x000080);
    CHECK_EQ(maze_color_parse("grey", &c), MAZE_OK);
    CHECK_EQ(c, 0x808080);
    const char *bad[] = {"", "#", "#12345", "#1234567", "#gg0000", "Red", "reddish", "#12 456", "rgb(1,2,3)"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) CHECK_EQ(maze_color_parse(bad[i], &c), MAZE_EINVAL);
    CHECK_EQ(c, 0x808080); /* untouched on failure */
    CHECK_EQ(maze_color_parse(NULL, &c), MAZE_EINVAL);
    CHECK_EQ(maze_color_parse("red", NULL), MAZE_EINVAL);
}

static void test_sizes(void)
{
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    CHECK(o.cell == 10 && o.wall == 2 && o.margin == 10);
    CHECK_EQ(o.layers, MAZE_LAYER_PATH | MAZE_LAYER_MARKERS);
    int64_t w = 0, h = 0;
    CHECK_EQ(maze_draw_size(10, 5, 0, &o, &w, &h), MAZE_OK);
    CHECK(w == 122 && h == 72);
    CHECK_EQ(maze_draw_size(10, 5, 1, NULL, &w, &h), MAZE_OK);
    CHECK(w == 120 && h == 70);
    CHECK_EQ(maze_draw_size(0, 5, 0, &o, &w, &h), MAZE_ERANGE);
    CHECK_EQ(maze_draw_size(INT32_MAX, 1, 0, &o, &w, &h), MAZE_ETOOBIG);
    CHECK_EQ(maze_draw_size(214748362, 1, 1, &o, &w, &h), MAZE_OK); /* 2147483620 + 20 */
    CHECK(w == 2147483640);
    CHECK_EQ(maze_draw_size(214748363, 1, 0, &o, &w, &h), MAZE_ETOOBIG);
    CHECK_EQ(maze_draw_size(5, 5, 0, &o, NULL, &h), MAZE_EINVAL);
    maze_draw_opts b = o;
    b.cell = 0;
    CHECK_EQ(maze_draw_size(5, 5, 1, &b, &w, &h), MAZE_EINVAL);
    b = o;
    b.wall = 10; /* wall must be thinner than the cell pitch */
    CHECK_EQ(maze_draw_size(5, 5, 0, &b, &w, &h), MAZE_EINVAL);
    CHECK_EQ(maze_draw_size(5, 5, 1, &b, &w, &h), MAZE_OK); /* maps have no walls */
    b = o;
    b.margin = -1;
    CHECK_EQ(maze_draw_size(5, 5, 0, &b, &w, &h), MAZE_EINVAL);
    b = o;
    b.path_color = 0x1000000;
    CHECK_EQ(maze_draw_size(5, 5, 0, &b, &w, &h), MAZE_EINVAL);
    b = o;
    b.cell = 1025;
    CHECK_EQ(maze_draw_size(5, 5, 0, &b, &w, &h), MAZE_EINVAL);
}

static void test_mark_visits(void)
{
    uint8_t cells[6] = {0};
    maze_visit_marks mk = {3, 2, cells, 0};
    maze_event ev = {MAZE_EV_VISIT, 2, 1, 0, 0, 0};
    CHECK_EQ(maze_mark_visits(&mk, &ev), 0);
    ev.x = 3; /* out of range: ignored */
    CHECK_EQ(maze_mark_visits(&mk, &ev), 0);
    ev = (maze_event){MAZE_EV_FRONTIER, 0, 0, 0, 0, 0};
    CHECK_EQ(maze_mark_visits(&mk, &ev), 0);
    CHECK_EQ(mk.count, 1);
    CHECK(cells[5] == 1 && cells[0] == 0);
    CHECK_EQ(maze_mark_visits(NULL, &ev), 0);
}

/* Path pixels only on path cells (interiors and the gaps between consecutive
 * path cells), every path cell's centre in the path colour. */
static void check_path_pixels(const image *img, const maze_draw_opts *o, const fixture *f)
{
    int32_t w = maze_width(f->m), h = maze_height(f->m);
    uint8_t *on = calloc((size_t)w * (size_t)h, 1);
    for (size_t k = 0; k < f->r.length; k++) on[f->r.path[k]] = 1;
    long stray = 0, hits = 0;
    for (uint32_t py = 0; py < img->h; py++)
        for (uint32_t px = 0; px < img->w; px++) {
            if (pixel(img, px, py) != o->path_color) continue;
            hits++;
            int64_t cx = ((int64_t)px - o->margin - o->wall) / o->cell, cy = ((int64_t)py - o->margin - o->wall) / o->cell;
            int64_t lx = ((int64_t)px - o->margin) / o->cell, ly = ((int64_t)py - o->margin) / o->cell;
            int ok = (cx >= 0 && cy >= 0 && cx < w && cy < h && on[cy * w + cx]) ||
                     (lx < w && ly < h && on[ly * w + lx]); /* a gap west/north of a path cell */
            stray += !ok;
        }
    CHECK_EQ(stray, 0);
    CHECK(hits > (long)f->r.length * 4);
    for (size_t k = 1; k + 1 < f->r.length; k++)
        CHECK_EQ(cell_centre(img, o, o->wall, (int32_t)(f->r.path[k] % (uint32_t)w), (int32_t)(f->r.path[k] / (uint32_t)w)),
                 o->path_color);
    free(on);
}

static void test_png_maze(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0x88e2e8963ec6a0e0ull);
    image img = {0};
    CHECK_EQ(decode(&b, &img), 0);
    CHECK(img.w == 142 && img.h == 102);
    CHECK_EQ(pixel(&img, 0, 0), o.background);
    CHECK_EQ(pixel(&img, o.margin, o.margin), o.wall_color);
    CHECK_EQ(pixel(&img, (int64_t)img.w - o.margin - 1, (int64_t)img.h - o.margin - 1), o.wall_color);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 0, 0), o.start_color);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 11, 7), o.goal_color);
    check_path_pixels(&img, &o, &f);
    /* Same input and options, same bytes. */
    tl_sink b2 = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b2), MAZE_OK);
    CHECK(b2.len == b.len && memcmp(b.data, b2.data, b.len) == 0);
    free(b.data);
    free(b2.data);
    free(img.rgb);
    fixture_free(&f);
}


static size_t count(const tl_sink *b, const char *needle)
{
    size_t c = 0, k = strlen(needle);
    for (size_t i = 0; i + k <= b->len; i++) c += memcmp(b->data + i, needle, k) == 0;
    return c;
}

static void test_svg_maze(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "svg", NULL, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0xc293f17748793cf9ull);
    CHECK_EQ(count(&b, "<path"), 2);            /* walls and solution: one element each */
    CHECK_EQ(count(&b, "stroke=\"#000000\""), 1);
    CHECK_EQ(count(&b, "<rect"), 3);            /* background, start, goal */
    CHECK_EQ(count(&b, "L"), f.r.length - 1);   /* one line-to per move */
    CHECK(b.len > 10 && memcmp(b.data + b.len - 7, "</svg>\n", 7) == 0);
    free(b.data);
    fixture_free(&f);
}

/* MAZE_LAYER_GAPS opens the outer wall at start and goal; maze_write_gaps
 * draws png and svg with it. */
static void test_gaps(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    int64_t mid = o.wall + (o.cell - o.wall) / 2; /* the middle of a wall segment, from its cell's corner */
    for (int gaps = 0; gaps < 2; gaps++) {
        o.layers = MAZE_LAYER_PATH | MAZE_LAYER_MARKERS | (gaps ? MAZE_LAYER_GAPS : 0);
        tl_sink b = {0};
        CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
        image img = {0};
        CHECK_EQ(decode(&b, &img), 0);
        uint32_t open = gaps ? o.background : o.wall_color;
        CHECK_EQ(pixel(&img, o.margin + mid, o.margin), open);                         /* above (0,0) */
        CHECK_EQ(pixel(&img, o.margin + 11 * o.cell + mid, o.margin + 8 * o.cell), open); /* below (11,7) */
        CHECK_EQ(pixel(&img, o.margin + o.cell + mid, o.margin), o.wall_color);        /* above (1,0) */
        CHECK_EQ(pixel(&img, o.margin, o.margin + mid), o.wall_color);                 /* left of (0,0) */
        CHECK_EQ(pixel(&img, o.margin, o.margin), o.wall_color);                       /* the corner stays */
        free(img.rgb);
        free(b.data);
    }
    /* A start on the left wall: that side opens (it has no top or bottom). */
    maze_overlay side = {1, 0, 0, 3, 0, 0, NULL, 0};
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &side, tl_sink_write, &b), MAZE_OK);
    image img = {0};
    CHECK_EQ(decode(&b, &img), 0);
    CHECK_EQ(pixel(&img, o.margin, o.margin + 3 * o.cell + mid), o.background);
    CHECK_EQ(pixel(&img, o.margin, o.margin + 2 * o.cell + mid), o.wall_color);
    free(img.rgb);
    /* maze_write_gaps: the default options with the gaps layer. */
    tl_sink w = {0};
    CHECK_EQ(maze_write_gaps(f.m, "png", &side, tl_sink_write, &w), MAZE_OK);
    maze_draw_opts_init(&o);
    o.layers |= MAZE_LAYER_GAPS;
    CHECK(w.len == b.len && memcmp(w.data, b.data, b.len) == 0);
    free(w.data);
    free(b.data);
    /* SVG: the walls of a 2 x 1 maze without and with the openings. */
    maze *m;
    CHECK_EQ(maze_create(&m, 2, 1, NULL), MAZE_OK);
    maze_overlay ends = {1, 1, 0, 0, 1, 0, NULL, 0};
    o.layers = MAZE_LAYER_GAPS;
    for (int gaps = 0; gaps < 2; gaps++) {
        b = (tl_sink){0};
        CHECK_EQ(maze_draw(m, "svg", &o, gaps ? &ends : NULL, tl_sink_write, &b), MAZE_OK);
        const char *want = gaps ? "d=\"M21 11H31\nM11 21H21M11 11V21M21 11V21M31 11V21\n\"" :
                                  "d=\"M11 11H31\nM11 21H31M11 11V21M21 11V21M31 11V21\n\"";
        CHECK(strstr(b.data, want) != NULL);
        free(b.data);
    }
    b = (tl_sink){0};
    CHECK_EQ(maze_write_gaps(m, "svg", &ends, tl_sink_write, &b), MAZE_OK);
    CHECK(b.len && count(&b, "M21 11H31\nM11 21H21M") == 1);
    free(b.data);
    maze_destroy(m);
    fixture_free(&f);
}

static void test_map(void)
{
    fixture f;
    fixture_init(&f, 6, 4, MAZE_6X4);
    maze_map *map;
    CHECK_EQ(maze_map_from_maze(&map, f.m, NULL), MAZE_OK);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 4;
    o.margin = 1;
    maze_overlay ov = {1, 1, 1, 1, 11, 7, NULL, 0};
    tl_sink b = {0};
    CHECK_EQ(maze_map_draw(map, "png", &o, &ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0x0cd59e23fd8d5062ull);
    image img = {0};
    CHECK_EQ(decode(&b, &img), 0);
    CHECK(img.w == 13 * 4 + 2 && img.h == 9 * 4 + 2);
    int bad = 0;
    for (int32_t y = 0; y < 9; y++)
        for (int32_t x = 0; x < 13; x++) {
            uint32_t want = !maze_map_open(map, x, y) ? o.wall_color : (x == 1 && y == 1) ? o.start_color
                            : (x == 11 && y == 7) ? o.goal_color : o.background;
            for (int k = 0; k < 16; k++) bad += pixel(&img, 1 + x * 4 + k % 4, 1 + y * 4 + k / 4) != want;
        }
    CHECK_EQ(bad, 0);
    free(img.rgb);
    free(b.data);
    b = (tl_sink){0};
    CHECK_EQ(maze_map_draw(map, "svg", &o, &ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0x5e6964afbe68e1d3ull);
    CHECK_EQ(count(&b, "<path"), 1); /* every blocked cell in one element */
    free(b.data);
    maze_map_destroy(map);
    fixture_free(&f);
}

static void test_heat_expanded(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers = MAZE_LAYER_HEAT;
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0xe20e3f535d910529ull);
    image img = {0};
    CHECK_EQ(decode(&b, &img), 0);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 0, 0), o.heat_near);
    /* The cell farthest from the start has the far colour; distances along
     * the path darken monotonically (green channel never rises). */
    int far = 0, mono = 1;
    unsigned last = 256;
    for (int32_t y = 0; y < 8; y++)
        for (int32_t x = 0; x < 12; x++) far += cell_centre(&img, &o, o.wall, x, y) == o.heat_far;
    for (size_t k = 0; k < f.r.length; k++) {
        unsigned g = cell_centre(&img, &o, o.wall, (int32_t)(f.r.path[k] % 12), (int32_t)(f.r.path[k] / 12)) >> 8 & 255;
        mono &= g <= last;
        last = g;
    }
    CHECK(far >= 1);
    CHECK(mono);
    free(img.rgb);
    free(b.data);
    /* Expanded: exactly the cells the solver visited. */
    CHECK_EQ(f.marks.count, f.r.expanded);
    o.layers = MAZE_LAYER_EXPANDED;
    o.expanded = f.visited;
    b = (tl_sink){0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(decode(&b, &img), 0);
    int wrong = 0;
    for (int32_t y = 0; y < 8; y++)
        for (int32_t x = 0; x < 12; x++)
            wrong += (cell_centre(&img, &o, o.wall, x, y) == o.expanded_color) != (f.visited[y * 12 + x] != 0);
    CHECK_EQ(wrong, 0);
    free(img.rgb);
    free(b.data);
    b = (tl_sink){0};
    o.layers = MAZE_LAYER_EXPANDED | MAZE_LAYER_HEAT;
    CHECK_EQ(maze_draw(f.m, "svg", &o, &f.ov, tl_sink_write, &b), MAZE_OK);
    CHECK_HASH(&b, 0x5074e4e3a8bef183ull);
    CHECK(count(&b, "fill=\"#a0d0ff\"") >= 1);
    free(b.data);
    fixture_free(&f);
}

static void test_outline(void)
{
    maze *m;
    CHECK_EQ(maze_create(&m, 4, 3, NULL), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(m, 3, 2, 0), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 5);
    CHECK_EQ(maze_generate_into(m, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers = MAZE_LAYER_OUTLINE;
    tl_sink b = {0};
    CHECK_EQ(maze_draw(m, "png", &o, NULL, tl_sink_write, &b), MAZE_OK);
    image img = {0};
    CHECK_EQ(decode(&b, &img), 0);
    /* The top border and the notch around the disabled cell are outline;
     * the disabled cell itself is background. */
    CHECK_EQ(pixel(&img, o.margin + 15, o.margin), o.outline_color);
    CHECK_EQ(pixel(&img, o.margin + 3 * o.cell, o.margin + 2 * o.cell + 5), o.outline_color);
    CHECK_EQ(pixel(&img, o.margin + 3 * o.cell + 5, o.margin + 2 * o.cell), o.outline_color);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 3, 2), o.background);
    CHECK_EQ(pixel(&img, o.margin + 4 * o.cell, o.margin + 2 * o.cell + 5), o.background);
    free(img.rgb);
    free(b.data);
    b = (tl_sink){0};
    CHECK_EQ(maze_draw(m, "svg", &o, NULL, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(count(&b, "stroke=\"#ff8000\""), 1);
    free(b.data);
    maze_destroy(m);
}

/* Feeds maze m row by row, with the overlay's path and markers as the row
 * writer's MZ_MK_* marks, into a PNG row writer made with options o. */
static int feed_rows(const maze *m, const maze_draw_opts *o, const maze_overlay *ov, tl_sink *out)
{
    int32_t w = maze_width(m), h = maze_height(m);
    mz_png_rowwriter *rw;
    int st = mz_png_rw_create(&rw, w, h, o, tl_sink_write, out, NULL);
    uint8_t open[64], mk[64];
    for (int32_t y = 0; y < h && !st; y++) {
        tl_maze_row(m, y, open);
        for (int32_t x = 0; x < w; x++) {
            uint32_t c = (uint32_t)(y * w + x);
            mk[x] = (uint8_t)((ov->has_start && ov->sx == x && ov->sy == y ? MZ_MK_START : 0) |
                              (ov->has_goal && ov->gx == x && ov->gy == y ? MZ_MK_GOAL : 0));
            for (size_t k = 0; k < ov->path_length; k++) {
                if (ov->path[k] != c) continue;
                mk[x] |= MZ_MK_PATH;
                uint32_t nb[2] = {k ? ov->path[k - 1] : c, k + 1 < ov->path_length ? ov->path[k + 1] : c};
                for (int j = 0; j < 2; j++) {
                    if (nb[j] == c + 1) mk[x] |= MZ_MK_LINK_E;
                    if (nb[j] == c + (uint32_t)w) mk[x] |= MZ_MK_LINK_S;
                }
            }
        }
        st = mz_png_rw_row(rw, open, mk);
    }
    if (!st) st = mz_png_rw_row(rw, open, NULL) == MAZE_EINVAL ? mz_png_rw_finish(rw) : -1; /* one row too many */
    mz_png_rw_destroy(rw);
    return st;
}

/* Rows fed one at a time give the same file as drawing the whole maze: with
 * the path and markers (the row writer's marks), and with other options. */
static void test_row_writer(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    tl_sink whole = {0}, rows = {0};
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &whole), MAZE_OK);
    CHECK_EQ(feed_rows(f.m, &o, &f.ov, &rows), MAZE_OK);
    CHECK(whole.len == rows.len && memcmp(whole.data, rows.data, whole.len) == 0);
    image img = {0};
    CHECK_EQ(decode(&rows, &img), 0);
    check_path_pixels(&img, &o, &f);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 0, 0), o.start_color);
    free(img.rgb);
    /* Other geometry, colours and the outline layer; no path drawn. */
    o.cell = 7, o.wall = 3, o.margin = 4, o.wall_color = 0x000080, o.layers = MAZE_LAYER_OUTLINE;
    whole.len = rows.len = 0;
    CHECK_EQ(maze_draw(f.m, "png", &o, &f.ov, tl_sink_write, &whole), MAZE_OK);
    CHECK_EQ(feed_rows(f.m, &o, &f.ov, &rows), MAZE_OK);
    CHECK(whole.len == rows.len && memcmp(whole.data, rows.data, whole.len) == 0);
    CHECK_HASH(&rows, 0x7c626e30bb490432ull);
    free(whole.data);
    free(rows.data);
    fixture_free(&f);
}

/* The public drawing row writer: options reach the image, the layers that
 * need the whole maze and bad options are refused before a byte is written. */
static void test_draw_row_writer(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 9, 5, 11, NULL, NULL), MAZE_OK);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 5, o.wall = 1, o.margin = 0, o.background = 0x102030;
    tl_sink whole = {0}, rows = {0};
    CHECK_EQ(maze_draw(m, "png", &o, NULL, tl_sink_write, &whole), MAZE_OK);
    maze_row_writer *w;
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 9, 5, &o, tl_sink_write, &rows, NULL), MAZE_OK);
    CHECK_EQ(tl_write_rows(w, m), MAZE_OK);
    maze_row_writer_destroy(w);
    CHECK(whole.len == rows.len && memcmp(whole.data, rows.data, whole.len) == 0);
    image img = {0};
    CHECK_EQ(decode(&rows, &img), 0);
    CHECK(img.w == 9 * 5 + 1 && img.h == 5 * 5 + 1);
    CHECK_EQ(cell_centre(&img, &o, o.wall, 4, 2), o.background);
    free(img.rgb);
    tl_sink none = {0};
    CHECK_EQ(maze_draw_row_writer_create(&w, "svg", 9, 5, &o, tl_sink_write, &none, NULL), MAZE_EUNSUPPORTED);
    o.layers = MAZE_LAYER_HEAT;
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 9, 5, &o, tl_sink_write, &none, NULL), MAZE_EINVAL);
    maze_draw_opts_init(&o);
    o.wall = o.cell;
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 9, 5, &o, tl_sink_write, &none, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 9, (int64_t)1 << 40, NULL, tl_sink_write, &none, NULL),
             MAZE_ETOOBIG);
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 0, 5, NULL, tl_sink_write, &none, NULL), MAZE_ERANGE);
    CHECK_EQ(maze_draw_row_writer_create(NULL, "png", 9, 5, NULL, tl_sink_write, &none, NULL), MAZE_EINVAL);
    CHECK(w == NULL && none.len == 0);
    CHECK_EQ(maze_draw_row_writer_create(&w, "png", 9, 5, NULL, tl_sink_write, &none, NULL), MAZE_OK);
    CHECK_EQ(maze_row_writer_finish(w), MAZE_EINVAL); /* rows missing */
    maze_row_writer_destroy(w);
    free(none.data);
    free(whole.data);
    free(rows.data);
    maze_destroy(m);
}

static void test_errors(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    tl_sink b = {0};
    CHECK_EQ(maze_draw(f.m, "jpeg", NULL, NULL, tl_sink_write, &b), MAZE_ENOTFOUND);
    CHECK_EQ(maze_draw(NULL, "png", NULL, NULL, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(maze_map_draw(NULL, "png", NULL, NULL, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(maze_draw(f.m, NULL, NULL, NULL, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(maze_draw(f.m, "svg", NULL, NULL, NULL, &b), MAZE_EINVAL);
    uint32_t badpath[2] = {0, 96};
    maze_overlay ov = {0, 0, 0, 0, 0, 0, badpath, 2};
    CHECK_EQ(maze_draw(f.m, "png", NULL, &ov, tl_sink_write, &b), MAZE_EINVAL);
    ov = (maze_overlay){1, 0, 12, 0, 0, 0, NULL, 0};
    CHECK_EQ(maze_draw(f.m, "svg", NULL, &ov, tl_sink_write, &b), MAZE_EINVAL);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.cell = 0;
    CHECK_EQ(maze_draw(f.m, "png", &o, NULL, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(b.len, 0); /* nothing written before the options were checked */
    const char *fmts[] = {"png", "svg"};
    for (int k = 0; k < 2; k++) {
        tl_sink full = {0};
        CHECK_EQ(maze_draw(f.m, fmts[k], NULL, &f.ov, tl_sink_write, &full), MAZE_OK);
        free(full.data);
        for (size_t at = 1; at < full.len; at += 37) {
            tl_sink fb = {0};
            fb.fail_bytes = at;
            CHECK_EQ(maze_draw(f.m, fmts[k], NULL, &f.ov, tl_sink_write, &fb), MAZE_EIO);
            free(fb.data);
        }
    }
    fixture_free(&f);
}

static void test_alloc_failures(void)
{
    fixture f;
    fixture_init(&f, 12, 8, MAZE_12X8);
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers = MAZE_LAYER_PATH | MAZE_LAYER_MARKERS | MAZE_LAYER_HEAT;
    const char *fmts[] = {"png", "svg"};
    for (int k = 0; k < 2; k++) {
        int ok = 0;
        for (long fail = 0; fail < 200 && !ok; fail++) {
            tl_alloc fl = {0};
            maze_allocator a = tl_alloc_make(&fl);
            maze *m;
            CHECK_EQ(maze_clone(&m, f.m), MAZE_OK);
            maze *mm;
            maze_rng rng;
            maze_rng_seed(&rng, 7);
            CHECK_EQ(maze_create(&mm, 12, 8, &a), MAZE_OK);
            CHECK_EQ(maze_generate_into(mm, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
            tl_alloc_arm(&fl, fail + 1);
            tl_sink b = {0};
            int st = maze_draw(mm, fmts[k], &o, &f.ov, tl_sink_write, &b);
            CHECK(st == MAZE_OK || st == MAZE_ENOMEM);
            ok = st == MAZE_OK;
            maze_destroy(mm);
            maze_destroy(m);
            CHECK_EQ(fl.live, 0);
            free(b.data);
        }
        CHECK(ok);
    }
    fixture_free(&f);
}

int main(void)
{
    test_colors();
    test_sizes();
    test_mark_visits();
    test_png_maze();
    test_svg_maze();
    test_gaps();
    test_map();
    test_heat_expanded();
    test_outline();
    test_row_writer();
    test_draw_row_writer();
    test_errors();
    test_alloc_failures();
    return check_done();
}
