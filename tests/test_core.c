/* test_core.c - the maze object, RNG, conversions, dead ends and the core
 * generators' perfection over many seeds and sizes. */
#include "testlib.h"
#include "maze.h"

#include <string.h>

static void test_rng(void)
{
    maze_rng a, b;
    maze_rng_seed(&a, 42);
    maze_rng_seed(&b, 42);
    for (int i = 0; i < 100; i++) CHECK(maze_rng_next(&a) == maze_rng_next(&b));
    maze_rng_seed(&a, 1);
    /* xoshiro256** seeded by splitmix64(1): pinned so every platform agrees. */
    uint64_t first = maze_rng_next(&a);
    CHECK(first == 0xb3f2af6d0fc710c5ull);
    int counts[6] = {0};
    for (int i = 0; i < 60000; i++) counts[maze_rng_below(&a, 6)]++;
    for (int i = 0; i < 6; i++) CHECK(counts[i] > 9500 && counts[i] < 10500);
    CHECK(maze_rng_below(&a, 0) == 0);
    for (int i = 0; i < 1000; i++) {
        double d = maze_rng_double(&a);
        CHECK(d >= 0 && d < 1);
    }
}

static void test_create_errors(void)
{
    maze *m = (maze *)1;
    CHECK_EQ(maze_create(&m, 0, 5, NULL), MAZE_ERANGE);
    CHECK(m == NULL);
    CHECK_EQ(maze_create(&m, 5, -1, NULL), MAZE_ERANGE);
    CHECK_EQ(maze_create(&m, INT32_MAX, INT32_MAX, NULL), MAZE_ETOOBIG);
    CHECK_EQ(maze_create(NULL, 1, 1, NULL), MAZE_EINVAL);
    maze_destroy(NULL);
    CHECK(strcmp(maze_strerror(MAZE_ENOMEM), "out of memory") == 0);
    CHECK(strcmp(maze_strerror(12345), "unknown error") == 0);
    CHECK(strcmp(maze_version(), MAZE_VERSION_STRING) == 0);
}

static void test_passages(void)
{
    maze *m;
    CHECK_EQ(maze_create(&m, 3, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 1), MAZE_OK);
    CHECK_EQ(maze_get(m, 0, 0), MAZE_E);
    CHECK_EQ(maze_get(m, 1, 0), MAZE_W);
    CHECK_EQ(maze_set_passage(m, 1, 1, MAZE_N, 1), MAZE_OK);
    CHECK_EQ(maze_get(m, 1, 0), MAZE_W | MAZE_S);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_N, 1), MAZE_ERANGE);
    CHECK_EQ(maze_set_passage(m, 2, 0, MAZE_E, 1), MAZE_ERANGE);
    CHECK_EQ(maze_set_passage(m, 0, 0, 3, 1), MAZE_EINVAL);
    /* coordinates at the ends of int32 in every direction: out of range, and
     * no neighbour computed past them (INT32_MIN - 1 under UBSan) */
    static const int32_t far[] = {INT32_MIN, INT32_MIN + 1, -1, 3, INT32_MAX - 1, INT32_MAX};
    for (size_t i = 0; i < sizeof far / sizeof far[0]; i++)
        for (unsigned d = 1; d <= 8; d <<= 1) {
            CHECK_EQ(maze_set_passage(m, far[i], 0, d, 1), MAZE_ERANGE);
            CHECK_EQ(maze_set_passage(m, 0, far[i], d, 1), MAZE_ERANGE);
            CHECK_EQ(maze_set_passage(m, far[i], far[i], d, 0), MAZE_ERANGE);
        }
    CHECK_EQ(maze_passage_count(m), 2);
    maze *c;
    CHECK_EQ(maze_clone(&c, m), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 0), MAZE_OK);
    CHECK_EQ(maze_get(m, 0, 0), 0);
    CHECK_EQ(maze_get(c, 0, 0), MAZE_E);
    CHECK_EQ(maze_set_cell_enabled(c, 1, 0, 0), MAZE_OK);
    CHECK_EQ(maze_cell_count(c), 5);
    CHECK_EQ(maze_get(c, 0, 0), 0);
    CHECK_EQ(maze_passage_count(c), 0);
    CHECK_EQ(maze_cell_enabled(c, 1, 0), 0);
    CHECK_EQ(maze_cell_enabled(c, 9, 0), 0);
    maze_clear(m);
    CHECK_EQ(maze_passage_count(m), 0);
    maze_destroy(m);
    maze_destroy(c);
}

static void test_generators_perfect(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 7}, {7, 1}, {2, 2}, {5, 9}, {31, 17}, {64, 64}};
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++)
            for (uint64_t seed = 0; seed < 20; seed++) {
                maze *m;
                int st = maze_generate(&m, g->name, sizes[si][0], sizes[si][1], seed, NULL, NULL);
                CHECK_EQ(st, MAZE_OK);
                if (st) continue;
                if (!tl_spanning_forest(m)) fprintf(stderr, "%s %dx%d seed %llu not perfect\n", g->name,
                                            sizes[si][0], sizes[si][1], (unsigned long long)seed);
                CHECK(tl_spanning_forest(m));
                maze_destroy(m);
            }
    }
    maze *m;
    CHECK_EQ(maze_generate(&m, "no-such", 3, 3, 1, NULL, NULL), MAZE_ENOTFOUND);
    CHECK(maze_generator_find("dfs") != NULL);
    CHECK(maze_generator_find(NULL) == NULL);
    CHECK(maze_generator_at(maze_generator_count()) == NULL);
}

static void test_conversions(void)
{
    maze *m, *back;
    CHECK_EQ(maze_generate(&m, "dfs", 13, 7, 5, NULL, NULL), MAZE_OK);
    uint8_t masks[13 * 7], masks2[13 * 7], blocks[27 * 15];
    maze_to_masks(m, masks);
    CHECK_EQ(maze_from_masks(&back, 13, 7, masks, 0, NULL), MAZE_OK);
    maze_to_masks(back, masks2);
    CHECK(memcmp(masks, masks2, sizeof masks) == 0);
    maze_destroy(back);
    maze_to_blocks(m, blocks);
    CHECK_EQ(maze_from_blocks(&back, 27, 15, blocks, NULL), MAZE_OK);
    maze_to_masks(back, masks2);
    CHECK(memcmp(masks, masks2, sizeof masks) == 0);
    maze_destroy(back);
    masks[0] ^= MAZE_E; /* now inconsistent with its neighbour */
    CHECK_EQ(maze_from_masks(&back, 13, 7, masks, 0, NULL), MAZE_EFORMAT);
    blocks[0] = 1;      /* an open corner */
    CHECK_EQ(maze_from_blocks(&back, 27, 15, blocks, NULL), MAZE_EFORMAT);
    CHECK_EQ(maze_from_blocks(&back, 26, 15, blocks, NULL), MAZE_EFORMAT);
    maze_destroy(m);
}

/* A block map back to a wall maze: the block grid of one gives that maze;
 * any map gives the maze of its 4-connected open cells. */
static void test_from_map(void)
{
    maze *m, *back;
    maze_map *map;
    CHECK_EQ(maze_generate(&m, "dfs", 13, 7, 5, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(m, 12, 6, 0), MAZE_OK);
    CHECK_EQ(maze_map_from_maze(&map, m, NULL), MAZE_OK);
    CHECK_EQ(maze_from_map_blocks(&back, map, NULL), MAZE_OK);
    CHECK(back && maze_width(back) == 13 && maze_height(back) == 7);
    for (int32_t y = 0; back && y < 7; y++)
        for (int32_t x = 0; x < 13; x++) {
            CHECK_EQ(maze_get(back, x, y), maze_get(m, x, y));
            CHECK_EQ(maze_cell_enabled(back, x, y), maze_cell_enabled(m, x, y));
        }
    maze_destroy(back);
    /* The same map as cells: one maze cell a block, passages between open
     * neighbours, blocked blocks disabled. */
    CHECK_EQ(maze_from_map_cells(&back, map, NULL), MAZE_OK);
    CHECK(back && maze_width(back) == 27 && maze_height(back) == 15);
    CHECK_EQ(maze_cell_enabled(back, 0, 0), 0);
    CHECK_EQ(maze_cell_enabled(back, 1, 1), 1);
    CHECK_EQ(maze_passage_count(back), 2 * maze_passage_count(m)); /* each passage is two steps */
    maze_destroy(back);
    /* Not a block grid: an open corner, or even sizes. */
    CHECK_EQ(maze_map_set(map, 2, 2, '.'), MAZE_OK);
    back = (maze *)1;
    CHECK_EQ(maze_from_map_blocks(&back, map, NULL), MAZE_EFORMAT);
    CHECK(back == NULL);
    maze_map_destroy(map);
    CHECK_EQ(maze_map_create(&map, 3, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_map_set(map, 1, 0, '@'), MAZE_OK);
    CHECK_EQ(maze_from_map_blocks(&back, map, NULL), MAZE_EFORMAT);
    CHECK_EQ(maze_from_map_cells(&back, map, NULL), MAZE_OK);
    /* . @ .      cells (0,0) (2,0) lead down only; the bottom row is a corridor
     * . . .  */
    CHECK_EQ(maze_get(back, 0, 0), MAZE_S);
    CHECK_EQ(maze_get(back, 1, 1), MAZE_E | MAZE_W);
    CHECK_EQ(maze_get(back, 2, 0), MAZE_S);
    CHECK_EQ(maze_cell_enabled(back, 1, 0), 0);
    CHECK_EQ(maze_passage_count(back), 4);
    maze_destroy(back);
    CHECK_EQ(maze_from_map_cells(NULL, map, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_from_map_blocks(&back, NULL, NULL), MAZE_EINVAL);
    maze_map_destroy(map);
    maze_destroy(m);
}

static void test_dead_ends(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 20, 20, 7, NULL, NULL), MAZE_OK);
    uint32_t *list;
    size_t n;
    CHECK_EQ(maze_dead_ends(m, &list, &n), MAZE_OK);
    CHECK(n >= 2);
    for (size_t i = 0; i < n; i++) {
        unsigned k = maze_get(m, (int32_t)(list[i] % 20), (int32_t)(list[i] / 20));
        CHECK(k == 1 || k == 2 || k == 4 || k == 8);
        if (i) CHECK(list[i] > list[i - 1]);
    }
    maze_rng r1, r2;
    maze_rng_seed(&r1, 3);
    maze_rng_seed(&r2, 3);
    uint32_t a[2], b[2];
    CHECK_EQ(maze_pick_dead_ends(m, &r1, 2, a), MAZE_OK);
    CHECK_EQ(maze_pick_dead_ends(m, &r2, 2, b), MAZE_OK);
    CHECK(a[0] == b[0] && a[1] == b[1] && a[0] != a[1]);
    CHECK_EQ(maze_pick_dead_ends(m, &r1, n + 1, a), MAZE_ERANGE);
    maze_free(m, list);
    maze_destroy(m);
}

int main(void)
{
    test_rng();
    test_create_errors();
    test_passages();
    test_generators_perfect();
    test_conversions();
    test_from_map();
    test_dead_ends();
    return check_done();
}
