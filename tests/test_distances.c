/* test_distances.c - Dijkstra maps of many sources and flow fields: the map
 * of many sources is the least of the single-source maps, the map towards
 * the sources is what the dijkstra, astar and bfs solvers pay to reach the
 * nearest one (and the reference's least cost), and a walk along the flow
 * field reaches a goal at exactly that cost; on random mazes and maps, with
 * and without costs, on a hex maze's cell graph and on dao/arena. */
#include "testlib.h"

static int close_to(double got, double want)
{
    if (isinf(want)) return isinf(got);
    return fabs(got - want) <= 1e-9 * (1 + want);
}

/* k distinct open cells of the instance, as indices. */
static size_t pick_sources(const tl_inst *in, maze_rng *rng, size_t k, uint32_t *src)
{
    int32_t w = tl_inst_width(in);
    for (size_t i = 0; i < k; i++) {
        int32_t x, y;
        tl_pick_open(in, rng, &x, &y);
        src[i] = (uint32_t)y * (uint32_t)w + (uint32_t)x;
    }
    return k;
}

/* The least cost from (x, y) to the nearest source by the reference, which
 * shares no code with the library. */
static double ref_to(const tl_inst *in, int32_t x, int32_t y, const uint32_t *src, size_t k, double *scratch)
{
    int32_t w = tl_inst_width(in);
    CHECK_EQ(tl_ref_distances(in, x, y, scratch), 0);
    double best = INFINITY;
    for (size_t i = 0; i < k; i++)
        if (scratch[src[i]] < best) best = scratch[src[i]];
    (void)w;
    return best;
}

/* Follows the flow field from cell c: a least-cost walk to a goal, each move
 * legal; returns its cost, or -1 when it breaks or loops. */
static double walk_flow(const tl_inst *in, const uint32_t *next, uint32_t c, size_t n)
{
    int32_t w = tl_inst_width(in);
    double cost = 0;
    for (size_t steps = 0; steps <= n; steps++) {
        uint32_t to = next[c];
        if (to == c) return cost;
        if (to == MAZE_FLOW_NONE || to >= n) return -1;
        int32_t x = (int32_t)(c % (uint32_t)w), y = (int32_t)(c / (uint32_t)w);
        int32_t dx = (int32_t)(to % (uint32_t)w) - x, dy = (int32_t)(to / (uint32_t)w) - y;
        if (!tl_move_ok(in, x, y, dx, dy)) return -1;
        cost += (dx && dy ? TL_SQRT2 : 1) * tl_cost(in, x + dx, y + dy);
        c = to;
    }
    return -1;
}

static void check_instance(const tl_inst *in, uint64_t seed)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    size_t n = (size_t)w * (size_t)h;
    double *from = malloc(n * sizeof *from), *to = malloc(n * sizeof *to), *one = malloc(n * sizeof *one);
    double *least = malloc(n * sizeof *least), *scratch = malloc(n * sizeof *scratch);
    uint32_t *next = malloc(n * sizeof *next);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    const maze_solver *dij = maze_solver_find("dijkstra"), *astar = maze_solver_find("astar");
    const maze_solver *bfs = maze_solver_find("bfs");
    for (size_t k = 1; k <= 4; k++) {
        uint32_t src[4];
        pick_sources(in, &rng, k, src);
        /* from: the least of the single-source maps */
        CHECK_EQ(maze_search_distances_multi(s, src, k, MAZE_DIST_FROM, from), MAZE_OK);
        for (size_t i = 0; i < n; i++) least[i] = INFINITY;
        for (size_t j = 0; j < k; j++) {
            CHECK_EQ(maze_search_distances(s, (int32_t)(src[j] % (uint32_t)w), (int32_t)(src[j] / (uint32_t)w), one),
                     MAZE_OK);
            for (size_t i = 0; i < n; i++)
                if (one[i] < least[i]) least[i] = one[i];
        }
        size_t bad = 0, unreached = 0;
        for (size_t i = 0; i < n; i++) {
            if (!close_to(from[i], least[i])) bad++;
            if (isinf(from[i])) unreached++;
        }
        CHECK_EQ(bad, 0);
        /* blocked cells are never reached */
        for (size_t i = 0; i < n; i++)
            if (!tl_open(in, (int32_t)(i % (size_t)w), (int32_t)(i / (size_t)w))) CHECK(isinf(from[i]));
        (void)unreached;
        /* to: the solvers' cost to the nearest source, and the reference's */
        CHECK_EQ(maze_search_distances_multi(s, src, k, MAZE_DIST_TO, to), MAZE_OK);
        CHECK_EQ(maze_flow_field(in->g, to, next), MAZE_OK);
        for (int q = 0; q < 12; q++) {
            int32_t x, y;
            tl_pick_open(in, &rng, &x, &y);
            size_t c = (size_t)y * (size_t)w + (size_t)x;
            double want = ref_to(in, x, y, src, k, scratch);
            CHECK(close_to(to[c], want));
            double best = INFINITY;
            for (size_t j = 0; j < k; j++) {
                int32_t gx = (int32_t)(src[j] % (uint32_t)w), gy = (int32_t)(src[j] / (uint32_t)w);
                maze_result r;
                CHECK_EQ(maze_solve(s, dij, x, y, gx, gy, NULL, &r), MAZE_OK);
                if (r.found && r.cost < best) best = r.cost;
                int found = r.found;
                double cost = r.cost;
                CHECK_EQ(maze_solve(s, astar, x, y, gx, gy, NULL, &r), MAZE_OK);
                CHECK_EQ(r.found, found);
                if (r.found) CHECK(close_to(r.cost, cost) && tl_check_path(in, &r, x, y, gx, gy) >= 0);
                if (maze_solver_fits(bfs, in->g)) {
                    maze_result rb;
                    CHECK_EQ(maze_solve(s, bfs, x, y, gx, gy, NULL, &rb), MAZE_OK);
                    CHECK_EQ(rb.found, r.found);
                    if (rb.found) CHECK(close_to(rb.cost, r.cost));
                }
            }
            CHECK(close_to(to[c], best));
            /* the flow field from here walks to a goal at that cost */
            double walked = walk_flow(in, next, (uint32_t)c, n);
            if (isinf(want)) CHECK_EQ(next[c], MAZE_FLOW_NONE);
            else CHECK(walked >= 0 && close_to(walked, want));
        }
        for (size_t j = 0; j < k; j++) CHECK_EQ(next[src[j]], src[j]);
        for (size_t i = 0; i < n; i++)
            if (isinf(to[i])) CHECK_EQ(next[i], MAZE_FLOW_NONE);
        /* without costs the two ways agree */
        if (!maze_map_has_costs(in->map)) {
            bad = 0;
            for (size_t i = 0; i < n; i++)
                if (!close_to(to[i], from[i])) bad++;
            CHECK_EQ(bad, 0);
        }
    }
    maze_search_destroy(s);
    free(from);
    free(to);
    free(one);
    free(least);
    free(scratch);
    free(next);
}

static void test_random(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_maze(&in, "dfs", 17, 11, 3, 0), MAZE_OK);
    check_instance(&in, 1);
    tl_inst_free(&in);
    CHECK_EQ(tl_inst_maze(&in, "kruskal", 23, 9, 4, 40), MAZE_OK);
    check_instance(&in, 2);
    tl_inst_free(&in);
    for (int moves = 4; moves <= 8; moves += 4)
        for (int costs = 0; costs <= 1; costs++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                CHECK_EQ(tl_inst_map(&in, 31, 19, seed * 10 + (uint64_t)(moves + costs), 30, moves, costs), MAZE_OK);
                check_instance(&in, seed);
                tl_inst_free(&in);
            }
}

/* A hex maze's cell graph: unit moves through open sides both ways. */
static void test_cells(void)
{
    const maze_topology *hex = maze_topology_find("hex");
    maze *m;
    CHECK_EQ(tl_topo_maze(&m, hex, 9, "kruskal", 5, 10, 20), MAZE_OK);
    maze_graph *g;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    size_t n = (size_t)maze_graph_width(g);
    double *to = malloc(n * sizeof *to), *one = malloc(n * sizeof *one);
    uint32_t *next = malloc(n * sizeof *next), src[3];
    size_t k = 0;
    for (uint32_t c = 0; c < n && k < 3; c += (uint32_t)n / 3)
        if (maze_graph_passable(g, (int32_t)c, 0)) src[k++] = c;
    CHECK(k >= 2);
    CHECK_EQ(maze_search_distances_multi(s, src, k, MAZE_DIST_TO, to), MAZE_OK);
    CHECK_EQ(maze_flow_field(g, to, next), MAZE_OK);
    const maze_solver *bfs = maze_solver_find("bfs");
    size_t bad = 0;
    for (uint32_t c = 0; c < n; c++) {
        double best = INFINITY;
        if (maze_graph_passable(g, (int32_t)c, 0))
            for (size_t j = 0; j < k; j++) {
                maze_result r;
                CHECK_EQ(maze_solve(s, bfs, (int32_t)c, 0, (int32_t)src[j], 0, NULL, &r), MAZE_OK);
                if (r.found && r.cost < best) best = r.cost;
            }
        if (!close_to(to[c], best)) bad++;
        if (isinf(best)) {
            if (next[c] != MAZE_FLOW_NONE) bad++;
            continue;
        }
        /* a walk along the field: one open side a step, as many steps as the distance */
        uint32_t at = c;
        for (double d = to[c]; d > 0; d--) {
            uint32_t to_cell = next[at];
            int side_open = 0;
            for (unsigned sd = 0; sd < maze_cell_sides(m, at); sd++)
                if (maze_cell_neighbor(m, at, sd) == (int64_t)to_cell && maze_cell_is_open(m, at, sd)) side_open = 1;
            if (!side_open || !(to[to_cell] == to[at] - 1)) {
                bad++;
                break;
            }
            at = to_cell;
        }
        if (to[at] != 0) bad++;
    }
    CHECK_EQ(bad, 0);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    free(to);
    free(one);
    free(next);
}

/* dao/arena: the field towards a few goals against the dijkstra and jps
 * solvers' costs on the shipped map, 8 moves. */
static void test_arena(void)
{
    maze_map *map = tl_read_data_map("dao/arena.map");
    if (!map) return;
    maze_graph *g;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    int32_t w = maze_graph_width(g), h = maze_graph_height(g);
    size_t n = (size_t)w * (size_t)h;
    double *to = malloc(n * sizeof *to), *one = malloc(n * sizeof *one);
    uint32_t *next = malloc(n * sizeof *next);
    uint32_t src[3];
    size_t k = 0;
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    while (k < 3) {
        uint32_t c = (uint32_t)maze_rng_below(&rng, n);
        if (maze_graph_passable(g, (int32_t)(c % (uint32_t)w), (int32_t)(c / (uint32_t)w))) src[k++] = c;
    }
    CHECK_EQ(maze_search_distances_multi(s, src, k, MAZE_DIST_TO, to), MAZE_OK);
    CHECK_EQ(maze_flow_field(g, to, next), MAZE_OK);
    const maze_solver *dij = maze_solver_find("dijkstra"), *jps = maze_solver_find("jps");
    size_t bad = 0, checked = 0, unreached = 0;
    for (size_t i = 0; i < n; i += 2) {
        int32_t x = (int32_t)(i % (size_t)w), y = (int32_t)(i / (size_t)w);
        if (!maze_graph_passable(g, x, y)) {
            if (!isinf(to[i]) || next[i] != MAZE_FLOW_NONE) bad++;
            continue;
        }
        double best = INFINITY, best_jps = INFINITY;
        for (size_t j = 0; j < k; j++) {
            maze_result r;
            int32_t gx = (int32_t)(src[j] % (uint32_t)w), gy = (int32_t)(src[j] / (uint32_t)w);
            CHECK_EQ(maze_solve(s, dij, x, y, gx, gy, NULL, &r), MAZE_OK);
            if (r.found && r.cost < best) best = r.cost;
            CHECK_EQ(maze_solve(s, jps, x, y, gx, gy, NULL, &r), MAZE_OK);
            if (r.found && r.cost < best_jps) best_jps = r.cost;
        }
        if (!close_to(to[i], best) || !close_to(to[i], best_jps)) bad++;
        if (isinf(best)) unreached++;
        /* a walk along the field to a goal */
        uint32_t at = (uint32_t)i;
        double cost = 0;
        for (size_t steps = 0; next[at] != at && steps < n; steps++) {
            uint32_t nx = next[at];
            if (nx == MAZE_FLOW_NONE) break;
            int dx = (int)(nx % (uint32_t)w) - (int)(at % (uint32_t)w), dy = (int)(nx / (uint32_t)w) - (int)(at / (uint32_t)w);
            if (abs(dx) > 1 || abs(dy) > 1) break;
            cost += dx && dy ? TL_SQRT2 : 1;
            at = nx;
        }
        if (!isinf(best) && (next[at] != at || !close_to(cost, best))) bad++;
        checked++;
    }
    CHECK_EQ(bad, 0);
    CHECK(checked > 400);
    (void)unreached;
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    free(to);
    free(one);
    free(next);
}

static void test_errors(void)
{
    maze_map *map;
    const uint8_t open[6] = {1, 0, 1, 1, 0, 1};
    CHECK_EQ(maze_map_from_open(&map, 3, 2, open, NULL), MAZE_OK);
    maze_graph *g;
    CHECK_EQ(maze_graph_from_map(&g, map, 4, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    double d[6] = {5, 5, 5, 5, 5, 5};
    uint32_t next[6];
    const uint32_t blocked[2] = {0, 1}, outside[1] = {6}, twice[3] = {2, 2, 5};
    CHECK_EQ(maze_search_distances_multi(s, blocked, 2, MAZE_DIST_FROM, d), MAZE_ERANGE);
    CHECK(d[0] == 5); /* untouched */
    CHECK_EQ(maze_search_distances_multi(s, outside, 1, MAZE_DIST_FROM, d), MAZE_ERANGE);
    CHECK_EQ(maze_search_distances_multi(s, blocked, 1, 2, d), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances_multi(s, NULL, 1, MAZE_DIST_FROM, d), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances_multi(s, NULL, 0, MAZE_DIST_TO, d), MAZE_OK);
    for (int i = 0; i < 6; i++) CHECK(isinf(d[i]));
    CHECK_EQ(maze_flow_field(g, d, next), MAZE_OK);
    for (int i = 0; i < 6; i++) CHECK_EQ(next[i], MAZE_FLOW_NONE);
    /* . @ .   sources 2 (twice) and 5: the right column; the left unreached */
    /* . @ .                                                               */
    CHECK_EQ(maze_search_distances_multi(s, twice, 3, MAZE_DIST_TO, d), MAZE_OK);
    CHECK(d[2] == 0 && d[5] == 0 && isinf(d[0]) && isinf(d[3]) && isinf(d[1]) && isinf(d[4]));
    CHECK_EQ(maze_flow_field(g, d, next), MAZE_OK);
    CHECK(next[2] == 2 && next[5] == 5 && next[0] == MAZE_FLOW_NONE && next[1] == MAZE_FLOW_NONE);
    CHECK_EQ(maze_search_distances_multi(s, blocked, 1, MAZE_DIST_FROM, d), MAZE_OK);
    CHECK(d[0] == 0 && d[3] == 1 && isinf(d[2]));
    CHECK_EQ(maze_flow_field(g, d, next), MAZE_OK);
    CHECK(next[3] == 0 && next[0] == 0);
    CHECK_EQ(maze_flow_field(NULL, d, next), MAZE_EINVAL);
    CHECK_EQ(maze_flow_field(g, NULL, next), MAZE_EINVAL);
    CHECK_EQ(maze_flow_field(g, d, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances_multi(NULL, blocked, 1, MAZE_DIST_FROM, d), MAZE_EINVAL);
    CHECK_EQ(maze_search_distances_multi(s, blocked, 1, MAZE_DIST_FROM, NULL), MAZE_EINVAL);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
}

/* Out of memory anywhere in a map of many sources: MAZE_ENOMEM, no leak. */
static int op_multi(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    tl_open_search o;
    if (tl_open_search_make(&o, 300, 200, 8, a)) return -100;
    double *d = malloc(300 * 200 * sizeof *d);
    uint32_t src[1500];
    for (uint32_t i = 0; i < 1500; i++) src[i] = i * 40;
    tl_alloc_arm(f, at);
    int st = maze_search_distances_multi(o.search, src, 1500, MAZE_DIST_TO, d);
    f->armed = 0; /* disarmed, its record of a failure kept */
    if (!st) CHECK(d[0] == 0 && d[1] == 1);
    free(d);
    tl_open_search_free(&o);
    return st;
}

int main(void)
{
    test_random();
    test_cells();
    test_arena();
    test_errors();
    CHECK(tl_alloc_sweep("multi", op_multi, NULL) > 0);
    return check_done();
}
