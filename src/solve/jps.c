/* jps.c - Jump Point Search for 8-connected uniform grids without corner
 * cutting, block-based as JPS2 (Harabor & Grastien 2014): straight jumps scan
 * 64 cells a step in bit rows of the graph (vertical ones in a transposed
 * copy); diagonal jumps skip, by a table, to the next diagonal cell whose
 * straight jumps find anything, and scan from there. The bit rows and the
 * table (jps.h) are built by the graph's first jps query and kept with it. */
#include "solve.h"
#include "heap.h"
#include "jps.h"
#include "nodes.h"

#include <math.h>
#include <stdlib.h>

/* One query's state. Costs are exact step counts (straight << 32 | diagonal),
 * so equal costs compare equal, ties break the same way every time and the
 * result is exact. jps keeps them in the bits of its node records' g field
 * (jp_steps), which no other code reads during a jps query. */
typedef struct jps {
    maze_search *s;
    mz_node *rec;       /* the shared node records (nodes.h) */
    mz_heap *heap;      /* jps's own frontier */
    const mz_bitgrid *rows, *cols;
    const uint8_t *diag, *jflags;
    size_t n;           /* cells: the diagonal table's planes are n apart */
    int64_t w, gx, gy;
    uint32_t open, closed; /* this query's node stamps */
    uint32_t cur;       /* the node being expanded: parent of what is pushed */
    uint64_t base;      /* its step counts */
    double bound;       /* cost of the best path to the goal found so far */
    int err;
} jps;

/* ---- block scans ---- */

/* First stop bit at or above bit p (the border guarantees one). */
static inline int64_t scan_fwd(const uint64_t *stop, int64_t p)
{
    int64_t wi = p >> 6;
    uint64_t w = stop[wi] & (~0ull << (p & 63));
    while (!w) w = stop[++wi];
    return wi * 64 + __builtin_ctzll(w);
}

/* Last stop bit at or below bit p. */
static inline int64_t scan_bwd(const uint64_t *stop, int64_t p)
{
    int64_t wi = p >> 6;
    uint64_t w = stop[wi] & (~0ull >> (63 - (p & 63)));
    while (!w) w = stop[--wi];
    return wi * 64 + 63 - __builtin_clzll(w);
}

/* From cell pos of the line at word offset off (line number `line`), jumps
 * in direction dir (+1 or -1). Returns the position of the jump point (or of
 * the goal, when it lies on the way), or -1 when a wall comes first. */
static inline int64_t jp_ray(const mz_bitgrid *b, size_t off, int64_t line, int64_t pos, int dir, int64_t gline,
                             int64_t gpos)
{
    int64_t stop = (dir > 0 ? scan_fwd(b->fwd + off, pos + 2) : scan_bwd(b->bwd + off, pos)) - 1;
    if (gline == line && (dir > 0 ? gpos > pos && gpos <= stop : gpos < pos && gpos >= stop)) return gpos;
    return mz_bit(b->bits + off, (uint64_t)(stop + 1)) ? stop : -1;
}

static inline int jp_open(const jps *j, int64_t x, int64_t y)
{
    return mz_bit(j->rows->bits + mz_bitgrid_off(j->rows, y), (uint64_t)(x + 1));
}

static inline double jp_cost(uint64_t steps)
{
    return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2;
}

static inline uint64_t jp_steps(const mz_node *q)
{
    uint64_t steps;
    memcpy(&steps, &q->g, sizeof steps);
    return steps;
}

static inline double jp_h(const jps *j, int64_t x, int64_t y)
{
    return mz_heuristic(MAZE_H_OCTILE, (int32_t)(x - j->gx), (int32_t)(y - j->gy));
}

/* Records (x, y) reached from j->cur with the given step counts, if better.
 * The octile heuristic is consistent on jump edges too: closed is final.
 * Once the goal has a path of cost U, a cell with g + h > U can lead to no
 * better one, so it is dropped before its record is even touched. */
static inline void jp_push(jps *j, int64_t x, int64_t y, uint64_t steps)
{
    double g = jp_cost(steps), f = g + jp_h(j, x, y);
    if (f > j->bound) return;
    uint32_t v = (uint32_t)(y * j->w + x);
    mz_node *q = &j->rec[v];
    if (q->stamp == j->closed) return;
    if (q->stamp == j->open && g >= jp_cost(jp_steps(q))) return;
    if (j->heap->n == j->heap->cap && mz_solve_heap_grow(&j->s->alloc, j->heap)) {
        j->err = MAZE_ENOMEM;
        return;
    }
    q->stamp = j->open;
    q->parent = j->cur;
    memcpy(&q->g, &steps, sizeof steps);
    mz_heap_push(j->heap, f, mz_heap_key(g, v));
    if (x == j->gx && y == j->gy) j->bound = g + 1e-7; /* margin: rounding must not drop an equal path */
}

/* The straight jumps: skipped when the graph's flags say the scan finds no
 * jump point and the goal is not on its line. */
static inline void jp_horizontal(jps *j, size_t off, int64_t x, int64_t y, int dx, uint64_t base)
{
    if (!(j->jflags[y * j->w + x] & (dx > 0 ? 1u : 2u)) && y != j->gy) return;
    int64_t nx = jp_ray(j->rows, off, y, x, dx, j->gy, j->gx);
    if (nx >= 0) jp_push(j, nx, y, base + ((uint64_t)(nx > x ? nx - x : x - nx) << 32));
}

static inline void jp_vertical(jps *j, size_t off, int64_t x, int64_t y, int dy, uint64_t base)
{
    if (!(j->jflags[y * j->w + x] & (dy > 0 ? 4u : 8u)) && x != j->gx) return;
    int64_t ny = jp_ray(j->cols, off, x, y, dy, j->gx, j->gy);
    if (ny >= 0) jp_push(j, x, ny, base + ((uint64_t)(ny > y ? ny - y : y - ny) << 32));
}

/* Diagonal moves have no forced neighbours without corner cutting: walk the
 * diagonal and let the straight scans at each cell find the jump points,
 * which become successors of j->cur directly (diagonal first, then straight).
 * The table says how far the next cell with anything to find is (or where
 * the walk ends); the walk also stops on the goal's row and column, where a
 * straight scan may meet the goal. f never drops along a diagonal, so the
 * bound is checked only where the walk stops. */
static void jp_diagonal(jps *j, int64_t x, int64_t y, int dx, int dy)
{
    const uint8_t *diag = j->diag + j->n * (size_t)((dx > 0) | (dy > 0) << 1);
    int64_t kx = (j->gx - x) * dx, ky = (j->gy - y) * dy; /* steps to the goal's column, row */
    uint64_t st = j->base;
    for (;;) {
        int64_t k = diag[y * j->w + x];
        if (!k) return;
        if (kx > 0 && kx < k) k = kx;
        if (ky > 0 && ky < k) k = ky;
        x += k * dx;
        y += k * dy;
        kx -= k;
        ky -= k;
        st += (uint64_t)k;
        if (!kx && !ky) {
            jp_push(j, x, y, st);
            return;
        }
        if (j->bound < HUGE_VAL && jp_cost(st) + jp_h(j, x, y) > j->bound) return;
        jp_horizontal(j, mz_bitgrid_off(j->rows, y), x, y, dx, st);
        jp_vertical(j, mz_bitgrid_off(j->cols, x), x, y, dy, st);
    }
}

/* The start: every direction, those facing the goal first, so that a goal
 * in sight is found early and its bound cuts the other walks short. */
static void jp_all(jps *j, int64_t x, int64_t y)
{
    size_t ro = mz_bitgrid_off(j->rows, y), co = mz_bitgrid_off(j->cols, x);
    int sx = j->gx < x ? -1 : 1, sy = j->gy < y ? -1 : 1;
    jp_horizontal(j, ro, x, y, sx, j->base);
    jp_vertical(j, co, x, y, sy, j->base);
    jp_diagonal(j, x, y, sx, sy);
    jp_diagonal(j, x, y, sx, -sy);
    jp_diagonal(j, x, y, -sx, sy);
    jp_horizontal(j, ro, x, y, -sx, j->base);
    jp_vertical(j, co, x, y, -sy, j->base);
    jp_diagonal(j, x, y, -sx, -sy);
}

/* Expands v, pruned by the direction it was reached in (from its parent). A
 * straight move has forced neighbours where a side cell is open and the one
 * behind it blocked: then the side and the forward diagonal are searched. */
static void jp_expand(jps *j, uint32_t v, uint32_t start)
{
    const maze_graph *g = j->s->g;
    int64_t x = mz_cx(g, v), y = mz_cy(g, v); /* multiplies, not divisions: once per expansion */
    j->cur = v;
    j->base = jp_steps(&j->rec[v]);
    if (v == start) {
        jp_all(j, x, y);
        return;
    }
    size_t ro = mz_bitgrid_off(j->rows, y), co = mz_bitgrid_off(j->cols, x);
    uint32_t p = j->rec[v].parent;
    int64_t ex = x - mz_cx(g, p), ey = y - mz_cy(g, p);
    int sx = (ex > 0) - (ex < 0), sy = (ey > 0) - (ey < 0);
    int64_t ax = ex * sx, ay = ey * sy;
    if (ax == ay) {
        jp_horizontal(j, ro, x, y, sx, j->base);
        jp_vertical(j, co, x, y, sy, j->base);
        jp_diagonal(j, x, y, sx, sy);
    } else if (ax > ay) {
        jp_horizontal(j, ro, x, y, sx, j->base);
        for (int d = -1; d <= 1; d += 2)
            if (jp_open(j, x, y + d) && !jp_open(j, x - sx, y + d)) {
                jp_vertical(j, co, x, y, d, j->base);
                jp_diagonal(j, x, y, sx, d);
            }
    } else {
        jp_vertical(j, co, x, y, sy, j->base);
        for (int d = -1; d <= 1; d += 2)
            if (jp_open(j, x + d, y) && !jp_open(j, x + d, y - sy)) {
                jp_horizontal(j, ro, x, y, d, j->base);
                jp_diagonal(j, x, y, d, sy);
            }
    }
}

/* ---- the tables, built by the first query on a graph ---- */

/* What jps keeps with a graph: the open cells by row and by column, then
 * the diagonal table (4 planes of a byte a cell, one a direction, so that a
 * walk reads 64 of its cells a cache line and the table is filled a row at
 * a time in vector steps) followed by the straight flags (one
 * byte a cell: bits 0..3 = the jump towards +x, -x, +y, -y finds a jump
 * point), which jps also reads to skip scans that find nothing. */
typedef struct jps_tables {
    mz_bitgrid rows, cols;
    uint8_t *diag;
} jps_tables;

/* The bits from a up (none when a is 64). */
static inline uint64_t bits_from(int a)
{
    return a >= 64 ? 0 : ~0ull << a;
}

/* Marks the cells of one line of b (length len; cell p at flags[p * step])
 * whose straight jump towards higher positions finds a jump point (bit
 * `bit`) and towards lower ones (bit << 1): the first stop ahead is open.
 * A word at a time: each bit takes the openness of the nearest stop beyond
 * it, by runs between the stops, so the cost is a pass to write the flags
 * plus a step a stop. tmp holds b->stride / 3 words. */
static void line_flags(const mz_bitgrid *b, int64_t line, int64_t len, uint8_t *flags, size_t step, unsigned bit,
                       uint64_t *tmp)
{
    size_t off = mz_bitgrid_off(b, line), words = b->stride / 3;
    const uint64_t *open = b->bits + off, *fwd = b->fwd + off, *bwd = b->bwd + off;
    uint64_t cur = 0; /* the nearest stop beyond the word is open */
    for (size_t wi = words; wi-- > 0;) {
        uint64_t S = fwd[wi], O = open[wi] & S, F = 0;
        int hi = 64;
        while (S) {
            int p = 63 - __builtin_clzll(S);
            if (cur) F |= bits_from(p) & ~bits_from(hi);
            cur = (O >> p) & 1;
            hi = p;
            S &= ~(1ull << p);
        }
        if (cur) F |= ~bits_from(hi);
        tmp[wi] = F;
    }
    cur = 0;
    for (size_t wi = 0; wi < words; wi++) {
        uint64_t S = bwd[wi], O = open[wi] & S, F = 0;
        int lo = 0;
        while (S) {
            int p = __builtin_ctzll(S);
            if (cur) F |= bits_from(lo) & ~bits_from(p + 1);
            cur = (O >> p) & 1;
            lo = p + 1;
            S &= S - 1;
        }
        if (cur) F |= bits_from(lo);
        /* bit j of the word is cell 64 wi + j - 1 */
        int64_t first = (int64_t)wi * 64 - 1, j0 = first < 0 ? 1 : 0, j1 = len - first < 64 ? len - first : 64;
        uint64_t Ff = tmp[wi];
        for (int64_t j = j0; j < j1; j++)
            flags[(size_t)(first + j) * step] |=
                (uint8_t)(((Ff >> j) & 1) * bit | ((F >> j) & 1) * (bit << 1));
    }
}

/* diag[d n + c], diagonal d (bit 0: dx > 0, bit 1: dy > 0) from cell c: 0
 * when its first step is not allowed, else the steps to the first cell e on
 * it where jp_diagonal has work (a straight jump from e along dx or dy finds
 * a jump point, or no step goes on from e); at most 255, where the walk just
 * looks again (finding nothing there is harmless). Filled against the
 * direction of travel a row at a time, so e is done before c; the row's
 * loop has no branches, so the compiler makes it vector steps. */
static void diag_fill(const maze_graph *g, uint8_t *diag, const uint8_t *flags, int d)
{
    int dx = d & 1 ? 1 : -1, dy = d & 2 ? 1 : -1;
    uint8_t move = (uint8_t)(1u << (dx > 0 ? (dy > 0 ? 5 : 4) : (dy > 0 ? 6 : 7)));
    uint8_t want = (uint8_t)((dx > 0 ? 1u : 2u) | (dy > 0 ? 4u : 8u));
    int64_t w = g->w, h = g->h;
    uint8_t *plane = diag + (size_t)d * (size_t)g->n;
    for (int64_t i = 0; i < h; i++) {
        int64_t y = dy > 0 ? h - 1 - i : i;
        uint8_t *out = plane + y * w;
        const uint8_t *m = g->mask + y * w;
        if (y + dy < 0 || y + dy >= h) { /* the border: no step goes on */
            memset(out, 0, (size_t)w);
            continue;
        }
        /* cell x reads x + dx of the next row: x from lo to hi - 1 stays inside */
        int64_t lo = dx > 0 ? 0 : 1, hi = dx > 0 ? w - 1 : w;
        const uint8_t *mn = g->mask + (y + dy) * w + dx, *fn = flags + (y + dy) * w + dx, *dn = plane + (y + dy) * w + dx;
        for (int64_t x = lo; x < hi; x++) {
            uint8_t stop = (uint8_t)((fn[x] & want) | ((mn[x] & move) ^ move)); /* nonzero: e has work */
            uint8_t next = (uint8_t)(dn[x] + (dn[x] != 255));
            out[x] = (m[x] & move) ? (stop ? 1 : next) : 0;
        }
        out[dx > 0 ? w - 1 : 0] = 0;
    }
}

static void tables_destroy(const maze_graph *g, void *part)
{
    jps_tables *t = part;
    if (!t) return;
    mz_free(&g->alloc, t->rows.bits);
    mz_free(&g->alloc, t->cols.bits);
    mz_free(&g->alloc, t->diag);
    mz_free(&g->alloc, t);
}

static int tables_build(const maze_graph *g, void **out)
{
    jps_tables *t = mz_calloc(&g->alloc, 1, sizeof *t);
    size_t n = (size_t)g->n;
    if (!t || mz_bitgrid_build(&t->rows, g, 0, &g->alloc) || mz_bitgrid_build(&t->cols, g, 1, &g->alloc) ||
        !(t->diag = mz_calloc(&g->alloc, 5 * (n ? n : 1), 1))) {
        tables_destroy(g, t);
        return MAZE_ENOMEM;
    }
    mz_hint_huge(t->diag, 5 * n); /* before the first touch: 2 MiB a fault, not 4 KiB */
    uint8_t *flags = t->diag + 4 * n;
    uint64_t *tmp = mz_alloc(&g->alloc, 8 * (t->rows.stride > t->cols.stride ? t->rows.stride : t->cols.stride));
    if (!tmp) {
        tables_destroy(g, t);
        return MAZE_ENOMEM;
    }
    for (int32_t y = 0; y < g->h; y++) line_flags(&t->rows, y, g->w, flags + (size_t)y * (size_t)g->w, 1, 1, tmp);
    for (int32_t x = 0; x < g->w; x++) line_flags(&t->cols, x, g->h, flags + x, (size_t)g->w, 4, tmp);
    mz_free(&g->alloc, tmp);
    for (int d = 0; d < 4; d++) diag_fill(g, t->diag, flags, d);
    *out = t;
    return MAZE_OK;
}

/* ---- live maps: the tables patched around a changed cell ---- */

/* diag[d n + c] for cell (x, y) as diag_fill makes it, from the graph's
 * moves, the flags and the entry of the next cell on the diagonal. */
static uint8_t diag_at(const maze_graph *g, const uint8_t *diag, const uint8_t *flags, int64_t x, int64_t y, int d)
{
    int dx = d & 1 ? 1 : -1, dy = d & 2 ? 1 : -1;
    unsigned move = 1u << (dx > 0 ? (dy > 0 ? 5 : 4) : (dy > 0 ? 6 : 7));
    unsigned want = (dx > 0 ? 1u : 2u) | (dy > 0 ? 4u : 8u);
    size_t c = (size_t)(y * g->w + x), e = (size_t)((y + dy) * g->w + x + dx);
    if (!(g->mask[c] & move)) return 0;
    if ((flags[e] & want) || !(g->mask[e] & move)) return 1;
    const uint8_t *plane = diag + (size_t)d * (size_t)g->n;
    return (uint8_t)(plane[e] == 255 ? 255 : plane[e] + 1);
}

/* Makes diagonal d's entry of (x, y) again, then of the cells before it on
 * the diagonal (which read it) for as long as an entry changes. Every entry
 * whose inputs changed is made again this way (a seed), so the table ends
 * as diag_fill would build it. */
static void diag_chain(const maze_graph *g, uint8_t *diag, const uint8_t *flags, int64_t x, int64_t y, int d)
{
    int dx = d & 1 ? 1 : -1, dy = d & 2 ? 1 : -1;
    for (; x >= 0 && y >= 0 && x < g->w && y < g->h; x -= dx, y -= dy) {
        uint8_t v = diag_at(g, diag, flags, x, y, d);
        uint8_t *old = &diag[(size_t)d * (size_t)g->n + (size_t)(y * g->w + x)];
        if (*old == v) return;
        *old = v;
    }
}

/* The straight flags of one line (cell p at flags[p * step], bits `bit` and
 * bit << 1) made again; the diagonal entries that read a changed cell (the
 * cell before it on each diagonal) are made again. tmp holds len bytes,
 * words a line's words. */
static void line_patch(const maze_graph *g, jps_tables *t, const mz_bitgrid *b, int64_t line, int64_t len,
                       int transpose, uint8_t *tmp, uint64_t *words)
{
    uint8_t *flags = t->diag + 4 * (size_t)g->n;
    size_t step = transpose ? (size_t)g->w : 1;
    uint8_t *f = flags + (transpose ? (size_t)line : (size_t)line * (size_t)g->w);
    unsigned bits = transpose ? 12u : 3u;
    for (int64_t p = 0; p < len; p++) {
        tmp[p] = f[(size_t)p * step] & (uint8_t)bits;
        f[(size_t)p * step] &= (uint8_t)~bits;
    }
    line_flags(b, line, len, f, step, transpose ? 4u : 1u, words);
    for (int64_t p = 0; p < len; p++) {
        if ((f[(size_t)p * step] & bits) == tmp[p]) continue;
        int64_t x = transpose ? line : p, y = transpose ? p : line;
        for (int d = 0; d < 4; d++) diag_chain(g, t->diag, flags, x - (d & 1 ? 1 : -1), y - (d & 2 ? 1 : -1), d);
    }
}

/* A live map's change of (x, y): the bit rows and columns at the cell, the
 * straight flags of the three rows and three columns through it and its
 * neighbours (a stop bit there may have moved; elsewhere none did), and the
 * diagonal entries that read a changed flag or move. Time O(w + h) for the
 * flags, plus the diagonal entries that change. */
static int tables_update(const maze_graph *g, void *part, int32_t x, int32_t y)
{
    jps_tables *t = part;
    size_t nw = (t->rows.stride > t->cols.stride ? t->rows.stride : t->cols.stride) / 3;
    uint64_t *words = mz_alloc(&g->alloc, 8 * nw + (size_t)(g->w > g->h ? g->w : g->h)); /* then a byte a cell */
    if (!words) return MAZE_ENOMEM;
    uint8_t *tmp = (uint8_t *)(words + nw);
    int open = g->passable[(size_t)y * (size_t)g->w + (size_t)x] != 0;
    mz_bitgrid_set(&t->rows, g->h, y, x, open);
    mz_bitgrid_set(&t->cols, g->w, x, y, open);
    for (int32_t i = -1; i <= 1; i++) {
        if (y + i >= 0 && y + i < g->h) line_patch(g, t, &t->rows, y + i, g->w, 0, tmp, words);
        if (x + i >= 0 && x + i < g->w) line_patch(g, t, &t->cols, x + i, g->h, 1, tmp, words);
    }
    const uint8_t *flags = t->diag + 4 * (size_t)g->n;
    /* the moves of these nine changed: where a diagonal move came or went,
     * the cell's own entry changes (0 or not), and the chain goes on to the
     * entries that read the move */
    for (int32_t j = y - 1; j <= y + 1; j++)
        for (int32_t i = x - 1; i <= x + 1; i++)
            for (int d = 0; d < 4; d++) diag_chain(g, t->diag, flags, i, j, d);
    mz_free(&g->alloc, words);
    return MAZE_OK;
}

static const mz_solve_part_kind tables_kind = {tables_build, tables_destroy, tables_update};

/* ---- result ---- */

/* Lists every cell: each jump from parent p to v is diagonal first, then
 * straight, so it is walked back from v straight first, then diagonally. */
static int jp_path(maze_search *s, const mz_node *rec, uint32_t start, uint32_t goal, maze_result *r)
{
    int64_t w = s->g->w;
    size_t len = 1;
    for (uint32_t v = goal; v != start; v = rec[v].parent) {
        int64_t ax = llabs((int64_t)mz_cx(s->g, v) - mz_cx(s->g, rec[v].parent));
        int64_t ay = llabs((int64_t)mz_cy(s->g, v) - mz_cy(s->g, rec[v].parent));
        len += (size_t)(ax > ay ? ax : ay);
    }
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    s->path[--k] = goal;
    for (uint32_t v = goal; v != start; v = rec[v].parent) {
        uint32_t p = rec[v].parent;
        int64_t x = mz_cx(s->g, v), y = mz_cy(s->g, v), ex = mz_cx(s->g, p) - x, ey = mz_cy(s->g, p) - y;
        int sx = (ex > 0) - (ex < 0), sy = (ey > 0) - (ey < 0);
        int64_t ax = ex * sx, ay = ey * sy, lo = ax < ay ? ax : ay;
        for (int64_t i = lo; i < (ax > ay ? ax : ay); i++) {
            if (ax > ay) x += sx;
            else y += sy;
            s->path[--k] = (uint32_t)(y * w + x);
        }
        for (int64_t i = 0; i < lo; i++) {
            x += sx;
            y += sy;
            s->path[--k] = (uint32_t)(y * w + x);
        }
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = jp_cost(jp_steps(&rec[goal]));
    return MAZE_OK;
}

/* ---- the free octile line ---- */

/* Whether n moves in direction k (mz_mdx/mz_mdy index) from cell *c are all
 * allowed (the graph's move masks carry the corner rule); advances *c, and
 * writes the cells entered to path (when not NULL). */
static int jp_walk(const maze_graph *g, uint32_t *c, int k, int64_t n, uint32_t *path)
{
    int64_t off = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
    for (int64_t i = 0; i < n; i++) {
        if (!(((unsigned)g->mask[*c] >> k) & 1u)) return 0;
        *c = (uint32_t)((int64_t)*c + off);
        if (path) path[i] = *c;
    }
    return 1;
}

/* When one of the two paths that follow the octile heuristic (the diagonal
 * moves first, then the straight ones, or the other way round) is free, its
 * cost is h(start), a lower bound: it is optimal and no search is needed
 * (the result counts the start as the one expansion). A blocked line fails
 * at its first blocked move, so this costs at most 2 h cheap steps. Returns
 * 1 with r filled, 0 when neither is free, or MAZE_ENOMEM (negative). */
static int jp_direct(maze_search *s, uint32_t start, uint32_t goal, maze_result *r)
{
    const maze_graph *g = s->g;
    int64_t ex = (int64_t)mz_cx(g, goal) - mz_cx(g, start), ey = (int64_t)mz_cy(g, goal) - mz_cy(g, start);
    int64_t ax = llabs(ex), ay = llabs(ey), nd = ax < ay ? ax : ay, ns = (ax > ay ? ax : ay) - nd;
    int kd = ex >= 0 ? (ey >= 0 ? 5 : 4) : (ey >= 0 ? 6 : 7);
    int ks = ax > ay ? (ex > 0 ? 1 : 3) : (ey > 0 ? 2 : 0);
    for (int order = 0; order < 2; order++) {
        int k1 = order ? ks : kd, k2 = order ? kd : ks;
        int64_t n1 = order ? ns : nd, n2 = order ? nd : ns;
        uint32_t c = start;
        if (!jp_walk(g, &c, k1, n1, NULL) || !jp_walk(g, &c, k2, n2, NULL)) continue;
        if (mz_solve_path_room(s, (size_t)(nd + ns + 1))) return MAZE_ENOMEM;
        c = start;
        s->path[0] = start;
        jp_walk(g, &c, k1, n1, s->path + 1);
        jp_walk(g, &c, k2, n2, s->path + 1 + n1);
        r->found = 1;
        r->path = s->path;
        r->length = (size_t)(nd + ns + 1);
        r->cost = jp_cost((uint64_t)ns << 32 | (uint64_t)nd);
        r->expanded = 1;
        return 1;
    }
    return 0;
}

/* jps's own state: its frontier. */
typedef struct jps_state {
    mz_heap heap;
} jps_state;

static int jps_create(maze_search *s, void *state)
{
    return mz_solve_heap_init(&s->alloc, &((jps_state *)state)->heap);
}

static void jps_reset(maze_search *s, void *state)
{
    (void)s;
    ((jps_state *)state)->heap.n = 0;
}

static void jps_destroy(maze_search *s, void *state) { mz_solve_heap_free(&s->alloc, &((jps_state *)state)->heap); }

static const mz_solve_kind jps_kind = {sizeof(jps_state), jps_create, jps_reset, jps_destroy};

static void jp_init(jps *j, maze_search *s, const jps_tables *t, mz_nodes *nd, jps_state *js, uint32_t goal)
{
    const maze_graph *g = s->g;
    memset(j, 0, sizeof *j);
    j->s = s;
    j->rec = nd->rec;
    j->heap = &js->heap;
    j->open = nd->stamp;
    j->closed = nd->stamp + 1;
    j->rows = &t->rows;
    j->cols = &t->cols;
    j->diag = t->diag;
    j->n = (size_t)g->n;
    j->jflags = t->diag + 4 * (size_t)g->n;
    j->w = g->w;
    j->gx = goal % (uint32_t)g->w;
    j->gy = goal / (uint32_t)g->w;
    j->bound = HUGE_VAL;
}

/* A MAZE_EV_FRONTIER for jump point c reached from v by a scan. */
static int jp_emit_jump(const jps *j, uint32_t c, uint32_t v, const maze_solve_opts *o)
{
    return mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, (int32_t)(c % (uint32_t)j->w), (int32_t)(c / (uint32_t)j->w),
                   (int32_t)(v % (uint32_t)j->w), (int32_t)(v / (uint32_t)j->w), jp_cost(jp_steps(&j->rec[c])));
}

/* With a step callback, before the VISIT of popped node `next`: a
 * MAZE_EV_FRONTIER for each jump point the scans of the node expanded
 * before it, v (j->cur, which jp_expand set), reached ((x2,y2) = v, where the scan started: the walk
 * diagonal first, then straight). They are next itself when v is its
 * parent, and the heap's entries whose record has v for parent and whose
 * key is the record's cost (not a stale entry). Found here rather than in
 * the scans, within the callback's branch, so that a solve without a
 * callback runs as before; a callback costs a pass over the heap. */
static int jp_emit_pushed(const jps *j, uint32_t v, uint32_t next, const maze_solve_opts *o)
{
    if (j->rec[next].parent == v && jp_emit_jump(j, next, v, o)) return MAZE_ECANCELLED;
    for (size_t i = 0; i < j->heap->n; i++) {
        uint64_t key = (uint64_t)j->heap->a[i];
        uint32_t c = (uint32_t)key;
        const mz_node *q = &j->rec[c];
        if (q->stamp != j->open || q->parent != v || key != mz_heap_key(jp_cost(jp_steps(q)), c)) continue;
        if (jp_emit_jump(j, c, v, o)) return MAZE_ECANCELLED;
    }
    return MAZE_OK;
}

static int jps_solve(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o, maze_result *r)
{
    int st = mz_solve_enter(&mz_solve_jps.info, s, start, goal, &o, r);
    if (st) return st;
    /* The tables first, even for a query that the free line answers: the
     * first jps query on a graph builds them, whatever it asks. */
    const void *tables;
    if (mz_solve_part(s->g, &tables_kind, &tables)) return MAZE_ENOMEM;
    jps j;
    if (!o->step) { /* with events, the search is shown as it is */
        st = jp_direct(s, start, goal, r);
        if (st) return st < 0 ? st : MAZE_OK;
    }
    mz_nodes *nd;
    jps_state *js;
    if (mz_solve_nodes(s, &nd) || mz_solve_state(s, &jps_kind, (void **)&js)) return MAZE_ENOMEM;
    jp_init(&j, s, tables, nd, js, goal);
    j.cur = start;
    jp_push(&j, start % j.w, start / j.w, 0);
    while (j.heap->n) {
        uint32_t v = (uint32_t)mz_heap_pop(j.heap).key;
        mz_node *q = &j.rec[v];
        if (q->stamp == j.closed) continue; /* a stale duplicate */
        q->stamp = j.closed;
        r->expanded++;
        if (o->step && ((v != start && jp_emit_pushed(&j, j.cur, v, o)) ||
                        mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, (int32_t)(v % j.w), (int32_t)(v / j.w), 0, 0,
                                jp_cost(jp_steps(q)))))
            return MAZE_ECANCELLED;
        if (v == goal) return jp_path(s, j.rec, start, goal, r);
        jp_expand(&j, v, start);
        if (j.err) return j.err;
    }
    return MAZE_OK;
}

const mz_solver mz_solve_jps = {
    .info = {"jps", "jump point search (block-based JPS2): optimal on 8-connected uniform grids, no corner cutting",
             MAZE_SOLVER_COMPLETE | MAZE_SOLVER_OPTIMAL | MAZE_SOLVER_MOVES8 | MAZE_SOLVER_UNIT_COST |
                 MAZE_SOLVER_NO_CORNER},
    .solve = jps_solve,
};
