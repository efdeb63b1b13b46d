/* unicursal.c - maze_unicursal: the unicursal labyrinth of a perfect maze,
 * by Daedalus' method: each cell becomes 2 x 2 cells and each corridor two,
 * so that the walk along the walls is one cycle through every cell; one
 * wall put back at the first cell cuts it into a path between two neighbours. */
#include "gen.h"

/* Opens the passages of block (x, y) of labyrinth u for source cell mask k:
 * two corridors across each passage of k (to the east and south blocks),
 * and inside the block a corridor along each of its walls. */
static void split(maze *u, int32_t x, int32_t y, unsigned k)
{
    uint64_t w = (uint64_t)u->w, tl = (uint64_t)(2 * y) * w + (uint64_t)(2 * x), bl = tl + w;
    if (!(k & MAZE_N)) mz_carve(u, tl, MAZE_E);
    if (!(k & MAZE_S)) mz_carve(u, bl, MAZE_E);
    if (!(k & MAZE_W)) mz_carve(u, tl, MAZE_S);
    if (!(k & MAZE_E)) mz_carve(u, tl + 1, MAZE_S);
    if (k & MAZE_E) mz_carve(u, tl + 1, MAZE_E), mz_carve(u, bl + 1, MAZE_E);
    if (k & MAZE_S) mz_carve(u, bl, MAZE_S), mz_carve(u, bl + 1, MAZE_S);
}

/* The length of the path from dead end `a` (every cell has two openings or
 * fewer), a counted. */
static uint64_t walk(const maze *u, uint64_t a)
{
    static const int dirs[4] = {MAZE_N, MAZE_E, MAZE_S, MAZE_W};
    uint64_t len = 1, prev = UINT64_MAX, c = a, w = (uint64_t)u->w;
    for (;;) {
        int32_t x, y;
        mz_xy(u, c, &x, &y);
        unsigned k = mz_mask(u, c, x, y);
        uint64_t next = UINT64_MAX;
        for (int d = 0; d < 4 && next == UINT64_MAX; d++) {
            if (!(k & (unsigned)dirs[d])) continue;
            uint64_t j = d == 0 ? c - w : d == 1 ? c + 1 : d == 2 ? c + w : c - 1;
            if (j != prev) next = j;
        }
        if (next == UINT64_MAX || next == a) return len;
        prev = c, c = next, len++;
    }
}

int maze_unicursal(maze **out, const maze *src, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!src || !mz_is_rect(src)) return src ? MAZE_EUNSUPPORTED : MAZE_EINVAL;
    if (src->w > INT32_MAX / 2 || src->h > INT32_MAX / 2) return MAZE_ETOOBIG;
    maze *u;
    int st = maze_create(&u, 2 * src->w, 2 * src->h, alloc ? alloc : &src->alloc);
    if (st) return st;
    uint64_t first = UINT64_MAX, enabled = 0;
    for (int32_t y = 0; y < src->h && !st; y++)
        for (int32_t x = 0; x < src->w && !st; x++) {
            uint64_t i = (uint64_t)y * (uint64_t)src->w + (uint64_t)x;
            if (!mz_enabled(src, i)) {
                uint64_t tl = (uint64_t)(2 * y) * (uint64_t)u->w + (uint64_t)(2 * x);
                const uint64_t four[4] = {tl, tl + 1, tl + (uint64_t)u->w, tl + (uint64_t)u->w + 1};
                for (int q = 0; q < 4 && !st; q++) st = mz_enabled_set(u, four[q], 0);
                continue;
            }
            if (first == UINT64_MAX) first = i;
            enabled++;
            split(u, x, y, mz_mask(src, i, x, y));
        }
    if (!st && !enabled) st = MAZE_EINVAL;
    if (!st) {
        /* the first cell's block: no passage north or west, so its top-left
         * cell opens east and south; closing south leaves a path from it to
         * the cell below, which is the whole cycle only if src was a tree */
        int32_t fx = (int32_t)(first % (uint64_t)src->w), fy = (int32_t)(first / (uint64_t)src->w);
        uint64_t a = (uint64_t)(2 * fy) * (uint64_t)u->w + (uint64_t)(2 * fx);
        mz_east_south_clear(u, a, MZ_S);
        if (walk(u, a) != 4 * enabled) st = MAZE_EINVAL;
    }
    if (st) {
        maze_destroy(u);
        return st;
    }
    *out = u;
    return MAZE_OK;
}
