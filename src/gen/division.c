/* division.c - recursive division: open every wall, then split the field by a
 * wall with one gap, and split each side again, down to corridors one cell
 * wide. Rectangles wait on an explicit stack, so there is no recursion depth
 * to overflow. On a mask the split walls can cut a piece apart (a gap may
 * fall on a missing cell): the forest left is joined up by Kruskal. */
#include "gen.h"

typedef struct {
    int32_t x, y, w, h;
} rect;

typedef struct {
    rect *a;
    size_t len, cap;
} rect_stack;

static int push(rect_stack *s, const maze_allocator *al, rect r)
{
    if (r.w < 2 || r.h < 2) return MAZE_OK; /* a corridor: already a tree */
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 64;
        rect *na = mz_realloc(al, s->a, nc * sizeof *na);
        if (!na) return MAZE_ENOMEM;
        s->a = na;
        s->cap = nc;
    }
    s->a[s->len++] = r;
    return MAZE_OK;
}

/* Opens every wall between two enabled cells. */
static int open_all(maze *m, const maze_gen_opts *o)
{
    uint64_t i = 0, j;
    for (int32_t y = 0; y < m->h; y++)
        for (int32_t x = 0; x < m->w; x++, i++) {
            if (!mz_enabled(m, i)) continue;
            for (int d = 1; d <= 2; d++)
                if (mz_neighbour(m, i, x, y, d, &j) && mz_carve_emit(m, o, i, d)) return MAZE_ECANCELLED;
        }
    return MAZE_OK;
}

/* Closes the wall on side d (1 east, 2 south) of (x, y) if it is open. */
static int close_wall(maze *m, const maze_gen_opts *o, int32_t x, int32_t y, int d)
{
    uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    unsigned bit = d == 1 ? MZ_E : MZ_S;
    if (!(mz_east_south(m, i) & bit)) return MAZE_OK;
    mz_east_south_clear(m, i, bit);
    if (o && o->step && mz_emit(o->step, o->step_ud, MAZE_EV_WALL, x, y, x + mz_dx[d], y + mz_dy[d], 0))
        return MAZE_ECANCELLED;
    return MAZE_OK;
}

/* Splits r by one wall with one gap and pushes both halves; with a step
 * callback r is a MAZE_EV_CHAMBER first (its top left and bottom right). */
static int split(maze *m, maze_rng *rng, const maze_gen_opts *o, rect_stack *s, rect r)
{
    if (o && o->step && mz_emit(o->step, o->step_ud, MAZE_EV_CHAMBER, r.x, r.y, r.x + r.w - 1, r.y + r.h - 1, 0))
        return MAZE_ECANCELLED;
    bool across = r.h > r.w || (r.h == r.w && maze_rng_below(rng, 2));
    int32_t len = across ? r.w : r.h;
    int32_t at = 1 + (int32_t)maze_rng_below(rng, (uint64_t)((across ? r.h : r.w) - 1));
    int32_t gap = (int32_t)maze_rng_below(rng, (uint64_t)len);
    for (int32_t k = 0; k < len; k++) {
        if (k == gap) continue;
        int st = across ? close_wall(m, o, r.x + k, r.y + at - 1, 2) : close_wall(m, o, r.x + at - 1, r.y + k, 1);
        if (st) return st;
    }
    rect a = r, b = r;
    if (across) {
        a.h = at;
        b.y += at;
        b.h -= at;
    } else {
        a.w = at;
        b.x += at;
        b.w -= at;
    }
    int st = push(s, &m->alloc, b);
    return st ? st : push(s, &m->alloc, a);
}

static int division_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    rect_stack s = {NULL, 0, 0};
    int st = open_all(m, o);
    if (!st) st = push(&s, &m->alloc, (rect){0, 0, m->w, m->h});
    while (!st && s.len) st = split(m, rng, o, &s, s.a[--s.len]);
    mz_free(&m->alloc, s.a);
    if (!st && m->enabled) st = mz_kruskal_join(m, rng, o);
    return st;
}

const mz_generator mz_gen_division = {
    .info = {"division", "recursive division: long straight walls with one gap, a boxy nested look",
             0},
    .generate = division_generate,
};
