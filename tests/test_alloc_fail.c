/* test_alloc_fail.c - runs public operations failing the 1st, 2nd, ... Nth
 * allocation in turn: each must return MAZE_ENOMEM, leak nothing and leave the
 * caller's objects usable. Generators and solvers come from the tables, so
 * new ones are covered without touching this file. */
#include "testlib.h"

#include <string.h>

/* Each operation is a tl_sweep_fn: ARM and DISARM bracket the calls under
 * test, at the injection point the sweep passes in. */
#define ARM(f) tl_alloc_arm((f), at)
#define DISARM(f) ((f)->armed = 0)

static int op_create(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL;
    ARM(f);
    int st = maze_create(&m, 9, 7, a);
    DISARM(f);
    if (!st) CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 1), MAZE_OK);
    maze_destroy(m);
    return st;
}

static int op_clone_and_mask(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL, *c = NULL;
    if (maze_generate(&m, "dfs", 9, 7, 1, NULL, a)) return -100;
    ARM(f);
    int st = maze_set_cell_enabled(m, 3, 3, 0);
    if (!st) st = maze_clone(&c, m);
    DISARM(f);
    CHECK_EQ(maze_get(m, 0, 0) != 0, 1); /* still usable */
    maze_destroy(c);
    maze_destroy(m);
    return st;
}

static int op_conversions(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL, *b = NULL, *k = NULL;
    if (maze_generate(&m, "dfs", 6, 5, 2, NULL, a)) return -100;
    uint8_t masks[30], blocks[13 * 11];
    maze_to_masks(m, masks);
    maze_to_blocks(m, blocks);
    blocks[1 * 13 + 1] = 0; /* one disabled cell: exercises the mask layer */
    blocks[1 * 13 + 2] = 0;
    blocks[2 * 13 + 1] = 0;
    ARM(f);
    int st = maze_from_masks(&k, 6, 5, masks, 1, a);
    if (!st) st = maze_from_blocks(&b, 13, 11, blocks, a);
    DISARM(f);
    maze_destroy(k);
    maze_destroy(b);
    maze_destroy(m);
    return st;
}

static int op_dead_ends(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL;
    if (maze_generate(&m, "dfs", 40, 40, 3, NULL, a)) return -100;
    uint32_t *list = NULL, pick[2];
    size_t n = 0;
    maze_rng r;
    maze_rng_seed(&r, 1);
    ARM(f);
    int st = maze_dead_ends(m, &list, &n);
    if (!st) st = maze_pick_dead_ends(m, &r, 2, pick);
    DISARM(f);
    maze_free(m, list);
    maze_destroy(m);
    return st;
}

static int op_generate(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const maze_generator *g = arg;
    maze *m = NULL;
    ARM(f);
    int st = maze_generate(&m, g->name, 12, 9, 5, NULL, a);
    DISARM(f);
    CHECK(st == MAZE_OK ? m != NULL : m == NULL);
    if (!st) CHECK_EQ(maze_passage_count(m), 12 * 9 - 1);
    maze_destroy(m);
    return st;
}

static int op_map(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL;
    maze_map *map = NULL, *map2 = NULL;
    if (maze_generate(&m, "dfs", 5, 4, 6, NULL, a)) return -100;
    ARM(f);
    int st = maze_map_from_maze(&map, m, a);
    if (!st) st = maze_map_create(&map2, 4, 4, a);
    if (!st) st = maze_map_set_cost(map2, 1, 1, 3.0);
    maze *back = NULL, *cells = NULL;
    if (!st) st = maze_from_map_blocks(&back, map, a);
    if (!st) st = maze_map_set(map2, 2, 2, '@');
    if (!st) st = maze_from_map_cells(&cells, map2, a);
    DISARM(f);
    maze_destroy(back);
    maze_destroy(cells);
    if (map2) CHECK_EQ(maze_map_set(map2, 0, 0, '@'), MAZE_OK);
    maze_map_destroy(map2);
    maze_map_destroy(map);
    maze_destroy(m);
    return st;
}

/* Builds graph + search under injection, then solves with every solver. */
static int op_search(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const maze_solver *sv = arg;
    maze *m = NULL;
    maze_map *map = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    if (maze_generate(&m, "dfs", 15, 11, 7, NULL, a)) return -100;
    if (maze_map_from_maze(&map, m, a)) return -100;
    int moves = (sv->flags & MAZE_SOLVER_MOVES4) ? 4 : 8;
    maze_result r;
    ARM(f);
    int st = (sv->flags & MAZE_SOLVER_MOVES8) ? MAZE_OK : maze_graph_from_maze(&g, m, a);
    if (!st && !g) st = maze_graph_from_map(&g, map, moves, a);
    if (!st) st = maze_search_create(&s, g, a);
    int32_t gx = maze_graph_width(g) - 1 - (g && maze_graph_moves(g) == 8),
            gy = maze_graph_height(g) - 1 - (g && maze_graph_moves(g) == 8);
    int32_t sx = g && maze_graph_moves(g) == 8, sy = sx;
    if (!st) st = maze_solve(s, sv, sx, sy, gx, gy, NULL, &r);
    DISARM(f);
    if (s) { /* the context stays usable after a failed solve */
        CHECK_EQ(maze_solve(s, sv, sx, sy, gx, gy, NULL, &r), MAZE_OK);
        CHECK_EQ(r.found, 1);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    maze_destroy(m);
    return st;
}

/* A generator on a masked maze (pieces, the piece walk, division's rejoin). */
static int op_generate_masked(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    const maze_generator *g = arg;
    maze *m = NULL;
    if (maze_create(&m, 12, 9, a)) return -100;
    for (int32_t y = 0; y < 9; y++) maze_set_cell_enabled(m, 5, y, y == 8); /* a U shape */
    maze_rng r;
    maze_rng_seed(&r, 5);
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    ARM(f);
    int st = maze_generate_into(m, g, &r, &o);
    DISARM(f);
    maze_destroy(m);
    return st;
}

/* Braid, stats (loop-free and with loops) and mask reading. */
static int op_analysis(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL, *k = NULL;
    if (maze_generate(&m, "dfs", 20, 15, 3, NULL, a)) return -100;
    maze_rng r;
    maze_rng_seed(&r, 1);
    maze_stats s;
    ARM(f);
    int st = maze_stats_compute(m, 0, 0, 19, 14, &s);
    if (!st) st = maze_braid(m, 0.5, &r);
    if (!st) st = maze_stats_compute(m, 0, 0, 19, 14, &s);
    if (!st) st = maze_mask_read(&k, "..#\n.X.\n", 8, 0, a, NULL);
    DISARM(f);
    if (!st) CHECK_EQ(s.loops > 0, 1);
    maze_destroy(k);
    maze_destroy(m);
    return st;
}

static int discard(void *ctx, const void *bytes, size_t len)
{
    (void)bytes;
    *(size_t *)ctx += len;
    return 0;
}

/* Pictures: a PNG with heat, path and markers, an SVG, and a PNG through the
 * drawing row writer (the allocator given to it). */
static int op_draw(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL;
    if (maze_generate(&m, "dfs", 12, 9, 5, NULL, a)) return -100;
    uint32_t path[3] = {0, 1, 2};
    maze_overlay ov = {1, 1, 0, 0, 11, 8, path, 3};
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers |= MAZE_LAYER_HEAT | MAZE_LAYER_OUTLINE;
    size_t n = 0;
    maze_row_writer *w = NULL;
    ARM(f);
    int st = maze_draw(m, "png", &o, &ov, discard, &n);
    if (!st) st = maze_draw(m, "svg", &o, &ov, discard, &n);
    o.layers = MAZE_LAYER_OUTLINE;
    if (!st) st = maze_draw_row_writer_create(&w, "png", 12, 9, &o, discard, &n, a);
    if (!st) st = tl_write_rows(w, m);
    DISARM(f);
    if (!st) CHECK(n > 100);
    maze_row_writer_destroy(w);
    maze_destroy(m);
    return st;
}

/* A block map as PNG and SVG with path, markers and heat, which allocate
 * through the map's allocator (and libpng's through it too). */
static int op_map_draw(tl_alloc *f, const maze_allocator *a, long at, const void *arg)
{
    (void)arg;
    maze *m = NULL;
    maze_map *map = NULL;
    if (maze_generate(&m, "dfs", 6, 4, 3, NULL, NULL)) return -100;
    int st = maze_map_from_maze(&map, m, a);
    maze_destroy(m);
    if (st) return -100;
    uint32_t path[3] = {14, 15, 16};
    maze_overlay ov = {1, 1, 1, 1, 11, 7, path, 3};
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    o.layers |= MAZE_LAYER_HEAT;
    size_t n = 0;
    ARM(f);
    st = maze_map_draw(map, "png", &o, &ov, discard, &n);
    if (!st) st = maze_map_draw(map, "svg", &o, &ov, discard, &n);
    DISARM(f);
    if (!st) CHECK(n > 100);
    maze_map_destroy(map);
    return st;
}

int main(void)
{
    tl_alloc_sweep("create", op_create, NULL);
    tl_alloc_sweep("clone_and_mask", op_clone_and_mask, NULL);
    tl_alloc_sweep("conversions", op_conversions, NULL);
    tl_alloc_sweep("dead_ends", op_dead_ends, NULL);
    tl_alloc_sweep("map", op_map, NULL);
    for (size_t i = 0; i < maze_generator_count(); i++)
        tl_alloc_sweep(maze_generator_at(i)->name, op_generate, maze_generator_at(i));
    for (size_t i = 0; i < maze_generator_count(); i++)
        tl_alloc_sweep(maze_generator_at(i)->name, op_generate_masked, maze_generator_at(i));
    tl_alloc_sweep("analysis", op_analysis, NULL);
    tl_alloc_sweep("draw", op_draw, NULL);
    tl_alloc_sweep("map_draw", op_map_draw, NULL);
    for (size_t i = 0; i < maze_solver_count(); i++)
        tl_alloc_sweep(maze_solver_at(i)->name, op_search, maze_solver_at(i));
    return check_done();
}
