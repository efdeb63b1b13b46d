/* test_jps.c - the jps solver against a plain Dijkstra on random maps of many
 * sizes and densities, wall-maze block maps, corridors and the Moving AI
 * dao/arena scenario; every path is checked move by move. */
#include "check.h"
#include "maze.h"

#include "../bench/movingai_min.h"

#include <math.h>

/* ---- reference: Dijkstra over the 8-connected no-corner-cutting grid ---- */

typedef struct ref_item {
    double d;
    uint32_t v;
} ref_item;

static int open_at(const maze_map *m, int32_t x, int32_t y) { return maze_map_open(m, x, y); }

static void ref_push(ref_item *h, size_t *n, ref_item it)
{
    size_t i = (*n)++;
    while (i > 0 && h[(i - 1) / 2].d > it.d) {
        h[i] = h[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h[i] = it;
}

static ref_item ref_pop(ref_item *h, size_t *n)
{
    ref_item top = h[0], last = h[--*n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= *n) break;
        if (c + 1 < *n && h[c + 1].d < h[c].d) c++;
        if (h[c].d >= last.d) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = last;
    return top;
}

/* Fills dist (w*h, INFINITY where unreachable) from (sx, sy). */
static void dijkstra(const maze_map *m, int32_t sx, int32_t sy, double *dist)
{
    int32_t w = maze_map_width(m), h = maze_map_height(m);
    size_t n = (size_t)w * (size_t)h, hn = 0;
    ref_item *heap = malloc(8 * n * sizeof *heap + sizeof *heap);
    for (size_t i = 0; i < n; i++) dist[i] = INFINITY;
    dist[(size_t)sy * (size_t)w + (size_t)sx] = 0;
    ref_push(heap, &hn, (ref_item){0, (uint32_t)sy * (uint32_t)w + (uint32_t)sx});
    static const int dx[8] = {0, 1, 0, -1, 1, 1, -1, -1}, dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    while (hn) {
        ref_item it = ref_pop(heap, &hn);
        if (it.d > dist[it.v]) continue;
        int32_t x = (int32_t)(it.v % (uint32_t)w), y = (int32_t)(it.v / (uint32_t)w);
        for (int k = 0; k < 8; k++) {
            int32_t nx = x + dx[k], ny = y + dy[k];
            if (!open_at(m, nx, ny)) continue;
            if (k >= 4 && (!open_at(m, x + dx[k], y) || !open_at(m, x, y + dy[k]))) continue;
            uint32_t v = (uint32_t)ny * (uint32_t)w + (uint32_t)nx;
            double d = it.d + (k >= 4 ? M_SQRT2 : 1.0);
            if (d < dist[v] - 1e-9) {
                dist[v] = d;
                ref_push(heap, &hn, (ref_item){d, v});
            }
        }
    }
    free(heap);
}

/* ---- path check: every cell listed, single legal moves, cost adds up ---- */

static int path_ok(const maze_map *m, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    uint32_t w = (uint32_t)maze_map_width(m);
    if (!r->found || r->length < 1 || !r->path) return 0;
    if (r->path[0] != (uint32_t)sy * w + (uint32_t)sx) return 0;
    if (r->path[r->length - 1] != (uint32_t)gy * w + (uint32_t)gx) return 0;
    double cost = 0;
    for (size_t i = 0; i + 1 < r->length; i++) {
        int32_t x0 = (int32_t)(r->path[i] % w), y0 = (int32_t)(r->path[i] / w);
        int32_t x1 = (int32_t)(r->path[i + 1] % w), y1 = (int32_t)(r->path[i + 1] / w);
        int32_t ddx = x1 - x0, ddy = y1 - y0;
        if (ddx < -1 || ddx > 1 || ddy < -1 || ddy > 1 || (ddx == 0 && ddy == 0)) return 0;
        if (!open_at(m, x0, y0) || !open_at(m, x1, y1)) return 0;
        if (ddx && ddy && (!open_at(m, x1, y0) || !open_at(m, x0, y1))) return 0; /* corner cut */
        cost += ddx && ddy ? M_SQRT2 : 1.0;
    }
    return fabs(cost - r->cost) < 1e-6;
}

/* ---- helpers ---- */

static maze_map *random_map(int32_t w, int32_t h, double density, maze_rng *rng)
{
    maze_map *m = NULL;
    if (maze_map_create(&m, w, h, NULL)) return NULL;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++)
            if (maze_rng_double(rng) < density) maze_map_set(m, x, y, '@');
    return m;
}

/* Solves `queries` random open pairs with jps and compares with Dijkstra. */
static void compare_on(const maze_map *m, maze_rng *rng, int queries)
{
    int32_t w = maze_map_width(m), h = maze_map_height(m);
    maze_graph *g = NULL;
    maze_search *s = NULL;
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    const maze_solver *jps = maze_solver_find("jps");
    double *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
    int bad = 0;
    for (int q = 0; q < queries && g && s; q++) {
        int32_t sx = (int32_t)maze_rng_below(rng, (uint64_t)w), sy = (int32_t)maze_rng_below(rng, (uint64_t)h);
        if (!open_at(m, sx, sy)) continue;
        dijkstra(m, sx, sy, dist);
        for (int k = 0; k < 6; k++) {
            int32_t gx = (int32_t)maze_rng_below(rng, (uint64_t)w), gy = (int32_t)maze_rng_below(rng, (uint64_t)h);
            if (!open_at(m, gx, gy)) continue;
            maze_result r;
            if (maze_solve(s, jps, sx, sy, gx, gy, NULL, &r) != MAZE_OK) {
                bad++;
                continue;
            }
            double want = dist[(size_t)gy * (size_t)w + (size_t)gx];
            if (isinf(want) ? r.found || r.length : !path_ok(m, &r, sx, sy, gx, gy) || fabs(r.cost - want) > 1e-6) {
                fprintf(stderr, "%dx%d (%d,%d)->(%d,%d): jps %d %.6f, dijkstra %.6f\n", w, h, sx, sy, gx, gy,
                        r.found, r.cost, want);
                bad++;
            }
        }
    }
    CHECK_EQ(bad, 0);
    free(dist);
    maze_search_destroy(s);
    maze_graph_destroy(g);
}

/* ---- tests ---- */

static void test_random_maps(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 50}, {50, 3}, {63, 10}, {64, 9},
                                       {65, 11}, {127, 5}, {129, 33}, {200, 3}, {3, 200}, {31, 31}, {100, 100}};
    static const double dens[] = {0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5};
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (size_t d = 0; d < sizeof dens / sizeof dens[0]; d++)
            for (int rep = 0; rep < 3; rep++) {
                maze_map *m = random_map(sizes[i][0], sizes[i][1], dens[d], &rng);
                CHECK(m != NULL);
                if (m) compare_on(m, &rng, 12);
                maze_map_destroy(m);
            }
}

/* Wall mazes drawn as block maps: corridors one cell wide, many dead ends. */
static void test_maze_block_maps(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 20}, {20, 1}, {31, 17}, {32, 32}, {40, 25}};
    maze_rng rng;
    maze_rng_seed(&rng, 11);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            maze *mz = NULL;
            maze_map *m = NULL;
            CHECK_EQ(maze_generate(&mz, seed & 1 ? "dfs" : "bfs", sizes[i][0], sizes[i][1], seed, NULL, NULL),
                     MAZE_OK);
            CHECK_EQ(maze_map_from_maze(&m, mz, NULL), MAZE_OK);
            if (m) compare_on(m, &rng, 20);
            maze_map_destroy(m);
            maze_destroy(mz);
        }
}

/* Open rooms joined by one-cell doors, and long corridors across word
 * boundaries in both directions. */
static void test_corridors(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 5);
    maze_map *m = NULL;
    CHECK_EQ(maze_map_create(&m, 300, 140, NULL), MAZE_OK);
    for (int32_t y = 0; y < 140; y++)
        for (int32_t x = 0; x < 300; x++) {
            int wall = (x % 70 == 69 && y % 35 != 17) || (y % 35 == 34 && x % 70 != 30);
            if (wall) maze_map_set(m, x, y, 'T');
        }
    compare_on(m, &rng, 40);
    maze_map_destroy(m);
}

static void test_unreachable_and_trivial(void)
{
    maze_map *m = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    const maze_solver *jps = maze_solver_find("jps");
    CHECK(jps != NULL);
    CHECK(jps && (jps->flags & MAZE_SOLVER_OPTIMAL) && (jps->flags & MAZE_SOLVER_MOVES8));
    CHECK_EQ(maze_map_create(&m, 70, 70, NULL), MAZE_OK);
    for (int32_t y = 0; y < 70; y++) maze_map_set(m, 66, y, '@'); /* a wall splits the map */
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    maze_result r;
    CHECK_EQ(maze_solve(s, jps, 0, 0, 69, 69, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK_EQ(r.length, 0);
    CHECK(r.expanded > 0);
    CHECK_EQ(maze_solve(s, jps, 5, 9, 5, 9, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 1);
    CHECK_EQ(r.length, 1);
    CHECK(r.cost == 0);
    CHECK(r.path && r.path[0] == 9 * 70 + 5);
    CHECK_EQ(maze_solve(s, jps, 66, 3, 0, 0, NULL, &r), MAZE_ERANGE); /* blocked start */
    CHECK_EQ(maze_solve(s, jps, 0, 0, 70, 0, NULL, &r), MAZE_ERANGE);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 65, 69, NULL, &r), MAZE_OK);
    CHECK(path_ok(m, &r, 0, 0, 65, 69));
    CHECK(fabs(r.cost - (4 + 65 * M_SQRT2)) < 1e-9);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    /* jps needs 8 moves and unit costs */
    CHECK_EQ(maze_graph_from_map(&g, m, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    CHECK_EQ(maze_map_set_cost(m, 3, 3, 2.0), MAZE_OK);
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(m);
}

static int count_visits(void *ud, const maze_event *ev)
{
    int *n = ud;
    CHECK_EQ(ev->kind, MAZE_EV_VISIT);
    return ++*n >= 2; /* stop at the second expansion */
}

static void test_events(void)
{
    maze_map *m = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    CHECK_EQ(maze_map_create(&m, 20, 20, NULL), MAZE_OK);
    for (int32_t y = 0; y < 19; y++) maze_map_set(m, 10, y, '@');
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    int n = 0;
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.step = count_visits;
    o.step_ud = &n;
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("jps"), 0, 0, 19, 0, &o, &r), MAZE_ECANCELLED);
    CHECK_EQ(n, 2);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(m);
}

/* Every query of dao/arena matches its published optimum. */
static void test_arena(void)
{
    const char *shared = getenv("MAZE_SHARED");
    CHECK(shared != NULL);
    if (!shared) return;
    char mp[4096], sp[4096];
    snprintf(mp, sizeof mp, "%s/movingai/dao/arena.map", shared);
    snprintf(sp, sizeof sp, "%s/movingai/dao/arena.map.scen", shared);
    maze_map *m = mm_read_map(mp);
    size_t nq = 0;
    mm_query *q = mm_read_scen(sp, &nq);
    CHECK(m && q);
    CHECK(nq >= 160);
    maze_graph *g = NULL;
    maze_search *s = NULL;
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    size_t good = 0;
    for (size_t i = 0; i < nq && s; i++) {
        maze_result r;
        int st = maze_solve(s, maze_solver_find("jps"), q[i].sx, q[i].sy, q[i].gx, q[i].gy, NULL, &r);
        if (st == MAZE_OK && mm_cost_ok(&q[i], r.cost) && path_ok(m, &r, q[i].sx, q[i].sy, q[i].gx, q[i].gy))
            good++;
        else
            fprintf(stderr, "arena row %zu: status %d cost %.5f want %.5f\n", i + 2, st, r.cost, q[i].opt);
    }
    CHECK_EQ(good, nq);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(m);
    free(q);
}

int main(void)
{
    test_random_maps();
    test_maze_block_maps();
    test_corridors();
    test_unreachable_and_trivial();
    test_events();
    test_arena();
    return check_done();
}
