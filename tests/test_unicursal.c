/* test_unicursal.c - maze_unicursal: from the maze of every generator of the
 * table, at several sizes and seeds and around disabled cells, a labyrinth
 * of twice the size whose one path visits every cell with no junction from
 * the start to the goal beside it, each corridor of the source split in two;
 * a maze with a loop, in two pieces or of another topology is refused. */
#include "testlib.h"

static const unsigned dirs[4] = {MAZE_N, MAZE_E, MAZE_S, MAZE_W};
static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};

/* Follows the path of u from (sx, sy); the cells visited, ending in *ex, *ey.
 * *bad is set at a cell with more than two openings. */
static uint64_t walk(const maze *u, int32_t sx, int32_t sy, int32_t *ex, int32_t *ey, int *bad)
{
    int32_t x = sx, y = sy, px = -1, py = -1;
    uint64_t len = 1, cap = maze_cell_count(u) + 1;
    for (;;) {
        unsigned k = maze_get(u, x, y);
        int open = 0, moved = 0;
        int32_t nx = x, ny = y;
        for (int d = 0; d < 4; d++) {
            if (!(k & dirs[d])) continue;
            open++;
            if ((x + dx[d] != px || y + dy[d] != py) && !moved) nx = x + dx[d], ny = y + dy[d], moved = 1;
        }
        if (open > 2) *bad = 1;
        if (!moved || len > cap) break;
        px = x, py = y, x = nx, y = ny, len++;
    }
    *ex = x, *ey = y;
    return len;
}

/* u is src's labyrinth: twice its size, disabled cells in the blocks of
 * src's, each passage of src two passages between the blocks, one path
 * through every enabled cell from (sx, sy) to (sx, sy + 1), no junction. */
static void check_labyrinth(const maze *src, const maze *u)
{
    int32_t w = maze_width(src), h = maze_height(src);
    CHECK_EQ(maze_width(u), 2 * w);
    CHECK_EQ(maze_height(u), 2 * h);
    CHECK_EQ(maze_cell_count(u), 4 * maze_cell_count(src));
    int32_t sx = -1, sy = -1;
    int split_bad = 0;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            int on = maze_cell_enabled(src, x, y);
            if (on && sx < 0) sx = 2 * x, sy = 2 * y;
            for (int q = 0; q < 4; q++) split_bad |= maze_cell_enabled(u, 2 * x + q % 2, 2 * y + q / 2) != on;
            unsigned k = maze_get(src, x, y);
            /* east and south passages of src: both rows (columns) cross */
            int e = (k & MAZE_E) != 0, s = (k & MAZE_S) != 0;
            split_bad |= ((maze_get(u, 2 * x + 1, 2 * y) & MAZE_E) != 0) != e;
            split_bad |= ((maze_get(u, 2 * x + 1, 2 * y + 1) & MAZE_E) != 0) != e;
            split_bad |= ((maze_get(u, 2 * x, 2 * y + 1) & MAZE_S) != 0) != s;
            split_bad |= ((maze_get(u, 2 * x + 1, 2 * y + 1) & MAZE_S) != 0) != s;
        }
    CHECK(!split_bad);
    CHECK_EQ(maze_passage_count(u), maze_cell_count(u) - 1);
    int bad = 0;
    int32_t ex, ey;
    CHECK_EQ(walk(u, sx, sy, &ex, &ey, &bad), maze_cell_count(u));
    CHECK(!bad);
    CHECK_EQ(ex, sx);
    CHECK_EQ(ey, sy + 1);
    CHECK(!(maze_get(u, sx, sy) & MAZE_S)); /* side by side, a wall between */
    uint32_t *ends;
    size_t n;
    CHECK_EQ(maze_dead_ends(u, &ends, &n), MAZE_OK);
    CHECK_EQ(n, 2);
    maze_free(u, ends);
    maze_stats st;
    CHECK_EQ(maze_stats_compute(u, sx, sy, ex, ey, &st), MAZE_OK);
    CHECK_EQ(st.junctions, 0);
    CHECK_EQ(st.dead_ends, 2);
    CHECK(st.perfect);
    CHECK_EQ(st.solution_moves, maze_cell_count(u) - 1);
}

static void test_every_generator(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {2, 1}, {1, 5}, {3, 3}, {8, 5}, {17, 12}};
    for (size_t g = 0; g < maze_generator_count(); g++) {
        const maze_generator *gen = maze_generator_at(g);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *src, *u;
                CHECK_EQ(maze_create(&src, sizes[k][0], sizes[k][1], NULL), MAZE_OK);
                maze_rng rng;
                maze_rng_seed(&rng, seed);
                CHECK_EQ(maze_generate_into(src, gen, &rng, NULL), MAZE_OK);
                CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_OK);
                if (u) check_labyrinth(src, u);
                maze_destroy(u);
                maze_destroy(src);
            }
    }
}

/* Disabled cells that leave one piece: the first enabled cell not at (0, 0). */
static void test_disabled(void)
{
    maze *src, *u;
    CHECK_EQ(maze_create(&src, 7, 6, NULL), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(src, 0, 0, 0), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(src, 1, 0, 0), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(src, 3, 3, 0), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(src, 6, 5, 0), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 9);
    CHECK_EQ(maze_generate_into(src, maze_generator_find("wilson"), &rng, NULL), MAZE_OK);
    CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_OK);
    if (u) {
        check_labyrinth(src, u);
        CHECK_EQ(maze_get(u, 4, 0) & (MAZE_E | MAZE_S), MAZE_E); /* the start, (2, 0)'s block */
    }
    maze_destroy(u);
    maze_destroy(src);
}

static void test_refused(void)
{
    maze *src, *u = (maze *)&u;
    CHECK_EQ(maze_unicursal(NULL, NULL, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_unicursal(&u, NULL, NULL), MAZE_EINVAL);
    CHECK(u == NULL);
    /* a loop: two corridors round it */
    CHECK_EQ(maze_generate(&src, "dfs", 6, 6, 3, NULL, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 3);
    CHECK_EQ(maze_braid(src, 1, &rng), MAZE_OK);
    u = (maze *)&u;
    CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_EINVAL);
    CHECK(u == NULL);
    maze_destroy(src);
    /* two pieces (no passage at all), and no cell */
    CHECK_EQ(maze_create(&src, 2, 1, NULL), MAZE_OK);
    CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_set_cell_enabled(src, 0, 0, 0), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(src, 1, 0, 0), MAZE_OK);
    CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_EINVAL);
    maze_destroy(src);
    maze_shape s = {"hex", 3, 3, 0, 0};
    CHECK_EQ(maze_create_shape(&src, &s, NULL), MAZE_OK);
    CHECK_EQ(maze_unicursal(&u, src, NULL), MAZE_EUNSUPPORTED);
    CHECK(u == NULL);
    maze_destroy(src);
}

int main(void)
{
    test_every_generator();
    test_disabled();
    test_refused();
    return check_done();
}
