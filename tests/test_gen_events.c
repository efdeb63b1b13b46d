/* test_gen_events.c - the step events that show how a generator works, held
 * to what each method is: dfs pushes and pops one stack (every cell pushed
 * once and popped once, last in first out), prim grows a tree from its
 * frontier, wilson's walks less their erased loops are the paths it carves,
 * aldous-broder walks one cell a step; on plain grids and masks with many
 * pieces; the maze is the same with or without listening, and stopping at
 * any event cancels cleanly. */
#include "testlib.h"

#define W 23
#define H 15
#define CELLS (W * H)

/* Every event of a run, in order. */
typedef struct ev_log {
    maze_event ev[CELLS * 200];
    size_t n;
    size_t stop_at; /* 1 + the event at which to stop; 0: never */
} ev_log;

static int record(void *ud, const maze_event *ev)
{
    ev_log *l = ud;
    if (l->n < sizeof l->ev / sizeof l->ev[0]) l->ev[l->n] = *ev;
    l->n++;
    return l->stop_at && l->n >= l->stop_at;
}

static int cell(const maze_event *e) { return e->y * W + e->x; }
static int cell2(const maze_event *e) { return e->y2 * W + e->x2; }
static int adjacent(const maze_event *e) { return abs(e->x - e->x2) + abs(e->y - e->y2) == 1; }
static int root(const maze_event *e) { return e->x == e->x2 && e->y == e->y2; }

static size_t count(const ev_log *l, int kind)
{
    size_t n = 0;
    for (size_t i = 0; i < l->n; i++) n += l->ev[i].kind == kind;
    return n;
}

/* dfs: a VISIT pushes a cell next to the top (a piece's first cell onto the
 * empty stack, (x2, y2) itself), after the CARVE from the top into it; a
 * BACKTRACK pops the top, (x2, y2) the cell below it (itself when last). */
static void check_dfs(const ev_log *l, const maze *m, uint64_t pieces)
{
    int stack[CELLS], seen[CELLS] = {0};
    size_t top = 0, bad = 0;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        if (e->kind == MAZE_EV_CARVE) {
            bad += !top || stack[top - 1] != cell(e) || i + 1 == l->n || l->ev[i + 1].kind != MAZE_EV_VISIT ||
                   cell(&l->ev[i + 1]) != cell2(e);
        } else if (e->kind == MAZE_EV_VISIT) {
            bad += seen[cell(e)]++ != 0 || (top ? !adjacent(e) || stack[top - 1] != cell2(e) : !root(e));
            stack[top++] = cell(e);
        } else if (e->kind == MAZE_EV_BACKTRACK) {
            bad += !top || stack[top - 1] != cell(e);
            top -= top > 0;
            bad += top ? stack[top - 1] != cell2(e) : !root(e);
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(top, 0);
    CHECK_EQ(count(l, MAZE_EV_VISIT), maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_BACKTRACK), maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_CARVE), maze_cell_count(m) - pieces);
}

/* prim: a VISIT puts a cell in the tree once, joined by the CARVE just
 * before it to the tree cell (x2, y2), or a piece's first cell (itself);
 * a FRONTIER is a wall from tree cell (x2, y2) to a cell outside. */
static void check_prim(const ev_log *l, const maze *m, uint64_t pieces)
{
    int in[CELLS] = {0}, front[CELLS] = {0};
    size_t bad = 0, roots = 0;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        if (e->kind == MAZE_EV_VISIT) {
            int joined = i && l->ev[i - 1].kind == MAZE_EV_CARVE && cell(&l->ev[i - 1]) == cell(e) &&
                         cell2(&l->ev[i - 1]) == cell2(e);
            roots += root(e) != 0;
            bad += in[cell(e)]++ != 0 || (root(e) ? 0 : !joined || !in[cell2(e)] || !front[cell(e)]);
        } else if (e->kind == MAZE_EV_FRONTIER) {
            bad += in[cell(e)] || !in[cell2(e)] || !adjacent(e) || !maze_cell_enabled(m, e->x, e->y);
            front[cell(e)] = 1;
        } else if (e->kind != MAZE_EV_CARVE) {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(roots, pieces);
    CHECK_EQ(count(l, MAZE_EV_VISIT), maze_cell_count(m));
    CHECK(count(l, MAZE_EV_FRONTIER) >= maze_cell_count(m) - pieces);
}

/* wilson: each walk starts with a VISIT of its first cell (x2, y2 itself)
 * and goes on by VISITs of neighbours of its last cell; a BACKTRACK takes a
 * cell of the walk off it (a loop erased, (x2, y2) the cell the loop closed
 * on, which stays); the CARVEs then join what is left of the walk, first
 * cell first, to the tree. VISITs less BACKTRACKs are the CARVEs. */
static void check_wilson(const ev_log *l, const maze *m, uint64_t pieces)
{
    int walk[CELLS], on[CELLS] = {0}, in[CELLS] = {0};
    size_t len = 0, bad = 0;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        if (e->kind == MAZE_EV_VISIT) {
            bad += on[cell(e)] || in[cell(e)] || (len ? cell2(e) != walk[len - 1] || !adjacent(e) : !root(e));
            on[cell(e)] = 1;
            walk[len++] = cell(e);
        } else if (e->kind == MAZE_EV_BACKTRACK) {
            size_t k = 0;
            while (k < len && walk[k] != cell(e)) k++;
            bad += k == len || !on[cell2(e)];
            if (k < len) memmove(walk + k, walk + k + 1, (--len - k) * sizeof walk[0]);
            on[cell(e)] = 0;
        } else if (e->kind == MAZE_EV_CARVE) {
            bad += !len || walk[0] != cell(e) || (len > 1 ? walk[1] != cell2(e) : 0);
            in[cell(e)] = 1;
            on[cell(e)] = 0;
            memmove(walk, walk + 1, (len ? --len : 0) * sizeof walk[0]);
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(len, 0);
    CHECK_EQ(count(l, MAZE_EV_VISIT) - count(l, MAZE_EV_BACKTRACK), maze_cell_count(m) - pieces);
    CHECK(count(l, MAZE_EV_BACKTRACK) > 0);
}

/* aldous-broder: one VISIT a step, each of a neighbour of the cell before
 * ((x2, y2)), a piece's first cell itself; a CARVE just before the VISIT of
 * a cell entered the first time, from the cell the walk came from. */
static void check_aldous_broder(const ev_log *l, const maze *m, uint64_t pieces)
{
    int seen[CELLS] = {0}, at = -1;
    size_t bad = 0, roots = 0, first = 0;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        if (e->kind == MAZE_EV_VISIT) {
            int carved = i && l->ev[i - 1].kind == MAZE_EV_CARVE && cell2(&l->ev[i - 1]) == cell(e);
            roots += root(e) != 0;
            first += !seen[cell(e)];
            bad += root(e) ? seen[cell(e)] != 0 : at != cell2(e) || !adjacent(e) || carved != !seen[cell(e)];
            seen[cell(e)] = 1;
            at = cell(e);
        } else if (e->kind == MAZE_EV_CARVE) {
            bad += cell(e) != at;
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(roots, pieces);
    CHECK_EQ(first, maze_cell_count(m));
    CHECK(count(l, MAZE_EV_VISIT) > 2 * maze_cell_count(m)); /* a random walk comes back often */
}

typedef void (*check_fn)(const ev_log *, const maze *, uint64_t);
static const struct {
    const char *name;
    check_fn check;
} gens[] = {{"dfs", check_dfs}, {"prim", check_prim}, {"wilson", check_wilson}, {"aldous-broder", check_aldous_broder}};

static maze *make(int mask, uint64_t seed)
{
    maze *m;
    if (maze_create(&m, W, H, NULL)) return NULL;
    tl_mask(m, mask, seed);
    return m;
}

static int gen(maze *m, const char *name, uint64_t seed, ev_log *l)
{
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    if (l) {
        o.step = record;
        o.step_ud = l;
    }
    return maze_generate_into(m, maze_generator_find(name), &rng, &o);
}

static ev_log logbuf;

/* Each method's invariants, and the same maze as without a listener. */
static void test_invariants(void)
{
    for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++)
        for (int mask = 0; mask < TL_MASK_KINDS; mask++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *m = make(mask, seed), *quiet = make(mask, seed);
                CHECK(m && quiet);
                if (!m || !quiet) return;
                memset(&logbuf, 0, sizeof logbuf);
                CHECK_EQ(gen(m, gens[g].name, seed, &logbuf), MAZE_OK);
                CHECK(logbuf.n <= sizeof logbuf.ev / sizeof logbuf.ev[0]);
                uint64_t pieces = tl_pieces(m, 0);
                size_t before = (size_t)tl_failed;
                gens[g].check(&logbuf, m, pieces);
                if ((size_t)tl_failed != before) fprintf(stderr, "  %s, mask %d, seed %llu\n", gens[g].name, mask,
                                                         (unsigned long long)seed);
                CHECK_EQ(gen(quiet, gens[g].name, seed, NULL), MAZE_OK);
                CHECK(tl_same_maze(m, quiet));
                maze_destroy(m);
                maze_destroy(quiet);
            }
}

/* Stopping at each event in turn: MAZE_ECANCELLED, the callback not called
 * again, nothing leaked (the sanitizer build). */
static void test_cancel_anywhere(void)
{
    for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) {
        maze *m = make(TL_MASK_RING, 2);
        memset(&logbuf, 0, sizeof logbuf);
        CHECK_EQ(gen(m, gens[g].name, 2, &logbuf), MAZE_OK);
        size_t total = logbuf.n, bad = 0;
        for (size_t k = 1; k <= total; k += 1 + k / 64) {
            maze_clear(m);
            memset(&logbuf, 0, sizeof logbuf);
            logbuf.stop_at = k;
            bad += gen(m, gens[g].name, 2, &logbuf) != MAZE_ECANCELLED || logbuf.n != k;
        }
        CHECK_EQ(bad, 0);
        maze_destroy(m);
    }
}

int main(void)
{
    test_invariants();
    test_cancel_anywhere();
    return check_done();
}
