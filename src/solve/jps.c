/* jps.c - Jump Point Search for 8-connected uniform grids without corner
 * cutting, block-based as JPS2 (Harabor & Grastien 2014): straight jumps scan
 * 64 cells a step in bit rows of the graph (vertical ones in a transposed
 * copy); diagonal jumps skip, by a memo, to the next diagonal cell whose
 * straight jumps find anything, and scan from there. The bit rows (jps.h)
 * are built by the graph's first jps query and kept with it; the memo is
 * filled by the queries as they walk (a walk the memo does not know yet
 * scans its way along the diagonal as JPS2 does, and writes what it found). */
#include "solve.h"
#include "heap.h"
#include "jps.h"
#include "jps_nodes.h"

#include <math.h>
#include <stdlib.h>

/* One query's state. Costs are exact step counts (straight << 32 | diagonal),
 * so equal costs compare equal, ties break the same way every time and the
 * result is exact. jps keeps them in its own node records (jps_nodes.h),
 * made a block at a time where the search goes. */
typedef struct jps {
    maze_search *s;
    mz_jpnodes *nodes;  /* its node records (jps_nodes.h) */
    const uintptr_t *dir; /* their directory (nodes->dir) */
    mz_heap *heap;      /* jps's own frontier */
    const mz_bitgrid *rows, *cols;
    uint8_t *plane[4];  /* the diagonal memo's planes (jps_tables), written as they are filled */
    uint8_t *flags;     /* its plane of straight flags */
    int64_t w, gx, gy;
    uint32_t goal;
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

static inline uint64_t jp_steps(const mz_jpnode *q) { return q->steps; }

static inline double jp_h(const jps *j, int64_t x, int64_t y)
{
    return mz_heuristic(MAZE_H_OCTILE, (int32_t)(x - j->gx), (int32_t)(y - j->gy));
}

/* The record of v, its block made now: the search reaches it first. */
__attribute__((noinline)) static mz_jpnode *jp_block(jps *j, uint32_t v)
{
    mz_jpnode *q = mz_jpnodes_make(j->nodes, &j->s->alloc, v);
    if (!q) j->err = MAZE_ENOMEM;
    return q;
}

/* Records (x, y) reached from j->cur with the given step counts, if better.
 * The octile heuristic is consistent on jump edges too: closed is final.
 * Once the goal has a path of cost U, a cell with g + h > U can lead to no
 * better one, so it is dropped before its record is even touched. */
__attribute__((always_inline)) static inline void jp_push(jps *j, int64_t x, int64_t y, uint64_t steps)
{
    double g = jp_cost(steps), f = g + jp_h(j, x, y);
    if (f > j->bound) return;
    uint32_t v = (uint32_t)(y * j->w + x);
    mz_jpnode *q = mz_jpnodes_at(j->dir, v);
    if (q->stamp == j->closed) return;
    if (q->stamp == j->open) { /* or a block not made yet, which looks open and dearest */
        if (g >= jp_cost(jp_steps(q))) return;
        if (q->steps == MZ_JPN_UNMADE && !(q = jp_block(j, v))) return;
    }
    if (j->heap->n + MZ_HEAP_PAD >= j->heap->cap && mz_solve_heap_grow(&j->s->alloc, j->heap)) {
        j->err = MAZE_ENOMEM;
        return;
    }
    q->stamp = j->open;
    q->parent = j->cur;
    q->steps = steps;
    mz_heap_pad_push(j->heap, f, mz_heap_key(g, v));
    if (v == j->goal) j->bound = g + 1e-7; /* margin: rounding must not drop an equal path */
}

/* The straight jumps: skipped when `work` is 0 (the memo says the scan finds
 * no jump point) and the goal is not on its line. */
__attribute__((always_inline)) static inline void jp_horizontal(jps *j, size_t off, int64_t x, int64_t y, int dx, uint64_t base, unsigned work)
{
    if (!work && y != j->gy) return;
    int64_t nx = jp_ray(j->rows, off, y, x, dx, j->gy, j->gx);
    if (nx >= 0) jp_push(j, nx, y, base + ((uint64_t)(nx > x ? nx - x : x - nx) << 32));
}

__attribute__((always_inline)) static inline void jp_vertical(jps *j, size_t off, int64_t x, int64_t y, int dy, uint64_t base, unsigned work)
{
    if (!work && x != j->gx) return;
    int64_t ny = jp_ray(j->cols, off, x, y, dy, j->gx, j->gy);
    if (ny >= 0) jp_push(j, x, ny, base + ((uint64_t)(ny > y ? ny - y : y - ny) << 32));
}

/* ---- the diagonal memo ---- */

/* The memo: 4 planes of a byte a cell, one a diagonal direction d (bit 0:
 * dx > 0, bit 1: dy > 0), then a plane of straight flags. The entry of
 * cell c in plane d:
 *   0       not known yet (the allocation's zeros: a page of it is only
 *           touched, and so only resident, where some walk went);
 *   MEMO_NO c's first step along d is not allowed;
 *   k (1..MEMO_MAX)  the first cell e after c on the diagonal where
 *           jp_diagonal has work (a straight jump from e along dx or dy
 *           finds a jump point, or no step goes on from e) is k steps on,
 *           or e is the cell MEMO_MAX steps on when none is nearer.
 * The flags of a cell: FLAG_KNOWN, and bits 0..3 set where the straight
 * jump towards +x, -x, +y, -y finds nothing (0, not known: every scan is
 * made). The flags of every known entry's target are known (memo_fill
 * makes them so, memo_forget forgets both), so a walk reads them with no
 * test. Every known byte is this function of the map, whoever filled it,
 * so searches sharing the graph may fill it at once: bytes read and
 * written with relaxed atomics, each the same value whichever thread
 * writes it. */
#define MEMO_MAX 254
#define MEMO_NO 255
#define FLAG_KNOWN 16u

static inline unsigned memo_get(const uint8_t *e) { return __atomic_load_n(e, __ATOMIC_RELAXED); }
static inline void memo_set(uint8_t *e, unsigned v) { __atomic_store_n(e, (uint8_t)v, __ATOMIC_RELAXED); }

/* Whether the straight jump from cell pos of the line at word offset off
 * in direction dir (+1 or -1) finds a jump point: its first stop is open. */
static inline unsigned ray_finds(const mz_bitgrid *b, size_t off, int64_t pos, int dir)
{
    int64_t s = dir > 0 ? scan_fwd(b->fwd + off, pos + 2) : scan_bwd(b->bwd + off, pos);
    return (unsigned)mz_bit(b->bits + off, (uint64_t)s);
}

/* Makes the flags of (x, y) known; returns them. */
__attribute__((noinline)) static unsigned flags_fill(const jps *j, int64_t x, int64_t y)
{
    size_t ro = mz_bitgrid_off(j->rows, y), co = mz_bitgrid_off(j->cols, x);
    unsigned finds = ray_finds(j->rows, ro, x, 1) | ray_finds(j->rows, ro, x, -1) << 1 |
                     ray_finds(j->cols, co, y, 1) << 2 | ray_finds(j->cols, co, y, -1) << 3;
    unsigned v = FLAG_KNOWN | (~finds & 15u);
    memo_set(j->flags + (size_t)(y * j->w + x), v);
    return v;
}

/* The flags of (x, y), made known first if they are not. */
static inline unsigned jp_flags(const jps *j, int64_t x, int64_t y)
{
    unsigned v = memo_get(j->flags + (size_t)(y * j->w + x));
    return v ? v : flags_fill(j, x, y);
}

/* Whether flags f leave the straight jump towards dx (or dy) any work: its
 * "finds nothing" bit (bits 0..3: +x, -x, +y, -y) is clear. */
static inline unsigned work_x(unsigned f, int dx) { return !(f & (dx > 0 ? 1u : 2u)); }
static inline unsigned work_y(unsigned f, int dy) { return !(f & (dy > 0 ? 4u : 8u)); }

/* The move bit of diagonal direction (dx, dy) in the graph's move masks. */
static inline unsigned diag_move(int dx, int dy)
{
    return 1u << (dx > 0 ? (dy > 0 ? 5 : 4) : (dy > 0 ? 6 : 7));
}

/* Fills the entry of (x, y) along (dx, dy) in plane `plane`, as JPS2 would
 * walk: step by step, the two straight jumps scanned at each cell, until a
 * cell with work, a cell the walk cannot leave, or a known entry (whose
 * target is then this walk's too); every entry passed is written (each the
 * distance to the same target, capped at MEMO_MAX), after the flags of
 * each target written. Returns the entry of (x, y). */
__attribute__((always_inline)) static inline unsigned memo_fill_dir(const jps *j, uint8_t *plane, int64_t x,
                                                                    int64_t y, int dx, int dy)
{
    const uint8_t *mask = j->s->g->mask;
    unsigned move = diag_move(dx, dy);
    int64_t c = y * j->w + x, step = dy * j->w + dx;
    if (!(mask[c] & move)) {
        memo_set(plane + c, MEMO_NO);
        return MEMO_NO;
    }
    /* the lines through e, stepped along with it rather than multiplied */
    const mz_bitgrid *rows = j->rows, *cols = j->cols;
    size_t ro = mz_bitgrid_off(rows, y), co = mz_bitgrid_off(cols, x);
    int64_t m = 0, ex = x, ey = y, e = c; /* e: the cell m steps on */
    unsigned k = 0;                        /* the target's distance from e */
    for (;;) {
        ex += dx, ey += dy, e += step, m++;
        ro = dy > 0 ? ro + rows->stride : ro - rows->stride;
        co = dx > 0 ? co + cols->stride : co - cols->stride;
        if (ray_finds(rows, ro, ex, dx) || ray_finds(cols, co, ey, dy) || !(mask[e] & move)) {
            jp_flags(j, ex, ey);
            break;
        }
        unsigned known = memo_get(plane + e);
        if (known) { /* not MEMO_NO: the step from e is allowed */
            k = known;
            break;
        }
    }
    for (int64_t i = m; i > 0; i--) {
        uint64_t dist = (uint64_t)i + k;
        if (dist > MEMO_MAX) /* the target MEMO_MAX steps on, a cell with nothing to find */
            jp_flags(j, ex - (i - MEMO_MAX) * dx, ey - (i - MEMO_MAX) * dy);
        memo_set(plane + e - i * step, dist <= MEMO_MAX ? (unsigned)dist : MEMO_MAX);
    }
    return memo_get(plane + c);
}

/* The same, made for each direction apart: the scans' direction known
 * where they are made (a first pass fills most of what it walks). */
__attribute__((noinline)) static unsigned memo_fill(const jps *j, uint8_t *plane, int64_t x, int64_t y, int dx, int dy)
{
    if (dx > 0) return dy > 0 ? memo_fill_dir(j, plane, x, y, 1, 1) : memo_fill_dir(j, plane, x, y, 1, -1);
    return dy > 0 ? memo_fill_dir(j, plane, x, y, -1, 1) : memo_fill_dir(j, plane, x, y, -1, -1);
}

/* Diagonal moves have no forced neighbours without corner cutting: walk the
 * diagonal and let the straight scans at each cell find the jump points,
 * which become successors of j->cur directly (diagonal first, then straight).
 * The memo says how far the next cell with anything to find is (or where
 * the walk ends) and which of its straight jumps find anything; the walk
 * also stops on the goal's row and column, where a straight scan may meet
 * the goal. f never drops along a diagonal, so the bound is checked only
 * where the walk stops. */
__attribute__((always_inline)) static inline void jp_diagonal_dir(jps *j, int64_t x, int64_t y, int dx, int dy)
{
    uint8_t *plane = j->plane[(dx > 0) | (dy > 0) << 1];
    int64_t kx = (j->gx - x) * dx, ky = (j->gy - y) * dy; /* steps to the goal's column, row */
    uint64_t st = j->base;
    for (;;) {
        int64_t k = memo_get(plane + y * j->w + x);
        if ((uint64_t)(k - 1) >= MEMO_MAX) { /* one test for both: not known, or no step */
            if (!k) k = memo_fill(j, plane, x, y, dx, dy);
            if (k == MEMO_NO) return;
        }
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
        unsigned f = memo_get(j->flags + y * j->w + x); /* known, or 0 short of a target */
        jp_horizontal(j, mz_bitgrid_off(j->rows, y), x, y, dx, st, work_x(f, dx));
        jp_vertical(j, mz_bitgrid_off(j->cols, x), x, y, dy, st, work_y(f, dy));
    }
}

/* The walk made for each direction apart: the direction of its scans, of
 * their work bits and of its steps known where they are made, so that a
 * walk's one branch on its direction is the call's, not one at every scan. */
__attribute__((noinline)) static void jp_diag_pp(jps *j, int64_t x, int64_t y) { jp_diagonal_dir(j, x, y, 1, 1); }
__attribute__((noinline)) static void jp_diag_pm(jps *j, int64_t x, int64_t y) { jp_diagonal_dir(j, x, y, 1, -1); }
__attribute__((noinline)) static void jp_diag_mp(jps *j, int64_t x, int64_t y) { jp_diagonal_dir(j, x, y, -1, 1); }
__attribute__((noinline)) static void jp_diag_mm(jps *j, int64_t x, int64_t y) { jp_diagonal_dir(j, x, y, -1, -1); }

static inline void jp_diagonal(jps *j, int64_t x, int64_t y, int dx, int dy)
{
    if (dx > 0) {
        if (dy > 0) jp_diag_pp(j, x, y);
        else jp_diag_pm(j, x, y);
    } else if (dy > 0) jp_diag_mp(j, x, y);
    else jp_diag_mm(j, x, y);
}


/* The start: every direction, those facing the goal first, so that a goal
 * in sight is found early and its bound cuts the other walks short. */
static void jp_all(jps *j, int64_t x, int64_t y)
{
    size_t ro = mz_bitgrid_off(j->rows, y), co = mz_bitgrid_off(j->cols, x);
    int sx = j->gx < x ? -1 : 1, sy = j->gy < y ? -1 : 1;
    unsigned f = jp_flags(j, x, y);
    jp_horizontal(j, ro, x, y, sx, j->base, work_x(f, sx));
    jp_vertical(j, co, x, y, sy, j->base, work_y(f, sy));
    jp_diagonal(j, x, y, sx, sy);
    jp_diagonal(j, x, y, sx, -sy);
    jp_diagonal(j, x, y, -sx, sy);
    jp_horizontal(j, ro, x, y, -sx, j->base, work_x(f, -sx));
    jp_vertical(j, co, x, y, -sy, j->base, work_y(f, -sy));
    jp_diagonal(j, x, y, -sx, -sy);
}

/* The successors of (x, y) reached by a move in direction (sx, sy): pruned
 * by it. A straight move has forced neighbours where a side cell is open and
 * the one behind it blocked: then the side and the forward diagonal are
 * searched. */
__attribute__((always_inline)) static inline void jp_expand_dir(jps *j, int64_t x, int64_t y, int sx, int sy)
{
    size_t ro = mz_bitgrid_off(j->rows, y), co = mz_bitgrid_off(j->cols, x);
    unsigned f = jp_flags(j, x, y);
    if (sx && sy) {
        jp_horizontal(j, ro, x, y, sx, j->base, work_x(f, sx));
        jp_vertical(j, co, x, y, sy, j->base, work_y(f, sy));
        jp_diagonal(j, x, y, sx, sy);
    } else if (sx) {
        jp_horizontal(j, ro, x, y, sx, j->base, work_x(f, sx));
        for (int d = -1; d <= 1; d += 2)
            if (jp_open(j, x, y + d) && !jp_open(j, x - sx, y + d)) {
                jp_vertical(j, co, x, y, d, j->base, work_y(f, d));
                jp_diagonal(j, x, y, sx, d);
            }
    } else {
        jp_vertical(j, co, x, y, sy, j->base, work_y(f, sy));
        for (int d = -1; d <= 1; d += 2)
            if (jp_open(j, x + d, y) && !jp_open(j, x + d, y - sy)) {
                jp_horizontal(j, ro, x, y, d, j->base, work_x(f, d));
                jp_diagonal(j, x, y, d, sy);
            }
    }
}

/* Expands v, pruned by the direction it was reached in (from its parent),
 * made for each of the eight apart (as the diagonal walk is): the straight
 * scans' directions and the walks called are known where they are made. */
static void jp_expand(jps *j, uint32_t v, const mz_jpnode *q, uint32_t start)
{
    const maze_graph *g = j->s->g;
    int64_t x = mz_cx(g, v), y = mz_cy(g, v); /* multiplies, not divisions: once per expansion */
    j->cur = v;
    j->base = jp_steps(q);
    if (v == start) {
        jp_all(j, x, y);
        return;
    }
    uint32_t p = q->parent;
    int64_t ex = x - mz_cx(g, p), ey = y - mz_cy(g, p);
    int64_t ax = ex < 0 ? -ex : ex, ay = ey < 0 ? -ey : ey;
    /* the last move: diagonal when the jump's two runs are as long, else
     * along the longer (branches, not a switch: its table's jump is one
     * indirect branch more, mispredicted where these are) */
    if (ax == ay) {
        if (ex > 0) {
            if (ey > 0) jp_expand_dir(j, x, y, 1, 1);
            else jp_expand_dir(j, x, y, 1, -1);
        } else if (ey > 0) jp_expand_dir(j, x, y, -1, 1);
        else jp_expand_dir(j, x, y, -1, -1);
    } else if (ax > ay) {
        if (ex > 0) jp_expand_dir(j, x, y, 1, 0);
        else jp_expand_dir(j, x, y, -1, 0);
    } else if (ey > 0) jp_expand_dir(j, x, y, 0, 1);
    else jp_expand_dir(j, x, y, 0, -1);
}

/* ---- the tables, built by the first query on a graph ---- */

/* What jps keeps with a graph: the open cells by row and by column (with
 * the stop bits), made whole by the first query, and the diagonal memo,
 * allocated zeroed by it and filled by the walks that need it. */
typedef struct jps_tables {
    mz_bitgrid rows, cols;
    uint8_t *memo;
} jps_tables;

static void tables_destroy(const maze_graph *g, void *part)
{
    jps_tables *t = part;
    if (!t) return;
    mz_free(&g->alloc, t->rows.bits);
    mz_free(&g->alloc, t->cols.bits);
    mz_free(&g->alloc, t->memo);
    mz_free(&g->alloc, t);
}

/* The memo is not touched here: zeroed memory the allocator gets fresh from
 * the system costs no page until a walk reads or writes it. */
static int tables_build(const maze_graph *g, void **out)
{
    jps_tables *t = mz_calloc(&g->alloc, 1, sizeof *t);
    size_t n = (size_t)g->n;
    if (!t || mz_bitgrid_build(&t->rows, &t->cols, g, &g->alloc) ||
        !(t->memo = mz_calloc(&g->alloc, 5 * (n ? n : 1), 1))) {
        tables_destroy(g, t);
        return MAZE_ENOMEM;
    }
    /* on a large map (2 MiB and more) a huge page a fault, not 4 KiB: the
     * walks of a pass reach most of the memo's pages there, each first read
     * (a fault) then written (another) */
    mz_hint_huge(t->memo, 5 * n);
    *out = t;
    return MAZE_OK;
}

/* ---- live maps: the bits patched, the memo entries that read a change forgotten ---- */

/* Forgets the entries of cell (x, y) and those of the cells before it on
 * each diagonal whose target is (x, y) or beyond (they read its work and
 * moves). Going back, the walk ends where no entry further back can reach
 * (x, y): at a known entry whose target lies short of it (targets never lie
 * further on for a cell further back), or at a cell that cannot step on
 * (a walk stops there) or whose flags are known and give it work (a walk
 * stops there too: the flags of every changed cell were forgotten first).
 * Unknown entries are passed over (MEMO_MAX at most). */
static void memo_forget(const maze_graph *g, uint8_t *memo, int64_t x, int64_t y)
{
    const uint8_t *flags = memo + 4 * (size_t)g->n;
    for (int d = 0; d < 4; d++) {
        int dx = d & 1 ? 1 : -1, dy = d & 2 ? 1 : -1;
        unsigned move = diag_move(dx, dy), skip = (dx > 0 ? 1u : 2u) | (dy > 0 ? 4u : 8u);
        uint8_t *plane = memo + (size_t)d * (size_t)g->n;
        memo_set(plane + y * g->w + x, 0);
        for (int64_t i = 1; i <= MEMO_MAX; i++) {
            int64_t cx = x - i * dx, cy = y - i * dy, c = cy * g->w + cx;
            if (cx < 0 || cy < 0 || cx >= g->w || cy >= g->h || !(g->mask[c] & move)) break;
            unsigned v = memo_get(plane + c);
            if (v) {
                if (v == MEMO_NO || (int64_t)v < i) break;
                memo_set(plane + c, 0);
            }
            unsigned f = memo_get(flags + c);
            if (f && (f & skip) != skip) break;
        }
    }
}

/* After cell pos of line `line` changed (its stop bits and those of the
 * lines beside it made again): the cells of the line whose straight jumps
 * may now find otherwise, those whose scan reaches cells pos-1..pos+1 (the
 * only stop bits that moved) before another stop: their flags forgotten
 * (pass 0), then their entries (pass 1, memo_forget). */
static void line_forget(const maze_graph *g, uint8_t *memo, const mz_bitgrid *b, int64_t line, int64_t pos,
                        int64_t len, int transpose, int pass)
{
    size_t off = mz_bitgrid_off(b, line);
    /* bit p + 1 is cell p: the last stop of a forward scan at or before
     * cell pos-2, and the first of a backward one at or after cell pos+2 */
    int64_t lo = pos - 2 >= 0 ? scan_bwd(b->fwd + off, pos - 1) - 1 : 0;
    int64_t hi = pos + 2 < len ? scan_fwd(b->bwd + off, pos + 3) - 1 : len - 1;
    if (lo < 0) lo = 0;
    if (hi > len - 1) hi = len - 1;
    for (int64_t p = lo; p <= hi; p++) {
        int64_t x = transpose ? line : p, y = transpose ? p : line;
        if (pass) memo_forget(g, memo, x, y);
        else memo_set(memo + 4 * (size_t)g->n + (size_t)(y * g->w + x), 0);
    }
}

/* A live map's change of (x, y): the bit rows and columns at the cell,
 * then the memo entries that read a cell whose moves (the cell and its
 * eight neighbours, all on the lines below) or straight jumps (on the three
 * rows and three columns through them) may have changed. */
static int tables_update(const maze_graph *g, void *part, int32_t x, int32_t y)
{
    jps_tables *t = part;
    int open = g->passable[(size_t)y * (size_t)g->w + (size_t)x] != 0;
    mz_bitgrid_set(&t->rows, g->h, y, x, open);
    mz_bitgrid_set(&t->cols, g->w, x, y, open);
    for (int pass = 0; pass < 2; pass++)
        for (int32_t i = -1; i <= 1; i++) {
            if (y + i >= 0 && y + i < g->h) line_forget(g, t->memo, &t->rows, y + i, x, g->w, 0, pass);
            if (x + i >= 0 && x + i < g->w) line_forget(g, t->memo, &t->cols, x + i, y, g->h, 1, pass);
        }
    return MAZE_OK;
}

static const mz_solve_part_kind tables_kind = {tables_build, tables_destroy, tables_update};

/* ---- result ---- */

/* Writes the n cells c + step, c + 2 step, ..., c + n step to out, in that
 * order: one add a cell, carried from cell to cell, which the compiler makes
 * a vector of four cells stepped by one add (the cell indices wrap as
 * uint32_t does, and every cell written is on the map); written as
 * c + (i + 1) step, each vector cost two multiplies. */
static inline void jp_run(uint32_t *out, uint32_t c, uint32_t step, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        c += step;
        out[i] = c;
    }
}

/* Lists every cell: each jump from parent p to v is diagonal first, then
 * straight, so its cells after p are written from p forwards, a run of
 * each, into the place the path from start to p leaves before them. A jump
 * enters one cell a step, so the path has the goal's straight and diagonal
 * step counts added, and the start: no walk of the parents to count it. */
static int jp_path(maze_search *s, const mz_jpnodes *nodes, uint32_t start, uint32_t goal, maze_result *r)
{
    uint64_t steps = jp_steps(mz_jpnodes_at(nodes->dir, goal));
    if (mz_solve_no_cells(s, jp_cost(steps), r)) return MAZE_OK;
    const maze_graph *g = s->g;
    uint32_t w = (uint32_t)g->w;
    size_t len = 1 + (size_t)(steps >> 32) + (size_t)(uint32_t)steps;
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t v = goal; v != start;) {
        uint32_t p = mz_jpnodes_at(nodes->dir, v)->parent;
        int32_t py = mz_cy(g, p), px = (int32_t)(p - (uint32_t)py * w);
        int32_t vy = mz_cy(g, v), vx = (int32_t)(v - (uint32_t)vy * w);
        int32_t ex = vx - px, ey = vy - py;
        uint32_t ax = (uint32_t)abs(ex), ay = (uint32_t)abs(ey), lo = ax < ay ? ax : ay, hi = ax < ay ? ay : ax;
        uint32_t sx = ex < 0 ? (uint32_t)-1 : ex > 0, sy = ey < 0 ? -w : ey > 0 ? w : 0;
        k -= hi;
        jp_run(s->path + k, p, sx + sy, lo);
        jp_run(s->path + k + lo, p + lo * (sx + sy), ax > ay ? sx : sy, hi - lo);
        v = p;
    }
    s->path[0] = start;
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = jp_cost(steps);
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
        r->expanded = 1;
        if (mz_solve_no_cells(s, jp_cost((uint64_t)ns << 32 | (uint64_t)nd), r)) return 1;
        if (mz_solve_path_room(s, (size_t)(nd + ns + 1))) return MAZE_ENOMEM;
        c = start;
        s->path[0] = start;
        jp_walk(g, &c, k1, n1, s->path + 1);
        jp_walk(g, &c, k2, n2, s->path + 1 + n1);
        r->found = 1;
        r->path = s->path;
        r->length = (size_t)(nd + ns + 1);
        r->cost = jp_cost((uint64_t)ns << 32 | (uint64_t)nd);
        return 1;
    }
    return 0;
}

/* jps's own state: its frontier (padded, heap.h) and node records. */
typedef struct jps_state {
    mz_heap heap;
    mz_jpnodes nodes;
} jps_state;

static int jps_create(maze_search *s, void *state)
{
    jps_state *js = state;
    return mz_solve_heap_init(&s->alloc, &js->heap) || mz_jpnodes_init(&js->nodes, &s->alloc, s->g->n)
               ? MAZE_ENOMEM
               : MAZE_OK;
}

static void jps_reset(maze_search *s, void *state)
{
    (void)s;
    jps_state *js = state;
    mz_heap_pad_clear(&js->heap);
    mz_jpnodes_begin(&js->nodes);
}

static void jps_destroy(maze_search *s, void *state)
{
    jps_state *js = state;
    mz_solve_heap_free(&s->alloc, &js->heap);
    mz_jpnodes_free(&js->nodes, &s->alloc);
}

static const mz_solve_kind jps_kind = {sizeof(jps_state), jps_create, jps_reset, jps_destroy};

static void jp_init(jps *j, maze_search *s, const jps_tables *t, jps_state *js, uint32_t goal)
{
    const maze_graph *g = s->g;
    memset(j, 0, sizeof *j);
    j->s = s;
    j->nodes = &js->nodes;
    j->dir = js->nodes.dir;
    j->heap = &js->heap;
    j->open = js->nodes.stamp;
    j->closed = js->nodes.stamp + 1;
    j->rows = &t->rows;
    j->cols = &t->cols;
    for (int d = 0; d < 4; d++) j->plane[d] = t->memo + (size_t)d * (size_t)g->n;
    j->flags = t->memo + 4 * (size_t)g->n;
    j->w = g->w;
    j->gx = goal % (uint32_t)g->w;
    j->gy = goal / (uint32_t)g->w;
    j->goal = goal;
    j->bound = HUGE_VAL;
}

/* A MAZE_EV_FRONTIER for jump point c reached from v by a scan. */
static int jp_emit_jump(const jps *j, uint32_t c, uint32_t v, const maze_solve_opts *o)
{
    return mz_emit(o->step, o->step_ud, MAZE_EV_FRONTIER, (int32_t)(c % (uint32_t)j->w), (int32_t)(c / (uint32_t)j->w),
                   (int32_t)(v % (uint32_t)j->w), (int32_t)(v / (uint32_t)j->w),
                   jp_cost(jp_steps(mz_jpnodes_at(j->dir, c))));
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
    if (mz_jpnodes_at(j->dir, next)->parent == v && jp_emit_jump(j, next, v, o)) return MAZE_ECANCELLED;
    for (size_t i = 0; i < j->heap->n; i++) {
        uint64_t key = (uint64_t)j->heap->a[i];
        uint32_t c = (uint32_t)key;
        const mz_jpnode *q = mz_jpnodes_at(j->dir, c);
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
    jps_state *js;
    if (mz_solve_state(s, &jps_kind, (void **)&js)) return MAZE_ENOMEM;
    jp_init(&j, s, tables, js, goal);
    j.cur = start;
    jp_push(&j, start % j.w, start / j.w, 0);
    if (j.err) return j.err; /* the start's block */
    const uintptr_t *dir = j.dir;
    uint32_t closed = j.closed; /* kept in registers: j's address is passed on */
    while (j.heap->n) {
        uint32_t v = (uint32_t)mz_heap_pad_pop(j.heap).key;
        mz_jpnode *q = mz_jpnodes_at(dir, v);
        if (q->stamp == closed) continue; /* a stale duplicate */
        q->stamp = closed;
        r->expanded++;
        if (o->step && ((v != start && jp_emit_pushed(&j, j.cur, v, o)) ||
                        mz_emit(o->step, o->step_ud, MAZE_EV_VISIT, (int32_t)(v % j.w), (int32_t)(v / j.w), 0, 0,
                                jp_cost(jp_steps(q)))))
            return MAZE_ECANCELLED;
        if (v == goal) return jp_path(s, j.nodes, start, goal, r);
        jp_expand(&j, v, q, start);
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
