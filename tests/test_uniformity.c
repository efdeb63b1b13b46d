/* test_uniformity.c - which generators sample spanning trees uniformly, both
 * ways: every generator flagged MAZE_GEN_UNIFORM passes a chi-square test over
 * all spanning trees of small grids of every topology but weave, and every
 * other one that runs there fails it; on weave every one fails it. The trees
 * are listed by a search and counted again by Kirchhoff's theorem, and the
 * statistics are first held to samplers whose answer is known. On polar of
 * 6 rings, too many trees to list, the side by which each cell of ring 4
 * leaves towards the root is held to its chance in a uniform tree. */
#include "testlib.h"

/* ---- the counting, on graphs whose number of trees is known ---- */

static void complete_graph(tl_graph *g, int n)
{
    memset(g, 0, sizeof *g);
    g->cells = n;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) tl_graph_edge(g, a, b);
}

/* The search and Kirchhoff agree on g, and both say `trees` (-1: unknown). */
static void check_count(const char *what, const tl_graph *g, int64_t trees)
{
    tl_trees t;
    int64_t k = tl_kirchhoff(g);
    CHECK_EQ(tl_trees_list(&t, g, 1L << 22), 0);
    if (k != t.count || (trees >= 0 && k != trees))
        fprintf(stderr, "%s: Kirchhoff %lld, listed %ld, known %lld\n", what, (long long)k, t.count, (long long)trees);
    CHECK_EQ(k, t.count);
    if (trees >= 0) CHECK_EQ(k, trees);
    for (long i = 0; i < t.count; i++) {
        uint32_t p[TL_GRAPH_MAX];
        for (int c = 0; c < g->cells; c++) p[c] = (uint32_t)c;
        int joins = 0;
        for (int e = 0; e < g->edges; e++)
            if (t.code[i] >> e & 1 && tl_find(p, (uint32_t)g->a[e]) != tl_find(p, (uint32_t)g->b[e])) {
                p[tl_find(p, (uint32_t)g->a[e])] = tl_find(p, (uint32_t)g->b[e]);
                joins++;
            }
        if (joins != g->cells - 1 || __builtin_popcountll(t.code[i]) != g->cells - 1 ||
            (i > 0 && t.code[i] <= t.code[i - 1])) {
            fprintf(stderr, "%s: listed tree %ld is not a tree, or out of order\n", what, i);
            CHECK(0);
            break;
        }
    }
    tl_trees_free(&t);
}

static void test_counts(void)
{
    tl_graph g;
    int64_t cayley = 1; /* K_n has n^(n-2) trees */
    for (int n = 1; n <= 8; n++) {
        complete_graph(&g, n);
        cayley = 1;
        for (int i = 0; i < n - 2; i++) cayley *= n;
        check_count("complete graph", &g, cayley);
    }
    memset(&g, 0, sizeof g);
    g.cells = 7; /* a cycle of 7 has 7 trees */
    for (int i = 0; i < 7; i++) tl_graph_edge(&g, i, (i + 1) % 7);
    check_count("cycle", &g, 7);
    tl_graph_edge(&g, 0, 1); /* a second edge 0-1: the trees without edge 0 can use either */
    check_count("cycle with a double edge", &g, 7 + 6);
    memset(&g, 0, sizeof g);
    g.cells = 4; /* two pieces: no spanning tree */
    tl_graph_edge(&g, 0, 1);
    tl_graph_edge(&g, 2, 3);
    check_count("two pieces", &g, 0);
    static const int grids[][3] = {{2, 2, 4}, {3, 2, 15}, {3, 3, 192}, {4, 3, 2415}, {4, 4, 100352}, {5, 3, 30305}};
    for (size_t i = 0; i < sizeof grids / sizeof grids[0]; i++) {
        tl_graph_grid(&g, grids[i][0], grids[i][1]);
        check_count("grid", &g, grids[i][2]);
    }
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    for (int round = 0; round < 40; round++) { /* random graphs: the two counts agree */
        memset(&g, 0, sizeof g);
        g.cells = 2 + (int)maze_rng_below(&rng, 8);
        for (int a = 0; a < g.cells; a++)
            for (int b = a + 1; b < g.cells; b++)
                if (maze_rng_below(&rng, 3)) tl_graph_edge(&g, a, b);
        check_count("random graph", &g, -1);
    }
    tl_trees t;
    tl_graph_grid(&g, 4, 4);
    CHECK_EQ(tl_trees_list(&t, &g, 1000), -1); /* more than max: refused, and empty */
    CHECK(t.count == 0 && t.code == NULL);
}

/* ---- the statistics, on samplers whose answer is known ---- */

typedef struct known_sampler {
    const tl_trees *t;
    int bias;  /* 0 uniform; 1 tree 0 three times as likely as the others; 2 not a tree */
} known_sampler;

static int known_draw(void *ud, maze_rng *rng, uint64_t *code)
{
    const known_sampler *s = ud;
    uint64_t n = (uint64_t)s->t->count, k = maze_rng_below(rng, n + (s->bias == 1 ? 2 : 0));
    *code = s->bias == 2 ? 0 : s->t->code[k < n ? k : 0];
    return 0;
}

static void test_statistics(void)
{
    /* the 0.999 quantiles from tables: 29.588 (df 10), 149.449 (df 100) */
    CHECK(fabs(tl_chi_critical(10) / 29.588 - 1) < 0.01);
    CHECK(fabs(tl_chi_critical(100) / 149.449 - 1) < 0.002);
    long even[4] = {5, 5, 5, 5}, odd[2] = {3, 7};
    CHECK(tl_chi_square(even, 4, 5) == 0);
    CHECK(fabs(tl_chi_square(odd, 2, 5) - 1.6) < 1e-12);
    tl_graph g;
    tl_trees t;
    tl_graph_grid(&g, 3, 3);
    CHECK_EQ(tl_trees_list(&t, &g, 1000), 0);
    double crit = tl_chi_critical(t.count - 1);
    known_sampler s = {&t, 0};
    double fair = tl_trees_chi_square(&t, known_draw, &s, 200, 1);
    s.bias = 1; /* one tree of 192 drawn 3/194 of the time instead of 1/192 */
    double skewed = tl_trees_chi_square(&t, known_draw, &s, 200, 1);
    s.bias = 2;
    double broken = tl_trees_chi_square(&t, known_draw, &s, 200, 1);
    printf("statistics 3x3: uniform sampler chi2 %.1f, one tree tripled %.1f (critical %.1f, df %ld)\n", fair,
           skewed, crit, t.count - 1);
    CHECK(fair < crit);
    CHECK(skewed > crit);
    CHECK(isnan(broken) && !(broken < crit) && !(broken > crit));
    tl_trees_free(&t);
}

/* The chi2 of a generator that does not claim uniformity: first on a tenth
 * of the draws (at least 4 a tree), which is taken when it lies twice as
 * far above df as the critical value does (6 standard deviations, where a
 * uniform sampler's chi2 is not seen, even with so few draws a tree), and
 * else on all of them, as before. Most are caught at once (their chi2 grows
 * with the draws, to 2 to 300 times the critical value at the full count);
 * the verdict keeps the full draws' power. A generator that claims
 * uniformity is always drawn in full. */
static double chi_caught(const tl_trees *t, tl_tree_draw_fn draw, void *ud, long per_tree, uint64_t seed,
                         double crit)
{
    long few = per_tree / 10 > 4 ? per_tree / 10 : 4;
    double chi = few < per_tree ? tl_trees_chi_square(t, draw, ud, few, seed) : NAN;
    return chi > 2 * crit - (double)(t->count - 1) ? chi : tl_trees_chi_square(t, draw, ud, per_tree, seed);
}

/* ---- rectangular mazes ---- */

/* A small rectangular maze's trees: its graph over the enabled cells, and
 * for each edge the cell and side (MAZE_E or MAZE_S) that open it. */
typedef struct rect_space {
    int32_t w, h;
    uint8_t off[TL_GRAPH_MAX]; /* disabled cells, y*w+x */
    tl_graph g;
    int32_t ex[TL_GRAPH_MAX], ey[TL_GRAPH_MAX];
    unsigned eside[TL_GRAPH_MAX];
    tl_trees t;
    const maze_generator *gen;
} rect_space;

static void rect_edge(rect_space *r, const int *id, int32_t x, int32_t y, unsigned side)
{
    int32_t nx = x + (side == MAZE_E), ny = y + (side == MAZE_S);
    if (nx >= r->w || ny >= r->h || id[y * r->w + x] < 0 || id[ny * r->w + nx] < 0) return;
    int e = tl_graph_edge(&r->g, id[y * r->w + x], id[ny * r->w + nx]);
    if (e < 0) return;
    r->ex[e] = x;
    r->ey[e] = y;
    r->eside[e] = side;
}

/* Lists the trees of the w x h grid without the cells `off` names (-1 ends). */
static int rect_space_init(rect_space *r, int32_t w, int32_t h, const int *off)
{
    memset(r, 0, sizeof *r);
    r->w = w;
    r->h = h;
    for (; *off >= 0; off++) r->off[*off] = 1;
    int id[TL_GRAPH_MAX];
    for (int i = 0; i < w * h; i++) id[i] = r->off[i] ? -1 : r->g.cells++;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            rect_edge(r, id, x, y, MAZE_E);
            rect_edge(r, id, x, y, MAZE_S);
        }
    return tl_trees_list(&r->t, &r->g, 1L << 20);
}

/* A tree drawn by r->gen on a fresh maze with r's disabled cells. */
static int rect_draw(void *ud, maze_rng *rng, uint64_t *code)
{
    const rect_space *r = ud;
    maze *m;
    if (maze_create(&m, r->w, r->h, NULL)) return -1;
    for (int i = 0; i < r->w * r->h; i++)
        if (r->off[i]) maze_set_cell_enabled(m, i % r->w, i / r->w, 0);
    int st = maze_generate_into(m, r->gen, rng, NULL);
    *code = 0;
    for (int e = 0; e < r->g.edges; e++)
        if (maze_get(m, r->ex[e], r->ey[e]) & r->eside[e]) *code |= (uint64_t)1 << e;
    maze_destroy(m);
    return st ? -1 : 0;
}

/* Every generator on r: those flagged MAZE_GEN_UNIFORM pass and (when
 * `all`) every other one is caught. Returns how many claim uniformity. */
static int rect_generators(rect_space *r, const char *what, long per_tree, int all)
{
    double crit = tl_chi_critical(r->t.count - 1);
    int uniform = 0;
    for (size_t k = 0; k < maze_generator_count(); k++) {
        r->gen = maze_generator_at(k);
        int claims = (r->gen->flags & MAZE_GEN_UNIFORM) != 0;
        if (!claims && !all) continue;
        double chi = claims ? tl_trees_chi_square(&r->t, rect_draw, r, per_tree, 2024)
                            : chi_caught(&r->t, rect_draw, r, per_tree, 2024, crit);
        printf("uniformity %s %-14s chi2 %.1f (critical %.1f, df %ld): %s\n", what, r->gen->name, chi, crit,
               r->t.count - 1, claims ? "claims uniform" : "not uniform, caught");
        if (claims ? !(chi < crit) : !(chi > crit))
            fprintf(stderr, "%s on %s: chi2 %.1f, critical %.1f, but MAZE_GEN_UNIFORM is %s\n", r->gen->name, what,
                    chi, crit, claims ? "set" : "not set");
        CHECK(claims ? chi < crit : chi > crit);
        uniform += claims;
    }
    return uniform;
}

/* The flag says which generators sample uniformly. 3x2 has too few trees to
 * catch mild biases (prim's chi2 is near the critical value there): on it
 * only the claims are checked. 4x3 is the smallest grid where a walk crosses
 * a cell off the border that is not the root (wilson's unmasked walk skips
 * the border checks there; its root is the centre cell). The masked 4x4
 * holds a hole and a notch, so walks run around disabled cells. */
static void test_rect(void)
{
    static const int none[] = {-1}, holes[] = {5, 15, -1};
    static const struct {
        int32_t w, h;
        const int *off;
        long trees, per_tree;
        int all;
    } grids[] = {{3, 2, none, 15, 200, 0}, {3, 3, none, 192, 200, 1}, {4, 3, none, 2415, 50, 1},
                 {4, 4, holes, -1, 20, 1}};
    for (size_t i = 0; i < sizeof grids / sizeof grids[0]; i++) {
        rect_space r;
        char what[32];
        CHECK_EQ(rect_space_init(&r, grids[i].w, grids[i].h, grids[i].off), 0);
        snprintf(what, sizeof what, "%dx%d%s", grids[i].w, grids[i].h, grids[i].off[0] >= 0 ? " masked" : "");
        CHECK_EQ(tl_kirchhoff(&r.g), r.t.count);
        if (grids[i].trees >= 0) CHECK_EQ(r.t.count, grids[i].trees);
        printf("%s: %ld spanning trees (Kirchhoff %lld)\n", what, r.t.count, (long long)tl_kirchhoff(&r.g));
        CHECK(rect_generators(&r, what, grids[i].per_tree, grids[i].all) >= 2);
        tl_trees_free(&r.t);
    }
}

/* ---- every other topology, through the cell calls ---- */

/* A small maze of some topology: its graph over the enabled cells (an edge
 * for each side whose neighbour has a larger index, so each passage once),
 * the cell and side of each edge, and its trees. */
typedef struct topo_space {
    maze_shape shape;
    int off;                   /* how many cells to disable (topo_fresh) */
    tl_graph g;
    uint32_t ec[TL_GRAPH_MAX];
    unsigned es[TL_GRAPH_MAX];
    tl_trees t;
    const maze_generator *gen;
} topo_space;

/* A fresh maze of the space's shape with sp->off cells disabled: the last,
 * the third last, ... (every other one, so that what is left is no smaller
 * shape of the same topology). */
static int topo_fresh(const topo_space *sp, maze **out)
{
    int st = maze_create_shape(out, &sp->shape, NULL);
    uint32_t n = st ? 0 : (uint32_t)maze_cell_total(*out);
    for (int k = 0; k < sp->off && !st; k++) st = maze_cell_set_enabled(*out, n - 1 - 2 * (uint32_t)k, 0);
    if (st) { /* a shape too small for its disabled cells: no maze left behind */
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}

/* The graph of the shape; 0, or -1 when it is too big for a tl_graph. */
static int topo_graph(topo_space *sp)
{
    maze *m;
    memset(&sp->g, 0, sizeof sp->g);
    if (topo_fresh(sp, &m)) return -1;
    uint64_t n = maze_cell_total(m);
    int id[TL_GRAPH_MAX], ok = n <= TL_GRAPH_MAX;
    for (uint32_t c = 0; c < n && ok; c++) id[c] = maze_cell_is_enabled(m, c) ? sp->g.cells++ : -1;
    for (uint32_t c = 0; c < n && ok; c++)
        for (unsigned side = 0; side < maze_cell_sides(m, c) && ok; side++) {
            int64_t nb = maze_cell_neighbor(m, c, side);
            if (nb <= (int64_t)c || id[c] < 0 || id[nb] < 0) continue;
            int e = tl_graph_edge(&sp->g, id[c], id[nb]);
            ok = e >= 0;
            if (ok) sp->ec[e] = c, sp->es[e] = side;
        }
    maze_destroy(m);
    return ok ? 0 : -1;
}

/* A tree drawn by sp->gen on a fresh maze of the space. */
static int topo_draw(void *ud, maze_rng *rng, uint64_t *code)
{
    const topo_space *sp = ud;
    maze *m;
    if (topo_fresh(sp, &m)) return -1;
    int st = maze_generate_into(m, sp->gen, rng, NULL);
    *code = 0;
    for (int e = 0; e < sp->g.edges; e++)
        if (maze_cell_is_open(m, sp->ec[e], sp->es[e])) *code |= (uint64_t)1 << e;
    maze_destroy(m);
    return st ? -1 : 0;
}

/* The shape of topology t (width and height 1..8, levels 1..3, rings 1..5,
 * those it reads; with `masked`, 1..n/4 cells disabled) with the
 * most independent cycles (edges - cells + 1) among those with at most
 * `most` trees by Kirchhoff's count, then the fewest cells, then the most
 * trees: on a graph whose few cycles lie apart (a long strip) kruskal and
 * prim are uniform too, and nothing could be caught. Its trees listed. Returns 0, or -1 when none fits. */
static int topo_space_pick(topo_space *sp, const maze_topology *t, long most, int masked)
{
    topo_space best;
    int64_t best_count = 0;
    int best_cycles = -1;
    int32_t wn = (t->flags & MAZE_TOPO_WIDTH) ? 8 : 1, hn = (t->flags & MAZE_TOPO_HEIGHT) ? 8 : 1;
    int32_t ln = (t->flags & MAZE_TOPO_LEVELS) ? 3 : 1, rn = (t->flags & MAZE_TOPO_RINGS) ? 5 : 1;
    for (int32_t w = 1; w <= wn; w++)
        for (int32_t h = 1; h <= hn; h++)
            for (int32_t l = 1; l <= ln; l++)
                for (int32_t r = 1; r <= rn; r++) {
                    memset(sp, 0, sizeof *sp);
                    sp->shape = (maze_shape){t->name, (t->flags & MAZE_TOPO_WIDTH) ? w : 0,
                                             (t->flags & MAZE_TOPO_HEIGHT) ? h : 0, (t->flags & MAZE_TOPO_LEVELS) ? l : 0,
                                             (t->flags & MAZE_TOPO_RINGS) ? r : 0};
                    maze *m;
                    if (maze_create_shape(&m, &sp->shape, NULL)) continue;
                    int n = (int)maze_cell_total(m);
                    maze_destroy(m);
                    for (int off = masked; off <= (masked ? n / 4 : 0); off++) {
                        sp->off = off;
                        if (topo_graph(sp) || sp->g.cells < 2) continue;
                        int64_t k = tl_kirchhoff(&sp->g);
                        int cycles = sp->g.edges - sp->g.cells + 1;
                        if (k <= 0 || k > most || cycles < best_cycles) continue;
                        if (cycles == best_cycles && (sp->g.cells > best.g.cells ||
                                                      (sp->g.cells == best.g.cells && k <= best_count)))
                            continue;
                        best = *sp;
                        best_count = k;
                        best_cycles = cycles;
                    }
                }
    if (best_count == 0) return -1;
    *sp = best;
    return tl_trees_list(&sp->t, &sp->g, most);
}

static void shape_name(const topo_space *sp, char *buf, size_t n)
{
    const maze_shape *s = &sp->shape;
    snprintf(buf, n, "%s w%d h%d l%d r%d", s->topology, s->width, s->height, s->levels, s->rings);
    if (sp->off > 0) snprintf(buf + strlen(buf), n - strlen(buf), " with %d cells off", sp->off);
}

/* Every topology but rect (tested above at its own sizes) and weave: the
 * generators that run on it, both ways, on the small shape richest in
 * cycles with at most 2500 trees, and on one with disabled cells. Weave is
 * test_weave's: no generator is uniform there. */
static void test_topologies(void)
{
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        if (strcmp(t->name, "rect") == 0 || strcmp(t->name, "weave") == 0) continue;
        for (int masked = 0; masked <= 1; masked++) {
            topo_space sp;
            char what[96];
            int st = topo_space_pick(&sp, t, 2500, masked);
            CHECK_EQ(st, 0);
            if (st) continue;
            shape_name(&sp, what, sizeof what);
            int64_t k = tl_kirchhoff(&sp.g);
            printf("%s: %d cells, %d edges, %ld spanning trees (Kirchhoff %lld)\n", what, sp.g.cells, sp.g.edges,
                   sp.t.count, (long long)k);
            CHECK_EQ(k, sp.t.count);
            CHECK(sp.t.count >= 50);
            double crit = tl_chi_critical(sp.t.count - 1);
            /* Under 100 trees (polar and hexagon with a cell off: their next
             * sizes have 1e8) prim's and kruskal's chi2 at 40 draws a tree
             * is 98 to 115, hardly past the critical 91.9: there a
             * generator that does not claim uniformity is drawn 4000 times
             * a tree (chi_caught: 400 first), which puts them at 400 to 425
             * and costs little for mazes of 6 cells. */
            int uniform = 0, caught = 0, few = sp.t.count < 100;
            for (size_t j = 0; j < maze_generator_count(); j++) {
                sp.gen = maze_generator_at(j);
                if (!maze_generator_fits(sp.gen, t)) continue;
                int claims = (sp.gen->flags & MAZE_GEN_UNIFORM) != 0;
                double chi = claims ? tl_trees_chi_square(&sp.t, topo_draw, &sp, 40, 2024)
                                    : chi_caught(&sp.t, topo_draw, &sp, few ? 4000 : 40, 2024, crit);
                /* a small space (a 2 x 2 x 2 cube, 2 rings) may hide a weak bias
                 * at 40 draws a tree: a generator that does not claim uniformity
                 * is drawn again, 10 times as often, before it counts as missed */
                if (!claims && !few && !(chi > crit)) chi = chi_caught(&sp.t, topo_draw, &sp, 400, 2025, crit);
                printf("uniformity %s %-14s chi2 %.1f (critical %.1f, df %ld): %s\n", what, sp.gen->name, chi, crit,
                       sp.t.count - 1, claims ? "claims uniform" : "not uniform, caught");
                if (claims ? !(chi < crit) : !(chi > crit))
                    fprintf(stderr, "%s on %s: chi2 %.1f, critical %.1f, but MAZE_GEN_UNIFORM is %s\n", sp.gen->name,
                            what, chi, crit, claims ? "set" : "not set");
                CHECK(claims ? chi < crit : chi > crit);
                uniform += claims;
                caught += !claims;
            }
            printf("%s: %d uniform generators pass, %d others caught\n", what, uniform, caught);
            tl_trees_free(&sp.t);
        }
    }
}

/* ---- weave: the trees whose crossings are consistent ---- */

/* Whether tree `code` of sp's weave graph keeps the crossing rule: each open
 * jump's middle open on both sides across it (by a side or a jump) and on
 * neither along it. A generator's maze always does; the question is only
 * whether it draws these trees evenly. */
static int weave_consistent(const topo_space *sp, uint64_t code, const maze *m)
{
    unsigned open[TL_GRAPH_MAX] = {0};
    for (int e = 0; e < sp->g.edges; e++)
        if (code >> e & 1) {
            int64_t nb = maze_cell_neighbor(m, sp->ec[e], sp->es[e]);
            open[sp->ec[e]] |= 1u << sp->es[e];
            open[nb] |= 1u << (sp->es[e] ^ 4u);
        }
    for (int e = 0; e < sp->g.edges; e++) {
        if (!(code >> e & 1) || !(sp->es[e] & 1u)) continue;
        uint32_t c = sp->ec[e], nb = (uint32_t)maze_cell_neighbor(m, c, sp->es[e]);
        unsigned mid = open[c < nb ? c + (nb - c) / 2 : nb + (c - nb) / 2];
        unsigned along = (sp->es[e] >> 1 & 1u) ? 0xccu : 0x33u, across = 0xffu & ~along;
        if (mid & along || !(mid & across & 0x0fu) || !(mid & across & 0xf0u)) return 0;
    }
    return 1;
}

/* On a W x H weave maze, every generator that runs there against the
 * uniform distribution over the consistent trees: none passes, wilson and
 * aldous-broder included (a jump opens only under a corridor already carved,
 * so a walk that breaks the rule is taken back or never taken), which is
 * why `maze list` says "uniform but on weave". 3 x 3 has 256 such trees of
 * 11664; on 4 x 3 (4175 of 1440600) the figures agree but listing takes
 * seconds. */
static void test_weave(int32_t w, int32_t h, long per_tree)
{
    topo_space sp;
    memset(&sp, 0, sizeof sp);
    sp.shape = (maze_shape){"weave", w, h, 0, 0};
    CHECK_EQ(topo_graph(&sp), 0);
    tl_trees all;
    CHECK_EQ(tl_trees_list(&all, &sp.g, 1L << 22), 0);
    maze *m;
    CHECK_EQ(maze_create_shape(&m, &sp.shape, NULL), 0);
    sp.t.code = malloc((size_t)all.count * sizeof *sp.t.code);
    for (long i = 0; i < all.count; i++)
        if (weave_consistent(&sp, all.code[i], m)) sp.t.code[sp.t.count++] = all.code[i];
    maze_destroy(m);
    double crit = tl_chi_critical(sp.t.count - 1);
    printf("weave %dx%d: %ld spanning trees, %ld with consistent crossings\n", w, h, all.count, sp.t.count);
    int tried = 0;
    for (size_t j = 0; j < maze_generator_count(); j++) {
        sp.gen = maze_generator_at(j);
        if (!maze_generator_fits(sp.gen, maze_topology_find("weave"))) continue;
        double chi = chi_caught(&sp.t, topo_draw, &sp, per_tree, 2024, crit);
        printf("uniformity weave %dx%d %-14s chi2 %.1f (critical %.1f, df %ld): not uniform, caught\n", w, h,
               sp.gen->name, chi, crit, sp.t.count - 1);
        if (!(chi > crit)) fprintf(stderr, "%s is uniform on weave: maze list says it is not\n", sp.gen->name);
        CHECK(chi > crit);
        tried++;
    }
    CHECK(tried >= 2);
    tl_trees_free(&all);
    free(sp.t.code);
}

/* Every side between two cells is a passage in some maze of kruskal and
 * wilson on every topology but rect and weave: each can make any spanning
 * tree, and a side their ids or walks never reach (kruskal lists a side from
 * its higher cell, a few past the common count in a list of their own) would
 * never open; polar's 6 rings are the fewest where kruskal lists a ring's
 * last cell's third side in that list. 300 mazes of 18 to 91 cells leave a
 * side closed in all by chance with a probability far under 1e-9. */
static void test_every_side(void)
{
    const char *gens[] = {"kruskal", "wilson"};
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        if (!strcmp(t->name, "rect") || !strcmp(t->name, "weave")) continue;
        maze_shape shape = {t->name, 5, 4, 0, 0};
        if (t->flags & MAZE_TOPO_RINGS) shape = (maze_shape){t->name, 0, 0, 0, 6};
        else if (t->flags & MAZE_TOPO_LEVELS) shape = (maze_shape){t->name, 3, 3, 2, 0};
        for (size_t g = 0; g < sizeof gens / sizeof *gens; g++) {
            const maze_generator *gen = maze_generator_find(gens[g]);
            if (!maze_generator_fits(gen, t)) continue;
            unsigned char seen[128 * MAZE_MAX_SIDES] = {0};
            int sides = 0, never = 0;
            for (uint64_t seed = 1; seed <= 300; seed++) {
                maze *m = NULL;
                maze_rng rng;
                maze_rng_seed(&rng, seed);
                CHECK(maze_create_shape(&m, &shape, NULL) == MAZE_OK && maze_cell_total(m) <= 128);
                if (!m || maze_cell_total(m) > 128) return;
                CHECK(maze_generate_into(m, gen, &rng, NULL) == MAZE_OK);
                for (uint32_t c = 0; c < maze_cell_total(m); c++)
                    for (unsigned s = 0; s < maze_cell_sides(m, c); s++)
                        if (maze_cell_is_open(m, c, s)) seen[c * MAZE_MAX_SIDES + s] = 1;
                if (seed == 300)
                    for (uint32_t c = 0; c < maze_cell_total(m); c++)
                        for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
                            if (maze_cell_neighbor(m, c, s) < 0) continue;
                            sides++;
                            never += !seen[c * MAZE_MAX_SIDES + s];
                        }
                maze_destroy(m);
            }
            printf("every side %s on %s: %d sides (a passage's two), %d never open in 300 mazes\n", gens[g], t->name,
                   sides, never);
            if (never) fprintf(stderr, "%s on %s never opens %d of its %d sides\n", gens[g], t->name, never, sides);
            CHECK(sides > 0 && never == 0);
        }
    }
}

/* wilson's fast steps without a mask (a cell off the outline steps by a
 * fixed offset: cells_walk_rows on hex and triangle, cells_walk_hexagon; on
 * polar a cell of a ring whose neighbour rings have its count) are taken
 * only from such a cell when it is not the root, the central cell. The
 * shapes above reach triangle's (6 x 3 has four cells off the outline) but
 * not hex's (3 x 3 has one, the root) nor hexagon's or polar's (2 rings: the
 * centre alone). hex's 4 x 3 has two, (1,1) and the root (2,1), and 76609
 * trees; hexagon reaches them from 3 rings (19 cells, 2.3e9 trees) and polar
 * from 6 (91 cells: rings 3 to 5 have 24 cells each), too many to list.
 * On hex 4 x 3 the generators that claim uniformity draw each tree
 * `per_tree` times (the others are caught on the smaller shapes): at 8, a
 * fast step that moves one draw in 48 from one side to another is caught
 * (chi2 80844, critical 77823); at 2, one that moves one in 12 (chi2 93643).
 * At so few draws a tree a uniform sampler's chi2 spreads about 12% wider
 * than the chi-square law's (the critical value 2.8 of its standard
 * deviations above df, not 3.1). */
static void test_fast_steps(long per_tree)
{
    topo_space sp;
    memset(&sp, 0, sizeof sp);
    sp.shape = (maze_shape){"hex", 4, 3, 0, 0};
    CHECK_EQ(topo_graph(&sp), 0);
    CHECK_EQ(tl_trees_list(&sp.t, &sp.g, 1L << 17), 0);
    int64_t k = tl_kirchhoff(&sp.g);
    printf("hex 4x3: %d cells, %d edges, %ld spanning trees (Kirchhoff %lld)\n", sp.g.cells, sp.g.edges, sp.t.count,
           (long long)k);
    CHECK_EQ(k, sp.t.count);
    CHECK_EQ(k, 76609);
    double crit = tl_chi_critical(sp.t.count - 1);
    int uniform = 0;
    for (size_t j = 0; j < maze_generator_count(); j++) {
        sp.gen = maze_generator_at(j);
        if (!(sp.gen->flags & MAZE_GEN_UNIFORM) || !maze_generator_fits(sp.gen, maze_topology_find("hex"))) continue;
        double chi = tl_trees_chi_square(&sp.t, topo_draw, &sp, per_tree, 2024);
        printf("uniformity hex 4x3 %-14s chi2 %.1f (critical %.1f, df %ld, %ld draws a tree): claims uniform\n",
               sp.gen->name, chi, crit, sp.t.count - 1, per_tree);
        if (!(chi < crit)) fprintf(stderr, "%s on hex 4x3: chi2 %.1f, critical %.1f\n", sp.gen->name, chi, crit);
        CHECK(chi < crit);
        uniform++;
    }
    CHECK(uniform >= 2);
    tl_trees_free(&sp.t);
}

/* ---- polar's fast steps: where a plain cell's path to the root leaves it ---- */

/* The inverse of the Laplacian of m's cell graph with the root's row and
 * column taken out (its own entries left 0): g[u * n + v], by Gauss-Jordan
 * elimination in doubles. With it, in a uniform spanning tree rooted at
 * `root` (the path from v to the root a loop-erased walk, Pemantle 1991),
 * the path from v leaves it to its neighbour u with probability
 * g[v][v] - g[u][v]: the walk's visits to v before the root, deg(v) g[v][v],
 * times 1 / deg(v) for the step to u, times the chance that from u it
 * reaches the root before v, 1 - g[u][v] / g[v][v]. NULL when out of memory. */
static double *grounded_green(const maze *m, uint32_t root)
{
    size_t n = (size_t)maze_cell_total(m);
    double *a = calloc(n * n, sizeof *a), *g = calloc(n * n, sizeof *g);
    for (uint32_t c = 0; a && g && c < n; c++) {
        g[c * n + c] = 1;
        for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
            int64_t d = maze_cell_neighbor(m, c, s);
            if (d < 0 || c == root || d == root) a[c * n + c] += d >= 0 && c != root;
            else a[c * n + c] += 1, a[c * n + (size_t)d] -= 1;
        }
        if (c == root) a[c * n + c] = 1;
    }
    for (size_t k = 0; a && g && k < n; k++) { /* positive definite: no pivoting */
        double piv = a[k * n + k];
        for (size_t j = 0; j < n; j++) a[k * n + j] /= piv, g[k * n + j] /= piv;
        for (size_t i = 0; i < n; i++) {
            double f = a[i * n + k];
            if (i == k || f == 0) continue;
            for (size_t j = 0; j < n; j++) a[i * n + j] -= f * a[k * n + j], g[i * n + j] -= f * g[k * n + j];
        }
    }
    if (g) g[root * n + root] = 0;
    free(a);
    if (!a) free(g), g = NULL;
    return g;
}

/* The side of each cell v through which tree m's path to the root leaves
 * it (the root's: 0), and v's distance from the root in dist, by a search
 * from the root along passages (with `every`, along every side: the grid's
 * distances). */
static void tree_parents(const maze *m, uint32_t root, int every, uint32_t *queue, unsigned *dist, unsigned *side)
{
    uint32_t n = (uint32_t)maze_cell_total(m), head = 0, tail = 0;
    for (uint32_t c = 0; c < n; c++) dist[c] = UINT32_MAX;
    queue[tail++] = root, dist[root] = 0, side[root] = 0;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
            int64_t d = maze_cell_neighbor(m, c, s);
            if (d < 0 || dist[d] != UINT32_MAX || !(every || maze_cell_is_open(m, c, s))) continue;
            dist[d] = dist[c] + 1, queue[tail++] = (uint32_t)d;
            for (unsigned b = 0; b < maze_cell_sides(m, (uint32_t)d); b++)
                if (maze_cell_neighbor(m, (uint32_t)d, b) == (int64_t)c) side[d] = b;
        }
    }
}

/* wilson's fast step on polar (a cell of a plain ring, whose rings in and
 * out have its count, steps by a fixed offset) is taken from ring 4 of 6
 * rings on (91 cells: rings 3 to 5 have 24), too many for the trees to be
 * listed. So here each generator draws `mazes` mazes of 6 rings, and in
 * each, for the 24 cells of ring 4 (distance 4 from the centre, wilson's
 * root), counts how many leave towards the root by each side 0..3 (along
 * the ring both ways, in, out); the mean of each count over the mazes
 * against its value in a uniform tree (grounded_green), in standard errors
 * of the mean (the counts' spread measured). A generator that claims
 * uniformity stays within 4.5 on every side; the others that run there,
 * in 2000 mazes, are caught (10.8 to 76.7 off). A fast step that
 * moves one draw in 64 from side 0 to side 1 put wilson's side 0 at
 * -37.7, one in 256 at -10.1 (20000 mazes; -1.9 unbiased). */
static void test_polar_fast(long mazes)
{
    maze_shape shape = {"polar", 0, 0, 0, 6};
    maze *m = NULL;
    CHECK_EQ(maze_create_shape(&m, &shape, NULL), MAZE_OK);
    if (!m) return;
    uint32_t n = (uint32_t)maze_cell_total(m), *queue = calloc(n, sizeof *queue);
    unsigned *side = calloc(n, sizeof *side), *dist = calloc(n, sizeof *dist);
    uint8_t *ring4 = calloc(n, 1);
    double *g = grounded_green(m, 0), want[4] = {0};
    int ok = queue && side && dist && ring4 && g && n == 91;
    CHECK(ok);
    if (ok) tree_parents(m, 0, 1, queue, dist, side);
    int cells = 0;
    for (uint32_t v = 0; ok && v < n; v++) {
        if (dist[v] != 4) continue;
        ring4[v] = 1, cells++;
        CHECK_EQ(maze_cell_sides(m, v), 4);
        double sum = 0;
        for (unsigned s = 0; s < 4; s++) {
            uint32_t u = (uint32_t)maze_cell_neighbor(m, v, s);
            double p = g[(size_t)v * n + v] - g[(size_t)u * n + v];
            want[s] += p, sum += p;
        }
        CHECK(fabs(sum - 1) < 1e-9); /* the path leaves v by some side */
    }
    maze_destroy(m);
    CHECK_EQ(cells, 24);
    printf("polar 6 rings, ring 4: the sides towards the root in a uniform tree, %.4f %.4f %.4f %.4f cells\n",
           want[0], want[1], want[2], want[3]);
    for (size_t j = 0; ok && j < maze_generator_count(); j++) {
        const maze_generator *gen = maze_generator_at(j);
        if (!maze_generator_fits(gen, maze_topology_find("polar"))) continue;
        int claims = (gen->flags & MAZE_GEN_UNIFORM) != 0;
        long draws = claims ? mazes : 2000; /* the others are caught at once */
        double sum[4] = {0}, sq[4] = {0}, worst = 0;
        maze_rng rng;
        maze_rng_seed(&rng, 2024);
        for (long k = 0; ok && k < draws; k++) {
            unsigned count[4] = {0};
            ok = maze_create_shape(&m, &shape, NULL) == MAZE_OK;
            ok = ok && maze_generate_into(m, gen, &rng, NULL) == MAZE_OK;
            if (ok) tree_parents(m, 0, 0, queue, dist, side);
            for (uint32_t v = 0; ok && v < n; v++) {
                ok = dist[v] != UINT32_MAX; /* a spanning tree */
                if (ok && ring4[v]) count[side[v]]++;
            }
            maze_destroy(m);
            for (unsigned s = 0; s < 4; s++) sum[s] += count[s], sq[s] += (double)count[s] * count[s];
        }
        CHECK(ok);
        for (unsigned s = 0; s < 4; s++) {
            double mean = sum[s] / (double)draws, var = sq[s] / (double)draws - mean * mean;
            double z = (mean - want[s]) / sqrt(var / (double)draws);
            if (fabs(z) > fabs(worst)) worst = z;
        }
        int fair = fabs(worst) < 4.5;
        printf("polar 6 rings %-14s sides towards the root in %ld mazes, the worst %.1f standard errors off: %s\n",
               gen->name, draws, worst, claims ? "claims uniform" : "not uniform, caught");
        if (claims != fair) fprintf(stderr, "%s on polar 6 rings: %.1f standard errors off\n", gen->name, worst);
        CHECK(claims == fair);
    }
    free(queue), free(side), free(dist), free(ring4), free(g);
}

/* A sanitizer build draws the same mazes from the same seeds as the
 * others, and is there to catch what they do to memory: it draws hex 4 x 3's
 * trees 2 times each and 5000 polar mazes of the uniform generators, the
 * first quarter of the others' draws. */
#if defined(__SANITIZE_ADDRESS__)
#define FAST_PER_TREE 2
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FAST_PER_TREE 2
#endif
#endif
#ifndef FAST_PER_TREE
#define FAST_PER_TREE 8
#endif
#if FAST_PER_TREE == 2
#define POLAR_MAZES 5000
#else
#define POLAR_MAZES 20000
#endif

int main(void)
{
    test_counts();
    test_statistics();
    test_rect();
    test_topologies();
    test_every_side();
    test_weave(3, 3, 40);
    test_fast_steps(FAST_PER_TREE);
    test_polar_fast(POLAR_MAZES);
    return check_done();
}
