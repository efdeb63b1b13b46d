/* test_jps.c - the jps solver against a plain Dijkstra on random maps of many
 * sizes and densities, wall-maze block maps and corridors; every path is
 * checked move by move (dao/arena, every row, is in test_movingai.c). Its
 * tables come with the graph's first jps query, once, from any thread. */
#include "testlib.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Solves `queries` random starts x 6 random goals with jps and compares each
 * with Dijkstra; every path found is checked move by move. */
static void compare_on(const tl_inst *in, maze_rng *rng, int queries)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    maze_search *s = NULL;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    const maze_solver *jps = maze_solver_find("jps");
    double *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
    int bad = 0;
    for (int q = 0; q < queries && s; q++) {
        int32_t sx = (int32_t)maze_rng_below(rng, (uint64_t)w), sy = (int32_t)maze_rng_below(rng, (uint64_t)h);
        if (!tl_open(in, sx, sy)) continue;
        if (tl_ref_distances(in, sx, sy, dist)) { /* one run serves the 6 goals */
            bad++;
            continue;
        }
        for (int k = 0; k < 6; k++) {
            int32_t gx = (int32_t)maze_rng_below(rng, (uint64_t)w), gy = (int32_t)maze_rng_below(rng, (uint64_t)h);
            if (!tl_open(in, gx, gy)) continue;
            maze_result r;
            int st = maze_solve(s, jps, sx, sy, gx, gy, NULL, &r);
            double want = dist[(size_t)gy * (size_t)w + (size_t)gx];
            int ok = st == MAZE_OK && (isinf(want) ? !r.found && !r.length
                                                   : tl_check_path(in, &r, sx, sy, gx, gy) >= 0 &&
                                                         fabs(r.cost - want) < 1e-6);
            if (!ok) {
                fprintf(stderr, "%dx%d (%d,%d)->(%d,%d): status %d found %d cost %.6f, dijkstra %.6f\n", w, h, sx,
                        sy, gx, gy, st, r.found, r.cost, want);
                bad++;
            }
        }
    }
    CHECK_EQ(bad, 0);
    free(dist);
    maze_search_destroy(s);
}

/* An instance around an existing map, 8-connected. */
static int inst_of(tl_inst *in, maze_map *m)
{
    memset(in, 0, sizeof *in);
    in->map = m;
    in->moves = 8;
    return maze_graph_from_map(&in->g, m, 8, NULL);
}

/* ---- tests ---- */

static void test_random_maps(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 50}, {50, 3}, {63, 10}, {64, 9},
                                       {65, 11}, {127, 5}, {129, 33}, {200, 3}, {3, 200}, {31, 31}, {100, 100}};
    static const int pcts[] = {0, 5, 10, 20, 30, 40, 50};
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    uint64_t seed = 1;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (size_t d = 0; d < sizeof pcts / sizeof pcts[0]; d++)
            for (int rep = 0; rep < 3; rep++) {
                tl_inst in;
                CHECK_EQ(tl_inst_map(&in, sizes[i][0], sizes[i][1], seed++, pcts[d], 8, 0), MAZE_OK);
                if (in.g) compare_on(&in, &rng, 12);
                tl_inst_free(&in);
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
            maze_destroy(mz);
            tl_inst in;
            CHECK_EQ(inst_of(&in, m), MAZE_OK);
            if (in.g) compare_on(&in, &rng, 20);
            tl_inst_free(&in);
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
    tl_inst in;
    CHECK_EQ(inst_of(&in, m), MAZE_OK);
    if (in.g) compare_on(&in, &rng, 40);
    tl_inst_free(&in);
}

/* A forced neighbour whose blocked cell lies in the next 64-cell word of
 * the side line, for each scan direction and side: a corridor (row 1)
 * whose only way on is a gap in the row below (or above) that ends where
 * a word does, so the one jump point is the stop bit built across the
 * words' boundary (bits 63 and 64 of a line are cells 62 and 63). The
 * free octile line is blocked, so the search must find it. */
static void test_stops_across_words(void)
{
    for (int flip = 0; flip < 4; flip++) {
        int32_t w = 126, h = 3, side = flip & 2 ? 0 : 2; /* the gap's row: below or above row 1 */
        maze_map *m = NULL;
        CHECK_EQ(maze_map_create(&m, w, h, NULL), MAZE_OK);
        for (int32_t x = 0; x < w; x++) {
            int32_t mx = flip & 1 ? w - 1 - x : x; /* the eastward case: mirrored, cell 63 beside 62 still */
            if (x >= 63) maze_map_set(m, mx, side, 'T'); /* the gap: cells 0..62 of the side row */
            maze_map_set(m, mx, 2 - side, 'T'); /* the other side row: a wall */
        }
        int32_t bx = flip & 1 ? w - 2 : 1; /* a block in the corridor beside the goal's column */
        maze_map_set(m, bx, 1, 'T');
        tl_inst in;
        CHECK_EQ(inst_of(&in, m), MAZE_OK);
        maze_search *s = NULL;
        CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
        int32_t sx = flip & 1 ? w - 1 - 120 : 120, gx = flip & 1 ? w - 1 : 0;
        maze_result r;
        CHECK_EQ(maze_solve(s, maze_solver_find("jps"), sx, 1, gx, side, NULL, &r), MAZE_OK);
        double want = tl_ref_cost(&in, sx, 1, gx, side);
        CHECK(want > 0 && r.found && fabs(r.cost - want) < 1e-9);
        CHECK(r.expanded > 1); /* searched, not the free line */
        maze_search_destroy(s);
        tl_inst_free(&in);
    }
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
    tl_inst in = {NULL, m, g, 8};
    CHECK(tl_check_path(&in, &r, 0, 0, 65, 69) >= 0);
    CHECK(fabs(r.cost - (4 + 65 * TL_SQRT2)) < 1e-9);
    maze_rng rng;
    maze_rng_seed(&rng, 3);
    for (int i = 0; i < 4; i++) { /* and the reference searching for one goal */
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        CHECK_EQ(maze_solve(s, jps, sx, sy, gx, gy, NULL, &r), MAZE_OK);
        double want = tl_ref_cost(&in, sx, sy, gx, gy);
        CHECK(want < 0 ? !r.found : fabs(r.cost - want) < 1e-9 && tl_check_path(&in, &r, sx, sy, gx, gy) >= 0);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    /* jps needs 8 moves and unit costs */
    CHECK_EQ(maze_graph_from_map(&g, m, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    CHECK_EQ(tl_inst_maze(&in, "dfs", 5, 5, 1, 0), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    tl_inst_free(&in);
    CHECK_EQ(maze_map_set_cost(m, 3, 3, 2.0), MAZE_OK);
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(s, jps, 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(m);
}

/* The events of a jps solve: up to 4096. */
typedef struct ev_rec {
    maze_event ev[4096];
    int n, stop_at; /* stop_at: return nonzero at that event (0: never) */
} ev_rec;

static int record_ev(void *ud, const maze_event *ev)
{
    ev_rec *l = ud;
    if (l->n < 4096) l->ev[l->n] = *ev;
    return ++l->n == l->stop_at;
}

/* Whether the walk from (x2, y2) to (x, y), diagonal first, then straight,
 * crosses open cells only, with no corner cut. */
static int walk_open(const maze_map *m, const maze_event *e)
{
    int32_t ax = abs(e->x - e->x2), ay = abs(e->y - e->y2), d = ax < ay ? ax : ay;
    int32_t sx = (e->x > e->x2) - (e->x < e->x2), sy = (e->y > e->y2) - (e->y < e->y2), x = e->x2, y = e->y2;
    for (int32_t k = 0; k < d; k++, x += sx, y += sy)
        if (!maze_map_open(m, x + sx, y) || !maze_map_open(m, x, y + sy) || !maze_map_open(m, x + sx, y + sy)) return 0;
    int32_t ux = ax > d ? sx : 0, uy = ay > d ? sy : 0;
    for (int32_t k = 0; k < (ax > ay ? ax : ay) - d; k++, x += ux, y += uy)
        if (!maze_map_open(m, x + ux, y + uy)) return 0;
    return x == e->x && y == e->y;
}

/* With a callback jps gives a VISIT for each expansion (r.expanded of
 * them) and, after it, a FRONTIER for each jump point its scans reach:
 * (x2,y2) the cell just expanded, the walk to it open without cutting a
 * corner, and every cell expanded after the start one given as a jump
 * point before. A nonzero return stops it at a VISIT or a FRONTIER. */
static void test_events(void)
{
    maze_map *m = tl_random_map(40, 30, 11, 15);
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_map_set(m, 0, 0, '.');
    maze_map_set(m, 39, 29, '.');
    CHECK_EQ(maze_graph_from_map(&g, m, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    static ev_rec l;
    memset(&l, 0, sizeof l);
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.step = record_ev;
    o.step_ud = &l;
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("jps"), 0, 0, 39, 29, &o, &r), MAZE_OK);
    CHECK(r.found && l.n < 4096);
    static uint8_t jump[40 * 30];
    memset(jump, 0, sizeof jump);
    uint64_t visits = 0, jumps = 0;
    int32_t cx = -1, cy = -1;
    for (int i = 0; i < l.n; i++) {
        const maze_event *e = &l.ev[i];
        if (e->kind == MAZE_EV_VISIT) {
            CHECK(visits == 0 || jump[e->y * 40 + e->x]);
            visits++, cx = e->x, cy = e->y;
            continue;
        }
        CHECK_EQ(e->kind, MAZE_EV_FRONTIER);
        CHECK(e->x2 == cx && e->y2 == cy && walk_open(m, e));
        jump[e->y * 40 + e->x] = 1;
        jumps += abs(e->x - e->x2) > 1 || abs(e->y - e->y2) > 1;
    }
    CHECK_EQ(visits, r.expanded);
    CHECK(jumps > 0); /* scans longer than a step */
    for (int stop = 2; stop <= 3; stop++) { /* stopped at the start's first jump point, then the one after */
        memset(&l, 0, sizeof l);
        l.stop_at = stop;
        CHECK_EQ(maze_solve(s, maze_solver_find("jps"), 0, 0, 39, 29, &o, &r), MAZE_ECANCELLED);
        CHECK_EQ(l.n, stop);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(m);
}


/* The setup both memory tests share: a random 8-connected map, a counting
 * allocator given to the graph (counting jps's tables) or to the search
 * (counting its node records), a search, and a seeded rng for ends. */
typedef struct counted {
    maze_map *m;
    tl_alloc counter;
    maze_allocator a;
    tl_inst in;
    maze_search *s;
    maze_rng rng;
} counted;

enum { COUNT_GRAPH, COUNT_SEARCH };

static void counted_make(counted *c, int32_t w, int32_t h, uint64_t seed, int pct, int what, uint64_t ends_seed)
{
    memset(c, 0, sizeof *c);
    c->m = tl_random_map(w, h, seed, pct);
    c->a = tl_alloc_make(&c->counter);
    c->in = (tl_inst){NULL, c->m, NULL, 8};
    CHECK_EQ(maze_graph_from_map(&c->in.g, c->m, 8, what == COUNT_GRAPH ? &c->a : NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&c->s, c->in.g, what == COUNT_SEARCH ? &c->a : NULL), MAZE_OK);
    maze_rng_seed(&c->rng, ends_seed);
}

/* Random open ends; within `near` cells of each other on each axis when
 * near > 0. */
static void counted_ends(counted *c, int near, int32_t *sx, int32_t *sy, int32_t *gx, int32_t *gy)
{
    tl_pick_open(&c->in, &c->rng, sx, sy);
    if (!near) {
        tl_pick_open(&c->in, &c->rng, gx, gy);
        return;
    }
    int32_t w = maze_map_width(c->m), h = maze_map_height(c->m);
    do {
        *gx = *sx - near + (int32_t)maze_rng_below(&c->rng, 2 * (uint64_t)near + 1);
        *gy = *sy - near + (int32_t)maze_rng_below(&c->rng, 2 * (uint64_t)near + 1);
    } while (*gx < 0 || *gy < 0 || *gx >= w || *gy >= h || !tl_open(&c->in, *gx, *gy));
}

/* Solves with `name` and checks the cost against the reference search. */
static void counted_check(counted *c, const char *name, int32_t sx, int32_t sy, int32_t gx, int32_t gy,
                          maze_result *r)
{
    CHECK_EQ(maze_solve(c->s, maze_solver_find(name), sx, sy, gx, gy, NULL, r), MAZE_OK);
    double want = tl_ref_cost(&c->in, sx, sy, gx, gy);
    CHECK(want < 0 ? !r->found : r->found && fabs(r->cost - want) < 1e-9);
}

/* Everything freed back to the counting allocator. */
static void counted_free(counted *c)
{
    maze_search_destroy(c->s);
    maze_graph_destroy(c->in.g);
    CHECK_EQ(c->counter.live, 0);
    maze_map_destroy(c->m);
}

/* An 8-connected graph holds its move masks and passable bytes, not jps's
 * tables: the first jps query builds them (the bit rows, and the diagonal
 * memo's 4 bytes a cell, allocated zeroed and filled as queries walk; drawn
 * from the graph's allocator), later ones and other solvers reuse them
 * and add nothing to the graph. */
static void test_tables_on_first_use(void)
{
    const size_t n = 300 * 200;
    counted c;
    counted_make(&c, 300, 200, 9, 20, COUNT_GRAPH, 4);
    size_t built = c.counter.bytes;
    CHECK(built < 3 * n); /* masks and passable bytes: 2 a cell */
    int32_t sx, sy, gx, gy;
    counted_ends(&c, 0, &sx, &sy, &gx, &gy);
    maze_result r;
    counted_check(&c, "astar", sx, sy, gx, gy, &r);
    CHECK_EQ(c.counter.bytes, built);
    counted_check(&c, "jps", sx, sy, gx, gy, &r);
    size_t with_tables = c.counter.bytes;
    CHECK(with_tables >= built + 4 * n);
    for (int i = 0; i < 20; i++) {
        counted_ends(&c, 0, &sx, &sy, &gx, &gy);
        CHECK_EQ(maze_solve(c.s, maze_solver_find("jps"), sx, sy, gx, gy, NULL, &r), MAZE_OK);
        CHECK_EQ(maze_solve(c.s, maze_solver_find("bidir"), sx, sy, gx, gy, NULL, &r), MAZE_OK);
    }
    CHECK_EQ(c.counter.bytes, with_tables);
    counted_free(&c);
}

/* jps's node records come a block of 32 cells at a time where its searches
 * go, from the search's allocator: short queries on a large map take a
 * small part of the 16 bytes a cell that a record for every cell would
 * (the directory's 8 bytes a block, and the blocks reached), exactly
 * answered, and a search on the whole map afterwards still is. */
static void test_records_on_demand(void)
{
    const int32_t w = 512, h = 512;
    const size_t n = (size_t)w * (size_t)h;
    counted c;
    counted_make(&c, w, h, 13, 15, COUNT_SEARCH, 6);
    size_t made = c.counter.bytes;
    int searched = 0;
    maze_result r;
    for (int i = 0; i < 40; i++) {
        int32_t sx, sy, gx, gy;
        counted_ends(&c, 24, &sx, &sy, &gx, &gy);
        counted_check(&c, "jps", sx, sy, gx, gy, &r);
        searched += r.expanded > 1; /* not answered by the free line alone */
    }
    CHECK(searched >= 20);
    CHECK(c.counter.bytes - made < 2 * n); /* under 2 bytes a cell (0.47 here), where records for all took 16 */
    int32_t sx = 0, sy = 0, gx = w - 1, gy = h - 1;
    while (!tl_open(&c.in, sx, sy)) sx++;
    while (!tl_open(&c.in, gx, gy)) gx--;
    counted_check(&c, "jps", sx, sy, gx, gy, &r);
    counted_free(&c);
}

/* ---- many threads on one graph whose tables are not built yet ---- */

/* A counting allocator that threads may share. */
typedef struct shared_count {
    pthread_mutex_t lock;
    tl_alloc counter;
} shared_count;

static void *shared_alloc(void *ud, void *p, size_t n)
{
    shared_count *c = ud;
    pthread_mutex_lock(&c->lock);
    void *q = tl_alloc_fn(&c->counter, p, n);
    pthread_mutex_unlock(&c->lock);
    return q;
}

enum { QUERIES = 64, THREADS = 4 };

typedef struct query_set {
    const maze_graph *g;
    int32_t pts[QUERIES][4];
    double cost[QUERIES];
    uint64_t expanded[QUERIES];
    pthread_barrier_t *go;
    int status;
} query_set;

/* Runs every query with jps on q->g (after the barrier, when given). */
static void *run_queries(void *arg)
{
    query_set *q = arg;
    maze_search *s = NULL;
    q->status = maze_search_create(&s, q->g, NULL);
    if (q->go) pthread_barrier_wait(q->go);
    for (int i = 0; i < QUERIES && !q->status; i++) {
        maze_result r;
        q->status = maze_solve(s, maze_solver_find("jps"), q->pts[i][0], q->pts[i][1], q->pts[i][2], q->pts[i][3],
                               NULL, &r);
        q->cost[i] = r.found ? r.cost : -1;
        q->expanded[i] = r.expanded;
    }
    maze_search_destroy(s);
    return NULL;
}

/* Threads that start their first jps queries on a fresh shared graph at
 * once get the answers of one thread alone, and the graph builds its tables
 * once: it ends up holding what a graph queried by one thread holds. */
static void test_threads_share_graph(void)
{
    maze_map *m = tl_random_map(257, 190, 21, 25);
    shared_count one = {PTHREAD_MUTEX_INITIALIZER, {0}}, many = {PTHREAD_MUTEX_INITIALIZER, {0}};
    maze_allocator a1 = {shared_alloc, &one}, a2 = {shared_alloc, &many};
    maze_graph *g1 = NULL, *g2 = NULL;
    CHECK_EQ(maze_graph_from_map(&g1, m, 8, &a1), MAZE_OK);
    CHECK_EQ(maze_graph_from_map(&g2, m, 8, &a2), MAZE_OK);
    static query_set ref, q[THREADS];
    tl_inst in = {NULL, m, g1, 8};
    maze_rng rng;
    maze_rng_seed(&rng, 8);
    for (int i = 0; i < QUERIES; i++) {
        tl_pick_open(&in, &rng, &ref.pts[i][0], &ref.pts[i][1]);
        tl_pick_open(&in, &rng, &ref.pts[i][2], &ref.pts[i][3]);
    }
    ref.g = g1;
    run_queries(&ref);
    CHECK_EQ(ref.status, MAZE_OK);
    pthread_barrier_t go;
    pthread_barrier_init(&go, NULL, THREADS);
    pthread_t tid[THREADS];
    for (int t = 0; t < THREADS; t++) {
        q[t] = ref;
        q[t].g = g2;
        q[t].go = &go;
        CHECK_EQ(pthread_create(&tid[t], NULL, run_queries, &q[t]), 0);
    }
    for (int t = 0; t < THREADS; t++) pthread_join(tid[t], NULL);
    pthread_barrier_destroy(&go);
    for (int t = 0; t < THREADS; t++) {
        CHECK_EQ(q[t].status, MAZE_OK);
        CHECK(memcmp(q[t].cost, ref.cost, sizeof ref.cost) == 0);
        CHECK(memcmp(q[t].expanded, ref.expanded, sizeof ref.expanded) == 0);
    }
    CHECK_EQ(many.counter.bytes, one.counter.bytes);
    CHECK_EQ(many.counter.live, one.counter.live);
    maze_graph_destroy(g1);
    maze_graph_destroy(g2);
    CHECK_EQ(one.counter.live + many.counter.live, 0);
    maze_map_destroy(m);
}

int main(void)
{
    test_random_maps();
    test_maze_block_maps();
    test_corridors();
    test_stops_across_words();
    test_unreachable_and_trivial();
    test_events();
    test_tables_on_first_use();
    test_records_on_demand();
    test_threads_share_graph();
    return check_done();
}
