/* test_generators.c - every generator in the table: perfect mazes (a spanning
 * tree per piece) over many seeds, sizes and masks, walls outside a mask never
 * opened (what maze.h requires of every generator), events, cancellation, determinism, growing-tree biases
 * and dead-end bands (uniformity is test_uniformity.c's; the walks' cursor
 * test_cursors.c's). */
#include "testlib.h"
#include "internal.h"

#include <math.h>
#include <string.h>

/* No passage touches a disabled cell (checked on the raw 2-bit storage). */
static int mask_respected(const maze *m)
{
    for (uint64_t i = 0; i < m->n; i++) {
        unsigned es = mz_east_south(m, i);
        if (!es) continue;
        if (!mz_enabled(m, i)) return 0;
        if ((es & MZ_E) && (i % (uint64_t)m->w == (uint64_t)m->w - 1 || !mz_enabled(m, i + 1))) return 0;
        if ((es & MZ_S) && (i / (uint64_t)m->w == (uint64_t)m->h - 1 || !mz_enabled(m, i + (uint64_t)m->w)))
            return 0;
    }
    return 1;
}

/* A spanning tree of every piece, and the mask respected. */
static int spanning_forest(const maze *m)
{
    return mask_respected(m) && tl_spanning_forest(m);
}

/* Disables cells of a fresh maze in one of the shapes of tl_mask. */
static void apply_mask(maze *m, int kind, uint64_t seed)
{
    tl_mask(m, kind, seed ^ 0xabcdefull);
}

static int run(const maze_generator *g, maze **out, int32_t w, int32_t h, int mask, uint64_t seed,
               const maze_gen_opts *o)
{
    int st = maze_create(out, w, h, NULL);
    if (st) return st;
    apply_mask(*out, mask, seed);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    maze_gen_opts def;
    maze_gen_opts_init(&def);
    st = maze_generate_into(*out, g, &rng, o ? o : &def);
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}

static void test_perfect_everywhere(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 3}, {6, 11}, {23, 17}, {48, 40}};
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        int bad = 0;
        for (int mask = 0; mask < TL_MASK_KINDS; mask++)
            for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++)
                for (uint64_t seed = 1; seed <= 12; seed++) {
                    maze *m;
                    int st = run(g, &m, sizes[si][0], sizes[si][1], mask, seed, NULL);
                    if (st || !spanning_forest(m)) {
                        if (bad++ < 3)
                            fprintf(stderr, "%s %dx%d mask %d seed %llu: status %d, not a spanning forest\n",
                                    g->name, sizes[si][0], sizes[si][1], mask, (unsigned long long)seed, st);
                    }
                    maze_destroy(m);
                }
        CHECK_EQ(bad, 0);
    }
}

/* maze_generate_into runs the entry it is given, as maze_generate runs the
 * one it looks up; a copy of an entry is no generator (MAZE_EINVAL). */
static void test_generate_into(void)
{
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        maze *a = NULL, *b = NULL;
        CHECK_EQ(maze_generate(&a, g->name, 13, 7, 99, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_create(&b, 13, 7, NULL), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, 99);
        CHECK_EQ(maze_generate_into(b, g, &rng, NULL), MAZE_OK);
        uint8_t ma[13 * 7], mb[13 * 7];
        maze_to_masks(a, ma);
        maze_to_masks(b, mb);
        CHECK(memcmp(ma, mb, sizeof ma) == 0);
        maze_generator copy = *g;
        maze_clear(b);
        CHECK_EQ(maze_generate_into(b, &copy, &rng, NULL), MAZE_EINVAL);
        CHECK_EQ(maze_passage_count(b), 0);
        maze_destroy(a);
        maze_destroy(b);
    }
}

/* dfs keeps only the latest branch points of its path (a ring of 65536):
 * at 800 x 800 the path outgrows it and the way back goes cell by cell past
 * the lost ones, and the ring runs dry mid-piece. Still a spanning forest. */
static void test_dfs_long_path(void)
{
    const maze_generator *g = maze_generator_find("dfs");
    for (int mask = 0; mask < 2; mask++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            maze *m;
            CHECK_EQ(run(g, &m, 800, 800, mask == 0 ? TL_MASK_NONE : TL_MASK_RANDOM, seed, NULL), MAZE_OK);
            CHECK(m && spanning_forest(m));
            maze_destroy(m);
        }
}

/* ---- events ---- */

/* The events seen, and the passages they open and close, replayed. */
typedef struct {
    long carves, walls, bad, stop_after, seen;
    const maze *m;
    uint8_t open[21 * 13]; /* MAZE_E / MAZE_S of each cell, as the events left them */
} ev_count;

static int count_event(void *ud, const maze_event *ev)
{
    ev_count *c = ud;
    if (ev->kind == MAZE_EV_VISIT || ev->kind == MAZE_EV_FRONTIER || ev->kind == MAZE_EV_BACKTRACK) {
        /* how a generator works (test_gen_events): a cell of the maze, no passage */
        c->bad += !maze_cell_enabled(c->m, ev->x, ev->y);
        return c->stop_after && ++c->seen >= c->stop_after;
    }
    if (ev->kind == MAZE_EV_SET || ev->kind == MAZE_EV_CHAMBER) {
        /* a cell named by a cell of its set; a chamber's two corners, in order */
        c->bad += ev->kind == MAZE_EV_SET
                      ? !maze_cell_enabled(c->m, ev->x, ev->y) || !maze_cell_enabled(c->m, ev->x2, ev->y2)
                      : ev->x < 0 || ev->y < 0 || ev->x2 < ev->x || ev->y2 < ev->y ||
                            ev->x2 >= maze_width(c->m) || ev->y2 >= maze_height(c->m);
        return c->stop_after && ++c->seen >= c->stop_after;
    }
    int dist = abs(ev->x - ev->x2) + abs(ev->y - ev->y2);
    if (dist != 1 || !maze_cell_enabled(c->m, ev->x, ev->y) || !maze_cell_enabled(c->m, ev->x2, ev->y2)) {
        c->bad++;
        return c->stop_after && ++c->seen >= c->stop_after;
    }
    /* the wall between the two cells: east or south of the first one */
    int32_t x = ev->x < ev->x2 ? ev->x : ev->x2, y = ev->y < ev->y2 ? ev->y : ev->y2;
    uint8_t side = ev->y == ev->y2 ? MAZE_E : MAZE_S, *at = &c->open[y * maze_width(c->m) + x];
    if (ev->kind == MAZE_EV_CARVE) {
        c->carves++;
        if (*at & side) c->bad++; /* opened twice */
        *at |= side;
    } else if (ev->kind == MAZE_EV_WALL) {
        c->walls++;
        if (!(*at & side)) c->bad++; /* a wall where there was one */
        *at &= (uint8_t)~side;
    } else {
        c->bad++;
    }
    return c->stop_after && ++c->seen >= c->stop_after;
}

/* 1 when replaying the events gives the maze's passages exactly: walls put
 * back (as division does) are seen as well as passages opened. */
static int replayed(const ev_count *c, const maze *m)
{
    for (int32_t y = 0; y < maze_height(m); y++)
        for (int32_t x = 0; x < maze_width(m); x++)
            if ((maze_get(m, x, y) & (MAZE_E | MAZE_S)) != c->open[y * maze_width(m) + x]) return 0;
    return 1;
}

static void test_events_and_cancel(void)
{
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        for (int mask = 0; mask < 2; mask++) {
            maze *m;
            CHECK_EQ(maze_create(&m, 21, 13, NULL), MAZE_OK);
            apply_mask(m, mask ? TL_MASK_RING : TL_MASK_NONE, 3);
            ev_count c = {0, 0, 0, 0, 0, m, {0}};
            maze_gen_opts o;
            maze_gen_opts_init(&o);
            o.step = count_event;
            o.step_ud = &c;
            maze_rng rng;
            maze_rng_seed(&rng, 9);
            CHECK_EQ(maze_generate_into(m, g, &rng, &o), MAZE_OK);
            CHECK_EQ(c.bad, 0);
            CHECK_EQ(c.carves - c.walls, (long)maze_passage_count(m));
            if (!replayed(&c, m)) fprintf(stderr, "%s mask %d: its events do not replay to its maze\n", g->name, mask);
            CHECK(replayed(&c, m));
            /* Listening to the steps does not change the maze (generators
             * set passage bits directly when no callback listens). */
            maze *quiet;
            CHECK_EQ(run(g, &quiet, 21, 13, mask ? TL_MASK_RING : TL_MASK_NONE, 9, NULL), MAZE_OK);
            for (int32_t y = 0; y < 13; y++)
                for (int32_t x = 0; x < 21; x++) CHECK_EQ(maze_get(quiet, x, y), maze_get(m, x, y));
            maze_destroy(quiet);
            /* Stopping at the 5th event cancels, frees everything (ASan). */
            maze_clear(m);
            ev_count stop = {0, 0, 0, 5, 0, m, {0}};
            o.step_ud = &stop;
            CHECK_EQ(maze_generate_into(m, g, &rng, &o), MAZE_ECANCELLED);
            CHECK_EQ(stop.seen, 5);
            maze_destroy(m);
        }
    }
}

static void test_deterministic(void)
{
    uint8_t a[30 * 20], b[30 * 20];
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        maze *m1, *m2, *m3;
        CHECK_EQ(maze_generate(&m1, g->name, 30, 20, 77, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_generate(&m2, g->name, 30, 20, 77, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_generate(&m3, g->name, 30, 20, 78, NULL, NULL), MAZE_OK);
        maze_to_masks(m1, a);
        maze_to_masks(m2, b);
        CHECK(memcmp(a, b, sizeof a) == 0);
        maze_to_masks(m3, b);
        CHECK(memcmp(a, b, sizeof a) != 0);
        maze_destroy(m1);
        maze_destroy(m2);
        maze_destroy(m3);
    }
}

/* ---- dead ends ---- */

/* Mean dead-end percent over `seeds` mazes of w x h. */
static double dead_end_percent(const char *name, const char *bias, int32_t w, int32_t h, int seeds)
{
    double sum = 0;
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = bias;
    for (int s = 0; s < seeds; s++) {
        maze *m;
        if (maze_generate(&m, name, w, h, (uint64_t)s + 100, &o, NULL)) return -1;
        uint32_t *list;
        size_t n;
        if (maze_dead_ends(m, &list, &n)) return -1;
        sum += 100.0 * (double)n / (double)((uint64_t)w * (uint64_t)h);
        maze_free(m, list);
        maze_destroy(m);
    }
    return sum / seeds;
}

/* Bands around the means measured over 20 seeds of 50x50; the standard
 * error of such a mean is about 0.2 points, so a band of +-2 points only
 * fails when the algorithm's character changed. One entry a generator, by
 * name: a generator without one gets the bounds every perfect maze keeps,
 * and its mean is printed to pin a band on. */
static const struct {
    const char *name;
    double lo, hi;
} bands[] = {
    {"dfs", 8.0, 12.0},           {"bfs", 44.0, 50.0},
    {"prim", 28.5, 32.5},         {"prim-simple", 33.0, 37.5},
    {"kruskal", 28.5, 32.5},      {"wilson", 27.0, 31.5},
    {"aldous-broder", 27.0, 31.5}, {"hunt-and-kill", 7.5, 11.5},
    {"growing-tree", 18.5, 23.0}, {"division", 25.0, 29.0},
    {"eller", 25.0, 33.0},        {"sidewinder", 24.0, 31.0},
    {"binary-tree", 23.5, 26.5},
};

/* growing-tree's ends: newest behaves like dfs (~10% dead ends), random like
 * the book's "simplified Prim" (~27%; our prim-simple, which picks a random
 * frontier cell instead, makes ~35%), oldest makes long straight spokes (few
 * dead ends); mixed:P moves between them with P; bad biases fail. */
static void test_growing_tree_bias(void)
{
    double newest = dead_end_percent("growing-tree", "newest", 50, 50, 10);
    double random = dead_end_percent("growing-tree", "random", 50, 50, 10);
    double oldest = dead_end_percent("growing-tree", "oldest", 50, 50, 10);
    double mixed75 = dead_end_percent("growing-tree", "mixed:0.75", 50, 50, 10);
    double mixed50 = dead_end_percent("growing-tree", "mixed:0.5", 50, 50, 10);
    printf("growing-tree newest %.2f random %.2f oldest %.2f mixed:0.75 %.2f mixed:0.5 %.2f\n", newest,
           random, oldest, mixed75, mixed50);
    CHECK(newest > 8 && newest < 12);
    CHECK(random > 25 && random < 30);
    CHECK(oldest > 1 && oldest < 6);
    CHECK(newest < mixed75 && mixed75 < mixed50 && mixed50 < random);
    static const char *bad[] = {"", "newst", "mixed:", "mixed:1.5", "mixed:-0.1", "mixed:0.5x", "Newest"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        maze *m = (maze *)1;
        maze_gen_opts o;
        maze_gen_opts_init(&o);
        o.bias = bad[i];
        CHECK_EQ(maze_generate(&m, "growing-tree", 5, 5, 1, &o, NULL), MAZE_EINVAL);
        CHECK(m == NULL);
    }
}

static void test_dead_end_bands(void)
{
    for (size_t k = 0; k < sizeof bands / sizeof bands[0]; k++) {
        if (!maze_generator_find(bands[k].name)) fprintf(stderr, "bands[] names %s, no generator\n", bands[k].name);
        CHECK(maze_generator_find(bands[k].name) != NULL);
    }
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const char *name = maze_generator_at(gi)->name;
        double pct = dead_end_percent(name, NULL, 50, 50, 20);
        size_t k = 0;
        while (k < sizeof bands / sizeof bands[0] && strcmp(bands[k].name, name) != 0) k++;
        printf("dead ends %-14s %.2f%%\n", name, pct);
        if (k == sizeof bands / sizeof bands[0]) {
            /* a tree of 2500 cells has at least two leaves and some inner cell */
            printf("  %s has no band in bands[]: only 0.08%% < dead ends < 100%% checked\n", name);
            CHECK(pct >= 100.0 * 2 / 2500 && pct < 100);
            continue;
        }
        if (pct < bands[k].lo || pct > bands[k].hi)
            fprintf(stderr, "%s: %.2f%% outside [%.1f, %.1f]\n", name, pct, bands[k].lo, bands[k].hi);
        CHECK(pct >= bands[k].lo && pct <= bands[k].hi);
    }
}

int main(void)
{
    test_perfect_everywhere();
    test_generate_into();
    test_dfs_long_path();
    test_events_and_cancel();
    test_deterministic();
    test_dead_end_bands();
    test_growing_tree_bias();
    return check_done();
}
