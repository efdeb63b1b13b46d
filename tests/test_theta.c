/* test_theta.c - any-angle paths: maze_line_of_sight against an independent
 * sampling of each segment under every diagonal rule, theta and
 * maze_path_smooth never longer than the 8-connected optimum with every
 * segment re-checked, on the shipped arena, random maps and corner cases. */
#include "testlib.h"

static int map_open(const void *ud, int32_t x, int32_t y) { return maze_map_open(ud, x, y) == 1; }

static const int rules[] = {MAZE_DIAG_NEVER, MAZE_DIAG_NO_CORNER, MAZE_DIAG_ONE_OPEN, MAZE_DIAG_ALWAYS};

static maze_map *rows_map(const char *const *rows, int32_t h)
{
    maze_map *map;
    int32_t w = (int32_t)strlen(rows[0]);
    CHECK_EQ(maze_map_create(&map, w, h, NULL), MAZE_OK);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
            if (rows[y][x] == '#') maze_map_set(map, x, y, '@');
    return map;
}

/* Checks an any-angle path of cells path[0..n) from a to b on map by the
 * sampling: each segment clear by rule `diag`; returns its length, -1 if
 * anything is wrong. */
static double check_segments(const maze_map *map, int diag, const uint32_t *path, size_t n, uint32_t a, uint32_t b)
{
    int32_t w = maze_map_width(map);
    if (n == 0 || path[0] != a || path[n - 1] != b) return -1;
    double len = 0;
    for (size_t k = 1; k < n; k++) {
        int32_t x0 = (int32_t)(path[k - 1] % (uint32_t)w), y0 = (int32_t)(path[k - 1] / (uint32_t)w);
        int32_t x1 = (int32_t)(path[k] % (uint32_t)w), y1 = (int32_t)(path[k] / (uint32_t)w);
        if (!tl_sight(map_open, map, diag, x0, y0, x1, y1)) return -1;
        len += hypot(x1 - x0, y1 - y0);
    }
    return len;
}

/* maze_line_of_sight says what the sampling says, both ways, for random
 * pairs of open cells on random maps under every rule, and for pairs on
 * one row, one column and one diagonal (the exact-corner cases). */
static void test_sight_agrees(void)
{
    long seen[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 6; seed++)
        for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
            maze_map *map = tl_random_map(23, 17, seed, 15 + 5 * (int)seed);
            maze_graph *g;
            CHECK_EQ(maze_graph_from_map_diagonal(&g, map, rules[r], NULL), MAZE_OK);
            maze_rng rng;
            maze_rng_seed(&rng, seed * 31 + r);
            for (int q = 0; q < 3000; q++) {
                int32_t x0 = (int32_t)maze_rng_below(&rng, 23), y0 = (int32_t)maze_rng_below(&rng, 17);
                int32_t x1 = (int32_t)maze_rng_below(&rng, 23), y1 = (int32_t)maze_rng_below(&rng, 17);
                if (q % 3 == 1) y1 = y0 + (x1 - x0) < 17 && y0 + (x1 - x0) >= 0 ? y0 + (x1 - x0) : y1;
                if (q % 3 == 2) y1 = y0 - (x1 - x0) < 17 && y0 - (x1 - x0) >= 0 ? y0 - (x1 - x0) : y1;
                int want = tl_sight(map_open, map, rules[r], x0, y0, x1, y1);
                int got = maze_line_of_sight(g, x0, y0, x1, y1);
                if (got != want)
                    fprintf(stderr, "sight rule %d seed %llu (%d,%d)-(%d,%d): got %d want %d\n", rules[r],
                            (unsigned long long)seed, x0, y0, x1, y1, got, want);
                CHECK_EQ(got, want);
                CHECK_EQ(maze_line_of_sight(g, x1, y1, x0, y0), want);
                seen[want != 0]++;
            }
            maze_graph_destroy(g);
            maze_map_destroy(map);
        }
    CHECK(seen[0] > 1000 && seen[1] > 1000); /* both answers are common */
}

/* Two blocked cells touching at a corner, one blocked cell's corner, the
 * map's edges, and the refusals. */
static void test_sight_corners(void)
{
    static const char *const squeeze[] = {"...", ".#.", "..#", "..."};
    static const char *const one[] = {"...", ".#.", "...", "..."};
    /* (0,0)->(2,2) passes the corner between (1,1) and (2,2)? no: it runs
     * through (1,1). (1,2)->(2,1) passes the corner shared by (1,1) and
     * (2,2): a squeeze in `squeeze`, a cut corner in `one`. */
    const int want_squeeze[] = {0, 0, 0, 1}, want_one[] = {0, 0, 1, 1};
    maze_map *ms = rows_map(squeeze, 4), *mo = rows_map(one, 4);
    for (size_t r = 0; r < 4; r++) {
        maze_graph *gs, *go;
        CHECK_EQ(maze_graph_from_map_diagonal(&gs, ms, rules[r], NULL), MAZE_OK);
        CHECK_EQ(maze_graph_from_map_diagonal(&go, mo, rules[r], NULL), MAZE_OK);
        CHECK_EQ(maze_line_of_sight(gs, 1, 2, 2, 1), want_squeeze[r]);
        CHECK_EQ(maze_line_of_sight(go, 1, 2, 2, 1), want_one[r]);
        CHECK_EQ(maze_line_of_sight(go, 0, 0, 2, 2), 0);     /* through the block */
        CHECK_EQ(maze_line_of_sight(go, 0, 0, 2, 0), 1);     /* along the top edge, a row above the block */
        CHECK_EQ(maze_line_of_sight(go, 0, 1, 2, 1), 0);     /* straight through it */
        CHECK_EQ(maze_line_of_sight(go, 0, 0, 0, 3), 1);     /* down the left edge */
        CHECK_EQ(maze_line_of_sight(go, 2, 3, 2, 3), 1);     /* a cell sees itself */
        CHECK_EQ(maze_line_of_sight(go, 1, 1, 1, 1), 0);     /* a blocked cell does not */
        CHECK_EQ(maze_line_of_sight(go, 0, 3, 2, 2), 1);     /* (0,3)->(2,2) crosses below the block */
        CHECK_EQ(maze_line_of_sight(go, -1, 0, 2, 2), MAZE_ERANGE);
        CHECK_EQ(maze_line_of_sight(go, 0, 0, 3, 0), MAZE_ERANGE);
        CHECK_EQ(maze_line_of_sight(go, 0, 0, 0, 4), MAZE_ERANGE);
        CHECK_EQ(maze_line_of_sight(NULL, 0, 0, 0, 0), MAZE_EINVAL);
        maze_graph_destroy(gs);
        maze_graph_destroy(go);
    }
    maze *m;
    CHECK_EQ(maze_create(&m, 3, 3, NULL), MAZE_OK);
    maze_graph *gm;
    CHECK_EQ(maze_graph_from_maze(&gm, m, NULL), MAZE_OK);
    CHECK_EQ(maze_line_of_sight(gm, 0, 0, 1, 1), MAZE_EUNSUPPORTED);
    uint32_t p[2] = {0, 1}, out[2];
    size_t n = 9;
    CHECK_EQ(maze_path_smooth(gm, p, 2, out, &n), MAZE_EUNSUPPORTED);
    CHECK_EQ(n, 9);
    maze_graph_destroy(gm);
    maze_destroy(m);
    maze_map_destroy(ms);
    maze_map_destroy(mo);
}

/* One query checked: theta's path and astar's smoothed path are clear
 * segment by segment (sampling), their cost their length, at most the
 * grid optimum; unreachable goals give found 0 to both. Returns theta's
 * cost (-1 when unreachable). */
static double check_query(maze_search *s, const maze_graph *g, const maze_map *map, int diag, int32_t sx, int32_t sy,
                          int32_t gx, int32_t gy)
{
    const maze_solver *theta = maze_solver_find("theta"), *astar = maze_solver_find("astar");
    maze_result rt, ra;
    uint32_t w = (uint32_t)maze_map_width(map), a = (uint32_t)sy * w + (uint32_t)sx, b = (uint32_t)gy * w + (uint32_t)gx;
    CHECK_EQ(maze_solve(s, astar, sx, sy, gx, gy, NULL, &ra), MAZE_OK);
    size_t n = ra.length, m = 0;
    uint32_t *grid = malloc((n ? n : 1) * sizeof *grid);
    if (n) memcpy(grid, ra.path, n * sizeof *grid);
    double opt = ra.found ? ra.cost : -1;
    CHECK_EQ(maze_solve(s, theta, sx, sy, gx, gy, NULL, &rt), MAZE_OK);
    CHECK_EQ(rt.found, ra.found);
    if (!rt.found) {
        CHECK(rt.length == 0 && rt.path == NULL);
        free(grid);
        return -1;
    }
    double len = check_segments(map, diag, rt.path, rt.length, a, b);
    if (len < 0 || fabs(len - rt.cost) > 1e-9 * (1 + len) || len > opt + 1e-9 * (1 + opt))
        fprintf(stderr, "theta rule %d (%d,%d)->(%d,%d): length %.9f cost %.9f grid optimum %.9f\n", diag, sx, sy,
                gx, gy, len, rt.cost, opt);
    CHECK(len >= 0 && fabs(len - rt.cost) <= 1e-9 * (1 + len) && len <= opt + 1e-9 * (1 + opt));
    CHECK(rt.length <= n);
    double theta_cost = rt.cost;
    CHECK_EQ(maze_path_smooth(g, grid, n, grid, &m), MAZE_OK); /* in place */
    double slen = check_segments(map, diag, grid, m, a, b);
    CHECK(slen >= 0 && slen <= opt + 1e-9 * (1 + opt) && m <= n);
    free(grid);
    return theta_cost;
}

/* Every row of the shipped arena scenario (8-connected optima). */
static void test_arena(void)
{
    maze_map *map = tl_read_data_map("dao/arena.map");
    if (!map) return;
    size_t len;
    char *text = tl_read_data("dao/arena.map.scen", &len);
    maze_scen *sc;
    CHECK_EQ(maze_scen_read(&sc, text, len, NULL, NULL), MAZE_OK);
    free(text);
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    size_t shorter = 0;
    for (size_t i = 0; i < maze_scen_count(sc); i++) {
        const maze_scen_query *q = maze_scen_at(sc, i);
        double c = check_query(s, g, map, MAZE_DIAG_NO_CORNER, q->sx, q->sy, q->gx, q->gy);
        if (!(c >= 0 && c <= q->optimal + pow(10, -q->decimals)))
            fprintf(stderr, "arena line %ld: theta %.9f, optimum %.9f\n", q->line, c, q->optimal);
        CHECK(c >= 0 && c <= q->optimal + pow(10, -q->decimals));
        if (c < q->optimal - pow(10, -q->decimals)) shorter++;
    }
    CHECK(shorter > maze_scen_count(sc) / 2); /* any angle pays off on most rows */
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_scen_destroy(sc);
    maze_map_destroy(map);
}

/* Random maps under every diagonal rule but NEVER (theta takes 8 moves):
 * never longer than astar's optimum on that graph, every segment clear. */
static void test_random_maps(void)
{
    for (uint64_t seed = 1; seed <= 8; seed++)
        for (size_t r = 1; r < sizeof rules / sizeof rules[0]; r++) {
            maze_map *map = tl_random_map(40, 30, seed, 10 + 4 * (int)seed);
            maze_graph *g;
            maze_search *s;
            CHECK_EQ(maze_graph_from_map_diagonal(&g, map, rules[r], NULL), MAZE_OK);
            CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            for (int q = 0; q < 60; q++) {
                int32_t sx, sy, gx, gy;
                do {
                    sx = (int32_t)maze_rng_below(&rng, 40), sy = (int32_t)maze_rng_below(&rng, 30);
                } while (!maze_map_open(map, sx, sy));
                do {
                    gx = (int32_t)maze_rng_below(&rng, 40), gy = (int32_t)maze_rng_below(&rng, 30);
                } while (!maze_map_open(map, gx, gy));
                check_query(s, g, map, rules[r], sx, sy, gx, gy);
            }
            maze_search_destroy(s);
            maze_graph_destroy(g);
            maze_map_destroy(map);
        }
}

/* Start == goal, an unreachable goal, paths along the map's edges, a gap
 * between two blocks that touch at a corner (passed by ALWAYS alone), a
 * live change, and the refusals. */
static void test_corner_cases(void)
{
    static const char *const rows[] = {"....#....", "....#....", "...#.....", "....#....", "#########", "........."};
    maze_map *map = rows_map(rows, 6);
    const maze_solver *theta = maze_solver_find("theta");
    CHECK(theta && (theta->flags & MAZE_SOLVER_ANY_ANGLE) && (theta->flags & MAZE_SOLVER_COMPLETE) &&
          !(theta->flags & MAZE_SOLVER_OPTIMAL));
    for (size_t r = 1; r < 4; r++) {
        maze_graph *g;
        maze_search *s;
        maze_result res;
        CHECK_EQ(maze_graph_from_map_diagonal(&g, map, rules[r], NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
        CHECK_EQ(maze_solve(s, theta, 2, 1, 2, 1, NULL, &res), MAZE_OK);
        CHECK(res.found && res.length == 1 && res.path[0] == 9 + 2 && res.cost == 0);
        CHECK_EQ(maze_solve(s, theta, 0, 0, 0, 5, NULL, &res), MAZE_OK); /* the row of blocks cuts it off */
        CHECK(!res.found && res.length == 0);
        /* (3,3) to (5,1) only through the gap between (4,3)... the blocks
         * (3,2) and (4,3) touch at a corner: ALWAYS passes it diagonally. */
        double c = check_query(s, g, map, rules[r], 0, 0, 8, 0);
        CHECK_EQ(c >= 0, rules[r] == MAZE_DIAG_ALWAYS);
        c = check_query(s, g, map, rules[r], 0, 3, 3, 3);
        CHECK(fabs(c - 3) < 1e-12); /* straight along a row */
        c = check_query(s, g, map, rules[r], 8, 0, 8, 3);
        CHECK(fabs(c - 3) < 1e-12); /* down the right edge */
        c = check_query(s, g, map, rules[r], 0, 5, 8, 5);
        CHECK(fabs(c - 8) < 1e-12); /* along the bottom edge */
        CHECK_EQ(maze_solve(s, theta, 4, 0, 0, 0, NULL, &res), MAZE_ERANGE); /* a blocked start */
        maze_search_destroy(s);
        maze_graph_destroy(g);
    }
    /* A live change: open the wall's cell (2, 4); the path goes through it. */
    maze_graph *g;
    maze_search *s;
    maze_result res;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_set_open(g, 2, 4, 1), MAZE_OK);
    maze_map_set(map, 2, 4, '.');
    CHECK(check_query(s, g, map, MAZE_DIAG_NO_CORNER, 0, 3, 4, 5) > 0);
    CHECK_EQ(maze_solve(s, theta, 0, 3, 4, 5, NULL, &res), MAZE_OK);
    CHECK(res.found && res.length >= 3);
    CHECK_EQ(maze_graph_set_open(g, 2, 4, 0), MAZE_OK);
    CHECK_EQ(maze_solve(s, theta, 0, 3, 4, 5, NULL, &res), MAZE_OK);
    CHECK(!res.found);
    CHECK_EQ(maze_line_of_sight(g, 2, 3, 2, 5), 0);
    maze_map_set(map, 2, 4, '@');
    /* maze_path_smooth's refusals leave out and *out_n alone. */
    uint32_t far[2] = {0, 8}, blocked[1] = {4}, outside[1] = {54}, out[4] = {7, 7, 7, 7};
    size_t n = 99;
    CHECK_EQ(maze_path_smooth(g, far, 2, out, &n), MAZE_EINVAL); /* (0,0) cannot see (8,0) */
    CHECK_EQ(maze_path_smooth(g, blocked, 1, out, &n), MAZE_EINVAL);
    CHECK_EQ(maze_path_smooth(g, outside, 1, out, &n), MAZE_ERANGE);
    CHECK_EQ(maze_path_smooth(g, far, 2, NULL, &n), MAZE_EINVAL);
    CHECK(n == 99 && out[0] == 7);
    CHECK_EQ(maze_path_smooth(g, NULL, 0, NULL, &n), MAZE_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(maze_path_smooth(g, far, 1, out, &n), MAZE_OK);
    CHECK(n == 1 && out[0] == 0);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    /* Refused: 4 moves, a cost layer. */
    CHECK_EQ(maze_graph_from_map(&g, map, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solver_fits(theta, g), 0);
    CHECK_EQ(maze_solve(s, theta, 0, 0, 1, 1, NULL, &res), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

/* Events: a VISIT for each expansion and a FRONTIER for each improved cell
 * whose (x2, y2) is the parent taken, which sees the cell. */
typedef struct ev_rec {
    const maze_graph *g;
    uint64_t visits, frontiers, unseen;
} ev_rec;

static int on_event(void *ud, const maze_event *e)
{
    ev_rec *r = ud;
    if (e->kind == MAZE_EV_VISIT) r->visits++;
    if (e->kind == MAZE_EV_FRONTIER) {
        r->frontiers++;
        if (maze_line_of_sight(r->g, e->x, e->y, e->x2, e->y2) != 1) r->unseen++;
    }
    return 0;
}

static void test_events(void)
{
    maze_map *map = tl_random_map(30, 20, 5, 25);
    maze_map_set(map, 0, 0, '.');
    maze_map_set(map, 29, 19, '.');
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    ev_rec rec = {g, 0, 0, 0};
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.step = on_event;
    o.step_ud = &rec;
    maze_result a, b;
    CHECK_EQ(maze_solve(s, maze_solver_find("theta"), 0, 0, 29, 19, &o, &a), MAZE_OK);
    CHECK(rec.visits == a.expanded && rec.frontiers > 0 && rec.unseen == 0);
    uint64_t exp = a.expanded;
    CHECK_EQ(maze_solve(s, maze_solver_find("theta"), 0, 0, 29, 19, NULL, &b), MAZE_OK);
    CHECK_EQ(b.expanded, exp); /* the same search with or without events */
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

int main(void)
{
    test_sight_agrees();
    test_sight_corners();
    test_arena();
    test_random_maps();
    test_corner_cases();
    test_events();
    return check_done();
}
