/* test_wall_solve.c - bfs and astar on wall mazes take a compact path (no
 * events): it must give the same answer as the event-driven general path,
 * cell for cell and with the same expansion count, on perfect, braided and
 * masked mazes, with one search context reused across queries. */
#include "testlib.h"
#include "maze.h"

#include <stdlib.h>
#include <string.h>

static int quiet(void *ud, const maze_event *ev)
{
    (void)ev;
    (*(long *)ud)++;
    return 0;
}

/* One query both ways on the same search context: no events (compact path)
 * and with a step callback (general path). */
static void same_answer(maze_search *s, const char *solver, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    const maze_solver *sv = maze_solver_find(solver);
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    long events = 0;
    maze_result a, b;
    CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, NULL, &a), MAZE_OK);
    size_t n = a.length;
    uint32_t *path = malloc((n ? n : 1) * sizeof *path);
    if (!path) return;
    if (a.found) memcpy(path, a.path, n * sizeof *path);
    o.step = quiet;
    o.step_ud = &events;
    CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, &o, &b), MAZE_OK);
    CHECK(events > 0);
    CHECK_EQ(a.found, b.found);
    CHECK_EQ(a.length, b.length);
    CHECK_EQ(a.expanded, b.expanded);
    CHECK(a.cost == b.cost);
    CHECK(!a.found || memcmp(path, b.path, n * sizeof *path) == 0);
    CHECK(!a.found || a.cost == (double)(a.length - 1));
    free(path);
}

/* Queries corner to corner, middle to corner, start = goal, and seeded ones. */
static void many_queries(const maze *m, uint64_t seed)
{
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    int32_t w = maze_width(m), h = maze_height(m);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < 12; q++) {
        int32_t p[4] = {0, 0, w - 1, h - 1};
        if (q == 1) p[0] = w / 2, p[1] = h / 2;
        if (q == 2) p[0] = p[2] = w / 3, p[1] = p[3] = h / 3; /* start = goal */
        if (q >= 3)
            for (int k = 0; k < 4; k++) p[k] = (int32_t)maze_rng_below(&rng, (uint64_t)(k & 1 ? h : w));
        if (!maze_graph_passable(g, p[0], p[1]) || !maze_graph_passable(g, p[2], p[3])) continue;
        same_answer(s, "bfs", p[0], p[1], p[2], p[3]);
        same_answer(s, "astar", p[0], p[1], p[2], p[3]);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
}

/* Mazes of every generator, perfect and braided. */
static void test_perfect_and_braided(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {17, 13}, {64, 33}, {101, 77}};
    for (size_t a = 0; a < maze_generator_count(); a++)
        for (size_t z = 0; z < 6; z++)
            for (int braid = 0; braid < 3; braid++) {
                maze *m;
                CHECK_EQ(maze_generate(&m, maze_generator_at(a)->name, sizes[z][0], sizes[z][1], 7 + a, NULL, NULL),
                         MAZE_OK);
                maze_rng rng;
                maze_rng_seed(&rng, 3);
                if (braid) CHECK_EQ(maze_braid(m, braid == 1 ? 0.4 : 1.0, &rng), MAZE_OK);
                many_queries(m, 11 * z + a);
                maze_destroy(m);
            }
}

/* A masked maze: disabled cells, several pieces (so some queries find no
 * path), a few braided. */
static void test_masked(void)
{
    for (int braid = 0; braid < 2; braid++) {
        maze *m;
        CHECK_EQ(maze_create(&m, 40, 30, NULL), MAZE_OK);
        for (int32_t y = 0; y < 30; y++)
            for (int32_t x = 0; x < 40; x++)
                if (x == 20 || (x * 7 + y * 3) % 11 == 0) CHECK_EQ(maze_set_cell_enabled(m, x, y, 0), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, 5);
        CHECK_EQ(maze_generate_into(m, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
        if (braid) CHECK_EQ(maze_braid(m, 0.7, &rng), MAZE_OK);
        many_queries(m, 99 + (uint64_t)braid);
        maze_graph *g;
        maze_search *s;
        CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
        CHECK_EQ(maze_graph_passable(g, 20, 3), 0);
        maze_result r;
        CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 20, 3, 0, 0, NULL, &r), MAZE_ERANGE);
        CHECK_EQ(maze_solve(s, maze_solver_find("astar"), 1, 0, 39, 29, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 0); /* the column x = 20 splits the maze */
        CHECK(r.expanded > 0);
        maze_search_destroy(s);
        maze_graph_destroy(g);
        maze_destroy(m);
    }
}

/* The graph is a copy: changing the maze afterwards does not change it. */
static void test_graph_is_a_copy(void)
{
    maze *m;
    CHECK_EQ(maze_create(&m, 3, 1, NULL), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 1), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 1, 0, MAZE_E, 1), MAZE_OK);
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 1, 0, MAZE_E, 0), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(m, 2, 0, 0), MAZE_OK);
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 0, 0, 2, 0, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 1);
    CHECK_EQ(r.length, 3);
    CHECK_EQ(maze_solve(s, maze_solver_find("astar"), 2, 0, 0, 0, NULL, &r), MAZE_OK);
    CHECK_EQ(r.length, 3);
    CHECK_EQ(r.path[0], 2);
    CHECK_EQ(r.path[2], 0);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
}

int main(void)
{
    test_perfect_and_braided();
    test_masked();
    test_graph_is_a_copy();
    return check_done();
}
