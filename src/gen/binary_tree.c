/* binary_tree.c - the binary tree algorithm: every cell opens one of two
 * fixed directions (--bias NE, NW, SE or SW; default NE: north or east) at a
 * coin flip, 64 cells a word. Streams in two rows of memory; the two walls
 * along the bias sides are long straight corridors. */
#include "rows.h"

typedef struct {
    bool north, east;   /* the vertical and horizontal direction of the bias */
} bias;

static int parse_bias(const char *s, bias *b)
{
    if (!s) s = "NE";
    if (strlen(s) != 2) return MAZE_EINVAL;
    char v = (char)(s[0] & ~0x20), h = (char)(s[1] & ~0x20); /* either case */
    if ((v != 'N' && v != 'S') || (h != 'E' && h != 'W')) return MAZE_EINVAL;
    b->north = v == 'N';
    b->east = h == 'E';
    return MAZE_OK;
}

/* dst = the row vector src moved one cell towards lower x (bit x = src x+1),
 * or towards higher x when `up`. */
static void shift_row(uint64_t *dst, const uint64_t *src, size_t words, bool up)
{
    for (size_t k = 0; k < words; k++)
        dst[k] = up ? src[k] << 1 | (k ? src[k - 1] >> 63 : 0)
                    : src[k] >> 1 | (k + 1 < words ? src[k + 1] << 63 : 0);
}

/* Row scratch: enabled rows y-1, y, y+1, the horizontal neighbour's enabled
 * bits, the choices of this row and of the last (vertical, horizontal), and
 * the east openings being output. */
enum { EN_UP, EN, EN_DOWN, EN_SIDE, V_CUR, H_CUR, V_PREV, H_PREV, EAST, ROWS };

/* Chooses for every cell of row y: vertical where only that is open or the
 * coin says so, horizontal otherwise, nothing when neither neighbour is. */
static void choose_row(mz_rows *r, const bias *b, int64_t y, uint64_t *v)
{
    size_t n = r->words;
    uint64_t *enabled = v + EN * n, *vn = v + (b->north ? EN_UP : EN_DOWN) * n, *side = v + EN_SIDE * n;
    mz_rows_enabled(r, y - 1, v + EN_UP * n);
    mz_rows_enabled(r, y, enabled);
    mz_rows_enabled(r, y + 1, v + EN_DOWN * n);
    shift_row(side, enabled, n, !b->east);
    for (size_t k = 0; k < n; k++) {
        uint64_t coin = mz_rng_next(r->rb.rng), av = enabled[k] & vn[k], ah = enabled[k] & side[k];
        v[V_CUR * n + k] = av & (coin | ~ah);
        v[H_CUR * n + k] = ah & ~(coin & av);
    }
}

/* The east openings of a row whose horizontal choices are h. */
static const uint64_t *east_of(const bias *b, uint64_t *v, size_t n, const uint64_t *h)
{
    if (b->east) return h;
    shift_row(v + EAST * n, h, n, false);
    return v + EAST * n;
}

static int bt_engine(mz_rows *r)
{
    bias b;
    if (parse_bias(r->o->bias, &b)) return MAZE_EINVAL;
    uint64_t *v = NULL;
    size_t n = r->words;
    if (mz_rows_alloc(r, ROWS, &v)) return MAZE_ENOMEM;
    int st = MAZE_OK;
    for (int64_t y = 0; y < r->h && !st; y++) {
        choose_row(r, &b, y, v);
        if (!b.north) {
            st = mz_rows_put(r, y, east_of(&b, v, n, v + H_CUR * n), v + V_CUR * n);
            continue;
        }
        /* North openings of row y are the south openings of row y-1. */
        if (y > 0) st = mz_rows_put(r, y - 1, east_of(&b, v, n, v + H_PREV * n), v + V_CUR * n);
        memcpy(v + V_PREV * n, v + V_CUR * n, 2 * n * sizeof *v); /* V_CUR, H_CUR -> V_PREV, H_PREV */
    }
    if (!st && b.north) {
        memset(v + V_CUR * n, 0, n * sizeof *v);
        st = mz_rows_put(r, r->h - 1, east_of(&b, v, n, v + H_PREV * n), v + V_CUR * n);
    }
    mz_rows_free(r, v);
    return st;
}

MZ_ROWS_ENTRY_POINTS(bt, bt_engine)

const mz_generator mz_gen_binary_tree = {
    .info = {"binary-tree",
             "each cell opens north or east (--bias NE|NW|SE|SW) at a coin flip: fastest, streams, "
             "straight corridors on two sides",
             MAZE_GEN_ROWS},
    .generate = bt_generate,
    .rows = bt_stream,
};
