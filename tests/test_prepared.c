/* test_prepared.c - the prepared searches (JPS+ and the subgoal graph),
 * each in turn: every row of the shipped Moving AI scenario and random maps
 * of many sizes and densities give the optimum of astar and of a plain
 * Dijkstra, each path checked move by move; a prepared file reads back to
 * the same answers, and a file for another map or method, a stale one, a
 * damaged, truncated or forged one is refused. */
#include "testlib.h"
#include "solve/jps_plus.h" /* the subgoal handle's core (test_core_table) */

static int method = MAZE_PREP_JPS_PLUS; /* the method every test prepares by */
static int astar_only; /* 1: subgoal handles without the core's table, so queries are A*'s */

/* The core's table dropped (astar_only), or made where the graph has too
 * few subgoals to be given one (most maps here are small), so that the
 * tests below search by the table, then by A*. */
static void no_table(maze_prepared *p)
{
    if (!p || p->method != MAZE_PREP_SUBGOAL) return;
    if (astar_only) mz_sg_core_drop(&p->sg, &p->alloc);
    else if (!p->sg.uoff) CHECK_EQ(mz_sg_core_make(&p->sg, &p->alloc), MAZE_OK);
}

static int prep(maze_prepared **out, const maze_graph *g)
{
    int st = maze_prepare_method(out, g, method, NULL);
    if (!st) no_table(*out);
    return st;
}

/* Solves random queries on `in` with p and astar; each path found by p is
 * checked move by move and its cost held to the reference Dijkstra. Returns
 * the number of mismatches. */
static int compare_on(const tl_inst *in, const maze_prepared *p, maze_rng *rng, int queries)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    maze_search *s = NULL;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    double *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
    int bad = 0;
    for (int q = 0; q < queries && s && dist; q++) {
        int32_t sx, sy;
        tl_pick_open(in, rng, &sx, &sy);
        if (tl_ref_distances(in, sx, sy, dist)) {
            bad++;
            continue;
        }
        for (int k = 0; k < 6; k++) {
            int32_t gx, gy;
            tl_pick_open(in, rng, &gx, &gy);
            maze_result r;
            int st = maze_prepared_solve(s, p, sx, sy, gx, gy, &r);
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
    free(dist);
    maze_search_destroy(s);
    return bad;
}

/* p written and read back for g (the bytes in *out, the handle returned). */
static maze_prepared *round_trip(const maze_prepared *p, const maze_graph *g, tl_sink *out)
{
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, out), MAZE_OK);
    maze_prepared *back = NULL;
    maze_error_info err = {0, ""};
    CHECK_EQ(maze_prepared_read(&back, g, out->data, out->len, NULL, &err), MAZE_OK);
    if (err.message[0]) fprintf(stderr, "read: %s\n", err.message);
    no_table(back);
    if (back) { /* what was read writes back byte for byte (halves as read) */
        tl_sink again = {0};
        CHECK_EQ(maze_prepared_write(back, tl_sink_write, &again), MAZE_OK);
        CHECK(again.len == out->len && memcmp(again.data, out->data, out->len) == 0);
        tl_sink_free(&again);
    }
    return back;
}

static void test_random_maps(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 50}, {50, 3}, {63, 10},
                                       {65, 11}, {129, 33}, {3, 200}, {31, 31}, {100, 100}};
    static const int pcts[] = {0, 5, 10, 20, 30, 40, 50};
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    uint64_t seed = 1;
    int bad = 0, maps = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (size_t d = 0; d < sizeof pcts / sizeof pcts[0]; d++)
            for (int rep = 0; rep < 2; rep++) {
                tl_inst in;
                CHECK_EQ(tl_inst_map(&in, sizes[i][0], sizes[i][1], seed++, pcts[d], 8, 0), MAZE_OK);
                int any = 0;
                for (int32_t c = 0; c < sizes[i][0] * sizes[i][1]; c++)
                    any |= tl_open(&in, c % sizes[i][0], c / sizes[i][0]);
                maze_prepared *p = NULL;
                if (in.g && any) {
                    CHECK_EQ(prep(&p, in.g), MAZE_OK);
                    /* every other map searched through a file read back */
                    tl_sink b = {0};
                    maze_prepared *q = rep ? round_trip(p, in.g, &b) : NULL;
                    if (p) bad += compare_on(&in, q ? q : p, &rng, 8);
                    maps++;
                    maze_prepared_destroy(q);
                    tl_sink_free(&b);
                }
                maze_prepared_destroy(p);
                tl_inst_free(&in);
            }
    CHECK_EQ(bad, 0);
    CHECK(maps > 100);
}

/* Wall mazes drawn as block maps, rooms with doors, and a corridor longer
 * than a table entry holds (relay nodes). */
static void test_shapes(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 11);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        maze *mz = NULL;
        tl_inst in = {0};
        CHECK_EQ(maze_generate(&mz, seed & 1 ? "dfs" : "prim", 30 + (int32_t)seed, 20, seed, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_map_from_maze(&in.map, mz, NULL), MAZE_OK);
        maze_destroy(mz);
        in.moves = 8;
        CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
        maze_prepared *p = NULL;
        CHECK_EQ(prep(&p, in.g), MAZE_OK);
        if (p) CHECK_EQ(compare_on(&in, p, &rng, 15), 0);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    tl_inst in = {0};
    CHECK_EQ(maze_map_create(&in.map, 70000, 3, NULL), MAZE_OK);
    for (int32_t x = 0; x < 70000; x++)
        if (x % 20000 != 5) maze_map_set(in.map, x, 0, '@'); /* doors above a long corridor */
    for (int32_t x = 0; x < 70000; x += 3) maze_map_set(in.map, x, 2, x % 9000 ? '.' : '@');
    in.moves = 8;
    CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
    maze_prepared *p = NULL;
    CHECK_EQ(prep(&p, in.g), MAZE_OK);
    maze_search *s = NULL;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    maze_result r;
    CHECK_EQ(maze_prepared_solve(s, p, 1, 1, 69998, 1, &r), MAZE_OK);
    CHECK(r.found && fabs(r.cost - 69997) < 1e-9 && tl_check_path(&in, &r, 1, 1, 69998, 1) >= 0);
    CHECK_EQ(maze_prepared_solve(s, p, 69999, 2, 5, 0, &r), MAZE_OK);
    CHECK(r.found && fabs(r.cost - tl_ref_cost(&in, 69999, 2, 5, 0)) < 1e-6 &&
          tl_check_path(&in, &r, 69999, 2, 5, 0) >= 0);
    if (p) CHECK_EQ(compare_on(&in, p, &rng, 3), 0);
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* Walls across the map with two or three gaps each: paths wind far longer
 * than the octile distance, so a search's f climbs hundreds of steps above
 * where it began, past the subgoal search's window of buckets; entries wait
 * beyond it and must be dealt back in order as the window moves (one popped
 * out of turn reaches the goal by a longer way). */
/* Walls across the map every 4th row, each with two gaps (three with
 * `three`) drawn from rng, in the map too: the queries' ends are picked
 * on it. */
static void cut_walls(tl_inst *in, maze_rng *rng, int three)
{
    if (!in->g) return;
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    for (int32_t y = 4; y < h - 1; y += 4) {
        int32_t g1 = (int32_t)maze_rng_below(rng, (uint64_t)w), g2 = (int32_t)maze_rng_below(rng, (uint64_t)w);
        int32_t g3 = three ? (int32_t)maze_rng_below(rng, (uint64_t)w) : g2;
        for (int32_t x = 0; x < w; x++)
            if (x != g1 && x != g2 && x != g3) {
                CHECK_EQ(maze_map_set(in->map, x, y, '@'), MAZE_OK);
                CHECK_EQ(maze_graph_set_open(in->g, x, y, 0), MAZE_OK);
            }
    }
}

static void test_long_detours(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 31);
    int bad = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        tl_inst in;
        int32_t w = 200 + (int32_t)seed * 20, h = 81;
        CHECK_EQ(tl_inst_map(&in, w, h, seed + 500, (int)(seed % 3) * 4, 8, 0), MAZE_OK);
        cut_walls(&in, &rng, seed & 1);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(prep(&p, in.g), MAZE_OK);
        if (p) bad += compare_on(&in, p, &rng, 10);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK_EQ(bad, 0);
}

/* A query that runs out of memory part way leaves nothing behind for the
 * next query on the same search: the frontier's buckets held entries of
 * the failed query (their bit cleared before the failing call), which a
 * later query popped as its own. Maps as test_long_detours', two gaps a
 * wall; each allocation of a corner-to-corner query failed in turn, then
 * the same 30 queries checked against Dijkstra. */
static void test_query_after_out_of_memory(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 31);
    int bad = 0, failed = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        tl_inst in;
        int32_t w = 200 + (int32_t)seed * 20, h = 81;
        CHECK_EQ(tl_inst_map(&in, w, h, seed + 500, (int)(seed % 3) * 4, 8, 0), MAZE_OK);
        cut_walls(&in, &rng, 0);
        maze_prepared *p = NULL;
        if (!in.g || prep(&p, in.g) != MAZE_OK) { CHECK(0); tl_inst_free(&in); continue; }
        int32_t q[30][4], ax = 0, ay = 0, bx = w - 1, by = h - 1;
        double want[30];
        maze_rng qr;
        maze_rng_seed(&qr, seed * 1000 + 7);
        for (int k = -1; k < 30; k++) { /* the first pair is not a query: the draws as first written */
            int32_t e[4];
            tl_pick_open(&in, &qr, &e[0], &e[1]);
            tl_pick_open(&in, &qr, &e[2], &e[3]);
            if (k < 0) continue;
            memcpy(q[k], e, sizeof e);
            want[k] = tl_ref_cost(&in, e[0], e[1], e[2], e[3]);
        }
        while (!tl_open(&in, ax, ay)) ax++;
        while (!tl_open(&in, bx, by)) bx--;
        for (long at = 1;; at++) {
            tl_alloc f = {0};
            maze_allocator a = tl_alloc_make(&f);
            maze_search *s = NULL;
            maze_result r;
            CHECK_EQ(maze_search_create(&s, in.g, &a), MAZE_OK);
            tl_alloc_arm(&f, at);
            int st = maze_prepared_solve(s, p, ax, ay, bx, by, &r);
            tl_alloc_arm(&f, 0);
            for (int k = 0; k < 30 && s; k++) {
                int sk = maze_prepared_solve(s, p, q[k][0], q[k][1], q[k][2], q[k][3], &r);
                if (sk || (want[k] < 0 ? r.found : !r.found || fabs(r.cost - want[k]) > 1e-6)) bad++;
            }
            maze_search_destroy(s);
            if (st != MAZE_ENOMEM) break;
            failed++;
        }
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(failed >= 8);
    CHECK_EQ(bad, 0);
}

/* Every pair of open cells of a small map against a Dijkstra from each:
 * the maps where a path must go on straight past a subgoal it does not bend
 * at (the taut edges drop the edge into it), or reach the goal from behind
 * one. Returns the number of mismatches. */
static int all_pairs(const tl_inst *in, const maze_prepared *p)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    maze_search *s = NULL;
    double *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
    int bad = maze_search_create(&s, in->g, NULL) != MAZE_OK || !dist;
    for (int32_t a = 0; a < w * h && !bad; a++) {
        if (!tl_open(in, a % w, a / w) || tl_ref_distances(in, a % w, a / w, dist)) continue;
        for (int32_t b = 0; b < w * h; b++) {
            if (!tl_open(in, b % w, b / w)) continue;
            maze_result r;
            int st = maze_prepared_solve(s, p, a % w, a / w, b % w, b / w, &r);
            if (st || (isinf(dist[b]) ? r.found : !r.found || fabs(r.cost - dist[b]) > 1e-6 ||
                                                       tl_check_path(in, &r, a % w, a / w, b % w, b / w) < 0))
                bad++;
        }
    }
    free(dist);
    maze_search_destroy(s);
    return bad;
}

static void test_taut(void)
{
    static const char *rows[] = {".........#..", "...#........", "#...#.#....."};
    tl_inst in = {0};
    CHECK_EQ(maze_map_create(&in.map, 12, 3, NULL), MAZE_OK);
    for (int32_t y = 0; y < 3; y++)
        for (int32_t x = 0; x < 12; x++)
            if (rows[y][x] == '#') maze_map_set(in.map, x, y, '@');
    in.moves = 8;
    CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
    maze_prepared *p = NULL;
    CHECK_EQ(prep(&p, in.g), MAZE_OK);
    if (p) CHECK_EQ(all_pairs(&in, p), 0);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        tl_inst r = {0};
        CHECK_EQ(tl_inst_map(&r, 9 + (int32_t)(seed % 4), 8, seed, 15 + (int)(seed % 4) * 5, 8, 0), 0);
        p = NULL;
        if (r.g) CHECK_EQ(prep(&p, r.g), MAZE_OK);
        if (p) CHECK_EQ(all_pairs(&r, p), 0);
        maze_prepared_destroy(p);
        tl_inst_free(&r);
    }
}

/* A straight run longer than the clearances hold (MZ_SG_FAR, 32767): a
 * corridor 40,000 cells long whose one subgoal, under a door, lies 35,998
 * open cells from the start; the scan walks on past the clearance and must
 * find that a subgoal ends the run, not a block. */
static void test_far_line(void)
{
    tl_inst in = {0};
    CHECK_EQ(maze_map_create(&in.map, 40000, 3, NULL), MAZE_OK);
    for (int32_t x = 0; x < 40000; x++) {
        if (x != 36000) maze_map_set(in.map, x, 0, '@');
        maze_map_set(in.map, x, 2, '@');
    }
    in.moves = 8;
    CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
    maze_prepared *p = NULL;
    maze_search *s = NULL;
    CHECK_EQ(prep(&p, in.g), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    maze_result r;
    const int32_t q[][4] = {{1, 1, 36000, 0}, {36000, 0, 1, 1}, {39999, 1, 2, 1}};
    for (size_t k = 0; p && s && k < sizeof q / sizeof *q; k++) {
        CHECK_EQ(maze_prepared_solve(s, p, q[k][0], q[k][1], q[k][2], q[k][3], &r), MAZE_OK);
        CHECK(r.found && fabs(r.cost - tl_ref_cost(&in, q[k][0], q[k][1], q[k][2], q[k][3])) < 1e-6 &&
              tl_check_path(&in, &r, q[k][0], q[k][1], q[k][2], q[k][3]) >= 0);
    }
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* The subgoal search's turns: every pair of open cells of many small random
 * maps, and of maps of rectangular blocks in rows (many paths of equal
 * cost, reaching a subgoal from two sides at once), against Dijkstra. The
 * search leaves a subgoal only by the turns a shortest path can make there,
 * counting every way it was reached at its best cost. */
/* A w x h map of blocks (bw x bh blocked cells, every 4 cells each way,
 * shifted by `shift` every other row of blocks) and a few random cells. */
static void block_map(tl_inst *in, int32_t w, int32_t h, int32_t bw, int32_t bh, int32_t shift, maze_rng *rng)
{
    CHECK_EQ(maze_map_create(&in->map, w, h, NULL), MAZE_OK);
    for (int32_t y = 0; y < h && in->map; y++)
        for (int32_t x = 0; x < w; x++) {
            int32_t sx = x + (y / 4 % 2) * shift;
            if ((sx % 4 < bw && y % 4 < bh) || maze_rng_below(rng, 20) == 0) maze_map_set(in->map, x, y, '@');
        }
    in->moves = 8;
    if (in->map) CHECK_EQ(maze_graph_from_map(&in->g, in->map, 8, NULL), MAZE_OK);
}

/* The subgoal search's turns: every pair of open cells of many small random
 * maps, and of maps of rectangular blocks in rows (many paths of equal
 * cost, a subgoal reached from two sides at once), against Dijkstra. The
 * search leaves a subgoal only by the turns a shortest path can make there,
 * counting every way it was reached at its best cost. */
static void test_turns(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 5);
    int bad = 0;
    /* a sanitizer build (TL_SANITIZED) the first 36: every shape of block
     * map once, and random maps of every width, height and density */
    for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 36 : 120) && !bad; seed++) {
        tl_inst r = {0};
        int32_t w = 10 + (int32_t)(seed % 7), h = 8 + (int32_t)(seed % 5);
        if (seed % 2)
            CHECK_EQ(tl_inst_map(&r, w, h, seed + 1000, 5 + (int)(seed % 8) * 5, 8, 0), 0);
        else
            block_map(&r, w + 4, h + 4, 1 + (int32_t)(seed / 2 % 3), 1 + (int32_t)(seed / 6 % 2),
                      (int32_t)(seed / 12 % 3), &rng);
        maze_prepared *p = NULL;
        if (r.g) CHECK_EQ(prep(&p, r.g), MAZE_OK);
        if (p) bad += all_pairs(&r, p);
        maze_prepared_destroy(p);
        tl_inst_free(&r);
    }
    CHECK_EQ(bad, 0);
}

/* A 30 x 20 map, 8 moves, with the `nb` blocked cells of `at`, its subgoal
 * graph in *p and a search in *s (each NULL on a failure, checked). */
static void blocked_map(tl_inst *in, const int32_t (*at)[2], size_t nb, maze_prepared **p, maze_search **s)
{
    *p = NULL;
    *s = NULL;
    CHECK_EQ(maze_map_create(&in->map, 30, 20, NULL), MAZE_OK);
    if (!in->map) return;
    for (size_t i = 0; i < nb; i++) maze_map_set(in->map, at[i][0], at[i][1], '@');
    in->moves = 8;
    CHECK_EQ(maze_graph_from_map(&in->g, in->map, 8, NULL), MAZE_OK);
    CHECK_EQ(prep(p, in->g), MAZE_OK);
    CHECK_EQ(maze_search_create(s, in->g, NULL), MAZE_OK);
}

/* Ends in reach of each other by an octile path are joined with no search
 * (one node expanded); ends behind a block are not. */
static void test_direct(void)
{
    static const int32_t at[][2] = {{10, 2}, {20, 15}, {5, 12}};
    tl_inst in = {0};
    maze_prepared *p;
    maze_search *s;
    blocked_map(&in, at, 3, &p, &s);
    maze_result r;
    if (p && s) {
        CHECK_EQ(maze_prepared_solve(s, p, 1, 1, 18, 19, &r), MAZE_OK);
        CHECK(r.found && r.expanded == 1 && fabs(r.cost - (17 * sqrt(2.0) + 1)) < 1e-9 &&
              tl_check_path(&in, &r, 1, 1, 18, 19) >= 0);
        CHECK_EQ(maze_prepared_solve(s, p, 10, 1, 10, 3, &r), MAZE_OK);
        CHECK(r.found && r.expanded > 1 && fabs(r.cost - tl_ref_cost(&in, 10, 1, 10, 3)) < 1e-9 &&
              tl_check_path(&in, &r, 10, 1, 10, 3) >= 0);
    }
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* Ends joined by a free octile path (diagonal moves first) with a subgoal
 * on it are joined with no search too: round the block at (10, 10) the
 * subgoal (11, 9) bends a path from the west, so the start's scan stops
 * there, but the path along row 9 past it is as short as any. Through the
 * block, or with the turn's cell blocked, a search is made. */
static void test_sight(void)
{
    static const int32_t at[][2] = {{10, 10}, {14, 4}};
    tl_inst in = {0};
    maze_prepared *p;
    maze_search *s;
    blocked_map(&in, at, 2, &p, &s);
    maze_result r;
    static const int32_t q[][5] = {{5, 9, 15, 9, 1}, {5, 4, 15, 9, 1}, {15, 9, 5, 4, 1}, {5, 10, 15, 10, 0},
                                   {9, 0, 15, 4, 0}, {10, 0, 15, 4, 0}};
    for (size_t i = 0; p && s && i < sizeof q / sizeof q[0]; i++) {
        CHECK_EQ(maze_prepared_solve(s, p, q[i][0], q[i][1], q[i][2], q[i][3], &r), MAZE_OK);
        CHECK(r.found && (r.expanded == 1) == q[i][4] &&
              fabs(r.cost - tl_ref_cost(&in, q[i][0], q[i][1], q[i][2], q[i][3])) < 1e-9 &&
              tl_check_path(&in, &r, q[i][0], q[i][1], q[i][2], q[i][3]) >= 0);
    }
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* The goal is reached as soon as a subgoal that reaches it directly is:
 * round one blocked cell the start reaches the subgoals before it, one of
 * them is expanded and reaches those past it, which reach the goal; the
 * goal, of their f and a larger g, is popped next (3 expanded: the start,
 * a subgoal, the goal), where it waited for one of those past the block
 * to be expanded (4). */
static void test_goal_on_reach(void)
{
    static const int32_t at[][2] = {{10, 10}};
    tl_inst in = {0};
    maze_prepared *p;
    maze_search *s;
    blocked_map(&in, at, 1, &p, &s);
    maze_result r;
    if (p && s) {
        CHECK_EQ(maze_prepared_solve(s, p, 5, 10, 15, 10, &r), MAZE_OK);
        CHECK(r.found && r.expanded == 3 && fabs(r.cost - tl_ref_cost(&in, 5, 10, 15, 10)) < 1e-9 &&
              tl_check_path(&in, &r, 5, 10, 15, 10) >= 0);
        CHECK_EQ(maze_prepared_solve(s, p, 10, 4, 10, 17, &r), MAZE_OK);
        CHECK(r.found && r.expanded == 3 && fabs(r.cost - tl_ref_cost(&in, 10, 4, 10, 17)) < 1e-9 &&
              tl_check_path(&in, &r, 10, 4, 10, 17) >= 0);
    }
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* The landmarks' heuristic: on a map of blocks with a wall down it, open
 * only at the bottom, a query across the wall near the top. The octile
 * distance says 10 where the path is about 100, so a search by it alone
 * expands most of the subgoals of the start's side (275); with the 4
 * landmarks' distances it expands 73. Every path against Dijkstra too, the
 * landmarks made when preparing and read from the file. */
static void wall_map(tl_inst *in, maze_rng *rng)
{
    block_map(in, 64, 48, 2, 2, 1, rng);
    for (int32_t y = 0; y < 45 && in->g; y++) {
        CHECK_EQ(maze_map_set(in->map, 32, y, '@'), MAZE_OK);
        CHECK_EQ(maze_graph_set_open(in->g, 32, y, 0), MAZE_OK);
    }
    for (int32_t x = 27; x <= 37 && in->g; x += 10) { /* the query's ends open */
        CHECK_EQ(maze_map_set(in->map, x, 3, '.'), MAZE_OK);
        CHECK_EQ(maze_graph_set_open(in->g, x, 3, 1), MAZE_OK);
    }
}

/* A closed 5 x 5 pocket in the map's first corner, with a block at (1, 1)
 * so that the first subgoal in cell order lies inside it. */
static void pocket(tl_inst *in)
{
    for (int32_t y = 0; y <= 5 && in->g; y++)
        for (int32_t x = 0; x <= 5; x++) {
            int open = x < 5 && y < 5 && !(x == 1 && y == 1);
            CHECK_EQ(maze_map_set(in->map, x, y, open ? '.' : '@'), MAZE_OK);
            CHECK_EQ(maze_graph_set_open(in->g, x, y, open), MAZE_OK);
        }
}

/* The landmarks bound a search round the wall's far end, also when the
 * first subgoal lies in a closed pocket (placed from it, every landmark
 * stayed there and the search expanded as many as without them). */
static void landmarks_on(int island)
{
    maze_rng rng;
    maze_rng_seed(&rng, 77);
    tl_inst in = {0};
    wall_map(&in, &rng);
    if (island) pocket(&in);
    maze_prepared *p = NULL;
    if (in.g) CHECK_EQ(prep(&p, in.g), MAZE_OK);
    tl_sink b = {0};
    maze_prepared *q = p ? round_trip(p, in.g, &b) : NULL;
    maze_search *s = NULL;
    if (in.g) CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    for (int k = 0; k < 2 && s; k++) {
        const maze_prepared *h = k ? q : p;
        maze_result r;
        if (!h) continue;
        CHECK_EQ(maze_prepared_solve(s, h, 27, 3, 37, 3, &r), MAZE_OK);
        CHECK(r.found && fabs(r.cost - tl_ref_cost(&in, 27, 3, 37, 3)) < 1e-9 && tl_check_path(&in, &r, 27, 3, 37, 3) >= 0);
        CHECK(r.expanded <= 100);
        CHECK_EQ(compare_on(&in, h, &rng, 20), 0);
    }
    maze_search_destroy(s);
    tl_sink_free(&b);
    maze_prepared_destroy(q);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

static void test_landmarks(void)
{
    for (int island = 0; island < 2; island++) landmarks_on(island);
}

/* The subgoal graph's levels: on larger random and block maps, where many
 * subgoals are made local (and some only below others), queries from and to
 * cells all over, against Dijkstra. A search that did not climb down to the
 * local subgoals that lead to the goal, or added no edge past a local
 * subgoal, gives longer paths here. */
static void test_levels(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 21);
    int bad = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        tl_inst r = {0};
        if (seed % 3)
            CHECK_EQ(tl_inst_map(&r, 40 + (int32_t)(seed % 5) * 6, 36, seed + 3000, 4 + (int)(seed % 6) * 6, 8, 0), 0);
        else
            block_map(&r, 44, 40, 1 + (int32_t)(seed % 3), 1 + (int32_t)(seed / 3 % 2), (int32_t)(seed % 3), &rng);
        maze_prepared *p = NULL;
        if (r.g) CHECK_EQ(prep(&p, r.g), MAZE_OK);
        if (p) bad += compare_on(&r, p, &rng, 40);
        tl_sink b = {0};
        maze_prepared *q = p ? round_trip(p, r.g, &b) : NULL; /* the levels read back */
        if (q) bad += compare_on(&r, q, &rng, 40);
        tl_sink_free(&b);
        maze_prepared_destroy(q);
        maze_prepared_destroy(p);
        tl_inst_free(&r);
    }
    CHECK_EQ(bad, 0);
}

static char *slurp(const char *rel, size_t *len)
{
    const char *src = getenv("MAZE_SOURCE_DIR");
    char path[2048];
    snprintf(path, sizeof path, "%s/tests/data/movingai/%s", src ? src : ".", rel);
    return tl_read_file(path, len);
}

/* Every row of the shipped scenario: the cost of astar, and the file's. */
static void test_scenario_rows(void)
{
    size_t ml = 0, sl = 0;
    char *mt = slurp("dao/arena.map", &ml), *st = slurp("dao/arena.map.scen", &sl);
    CHECK(mt && st);
    tl_inst in = {0};
    maze_scen *sc = NULL;
    in.moves = 8;
    if (mt) CHECK_EQ(maze_map_read_movingai(&in.map, mt, ml, NULL, NULL, NULL), MAZE_OK);
    if (st) CHECK_EQ(maze_scen_read(&sc, st, sl, NULL, NULL), MAZE_OK);
    if (in.map) CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
    maze_prepared *p = NULL;
    maze_search *s = NULL;
    if (in.g) {
        CHECK_EQ(prep(&p, in.g), MAZE_OK);
        CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    }
    const maze_solver *astar = maze_solver_find("astar");
    int bad = 0;
    size_t rows = maze_scen_count(sc);
    for (size_t k = 0; p && s && k < rows; k++) {
        const maze_scen_query *q = maze_scen_at(sc, k);
        maze_result r, a;
        int st1 = maze_prepared_solve(s, p, q->sx, q->sy, q->gx, q->gy, &r);
        double cost = r.cost, checked = st1 ? -1 : tl_check_path(&in, &r, q->sx, q->sy, q->gx, q->gy);
        int st2 = maze_solve(s, astar, q->sx, q->sy, q->gx, q->gy, NULL, &a);
        if (st1 || st2 || !r.found || checked < 0 || fabs(cost - a.cost) > 1e-9 ||
            !maze_scen_cost_ok(q, cost, 1.0)) {
            fprintf(stderr, "row %zu: status %d, cost %.6f, astar %.6f, file %.6f\n", k, st1, cost, a.cost,
                    q->optimal);
            bad++;
        }
    }
    CHECK(rows >= 100);
    CHECK_EQ(bad, 0);
    maze_search_destroy(s);
    maze_prepared_destroy(p);
    maze_scen_destroy(sc);
    tl_inst_free(&in);
    free(mt);
    free(st);
}

/* A subgoal as the paper defines it: an open cell with a blocked diagonal
 * neighbour whose two sides are open. */
static int corner(const tl_inst *in, int32_t x, int32_t y)
{
    if (!tl_open(in, x, y)) return 0;
    for (int dx = -1; dx <= 1; dx += 2)
        for (int dy = -1; dy <= 1; dy += 2)
            if (tl_open(in, x + dx, y) && tl_open(in, x, y + dy) && !tl_open(in, x + dx, y + dy)) return 1;
    return 0;
}

/* A map with a few walls, 40 x 30, and its graph. */
static void small_map(tl_inst *in, uint64_t seed)
{
    CHECK_EQ(tl_inst_map(in, 40, 30, seed, 20, 8, 0), MAZE_OK);
}

/* The checksum of a forged file's table made good again. */
static void reseal(char *b, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 48; i < len; i++) h = (h ^ (unsigned char)b[i]) * 0x100000001b3ull;
    for (int i = 0; i < 8; i++) b[40 + i] = (char)(h >> (8 * i));
}

/* A subgoal graph's file (version 5) b with n subgoals, by the places in
 * words of its sections: ranks, counts by direction (8 a subgoal), heads,
 * the landmarks' count, unit and distances (lmd: nlm a subgoal), added
 * edges' records (3 words each). */
typedef struct sg_file {
    uint32_t n;
    size_t counts, heads, recs, edges, added, lm, lmd, nlm;
} sg_file;

static uint32_t word(const char *b, size_t w);

static sg_file sg_layout(const char *b, size_t len, uint32_t n)
{
    sg_file s = {n, n, 9 * (size_t)n, 0, 0, 0, 0, 0, 0};
    for (size_t c = 0; c < 8 * (size_t)n; c++) s.edges += word(b, n + c);
    s.lm = s.heads + s.edges;
    s.lmd = s.lm + 2;
    s.nlm = word(b, s.lm);
    s.recs = s.lmd + s.nlm * n;
    s.added = ((len - 48) / 4 - s.recs) / 3;
    return s;
}

/* The place in the heads of subgoal u's first edge of direction c (c = 8:
 * past its last). */
static size_t sg_first(const char *b, const sg_file *s, uint32_t u, uint32_t c)
{
    size_t at = 0;
    for (size_t i = 0; i < 8 * (size_t)u + c; i++) at += word(b, s->counts + i);
    return at;
}

/* Whether edge j is an added one (a record names its place). */
/* Words of the table after the counts. */
static size_t words_left(const sg_file *s, size_t len) { return (len - 48) / 4 - 9 * (size_t)s->n + 1; }

static int sg_is_added(const char *b, const sg_file *s, size_t j)
{
    for (size_t k = 0; k < s->added; k++)
        if (word(b, s->recs + 3 * k) == j) return 1;
    return 0;
}

/* Queries on a handle read from a forged file: each answer a path on the
 * map, what any file read keeps (levels that lose a shortest path are
 * refused too, by mz_sg_check_levels, but this asks no more). Returns the
 * bad answers. */
static int harmless(const tl_inst *in, const maze_prepared *q, maze_rng *rng)
{
    maze_search *s = NULL;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    int bad = 0;
    for (int k = 0; k < 12 && s; k++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(in, rng, &sx, &sy);
        tl_pick_open(in, rng, &gx, &gy);
        maze_result r;
        if (maze_prepared_solve(s, q, sx, sy, gx, gy, &r) != MAZE_OK ||
            (r.found && tl_check_path(in, &r, sx, sy, gx, gy) < 0))
            bad++;
    }
    maze_search_destroy(s);
    return bad;
}

static uint32_t word(const char *b, size_t w)
{
    uint32_t v;
    memcpy(&v, b + 48 + 4 * w, 4);
    return v;
}

static int64_t octile2(int64_t ax, int64_t ay, int64_t bx, int64_t by) /* twice the straight moves, plus 3 per diagonal */
{
    int64_t dx = llabs(bx - ax), dy = llabs(by - ay), mn = dx < dy ? dx : dy, mx = dx < dy ? dy : dx;
    return 2 * (mx - mn) + 3 * mn;
}

/* Rewrites the first added edge u -> w past s (in file b, layout l) to go
 * to another head x of s's edges, made local after s, with u -> s -> x
 * longer than octile: every other check holds. Returns 0 when no such x
 * is found. */
static int longer_half(const tl_inst *in, char *b, const sg_file *l)
{
    uint32_t n = l->n, *cell = malloc(((size_t)n + 1) * sizeof *cell), k = 0;
    for (uint32_t i = 0; cell && i < 40 * 30; i++)
        if (corner(in, (int32_t)(i % 40), (int32_t)(i / 40))) cell[k++] = i;
    uint32_t j = word(b, l->recs), h1 = word(b, l->recs + 1), u = 0;
    while (sg_first(b, l, u + 1, 0) <= j) u++;
    uint32_t s = word(b, l->heads + h1), w = word(b, l->heads + j);
    int ok = 0;
    for (uint32_t h = (uint32_t)sg_first(b, l, s, 0); cell && h < sg_first(b, l, s, 8) && !ok; h++) {
        uint32_t x = word(b, l->heads + h);
        int64_t ux = cell[u] % 40, uy = cell[u] / 40, sx = cell[s] % 40, sy = cell[s] / 40, xx = cell[x] % 40, xy = cell[x] / 40;
        if (x == w || word(b, x) <= word(b, s) || octile2(ux, uy, xx, xy) == octile2(ux, uy, sx, sy) + octile2(sx, sy, xx, xy))
            continue;
        memcpy(b + 48 + 4 * (l->heads + j), &x, 4);
        memcpy(b + 48 + 4 * (l->recs + 2), &h, 4);
        ok = 1;
    }
    free(cell);
    return ok;
}

/* Reads forged file b (its checksum made good): the status, and the message
 * in err. */
static int read_forged(const tl_inst *in, char *b, size_t len, maze_error_info *err)
{
    maze_prepared *q = NULL;
    reseal(b, len);
    int st = maze_prepared_read(&q, in->g, b, len, NULL, err);
    CHECK(st != MAZE_OK || q != NULL);
    maze_prepared_destroy(q);
    return st;
}

static void put_word(char *b, size_t w, uint32_t v) { memcpy(b + 48 + 4 * w, &v, 4); }

/* The next word test_forged_levels forges after w: every rank and added
 * edge's word, every 5th count and head; a sanitizer build every 4th rank
 * and every 15th count and head. A step never passes over the added edges'
 * first word, so that every one of their words is forged. */
static size_t forged_next(size_t w, const sg_file *l)
{
    size_t step = w >= l->recs ? 1 : w < l->counts ? (TL_SANITIZED ? 4 : 1) : TL_SANITIZED ? 15 : 5;
    return w < l->recs && w + step > l->recs ? l->recs : w + step;
}

/* A subgoal graph's file forged word by word, the checksum made good:
 * each file is refused with a message or searched to paths on the map;
 * an added edge past a subgoal never made local, or with a half that is
 * not there, is refused (older versions: test_old_versions). */
static void test_forged_levels(void)
{
    tl_inst a;
    small_map(&a, 3);
    maze_prepared *p = NULL, *q = NULL;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    uint32_t n = 0;
    for (int32_t i = 0; i < 40 * 30; i++) n += (uint32_t)corner(&a, i % 40, i / 40);
    sg_file l = sg_layout(f.data, f.len, n);
    size_t words = (f.len - 48) / 4;
    CHECK(l.added > 5 && words == l.recs + 3 * l.added);
    char *copy = malloc(f.len);
    maze_error_info err = {0, ""};
    maze_rng rng;
    maze_rng_seed(&rng, 8);
    int refused = 0, accepted = 0, bad = 0;
    const uint32_t values[] = {0, 1, n - 1, n, UINT32_MAX};
    /* the words forged_next picks (the counts and heads one at a time:
     * test_forged_order), each the same check of one cell's rank, one
     * subgoal's counts, one edge's head; the added edges' words all */
    size_t recs_forged = 0;
    for (size_t w = 0; copy && w < words; w = forged_next(w, &l))
        for (size_t k = 0; k < 6; k++) {
            recs_forged += k == 0 && w >= l.recs;
            memcpy(copy, f.data, f.len);
            uint32_t v = k < 5 ? values[k] : word(copy, w) + 1;
            put_word(copy, w, v);
            reseal(copy, f.len);
            int st = maze_prepared_read(&q, a.g, copy, f.len, NULL, &err);
            if (st == MAZE_OK) {
                accepted++;
                bad += harmless(&a, q, &rng);
            } else {
                refused++;
                bad += q != NULL || st != MAZE_EFORMAT || !err.message[0];
            }
            maze_prepared_destroy(q);
            q = NULL;
        }
    CHECK_EQ(bad, 0);
    CHECK(refused > 0 && accepted > 0);
    CHECK_EQ(recs_forged, words - l.recs);
    /* the first added edge's via: its rank made "never local"; its first half's place out of its list */
    uint32_t via = word(f.data, l.heads + word(f.data, l.recs + 1));
    memcpy(copy, f.data, f.len);
    put_word(copy, via, UINT32_MAX);
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "added edge 0 ") != NULL);
    memcpy(copy, f.data, f.len);
    put_word(copy, l.recs + 1, (uint32_t)l.edges);
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "added edge 0 ") != NULL);
    /* its second half swapped for another edge of its via, longer than its ends are apart */
    memcpy(copy, f.data, f.len);
    CHECK(longer_half(&a, copy, &l));
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "added edge 0 ") != NULL);
    free(copy);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
}

/* A subgoal graph's lists out of order or out of range, the checksum made
 * good: an edge moved into the next direction's list (by one count less
 * and the next more; by two edges of different directions swapped), a head
 * past the subgoals, added edges' places swapped or past the lists: each
 * is refused, naming what is wrong. */
static void test_forged_order(void)
{
    tl_inst a;
    small_map(&a, 3);
    maze_prepared *p = NULL;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    uint32_t n = 0;
    for (int32_t i = 0; i < 40 * 30; i++) n += (uint32_t)corner(&a, i % 40, i / 40);
    sg_file l = sg_layout(f.data, f.len, n);
    char *copy = malloc(f.len);
    maze_error_info err = {0, ""};
    int moved = 0, swapped = 0;
    /* every subgoal's boundary between two nonempty directions whose edges are not added */
    for (uint32_t u = 0; copy && u < n; u++)
        for (uint32_t c = 0; c + 1 < 8; c++) {
            size_t j = sg_first(f.data, &l, u, c + 1);
            uint32_t here = word(f.data, l.counts + 8 * (size_t)u + c), next = word(f.data, l.counts + 8 * (size_t)u + c + 1);
            if (!here || !next || sg_is_added(f.data, &l, j - 1) || sg_is_added(f.data, &l, j)) continue;
            memcpy(copy, f.data, f.len); /* the last edge of c counted in c + 1 */
            put_word(copy, l.counts + 8 * (size_t)u + c, here - 1);
            put_word(copy, l.counts + 8 * (size_t)u + c + 1, next + 1);
            CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
            CHECK(strstr(err.message, "first move's list") != NULL);
            moved++;
            memcpy(copy, f.data, f.len); /* the two edges either side swapped */
            put_word(copy, l.heads + j - 1, word(f.data, l.heads + j));
            put_word(copy, l.heads + j, word(f.data, l.heads + j - 1));
            CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
            CHECK(strstr(err.message, "first move's list") != NULL);
            swapped++;
        }
    CHECK(moved > 20 && swapped > 20);
    /* a head past the subgoals */
    memcpy(copy, f.data, f.len);
    put_word(copy, l.heads + l.edges / 2, n);
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "goes to subgoal") != NULL);
    /* two added edges' places swapped; one past the lists */
    memcpy(copy, f.data, f.len);
    put_word(copy, l.recs, word(f.data, l.recs + 3));
    put_word(copy, l.recs + 3, word(f.data, l.recs));
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "out of order") != NULL);
    memcpy(copy, f.data, f.len);
    put_word(copy, l.recs + 3 * (l.added - 1), (uint32_t)l.edges);
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "out of order or past the") != NULL);
    /* a count that runs past the table */
    memcpy(copy, f.data, f.len);
    put_word(copy, l.counts + 3, (uint32_t)words_left(&l, f.len));
    CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "runs past the table") != NULL);
    free(copy);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
}

/* Whether the path from subgoal cell a to cell b (of a 40-wide map),
 * diagonal moves first, is made of moves the map allows and the two differ:
 * what the reader asks of an edge, worked out a cell at a time. */
static int edge_path_ok(const tl_inst *in, uint32_t a, uint32_t b)
{
    int32_t x = (int32_t)(a % 40), y = (int32_t)(a / 40), bx = (int32_t)(b % 40), by = (int32_t)(b / 40);
    if (a == b) return 0;
    while (x != bx || y != by) {
        int dx = (bx > x) - (bx < x), dy = (by > y) - (by < y);
        if (!tl_move_ok(in, x, y, dx, dy)) return 0;
        x += dx;
        y += dy;
    }
    return 1;
}

/* The direction list (N = 0, then clockwise) of an edge from cell a to
 * cell b by its first move; an edge to itself counts as N, as the reader
 * places it. */
static uint32_t first_list(uint32_t a, uint32_t b)
{
    static const uint32_t circ[9] = {7, 0, 1, 6, 0, 2, 5, 4, 3};
    int32_t ex = (int32_t)(b % 40) - (int32_t)(a % 40), ey = (int32_t)(b / 40) - (int32_t)(a / 40);
    return circ[((ey > 0) - (ey < 0) + 1) * 3 + (ex > 0) - (ex < 0) + 1];
}

/* A subgoal graph's edge given another head in the same direction's list
 * (itself among them), the checksum made good: the file is refused for that
 * edge's path exactly when the path, walked a cell at a time here, leaves
 * the moves the map allows (through a wall, round a blocked corner, past its
 * straight part's subgoals) or goes nowhere. */
static void test_forged_heads(void)
{
    tl_inst a;
    small_map(&a, 3);
    maze_prepared *p = NULL;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    uint32_t n = 0, *cell = malloc(40 * 30 * sizeof *cell);
    for (uint32_t i = 0; cell && i < 40 * 30; i++)
        if (corner(&a, (int32_t)(i % 40), (int32_t)(i / 40))) cell[n++] = i;
    sg_file l = sg_layout(f.data, f.len, n);
    char *copy = malloc(f.len), want[160];
    maze_error_info err = {0, ""};
    int refused = 0, passed = 0, wrong = 0;
    /* every edge not added, every 8th subgoal as its head where its list
     * takes it (every 64th in a sanitizer build), each edge's from its own
     * place on (so every head is tried) */
    for (uint32_t u = 0; copy && cell && u < n; u++)
        for (uint32_t c = 0; c < 8; c++)
            for (size_t j = sg_first(f.data, &l, u, c), end = sg_first(f.data, &l, u, c + 1); j < end; j++) {
                if (sg_is_added(f.data, &l, j)) continue;
                snprintf(want, sizeof want, "edge %zu (from subgoal %u) is no path on the map", j, (unsigned)u);
                for (uint32_t x = (uint32_t)(j % (TL_SANITIZED ? 64 : 8)); x < n; x += TL_SANITIZED ? 64 : 8) {
                    if (x == word(f.data, l.heads + j) || first_list(cell[u], cell[x]) != c) continue;
                    memcpy(copy, f.data, f.len);
                    put_word(copy, l.heads + j, x);
                    int st = read_forged(&a, copy, f.len, &err), by_path = st == MAZE_EFORMAT && strstr(err.message, want);
                    int ok = edge_path_ok(&a, cell[u], cell[x]);
                    wrong += by_path == ok;
                    refused += by_path;
                    passed += ok;
                }
            }
    CHECK_EQ(wrong, 0);
    CHECK(refused > (TL_SANITIZED ? 40 : 100) && passed > (TL_SANITIZED ? 40 : 100)); /* an 8th of the heads there */
    free(copy);
    free(cell);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
}

static void test_file_refused(void)
{
    tl_inst a, b, c;
    small_map(&a, 3);
    small_map(&b, 4);
    CHECK_EQ(tl_inst_map(&c, 41, 30, 3, 20, 8, 0), MAZE_OK);
    maze_prepared *p = NULL, *q = (maze_prepared *)&a;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    if (method == MAZE_PREP_JPS_PLUS) CHECK_EQ(f.len, 48 + 16 * 40 * 30);
    CHECK(maze_prepared_memory(p) >= (method == MAZE_PREP_JPS_PLUS ? 16 : 12) * 40 * 30);
    CHECK_EQ(maze_prepared_method(p), method);
    maze_error_info err = {0, ""};
    /* another map of the same size, another size */
    CHECK_EQ(maze_prepared_read(&q, b.g, f.data, f.len, NULL, &err), MAZE_EINVAL);
    CHECK(q == NULL && strstr(err.message, "another map") != NULL);
    q = (maze_prepared *)&a;
    CHECK_EQ(maze_prepared_read(&q, c.g, f.data, f.len, NULL, &err), MAZE_EINVAL);
    CHECK(q == NULL && strstr(err.message, "40 x 30") != NULL);
    /* every single byte changed, and every length cut short */
    char *copy = malloc(f.len + 1);
    if (!copy) abort(); /* the checks below all write the copy */
    int accepted = 0;
    for (size_t i = 0; i < f.len; i++) {
        memcpy(copy, f.data, f.len);
        copy[i] ^= (char)(1 + i % 255);
        int st = maze_prepared_read(&q, a.g, copy, f.len, NULL, &err);
        if (st == MAZE_OK || q || !err.message[0]) accepted++;
        maze_prepared_destroy(q);
        q = NULL;
    }
    for (size_t n = 0; n < f.len; n += n < 60 ? 1 : 97) {
        int st = maze_prepared_read(&q, a.g, f.data, n, NULL, &err);
        if (st != MAZE_EFORMAT || q) accepted++;
    }
    memcpy(copy, f.data, f.len);
    copy[f.len] = 0;
    CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len + 1, NULL, &err), MAZE_EFORMAT); /* a byte too many */
    CHECK_EQ(accepted, 0);
    /* the version and the magic */
    memcpy(copy, f.data, f.len);
    copy[8] = 7;
    CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err), MAZE_EUNSUPPORTED);
    CHECK(strstr(err.message, "version 7") != NULL);
    /* a subgoal graph of the layout before its edges were pruned */
    copy[8] = 1;
    CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err),
             method == MAZE_PREP_SUBGOAL ? MAZE_EUNSUPPORTED : MAZE_OK);
    CHECK(method != MAZE_PREP_SUBGOAL || (q == NULL && strstr(err.message, "prepare the map again") != NULL));
    maze_prepared_destroy(q);
    q = NULL;
    CHECK_EQ(maze_prepared_read(&q, a.g, "type octile\n", 12, NULL, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "not a prepared map file") != NULL);
    /* another method's number */
    memcpy(copy, f.data, f.len);
    copy[12] = 3;
    CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err), MAZE_EUNSUPPORTED);
    CHECK(q == NULL && strstr(err.message, "method 3") != NULL);
    /* a forged table with a good checksum: a jump off the map, or an edge
     * that is no path (the last edge sent to the last subgoal, which no
     * subgoal links to itself), is refused */
    memcpy(copy, f.data, f.len);
    if (method == MAZE_PREP_JPS_PLUS) {
        int16_t far = 30000;
        memcpy(copy + 48 + 2 * 1, &far, 2); /* cell 0, move east: 30000 moves */
    } else { /* the first edge not added: its head made its tail, a subgoal to itself */
        uint32_t n = 0, u = 0;
        for (int32_t i = 0; i < 40 * 30; i++) n += (uint32_t)corner(&a, i % 40, i / 40);
        sg_file l = sg_layout(copy, f.len, n);
        size_t j = 0;
        while (j < l.edges && sg_is_added(copy, &l, j)) j++;
        while (sg_first(copy, &l, u + 1, 0) <= j) u++;
        CHECK(j < l.edges && n > 10);
        memcpy(copy + 48 + 4 * (l.heads + j), &u, 4);
    }
    reseal(copy, f.len);
    CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err), MAZE_EFORMAT);
    CHECK(q == NULL && strstr(err.message, method == MAZE_PREP_JPS_PLUS ? "leaves the map" : "no path") != NULL);
    free(copy);
    /* a file read back writes the same bytes */
    CHECK_EQ(maze_prepared_read(&q, a.g, f.data, f.len, NULL, &err), MAZE_OK);
    tl_sink f2 = {0};
    CHECK_EQ(maze_prepared_write(q, tl_sink_write, &f2), MAZE_OK);
    CHECK(f2.len == f.len && memcmp(f.data, f2.data, f.len) == 0);
    tl_sink_free(&f2);
    /* a failing writer */
    tl_sink bad = {0};
    bad.fail_call = 2;
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &bad), MAZE_EIO);
    tl_sink_free(&bad);
    /* a search on another graph, and a stale handle after a live change */
    maze_search *sb = NULL, *sa = NULL;
    maze_result r;
    CHECK_EQ(maze_search_create(&sb, b.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&sa, a.g, NULL), MAZE_OK);
    int32_t x, y;
    maze_rng rng;
    maze_rng_seed(&rng, 1);
    tl_pick_open(&a, &rng, &x, &y);
    CHECK_EQ(maze_prepared_solve(sa, q, x, y, x, y, &r), MAZE_OK);
    CHECK(r.found && r.length == 1 && r.cost == 0);
    CHECK_EQ(maze_prepared_solve(sa, q, -1, y, x, y, &r), MAZE_ERANGE);
    CHECK_EQ(maze_prepared_solve(sb, q, x, y, x, y, &r), MAZE_EINVAL);
    CHECK_EQ(maze_graph_set_open(a.g, x, y, 0), MAZE_OK);
    CHECK_EQ(maze_prepared_solve(sa, q, x, y, x, y, &r), MAZE_EINVAL);
    maze_prepared *again = NULL;
    CHECK_EQ(maze_prepared_read(&again, a.g, f.data, f.len, NULL, &err), MAZE_EINVAL); /* the map changed */
    CHECK(again == NULL);
    maze_search_destroy(sa);
    maze_search_destroy(sb);
    maze_prepared_destroy(q);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
    tl_inst_free(&b);
    tl_inst_free(&c);
}

/* Graphs JPS+ does not take are refused. */
static void test_unsupported(void)
{
    tl_inst in;
    maze_prepared *p = (maze_prepared *)&in;
    CHECK_EQ(tl_inst_map(&in, 20, 20, 5, 20, 4, 0), MAZE_OK);
    CHECK_EQ(prep(&p, in.g), MAZE_EUNSUPPORTED);
    CHECK(p == NULL);
    tl_inst_free(&in);
    CHECK_EQ(tl_inst_map(&in, 20, 20, 5, 20, 8, 1), MAZE_OK); /* costs */
    CHECK_EQ(prep(&p, in.g), MAZE_EUNSUPPORTED);
    maze_graph *g = NULL;
    CHECK_EQ(maze_graph_from_map_diagonal(&g, in.map, MAZE_DIAG_ONE_OPEN, NULL), MAZE_OK);
    CHECK_EQ(prep(&p, g), MAZE_EUNSUPPORTED);
    maze_graph_destroy(g);
    tl_inst_free(&in);
    CHECK_EQ(tl_inst_maze(&in, "dfs", 10, 10, 1, 0), MAZE_OK);
    CHECK_EQ(prep(&p, in.g), MAZE_EUNSUPPORTED);
    tl_inst_free(&in);
}

/* A file of one method read back is searched by that method. */
static void test_methods(void)
{
    tl_inst a;
    small_map(&a, 9);
    maze_prepared *p = NULL, *q = NULL;
    CHECK_EQ(maze_prepare_method(&p, a.g, 0, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_prepare_method(&p, a.g, 3, NULL), MAZE_EINVAL);
    CHECK(p == NULL && maze_prepared_method(NULL) == 0);
    CHECK_EQ(maze_prepare(&p, a.g, NULL), MAZE_OK);
    CHECK_EQ(maze_prepared_method(p), MAZE_PREP_JPS_PLUS);
    maze_prepared_destroy(p);
    CHECK_EQ(maze_prepare_method(&p, a.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
    tl_sink f = {0};
    q = round_trip(p, a.g, &f);
    CHECK_EQ(maze_prepared_method(q), MAZE_PREP_SUBGOAL);
    CHECK(f.len > 48 && ((const unsigned char *)f.data)[12] == MAZE_PREP_SUBGOAL);
    tl_sink_free(&f);
    maze_prepared_destroy(q);
    maze_prepared_destroy(p);
    tl_inst_free(&a);
}

/* Out of memory at every allocation in turn: preparing, reading a file back
 * and searching (the search's own records) each return MAZE_ENOMEM and
 * leave nothing allocated. A subgoal graph of MZ_SG_CORE_FEWEST subgoals or
 * more is given the core's table when prepared and again when read (its
 * lists, its rows' searches), and its queries join through it (their
 * records, the path's nodes): the sweep checks that the handle read back
 * has the table, so that every one of those allocations fails in turn. */
typedef struct oom_case {
    tl_inst in;
    int table; /* 1: the subgoal handle must have the core's table */
} oom_case;

static int op_prepare(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const oom_case *oc = arg;
    const tl_inst *in = &oc->in;
    maze_prepared *p = NULL, *q = NULL;
    maze_search *s = NULL;
    tl_sink b = {0};
    maze_result r;
    tl_alloc_arm(f, at);
    int st = maze_prepare_method(&p, in->g, method, a);
    if (!st) st = maze_prepared_write(p, tl_sink_write, &b);
    if (!st) st = maze_prepared_read(&q, in->g, b.data, b.len, a, NULL);
    if (!st) st = maze_search_create(&s, in->g, a);
    for (int k = 0; k < 8 && !st; k++) st = maze_prepared_solve(s, q, k, 1, 39 - k, 28, &r);
    f->armed = 0;
    if (!st) CHECK(r.found && fabs(r.cost - tl_ref_cost(in, 7, 1, 32, 28)) < 1e-9);
    if (!st && method == MAZE_PREP_SUBGOAL) {
        CHECK_EQ(p->sg.uoff != NULL, oc->table);
        CHECK_EQ(q->sg.uoff != NULL, oc->table);
    }
    maze_search_destroy(s);
    maze_prepared_destroy(q);
    maze_prepared_destroy(p);
    tl_sink_free(&b);
    return st;
}

/* Walls across a 40 x 30 map every `gap` rows with a gap every `door`
 * cells: subgoals and edges. */
static void oom_map(oom_case *oc, int32_t gap, int32_t door)
{
    CHECK_EQ(tl_inst_map(&oc->in, 40, 30, 12, 0, 8, 0), MAZE_OK);
    for (int32_t y = 3; y < 27; y += gap)
        for (int32_t x = 2; x < 38; x++)
            if ((x + y) % door) {
                maze_map_set(oc->in.map, x, y, '@'); /* the map too: the reference reads it */
                CHECK_EQ(maze_graph_set_open(oc->in.g, x, y, 0), MAZE_OK);
            }
}

static void test_out_of_memory(void)
{
    oom_case oc = {{0}, 0};
    oom_map(&oc, 6, 9); /* 48 subgoals: A*'s query */
    long runs = tl_alloc_sweep(method == MAZE_PREP_SUBGOAL ? "prepare subgoal" : "prepare jps+", op_prepare, &oc);
    CHECK(runs >= 5);
    tl_inst_free(&oc.in);
    if (method != MAZE_PREP_SUBGOAL) return;
    oom_map(&oc, 3, 5); /* 8 walls, 7 doors each: the core's table */
    oc.table = 1;
    long more = tl_alloc_sweep("prepare subgoal, the core's table", op_prepare, &oc);
    CHECK(more > runs);
    tl_inst_free(&oc.in);
}

/* The landmarks' distances forged in the file, the checksum made good:
 * a distance one move shorter or longer (one unit of the packed word either
 * way) at the 4 landmarks of every 7th subgoal is refused, naming the landmark,
 * or read to a search whose every path is a shortest one (a distance too
 * short raises the bound past the true one where an edge out of it is
 * tight: the check must refuse it, or the search loses the shortest path);
 * a count of landmarks or bits out of range (bits with no landmarks
 * too) is refused (a file of version 4, before the landmarks:
 * test_old_versions). */
static void test_forged_landmarks(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 77);
    tl_inst a = {0};
    wall_map(&a, &rng);
    maze_prepared *p = NULL, *q = NULL;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    uint32_t n = 0;
    for (int32_t i = 0; i < 64 * 48; i++) n += (uint32_t)corner(&a, i % 64, i / 64);
    sg_file l = sg_layout(f.data, f.len, n);
    CHECK_EQ(l.nlm, 4);
    char *copy = malloc(f.len);
    maze_error_info err = {0, ""};
    int refused = 0, accepted = 0, bad = 0;
    /* a straight move less or more, a diagonal one less or more, "unreached" */
    uint32_t bits = word(f.data, l.lm + 1);
    const uint32_t delta[] = {UINT32_MAX, 1, (uint32_t)0 - (1u << bits), 1u << bits, 0};
    for (uint32_t v = 0; copy && v < n; v += 7)
        for (size_t i = 0; i < l.nlm; i++)
            for (size_t k = 0; k < sizeof delta / sizeof *delta; k++) {
                memcpy(copy, f.data, f.len);
                size_t w = l.lmd + (size_t)v * l.nlm + i;
                put_word(copy, w, delta[k] ? word(copy, w) + delta[k] : UINT32_MAX);
                reseal(copy, f.len);
                int st = maze_prepared_read(&q, a.g, copy, f.len, NULL, &err);
                if (st == MAZE_OK) {
                    accepted++;
                    bad += compare_on(&a, q, &rng, 4) != 0;
                    maze_search *s = NULL;
                    maze_result r;
                    CHECK_EQ(maze_search_create(&s, a.g, NULL), MAZE_OK);
                    bad += !s || maze_prepared_solve(s, q, 27, 3, 37, 3, &r) != MAZE_OK || !r.found ||
                           fabs(r.cost - tl_ref_cost(&a, 27, 3, 37, 3)) > 1e-9;
                    maze_search_destroy(s);
                } else {
                    refused++;
                    bad += q != NULL || st != MAZE_EFORMAT || !strstr(err.message, "landmark");
                }
                maze_prepared_destroy(q);
                q = NULL;
            }
    CHECK_EQ(bad, 0);
    CHECK(refused > 100 && accepted > 0);
    /* one landmark's distances all the same large value: consistent, so
     * read, and searched as without it */
    for (size_t i = 0; copy && i < l.nlm; i++) {
        memcpy(copy, f.data, f.len);
        for (uint32_t v = 0; v < n; v++) put_word(copy, l.lmd + (size_t)v * l.nlm + i, 0x7fffffffu);
        reseal(copy, f.len);
        CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err), MAZE_OK);
        if (q) CHECK_EQ(compare_on(&a, q, &rng, 8), 0);
        maze_prepared_destroy(q);
        q = NULL;
    }
    /* the count and the bits out of range */
    const uint32_t forged[][2] = {{3, 1}, {5, 1}, {4, 0}, {4, 32}}; /* count, bits */
    for (size_t k = 0; copy && k < sizeof forged / sizeof *forged; k++) {
        memcpy(copy, f.data, f.len);
        put_word(copy, l.lm, forged[k][0]);
        put_word(copy, l.lm + 1, forged[k][1]);
        CHECK_EQ(read_forged(&a, copy, f.len, &err), MAZE_EFORMAT);
        CHECK(strstr(err.message, "landmarks") != NULL);
    }
    /* bits given with no landmarks (a graph of few subgoals keeps none) */
    tl_inst b;
    CHECK_EQ(tl_inst_map(&b, 16, 12, 3, 20, 8, 0), MAZE_OK);
    maze_prepared *few = NULL;
    CHECK_EQ(prep(&few, b.g), MAZE_OK);
    tl_sink fb = {0};
    CHECK_EQ(maze_prepared_write(few, tl_sink_write, &fb), MAZE_OK);
    uint32_t nb = 0;
    for (int32_t i = 0; i < 16 * 12; i++) nb += (uint32_t)corner(&b, i % 16, i / 16);
    sg_file lb = sg_layout(fb.data, fb.len, nb);
    CHECK(nb < 128 && lb.nlm == 0 && word(fb.data, lb.lm + 1) == 0);
    put_word(fb.data, lb.lm + 1, 1);
    CHECK_EQ(read_forged(&b, fb.data, fb.len, &err), MAZE_EFORMAT);
    CHECK(strstr(err.message, "landmarks") != NULL);
    tl_sink_free(&fb);
    maze_prepared_destroy(few);
    tl_inst_free(&b);
    free(copy);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
}

/* A subgoal graph's file of an older version, the rest of it as now, is
 * refused as unsupported with what it lacks, and no handle made. */
static void test_old_versions(void)
{
    static const struct {
        char version;
        const char *message;
    } old[] = {
        {2, "version 2, without its levels; prepare the map again"},      /* before the levels were stored */
        {3, "version 3, its edges not by direction; prepare the map again"}, /* before the lists were by direction */
        {4, "version 4, without its landmarks; prepare the map again"},  /* before the landmarks were stored */
    };
    maze_rng rng;
    maze_rng_seed(&rng, 77);
    tl_inst a = {0};
    wall_map(&a, &rng); /* a map with landmarks: every section of the current version there */
    maze_prepared *p = NULL;
    CHECK_EQ(prep(&p, a.g), MAZE_OK);
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    char *copy = malloc(f.len);
    for (size_t k = 0; copy && k < sizeof old / sizeof *old; k++) {
        maze_prepared *q = NULL;
        maze_error_info err = {0, ""};
        memcpy(copy, f.data, f.len);
        copy[8] = old[k].version;
        CHECK_EQ(maze_prepared_read(&q, a.g, copy, f.len, NULL, &err), MAZE_EUNSUPPORTED);
        CHECK(q == NULL && strstr(err.message, old[k].message) != NULL);
        maze_prepared_destroy(q);
    }
    CHECK(copy != NULL);
    free(copy);
    maze_prepared_destroy(p);
    tl_sink_free(&f);
    tl_inst_free(&a);
}

static uint32_t globals(const maze_prepared *p)
{
    uint32_t k = 0;
    for (uint32_t u = 0; u < p->sg.n; u++) k += !p->sg.local[u];
    return k;
}

/* A climb from subgoal v alone, by relaxing the lists' edges until none
 * changes (up: uadj out of local subgoals; down: rin into them): the least
 * distance of each subgoal (HUGE_VAL where not reached). */
static void ref_climb(const mz_sg *sg, uint32_t v, int down, double *d)
{
    for (uint32_t u = 0; u < sg->n; u++) d[u] = HUGE_VAL;
    d[v] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t u = 0; u < sg->n; u++) {
            if (d[u] == HUGE_VAL || !sg->local[u]) continue;
            const mz_sg_cedge *e = down ? sg->rin + sg->roff[u] : sg->uadj + sg->uoff[u];
            const mz_sg_cedge *end = down ? sg->rin + sg->roff[u + 1] : sg->uadj + sg->uoff[u + 1];
            for (; e < end; e++)
                if (d[u] + e->len < d[e->v] - 1e-9) d[e->v] = d[u] + e->len, changed = 1;
        }
    }
}

static double table_cost(const mz_sg *sg, uint32_t a, uint32_t b)
{
    uint32_t d = sg->cd[(size_t)sg->cid[a] * sg->ncore + sg->cid[b]];
    return d == UINT32_MAX ? HUGE_VAL : (double)(d & 0xffffu) + (double)(d >> 16) * sqrt(2.0);
}

static double sg_octile(const mz_sg *sg, uint32_t a, uint32_t b)
{
    double dx = fabs((double)sg->xy[2 * (size_t)a] - sg->xy[2 * (size_t)b]);
    double dy = fabs((double)sg->xy[2 * (size_t)a + 1] - sg->xy[2 * (size_t)b + 1]);
    return fabs(dx - dy) + (dx < dy ? dx : dy) * sqrt(2.0);
}

/* The least, over core subgoals a with d[a] finite (or the space's core
 * entries, sp[k0 .. k1)), of d[a] + D[a][b] (down: D[b][a] + d[a]). */
static double via_core(const mz_sg *sg, uint32_t b, int down, const double *d, const mz_sg_spe *sp, uint32_t k0,
                       uint32_t k1)
{
    double best = HUGE_VAL;
    for (uint32_t i = sp ? k0 : 0; i < (sp ? k1 : sg->n); i++) {
        uint32_t a = sp ? sp[i].v : i;
        double g = sp ? sp[i].g : d[a];
        if (sg->local[a] || g == HUGE_VAL) continue;
        double c = g + (down ? table_cost(sg, b, a) : table_cost(sg, a, b));
        best = c < best ? c : best;
    }
    return best;
}

/* Subgoal v's space up or down against a climb of its own: every local
 * subgoal the climb reaches is there at its distance, each entry one edge
 * of its length from its parent (a local one) and the space's one root v,
 * and the core entries kept reach every core subgoal through the table as
 * short as all the climb reached do. The count of faults. */
static int space_faults(const mz_sg *sg, uint32_t v, int down, double *d)
{
    const uint32_t *off = down ? sg->boff : sg->foff;
    const mz_sg_spe *sp = down ? sg->bsp : sg->fsp;
    int bad = 0;
    size_t roots = 0, locals = 0, want = 0;
    ref_climb(sg, v, down, d);
    for (uint32_t u = 0; u < sg->n; u++) want += sg->local[u] && d[u] < HUGE_VAL;
    for (uint32_t k = off[v]; k < off[v + 1]; k++) {
        const mz_sg_spe *e = &sp[k];
        bad += fabs(e->g - d[e->v]) > 1e-9;
        locals += sg->local[e->v];
        if (e->par == MZ_SG_NONE) {
            roots++;
            bad += e->v != v;
            continue;
        }
        if (e->par < off[v] || e->par >= off[v + 1]) {
            bad++;
            continue;
        }
        const mz_sg_spe *p = &sp[e->par];
        uint32_t tail = down ? e->v : p->v, head = down ? p->v : e->v;
        bad += !sg->local[p->v] || e->edge < sg->eoff[8 * (size_t)tail] || e->edge >= sg->eoff[8 * (size_t)tail + 8] ||
               sg->eadj[e->edge] != head || fabs(p->g + sg_octile(sg, tail, head) - e->g) > 1e-9;
    }
    bad += roots != 1 || locals != want;
    for (uint32_t b = 0; b < sg->n; b++)
        if (!sg->local[b])
            bad += fabs(via_core(sg, b, down, d, NULL, 0, 0) - via_core(sg, b, down, d, sp, off[v], off[v + 1])) > 1e-9;
    return bad;
}

/* Every subgoal's two spaces (subgoal_core.c) checked by space_faults. */
static int spaces_faults(const mz_sg *sg)
{
    double *d = malloc(((size_t)sg->n + 1) * sizeof *d);
    int bad = !d;
    for (uint32_t v = 0; v < sg->n && d; v++) bad += space_faults(sg, v, 0, d) + space_faults(sg, v, 1, d);
    free(d);
    return bad;
}

/* One map of test_core_table: prepared, and read back from its file, both
 * against Dijkstra, and the spaces of the one prepared (spaces 1) or of the
 * one read back (2) checked (the same code makes both: test_core_table
 * takes each on every other map); whether the handle has the core's table
 * (1), none (0), or -1 on a failure. */
static int core_map(const tl_inst *in, maze_rng *rng, int queries, int spaces, int *bad)
{
    maze_prepared *p = NULL;
    if (!in->g) return -1;
    CHECK_EQ(prep(&p, in->g), MAZE_OK);
    if (!p) return -1;
    int table = p->sg.uoff != NULL;
    CHECK_EQ(table, p->sg.n > 0 && globals(p) <= MZ_SG_CORE_MAX);
    if (table) CHECK_EQ(p->sg.ncore, globals(p));
    if (table && spaces == 1) CHECK_EQ(spaces_faults(&p->sg), 0);
    *bad += compare_on(in, p, rng, queries);
    tl_sink b = {0};
    maze_prepared *q = round_trip(p, in->g, &b); /* the table made again when read */
    if (q) {
        CHECK_EQ(q->sg.uoff != NULL, table);
        if (table && spaces == 2) CHECK_EQ(spaces_faults(&q->sg), 0);
        *bad += compare_on(in, q, rng, queries);
    }
    tl_sink_free(&b);
    maze_prepared_destroy(q);
    maze_prepared_destroy(p);
    return table;
}

/* The query by the core's table (subgoal_core.c): random and block maps of
 * many sizes and densities whose cores get a table, against Dijkstra, paths
 * checked move by move; then random maps grown a few rows at a time until
 * the core is over MZ_SG_CORE_MAX: the last under it has a table, the first
 * over it none (the A* query), both right; on the first maps every
 * subgoal's two climbs' spaces against climbs of their own. Left out, the join below the
 * core, or the table walk's first edge, fail here. */
static void test_core_table(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 31);
    int bad = 0, tables = 0, maps = TL_SANITIZED ? 12 : 40; /* the same paths, fewer repeats */
    for (uint64_t seed = 1; seed <= (uint64_t)maps; seed++) {
        tl_inst in = {0};
        if (seed % 4)
            CHECK_EQ(tl_inst_map(&in, 12 + (int32_t)(seed * 7 % 60), 10 + (int32_t)(seed * 5 % 50), seed + 5000,
                                 (int)(seed * 3 % 45), 8, 0), 0);
        else
            block_map(&in, 30 + (int32_t)(seed % 20), 34, 1 + (int32_t)(seed % 3), 1 + (int32_t)(seed / 4 % 2),
                      (int32_t)(seed % 3), &rng);
        tables += core_map(&in, &rng, 24, 1 + (int)(seed % 2), &bad) == 1;
        tl_inst_free(&in);
    }
    CHECK(tables >= maps * 9 / 10);
    int under = 0, over = 0;
    for (int32_t side = 60; side <= 200 && !over; side += TL_SANITIZED ? 12 : 4) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, side, side, 77, 10, 8, 0), 0);
        int t = core_map(&in, &rng, 12, 0, &bad);
        under += t == 1;
        over += t == 0;
        tl_inst_free(&in);
    }
    CHECK(under > 0 && over == 1);
    CHECK_EQ(bad, 0);
}

/* Which handles the library gives a table, by itself (no hook): none
 * under MZ_SG_CORE_FEWEST subgoals, where A* is cheaper, one from there up
 * to a core of MZ_SG_CORE_MAX, prepared and read back alike; both kinds
 * searched right. */
static void test_core_fewest(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 47);
    int small = 0, large = 0, bad = 0;
    for (int32_t side = 8; side <= 64; side += 4) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, side, side, 900 + (uint64_t)side, 12, 8, 0), 0);
        maze_prepared *p = NULL, *q = NULL;
        CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        tl_sink f = {0};
        maze_error_info err = {0, ""};
        if (p) CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
        if (p) CHECK_EQ(maze_prepared_read(&q, in.g, f.data, f.len, NULL, &err), MAZE_OK);
        if (p && q) {
            int want = p->sg.n >= MZ_SG_CORE_FEWEST && globals(p) <= MZ_SG_CORE_MAX;
            CHECK_EQ(p->sg.uoff != NULL, want);
            CHECK_EQ(q->sg.uoff != NULL, want);
            small += p->sg.n > 0 && p->sg.n < MZ_SG_CORE_FEWEST;
            large += want;
            bad += compare_on(&in, p, &rng, 8) + compare_on(&in, q, &rng, 8);
        }
        maze_prepared_destroy(q);
        maze_prepared_destroy(p);
        tl_sink_free(&f);
        tl_inst_free(&in);
    }
    CHECK(small > 0 && large > 0);
    CHECK_EQ(bad, 0);
}

/* Two rooms of scattered blocks (side x side cells, pct % blocked) at the
 * ends of a corridor `len` cells long along row side / 2: the rooms give
 * the graph its subgoals and its core, the corridor the core's distances
 * their length. */
static void rooms_map(tl_inst *in, int32_t side, int32_t len, int pct, uint64_t seed)
{
    int32_t w = 2 * side + len, h = side;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    *in = (tl_inst){0};
    CHECK_EQ(maze_map_create(&in->map, w, h, NULL), MAZE_OK);
    if (!in->map) return;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            int room = x < side || x >= side + len;
            if (room ? (int)maze_rng_below(&rng, 100) < pct : y != h / 2) maze_map_set(in->map, x, y, '@');
        }
    for (int32_t x = side - 2; x < side + 1; x++) maze_map_set(in->map, x, h / 2, '.'); /* the corridor's mouths open */
    for (int32_t x = side + len - 1; x < side + len + 2; x++) maze_map_set(in->map, x, h / 2, '.');
    in->moves = 8;
    CHECK_EQ(maze_graph_from_map(&in->g, in->map, 8, NULL), MAZE_OK);
}

/* Queries from the left room of rooms_map to the right one and back,
 * against Dijkstra; returns the mismatches. */
static int room_to_room(const tl_inst *in, const maze_prepared *p)
{
    maze_search *s = NULL;
    maze_result r;
    int32_t w = tl_inst_width(in), h = tl_inst_height(in), bad = 0, asked = 0;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    for (int32_t y = 0; s && y < h; y += TL_SANITIZED ? 5 : 3) {
        int32_t e[4] = {y % 7, y, w - 1 - y % 5, h - 1 - y}; /* ax, ay, bx, by: the first open cells from there */
        while (e[0] < h && !tl_open(in, e[0], e[1])) e[0]++;
        while (e[2] > w - h && !tl_open(in, e[2], e[3])) e[2]--;
        if (!tl_open(in, e[0], e[1]) || !tl_open(in, e[2], e[3])) continue;
        double want = tl_ref_cost(in, e[0], e[1], e[2], e[3]);
        asked++;
        for (int k = 0; k < 2; k++) {
            const int32_t *a = e + 2 * k, *b = e + 2 - 2 * k;
            int st = maze_prepared_solve(s, p, a[0], a[1], b[0], b[1], &r);
            bad += st || (want < 0 ? r.found
                                   : !r.found || fabs(r.cost - want) > 1e-6 || tl_check_path(in, &r, a[0], a[1], b[0], b[1]) < 0);
        }
    }
    maze_search_destroy(s);
    CHECK(asked >= (TL_SANITIZED ? 4 : 6));
    return bad;
}

/* A core distance of 65,535 straight moves or more does not fit the table
 * (subgoal_core.c's core_row): two rooms joined by a corridor 66,000 cells
 * long give the library (no hook) a handle without a table, whose A* query
 * is right, prepared and read back; the same rooms 60,000 cells apart get
 * a table and are right too. */
static void test_core_too_far(void)
{
    static const int32_t lens[] = {60000, 66000};
    maze_rng rng;
    maze_rng_seed(&rng, 61);
    int bad = 0;
    for (size_t i = 0; i < sizeof lens / sizeof *lens; i++) {
        tl_inst in;
        rooms_map(&in, 24, lens[i], 22, 5);
        maze_prepared *p = NULL, *q = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        tl_sink f = {0};
        maze_error_info err = {0, ""};
        if (p) CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
        if (p) CHECK_EQ(maze_prepared_read(&q, in.g, f.data, f.len, NULL, &err), MAZE_OK);
        if (p && q) {
            CHECK(p->sg.n >= MZ_SG_CORE_FEWEST && globals(p) >= 2 && globals(p) <= MZ_SG_CORE_MAX);
            CHECK_EQ(p->sg.uoff != NULL, lens[i] < 65535);
            CHECK_EQ(q->sg.uoff != NULL, lens[i] < 65535);
            CHECK_EQ(p->sg.ncore, p->sg.uoff ? globals(p) : 0);
            bad += compare_on(&in, p, &rng, TL_SANITIZED ? 2 : 4) + compare_on(&in, q, &rng, TL_SANITIZED ? 2 : 4);
            bad += room_to_room(&in, q);
        }
        maze_prepared_destroy(q);
        maze_prepared_destroy(p);
        tl_sink_free(&f);
        tl_inst_free(&in);
    }
    CHECK_EQ(bad, 0);
}

/* The lines' bounds in the scans (subgoal.c's line: a line stops where the
 * one before it in its quadrant did, or a cell sooner where a subgoal ended
 * it), which also link a query's ends: 400 maps of 3 to 13 by 3 to 11
 * cells, 10% to 42% blocked (blocks at their edges and corners, subgoals
 * at a line's last cell), every pair of open cells against Dijkstra. A
 * line cut one cell shorter than its bound (a break at j >= lim), or the
 * next line two cells shorter where a subgoal ended one, loses shortest
 * paths here. A bound one cell longer links more subgoals, and the next
 * line's bound one shorter after a block or after the start's own line
 * gave the same answers on these maps and on larger sparse ones: those
 * the prepared files' bytes pin. */
static void test_scan_bounds(void)
{
    int bad = 0, maps = 0;
    for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 150 : 400); seed++) {
        tl_inst in = {0};
        int32_t w = 3 + (int32_t)(seed % 11), h = 3 + (int32_t)(seed * 7 % 9);
        CHECK_EQ(tl_inst_map(&in, w, h, seed + 300, 10 + (int)(seed % 5) * 8, 8, 0), 0);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        if (p) {
            bad += all_pairs(&in, p);
            maps++;
        }
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(maps >= (TL_SANITIZED ? 150 : 400));
    CHECK_EQ(bad, 0);
}

/* The scans made a cell at a time, for test_scan_sets: the moves and
 * subgoal numbers of the map read cell by cell, no clearance, no limit held
 * in another form. A reference of what mz_sg_scan must list, in order. */
typedef struct ref_scan {
    const maze_graph *g;
    const mz_sg *sg;
    int goal;
    uint32_t out[4096];
    size_t n;
} ref_scan;

static int ref_taut(const mz_sg *sg, uint32_t u, int sx, int sy)
{
    uint32_t by_x = sx > 0 ? 0xcu : sx < 0 ? 0x3u : 0, by_y = sy > 0 ? 0x9u : sy < 0 ? 0x6u : 0;
    return (sg->corner[u] & (by_x | by_y)) != 0;
}

/* Whether the scan goes on past subgoal u met by move k (signs sx, sy of
 * its place from the start), u recorded where it may be an edge. */
static int ref_meet(ref_scan *r, uint32_t u, int k, int sx, int sy)
{
    int dx = mz_mdx[k], dy = mz_mdy[k];
    if (!r->goal) {
        if (!ref_taut(r->sg, u, sx, sy)) return 1;
        if (r->n < 4096) r->out[r->n++] = u;
        return 0;
    }
    if (r->n < 4096) r->out[r->n++] = u;
    return !ref_taut(r->sg, u, -dx, -dy) ||
           (dx && dy && (!ref_taut(r->sg, u, -dx, 0) || !ref_taut(r->sg, u, 0, -dy)));
}

static int64_t ref_line(ref_scan *r, int64_t c, int k, int64_t *lim, int sx, int sy)
{
    int64_t step = mz_mdx[k] + mz_mdy[k] * (int64_t)r->g->w, j = 0;
    for (; r->g->mask[c] >> k & 1; c += step, j++) {
        uint32_t u = r->sg->id[c + step];
        if (u == MZ_SG_NONE) continue;
        if (j > *lim) return j; /* the subgoal is past the limit: the limit is kept */
        if (!ref_meet(r, u, k, sx, sy)) {
            if (j - 1 < *lim) *lim = j - 1;
            return j;
        }
    }
    if (j < *lim) *lim = j;
    return j;
}

static void ref_scan_run(ref_scan *r, int64_t x, int64_t y)
{
    int64_t ahead[4], w = r->g->w;
    for (int k = 0; k < 4; k++) {
        int64_t far = INT64_MAX - 1;
        ahead[k] = ref_line(r, y * w + x, k, &far, mz_mdx[k], mz_mdy[k]);
    }
    for (int k = 4; k < 8; k++) {
        int dx = mz_mdx[k], dy = mz_mdy[k], kx = dx > 0 ? 1 : 3, ky = dy > 0 ? 2 : 0;
        int64_t limx = ahead[kx], limy = ahead[ky];
        for (int64_t c = y * w + x; r->g->mask[c] >> k & 1;) {
            c += dx + dy * w;
            uint32_t u = r->sg->id[c];
            if (u != MZ_SG_NONE && !ref_meet(r, u, k, dx, dy)) break;
            ref_line(r, c, kx, &limx, dx, dy);
            ref_line(r, c, ky, &limy, dx, dy);
        }
    }
}

/* Every open cell's two scans (mz_sg_scan, forward and the goal's) list
 * the subgoals the scan made a cell at a time lists, in the same order, on
 * 1,000 random maps up to 41 x 31 from 3% to 38% blocked (long lines, many
 * limits cut by blocks and by subgoals). A scan that drops a subgoal another
 * edge stands in for keeps every cost (test_scan_bounds): this holds the
 * list itself. */
static void test_scan_sets(void)
{
    int bad = 0, scans = 0, found = 0;
    static ref_scan r;
    for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 300 : 1000); seed++) {
        tl_inst in = {0};
        int32_t w = 5 + (int32_t)(seed * 13 % 37), h = 4 + (int32_t)(seed * 7 % 28);
        CHECK_EQ(tl_inst_map(&in, w, h, seed + 900, 3 + (int)(seed % 8) * 5, 8, 0), 0);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        for (int32_t c = 0; p && c < w * h; c++) {
            if (!tl_open(&in, c % w, c / w)) continue;
            for (int goal = 0; goal < 2; goal++) {
                uint32_t *out = NULL;
                size_t n = 0;
                CHECK_EQ(mz_sg_scan(&p->sg, in.g, &p->alloc, c % w, c / w, goal, &out, &n), MAZE_OK);
                r = (ref_scan){.g = in.g, .sg = &p->sg, .goal = goal};
                ref_scan_run(&r, c % w, c / w);
                int same = n == r.n && (!n || memcmp(out, r.out, n * sizeof *out) == 0);
                if (!same && bad < 5)
                    fprintf(stderr, "scan from (%d,%d) on %dx%d seed %d goal %d: %zu subgoals, %zu cell by cell\n",
                            c % w, c / w, w, h, (int)seed, goal, n, r.n);
                bad += !same;
                scans++;
                found += (int)n;
                mz_free(&p->alloc, out);
            }
        }
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(scans > (TL_SANITIZED ? 100000 : 400000));
    CHECK(found > 3 * scans); /* the scans met subgoals, many of them (4.5 a scan) */
    CHECK_EQ(bad, 0);
}

/* Queries from 4 random cells and the open cells beside subgoal x to every
 * open cell, on handle q (its core's table) and on qa (the same file, its
 * table dropped: the A* query), against Dijkstra: each found where Dijkstra
 * finds a path, at its cost, and a path on the map. A file the reader
 * accepts answers so: it refuses levels that lose a shortest path
 * (mz_sg_check_levels) and a file missing an edge the map gives
 * (mz_sg_check_scans). Returns the bad answers. */
static int near_and_far(const tl_inst *in, const maze_prepared *q, const maze_prepared *qa, uint32_t x, maze_rng *rng)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in), xx = q->sg.xy[2 * (size_t)x], xy = q->sg.xy[2 * (size_t)x + 1];
    maze_search *s = NULL;
    double *dist = malloc((size_t)w * (size_t)h * sizeof *dist);
    int bad = maze_search_create(&s, in->g, NULL) != MAZE_OK || !dist;
    for (int k = 0; k < 4 + 9 && !bad; k++) {
        int32_t ax, ay;
        if (k < 4) {
            tl_pick_open(in, rng, &ax, &ay);
        } else {
            ax = xx + (k - 4) % 3 - 1, ay = xy + (k - 4) / 3 - 1;
            if (ax < 0 || ay < 0 || ax >= w || ay >= h || !tl_open(in, ax, ay)) continue;
        }
        if (tl_ref_distances(in, ax, ay, dist)) {
            bad++;
            break;
        }
        for (int32_t b = 0; b < w * h; b++) {
            if (!tl_open(in, b % w, b / w)) continue;
            int found[2];
            for (int t = 0; t < 2; t++) {
                maze_result r;
                int st = maze_prepared_solve(s, t ? qa : q, ax, ay, b % w, b / w, &r);
                bad += st || r.found == isinf(dist[b]) ||
                       (r.found && (fabs(r.cost - dist[b]) > 1e-6 ||
                                    tl_check_path(in, &r, ax, ay, b % w, b / w) < 0));
                found[t] = !st && r.found;
            }
            bad += found[1] && !found[0];
        }
    }
    free(dist);
    maze_search_destroy(s);
    return bad;
}

/* A forged file whose core falls apart: a local subgoal's rank made "never
 * local" (the reader accepts it where it is the via of no added edge: a
 * subgoal made global loses the levels no path, mz_sg_check_levels) makes
 * it a core subgoal, on this map (40 x 30, 30% blocked: 351 subgoals, a
 * core of 229) often one with no core edge (its neighbours were all made
 * local after it), so the table has no distance (CORE_NONE) between it and every
 * other, and the join meets such pairs: every answer checked (near_and_far)
 * on the first 12 such files of every other local subgoal (6 under
 * sanitizers, of every 4th). */
static void test_core_falls_apart(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 19);
    tl_inst in = {0};
    CHECK_EQ(tl_inst_map(&in, 40, 30, 1, 30, 8, 0), MAZE_OK);
    maze_prepared *p = NULL;
    CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
    tl_sink f = {0};
    if (p) CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    char *copy = malloc(f.len + 1);
    int apart = 0, bad = 0, want = TL_SANITIZED ? 6 : 12;
    for (uint32_t x = 0; p && copy && x < p->sg.n && apart < want; x += TL_SANITIZED ? 4 : 2) {
        if (!p->sg.local[x]) continue;
        memcpy(copy, f.data, f.len);
        put_word(copy, x, UINT32_MAX);
        reseal(copy, f.len);
        maze_prepared *q = NULL, *qa = NULL;
        maze_error_info err = {0, ""};
        if (maze_prepared_read(&q, in.g, copy, f.len, NULL, &err) == MAZE_OK && q->sg.uoff) {
            const mz_sg *sg = &q->sg;
            int none = 0;
            for (uint32_t b = 0; b < sg->ncore; b++) none += sg->cd[(size_t)sg->cid[x] * sg->ncore + b] == UINT32_MAX;
            CHECK_EQ(maze_prepared_read(&qa, in.g, copy, f.len, NULL, &err), MAZE_OK);
            if (none && qa) {
                mz_sg_core_drop(&qa->sg, &qa->alloc);
                apart++;
                bad += near_and_far(&in, q, qa, x, &rng);
            }
        }
        maze_prepared_destroy(qa);
        maze_prepared_destroy(q);
    }
    CHECK(apart >= want);
    CHECK_EQ(bad, 0);
    free(copy);
    tl_sink_free(&f);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* The levels' order where the query has the core's table (subgoal_tsg.c,
 * by keys, more subgoals left global): random and block maps of 530 to
 * 1,487 subgoals, each given a table by the library, searched against
 * Dijkstra; the two climbs take out 2.41 subgoals a query that climbs,
 * where the order by pairs alone took out 3.82 (fails over 3). */
static void test_core_climbs(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 53);
    int bad = 0;
    uint64_t expanded = 0, climbed = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        tl_inst in = {0};
        if (seed % 2) CHECK_EQ(tl_inst_map(&in, 72, 64, seed + 7000, 10 + (int)(seed % 4) * 8, 8, 0), 0);
        else block_map(&in, 64, 60, 1 + (int32_t)(seed % 3), 1 + (int32_t)(seed / 2 % 2), (int32_t)(seed % 3), &rng);
        maze_prepared *p = NULL;
        maze_search *s = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        if (p) CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
        if (p) CHECK(p->sg.uoff != NULL);
        for (int q = 0; q < 200 && s && p->sg.uoff; q++) {
            int32_t sx, sy, gx, gy;
            tl_pick_open(&in, &rng, &sx, &sy);
            tl_pick_open(&in, &rng, &gx, &gy);
            maze_result r;
            CHECK_EQ(maze_prepared_solve(s, p, sx, sy, gx, gy, &r), MAZE_OK);
            expanded += r.expanded;
            climbed += r.expanded > 0;
        }
        if (p) bad += compare_on(&in, p, &rng, 6);
        maze_search_destroy(s);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(climbed > 1000 && expanded < 3 * climbed);
    CHECK_EQ(bad, 0);
}

/* A subgoal handle of in's map whose levels aim at a core of `cap` (0: the
 * library's MZ_SG_CORE_MAX), or by the order's pass alone, written to f. */
static maze_prepared *levels_with(const tl_inst *in, uint32_t cap, int by_order, tl_sink *f)
{
    maze_prepared *p = NULL;
    CHECK_EQ(mz_jpp_alloc(&p, in->g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
    if (!p) return NULL;
    p->fingerprint = mz_jpp_fingerprint(in->g);
    p->sg.cap = cap;
    p->sg.by_order = (uint8_t)by_order;
    int st = mz_sg_connect(&p->sg, in->g, &p->alloc);
    CHECK_EQ(st, MAZE_OK);
    if (!st) CHECK_EQ(maze_prepared_write(p, tl_sink_write, f), MAZE_OK);
    if (!st) return p;
    maze_prepared_destroy(p);
    return NULL;
}

static int same_file(const tl_sink *a, const tl_sink *b) { return a->len && a->len == b->len && !memcmp(a->data, b->data, a->len); }

/* Which pass makes the levels (subgoal_tsg.c): by keys where their core
 * comes within the cap, and then the library's file is the keys' alone
 * (a cap of just that core too); where it cannot (a cap one under it, half
 * of it, 1: the pass by keys stops at its end, midway or at once), the file
 * is the order's pass alone, everything the keys did undone, and its
 * answers Dijkstra's. On these maps (395 and 407 subgoals, cores of 303
 * and 313 by keys, 258 and 276 in order) the two passes' files differ, so
 * a wrong choice shows. */
static void test_key_skip(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 61);
    int differ = 0, bad = 0;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, 40, 32, seed + 7000, 18, 8, 0), 0);
        tl_sink lib = {0}, keys = {0}, order = {0}, at = {0};
        maze_prepared *p = NULL, *k = NULL, *o = NULL, *a = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        if (p) CHECK_EQ(maze_prepared_write(p, tl_sink_write, &lib), MAZE_OK);
        if (p) k = levels_with(&in, UINT32_MAX, 0, &keys);
        uint32_t core = k ? globals(k) : 0;
        CHECK(p && p->sg.n >= MZ_SG_CORE_FEWEST && p->sg.uoff != NULL && core > 2 && core <= MZ_SG_CORE_MAX);
        if (core > 2) {
            o = levels_with(&in, 0, 1, &order);
            a = levels_with(&in, core, 0, &at);
            CHECK(same_file(&lib, &keys));
            CHECK(same_file(&at, &keys));
            differ += !same_file(&keys, &order);
            uint32_t caps[3] = {core - 1, core / 2, 1};
            for (int c = 0; c < 3; c++) {
                tl_sink f = {0};
                maze_prepared *q = levels_with(&in, caps[c], 0, &f);
                CHECK(same_file(&f, &order));
                if (q && !c) bad += compare_on(&in, q, &rng, 20);
                maze_prepared_destroy(q);
                tl_sink_free(&f);
            }
        }
        maze_prepared *all[4] = {p, k, o, a};
        tl_sink *sinks[4] = {&lib, &keys, &order, &at};
        for (int i = 0; i < 4; i++) {
            maze_prepared_destroy(all[i]);
            tl_sink_free(sinks[i]);
        }
        tl_inst_free(&in);
    }
    CHECK_EQ(differ, 2);
    CHECK_EQ(bad, 0);
}

/* Levels whose ranks make every climb cross the map (subgoal_core.c's
 * SPACE_REACH_PER, SPACE_WORK_PER): the ranks of the added edges' vias
 * kept and every other subgoal but the first one given rank above them.
 * A file with them is refused (mz_sg_check_levels: no contraction gives
 * them); made in the handle itself, the climbs reach most subgoals each,
 * growing with the square of them, and the handle keeps no table. With
 * neither most (both a billion) it keeps one. */
static void test_core_climbs_cross(void)
{
    tl_inst in = {0};
    CHECK_EQ(tl_inst_map(&in, 96, 64, 4242, 12, 8, 0), MAZE_OK);
    maze_prepared *p = NULL, *q = NULL;
    if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
    CHECK(p && p->sg.uoff != NULL && p->sg.n > 1000);
    if (!p || !p->sg.uoff) {
        maze_prepared_destroy(p);
        tl_inst_free(&in);
        return;
    }
    mz_sg *sg = &p->sg;
    uint8_t *via = calloc(sg->n, 1);
    uint32_t top = 0, moved = 0;
    size_t ne = sg->eoff[8 * (size_t)sg->n];
    for (size_t j = 0; via && j < ne; j++)
        if (sg->eflag[j] & MZ_SG_ADDED) via[sg->eadj[sg->ehalf[2 * (size_t)sg->eadd[j]]]] = 1;
    for (uint32_t u = 0; via && u < sg->n; u++)
        if (via[u] && sg->rank[u] != MZ_SG_NONE && sg->rank[u] > top) top = sg->rank[u];
    for (uint32_t u = 1; via && u < sg->n; u++)
        if (!via[u]) sg->rank[u] = top + 1, moved++;
    tl_sink f = {0};
    CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
    maze_error_info err = {0, ""};
    CHECK_EQ(maze_prepared_read(&q, in.g, f.data, f.len, NULL, &err), MAZE_EFORMAT);
    CHECK(q == NULL && strstr(err.message, "made local at rank") != NULL);
    CHECK(moved > sg->n / 2);
    /* the same levels in the handle: local as ranked, each edge up or not */
    mz_sg_core_drop(sg, &p->alloc);
    for (uint32_t u = 0; u < sg->n; u++) {
        sg->local[u] = sg->rank[u] != MZ_SG_NONE;
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++)
            sg->eflag[j] = (uint8_t)((sg->eflag[j] & ~MZ_SG_UP) | (sg->rank[sg->eadj[j]] >= sg->rank[u] ? MZ_SG_UP : 0));
    }
    CHECK_EQ(mz_sg_core_make(sg, &p->alloc), MAZE_OK);
    CHECK(sg->uoff == NULL && sg->fsp == NULL);
    free(via);
    tl_sink_free(&f);
    maze_prepared_destroy(p);
    tl_inst_free(&in);
}

/* File a (len bytes, layout l) with head j, subgoal u's of direction c,
 * left out into b: its count one less, the added edges' places past it one
 * less, the table's length and checksum made good. Returns b's length. */
static size_t without_edge(const char *a, size_t len, const sg_file *l, uint32_t u, uint32_t c, size_t j, char *b)
{
    size_t at = 48 + 4 * (l->heads + j);
    memcpy(b, a, at);
    memcpy(b + at, a + at + 4, len - at - 4);
    len -= 4;
    put_word(b, l->counts + 8 * (size_t)u + c, word(b, l->counts + 8 * (size_t)u + c) - 1);
    for (size_t k = 0; k < 3 * l->added; k++) /* the records, a word sooner */
        if (word(b, l->recs - 1 + k) > j) put_word(b, l->recs - 1 + k, word(b, l->recs - 1 + k) - 1);
    for (int i = 0; i < 8; i++) b[32 + i] = (char)((uint64_t)(len - 48) >> (8 * i));
    reseal(b, len);
    return len;
}

/* Files each with one edge not added left out (every 7th, halves of added
 * edges aside: dropping one breaks its record), on three maps: every other
 * check holds, and the reader scans every subgoal again (mz_sg_check_scans)
 * to refuse each, naming the subgoal and the missing edge's head. Without
 * that scan all 894 files are read, and 118 of them answer some of their
 * 120 queries unlike Dijkstra. */
static void test_forged_edges(void)
{
    int files = 0, refused = 0, wrong = 0;
    maze_rng rng;
    maze_rng_seed(&rng, 83);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, 48, 40, seed + 720, 10 + 5 * (int)seed, 8, 0), MAZE_OK);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        tl_sink f = {0};
        if (p) CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
        const mz_sg *sg = p ? &p->sg : NULL;
        size_t ne = sg ? sg->eoff[8 * (size_t)sg->n] : 0, na = sg ? sg->eadd[ne] : 0;
        char *b = f.len ? malloc(f.len) : NULL, *half = sg ? calloc(ne + 1, 1) : NULL;
        for (size_t k = 0; half && k < 2 * na; k++) half[sg->ehalf[k]] = 1;
        sg_file l = b ? sg_layout(f.data, f.len, sg->n) : (sg_file){0};
        for (uint32_t u = 0; b && half && u < sg->n; u++)
            for (uint32_t c = 0; c < 8; c++)
                for (uint32_t j = sg->eoff[8 * (size_t)u + c]; j < sg->eoff[8 * (size_t)u + c + 1]; j++) {
                    if ((u + j) % 7 || (sg->eflag[j] & MZ_SG_ADDED) || half[j]) continue;
                    size_t len = without_edge(f.data, f.len, &l, u, c, j, b);
                    maze_prepared *q = NULL;
                    maze_error_info err = {0, ""};
                    char want[96];
                    snprintf(want, sizeof want, "subgoal %u lacks its edge to subgoal %u,", (unsigned)u,
                             (unsigned)sg->eadj[j]);
                    int st = maze_prepared_read(&q, in.g, b, len, NULL, &err);
                    files++;
                    refused += st == MAZE_EFORMAT && q == NULL && strstr(err.message, want) != NULL;
                    if (st == MAZE_OK) wrong += compare_on(&in, q, &rng, 20) > 0; /* what a read one costs */
                    maze_prepared_destroy(q);
                }
        free(half);
        free(b);
        tl_sink_free(&f);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(files > 150);
    CHECK_EQ(refused, files);
    CHECK_EQ(wrong, 0);
}

/* A random w x h map with pct percent blocked (8-connected) in *in, and
 * its subgoal graph prepared whole; NULL (in freed) when either fails. */
static maze_prepared *subgoal_map(tl_inst *in, int32_t w, int32_t h, uint64_t seed, int pct)
{
    CHECK_EQ(tl_inst_map(in, w, h, seed, pct, 8, 0), MAZE_OK);
    maze_prepared *p = NULL;
    if (in->g) CHECK_EQ(maze_prepare_method(&p, in->g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
    if (!p) tl_inst_free(in);
    return p;
}

/* Levels no contraction gives, each added edge's via still made local
 * before its ends (all the reader checked before mz_sg_check_levels):
 * global subgoals made local last with no edge added past them (16 of
 * them; all of them), and the local ones ranked in a random order that
 * keeps each via before its ends. Each file is refused naming the subgoal
 * whose neighbours lose their path, or answers as Dijkstra. Without the
 * check these answer longer than Dijkstra, or find no path. */
static void test_forged_ranks(void)
{
    int refused = 0, bad = 0;
    maze_rng rng;
    maze_rng_seed(&rng, 77);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        tl_inst in = {0};
        maze_prepared *p = subgoal_map(&in, 64, 48, seed + 700, 15);
        if (!p) continue;
        mz_sg *sg = &p->sg;
        uint32_t n = sg->n, *keep = malloc((size_t)n * sizeof *keep), top = 0;
        for (uint32_t u = 0; keep && u < n; u++) {
            keep[u] = sg->rank[u];
            if (keep[u] != MZ_SG_NONE && keep[u] >= top) top = keep[u] + 1;
        }
        for (int k = 0; keep && k < 3; k++) {
            uint32_t r = top;
            for (uint32_t u = 0; u < n; u++) sg->rank[u] = keep[u];
            if (k < 2)
                for (uint32_t u = 0, made = 0; u < n && (k || made < 16); u++)
                    if (keep[u] == MZ_SG_NONE && (k || maze_rng_next(&rng) % 4 == 0)) sg->rank[u] = r++, made++;
            if (k == 2) /* each local subgoal's rank moved by up to 64, then any added edge's via back below its ends */
                for (uint32_t u = 0; u < n; u++)
                    if (keep[u] != MZ_SG_NONE) sg->rank[u] = n + keep[u] * 2 + (uint32_t)(maze_rng_next(&rng) % 128);
            for (int again = 1; k == 2 && again;) {
                again = 0;
                size_t ne = sg->eoff[8 * (size_t)n];
                for (uint32_t u = 0; u < n; u++)
                    for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8] && j < ne; j++) {
                        if (!(sg->eflag[j] & MZ_SG_ADDED)) continue;
                        uint32_t s = sg->eadj[sg->ehalf[2 * (size_t)sg->eadd[j]]], w = sg->eadj[j];
                        uint32_t lo = sg->rank[u] < sg->rank[w] ? sg->rank[u] : sg->rank[w];
                        if (sg->rank[s] >= lo) sg->rank[s] = lo - 1, again = 1;
                    }
            }
            tl_sink f = {0};
            CHECK_EQ(maze_prepared_write(p, tl_sink_write, &f), MAZE_OK);
            maze_prepared *q = NULL;
            maze_error_info err = {0, ""};
            int st = maze_prepared_read(&q, in.g, f.data, f.len, NULL, &err);
            if (st == MAZE_OK) bad += compare_on(&in, q, &rng, 40);
            else if (st == MAZE_EFORMAT && strstr(err.message, "made local at rank")) refused++;
            else bad++;
            maze_prepared_destroy(q);
            tl_sink_free(&f);
        }
        for (uint32_t u = 0; keep && u < n; u++) sg->rank[u] = keep[u];
        free(keep);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK_EQ(bad, 0);
    CHECK(refused > 0);
}

/* The level check's work bounded (subgoal_check.c): on genuine levels it
 * passes with the library's budget (mz_sg's check_work 0) and with the
 * least budget that passes, found by halving, more than twice the longest
 * list (the searches' steps summed, not the longest one); one edge less and
 * a budget of 1 stop it, the file refused as one the check cannot vouch
 * for. Maps of 4% to 28% blocked. */
static void test_check_work(void)
{
    int runs = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        tl_inst in = {0};
        maze_prepared *p = subgoal_map(&in, 48, 40, seed + 9300, 4 + (int)(seed - 1) * 8);
        if (!p) continue;
        mz_sg *sg = &p->sg;
        maze_error_info err = {0, ""};
        CHECK_EQ(mz_sg_check_levels(sg, &p->alloc, &err), MAZE_OK);
        uint32_t lo = 0, hi = UINT32_MAX; /* lo refused (or none), hi passes */
        sg->check_work = hi;
        CHECK_EQ(mz_sg_check_levels(sg, &p->alloc, &err), MAZE_OK);
        while (hi - lo > 1) {
            sg->check_work = lo + (hi - lo) / 2;
            if (mz_sg_check_levels(sg, &p->alloc, &err) == MAZE_OK) hi = sg->check_work;
            else lo = sg->check_work;
        }
        uint32_t most = 0; /* the longest list: a search's one step */
        for (size_t u = 0; u < sg->n; u++)
            if (sg->eoff[8 * u + 8] - sg->eoff[8 * u] > most) most = sg->eoff[8 * u + 8] - sg->eoff[8 * u];
        CHECK(hi > 2 * (uint64_t)most && hi < sg->eoff[8 * (size_t)sg->n] * UINT64_C(32));
        uint32_t tries[2] = {hi - 1, 1};
        for (int k = 0; k < 2; k++) {
            sg->check_work = tries[k];
            err.message[0] = 0;
            CHECK_EQ(mz_sg_check_levels(sg, &p->alloc, &err), MAZE_EFORMAT);
            CHECK(strstr(err.message, "cannot vouch for them") != NULL);
        }
        runs++;
        sg->check_work = 0;
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK_EQ(runs, 4);
}

/* The core table's bucket queue lapped (subgoal_core.c, core_row): its
 * ring is made past the longest core edge, so no map reaches the lap path
 * (an edge of 65,534 moves); the test's ring (mz_sg's ring) of 1 to 8
 * slots makes keys wait a lap or more (each map has a core edge of 8
 * moves or more). The tables equal the library's entry for entry, and the
 * answers Dijkstra's. With a later lap's entries taken in the lap before
 * theirs, 4 of the 12 tables differ; with them dropped, the rows never
 * end (entries counted as queued are gone). */
static void test_core_ring(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 67);
    int same = 0, lapped = 0, bad = 0, runs = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, 48 + (int32_t)seed * 8, 40, seed + 9100, 3 + (int)seed * 5, 8, 0), 0);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(maze_prepare_method(&p, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        CHECK(p && p->sg.uoff != NULL);
        uint64_t most = 0; /* the longest core edge's moves, a bound under its cost */
        for (size_t j = 0; p && p->sg.uoff && j < p->sg.koff[p->sg.ncore]; j++) {
            uint64_t moves = (p->sg.klen[j] >> 32) + (uint32_t)p->sg.klen[j];
            if (moves > most) most = moves;
        }
        for (uint32_t ring = 1; p && p->sg.uoff && ring <= 8; ring *= 2, runs++) {
            maze_prepared *q = NULL;
            CHECK_EQ(mz_jpp_alloc(&q, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
            if (!q) continue;
            q->fingerprint = mz_jpp_fingerprint(in.g);
            q->sg.ring = ring;
            CHECK_EQ(mz_sg_connect(&q->sg, in.g, &q->alloc), MAZE_OK);
            lapped += most >= ring; /* an edge of cost ring or more pushed from slot k goes past k + ring */
            size_t nc = p->sg.ncore;
            if (q->sg.uoff && q->sg.ncore == nc)
                same += !memcmp(q->sg.cd, p->sg.cd, nc * nc * sizeof *p->sg.cd);
            if (q->sg.uoff) bad += compare_on(&in, q, &rng, 10);
            maze_prepared_destroy(q);
        }
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK_EQ(runs, 12);
    CHECK_EQ(lapped, runs);
    CHECK_EQ(same, runs);
    CHECK_EQ(bad, 0);
}

/* The goal's side bounded (subgoal_core.c): on open maps a goal reaches
 * many subgoals directly (8 or more: CORE_BOUND_ENDS), and the query merges
 * only the spaces of those whose octile lengths to the start and the goal
 * are within a path's cost found first; maps of 3% to 11% blocked, against
 * Dijkstra, paths checked move by move. Bounded by a lower bound instead
 * of a path's cost (the forward end's fk), 29 of these 720 queries fail. */
static void test_core_goal_bound(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 59);
    int bad = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        tl_inst in = {0};
        CHECK_EQ(tl_inst_map(&in, 40 + (int32_t)(seed * 9 % 40), 36 + (int32_t)(seed * 7 % 30), seed + 9000,
                             3 + (int)(seed % 5) * 2, 8, 0), 0);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(prep(&p, in.g), MAZE_OK);
        if (p) CHECK(p->sg.uoff != NULL);
        if (p) bad += compare_on(&in, p, &rng, 20);
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK_EQ(bad, 0);
}

/* Map `seed` of test_core_floor and test_core_no_floats: 40 to 89 by 36 to
 * 75 cells, 3% to 11% blocked. */
static void floor_map(tl_inst *in, uint64_t seed)
{
    CHECK_EQ(tl_inst_map(in, 40 + (int32_t)(seed * 11 % 50), 36 + (int32_t)(seed * 5 % 40), seed + 9100,
                         3 + (int)(seed % 5) * 2, 8, 0), 0);
}

/* The table's floats (sg->cf), which the join compares before decoding a
 * pair: each no more than its entry's cost (a float over it would let the
 * join pass the least pair by), within a float's unit of it, +inf where
 * the entry is none. Rounded to nearest instead of down, this fails (most
 * of the entries over). */
static void test_core_floor(void)
{
    int over = 0, loose = 0, none = 0, entries = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        tl_inst in = {0};
        floor_map(&in, seed);
        maze_prepared *p = NULL;
        if (in.g) CHECK_EQ(prep(&p, in.g), MAZE_OK);
        if (p) CHECK(p->sg.uoff != NULL && p->sg.cf != NULL);
        for (size_t i = 0; p && p->sg.cf && i < (size_t)p->sg.ncore * p->sg.ncore; i++, entries++) {
            uint32_t d = p->sg.cd[i];
            double c = d == UINT32_MAX ? HUGE_VAL : (double)(d & 0xffffu) + (double)(d >> 16) * sqrt(2.0);
            double f = p->sg.cf[i];
            over += f > c;
            loose += c != HUGE_VAL && !(f > c - 0.02);
            none += (c == HUGE_VAL) != (f == HUGE_VAL);
        }
        maze_prepared_destroy(p);
        tl_inst_free(&in);
    }
    CHECK(entries > 1000);
    CHECK_EQ(over, 0);
    CHECK_EQ(loose, 0);
    CHECK_EQ(none, 0);
}

/* A table kept without its floats (as one of more than MZ_SG_CF_MOST
 * entries): the join and the goal's bound decode every pair, and answer as
 * Dijkstra, on the maps of test_core_floor. */
static void test_core_no_floats(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 71);
    int bad = 0, runs = 0;
    for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 2 : 6); seed++) {
        tl_inst in = {0};
        floor_map(&in, seed);
        maze_prepared *q = NULL;
        if (in.g) CHECK_EQ(mz_jpp_alloc(&q, in.g, MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        if (q) {
            q->fingerprint = mz_jpp_fingerprint(in.g);
            q->sg.no_floats = 1;
            CHECK_EQ(mz_sg_connect(&q->sg, in.g, &q->alloc), MAZE_OK);
            CHECK(q->sg.uoff != NULL && q->sg.cf == NULL);
            if (q->sg.uoff) bad += compare_on(&in, q, &rng, 20), runs++;
        }
        maze_prepared_destroy(q);
        tl_inst_free(&in);
    }
    CHECK_EQ(runs, TL_SANITIZED ? 2 : 6);
    CHECK_EQ(bad, 0);
}

int main(void)
{
    for (method = MAZE_PREP_JPS_PLUS; method <= MAZE_PREP_SUBGOAL; method++) {
        test_random_maps();
        test_shapes();
        test_taut();
        test_scenario_rows();
        test_file_refused();
        test_unsupported();
        test_out_of_memory();
    }
    method = MAZE_PREP_SUBGOAL;
    test_core_table();
    test_core_fewest();
    test_core_too_far();
    test_scan_bounds();
    test_scan_sets();
    test_core_climbs();
    test_key_skip();
    test_core_goal_bound();
    test_core_floor();
    test_core_no_floats();
    test_core_climbs_cross();
    test_forged_ranks();
    test_check_work();
    test_forged_edges();
    test_core_ring();
    for (astar_only = 0; astar_only < 2; astar_only++) { /* by the core's table, then by A* (a larger core's) */
        if (astar_only && !TL_SANITIZED) test_random_maps(); /* by the table: in the loop above; A*'s paths run
                                                             * under sanitizers in the tests below */
        test_turns();
        test_levels();
        test_long_detours();
        test_landmarks();
    }
    test_query_after_out_of_memory();
    test_forged_levels();
    test_forged_order();
    test_forged_heads();
    test_core_falls_apart();
    test_far_line();
    test_direct();
    test_sight();
    test_goal_on_reach(); /* A*'s (astar_only still 1) */
    test_forged_landmarks();
    test_old_versions();
    test_methods();
    return check_done();
}
