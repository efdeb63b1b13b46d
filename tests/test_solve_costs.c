/* test_solve_costs.c - the cost map reader (good files, every error with its
 * line, the map left unchanged on failure) and solvers that route around
 * expensive cells. */
#include "testlib.h"

static int read_costs(maze_map *map, const char *text, maze_error_info *err)
{
    return maze_map_read_costs(map, text, strlen(text), err);
}

static void test_read_good(void)
{
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 3, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_map_has_costs(map), 0);
    maze_error_info err = {0};
    const char *text = "# terrain\r\n\r\n1 2.5\t3\r\n  4,1e1 , 1.25\r\n# end\n";
    CHECK_EQ(read_costs(map, text, &err), MAZE_OK);
    CHECK_EQ(maze_map_has_costs(map), 1);
    const double want[6] = {1, 2.5, 3, 4, 10, 1.25};
    for (int i = 0; i < 6; i++) CHECK(maze_map_cost(map, i % 3, i / 3) == want[i]);
    /* no trailing newline, and not NUL-terminated: the length bounds it */
    char buf[16];
    memcpy(buf, "7 7 7\n8 8 8XXXX", 15);
    CHECK_EQ(maze_map_read_costs(map, buf, 11, &err), MAZE_OK);
    CHECK(maze_map_cost(map, 2, 1) == 8);
    maze_map_destroy(map);
}

static void test_read_errors(void)
{
    static const struct {
        const char *text;
        long line;
    } bad[] = {
        {"1 1 1\n1 1\n", 2},           /* short row */
        {"1 1 1 1\n1 1 1\n", 1},       /* long row */
        {"1 1 1\n", 1},                /* too few rows */
        {"1 1 1\n1 1 1\n1 1 1\n", 3},  /* too many rows */
        {"1 abc 1\n1 1 1\n", 1},
        {"1 1 1\n1 nan 1\n", 2},
        {"1 1 1\n1 inf 1\n", 2},
        {"1 0.5 1\n1 1 1\n", 1},       /* below 1 */
        {"1 1 1\n1 1 -3\n", 2},
        {"1 1 1\n1 1 1e31\n", 2},      /* above 1e30 */
        {"1 0x10 1\n1 1 1\n", 1},
        {"1 1 1\n1 1 1.2.3\n", 2},
        {"1 1. 1\n1 1 1\n", 1},       /* a point needs digits on both sides */
        {"1 1 1\n1 .5e1 1\n", 2},
        {"1 +2 1\n1 1 1\n", 1},       /* no sign */
        {"", 0},
    };
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 3, 2, NULL), MAZE_OK);
    CHECK_EQ(maze_map_set_cost(map, 1, 1, 9), MAZE_OK);
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        maze_error_info err = {0};
        int st = read_costs(map, bad[i].text, &err);
        CHECK_EQ(st, MAZE_EFORMAT);
        if (bad[i].line) CHECK_EQ(err.line, bad[i].line);
        CHECK(err.message[0] != 0);
        CHECK(maze_map_cost(map, 1, 1) == 9 && maze_map_cost(map, 0, 0) == 1); /* unchanged */
    }
    CHECK_EQ(read_costs(map, "1 1 1\n1 1 1\n", NULL), MAZE_OK); /* err is optional */
    CHECK_EQ(maze_map_read_costs(map, "1 1 1\n1 1 9\n", 12, NULL), MAZE_OK);
    CHECK_EQ(read_costs(map, "x", NULL), MAZE_EFORMAT);
    CHECK_EQ(maze_map_read_costs(NULL, "1", 1, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_map_read_costs(map, NULL, 3, NULL), MAZE_EINVAL);
    maze_map_destroy(map);
}

/* A 7 x 3 room whose middle row is expensive except at the ends: the optimal
 * route goes around it on 4 moves; with 8 moves it cuts the corners. */
static void test_route_around(void)
{
    const char *text = "1 1 1 1 1 1 1\n1 9 9 9 9 9 1\n1 1 1 1 1 1 1\n";
    for (int moves = 4; moves <= 8; moves += 4) {
        tl_inst in;
        memset(&in, 0, sizeof in);
        CHECK_EQ(maze_map_create(&in.map, 7, 3, NULL), MAZE_OK);
        CHECK_EQ(read_costs(in.map, text, NULL), MAZE_OK);
        in.moves = moves;
        CHECK_EQ(maze_graph_from_map(&in.g, in.map, moves, NULL), MAZE_OK);
        maze_search *s;
        CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
        double want = moves == 4 ? 8.0 : 4 + 2 * TL_SQRT2; /* (0,1) -> (6,1) */
        for (size_t i = 0; i < maze_solver_count(); i++) {
            const maze_solver *sv = maze_solver_at(i);
            if (!(sv->flags & MAZE_SOLVER_OPTIMAL)) continue;
            maze_result r;
            int st = maze_solve(s, sv, 0, 1, 6, 1, NULL, &r);
            if (!maze_solver_fits(sv, in.g)) {
                CHECK_EQ(st, MAZE_EUNSUPPORTED);
                continue;
            }
            CHECK_EQ(st, MAZE_OK);
            CHECK(fabs(tl_check_path(&in, &r, 0, 1, 6, 1) - want) < 1e-9);
            CHECK(fabs(tl_ref_cost(&in, 0, 1, 6, 1) - want) < 1e-9);
        }
        maze_search_destroy(s);
        tl_inst_free(&in);
    }
}

int main(void)
{
    test_read_good();
    test_read_errors();
    test_route_around();
    return check_done();
}
