/* maze.c - the wall maze object: packed 2-bit passages, optional enabled-cell
 * mask, the seed articles' conversions (PHP masks, Java blocks) and dead ends. */
#include "bits.h"

static uint64_t words_for(uint64_t bits) { return (bits + 63) / 64; }

int maze_create(maze **out, int32_t width, int32_t height, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    int st = mz_check_size(width, height, 0);
    if (st) return st;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze *m = mz_alloc(&a, sizeof *m);
    if (!m) return MAZE_ENOMEM;
    memset(m, 0, sizeof *m);
    m->alloc = a;
    m->w = width;
    m->h = height;
    m->n = (uint64_t)width * (uint64_t)height;
    m->enabled = NULL;
    size_t bytes = (size_t)words_for(m->n * 2) * sizeof(uint64_t);
    m->bits = mz_alloc(&a, bytes);
    if (!m->bits) {
        mz_free(&a, m);
        return MAZE_ENOMEM;
    }
    mz_hint_huge(m->bits, bytes); /* before the first touch, or it comes too late */
    memset(m->bits, 0, bytes);
    *out = m;
    return MAZE_OK;
}

void maze_destroy(maze *m)
{
    if (!m) return;
    maze_allocator a = m->alloc;
    mz_free(&a, m->bits);
    mz_free(&a, m->enabled);
    mz_free(&a, m->sides);
    mz_free(&a, m->aux);
    mz_free(&a, m);
}

/* Copies a maze of another topology: its fields, sides and tables. */
static int clone_shape(maze **out, const maze *m)
{
    maze *c = mz_alloc(&m->alloc, sizeof *c);
    if (!c) return MAZE_ENOMEM;
    *c = *m;
    c->enabled = NULL;
    c->sides = mz_alloc(&m->alloc, (size_t)m->n);
    c->aux = m->aux_len ? mz_alloc(&m->alloc, m->aux_len * sizeof *c->aux) : NULL;
    *out = c;
    if (!c->sides || (m->aux_len && !c->aux)) return MAZE_ENOMEM;
    memcpy(c->sides, m->sides, (size_t)m->n);
    if (m->aux_len) memcpy(c->aux, m->aux, m->aux_len * sizeof *c->aux);
    return MAZE_OK;
}

int maze_clone(maze **out, const maze *m)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!m) return MAZE_EINVAL;
    int st = mz_is_rect(m) ? maze_create(out, m->w, m->h, &m->alloc) : clone_shape(out, m);
    if (st) {
        maze_destroy(*out);
        *out = NULL;
        return st;
    }
    maze *c = *out;
    if (mz_is_rect(m)) memcpy(c->bits, m->bits, (size_t)words_for(m->n * 2) * sizeof(uint64_t));
    if (m->enabled) {
        size_t bytes = (size_t)words_for(m->n) * sizeof(uint64_t);
        c->enabled = mz_alloc(&c->alloc, bytes);
        if (!c->enabled) {
            maze_destroy(c);
            *out = NULL;
            return MAZE_ENOMEM;
        }
        memcpy(c->enabled, m->enabled, bytes);
    }
    return MAZE_OK;
}

int32_t maze_width(const maze *m) { return m ? m->w : 0; }
int32_t maze_height(const maze *m) { return m ? m->h : 0; }

uint64_t maze_cell_count(const maze *m)
{
    if (!m) return 0;
    if (!m->enabled) return m->n;
    uint64_t c = 0;
    for (uint64_t i = 0; i < words_for(m->n); i++) c += (uint64_t)__builtin_popcountll(m->enabled[i]);
    return c;
}

uint64_t maze_passage_count(const maze *m)
{
    if (!m) return 0;
    uint64_t c = 0;
    if (!mz_is_rect(m)) { /* each passage is open on both of its cells */
        for (uint64_t i = 0; i < m->n; i++) c += (uint64_t)__builtin_popcount(m->sides[i]);
        return c / 2;
    }
    for (uint64_t i = 0; i < words_for(m->n * 2); i++) c += (uint64_t)__builtin_popcountll(m->bits[i]);
    return c;
}

/* (x, y) calls are rect's: another topology has no such cell. */
static bool in_range(const maze *m, int32_t x, int32_t y)
{
    return m && mz_is_rect(m) && x >= 0 && y >= 0 && x < m->w && y < m->h;
}

unsigned maze_get(const maze *m, int32_t x, int32_t y)
{
    if (!in_range(m, x, y)) return 0;
    uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    if (!mz_enabled(m, i)) return 0;
    return mz_mask(m, i, x, y);
}

void mz_carve(maze *m, uint64_t i, unsigned dir)
{
    switch (dir) {
    case MAZE_E: mz_east_south_or(m, i, MZ_E); break;
    case MAZE_S: mz_east_south_or(m, i, MZ_S); break;
    case MAZE_W: mz_east_south_or(m, i - 1, MZ_E); break;
    case MAZE_N: mz_east_south_or(m, i - (uint64_t)m->w, MZ_S); break;
    default: break;
    }
}

/* Resolves (x, y, dir) to the owning cell and bit of that wall. */
static int wall_slot(const maze *m, int32_t x, int32_t y, unsigned dir, uint64_t *cell, unsigned *bit)
{
    /* (x, y) first: its neighbour is then computed without overflow (INT32_MIN - 1) */
    if (dir != MAZE_N && dir != MAZE_E && dir != MAZE_S && dir != MAZE_W) return MAZE_EINVAL;
    if (!in_range(m, x, y)) return MAZE_ERANGE;
    int32_t nx = x, ny = y;
    switch (dir) {
    case MAZE_N: ny--; break;
    case MAZE_E: nx++; break;
    case MAZE_S: ny++; break;
    default: nx--; break; /* MAZE_W */
    }
    if (!in_range(m, nx, ny)) return MAZE_ERANGE;
    uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    uint64_t j = (uint64_t)ny * (uint64_t)m->w + (uint64_t)nx;
    if (!mz_enabled(m, i) || !mz_enabled(m, j)) return MAZE_ERANGE;
    bool own = dir == MAZE_E || dir == MAZE_S;
    *cell = own ? i : j;
    *bit = (dir == MAZE_E || dir == MAZE_W) ? MZ_E : MZ_S;
    return MAZE_OK;
}

int maze_set_passage(maze *m, int32_t x, int32_t y, unsigned dir, int open)
{
    uint64_t cell;
    unsigned bit;
    if (!m) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED;
    int st = wall_slot(m, x, y, dir, &cell, &bit);
    if (st) return st;
    if (open) mz_east_south_or(m, cell, bit);
    else mz_east_south_clear(m, cell, bit);
    return MAZE_OK;
}

void maze_clear(maze *m)
{
    if (!m) return;
    if (mz_is_rect(m)) memset(m->bits, 0, (size_t)words_for(m->n * 2) * sizeof(uint64_t));
    else memset(m->sides, 0, (size_t)m->n);
}

int maze_cell_enabled(const maze *m, int32_t x, int32_t y)
{
    if (!in_range(m, x, y)) return 0;
    return mz_enabled(m, (uint64_t)y * (uint64_t)m->w + (uint64_t)x);
}

int maze_set_cell_enabled(maze *m, int32_t x, int32_t y, int enabled)
{
    if (!m) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED;
    if (!in_range(m, x, y)) return MAZE_ERANGE;
    uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    if (!enabled) {
        mz_east_south_clear(m, i, MZ_E | MZ_S);
        if (x > 0) mz_east_south_clear(m, i - 1, MZ_E);
        if (y > 0) mz_east_south_clear(m, i - (uint64_t)m->w, MZ_S);
    }
    return mz_enabled_set(m, i, enabled);
}

int mz_enabled_set(maze *m, uint64_t i, int enabled)
{
    if (!m->enabled) {
        if (enabled) return MAZE_OK;
        size_t words = (size_t)words_for(m->n);
        m->enabled = mz_alloc(&m->alloc, words * sizeof(uint64_t));
        if (!m->enabled) return MAZE_ENOMEM;
        memset(m->enabled, 0xff, words * sizeof(uint64_t));
        if (m->n & 63) m->enabled[words - 1] = (1ull << (m->n & 63)) - 1; /* no bits past n */
    }
    if (enabled) mz_bit_set(m->enabled, i);
    else mz_bit_clear(m->enabled, i);
    return MAZE_OK;
}

void maze_to_masks(const maze *m, uint8_t *out)
{
    if (!m || !out || !mz_is_rect(m)) return;
    uint64_t i = 0;
    for (int32_t y = 0; y < m->h; y++)
        for (int32_t x = 0; x < m->w; x++, i++)
            out[i] = (uint8_t)(mz_enabled(m, i) ? mz_mask(m, i, x, y) : 0);
}

/* A mask is consistent when every opening is matched by the neighbour. */
static int mask_consistent(int32_t w, int32_t h, const uint8_t *k, int32_t x, int32_t y)
{
    uint64_t i = (uint64_t)y * (uint64_t)w + (uint64_t)x;
    unsigned v = k[i];
    if (v & ~15u) return 0;
    if ((v & MAZE_N) && (y == 0 || !(k[i - (uint64_t)w] & MAZE_S))) return 0;
    if ((v & MAZE_S) && (y == h - 1 || !(k[i + (uint64_t)w] & MAZE_N))) return 0;
    if ((v & MAZE_W) && (x == 0 || !(k[i - 1] & MAZE_E))) return 0;
    if ((v & MAZE_E) && (x == w - 1 || !(k[i + 1] & MAZE_W))) return 0;
    return 1;
}

int maze_from_masks(maze **out, int32_t width, int32_t height, const uint8_t *masks,
                    int zero_disables, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!masks) return MAZE_EINVAL;
    int st = maze_create(out, width, height, alloc);
    if (st) return st;
    maze *m = *out;
    uint64_t i = 0;
    for (int32_t y = 0; y < height; y++) {
        for (int32_t x = 0; x < width; x++, i++) {
            if (!mask_consistent(width, height, masks, x, y)) {
                maze_destroy(m);
                *out = NULL;
                return MAZE_EFORMAT;
            }
            if (masks[i] & MAZE_E) mz_east_south_or(m, i, MZ_E);
            if (masks[i] & MAZE_S) mz_east_south_or(m, i, MZ_S);
            if (zero_disables && masks[i] == 0 && (st = maze_set_cell_enabled(m, x, y, 0))) {
                maze_destroy(m);
                *out = NULL;
                return st;
            }
        }
    }
    return MAZE_OK;
}

void maze_to_blocks(const maze *m, uint8_t *out)
{
    if (!m || !out || !mz_is_rect(m)) return;
    size_t bw = (size_t)m->w * 2 + 1;
    memset(out, 0, bw * ((size_t)m->h * 2 + 1));
    uint64_t i = 0;
    for (int32_t y = 0; y < m->h; y++) {
        for (int32_t x = 0; x < m->w; x++, i++) {
            if (!mz_enabled(m, i)) continue;
            size_t r = (size_t)y * 2 + 1, c = (size_t)x * 2 + 1;
            unsigned passages = mz_east_south(m, i);
            out[r * bw + c] = 1;
            if (passages & MZ_E) out[r * bw + c + 1] = 1;
            if (passages & MZ_S) out[(r + 1) * bw + c] = 1;
        }
    }
}

/* Checks one block of a block grid against the cells around it. */
static bool block_ok(int32_t bw, int32_t bh, const uint8_t *b, int32_t c, int32_t r)
{
    size_t at = (size_t)r * (size_t)bw + (size_t)c;
    if (!b[at]) return true;
    bool odd_r = r & 1, odd_c = c & 1;
    if (odd_r && odd_c) return true;                 /* a cell */
    if (!odd_r && !odd_c) return false;              /* a corner */
    if (r == 0 || c == 0 || r == bh - 1 || c == bw - 1) return false; /* border */
    if (odd_r) return b[at - 1] && b[at + 1];        /* east-west passage */
    return b[at - (size_t)bw] && b[at + (size_t)bw]; /* north-south passage */
}

int maze_from_blocks(maze **out, int32_t bw, int32_t bh, const uint8_t *blocks,
                     const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!blocks) return MAZE_EINVAL;
    if (bw < 3 || bh < 3 || !(bw & 1) || !(bh & 1)) return MAZE_EFORMAT;
    for (int32_t r = 0; r < bh; r++)
        for (int32_t c = 0; c < bw; c++)
            if (!block_ok(bw, bh, blocks, c, r)) return MAZE_EFORMAT;
    int st = maze_create(out, bw / 2, bh / 2, alloc);
    if (st) return st;
    maze *m = *out;
    for (int32_t y = 0; y < m->h && !st; y++) {
        for (int32_t x = 0; x < m->w && !st; x++) {
            size_t at = (size_t)(2 * y + 1) * (size_t)bw + (size_t)(2 * x + 1);
            uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
            if (!blocks[at]) st = maze_set_cell_enabled(m, x, y, 0);
            if (blocks[at + 1]) mz_east_south_or(m, i, MZ_E);
            if (blocks[at + (size_t)bw]) mz_east_south_or(m, i, MZ_S);
        }
    }
    if (st) {
        maze_destroy(m);
        *out = NULL;
    }
    return st;
}

static bool is_dead_end(const maze *m, uint64_t i, int32_t x, int32_t y)
{
    if (!mz_enabled(m, i)) return false;
    unsigned k = mz_is_rect(m) ? mz_mask(m, i, x, y) : m->sides[i];
    return k && !(k & (k - 1));
}

int maze_dead_ends(const maze *m, uint32_t **out, size_t *count)
{
    if (out) *out = NULL; /* NULL and 0 on any failure */
    if (count) *count = 0;
    if (!m || !out || !count) return MAZE_EINVAL;
    size_t n = 0, cap = 0;
    uint32_t *list = NULL;
    int32_t x = 0, y = 0; /* rect's (x, y) of cell i */
    for (uint64_t i = 0; i < m->n; i++) {
        bool dead = is_dead_end(m, i, x, y);
        if (++x == m->w) {
            x = 0;
            y++;
        }
        if (!dead) continue;
        if (n == cap) {
            size_t nc = cap ? cap * 2 : 64;
            uint32_t *nl = mz_realloc(&m->alloc, list, nc * sizeof *nl);
            if (!nl) {
                mz_free(&m->alloc, list);
                return MAZE_ENOMEM;
            }
            list = nl;
            cap = nc;
        }
        list[n++] = (uint32_t)i;
    }
    *out = list;
    *count = n;
    return MAZE_OK;
}

int maze_pick_dead_ends(const maze *m, maze_rng *rng, size_t n, uint32_t *out)
{
    if (!m || !rng || (n && !out)) return MAZE_EINVAL;
    uint32_t *list;
    size_t count;
    int st = maze_dead_ends(m, &list, &count);
    if (st) return st;
    if (count < n) {
        mz_free(&m->alloc, list);
        return MAZE_ERANGE;
    }
    for (size_t k = 0; k < n; k++) {
        size_t j = k + (size_t)maze_rng_below(rng, count - k);
        uint32_t t = list[k];
        list[k] = list[j];
        list[j] = t;
        out[k] = list[k];
    }
    mz_free(&m->alloc, list);
    return MAZE_OK;
}

void maze_free(const maze *m, void *p)
{
    if (m) mz_free(&m->alloc, p);
}
