/* testlib.c - the body of testlib.h: the harness's counters, the sink, the
 * counting allocator, maze checks and masks, the reference search that the
 * solver tests trust (kept apart from the library's solvers on purpose), and
 * spanning trees of small graphs for the uniformity tests. */
#include "testlib.h"

#include <dirent.h>
#include <stddef.h>

int tl_passed, tl_failed;

int check_done(void)
{
    printf("%d passed, %d failed\n", tl_passed, tl_failed);
    return tl_failed ? 1 : 0;
}

/* ---- sink ---- */

int tl_sink_write(void *sink, const void *bytes, size_t len)
{
    tl_sink *s = sink;
    s->calls++;
    if (s->fail_call && s->calls >= s->fail_call) return -1;
    if (s->fail_bytes && s->len + len > s->fail_bytes) return -1;
    if (!s->data || s->len + len + 1 > s->cap) {
        size_t cap = (s->len + len + 1) * 2;
        char *d = realloc(s->data, cap);
        if (!d) return -1;
        s->data = d;
        s->cap = cap;
    }
    if (len) memcpy(s->data + s->len, bytes, len);
    s->len += len;
    s->data[s->len] = 0;
    return 0;
}

void tl_sink_free(tl_sink *s)
{
    free(s->data);
    s->data = NULL;
    s->len = s->cap = s->calls = 0;
}

/* ---- allocator: each block carries its size in a header ---- */

#define HEADER _Alignof(max_align_t)

void *tl_alloc_fn(void *ud, void *p, size_t n)
{
    tl_alloc *a = ud;
    unsigned char *block = p ? (unsigned char *)p - HEADER : NULL;
    size_t old = 0;
    if (block) memcpy(&old, block, sizeof old);
    if (n == 0) {
        if (block) {
            a->live--;
            a->bytes -= old;
            free(block);
        }
        return NULL;
    }
    if (n > a->biggest) a->biggest = n;
    if (a->armed && (++a->count == a->armed || (a->sticky && a->count > a->armed))) {
        a->failed = 1;
        return NULL;
    }
    if (n > SIZE_MAX - HEADER) return NULL;
    unsigned char *q = realloc(block, n + HEADER);
    if (!q) return NULL;
    memcpy(q, &n, sizeof n);
    if (!block) a->live++;
    a->bytes += n - old;
    if (a->bytes > a->peak) a->peak = a->bytes;
    return q + HEADER;
}

maze_allocator tl_alloc_make(tl_alloc *a)
{
    maze_allocator al = {tl_alloc_fn, a};
    return al;
}

void tl_alloc_arm(tl_alloc *a, long n)
{
    a->armed = n;
    a->count = 0;
    a->failed = 0;
}

long tl_alloc_sweep(const char *name, tl_sweep_fn op, const void *arg)
{
    for (long at = 1;; at++) {
        tl_alloc f = {0};
        maze_allocator a = tl_alloc_make(&f);
        int st = op(&f, &a, at, arg);
        if (!f.failed) {
            if (st != MAZE_OK) fprintf(stderr, "%s: status %d without injection\n", name, st);
            CHECK_EQ(st, MAZE_OK);
            CHECK_EQ(f.live, 0);
            return at - 1;
        }
        if (st != MAZE_ENOMEM || f.live != 0)
            fprintf(stderr, "%s: failing allocation %ld gave status %d, %ld live blocks\n", name, at, st, f.live);
        CHECK_EQ(st, MAZE_ENOMEM);
        CHECK_EQ(f.live, 0);
        if (at > 100000) {
            fprintf(stderr, "%s: the injection sweep did not end\n", name);
            CHECK(at <= 100000);
            return at;
        }
    }
}

int tl_open_search_make(tl_open_search *o, int32_t w, int32_t h, int moves, const maze_allocator *a)
{
    memset(o, 0, sizeof *o);
    int st = maze_map_create(&o->map, w, h, a);
    if (!st) st = maze_graph_from_map(&o->graph, o->map, moves, a);
    if (!st) st = maze_search_create(&o->search, o->graph, a);
    if (st) tl_open_search_free(o);
    return st;
}

void tl_open_search_free(tl_open_search *o)
{
    maze_search_destroy(o->search);
    maze_graph_destroy(o->graph);
    maze_map_destroy(o->map);
    memset(o, 0, sizeof *o);
}

/* ---- mazes ---- */

uint32_t tl_find(uint32_t *parent, uint32_t i)
{
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
}

uint64_t tl_pieces(const maze *m, int by_passage)
{
    int32_t w = maze_width(m), h = maze_height(m);
    uint64_t n = (uint64_t)w * (uint64_t)h, count = 0;
    uint32_t *p = calloc(n, sizeof *p); /* calloc: clang-analyzer cannot see that the loop below fills it */
    if (!p) return 0;
    for (uint32_t i = 0; i < n; i++) p[i] = i;
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            uint32_t i = (uint32_t)y * (uint32_t)w + (uint32_t)x;
            unsigned k = maze_get(m, x, y);
            if (!maze_cell_enabled(m, x, y)) continue;
            if (maze_cell_enabled(m, x + 1, y) && (!by_passage || (k & MAZE_E))) p[tl_find(p, i)] = tl_find(p, i + 1);
            if (maze_cell_enabled(m, x, y + 1) && (!by_passage || (k & MAZE_S)))
                p[tl_find(p, i)] = tl_find(p, i + (uint32_t)w);
        }
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            uint32_t i = (uint32_t)y * (uint32_t)w + (uint32_t)x;
            if (maze_cell_enabled(m, x, y) && tl_find(p, i) == i) count++;
        }
    free(p);
    return count;
}

int tl_spanning_forest(const maze *m)
{
    uint64_t p = tl_pieces(m, 0);
    return maze_passage_count(m) == maze_cell_count(m) - p && tl_pieces(m, 1) == p;
}

int tl_same_maze(const maze *a, const maze *b)
{
    if (!a || !b || maze_width(a) != maze_width(b) || maze_height(a) != maze_height(b)) return 0;
    for (int32_t y = 0; y < maze_height(a); y++)
        for (int32_t x = 0; x < maze_width(a); x++)
            if (maze_get(a, x, y) != maze_get(b, x, y) || maze_cell_enabled(a, x, y) != maze_cell_enabled(b, x, y))
                return 0;
    return 1;
}

void tl_maze_row(const maze *m, int32_t y, uint8_t *open)
{
    for (int32_t x = 0; x < maze_width(m); x++) open[x] = (uint8_t)(maze_get(m, x, y) & (MAZE_E | MAZE_S));
}

int tl_write_rows(maze_row_writer *w, const maze *m)
{
    uint8_t *open = malloc((size_t)maze_width(m));
    if (!open) return MAZE_ENOMEM;
    int st = MAZE_OK;
    for (int32_t y = 0; y < maze_height(m) && !st; y++) {
        tl_maze_row(m, y, open);
        st = maze_row_writer_row(w, y, open);
    }
    free(open);
    return st ? st : maze_row_writer_finish(w);
}

void tl_mask(maze *m, int kind, uint64_t seed)
{
    int32_t w = maze_width(m), h = maze_height(m);
    maze_rng r;
    maze_rng_seed(&r, seed);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            int off = 0;
            if (kind == TL_MASK_RANDOM) off = maze_rng_below(&r, 10) < 3;
            if (kind == TL_MASK_SPARSE) off = maze_rng_below(&r, 10) < 6;
            if (kind == TL_MASK_RING) off = x > w / 4 && x < w - 1 - w / 4 && y > h / 4 && y < h - 1 - h / 4;
            if (kind == TL_MASK_COMB) off = (x % 2 == 1) && y < h - 1;
            if (kind == TL_MASK_BARS) off = x % 37 == 5 || y % 41 == 7;
            if (off) maze_set_cell_enabled(m, x, y, 0);
        }
}

/* ---- search instances ---- */

int tl_inst_maze(tl_inst *in, const char *gen, int32_t w, int32_t h, uint64_t seed, int loops)
{
    memset(in, 0, sizeof *in);
    if (maze_generate(&in->m, gen, w, h, seed, NULL, NULL)) return -1;
    maze_rng rng;
    maze_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ull);
    for (int i = 0; i < loops; i++) {
        int32_t x = (int32_t)maze_rng_below(&rng, (uint64_t)w), y = (int32_t)maze_rng_below(&rng, (uint64_t)h);
        unsigned dir = 1u << maze_rng_below(&rng, 4);
        (void)maze_set_passage(in->m, x, y, dir, 1); /* off-grid sides fail: fine */
    }
    in->moves = 4;
    return maze_graph_from_maze(&in->g, in->m, NULL);
}

int tl_inst_map(tl_inst *in, int32_t w, int32_t h, uint64_t seed, int pct, int moves, int costs)
{
    memset(in, 0, sizeof *in);
    if (maze_map_create(&in->map, w, h, NULL)) return -1;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) {
            if ((int)maze_rng_below(&rng, 100) < pct) maze_map_set(in->map, x, y, '@');
            if (costs) maze_map_set_cost(in->map, x, y, 1.0 + (double)maze_rng_below(&rng, 17) / 4.0);
        }
    in->moves = moves;
    return maze_graph_from_map(&in->g, in->map, moves, NULL);
}

maze_map *tl_random_map(int32_t w, int32_t h, uint64_t seed, int pct)
{
    maze_map *map = NULL;
    CHECK_EQ(maze_map_create(&map, w, h, NULL), MAZE_OK);
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int bad = 0;
    for (int32_t y = 0; map && y < h; y++)
        for (int32_t x = 0; x < w; x++)
            if ((int)maze_rng_below(&rng, 100) < pct) bad += maze_map_set(map, x, y, '@') != MAZE_OK;
    CHECK_EQ(bad, 0);
    return map;
}

void tl_inst_free(tl_inst *in)
{
    maze_graph_destroy(in->g);
    maze_destroy(in->m);
    maze_map_destroy(in->map);
    memset(in, 0, sizeof *in);
}

int32_t tl_inst_width(const tl_inst *in)
{
    return in->m ? maze_width(in->m) : maze_map_width(in->map);
}

int32_t tl_inst_height(const tl_inst *in)
{
    return in->m ? maze_height(in->m) : maze_map_height(in->map);
}

int tl_open(const tl_inst *in, int32_t x, int32_t y)
{
    return in->m ? maze_cell_enabled(in->m, x, y) : maze_map_open(in->map, x, y);
}

double tl_cost(const tl_inst *in, int32_t x, int32_t y)
{
    return in->map ? maze_map_cost(in->map, x, y) : 1.0;
}

int tl_move_ok(const tl_inst *in, int32_t x, int32_t y, int dx, int dy)
{
    if ((dx == 0 && dy == 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) return 0;
    if (!tl_open(in, x, y) || !tl_open(in, x + dx, y + dy)) return 0;
    if (in->m) {
        if (dx && dy) return 0;
        unsigned bit = dy < 0 ? MAZE_N : dy > 0 ? MAZE_S : dx > 0 ? MAZE_E : MAZE_W;
        return (maze_get(in->m, x, y) & bit) != 0;
    }
    if (dx && dy) return in->moves == 8 && tl_open(in, x + dx, y) && tl_open(in, x, y + dy);
    return 1;
}

double tl_check_path(const tl_inst *in, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    uint32_t w = (uint32_t)tl_inst_width(in);
    if (!r->found || r->length == 0 || !r->path) return -1;
    if (r->path[0] != (uint32_t)sy * w + (uint32_t)sx || r->path[r->length - 1] != (uint32_t)gy * w + (uint32_t)gx)
        return -1;
    double cost = 0;
    for (size_t i = 1; i < r->length; i++) {
        int32_t x0 = (int32_t)(r->path[i - 1] % w), y0 = (int32_t)(r->path[i - 1] / w);
        int32_t x1 = (int32_t)(r->path[i] % w), y1 = (int32_t)(r->path[i] / w);
        if (!tl_move_ok(in, x0, y0, x1 - x0, y1 - y0)) return -1;
        cost += ((x1 != x0 && y1 != y0) ? TL_SQRT2 : 1.0) * tl_cost(in, x1, y1);
    }
    if (fabs(cost - r->cost) > 1e-9 * (cost + 1)) return -1;
    return cost;
}

/* The cell or grid line a sample coordinate v (in units of 1 / (2 L) of a
 * cell) falls on: the cell's index, with *line set when v is on a line
 * (the index then is the cell after it). */
static int64_t sample_cell(int64_t v, int64_t l2, int *line)
{
    *line = v % l2 == 0;
    return v / l2; /* v >= 0 */
}

int tl_sight(tl_open_fn open, const void *ud, int diag, int32_t x0, int32_t y0, int32_t x1, int32_t y1)
{
    int64_t dx = (int64_t)x1 - x0, dy = (int64_t)y1 - y0;
    int64_t l = 4 * (dx ? llabs(dx) : 1) * (dy ? llabs(dy) : 1), l2 = 2 * l;
    for (int64_t k = 0; k <= l; k++) { /* the point at t = k / l, times 2 l */
        int64_t px = (2 * (int64_t)x0 + 1) * l + 2 * dx * k, py = (2 * (int64_t)y0 + 1) * l + 2 * dy * k;
        int lx, ly;
        int64_t cx = sample_cell(px, l2, &lx), cy = sample_cell(py, l2, &ly);
        if (!lx && !ly && !open(ud, (int32_t)cx, (int32_t)cy)) return 0;
        if (!lx || !ly) continue; /* on one line: the cells either side are sampled inside */
        /* A corner: the segment goes between the cells beside it. */
        int down = (dx > 0) == (dy > 0); /* heading south-east or north-west */
        int a = open(ud, (int32_t)(down ? cx : cx - 1), (int32_t)(cy - 1));
        int b = open(ud, (int32_t)(down ? cx - 1 : cx), (int32_t)cy);
        int ok = diag == MAZE_DIAG_ALWAYS ? 1 : diag == MAZE_DIAG_ONE_OPEN ? a || b : a && b;
        if (!ok) return 0;
    }
    return 1;
}

int tl_open_fn_inst(const void *ud, int32_t x, int32_t y) { return tl_open(ud, x, y); }

double tl_check_any_angle(const tl_inst *in, const maze_result *r, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    uint32_t w = (uint32_t)tl_inst_width(in);
    if (!in->map || !r->found || r->length == 0 || !r->path) return -1;
    if (r->path[0] != (uint32_t)sy * w + (uint32_t)sx || r->path[r->length - 1] != (uint32_t)gy * w + (uint32_t)gx)
        return -1;
    double cost = 0;
    for (size_t i = 1; i < r->length; i++) {
        int32_t x0 = (int32_t)(r->path[i - 1] % w), y0 = (int32_t)(r->path[i - 1] / w);
        int32_t x1 = (int32_t)(r->path[i] % w), y1 = (int32_t)(r->path[i] / w);
        if (!tl_sight(tl_open_fn_inst, in, MAZE_DIAG_NO_CORNER, x0, y0, x1, y1)) return -1;
        cost += hypot(x1 - x0, y1 - y0);
    }
    if (fabs(cost - r->cost) > 1e-9 * (cost + 1)) return -1;
    return cost;
}

double tl_check_result(const tl_inst *in, const maze_solver *sv, const maze_result *r, int32_t sx, int32_t sy,
                       int32_t gx, int32_t gy)
{
    if (sv->flags & MAZE_SOLVER_ANY_ANGLE) return tl_check_any_angle(in, r, sx, sy, gx, gy);
    return tl_check_path(in, r, sx, sy, gx, gy);
}

/* ---- the reference search: Dijkstra with a binary heap of (cost, cell) ---- */

typedef struct ref_item {
    double d;
    size_t v;
} ref_item;

typedef struct ref_heap {
    ref_item *a;
    size_t n, cap;
} ref_heap;

static int ref_push(ref_heap *h, double d, size_t v)
{
    if (h->n == h->cap) {
        size_t cap = h->cap ? 2 * h->cap : 256;
        ref_item *a = realloc(h->a, cap * sizeof *a);
        if (!a) return -1;
        h->a = a;
        h->cap = cap;
    }
    size_t i = h->n++;
    while (i > 0 && h->a[(i - 1) / 2].d > d) {
        h->a[i] = h->a[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h->a[i] = (ref_item){d, v};
    return 0;
}

static ref_item ref_pop(ref_heap *h)
{
    ref_item top = h->a[0], last = h->a[--h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && h->a[c + 1].d < h->a[c].d) c++;
        if (h->a[c].d >= last.d) break;
        h->a[i] = h->a[c];
        i = c;
    }
    h->a[i] = last;
    return top;
}

/* Settles cells from (sx, sy) in order of cost into dist, stopping when cell
 * `goal` is settled (goal past the grid: never). Returns the goal's cost,
 * -1 when it is unreachable, -2 out of memory. */
static double ref_search(const tl_inst *in, int32_t sx, int32_t sy, size_t goal, double *dist)
{
    size_t w = (size_t)tl_inst_width(in), n = w * (size_t)tl_inst_height(in);
    ref_heap h = {NULL, 0, 0};
    for (size_t i = 0; i < n; i++) dist[i] = INFINITY;
    size_t start = (size_t)sy * w + (size_t)sx;
    dist[start] = 0;
    double found = -1;
    if (ref_push(&h, 0, start)) return -2;
    while (h.n) {
        ref_item it = ref_pop(&h);
        if (it.d > dist[it.v]) continue; /* a stale entry */
        if (it.v == goal) {
            found = it.d;
            break;
        }
        int32_t x = (int32_t)(it.v % w), y = (int32_t)(it.v / w);
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
                if (!tl_move_ok(in, x, y, dx, dy)) continue;
                size_t j = (size_t)(y + dy) * w + (size_t)(x + dx);
                double d = it.d + ((dx && dy) ? TL_SQRT2 : 1.0) * tl_cost(in, x + dx, y + dy);
                if (d < dist[j]) {
                    dist[j] = d;
                    if (ref_push(&h, d, j)) {
                        free(h.a);
                        return -2;
                    }
                }
            }
    }
    free(h.a);
    return found;
}

int tl_ref_distances(const tl_inst *in, int32_t sx, int32_t sy, double *dist)
{
    return ref_search(in, sx, sy, SIZE_MAX, dist) == -2 ? -1 : 0;
}

double tl_ref_cost(const tl_inst *in, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    size_t w = (size_t)tl_inst_width(in);
    double *dist = malloc(w * (size_t)tl_inst_height(in) * sizeof *dist);
    if (!dist) {
        fprintf(stderr, "tl_ref_cost: out of memory\n");
        abort();
    }
    double c = ref_search(in, sx, sy, (size_t)gy * w + (size_t)gx, dist);
    free(dist);
    if (c == -2) {
        fprintf(stderr, "tl_ref_cost: out of memory\n");
        abort();
    }
    return c;
}

void tl_pick_open(const tl_inst *in, maze_rng *rng, int32_t *x, int32_t *y)
{
    int32_t w = tl_inst_width(in), h = tl_inst_height(in);
    do {
        *x = (int32_t)maze_rng_below(rng, (uint64_t)w);
        *y = (int32_t)maze_rng_below(rng, (uint64_t)h);
    } while (!tl_open(in, *x, *y));
}

/* ---- mazes of every topology ---- */

int tl_topo_maze(maze **out, const maze_topology *t, int32_t size, const char *gen, uint64_t seed, int off,
                 int loops)
{
    maze_shape sh = {t->name, 0, 0, 0, 0};
    if (t->flags & MAZE_TOPO_WIDTH) sh.width = size;
    if (t->flags & MAZE_TOPO_HEIGHT) sh.height = size > 2 ? size - 1 : size;
    if (t->flags & MAZE_TOPO_LEVELS) sh.levels = 2 + size % 2;
    if (t->flags & MAZE_TOPO_RINGS) sh.rings = size;
    int st = maze_create_shape(out, &sh, NULL);
    if (st) return st;
    maze *m = *out;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    uint32_t n = (uint32_t)maze_cell_total(m);
    for (uint32_t c = 0; c < n && !st; c++)
        if ((int)maze_rng_below(&rng, 100) < off) st = maze_cell_set_enabled(m, c, 0);
    if (!st) st = maze_generate_into(m, maze_generator_find(gen), &rng, NULL);
    for (int i = 0; i < loops && !st && n; i++) {
        uint32_t c = (uint32_t)maze_rng_below(&rng, n);
        unsigned side = (unsigned)maze_rng_below(&rng, maze_cell_sides(m, c));
        int64_t nb = maze_cell_neighbor(m, c, side);
        if (nb >= 0 && maze_cell_is_enabled(m, c) && maze_cell_is_enabled(m, (uint32_t)nb))
            st = maze_cell_set_open(m, c, side, 1);
        if (st == MAZE_EINVAL) st = MAZE_OK; /* weave: a loop the crossing rule forbids is not made */
    }
    if (st) {
        maze_destroy(m);
        *out = NULL;
    }
    return st;
}

int tl_same_cells(const maze *a, const maze *b)
{
    if (maze_topology_of(a) != maze_topology_of(b) || maze_cell_total(a) != maze_cell_total(b)) return 0;
    for (uint32_t c = 0; c < maze_cell_total(a); c++)
        if (maze_cell_is_enabled(a, c) != maze_cell_is_enabled(b, c) ||
            maze_cell_open_sides(a, c) != maze_cell_open_sides(b, c))
            return 0;
    return 1;
}

int tl_cell_joined(const maze *m, uint32_t a, uint32_t b)
{
    for (unsigned s = 0; s < maze_cell_sides(m, a); s++)
        if (maze_cell_neighbor(m, a, s) == (int64_t)b && maze_cell_is_open(m, a, s)) return 1;
    return 0;
}

int tl_cell_bfs(const maze *m, uint32_t start, int64_t *dist)
{
    uint64_t n = maze_cell_total(m);
    uint32_t *queue = malloc((size_t)n * sizeof *queue);
    if (!queue) return -1;
    for (uint64_t c = 0; c < n; c++) dist[c] = -1;
    size_t head = 0, tail = 0;
    dist[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
        uint32_t c = queue[head++];
        for (unsigned s = 0; s < maze_cell_sides(m, c); s++) {
            int64_t nb = maze_cell_neighbor(m, c, s);
            if (nb < 0 || !maze_cell_is_open(m, c, s) || dist[nb] >= 0) continue;
            dist[nb] = dist[c] + 1;
            queue[tail++] = (uint32_t)nb;
        }
    }
    free(queue);
    return 0;
}

uint32_t tl_cell_pick(const maze *m, maze_rng *rng)
{
    uint32_t c;
    do c = (uint32_t)maze_rng_below(rng, maze_cell_total(m));
    while (!maze_cell_is_enabled(m, c));
    return c;
}

/* ---- spanning trees of small graphs ---- */

int tl_graph_edge(tl_graph *g, int a, int b)
{
    if (g->edges >= TL_GRAPH_MAX || a == b || a < 0 || b < 0 || a >= g->cells || b >= g->cells) return -1;
    g->a[g->edges] = a;
    g->b[g->edges] = b;
    return g->edges++;
}

void tl_graph_grid(tl_graph *g, int w, int h)
{
    memset(g, 0, sizeof *g);
    g->cells = w * h;
    for (int y = 0; y < h; y++)
        for (int x = 0; x + 1 < w; x++) tl_graph_edge(g, y * w + x, y * w + x + 1);
    for (int y = 0; y + 1 < h; y++)
        for (int x = 0; x < w; x++) tl_graph_edge(g, y * w + x, (y + 1) * w + x);
}

/* a * b - c * d over 128 bits; 0 with *over set when it overflows. */
static __int128 tl_cross(__int128 a, __int128 b, __int128 c, __int128 d, int *over)
{
    __int128 p, q, r;
    if (__builtin_mul_overflow(a, b, &p) || __builtin_mul_overflow(c, d, &q) || __builtin_sub_overflow(p, q, &r)) {
        *over = 1;
        return 0;
    }
    return r;
}

/* Bareiss: every entry after step i is a minor of the matrix, so each
 * division by the previous pivot is exact (checked all the same). */
static int64_t tl_bareiss(__int128 (*m)[TL_GRAPH_MAX - 1], int k)
{
    __int128 prev = 1;
    int sign = 1, over = 0;
    for (int i = 0; i < k; i++) {
        if (m[i][i] == 0) {
            int r = i + 1;
            while (r < k && m[r][i] == 0) r++;
            if (r == k) return 0;
            for (int c = 0; c < k; c++) {
                __int128 t = m[i][c];
                m[i][c] = m[r][c];
                m[r][c] = t;
            }
            sign = -sign;
        }
        for (int r = i + 1; r < k; r++)
            for (int c = i + 1; c < k; c++) {
                __int128 v = tl_cross(m[r][c], m[i][i], m[r][i], m[i][c], &over);
                if (over || v % prev != 0) return -1;
                m[r][c] = v / prev;
            }
        prev = m[i][i];
    }
    __int128 det = k ? sign * m[k - 1][k - 1] : 1;
    return det < 0 || det > INT64_MAX ? -1 : (int64_t)det;
}

int64_t tl_kirchhoff(const tl_graph *g)
{
    if (g->cells < 1 || g->cells > TL_GRAPH_MAX) return -1;
    __int128 (*m)[TL_GRAPH_MAX - 1] = calloc(TL_GRAPH_MAX - 1, sizeof *m);
    if (!m) return -1;
    int k = g->cells - 1;
    for (int e = 0; e < g->edges; e++) {
        int a = g->a[e], b = g->b[e];
        if (a < k) m[a][a]++;
        if (b < k) m[b][b]++;
        if (a < k && b < k) {
            m[a][b]--;
            m[b][a]--;
        }
    }
    int64_t det = tl_bareiss(m, k);
    free(m);
    return det;
}

/* The search state: pieces as labels (cell -> its piece's smallest cell). */
typedef struct tl_tree_search {
    const tl_graph *g;
    tl_trees *t;
    long max, cap;
    int failed;
} tl_tree_search;

/* Whether the edges taken (in `label`) and edges e.. still join every cell. */
static int tl_rest_connects(const tl_graph *g, const uint8_t *label, int e)
{
    uint32_t p[TL_GRAPH_MAX];
    for (int i = 0; i < g->cells; i++) p[i] = label[i];
    for (; e < g->edges; e++) p[tl_find(p, (uint32_t)g->a[e])] = tl_find(p, (uint32_t)g->b[e]);
    for (int i = 1; i < g->cells; i++)
        if (tl_find(p, (uint32_t)i) != tl_find(p, 0)) return 0;
    return 1;
}

static void tl_tree_found(tl_tree_search *s, uint64_t code)
{
    tl_trees *t = s->t;
    if (t->count >= s->max) {
        s->failed = 1;
        return;
    }
    if (t->count == s->cap) {
        long cap = s->cap ? 2 * s->cap : 1024;
        uint64_t *c = realloc(t->code, (size_t)cap * sizeof *c);
        if (!c) {
            s->failed = 1;
            return;
        }
        t->code = c;
        s->cap = cap;
    }
    t->code[t->count++] = code;
}

/* Every way to finish a tree from edge e on, with `joins` edges taken. */
static void tl_tree_rec(tl_tree_search *s, const uint8_t *label, int e, int joins, uint64_t code)
{
    const tl_graph *g = s->g;
    if (s->failed) return;
    if (joins == g->cells - 1) {
        tl_tree_found(s, code);
        return;
    }
    if (e == g->edges) return;
    uint8_t la = label[g->a[e]], lb = label[g->b[e]];
    if (la != lb) { /* take it: merge b's piece into a's */
        uint8_t next[TL_GRAPH_MAX];
        for (int i = 0; i < g->cells; i++) next[i] = label[i] == lb ? la : label[i];
        tl_tree_rec(s, next, e + 1, joins + 1, code | (uint64_t)1 << e);
    }
    if (tl_rest_connects(g, label, e + 1)) tl_tree_rec(s, label, e + 1, joins, code);
}

static int tl_code_cmp(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int tl_trees_list(tl_trees *t, const tl_graph *g, long max)
{
    memset(t, 0, sizeof *t);
    if (g->cells < 1 || g->cells > TL_GRAPH_MAX) return -1;
    tl_tree_search s = {g, t, max, 0, 0};
    uint8_t label[TL_GRAPH_MAX];
    for (int i = 0; i < g->cells; i++) label[i] = (uint8_t)i;
    if (tl_rest_connects(g, label, 0)) tl_tree_rec(&s, label, 0, 0, 0);
    if (s.failed) {
        tl_trees_free(t);
        return -1;
    }
    if (t->count) qsort(t->code, (size_t)t->count, sizeof *t->code, tl_code_cmp);
    return 0;
}

long tl_trees_find(const tl_trees *t, uint64_t code)
{
    const uint64_t *c = t->count ? bsearch(&code, t->code, (size_t)t->count, sizeof code, tl_code_cmp) : NULL;
    return c ? (long)(c - t->code) : -1;
}

void tl_trees_free(tl_trees *t)
{
    free(t->code);
    memset(t, 0, sizeof *t);
}

double tl_chi_square(const long *counts, long bins, double expect)
{
    double chi = 0;
    for (long i = 0; i < bins; i++) chi += ((double)counts[i] - expect) * ((double)counts[i] - expect) / expect;
    return chi;
}

double tl_chi_critical(long df)
{
    double k = (double)df, c = 1 - 2 / (9 * k) + 3.09 * sqrt(2 / (9 * k));
    return k * c * c * c;
}

double tl_trees_chi_square(const tl_trees *t, tl_tree_draw_fn draw, void *ud, long per_tree, uint64_t seed)
{
    long *count = calloc((size_t)t->count, sizeof *count);
    if (!count) return NAN;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int bad = 0;
    for (long i = 0; i < per_tree * t->count && !bad; i++) {
        uint64_t code;
        long k = draw(ud, &rng, &code) ? -1 : tl_trees_find(t, code);
        if (k < 0) bad = 1;
        else count[k]++;
    }
    double chi = bad ? NAN : tl_chi_square(count, t->count, (double)per_tree);
    free(count);
    return chi;
}

/* ---- files ---- */

char *tl_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return NULL;
    }
    size_t n = 0, cap = 4096;
    char *buf = malloc(cap + 1);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            char *b = realloc(buf, 2 * cap + 1);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        fprintf(stderr, "cannot read %s\n", path);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

int tl_dir_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return -1;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) n++;
    closedir(d);
    return n;
}

maze *tl_maze_from_passages(int32_t w, int32_t h, const char *spec)
{
    maze *m;
    if (maze_create(&m, w, h, NULL)) return NULL;
    int x, y, used;
    char d;
    while (sscanf(spec, " %d %d %c%n", &x, &y, &d, &used) == 3) {
        unsigned dir = d == 'N' ? MAZE_N : d == 'E' ? MAZE_E : d == 'S' ? MAZE_S : MAZE_W;
        CHECK_EQ(maze_set_passage(m, x, y, dir, 1), MAZE_OK);
        spec += used;
    }
    return m;
}

char *tl_read_data(const char *rel, size_t *len)
{
    const char *src = getenv("MAZE_SOURCE_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/data/movingai/%s", src ? src : ".", rel);
    return tl_read_file(path, len);
}

maze_map *tl_read_data_map(const char *rel)
{
    size_t len = 0;
    char *text = tl_read_data(rel, &len);
    maze_map *map = NULL;
    CHECK(text != NULL);
    if (text) CHECK_EQ(maze_map_read_movingai(&map, text, len, NULL, NULL, NULL), MAZE_OK);
    free(text);
    return map;
}
