/* test_live.c - live maps: after every random toggle of a cell by
 * maze_graph_set_open, each solver (astar, dijkstra, bidir, weighted-astar,
 * jps, bfs where they fit) and the Dijkstra map answer on the changed graph
 * exactly as on a graph freshly built from the changed map (found, cost,
 * expansions and the path itself), under every diagonal rule, with and
 * without costs; jps's tables built before a toggle are not used after it. */
#include "testlib.h"

static const char *const all_solvers[] = {"astar", "dijkstra", "bidir", "weighted-astar", "jps", "bfs", NULL};

/* The same queries on two searches: the same answer in every field, for each
 * solver of the NULL-ended list. */
static void same_answers_of(const char *const *solvers, int queries, maze_search *live, maze_search *fresh,
                            const maze_graph *g, maze_rng *rng, int32_t w, int32_t h, size_t *differ)
{
    for (int q = 0; q < queries; q++) {
        int32_t sx, sy, gx, gy;
        do sx = (int32_t)maze_rng_below(rng, (uint64_t)w), sy = (int32_t)maze_rng_below(rng, (uint64_t)h);
        while (!maze_graph_passable(g, sx, sy));
        do gx = (int32_t)maze_rng_below(rng, (uint64_t)w), gy = (int32_t)maze_rng_below(rng, (uint64_t)h);
        while (!maze_graph_passable(g, gx, gy));
        for (size_t a = 0; solvers[a]; a++) {
            const maze_solver *sv = maze_solver_find(solvers[a]);
            maze_result r1, r2;
            int s1 = maze_solve(live, sv, sx, sy, gx, gy, NULL, &r1), s2 = maze_solve(fresh, sv, sx, sy, gx, gy, NULL, &r2);
            if (s1 != s2 || r1.found != r2.found || r1.cost != r2.cost || r1.expanded != r2.expanded ||
                r1.length != r2.length || (r1.length && memcmp(r1.path, r2.path, r1.length * sizeof *r1.path))) {
                (*differ)++;
                fprintf(stderr, "%s %d,%d -> %d,%d: live %d/%d/%g/%llu, fresh %d/%d/%g/%llu\n", solvers[a], sx, sy, gx,
                        gy, s1, r1.found, r1.cost, (unsigned long long)r1.expanded, s2, r2.found, r2.cost,
                        (unsigned long long)r2.expanded);
            }
        }
    }
}

static void same_answers(maze_search *live, maze_search *fresh, const maze_graph *g, maze_rng *rng, int32_t w,
                         int32_t h, size_t *differ)
{
    same_answers_of(all_solvers, 6, live, fresh, g, rng, w, h, differ);
}

static void check_toggles(int rule, int costs, uint64_t seed)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 37, 23, seed, 28, 4, costs), MAZE_OK);
    maze_map *map = in.map;
    int32_t w = maze_map_width(map), h = maze_map_height(map);
    size_t n = (size_t)w * (size_t)h;
    maze_graph *g;
    CHECK_EQ(maze_graph_from_map_diagonal(&g, map, rule, NULL), MAZE_OK);
    maze_search *live;
    CHECK_EQ(maze_search_create(&live, g, NULL), MAZE_OK);
    double *d1 = malloc(n * sizeof *d1), *d2 = malloc(n * sizeof *d2);
    maze_rng rng;
    maze_rng_seed(&rng, seed * 7 + (uint64_t)rule);
    size_t differ = 0, toggles = 0;
    for (int t = 0; t < 40; t++) {
        /* warm the live graph's jps tables, then toggle one cell */
        if (t % 3 == 0) {
            maze_rng qr;
            maze_rng_seed(&qr, (uint64_t)t);
            size_t ignored = 0;
            same_answers(live, live, g, &qr, w, h, &ignored);
        }
        int32_t x = (int32_t)maze_rng_below(&rng, (uint64_t)w), y = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        int open = !maze_map_open(map, x, y);
        CHECK_EQ(maze_map_set(map, x, y, open ? '.' : '@'), MAZE_OK);
        CHECK_EQ(maze_graph_set_open(g, x, y, open), MAZE_OK);
        CHECK_EQ(maze_graph_passable(g, x, y), open);
        toggles++;
        maze_graph *fg;
        maze_search *fresh;
        CHECK_EQ(maze_graph_from_map_diagonal(&fg, map, rule, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&fresh, fg, NULL), MAZE_OK);
        same_answers(live, fresh, g, &rng, w, h, &differ);
        int32_t sx, sy;
        do sx = (int32_t)maze_rng_below(&rng, (uint64_t)w), sy = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        while (!maze_graph_passable(g, sx, sy));
        CHECK_EQ(maze_search_distances(live, sx, sy, d1), MAZE_OK);
        CHECK_EQ(maze_search_distances(fresh, sx, sy, d2), MAZE_OK);
        if (memcmp(d1, d2, n * sizeof *d1) != 0) differ++;
        maze_search_destroy(fresh);
        maze_graph_destroy(fg);
    }
    CHECK_EQ(differ, 0);
    CHECK(toggles == 40);
    free(d1);
    free(d2);
    maze_search_destroy(live);
    maze_graph_destroy(g);
    tl_inst_free(&in);
}

static void test_toggles(void)
{
    for (int rule = MAZE_DIAG_NEVER; rule <= MAZE_DIAG_ALWAYS; rule++)
        for (int costs = 0; costs <= 1; costs++) check_toggles(rule, costs, (uint64_t)(rule * 2 + costs + 1));
}

/* A door: a wall with one gap, closed and opened again; jps's tables made
 * while it was open must not let a search through it once it is shut. */
static void test_door(void)
{
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 20, 9, NULL), MAZE_OK);
    for (int32_t y = 0; y < 9; y++)
        if (y != 4) CHECK_EQ(maze_map_set(map, 10, y, '@'), MAZE_OK);
    maze_graph *g;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    const maze_solver *jps = maze_solver_find("jps"), *astar = maze_solver_find("astar");
    maze_result r;
    CHECK_EQ(maze_solve(s, jps, 2, 1, 17, 7, NULL, &r), MAZE_OK);
    CHECK(r.found);
    CHECK_EQ(maze_graph_set_open(g, 10, 4, 0), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 2, 1, 17, 7, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK_EQ(maze_solve(s, astar, 2, 1, 17, 7, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK_EQ(maze_solve(s, astar, 10, 4, 17, 7, NULL, &r), MAZE_ERANGE); /* the door is no cell now */
    CHECK_EQ(maze_graph_set_open(g, 10, 4, 0), MAZE_OK);                   /* already shut */
    CHECK_EQ(maze_graph_set_open(g, 10, 4, 7), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 2, 1, 17, 7, NULL, &r), MAZE_OK);
    CHECK(r.found);
    CHECK_EQ(maze_graph_set_open(g, 20, 0, 1), MAZE_ERANGE);
    CHECK_EQ(maze_graph_set_open(g, 0, -1, 1), MAZE_ERANGE);
    CHECK_EQ(maze_graph_set_open(NULL, 0, 0, 1), MAZE_EINVAL);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    /* a wall maze's graph has no cells to block */
    tl_inst in;
    CHECK_EQ(tl_inst_maze(&in, "dfs", 5, 4, 1, 0), MAZE_OK);
    CHECK_EQ(maze_graph_set_open(in.g, 1, 1, 0), MAZE_EUNSUPPORTED);
    tl_inst_free(&in);
}

/* jps's tables patched in place: maps of more than one 64-bit word a line
 * (a toggle's stop bits in the next word), open ones whose diagonal memo
 * entries reach their cap (63 steps), toggles near the words' edges half the time; after each
 * toggle jps, astar, bfs and dijkstra answer as on a fresh graph. */
static void check_patched(int32_t w, int32_t h, int pct, int toggles, int queries, uint64_t seed)
{
    static const char *const solvers[] = {"jps", "astar", "bfs", "dijkstra", NULL};
    static const int32_t edges[] = {0, 1, 62, 63, 64, 65, 126, 127, 128, 129, 254, 255, 256};
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, w, h, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
            if (maze_rng_below(&rng, 100) < (uint64_t)pct) CHECK_EQ(maze_map_set(map, x, y, '@'), MAZE_OK);
    maze_graph *g;
    maze_search *live;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&live, g, NULL), MAZE_OK);
    size_t differ = 0, ignored = 0;
    same_answers_of(solvers, 1, live, live, g, &rng, w, h, &ignored); /* jps's tables now exist */
    for (int t = 0; t < toggles; t++) {
        int32_t x = (int32_t)maze_rng_below(&rng, (uint64_t)w), y = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        if (t & 1) {
            size_t k = sizeof edges / sizeof *edges;
            int32_t ex = edges[maze_rng_below(&rng, k)], ey = edges[maze_rng_below(&rng, k)];
            if (ex < w) x = ex;
            if (ey < h) y = ey;
        }
        int open = !maze_map_open(map, x, y);
        CHECK_EQ(maze_map_set(map, x, y, open ? '.' : '@'), MAZE_OK);
        CHECK_EQ(maze_graph_set_open(g, x, y, open), MAZE_OK);
        maze_graph *fg;
        maze_search *fresh;
        CHECK_EQ(maze_graph_from_map(&fg, map, 8, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&fresh, fg, NULL), MAZE_OK);
        same_answers_of(solvers, queries, live, fresh, g, &rng, w, h, &differ);
        maze_search_destroy(fresh);
        maze_graph_destroy(fg);
    }
    CHECK_EQ(differ, 0);
    maze_search_destroy(live);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

static void test_patched(void)
{
    check_patched(150, 90, 3, 60, 8, 11);
    check_patched(150, 90, 15, 60, 8, 12);
    check_patched(130, 70, 30, 60, 8, 13);
    check_patched(300, 280, 1, 16, 3, 14);
}

/* A patch allocates nothing: with every allocation failing, set_open
 * succeeds, jps keeps its tables (nothing freed, nothing made) and its next
 * query answers on the changed map. */
static void test_patch_no_memory(void)
{
    tl_alloc f = {0};
    maze_allocator a = tl_alloc_make(&f);
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 70, 40, NULL), MAZE_OK);
    for (int32_t y = 0; y < 40; y++)
        if (y != 20) CHECK_EQ(maze_map_set(map, 35, y, '@'), MAZE_OK);
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, &a), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, &a), MAZE_OK);
    const maze_solver *jps = maze_solver_find("jps");
    maze_result r;
    CHECK_EQ(maze_solve(s, jps, 2, 3, 60, 30, NULL, &r), MAZE_OK);
    CHECK(r.found);
    long before = f.live;
    tl_alloc_arm(&f, 1);
    CHECK_EQ(maze_graph_set_open(g, 35, 20, 0), MAZE_OK);
    CHECK_EQ(f.live, before);
    CHECK_EQ(maze_solve(s, jps, 2, 3, 60, 30, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK_EQ(maze_graph_set_open(g, 35, 20, 1), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 2, 3, 60, 30, NULL, &r), MAZE_OK);
    CHECK(r.found);
    CHECK(!f.failed); /* none was asked for */
    tl_alloc_arm(&f, 0);
    CHECK_EQ(f.live, before);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    CHECK_EQ(f.live, 0);
}

int main(void)
{
    test_toggles();
    test_patched();
    test_patch_no_memory();
    test_door();
    return check_done();
}
