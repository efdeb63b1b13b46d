/* compact.c - the compact searches of wall mazes: bfs and astar (manhattan)
 * on wall-maze graphs in 4 bits a cell: the moves come straight from the
 * packed passages, each cell keeps a 2-bit status and the 2-bit direction it
 * was reached by. The same searches, in the same order, as bfs.c and astar.c
 * (which keep events and other graphs). Not wall following. */
#include "compact.h"
#include "heap.h"

/* Cell status (bits 0-1): astar's open cells remember the parity of their
 * f step (f = f0 + 2k: k & 1) so a better g is seen without storing g. */
enum { ST_NEW = 0, ST_OPEN0 = 1, ST_OPEN1 = 2, ST_DONE = 3 };

static inline unsigned cell_get(const uint64_t *a, uint64_t c) { return (unsigned)(a[c >> 4] >> ((c & 15) * 4)) & 15u; }

static inline void cell_put(uint64_t *a, uint64_t c, unsigned v)
{
    unsigned sh = (unsigned)(c & 15) * 4;
    a[c >> 4] = (a[c >> 4] & ~(15ull << sh)) | (uint64_t)v << sh;
}

/* Neighbour offsets by move direction (N E S W). */
static inline void wall_offsets(const maze_graph *g, int64_t off[4])
{
    for (int k = 0; k < 4; k++) off[k] = mz_mdx[k] + (int64_t)mz_mdy[k] * g->w;
}

/* A growable list of 64-bit heap keys (one f bucket of the astar below). */
typedef struct key_list {
    uint64_t *a;
    size_t n, cap;
} key_list;

/* The state both searches share: 4 bits a cell, the status in bits 0-1 and
 * the direction the cell was reached by in bits 2-3; the cells from
 * touched_lo to touched_hi were touched by the last query, and only they are
 * cleared before the next. astar's f buckets (current, next, and the sort's
 * other buffer) keep their storage from query to query. */
typedef struct wall_state {
    uint64_t *cells;
    uint64_t touched_lo, touched_hi;
    key_list bucket[3];
} wall_state;

static int wall_create(maze_search *s, void *state)
{
    wall_state *ws = state;
    ws->cells = mz_calloc(&s->alloc, (size_t)((s->g->n + 15) / 16), sizeof(uint64_t));
    ws->touched_lo = s->g->n;
    return ws->cells ? MAZE_OK : MAZE_ENOMEM;
}

static void wall_reset(maze_search *s, void *state)
{
    wall_state *ws = state;
    if (ws->touched_lo <= ws->touched_hi)
        memset(ws->cells + ws->touched_lo / 16, 0,
               (size_t)(ws->touched_hi / 16 - ws->touched_lo / 16 + 1) * sizeof(uint64_t));
    ws->touched_lo = s->g->n;
    ws->touched_hi = 0;
}

static void wall_destroy(maze_search *s, void *state)
{
    wall_state *ws = state;
    mz_free(&s->alloc, ws->cells);
    for (int i = 0; i < 3; i++) mz_free(&s->alloc, ws->bucket[i].a);
}

static const mz_solve_kind wall_kind = {sizeof(wall_state), wall_create, wall_reset, wall_destroy};

/* The path from the parent directions, goal back to start; unit moves, so
 * its cost is its number of moves. */
static int wall_path(maze_search *s, const uint64_t *wc, uint32_t start, uint32_t goal, maze_result *r)
{
    int64_t off[4];
    wall_offsets(s->g, off);
    size_t len = 1;
    for (uint32_t c = goal; c != start; c = (uint32_t)((int64_t)c - off[cell_get(wc, c) >> 2])) len++;
    if (mz_solve_path_room(s, len)) return MAZE_ENOMEM;
    size_t k = len;
    for (uint32_t c = goal;; c = (uint32_t)((int64_t)c - off[cell_get(wc, c) >> 2])) {
        s->path[--k] = c;
        if (c == start) break;
    }
    r->found = 1;
    r->path = s->path;
    r->length = len;
    r->cost = (double)(len - 1);
    return MAZE_OK;
}

/* Starts the lines a cell's expansion reads on their way to the cache. */
static inline void wall_prefetch(const maze_graph *g, const uint64_t *cells, uint64_t c)
{
    uint64_t w = (uint64_t)g->w, up = c >= w ? c - w : c, down = c + w < g->n ? c + w : c;
    __builtin_prefetch(&g->wall_open[c >> 5]);
    __builtin_prefetch(&g->wall_open[up >> 5]);
    __builtin_prefetch(&cells[up >> 4], 1);
    __builtin_prefetch(&cells[down >> 4], 1);
}

/* ---- bfs: a FIFO ring of 32-bit cells in s->scratch ---- */

typedef struct ring {
    uint32_t *q;
    size_t cap, head, len; /* cap a power of two */
} ring;

static int ring_grow(maze_search *s, ring *q)
{
    size_t cap = q->cap * 2;
    if (mz_solve_scratch(s, cap * sizeof(uint32_t))) return MAZE_ENOMEM;
    q->q = s->scratch;
    /* unwrap: the part before head moves after the old end */
    memcpy(q->q + q->cap, q->q, q->head * sizeof(uint32_t));
    q->cap = cap;
    return MAZE_OK;
}

static inline int ring_push(maze_search *s, ring *q, uint32_t c)
{
    if (q->len == q->cap && ring_grow(s, q)) return MAZE_ENOMEM;
    q->q[(q->head + q->len++) & (q->cap - 1)] = c;
    return MAZE_OK;
}

int mz_compact_bfs(maze_search *s, uint32_t start, uint32_t goal, maze_result *r)
{
    const maze_graph *g = s->g;
    wall_state *ws;
    if (mz_solve_state(s, &wall_kind, (void **)&ws) || mz_solve_scratch(s, 4096 * sizeof(uint32_t)))
        return MAZE_ENOMEM;
    int64_t off[4];
    wall_offsets(g, off);
    uint64_t *wc = ws->cells, lo = start, hi = start, w = (uint64_t)g->w;
    ring q = {s->scratch, 4096, 0, 0};
    cell_put(wc, start, ST_DONE);
    q.q[q.len++] = start;
    int st = MAZE_OK;
    while (q.len && !st) {
        if (q.len > 8) wall_prefetch(g, wc, q.q[(q.head + 8) & (q.cap - 1)]);
        uint32_t c = q.q[q.head];
        q.head = (q.head + 1) & (q.cap - 1);
        q.len--;
        r->expanded++;
        if (c == goal) break;
        for (unsigned k = mz_wall_mask(g->wall_open, w, c); k && !st; k &= k - 1) {
            unsigned d = (unsigned)__builtin_ctz(k);
            uint32_t nb = (uint32_t)((int64_t)c + off[d]);
            if (cell_get(wc, nb)) continue;
            cell_put(wc, nb, ST_DONE | d << 2);
            lo = nb < lo ? nb : lo;
            hi = nb > hi ? nb : hi;
            st = ring_push(s, &q, nb);
        }
    }
    ws->touched_lo = lo;
    ws->touched_hi = hi;
    /* the loop ends at the goal or when everything reachable is expanded */
    return st || !cell_get(wc, goal) ? st : wall_path(s, wc, start, goal, r);
}

/* ---- astar: on a unit 4-grid with manhattan, a move keeps f or adds 2 ----
 * So the open cells lie in two buckets, f and f + 2: the plateau stack (the
 * children on the current f, last generated first, as in astar.c), the
 * current bucket sorted by the heap's tie key (larger g at float precision,
 * then the smaller cell), and the next bucket, filled unsorted and sorted
 * once when it becomes current (nothing joins it after that). */

static int keys_room(maze_search *s, key_list *k, size_t n)
{
    if (n <= k->cap) return MAZE_OK;
    size_t cap = k->cap ? k->cap * 2 : 4096;
    while (cap < n) cap *= 2;
    uint64_t *a = mz_realloc(&s->alloc, k->a, cap * sizeof *a);
    if (!a) return MAZE_ENOMEM;
    k->a = a;
    k->cap = cap;
    return MAZE_OK;
}

static void keys_swap(key_list *a, key_list *b)
{
    key_list t = *a;
    *a = *b;
    *b = t;
}

/* Sorts k ascending: insertion for a few keys, else LSD radix over the
 * bytes that differ, through tmp (room for k->n), the result left in k. */
static void keys_sort(key_list *k, key_list *tmp)
{
    size_t n = k->n;
    if (n < 48) {
        for (size_t i = 1; i < n; i++) {
            uint64_t v = k->a[i];
            size_t j = i;
            for (; j && k->a[j - 1] > v; j--) k->a[j] = k->a[j - 1];
            k->a[j] = v;
        }
        return;
    }
    uint64_t any = 0, all = ~0ull;
    for (size_t i = 0; i < n; i++) any |= k->a[i], all &= k->a[i];
    for (unsigned b = 0; b < 64; b += 8) {
        if (!(((any ^ all) >> b) & 255u)) continue;
        size_t at[256] = {0};
        for (size_t i = 0; i < n; i++) at[(k->a[i] >> b) & 255u]++;
        for (size_t d = 0, sum = 0; d < 256; d++) {
            size_t c = at[d];
            at[d] = sum;
            sum += c;
        }
        for (size_t i = 0; i < n; i++) tmp->a[at[(k->a[i] >> b) & 255u]++] = k->a[i];
        keys_swap(k, tmp);
        k->n = n;
    }
}

static inline int64_t manhattan(int32_t x, int32_t y, int32_t gx, int32_t gy)
{
    return (int64_t)(x > gx ? x - gx : gx - x) + (y > gy ? y - gy : gy - y);
}

typedef struct wastar {
    maze_search *s;
    wall_state *ws;
    uint32_t *lifo;
    size_t sp, lcap, pos;      /* plateau stack; next key of the current bucket */
    key_list *cur, *next;
    int64_t f;                 /* the current f */
    unsigned ph;               /* its parity step, (f - f0) / 2 & 1 */
    int32_t gx, gy;
    uint64_t lo, hi;           /* cells touched */
} wastar;

/* The next cell to expand, or UINT32_MAX when the frontier is empty. */
static inline uint32_t wa_next(wastar *a)
{
    for (;;) {
        if (a->sp) return a->lifo[--a->sp];
        if (a->pos < a->cur->n) {
            if (a->pos + 8 < a->cur->n) wall_prefetch(a->s->g, a->ws->cells, (uint32_t)a->cur->a[a->pos + 8]);
            return (uint32_t)a->cur->a[a->pos++];
        }
        if (!a->next->n) return UINT32_MAX;
        keys_sort(a->next, &a->ws->bucket[2]);
        keys_swap(a->cur, a->next);
        a->next->n = 0;
        a->pos = 0;
        a->f += 2;
        a->ph ^= 1u;
    }
}

/* Room for one expansion's pushes (4 at most) on either side. */
static int wa_room(wastar *a)
{
    maze_search *s = a->s;
    if (a->sp + 4 > a->lcap) {
        if (mz_solve_scratch(s, 2 * a->lcap * sizeof(uint32_t))) return MAZE_ENOMEM;
        a->lifo = s->scratch;
        a->lcap = s->scratch_cap / sizeof(uint32_t);
    }
    if (keys_room(s, a->next, a->next->n + 4)) return MAZE_ENOMEM;
    return keys_room(s, &a->ws->bucket[2], a->next->cap); /* the sort's other buffer */
}

/* Relaxes the moves out of c (g = gc): a cell already open is improved only
 * from f + 2 to f, the one case where its g drops. */
static int wa_expand(wastar *a, uint32_t c, int32_t x, int32_t y, int64_t gc)
{
    const maze_graph *g = a->s->g;
    uint64_t *wc = a->ws->cells;
    if (wa_room(a)) return MAZE_ENOMEM;
    for (unsigned k = mz_wall_mask(g->wall_open, (uint64_t)g->w, c); k; k &= k - 1) {
        unsigned d = (unsigned)__builtin_ctz(k);
        uint32_t nb = (uint32_t)((int64_t)c + mz_mdx[d] + (int64_t)mz_mdy[d] * g->w);
        unsigned sn = cell_get(wc, nb) & 3u;
        if (sn == ST_DONE) continue;
        int64_t f = gc + 1 + manhattan(x + mz_mdx[d], y + mz_mdy[d], a->gx, a->gy);
        if (sn != ST_NEW && (sn - 1 == a->ph || f != a->f)) continue; /* not better */
        unsigned fp = f == a->f ? a->ph : a->ph ^ 1u;
        cell_put(wc, nb, (ST_OPEN0 + fp) | d << 2);
        a->lo = nb < a->lo ? nb : a->lo;
        a->hi = nb > a->hi ? nb : a->hi;
        if (f == a->f) a->lifo[a->sp++] = nb;
        else a->next->a[a->next->n++] = mz_heap_key((double)(gc + 1), nb);
    }
    return MAZE_OK;
}

int mz_compact_astar(maze_search *s, uint32_t start, uint32_t goal, maze_result *r)
{
    const maze_graph *g = s->g;
    wall_state *ws;
    if (mz_solve_state(s, &wall_kind, (void **)&ws) || mz_solve_scratch(s, 4096 * sizeof(uint32_t)))
        return MAZE_ENOMEM;
    wastar a = {s, ws, s->scratch, 0, s->scratch_cap / sizeof(uint32_t), 0, &ws->bucket[0], &ws->bucket[1], 0, 0,
                mz_cx(g, goal), mz_cy(g, goal), start, start};
    a.cur->n = a.next->n = 0;
    a.f = manhattan(mz_cx(g, start), mz_cy(g, start), a.gx, a.gy);
    a.lifo[a.sp++] = start;
    cell_put(ws->cells, start, ST_OPEN0);
    int st = MAZE_OK, found = 0;
    for (uint32_t c; !st && (c = wa_next(&a)) != UINT32_MAX;) {
        unsigned v = cell_get(ws->cells, c);
        if ((v & 3u) == ST_DONE) continue; /* a stale duplicate */
        cell_put(ws->cells, c, ST_DONE | (v & 12u));
        r->expanded++;
        if ((found = c == goal)) break;
        int32_t y = mz_cy(g, c), x = (int32_t)(c - (uint32_t)y * (uint32_t)g->w);
        st = wa_expand(&a, c, x, y, a.f - manhattan(x, y, a.gx, a.gy));
    }
    ws->touched_lo = a.lo;
    ws->touched_hi = a.hi;
    return st || !found ? st : wall_path(s, ws->cells, start, goal, r);
}
