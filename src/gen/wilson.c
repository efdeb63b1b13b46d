/* wilson.c - Wilson's algorithm: loop-erased random walks from each cell not
 * yet in the tree until they hit it, which samples every spanning tree with
 * equal probability. The walk keeps only the last exit direction of each cell,
 * which erases loops implicitly. Each piece of a mask is rooted at its first
 * cell, so each piece gets its own uniform tree. */
#include "gen.h"
#include "cells.h"

/* One byte a cell, so a step loads and stores one place: bits 0-1 the walk's
 * last exit from the cell, IN when the cell is in the tree (or disabled),
 * and bit 4 + d when direction d leads off the grid or to a disabled cell. */
#define IN 4u
#define ON_WALK 8u /* with events: the cell is on the walk, its loops not erased */
#define BLOCKED(d) (16u << (d))

typedef struct {
    maze *m;
    maze_rng *rng;
    const maze_gen_opts *o;
    uint8_t *cell;
    uint64_t bits;  /* unused random bits, 2 a draw from the low end */
    unsigned left;  /* how many: always even */
} wilson_state;

/* Fills the cell bytes: directions off the grid blocked, and on a mask the
 * disabled cells IN and the directions into them blocked. */
static void init_cells(wilson_state *s)
{
    const maze *m = s->m;
    uint64_t w = (uint64_t)m->w, h = (uint64_t)m->h;
    uint8_t *cl = s->cell;
    memset(cl, 0, (size_t)m->n);
    for (uint64_t x = 0; x < w; x++) {
        cl[x] |= BLOCKED(0);
        cl[(h - 1) * w + x] |= BLOCKED(2);
    }
    for (uint64_t y = 0; y < h; y++) {
        cl[y * w] |= BLOCKED(3);
        cl[y * w + w - 1] |= BLOCKED(1);
    }
    if (!m->enabled) return;
    for (uint64_t i = 0; i < m->n; i++) {
        if (mz_enabled(m, i)) continue;
        cl[i] |= IN;
        if (i >= w) cl[i - w] |= BLOCKED(2);
        if (i + w < m->n) cl[i + w] |= BLOCKED(0);
        if (i % w) cl[i - 1] |= BLOCKED(1);
        if ((i + 1) % w) cl[i + 1] |= BLOCKED(3);
    }
}

/* Marks the roots of the tree: the centre cell without a mask, else the
 * first cell of every piece. Any root gives a uniform tree (Wilson 1996);
 * a central one makes the walks 15-20% shorter in total than a corner
 * (measured: 11.8 against 15.2 steps a cell at 1e6 cells, 14.5 against
 * 17.2 at 9e6). */
static int mark_roots(wilson_state *s)
{
    const maze *m = s->m;
    if (!m->enabled) { /* the centre: the walks hit it sooner than a corner */
        s->cell[(uint64_t)(m->h / 2) * (uint64_t)m->w + (uint64_t)(m->w / 2)] |= IN;
        return MAZE_OK;
    }
    mz_walker w;
    if (mz_walker_init(&w, m)) return MAZE_ENOMEM;
    uint64_t c;
    bool fresh;
    while (mz_walker_next(&w, &c, &fresh))
        if (fresh) s->cell[c] |= IN;
    mz_walker_free(&w);
    return MAZE_OK;
}

/* The walk, in locals (stores into the cells could otherwise alias the bit
 * pool in the state and force it through memory every step): a direction
 * from 2 random bits, drawn again while it is blocked, which keeps it
 * uniform over the open directions (a cell that is not a root has one). */
static void walk(wilson_state *s, uint64_t start)
{
    uint8_t *cl = s->cell;
    uint64_t w = (uint64_t)s->m->w, pool = s->bits, c = start;
    unsigned left = s->left;
    const uint64_t step[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    for (unsigned v = cl[c]; !(v & IN); v = cl[c]) {
        if (!left) {
            pool = mz_rng_next(s->rng);
            left = 64;
        }
        unsigned d = (unsigned)pool & 3u;
        pool >>= 2;
        left -= 2;
        if (v & BLOCKED(d)) continue;
        cl[c] = (uint8_t)((v & ~3u) | d);
        c += step[d];
    }
    s->bits = pool;
    s->left = left;
}

/* Emits event `kind` at cell i with cell j as (x2, y2). */
static int emit_at(const wilson_state *s, int kind, uint64_t i, uint64_t j)
{
    uint64_t w = (uint64_t)s->m->w;
    return mz_emit(s->o->step, s->o->step_ud, kind, (int32_t)(i % w), (int32_t)(i / w), (int32_t)(j % w),
                   (int32_t)(j / w), 0);
}

/* The loop that walking back into cell c closes: each cell after c on the
 * walk, along the exits, off the walk with a MAZE_EV_BACKTRACK ((x2, y2) c). */
static int erase_loop(wilson_state *s, uint64_t c, const uint64_t step[4])
{
    uint8_t *cl = s->cell;
    for (uint64_t k = c + step[cl[c] & 3u]; k != c; k += step[cl[k] & 3u]) {
        cl[k] &= (uint8_t)~ON_WALK;
        if (emit_at(s, MAZE_EV_BACKTRACK, k, c)) return MAZE_ECANCELLED;
    }
    return MAZE_OK;
}

/* The walk with events, the draws as walk's: a MAZE_EV_VISIT for the start
 * and each cell entered that is not on the walk ((x2, y2) the cell left, the
 * start itself), and a loop's erasing (erase_loop) when the walk comes back
 * to a cell on it. */
static int walk_events(wilson_state *s, uint64_t start)
{
    uint8_t *cl = s->cell;
    uint64_t w = (uint64_t)s->m->w, c = start;
    const uint64_t step[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    cl[c] |= ON_WALK;
    int st = emit_at(s, MAZE_EV_VISIT, c, c) ? MAZE_ECANCELLED : MAZE_OK;
    for (unsigned v = cl[c]; !st && !(v & IN); v = cl[c]) {
        if (!s->left) {
            s->bits = mz_rng_next(s->rng);
            s->left = 64;
        }
        unsigned d = (unsigned)s->bits & 3u;
        s->bits >>= 2;
        s->left -= 2;
        if (v & BLOCKED(d)) continue;
        cl[c] = (uint8_t)((v & ~3u) | d);
        uint64_t from = c;
        c += step[d];
        if (cl[c] & IN) break;
        if (cl[c] & ON_WALK) st = erase_loop(s, c, step);
        else if (emit_at(s, MAZE_EV_VISIT, c, from)) st = MAZE_ECANCELLED;
        cl[c] |= ON_WALK;
    }
    return st;
}

/* Adds the loop-erased path from `start` to the tree: each cell's last exit.
 * Without a step callback the passage bits are set directly (mz_carve_emit
 * costs a call and a switch a cell): N opens the south bit of the cell
 * above, W the east bit of the cell to the left. */
MZ_INLINE int add_path(wilson_state *s, uint64_t start)
{
    maze *m = s->m;
    uint8_t *cl = s->cell;
    uint64_t w = (uint64_t)m->w, c = start;
    const uint64_t step[4] = {0 - w, 1, w, 0 - (uint64_t)1};
    if (s->o && s->o->step) {
        for (unsigned v = cl[c]; !(v & IN); v = cl[c]) {
            cl[c] = (uint8_t)(v | IN);
            if (mz_carve_emit(m, s->o, c, (int)(v & 3u))) return MAZE_ECANCELLED;
            c += step[v & 3u];
        }
        return MAZE_OK;
    }
    for (unsigned v = cl[c]; !(v & IN); v = cl[c]) {
        unsigned d = v & 3u;
        cl[c] = (uint8_t)(v | IN);
        mz_east_south_or(m, c - (d == 0 ? w : 0) - (d == 3), (d & 1u) ? MZ_E : MZ_S);
        c += step[d];
    }
    return MAZE_OK;
}

/* The first cell at or after `from` not IN, or n: 8 cells a load. */
static uint64_t next_free(const uint8_t *cl, uint64_t n, uint64_t from)
{
    for (; from + 8 <= n; from += 8) {
        uint64_t v;
        memcpy(&v, cl + from, 8);
        uint64_t out = ~v & 0x0404040404040404ull; /* little-endian: cell `from` in the low byte */
        if (out) return from + ((unsigned)__builtin_ctzll(out) >> 3);
    }
    while (from < n && (cl[from] & IN)) from++;
    return from;
}

/* wilson_generate with events: the same draws, walk_events for walk. A
 * function of its own, so that the loop without events is compiled as it
 * was (sharing it cost that loop 1.6% more instructions). */
__attribute__((noinline)) static int wilson_events(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    wilson_state s = {m, rng, o, mz_alloc(&m->alloc, (size_t)m->n), 0, 0};
    if (!s.cell) return MAZE_ENOMEM;
    init_cells(&s);
    int st = mark_roots(&s);
    for (uint64_t i = 0; !st && (i = next_free(s.cell, m->n, i)) < m->n; i++) {
        st = walk_events(&s, i);
        if (!st) st = add_path(&s, i);
    }
    mz_free(&m->alloc, s.cell);
    return st;
}

static int wilson_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    if (o && o->step) return wilson_events(m, rng, o);
    wilson_state s = {m, rng, o, mz_alloc(&m->alloc, (size_t)m->n), 0, 0};
    if (!s.cell) return MAZE_ENOMEM;
    mz_hint_huge(s.cell, (size_t)m->n);
    init_cells(&s);
    int st = mark_roots(&s);
    for (uint64_t i = 0; !st && (i = next_free(s.cell, m->n, i)) < m->n; i++) {
        walk(&s, i);
        st = add_path(&s, i);
    }
    mz_free(&m->alloc, s.cell);
    return st;
}

/* Whether the loop-erased walk from `start` (its exits in `exit`) may be
 * carved on weave: each step was allowed when it was taken, and carving
 * changes only the walk's cells and the tree cell it ends on, so the walk
 * fits unless that cell is the middle of one of its jumps (the walk then
 * enters it along the tunnel it would pass under). */
static bool weave_path_fits(const maze *m, const uint64_t *in, const uint8_t *exit, uint32_t start)
{
    uint32_t nb[MAZE_MAX_SIDES], end = start;
    uint8_t back[MAZE_MAX_SIDES];
    while (!mz_bit(in, end)) {
        (void)mz_weave_nbs(m, end, nb, back);
        end = nb[exit[end]];
    }
    for (uint32_t c = start; c != end;) {
        (void)mz_weave_nbs(m, c, nb, back);
        unsigned s = exit[c];
        uint32_t next = nb[s], mid = c < next ? c + (next - c) / 2 : next + (c - next) / 2;
        if ((s & 1u) && mid == end) return false;
        c = next;
    }
    return true;
}

/* With events, the walk's step from c into nxt: a MAZE_EV_VISIT of a cell
 * not on the walk (marked in `on`), or, where the walk closes a loop on
 * nxt, a MAZE_EV_BACKTRACK for each cell the loop drops (exits followed
 * from nxt, c's already set to nxt); nothing for a tree cell. */
MZ_INLINE int cells_walk_events(int kind, const maze *m, const maze_gen_opts *o, const uint64_t *in, uint64_t *on,
                          const uint8_t *exit, uint32_t c, uint32_t nxt)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    if (mz_bit(in, nxt)) return MAZE_OK;
    if (!mz_bit(on, nxt)) {
        mz_bit_set(on, nxt);
        return mz_cells_emit(kind, m, o, MAZE_EV_VISIT, nxt, c);
    }
    (void)mz_topo_nbs(kind, m, nxt, nb, back);
    for (uint32_t x = nb[exit[nxt]]; x != nxt;) {
        mz_bit_clear(on, x);
        if (mz_cells_emit(kind, m, o, MAZE_EV_BACKTRACK, x, nxt)) return MAZE_ECANCELLED;
        (void)mz_topo_nbs(kind, m, x, nb, back);
        x = nb[exit[x]];
    }
    return MAZE_OK;
}

/* With events, a weave walk that cannot be carved is taken back to its
 * first cell (a MAZE_EV_BACKTRACK for each other cell, named by it), where
 * the next walk goes on. */
static int cells_unwalk_events(const maze *m, const maze_gen_opts *o, const uint64_t *in, uint64_t *on,
                         const uint8_t *exit, uint32_t start)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    (void)mz_weave_nbs(m, start, nb, back);
    for (uint32_t x = nb[exit[start]]; !mz_bit(in, x);) {
        mz_bit_clear(on, x);
        if (mz_cells_emit(MZ_TOPO_weave, m, o, MAZE_EV_BACKTRACK, x, start)) return MAZE_ECANCELLED;
        (void)mz_weave_nbs(m, x, nb, back);
        x = nb[exit[x]];
    }
    return MAZE_OK;
}

/* A cell near the middle of a maze of topology `kind` without a mask (one
 * piece): the walks hit a central root sooner than a corner one, as on
 * rect. Any root gives a uniform tree; this one is only faster. */
MZ_INLINE uint32_t cells_centre(int kind, const maze *m)
{
    uint64_t w = (uint64_t)m->w, h = (uint64_t)m->h;
    if (kind == MZ_TOPO_polar) return 0;
    if (kind == MZ_TOPO_cube) return (uint32_t)((((uint64_t)m->levels / 2) * h + h / 2) * w + w / 2);
    if (kind == MZ_TOPO_hexagon || !w || h * w != m->n) return (uint32_t)(m->n / 2);
    return (uint32_t)((h / 2) * w + w / 2);
}

/* The next side of a walk from c (at least one of its sides exists, leads
 * to an enabled cell and may open): a side drawn among all of c's, again
 * while it is not such a side, which is uniform over those that are and
 * costs one draw where all are (inside the maze); its neighbour in *to.
 * MAZE_MAX_SIDES, when after 64 draws none was found, asks the caller to
 * check that c has such a side at all. */
MZ_INLINE unsigned cells_step(int kind, const maze *m, mz_randbits *rb, uint32_t c, uint32_t *to)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    unsigned k = mz_topo_nbs(kind, m, c, nb, back);
    for (unsigned tries = 0; tries < 64; tries++) {
        unsigned s = mz_cells_below(rb, k);
        uint32_t d = s < k ? nb[s] : MZ_NONE; /* always s < k: for the analysers */
        if (__builtin_expect(d != MZ_NONE && mz_enabled(m, d) && mz_cells_may(kind, m, c, s, d), 1)) {
            *to = d;
            return s;
        }
    }
    return MAZE_MAX_SIDES;
}

/* On a topology walked by the cursor, without events, a cell's exit byte
 * also says that it is in the tree (as its bit in `in`), so that a step
 * reads one place. */
#define EXIT_IN 0x80u

/* One step of a walk from cell c (cursor p, k sides), cells_step's draws:
 * sides are drawn until one leads to a cell of the maze, and after 64
 * draws that lead off it (or to disabled cells) one among those that do
 * not. False when c has none (it joins the tree and the walk ends); else
 * true, *q the cell across and the side kept in c's exit byte with mark
 * (the walks that mark the outline keep its mark). */
MZ_INLINE bool cells_walk_step(int kind, const maze *m, const mz_cur_steps *st, mz_randbits *rb, uint64_t *in,
                               uint8_t *exit, unsigned k, uint32_t c, mz_cur p, mz_cur *q, uint8_t mark)
{
    unsigned s = 0, back, tries = 0;
    *q = p;
    for (; tries < 64; tries++, *q = p) { /* q back at p after a step off the maze */
        s = mz_cells_below(rb, k);
        bool moved = mz_topo_cur_step(kind, m, st, q, s, NULL, NULL, &back);
        if (__builtin_expect(moved && (!m->enabled || mz_enabled(m, q->c)), 1))
            break;
    }
    if (__builtin_expect(tries == 64, 0)) { /* as wilson_cells: none of c's sides found in 64 draws */
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t bk[MAZE_MAX_SIDES], valid[MAZE_MAX_SIDES];
        unsigned f = mz_cells_valid(kind, m, c, nb, bk, valid);
        if (!f) { /* a cell without neighbours: its own tree */
            mz_bit_set(in, c);
            exit[c] = EXIT_IN;
            return false;
        }
        s = valid[mz_cells_below(rb, f)];
        *q = p;
        (void)mz_topo_cur_step(kind, m, st, q, s, NULL, NULL, &back);
    }
    exit[c] = (uint8_t)(mark | s);
    return true;
}

/* The walk from `start` until the tree, on a topology walked by the cursor
 * (mz_topo_cur_step), without events: the draws of cells_step and of its
 * fallback, so the same walk, but each draw works out only the neighbour
 * across the side drawn, from the row and column (or ring) that go with
 * the cell, where cells_step divides to find them and works out every
 * side's neighbour. */
MZ_INLINE void cells_walk_pos(int kind, const maze *m, const mz_cur_steps *st, mz_randbits *rb, uint64_t *in,
                              uint8_t *exit, uint32_t start)
{
    mz_cur p = mz_topo_cur(kind, m, start), q;
    while (!(exit[p.c] & EXIT_IN)) {
        if (!cells_walk_step(kind, m, st, rb, in, exit, mz_topo_cur_sides(kind, m, &p), p.c, p, &q, 0)) return;
        p = q;
    }
}

/* Without a mask, an exit byte's mark of a cell that takes the cursor's
 * step (hex, triangle and hexagon: on the outline; polar: not plain), set
 * before the walks (kept by a walk's stores into the cell). */
#define EXIT_EDGE 0x40u

/* cells_walk_pos on polar without a mask: the same draws, so the same
 * walk, but a plain cell (not marked by mz_polar_mark_plain), most of
 * them, steps as rect's walk does, by the side's fixed step for its ring's
 * count (mz_polar_plain_steps), with no ring, no place and no compares;
 * the steps change only where the walk leaves the plain cells. Other
 * cells take the cursor's step. */
MZ_INLINE void cells_walk_polar(const maze *m, mz_randbits *rb, uint64_t *in, uint8_t *exit, uint32_t start)
{
    uint32_t c = start, step[4];
    mz_polar_plain_steps(m, mz_polar_cur(m, start).y, step);
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        if (__builtin_expect(!(v & EXIT_EDGE), 1)) {
            unsigned s = mz_cells_below(rb, 4);
            exit[c] = (uint8_t)s;
            c += step[s];
            continue;
        }
        mz_cur p = mz_polar_cur(m, c), q;
        if (!cells_walk_step(MZ_TOPO_polar, m, NULL, rb, in, exit, mz_polar_cur_sides(m, &p), c, p, &q, EXIT_EDGE))
            return;
        c = q.c;
        mz_polar_plain_steps(m, q.y, step);
    }
}

/* cells_walk_pos on hex and triangle without a mask: the same draws, so
 * the same walk, but a cell off the outline (no EXIT_EDGE), most of them,
 * steps as rect's walk does, by the side's fixed step for its parity,
 * which a step flips where fl says (mz_topo_step_flips: hex a step off the
 * row, triangle every step), with no row and column and no compares. A
 * cell on the outline takes the cursor's step. */
MZ_INLINE void cells_walk_rows(int kind, const maze *m, const mz_cur_steps *st, mz_randbits *rb, uint64_t *in,
                               uint8_t *exit, const uint32_t step[2][6], const uint8_t *fl, uint32_t start)
{
    unsigned k = kind == MZ_TOPO_hex ? 6u : 3u;
    mz_cur p = mz_topo_cur(kind, m, start);
    uint32_t c = start;
    unsigned par = mz_topo_cur_parity(kind, &p);
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        if (__builtin_expect(!(v & EXIT_EDGE), 1)) {
            unsigned s = mz_cells_below(rb, k);
            exit[c] = (uint8_t)s;
            c += step[par][s], par ^= fl[s];
            continue;
        }
        mz_cur q;
        if (!cells_walk_step(kind, m, st, rb, in, exit, k, c, mz_topo_cur(kind, m, c), &q, EXIT_EDGE)) return;
        c = q.c, par = mz_topo_cur_parity(kind, &q);
    }
}

/* cells_walk_rows on hexagon without a mask: a cell off the outline steps
 * by its row's step for the side (mz_hexagon_steps) and moves its row
 * along, with no place and no compares; a cell on the outline takes the
 * cursor's step. The same draws as cells_walk_pos, so the same walk. */
MZ_INLINE void cells_walk_hexagon(const maze *m, mz_randbits *rb, uint64_t *in, uint8_t *exit, const uint32_t *step,
                                  uint32_t start)
{
    mz_cur p = mz_hexagon_cur(m, start);
    uint32_t c = start, y = p.y;
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        if (__builtin_expect(!(v & EXIT_EDGE), 1)) {
            unsigned s = mz_cells_below(rb, 6);
            exit[c] = (uint8_t)s;
            c += step[6 * y + s], y += mz_hexagon_dy[s];
            continue;
        }
        p = mz_topo_cur_in(MZ_TOPO_hexagon, m, c, y); /* the row known: no square root */
        mz_cur q;
        if (!cells_walk_step(MZ_TOPO_hexagon, m, NULL, rb, in, exit, 6, c, p, &q, EXIT_EDGE)) return;
        c = q.c, y = q.y;
    }
}

/* cells_add_pos after cells_walk_hexagon: a cell off the outline steps to
 * the next as the walk did. */
MZ_INLINE void cells_add_hexagon(maze *m, const maze *shape, uint64_t *in, uint8_t *exit, const uint32_t *step,
                                 uint32_t start)
{
    mz_cur p = mz_hexagon_cur(shape, start);
    uint32_t c = start, y = p.y;
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        unsigned s = v & 7u, b = (s + 3) % 6;
        mz_bit_set(in, c);
        exit[c] = EXIT_IN;
        if (!(v & EXIT_EDGE)) {
            uint32_t d = c + step[6 * y + s];
            mz_side_open(m, c, s, d, b);
            c = d, y += mz_hexagon_dy[s];
            continue;
        }
        p = mz_topo_cur_in(MZ_TOPO_hexagon, shape, c, y);
        (void)mz_hexagon_cur_step(shape, &p, s, NULL, &b);
        mz_side_open(m, c, s, p.c, b);
        c = p.c, y = p.y;
    }
}

/* cells_add_pos after cells_walk_polar: a plain cell steps to the next as
 * the walk did. */
MZ_INLINE void cells_add_polar(maze *m, const maze *shape, uint64_t *in, uint8_t *exit, uint32_t start)
{
    static const uint8_t bk[4] = MZ_POLAR_PLAIN_BACK;
    uint32_t c = start, step[4];
    mz_polar_plain_steps(shape, mz_polar_cur(shape, start).y, step);
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        unsigned s = v & 7u;
        mz_bit_set(in, c);
        exit[c] = EXIT_IN;
        if (!(v & EXIT_EDGE)) { /* the walk's step: s below 4 */
            uint32_t d = c + step[s];
            mz_side_open(m, c, s, d, bk[s]);
            c = d;
            continue;
        }
        unsigned b;
        mz_cur k = mz_polar_cur(shape, c);
        (void)mz_polar_cur_step(shape, &k, s, NULL, NULL, &b);
        mz_side_open(m, c, s, k.c, b);
        c = k.c;
        mz_polar_plain_steps(shape, k.y, step);
    }
}

/* cells_add_pos after cells_walk_rows: a cell off the outline steps to the
 * next as the walk did (fl and back: mz_topo_step_flips's and _backs's). */
MZ_INLINE void cells_add_rows(int kind, maze *m, const maze *shape, const mz_cur_steps *st, uint64_t *in,
                              uint8_t *exit, const uint32_t step[2][6], const uint8_t *fl, const uint8_t *back,
                              uint32_t start)
{
    mz_cur p = mz_topo_cur(kind, shape, start);
    uint32_t c = start;
    unsigned par = mz_topo_cur_parity(kind, &p);
    for (unsigned v; !((v = exit[c]) & EXIT_IN);) {
        unsigned s = v & 7u;
        mz_bit_set(in, c);
        exit[c] = EXIT_IN;
        if (!(v & EXIT_EDGE)) {
            uint32_t d = c + step[par][s];
            mz_side_open(m, c, s, d, back[s]);
            c = d, par ^= fl[s];
            continue;
        }
        unsigned b = 0;
        p = mz_topo_cur(kind, shape, c);
        (void)mz_topo_cur_step(kind, shape, st, &p, s, NULL, NULL, &b);
        mz_side_open(m, c, s, p.c, b);
        c = p.c, par = mz_topo_cur_parity(kind, &p);
    }
}

/* Adds the loop-erased walk from `start` (its exits in `exit`) to the tree,
 * on a topology walked by the cursor, without events. */
MZ_INLINE void cells_add_pos(int kind, maze *m, const maze *shape, const mz_cur_steps *st, uint64_t *in,
                              uint8_t *exit, uint32_t start)
{
    mz_cur p = mz_topo_cur(kind, shape, start);
    while (!(exit[p.c] & EXIT_IN)) {
        uint32_t c = p.c;
        unsigned s = exit[c], back = 0;
        mz_bit_set(in, c);
        exit[c] = EXIT_IN;
        (void)mz_topo_cur_step(kind, shape, st, &p, s, NULL, NULL, &back);
        mz_side_open(m, c, s, p.c, back);
    }
}

/* The cell-graph version: the same loop-erased walks, each cell's last exit
 * side in a byte of its own (so a loop is erased by being walked over), the
 * tree in a bitset; rooted at a central cell, or on a mask at each piece's
 * first cell. */
MZ_INLINE int wilson_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    mz_cellvec pieces = {0};
    uint64_t *in = mz_vis_new(m); /* in the tree, or disabled */
    uint8_t *exit = mz_alloc(&m->alloc, (size_t)m->n);
    bool events = mz_cells_events(&kind);
    uint64_t *on = events ? mz_calloc(&m->alloc, (size_t)(m->n + 63) / 64, sizeof *on) : NULL; /* on the walk */
    int st = in && exit && (on || !events) ? MAZE_OK : MAZE_ENOMEM;
    /* a root in each piece: of a mask, or of a triangle maze one cell wide,
     * whose cells pair off (its walks went round one pair for ever) */
    bool pieced = m->enabled || (kind == MZ_TOPO_triangle && m->w == 1);
    if (!st && pieced) st = mz_cells_pieces(kind, m, NULL, &pieces);
    else if (!st) st = mz_cellvec_push(&pieces, &m->alloc, cells_centre(kind, m));
    /* walked by the cursor: hex, triangle, polar and hexagon (3d, as before,
     * by cells_step) */
    bool pos = (kind == MZ_TOPO_hex || kind == MZ_TOPO_triangle || kind == MZ_TOPO_polar || kind == MZ_TOPO_hexagon) &&
               !events;
    if (!st && pos) memset(exit, 0, (size_t)m->n);
    bool plain = pos && kind == MZ_TOPO_polar && !m->enabled; /* polar's fixed steps, without a mask */
    if (!st && plain) mz_polar_mark_plain(m, exit, EXIT_EDGE);
    /* hex and triangle: the topologies whose fixed steps go by parity (their tables) */
    const uint8_t *flips = mz_topo_step_flips(kind), *backs = mz_topo_step_backs(kind);
    bool rows = pos && flips && backs && !m->enabled;
    if (!st && rows) mz_topo_mark_outline(m, exit, EXIT_EDGE);
    uint32_t *hstep = NULL; /* hexagon's steps a row, without a mask */
    if (!st && pos && kind == MZ_TOPO_hexagon && !m->enabled && !(hstep = mz_hexagon_steps(m, exit, EXIT_EDGE)))
        st = MAZE_ENOMEM;
    for (size_t p = 0; !st && p < pieces.len; p += pieced ? 2u : 1u) {
        mz_bit_set(in, pieces.v[p]);
        if (pos) exit[pieces.v[p]] = EXIT_IN;
    }
    mz_randbits rb;
    mz_randbits_init(&rb, rng);
    /* The walk reads the maze's shape from a copy of its own: the stores
     * into `exit` (bytes, which may alias anything) would otherwise have the
     * shape loaded again from *m at every step. */
    const maze shape = *m;
    mz_cur_steps steps;
    mz_topo_cur_steps(kind, &shape, &steps);
    uint32_t rstep[2][6]; /* the fixed steps of hex and triangle, a copy of the walk's own */
    for (unsigned par = 0; rows && par < 2; par++)
        for (unsigned s = 0; s < 6; s++) rstep[par][s] = steps.cell[par][s];
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, in, start)) < m->n;) {
        uint32_t nb[MAZE_MAX_SIDES];
        uint8_t back[MAZE_MAX_SIDES], valid[MAZE_MAX_SIDES];
        if (pos) {
            if (plain) {
                cells_walk_polar(&shape, &rb, in, exit, (uint32_t)start);
                cells_add_polar(m, &shape, in, exit, (uint32_t)start);
            } else if (kind == MZ_TOPO_hexagon && hstep) {
                cells_walk_hexagon(&shape, &rb, in, exit, hstep, (uint32_t)start);
                cells_add_hexagon(m, &shape, in, exit, hstep, (uint32_t)start);
            } else if (rows) {
                cells_walk_rows(kind, &shape, &steps, &rb, in, exit, rstep, flips, (uint32_t)start);
                cells_add_rows(kind, m, &shape, &steps, in, exit, rstep, flips, backs, (uint32_t)start);
            } else {
                cells_walk_pos(kind, &shape, &steps, &rb, in, exit, (uint32_t)start);
                cells_add_pos(kind, m, &shape, &steps, in, exit, (uint32_t)start);
            }
            continue;
        }
        if (events && !mz_bit(on, start)) { /* a new walk (a weave walk taken back goes on) */
            mz_bit_set(on, start);
            st = mz_cells_emit(kind, m, o, MAZE_EV_VISIT, (uint32_t)start, (uint32_t)start);
        }
        for (uint32_t c = (uint32_t)start, nxt; !mz_bit(in, c) && !st; c = nxt) { /* walk until the tree */
            unsigned s = cells_step(kind, &shape, &rb, c, &nxt);
            if (__builtin_expect(s == MAZE_MAX_SIDES, 0)) {
                unsigned f = mz_cells_valid(kind, m, c, nb, back, valid);
                if (!f) { /* a piece of one cell (each piece's first cell is in already: never so) */
                    mz_bit_set(in, c);
                    break;
                }
                s = valid[mz_cells_below(&rb, f)];
                nxt = nb[s];
            }
            exit[c] = (uint8_t)s;
            if (events) st = cells_walk_events(kind, m, o, in, on, exit, c, nxt);
        }
        if (kind == MZ_TOPO_weave && !st && !weave_path_fits(m, in, exit, (uint32_t)start)) { /* walk again */
            if (events) st = cells_unwalk_events(m, o, in, on, exit, (uint32_t)start);
            continue;
        }
        for (uint32_t c = (uint32_t)start; !mz_bit(in, c) && !st;) { /* the walk without its loops */
            (void)mz_topo_nbs(kind, m, c, nb, back);
            unsigned s = exit[c];
            mz_bit_set(in, c);
            if (events) mz_bit_clear(on, c);
            st = mz_cells_carve(kind, m, o, c, s, nb[s], back[s]);
            c = nb[s];
        }
    }
    mz_free(&m->alloc, pieces.v);
    mz_free(&m->alloc, hstep);
    mz_free(&m->alloc, in);
    mz_free(&m->alloc, exit);
    mz_free(&m->alloc, on);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(wilson, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn wilson_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(wilson, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_wilson = {
    .info = {"wilson", "Wilson's loop-erased random walks: a uniform spanning tree (not on weave), unbiased texture",
             MAZE_GEN_UNIFORM | MAZE_GEN_TOPOLOGIES},
    .generate = wilson_generate,
    .on = wilson_on,
};
