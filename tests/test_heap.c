/* test_heap.c - the padded 4-ary heap jps uses (solve/heap.h) against the
 * plain one: the same entries pushed and popped in the same order, through
 * growth and emptying, give the same entries back, least first. */
#include "testlib.h"
#include "solve/heap.h"

#include <stdlib.h>

/* An entry of f in 0..fmax (small ranges: many equal f, the tie key then
 * decides) and a tie key, as the solvers make them. */
static void entry(maze_rng *rng, uint64_t fmax, double *f, uint64_t *key)
{
    *f = (double)maze_rng_below(rng, fmax + 1) * 0.5;
    *key = mz_heap_key((double)maze_rng_below(rng, 64), (uint32_t)maze_rng_below(rng, 1u << 20));
}

/* Pushes and pops at random (a push with probability push_pct %), then
 * drains both heaps; every pop of the padded heap must equal the plain
 * heap's, and the pads past the last entry must hold the largest value. */
static void compare_ops(uint64_t seed, int ops, int push_pct, uint64_t fmax)
{
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    mz_heap plain = {0}, pad = {0};
    CHECK_EQ(mz_solve_heap_init(NULL, &plain), MAZE_OK);
    CHECK_EQ(mz_solve_heap_init(NULL, &pad), MAZE_OK);
    mz_heap_pad_clear(&pad);
    int bad = 0, pads_bad = 0;
    for (int i = 0; i < ops || plain.n; i++) {
        int push = i < ops && (!plain.n || (int)maze_rng_below(&rng, 100) < push_pct);
        if (push) {
            double f;
            uint64_t key;
            entry(&rng, fmax, &f, &key);
            if (plain.n == plain.cap && mz_solve_heap_grow(NULL, &plain)) break;
            if (pad.n + MZ_HEAP_PAD >= pad.cap && mz_solve_heap_grow(NULL, &pad)) break;
            mz_heap_push(&plain, f, key);
            mz_heap_pad_push(&pad, f, key);
        } else {
            mz_hentry a = mz_heap_pop(&plain), b = mz_heap_pad_pop(&pad);
            bad += a.f != b.f || a.key != b.key;
        }
        bad += plain.n != pad.n;
        for (size_t k = 0; k < MZ_HEAP_PAD; k++) pads_bad += pad.a[pad.n + k] != MZ_HITEM_MAX;
    }
    CHECK_EQ(bad, 0);
    CHECK_EQ(pads_bad, 0);
    CHECK_EQ(pad.n, 0);
    /* emptied with entries left in, it starts afresh */
    mz_heap_pad_push(&pad, 2.0, 7);
    mz_heap_pad_push(&pad, 1.0, 9);
    mz_heap_pad_clear(&pad);
    mz_heap_pad_push(&pad, 3.0, 5);
    mz_hentry e = mz_heap_pad_pop(&pad);
    CHECK(e.f == 3.0 && e.key == 5 && pad.n == 0);
    mz_solve_heap_free(NULL, &plain);
    mz_solve_heap_free(NULL, &pad);
}

int main(void)
{
    /* small heaps (every partial last node), ones that grow past the first
     * 1024 entries, and ones that empty and fill again */
    for (uint64_t seed = 1; seed <= 40; seed++) compare_ops(seed, 200, 55, seed % 4 ? 20 : 1000);
    compare_ops(101, 20000, 70, 50);
    compare_ops(102, 20000, 90, 1u << 20);
    compare_ops(103, 50000, 50, 3);
    return check_done();
}
