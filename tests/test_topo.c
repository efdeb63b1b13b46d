/* test_topo.c - the topologies through the public cell calls: the table,
 * shapes and their errors, neighbour symmetry, geometry shared by the two
 * cells of a side, passages and masks, and every generator that runs on
 * every topology making a perfect maze (one tree per piece of enabled
 * cells) at several sizes and seeds, with disabled cells too, and prim
 * and dfs the same mazes as a plain Prim and a plain backtracker. Every loop walks the tables, so a new
 * topology or generator is covered at once. */
#include "testlib.h"
#include "gen/randbits.h"

#include <unistd.h>

/* Small and odd shapes of topology t, made from a few sizes. */
static int shape_of(const maze_topology *t, int k, maze_shape *s)
{
    static const int32_t sizes[][2] = {{1, 1}, {2, 1}, {1, 3}, {5, 4}, {8, 9}, {13, 6}};
    if (k >= (int)(sizeof sizes / sizeof sizes[0])) return 0;
    memset(s, 0, sizeof *s);
    s->topology = t->name;
    if (t->flags & MAZE_TOPO_WIDTH) s->width = sizes[k][0];
    if (t->flags & MAZE_TOPO_HEIGHT) s->height = sizes[k][1];
    if (t->flags & MAZE_TOPO_LEVELS) s->levels = 1 + k % 3;
    if (t->flags & MAZE_TOPO_RINGS) s->rings = 1 + 2 * k;
    return 1;
}

static void test_table(void)
{
    CHECK(maze_topology_count() >= 2);
    CHECK(strcmp(maze_topology_at(0)->name, "rect") == 0);
    CHECK(maze_topology_at(maze_topology_count()) == NULL);
    CHECK(maze_topology_find("no-such") == NULL);
    CHECK(maze_topology_find(NULL) == NULL);
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        CHECK(maze_topology_find(t->name) == t);
        CHECK(t->summary && *t->summary);
        CHECK(t->max_sides >= 3 && t->max_sides <= MAZE_MAX_SIDES);
        CHECK(t->flags & (MAZE_TOPO_WIDTH | MAZE_TOPO_RINGS));
    }
}

static void test_shape_errors(void)
{
    maze *m = (maze *)&m;
    maze_shape s = {"hex", 3, 2, 0, 0};
    CHECK_EQ(maze_create_shape(&m, NULL, NULL), MAZE_EINVAL);
    CHECK(m == NULL);
    s.topology = "nope";
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_ENOTFOUND);
    s.topology = "hex";
    s.rings = 2; /* hex reads no rings */
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_EINVAL);
    s.rings = 0;
    s.height = 0;
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_ERANGE);
    s.height = -5;
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_ERANGE);
    s.width = 70000, s.height = 70000; /* over INT32_MAX cells */
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_ETOOBIG);
    CHECK(m == NULL);
    uint64_t cells = 1;
    CHECK_EQ(maze_shape_cells(&s, &cells), MAZE_ETOOBIG);
    CHECK_EQ(cells, 0);
    s.topology = NULL, s.width = 4, s.height = 3; /* NULL is rect */
    CHECK_EQ(maze_shape_cells(&s, &cells), MAZE_OK);
    CHECK_EQ(cells, 12);
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
    CHECK(maze_topology_of(m) == maze_topology_at(0));
    CHECK_EQ(maze_cell_total(m), 12);
    maze_shape back;
    CHECK_EQ(maze_shape_get(m, &back), MAZE_OK);
    CHECK(strcmp(back.topology, "rect") == 0 && back.width == 4 && back.height == 3);
    maze_destroy(m);
}

/* Every side's neighbour leads back through its back side. */
static void check_symmetry(const maze *m)
{
    uint64_t n = maze_cell_total(m);
    int bad = 0;
    for (uint32_t c = 0; c < n; c++) {
        unsigned k = maze_cell_sides(m, c);
        bad |= k < 1 || k > maze_topology_of(m)->max_sides;
        for (unsigned s = 0; s < k; s++) {
            int64_t nb = maze_cell_neighbor(m, c, s);
            int b = maze_cell_back(m, c, s);
            if (nb < 0) {
                bad |= b != -1;
                continue;
            }
            bad |= nb >= (int64_t)n || nb == c || b < 0;
            bad |= maze_cell_neighbor(m, (uint32_t)nb, (unsigned)b) != c;
            bad |= maze_cell_back(m, (uint32_t)nb, (unsigned)b) != (int)s;
        }
        bad |= maze_cell_neighbor(m, c, k) != -1;
    }
    CHECK(!bad);
    CHECK_EQ(maze_cell_neighbor(m, (uint32_t)n, 0), -1);
    CHECK_EQ(maze_cell_sides(m, (uint32_t)n), 0);
}

static int near(double a, double b) { return fabs(a - b) < 1e-9; }

static int same_edge(const maze_edge *a, const maze_edge *b)
{
    if (a->kind != b->kind) return 0;
    if (a->kind == MAZE_EDGE_ARC)
        return near(a->cx, b->cx) && near(a->cy, b->cy) && near(a->r, b->r) && near(a->a0, b->a0) &&
               near(a->a1, b->a1);
    return (near(a->x0, b->x0) && near(a->y0, b->y0) && near(a->x1, b->x1) && near(a->y1, b->y1)) ||
           (near(a->x0, b->x1) && near(a->y0, b->y1) && near(a->x1, b->x0) && near(a->y1, b->y0));
}

static int inside(double x, double y, double w, double h)
{
    return x > -1e-9 && y > -1e-9 && x < w + 1e-9 && y < h + 1e-9;
}

/* A side's edge is the same seen from both cells (a mark on both); every
 * centre and edge lies inside the extent; arcs' ends are where their angles
 * put them; no line has zero length. */
static void check_geometry(const maze *m)
{
    double w, h;
    CHECK_EQ(maze_extent(m, &w, &h), MAZE_OK);
    CHECK(w > 0 && h > 0);
    int bad = 0;
    for (uint32_t c = 0; c < maze_cell_total(m); c++) {
        maze_cell_geom g, o;
        bad |= maze_cell_geometry(m, c, &g) != MAZE_OK;
        bad |= g.sides != maze_cell_sides(m, c) || !inside(g.cx, g.cy, w, h);
        for (unsigned s = 0; s < g.sides; s++) {
            const maze_edge *e = &g.edge[s];
            bad |= !inside(e->x0, e->y0, w, h) || !inside(e->x1, e->y1, w, h);
            if (e->kind == MAZE_EDGE_ARC)
                bad |= !(e->a1 > e->a0) || !near(e->x0, e->cx + e->r * cos(e->a0)) ||
                       !near(e->y1, e->cy + e->r * sin(e->a1));
            if (e->kind == MAZE_EDGE_LINE) bad |= near(e->x0, e->x1) && near(e->y0, e->y1);
            int64_t nb = maze_cell_neighbor(m, c, s);
            if (nb < 0) continue;
            bad |= maze_cell_geometry(m, (uint32_t)nb, &o) != MAZE_OK;
            const maze_edge *f = &o.edge[maze_cell_back(m, c, s)];
            /* a mark is drawn in each cell (up in one, down in the other) */
            bad |= e->kind == MAZE_EDGE_MARK ? f->kind != MAZE_EDGE_MARK : !same_edge(e, f);
        }
    }
    CHECK(!bad);
    maze_cell_geom g;
    CHECK_EQ(maze_cell_geometry(m, (uint32_t)maze_cell_total(m), &g), MAZE_ERANGE);
}

/* Union-find over cells. */
static uint32_t find(uint32_t *p, uint32_t i)
{
    while (p[i] != i) i = p[i] = p[p[i]];
    return i;
}

/* Pieces of the enabled cells (tiling adjacency), or, with `passages`, of
 * the open sides; *bad set when a passage is one-sided or leads to the
 * outline or a disabled cell, *loops when a passage closes a cycle. weave's
 * jumps (its odd sides) are no adjacency of the tiling: they pass under a
 * cell, which a jump over a disabled one cannot. */
static uint64_t pieces(const maze *m, int passages, int *bad, int *loops)
{
    uint64_t n = maze_cell_total(m), count = 0;
    int weave = strcmp(maze_topology_of(m)->name, "weave") == 0;
    uint32_t *p = malloc((size_t)n * sizeof *p);
    for (uint32_t c = 0; c < n; c++) p[c] = c;
    for (uint32_t c = 0; c < n; c++) {
        unsigned k = maze_cell_sides(m, c);
        for (unsigned s = 0; s < k; s++) {
            int64_t nb = maze_cell_neighbor(m, c, s);
            int open = maze_cell_is_open(m, c, s);
            if (passages && open) {
                if (nb < 0 || !maze_cell_is_enabled(m, (uint32_t)nb) || !maze_cell_is_enabled(m, c) ||
                    !maze_cell_is_open(m, (uint32_t)nb, (unsigned)maze_cell_back(m, c, s)))
                    *bad = 1;
            }
            if (nb <= c || (passages ? !open : !maze_cell_is_enabled(m, c) || !maze_cell_is_enabled(m, (uint32_t)nb)))
                continue;
            if (!passages && weave && (s & 1)) continue;
            uint32_t a = find(p, c), b = find(p, (uint32_t)nb);
            if (a == b) *loops = 1;
            p[a] = b;
        }
    }
    for (uint32_t c = 0; c < n; c++) count += maze_cell_is_enabled(m, c) && find(p, c) == c;
    free(p);
    return count;
}

/* One tree per piece of enabled cells: as many pieces through passages as
 * through the tiling, no loop, passages = cells - pieces. */
static int perfect(const maze *m)
{
    int bad = 0, loops = 0, dummy = 0;
    uint64_t tiling = pieces(m, 0, &dummy, &dummy);
    uint64_t trees = pieces(m, 1, &bad, &loops);
    uint64_t cells = maze_cell_count(m);
    return !bad && !loops && trees == tiling && maze_passage_count(m) == cells - tiling;
}

/* Disables about a fifth of the cells (by seed). */
static void disable_some(maze *m, uint64_t seed)
{
    maze_rng r;
    maze_rng_seed(&r, seed);
    for (uint32_t c = 0; c < maze_cell_total(m); c++)
        if (maze_rng_below(&r, 5) == 0) CHECK_EQ(maze_cell_set_enabled(m, c, 0), MAZE_OK);
}

static void check_generators(const maze_topology *t, const maze_shape *s)
{
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        int fits = maze_generator_fits(g, t);
        CHECK_EQ(fits, strcmp(t->name, "rect") == 0 || (g->flags & MAZE_GEN_TOPOLOGIES));
        for (int mask = 0; mask < 2; mask++) {
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *m = NULL, *m2 = NULL;
                CHECK_EQ(maze_create_shape(&m, s, NULL), MAZE_OK);
                CHECK_EQ(maze_create_shape(&m2, s, NULL), MAZE_OK);
                if (mask) {
                    disable_some(m, seed);
                    disable_some(m2, seed);
                }
                maze_rng r, r2;
                maze_rng_seed(&r, seed);
                maze_rng_seed(&r2, seed);
                int st = maze_generate_into(m, g, &r, NULL);
                CHECK_EQ(maze_generate_into(m2, g, &r2, NULL), st);
                if (!fits) {
                    CHECK_EQ(st, MAZE_EUNSUPPORTED);
                } else if (st != MAZE_OK || !perfect(m)) {
                    fprintf(stderr, "  %s on %s %dx%d L%d R%d mask %d seed %d: status %d, not perfect\n",
                            g->name, t->name, s->width, s->height, s->levels, s->rings, mask, (int)seed, st);
                    CHECK(0);
                } else {
                    int same = 1; /* the same seed, the same maze */
                    for (uint32_t c = 0; c < maze_cell_total(m); c++)
                        same &= maze_cell_open_sides(m, c) == maze_cell_open_sides(m2, c);
                    CHECK(same);
                    /* Into a maze that already holds one: the old passages
                     * go, none is left open on one side only. */
                    maze_rng_seed(&r, seed + 100);
                    CHECK_EQ(maze_generate_into(m, g, &r, NULL), MAZE_OK);
                    if (!perfect(m))
                        fprintf(stderr, "  %s on %s: generated again into a maze, not perfect\n", g->name, t->name);
                    CHECK(perfect(m));
                }
                maze_destroy(m);
                maze_destroy(m2);
            }
        }
    }
}

/* Passages and masks by cell: set, read back on both cells, close, and a
 * disabled cell loses its passages. */
static void check_cells(maze *m)
{
    uint64_t n = maze_cell_total(m);
    int jumps = strcmp(maze_topology_of(m)->name, "weave") == 0;
    for (uint32_t c = 0; c < n; c++) {
        unsigned k = maze_cell_sides(m, c);
        for (unsigned s = 0; s < k; s++) {
            int64_t nb = maze_cell_neighbor(m, c, s);
            if (nb < 0) {
                CHECK_EQ(maze_cell_set_open(m, c, s, 1), MAZE_ERANGE);
                continue;
            }
            unsigned b = (unsigned)maze_cell_back(m, c, s);
            if (jumps && s & 1u) { /* a weave jump over a closed cell: refused (test_weave) */
                CHECK_EQ(maze_cell_set_open(m, c, s, 1), MAZE_EINVAL);
                CHECK(!maze_cell_is_open(m, c, s) && !maze_cell_is_open(m, (uint32_t)nb, b));
                continue;
            }
            CHECK_EQ(maze_cell_set_open(m, c, s, 1), MAZE_OK);
            CHECK(maze_cell_is_open(m, c, s) && maze_cell_is_open(m, (uint32_t)nb, b));
            CHECK_EQ(maze_cell_set_open(m, c, s, 0), MAZE_OK);
            CHECK(!maze_cell_is_open(m, c, s) && !maze_cell_is_open(m, (uint32_t)nb, b));
        }
        CHECK_EQ(maze_cell_set_open(m, c, k, 1), MAZE_ERANGE);
    }
    CHECK_EQ(maze_passage_count(m), 0);
    /* open every side of cell 0's neighbours, then disable cell 0 */
    unsigned k = maze_cell_sides(m, 0), opened = 0;
    for (unsigned s = 0; s < k; s++)
        if (maze_cell_neighbor(m, 0, s) >= 0) opened += maze_cell_set_open(m, 0, s, 1) == MAZE_OK;
    CHECK_EQ(maze_passage_count(m), opened);
    CHECK_EQ(maze_cell_count(m), n);
    CHECK_EQ(maze_cell_set_enabled(m, 0, 0), MAZE_OK);
    CHECK(!maze_cell_is_enabled(m, 0));
    CHECK_EQ(maze_cell_count(m), n - 1);
    CHECK_EQ(maze_passage_count(m), 0);
    CHECK_EQ(maze_cell_open_sides(m, 0), 0);
    if (k && maze_cell_neighbor(m, 0, 0) >= 0) CHECK_EQ(maze_cell_set_open(m, 0, 0, 1), MAZE_ERANGE);
    maze *c = NULL;
    CHECK_EQ(maze_clone(&c, m), MAZE_OK);
    CHECK_EQ(maze_cell_count(c), n - 1);
    CHECK(maze_topology_of(c) == maze_topology_of(m));
    CHECK_EQ(maze_cell_set_enabled(m, 0, 1), MAZE_OK);
    CHECK_EQ(maze_cell_count(m), n);
    CHECK_EQ(maze_cell_count(c), n - 1); /* the copy is independent */
    CHECK_EQ(maze_cell_set_enabled(m, (uint32_t)n, 1), MAZE_ERANGE);
    maze_destroy(c);
}

static void test_topologies(void)
{
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        maze_shape s;
        for (int k = 0; shape_of(t, k, &s); k++) {
            maze *m = NULL;
            CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
            if (!m) continue;
            CHECK(maze_topology_of(m) == t);
            maze_shape got;
            CHECK_EQ(maze_shape_get(m, &got), MAZE_OK);
            CHECK(strcmp(got.topology, t->name) == 0 && got.width == s.width && got.height == s.height &&
                  got.levels == s.levels && got.rings == s.rings);
            CHECK_EQ(maze_cell_count(m), maze_cell_total(m));
            uint64_t cells = 0;
            CHECK_EQ(maze_shape_cells(&s, &cells), MAZE_OK);
            CHECK_EQ(cells, maze_cell_total(m));
            check_symmetry(m);
            check_geometry(m);
            check_cells(m);
            check_generators(t, &s);
            maze_destroy(m);
        }
    }
}

/* ---- prim against a plain Prim: the same 8-bit weights drawn in the same
 * order (one a wall as it first touches the tree, its sides in order), a
 * binary heap where the lightest wall, among equals the one pushed last,
 * opens next; pieces from their first cell in index order. ---- */

typedef struct {
    uint64_t key; /* weight << 40 | (2^40 - 1 - push number): the smallest first */
    uint32_t cell, from;
    uint8_t side, back;
} ref_wall;

static void ref_push(ref_wall *h, size_t *n, ref_wall w)
{
    size_t i = (*n)++;
    for (; i && h[(i - 1) / 2].key > w.key; i = (i - 1) / 2) h[i] = h[(i - 1) / 2];
    h[i] = w;
}

static ref_wall ref_pop(ref_wall *h, size_t *n)
{
    ref_wall top = h[0], last = h[--*n];
    size_t i = 0;
    for (size_t c; (c = 2 * i + 1) < *n; i = c) {
        if (c + 1 < *n && h[c + 1].key < h[c].key) c++;
        if (h[c].key >= last.key) break;
        h[i] = h[c];
    }
    h[i] = last;
    return top;
}

/* Puts cell c in the tree and its walls to cells outside it in the heap. */
static void ref_add(const maze *m, uint8_t *in, mz_randbits *rb, ref_wall *h, size_t *n, uint64_t *pushes,
                    uint32_t c)
{
    in[c] = 1;
    for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
        int64_t d = maze_cell_neighbor(m, c, s);
        if (d < 0 || in[d]) continue;
        uint64_t w = mz_randbits_take(rb, 8);
        ref_wall e = {w << 40 | ((1ull << 40) - 1 - (*pushes)++), (uint32_t)d, c, (uint8_t)s,
                      (uint8_t)maze_cell_back(m, c, s)};
        ref_push(h, n, e);
    }
}

/* The plain Prim's maze on m's shape and enabled cells, seed `seed`. */
static maze *ref_prim(const maze *m, uint64_t seed)
{
    maze *r = NULL;
    CHECK_EQ(maze_clone(&r, m), MAZE_OK);
    uint64_t total = maze_cell_total(m), pushes = 0;
    uint8_t *in = calloc(total, 1);
    ref_wall *h = malloc((total * 6 + 1) * sizeof *h);
    if (!r || !in || !h) {
        CHECK(0);
        free(in), free(h);
        return r;
    }
    for (uint64_t c = 0; c < total; c++) in[c] = !maze_cell_is_enabled(m, (uint32_t)c);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    mz_randbits rb;
    mz_randbits_init(&rb, &rng);
    size_t n = 0;
    for (uint64_t c = 0; c < total; c++) {
        if (in[c]) continue;
        ref_add(m, in, &rb, h, &n, &pushes, (uint32_t)c);
        while (n) {
            ref_wall w = ref_pop(h, &n);
            if (in[w.cell]) continue;
            CHECK_EQ(maze_cell_set_open(r, w.cell, w.back, 1), MAZE_OK);
            ref_add(m, in, &rb, h, &n, &pushes, w.cell);
        }
    }
    free(in);
    free(h);
    return r;
}

/* prim gives the plain Prim's maze on every topology but weave (whose
 * crossings the reference does not know), with and without holes (pieces
 * of their own), on small mazes and on mazes of about 3e5 cells, where its
 * queue is compacted several times (the stale walls dropped, the others
 * kept in their order). */
static void test_prim_reference(void)
{
    static const maze_shape shapes[] = {
        {"hex", 9, 7, 0, 0},        {"hexagon", 0, 0, 0, 6},    {"triangle", 13, 5, 0, 0}, {"polar", 0, 0, 0, 7},
        {"3d", 5, 4, 3, 0},         {"upsilon", 8, 6, 0, 0},    {"hex", 560, 540, 0, 0},   {"hexagon", 0, 0, 0, 320},
        {"triangle", 700, 450, 0, 0}, {"polar", 0, 0, 0, 310}, {"3d", 70, 68, 66, 0},     {"upsilon", 560, 540, 0, 0},
    };
    const maze_generator *g = maze_generator_find("prim");
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        for (int holes = 0; holes < 2; holes++) {
            maze *m = NULL;
            CHECK_EQ(maze_create_shape(&m, &shapes[i], NULL), MAZE_OK);
            if (!m) continue;
            uint64_t total = maze_cell_total(m);
            for (uint64_t c = 0; holes && c < total; c++)
                if ((c * 2654435761u >> 9) % 7 == 0) CHECK_EQ(maze_cell_set_enabled(m, (uint32_t)c, 0), MAZE_OK);
            uint64_t seed = 11 + i * 2 + (uint64_t)holes;
            maze *want = ref_prim(m, seed);
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            CHECK_EQ(maze_generate_into(m, g, &rng, NULL), MAZE_OK);
            size_t diff = 0;
            for (uint64_t c = 0; want && c < total; c++)
                diff += maze_cell_open_sides(m, (uint32_t)c) != maze_cell_open_sides(want, (uint32_t)c);
            if (diff) fprintf(stderr, "prim on %s (holes %d): %zu cells differ\n", shapes[i].topology, holes, diff);
            CHECK_EQ(diff, 0);
            maze_destroy(want);
            maze_destroy(m);
        }
}

/* ---- dfs against a plain backtracker: a stack of every cell of the
 * path, the free sides of the top cell in side order, one drawn by 16
 * random bits (Lemire's multiply, drawn again while the low half falls
 * under 65536 % f; a lone side takes none); pieces from their first cell
 * in index order. ---- */

/* A place among f free sides. */
static unsigned ref_below(mz_randbits *rb, unsigned f)
{
    if (f == 1) return 0;
    for (;;) {
        uint32_t p = mz_randbits_take(rb, 16) * f;
        if ((p & 0xffffu) >= 65536u % f) return p >> 16;
    }
}

/* The plain backtracker's maze on m's shape and enabled cells, drawing
 * from rng. */
static maze *ref_dfs(const maze *m, maze_rng *rng)
{
    maze *r = NULL;
    CHECK_EQ(maze_clone(&r, m), MAZE_OK);
    uint64_t total = maze_cell_total(m);
    uint8_t *in = calloc(total, 1);
    uint32_t *stack = malloc(total * sizeof *stack);
    if (!r || !in || !stack) {
        CHECK(0);
        free(in), free(stack);
        return r;
    }
    for (uint64_t c = 0; c < total; c++) in[c] = !maze_cell_is_enabled(m, (uint32_t)c);
    mz_randbits rb;
    mz_randbits_init(&rb, rng);
    int bad = 0;
    for (uint64_t start = 0; start < total; start++) {
        if (in[start]) continue;
        size_t n = 0;
        stack[n++] = (uint32_t)start;
        in[start] = 1;
        while (n) {
            uint32_t c = stack[n - 1];
            unsigned free_sides[MAZE_MAX_SIDES], f = 0;
            for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
                int64_t d = maze_cell_neighbor(m, c, s);
                if (d >= 0 && !in[d]) free_sides[f++] = s;
            }
            if (!f) {
                n--;
                continue;
            }
            unsigned s = free_sides[ref_below(&rb, f)];
            uint32_t d = (uint32_t)maze_cell_neighbor(m, c, s);
            bad |= maze_cell_set_open(r, c, s, 1) != MAZE_OK;
            in[d] = 1;
            stack[n++] = d;
        }
    }
    CHECK(!bad);
    free(in);
    free(stack);
    return r;
}

static int count_event(void *ud, const maze_event *ev)
{
    (void)ev;
    ++*(uint64_t *)ud;
    return 0;
}

/* dfs gives the plain backtracker's maze, and leaves the generator where
 * it does, on every topology but weave (whose crossings the reference
 * does not know), with and without holes (pieces of their own), with and
 * without a listener, on mazes below and above the size from which dfs
 * draws a side from a table (256 cells for each free set: 128 sets on
 * hex, 8 on triangle, 256 on upsilon, 64 on the others). */
static void test_dfs_reference(void)
{
    static const maze_shape shapes[] = {
        {"hex", 9, 7, 0, 0},         {"hexagon", 0, 0, 0, 6},     {"triangle", 13, 5, 0, 0},  {"polar", 0, 0, 0, 7},
        {"3d", 5, 4, 3, 0},          {"upsilon", 8, 6, 0, 0},     {"hex", 181, 181, 0, 0},    {"hexagon", 0, 0, 0, 74},
        {"triangle", 45, 45, 0, 0},  {"polar", 0, 0, 0, 73},      {"3d", 25, 25, 26, 0},      {"upsilon", 255, 256, 0, 0},
        {"hex", 182, 182, 0, 0},     {"hexagon", 0, 0, 0, 75},    {"triangle", 46, 45, 0, 0}, {"polar", 0, 0, 0, 74},
        {"3d", 26, 25, 26, 0},       {"upsilon", 256, 256, 0, 0}, {"hex", 560, 540, 0, 0},    {"hexagon", 0, 0, 0, 320},
        {"triangle", 700, 450, 0, 0}, {"polar", 0, 0, 0, 310},    {"3d", 70, 68, 66, 0},      {"upsilon", 560, 540, 0, 0},
    };
    const maze_generator *g = maze_generator_find("dfs");
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        for (int run = 0; run < 4; run++) {
            int holes = run & 1, listen = run >> 1;
            maze *m = NULL;
            CHECK_EQ(maze_create_shape(&m, &shapes[i], NULL), MAZE_OK);
            if (!m) continue;
            uint64_t total = maze_cell_total(m), events = 0;
            for (uint64_t c = 0; holes && c < total; c++)
                if ((c * 2654435761u >> 9) % 7 == 0) CHECK_EQ(maze_cell_set_enabled(m, (uint32_t)c, 0), MAZE_OK);
            uint64_t seed = 31 + i * 4 + (uint64_t)run;
            maze_rng rng, rng2;
            maze_rng_seed(&rng, seed);
            maze_rng_seed(&rng2, seed);
            maze *want = ref_dfs(m, &rng2);
            maze_gen_opts o;
            maze_gen_opts_init(&o);
            o.step = listen ? count_event : NULL;
            o.step_ud = &events;
            CHECK_EQ(maze_generate_into(m, g, &rng, &o), MAZE_OK);
            size_t diff = 0;
            for (uint64_t c = 0; want && c < total; c++)
                diff += maze_cell_open_sides(m, (uint32_t)c) != maze_cell_open_sides(want, (uint32_t)c);
            if (diff) fprintf(stderr, "dfs on %s of %llu cells (holes %d, events %d): %zu cells differ\n",
                              shapes[i].topology, (unsigned long long)total, holes, listen, diff);
            CHECK_EQ(diff, 0);
            CHECK_EQ(maze_rng_next(&rng), maze_rng_next(&rng2)); /* the generator left at the same place */
            CHECK(!listen || events > total);
            maze_destroy(want);
            maze_destroy(m);
        }
}

/* rect answers the cell calls as its (x, y) calls do. */
static void test_rect_cells(void)
{
    maze *m = NULL;
    CHECK_EQ(maze_generate(&m, "dfs", 7, 5, 3, NULL, NULL), MAZE_OK);
    int same = 1;
    for (int32_t y = 0; y < 5; y++)
        for (int32_t x = 0; x < 7; x++) same &= maze_cell_open_sides(m, (uint32_t)(y * 7 + x)) == maze_get(m, x, y);
    CHECK(same);
    CHECK_EQ(maze_cell_neighbor(m, 8, 0), 1);
    CHECK_EQ(maze_cell_neighbor(m, 8, 1), 9);
    CHECK_EQ(maze_cell_neighbor(m, 8, 2), 15);
    CHECK_EQ(maze_cell_neighbor(m, 8, 3), 7);
    CHECK_EQ(maze_cell_neighbor(m, 0, 0), -1);
    maze_destroy(m);
}

/* A few neighbours worked out by hand from the numbering in maze.h. */
static void test_known_cells(void)
{
    maze *m = NULL;
    maze_shape hex = {"hex", 3, 2, 0, 0};
    CHECK_EQ(maze_create_shape(&m, &hex, NULL), MAZE_OK);
    /* cell 4 = (1, 1), an odd row: E 5, SE/SW off the grid, W 3, NW (1, 0), NE (2, 0) */
    const int64_t want4[6] = {5, -1, -1, 3, 1, 2};
    for (unsigned s = 0; s < 6; s++) CHECK_EQ(maze_cell_neighbor(m, 4, s), want4[s]);
    /* cell 1 = (1, 0): SE (1, 1) = 4, SW (0, 1) = 3 */
    CHECK_EQ(maze_cell_neighbor(m, 1, 1), 4);
    CHECK_EQ(maze_cell_neighbor(m, 1, 2), 3);
    maze_destroy(m);
    maze_shape polar = {"polar", 0, 0, 0, 3}; /* rings of 1, 6, 12 cells */
    CHECK_EQ(maze_create_shape(&m, &polar, NULL), MAZE_OK);
    CHECK_EQ(maze_cell_total(m), 19);
    CHECK_EQ(maze_cell_sides(m, 0), 6);
    CHECK_EQ(maze_cell_sides(m, 1), 5);             /* ring 1 splits outward */
    CHECK_EQ(maze_cell_neighbor(m, 1, 3), 7);       /* ring 2's first two */
    CHECK_EQ(maze_cell_neighbor(m, 1, 4), 8);
    CHECK_EQ(maze_cell_neighbor(m, 8, 2), 1);
    CHECK_EQ(maze_cell_back(m, 8, 2), 4);
    CHECK_EQ(maze_cell_neighbor(m, 6, 0), 1);       /* ring 1 wraps clockwise */
    CHECK_EQ(maze_cell_neighbor(m, 18, 3), -1);     /* the outer wall */
    maze_destroy(m);
    maze_shape tri = {"triangle", 4, 2, 0, 0};
    CHECK_EQ(maze_create_shape(&m, &tri, NULL), MAZE_OK);
    CHECK_EQ(maze_cell_neighbor(m, 0, 2), 4);  /* (0, 0) points up: below it (0, 1) */
    CHECK_EQ(maze_cell_neighbor(m, 1, 2), -1); /* (1, 0) points down: nothing above */
    maze_destroy(m);
    maze_shape cube = {"3d", 2, 2, 3, 0};
    CHECK_EQ(maze_create_shape(&m, &cube, NULL), MAZE_OK);
    CHECK_EQ(maze_cell_total(m), 12);
    CHECK_EQ(maze_cell_neighbor(m, 5, 4), 9);
    CHECK_EQ(maze_cell_neighbor(m, 5, 5), 1);
    maze_destroy(m);
    maze_shape ups = {"upsilon", 3, 3, 0, 0};
    CHECK_EQ(maze_create_shape(&m, &ups, NULL), MAZE_OK);
    CHECK_EQ(maze_cell_sides(m, 4), 8); /* the centre octagon */
    CHECK_EQ(maze_cell_sides(m, 1), 4); /* a square */
    CHECK_EQ(maze_cell_neighbor(m, 4, 1), 2);
    CHECK_EQ(maze_cell_back(m, 4, 0), 2); /* the square above faces it with its south side */
    maze_destroy(m);
}

/* The hexagon of n rings against a numbering made here from axial
 * coordinates (q, r), |q|, |r|, |q + r| < n, row r by row, q rising: the
 * cell count 3n(n-1)+1, each side's neighbour by its axial step, and each
 * centre at q + r/2 across, 1.5 / sqrt(3) a row down. */
static void test_hexagon(void)
{
    static const int dq[6] = {1, 0, -1, -1, 0, 1}, dr[6] = {0, 1, 1, 0, -1, -1}; /* E SE SW W NW NE */
    for (int n = 1; n <= 12; n++) {
        int R = n - 1, id[23][23], count = 0;
        for (int r = -R; r <= R; r++)
            for (int q = -R; q <= R; q++) id[r + R][q + R] = abs(q + r) <= R ? count++ : -1;
        maze *m = NULL;
        maze_shape s = {"hexagon", 0, 0, 0, n};
        CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
        if (!m) continue;
        CHECK_EQ(maze_cell_total(m), (uint64_t)count);
        CHECK_EQ(maze_cell_total(m), 3 * (uint64_t)n * (uint64_t)(n - 1) + 1);
        int nb_ok = 1, centre_ok = 1;
        for (int r = -R; r <= R; r++)
            for (int q = -R; q <= R; q++) {
                int c = id[r + R][q + R];
                if (c < 0) continue;
                for (unsigned side = 0; side < 6; side++) {
                    int q2 = q + dq[side], r2 = r + dr[side];
                    int want = abs(q2) <= R && abs(r2) <= R ? id[r2 + R][q2 + R] : -1;
                    nb_ok &= maze_cell_neighbor(m, (uint32_t)c, side) == want;
                }
                maze_cell_geom g;
                maze_cell_geometry(m, (uint32_t)c, &g);
                centre_ok &= near(g.cx, q + r / 2.0 + R + 0.5) && near(g.cy, (1 + 1.5 * (r + R)) / sqrt(3.0));
            }
        CHECK(nb_ok);
        CHECK(centre_ok);
        double w, h;
        CHECK_EQ(maze_extent(m, &w, &h), MAZE_OK);
        CHECK(near(w, 2 * n - 1) && near(h, (2 + 1.5 * (2 * n - 2)) / sqrt(3.0)));
        maze_destroy(m);
    }
    uint64_t cells = 0; /* the largest hexagon under INT32_MAX cells, and the next */
    CHECK_EQ(maze_shape_cells(&(maze_shape){"hexagon", 0, 0, 0, 26755}, &cells), MAZE_OK);
    CHECK_EQ(cells, 2147409811u);
    CHECK_EQ(maze_shape_cells(&(maze_shape){"hexagon", 0, 0, 0, 26756}, &cells), MAZE_ETOOBIG);
    CHECK_EQ(maze_shape_cells(&(maze_shape){"hexagon", 0, 0, 0, INT32_MAX}, &cells), MAZE_ETOOBIG);
    CHECK_EQ(maze_shape_cells(&(maze_shape){"hexagon", 3, 0, 0, 2}, &cells), MAZE_EINVAL);
}

/* A text mask of w x h cells, cell (x, y) masked when the rng says so
 * (about one in `one_in`), read by maze_mask_read. */
static maze *random_mask(int32_t w, int32_t h, unsigned one_in, uint64_t seed)
{
    char text[64 * 65];
    size_t len = 0;
    maze_rng r;
    maze_rng_seed(&r, seed);
    for (int32_t y = 0; y < h; y++) {
        for (int32_t x = 0; x < w; x++) text[len++] = maze_rng_below(&r, one_in) ? '.' : '#';
        text[len++] = '\n';
    }
    text[0] = '.'; /* never a mask with no cell */
    maze *mask = NULL;
    CHECK_EQ(maze_mask_read(&mask, text, len, 0, NULL, NULL), MAZE_OK);
    return mask;
}

/* Whether point (px, py) lies in a masked cell of `mask` laid over a box of
 * ew x eh: tried cell by cell against each cell's own rectangle, not by the
 * division maze_mask_apply makes (each edge moved by the 1e-9 of a cell that
 * puts a point on it in the cell after). */
static int in_masked(const maze *mask, double px, double py, double ew, double eh)
{
    int32_t w = maze_width(mask), h = maze_height(mask);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            double x0 = ew * x / w, x1 = ew * (x + 1) / w, y0 = eh * y / h, y1 = eh * (y + 1) / h;
            double ex = 1e-9 * ew / w, ey = 1e-9 * eh / h;
            if (px >= x0 - ex && (px < x1 - ex || x == w - 1) && py >= y0 - ey && (py < y1 - ey || y == h - 1))
                return !maze_cell_enabled(mask, x, y);
        }
    return 0;
}

/* maze_mask_apply on every topology: a cell is disabled exactly where its
 * centre falls in a masked cell of the stretched mask, and every generator
 * that fits makes one perfect maze per piece of what is left. */
static void test_mask_apply(void)
{
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        maze_shape s;
        for (int k = 1; shape_of(t, k, &s); k++) {
            maze *mask = random_mask(3 + 5 * k, 2 + 7 * k % 11, 3, (uint64_t)k * 31 + i), *m = NULL;
            CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
            if (!m || !mask) {
                maze_destroy(m);
                maze_destroy(mask);
                continue;
            }
            CHECK_EQ(maze_mask_apply(m, mask), MAZE_OK);
            double ew, eh;
            maze_extent(m, &ew, &eh);
            int exact = 1;
            uint64_t off = 0;
            for (uint32_t c = 0; c < maze_cell_total(m); c++) {
                maze_cell_geom g;
                maze_cell_geometry(m, c, &g);
                int want_off = in_masked(mask, g.cx, g.cy, ew, eh);
                exact &= maze_cell_is_enabled(m, c) == !want_off;
                off += (uint64_t)want_off;
            }
            if (!exact) fprintf(stderr, "  mask on %s (shape %d): cells disabled elsewhere than the mask\n", t->name, k);
            CHECK(exact);
            CHECK_EQ(maze_cell_count(m), maze_cell_total(m) - off);
            for (size_t j = 0; j < maze_generator_count(); j++) {
                const maze_generator *gen = maze_generator_at(j);
                if (!maze_generator_fits(gen, t)) continue;
                maze *c = NULL;
                CHECK_EQ(maze_clone(&c, m), MAZE_OK);
                maze_rng r;
                maze_rng_seed(&r, (uint64_t)k);
                int st = maze_generate_into(c, gen, &r, NULL);
                if (st || !perfect(c)) fprintf(stderr, "  %s on masked %s (shape %d): %d, not perfect\n", gen->name,
                                               t->name, k, st);
                CHECK(st == MAZE_OK && perfect(c));
                maze_destroy(c);
            }
            maze_destroy(m);
            maze_destroy(mask);
        }
    }
}

/* Hand-worked masks, the refusals, and a rect maze of the mask's size
 * taking exactly the mask's cells. */
static void test_mask_apply_known(void)
{
    maze *mask = NULL, *m = NULL;
    /* 3 x 3, the middle masked: on a hexagon of 2 rings only the centre
     * (cell 3, centre (1.5, 1.44) in a 3 x 2.89 box) falls in it */
    CHECK_EQ(maze_mask_read(&mask, "...\n.#.\n...\n", 12, 0, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_create_shape(&m, &(maze_shape){"hexagon", 0, 0, 0, 2}, NULL), MAZE_OK);
    CHECK_EQ(maze_mask_apply(m, mask), MAZE_OK);
    CHECK_EQ(maze_cell_count(m), 6);
    CHECK(!maze_cell_is_enabled(m, 3));
    CHECK_EQ(maze_mask_apply(m, m), MAZE_EINVAL); /* a mask is a rect maze */
    CHECK_EQ(maze_mask_apply(NULL, mask), MAZE_EINVAL);
    CHECK_EQ(maze_mask_apply(m, NULL), MAZE_EINVAL);
    maze_destroy(m);
    /* polar, 3 rings in a 6 x 6 box: the middle cell of the 3 x 3 mask
     * covers 2..4 each way, holding the centre (3, 3) but no cell of ring 1,
     * whose centres lie 1.5 from it at 30, 90, .. degrees */
    CHECK_EQ(maze_create_shape(&m, &(maze_shape){"polar", 0, 0, 0, 3}, NULL), MAZE_OK);
    CHECK_EQ(maze_mask_apply(m, mask), MAZE_OK);
    CHECK(!maze_cell_is_enabled(m, 0));
    CHECK_EQ(maze_cell_count(m), 18);
    maze_destroy(m);
    maze_destroy(mask);
    mask = random_mask(9, 7, 4, 5);
    CHECK_EQ(maze_create(&m, 9, 7, NULL), MAZE_OK);
    CHECK_EQ(maze_mask_apply(m, mask), MAZE_OK);
    int same = 1;
    for (int32_t y = 0; y < 7; y++)
        for (int32_t x = 0; x < 9; x++) same &= maze_cell_enabled(m, x, y) == maze_cell_enabled(mask, x, y);
    CHECK(same);
    maze_destroy(m);
    /* every cell masked but the first: a maze may be left with none */
    CHECK_EQ(maze_mask_read(&m, ".#\n##\n", 6, 0, NULL, NULL), MAZE_OK);
    maze *hx = NULL;
    CHECK_EQ(maze_create_shape(&hx, &(maze_shape){"hex", 4, 4, 0, 0}, NULL), MAZE_OK);
    CHECK_EQ(maze_mask_apply(hx, m), MAZE_OK);
    CHECK_EQ(maze_cell_count(hx), 4); /* the cells whose centres lie in the upper left quarter */
    maze_destroy(hx);
    maze_destroy(m);
    maze_destroy(mask);
}

/* The calls for rect's layout refuse another topology, never reading it as
 * rect. */
static void test_rect_only_calls(void)
{
    maze_shape s = {"hex", 4, 3, 0, 0};
    maze *m = NULL;
    CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
    maze_rng r;
    maze_rng_seed(&r, 1);
    CHECK_EQ(maze_generate_into(m, maze_generator_find("dfs"), &r, NULL), MAZE_OK);
    CHECK_EQ(maze_width(m), 4);
    CHECK_EQ(maze_height(m), 3);
    CHECK_EQ(maze_get(m, 0, 0), 0);
    CHECK_EQ(maze_cell_enabled(m, 0, 0), 0);
    CHECK_EQ(maze_set_passage(m, 0, 0, MAZE_E, 1), MAZE_EUNSUPPORTED);
    CHECK_EQ(maze_set_cell_enabled(m, 0, 0, 0), MAZE_EUNSUPPORTED);
    tl_sink sink = {0};
    CHECK_EQ(maze_write(m, "text", NULL, tl_sink_write, &sink), MAZE_EUNSUPPORTED);
    CHECK_EQ(maze_write_gaps(m, "text", NULL, tl_sink_write, &sink), MAZE_EUNSUPPORTED);
    CHECK_EQ(maze_write_movingai(m, tl_sink_write, &sink), MAZE_EUNSUPPORTED);
    CHECK_EQ(sink.len, 0);
    /* pictures run on every topology: test_draw_vector.c */
    maze_map *map = NULL;
    CHECK_EQ(maze_map_from_maze(&map, m, NULL), MAZE_EUNSUPPORTED);
    /* graphs, stats and braid run on every topology: test_solve_topo.c and test_stats_topo.c */
    uint32_t *dead = NULL;
    size_t count = 0;
    CHECK_EQ(maze_dead_ends(m, &dead, &count), MAZE_OK);
    CHECK(count >= 2);
    for (size_t k = 0; k < count; k++) CHECK(__builtin_popcount(maze_cell_open_sides(m, dead[k])) == 1);
    maze_free(m, dead);
    maze_clear(m);
    CHECK_EQ(maze_passage_count(m), 0);
    /* a row-based generator does not fit */
    CHECK_EQ(maze_generate_into(m, maze_generator_find("eller"), &r, NULL), MAZE_EUNSUPPORTED);
    maze_destroy(m);
}

/* Events on another topology carry cell indices: one carve a passage,
 * between two cells side by side. */
typedef struct {
    const maze *m;
    uint64_t carves;
    int bad;
} carve_log;

static int log_carve(void *ud, const maze_event *ev)
{
    carve_log *l = ud;
    if (ev->kind != MAZE_EV_CARVE) return 0;
    l->carves++;
    int found = 0;
    if (ev->y == 0 && ev->y2 == 0 && ev->x >= 0 && (uint64_t)ev->x < maze_cell_total(l->m))
        for (unsigned s = 0; s < maze_cell_sides(l->m, (uint32_t)ev->x); s++)
            found |= maze_cell_neighbor(l->m, (uint32_t)ev->x, s) == ev->x2;
    l->bad |= !found;
    return 0;
}

static void test_events(void)
{
    maze_shape s = {"hex", 6, 5, 0, 0};
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        if (!maze_generator_fits(g, maze_topology_find("hex"))) continue;
        maze *m = NULL;
        CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
        carve_log l = {m, 0, 0};
        maze_gen_opts o;
        maze_gen_opts_init(&o);
        o.step = log_carve;
        o.step_ud = &l;
        maze_rng r;
        maze_rng_seed(&r, 4);
        CHECK_EQ(maze_generate_into(m, g, &r, &o), MAZE_OK);
        CHECK(perfect(m));
        CHECK_EQ(l.carves, maze_passage_count(m));
        CHECK(!l.bad);
        maze_destroy(m);
    }
}

/* ---- the cells format ---- */

/* Reads `text` (named format or detection) into *doc; the status. */
static int read_text(const char *text, size_t len, const char *format, maze_doc *doc, maze_error_info *err)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = format;
    o.max_cells = 100000;
    return maze_read(doc, text, len, &o, NULL, err);
}

static int same_cells(const maze *a, const maze *b)
{
    if (maze_topology_of(a) != maze_topology_of(b) || maze_cell_total(a) != maze_cell_total(b)) return 0;
    maze_shape sa, sb;
    maze_shape_get(a, &sa);
    maze_shape_get(b, &sb);
    if (sa.width != sb.width || sa.height != sb.height || sa.levels != sb.levels || sa.rings != sb.rings) return 0;
    for (uint32_t c = 0; c < maze_cell_total(a); c++)
        if (maze_cell_open_sides(a, c) != maze_cell_open_sides(b, c) ||
            maze_cell_is_enabled(a, c) != maze_cell_is_enabled(b, c))
            return 0;
    return 1;
}

/* Every topology, with and without disabled cells, written and read back
 * (by name and by detection) is the same maze. */
static void test_cells_round_trip(void)
{
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        maze_shape s;
        for (int k = 0; shape_of(t, k, &s); k++) {
            for (int mask = 0; mask < 2; mask++) {
                maze *m = NULL;
                CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
                if (mask) disable_some(m, (uint64_t)k + 7);
                maze_rng r;
                maze_rng_seed(&r, (uint64_t)k);
                CHECK_EQ(maze_generate_into(m, maze_generator_find("wilson"), &r, NULL), MAZE_OK);
                tl_sink sink = {0};
                CHECK_EQ(maze_write(m, "cells", NULL, tl_sink_write, &sink), MAZE_OK);
                for (int detect = 0; detect < 2; detect++) {
                    maze_doc doc;
                    maze_error_info err;
                    int st = read_text(sink.data, sink.len, detect ? NULL : "cells", &doc, &err);
                    CHECK_EQ(st, MAZE_OK);
                    if (st) fprintf(stderr, "  %s: line %ld: %s\n", t->name, err.line, err.message);
                    CHECK(st || (doc.maze && strcmp(doc.format, "cells") == 0 && same_cells(m, doc.maze)));
                    maze_doc_clear(&doc);
                }
                tl_sink_free(&sink);
                maze_destroy(m);
            }
        }
    }
    CHECK(maze_format_for_path("a.cells") == maze_format_find("cells"));
}

/* What the reader refuses, each with its status and a message. */
static void test_cells_errors(void)
{
    static const struct {
        const char *text;
        int status;
    } cases[] = {
        {"maze cells 2\ntopology hex\nwidth 1\nheight 1\n0\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hexa\nwidth 1\nheight 1\n00\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hex\nheight 1\nwidth 1\n00\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hex\nwidth 0\nheight 1\n00\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hex\nwidth -1\nheight 1\n00\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hex\nwidth 1\nheight 99999999999\n", MAZE_ETOOBIG},
        {"maze cells 1\ntopology hex\nwidth 1000\nheight 1000\n", MAZE_ETOOBIG}, /* over max_cells */
        {"maze cells 1\ntopology polar\nrings 200\n", MAZE_ETOOBIG},
        {"maze cells 1\ntopology hexagon\nrings 30000\n", MAZE_ETOOBIG},   /* over INT32_MAX cells */
        {"maze cells 1\ntopology hexagon\nwidth 2\n00\n", MAZE_EFORMAT},     /* it reads rings alone */
        {"maze cells 1\ntopology hexagon\nrings 1\n01\n", MAZE_EFORMAT},     /* the lone cell opens east */
        {"maze cells 1\ntopology hexagon\nrings 2\n0000000000000000\n", MAZE_EFORMAT}, /* 8 cells of 7 */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n00\n", MAZE_EFORMAT},        /* a cell short */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n000000\n", MAZE_EFORMAT},    /* a cell too many */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n0100\n", MAZE_EFORMAT},      /* one-sided */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n0008\n", MAZE_EFORMAT},      /* back side only */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n02--\n", MAZE_EFORMAT},      /* off the outline */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n01--\n", MAZE_EFORMAT},      /* into a disabled cell */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n0g00\n", MAZE_EFORMAT},      /* no hex digit */
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n0-00\n", MAZE_EFORMAT},
        {"maze cells 1\ntopology hex\nwidth 2\nheight 1\n000\n", MAZE_EFORMAT},       /* half a cell */
        {"maze cells 1\ntopology triangle\nwidth 2\nheight 1\n8\n0\n", MAZE_EFORMAT}, /* a fourth side */
        {"maze cells 1\ntopology rect\nwidth 2\nheight 1\n1\n0\n", MAZE_EFORMAT},     /* rect's north edge */
        {"maze cells 1\ntopology rect\nwidth 2\nheight 1\nlevels 1\n00\n", MAZE_EFORMAT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        maze_doc doc;
        maze_error_info err;
        memset(&err, 0, sizeof err);
        int st = read_text(cases[i].text, strlen(cases[i].text), "cells", &doc, &err);
        if (st != cases[i].status) fprintf(stderr, "  case %zu: %d (%s)\n", i, st, err.message);
        CHECK_EQ(st, cases[i].status);
        CHECK(doc.maze == NULL && err.message[0]);
    }
    /* and what it takes: a rect passage, a disabled hex cell, any line breaks */
    const char *ok[] = {"maze cells 1\ntopology rect\nwidth 2\nheight 1\n2\n8\n",
                        "maze cells 1\ntopology hex\nwidth 2\nheight 1\n--\n00\r\n",
                        "maze cells 1\ntopology 3d\nwidth 1\nheight 1\nlevels 2\n1020\n"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        maze_doc doc;
        maze_error_info err;
        CHECK_EQ(read_text(ok[i], strlen(ok[i]), NULL, &doc, &err), MAZE_OK);
        CHECK(doc.maze && maze_passage_count(doc.maze) == (i != 1));
        maze_doc_clear(&doc);
    }
}

/* A triangle maze one cell wide falls in pieces (pairs of an up and a down
 * triangle, and a lone last cell on an odd height): every generator that
 * runs there finishes (wilson's walks, rooted at the centre alone, went
 * round a pair without a root for ever) and joins each pair. An alarm
 * ends the test if one hangs. */
static void test_triangle_strip(void)
{
    maze_shape s = {"triangle", 1, 7, 0, 0};
    alarm(60);
    for (size_t j = 0; j < maze_generator_count(); j++) {
        const maze_generator *g = maze_generator_at(j);
        if (!maze_generator_fits(g, maze_topology_find("triangle"))) continue;
        maze *m = NULL;
        maze_rng r;
        maze_rng_seed(&r, 5);
        CHECK_EQ(maze_create_shape(&m, &s, NULL), MAZE_OK);
        CHECK_EQ(maze_generate_into(m, g, &r, NULL), MAZE_OK);
        for (uint32_t c = 0; c + 1 < 7; c += 2) CHECK_EQ(maze_cell_is_open(m, c, 2), 1);
        maze_destroy(m);
    }
    alarm(0);
}

int main(void)
{
    test_table();
    test_shape_errors();
    test_rect_cells();
    test_known_cells();
    test_hexagon();
    test_mask_apply();
    test_mask_apply_known();
    test_topologies();
    test_rect_only_calls();
    test_events();
    test_cells_round_trip();
    test_cells_errors();
    test_triangle_strip();
    test_prim_reference();
    test_dfs_reference();
    return check_done();
}
