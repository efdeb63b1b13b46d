/* test_solve_topo.c - the solvers on mazes of every topology: each solver
 * that fits a maze's graph agrees with the reference BFS of testlib over
 * the cell calls (a valid path exactly when one exists, least moves from
 * the optimal ones, within the bound from the bounded one), on perfect
 * mazes and on mazes with loops and disabled cells; the Dijkstra map, the
 * heuristics a cell graph takes, its events and the centre heuristic's
 * admissibility. */
#include "testlib.h"
#include "solve/solve.h"

/* The point maze_solve takes for cell c of graph g: (c mod W, c div W). */
static void point(const maze_graph *g, uint32_t c, int32_t *x, int32_t *y)
{
    uint32_t w = (uint32_t)maze_graph_width(g);
    *x = (int32_t)(c % w);
    *y = (int32_t)(c / w);
}

/* Checks one answer of solver sv from a to b against the reference
 * distance ref (-1: unreachable). Returns 1 when it is right. */
static int answer_ok(const maze *m, const maze_solver *sv, const maze_result *r, uint32_t a, uint32_t b, int64_t ref)
{
    if (!r->found) return ref < 0 || !(sv->flags & MAZE_SOLVER_COMPLETE);
    if (ref < 0 || r->length == 0 || r->path[0] != a || r->path[r->length - 1] != b) return 0;
    for (size_t i = 1; i < r->length; i++)
        if (!tl_cell_joined(m, r->path[i - 1], r->path[i])) return 0;
    if (r->cost != (double)(r->length - 1)) return 0;
    if (sv->flags & MAZE_SOLVER_OPTIMAL) return (int64_t)r->length - 1 == ref;
    if (sv->flags & MAZE_SOLVER_BOUNDED) return (double)(r->length - 1) <= 2.0 * (double)ref;
    return 1;
}

/* Every solver that fits m's graph, from `queries` random pairs, against
 * the reference; the Dijkstra map from each start too. Returns how many
 * solvers ran. */
static int agree(const maze *m, const char *what, int queries, uint64_t seed)
{
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    uint64_t n = maze_cell_total(m);
    int64_t *ref = malloc((size_t)n * sizeof *ref);
    double *map = malloc((size_t)n * sizeof *map);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int ran = 0, bad = 0;
    for (int q = 0; q < queries && ref && map; q++) {
        uint32_t a = tl_cell_pick(m, &rng), b = tl_cell_pick(m, &rng);
        CHECK_EQ(tl_cell_bfs(m, a, ref), 0);
        int32_t ax, ay, bx, by;
        point(g, a, &ax, &ay);
        point(g, b, &bx, &by);
        for (size_t k = 0; k < maze_solver_count(); k++) {
            const maze_solver *sv = maze_solver_at(k);
            if (!maze_solver_fits(sv, g)) continue;
            ran += q == 0;
            maze_result r;
            int st = maze_solve(s, sv, ax, ay, bx, by, NULL, &r);
            if (st != MAZE_OK || !answer_ok(m, sv, &r, a, b, ref[b])) {
                if (!bad++)
                    fprintf(stderr, "%s: %s from %u to %u: status %d, found %d, length %zu, reference %lld\n", what,
                            sv->name, a, b, st, r.found, r.length, (long long)ref[b]);
            }
        }
        CHECK_EQ(maze_search_distances(s, ax, ay, map), MAZE_OK);
        for (uint64_t c = 0; c < n; c++)
            if (ref[c] < 0 ? !isinf(map[c]) : map[c] != (double)ref[c]) {
                if (!bad++) fprintf(stderr, "%s: distance map from %u wrong at %llu\n", what, a, (unsigned long long)c);
                break;
            }
    }
    CHECK_EQ(bad, 0);
    free(ref);
    free(map);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    return ran;
}

/* Every topology at a few sizes: perfect, with loops, with disabled cells.
 * Every solver with MAZE_SOLVER_CELLS runs on each (jps alone does not). */
static void test_agree(void)
{
    static const struct {
        int32_t size;
        int off, loops;
    } kinds[] = {{1, 0, 0}, {2, 0, 0}, {5, 0, 0}, {6, 0, 12}, {9, 20, 0}, {9, 15, 30}, {14, 0, 60}};
    size_t cells_solvers = 0;
    int turn_solvers = 0;
    for (size_t k = 0; k < maze_solver_count(); k++) {
        cells_solvers += (maze_solver_at(k)->flags & MAZE_SOLVER_CELLS) != 0;
        turn_solvers += (maze_solver_at(k)->flags & MAZE_SOLVER_TURNS) != 0;
    }
    CHECK(turn_solvers >= 1); /* pledge */
    CHECK(cells_solvers >= 5); /* bfs, dfs, astar, dijkstra, bidir at least */
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *m;
                char what[64];
                snprintf(what, sizeof what, "%s size %d off %d%% loops %d seed %llu", topo->name, kinds[i].size,
                         kinds[i].off, kinds[i].loops, (unsigned long long)seed);
                int st = tl_topo_maze(&m, topo, kinds[i].size, "dfs", seed, kinds[i].off, kinds[i].loops);
                if (st) fprintf(stderr, "%s: status %d\n", what, st);
                CHECK_EQ(st, MAZE_OK);
                if (st) continue;
                if (maze_cell_count(m) == 0) { /* everything disabled: nothing to ask */
                    maze_destroy(m);
                    continue;
                }
                int ran = agree(m, what, 12, seed);
                /* rect also runs the grid-only ones; polar and 3d not those that count turns */
                int bent = (topo->flags & (MAZE_TOPO_ARCS | MAZE_TOPO_MARKS)) != 0;
                if (t > 0) CHECK_EQ(ran, (int)cells_solvers - bent * turn_solvers);
                maze_destroy(m);
            }
        printf("%s: every solver that fits agrees with the reference BFS\n", topo->name);
    }
}

/* A maze of the first topology other than rect, for the tests below. */
static const maze_topology *other_topology(void)
{
    for (size_t t = 0; t < maze_topology_count(); t++)
        if (strcmp(maze_topology_at(t)->name, "rect") != 0) return maze_topology_at(t);
    return NULL;
}

typedef struct events {
    long visits, bad;
    uint32_t n;
} events;

static int on_step(void *ud, const maze_event *ev)
{
    events *e = ud;
    e->visits += ev->kind == MAZE_EV_VISIT;
    if (ev->x < 0 || (uint32_t)ev->x >= e->n || ev->y != 0) e->bad++;
    return 0;
}

/* Heuristics: the grid metrics are refused on a cell graph, euclidean and
 * zero run; the graph is n x 1 with no move set; events carry cell indices
 * and change nothing. */
static void test_cell_graph(void)
{
    const maze_topology *t = other_topology();
    CHECK(t != NULL);
    if (!t) return;
    maze *m;
    CHECK_EQ(tl_topo_maze(&m, t, 12, "dfs", 5, 0, 20), MAZE_OK);
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    uint32_t n = (uint32_t)maze_cell_total(m);
    CHECK_EQ(maze_graph_width(g), n);
    CHECK_EQ(maze_graph_height(g), 1);
    CHECK_EQ(maze_graph_moves(g), 0);
    CHECK(!maze_graph_passable(g, (int32_t)n, 0) && maze_graph_passable(g, 0, 0));
    CHECK(!maze_solver_fits(maze_solver_find("jps"), g));
    maze_result r;
    const maze_solver *astar = maze_solver_find("astar"), *bidir = maze_solver_find("bidir");
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    static const int refused[] = {MAZE_H_MANHATTAN, MAZE_H_OCTILE, MAZE_H_CHEBYSHEV};
    for (size_t i = 0; i < 3; i++) {
        o.heuristic = refused[i];
        CHECK_EQ(maze_solve(s, astar, 0, 0, (int32_t)n - 1, 0, &o, &r), MAZE_EUNSUPPORTED);
        CHECK_EQ(maze_solve(s, bidir, 0, 0, (int32_t)n - 1, 0, &o, &r), MAZE_EUNSUPPORTED);
        CHECK_EQ(maze_solve(s, maze_solver_find("weighted-astar"), 0, 0, (int32_t)n - 1, 0, &o, &r),
                 MAZE_EUNSUPPORTED);
    }
    CHECK_EQ(maze_solve(s, astar, -1, 0, 0, 0, NULL, &r), MAZE_ERANGE);
    CHECK_EQ(maze_solve(s, astar, 0, 1, 0, 0, NULL, &r), MAZE_ERANGE);
    int64_t *ref = malloc(n * sizeof *ref);
    CHECK(ref && tl_cell_bfs(m, 0, ref) == 0);
    static const int taken[] = {MAZE_H_DEFAULT, MAZE_H_EUCLIDEAN, MAZE_H_ZERO};
    for (size_t i = 0; i < 3 && ref; i++) {
        o.heuristic = taken[i];
        CHECK_EQ(maze_solve(s, astar, 0, 0, (int32_t)n - 1, 0, &o, &r), MAZE_OK);
        CHECK(r.found && (int64_t)r.length - 1 == ref[n - 1]);
        CHECK_EQ(maze_solve(s, bidir, 0, 0, (int32_t)n - 1, 0, &o, &r), MAZE_OK);
        CHECK(r.found && (int64_t)r.length - 1 == ref[n - 1]);
    }
    /* events: cells as (c, 0), one VISIT an expansion, the same answer */
    for (size_t k = 0; k < maze_solver_count(); k++) {
        const maze_solver *sv = maze_solver_at(k);
        if (!maze_solver_fits(sv, g)) continue;
        maze_result plain;
        CHECK_EQ(maze_solve(s, sv, 0, 0, (int32_t)n - 1, 0, NULL, &plain), MAZE_OK);
        size_t len = plain.length;
        uint64_t expanded = plain.expanded;
        uint32_t *copy = malloc(len * sizeof *copy);
        if (copy && len) memcpy(copy, plain.path, len * sizeof *copy); /* a walker may find none: NULL path */
        events e = {0, 0, n};
        maze_solve_opts_init(&o);
        o.step = on_step;
        o.step_ud = &e;
        CHECK_EQ(maze_solve(s, sv, 0, 0, (int32_t)n - 1, 0, &o, &r), MAZE_OK);
        CHECK(copy && r.length == len && (!len || memcmp(r.path, copy, len * sizeof *copy) == 0));
        CHECK_EQ(r.expanded, expanded);
        CHECK_EQ(e.bad, 0);
        CHECK(e.visits > 0);
        if (strcmp(sv->name, "dfs") != 0) CHECK_EQ(e.visits, (long)r.expanded);
        free(copy);
    }
    free(ref);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
}

/* The graph is a copy: opening a wall in the maze later does not reach it. */
static void test_copy(void)
{
    const maze_topology *t = other_topology();
    if (!t) return;
    maze *m;
    CHECK_EQ(tl_topo_maze(&m, t, 6, "dfs", 2, 0, 0), MAZE_OK);
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    for (uint32_t c = 0; c < maze_cell_total(m); c++)
        for (unsigned side = 0; side < maze_cell_sides(m, c); side++)
            if (maze_cell_neighbor(m, c, side) >= 0) maze_cell_set_open(m, c, side, 0);
    maze_result r;
    uint32_t last = (uint32_t)maze_cell_total(m) - 1;
    CHECK_EQ(maze_solve(s, maze_solver_find("bfs"), 0, 0, (int32_t)last, 0, NULL, &r), MAZE_OK);
    CHECK(r.found);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
}

/* The centre heuristic never overestimates (h(a, b) <= the moves from a to
 * b) and is consistent (h drops by at most 1 a move) on every topology. */
static void test_admissible(void)
{
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        if (strcmp(topo->name, "rect") == 0) continue; /* rect's graph is a grid: manhattan */
        maze *m;
        CHECK_EQ(tl_topo_maze(&m, topo, 7, "dfs", 3, 0, 40), MAZE_OK);
        maze_graph *g;
        CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
        const mz_cell_centres *cc;
        CHECK_EQ(mz_cell_centres_get(g, &cc), MAZE_OK);
        uint32_t n = (uint32_t)maze_cell_total(m);
        int64_t *d = malloc(n * sizeof *d);
        long over = 0, inconsistent = 0;
        double tight = 0; /* the largest h / distance seen: how much the bound tells */
        for (uint32_t a = 0; a < n && d; a++) {
            tl_cell_bfs(m, a, d);
            for (uint32_t b = 0; b < n; b++) {
                if (d[b] < 0) continue;
                double h = mz_cell_h(cc, b, a);
                over += h > (double)d[b];
                if (d[b] > 0 && h / (double)d[b] > tight) tight = h / (double)d[b];
                for (unsigned s = 0; s < maze_cell_sides(m, b); s++) {
                    int64_t nb = maze_cell_neighbor(m, b, s);
                    if (nb >= 0 && maze_cell_is_open(m, b, s)) inconsistent += h > 1 + mz_cell_h(cc, (uint32_t)nb, a);
                }
            }
        }
        printf("%s: centre heuristic at most %.3f of the true distance\n", topo->name, tight);
        CHECK_EQ(over, 0);
        CHECK_EQ(inconsistent, 0);
        CHECK(tight > 0.5); /* not a heuristic of zero */
        free(d);
        maze_graph_destroy(g);
        maze_destroy(m);
    }
}

/* Building a cell graph and its first searches fail cleanly at every
 * allocation. */
static int sweep_solve(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const maze *m = arg;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    tl_alloc_arm(f, at);
    int st = maze_graph_from_maze(&g, m, a);
    if (!st) st = maze_search_create(&s, g, a);
    maze_result r;
    int32_t last = (int32_t)maze_cell_total(m) - 1;
    static const char *const names[] = {"bfs", "astar", "bidir", "dfs", "dijkstra"};
    for (size_t i = 0; i < 5 && !st; i++) st = maze_solve(s, maze_solver_find(names[i]), 0, 0, last, 0, NULL, &r);
    f->armed = 0; /* disarmed, its record of a failure kept */
    maze_search_destroy(s);
    maze_graph_destroy(g);
    return st;
}

static void test_alloc(void)
{
    const maze_topology *t = other_topology();
    if (!t) return;
    maze *m;
    CHECK_EQ(tl_topo_maze(&m, t, 8, "dfs", 4, 0, 5), MAZE_OK);
    CHECK(tl_alloc_sweep("cell graph solves", sweep_solve, m) > 3);
    maze_destroy(m);
}

int main(void)
{
    test_agree();
    test_cell_graph();
    test_copy();
    test_admissible();
    test_alloc();
    return check_done();
}
