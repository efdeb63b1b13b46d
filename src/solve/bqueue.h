/* bqueue.h - the bucketed frontier of astar on uniform costs with a
 * consistent heuristic: the same order as one heap, with only the current
 * bucket kept as a heap. */
#ifndef MAZE_SOLVE_BQUEUE_H
#define MAZE_SOLVE_BQUEUE_H

#include "heap.h"

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

/* Frees the buckets' storage. */
static inline void mz_bq_free(const maze_allocator *a, mz_bqueue *q)
{
    mz_solve_heap_free(a, &q->act);
    for (int i = 0; i < MZ_BQ_N; i++) mz_solve_heap_free(a, &q->b[i]);
}

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
static inline int mz_bq_push(const maze_allocator *a, mz_bqueue *q, double f, uint64_t key)
{
    int64_t b = (int64_t)(f * MZ_BQ_K);
    mz_heap *h = b <= q->cur ? &q->act : &q->b[b & (MZ_BQ_N - 1)];
    if (h->n == h->cap && mz_solve_heap_grow(a, h)) return MAZE_ENOMEM;
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

#endif
