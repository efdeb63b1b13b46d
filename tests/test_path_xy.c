/* test_path_xy.c - maze_path_xy and maze_path_points: a solver's path as
 * points on wall mazes, block maps and a hex maze's cell graph, held to the
 * cell arithmetic of the header (index y*W+x; cell C is (C, 0)); and what
 * they refuse. */
#include "testlib.h"

/* Every solved path of `queries` random queries on in, as points. */
static void points_of(const tl_inst *in, uint64_t seed, int queries)
{
    int32_t w = tl_inst_width(in);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < queries; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(in, &rng, &sx, &sy);
        tl_pick_open(in, &rng, &gx, &gy);
        maze_result r;
        CHECK_EQ(maze_solve(s, maze_solver_find("astar"), sx, sy, gx, gy, NULL, &r), MAZE_OK);
        if (!r.found) continue;
        int32_t *xy = malloc(2 * r.length * sizeof *xy);
        double *pt = malloc(2 * r.length * sizeof *pt);
        CHECK(xy && pt);
        if (!xy || !pt) break;
        CHECK_EQ(maze_path_xy(in->g, r.path, r.length, xy), MAZE_OK);
        CHECK_EQ(maze_path_points(in->g, r.path, r.length, pt), MAZE_OK);
        CHECK(xy[0] == sx && xy[1] == sy);
        CHECK(xy[2 * r.length - 2] == gx && xy[2 * r.length - 1] == gy);
        for (size_t k = 0; k < r.length; k++) {
            CHECK_EQ(xy[2 * k], (int32_t)(r.path[k] % (uint32_t)w));
            CHECK_EQ(xy[2 * k + 1], (int32_t)(r.path[k] / (uint32_t)w));
            CHECK(pt[2 * k] == xy[2 * k] + 0.5 && pt[2 * k + 1] == xy[2 * k + 1] + 0.5);
            if (k) /* consecutive points are neighbours: the path's moves */
                CHECK(tl_move_ok(in, xy[2 * k - 2], xy[2 * k - 1], xy[2 * k] - xy[2 * k - 2],
                                 xy[2 * k + 1] - xy[2 * k - 1]));
        }
        free(xy);
        free(pt);
    }
    maze_search_destroy(s);
}

static void test_grids(void)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        tl_inst in;
        CHECK_EQ(tl_inst_maze(&in, "dfs", (int32_t)(5 + 7 * seed), (int32_t)(3 + 2 * seed), seed, 10), MAZE_OK);
        points_of(&in, seed, 6);
        tl_inst_free(&in);
        CHECK_EQ(tl_inst_map(&in, (int32_t)(9 + 11 * seed), (int32_t)(4 + 5 * seed), seed, 25, 8, 0), MAZE_OK);
        points_of(&in, seed, 6);
        tl_inst_free(&in);
        CHECK_EQ(tl_inst_map(&in, 1, (int32_t)(3 + seed), seed, 0, 4, 0), MAZE_OK); /* width 1 */
        points_of(&in, seed, 3);
        tl_inst_free(&in);
    }
}

/* A cell graph: cell C is the point (C, 0); it has no grid centres. */
static void test_cells(void)
{
    maze *m;
    CHECK_EQ(tl_topo_maze(&m, maze_topology_find("hex"), 6, "dfs", 3, 0, 4), MAZE_OK);
    maze_graph *g;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    int32_t last = maze_graph_width(g) - 1;
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 0, 0, last, 0, NULL, &r), MAZE_OK);
    CHECK(r.found && r.length >= 2);
    int32_t *xy = malloc(2 * r.length * sizeof *xy);
    double pt[2] = {-1, -1};
    CHECK(xy != NULL);
    if (xy) {
        CHECK_EQ(maze_path_xy(g, r.path, r.length, xy), MAZE_OK);
        for (size_t k = 0; k < r.length; k++) CHECK(xy[2 * k] == (int32_t)r.path[k] && xy[2 * k + 1] == 0);
        CHECK_EQ(xy[2 * r.length - 2], last);
    }
    CHECK_EQ(maze_path_points(g, r.path, 1, pt), MAZE_EUNSUPPORTED);
    CHECK(pt[0] == -1 && pt[1] == -1);
    free(xy);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
}

/* A cell outside the graph leaves xy untouched; NULLs with n 0 are empty. */
static void test_refusals(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 5, 4, 1, 0, 8, 0), MAZE_OK);
    uint32_t path[3] = {0, 6, 20}; /* 20 = 5 x 4: one past the last cell */
    int32_t xy[6] = {-7, -7, -7, -7, -7, -7};
    double pt[6] = {-7, -7, -7, -7, -7, -7};
    CHECK_EQ(maze_path_xy(in.g, path, 3, xy), MAZE_ERANGE);
    CHECK_EQ(maze_path_points(in.g, path, 3, pt), MAZE_ERANGE);
    for (int k = 0; k < 6; k++) CHECK(xy[k] == -7 && pt[k] == -7);
    CHECK_EQ(maze_path_xy(in.g, path, 2, xy), MAZE_OK);
    CHECK(xy[0] == 0 && xy[1] == 0 && xy[2] == 1 && xy[3] == 1 && xy[4] == -7);
    CHECK_EQ(maze_path_points(in.g, path, 2, pt), MAZE_OK);
    CHECK(pt[0] == 0.5 && pt[1] == 0.5 && pt[2] == 1.5 && pt[3] == 1.5 && pt[4] == -7);
    CHECK_EQ(maze_path_xy(in.g, NULL, 0, NULL), MAZE_OK);
    CHECK_EQ(maze_path_points(in.g, NULL, 0, NULL), MAZE_OK);
    CHECK_EQ(maze_path_xy(in.g, NULL, 1, xy), MAZE_EINVAL);
    CHECK_EQ(maze_path_xy(in.g, path, 1, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_path_points(NULL, path, 1, pt), MAZE_EINVAL);
    tl_inst_free(&in);
}

int main(void)
{
    test_grids();
    test_cells();
    test_refusals();
    return check_done();
}
