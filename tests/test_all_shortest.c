/* test_all_shortest.c - the all-shortest solver and maze_search_all_shortest
 * against an independent computation: the cells c with dist(s,c) +
 * dist(c,g) == dist(s,g), from two runs of testlib's own BFS, on mazes of
 * every topology with loops and disabled cells and on block maps; its
 * events, its path, its refusals, and the picture layer that draws it. */
#include "testlib.h"

#include <string.h>

typedef struct marks {
    uint8_t *on;        /* MAZE_EV_MARK cells */
    uint64_t n, visits, marks;
    int32_t w;          /* a point's x + y*w is its cell */
} marks;

static int on_event(void *ud, const maze_event *ev)
{
    marks *k = ud;
    if (ev->kind == MAZE_EV_VISIT) k->visits++;
    if (ev->kind == MAZE_EV_MARK) {
        uint64_t c = (uint64_t)ev->y * (uint64_t)k->w + (uint64_t)ev->x;
        if (c < k->n) k->on[c] = 1;
        k->marks++;
    }
    return 0;
}

/* The reference set for cells a -> b from the two distance maps; its size. */
static uint64_t reference(const int64_t *da, const int64_t *db, uint64_t n, uint32_t b, uint8_t *ref)
{
    uint64_t count = 0;
    for (uint64_t c = 0; c < n; c++) {
        ref[c] = da[b] >= 0 && da[c] >= 0 && db[c] >= 0 && da[c] + db[c] == da[b];
        count += ref[c];
    }
    return count;
}

/* One query a -> b of maze m's graph: the call and the solver against the
 * reference. Returns 1 when both agree with it. */
static int one_query(const maze *m, maze_search *s, uint32_t a, uint32_t b, int64_t *da, int64_t *db, uint8_t *on,
                     uint8_t *ref, marks *k)
{
    uint64_t n = maze_cell_total(m);
    int rect = !strcmp(maze_topology_of(m)->name, "rect");
    int32_t w = rect ? maze_width(m) : (int32_t)n;
    int32_t ax = (int32_t)(a % (uint32_t)w), ay = (int32_t)(a / (uint32_t)w);
    int32_t bx = (int32_t)(b % (uint32_t)w), by = (int32_t)(b / (uint32_t)w);
    CHECK_EQ(tl_cell_bfs(m, a, da), 0);
    CHECK_EQ(tl_cell_bfs(m, b, db), 0);
    uint64_t want = reference(da, db, n, b, ref), count = 99;
    memset(on, 7, (size_t)n); /* every byte is written */
    CHECK_EQ(maze_search_all_shortest(s, ax, ay, bx, by, on, &count), MAZE_OK);
    int ok = count == want && memcmp(on, ref, (size_t)n) == 0;
    memset(k->on, 0, (size_t)n);
    k->visits = k->marks = 0;
    maze_solve_opts o = {.step = on_event, .step_ud = k};
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("all-shortest"), ax, ay, bx, by, &o, &r), MAZE_OK);
    ok = ok && r.found == (da[b] >= 0) && k->marks == want && memcmp(k->on, ref, (size_t)n) == 0;
    ok = ok && k->visits == r.expanded;
    if (r.found) {
        ok = ok && (int64_t)r.length - 1 == da[b] && r.path[0] == a && r.path[r.length - 1] == b;
        for (size_t i = 0; ok && i < r.length; i++) ok = ref[r.path[i]] && (!i || tl_cell_joined(m, r.path[i - 1], r.path[i]));
    }
    return ok;
}

/* Every topology, perfect and with loops (many shortest paths), some cells
 * disabled (goals out of reach). */
static void test_topologies(void)
{
    static const struct {
        int32_t size;
        int off, loops;
    } kinds[] = {{1, 0, 0}, {4, 0, 0}, {7, 0, 40}, {9, 20, 30}, {12, 0, 200}};
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        long queries = 0, several = 0, bad = 0;
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *m;
                CHECK_EQ(tl_topo_maze(&m, topo, kinds[i].size, "dfs", seed, kinds[i].off, kinds[i].loops), MAZE_OK);
                if (maze_cell_count(m) == 0) {
                    maze_destroy(m);
                    continue;
                }
                maze_graph *g;
                maze_search *s;
                CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
                CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
                uint64_t n = maze_cell_total(m);
                int64_t *da = malloc((size_t)n * sizeof *da), *db = malloc((size_t)n * sizeof *db);
                uint8_t *on = malloc((size_t)n), *ref = malloc((size_t)n);
                marks k = {.on = malloc((size_t)n), .n = n,
                           .w = strcmp(topo->name, "rect") ? (int32_t)n : maze_width(m)};
                maze_rng rng;
                maze_rng_seed(&rng, seed * 7 + i);
                for (int q = 0; q < 10; q++) {
                    uint32_t a = tl_cell_pick(m, &rng), b = tl_cell_pick(m, &rng);
                    if (!one_query(m, s, a, b, da, db, on, ref, &k) && !bad++)
                        fprintf(stderr, "%s size %d loops %d seed %llu: %u -> %u disagrees with the reference\n",
                                topo->name, kinds[i].size, kinds[i].loops, (unsigned long long)seed, a, b);
                    queries++;
                    uint64_t c = 0;
                    for (uint64_t j = 0; j < n; j++) c += ref[j];
                    several += da[b] >= 0 && c > (uint64_t)da[b] + 1; /* more cells than one path has */
                }
                free(da);
                free(db);
                free(on);
                free(ref);
                free(k.on);
                maze_search_destroy(s);
                maze_graph_destroy(g);
                maze_destroy(m);
            }
        CHECK_EQ(bad, 0);
        CHECK(several > 0); /* the loops made queries with more than one shortest path */
        printf("%s: %ld queries agree with the two-BFS reference (%ld with several shortest paths)\n", topo->name,
               queries, several);
    }
}

/* A 4-connected block map: the reference from testlib's own Dijkstra. */
static void test_map(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 30, 20, 5, 40, 4, 0), MAZE_OK);
    int32_t w = tl_inst_width(&in), h = tl_inst_height(&in);
    size_t n = (size_t)w * (size_t)h;
    double *da = malloc(n * sizeof *da), *db = malloc(n * sizeof *db);
    uint8_t *on = malloc(n);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 9);
    int bad = 0, unreached = 0;
    for (int q = 0; q < 40; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        CHECK_EQ(tl_ref_distances(&in, sx, sy, da), 0);
        CHECK_EQ(tl_ref_distances(&in, gx, gy, db), 0);
        uint64_t count, want = 0;
        CHECK_EQ(maze_search_all_shortest(s, sx, sy, gx, gy, on, &count), MAZE_OK);
        double d = da[(size_t)gy * (size_t)w + (size_t)gx];
        unreached += isinf(d);
        for (size_t c = 0; c < n; c++) {
            int in_set = !isinf(d) && da[c] + db[c] == d;
            want += (uint64_t)in_set;
            bad += on[c] != in_set;
        }
        bad += count != want;
    }
    CHECK_EQ(bad, 0);
    CHECK(unreached > 0); /* 40% blocked: some goals cut off, whose set is empty */
    free(da);
    free(db);
    free(on);
    maze_search_destroy(s);
    tl_inst_free(&in);
}

/* What it refuses, and what it leaves alone. */
static void test_refusals(void)
{
    tl_inst mz, m8, c4;
    CHECK_EQ(tl_inst_maze(&mz, "dfs", 8, 6, 1, 5), MAZE_OK);
    CHECK_EQ(tl_inst_map(&m8, 8, 6, 1, 10, 8, 0), MAZE_OK);
    CHECK_EQ(tl_inst_map(&c4, 8, 6, 1, 10, 4, 1), MAZE_OK);
    maze_search *s, *s8, *sc;
    CHECK_EQ(maze_search_create(&s, mz.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s8, m8.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&sc, c4.g, NULL), MAZE_OK);
    uint8_t on[48];
    uint64_t count = 5;
    CHECK_EQ(maze_search_all_shortest(NULL, 0, 0, 7, 5, on, &count), MAZE_EINVAL);
    CHECK_EQ(maze_search_all_shortest(s, 0, 0, 7, 5, NULL, &count), MAZE_EINVAL);
    CHECK_EQ(maze_search_all_shortest(s, 0, 0, 7, 5, on, NULL), MAZE_EINVAL);
    memset(on, 9, sizeof on);
    CHECK_EQ(maze_search_all_shortest(s, 0, 0, 8, 5, on, &count), MAZE_ERANGE);
    CHECK_EQ(maze_search_all_shortest(s, -1, 0, 7, 5, on, &count), MAZE_ERANGE);
    CHECK(on[0] == 9 && on[47] == 9 && count == 5); /* untouched */
    int32_t x, y;
    maze_rng rng;
    maze_rng_seed(&rng, 2);
    tl_pick_open(&m8, &rng, &x, &y);
    CHECK_EQ(maze_search_all_shortest(s8, x, y, x, y, on, &count), MAZE_EUNSUPPORTED);
    tl_pick_open(&c4, &rng, &x, &y);
    CHECK_EQ(maze_search_all_shortest(sc, x, y, x, y, on, &count), MAZE_EUNSUPPORTED);
    /* A result of the search stays valid: the call does not touch its path. */
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 0, 0, 7, 5, NULL, &r), MAZE_OK);
    CHECK(r.found);
    uint32_t copy[48];
    memcpy(copy, r.path, r.length * sizeof *copy);
    CHECK_EQ(maze_search_all_shortest(s, 7, 0, 0, 5, on, &count), MAZE_OK);
    CHECK(memcmp(copy, r.path, r.length * sizeof *copy) == 0);
    /* From a cell to itself: that cell alone. */
    CHECK_EQ(maze_search_all_shortest(s, 3, 3, 3, 3, on, &count), MAZE_OK);
    CHECK_EQ(count, 1);
    CHECK_EQ(on[3 * 8 + 3], 1);
    maze_search_destroy(s);
    maze_search_destroy(s8);
    maze_search_destroy(sc);
    tl_inst_free(&mz);
    tl_inst_free(&m8);
    tl_inst_free(&c4);
}

/* How many times `needle` occurs in the sink's bytes. */
static int occurs(const tl_sink *k, const char *needle)
{
    int n = 0;
    size_t len = strlen(needle);
    for (size_t i = 0; i + len <= k->len; i++) n += memcmp(k->data + i, needle, len) == 0;
    return n;
}

/* The layer: the set's cells in shortest_color, and only with the layer on. */
static void test_layer(void)
{
    for (size_t t = 0; t < 2; t++) { /* rect, and a topology drawn by cairo */
        maze *m;
        CHECK_EQ(tl_topo_maze(&m, maze_topology_at(t), 6, "dfs", 3, 0, 12), MAZE_OK);
        maze_graph *g;
        maze_search *s;
        CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
        uint64_t n = maze_cell_total(m), count;
        uint8_t *on = malloc((size_t)n);
        int32_t gx = t ? (int32_t)n - 1 : maze_width(m) - 1, gy = t ? 0 : maze_height(m) - 1;
        CHECK_EQ(maze_search_all_shortest(s, 0, 0, gx, gy, on, &count), MAZE_OK);
        CHECK(count >= 2);
        maze_draw_opts o;
        maze_draw_opts_init(&o);
        CHECK_EQ(o.shortest_color, 0xffd700u);
        o.shortest = on;
        o.layers = MAZE_LAYER_SHORTEST;
        o.shortest_color = 0x00ff00;
        const char *green = t ? "fill:rgb(0%,100%,0%)" : "#00ff00"; /* as cairo and the rect writer say it */
        tl_sink with = {0}, without = {0};
        CHECK_EQ(maze_draw(m, "svg", &o, NULL, tl_sink_write, &with), MAZE_OK);
        o.layers = 0;
        CHECK_EQ(maze_draw(m, "svg", &o, NULL, tl_sink_write, &without), MAZE_OK);
        CHECK(occurs(&with, green) > 0);
        CHECK_EQ(occurs(&without, green), 0);
        if (t == 0) { /* rect's fills are runs of a row: at least one a row the set touches */
            int rows = 0;
            for (int32_t y = 0; y < maze_height(m); y++) {
                int any = 0;
                for (int32_t x = 0; x < maze_width(m); x++) any |= on[y * maze_width(m) + x];
                rows += any;
            }
            CHECK(occurs(&with, green) >= rows);
        } else {
            CHECK_EQ((uint64_t)occurs(&with, green), count); /* a polygon a cell */
        }
        tl_sink_free(&with);
        tl_sink_free(&without);
        free(on);
        maze_search_destroy(s);
        maze_graph_destroy(g);
        maze_destroy(m);
    }
}

int main(void)
{
    test_topologies();
    test_map();
    test_refusals();
    test_layer();
    return check_done();
}
