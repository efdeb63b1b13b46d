/* test_diagonal.c - the diagonal rules of maze_graph_from_map_diagonal
 * (never, no corner, one side open, always): every path astar, dijkstra,
 * bidir and weighted-astar return walks legal moves of its rule, the optimal
 * ones cost what an independent Dijkstra over the rule gives (and the
 * Dijkstra map agrees), the rules order the costs (each allows what the one
 * before it does), and jps takes only the rules its pruning assumes. */
#include "testlib.h"

static int open_at(const maze_map *m, int32_t x, int32_t y) { return maze_map_open(m, x, y); }

/* The rule, written out from the header's words. */
static int move_ok(const maze_map *m, int rule, int32_t x, int32_t y, int dx, int dy)
{
    if (!open_at(m, x, y) || !open_at(m, x + dx, y + dy)) return 0;
    if (abs(dx) + abs(dy) == 1) return 1;
    if (abs(dx) != 1 || abs(dy) != 1 || rule == MAZE_DIAG_NEVER) return 0;
    int sides = open_at(m, x + dx, y) + open_at(m, x, y + dy);
    return rule == MAZE_DIAG_ALWAYS || (rule == MAZE_DIAG_ONE_OPEN && sides >= 1) || sides == 2;
}

static double step_cost(const maze_map *m, int32_t x, int32_t y, int dx, int dy)
{
    return (dx && dy ? TL_SQRT2 : 1) * maze_map_cost(m, x + dx, y + dy);
}

/* A plain O(n^2) Dijkstra over move_ok from (sx, sy). */
static void ref_dist(const maze_map *m, int rule, int32_t sx, int32_t sy, double *d, uint8_t *done)
{
    int32_t w = maze_map_width(m), h = maze_map_height(m);
    size_t n = (size_t)w * (size_t)h;
    for (size_t i = 0; i < n; i++) d[i] = INFINITY, done[i] = 0;
    d[(size_t)sy * (size_t)w + (size_t)sx] = 0;
    for (;;) {
        size_t best = n;
        for (size_t i = 0; i < n; i++)
            if (!done[i] && !isinf(d[i]) && (best == n || d[i] < d[best])) best = i;
        if (best == n) return;
        done[best] = 1;
        int32_t x = (int32_t)(best % (size_t)w), y = (int32_t)(best / (size_t)w);
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if ((!dx && !dy) || !move_ok(m, rule, x, y, dx, dy)) continue;
                size_t j = (size_t)(y + dy) * (size_t)w + (size_t)(x + dx);
                double nd = d[best] + step_cost(m, x, y, dx, dy);
                if (nd < d[j]) d[j] = nd;
            }
    }
}

/* The path's moves, each legal under the rule; its cost, or -1. */
static double path_cost(const maze_map *m, int rule, const maze_result *r, uint32_t start, uint32_t goal)
{
    int32_t w = maze_map_width(m);
    if (!r->length || r->path[0] != start || r->path[r->length - 1] != goal) return -1;
    double cost = 0;
    for (size_t i = 1; i < r->length; i++) {
        int32_t x = (int32_t)(r->path[i - 1] % (uint32_t)w), y = (int32_t)(r->path[i - 1] / (uint32_t)w);
        int dx = (int)(r->path[i] % (uint32_t)w) - x, dy = (int)(r->path[i] / (uint32_t)w) - y;
        if (!move_ok(m, rule, x, y, dx, dy)) return -1;
        cost += step_cost(m, x, y, dx, dy);
    }
    return cost;
}

static int near(double a, double b) { return isinf(b) ? isinf(a) : fabs(a - b) <= 1e-9 * (1 + b); }

/* Queries on one map under every rule; *strict counts queries where a rule
 * was strictly cheaper than the one before it. */
static void check_map(const maze_map *m, uint64_t seed, int strict[4])
{
    int32_t w = maze_map_width(m), h = maze_map_height(m);
    size_t n = (size_t)w * (size_t)h;
    double *d = malloc(n * sizeof *d), *field = malloc(n * sizeof *field), *prev = malloc(n * sizeof *prev);
    uint8_t *done = malloc(n);
    maze_graph *g[4];
    maze_search *s[4];
    for (int rule = 0; rule < 4; rule++) {
        CHECK_EQ(maze_graph_from_map_diagonal(&g[rule], m, rule, NULL), MAZE_OK);
        CHECK_EQ(maze_graph_diagonal(g[rule]), rule);
        CHECK_EQ(maze_graph_moves(g[rule]), rule == MAZE_DIAG_NEVER ? 4 : 8);
        CHECK_EQ(maze_search_create(&s[rule], g[rule], NULL), MAZE_OK);
    }
    const char *names[] = {"astar", "dijkstra", "bidir", "weighted-astar", "jps"};
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < 6; q++) {
        int32_t sx, sy, gx, gy;
        do sx = (int32_t)maze_rng_below(&rng, (uint64_t)w), sy = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        while (!open_at(m, sx, sy));
        uint32_t start = (uint32_t)sy * (uint32_t)w + (uint32_t)sx;
        for (int rule = 0; rule < 4; rule++) {
            ref_dist(m, rule, sx, sy, d, done);
            CHECK_EQ(maze_search_distances(s[rule], sx, sy, field), MAZE_OK);
            size_t bad = 0;
            for (size_t i = 0; i < n; i++)
                if (!near(field[i], d[i])) bad++;
            CHECK_EQ(bad, 0);
            for (int k = 0; k < 8; k++) {
                do gx = (int32_t)maze_rng_below(&rng, (uint64_t)w), gy = (int32_t)maze_rng_below(&rng, (uint64_t)h);
                while (!open_at(m, gx, gy));
                uint32_t goal = (uint32_t)gy * (uint32_t)w + (uint32_t)gx;
                for (size_t a = 0; a < sizeof names / sizeof *names; a++) {
                    const maze_solver *sv = maze_solver_find(names[a]);
                    maze_result r;
                    int st = maze_solve(s[rule], sv, sx, sy, gx, gy, NULL, &r);
                    if (!maze_solver_fits(sv, g[rule])) {
                        CHECK_EQ(st, MAZE_EUNSUPPORTED);
                        continue;
                    }
                    CHECK_EQ(st, MAZE_OK);
                    CHECK_EQ(r.found, !isinf(d[goal]));
                    if (!r.found) continue;
                    double c = path_cost(m, rule, &r, start, goal);
                    CHECK(c >= 0 && near(r.cost, c));
                    if (sv->flags & MAZE_SOLVER_OPTIMAL) CHECK(near(r.cost, d[goal]));
                    else CHECK(r.cost <= 2 * d[goal] + 1e-9);
                }
            }
            /* each rule allows every move of the one before: no cell costs more */
            if (rule) {
                size_t worse = 0, better = 0;
                for (size_t i = 0; i < n; i++) {
                    if (d[i] > prev[i] + 1e-9) worse++;
                    if (d[i] < prev[i] - 1e-9) better++;
                }
                CHECK_EQ(worse, 0);
                if (better) strict[rule]++;
            }
            memcpy(prev, d, n * sizeof *d);
        }
    }
    for (int rule = 0; rule < 4; rule++) {
        maze_search_destroy(s[rule]);
        maze_graph_destroy(g[rule]);
    }
    free(d);
    free(field);
    free(prev);
    free(done);
}

static void test_rules(void)
{
    int strict[4] = {0, 0, 0, 0};
    for (uint64_t seed = 1; seed <= 8; seed++) {
        tl_inst in;
        CHECK_EQ(tl_inst_map(&in, 23, 17, seed, 25 + (int)seed * 3, 8, (int)(seed & 1)), MAZE_OK);
        check_map(in.map, seed, strict);
        tl_inst_free(&in);
    }
    /* the rules differ on these maps: a test that cannot tell them apart would fail here */
    CHECK(strict[1] > 0 && strict[2] > 0 && strict[3] > 0);
}

/* jps: the no-corner graph of the new call is the graph of --moves 8 (the
 * same answers), and the other 8-move rules are refused. */
static void test_jps_rules(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 40, 30, 11, 30, 8, 0), MAZE_OK);
    maze_graph *g8, *nc, *oo, *al;
    CHECK_EQ(maze_graph_from_map(&g8, in.map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_map_diagonal(&nc, in.map, MAZE_DIAG_NO_CORNER, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_map_diagonal(&oo, in.map, MAZE_DIAG_ONE_OPEN, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_from_map_diagonal(&al, in.map, MAZE_DIAG_ALWAYS, NULL), MAZE_OK);
    CHECK_EQ(maze_graph_diagonal(g8), MAZE_DIAG_NO_CORNER);
    const maze_solver *jps = maze_solver_find("jps");
    CHECK(jps && (jps->flags & MAZE_SOLVER_NO_CORNER));
    CHECK_EQ(maze_solver_fits(jps, g8), 1);
    CHECK_EQ(maze_solver_fits(jps, nc), 1);
    CHECK_EQ(maze_solver_fits(jps, oo), 0);
    CHECK_EQ(maze_solver_fits(jps, al), 0);
    maze_search *a, *b;
    CHECK_EQ(maze_search_create(&a, g8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&b, nc, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 3);
    for (int q = 0; q < 50; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        maze_result ra, rb;
        CHECK_EQ(maze_solve(a, jps, sx, sy, gx, gy, NULL, &ra), MAZE_OK);
        CHECK_EQ(maze_solve(b, jps, sx, sy, gx, gy, NULL, &rb), MAZE_OK);
        CHECK(ra.found == rb.found && ra.length == rb.length && ra.expanded == rb.expanded);
        if (ra.found) CHECK(memcmp(ra.path, rb.path, ra.length * sizeof *ra.path) == 0);
    }
    maze_search *c;
    CHECK_EQ(maze_search_create(&c, al, NULL), MAZE_OK);
    maze_result r;
    CHECK_EQ(maze_solve(c, jps, 0, 0, 1, 1, NULL, &r), maze_graph_passable(al, 0, 0) && maze_graph_passable(al, 1, 1)
                                                          ? MAZE_EUNSUPPORTED : MAZE_ERANGE);
    maze_search_destroy(a);
    maze_search_destroy(b);
    maze_search_destroy(c);
    maze_graph_destroy(g8);
    maze_graph_destroy(nc);
    maze_graph_destroy(oo);
    maze_graph_destroy(al);
    tl_inst_free(&in);
}

/* The rules on the smallest map where they differ, by hand:
 *   . @      (0,0) to (1,1): never none; no-corner none; one-open none
 *   @ .      (both sides blocked); always one diagonal.
 * and with one side open, one-open and always take the diagonal. */
static void test_by_hand(void)
{
    const uint8_t both[4] = {1, 0, 0, 1}, one[4] = {1, 1, 0, 1};
    const struct {
        const uint8_t *open;
        double want[4];
    } cases[] = {
        {both, {INFINITY, INFINITY, INFINITY, TL_SQRT2}},
        {one, {2, 2, TL_SQRT2, TL_SQRT2}},
    };
    for (size_t k = 0; k < 2; k++) {
        maze_map *m;
        CHECK_EQ(maze_map_from_open(&m, 2, 2, cases[k].open, NULL), MAZE_OK);
        for (int rule = 0; rule < 4; rule++) {
            maze_graph *g;
            maze_search *s;
            CHECK_EQ(maze_graph_from_map_diagonal(&g, m, rule, NULL), MAZE_OK);
            CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
            maze_result r;
            CHECK_EQ(maze_solve(s, maze_solver_find("astar"), 0, 0, 1, 1, NULL, &r), MAZE_OK);
            CHECK_EQ(r.found, !isinf(cases[k].want[rule]));
            if (r.found) CHECK(near(r.cost, cases[k].want[rule]));
            maze_search_destroy(s);
            maze_graph_destroy(g);
        }
        maze_graph *bad = (maze_graph *)&cases;
        CHECK_EQ(maze_graph_from_map_diagonal(&bad, m, 4, NULL), MAZE_EINVAL);
        CHECK(bad == NULL);
        CHECK_EQ(maze_graph_from_map_diagonal(&bad, m, -1, NULL), MAZE_EINVAL);
        CHECK_EQ(maze_graph_from_map_diagonal(NULL, m, 1, NULL), MAZE_EINVAL);
        CHECK_EQ(maze_graph_from_map_diagonal(&bad, NULL, 1, NULL), MAZE_EINVAL);
        maze_map_destroy(m);
    }
    CHECK_EQ(maze_graph_diagonal(NULL), MAZE_DIAG_NEVER);
}

static int op_build(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze_map *map = NULL;
    maze_graph *g = NULL;
    if (maze_map_create(&map, 30, 20, a)) return -100;
    tl_alloc_arm(f, at);
    int st = maze_graph_from_map_diagonal(&g, map, MAZE_DIAG_ONE_OPEN, a);
    f->armed = 0; /* disarmed, its record of a failure kept */
    CHECK(st ? g == NULL : g != NULL);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    return st;
}

int main(void)
{
    test_rules();
    test_jps_rules();
    test_by_hand();
    CHECK(tl_alloc_sweep("diagonal", op_build, NULL) > 0);
    return check_done();
}
