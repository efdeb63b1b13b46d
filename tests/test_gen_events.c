/* test_gen_events.c - the step events that show how a generator works, held
 * to what each method is: dfs pushes and pops one stack (every cell pushed
 * once and popped once, last in first out), prim grows a tree from its
 * frontier, wilson's walks less their erased loops are the paths it carves,
 * aldous-broder walks one cell a step, hunt-and-kill's walks start where
 * its hunt finds a cell, growing-tree's list takes each cell once, kruskal
 * renames the smaller set at each join, eller names each row's sets,
 * division splits nested chambers; on plain grids and masks with many
 * pieces, and on hex, triangle, polar and weave mazes (cell indices in x
 * and x2);
 * the maze is the same with or without listening, and stopping at any
 * event cancels cleanly. */
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

/* On rect an event names cells by (x, y); on the other topologies by cell
 * index in x (y 0), which cell() then is. */
static int cell(const maze_event *e) { return e->y * W + e->x; }
static int cell2(const maze_event *e) { return e->y2 * W + e->x2; }
static int root(const maze_event *e) { return e->x == e->x2 && e->y == e->y2; }
static int is_rect(const maze *m) { return strcmp(maze_topology_of(m)->name, "rect") == 0; }
static int enabled(const maze *m, int c)
{
    return is_rect(m) ? maze_cell_enabled(m, c % W, c / W) : maze_cell_is_enabled(m, (uint32_t)c);
}

/* Whether the event's two cells are neighbours (across any side of the
 * tiling: a weave jump too). */
static int adjacent(const maze *m, const maze_event *e)
{
    if (is_rect(m)) return abs(e->x - e->x2) + abs(e->y - e->y2) == 1;
    if (e->y || e->y2) return 0;
    for (unsigned s = 0; s < maze_cell_sides(m, (uint32_t)e->x); s++)
        if (maze_cell_neighbor(m, (uint32_t)e->x, s) == e->x2) return 1;
    return 0;
}

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
            bad += seen[cell(e)]++ != 0 || (top ? !adjacent(m, e) || stack[top - 1] != cell2(e) : !root(e));
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
            bad += in[cell(e)] || !in[cell2(e)] || !adjacent(m, e) || !enabled(m, cell(e));
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
            bad += on[cell(e)] || in[cell(e)] || (len ? cell2(e) != walk[len - 1] || !adjacent(m, e) : !root(e));
            on[cell(e)] = 1;
            walk[len++] = cell(e);
        } else if (e->kind == MAZE_EV_BACKTRACK) {
            size_t k = 0, at = 0;
            while (k < len && walk[k] != cell(e)) k++;
            while (at < len && walk[at] != cell2(e)) at++;
            bad += k == len || !on[cell2(e)] || at >= k; /* the loop comes after the cell it closed on */
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
            bad += root(e) ? seen[cell(e)] != 0 : at != cell2(e) || !adjacent(m, e) || carved != !seen[cell(e)];
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

/* Whether every enabled grid neighbour of cell c is marked in done[]. On
 * weave a side may be closed for good by a crossing, which the cell calls
 * do not tell, so there it holds always. */
static int stuck(const maze *m, const int *done, int c)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    if (strcmp(maze_topology_of(m)->name, "weave") == 0) return 1;
    if (!is_rect(m)) {
        for (unsigned s = 0; s < maze_cell_sides(m, (uint32_t)c); s++) {
            int64_t nb = maze_cell_neighbor(m, (uint32_t)c, s);
            if (nb >= 0 && enabled(m, (int)nb) && !done[nb]) return 0;
        }
        return 1;
    }
    for (int d = 0; d < 4; d++) {
        int x = c % W + dx[d], y = c / W + dy[d];
        if (x >= 0 && y >= 0 && x < W && y < H && maze_cell_enabled(m, x, y) && !done[y * W + x]) return 0;
    }
    return 1;
}

/* hunt-and-kill: a FRONTIER is the cell a hunt finds while no walk runs
 * (joined to the walked cell (x2, y2), a piece's first cell itself), the
 * CARVE from it to that cell follows and its walk starts; each walk step is a
 * CARVE from the walk's cell to a new cell and the VISIT of that cell; a
 * BACKTRACK ends the walk where every neighbour is taken. Without a mask
 * the hunt only moves forward. */
static void check_hunt_and_kill(const ev_log *l, const maze *m, uint64_t pieces)
{
    int in[CELLS] = {0}, at = -1, hunted = -1, from = -1, last_hunt = -1;
    size_t bad = 0, roots = 0;
    int plain = is_rect(m) && maze_cell_count(m) == CELLS;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        const maze_event *prev = i ? &l->ev[i - 1] : NULL;
        if (e->kind == MAZE_EV_FRONTIER) {
            bad += at != -1 || in[cell(e)] || (root(e) ? 0 : !adjacent(m, e) || !in[cell2(e)]);
            bad += plain && cell(e) <= last_hunt;
            roots += root(e) != 0;
            last_hunt = at = cell(e);
            hunted = root(e) ? -1 : at; /* its join to (x2, y2) comes next */
            from = cell2(e);
            in[at] = 1;
        } else if (e->kind == MAZE_EV_CARVE) {
            if (hunted >= 0) bad += cell(e) != hunted || cell2(e) != from; /* the hunt's join */
            else bad += at < 0 || cell(e) != at || in[cell2(e)];
            hunted = -1;
        } else if (e->kind == MAZE_EV_VISIT) {
            bad += at < 0 || cell2(e) != at || !adjacent(m, e) || in[cell(e)] || prev->kind != MAZE_EV_CARVE ||
                   cell2(prev) != cell(e) || hunted >= 0;
            in[cell(e)] = 1;
            at = cell(e);
        } else if (e->kind == MAZE_EV_BACKTRACK) {
            bad += at < 0 || cell(e) != at || !root(e) || !stuck(m, in, at) || hunted >= 0;
            at = -1;
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(at, -1);
    CHECK_EQ(roots, pieces);
    CHECK_EQ(count(l, MAZE_EV_VISIT) + count(l, MAZE_EV_FRONTIER), maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_FRONTIER), count(l, MAZE_EV_BACKTRACK));
    CHECK(count(l, MAZE_EV_FRONTIER) > pieces); /* some walks end inside a piece */
    CHECK_EQ(count(l, MAZE_EV_CARVE), maze_cell_count(m) - pieces);
}

/* growing-tree: a FRONTIER puts a cell on the list once, right after the
 * CARVE into it from a listed cell (x2, y2), or a piece's first cell on the
 * empty list; a CARVE goes from a listed cell to a new one; a BACKTRACK
 * takes a listed cell off when every neighbour has been listed. */
static void check_growing_tree(const ev_log *l, const maze *m, uint64_t pieces)
{
    int listed[CELLS] = {0}, on[CELLS] = {0};
    size_t bad = 0, roots = 0, len = 0;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        const maze_event *prev = i ? &l->ev[i - 1] : NULL;
        if (e->kind == MAZE_EV_FRONTIER) {
            if (root(e)) roots++, bad += len != 0;
            else bad += prev->kind != MAZE_EV_CARVE || cell(prev) != cell2(e) || cell2(prev) != cell(e) || !on[cell2(e)];
            bad += listed[cell(e)]++ != 0;
            on[cell(e)] = 1;
            len++;
        } else if (e->kind == MAZE_EV_CARVE) {
            bad += !on[cell(e)] || listed[cell2(e)];
        } else if (e->kind == MAZE_EV_BACKTRACK) {
            bad += !on[cell(e)] || !root(e) || !stuck(m, listed, cell(e));
            on[cell(e)] = 0;
            len -= len > 0;
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(len, 0);
    CHECK_EQ(roots, pieces);
    CHECK_EQ(count(l, MAZE_EV_FRONTIER), maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_BACKTRACK), maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_CARVE), maze_cell_count(m) - pieces);
}

/* kruskal: each CARVE joins two sets of different names, and the SETs
 * after it rename every cell of the smaller one (no bigger than the other)
 * to the other's name; in the end a piece is one set: cells - pieces
 * joins. */
static void check_kruskal(const ev_log *l, const maze *m, uint64_t pieces)
{
    int name[CELLS], size[CELLS], a = -1, b = -1, to = -1, renamed = 0;
    size_t bad = 0;
    for (int c = 0; c < CELLS; c++) name[c] = c, size[c] = 1;
    for (size_t i = 0; i <= l->n; i++) {
        const maze_event *e = i < l->n ? &l->ev[i] : NULL;
        if (!e || e->kind == MAZE_EV_CARVE) { /* the join before is complete */
            if (a >= 0) {
                int from = to == a ? b : a;
                bad += to < 0 || renamed != size[from] || size[from] > size[to];
                size[to] += renamed;
                size[from] = 0;
            }
            if (!e) break;
            a = name[cell(e)];
            b = name[cell2(e)];
            bad += a == b || !adjacent(m, e);
            to = -1;
            renamed = 0;
        } else if (e->kind == MAZE_EV_SET) {
            int old = name[cell(e)], n = cell2(e);
            bad += a < 0 || (to >= 0 && n != to) || !((old == a && n == b) || (old == b && n == a)) || name[n] != n;
            to = n;
            name[cell(e)] = n;
            renamed++;
        } else {
            bad++;
        }
    }
    int names[CELLS] = {0};
    uint64_t distinct = 0;
    for (int c = 0; c < CELLS; c++)
        if (enabled(m, c)) distinct += names[name[c]]++ == 0;
    CHECK_EQ(bad, 0);
    CHECK_EQ(distinct, pieces);
    CHECK_EQ(count(l, MAZE_EV_CARVE), maze_cell_count(m) - pieces);
    CHECK(count(l, MAZE_EV_SET) >= maze_cell_count(m) - pieces);
}

static int uf_find(int *par, int a)
{
    while (par[a] != a) a = par[a] = par[par[a]];
    return a;
}

/* eller: once a row is carved, a SET for each of its enabled cells in
 * order, named by the leftmost cell of the row joined to it by the
 * passages so far; on a mask the Kruskal joins after the rows rename
 * cells of joined sets only. */
static void check_eller(const ev_log *l, const maze *m, uint64_t pieces)
{
    int par[CELLS], last = -1;
    size_t bad = 0, rows = 0;
    for (int c = 0; c < CELLS; c++) par[c] = c;
    for (size_t i = 0; i < l->n; i++) {
        const maze_event *e = &l->ev[i];
        if (e->kind == MAZE_EV_CARVE) {
            bad += !adjacent(m, e);
            par[uf_find(par, cell(e))] = uf_find(par, cell2(e));
        } else if (e->kind == MAZE_EV_SET) {
            int k = uf_find(par, cell(e));
            bad += k != uf_find(par, cell2(e));
            if (rows == maze_cell_count(m)) continue; /* the Kruskal joins */
            rows++;
            bad += e->y2 != e->y || e->x2 > e->x || cell(e) <= last || !maze_cell_enabled(m, e->x, e->y);
            for (int x = 0; x < e->x2; x++) bad += uf_find(par, e->y * W + x) == k;
            last = cell(e);
        } else {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(rows, maze_cell_count(m));
    CHECK_EQ(count(l, MAZE_EV_CARVE), maze_cell_count(m) - pieces);
}

/* division: after the CARVEs that open every wall, each CHAMBER (the whole
 * grid first, each later one inside an earlier one, at least 2 x 2) is
 * split by the WALLs after it, one straight line across it with one gap
 * (fewer on a mask, where walls to missing cells are closed already); what
 * the Kruskal joins add on a mask leaves a tree: carves less walls are
 * cells - pieces. */
static void check_division(const ev_log *l, const maze *m, uint64_t pieces)
{
    int cham[CELLS][4], nc = 0, walls = 0, line = -1, across = -1;
    size_t bad = 0;
    int plain = maze_cell_count(m) == CELLS;
    for (size_t i = 0; i <= l->n; i++) {
        const maze_event *e = i < l->n ? &l->ev[i] : NULL;
        if (nc && (!e || e->kind == MAZE_EV_CHAMBER)) { /* the chamber before is split */
            const int *c = cham[nc - 1];
            int len = across ? c[2] - c[0] + 1 : c[3] - c[1] + 1;
            bad += plain ? walls != len - 1 : walls > len - 1;
        }
        if (!e) break;
        if (e->kind == MAZE_EV_CHAMBER) {
            int inside = nc == 0 ? e->x == 0 && e->y == 0 && e->x2 == W - 1 && e->y2 == H - 1 : 0;
            for (int k = 0; k < nc && !inside; k++)
                inside = e->x >= cham[k][0] && e->y >= cham[k][1] && e->x2 <= cham[k][2] && e->y2 <= cham[k][3] &&
                         (e->x2 - e->x) * (e->y2 - e->y) < (cham[k][2] - cham[k][0]) * (cham[k][3] - cham[k][1]);
            bad += !inside || e->x2 - e->x < 1 || e->y2 - e->y < 1 || nc == CELLS;
            if (nc < CELLS) cham[nc][0] = e->x, cham[nc][1] = e->y, cham[nc][2] = e->x2, cham[nc][3] = e->y2, nc++;
            walls = 0;
            line = across = -1;
        } else if (e->kind == MAZE_EV_WALL) {
            const int *c = nc ? cham[nc - 1] : NULL;
            int a = e->y != e->y2, at = a ? (e->y < e->y2 ? e->y : e->y2) : (e->x < e->x2 ? e->x : e->x2);
            bad += !c || !adjacent(m, e) || e->x < c[0] || e->x2 > c[2] || e->y < c[1] || e->y2 > c[3] ||
                   (line >= 0 && (a != across || at != line));
            across = a;
            line = at;
            walls++;
        } else if (e->kind == MAZE_EV_CARVE) {
            bad += plain && nc; /* the opening comes first; Kruskal only on a mask */
        } else if (e->kind != MAZE_EV_SET || plain) {
            bad++;
        }
    }
    CHECK_EQ(bad, 0);
    CHECK(nc >= 1);
    CHECK_EQ(count(l, MAZE_EV_CARVE) - count(l, MAZE_EV_WALL), maze_cell_count(m) - pieces);
}

typedef void (*check_fn)(const ev_log *, const maze *, uint64_t);
static const struct {
    const char *name;
    check_fn check;
} gens[] = {{"dfs", check_dfs}, {"prim", check_prim}, {"wilson", check_wilson}, {"aldous-broder", check_aldous_broder},
          {"hunt-and-kill", check_hunt_and_kill}, {"growing-tree", check_growing_tree}, {"kruskal", check_kruskal},
          {"eller", check_eller}, {"division", check_division}};

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

/* A maze of topology `topo` (a weave, hex or triangle w x h, a polar of 9
 * rings) with about `off` percent of its cells disabled at random. */
static maze *make_topo(const char *topo, int off, uint64_t seed)
{
    int polar = strcmp(topo, "polar") == 0;
    maze_shape sh = {topo, polar ? 0 : W, polar ? 0 : H, 0, polar ? 9 : 0};
    maze *m;
    if (maze_create_shape(&m, &sh, NULL)) return NULL;
    maze_rng rng;
    maze_rng_seed(&rng, seed * 7919);
    for (uint32_t c = 0; c < maze_cell_total(m); c++)
        if ((int)maze_rng_below(&rng, 100) < off) (void)maze_cell_set_enabled(m, c, 0);
    return m;
}

/* Pieces of m's enabled cells by its open sides (a perfect maze: one tree a
 * piece of the tiling, which test_topo and test_weave hold it to). */
static uint64_t cell_pieces(const maze *m)
{
    uint32_t par[CELLS];
    uint64_t n = maze_cell_total(m), count = 0;
    for (uint32_t c = 0; c < n; c++) par[c] = c;
    for (uint32_t c = 0; c < n; c++)
        for (unsigned s = 0; s < maze_cell_sides(m, c); s++)
            if (maze_cell_is_open(m, c, s)) par[tl_find(par, c)] = tl_find(par, (uint32_t)maze_cell_neighbor(m, c, s));
    for (uint32_t c = 0; c < n; c++) count += maze_cell_is_enabled(m, c) && tl_find(par, c) == c;
    return count;
}

/* On hex, triangle, polar and weave each generator that runs there shows
 * the same method as on rect, with cell indices; the maze is the one made
 * without listening. */
static void test_topologies(void)
{
    static const char *const topos[] = {"hex", "triangle", "polar", "weave"};
    for (size_t t = 0; t < sizeof topos / sizeof topos[0]; t++)
        for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) {
            const maze_generator *gn = maze_generator_find(gens[g].name);
            if (!maze_generator_fits(gn, maze_topology_find(topos[t]))) continue;
            for (int off = 0; off <= 30; off += 30)
                for (uint64_t seed = 1; seed <= 3; seed++) {
                    maze *m = make_topo(topos[t], off, seed), *quiet = make_topo(topos[t], off, seed);
                    CHECK(m && quiet && maze_cell_total(m) <= CELLS);
                    if (!m || !quiet || maze_cell_total(m) > CELLS) return;
                    memset(&logbuf, 0, sizeof logbuf);
                    CHECK_EQ(gen(m, gens[g].name, seed, &logbuf), MAZE_OK);
                    CHECK(logbuf.n <= sizeof logbuf.ev / sizeof logbuf.ev[0]);
                    size_t before = (size_t)tl_failed;
                    gens[g].check(&logbuf, m, cell_pieces(m));
                    if ((size_t)tl_failed != before)
                        fprintf(stderr, "  %s on %s, %d%% off, seed %llu\n", gens[g].name, topos[t], off,
                                (unsigned long long)seed);
                    CHECK_EQ(gen(quiet, gens[g].name, seed, NULL), MAZE_OK);
                    CHECK(tl_same_cells(m, quiet));
                    maze_destroy(m);
                    maze_destroy(quiet);
                }
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

/* The same on hex and weave: each event path of the cell versions stops
 * cleanly. */
static void test_cancel_topologies(void)
{
    static const char *const topos[] = {"hex", "weave"};
    for (size_t t = 0; t < 2; t++)
        for (size_t g = 0; g < sizeof gens / sizeof gens[0]; g++) {
            if (!maze_generator_fits(maze_generator_find(gens[g].name), maze_topology_find(topos[t]))) continue;
            maze *m = make_topo(topos[t], 30, 2);
            CHECK(m != NULL);
            if (!m) return;
            memset(&logbuf, 0, sizeof logbuf);
            CHECK_EQ(gen(m, gens[g].name, 2, &logbuf), MAZE_OK);
            size_t total = logbuf.n, bad = 0;
            for (size_t k = 1; k <= total; k += 1 + k / 64) {
                maze_destroy(m);
                m = make_topo(topos[t], 30, 2);
                memset(&logbuf, 0, sizeof logbuf);
                logbuf.stop_at = k;
                bad += !m || gen(m, gens[g].name, 2, &logbuf) != MAZE_ECANCELLED || logbuf.n != k;
            }
            CHECK_EQ(bad, 0);
            maze_destroy(m);
        }
}

int main(void)
{
    test_invariants();
    test_topologies();
    test_cancel_anywhere();
    test_cancel_topologies();
    return check_done();
}
