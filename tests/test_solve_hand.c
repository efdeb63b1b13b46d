/* test_solve_hand.c - the hand-rule solvers and the fillers, each held to
 * what its flags promise: every solver finds the one path of every
 * generator's perfect mazes; on mazes with loops a solver that is not
 * complete stops and says so (the wall follower circling an island), Pledge
 * leaves the island, Tremaux always finds the goal; the fillers leave the
 * solution alone; the walk's events and the count of cells walked. */
#include "testlib.h"

#include <math.h>
#include <string.h>

/* Cells a solver's events filled (MAZE_EV_BACKTRACK), VISITs counted. */
typedef struct seen {
    int32_t w;
    uint8_t *filled;
    uint64_t visits, fills;
    long cancel_at, events;
} seen;

static int on_event(void *ud, const maze_event *ev)
{
    seen *t = ud;
    if (t->cancel_at && ++t->events >= t->cancel_at) return 1;
    if (ev->kind == MAZE_EV_VISIT) t->visits++;
    if (ev->kind == MAZE_EV_BACKTRACK) {
        if (t->filled) t->filled[(size_t)ev->y * (size_t)t->w + (size_t)ev->x] = 1;
        t->fills++;
    }
    return 0;
}

static int is_filler(const maze_solver *sv) { return strstr(sv->name, "filler") != NULL; }
static int is_walker(const maze_solver *sv)
{
    return strncmp(sv->name, "wall-follower", 13) == 0 || !strcmp(sv->name, "pledge") || !strcmp(sv->name, "tremaux") ||
           !strcmp(sv->name, "random-mouse");
}

/* A filler on a perfect maze leaves exactly the path's cells unfilled. */
static void check_fill(const tl_inst *in, const maze_result *r, const seen *t, const char *name)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    uint8_t *on = calloc((size_t)w * (size_t)h, 1);
    for (size_t i = 0; i < r->length; i++) on[r->path[i]] = 1;
    size_t bad = 0;
    for (int32_t c = 0; c < w * h; c++)
        if (tl_open(in, c % w, c / w) && on[c] == t->filled[c]) bad++;
    if (bad) fprintf(stderr, "%s: %zu cells filled on the path or left off it\n", name, bad);
    CHECK_EQ(bad, 0);
    free(on);
}

/* Every solver that fits, on one perfect maze, n queries: the path found is
 * the maze's only one; a walker's VISITs are its cells walked. */
static void perfect_one(const tl_inst *in, uint64_t seed, int n, const char *gen)
{
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in->g, NULL), MAZE_OK);
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    seen t = {.w = w, .filled = calloc((size_t)w * (size_t)h, 1)};
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int q = 0; q < n; q++) {
        int32_t sx, sy, gx, gy;
        tl_pick_open(in, &rng, &sx, &sy);
        tl_pick_open(in, &rng, &gx, &gy);
        double opt = tl_ref_cost(in, sx, sy, gx, gy);
        for (size_t i = 0; i < maze_solver_count(); i++) {
            const maze_solver *sv = maze_solver_at(i);
            if (!maze_solver_fits(sv, in->g)) continue;
            memset(t.filled, 0, (size_t)w * (size_t)h);
            t.visits = t.fills = 0;
            maze_solve_opts o = {.step = on_event, .step_ud = &t};
            maze_result r;
            CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, &o, &r), MAZE_OK);
            double c = r.found ? tl_check_path(in, &r, sx, sy, gx, gy) : -1;
            if (c != opt)
                fprintf(stderr, "%s %dx%d: %s (%d,%d)->(%d,%d): found %d cost %g, the one path %g\n", gen, w, h,
                        sv->name, sx, sy, gx, gy, r.found, c, opt);
            CHECK(r.found && c == opt);
            CHECK_EQ(t.visits, r.expanded); /* a cell walked, or one the read-out expanded */
            if (is_walker(sv) || is_filler(sv)) CHECK(r.expanded >= r.length);
            if (is_filler(sv) && r.found) check_fill(in, &r, &t, sv->name);
        }
    }
    free(t.filled);
    maze_search_destroy(s);
}

static void test_perfect_all_generators(void)
{
    size_t solvers = 0;
    for (size_t i = 0; i < maze_solver_count(); i++) solvers += is_walker(maze_solver_at(i)) || is_filler(maze_solver_at(i));
    CHECK_EQ(solvers, 7);
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const char *gen = maze_generator_at(gi)->name;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            tl_inst in;
            int32_t w = (int32_t)(2 + seed * 5), h = (int32_t)(1 + seed * 4);
            CHECK_EQ(tl_inst_maze(&in, gen, w, h, seed, 0), MAZE_OK);
            perfect_one(&in, seed * 31 + gi, 6, gen);
            tl_inst_free(&in);
        }
    }
}

/* A wall maze from rows of '#'-free text: cell (x,y) opens east when the
 * character after it in row 2y+1 is ' ', south when row 2y+2 under it is ' '
 * (a picture like the text format's, one character a wall). */
static maze *draw(const char *const *rows, int32_t w, int32_t h)
{
    maze *m;
    CHECK_EQ(maze_create(&m, w, h, NULL), MAZE_OK);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            if (x + 1 < w && rows[2 * y + 1][2 * x + 2] == ' ') CHECK_EQ(maze_set_passage(m, x, y, MAZE_E, 1), MAZE_OK);
            if (y + 1 < h && rows[2 * y + 2][2 * x + 1] == ' ') CHECK_EQ(maze_set_passage(m, x, y, MAZE_S, 1), MAZE_OK);
        }
    return m;
}

typedef struct hand_case {
    maze *m;
    maze_graph *g;
    maze_search *s;
} hand_case;

static void case_open(hand_case *c, const char *const *rows, int32_t w, int32_t h)
{
    c->m = draw(rows, w, h);
    CHECK_EQ(maze_graph_from_maze(&c->g, c->m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&c->s, c->g, NULL), MAZE_OK);
}

static void case_close(hand_case *c)
{
    maze_search_destroy(c->s);
    maze_graph_destroy(c->g);
    maze_destroy(c->m);
}

/* A ring of 8 cells round an island (the shut cell 1,2), its one exit east
 * of 2,2 down a corridor to 6,2. */
static const char *const island[] = {
    "+-+-+-+-+-+-+-+",
    "|#|#|#|#|#|#|#|",
    "+-+-+-+-+-+-+-+",
    "|     |#|#|#|#|",
    "+ +-+ +-+-+-+-+",
    "| |#|         |",
    "+ +-+ +-+-+-+-+",
    "|     |#|#|#|#|",
    "+-+-+-+-+-+-+-+",
    "|#|#|#|#|#|#|#|",
    "+-+-+-+-+-+-+-+",
};

/* From 1,1 both hands keep to the island for ever: each follower stops,
 * says no path, and has walked no more than each way out of each cell once.
 * From 0,2 the left hand takes the exit. Pledge leaves the island; the
 * complete solvers find the goal. */
static void test_island(void)
{
    hand_case c;
    case_open(&c, island, 7, 5);
    const char *lost[] = {"wall-follower", "wall-follower-right"};
    for (int i = 0; i < 2; i++) {
        maze_result r;
        CHECK_EQ(maze_solve(c.s, maze_solver_find(lost[i]), 1, 1, 6, 2, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 0);
        CHECK(r.path == NULL && r.length == 0);
        CHECK(r.expanded >= 8 && r.expanded <= 4 * 35 + 1);
        CHECK(!(maze_solver_find(lost[i])->flags & MAZE_SOLVER_COMPLETE));
    }
    maze_result r;
    CHECK_EQ(maze_solve(c.s, maze_solver_find("wall-follower"), 0, 2, 6, 2, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 1);
    const char *found[] = {"pledge", "tremaux", "dead-end-filler", "cul-de-sac-filler"};
    for (int i = 0; i < 4; i++) {
        CHECK_EQ(maze_solve(c.s, maze_solver_find(found[i]), 1, 1, 6, 2, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 1);
        CHECK(r.found && r.path[0] == 1 * 7 + 1 && r.path[r.length - 1] == 2 * 7 + 6);
        CHECK(r.length >= 7 && r.length <= 9); /* round either side of the island */
    }
    /* West of the island, Pledge's straight run east meets the island itself
     * and its left hand goes round it: only the turn count, back to zero
     * facing east at 0,3, takes it off the island. */
    CHECK_EQ(maze_solve(c.s, maze_solver_find("pledge"), 0, 2, 6, 2, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 1);
    case_close(&c);
}

/* A corridor along the bottom row with a dead end (5,1..5,2) and a loop of
 * four cells (2..3 x 1..2) entered only at 3,2. */
static const char *const noose[] = {
    "+-+-+-+-+-+-+-+",
    "|#|#|#|#|#|#|#|",
    "+-+-+-+-+-+-+-+",
    "|#|#|   |#| |#|",
    "+-+-+ + +-+ +-+",
    "|#|#|   |#| |#|",
    "+-+-+-+ +-+ +-+",
    "|             |",
    "+-+-+-+-+-+-+-+",
};

/* A corridor from 0,1 to 6,2 that turns south at 3,1, and a loop of three
 * cells more (3,0 4,0 4,1) that meets it at 3,1 alone, with no corridor of
 * its own: a cut cell that is not the end of a bridge. */
static const char *const knot[] = {
    "+-+-+-+-+-+-+-+",
    "|#|#|#|   |#|#|",
    "+-+-+-+ + +-+-+",
    "|         |#|#|",
    "+-+-+-+ +-+-+-+",
    "|#|#|#|       |",
    "+-+-+-+-+-+-+-+",
};

/* Dead-end filling fills the dead end and keeps the loops; cul-de-sac
 * filling fills both and leaves the corridor alone. */
static void test_noose(void)
{
    hand_case c;
    case_open(&c, knot, 7, 3);
    for (int i = 0; i < 2; i++) {
        uint8_t filled[21] = {0};
        seen t = {.w = 7, .filled = filled};
        maze_solve_opts o = {.step = on_event, .step_ud = &t};
        maze_result r;
        CHECK_EQ(maze_solve(c.s, maze_solver_find(i ? "cul-de-sac-filler" : "dead-end-filler"), 0, 1, 6, 2, &o, &r),
                 MAZE_OK);
        CHECK_EQ(r.found, 1);
        CHECK_EQ(r.length, 8);
        int loop = filled[3] + filled[4] + filled[7 + 4];
        CHECK_EQ(loop, 3 * i);
        for (size_t k = 0; k < r.length; k++) CHECK_EQ(filled[r.path[k]], 0);
    }
    case_close(&c);
    case_open(&c, noose, 7, 4);
    const struct {
        const char *name;
        uint64_t fills;
    } want[] = {{"dead-end-filler", 2}, {"cul-de-sac-filler", 6}};
    for (int i = 0; i < 2; i++) {
        uint8_t filled[28] = {0};
        seen t = {.w = 7, .filled = filled};
        maze_solve_opts o = {.step = on_event, .step_ud = &t};
        maze_result r;
        CHECK_EQ(maze_solve(c.s, maze_solver_find(want[i].name), 0, 3, 6, 3, &o, &r), MAZE_OK);
        CHECK_EQ(r.found, 1);
        CHECK_EQ(r.length, 7);
        uint64_t fills = 0; /* the shut cells apart, which dead-end filling fills too */
        for (int32_t k = 0; k < 28; k++) fills += filled[k] && maze_get(c.m, k % 7, k / 7);
        CHECK_EQ(fills, want[i].fills);
        CHECK(filled[1 * 7 + 5] && filled[2 * 7 + 5]);
        CHECK_EQ(filled[1 * 7 + 2], i == 1);
        for (int x = 0; x < 7; x++) CHECK_EQ(filled[3 * 7 + x], 0);
    }
    case_close(&c);
}

/* Braided mazes: a complete solver always finds the goal; one that is not
 * either finds a valid path or stops with found = 0 (never an error, never a
 * hang), and a wall follower's walk is at most every way out of every cell. */
static void test_braided(void)
{
    for (uint64_t seed = 1; seed <= 12; seed++) {
        int32_t w = (int32_t)(4 + seed * 3), h = (int32_t)(3 + seed * 2);
        tl_inst in;
        CHECK_EQ(tl_inst_maze(&in, seed % 2 ? "dfs" : "prim", w, h, seed, 0), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, seed);
        CHECK_EQ(maze_braid(in.m, seed % 3 ? 1.0 : 0.5, &rng), MAZE_OK);
        maze_graph_destroy(in.g);
        CHECK_EQ(maze_graph_from_maze(&in.g, in.m, NULL), MAZE_OK);
        maze_search *s;
        CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
        for (int q = 0; q < 8; q++) {
            int32_t sx, sy, gx, gy;
            tl_pick_open(&in, &rng, &sx, &sy);
            tl_pick_open(&in, &rng, &gx, &gy);
            for (size_t i = 0; i < maze_solver_count(); i++) {
                const maze_solver *sv = maze_solver_at(i);
                if (!is_walker(sv) && !is_filler(sv)) continue;
                maze_result r;
                CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, NULL, &r), MAZE_OK);
                if (sv->flags & MAZE_SOLVER_COMPLETE) CHECK_EQ(r.found, 1);
                if (r.found) CHECK(tl_check_path(&in, &r, sx, sy, gx, gy) >= 0);
                else CHECK(r.length == 0 && r.path == NULL);
                if (!strncmp(sv->name, "wall-follower", 13)) CHECK(r.expanded <= 4 * (uint64_t)w * (uint64_t)h + 1);
                if (!strcmp(sv->name, "tremaux")) CHECK(r.expanded <= 4 * (uint64_t)w * (uint64_t)h + 1);
            }
        }
        maze_search_destroy(s);
        tl_inst_free(&in);
    }
}

/* Each solver stops at the first event that asks it to, at any event. */
static void test_cancel(void)
{
    tl_inst in;
    CHECK_EQ(tl_inst_maze(&in, "dfs", 9, 7, 5, 0), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *sv = maze_solver_at(i);
        if (!is_walker(sv) && !is_filler(sv)) continue;
        seen all = {0};
        maze_solve_opts o = {.step = on_event, .step_ud = &all};
        maze_result r;
        CHECK_EQ(maze_solve(s, sv, 0, 0, 8, 6, &o, &r), MAZE_OK);
        CHECK(all.visits + all.fills >= 1);
        for (long k = 1; k <= 5; k++) {
            seen t = {.cancel_at = k};
            o.step_ud = &t;
            CHECK_EQ(maze_solve(s, sv, 0, 0, 8, 6, &o, &r), MAZE_ECANCELLED);
        }
    }
    maze_search_destroy(s);
    tl_inst_free(&in);
}

/* The start is the goal: a path of one cell, no move. A shut-in start. */
static void test_edges(void)
{
    maze *m;
    maze_graph *g;
    maze_search *s;
    CHECK_EQ(maze_create(&m, 3, 1, NULL), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 1, 0, MAZE_E, 1), MAZE_OK);
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *sv = maze_solver_at(i);
        if (!maze_solver_fits(sv, g)) continue;
        maze_result r;
        CHECK_EQ(maze_solve(s, sv, 1, 0, 1, 0, NULL, &r), MAZE_OK);
        CHECK(r.found == 1 && r.length == 1 && r.cost == 0);
        CHECK_EQ(maze_solve(s, sv, 0, 0, 2, 0, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 0);
        CHECK_EQ(maze_solve(s, sv, 2, 0, 0, 0, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 0);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
}

/* Off the rectangle (a cell graph, cell c the point (c, 0)): on perfect
 * mazes of every other topology by every generator that fits it, each
 * hand-rule solver that takes a cell graph finds the maze's one path, and
 * a filler leaves it alone; pledge, for quarter turns only, is refused. */
static void test_topologies(void)
{
    int ran = 0;
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        if (!strcmp(topo->name, "rect")) continue;
        for (size_t gi = 0; gi < maze_generator_count(); gi++) {
            const maze_generator *gen = maze_generator_at(gi);
            if (!maze_generator_fits(gen, topo)) continue;
            maze *m;
            CHECK_EQ(tl_topo_maze(&m, topo, 9, gen->name, gi + 1, 0, 0), MAZE_OK);
            maze_graph *g;
            maze_search *s;
            CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
            CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
            uint64_t n = maze_cell_total(m);
            int64_t *ref = malloc((size_t)n * sizeof *ref);
            uint8_t *filled = calloc((size_t)n, 1);
            maze_rng rng;
            maze_rng_seed(&rng, gi);
            for (int q = 0; q < 6 && ref && filled; q++) {
                uint32_t a = tl_cell_pick(m, &rng), b = tl_cell_pick(m, &rng);
                CHECK_EQ(tl_cell_bfs(m, a, ref), 0);
                for (size_t i = 0; i < maze_solver_count(); i++) {
                    const maze_solver *sv = maze_solver_at(i);
                    if (!is_walker(sv) && !is_filler(sv)) continue;
                    /* Pledge counts turns: not on polar's arcs or 3d's levels */
                    int bent = (topo->flags & (MAZE_TOPO_ARCS | MAZE_TOPO_MARKS)) != 0;
                    CHECK_EQ(maze_solver_fits(sv, g), !(bent && !strcmp(sv->name, "pledge")));
                    if (!maze_solver_fits(sv, g)) continue;
                    memset(filled, 0, (size_t)n);
                    seen e = {.w = (int32_t)n, .filled = filled};
                    maze_solve_opts o = {.step = on_event, .step_ud = &e};
                    maze_result r;
                    CHECK_EQ(maze_solve(s, sv, (int32_t)a, 0, (int32_t)b, 0, &o, &r), MAZE_OK);
                    int ok = r.found && (int64_t)r.length - 1 == ref[b] && r.path[0] == a && r.path[r.length - 1] == b;
                    for (size_t k = 1; ok && k < r.length; k++) ok = tl_cell_joined(m, r.path[k - 1], r.path[k]);
                    if (!ok)
                        fprintf(stderr, "%s %s: %s from %u to %u: found %d, %zu cells, the one path %lld moves\n",
                                topo->name, gen->name, sv->name, a, b, r.found, r.length, (long long)ref[b]);
                    CHECK(ok);
                    CHECK_EQ(e.visits, r.expanded);
                    if (ok && is_filler(sv)) {
                        uint8_t *on = calloc((size_t)n, 1);
                        for (size_t k = 0; on && k < r.length; k++) on[r.path[k]] = 1;
                        size_t bad = 0;
                        for (uint64_t c = 0; on && c < n; c++) bad += on[c] == filled[c];
                        CHECK_EQ(bad, 0);
                        free(on);
                    }
                    ran++;
                }
            }
            free(ref);
            free(filled);
            maze_search_destroy(s);
            maze_graph_destroy(g);
            maze_destroy(m);
        }
    }
    CHECK(ran > 0);
}

/* The random mouse: the same seed walks the same way, other seeds other
 * ways; max_steps bounds the walk (found = 0 with exactly that many moves
 * walked), and its default is MAZE_MOUSE_STEPS moves a cell. */
static void test_mouse(void)
{
    const maze_solver *mouse = maze_solver_find("random-mouse");
    CHECK(mouse && !(mouse->flags & (MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL)));
    if (!mouse) return;
    tl_inst in;
    CHECK_EQ(tl_inst_maze(&in, "dfs", 12, 8, 1, 0), MAZE_OK);
    maze_search *s;
    CHECK_EQ(maze_search_create(&s, in.g, NULL), MAZE_OK);
    maze_solve_opts o = {.seed = 7};
    maze_result r;
    CHECK_EQ(maze_solve(s, mouse, 0, 0, 11, 7, &o, &r), MAZE_OK);
    CHECK(r.found && tl_check_path(&in, &r, 0, 0, 11, 7) == tl_ref_cost(&in, 0, 0, 11, 7));
    uint64_t first = r.expanded;
    CHECK_EQ(first, 165); /* seed 7's walk, the same on every platform */
    CHECK_EQ(maze_solve(s, mouse, 0, 0, 11, 7, &o, &r), MAZE_OK);
    CHECK_EQ(r.expanded, first);
    int other = 0;
    for (o.seed = 8; o.seed < 12; o.seed++) {
        CHECK_EQ(maze_solve(s, mouse, 0, 0, 11, 7, &o, &r), MAZE_OK);
        CHECK(r.found);
        other += r.expanded != first;
    }
    CHECK(other >= 3);
    /* The bound: a large maze, a few steps. */
    tl_inst big;
    CHECK_EQ(tl_inst_maze(&big, "dfs", 200, 200, 2, 0), MAZE_OK);
    maze_search *sb;
    CHECK_EQ(maze_search_create(&sb, big.g, NULL), MAZE_OK);
    seen t = {.w = 200};
    o = (maze_solve_opts){.seed = 1, .max_steps = 500, .step = on_event, .step_ud = &t};
    CHECK_EQ(maze_solve(sb, mouse, 0, 0, 199, 199, &o, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK(r.path == NULL && r.length == 0);
    CHECK_EQ(r.expanded, 501); /* 500 moves and the start */
    CHECK_EQ(t.visits, 501);
    /* The default bound: two cells joined and a goal out of reach, walked
     * back and forth MAZE_MOUSE_STEPS moves for each of the 4 cells. */
    maze *m;
    CHECK_EQ(maze_create(&m, 4, 1, NULL), MAZE_OK);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 1), MAZE_OK);
    maze_graph *g;
    maze_search *sm;
    CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&sm, g, NULL), MAZE_OK);
    CHECK_EQ(maze_solve(sm, mouse, 0, 0, 3, 0, NULL, &r), MAZE_OK);
    CHECK_EQ(r.found, 0);
    CHECK_EQ(r.expanded, (uint64_t)MAZE_MOUSE_STEPS * 4 + 1);
    CHECK_EQ(maze_solve(sm, mouse, 2, 0, 3, 0, NULL, &r), MAZE_OK); /* shut in: no move at all */
    CHECK_EQ(r.found, 0);
    CHECK_EQ(r.expanded, 1);
    maze_search_destroy(sm);
    maze_graph_destroy(g);
    maze_destroy(m);
    maze_search_destroy(sb);
    tl_inst_free(&big);
    maze_search_destroy(s);
    tl_inst_free(&in);
}

/* The cells a walker entered, from its VISIT events ((x2, 0) the cell left). */
typedef struct walk_log {
    uint32_t *from, *to;
    size_t n, cap;
} walk_log;

static int log_move(void *ud, const maze_event *ev)
{
    walk_log *l = ud;
    if (ev->kind != MAZE_EV_VISIT || ev->x == ev->x2 || l->n == l->cap) return 0;
    l->from[l->n] = (uint32_t)ev->x2;
    l->to[l->n++] = (uint32_t)ev->x;
    return 0;
}

static double heading(const maze *m, uint32_t a, uint32_t b)
{
    maze_cell_geom ga, gb;
    maze_cell_geometry(m, a, &ga);
    maze_cell_geometry(m, b, &gb);
    return atan2(gb.cy - ga.cy, gb.cx - ga.cx);
}

/* The side of cell a that leads to b (k if none). */
static unsigned side_to(const maze *m, uint32_t a, uint32_t b)
{
    unsigned k = maze_cell_sides(m, a), d = 0;
    while (d < k && maze_cell_neighbor(m, a, d) != (int64_t)b) d++;
    return d;
}

/* The first side open clockwise after side e of c (the left hand's choice). */
static unsigned left_hand(const maze *m, uint32_t c, unsigned e)
{
    unsigned k = maze_cell_sides(m, c);
    for (unsigned j = 1; j <= k; j++)
        if (maze_cell_is_open(m, c, (e + j) % k)) return (e + j) % k;
    return k;
}

/* Pledge's walk from a to b, move by move: each move goes the main way (the
 * start's neighbour most nearly towards the goal, by the cells' centres)
 * or is the left hand's choice (from the side walked in by, or, meeting a
 * wall, from the side after it); *left counts the moves the main way, after
 * the walk first followed a wall, where the left hand would have gone
 * another way: the count let it leave the wall. Returns the moves that are
 * none of these. */
static int pledge_rule(const maze *m, const walk_log *l, uint32_t a, uint32_t b, int *left)
{
    maze_cell_geom ga, gb;
    maze_cell_geometry(m, a, &ga);
    maze_cell_geometry(m, b, &gb);
    double best = -2, main = 0;
    for (unsigned k = 0; k < maze_cell_sides(m, a); k++) {
        int64_t nb = maze_cell_neighbor(m, a, k);
        if (nb < 0) continue;
        double h = heading(m, a, (uint32_t)nb), c = cos(h - atan2(gb.cy - ga.cy, gb.cx - ga.cx));
        if (c > best + 1e-9) best = c, main = h; /* of two as near, the first, as Pledge picks */
    }
    int bad = 0, followed = 0;
    for (size_t i = 0; i < l->n; i++) {
        uint32_t c = l->from[i];
        unsigned d = side_to(m, c, l->to[i]), k = maze_cell_sides(m, c);
        int straight = fabs(remainder(heading(m, c, l->to[i]) - main, 2 * M_PI)) < 1e-6;
        int hand = 0;
        if (i > 0) {
            unsigned e = side_to(m, c, l->from[i - 1]);
            hand = d == left_hand(m, c, e) || d == left_hand(m, c, (e + 1) % k);
        } else {
            for (unsigned e = 0; e < k && !hand; e++) hand = d == left_hand(m, c, e); /* no side walked in by yet */
        }
        bad += !straight && !hand;
        *left += followed && straight && !(i > 0 && d == left_hand(m, c, side_to(m, c, l->from[i - 1])));
        followed |= !straight;
    }
    return bad;
}

/* Pledge on the cell topologies whose turns it counts: on mazes with loops
 * it reaches goals that a wall follower, circling an island, misses, and
 * keeps its rule as the cells' centres measure the turns; every path it
 * gives is a path (test_solve_topo checks it against the BFS). */
static void test_pledge_cells(void)
{
    for (size_t t = 1; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        maze *m;
        CHECK_EQ(tl_topo_maze(&m, topo, 10, "dfs", 5, 0, 30), MAZE_OK);
        maze_graph *g;
        maze_search *s;
        CHECK_EQ(maze_graph_from_maze(&g, m, NULL), MAZE_OK);
        CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
        const maze_solver *pledge = maze_solver_find("pledge"), *follower = maze_solver_find("wall-follower");
        int bent = (topo->flags & (MAZE_TOPO_ARCS | MAZE_TOPO_MARKS)) != 0;
        maze_result r;
        CHECK_EQ(maze_solve(s, pledge, 0, 0, 1, 0, NULL, &r), bent ? MAZE_EUNSUPPORTED : MAZE_OK);
        if (!bent) {
            maze_rng rng;
            maze_rng_seed(&rng, 3);
            int escaped = 0, found = 0, broke = 0, left = 0;
            walk_log l = {malloc(100000 * sizeof(uint32_t)), malloc(100000 * sizeof(uint32_t)), 0, 100000};
            for (int q = 0; q < 300; q++) {
                int32_t a = (int32_t)tl_cell_pick(m, &rng), b = (int32_t)tl_cell_pick(m, &rng);
                CHECK_EQ(maze_solve(s, follower, a, 0, b, 0, NULL, &r), MAZE_OK);
                int lost = !r.found;
                l.n = 0;
                maze_solve_opts o = {.step = log_move, .step_ud = &l};
                CHECK_EQ(maze_solve(s, pledge, a, 0, b, 0, &o, &r), MAZE_OK);
                found += r.found;
                escaped += lost && r.found;
                broke += pledge_rule(m, &l, (uint32_t)a, (uint32_t)b, &left);
            }
            printf("pledge on %s with loops: %d of 300 found, %d where the wall follower circled, %d moves off a wall\n",
                   topo->name, found, escaped, left);
            CHECK(escaped > 0);
            CHECK_EQ(broke, 0);
            CHECK(left > 0); /* its count took it off walls that a follower keeps to */
            free(l.from);
            free(l.to);
        }
        maze_search_destroy(s);
        maze_graph_destroy(g);
        maze_destroy(m);
    }
}

int main(void)
{
    test_perfect_all_generators();
    test_mouse();
    test_pledge_cells();
    test_topologies();
    test_island();
    test_noose();
    test_braided();
    test_cancel();
    test_edges();
    return check_done();
}
