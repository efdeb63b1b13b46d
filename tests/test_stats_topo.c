/* test_stats_topo.c - the analysis on mazes of every topology against brute
 * force over the cell calls: maze_stats_compute's counts, components,
 * branches, diameter (all-pairs BFS) and solution; maze_dead_ends and
 * maze_pick_dead_ends; maze_braid (dead ends gone, loops made, nothing
 * else changed). */
#include "testlib.h"

/* What brute force finds in m. */
typedef struct brute {
    uint64_t cells, passages, components, deg[5]; /* deg[4]: 4 or more openings */
    uint64_t diameter, branches, longest_branch, branch_total;
    uint64_t hist[MAZE_STATS_BUCKETS];
} brute;

static unsigned openings(const maze *m, uint32_t c)
{
    return (unsigned)__builtin_popcount(maze_cell_open_sides(m, c));
}

/* The cell across the first open side of c other than towards `not`. */
static uint32_t next_open(const maze *m, uint32_t c, uint32_t not)
{
    for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
        int64_t nb = maze_cell_neighbor(m, c, s);
        if (maze_cell_is_open(m, c, s) && nb != (int64_t)not) return (uint32_t)nb;
    }
    return not;
}

static void brute_force(const maze *m, brute *b)
{
    memset(b, 0, sizeof *b);
    uint32_t n = (uint32_t)maze_cell_total(m);
    int64_t *d = malloc(n * sizeof *d);
    uint8_t *seen = calloc(n, 1);
    for (uint32_t c = 0; c < n && d && seen; c++) {
        if (!maze_cell_is_enabled(m, c)) continue;
        unsigned k = openings(m, c);
        b->cells++;
        b->passages += k;
        b->deg[k < 4 ? k : 4]++;
        tl_cell_bfs(m, c, d);
        b->components += !seen[c];
        for (uint32_t j = 0; j < n; j++) {
            if (d[j] < 0) continue;
            seen[j] = 1;
            if ((uint64_t)d[j] > b->diameter) b->diameter = (uint64_t)d[j];
        }
        if (k != 1) continue;
        uint64_t len = 1; /* a dead-end branch: on through cells of two openings */
        for (uint32_t prev = c, cur = next_open(m, c, UINT32_MAX); openings(m, cur) == 2; len++) {
            uint32_t nx = next_open(m, cur, prev);
            prev = cur;
            cur = nx;
        }
        b->branches++;
        b->branch_total += len;
        if (len > b->longest_branch) b->longest_branch = len;
        int bucket = 0;
        while (len >> (bucket + 1)) bucket++;
        b->hist[bucket]++;
    }
    b->passages /= 2;
    free(d);
    free(seen);
}

/* The cell of point (x, y) of the analysis: y*W+x on rect, (c, 0)
 * elsewhere; -1 when it is no cell. */
static int64_t cell_of(const maze *m, int32_t x, int32_t y)
{
    int rect = strcmp(maze_topology_of(m)->name, "rect") == 0;
    int64_t c = rect ? (int64_t)y * maze_width(m) + x : (y == 0 ? x : -1);
    return x >= 0 && y >= 0 && (!rect || x < maze_width(m)) && c < (int64_t)maze_cell_total(m) ? c : -1;
}

static int same_stats(const maze *m, const maze_stats *s, const brute *b, const char *what)
{
    int ok = s->cells == b->cells && s->passages == b->passages && s->components == b->components &&
             s->isolated == b->deg[0] && s->dead_ends == b->deg[1] && s->corridors == b->deg[2] &&
             s->junctions == b->deg[3] && s->crossroads == b->deg[4] && s->diameter == b->diameter &&
             s->diameter_exact == 1 && s->branches == b->branches && s->longest_branch == b->longest_branch &&
             s->loops == s->passages + s->components - s->cells &&
             s->perfect == (s->components == 1 && s->loops == 0) &&
             fabs(s->mean_branch - (b->branches ? (double)b->branch_total / (double)b->branches : 0)) < 1e-9 &&
             memcmp(s->branch_hist, b->hist, sizeof b->hist) == 0;
    /* the diameter's ends are cells that far apart */
    int64_t *d = malloc(maze_cell_total(m) * sizeof *d);
    if (ok && d && s->cells) {
        int64_t a = cell_of(m, s->diameter_ax, s->diameter_ay), z = cell_of(m, s->diameter_bx, s->diameter_by);
        ok = a >= 0 && z >= 0 && tl_cell_bfs(m, (uint32_t)a, d) == 0 && d[z] == (int64_t)s->diameter;
    }
    free(d);
    if (!ok)
        fprintf(stderr, "%s: stats differ from brute force (cells %llu/%llu, passages %llu/%llu, components %llu/%llu, "
                        "diameter %llu/%llu, branches %llu/%llu)\n",
                what, (unsigned long long)s->cells, (unsigned long long)b->cells, (unsigned long long)s->passages,
                (unsigned long long)b->passages, (unsigned long long)s->components, (unsigned long long)b->components,
                (unsigned long long)s->diameter, (unsigned long long)b->diameter, (unsigned long long)s->branches,
                (unsigned long long)b->branches);
    return ok;
}

/* The solution figures from random ends: moves as the reference BFS, found
 * exactly when reachable; on a perfect maze the openings off the one path. */
static int solutions_ok(const maze *m, uint64_t seed)
{
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    uint32_t n = (uint32_t)maze_cell_total(m);
    int64_t *d = malloc(n * sizeof *d);
    int ok = d != NULL;
    for (int q = 0; q < 6 && ok; q++) {
        uint32_t a = tl_cell_pick(m, &rng), z = tl_cell_pick(m, &rng);
        int32_t w = strcmp(maze_topology_of(m)->name, "rect") == 0 ? maze_width(m) : (int32_t)n;
        int32_t ax = (int32_t)a % w, ay = (int32_t)a / w, zx = (int32_t)z % w, zy = (int32_t)z / w;
        maze_stats s;
        ok = maze_stats_compute(m, ax, ay, zx, zy, &s) == MAZE_OK && tl_cell_bfs(m, a, d) == 0;
        ok = ok && s.solution_asked && s.sx == ax && s.gx == zx && s.solution_found == (d[z] >= 0);
        if (ok && d[z] >= 0) ok = s.solution_moves == (uint64_t)d[z];
        if (ok && d[z] >= 0 && s.perfect) { /* walk the path back from z: its cells' openings, less its own */
            uint64_t degrees = 0;
            for (uint32_t c = z;; ) {
                degrees += openings(m, c);
                if (c == a) break;
                for (unsigned side = 0; side < maze_cell_sides(m, c); side++) {
                    int64_t nb = maze_cell_neighbor(m, c, side);
                    if (nb >= 0 && maze_cell_is_open(m, c, side) && d[nb] + 1 == d[c]) {
                        c = (uint32_t)nb;
                        break;
                    }
                }
            }
            ok = s.solution_branches == degrees - 2 * s.solution_moves;
        }
    }
    free(d);
    return ok;
}

/* Every topology: perfect, braided, masked and with loops, at a few sizes. */
static void test_stats_everywhere(void)
{
    static const struct {
        int32_t size;
        int off, loops;
    } kinds[] = {{1, 0, 0}, {3, 0, 0}, {7, 0, 0}, {7, 25, 0}, {8, 0, 15}, {10, 15, 40}, {12, 0, 0}, {12, 0, 30}};
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        int bad = 0;
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                maze *m;
                char what[80];
                snprintf(what, sizeof what, "%s size %d off %d loops %d seed %llu", topo->name, kinds[i].size,
                         kinds[i].off, kinds[i].loops, (unsigned long long)seed);
                if (tl_topo_maze(&m, topo, kinds[i].size, "dfs", seed, kinds[i].off, kinds[i].loops)) {
                    bad++;
                    continue;
                }
                maze_stats s;
                brute b;
                brute_force(m, &b);
                int st = maze_stats_compute(m, -1, 0, 0, 0, &s);
                if (st || !same_stats(m, &s, &b, what) || (b.cells && !solutions_ok(m, seed))) {
                    if (!bad) fprintf(stderr, "%s: status %d or figures wrong\n", what, st);
                    bad++;
                }
                maze_destroy(m);
            }
        CHECK_EQ(bad, 0);
        printf("%s: stats agree with brute force\n", topo->name);
    }
}

/* Ends outside the maze or on a disabled cell are refused. */
static void test_stats_ends(void)
{
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        if (strcmp(topo->name, "rect") == 0) continue;
        maze *m;
        maze_stats s;
        CHECK_EQ(tl_topo_maze(&m, topo, 5, "dfs", 1, 0, 0), MAZE_OK);
        int32_t n = (int32_t)maze_cell_total(m);
        CHECK_EQ(maze_stats_compute(m, 0, 0, n - 1, 0, &s), MAZE_OK);
        CHECK(s.solution_found);
        CHECK_EQ(maze_stats_compute(m, 0, 0, n, 0, &s), MAZE_ERANGE);
        CHECK_EQ(maze_stats_compute(m, 0, 1, 0, 0, &s), MAZE_ERANGE);
        CHECK_EQ(maze_cell_set_enabled(m, 1, 0), MAZE_OK);
        CHECK_EQ(maze_stats_compute(m, 1, 0, 0, 0, &s), MAZE_ERANGE);
        maze_destroy(m);
    }
}

/* maze_dead_ends lists the cells of one opening, in order; braid 1 leaves
 * only dead ends with no closed side to open, only opens sides, and keeps
 * the pieces; braid 0 changes nothing. */
static void test_braid_and_dead_ends(void)
{
    for (size_t t = 0; t < maze_topology_count(); t++) {
        const maze_topology *topo = maze_topology_at(t);
        int bad = 0, weave = strcmp(topo->name, "weave") == 0;
        for (uint64_t seed = 1; seed <= 4; seed++) {
            maze *m, *c;
            if (tl_topo_maze(&m, topo, 9, "dfs", seed, seed == 4 ? 20 : 0, 0) || maze_clone(&c, m)) {
                bad++;
                continue;
            }
            uint32_t n = (uint32_t)maze_cell_total(m), *list;
            size_t count, k = 0;
            CHECK_EQ(maze_dead_ends(m, &list, &count), MAZE_OK);
            for (uint32_t i = 0; i < n; i++)
                if (maze_cell_is_enabled(m, i) && openings(m, i) == 1) bad += k >= count || list[k++] != i;
            bad += k != count;
            maze_free(m, list);
            maze_rng rng;
            maze_rng_seed(&rng, seed);
            uint32_t two[2];
            if (count >= 2) {
                CHECK_EQ(maze_pick_dead_ends(m, &rng, 2, two), MAZE_OK);
                bad += two[0] == two[1] || openings(m, two[0]) != 1 || openings(m, two[1]) != 1;
            }
            maze_stats before, after;
            CHECK_EQ(maze_stats_compute(m, -1, 0, 0, 0, &before), MAZE_OK);
            CHECK_EQ(maze_braid(m, 0, &rng), MAZE_OK);
            bad += !tl_same_cells(m, c);
            CHECK_EQ(maze_braid(m, 1, &rng), MAZE_OK);
            CHECK_EQ(maze_stats_compute(m, -1, 0, 0, 0, &after), MAZE_OK);
            bad += after.components != before.components || after.passages < before.passages;
            if (before.dead_ends > 4) bad += after.loops == 0;
            for (uint32_t i = 0; i < n; i++) {
                for (unsigned s = 0; s < maze_cell_sides(m, i); s++) /* only opened */
                    bad += maze_cell_is_open(c, i, s) && !maze_cell_is_open(m, i, s);
                if (!maze_cell_is_enabled(m, i) || openings(m, i) != 1) continue;
                for (unsigned s = 0; s < maze_cell_sides(m, i); s++) { /* a dead end left has nothing to open */
                    if (weave && (s & 1)) continue; /* a jump opens only over a bridge */
                    int64_t nb = maze_cell_neighbor(m, i, s);
                    bad += nb >= 0 && !maze_cell_is_open(m, i, s) && maze_cell_is_enabled(m, (uint32_t)nb);
                }
            }
            maze_destroy(c);
            maze_destroy(m);
        }
        CHECK_EQ(bad, 0);
        printf("%s: dead ends and braid agree with brute force\n", topo->name);
    }
}

int main(void)
{
    test_stats_everywhere();
    test_stats_ends();
    test_braid_and_dead_ends();
    return check_done();
}
