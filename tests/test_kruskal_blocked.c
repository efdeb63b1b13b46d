/* test_kruskal_blocked.c - kruskal has two paths: the plain pipeline in rank
 * order (taken when a step callback listens) and the cache-blocked one (taken
 * otherwise), on rect and on the other topologies (blocks of cells there).
 * Both must give the very same maze, bit for bit, for every seed, size, mask
 * and set of passages already open. A sanitizer build (TL_SANITIZED) runs
 * seeds 1-2 of each case (4 and 6 here), one of the two big seeds, and past
 * 2^21 cells each topology's tiles once with each kind of mask among them:
 * the same paths, a third of the work. */
#include "testlib.h"
#include "gen/gen.h"
#include "gen/kruskal.h"

#include <string.h>

/* A step callback that only listens: it forces the plain pipeline. */
static int count_events(void *ud, const maze_event *ev)
{
    (void)ev;
    ++*(uint64_t *)ud;
    return 0;
}

/* Disables cells in one of the shapes of tl_mask (SPARSE and BARS make many
 * pieces). */
static void apply_mask(maze *m, int kind, uint64_t seed)
{
    tl_mask(m, kind, seed * 7 + 1);
}

/* Opens a random forest of passages between enabled cells (as division does
 * before it calls mz_kruskal_join on a mask). */
static void open_forest(maze *m, uint64_t seed)
{
    uint32_t *p = calloc(m->n, sizeof *p);
    for (uint32_t i = 0; i < m->n; i++) p[i] = i;
    maze_rng r;
    maze_rng_seed(&r, seed ^ 0x5eedull);
    for (uint64_t k = 0; k < m->n; k++) {
        uint64_t i = maze_rng_below(&r, m->n);
        unsigned d = maze_rng_below(&r, 2) ? MZ_S : MZ_E;
        uint64_t j = d == MZ_E ? i + 1 : i + (uint64_t)m->w;
        if (d == MZ_E && i % (uint64_t)m->w == (uint64_t)m->w - 1) continue;
        if (j >= m->n || !mz_enabled(m, i) || !mz_enabled(m, j)) continue;
        uint32_t a = tl_find(p, (uint32_t)i), b = tl_find(p, (uint32_t)j);
        if (a == b) continue;
        p[a] = b;
        mz_east_south_or(m, i, d);
    }
    free(p);
}

/* A fresh w x h maze with mask `kind`, and a forest already open if asked. */
static maze *fresh(int32_t w, int32_t h, int kind, int open, uint64_t seed)
{
    maze *m = NULL;
    if (maze_create(&m, w, h, NULL)) return NULL;
    apply_mask(m, kind, seed);
    if (open) open_forest(m, seed);
    return m;
}

/* Runs `run` on two copies, one with a listening callback; 1 when the mazes
 * are equal bit for bit. */
static int same_both_ways(int (*run)(maze *, maze_rng *, const maze_gen_opts *), int32_t w, int32_t h, int kind,
                          int open, uint64_t seed)
{
    maze *a = fresh(w, h, kind, open, seed), *b = fresh(w, h, kind, open, seed);
    if (!a || !b) return 0;
    uint64_t events = 0;
    maze_gen_opts plain = {NULL, count_events, &events}, blocked = {NULL, NULL, NULL};
    maze_rng ra, rb;
    maze_rng_seed(&ra, seed);
    maze_rng_seed(&rb, seed);
    int ok = run(a, &ra, &plain) == MAZE_OK && run(b, &rb, &blocked) == MAZE_OK &&
             memcmp(a->bits, b->bits, (size_t)((a->n + 31) / 32) * sizeof(uint64_t)) == 0;
    if (!ok)
        fprintf(stderr, "%dx%d mask %d open %d seed %llu: the two paths differ\n", w, h, kind, open,
                (unsigned long long)seed);
    maze_destroy(a);
    maze_destroy(b);
    return ok;
}

static int run_division(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    return mz_gen_division.generate(m, rng, o);
}

static const int32_t sizes[][2] = {{1, 1},    {1, 2},     {2, 1},    {1, 300},  {300, 1},   {2, 3},
                                   {7, 5},    {63, 64},   {64, 64},  {65, 63},  {127, 129}, {128, 128},
                                   {129, 257}, {300, 200}, {256, 3}, {3, 256}, {200, 383}};
#define NSIZES (sizeof sizes / sizeof sizes[0])

/* Plain kruskal and mz_kruskal_join with passages already open. */
static void test_kruskal_paths(void)
{
    int bad = 0;
    for (size_t si = 0; si < NSIZES; si++)
        for (int kind = 0; kind < TL_MASK_KINDS; kind++)
            for (int open = 0; open < 2; open++)
                for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 2 : 6); seed++)
                    bad += !same_both_ways(open ? mz_kruskal_join : mz_gen_kruskal.generate, sizes[si][0],
                                           sizes[si][1], kind, open, seed);
    CHECK_EQ(bad, 0);
}

/* division on a mask opens its passages, then calls mz_kruskal_join. */
static void test_division_on_masks(void)
{
    int bad = 0;
    for (size_t si = 0; si < NSIZES; si++)
        for (int kind = 1; kind < TL_MASK_KINDS; kind++)
            for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 2 : 4); seed++)
                bad += !same_both_ways(run_division, sizes[si][0], sizes[si][1], kind, 0, seed);
    CHECK_EQ(bad, 0);
}

/* One bigger maze over many tiles, unmasked and masked. */
static void test_big(void)
{
    CHECK(same_both_ways(mz_gen_kruskal.generate, 1000, 700, TL_MASK_NONE, 0, 99));
    CHECK(same_both_ways(mz_gen_kruskal.generate, 777, 901, TL_MASK_RANDOM, 0, 98));
    CHECK(same_both_ways(mz_kruskal_join, 640, 515, TL_MASK_BARS, 1, 97));
}


/* A maze of topology t: width and height w (rings: w), `levels` levels;
 * cells off at random (off in 100), or in bands (off < 0: 3 of every 97
 * cells, many pieces joined far apart). NULL if the shape does not fit. */
static maze *fresh_shape(const maze_topology *t, int32_t w, int32_t levels, int off, uint64_t seed)
{
    maze_shape sh = {t->name, 0, 0, 0, 0};
    if (t->flags & MAZE_TOPO_WIDTH) sh.width = w;
    if (t->flags & MAZE_TOPO_HEIGHT) sh.height = w - w / 7;
    if (t->flags & MAZE_TOPO_LEVELS) sh.levels = levels;
    if (t->flags & MAZE_TOPO_RINGS) sh.rings = w;
    maze *m = NULL;
    if (maze_create_shape(&m, &sh, NULL)) return NULL;
    maze_rng r;
    maze_rng_seed(&r, seed * 31 + 7);
    uint32_t n = (uint32_t)maze_cell_total(m);
    for (uint32_t c = 0; c < n && off; c++)
        if (off < 0 ? c % 97 < 3 : (int)maze_rng_below(&r, 100) < off)
            (void)maze_cell_set_enabled(m, c, 0); /* weave may refuse one: it stays on */
    return m;
}

/* Kruskal on two such mazes, one with a listening callback; 1 when their
 * sides are the same. */
static int same_on_shape(const maze_topology *t, int32_t w, int32_t levels, int off, uint64_t seed)
{
    maze *a = fresh_shape(t, w, levels, off, seed), *b = fresh_shape(t, w, levels, off, seed);
    int ok = a && b;
    uint64_t events = 0;
    maze_gen_opts plain = {NULL, count_events, &events};
    maze_rng ra, rb;
    maze_rng_seed(&ra, seed);
    maze_rng_seed(&rb, seed);
    ok = ok && maze_generate_into(a, &mz_gen_kruskal.info, &ra, &plain) == MAZE_OK &&
         maze_generate_into(b, &mz_gen_kruskal.info, &rb, NULL) == MAZE_OK && a->n == b->n &&
         memcmp(a->sides, b->sides, (size_t)a->n) == 0;
    if (!ok)
        fprintf(stderr, "%s %d (%d levels) off %d seed %llu: the two paths differ\n", t->name, w, levels, off,
                (unsigned long long)seed);
    maze_destroy(a);
    maze_destroy(b);
    return ok;
}

/* Whether kruskal without events takes the tiles on such a maze: -1 if
 * the shape does not fit. */
static int takes_tiles(const maze_topology *t, int32_t w, int32_t levels, int off)
{
    maze *m = fresh_shape(t, w, levels, off, 1);
    bool tiled = false;
    int r = m && mz_kruskal_tiled(m, &tiled) == MAZE_OK ? tiled : -1;
    maze_destroy(m);
    return r;
}

/* Every topology but rect: small shapes and larger ones (the plain order
 * on both paths), unmasked, masked at random, sparse and in bands; and
 * shapes past 2^21 cells, which hex, triangle and upsilon make in tiles
 * (hundreds of them). */
static void test_topologies(void)
{
    static const int32_t small[] = {1, 2, 3, 5, 9, 17};
    static const int offs[] = {0, 30, 60, -1};
    int bad = 0;
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        if (!strcmp(t->name, "rect")) continue;
        for (size_t k = 0; k < sizeof small / sizeof small[0]; k++)
            for (size_t o = 0; o < 4; o++) bad += !same_on_shape(t, small[k], 2, offs[o], 11 + k);
        int32_t big = (t->flags & MAZE_TOPO_RINGS) ? 150 : (t->flags & MAZE_TOPO_LEVELS) ? 12 : 200;
        for (size_t o = 0; o < 4; o++)
            for (uint64_t seed = 1; seed <= (TL_SANITIZED ? 1 : 2); seed++)
                bad += !same_on_shape(t, big, 120, offs[o], seed);
    }
    /* Past 2^21 cells: hex, triangle, upsilon, polar and hexagon in tiles,
     * unmasked and masked (at random or in bands); `san`, the five a
     * sanitizer build runs (each topology, and unmasked, random and bands). */
    static const struct {
        const char *name;
        int off;
        int32_t w;
        int san;
    } tiled[] = {{"hex", 0, 1600, 1},     {"hex", -1, 1600, 0},    {"triangle", 30, 1600, 1},
                 {"triangle", 0, 1600, 0}, {"upsilon", 0, 1600, 0}, {"upsilon", -1, 1600, 1},
                 {"polar", 0, 900, 0},     {"polar", 30, 900, 1},   {"hexagon", 0, 900, 0},
                 {"hexagon", -1, 900, 1}};
    for (size_t k = 0; k < sizeof tiled / sizeof tiled[0]; k++) {
        if (TL_SANITIZED && !tiled[k].san) continue;
        const maze_topology *t = maze_topology_find(tiled[k].name);
        /* else the test would compare the order with itself */
        CHECK_EQ(takes_tiles(t, tiled[k].w, 1, tiled[k].off), 1);
        bad += !same_on_shape(t, tiled[k].w, 1, tiled[k].off, 5 + k);
    }
    /* 3d past 2^21 cells (130 x 112 x 150) keeps the order, and without
     * events carves each join later (kc_defer in kruskal.c): the maze must
     * be the same, the last joins' carves too. */
    for (int off = TL_SANITIZED ? -1 : 0; off >= -1; off--) {
        CHECK_EQ(takes_tiles(maze_topology_find("3d"), 130, 150, off), 0);
        bad += !same_on_shape(maze_topology_find("3d"), 130, 150, off, 21);
    }
    /* Below 2^21 cells the order: so the small shapes above test nothing
     * else. */
    CHECK_EQ(takes_tiles(maze_topology_find("hex"), 1400, 1, 0), 0);
    CHECK_EQ(bad, 0);
}

int main(void)
{
    test_kruskal_paths();
    test_division_on_masks();
    test_big();
    test_topologies();
    return check_done();
}
