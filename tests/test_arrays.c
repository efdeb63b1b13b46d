/* test_arrays.c - the whole-array calls that bindings and game code use
 * instead of one call a cell: maps from and to open bytes, cost layers set
 * and read at once, and the Dijkstra map (maze_search_distances) held to the
 * reference Dijkstra of testlib on mazes and maps, with and without costs. */
#include "testlib.h"

static void test_map_open_round_trip(void)
{
    const uint8_t open[6] = {1, 0, 7, 0, 0, 255};
    maze_map *map;
    CHECK_EQ(maze_map_from_open(&map, 3, 2, open, NULL), MAZE_OK);
    CHECK_EQ(maze_map_width(map), 3);
    CHECK_EQ(maze_map_height(map), 2);
    for (int i = 0; i < 6; i++) {
        CHECK_EQ(maze_map_open(map, i % 3, i / 3), open[i] != 0);
        CHECK_EQ(maze_map_terrain(map, i % 3, i / 3), open[i] ? '.' : '@');
    }
    CHECK_EQ(maze_map_set(map, 0, 0, 'T'), MAZE_OK);
    CHECK_EQ(maze_map_set(map, 1, 0, 'S'), MAZE_OK);
    uint8_t back[6];
    memset(back, 9, sizeof back);
    maze_map_to_open(map, back);
    const uint8_t want[6] = {0, 1, 1, 0, 0, 1};
    CHECK(memcmp(back, want, 6) == 0);
    maze_map_destroy(map);

    maze_map *bad = (maze_map *)&back;
    CHECK_EQ(maze_map_from_open(&bad, 3, 2, NULL, NULL), MAZE_EINVAL);
    CHECK(bad == NULL);
    CHECK_EQ(maze_map_from_open(&bad, 0, 2, open, NULL), MAZE_ERANGE);
    CHECK_EQ(maze_map_from_open(&bad, 100000, 100000, open, NULL), MAZE_ETOOBIG);
    CHECK_EQ(maze_map_from_open(NULL, 3, 2, open, NULL), MAZE_EINVAL);
    maze_map_to_open(NULL, back); /* no-ops */
}

static void test_map_costs(void)
{
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 2, 2, NULL), MAZE_OK);
    double got[4] = {0, 0, 0, 0};
    maze_map_get_costs(map, got);
    for (int i = 0; i < 4; i++) CHECK(got[i] == 1.0);
    const double costs[4] = {1, 2.5, 1e30, 3};
    CHECK_EQ(maze_map_set_costs(map, costs), MAZE_OK);
    CHECK_EQ(maze_map_has_costs(map), 1);
    maze_map_get_costs(map, got);
    for (int i = 0; i < 4; i++) {
        CHECK(got[i] == (double)(float)costs[i]);
        CHECK(maze_map_cost(map, i % 2, i / 2) == got[i]);
    }
    /* one bad value anywhere: refused, and nothing changed */
    const double bad[][4] = {{1, 1, 1, 0.5}, {NAN, 1, 1, 1}, {1, INFINITY, 1, 1}, {1, 1, 2e30, 1}, {1, 1, -1, 1}};
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        CHECK_EQ(maze_map_set_costs(map, bad[k]), MAZE_EINVAL);
        double now[4];
        maze_map_get_costs(map, now);
        CHECK(memcmp(now, got, sizeof now) == 0);
    }
    CHECK_EQ(maze_map_set_costs(map, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_map_set_costs(NULL, costs), MAZE_EINVAL);
    maze_map_get_costs(NULL, got);
    maze_map_destroy(map);
    /* a map without a layer refuses a bad array without making one */
    CHECK_EQ(maze_map_create(&map, 2, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_map_set_costs(map, bad[0]), MAZE_EINVAL);
    CHECK_EQ(maze_map_has_costs(map), 0);
    maze_map_destroy(map);
}

/* The distances of every cell from a few sources against the reference, and
 * the search context still solving right afterwards. */
static void check_distances(const tl_inst *in, uint64_t seed)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    size_t n = (size_t)w * (size_t)h;
    double *got = malloc(n * sizeof *got), *want = malloc(n * sizeof *want);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < 4; q++) {
        int32_t x, y;
        tl_pick_open(in, &rng, &x, &y);
        CHECK_EQ(maze_search_distances(s, x, y, got), MAZE_OK);
        CHECK_EQ(tl_ref_distances(in, x, y, want), 0);
        size_t bad = 0;
        for (size_t i = 0; i < n; i++)
            if (isinf(want[i]) ? !isinf(got[i]) : fabs(got[i] - want[i]) > 1e-9 * (1 + want[i])) bad++;
        CHECK_EQ(bad, 0);
        int32_t gx, gy;
        tl_pick_open(in, &rng, &gx, &gy);
        maze_result r;
        CHECK_EQ(maze_solve(s, maze_solver_find("dijkstra"), x, y, gx, gy, NULL, &r), MAZE_OK);
        double d = got[(size_t)gy * (size_t)w + (size_t)gx];
        CHECK_EQ(r.found, !isinf(d));
        if (r.found) CHECK(fabs(r.cost - d) <= 1e-9 * (1 + d));
    }
    maze_search_destroy(s);
    free(got);
    free(want);
}

static void test_distances(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_maze(&in, "dfs", 17, 11, 3, 0), MAZE_OK);
    check_distances(&in, 1);
    tl_inst_free(&in);
    CHECK_EQ(tl_inst_maze(&in, "kruskal", 23, 9, 4, 40), MAZE_OK);
    check_distances(&in, 2);
    tl_inst_free(&in);
    for (int moves = 4; moves <= 8; moves += 4)
        for (int costs = 0; costs <= 1; costs++) {
            CHECK_EQ(tl_inst_map(&in, 31, 19, (uint64_t)(moves + costs), 30, moves, costs), MAZE_OK);
            check_distances(&in, 3);
            tl_inst_free(&in);
        }
}

static void test_distances_errors(void)
{
    maze_map *map;
    const uint8_t open[6] = {1, 0, 1, 1, 0, 1};
    CHECK_EQ(maze_map_from_open(&map, 3, 2, open, NULL), MAZE_OK);
    maze_graph *g;
    CHECK_EQ(maze_graph_from_map(&g, map, 4, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    double d[6];
    CHECK_EQ(maze_search_distances(s, 1, 0, d), MAZE_ERANGE); /* blocked */
    CHECK_EQ(maze_search_distances(s, 3, 0, d), MAZE_ERANGE);
    CHECK_EQ(maze_search_distances(s, -1, 0, d), MAZE_ERANGE);
    CHECK_EQ(maze_search_distances(s, 0, 0, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances(NULL, 0, 0, d), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances(s, 0, 0, d), MAZE_OK);
    /* . @ .   the right column is cut off from the source */
    /* . @ .                                              */
    CHECK(d[0] == 0 && d[3] == 1);
    CHECK(isinf(d[1]) && isinf(d[2]) && isinf(d[4]) && isinf(d[5]));
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

static int op_distances(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    tl_open_search o;
    if (tl_open_search_make(&o, 1000, 600, 8, a)) return -100;
    double *d = malloc(1000 * 600 * sizeof *d);
    tl_alloc_arm(f, at);
    int st = maze_search_distances(o.search, 500, 300, d);
    f->armed = 0; /* disarmed, its record of a failure kept */
    if (!st) CHECK(fabs(d[0] - (300 * 1.4142135623730951 + 200)) < 1e-9);
    free(d);
    tl_open_search_free(&o);
    return st;
}

static int op_from_open(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    static const uint8_t open[4] = {1, 1, 0, 1};
    static const double costs[4] = {1, 2, 3, 4};
    maze_map *map = NULL;
    tl_alloc_arm(f, at);
    int st = maze_map_from_open(&map, 2, 2, open, a);
    if (!st) st = maze_map_set_costs(map, costs);
    f->armed = 0; /* disarmed, its record of a failure kept */
    maze_map_destroy(map);
    return st;
}

int main(void)
{
    test_map_open_round_trip();
    test_map_costs();
    test_distances();
    test_distances_errors();
    CHECK(tl_alloc_sweep("distances", op_distances, NULL) > 0);
    CHECK(tl_alloc_sweep("from_open", op_from_open, NULL) > 0);
    return check_done();
}
