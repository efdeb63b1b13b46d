/* subgoal.c - simple subgoal graphs (Uras, Hernandez and Koenig 2013): the
 * corners of blocked cells are subgoals, each linked to the subgoals it
 * reaches directly and may bend at (taut edges); a query links its two ends
 * the same way, runs A* over the subgoals (the octile distance and the
 * landmarks' bound, subgoal_alt.c) and refines the result into grid moves. */
#include "solve.h"
#include "heap.h"
#include "heuristic.h"
#include "subgoal.h"

#include <math.h>
#include <stdlib.h>

/* ---- the map's subgoals and clearances ---- */

static inline int open_at(const maze_graph *g, int64_t x, int64_t y)
{
    return x >= 0 && y >= 0 && x < g->w && y < g->h && g->passable[y * g->w + x];
}

/* A subgoal: an open cell beside a blocked cell's corner, that is, some
 * diagonal neighbour blocked while both cells beside that diagonal are open
 * (a shortest path turns round that corner here). Returns those corners
 * (bit k - 4 for diagonal k), 0 for a cell that is no subgoal. */
static inline uint32_t corners(const maze_graph *g, int64_t x, int64_t y)
{
    uint32_t out = 0;
    if (!open_at(g, x, y)) return 0;
    for (int k = 4; k < 8; k++) {
        int dx = mz_mdx[k], dy = mz_mdy[k];
        if (open_at(g, x + dx, y) && open_at(g, x, y + dy) && !open_at(g, x + dx, y + dy)) out |= 1u << (k - 4);
    }
    return out;
}

/* Clearances along straight move k, swept against its direction: how many
 * open cells that are no subgoal follow, up to MZ_SG_FAR, and whether a
 * subgoal ends them (the scans' lines then need not read the map). */
static void sweep(mz_sg *sg, const maze_graph *g, int k)
{
    int64_t w = g->w, h = g->h;
    int dx = mz_mdx[k], dy = mz_mdy[k];
    for (int64_t i = 0; i < h; i++) {
        int64_t y = dy > 0 ? h - 1 - i : i;
        for (int64_t j = 0; j < w; j++) {
            int64_t x = dx > 0 ? w - 1 - j : j;
            size_t c = (size_t)(y * w + x);
            uint32_t v = 0;
            if (g->mask[c] & (1u << k)) {
                size_t n = (size_t)((y + dy) * w + x + dx);
                uint32_t after = sg->clr[4 * n + (size_t)k];
                v = sg->id[n] != MZ_SG_NONE ? 1 : (after >> 1) + 1 < MZ_SG_FAR ? after + 2 : MZ_SG_FAR << 1;
            }
            sg->clr[4 * c + (size_t)k] = (uint16_t)v;
        }
    }
}

int mz_sg_derive(mz_sg *sg, const maze_graph *g, const maze_allocator *a)
{
    size_t n = (size_t)g->n;
    sg->id = mz_alloc(a, n * sizeof *sg->id);
    sg->clr = mz_alloc(a, 4 * n * sizeof *sg->clr);
    if (!sg->id || !sg->clr) return MAZE_ENOMEM;
    uint32_t count = 0;
    for (int64_t y = 0; y < g->h; y++) /* each cell's corners first, then its number */
        for (int64_t x = 0; x < g->w; x++) count += (sg->id[y * g->w + x] = corners(g, x, y)) != 0;
    sg->n = count;
    sg->xy = mz_alloc(a, 2 * (size_t)count * sizeof *sg->xy + 1);
    sg->corner = mz_alloc(a, (size_t)count + 1);
    if (!sg->xy || !sg->corner) return MAZE_ENOMEM;
    count = 0;
    for (size_t c = 0; c < n; c++) {
        if (!sg->id[c]) {
            sg->id[c] = MZ_SG_NONE;
            continue;
        }
        sg->xy[2 * (size_t)count] = (int32_t)(c % (size_t)g->w);
        sg->xy[2 * (size_t)count + 1] = (int32_t)(c / (size_t)g->w);
        sg->corner[count] = (uint8_t)sg->id[c];
        sg->id[c] = count++;
    }
    for (int k = 0; k < 4; k++) sweep(sg, g, k);
    return MAZE_OK;
}

void mz_sg_free(mz_sg *sg, const maze_allocator *a)
{
    mz_free(a, sg->id);
    mz_free(a, sg->clr);
    mz_free(a, sg->xy);
    mz_free(a, sg->corner);
    mz_free(a, sg->off);
    mz_free(a, sg->adj);
    mz_free(a, sg->dir);
    mz_free(a, sg->local);
    mz_free(a, sg->rank);
    mz_free(a, sg->soff);
    mz_free(a, sg->sadj);
    mz_free(a, sg->svia);
    mz_free(a, sg->shalf);
    mz_free(a, sg->sdir);
    mz_free(a, sg->slast);
    mz_free(a, sg->doff);
    mz_free(a, sg->din);
    mz_free(a, sg->eoff);
    mz_free(a, sg->eadj);
    mz_free(a, sg->eflag);
    mz_free(a, sg->eadd);
    mz_free(a, sg->ehalf);
    mz_free(a, sg->lmd);
    mz_free(a, sg->cid);
    mz_free(a, sg->cd);
    mz_free(a, sg->cf);
    mz_free(a, sg->uoff);
    mz_free(a, sg->uadj);
    mz_free(a, sg->roff);
    mz_free(a, sg->rin);
    mz_free(a, sg->koff);
    mz_free(a, sg->kadj);
    mz_free(a, sg->kedge);
    mz_free(a, sg->klen);
    mz_free(a, sg->foff);
    mz_free(a, sg->fsp);
    mz_free(a, sg->boff);
    mz_free(a, sg->bsp);
    mz_free(a, sg->xyd);
    memset(sg, 0, sizeof *sg);
}

size_t mz_sg_memory(const mz_sg *sg, uint64_t cells)
{
    size_t se = sg->eoff ? sg->eoff[8 * (size_t)sg->n] : 0, added = sg->eadd ? sg->eadd[se] : 0;
    size_t de = sg->doff ? sg->doff[sg->n] : 0;
    size_t lists = sg->eoff ? (8 * (size_t)sg->n + 1) * sizeof *sg->eoff : 0; /* made or read once the levels are */
    return (size_t)cells * (sizeof *sg->id + 4 * sizeof *sg->clr) +
           (size_t)sg->n * (2 * sizeof *sg->xy + sizeof *sg->corner + sizeof *sg->local + sizeof *sg->rank +
                            sizeof *sg->doff) +
           lists + se * (sizeof *sg->eadj + sizeof *sg->eflag + sizeof *sg->eadd) + added * 2 * sizeof *sg->ehalf + de * sizeof *sg->din +
           (size_t)sg->n * sg->nlm * sizeof *sg->lmd + mz_sg_core_memory(sg);
}

/* ---- what a cell reaches directly ---- */

#if defined(__GNUC__)
#define SG_INLINE static inline __attribute__((always_inline))
#define SG_COLD static __attribute__((noinline)) /* once a query: kept out of the search loop's registers */
#else
#define SG_INLINE static inline
#define SG_COLD static
#endif

/* One scan: the subgoals found (as numbers). A query whose ends see each
 * other is ended before its scans (sg_sight), so no scan looks for a
 * target. */
typedef struct scan {
    const maze_graph *g;
    const mz_sg *sg;
    const maze_allocator *a;
    int64_t ox, oy; /* where the scan starts */
    int goal;       /* 1: the goal's reverse scan (see passes) */
    uint32_t *out;
    size_t n, cap;
    int err;
} scan;

static void grow(scan *sc)
{
    size_t cap = sc->cap ? 2 * sc->cap : 64;
    uint32_t *o = mz_realloc(sc->a, sc->out, cap * sizeof *o);
    if (!o) {
        sc->err = MAZE_ENOMEM;
        return;
    }
    sc->out = o;
    sc->cap = cap;
}

/* Records subgoal u (nothing when out of memory: sc->err says so). */
static inline void found(scan *sc, uint32_t u)
{
    if (sc->n == sc->cap && (grow(sc), sc->err)) return;
    sc->out[sc->n++] = u;
}

/* Whether a path arriving at subgoal (x, y) moving by signs (sx, sy) can
 * bend there round its corner: some blocked diagonal (dx, dy) beside open
 * sides with the arrival moving away from it along x (then turning along
 * dy) or along y. A path that cannot is never needed through this subgoal
 * (taut paths suffice, Uras and Koenig): it goes straight on past it. */
static inline int taut(const mz_sg *sg, uint32_t u, int sx, int sy)
{
    /* corners (bit k - 4: NE, SE, SW, NW) with dx == -sx, then dy == -sy */
    uint32_t by_x = sx > 0 ? 0xcu : sx < 0 ? 0x3u : 0, by_y = sy > 0 ? 0x9u : sy < 0 ? 0x6u : 0;
    return (sg->corner[u] & (by_x | by_y)) != 0;
}

/* Meets subgoal u, reached by move k (the signs of its place from the
 * scan's start sx, sy): returns 1 if the scan goes on past it, recording
 * it as an edge when it may be one. A forward scan (goal 0, a constant
 * where inlined) keeps it only if a path from the scan's start may bend
 * there, and else goes past. The goal's reverse scan records every subgoal (any may be a
 * path's last) and goes past it if some path from behind it (along k, or
 * from a line beside k when k is diagonal) would not bend there: the edge
 * into it from there is dropped, so what lies behind must be linked to the
 * goal directly. */
SG_INLINE int meet(scan *sc, uint32_t u, int k, int goal, int sx, int sy)
{
    int dx = mz_mdx[k], dy = mz_mdy[k];
    if (!goal) {
        if (taut(sc->sg, u, sx, sy)) {
            found(sc, u);
            return 0;
        }
        return 1;
    }
    found(sc, u);
    return !taut(sc->sg, u, -dx, -dy) || (dx && dy && (!taut(sc->sg, u, -dx, 0) || !taut(sc->sg, u, 0, -dy)));
}

/* Open cells that are no subgoal ahead of cell c along straight move k
 * (step cells apart); *sub 1 when the last of them moves on by k into a
 * subgoal, 0 when it cannot move on. */
static inline int64_t clearance_at(const scan *sc, int64_t c, int k, int64_t step, int *sub)
{
    uint32_t x = sc->sg->clr[4 * c + k];
    int64_t v = x >> 1;
    *sub = (int)(x & 1);
    if (*sub || v < MZ_SG_FAR) return v;
    for (c += v * step;; c += step, v++) {
        if (!(sc->g->mask[c] & (1u << k))) return v;
        if (sc->sg->id[c + step] != MZ_SG_NONE) {
            *sub = 1;
            return v;
        }
    }
}

/* The line from cell c along straight move k, at most `lim` open cells
 * long (lim < 0: none), j of them known open and, when sub, followed by a
 * subgoal: records the subgoal that ends it, *lim shrinking to what the
 * next line may take. Returns the open cells before the subgoal that ends
 * it or the block (past the subgoals it goes past): from the scan's start,
 * how far the quadrants beside the line may reach (a walk of its own
 * before). sx, sy: as meet's. */
SG_INLINE int64_t line_on(scan *sc, int64_t c, int k, int64_t step, int64_t j, int sub, int64_t *lim, int goal, int sx,
                          int sy)
{
    for (;;) {
        if (j > *lim || !sub) break; /* cut short, or ended by a block */
        int64_t e = c + (j + 1) * step; /* a subgoal */
        if (!meet(sc, sc->sg->id[e], k, goal, sx, sy)) {
            if (j - 1 < *lim) *lim = j - 1; /* what lies behind it is reached through it */
            return j;
        }
        j += 1 + clearance_at(sc, e, k, step, &sub);
    }
    if (j < *lim) *lim = j;
    return j;
}

/* The line from cell c along straight move k (line_on from its clearance). */
SG_INLINE int64_t line(scan *sc, int64_t c, int k, int64_t *lim, int goal, int sx, int sy)
{
    int sub;
    int64_t step = mz_mdx[k] + mz_mdy[k] * sc->g->w, j = clearance_at(sc, c, k, step, &sub);
    return line_on(sc, c, k, step, j, sub, lim, goal, sx, sy);
}

/* A line of a quadrant's step, its limit held as lx = 2 lim + 1 (see
 * quadrant): x, its clearance as stored, is at most lx. A line ended by a
 * block sets the limit to its length, one ended by a subgoal the scan stops
 * at to the cells before it; one that goes on past a subgoal, or past
 * MZ_SG_FAR cells, is walked on as line does. */
SG_INLINE void qline(scan *sc, int64_t c, int k, int64_t step, uint32_t x, int64_t *lx, int goal, int sx, int sy)
{
    int64_t v = x >> 1, j, lim = *lx >> 1;
    int sub = 1;
    if (!(x & 1)) {
        if (v < MZ_SG_FAR) {
            *lx = (int64_t)x + 1;
            return;
        }
        j = clearance_at(sc, c, k, step, &sub);
    } else {
        int64_t e = c + (v + 1) * step;
        if (!meet(sc, sc->sg->id[e], k, goal, sx, sy)) {
            *lx = (int64_t)x - 2;
            return;
        }
        j = v + 1 + clearance_at(sc, e, k, step, &sub);
    }
    line_on(sc, c, k, step, j, sub, &lim, goal, sx, sy);
    *lx = 2 * lim + 1;
}

/* The diagonal quadrant of move k (4..7) from (x, y): the diagonal's cells
 * in turn, each with its two straight lines, the lines never longer than
 * the one before (an obstacle's shadow is reached through its corner), the
 * first no longer than the start's own lines beside it reach (ahead, by
 * straight move). Most lines reach past their limit and change nothing: a
 * limit is held as 2 lim + 1, so that the clearance read as it is stored
 * tells them apart (x >> 1 <= lim exactly when x <= 2 lim + 1, a saturated
 * MZ_SG_FAR too), and only the others are made. The map's arrays are read
 * from locals: through sc, found's stores made every step load them again
 * (on Berlin_0_256 the step took about 40 instructions, now about 15). */
SG_INLINE void quadrant(scan *sc, int64_t x, int64_t y, int k, int goal, const int64_t *ahead)
{
    const maze_graph *g = sc->g;
    const uint8_t *mask = g->mask, bit = (uint8_t)(1u << k);
    const uint32_t *id = sc->sg->id;
    const uint16_t *clr = sc->sg->clr;
    int dx = mz_mdx[k], dy = mz_mdy[k];
    int kx = dx > 0 ? 1 : 3, ky = dy > 0 ? 2 : 0;
    int64_t lx = 2 * ahead[kx] + 1, ly = 2 * ahead[ky] + 1, c = y * g->w + x, step = dx + dy * g->w;
    for (;;) {
        if (!(mask[c] & bit)) return;
        c += step;
        uint32_t u = id[c];
        if (u != MZ_SG_NONE && !meet(sc, u, k, goal, dx, dy)) return;
        uint32_t ax = clr[4 * c + kx], ay = clr[4 * c + ky];
        if (ax <= lx) qline(sc, c, kx, dx, ax, &lx, goal, dx, dy);
        if (ay <= ly) qline(sc, c, ky, dy * g->w, ay, &ly, goal, dx, dy);
    }
}

/* Every subgoal (x, y) reaches directly: a path of the octile length with
 * no other subgoal on it. Each quadrant made with its moves known to the
 * compiler. */
SG_INLINE void scan_run(scan *sc, int64_t x, int64_t y, int goal)
{
    int64_t ahead[4]; /* each straight line's reach, for the two quadrants beside it */
    for (int k = 0; k < 4; k++) {
        int64_t far = INT64_MAX - 1;
        ahead[k] = line(sc, y * sc->g->w + x, k, &far, goal, mz_mdx[k], mz_mdy[k]);
    }
    quadrant(sc, x, y, 4, goal, ahead);
    quadrant(sc, x, y, 5, goal, ahead);
    quadrant(sc, x, y, 6, goal, ahead);
    quadrant(sc, x, y, 7, goal, ahead);
}

/* The forward and the goal's scans made apart, each with its tests known
 * to the compiler (the goal's records every subgoal). */
static void scan_forward(scan *sc, int64_t x, int64_t y) { scan_run(sc, x, y, 0); }
static void scan_goal(scan *sc, int64_t x, int64_t y) { scan_run(sc, x, y, 1); }
static void scan_from(scan *sc, int64_t x, int64_t y)
{
    if (sc->goal)
        scan_goal(sc, x, y);
    else
        scan_forward(sc, x, y);
}

int mz_sg_scan(const mz_sg *sg, const maze_graph *g, const maze_allocator *a, int64_t x, int64_t y, int goal,
               uint32_t **out, size_t *n)
{
    scan sc = {.g = g, .sg = sg, .a = a, .ox = x, .oy = y, .goal = goal};
    scan_from(&sc, x, y);
    *out = sc.out;
    *n = sc.n;
    return sc.err;
}

int mz_sg_connect(mz_sg *sg, const maze_graph *g, const maze_allocator *a)
{
    sg->off = mz_alloc(a, ((size_t)sg->n + 1) * sizeof *sg->off);
    if (!sg->off) return MAZE_ENOMEM;
    scan sc = {.g = g, .sg = sg, .a = a};
    sg->off[0] = 0;
    for (uint32_t u = 0; u < sg->n && !sc.err; u++) {
        size_t before = sc.n;
        sc.ox = sg->xy[2 * (size_t)u];
        sc.oy = sg->xy[2 * (size_t)u + 1];
        scan_from(&sc, sc.ox, sc.oy);
        if (sc.n > UINT32_MAX) sc.err = MAZE_ENOMEM;
        sg->off[u + 1] = (uint32_t)sc.n;
        (void)before;
    }
    sg->adj = sc.out;
    if (sc.err) return sc.err;
    return mz_sg_index(sg, a) ? MAZE_ENOMEM : mz_sg_contract(sg, a);
}

/* One buffer for every subgoal's scan, as mz_sg_connect's; mark[v] == u + 1
 * when v heads one of u's edges read that are not added. */
int mz_sg_check_scans(const mz_sg *sg, const maze_graph *g, const maze_allocator *a, maze_error_info *err)
{
    uint32_t n = sg->n, *mark = mz_calloc(a, (size_t)n + 1, sizeof *mark);
    if (!mark) return mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
    scan sc = {.g = g, .sg = sg, .a = a};
    int st = MAZE_OK;
    for (uint32_t u = 0; u < n && !st; u++) {
        for (uint32_t j = sg->eoff[8 * (size_t)u]; j < sg->eoff[8 * (size_t)u + 8]; j++)
            if (!(sg->eflag[j] & MZ_SG_ADDED)) mark[sg->eadj[j]] = u + 1;
        sc.n = 0;
        sc.ox = sg->xy[2 * (size_t)u];
        sc.oy = sg->xy[2 * (size_t)u + 1];
        scan_forward(&sc, sc.ox, sc.oy);
        if (sc.err) st = mz_error_set(err, 0, MAZE_ENOMEM, "out of memory");
        for (size_t i = 0; i < sc.n && !st; i++)
            if (mark[sc.out[i]] != u + 1)
                st = mz_error_set(err, 0, MAZE_EFORMAT, "subgoal %u lacks its edge to subgoal %u, which the map gives it",
                                  (unsigned)u, (unsigned)sc.out[i]);
    }
    mz_free(a, sc.out);
    mz_free(a, mark);
    return st;
}

int mz_sg_index(mz_sg *sg, const maze_allocator *a)
{
    size_t e = sg->off[sg->n];
    sg->dir = mz_alloc(a, e + 1);
    if (!sg->dir) return MAZE_ENOMEM;
    for (uint32_t u = 0; u < sg->n; u++) {
        int32_t ux = sg->xy[2 * (size_t)u], uy = sg->xy[2 * (size_t)u + 1];
        for (uint32_t i = sg->off[u]; i < sg->off[u + 1]; i++) {
            int32_t vx = sg->xy[2 * (size_t)sg->adj[i]], vy = sg->xy[2 * (size_t)sg->adj[i] + 1];
            sg->dir[i] = (uint8_t)(((vy > uy) - (vy < uy) + 1) * 3 + (vx > ux) - (vx < ux) + 1);
        }
    }
    return MAZE_OK;
}

/* ---- the search ---- */

/* The frontier: f cut into buckets of width 1 / SG_BQ_K, the current one an
 * exact heap, the next SG_BQ_N - 1 unordered arrays, those beyond in one
 * unordered array (far) dealt out again when the window reaches it. Popped
 * in the same order as one heap (bucket, then f and tie key within it),
 * since the heuristic is consistent: no f pushed is below the bucket being
 * popped but by rounding, and such an entry joins the current heap. A heap
 * over all of them spent a quarter of Berlin's search in its pops. Quarter
 * buckets (SG_BQ_K 4; they were unit wide) keep the current heap smaller:
 * random512-10's queries took 5.4% fewer instructions, maze512-1's no more
 * (16: 6.0% fewer on random512-10, 0.04% more on maze512-1). */
#define SG_BQ_W 4 /* words of the bitmap of buckets in use */
#define SG_BQ_N (64 * SG_BQ_W)
#define SG_BQ_K 4.0
#define SG_BQ_FEWEST 128 /* fewer subgoals: one heap (sg_bq_reset) */

typedef struct sg_bq {
    mz_heap act;              /* bucket cur, a heap */
    mz_heap b[SG_BQ_N];       /* buckets cur + 1 .. cur + SG_BQ_N - 1 at their number mod SG_BQ_N, unordered */
    mz_heap far;              /* buckets from cur + SG_BQ_N on, unordered */
    uint64_t used[SG_BQ_W];   /* bit i % 64 of word i / 64: b[i] is not empty */
    int64_t cur, farmin;      /* the current bucket; the least in far */
} sg_bq;

static int sg_bucket_add(const maze_allocator *a, mz_heap *b, mz_hitem it)
{
    if (b->n == b->cap && mz_solve_heap_grow_from(a, b, 16)) return MAZE_ENOMEM; /* 257 of them: small first */
    b->a[b->n++] = it;
    return MAZE_OK;
}

static inline int64_t sg_bq_bucket(double f) { return (int64_t)(f * SG_BQ_K); }

/* Puts an entry of bucket k where it belongs; MAZE_OK or MAZE_ENOMEM. */
static inline int sg_bq_put(const maze_allocator *a, sg_bq *q, int64_t k, mz_hitem it)
{
    if (k <= q->cur) {
        if (q->act.n == q->act.cap && mz_solve_heap_grow(a, &q->act)) return MAZE_ENOMEM;
        mz_heap_push(&q->act, mz_hitem_f(it), (uint64_t)it);
        return MAZE_OK;
    }
    if (k - q->cur < SG_BQ_N) {
        q->used[(k & (SG_BQ_N - 1)) >> 6] |= 1ull << (k & 63);
        return sg_bucket_add(a, &q->b[k & (SG_BQ_N - 1)], it);
    }
    if (k < q->farmin) q->farmin = k;
    return sg_bucket_add(a, &q->far, it);
}

/* Empties the queue for a search whose least f is f; `one` puts every entry
 * in the current heap (cur past any bucket: one exact heap, popped in the
 * same order), for a graph too small to fill the buckets: on arena's 61
 * subgoals, each bucket's first entries cost a realloc the search never
 * made up for. */
static void sg_bq_reset(sg_bq *q, double f, int one)
{
    for (int w = 0; w < SG_BQ_W; w++) {
        for (uint64_t u = q->used[w]; u; u &= u - 1) q->b[64 * w + __builtin_ctzll(u)].n = 0;
        q->used[w] = 0;
    }
    q->act.n = q->far.n = 0;
    q->cur = one ? INT64_MAX / 2 : sg_bq_bucket(f); /* half: advance reads cur + 1 */
    q->farmin = INT64_MAX;
}

static void sg_bq_free(const maze_allocator *a, sg_bq *q)
{
    mz_solve_heap_free(a, &q->act);
    for (int i = 0; i < SG_BQ_N; i++) mz_solve_heap_free(a, &q->b[i]);
    mz_solve_heap_free(a, &q->far);
}

/* Deals far's entries of the window from cur into their buckets (those
 * of bucket cur into act); MAZE_OK or MAZE_ENOMEM. */
static int sg_bq_deal(const maze_allocator *a, sg_bq *q)
{
    size_t n = q->far.n, keep = 0;
    q->farmin = INT64_MAX;
    q->far.n = 0;
    for (size_t i = 0; i < n; i++) {
        mz_hitem it = q->far.a[i];
        int64_t k = sg_bq_bucket(mz_hitem_f(it));
        if (k - q->cur >= SG_BQ_N) {
            q->far.a[keep++] = it; /* stays: keep <= i, so no entry unread is overwritten */
            if (k < q->farmin) q->farmin = k;
        } else if (sg_bq_put(a, q, k, it)) {
            return MAZE_ENOMEM;
        }
    }
    q->far.n = keep;
    return MAZE_OK;
}

/* Makes the next non-empty bucket current (act empty): the window's next,
 * or else far's least; far's entries that the window then covers are dealt
 * into it, so none is passed over. Returns 0 when the queue is empty, -1 on
 * MAZE_ENOMEM, else 1. */
static int sg_bq_advance(const maze_allocator *a, sg_bq *q)
{
    unsigned s = (unsigned)((q->cur + 1) & (SG_BQ_N - 1)), i = SG_BQ_N;
    uint64_t first = q->used[s >> 6] & (~0ull << (s & 63));
    if (first) {
        i = (s & ~63u) + (unsigned)__builtin_ctzll(first);
    } else {
        for (unsigned k = 1; k <= SG_BQ_W && i == SG_BQ_N; k++) { /* the words after, round to s's own */
            unsigned w = ((s >> 6) + k) % SG_BQ_W;
            if (q->used[w]) i = 64 * w + (unsigned)__builtin_ctzll(q->used[w]);
        }
    }
    if (i == SG_BQ_N) {
        if (!q->far.n) return 0;
        q->cur = q->farmin;
        return sg_bq_deal(a, q) ? -1 : 1;
    }
    q->cur += 1 + ((i - s) & (SG_BQ_N - 1));
    q->used[i >> 6] &= ~(1ull << (i & 63));
    mz_heap *b = &q->b[i];
    /* On failure b is emptied: its bit is clear, so sg_bq_reset would not
     * empty it, and the next query would pop this one's entries. */
    if (q->farmin - q->cur < SG_BQ_N && sg_bq_deal(a, q)) { /* far's least is past cur: not into act */
        b->n = 0;
        return -1;
    }
    while (q->act.cap < b->n)
        if (mz_solve_heap_grow(a, &q->act)) {
            b->n = 0;
            return -1;
        }
    for (size_t k = 0; k < b->n; k++) mz_heap_push(&q->act, mz_hitem_f(b->a[k]), (uint64_t)b->a[k]);
    b->n = 0;
    return 1;
}

/* A node's record: start and goal come after the subgoals (n, n + 1); g is
 * kept as exact step counts (straight << 32 | diagonal), as in jps.c. */
typedef struct sg_rec {
    uint64_t steps;
    double g;      /* sg_cost(steps), kept: most relaxations end on comparing it */
    uint32_t stamp, parent;
    uint32_t last; /* the signs of the last move into it, (sy + 1) * 3 + sx + 1 */
    uint32_t edge; /* the index in eadj of the edge into it from parent, MZ_SG_NONE from an end */
} sg_rec;

/* The search's own state, kept across queries: the frontier, the records
 * and goal marks (grown to a handle's subgoals), the two ends' scans. */
typedef struct sg_state {
    sg_bq heap;
    sg_rec *rec;
    uint32_t *mark; /* == stamp: the subgoal reaches the goal directly */
    size_t cap;
    uint32_t stamp;
    scan from, to;
    uint32_t *pend; /* unpack's stack of second halves, pcap entries (two an edge) */
    size_t pcap;
    /* by corners and the signs of move a: the first moves sg_leave allows,
     * as up to two runs [r[0], r[1]) and [r[2], r[3]) of eoff's circular
     * directions (an arc of them, so never more), made once */
    uint8_t runs[16][9][4];
    mz_sg_cq core; /* the query by the core's table (subgoal_core.c) */
} sg_state;

/* The first moves mz_sg_leave(corner, a) allows, as runs of eoff's
 * circular directions (r[2] == r[3] when one run): the arc of the three
 * within 45 degrees of move a (circular position ca), for a straight a
 * widened by the right-angle turn to ca - 2 or ca + 2 when the corner inside
 * it (circular ca + 5 or ca + 3, bit (position - 1) / 2) is blocked; one
 * run, or two when the arc wraps past NW to N. */
static void sg_runs(uint32_t corner, uint32_t a, uint8_t r[4])
{
    int ca = mz_sg_circ[(mz_mdy[a] + 1) * 3 + mz_mdx[a] + 1], lo = ca - 1, hi = ca + 2; /* [lo, hi) */
    if (a < 4) {
        lo -= (int)(corner >> ((ca + 5) % 8 / 2) & 1);
        hi += (int)(corner >> ((ca + 3) % 8 / 2) & 1);
    }
    if (lo < 0) lo += 8, hi += 8;
    r[0] = (uint8_t)lo;
    r[1] = (uint8_t)(hi < 8 ? hi : 8);
    r[2] = 0;
    r[3] = (uint8_t)(hi > 8 ? hi - 8 : 0);
}

/* The heap's room is not cleared ahead (mz_solve_heap_init): arena's
 * searches hold a few dozen entries, and clearing 1024 (16 KB) was most of
 * the state's set-up, 16.8k instructions against 286k for its 160 queries. */
static int sg_create(maze_search *s, void *state)
{
    sg_state *st = state;
    for (uint32_t c = 0; c < 16; c++)
        for (uint32_t a = 0; a < 8; a++) sg_runs(c, a, st->runs[c][(mz_mdy[a] + 1) * 3 + mz_mdx[a] + 1]);
    return mz_solve_heap_grow(&s->alloc, &st->heap.act);
}

static void sg_destroy(maze_search *s, void *state)
{
    sg_state *st = state;
    sg_bq_free(&s->alloc, &st->heap);
    mz_free(&s->alloc, st->rec);
    mz_free(&s->alloc, st->mark);
    mz_free(&s->alloc, st->from.out);
    mz_free(&s->alloc, st->to.out);
    mz_free(&s->alloc, st->pend);
    mz_sg_core_free(&st->core, &s->alloc);
}

/* No reset: a query that searches empties the frontier first (sg_bq_reset,
 * after the free path is tried), and one that sees its goal never asks for
 * the state. */
static const mz_solve_kind sg_kind = {sizeof(sg_state), sg_create, NULL, sg_destroy};

/* Room for n nodes and a fresh stamp (records cleared when new or wrapped). */
static int sg_begin(maze_search *s, sg_state *st, size_t n)
{
    if (n > st->cap || st->stamp > UINT32_MAX - 4) {
        size_t cap = n > st->cap ? n : st->cap;
        sg_rec *rec = mz_calloc(&s->alloc, cap, sizeof *rec);
        uint32_t *mark = mz_calloc(&s->alloc, cap, sizeof *mark);
        if (!rec || !mark) {
            mz_free(&s->alloc, rec);
            mz_free(&s->alloc, mark);
            return MAZE_ENOMEM;
        }
        mz_free(&s->alloc, st->rec);
        mz_free(&s->alloc, st->mark);
        st->rec = rec;
        st->mark = mark;
        st->cap = cap;
        st->stamp = 0;
    }
    st->stamp += 2;
    return MAZE_OK;
}

static inline double sg_cost(uint64_t steps) { return (double)(steps >> 32) + (double)(uint32_t)steps * MZ_SQRT2; }

/* One query over the subgoals. */
typedef struct sgq {
    const maze_allocator *a;
    const mz_sg *sg;
    sg_state *st;
    int32_t x[2], y[2]; /* start, goal */
    uint32_t goal;      /* the goal's node */
    double bound;
    int err;
    mz_sg_lmq lq; /* the landmarks' bounds to the goal (subgoal_alt.c) */
} sgq;

static inline int32_t node_x(const sgq *q, uint32_t v) { return v < q->sg->n ? q->sg->xy[2 * (size_t)v] : q->x[v - q->sg->n]; }
static inline int32_t node_y(const sgq *q, uint32_t v)
{
    return v < q->sg->n ? q->sg->xy[2 * (size_t)v + 1] : q->y[v - q->sg->n];
}

/* Puts v on the frontier at (f, g). */
static inline void sg_push(sgq *q, double f, double g, uint32_t v)
{
    if (sg_bq_put(q->a, &q->st->heap, sg_bq_bucket(f), mz_hitem_make(f, mz_heap_key(g, v)))) q->err = MAZE_ENOMEM;
}

/* The goal reached from subgoal v (one that reaches it directly), as soon
 * as v is reached, not when v is expanded: the goal's f is then v's (h is
 * exact along v's direct path) and its g larger, so the goal is popped
 * before v and the nodes of the same f, and the bound drops the entries
 * past it sooner. Each better path to v comes here again, so the goal
 * keeps the best of them. */
static inline void sg_reach_goal(sgq *q, uint32_t v, int32_t vx, int32_t vy)
{
    sg_rec *rv = &q->st->rec[v], *rg = &q->st->rec[q->goal];
    if (rg->stamp == q->st->stamp + 1) return;
    uint32_t hx = (uint32_t)abs(q->x[1] - vx), hy = (uint32_t)abs(q->y[1] - vy);
    uint32_t hn = hx < hy ? hx : hy, hm = hx < hy ? hy : hx;
    uint64_t steps = rv->steps + ((uint64_t)(hm - hn) << 32) + hn;
    double g = sg_cost(steps);
    if (rg->stamp == q->st->stamp && g >= rg->g) return;
    rg->stamp = q->st->stamp;
    rg->parent = v;
    rg->last = 4; /* never read: the goal is not expanded */
    rg->edge = MZ_SG_NONE;
    rg->steps = steps;
    rg->g = g;
    sg_push(q, g, g, q->goal);
    q->bound = g + 1e-7; /* margin: rounding must not drop an equal path */
}

/* Node v reached from u, if better; nodes past the best goal path found so
 * far are dropped. */
SG_INLINE void sg_relax_at(sgq *q, uint32_t u, uint32_t v, uint32_t edge, uint32_t last, int32_t ux, int32_t uy,
                           int32_t vx, int32_t vy)
{
    sg_rec *ru = &q->st->rec[u], *rv = &q->st->rec[v];
    if (rv->stamp == q->st->stamp + 1) return;
    uint32_t ax = (uint32_t)abs(vx - ux), ay = (uint32_t)abs(vy - uy);
    uint32_t mn = ax < ay ? ax : ay, mx = ax < ay ? ay : ax;
    uint64_t steps = ru->steps + ((uint64_t)(mx - mn) << 32) + mn;
    double g = sg_cost(steps);
    if (rv->stamp == q->st->stamp && g >= rv->g) return; /* before h: most edges end here */
    uint32_t hx = (uint32_t)abs(q->x[1] - vx), hy = (uint32_t)abs(q->y[1] - vy);
    uint32_t hn = hx < hy ? hx : hy, hm = hx < hy ? hy : hx;
    double f = g + mz_sg_lm_h(&q->lq, v, sg_cost(((uint64_t)(hm - hn) << 32) + hn));
    if (f > q->bound) return;
    rv->stamp = q->st->stamp;
    rv->parent = u;
    rv->last = last;
    rv->edge = edge;
    rv->steps = steps;
    rv->g = g;
    sg_push(q, f, g, v);
    if (q->st->mark[v] == q->st->stamp) sg_reach_goal(q, v, vx, vy); /* never the goal: only sg_reach_goal reaches it */
}

static inline void sg_relax(sgq *q, uint32_t u, uint32_t v)
{
    int32_t ux = node_x(q, u), uy = node_y(q, u), vx = node_x(q, v), vy = node_y(q, v);
    int32_t ex = vx - ux, ey = vy - uy, ax = abs(ex), ay = abs(ey);
    /* the last move: the edge's straight part, or its diagonal if none */
    int sx = ax >= ay ? (ex > 0) - (ex < 0) : 0, sy = ay >= ax ? (ey > 0) - (ey < 0) : 0;
    sg_relax_at(q, u, v, MZ_SG_NONE, (uint32_t)((sy + 1) * 3 + sx + 1), ux, uy, vx, vy);
}

/* The cells after (ax, ay) up to (bx, by), diagonal moves first; returns
 * how many (inlined: a path lists most of its cells an edge at a time). */
SG_INLINE size_t walk(const maze_graph *g, int64_t ax, int64_t ay, int64_t bx, int64_t by, uint32_t *out)
{
    int64_t sx = (bx > ax) - (bx < ax), sy = (by > ay) - (by < ay), dx = llabs(bx - ax), dy = llabs(by - ay);
    size_t diag = (size_t)(dx < dy ? dx : dy), straight = (size_t)(dx > dy ? dx - dy : dy - dx);
    /* the diagonal moves, then the straight ones, each a fixed step (cell
     * numbers fit 32 bits, so the steps wrap as they do: vector steps) */
    uint32_t c = (uint32_t)(ay * g->w + ax), step = (uint32_t)(sy * g->w + sx);
    for (size_t i = 0; i < diag; i++) out[i] = c + (uint32_t)(i + 1) * step;
    c += (uint32_t)diag * step;
    out += diag;
    step = dx > dy ? (uint32_t)sx : (uint32_t)(sy * g->w);
    for (size_t i = 0; i < straight; i++) out[i] = c + (uint32_t)(i + 1) * step;
    return diag + straight;
}

static inline size_t span(int64_t ax, int64_t ay, int64_t bx, int64_t by)
{
    int64_t dx = llabs(bx - ax), dy = llabs(by - ay);
    return (size_t)(dx > dy ? dx : dy);
}

/* The cells after subgoal u up to the head of its search edge eadj[i]: an
 * added edge is its two halves, read by index, the first listed first and the
 * second kept on a stack of (tail, edge) pairs (st->pend) until it is done;
 * a half's via was made local before its ends, so this ends. Where it
 * recursed on first halves, the calls took a quarter of the listing.
 * MAZE_OK or MAZE_ENOMEM. */
static int unpack(const maze_graph *g, const mz_sg *sg, sg_state *st, const maze_allocator *a, uint32_t u, uint32_t i,
                  uint32_t *out)
{
    const int32_t *xy = sg->xy;
    size_t top = 0;
    for (;;) {
        if (!(sg->eflag[i] & MZ_SG_ADDED)) { /* an edge of the map's own */
            uint32_t v = sg->eadj[i];
            out += walk(g, xy[2 * (size_t)u], xy[2 * (size_t)u + 1], xy[2 * (size_t)v], xy[2 * (size_t)v + 1], out);
            if (!top) return MAZE_OK;
            top -= 2;
            u = st->pend[top];
            i = st->pend[top + 1];
            continue;
        }
        const uint32_t *h = sg->ehalf + 2 * (size_t)sg->eadd[i];
        if (top == st->pcap) {
            size_t cap = st->pcap ? 2 * st->pcap : 64;
            uint32_t *p = mz_realloc(a, st->pend, cap * sizeof *p);
            if (!p) return MAZE_ENOMEM;
            st->pend = p;
            st->pcap = cap;
        }
        st->pend[top] = sg->eadj[h[0]]; /* the second half: from the first's head */
        st->pend[top + 1] = h[1];
        top += 2;
        i = h[0];
    }
}

/* Lists the path's cells, node by node back from the goal: each edge is
 * walked diagonal first from its tail, except the goal's own edges, found
 * from the goal and so walked from it and reversed. */
SG_COLD int sg_path(maze_search *s, const sgq *q, uint32_t start, maze_result *r)
{
    const maze_graph *g = s->g;
    const sg_rec *rec = q->st->rec;
    uint64_t steps = rec[q->goal].steps;
    if (mz_solve_no_cells(s, sg_cost(steps), r)) return MAZE_OK;
    /* one cell a move: the goal's step counts are the path's moves, so no
     * pass over the nodes to count them (8% of the listing on Berlin) */
    size_t len = 1 + (size_t)(steps >> 32) + (size_t)(uint32_t)steps;
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t v = q->goal; v != start; v = rec[v].parent) {
        uint32_t p = rec[v].parent;
        int64_t px = node_x(q, p), py = node_y(q, p), vx = node_x(q, v), vy = node_y(q, v);
        size_t n = span(px, py, vx, vy);
        k -= n;
        if (v == q->sg->n + 1) {
            walk(g, vx, vy, px, py, s->path + k); /* goal ... p: made p ... goal */
            for (size_t i = 0, j = n - 2; n > 1 && i < j; i++, j--) {
                uint32_t t = s->path[k + i];
                s->path[k + i] = s->path[k + j];
                s->path[k + j] = t;
            }
            s->path[k + n - 1] = (uint32_t)(vy * g->w + vx);
        } else if (p < q->sg->n) {
            if (unpack(g, q->sg, q->st, q->a, p, rec[v].edge, s->path + k)) return MAZE_ENOMEM;
        } else {
            walk(g, px, py, vx, vy, s->path + k);
        }
    }
    s->path[0] = (uint32_t)(q->y[0] * g->w + q->x[0]);
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = sg_cost(steps);
    return MAZE_OK;
}

/* The path straight from start to goal (sg_sight found it free). */
static int sg_direct(maze_search *s, int64_t sx, int64_t sy, int64_t gx, int64_t gy, maze_result *r)
{
    uint64_t dx = (uint64_t)llabs(gx - sx), dy = (uint64_t)llabs(gy - sy), mn = dx < dy ? dx : dy;
    double cost = sg_cost(((dx + dy - 2 * mn) << 32) + mn);
    r->expanded = 1;
    if (mz_solve_no_cells(s, cost, r)) return MAZE_OK;
    size_t n = span(sx, sy, gx, gy);
    if (mz_solve_path_room(s, n + 1)) return MAZE_ENOMEM;
    s->path[0] = (uint32_t)(sy * s->g->w + sx);
    walk(s->g, sx, sy, gx, gy, s->path + 1);
    r->found = 1;
    r->path = s->path;
    r->length = n + 1;
    r->cost = cost;
    return MAZE_OK;
}

/* Whether the path from the start to the goal, diagonal moves first (the
 * one sg_direct lists), is made of moves g allows: a path of the octile
 * length, so a shortest one, whatever subgoals lie on it. Tried before the
 * scans, it ends a query that sees its goal at the cost of a walk (the
 * straight part a clearance at a time); the start's scan, which met such a
 * goal only with no subgoal in the way, no longer looks for it. */
SG_INLINE int sg_sight(const maze_graph *g, const mz_sg *sg, int64_t sx, int64_t sy, int64_t gx, int64_t gy)
{
    int64_t ex = gx - sx, ey = gy - sy, ax = llabs(ex), ay = llabs(ey), diag = ax < ay ? ax : ay;
    int dx = (ex > 0) - (ex < 0), dy = (ey > 0) - (ey < 0);
    int kd = dx > 0 ? (dy > 0 ? 5 : 4) : (dy > 0 ? 6 : 7), k = ax > ay ? (dx > 0 ? 1 : 3) : (dy > 0 ? 2 : 0);
    int64_t dstep = dx + dy * g->w, step = mz_mdx[k] + mz_mdy[k] * g->w, c = sy * g->w + sx + diag * dstep;
    /* the straight part first, from the turn: a clearance at a time, where
     * the diagonal is a cell at a time (a blocked turn has no moves) */
    for (int64_t left = (ax > ay ? ax : ay) - diag; left > 0;) {
        int64_t j = sg->clr[4 * c + k] >> 1; /* open cells that are no subgoal ahead */
        if (j >= left) break;
        c += j * step;
        if (!(g->mask[c] & (1u << k))) return 0;
        c += step; /* a subgoal, or an open cell past MZ_SG_FAR */
        left -= j + 1;
    }
    c = sy * g->w + sx;
    for (int64_t i = 0; i < diag; i++, c += dstep)
        if (!(g->mask[c] & (1u << kd))) return 0;
    return 1;
}

/* The reader's check of an edge is the query's: one walk of the path, its
 * straight part by the clearances mz_sg_derive made from the map. */
int mz_sg_edge_ok(const maze_graph *g, const mz_sg *sg, int64_t ax, int64_t ay, int64_t bx, int64_t by)
{
    return (ax != bx || ay != by) && sg_sight(g, sg, ax, ay, bx, by);
}

/* Expands node u: its edges (the start's are its scan); the goal is reached
 * from a subgoal as that subgoal is reached (sg_reach_goal). */
static void sg_expand(sgq *q, uint32_t u)
{
    /* By index: the edge arrays are NULL when there is no edge. */
    if (u == q->sg->n) {
        for (uint32_t i = 0; i < q->st->from.n; i++) sg_relax(q, u, q->st->from.out[i]);
        return;
    }
    const mz_sg *sg = q->sg;
    const int32_t *xy = sg->xy;
    int32_t ux = xy[2 * (size_t)u], uy = xy[2 * (size_t)u + 1];
    const uint8_t *run = q->st->runs[sg->corner[u]][q->st->rec[u].last];
    const uint32_t *mark = q->st->mark, *eoff = sg->eoff + 8 * (size_t)u;
    uint32_t stamp = q->st->stamp;
    /* the edges of the turns allowed only; an edge down to a subgoal made
     * local earlier is taken only when that subgoal climbs to one that
     * reaches the goal directly (marked) */
    for (int k = 0; k < 4; k += 2)
        for (uint32_t i = eoff[run[k]], last = eoff[run[k + 1]]; i < last; i++) {
            uint32_t d = sg->eflag[i], v = sg->eadj[i];
            if ((d & MZ_SG_UP) || mark[v] - stamp <= 1)
                sg_relax_at(q, u, v, i, d & 15, ux, uy, xy[2 * (size_t)v], xy[2 * (size_t)v + 1]);
        }
}

/* The query by the core's table (subgoal_core.c): the path's nodes it
 * gives made the records sg_path lists, as A*'s would be. */
static int sg_by_core(maze_search *s, const sgq *q, maze_result *r)
{
    sg_state *st = q->st;
    uint64_t steps = 0;
    size_t len = 0, ex = 0;
    int found = mz_sg_core_solve(&st->core, q->a, q->sg, q->x[0], q->y[0], q->x[1], q->y[1], st->from.out, st->from.n,
                                 st->to.out, st->to.n, s->cost_only, &steps, &len, &ex);
    r->expanded += ex;
    if (found <= 0) return found ? MAZE_ENOMEM : MAZE_OK;
    for (size_t k = 1; k < len; k++) {
        st->rec[st->core.pn[k]].parent = st->core.pn[k - 1];
        st->rec[st->core.pn[k]].edge = st->core.pe[k];
    }
    st->rec[q->goal].steps = steps;
    return sg_path(s, q, q->sg->n, r);
}

/* Marks (stamp + 1) the local subgoals that climb to one that reaches the
 * goal directly (stamp), by in-edges from subgoals made local later: the
 * goal's side of an up-then-down path. */
static int climb(sg_state *st, const mz_sg *sg)
{
    scan *to = &st->to;
    uint32_t stamp = st->stamp;
    for (size_t i = 0; i < to->n; i++) {
        uint32_t m = to->out[i];
        if (!sg->local[m]) continue;
        for (uint32_t j = sg->doff[m]; j < sg->doff[m + 1]; j++) {
            uint32_t p = sg->din[j];
            if (st->mark[p] - stamp <= 1) continue; /* din holds local subgoals only */
            st->mark[p] = stamp + 1;
            if (to->n == to->cap) {
                size_t cap = to->cap ? 2 * to->cap : 64;
                uint32_t *o = mz_realloc(to->a, to->out, cap * sizeof *o);
                if (!o) return MAZE_ENOMEM;
                to->out = o;
                to->cap = cap;
            }
            to->out[to->n++] = p;
        }
    }
    return MAZE_OK;
}

int mz_sg_solve(maze_search *s, const mz_sg *sg, int32_t sx, int32_t sy, int32_t gx, int32_t gy, maze_result *r)
{
    const maze_graph *g = s->g;
    sg_state *st;
    /* the free path first: it needs no state (arena's 160 rows: 120 end here) */
    if (sg_sight(g, sg, sx, sy, gx, gy)) return sg_direct(s, sx, sy, gx, gy, r); /* equal ends too */
    if (mz_solve_state(s, &sg_kind, (void **)&st) || sg_begin(s, st, (size_t)sg->n + 2)) return MAZE_ENOMEM;
    st->from = (scan){.g = g, .sg = sg, .a = &s->alloc, .ox = sx, .oy = sy, .out = st->from.out, .cap = st->from.cap};
    scan_from(&st->from, sx, sy);
    if (st->from.err) return st->from.err;
    sgq q = {.a = &s->alloc, .sg = sg, .st = st, .x = {sx, gx}, .y = {sy, gy}, .goal = sg->n + 1, .bound = HUGE_VAL};
    /* the goal is a node of its own even when a subgoal: the edges into
     * that subgoal are only the ones a path bends at it by */
    st->to = (scan){.g = g, .sg = sg, .a = &s->alloc, .ox = gx, .oy = gy, .goal = 1, .out = st->to.out,
                    .cap = st->to.cap};
    scan_from(&st->to, gx, gy);
    if (st->to.err) return st->to.err;
    if (sg->uoff) return sg_by_core(s, &q, r);
    for (size_t i = 0; i < st->to.n; i++) st->mark[st->to.out[i]] = st->stamp;
    mz_sg_lm_goal(sg, st->to.out, st->to.n, gx, gy, &q.lq); /* before the climb adds to the list */
    if (climb(st, sg)) return MAZE_ENOMEM;
    uint32_t start = sg->n;
    st->rec[start] = (sg_rec){.stamp = st->stamp, .parent = start, .last = 4, .steps = 0, .g = 0};
    {
        uint32_t hx = (uint32_t)abs(gx - sx), hy = (uint32_t)abs(gy - sy), hn = hx < hy ? hx : hy;
        sg_bq_reset(&st->heap, sg_cost(((uint64_t)((hx < hy ? hy : hx) - hn) << 32) + hn), /* the least f of the search */
                    sg->n < SG_BQ_FEWEST);
    }
    mz_heap_push(&st->heap.act, 0, mz_heap_key(0, start));
    for (;;) {
        if (!st->heap.act.n) {
            int more = sg_bq_advance(&s->alloc, &st->heap);
            if (more < 0) return MAZE_ENOMEM;
            if (!more) break;
        }
        uint32_t u = (uint32_t)mz_heap_pop(&st->heap.act).key;
        sg_rec *ru = &st->rec[u];
        if (ru->stamp == st->stamp + 1) continue; /* a stale duplicate */
        ru->stamp = st->stamp + 1;
        r->expanded++;
        if (u == q.goal) return sg_path(s, &q, start, r);
        sg_expand(&q, u);
        if (q.err) return q.err;
    }
    return MAZE_OK;
}
