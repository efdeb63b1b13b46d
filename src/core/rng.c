/* rng.c - xoshiro256** seeded through splitmix64, and Lemire's unbiased
 * bounded draws: the same seed gives the same stream everywhere. */
#include "internal.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void maze_rng_seed(maze_rng *rng, uint64_t seed)
{
    if (!rng) return;
    for (int i = 0; i < 4; i++) rng->s[i] = splitmix64(&seed);
}

uint64_t maze_rng_next(maze_rng *rng) { return rng ? mz_rng_next(rng) : 0; }

/* Lemire's multiply-shift with rejection: exact uniformity, one multiply in
 * the common case. 128-bit product via the compiler's unsigned __int128. */
uint64_t maze_rng_below(maze_rng *rng, uint64_t n)
{
    if (!rng || n == 0) return 0;
    unsigned __int128 m = (unsigned __int128)mz_rng_next(rng) * n;
    uint64_t lo = (uint64_t)m;
    if (lo < n) {
        uint64_t t = (0 - n) % n;
        while (lo < t) {
            m = (unsigned __int128)mz_rng_next(rng) * n;
            lo = (uint64_t)m;
        }
    }
    return (uint64_t)(m >> 64);
}

double maze_rng_double(maze_rng *rng)
{
    return rng ? (double)(mz_rng_next(rng) >> 11) * 0x1.0p-53 : 0.0;
}
