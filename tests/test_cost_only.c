/* test_cost_only.c - maze_search_cost_only: a search that lists no cells
 * finds what a listing one finds, for every solver and both prepared
 * methods, and the searches said to skip the listing never ask for a path. */
#include "testlib.h"

#include <math.h>
#include <stdlib.h>

/* An allocator that counts the requests of one size (a path's buffer). */
typedef struct sized {
    size_t size;
    long hits;
} sized;

static void *sized_fn(void *ud, void *p, size_t n)
{
    sized *z = ud;
    if (n && n == z->size) z->hits++;
    if (!n) {
        free(p);
        return NULL;
    }
    return realloc(p, n);
}

/* A search of `sv` (NULL: prepared handle p) on both contexts. */
static int run(maze_search *s, const maze_solver *sv, const maze_prepared *p, const int32_t q[4], maze_result *r)
{
    return sv ? maze_solve(s, sv, q[0], q[1], q[2], q[3], NULL, r) : maze_prepared_solve(s, p, q[0], q[1], q[2], q[3], r);
}

/* Each query on a listing context and a cost-only one: the same answer,
 * and no cells from the second. */
static void compare(tl_inst *in, const maze_solver *sv, const maze_prepared *p, maze_search *list, maze_search *cost,
                    uint64_t seed)
{
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int k = 0; k < 60; k++) {
        int32_t q[4];
        tl_pick_open(in, &rng, &q[0], &q[1]);
        tl_pick_open(in, &rng, &q[2], &q[3]);
        maze_result a, b;
        int sa = run(list, sv, p, q, &a), sb = run(cost, sv, p, q, &b);
        if (sa == MAZE_EUNSUPPORTED && sb == sa) return; /* a solver of another graph */
        CHECK_EQ(sb, sa);
        CHECK_EQ(b.found, a.found);
        CHECK(b.cost == a.cost);
        CHECK_EQ(b.expanded, a.expanded);
        CHECK(b.path == NULL && b.length == 0);
        if (a.found && (!sv || !(sv->flags & MAZE_SOLVER_ANY_ANGLE))) CHECK(tl_check_path(in, &a, q[0], q[1], q[2], q[3]) >= 0);
    }
}

/* Every solver and both prepared methods on random 8-connected maps. */
static void test_same_answers(void)
{
    for (uint64_t seed = 1; seed <= 3; seed++) {
        tl_inst in;
        CHECK_EQ(tl_inst_map(&in, 48, 40, seed, 25, 8, 0), MAZE_OK);
        maze_search *list = NULL, *cost = NULL;
        CHECK_EQ(maze_search_create(&list, in.g, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&cost, in.g, NULL), MAZE_OK);
        CHECK_EQ(maze_search_cost_only(cost, 1), MAZE_OK);
        for (size_t i = 0; list && cost && i < maze_solver_count(); i++)
            compare(&in, maze_solver_at(i), NULL, list, cost, seed * 100 + i);
        for (int method = MAZE_PREP_JPS_PLUS; method <= MAZE_PREP_SUBGOAL; method++) {
            maze_prepared *p = NULL;
            CHECK_EQ(maze_prepare_method(&p, in.g, method, NULL), MAZE_OK);
            if (p && list && cost) compare(&in, NULL, p, list, cost, seed * 7 + (uint64_t)method);
            maze_prepared_destroy(p);
        }
        maze_search_destroy(list);
        maze_search_destroy(cost);
        tl_inst_free(&in);
    }
}

/* One query `far` (after a short one, `warm`, that makes the solver's own
 * state) on a listing context and a cost-only one: the first grows its path
 * buffer to exactly `cells` cells, the second never asks for it, and listing
 * again works. sv NULL: prepared handle p. */
static void probe(tl_inst *in, const maze_solver *sv, const maze_prepared *p, const int32_t warm[4],
                  const int32_t far[4], size_t cells, double cost)
{
    for (int on = 0; on <= 1; on++) {
        sized z = {0, 0};
        maze_allocator a = {sized_fn, &z};
        maze_search *s = NULL;
        CHECK_EQ(maze_search_create(&s, in->g, &a), MAZE_OK);
        if (!s) continue;
        CHECK_EQ(maze_search_cost_only(s, on), MAZE_OK);
        maze_result r;
        CHECK_EQ(run(s, sv, p, warm, &r), MAZE_OK);
        z.size = cells * sizeof(uint32_t);
        CHECK_EQ(run(s, sv, p, far, &r), MAZE_OK);
        CHECK(r.found && r.cost == cost);
        if (on) {
            CHECK(r.path == NULL && r.length == 0);
            if (z.hits) fprintf(stderr, "%s listed the path\n", sv ? sv->name : "prepared");
            CHECK_EQ(z.hits, 0);
            CHECK_EQ(maze_search_cost_only(s, 0), MAZE_OK); /* and back to listing */
            CHECK_EQ(run(s, sv, p, far, &r), MAZE_OK);
        }
        CHECK_EQ(r.length, cells);
        CHECK(tl_check_path(in, &r, far[0], far[1], far[2], far[3]) >= 0);
        CHECK(z.hits >= 1); /* the probe sees the listing */
        maze_search_destroy(s);
    }
}

/* A W x 3 map whose row 1 is a wall but for its last cell, as a graph of
 * `moves` moves. */
static void detour_map(tl_inst *in, int32_t w, int moves)
{
    *in = (tl_inst){0};
    CHECK_EQ(maze_map_create(&in->map, w, 3, NULL), MAZE_OK);
    if (!in->map) return;
    for (int32_t x = 0; x < w - 1; x++) maze_map_set(in->map, x, 1, '@');
    in->moves = moves;
    CHECK_EQ(maze_graph_from_map(&in->g, in->map, moves, NULL), MAZE_OK);
}

/* A long detour (out along row 0 round the wall of row 1 and back along
 * row 2: 2 W + 1 cells, 4 or 8 moves alike since no corner is cut) and a
 * long straight line along row 0 (W cells, the searches' free-line
 * shortcut where they have one): the searches said to skip the listing
 * never ask for the path's buffer. */
static void test_listing_skipped(void)
{
    enum { W = 1500 };
    static const char *const names[] = {"astar", "dijkstra", "weighted-astar", "jps"};
    static const int32_t warm[4] = {0, 0, 5, 0}, far[4] = {0, 0, 0, 2}, line[4] = {0, 0, W - 1, 0};
    tl_inst in;
    detour_map(&in, W, 8);
    for (int k = 0; in.g && k < 6; k++) {
        const maze_solver *sv = k < 4 ? maze_solver_find(names[k]) : NULL;
        maze_prepared *p = NULL;
        if (!sv) CHECK_EQ(maze_prepare_method(&p, in.g, k == 4 ? MAZE_PREP_JPS_PLUS : MAZE_PREP_SUBGOAL, NULL), MAZE_OK);
        probe(&in, sv, p, warm, far, 2 * W + 1, 2.0 * W);
        if (k >= 3) probe(&in, sv, p, warm, line, W, W - 1.0); /* jps and the prepared: a free line */
        maze_prepared_destroy(p);
    }
    tl_inst_free(&in);
    detour_map(&in, W, 4); /* bfs refuses 8 moves */
    if (in.g) probe(&in, maze_solver_find("bfs"), NULL, warm, far, 2 * W + 1, 2.0 * W);
    tl_inst_free(&in);
}

static void test_args(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_map(&in, 8, 8, 1, 0, 8, 0), MAZE_OK);
    maze_search *s = NULL;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    CHECK_EQ(maze_search_cost_only(NULL, 1), MAZE_EINVAL);
    CHECK_EQ(maze_search_cost_only(s, 2), MAZE_EINVAL);
    CHECK_EQ(maze_search_cost_only(s, -1), MAZE_EINVAL);
    maze_result r;
    CHECK_EQ(maze_solve(s, maze_solver_find("astar"), 0, 0, 7, 7, NULL, &r), MAZE_OK);
    CHECK(r.found && r.length == 8); /* a refused setting leaves it listing */
    maze_search_destroy(s);
    tl_inst_free(&in);
}

int main(void)
{
    test_same_answers();
    test_listing_skipped();
    test_args();
    return check_done();
}
