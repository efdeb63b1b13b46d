/* cells.c - maze_stats_compute on a maze of another topology than rect:
 * counts by open sides and dead-end branches, then components, diameter
 * and solution by BFS over the open sides (double sweep on trees; with
 * loops, bounding eccentricities as paths.c does for rect). Points are
 * cells: (c, 0), as in the cell graph of a search. */
#include "analysis.h"
#include "../topo/topo.h"

#define EXACT_LIMIT 1000000u
#define FAR UINT32_MAX

/* The cells that c's open sides lead to, in side order; returns how many. */
static unsigned open_nbs(const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES])
{
    uint32_t all[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_cell_nbs(m, c, all, back), n = 0;
    for (unsigned s = 0; s < k; s++)
        if (((unsigned)m->sides[c] >> s) & 1u) nb[n++] = all[s];
    return n;
}

static unsigned degree(const maze *m, uint64_t c) { return (unsigned)__builtin_popcount(m->sides[c]); }

/* Walks from dead end c along cells of two openings; returns the moves. */
static uint64_t branch_length(const maze *m, uint32_t c)
{
    uint32_t prev = c, nb[MAZE_MAX_SIDES] = {0}; /* zeroed: the analyser cannot see open_nbs fill it */
    open_nbs(m, c, nb);
    uint64_t len = 1;
    for (uint32_t cur = nb[0]; degree(m, cur) == 2; len++) {
        open_nbs(m, cur, nb);
        uint32_t next = nb[0] == prev ? nb[1] : nb[0];
        prev = cur;
        cur = next;
    }
    return len;
}

static void count_cells(const maze *m, maze_stats *st)
{
    uint64_t total = 0, ends = 0;
    bool weave = mz_topo_of(m)->kind == MZ_TOPO_weave;
    for (uint64_t c = 0; c < m->n; c++) {
        if (!mz_enabled(m, c)) continue;
        unsigned d = degree(m, c);
        if (weave) st->crossings += (uint64_t)__builtin_popcount(m->sides[c] & MZ_WEAVE_JUMPS_FWD);
        st->cells++;
        ends += d;
        st->isolated += d == 0;
        st->dead_ends += d == 1;
        st->corridors += d == 2;
        st->junctions += d == 3;
        st->crossroads += d >= 4;
        if (d != 1) continue;
        uint64_t len = branch_length(m, (uint32_t)c);
        int b = 63 - __builtin_clzll(len);
        st->branch_hist[b < MAZE_STATS_BUCKETS ? b : MAZE_STATS_BUCKETS - 1]++;
        st->branches++;
        total += len;
        if (len > st->longest_branch) st->longest_branch = len;
    }
    st->passages = ends / 2;
    st->mean_branch = st->branches ? (double)total / (double)st->branches : 0;
}

/* BFS scratch: distances (FAR: not reached) and the queue, which after a
 * search lists the cells reached, in order. */
typedef struct bfs_ctx {
    const maze *m;
    uint32_t *dist, *queue;
    uint64_t size;   /* cells reached by the last search */
    uint64_t ends;   /* their open sides, each passage counted twice */
} bfs_ctx;

/* Searches from s; returns its eccentricity, the farthest cell (first
 * reached) in *far. Distances stay set until bfs_reset. */
static uint32_t bfs(bfs_ctx *b, uint32_t s, uint32_t *far)
{
    uint64_t head = 0, tail = 0;
    b->dist[s] = 0;
    b->queue[tail++] = s;
    b->ends = 0;
    while (head < tail) {
        uint32_t c = b->queue[head++], nb[MAZE_MAX_SIDES];
        unsigned k = open_nbs(b->m, c, nb);
        b->ends += k;
        for (unsigned i = 0; i < k; i++)
            if (b->dist[nb[i]] == FAR) {
                b->dist[nb[i]] = b->dist[c] + 1;
                b->queue[tail++] = nb[i];
            }
    }
    b->size = tail;
    *far = b->queue[tail - 1];
    return b->dist[*far];
}

static void bfs_reset(bfs_ctx *b)
{
    for (uint64_t k = 0; k < b->size; k++) b->dist[b->queue[k]] = FAR;
}

static void set_diameter(maze_stats *st, uint32_t a, uint32_t z, uint32_t len, bool *have)
{
    if (*have && len <= st->diameter) return;
    *have = true;
    st->diameter = len;
    st->diameter_ax = (int32_t)a, st->diameter_bx = (int32_t)z;
    st->diameter_ay = st->diameter_by = 0;
}

/* The shortest s-g path's length and the openings off it (walking back from
 * g through cells one step nearer s). */
static void solution(bfs_ctx *b, uint32_t s, uint32_t g, maze_stats *st)
{
    uint32_t far;
    bfs(b, s, &far);
    if (b->dist[g] != FAR) {
        uint64_t degrees = 0;
        for (uint32_t c = g;;) {
            uint32_t nb[MAZE_MAX_SIDES] = {0};
            unsigned k = open_nbs(b->m, c, nb), i = 0;
            degrees += k;
            if (c == s) break;
            while (i + 1 < k && b->dist[nb[i]] + 1 != b->dist[c]) i++; /* one is nearer: c was reached */
            c = nb[i];
        }
        st->solution_found = 1;
        st->solution_moves = b->dist[g];
        st->solution_branches = degrees - 2 * st->solution_moves;
    }
    bfs_reset(b);
}

/* Bounds on the eccentricities of one component's cells (b->queue lists
 * them after a search from any of its cells). */
typedef struct bounds {
    uint32_t *lo, *hi, *cells;
    uint64_t size;
    uint32_t best;
} bounds;

/* A search from v: tightens the bounds of the component's cells, keeps the
 * component's best and the maze's diameter. */
static void bound_from(bfs_ctx *b, bounds *bd, uint32_t v, maze_stats *st, bool *have)
{
    uint32_t far, e = bfs(b, v, &far);
    for (uint64_t k = 0; k < bd->size; k++) {
        uint32_t w = bd->cells[k], d = b->dist[w], low = d > e - d ? d : e - d;
        if (low > bd->lo[w]) bd->lo[w] = low;
        if (e + d < bd->hi[w]) bd->hi[w] = e + d;
    }
    bfs_reset(b);
    if (e > bd->best) bd->best = e;
    set_diameter(st, v, far, e, have);
}

/* Alternately the largest upper and the smallest lower bound among cells
 * that could still beat the best; false when none can (the best is then
 * the component's diameter: no eccentricity exceeds its upper bound). */
static bool pick(const bounds *bd, bool upper, uint32_t *v)
{
    bool found = false;
    for (uint64_t k = 0; k < bd->size; k++) {
        uint32_t w = bd->cells[k];
        if (bd->hi[w] <= bd->best) continue;
        if (!found || (upper ? bd->hi[w] > bd->hi[*v] : bd->lo[w] < bd->lo[*v])) *v = w;
        found = true;
    }
    return found;
}

/* The exact diameter of the component whose cells the last search listed
 * (b->queue), from cell i. */
static int bound_component(bfs_ctx *b, bounds *bd, uint32_t i, maze_stats *st, bool *have)
{
    const maze *m = b->m;
    if (!bd->lo) {
        bd->lo = mz_alloc(&m->alloc, (size_t)m->n * 4);
        bd->hi = mz_alloc(&m->alloc, (size_t)m->n * 4);
        bd->cells = mz_alloc(&m->alloc, (size_t)m->n * 4);
        if (!bd->lo || !bd->hi || !bd->cells) return MAZE_ENOMEM;
    }
    bd->size = b->size;
    memcpy(bd->cells, b->queue, (size_t)b->size * 4);
    bfs_reset(b);
    for (uint64_t k = 0; k < bd->size; k++) bd->lo[bd->cells[k]] = 0, bd->hi[bd->cells[k]] = FAR;
    bd->best = 0;
    bound_from(b, bd, i, st, have);
    uint32_t v = i;
    for (bool upper = true; pick(bd, upper, &v); upper = !upper) bound_from(b, bd, v, st, have);
    return MAZE_OK;
}

/* Every component: a tree by double sweep (exact on trees), one with loops
 * by bounds, or by double sweep (a lower bound) past EXACT_LIMIT cells. */
static int diameters(bfs_ctx *b, maze_stats *st)
{
    const maze *m = b->m;
    bool have = false;
    bounds bd = {NULL, NULL, NULL, 0, 0};
    uint8_t *done = mz_calloc(&m->alloc, (size_t)m->n, 1);
    int rc = done ? MAZE_OK : MAZE_ENOMEM;
    st->diameter_exact = 1;
    for (uint64_t i = 0; i < m->n && !rc; i++) {
        if (!mz_enabled(m, i) || done[i]) continue;
        uint32_t a, z;
        bfs(b, (uint32_t)i, &a);
        st->components++;
        for (uint64_t k = 0; k < b->size; k++) done[b->queue[k]] = 1;
        bool tree = b->ends / 2 == b->size - 1;
        if (!tree && m->n <= EXACT_LIMIT) {
            rc = bound_component(b, &bd, (uint32_t)i, st, &have);
            continue;
        }
        bfs_reset(b);
        uint32_t e = bfs(b, a, &z);
        bfs_reset(b);
        set_diameter(st, a, z, e, &have);
        if (!tree) st->diameter_exact = 0;
    }
    if (rc) bfs_reset(b);
    mz_free(&m->alloc, done);
    mz_free(&m->alloc, bd.lo);
    mz_free(&m->alloc, bd.hi);
    mz_free(&m->alloc, bd.cells);
    return rc;
}

int mz_stats_cells(const maze *m, uint64_t s, uint64_t g, maze_stats *st)
{
    count_cells(m, st);
    bfs_ctx b = {m, mz_alloc(&m->alloc, (size_t)m->n * 4), mz_alloc(&m->alloc, (size_t)m->n * 4), 0, 0};
    int rc = b.dist && b.queue ? MAZE_OK : MAZE_ENOMEM;
    if (!rc) memset(b.dist, 0xff, (size_t)m->n * 4);
    if (!rc && s != UINT64_MAX) solution(&b, (uint32_t)s, (uint32_t)g, st);
    if (!rc) rc = diameters(&b, st);
    mz_free(&m->alloc, b.dist);
    mz_free(&m->alloc, b.queue);
    return rc;
}
