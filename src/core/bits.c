/* bits.c - zeroed bitsets and 2-bit field arrays (bits.h). */
#include "bits.h"

uint64_t *mz_bits_new(const maze_allocator *a, uint64_t n)
{
    return mz_calloc(a, (size_t)((n + 63) / 64), sizeof(uint64_t));
}

uint64_t *mz_twos_new(const maze_allocator *a, uint64_t n)
{
    return mz_calloc(a, (size_t)((n + 31) / 32), sizeof(uint64_t));
}
