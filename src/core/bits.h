/* bits.h - the bit operations every module shares: bitsets (one bit a cell),
 * 2-bit fields packed 32 to a word, word-parallel reads over them, and their
 * zeroed allocation (bits.c). */
#ifndef MAZE_CORE_BITS_H
#define MAZE_CORE_BITS_H

#include "../internal.h"

/* ---- bitsets ---- */

static inline bool mz_bit(const uint64_t *b, uint64_t i) { return (b[i >> 6] >> (i & 63)) & 1u; }
static inline void mz_bit_set(uint64_t *b, uint64_t i) { b[i >> 6] |= 1ull << (i & 63); }
static inline void mz_bit_clear(uint64_t *b, uint64_t i) { b[i >> 6] &= ~(1ull << (i & 63)); }

/* ---- 2-bit fields packed 32 to a word (directions, small states) ---- */

static inline unsigned mz_two_get(const uint64_t *b, uint64_t i)
{
    return (unsigned)(b[i >> 5] >> ((i & 31) * 2)) & 3u;
}
static inline void mz_two_put(uint64_t *b, uint64_t i, unsigned v)
{
    unsigned sh = (unsigned)(i & 31) * 2;
    b[i >> 5] = (b[i >> 5] & ~(3ull << sh)) | ((uint64_t)(v & 3u) << sh);
}

/* ---- word-parallel operations on bitsets and 2-bit fields ---- */

/* The low bit of every 2-bit field of a word. */
#define MZ_LO2 0x5555555555555555ull

/* 64 bits of bitset b (nw words) from bit `at`; zeros past the end. */
static inline uint64_t mz_bits_at(const uint64_t *b, uint64_t nw, uint64_t at)
{
    uint64_t q = at >> 6, s = at & 63, lo = q < nw ? b[q] : 0;
    if (!s) return lo;
    return (lo >> s) | ((q + 1 < nw ? b[q + 1] : 0) << (64 - s));
}

/* Spreads the low 32 bits of x to the low bits of 32 two-bit fields. */
static inline uint64_t mz_spread32(uint64_t x)
{
    x &= 0xffffffffull;
    x = (x | x << 16) & 0x0000ffff0000ffffull;
    x = (x | x << 8) & 0x00ff00ff00ff00ffull;
    x = (x | x << 4) & 0x0f0f0f0f0f0f0f0full;
    x = (x | x << 2) & 0x3333333333333333ull;
    return (x | x << 1) & MZ_LO2;
}

/* ---- allocation ---- */

/* A zeroed bitset of n bits / a zeroed array of n 2-bit fields from
 * allocator a; NULL when out of memory. Free with mz_free. */
MZ_HIDDEN uint64_t *mz_bits_new(const maze_allocator *a, uint64_t n);
MZ_HIDDEN uint64_t *mz_twos_new(const maze_allocator *a, uint64_t n);

#endif
