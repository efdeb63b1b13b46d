/* randbits.h - a pool of random bits for generators that make many small
 * choices: one 64-bit draw of the maze_rng feeds up to 64 coin flips, and
 * small bounded draws use rejection on just enough bits (exactly uniform). */
#ifndef MAZE_RANDBITS_H
#define MAZE_RANDBITS_H

#include "../internal.h"

typedef struct {
    maze_rng *rng;
    uint64_t bits;   /* unused random bits, consumed from the low end */
    unsigned left;   /* how many of them */
} mz_randbits;

static inline void mz_randbits_init(mz_randbits *p, maze_rng *rng)
{
    p->rng = rng;
    p->bits = 0;
    p->left = 0;
}

/* Returns the next k (1..32) random bits as an integer in [0, 2^k). Leftover
 * bits fewer than k are dropped, so the sequence depends only on the calls. */
static inline unsigned mz_randbits_take(mz_randbits *p, unsigned k)
{
    if (p->left < k) {
        p->bits = mz_rng_next(p->rng);
        p->left = 64;
    }
    unsigned r = (unsigned)(p->bits & ((1ull << k) - 1));
    p->bits >>= k;
    p->left -= k;
    return r;
}

/* One fair coin flip. */
static inline unsigned mz_randbits_coin(mz_randbits *p) { return mz_randbits_take(p, 1); }

/* A uniform integer in [0, n) for 1 <= n <= 2^32: the smallest number of bits
 * that covers n, redrawn while the value is >= n (fewer than 2 tries on
 * average). */
static inline uint32_t mz_randbits_below(mz_randbits *p, uint64_t n)
{
    if (n <= 1) return 0;
    unsigned k = 64u - (unsigned)__builtin_clzll(n - 1);
    for (;;) {
        uint32_t r = mz_randbits_take(p, k);
        if (r < n) return r;
    }
}

#endif
