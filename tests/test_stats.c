/* test_stats.c - maze_stats_compute against small mazes worked out by hand,
 * its diameter against all-pairs BFS on random perfect and braided mazes,
 * and maze_braid (dead ends removed, loops made, A* and BFS still agree). */
#include "testlib.h"
#include "maze.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The integer fields of maze_stats that the hand-worked cases name. */
static const struct field {
    const char *name;
    size_t off;
    int is_u64; /* else int or int32_t */
} fields[] = {
#define U64(f) {#f, offsetof(maze_stats, f), 1}
#define INT(f) {#f, offsetof(maze_stats, f), 0}
    U64(cells), U64(passages), U64(components), U64(loops), INT(perfect), U64(dead_ends), U64(isolated),
    U64(corridors), U64(junctions), U64(crossroads), U64(diameter), INT(diameter_exact), INT(solution_asked),
    INT(solution_found), U64(solution_moves), U64(solution_branches), U64(runs), U64(branches),
    U64(longest_branch), {"hist0", offsetof(maze_stats, branch_hist), 1},
    {"hist1", offsetof(maze_stats, branch_hist) + 8, 1}, {"hist3", offsetof(maze_stats, branch_hist) + 24, 1},
#undef U64
#undef INT
};

/* Checks the fields named in `spec` ("name=value ..."), each its own check;
 * a failure names the field and the caller's line. */
static void expect(const maze_stats *s, const char *spec, int line)
{
    char name[32];
    long long want;
    int used;
    while (sscanf(spec, " %31[a-z_0-9]=%lld%n", name, &want, &used) == 2) {
        spec += used;
        size_t i = 0, n = sizeof fields / sizeof fields[0];
        while (i < n && strcmp(fields[i].name, name) != 0) i++;
        CHECK(i < n);
        if (i == n) continue;
        const char *at = (const char *)s + fields[i].off;
        long long got;
        if (fields[i].is_u64) {
            uint64_t v;
            memcpy(&v, at, sizeof v);
            got = (long long)v;
        } else {
            int v;
            memcpy(&v, at, sizeof v);
            got = v;
        }
        if (got != want) fprintf(stderr, "line %d: %s is %lld, expected %lld\n", line, name, got, want);
        CHECK(got == want);
    }
}

static void test_serpentine(void)
{
    /* (0,0)-(1,0)-(2,0)
     *               |
     * (0,1)-(1,1)-(2,1)
     *   |
     * (0,2)-(1,2)-(2,2)   one corridor of 9 cells */
    maze *m = tl_maze_from_passages(3, 3, "0 0 E 1 0 E 2 0 S 0 1 E 1 1 E 0 1 S 0 2 E 1 2 E");
    maze_stats s;
    CHECK_EQ(maze_stats_compute(m, 0, 0, 2, 2, &s), MAZE_OK);
    expect(&s, "cells=9 passages=8 components=1 loops=0 perfect=1 dead_ends=2 corridors=7 junctions=0 crossroads=0 "
               "isolated=0 diameter=8 diameter_exact=1 solution_asked=1 solution_found=1 solution_moves=8 "
               "solution_branches=0 runs=5 branches=2 longest_branch=8 hist3=2", __LINE__);
    /* runs: three rows of 2 moves, two single vertical moves; branches: the
     * whole corridor, from each end */
    CHECK(fabs(s.dead_end_percent - 200.0 / 9) < 1e-9);
    CHECK(fabs(s.mean_run - 1.6) < 1e-9);
    /* the two ends are (0,0) and (2,2), in either order */
    CHECK_EQ(s.diameter_ax + s.diameter_bx, 2);
    CHECK_EQ(s.diameter_ay * s.diameter_by, 0);
    CHECK_EQ(s.diameter_ay + s.diameter_by, 2);
    /* to (2,1): 3 moves, one opening leaves the path there */
    CHECK_EQ(maze_stats_compute(m, 0, 0, 2, 1, &s), MAZE_OK);
    expect(&s, "solution_moves=3 solution_branches=1", __LINE__);
    /* (1,1) to (1,0) by (2,1) and (2,0); at both ends the corridor goes on */
    CHECK_EQ(maze_stats_compute(m, 1, 1, 1, 0, &s), MAZE_OK);
    expect(&s, "solution_found=1 solution_moves=3 solution_branches=2", __LINE__);
    CHECK_EQ(maze_stats_compute(m, 2, 2, 2, 2, &s), MAZE_OK);
    expect(&s, "solution_found=1 solution_moves=0 solution_branches=1", __LINE__);
    CHECK_EQ(maze_stats_compute(m, 0, 0, 3, 1, &s), MAZE_ERANGE);
    CHECK_EQ(maze_stats_compute(m, -1, 0, 0, 0, &s), MAZE_OK);
    expect(&s, "solution_asked=0", __LINE__);
    CHECK_EQ(maze_stats_compute(NULL, -1, 0, 0, 0, &s), MAZE_EINVAL);
    maze_destroy(m);
}

static void test_cross(void)
{
    /* (0,0)-(1,0)-(2,0)
     *         |
     * (0,1)-(1,1)-(2,1)      (1,1) a crossroads, (1,0) a junction
     *         |     |
     * (0,2)-(1,2) (2,2) */
    maze *m = tl_maze_from_passages(3, 3, "0 0 E 1 0 E 1 0 S 0 1 E 1 1 E 1 1 S 2 1 S 0 2 E");
    maze_stats s;
    CHECK_EQ(maze_stats_compute(m, 0, 0, 2, 2, &s), MAZE_OK);
    /* branches off the solution: to (2,0), (0,1) and (1,2); dead-end
     * branches of one move from (0,0), (2,0), (0,1), two from (0,2), (2,2) */
    expect(&s, "perfect=1 dead_ends=5 corridors=2 junctions=1 crossroads=1 diameter=4 solution_moves=4 "
               "solution_branches=3 runs=5 branches=5 hist0=3 hist1=2 longest_branch=2", __LINE__);
    CHECK(fabs(s.mean_branch - 1.4) < 1e-9);
    maze_destroy(m);
}

static void test_loop_and_pieces(void)
{
    maze *m = tl_maze_from_passages(2, 2, "0 0 E 0 0 S 1 0 S 0 1 E"); /* a ring of 4 */
    maze_stats s;
    CHECK_EQ(maze_stats_compute(m, 0, 0, 1, 1, &s), MAZE_OK);
    expect(&s, "loops=1 perfect=0 corridors=4 dead_ends=0 diameter=2 diameter_exact=1 solution_moves=2 "
               "solution_branches=2 runs=4 branches=0", __LINE__);
    maze_destroy(m);
    /* two cells with a disabled one between: two pieces, no path */
    CHECK_EQ(maze_create(&m, 3, 1, NULL), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(m, 1, 0, 0), MAZE_OK);
    CHECK_EQ(maze_stats_compute(m, 0, 0, 2, 0, &s), MAZE_OK);
    expect(&s, "cells=2 components=2 isolated=2 perfect=0 loops=0 solution_found=0 diameter=0", __LINE__);
    CHECK_EQ(maze_stats_compute(m, 1, 0, 2, 0, &s), MAZE_ERANGE); /* a disabled start */
    maze_destroy(m);
}

/* ---- a reference: BFS distances by brute force ---- */

static void ref_bfs(const maze *m, int32_t sx, int32_t sy, long *dist)
{
    int32_t w = maze_width(m), h = maze_height(m);
    long n = (long)w * h, *q = malloc((size_t)n * sizeof *q), head = 0, tail = 0;
    for (long i = 0; i < n; i++) dist[i] = -1;
    dist[sy * w + sx] = 0;
    q[tail++] = sy * w + sx;
    while (head < tail) {
        long c = q[head++];
        unsigned k = maze_get(m, (int32_t)(c % w), (int32_t)(c / w));
        long nb[4] = {c - w, c + 1, c + w, c - 1};
        for (int d = 0; d < 4; d++)
            if ((k >> d & 1) && nb[d] >= 0 && nb[d] < n && dist[nb[d]] < 0) {
                dist[nb[d]] = dist[c] + 1;
                q[tail++] = nb[d];
            }
    }
    free(q);
}

static long ref_diameter(const maze *m)
{
    int32_t w = maze_width(m), h = maze_height(m);
    long *dist = malloc((size_t)w * (size_t)h * sizeof *dist), best = 0;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            if (!maze_cell_enabled(m, x, y)) continue;
            ref_bfs(m, x, y, dist);
            for (long i = 0; i < (long)w * h; i++)
                if (dist[i] > best) best = dist[i];
        }
    free(dist);
    return best;
}

static long ref_distance(const maze *m, int32_t ax, int32_t ay, int32_t bx, int32_t by)
{
    long *dist = malloc((size_t)maze_width(m) * (size_t)maze_height(m) * sizeof *dist);
    ref_bfs(m, ax, ay, dist);
    long d = dist[by * maze_width(m) + bx];
    free(dist);
    return d;
}

/* Mazes of every generator, perfect and braided, some with a hole. */
static void test_against_reference(void)
{
    static const double braids[] = {0, 0.3, 1};
    int bad = 0;
    for (size_t a = 0; a < maze_generator_count(); a++)
        for (int b = 0; b < 3; b++)
            for (uint64_t seed = 1; seed <= 6; seed++) {
                maze *m;
                CHECK_EQ(maze_generate(&m, maze_generator_at(a)->name, 17, 13, seed, NULL, NULL), MAZE_OK);
                if (seed % 3 == 0) maze_set_cell_enabled(m, 8, 6, 0); /* a hole */
                maze_rng rng;
                maze_rng_seed(&rng, seed);
                CHECK_EQ(maze_braid(m, braids[b], &rng), MAZE_OK);
                maze_stats s;
                CHECK_EQ(maze_stats_compute(m, 0, 0, 16, 12, &s), MAZE_OK);
                long diam = ref_diameter(m);
                if ((long)s.diameter != diam) bad++;
                CHECK_EQ(s.diameter_exact, 1);
                CHECK_EQ(ref_distance(m, s.diameter_ax, s.diameter_ay, s.diameter_bx, s.diameter_by), diam);
                long sol = ref_distance(m, 0, 0, 16, 12);
                CHECK_EQ(s.solution_found, sol >= 0);
                CHECK_EQ(s.solution_found ? (long)s.solution_moves : -1, sol);
                CHECK_EQ(s.loops, s.passages + s.components - s.cells);
                CHECK_EQ(s.perfect, s.components == 1 && s.loops == 0);
                if (b == 0 && seed % 3 != 0) CHECK_EQ(s.perfect, 1);
                maze_destroy(m);
            }
    CHECK_EQ(bad, 0);
}

/* Openings from the cells of a shortest s-g path to cells off it: the path
 * walked back from g through the first neighbour (N E S W) one step nearer
 * s, as maze_stats does on mazes with loops (on trees the path is unique). */
static long ref_branches(const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    int32_t w = maze_width(m);
    long *dist = malloc((size_t)w * (size_t)maze_height(m) * sizeof *dist), c = (long)gy * w + gx, degrees = 0;
    ref_bfs(m, sx, sy, dist);
    long moves = dist[c];
    for (;;) {
        unsigned k = maze_get(m, (int32_t)(c % w), (int32_t)(c / w));
        degrees += __builtin_popcount(k);
        if (dist[c] == 0) break;
        long nb[4] = {c - w, c + 1, c + w, c - 1};
        int d = 0;
        while (!((k >> d) & 1) || dist[nb[d]] != dist[c] - 1) d++;
        c = nb[d];
    }
    free(dist);
    return degrees - 2 * moves;
}

/* Solutions between random cells of a maze in two pieces (a disabled
 * column), perfect or braided: found, moves and branches as by brute force. */
static void test_solutions(void)
{
    for (int braid = 0; braid < 2; braid++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            maze *m;
            CHECK_EQ(maze_create(&m, 19, 11, NULL), MAZE_OK);
            for (int32_t y = 0; y < 11; y++) CHECK_EQ(maze_set_cell_enabled(m, 7, y, 0), MAZE_OK);
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            CHECK_EQ(maze_generate_into(m, maze_generator_find("dfs"), &rng, NULL), MAZE_OK);
            if (braid) CHECK_EQ(maze_braid(m, 0.5, &rng), MAZE_OK);
            for (int q = 0; q < 16; q++) {
                int32_t p[4];
                do
                    for (int k = 0; k < 4; k++) p[k] = (int32_t)maze_rng_below(&rng, k & 1 ? 11 : 19);
                while (p[0] == 7 || p[2] == 7);
                maze_stats s;
                CHECK_EQ(maze_stats_compute(m, p[0], p[1], p[2], p[3], &s), MAZE_OK);
                long moves = ref_distance(m, p[0], p[1], p[2], p[3]);
                CHECK_EQ(s.components, 2);
                CHECK_EQ(s.solution_found, moves >= 0);
                CHECK_EQ(s.solution_found ? (long)s.solution_moves : -1, moves);
                if (moves >= 0) CHECK_EQ((long)s.solution_branches, ref_branches(m, p[0], p[1], p[2], p[3]));
            }
            maze_destroy(m);
        }
}

/* A w x h maze of `algo`, braided by p, analysed corner to corner; the
 * diameter's two ends must be that far apart. */
static maze *braided_stats(const char *algo, int32_t w, int32_t h, uint64_t seed, double p, maze_stats *s)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, algo, w, h, seed, NULL, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    CHECK_EQ(maze_braid(m, p, &rng), MAZE_OK);
    CHECK_EQ(maze_stats_compute(m, 0, 0, w - 1, h - 1, s), MAZE_OK);
    CHECK(s->loops > 0);
    CHECK_EQ(ref_distance(m, s->diameter_ax, s->diameter_ay, s->diameter_bx, s->diameter_by), (long)s->diameter);
    return m;
}

/* Over 1e6 cells with loops the diameter is a double-sweep lower bound: a
 * real distance between its two ends, flagged inexact. */
static void test_large_braided(void)
{
    maze_stats s;
    maze *m = braided_stats("dfs", 1001, 1000, 5, 0.5, &s);
    CHECK_EQ(s.diameter_exact, 0);
    CHECK(s.diameter >= s.solution_moves);
    maze_destroy(m);
}

/* Up to 1e6 cells the diameter is exact even with loops: on a braided
 * 1000 x 1000 maze it is flagged exact, its ends are that far apart, and no
 * cell of a sample (corners, random cells) is farther than that from any
 * other cell (all-pairs BFS is too slow at this size). */
static void test_exact_at_1e6(void)
{
    maze_stats s;
    maze *m = braided_stats("kruskal", 1000, 1000, 8, 0.4, &s);
    CHECK_EQ(s.diameter_exact, 1);
    maze_rng rng;
    maze_rng_seed(&rng, 9);
    long *dist = malloc((size_t)1000000 * sizeof *dist), worst = 0;
    for (int k = 0; k < 12; k++) {
        int32_t x = k < 4 ? (k & 1) * 999 : (int32_t)maze_rng_below(&rng, 1000);
        int32_t y = k < 4 ? (k >> 1) * 999 : (int32_t)maze_rng_below(&rng, 1000);
        ref_bfs(m, x, y, dist);
        for (long i = 0; i < 1000000; i++)
            if (dist[i] > worst) worst = dist[i];
    }
    printf("1000 x 1000 braided kruskal: diameter %llu, largest sampled eccentricity %ld\n",
           (unsigned long long)s.diameter, worst);
    CHECK(worst <= (long)s.diameter);
    free(dist);
    maze_destroy(m);
}

/* ---- braid ---- */

static size_t dead_ends(const maze *m)
{
    uint32_t *list;
    size_t n;
    if (maze_dead_ends(m, &list, &n)) return (size_t)-1;
    maze_free(m, list);
    return n;
}

/* Path length from corner to corner by a named solver. */
static long solve_len(const maze *m, const char *solver)
{
    maze_graph *g;
    maze_search *s;
    maze_result r;
    long len = -2;
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    if (maze_graph_from_maze(&g, m, NULL)) return -3;
    if (!maze_search_create(&s, g, NULL)) {
        memset(&r, 0, sizeof r);
        if (!maze_solve(s, maze_solver_find(solver), 0, 0, maze_width(m) - 1, maze_height(m) - 1, &o, &r))
            len = r.found ? (long)r.length - 1 : -1;
        maze_search_destroy(s);
    }
    maze_graph_destroy(g);
    return len;
}

/* Braid without a preference, for comparison: every dead end (in a shuffled
 * order) that is still one opens a random closed wall. Returns the passages
 * added. */
static uint64_t naive_braid(maze *m, maze_rng *rng)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    uint32_t *list;
    size_t n;
    uint64_t before = maze_passage_count(m);
    if (maze_dead_ends(m, &list, &n)) return 0;
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)maze_rng_below(rng, i);
        uint32_t t = list[i - 1];
        list[i - 1] = list[j];
        list[j] = t;
    }
    int32_t w = maze_width(m);
    for (size_t i = 0; i < n; i++) {
        int32_t x = (int32_t)(list[i] % (uint32_t)w), y = (int32_t)(list[i] / (uint32_t)w), d;
        if (__builtin_popcount(maze_get(m, x, y)) != 1) continue;
        do d = (int)maze_rng_below(rng, 4);
        while ((maze_get(m, x, y) >> d & 1) || !maze_cell_enabled(m, x + dx[d], y + dy[d]));
        maze_set_passage(m, x, y, 1u << d, 1);
    }
    maze_free(m, list);
    return maze_passage_count(m) - before;
}

/* maze_braid prefers a wall to another dead end: removing every dead end
 * takes clearly fewer new passages than opening walls at random does. */
static void test_braid_prefers_pairs(void)
{
    static const char *algos[] = {"kruskal", "wilson", "prim"};
    for (int a = 0; a < 3; a++) {
        maze *m1, *m2;
        CHECK_EQ(maze_generate(&m1, algos[a], 60, 60, 4, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_generate(&m2, algos[a], 60, 60, 4, NULL, NULL), MAZE_OK);
        size_t n = dead_ends(m1);
        uint64_t p0 = maze_passage_count(m1);
        maze_rng rng;
        maze_rng_seed(&rng, 11);
        CHECK_EQ(maze_braid(m1, 1, &rng), MAZE_OK);
        uint64_t ours = maze_passage_count(m1) - p0, naive = naive_braid(m2, &rng);
        printf("braid %s: %zu dead ends, %llu passages added (at random: %llu)\n", algos[a], n,
               (unsigned long long)ours, (unsigned long long)naive);
        CHECK_EQ(dead_ends(m1), 0);
        CHECK_EQ(dead_ends(m2), 0);
        /* every pair joined saves a passage */
        CHECK((double)ours < 0.9 * (double)naive);
        maze_destroy(m1);
        maze_destroy(m2);
    }
}

static void test_braid(void)
{
    maze_rng rng;
    maze_rng_seed(&rng, 3);
    for (int i = 0; i <= 4; i++) {
        double p = i / 4.0;
        maze *m;
        CHECK_EQ(maze_generate(&m, "dfs", 40, 30, (uint64_t)i + 10, NULL, NULL), MAZE_OK);
        size_t before = dead_ends(m);
        uint64_t passages = maze_passage_count(m);
        CHECK_EQ(maze_braid(m, p, &rng), MAZE_OK);
        size_t after = dead_ends(m);
        long target = lround(p * (double)before);
        /* removed = target, or one more when the last join took two */
        CHECK((long)(before - after) == target || (long)(before - after) == target + 1);
        if (p == 1) CHECK_EQ(after, 0);
        if (p == 0) CHECK_EQ(maze_passage_count(m), passages);
        if (p > 0) CHECK(maze_passage_count(m) > passages);
        long astar = solve_len(m, "astar"), bfs = solve_len(m, "bfs");
        CHECK(astar > 0);
        CHECK_EQ(astar, bfs);
        maze_stats s;
        CHECK_EQ(maze_stats_compute(m, 0, 0, 39, 29, &s), MAZE_OK);
        CHECK_EQ((long)s.solution_moves, bfs);
        CHECK_EQ(s.perfect, p == 0);
        maze_destroy(m);
    }
    maze *m;
    CHECK_EQ(maze_create(&m, 4, 4, NULL), MAZE_OK);
    CHECK_EQ(maze_braid(m, 1.5, &rng), MAZE_EINVAL);
    CHECK_EQ(maze_braid(m, -0.1, &rng), MAZE_EINVAL);
    CHECK_EQ(maze_braid(m, NAN, &rng), MAZE_EINVAL);
    CHECK_EQ(maze_braid(m, 0.5, NULL), MAZE_EINVAL);
    CHECK_EQ(maze_braid(NULL, 0.5, &rng), MAZE_EINVAL);
    maze_destroy(m);
}

int main(void)
{
    test_serpentine();
    test_cross();
    test_loop_and_pieces();
    test_against_reference();
    test_solutions();
    test_exact_at_1e6();
    test_large_braided();
    test_braid();
    test_braid_prefers_pairs();
    return check_done();
}
