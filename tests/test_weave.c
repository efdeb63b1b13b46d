/* test_weave.c - weave mazes: the numbering of the sides, every generator
 * that runs on weave making a perfect maze whose crossings are consistent
 * (checked here from coordinates, not by the library's rules) at many sizes
 * and seeds and around disabled cells, crossings made and counted by
 * maze_stats, braid keeping the crossings, the cells reader and
 * maze_cell_set_open refusing a jump that passes under no straight corridor
 * (and set_open every carve a generator reports, in its order), disabling
 * a cell (maze_cell_set_enabled, maze_mask_apply) keeping them. */
#include "testlib.h"

static const maze_topology *weave(void) { return maze_topology_find("weave"); }

static maze *make(int32_t w, int32_t h)
{
    maze_shape s = {"weave", w, h, 0, 0};
    maze *m = NULL;
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
    return m;
}

/* A 3 x 3 weave maze with one crossing: a corridor down the middle column
 * (1-4-7), 3 jumping east to 5 under its centre. */
static maze *crossed(void)
{
    maze *m = make(3, 3);
    if (!m) return NULL;
    CHECK_EQ(maze_cell_set_open(m, 1, 4, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 4, 4, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 1), MAZE_OK);
    return m;
}

/* Side 2d is the next cell towards d (N E S W), 2d+1 the one beyond it. */
static void test_sides(void)
{
    CHECK(weave() != NULL);
    maze *m = make(5, 4);
    if (!m) return;
    const int64_t want7[8] = {2, -1, 8, 9, 12, 17, 6, 5}; /* cell 7 = (2, 1) */
    for (unsigned s = 0; s < 8; s++) {
        CHECK_EQ(maze_cell_neighbor(m, 7, s), want7[s]);
        if (want7[s] >= 0) CHECK_EQ(maze_cell_back(m, 7, s), s ^ 4);
    }
    CHECK_EQ(maze_cell_sides(m, 0), 8);
    CHECK_EQ(maze_cell_neighbor(m, 0, 1), -1);
    maze_cell_geom g;
    CHECK_EQ(maze_cell_geometry(m, 7, &g), MAZE_OK);
    CHECK(g.edge[0].kind == MAZE_EDGE_LINE && g.edge[3].kind == MAZE_EDGE_MARK);
    CHECK(g.cx == 2.5 && g.cy == 1.5 && g.edge[3].x0 == 3 && g.edge[3].y0 == 1.5);
    maze_destroy(m);
}

/* The cell d steps from c towards direction dir (0 N 1 E 2 S 3 W), or -1. */
static int64_t step(const maze *m, int64_t c, unsigned dir, int d)
{
    int32_t w = maze_width(m), h = maze_height(m), x = (int32_t)(c % w), y = (int32_t)(c / w);
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    x += d * dx[dir], y += d * dy[dir];
    return x < 0 || y < 0 || x >= w || y >= h ? -1 : (int64_t)y * w + x;
}

/* Open directions of c: bit dir when its side or its jump towards dir is open. */
static unsigned dirs(const maze *m, uint32_t c)
{
    unsigned o = maze_cell_open_sides(m, c), r = 0;
    for (unsigned d = 0; d < 4; d++) r |= ((o >> (2 * d)) & 3u) ? 1u << d : 0;
    return r;
}

/* Every crossing consistent, from coordinates: an open jump from c towards
 * dir reaches the cell two away, whose opposite jump is open; the cell
 * between is enabled, open on both of its sides across the jump by one side
 * each, closed along it, and passed under by no other jump; c's own side to
 * it is closed. Returns the crossings (jumps), or -1 when one is not so. */
static long crossings(const maze *m)
{
    uint32_t n = (uint32_t)maze_cell_total(m);
    long count = 0;
    int *under = calloc(n, sizeof *under);
    for (uint32_t c = 0; c < n; c++) {
        unsigned o = maze_cell_open_sides(m, c);
        for (unsigned s = 0; s < 8; s++) {
            if (!((o >> s) & 1u)) continue;
            if (maze_cell_neighbor(m, c, s) != step(m, c, s / 2, (s & 1) ? 2 : 1)) goto bad;
            if (!(s & 1)) continue;
            unsigned dir = s / 2, across = (dir + 1) & 3u;
            int64_t mid = step(m, c, dir, 1), far = step(m, c, dir, 2);
            if (mid < 0 || far < 0 || !maze_cell_is_open(m, (uint32_t)far, s ^ 4u)) goto bad;
            unsigned mo = maze_cell_open_sides(m, (uint32_t)mid), md = dirs(m, (uint32_t)mid);
            if (!maze_cell_is_enabled(m, (uint32_t)mid) || (o >> (s - 1) & 1u)) goto bad;
            if (md != ((1u << across) | (1u << ((across + 2) & 3u)))) goto bad;
            if (((mo >> (2 * across)) & 3u) == 3u || ((mo >> (2 * ((across + 2) & 3u))) & 3u) == 3u) goto bad;
            if (dir == 1 || dir == 2) { /* each jump once, from its west or north end */
                count++;
                if (under[mid]++) goto bad;
            }
        }
    }
    free(under);
    return count;
bad:
    free(under);
    return -1;
}

/* One tree per piece of enabled cells joined by the grid (jumps apart):
 * cells - pieces passages, all in one forest. */
static int perfect(const maze *m)
{
    uint32_t n = (uint32_t)maze_cell_total(m), *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
    uint64_t grid = 0, trees = 0, passages = 0;
    int loops = 0;
    for (uint32_t c = 0; c < n; c++) p[c] = q[c] = c;
    for (uint32_t c = 0; c < n; c++) {
        if (!maze_cell_is_enabled(m, c)) continue;
        for (unsigned s = 0; s < 8; s++) {
            int64_t nb = maze_cell_neighbor(m, c, s);
            if (nb <= (int64_t)c) continue;
            if (!(s & 1) && maze_cell_is_enabled(m, (uint32_t)nb)) q[tl_find(q, c)] = tl_find(q, (uint32_t)nb);
            if (!maze_cell_is_open(m, c, s)) continue;
            passages++;
            uint32_t a = tl_find(p, c), b = tl_find(p, (uint32_t)nb);
            loops |= a == b;
            p[a] = b;
        }
    }
    for (uint32_t c = 0; c < n; c++) {
        if (!maze_cell_is_enabled(m, c)) continue;
        grid += tl_find(q, c) == c;
        trees += tl_find(p, c) == c;
    }
    free(p);
    free(q);
    return !loops && trees == grid && passages == maze_cell_count(m) - grid;
}

/* Disables cells: kind 0 a fifth at random, 1 a hole in the middle, 2
 * bars across every third row with one gap each. */
static void mask(maze *m, int kind, uint64_t seed)
{
    int32_t w = maze_width(m), h = maze_height(m);
    maze_rng r;
    maze_rng_seed(&r, seed);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            int off = kind == 0   ? maze_rng_below(&r, 5) == 0
                      : kind == 1 ? 2 * abs(2 * x - w + 1) < w && 2 * abs(2 * y - h + 1) < h
                                  : y % 3 == 2 && x != (int32_t)((uint64_t)y * seed % (uint64_t)w);
            if (off) CHECK_EQ(maze_cell_set_enabled(m, (uint32_t)(y * w + x), 0), MAZE_OK);
        }
}

/* Every generator that fits weave, at many sizes and seeds, with and
 * without disabled cells: perfect, consistent, the same for the same seed,
 * its crossings counted by maze_stats; and crossings made at all, except
 * by bfs (it opens every free side of a cell at once, so no cell is left
 * beyond a corridor to jump to). */
static void test_generators(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {2, 1}, {1, 5}, {3, 3}, {5, 4}, {8, 9}, {13, 6}, {24, 17}};
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        if (!maze_generator_fits(g, weave())) continue;
        long made = 0;
        int bad = 0;
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            for (uint64_t seed = 1; seed <= 6; seed++) {
                maze *m = make(sizes[k][0], sizes[k][1]), *m2 = make(sizes[k][0], sizes[k][1]);
                if (!m || !m2) return;
                if (seed > 3) {
                    mask(m, (int)(seed % 3), seed);
                    mask(m2, (int)(seed % 3), seed);
                }
                maze_rng r, r2;
                maze_rng_seed(&r, seed);
                maze_rng_seed(&r2, seed);
                CHECK_EQ(maze_generate_into(m, g, &r, NULL), MAZE_OK);
                CHECK_EQ(maze_generate_into(m2, g, &r2, NULL), MAZE_OK);
                long x = crossings(m);
                maze_stats st;
                CHECK_EQ(maze_stats_compute(m, -1, 0, 0, 0, &st), MAZE_OK);
                if (!perfect(m) || x < 0 || (long)st.crossings != x || !tl_same_cells(m, m2)) {
                    fprintf(stderr, "  %s on weave %dx%d seed %d: perfect %d, crossings %ld, stats %llu\n", g->name,
                            sizes[k][0], sizes[k][1], (int)seed, perfect(m), x, (unsigned long long)st.crossings);
                    bad++;
                }
                made += x > 0 ? x : 0;
                maze_destroy(m);
                maze_destroy(m2);
            }
        }
        CHECK_EQ(bad, 0);
        if (strcmp(g->name, "bfs") != 0) CHECK(made > 0);
        printf("%s: %ld crossings in its weave mazes\n", g->name, made);
    }
}

/* A crossing is counted once, and braid keeps every crossing consistent. */
static void test_stats_and_braid(void)
{
    maze *m = crossed();
    if (!m) return;
    maze_stats st;
    CHECK_EQ(maze_stats_compute(m, 3, 0, 5, 0, &st), MAZE_OK);
    CHECK_EQ(st.crossings, 1);
    CHECK_EQ(st.solution_moves, 1);
    CHECK_EQ(st.components, 6); /* 1-4-7, 3-5, and four corners */
    CHECK_EQ(crossings(m), 1);
    maze_destroy(m);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        maze *b = NULL;
        CHECK_EQ(tl_topo_maze(&b, weave(), 12, "dfs", seed, 0, 0), MAZE_OK);
        maze_rng r;
        maze_rng_seed(&r, seed);
        CHECK_EQ(maze_braid(b, 1, &r), MAZE_OK);
        CHECK(crossings(b) > 0);
        maze_stats bs;
        CHECK_EQ(maze_stats_compute(b, -1, 0, 0, 0, &bs), MAZE_OK);
        CHECK(bs.loops > 0 && bs.components == 1 && (long)bs.crossings == crossings(b));
        maze_destroy(b);
    }
}

static int read_cells(const char *text, maze_doc *doc, maze_error_info *err)
{
    maze_read_opts o = {0};
    o.format = "cells";
    return maze_read(doc, text, strlen(text), &o, NULL, err);
}

/* The reader takes a consistent crossing and refuses a jump whose middle is
 * no straight corridor across it: closed, open along the jump, open on one
 * side only, or disabled. A generated maze round-trips exactly. */
static void test_reader(void)
{
    static const struct {
        const char *cells;
        int ok;
    } cases[] = {
        {"001000\n081180\n000100\n", 1}, /* 1-4-7 down, 3 jumps east to 5 under 4 */
        {"000000\n080080\n000000\n", 0}, /* nothing to pass under */
        {"001000\n0815c0\n000100\n", 0}, /* the middle open along the jump too */
        {"001000\n080180\n000000\n", 0}, /* the middle open north only */
        {"001000\n081100\n000100\n", 0}, /* one-sided: 5 does not jump back */
        {"001000\n0c5180\n000100\n", 0}, /* 3 opens east into the middle as well */
        {"000000\n08--80\n000000\n", 0}, /* the middle disabled */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char text[256];
        snprintf(text, sizeof text, "maze cells 1\ntopology weave\nwidth 3\nheight 3\n%s", cases[k].cells);
        maze_doc doc = {0};
        maze_error_info err = {0};
        int st = read_cells(text, &doc, &err);
        if ((st == MAZE_OK) != cases[k].ok)
            fprintf(stderr, "  case %zu: status %d (%s)\n", k, st, err.message);
        CHECK_EQ(st == MAZE_OK, cases[k].ok);
        if (!st) CHECK_EQ(crossings(doc.maze), 1);
        maze_doc_clear(&doc);
    }
    maze *m = NULL;
    CHECK_EQ(tl_topo_maze(&m, weave(), 20, "hunt-and-kill", 7, 0, 0), MAZE_OK);
    tl_sink sink = {0};
    CHECK_EQ(maze_write(m, "cells", NULL, tl_sink_write, &sink), MAZE_OK);
    maze_doc doc = {0};
    CHECK_EQ(read_cells(sink.data ? sink.data : "", &doc, NULL), MAZE_OK);
    CHECK(doc.maze && tl_same_cells(m, doc.maze) && crossings(doc.maze) > 0);
    maze_doc_clear(&doc);
    tl_sink_free(&sink);
    maze_destroy(m);
}

/* maze_cell_set_open keeps the crossing rule: a jump opens only over a
 * straight corridor across it, never along a crossed cell's tunnel, and the
 * corridor stays while the jump is open; a refused change changes nothing. */
static void test_set_open(void)
{
    maze *m = make(3, 3);
    if (!m) return;
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 1), MAZE_EINVAL); /* 3 to 5 under a closed 4 */
    CHECK(maze_cell_open_sides(m, 3) == 0 && maze_cell_open_sides(m, 5) == 0);
    CHECK_EQ(maze_cell_set_open(m, 1, 4, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 1), MAZE_EINVAL); /* 4 open north only: no corridor */
    CHECK_EQ(maze_cell_set_open(m, 4, 4, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 1), MAZE_OK); /* already open */
    CHECK_EQ(crossings(m), 1);
    /* the crossed cell never opens along the tunnel, from either side */
    CHECK_EQ(maze_cell_set_open(m, 4, 2, 1), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 4, 6, 1), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 3, 2, 1), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 5, 6, 1), MAZE_EINVAL);
    /* its corridor stays while the jump is open */
    CHECK_EQ(maze_cell_set_open(m, 4, 4, 0), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 1, 4, 0), MAZE_EINVAL);
    CHECK(maze_cell_open_sides(m, 4) == 0x11u && maze_cell_open_sides(m, 3) == 0x08u);
    CHECK_EQ(maze_cell_set_open(m, 3, 3, 0), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 4, 4, 0), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 4, 4, 0), MAZE_OK); /* already closed */
    CHECK_EQ(maze_cell_set_open(m, 4, 2, 1), MAZE_OK); /* no tunnel now */
    /* north-south: 1 to 7 under 4 once it is open west-east alone */
    CHECK_EQ(maze_cell_set_open(m, 1, 5, 1), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 1, 4, 0), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 3, 2, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 1, 5, 1), MAZE_OK);
    CHECK_EQ(maze_cell_set_open(m, 7, 0, 1), MAZE_EINVAL);
    CHECK_EQ(maze_cell_set_open(m, 5, 6, 0), MAZE_EINVAL);
    CHECK_EQ(crossings(m), 1);
    maze_destroy(m);
}

/* Disabling a cell keeps the crossing rule: refused (MAZE_EINVAL, nothing
 * changed) for a cell a jump passes under or one of a crossed cell's
 * corridor; a jump's end may go, and its jump with it. */
static void test_disable(void)
{
    maze *m = crossed(), *was = crossed();
    if (!m || !was) return;
    static const uint32_t refused[] = {4, 1, 7};
    for (size_t k = 0; k < 3; k++) CHECK_EQ(maze_cell_set_enabled(m, refused[k], 0), MAZE_EINVAL);
    CHECK(tl_same_cells(m, was) && crossings(m) == 1);
    CHECK_EQ(maze_cell_set_enabled(m, 5, 0), MAZE_OK); /* the jump goes with its end */
    CHECK(crossings(m) == 0 && maze_cell_open_sides(m, 3) == 0 && maze_cell_open_sides(m, 4) == 0x11u);
    CHECK_EQ(maze_cell_set_enabled(m, 4, 0), MAZE_OK); /* passed under no more */
    CHECK_EQ(crossings(m), 0);
    maze_destroy(m);
    maze_destroy(was);
    /* every cell of generated mazes, one at a time: the rule holds after each */
    long ok = 0, no = 0, bad = 0;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        maze *g = NULL;
        CHECK_EQ(tl_topo_maze(&g, weave(), 10, "dfs", seed, 0, 0), MAZE_OK);
        if (!g) return;
        for (uint32_t c = 0; c < maze_cell_total(g); c++) {
            maze *one = NULL;
            CHECK_EQ(maze_clone(&one, g), MAZE_OK);
            if (!one) break;
            int st = maze_cell_set_enabled(one, c, 0);
            ok += st == MAZE_OK, no += st == MAZE_EINVAL;
            bad += st == MAZE_OK ? crossings(one) < 0 || maze_cell_is_enabled(one, c) : !tl_same_cells(one, g);
            maze_destroy(one);
        }
        maze_destroy(g);
    }
    CHECK(bad == 0 && ok > 0 && no > 0);
}

/* maze_mask_apply on a generated weave maze refuses, m unchanged, when a
 * masked cell may not go; on the closed maze it disables every one. */
static void test_mask_apply(void)
{
    maze *mask = NULL, *g = NULL, *was = NULL;
    const char *text = "....\n.##.\n.##.\n....\n";
    CHECK_EQ(maze_mask_read(&mask, text, strlen(text), 0, NULL, NULL), MAZE_OK);
    long refused = 0;
    for (uint64_t seed = 1; seed <= 8 && mask; seed++) {
        CHECK_EQ(tl_topo_maze(&g, weave(), 12, "dfs", seed, 0, 0), MAZE_OK);
        CHECK_EQ(maze_clone(&was, g), MAZE_OK);
        if (!g || !was) break;
        int st = maze_mask_apply(g, mask);
        if (st == MAZE_EINVAL) refused++;
        CHECK(st == MAZE_OK ? crossings(g) >= 0 && maze_cell_count(g) < maze_cell_total(g)
                            : st == MAZE_EINVAL && tl_same_cells(g, was));
        maze_destroy(g);
        maze_destroy(was);
    }
    CHECK(refused > 0);
    g = make(12, 12);
    CHECK_EQ(maze_mask_apply(g, mask), MAZE_OK);
    CHECK_EQ(maze_cell_count(g), 12 * 12 - 6 * 6);
    maze_destroy(g);
    maze_destroy(mask);
}

/* The carves a generator reports, replayed. */
typedef struct replay {
    maze *m;
    int refused;
} replay;

static int replay_carve(void *ud, const maze_event *ev)
{
    replay *r = ud;
    if (ev->kind != MAZE_EV_CARVE) return 0;
    for (unsigned s = 0; s < 8; s++)
        if (maze_cell_neighbor(r->m, (uint32_t)ev->x, s) == ev->x2) {
            r->refused += maze_cell_set_open(r->m, (uint32_t)ev->x, s, 1) != MAZE_OK;
            return 0;
        }
    r->refused++;
    return 0;
}

/* Each generator's carves, replayed by maze_cell_set_open in the order
 * given (as maze animate replays them), are all taken and make its maze. */
static void test_set_open_replay(void)
{
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        if (!maze_generator_fits(g, weave())) continue;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            maze *m = make(12, 9);
            replay r = {make(12, 9), 0};
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            maze_gen_opts o;
            maze_gen_opts_init(&o);
            o.step = replay_carve, o.step_ud = &r;
            CHECK_EQ(maze_generate_into(m, g, &rng, &o), MAZE_OK);
            int same = 1;
            for (uint32_t c = 0; c < 12 * 9; c++) same &= maze_cell_open_sides(m, c) == maze_cell_open_sides(r.m, c);
            if (r.refused || !same) fprintf(stderr, "%s seed %llu: %d carves refused\n", g->name, (unsigned long long)seed, r.refused);
            CHECK(r.refused == 0 && same);
            maze_destroy(m);
            maze_destroy(r.m);
        }
    }
}

int main(void)
{
    test_sides();
    test_generators();
    test_stats_and_braid();
    test_reader();
    test_set_open();
    test_disable();
    test_mask_apply();
    test_set_open_replay();
    return check_done();
}
