/* test_stream.c - every generator of the table that streams (MAZE_GEN_ROWS):
 * stream rows equal the in-memory maze byte for byte for the same seed, rows
 * come in order, memory stays proportional to the width, errors; the others
 * refuse to stream; binary-tree's biases and sidewinder's top corridor. */
#include "testlib.h"
#include "maze.h"

#include <string.h>

/* Collects streamed rows into a w x h byte grid (E/S bits as streamed). */
typedef struct {
    int32_t w;
    int64_t h, next;
    uint8_t *grid;
    int bad_order, stop_at;
} rows_seen;

static int collect(void *ud, int64_t y, const uint8_t *open)
{
    rows_seen *r = ud;
    if (y != r->next++ || y >= r->h) {
        r->bad_order++;
        return MAZE_EINVAL;
    }
    memcpy(r->grid + y * r->w, open, (size_t)r->w);
    if (r->stop_at && y + 1 == r->stop_at) return MAZE_EIO;
    return MAZE_OK;
}

/* Streams `name` with `bias` and generates it in memory with the same seed;
 * returns 1 when the rows are byte-identical and the maze is perfect. */
static int stream_matches(const char *name, const char *bias, int32_t w, int32_t h, uint64_t seed)
{
    const maze_generator *g = maze_generator_find(name);
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = bias;
    size_t n = (size_t)w * (size_t)h;
    rows_seen r = {w, h, 0, calloc(n, 1), 0, 0};
    uint8_t *mem = calloc(n, 1);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int ok = g && (g->flags & MAZE_GEN_ROWS) && maze_generate_rows(g, w, h, &rng, &o, collect, &r, NULL) == MAZE_OK;
    ok = ok && r.next == h && !r.bad_order;
    maze *m = NULL;
    ok = ok && maze_generate(&m, name, w, h, seed, &o, NULL) == MAZE_OK;
    if (ok) {
        for (int32_t y = 0; y < h; y++) tl_maze_row(m, y, mem + (size_t)y * (size_t)w);
        ok = memcmp(mem, r.grid, n) == 0 && maze_passage_count(m) == n - 1;
    }
    maze_destroy(m);
    free(r.grid);
    free(mem);
    return ok;
}

/* Streams `name` (with `bias`) at many sizes and seeds against the maze in
 * memory. */
static void stream_everywhere(const char *name, const char *bias)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 17}, {17, 1}, {2, 2}, {7, 5}, {63, 4}, {64, 3},
                                       {65, 6}, {130, 9}, {200, 50}};
    int bad = 0;
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (uint64_t seed = 1; seed <= 6; seed++)
            if (!stream_matches(name, bias, sizes[s][0], sizes[s][1], seed)) {
                if (bad++ < 3)
                    fprintf(stderr, "%s %s %dx%d seed %llu: stream differs or not perfect\n", name, bias ? bias : "-",
                            sizes[s][0], sizes[s][1], (unsigned long long)seed);
            }
    CHECK_EQ(bad, 0);
}

/* Every streaming generator with its defaults, and the option sets below. */
static void test_stream_equals_generate(void)
{
    static const char *const with_bias[][2] = {{"binary-tree", "NE"}, {"binary-tree", "NW"},
                                               {"binary-tree", "SE"}, {"binary-tree", "sw"}};
    size_t streaming = 0;
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        if (!(g->flags & MAZE_GEN_ROWS)) continue;
        streaming++;
        stream_everywhere(g->name, NULL);
    }
    CHECK(streaming > 0);
    for (size_t k = 0; k < sizeof with_bias / sizeof with_bias[0]; k++) {
        const maze_generator *g = maze_generator_find(with_bias[k][0]);
        CHECK(g && (g->flags & MAZE_GEN_ROWS));
        stream_everywhere(with_bias[k][0], with_bias[k][1]);
    }
}

/* The bias sides are straight corridors: NE opens the whole top row east
 * and the whole east column north-south; the others mirror it. */
static void test_binary_tree_bias(void)
{
    static const char *const biases[] = {"NE", "NW", "SE", "SW"};
    uint8_t first[4][12 * 9];
    for (int b = 0; b < 4; b++) {
        maze_gen_opts o;
        maze_gen_opts_init(&o);
        o.bias = biases[b];
        maze *m;
        CHECK_EQ(maze_generate(&m, "binary-tree", 12, 9, 5, &o, NULL), MAZE_OK);
        int32_t row = biases[b][0] == 'N' ? 0 : 8, col = biases[b][1] == 'E' ? 11 : 0, bad = 0;
        for (int32_t x = 0; x + 1 < 12; x++) bad += !(maze_get(m, x, row) & MAZE_E);
        for (int32_t y = 0; y + 1 < 9; y++) bad += !(maze_get(m, col, y) & MAZE_S);
        CHECK_EQ(bad, 0);
        maze_to_masks(m, first[b]);
        maze_destroy(m);
    }
    CHECK(memcmp(first[0], first[1], sizeof first[0]) != 0);
    CHECK(memcmp(first[2], first[3], sizeof first[0]) != 0);
    maze *m = NULL;
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    CHECK_EQ(maze_generate(&m, "binary-tree", 12, 9, 5, &o, NULL), MAZE_OK); /* default NE */
    uint8_t def[12 * 9];
    maze_to_masks(m, def);
    CHECK(memcmp(def, first[0], sizeof def) == 0);
    maze_destroy(m);
    static const char *const bad[] = {"", "N", "NEE", "EN", "NS", "XW", "mixed:0.5"};
    maze_rng rng;
    maze_rng_seed(&rng, 1);
    rows_seen r = {4, 4, 0, calloc(16, 1), 0, 0};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        o.bias = bad[i];
        m = (maze *)1;
        CHECK_EQ(maze_generate(&m, "binary-tree", 5, 5, 1, &o, NULL), MAZE_EINVAL);
        CHECK(m == NULL);
        CHECK_EQ(maze_generate_rows(maze_generator_find("binary-tree"), 4, 4, &rng, &o, collect, &r, NULL), MAZE_EINVAL);
    }
    free(r.grid);
}

/* Sidewinder's top row is one corridor; eller's last row joins every set. */
static void test_character(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "sidewinder", 30, 10, 3, NULL, NULL), MAZE_OK);
    int closed = 0;
    for (int32_t x = 0; x + 1 < 30; x++) closed += !(maze_get(m, x, 0) & MAZE_E);
    CHECK_EQ(closed, 0);
    maze_destroy(m);
}

/* A stream stops at the first row the callback refuses, with its status,
 * and bad arguments are refused before any row. */
static void test_stream_errors(void)
{
    for (size_t a = 0; a < maze_generator_count(); a++) {
        const maze_generator *g = maze_generator_at(a);
        if (!(g->flags & MAZE_GEN_ROWS)) continue;
        maze_rng rng;
        maze_rng_seed(&rng, 2);
        rows_seen r = {10, 20, 0, calloc(200, 1), 0, 5};
        CHECK_EQ(maze_generate_rows(g, 10, 20, &rng, NULL, collect, &r, NULL), MAZE_EIO);
        CHECK_EQ(r.next, 5);
        r.next = 0;
        CHECK_EQ(maze_generate_rows(g, 0, 20, &rng, NULL, collect, &r, NULL), MAZE_ERANGE);
        CHECK_EQ(maze_generate_rows(g, 10, 0, &rng, NULL, collect, &r, NULL), MAZE_ERANGE);
        CHECK_EQ(maze_generate_rows(g, 10, 20, NULL, NULL, collect, &r, NULL), MAZE_EINVAL);
        CHECK_EQ(maze_generate_rows(g, 10, 20, &rng, NULL, NULL, &r, NULL), MAZE_EINVAL);
        CHECK_EQ(r.next, 0);
        /* Only an entry of the table runs: a copy of one is not a generator. */
        maze_generator copy = *g;
        CHECK_EQ(maze_generate_rows(&copy, 10, 20, &rng, NULL, collect, &r, NULL), MAZE_EINVAL);
        CHECK_EQ(maze_generate_rows(NULL, 10, 20, &rng, NULL, collect, &r, NULL), MAZE_EINVAL);
        CHECK_EQ(r.next, 0);
        free(r.grid);
    }
    /* A generator that does not stream says so, and emits nothing. */
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        if (g->flags & MAZE_GEN_ROWS) continue;
        maze_rng rng;
        maze_rng_seed(&rng, 2);
        rows_seen r = {10, 20, 0, calloc(200, 1), 0, 5};
        CHECK_EQ(maze_generate_rows(g, 10, 20, &rng, NULL, collect, &r, NULL), MAZE_EUNSUPPORTED);
        CHECK_EQ(r.next, 0);
        free(r.grid);
    }
}

/* ---- memory ---- */

static int discard(void *ud, int64_t y, const uint8_t *open)
{
    (void)y;
    (void)open;
    ++*(int64_t *)ud;
    return MAZE_OK;
}

/* 100 columns by a million rows take the same memory as by 10 rows: a few
 * dozen bytes a column, nothing per row. */
static void test_stream_memory(void)
{
    for (size_t a = 0; a < maze_generator_count(); a++) {
        const maze_generator *g = maze_generator_at(a);
        if (!(g->flags & MAZE_GEN_ROWS)) continue;
        size_t peak[2];
        int64_t heights[2] = {10, 1000000};
        for (int k = 0; k < 2; k++) {
            tl_alloc c = {0};
            maze_allocator al = tl_alloc_make(&c);
            maze_rng rng;
            maze_rng_seed(&rng, 4);
            int64_t rows = 0;
            CHECK_EQ(maze_generate_rows(g, 100, heights[k], &rng, NULL, discard, &rows, &al), MAZE_OK);
            CHECK_EQ(rows, heights[k]);
            CHECK_EQ(c.bytes, 0);
            peak[k] = c.peak;
        }
        CHECK(peak[0] == peak[1]);
        CHECK(peak[1] > 0 && peak[1] <= 100 * 64);
        /* Every allocation failure is reported, never a crash or a leak. */
        for (size_t f = 1; f < 8; f++) {
            tl_alloc c = {0};
            tl_alloc_arm(&c, (long)f);
            c.sticky = 1; /* the f-th allocation and every later one fail */
            maze_allocator al = tl_alloc_make(&c);
            maze_rng rng;
            maze_rng_seed(&rng, 4);
            int64_t rows = 0;
            int st = maze_generate_rows(g, 100, 50, &rng, NULL, discard, &rows, &al);
            CHECK(st == MAZE_OK || st == MAZE_ENOMEM);
            CHECK_EQ(c.bytes, 0);
        }
    }
}

int main(void)
{
    test_stream_equals_generate();
    test_binary_tree_bias();
    test_character();
    test_stream_errors();
    test_stream_memory();
    return check_done();
}
