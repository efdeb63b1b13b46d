/* heap.h - the frontier of the best-first solvers: a 4-ary min-heap of
 * 128-bit entries (f above a tie key), so one integer comparison orders two. */
#ifndef MAZE_SOLVE_HEAP_H
#define MAZE_SOLVE_HEAP_H

#include "../internal.h"

/* A heap entry packed in 128 bits: the bit pattern of f (>= 0, so it orders
 * like the value) above a 64-bit tie key (see mz_heap_key). One integer
 * comparison orders two entries, with no floating-point branches. */
typedef unsigned __int128 mz_hitem;

/* A growable 4-ary min-heap of mz_hitem (storage kept across queries). */
typedef struct mz_heap {
    mz_hitem *a;
    size_t n, cap;
} mz_heap;

/* Grows a heap by doubling (1024 entries first); MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_heap_grow(const maze_allocator *a, mz_heap *h);

/* As mz_solve_heap_grow, `first` entries first: for the many small arrays
 * of a bucketed frontier, each of which keeps what it took. */
MZ_HIDDEN int mz_solve_heap_grow_from(const maze_allocator *a, mz_heap *h, size_t first);
/* Gives the first 1024 entries, touched, so a first query does not pay for
 * fresh pages; MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_solve_heap_init(const maze_allocator *a, mz_heap *h);
MZ_HIDDEN void mz_solve_heap_free(const maze_allocator *a, mz_heap *h);

/* ---- order: lower f first; ties go to the larger g, then the smaller cell ---- */

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

/* Puts `it` into the hole at i, moving the parents above it down while it
 * is less: the last step of both pops. */
static inline __attribute__((always_inline)) void mz_heap_sift_up(mz_hitem *a, size_t i, mz_hitem it)
{
    while (i > 0) {
        size_t p = (i - 1) >> 2;
        if (!(it < a[p])) break;
        a[i] = a[p];
        i = p;
    }
    a[i] = it;
}

/* Pushes (f, key); the caller has made room (h->n < h->cap). Its loop is
 * mz_heap_sift_up's written out: calling that here changed how the compiler
 * laid out jps's search (+0.24% instructions on Berlin_0_256). */
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
    mz_heap_sift_up(a, i, last);
    mz_hentry e = {mz_hitem_f(top), (uint64_t)top};
    return e;
}

/* ---- padded: the heap jps uses ----
 * The MZ_HEAP_PAD entries past the last always hold MZ_HITEM_MAX, above
 * every entry (f's bits read as a NaN no f has), so a pop compares all
 * four children of every node that has one, with no branchy loop over a
 * last node's few children. The heap's room must stay MZ_HEAP_PAD + 1
 * entries above n (a push tests for that), and mz_heap_pad_clear empties it. */
#define MZ_HEAP_PAD 4
#define MZ_HITEM_MAX (~(mz_hitem)0)

/* Empties h (its room at least MZ_HEAP_PAD entries). */
static inline void mz_heap_pad_clear(mz_heap *h)
{
    h->n = 0;
    for (size_t i = 0; i < MZ_HEAP_PAD; i++) h->a[i] = MZ_HITEM_MAX;
}

/* Pushes (f, key); the caller has made room (h->n + MZ_HEAP_PAD < h->cap). */
static inline void mz_heap_pad_push(mz_heap *h, double f, uint64_t key)
{
    mz_heap_push(h, f, key);
    h->a[h->n + MZ_HEAP_PAD - 1] = MZ_HITEM_MAX;
}

/* Removes and returns the least entry (the heap must not be empty), as
 * mz_heap_pop, each step down taking the least of four. */
static inline __attribute__((always_inline)) mz_hentry mz_heap_pad_pop(mz_heap *h)
{
    mz_hitem *a = h->a, top = a[0], last = a[--h->n];
    size_t n = h->n, i = 0;
    a[n] = MZ_HITEM_MAX;
    mz_hentry e = {mz_hitem_f(top), (uint64_t)top};
    if (!n) return e;
    /* a child at c < n is a real entry, so the least of four is too: the
     * hole stays below n */
    for (size_t c = 1; c < n; c = 4 * i + 1) {
        size_t b01 = a[c + 1] < a[c] ? c + 1 : c, b23 = a[c + 3] < a[c + 2] ? c + 3 : c + 2;
        size_t best = a[b23] < a[b01] ? b23 : b01;
        a[i] = a[best];
        i = best;
    }
    mz_heap_sift_up(a, i, last);
    return e;
}

/* A binary min-heap of (cost, node) pairs in two arrays the caller owns,
 * with room for one more on a push: the searches made while preparing (the
 * levels' witness searches, the core table's rows), which need no tie key. */
static inline void mz_pair_push(double *cost, uint32_t *node, size_t *n, double c, uint32_t v)
{
    size_t i = (*n)++;
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (cost[p] <= c) break;
        cost[i] = cost[p];
        node[i] = node[p];
        i = p;
    }
    cost[i] = c;
    node[i] = v;
}

/* Takes out the least pair (the heap not empty): its node, its cost in *c. */
static inline uint32_t mz_pair_pop(double *cost, uint32_t *node, size_t *n, double *c)
{
    uint32_t top = node[0];
    *c = cost[0];
    size_t m = --*n;
    double lc = cost[m];
    uint32_t lv = node[m];
    size_t i = 0;
    for (;;) {
        size_t k = 2 * i + 1;
        if (k >= m) break;
        if (k + 1 < m && cost[k + 1] < cost[k]) k++;
        if (cost[k] >= lc) break;
        cost[i] = cost[k];
        node[i] = node[k];
        i = k;
    }
    cost[i] = lc;
    node[i] = lv;
    return top;
}

#endif
