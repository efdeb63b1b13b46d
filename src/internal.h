/* internal.h - shared internals of libmaze: object layouts, allocation functions
 * and the packed 2-bit passage storage. Not installed; never included by users. */
#ifndef MAZE_INTERNAL_H
#define MAZE_INTERNAL_H

#include "maze.h"

#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

#define MZ_HIDDEN __attribute__((visibility("hidden")))

/* ---- allocation through the caller's hook ---- */

MZ_HIDDEN void *mz_realloc(const maze_allocator *a, void *p, size_t n);
MZ_HIDDEN void *mz_alloc(const maze_allocator *a, size_t n);
MZ_HIDDEN void *mz_calloc(const maze_allocator *a, size_t count, size_t size);
MZ_HIDDEN void mz_free(const maze_allocator *a, void *p);
/* Copies *src (or the default when NULL) into *dst. */
MZ_HIDDEN void mz_alloc_init(maze_allocator *dst, const maze_allocator *src);
/* Asks the system to back a big block with huge pages (Linux, a hint that
 * may do nothing; src/core/alloc.c): random access all over hundreds of MiB
 * otherwise misses the TLB on nearly every step. Never changes what the
 * block holds. Pages already touched keep their size, so call it first. */
MZ_HIDDEN void mz_hint_huge(void *p, size_t n);
/* Checks a width x height grid: MAZE_ERANGE / MAZE_ETOOBIG / MAZE_OK. */
MZ_HIDDEN int mz_check_size(int64_t width, int64_t height, uint64_t max_cells);

/* ---- messages (src/core/errmsg.c) ---- */

/* The longest text one mz_esc writes (a longer one is cut at a byte and
 * marked "..."), so that it fits a maze_error_info message with the rest. */
#define MZ_ESC_MAX 64
typedef struct mz_esc_buf {
    char s[MZ_ESC_MAX + 4];
} mz_esc_buf;
/* The one way bytes from an input reach a message: bytes[0..n) with every
 * byte outside printable ASCII (0x20-0x7e), and the backslash, written as
 * \xHH (so a NUL, a terminal escape or a byte that is not UTF-8 cannot
 * reach the reader's terminal or cut the message short). Returns b->s. */
MZ_HIDDEN const char *mz_esc(mz_esc_buf *b, const void *bytes, size_t n);
/* mz_esc into a buffer that lives until the end of the enclosing block. */
#define MZ_ESC(bytes, n) mz_esc(&(mz_esc_buf){{0}}, (bytes), (n))
/* Records a message (printf-style) and line in err, when err is given;
 * returns status. Every message of the library is made here: any byte the
 * formatted text has outside printable ASCII is escaped as mz_esc does
 * (backslashes are left, being mz_esc's own), and it is cut to fit at an
 * escape's boundary. */
MZ_HIDDEN int mz_error_set(maze_error_info *err, long line, int status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
MZ_HIDDEN int mz_error_vset(maze_error_info *err, long line, int status, const char *fmt, va_list ap)
    __attribute__((format(printf, 4, 0)));

/* ---- numbers in files: plain decimals, one rule for every reader (core/number.c) ---- */

/* Parses all of s[0..n) as an unsigned decimal integer: one or more ASCII
 * digits, leading zeros allowed ("010" is ten), nothing else (no sign, blank,
 * base prefix, point or exponent). MAZE_OK and *out; MAZE_EFORMAT when it is
 * not such a number; MAZE_ERANGE when its value is over max (whatever the
 * number of digits). *out is untouched on failure. */
MZ_HIDDEN int mz_parse_uint(const char *s, size_t n, uint64_t max, uint64_t *out);
/* The same for the field at s[*i...], which ends at a blank (space or tab)
 * or at n; *i moves past it (when it is made of digits). Inline: the mask
 * reader calls it once a cell. */
static inline int mz_parse_uint_at(const char *s, size_t n, size_t *i, uint64_t max, uint64_t *out)
{
    size_t k = *i;
    uint64_t v = 0;
    for (; k < n; k++) {
        unsigned d = (unsigned)(unsigned char)s[k] - '0';
        if (d > 9) break;
        v = v * 10 + d; /* wraps past 19 digits: checked below */
    }
    if (k == *i || (k < n && s[k] != ' ' && s[k] != '\t')) return MAZE_EFORMAT;
    bool over = false;
    if (k - *i > 19) { /* 19 digits always fit in 64 bits: longer runs are added up again, checked */
        v = 0;
        for (size_t j = *i; j < k; j++)
            over |= (int)__builtin_mul_overflow(v, 10, &v) | (int)__builtin_add_overflow(v, (unsigned)(s[j] - '0'), &v);
    }
    *i = k;
    if (over || v > max) return MAZE_ERANGE;
    *out = v;
    return MAZE_OK;
}

/* Parses all of s[0..n) as a decimal real: digits, then optionally '.' and
 * digits, then (when exp_ok) optionally 'e' or 'E', a sign and digits. No
 * sign in front, blank, hex, inf or nan; the point is '.' in every locale.
 * MAZE_OK with *out and *decimals (the digits after the point); MAZE_EFORMAT
 * when it is not such a number; MAZE_ERANGE when it overflows a double.
 * *out is untouched on failure. */
MZ_HIDDEN int mz_parse_real(const char *s, size_t n, int exp_ok, double *out, int *decimals);

/* ---- random numbers: the body of maze_rng_next, inlined into hot loops ---- */

static inline uint64_t mz_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
/* xoshiro256**: the same stream as maze_rng_next (which calls this). */
static inline uint64_t mz_rng_next(maze_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = mz_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = mz_rotl(s[3], 45);
    return result;
}

/* ---- wall maze: 2 bits a cell, bit 0 east open, bit 1 south open ---- */

/* Other topologies (src/topo) keep one byte a cell instead of `bits`: bit s
 * set when side s is open, on both cells a passage joins. */
struct mz_topo;
struct maze {
    maze_allocator alloc;
    int32_t w, h;
    uint64_t n;          /* rect: w*h; others: every cell */
    uint64_t *bits;      /* rect: 2 bits per cell, 32 cells per word; else NULL */
    uint64_t *enabled;   /* 1 bit per cell, NULL when every cell is enabled */
    const struct mz_topo *topo; /* NULL: rect */
    uint8_t *sides;      /* other topologies: open sides, a byte a cell */
    int32_t levels, rings;
    uint32_t *aux;       /* a topology's tables (polar: its rings), aux_len words */
    size_t aux_len;
    uint64_t wmul, pmul; /* other topologies: 2^64 / w and / (w*h), rounded up (mz_div) */
};

/* Whether m is a rectangular maze (the 2-bit layout above). */
static inline bool mz_is_rect(const maze *m) { return !m->topo; }

#define MZ_E 1u
#define MZ_S 2u

/* Cell i's own two passage bits on rect: MZ_E (east) and MZ_S (south); its
 * north and west passages are the bits of the cells above and to the left. */
static inline unsigned mz_east_south(const maze *m, uint64_t i)
{
    return (unsigned)(m->bits[i >> 5] >> ((i & 31) * 2)) & 3u;
}
/* Opens / closes the passages v (MZ_E, MZ_S) of cell i. */
static inline void mz_east_south_or(maze *m, uint64_t i, unsigned v)
{
    m->bits[i >> 5] |= (uint64_t)v << ((i & 31) * 2);
}
static inline void mz_east_south_clear(maze *m, uint64_t i, unsigned v)
{
    m->bits[i >> 5] &= ~((uint64_t)v << ((i & 31) * 2));
}
static inline bool mz_enabled(const maze *m, uint64_t i)
{
    return !m->enabled || ((m->enabled[i >> 6] >> (i & 63)) & 1u);
}
/* The full 4-bit mask of cell i = (x, y). */
static inline unsigned mz_mask(const maze *m, uint64_t i, int32_t x, int32_t y)
{
    unsigned passages = mz_east_south(m, i), r = 0;
    if (passages & MZ_E) r |= MAZE_E;
    if (passages & MZ_S) r |= MAZE_S;
    if (x > 0 && (mz_east_south(m, i - 1) & MZ_E)) r |= MAZE_W;
    if (y > 0 && (mz_east_south(m, i - (uint64_t)m->w) & MZ_S)) r |= MAZE_N;
    return r;
}
/* The 4-bit mask of cell i from the packed passages `bits` of a maze w cells
 * wide, with no coordinates: a cell in the last column never opens east, nor
 * one in the last row south (every writer keeps that), so the west and north
 * neighbours' bits need only i > 0 and i >= w. */
static inline unsigned mz_mask_at(const uint64_t *bits, uint64_t w, uint64_t i)
{
    unsigned r = ((unsigned)(bits[i >> 5] >> ((i & 31) * 2)) & 3u) << 1;
    if (i) r |= ((unsigned)(bits[(i - 1) >> 5] >> (((i - 1) & 31) * 2)) & 1u) << 3;
    if (i >= w) r |= (unsigned)(bits[(i - w) >> 5] >> ((((i - w) & 31) * 2) + 1)) & 1u;
    return r;
}
/* Index -> (x, y). */
static inline void mz_xy(const maze *m, uint64_t i, int32_t *x, int32_t *y)
{
    *x = (int32_t)(i % (uint64_t)m->w);
    *y = (int32_t)(i / (uint64_t)m->w);
}
/* Bits set in a 4-bit mask, by table (the library is built for any x86-64,
 * where __builtin_popcount is a library call). */
static inline unsigned mz_popcount4(unsigned k) { return (unsigned)(0x4332322132212110ull >> (4 * (k & 15u))) & 15u; }
/* Sets cell i's enabled bit (adding the mask layer on the first disable);
 * the caller closes its passages. MAZE_OK or MAZE_ENOMEM. */
MZ_HIDDEN int mz_enabled_set(maze *m, uint64_t i, int enabled);
/* Opens the passage between cell i and its neighbour in direction dir (the
 * caller has checked that the neighbour exists). */
MZ_HIDDEN void mz_carve(maze *m, uint64_t i, unsigned dir);

/* ---- block map ---- */

struct maze_map {
    maze_allocator alloc;
    int32_t w, h;
    uint64_t n;
    char *terrain;       /* one character per cell */
    float *cost;         /* NULL: every cost 1 */
};

static inline bool mz_terrain_open(char c)
{
    return c == '.' || c == 'G' || c == 'S' || c == ' ';
}

/* ---- events ---- */

static inline int mz_emit(maze_step_fn fn, void *ud, int kind, int32_t x, int32_t y,
                          int32_t x2, int32_t y2, double g)
{
    if (!fn) return 0;
    maze_event ev = {kind, x, y, x2, y2, g};
    return fn(ud, &ev);
}

#endif
