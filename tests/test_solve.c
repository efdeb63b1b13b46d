/* test_solve.c - every solver in the table against an independent reference
 * Dijkstra on random wall mazes (with loops) and random block maps (4 and 8
 * moves, with and without costs); paths checked move by move. */
#include "testlib.h"

/* Whether solver sv takes the instance's graph. */
static int fits(const maze_solver *sv, const tl_inst *in) { return maze_solver_fits(sv, in->g); }

/* Runs every solver on `queries` random queries of one instance. */
static void agree_on(const tl_inst *in, uint64_t seed, int queries, const char *what)
{
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < queries; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(in, &rng, &sx, &sy);
        tl_pick_open(in, &rng, &gx, &gy);
        double opt = tl_ref_cost(in, sx, sy, gx, gy);
        for (size_t i = 0; i < maze_solver_count(); i++) {
            const maze_solver *sv = maze_solver_at(i);
            maze_result r;
            int st = maze_solve(s, sv, sx, sy, gx, gy, NULL, &r);
            if (!fits(sv, in)) {
                CHECK_EQ(st, MAZE_EUNSUPPORTED);
                continue;
            }
            CHECK_EQ(st, MAZE_OK);
            if (opt < 0) {
                CHECK_EQ(r.found, 0);
                CHECK_EQ(r.length, 0);
                continue;
            }
            if (!r.found && !(sv->flags & MAZE_SOLVER_COMPLETE)) continue; /* allowed to miss it */
            double c = tl_check_result(in, sv, &r, sx, sy, gx, gy);
            int ok = c >= 0;
            if (ok && (sv->flags & MAZE_SOLVER_ANY_ANGLE)) ok = c <= opt + 1e-9 * (opt + 1); /* never longer */
            if (ok && (sv->flags & MAZE_SOLVER_OPTIMAL)) ok = fabs(c - opt) <= 1e-9 * (opt + 1);
            if (ok && (sv->flags & MAZE_SOLVER_BOUNDED)) ok = c <= 2.0 * opt + 1e-9;
            if (ok && (sx != gx || sy != gy)) ok = r.expanded >= 1;
            if (!ok)
                fprintf(stderr, "%s: %s (%d,%d)->(%d,%d): got %g (found %d), optimum %g\n", what, sv->name, sx,
                        sy, gx, gy, r.cost, r.found, opt);
            CHECK(ok);
        }
    }
    maze_search_destroy(s);
}

static void test_agree_mazes(void)
{
    const char *gens[] = {"dfs", "bfs"};
    for (int gi = 0; gi < 2; gi++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            tl_inst in;
            int32_t w = (int32_t)(3 + seed * 4), h = (int32_t)(2 + seed * 3);
            CHECK_EQ(tl_inst_maze(&in, gens[gi], w, h, seed, (int)(seed % 3) * w), MAZE_OK);
            agree_on(&in, seed, 8, gens[gi]);
            tl_inst_free(&in);
        }
}

static void test_agree_maps(void)
{
    for (int moves = 4; moves <= 8; moves += 4)
        for (int costs = 0; costs <= 1; costs++)
            for (uint64_t seed = 1; seed <= 8; seed++) {
                tl_inst in;
                int pct = (int)(seed * 5 % 40);
                CHECK_EQ(tl_inst_map(&in, (int32_t)(5 + seed * 3), (int32_t)(4 + seed * 2), seed, pct, moves, costs),
                         MAZE_OK);
                char what[64];
                snprintf(what, sizeof what, "map moves=%d costs=%d seed=%d", moves, costs, (int)seed);
                agree_on(&in, seed * 77, 8, what);
                tl_inst_free(&in);
            }
}

/* A wall down the middle: every solver reports no path, not an error; a
 * complete one still finds the goal on the start's side (the open room has
 * the goal off every wall, which a solver that is not complete may miss). */
static void test_unreachable(void)
{
    for (int moves = 4; moves <= 8; moves += 4) {
        tl_inst in;
        CHECK_EQ(tl_inst_map(&in, 9, 6, 3, 0, moves, 0), MAZE_OK);
        for (int32_t y = 0; y < 6; y++) maze_map_set(in.map, 4, y, '#');
        maze_graph_destroy(in.g);
        CHECK_EQ(maze_graph_from_map(&in.g, in.map, moves, NULL), MAZE_OK);
        maze_search *s;
        CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
        for (size_t i = 0; i < maze_solver_count(); i++) {
            const maze_solver *sv = maze_solver_at(i);
            if (!fits(sv, &in)) continue;
            maze_result r;
            CHECK_EQ(maze_solve(s, sv, 0, 0, 8, 5, NULL, &r), MAZE_OK);
            CHECK_EQ(r.found, 0);
            CHECK(r.path == NULL && r.length == 0);
            /* the same context still solves a reachable query afterwards */
            CHECK_EQ(maze_solve(s, sv, 0, 0, 3, 5, NULL, &r), MAZE_OK);
            if (!r.found && !(sv->flags & MAZE_SOLVER_COMPLETE)) continue;
            CHECK_EQ(r.found, 1);
            CHECK(tl_check_result(&in, sv, &r, 0, 0, 3, 5) >= 0);
        }
        maze_search_destroy(s);
        tl_inst_free(&in);
    }
}

static void test_errors(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 6, 5, 1, 0, 8, 0), MAZE_OK);
    maze_map_set(in.map, 2, 2, '@');
    maze_graph_destroy(in.g);
    CHECK_EQ(maze_graph_from_map(&in.g, in.map, 8, NULL), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    const maze_solver *a = maze_solver_find("astar");
    CHECK(a != NULL);
    maze_result r;
    CHECK_EQ(maze_solve(s, a, -1, 0, 1, 1, NULL, &r), MAZE_ERANGE);
    CHECK_EQ(maze_solve(s, a, 0, 0, 6, 1, NULL, &r), MAZE_ERANGE);
    CHECK_EQ(maze_solve(s, a, 0, 0, 2, 2, NULL, &r), MAZE_ERANGE); /* blocked goal */
    CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 0, 0, 1, 1, NULL, &r), MAZE_EUNSUPPORTED);
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    o.heuristic = 99;
    CHECK_EQ(maze_solve(s, a, 0, 0, 1, 1, &o, &r), MAZE_EINVAL);
    maze_solve_opts_init(&o);
    o.weight = 0.5;
    CHECK_EQ(maze_solve(s, a, 0, 0, 1, 1, &o, &r), MAZE_EINVAL);
    o.weight = NAN;
    CHECK_EQ(maze_solve(s, a, 0, 0, 1, 1, &o, &r), MAZE_EINVAL);
    CHECK_EQ(maze_solve(NULL, a, 0, 0, 1, 1, NULL, &r), MAZE_EINVAL);
    CHECK_EQ(maze_solve(s, NULL, 0, 0, 1, 1, NULL, &r), MAZE_EINVAL);
    maze_solver copy = *a; /* only an entry of the table is a solver */
    CHECK_EQ(maze_solve(s, &copy, 0, 0, 1, 1, NULL, &r), MAZE_EINVAL);
    CHECK(maze_solver_find("no-such") == NULL);
    CHECK(maze_solver_at(maze_solver_count()) == NULL);
    /* start == goal: a path of one cell */
    CHECK_EQ(maze_solve(s, a, 4, 4, 4, 4, NULL, &r), MAZE_OK);
    CHECK(r.found == 1 && r.length == 1 && r.cost == 0);
    maze_search_destroy(s);
    tl_inst_free(&in);
}

/* Ties are broken the same way every time, and by an order that does not
 * depend on the context's history. */
static void test_deterministic(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 40, 30, 5, 10, 8, 0), MAZE_OK);
    maze_search *s1, *s2;
    CHECK_EQ(maze_search_create(&s1, in.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s2, in.g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 9);
    for (int q = 0; q < 20; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        for (size_t i = 0; i < maze_solver_count(); i++) {
            const maze_solver *sv = maze_solver_at(i);
            maze_result r1, r2;
            int st1 = maze_solve(s1, sv, sx, sy, gx, gy, NULL, &r1);
            if (q % 2) maze_solve(s2, sv, gx, gy, sx, sy, NULL, &r2); /* disturb s2's state */
            int st2 = maze_solve(s2, sv, sx, sy, gx, gy, NULL, &r2);
            CHECK_EQ(st1, st2);
            if (st1 || !r1.found) continue;
            CHECK(r1.length == r2.length && r1.expanded == r2.expanded);
            CHECK(memcmp(r1.path, r2.path, r1.length * sizeof *r1.path) == 0);
        }
    }
    maze_search_destroy(s1);
    maze_search_destroy(s2);
    tl_inst_free(&in);
}

static void test_heuristic_names(void)
{
    const char *names[] = {"default", "manhattan", "octile", "euclidean", "chebyshev", "zero"};
    for (int h = MAZE_H_DEFAULT; h <= MAZE_H_ZERO; h++) {
        CHECK_EQ(maze_heuristic_find(names[h]), h);
        CHECK(strcmp(maze_heuristic_name(h), names[h]) == 0);
        CHECK_EQ(maze_heuristic_admissible(h, 4), 1);
        CHECK_EQ(maze_heuristic_admissible(h, 8), h == MAZE_H_MANHATTAN ? 0 : 1);
    }
    CHECK_EQ(maze_heuristic_find("no-such"), -1);
    CHECK_EQ(maze_heuristic_find(NULL), -1);
    CHECK(maze_heuristic_name(-1) == NULL && maze_heuristic_name(MAZE_H_ZERO + 1) == NULL);
    CHECK_EQ(maze_heuristic_admissible(99, 4), -1);
    CHECK_EQ(maze_heuristic_admissible(MAZE_H_OCTILE, 6), -1);
}

/* Every heuristic with astar and bidir: optimal when admissible, a valid
 * path otherwise; weighted-astar within W x optimal for several W. */
static void test_heuristics_and_weights(void)
{
    const double weights[] = {1, 1.5, 2, 3, 10};
    for (int moves = 4; moves <= 8; moves += 4)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            tl_inst in;
            CHECK_EQ(tl_inst_map(&in, 23, 17, seed, 25, moves, (int)(seed & 1)), MAZE_OK);
            maze_search *s;
            CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            for (int q = 0; q < 10; q++) {
                int32_t sx, sy, gx, gy;
                tl_pick_open(&in, &rng, &sx, &sy);
                tl_pick_open(&in, &rng, &gx, &gy);
                double opt = tl_ref_cost(&in, sx, sy, gx, gy);
                maze_solve_opts o;
                maze_solve_opts_init(&o);
                maze_result r;
                for (int h = MAZE_H_DEFAULT; h <= MAZE_H_ZERO; h++) {
                    o.heuristic = h;
                    const char *names[] = {"astar", "bidir"};
                    for (int k = 0; k < 2; k++) {
                        CHECK_EQ(maze_solve(s, maze_solver_find(names[k]), sx, sy, gx, gy, &o, &r), MAZE_OK);
                        CHECK_EQ(r.found, opt >= 0);
                        if (opt < 0) continue;
                        double c = tl_check_path(&in, &r, sx, sy, gx, gy);
                        CHECK(c >= 0);
                        if (maze_heuristic_admissible(h, moves)) CHECK(fabs(c - opt) <= 1e-9 * (1 + opt));
                    }
                }
                maze_solve_opts_init(&o);
                for (size_t k = 0; k < sizeof weights / sizeof *weights; k++) {
                    o.weight = weights[k];
                    CHECK_EQ(maze_solve(s, maze_solver_find("weighted-astar"), sx, sy, gx, gy, &o, &r), MAZE_OK);
                    CHECK_EQ(r.found, opt >= 0);
                    if (opt < 0) continue;
                    double c = tl_check_path(&in, &r, sx, sy, gx, gy);
                    CHECK(c >= 0 && c <= weights[k] * opt + 1e-9);
                    if (weights[k] == 1) CHECK(fabs(c - opt) <= 1e-9 * (1 + opt));
                }
            }
            maze_search_destroy(s);
            tl_inst_free(&in);
        }
}

/* On an open map a high weight really trades cost for expansions (so the
 * weight is used), while staying within its bound. */
static void test_weight_effect(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 60, 60, 11, 30, 8, 0), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 4);
    uint64_t e1 = 0, e5 = 0;
    for (int q = 0; q < 20; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        maze_solve_opts o;
        maze_solve_opts_init(&o);
        maze_result r;
        o.weight = 1;
        CHECK_EQ(maze_solve(s, maze_solver_find("weighted-astar"), sx, sy, gx, gy, &o, &r), MAZE_OK);
        e1 += r.expanded;
        o.weight = 5;
        CHECK_EQ(maze_solve(s, maze_solver_find("weighted-astar"), sx, sy, gx, gy, &o, &r), MAZE_OK);
        e5 += r.expanded;
    }
    CHECK(e5 < e1);
    maze_search_destroy(s);
    tl_inst_free(&in);
}

/* More queries on one context than the generation counters hold (astar's
 * tags wrap every 4095 queries): answers stay right across the wraps. */
static void test_many_queries(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 12, 9, 21, 20, 8, 0), MAZE_OK);
    maze_search *s, *t;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&t, in.g, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, 5);
    int bad = 0;
    for (int q = 0; q < 9000; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(&in, &rng, &sx, &sy);
        tl_pick_open(&in, &rng, &gx, &gy);
        maze_result a, b;
        if (maze_solve(s, maze_solver_find("astar"), sx, sy, gx, gy, NULL, &a) ||
            maze_solve(t, maze_solver_find("dijkstra"), sx, sy, gx, gy, NULL, &b))
            bad++;
        else if (a.found != b.found || (a.found && (fabs(a.cost - b.cost) > 1e-9 || tl_check_path(&in, &a, sx, sy, gx, gy) < 0)))
            bad++;
    }
    CHECK_EQ(bad, 0);
    maze_search_destroy(s);
    maze_search_destroy(t);
    tl_inst_free(&in);
}

/* Larger maps (open ones too, so the frontier spans many f buckets and they
 * wrap around): every optimal solver agrees with the others, and with the
 * reference on a few queries; every path checked. */
static void test_large_maps(void)
{
    static const int pct[] = {0, 15, 35};
    for (int moves = 4; moves <= 8; moves += 4)
        for (int costs = 0; costs <= 1; costs++)
            for (int k = 0; k < 3; k++) {
                tl_inst in;
                CHECK_EQ(tl_inst_map(&in, 90, 70, (uint64_t)(k + 40), pct[k], moves, costs), MAZE_OK);
                maze_search *s;
                CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
                maze_rng rng;
                maze_rng_seed(&rng, (uint64_t)k);
                for (int q = 0; q < 12; q++) {
                    int32_t sx, sy, gx, gy;
                    tl_pick_open(&in, &rng, &sx, &sy);
                    tl_pick_open(&in, &rng, &gx, &gy);
                    double want = q < 2 ? tl_ref_cost(&in, sx, sy, gx, gy) : -2;
                    for (size_t i = 0; i < maze_solver_count(); i++) {
                        const maze_solver *sv = maze_solver_at(i);
                        maze_result r;
                        if (!(sv->flags & MAZE_SOLVER_OPTIMAL) || !fits(sv, &in)) continue;
                        CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, NULL, &r), MAZE_OK);
                        double c = r.found ? tl_check_path(&in, &r, sx, sy, gx, gy) : -1;
                        if (want == -2) want = c; /* the first solver sets the bar */
                        if (fabs(c - want) > 1e-9 * (1 + fabs(want)))
                            fprintf(stderr, "large moves=%d costs=%d pct=%d: %s got %.9f want %.9f\n", moves, costs,
                                    pct[k], sv->name, c, want);
                        CHECK(fabs(c - want) <= 1e-9 * (1 + fabs(want)));
                    }
                }
                maze_search_destroy(s);
                tl_inst_free(&in);
            }
}

/* maze_solver_fits, case by case: the move set and the cost layer each
 * solver takes, and whether it is complete; never a NULL or a solver from
 * outside the table. A new solver gets a row here. */
static void test_fits(void)
{
    static const struct {
        const char *name;
        int maze4, map8, costs4, costs8; /* takes: a wall maze, an 8-connected map, maps with costs */
        int complete;
    } want[] = {
        {"bfs", 1, 0, 0, 0, 1},   {"jps", 0, 1, 0, 0, 1},   {"astar", 1, 1, 1, 1, 1},          {"dijkstra", 1, 1, 1, 1, 1},
        {"bidir", 1, 1, 1, 1, 1}, {"dfs", 1, 1, 1, 1, 1}, {"weighted-astar", 1, 1, 1, 1, 1},
        {"wall-follower", 1, 0, 0, 0, 0}, {"wall-follower-right", 1, 0, 0, 0, 0}, {"pledge", 1, 0, 0, 0, 0},
        {"tremaux", 1, 0, 0, 0, 1}, {"dead-end-filler", 1, 0, 0, 0, 1}, {"cul-de-sac-filler", 1, 0, 0, 0, 1},
        {"theta", 0, 1, 0, 0, 1},
    };
    tl_inst mz, m8, c4, c8;
    CHECK_EQ(tl_inst_maze(&mz, "dfs", 6, 5, 1, 0), MAZE_OK);
    CHECK_EQ(tl_inst_map(&m8, 6, 5, 1, 20, 8, 0), MAZE_OK);
    CHECK_EQ(tl_inst_map(&c4, 6, 5, 1, 20, 4, 1), MAZE_OK);
    CHECK_EQ(tl_inst_map(&c8, 6, 5, 1, 20, 8, 1), MAZE_OK);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const maze_solver *sv = maze_solver_find(want[i].name);
        CHECK(sv != NULL);
        CHECK_EQ(maze_solver_fits(sv, mz.g), want[i].maze4);
        CHECK_EQ(maze_solver_fits(sv, m8.g), want[i].map8);
        CHECK_EQ(maze_solver_fits(sv, c4.g), want[i].costs4);
        CHECK_EQ(maze_solver_fits(sv, c8.g), want[i].costs8);
        CHECK_EQ(maze_solver_fits(sv, NULL), 0);
        if (!sv) continue;
        CHECK_EQ(!!(sv->flags & MAZE_SOLVER_COMPLETE), want[i].complete);
        maze_solver copy = *sv;
        CHECK_EQ(maze_solver_fits(&copy, mz.g), 0);
    }
    CHECK_EQ(maze_solver_fits(NULL, mz.g), 0);
    /* Every solver has its row, and the promises hang together: an optimal
     * or bounded solver is complete. */
    CHECK_EQ(maze_solver_count(), sizeof want / sizeof want[0]);
    for (size_t i = 0; i < maze_solver_count(); i++) {
        unsigned f = maze_solver_at(i)->flags;
        CHECK(!(f & (MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_BOUNDED)) || (f & MAZE_SOLVER_COMPLETE));
    }
    CHECK_EQ(MAZE_SOLVER_UNIFORM, MAZE_SOLVER_UNIT_COST); /* the old name stays while the version is 0.x */
    tl_inst_free(&mz);
    tl_inst_free(&m8);
    tl_inst_free(&c4);
    tl_inst_free(&c8);
}

int main(void)
{
    test_fits();
    test_large_maps();
    test_many_queries();
    test_heuristic_names();
    test_heuristics_and_weights();
    test_weight_effect();
    test_agree_mazes();
    test_agree_maps();
    test_unreachable();
    test_errors();
    test_deterministic();
    return check_done();
}
