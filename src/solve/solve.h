/* solve.h - what solver files share: the search graph (a move mask per cell),
 * the per-thread search context (packed node records with generation stamps),
 * the 4-ary heap, heuristics and the solver descriptors. */
#ifndef MAZE_SOLVE_H
#define MAZE_SOLVE_H

#include "../core/bits.h"

#include <math.h>

#define MZ_SQRT2 1.41421356237309504880

/* Move index 0..7: N, E, S, W, NE, SE, SW, NW. Bit k of a cell's move mask is
 * set when the move in direction k is allowed out of it. */
static const int32_t mz_mdx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int32_t mz_mdy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
/* Base length of move k: 1 orthogonal, sqrt 2 diagonal. */
static const double mz_mlen[8] = {1, 1, 1, 1, MZ_SQRT2, MZ_SQRT2, MZ_SQRT2, MZ_SQRT2};

/* Open cells as bits with a blocked border, and the stop bits of straight
 * jumps towards higher (fwd) and lower (bwd) positions (see bitgrid.c); bits
 * is NULL when not built. One allocation, planes interleaved by line: fwd and
 * bwd point into it, so plane + mz_bitgrid_off(line) addresses that line. */
typedef struct mz_bitgrid {
    uint64_t *bits, *fwd, *bwd;
    size_t stride;        /* words from one line to the next */
} mz_bitgrid;

struct maze_graph {
    maze_allocator alloc;
    int32_t w, h;
    uint64_t n;
    int moves;            /* 4 or 8 */
    uint8_t *mask;        /* n move masks; 0 for a cell nothing leaves (NULL: a wall graph) */
    uint8_t *passable;    /* n bytes: 1 if the cell can be stood on (NULL: a wall graph) */
    /* A wall maze's graph keeps a copy of its 2-bit passages (east bit 0,
     * south bit 1, as struct maze) and enabled bits (NULL: all enabled)
     * instead of mask and passable: 2.1 bits a cell rather than 16. */
    uint64_t *es, *en;
    float *cost;          /* NULL: unit cell costs; else cost of entering a cell */
    mz_bitgrid rows, cols;/* 8 moves, unit costs: open cells by row and by column (jps) */
    uint8_t *diag;        /* with rows/cols: jps's diagonal jump table, then its
                             straight jump flags (5 bytes a cell, see jps.c) */
    uint64_t wmagic;      /* ceil(2^64 / w) for division by w (w >= 2) */
};

/* One cell's search state, packed so a relaxation touches one cache line.
 * stamp == s->stamp: reached this query (g and parent valid, open);
 * stamp == s->stamp + 1: closed (expanded, g final). Anything else: unseen. */
typedef struct mz_node {
    uint32_t stamp;
    uint32_t parent;
    double g;
} mz_node;

/* A heap entry packed in 128 bits: the bit pattern of f (>= 0, so it orders
 * like the value) above a 64-bit tie key (see mz_heap_key). One integer
 * comparison orders two entries, with no floating-point branches. */
typedef unsigned __int128 mz_hitem;

/* A growable 4-ary min-heap of mz_hitem (storage kept across queries). */
typedef struct mz_heap {
    mz_hitem *a;
    size_t n, cap;
} mz_heap;

struct maze_search {
    maze_allocator alloc;
    const maze_graph *g;
    uint32_t stamp;       /* current query's generation (even; +1 = closed) */
    mz_node *node;        /* n records, never cleared per query (made lazily) */
    mz_node *node2;       /* bidir: the backward search's records (made lazily) */
    uint16_t *tag;        /* astar family: generation << 3 | parent direction;
                             2 bytes a cell, to stay in cache (made lazily) */
    double *gval;         /* astar family: g of each cell whose tag is current */
    unsigned tag_gen;     /* astar's generation in tag (even; +1 = closed) */
    mz_heap heap, heap2;  /* A*-family frontiers (heap2: bidir backward) */
    struct mz_bqueue *bq; /* astar's bucketed frontier (made lazily) */
    uint32_t *path;       /* result buffer */
    size_t path_cap;
    void *scratch;        /* solver-specific growable buffer (queue, stack) */
    size_t scratch_cap;
    /* wall.c (bfs and astar on wall graphs): 4 bits a cell, status in bits
     * 0-1 and the direction the cell was reached by in bits 2-3; cells
     * wlo..whi were touched by the last query (cleared before the next). */
    uint64_t *wcell;
    uint64_t wlo, whi;
    struct mz_keys { uint64_t *a; size_t n, cap; } wk[3]; /* astar's f buckets */
};

/* Advances the generation by 2 and empties the heaps; on wrap-around clears
 * the stamps of node and node2 (once every 2^31 queries). */
MZ_HIDDEN void mz_search_begin(maze_search *s);
/* Makes sure s->tag and s->gval exist and advances tag_gen by 2, clearing
 * the tags when it wraps (13 bits: every 4095 queries); MAZE_OK or
 * MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_tags(maze_search *s);
/* Makes sure s->bq exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_bq(maze_search *s);
/* Makes sure s->node exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_nodes(maze_search *s);
/* Makes sure s->node2 exists; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_node2(maze_search *s);
/* Grows s->scratch to at least `bytes`; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_scratch(maze_search *s, size_t bytes);
/* Grows s->path to hold `len` cells; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_search_path_cap(maze_search *s, size_t len);
/* Walks node parents back from goal and fills r (path, length, cost). */
MZ_HIDDEN int mz_search_path(maze_search *s, uint32_t start, uint32_t goal, double cost, maze_result *r);
/* Grows a heap by doubling; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_heap_grow(maze_search *s, mz_heap *h);

/* Builds b from g->passable: one line per row, or per column when transpose. */
MZ_HIDDEN int mz_bitgrid_build(mz_bitgrid *b, const maze_graph *g, int transpose, const maze_allocator *a);
/* Word offset of line i (-1..lines) in each plane of b: bit j+1 of the line
 * is cell j (bit 0 and bit len+1 blocked); lines -1 and `lines` are blocked. */
static inline size_t mz_bitgrid_off(const mz_bitgrid *b, int64_t i)
{
    return b->stride * (size_t)(i + 1);
}

/* The 4-bit move mask (N E S W = bits 0..3, as MAZE_N..MAZE_W) of cell c of
 * a wall graph; disabled cells have no openings. */
static inline unsigned mz_wall_mask(const uint64_t *es, uint64_t w, uint64_t c) { return mz_mask_at(es, w, c); }

/* Move mask and passability of cell c of any graph. */
static inline unsigned mz_gmask(const maze_graph *g, uint32_t c)
{
    return g->es ? mz_wall_mask(g->es, (uint64_t)g->w, c) : g->mask[c];
}
static inline bool mz_gpassable(const maze_graph *g, uint64_t c)
{
    if (!g->es) return g->passable[c];
    return !g->en || mz_bit(g->en, c);
}

/* Builds g->diag from g->mask and the bitgrids (jps.c); MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_jps_diag_build(maze_graph *g);

/* Neighbour of cell i in move direction k (the mask says it exists). */
static inline uint32_t mz_move(const maze_graph *g, uint32_t i, int k)
{
    return (uint32_t)((int64_t)i + mz_mdx[k] + (int64_t)mz_mdy[k] * g->w);
}

/* Cell index -> row, by a multiply instead of a division (Lemire's exact
 * method for 32-bit dividends). */
static inline int32_t mz_cy(const maze_graph *g, uint32_t i)
{
    if (g->w == 1) return (int32_t)i;
    return (int32_t)(uint32_t)(((unsigned __int128)g->wmagic * i) >> 64);
}
static inline int32_t mz_cx(const maze_graph *g, uint32_t i)
{
    return (int32_t)(i - (uint32_t)mz_cy(g, i) * (uint32_t)g->w);
}

/* ---- heuristics (distance lower bounds from dx, dy) ---- */

/* Resolves MAZE_H_DEFAULT for a move set; passes others through. */
static inline int mz_heuristic_resolve(int h, int moves)
{
    if (h == MAZE_H_DEFAULT) return moves == 8 ? MAZE_H_OCTILE : MAZE_H_MANHATTAN;
    return h;
}

static inline __attribute__((always_inline)) double mz_heuristic(int h, int32_t dx, int32_t dy)
{
    if (dx < 0) dx = -dx;
    if (dy < 0) dy = -dy;
    int32_t mn = dx < dy ? dx : dy, mx = dx < dy ? dy : dx;
    switch (h) {
    case MAZE_H_MANHATTAN: return (double)(dx + dy);
    case MAZE_H_OCTILE: return (double)mx + (MZ_SQRT2 - 1.0) * (double)mn;
    case MAZE_H_EUCLIDEAN: return sqrt((double)dx * dx + (double)dy * dy);
    case MAZE_H_CHEBYSHEV: return (double)mx;
    default: return 0.0;
    }
}

/* ---- heap: lower f first; ties go to the larger g, then the smaller cell ---- */

/* The tie key: larger g first (compared at float precision), then the smaller
 * cell index, so the expansion order is fully determined by the graph. */
static inline uint64_t mz_heap_key(double g, uint32_t cell)
{
    float gf = (float)g;
    uint32_t bits;
    memcpy(&bits, &gf, sizeof bits); /* g >= 0: the bit pattern orders like the value */
    return ((uint64_t)(0xffffffffu - bits) << 32) | cell;
}

static inline mz_hitem mz_hitem_make(double f, uint64_t key)
{
    uint64_t bits;
    memcpy(&bits, &f, sizeof bits);
    return ((mz_hitem)bits << 64) | key;
}
static inline double mz_hitem_f(mz_hitem it)
{
    uint64_t bits = (uint64_t)(it >> 64);
    double f;
    memcpy(&f, &bits, sizeof f);
    return f;
}
static inline uint32_t mz_hitem_cell(mz_hitem it) { return (uint32_t)it; }

/* What mz_heap_pop returns: the f and tie key of the least entry. */
typedef struct mz_hentry {
    double f;
    uint64_t key;
} mz_hentry;

/* Pushes (f, key); the caller has made room (h->n < h->cap). */
static inline void mz_heap_push(mz_heap *h, double f, uint64_t key)
{
    mz_hitem it = mz_hitem_make(f, key);
    mz_hitem *a = h->a;
    size_t i = h->n++;
    while (i > 0) {
        size_t p = (i - 1) >> 2;
        if (!(it < a[p])) break;
        a[i] = a[p];
        i = p;
    }
    a[i] = it;
}

/* Removes and returns the least entry (the heap must not be empty). The
 * hole left at the root walks down along the least children to a leaf
 * without comparing against the last entry (which belongs near the bottom),
 * then the last entry sifts up from there: fewer unpredictable branches. */
static inline __attribute__((always_inline)) mz_hentry mz_heap_pop(mz_heap *h)
{
    mz_hitem *a = h->a, top = a[0], last = a[--h->n];
    size_t n = h->n, i = 0;
    for (;;) {
        size_t c = 4 * i + 1, best;
        if (c + 4 <= n) {
            size_t b01 = a[c + 1] < a[c] ? c + 1 : c, b23 = a[c + 3] < a[c + 2] ? c + 3 : c + 2;
            best = a[b23] < a[b01] ? b23 : b01;
        } else if (c < n) {
            best = c;
            for (size_t j = c + 1; j < n; j++)
                if (a[j] < a[best]) best = j;
        } else {
            break;
        }
        a[i] = a[best];
        i = best;
    }
    while (i > 0) {
        size_t p = (i - 1) >> 2;
        if (!(last < a[p])) break;
        a[i] = a[p];
        i = p;
    }
    a[i] = last;
    mz_hentry e = {mz_hitem_f(top), (uint64_t)top};
    return e;
}

/* ---- bucketed queue for uniform costs and a consistent heuristic ----
 * Every f pushed lies in [fcur, fcur + 2 x the longest move] (a move costs c
 * and changes h by at most c), so the frontier fits a short f window: cut it
 * into MZ_BQ_N circular buckets of width 1/MZ_BQ_K, keep the buckets ahead
 * as unordered arrays and only the current one as an exact heap. Order is
 * the same as one big heap's: (f, tie key), exactly. */
#define MZ_BQ_N 64
#define MZ_BQ_K 16.0
/* The widest f window the buckets hold (3 buckets of slack for rounding). */
#define MZ_BQ_SPAN ((MZ_BQ_N - 3) / MZ_BQ_K)

typedef struct mz_bqueue {
    mz_heap act;             /* the current bucket, a heap */
    mz_heap b[MZ_BQ_N];      /* buckets ahead, unordered (n, cap, a) */
    uint64_t used;           /* bit i: b[i] is not empty */
    int64_t cur;             /* number of the current bucket: floor(f K) */
    size_t n;                /* entries in all buckets and act */
} mz_bqueue;

/* Empties the queue for a query starting at f (keeps storage). */
static inline void mz_bq_reset(mz_bqueue *q, double f)
{
    for (uint64_t u = q->used; u; u &= u - 1) q->b[__builtin_ctzll(u)].n = 0;
    q->used = 0;
    q->act.n = 0;
    q->n = 0;
    q->cur = (int64_t)(f * MZ_BQ_K);
}

/* Pushes (f, key): MAZE_OK or MAZE_ENOMEM (growing a bucket). */
static inline int mz_bq_push(maze_search *s, mz_bqueue *q, double f, uint64_t key)
{
    int64_t b = (int64_t)(f * MZ_BQ_K);
    mz_heap *h = b <= q->cur ? &q->act : &q->b[b & (MZ_BQ_N - 1)];
    if (h->n == h->cap && mz_heap_grow(s, h)) return MAZE_ENOMEM;
    q->n++;
    if (h == &q->act) {
        mz_heap_push(h, f, key);
    } else {
        h->a[h->n++] = mz_hitem_make(f, key);
        q->used |= 1ull << (b & (MZ_BQ_N - 1));
    }
    return MAZE_OK;
}

/* Makes the next non-empty bucket current (act must be empty, n > 0): its
 * array becomes the heap (storage swapped, then heapified in place). */
static inline void mz_bq_advance(mz_bqueue *q)
{
    unsigned sh = (unsigned)((q->cur + 1) & (MZ_BQ_N - 1));
    uint64_t rot = (q->used >> sh) | (sh ? q->used << (MZ_BQ_N - sh) : 0);
    q->cur += 1 + __builtin_ctzll(rot);
    unsigned i = (unsigned)(q->cur & (MZ_BQ_N - 1));
    mz_heap t = q->act;
    q->act = q->b[i];
    q->b[i] = t;
    q->used &= ~(1ull << i);
    mz_hitem *a = q->act.a;
    size_t n = q->act.n;
    q->act.n = 0;
    for (size_t k = 0; k < n; k++) mz_heap_push(&q->act, mz_hitem_f(a[k]), (uint64_t)a[k]);
}

/* The least f in the queue (n > 0): act's top, else the next bucket's lower
 * bound, which is all the plateau test needs. */
static inline double mz_bq_min_f(const mz_bqueue *q)
{
    return q->act.n ? mz_hitem_f(q->act.a[0]) : (double)(q->cur + 1) / MZ_BQ_K;
}

static inline mz_hentry mz_bq_pop(mz_bqueue *q)
{
    if (!q->act.n) mz_bq_advance(q);
    q->n--;
    return mz_heap_pop(&q->act);
}

/* ---- shared A*-family core (astar.c): A*, Dijkstra, weighted A* ---- */

/* Best-first search with f = g + weight * h; `heuristic` is already resolved
 * (never MAZE_H_DEFAULT). */
MZ_HIDDEN int mz_astar_run(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                           int heuristic, double weight, maze_result *r);

/* ---- wall.c: bfs and astar (manhattan) on wall graphs, compact ---- */

/* The same search as bfs_solve (FIFO, neighbours N E S W) and as astar with
 * manhattan (same order, path and `expanded`), in 4 bits a cell; no events. */
MZ_HIDDEN int mz_wall_bfs(maze_search *s, uint32_t start, uint32_t goal, maze_result *r);
MZ_HIDDEN int mz_wall_astar(maze_search *s, uint32_t start, uint32_t goal, maze_result *r);

/* What every solver checks before it searches (maze_solve hands it cell
 * indices): s and r not NULL, start and goal passable cells of s's graph,
 * the options valid and the graph one the solver takes (sv's flags). Clears
 * *r; a NULL *o becomes the defaults. MAZE_OK, MAZE_EINVAL, MAZE_ERANGE or
 * MAZE_EUNSUPPORTED. */
MZ_HIDDEN int mz_solve_enter(const maze_solver *sv, maze_search *s, uint32_t start, uint32_t goal,
                             const maze_solve_opts **o, maze_result *r);

/* A solver's own descriptor: the public maze_solver (what the table shows)
 * and the search behind maze_solve, from cell index start to goal. */
typedef int (*mz_solve_fn)(maze_search *s, uint32_t start, uint32_t goal, const maze_solve_opts *o,
                           maze_result *r);
typedef struct mz_solver {
    maze_solver info;   /* first: a table pointer is &desc->info */
    mz_solve_fn solve;
} mz_solver;

/* Each solver file exports one descriptor; list.h names them. */
#define MZ_SOLVER(id) extern const mz_solver mz_solve_##id;
#include "list.h"
#undef MZ_SOLVER

#endif
