/* prim.c - true Prim: every wall gets a random 8-bit weight (drawn when the
 * wall first touches the tree, which is the same as drawing them all up
 * front) and the lightest wall leading out of the tree is opened next; among
 * equal weights the wall that touched the tree last wins. The priority queue
 * is 256 buckets, one per weight, each a stack of chunks of walls (the cell
 * outside the tree and the direction back into it: 5 bytes a wall), so a
 * push or a pop is O(1) and works at the top of a stack, near the cells added
 * last, instead of a binary heap's log n misses all over a huge array. */
#include "gen.h"
#include "cells.h"
#include "huge.h"
#include "randbits.h"

#define LEVELS 256
#define CHUNK 48
#define SLAB_MAX 32768 /* chunks in the largest allocation (about 8 MiB: huge pages) */
#define AHEAD 8       /* walls below the top of a stack whose cells are prefetched */

typedef struct chunk {
    struct chunk *next;
    uint32_t cell[CHUNK];
    uint8_t back[CHUNK];
} chunk;

typedef struct {
    maze *m;
    const maze_gen_opts *o;
    mz_randbits rb;
    mz_divw dw;
    uint64_t *vis;               /* in the tree, or disabled */
    chunk *top[LEVELS];          /* the stack of each weight */
    unsigned fill[LEVELS];       /* walls in its top chunk */
    uint64_t busy[LEVELS / 64];  /* bit L: stack L is not empty */
    chunk *spare;                /* emptied chunks, for reuse */
    chunk *slabs;                /* every allocation, linked through its first chunk */
    size_t slab_len, slab_used;  /* chunks in the newest allocation, and handed out */
} prim_state;

/* A chunk from the spare list or the newest slab; slabs double in size up to
 * SLAB_MAX, so a small maze allocates little and a huge one rarely. */
static chunk *chunk_get(prim_state *s)
{
    chunk *c = s->spare;
    if (c) {
        s->spare = c->next;
        return c;
    }
    if (s->slab_used == s->slab_len) {
        size_t len = s->slab_len ? s->slab_len * 2 : 16;
        if (len > SLAB_MAX) len = SLAB_MAX;
        chunk *slab = mz_alloc(&s->m->alloc, len * sizeof *slab);
        if (!slab) return NULL;
        mz_hint_huge(slab, len * sizeof *slab); /* before the first touch */
        slab->next = s->slabs;
        s->slabs = slab;
        s->slab_len = len;
        s->slab_used = 1;
    }
    return &s->slabs[s->slab_used++];
}

static int push(prim_state *s, unsigned lv, uint64_t cell, unsigned back)
{
    chunk *c = s->top[lv];
    unsigned f = s->fill[lv];
    if (!c || f == CHUNK) {
        chunk *n = chunk_get(s);
        if (!n) return MAZE_ENOMEM;
        n->next = c;
        s->top[lv] = c = n;
        f = 0;
        s->busy[lv >> 6] |= 1ull << (lv & 63);
    }
    c->cell[f] = (uint32_t)cell;
    c->back[f] = (uint8_t)back;
    s->fill[lv] = f + 1;
    return MAZE_OK;
}

/* Takes the lightest wall (the newest of its weight); false when none. */
static bool pop(prim_state *s, uint64_t *cell, unsigned *back)
{
    unsigned k = 0;
    while (k < LEVELS / 64 && !s->busy[k]) k++;
    if (k == LEVELS / 64) return false;
    unsigned lv = k * 64 + (unsigned)__builtin_ctzll(s->busy[k]);
    chunk *c = s->top[lv];
    unsigned f = --s->fill[lv];
    *cell = c->cell[f];
    *back = c->back[f];
    /* Old walls of a weight come out in a run once it is the lightest: start
     * loading the stack's next entries (down into the chunk below), and the
     * cells of the ones after the next few. */
    if (f >= 2 * AHEAD) __builtin_prefetch(&c->cell[f - 2 * AHEAD]);
    else if (c->next) __builtin_prefetch(&c->next->cell[CHUNK - 2 * AHEAD + f]);
    if (f == 2 * AHEAD && c->next) __builtin_prefetch(&c->next->back[CHUNK - 1]);
    if (f >= AHEAD) mz_prefetch_cell(s->m, s->vis, 6, c->cell[f - AHEAD]);
    else if (c->next) mz_prefetch_cell(s->m, s->vis, 6, c->next->cell[CHUNK - AHEAD + f]);
    if (!f) {
        s->top[lv] = c->next;
        s->fill[lv] = CHUNK;
        c->next = s->spare;
        s->spare = c;
        if (!s->top[lv]) s->busy[k] &= ~(1ull << (lv & 63));
    }
    return true;
}

/* Puts cell i in the tree and the walls to its free neighbours in the queue. */
static int add_cell(prim_state *s, uint64_t i)
{
    mz_bit_set(s->vis, i);
    uint32_t y = mz_divw_y(&s->dw, i), x = (uint32_t)(i - (uint64_t)y * s->dw.w);
    unsigned f = mz_free_dirs(s->m, s->vis, i, x, y);
    for (unsigned d = 0; d < 4; d++)
        if (f >> d & 1u) {
            unsigned lv = mz_randbits_take(&s->rb, 8);
            if (push(s, lv, i + mz_dstep(s->dw.w, d), (d + 2) & 3u)) return MAZE_ENOMEM;
        }
    return MAZE_OK;
}

/* Grows the tree of the piece holding `start`; *left counts the free cells
 * of the whole maze, so the last piece stops without draining the queue. */
static int prim_piece(prim_state *s, uint64_t start, uint64_t *left)
{
    int st = add_cell(s, start);
    uint64_t j;
    unsigned back;
    --*left;
    while (!st && *left && pop(s, &j, &back)) {
        if (mz_bit(s->vis, j)) continue; /* both ends joined since it was pushed */
        st = mz_carve_emit(s->m, s->o, j, (int)back);
        if (!st) st = add_cell(s, j);
        --*left;
    }
    return st;
}

/* Emits event `kind` at (x, y) with cell j as (x2, y2). */
static int emit_at(const prim_state *s, int kind, int32_t x, int32_t y, uint64_t j)
{
    uint32_t jy = mz_divw_y(&s->dw, j), jx = (uint32_t)(j - (uint64_t)jy * s->dw.w);
    return mz_emit(s->o->step, s->o->step_ud, kind, x, y, (int32_t)jx, (int32_t)jy, 0) ? MAZE_ECANCELLED : MAZE_OK;
}

/* add_cell with events: a MAZE_EV_VISIT for i ((x2, y2) the tree cell
 * `from` it joins, a piece's first cell itself), then a MAZE_EV_FRONTIER for
 * each wall it queued ((x, y) the cell outside, (x2, y2) i), read again from
 * the visited set, which add_cell left as it found it but for i. */
static int add_cell_events(prim_state *s, uint64_t i, uint64_t from)
{
    int st = add_cell(s, i);
    uint32_t y = mz_divw_y(&s->dw, i), x = (uint32_t)(i - (uint64_t)y * s->dw.w);
    unsigned f = mz_free_dirs(s->m, s->vis, i, x, y);
    if (!st) st = emit_at(s, MAZE_EV_VISIT, (int32_t)x, (int32_t)y, from);
    for (unsigned d = 0; d < 4 && !st; d++)
        if (f >> d & 1u) st = emit_at(s, MAZE_EV_FRONTIER, (int32_t)x + mz_dx[d], (int32_t)y + mz_dy[d], i);
    return st;
}

/* prim_piece with events, a loop of its own so that the one without them
 * stays as it was. */
__attribute__((noinline)) static int prim_piece_events(prim_state *s, uint64_t start, uint64_t *left)
{
    int st = add_cell_events(s, start, start);
    uint64_t j;
    unsigned back;
    --*left;
    while (!st && *left && pop(s, &j, &back)) {
        if (mz_bit(s->vis, j)) continue;
        st = mz_carve_emit(s->m, s->o, j, (int)back);
        if (!st) st = add_cell_events(s, j, j + mz_dstep(s->dw.w, back));
        --*left;
    }
    return st;
}

static int prim_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    prim_state s = {.m = m, .o = o, .dw = mz_divw_init(m), .vis = mz_vis_new(m)};
    mz_randbits_init(&s.rb, rng);
    int st = s.vis ? MAZE_OK : MAZE_ENOMEM;
    mz_hint_huge(s.vis, (size_t)(m->n + 63) / 64 * sizeof(uint64_t));
    uint64_t left = st ? 0 : mz_vis_free_count(m, s.vis);
    for (uint64_t i = 0; !st && left && (i = mz_vis_next_free(m, s.vis, i)) < m->n;)
        st = o && o->step ? prim_piece_events(&s, i, &left) : prim_piece(&s, i, &left);
    while (s.slabs) {
        chunk *next = s.slabs->next;
        mz_free(&m->alloc, s.slabs);
        s.slabs = next;
    }
    mz_free(&m->alloc, s.vis);
    return st;
}

/* The cell-graph version: the same 256 weights and buckets, a wall kept as
 * its tree cell * 8 + the side out of the tree (8 bytes), the neighbour
 * worked out again when it comes out. */
typedef struct {
    uint64_t *v;
    size_t len, cap;
} pc_bucket;

typedef struct {
    pc_bucket b[LEVELS];
    uint64_t used[LEVELS / 64]; /* bit w: bucket w is not empty */
} pc_queue;

/* Queues a wall of weight w. Always inlined: with two instances a topology
 * (MZ_GEN_INSTANCE_EV) the compiler left it out of line, +12% instructions. */
MZ_INLINE int pc_push(pc_queue *q, const maze_allocator *a, unsigned w, uint64_t wall)
{
    pc_bucket *b = &q->b[w];
    if (b->len == b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        uint64_t *nv = mz_realloc(a, b->v, nc * sizeof *nv);
        if (!nv) return MAZE_ENOMEM;
        b->v = nv, b->cap = nc;
    }
    b->v[b->len++] = wall;
    q->used[w >> 6] |= 1ull << (w & 63);
    return MAZE_OK;
}

/* Takes the lightest wall, the last pushed among equals; false when empty. */
static bool pc_pop(pc_queue *q, uint64_t *wall)
{
    for (unsigned k = 0; k < LEVELS / 64; k++) {
        if (!q->used[k]) continue;
        unsigned w = k * 64 + (unsigned)__builtin_ctzll(q->used[k]);
        pc_bucket *b = &q->b[w];
        *wall = b->v[--b->len];
        if (!b->len) q->used[k] &= ~(1ull << (w & 63));
        return true;
    }
    return false;
}

/* Adds cell c to the tree (joined to tree cell `from`, c itself for a
 * piece's first) and its walls to cells outside it to the queue; with
 * events a MAZE_EV_VISIT for c, then a MAZE_EV_FRONTIER for each wall. */
MZ_INLINE int pc_add(int kind, bool events, maze *m, const maze_gen_opts *o, pc_queue *q, uint64_t *in,
                     mz_randbits *rb, uint32_t c, uint32_t from)
{
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES], side[MAZE_MAX_SIDES];
    mz_bit_set(in, c);
    int st = events ? mz_cells_emit(kind, m, o, MAZE_EV_VISIT, c, from) : MAZE_OK;
    unsigned f = st ? 0 : mz_cells_free(kind, m, in, c, nb, back, side);
    for (unsigned j = 0; j < f && !st; j++) {
        st = pc_push(q, &m->alloc, mz_randbits_take(rb, 8), (uint64_t)c << 3 | side[j]);
        if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_FRONTIER, nb[side[j]], c);
    }
    return st;
}

MZ_INLINE int prim_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    pc_queue *q = mz_calloc(&m->alloc, 1, sizeof *q);
    uint64_t *in = mz_vis_new(m), wall;
    mz_randbits rb;
    mz_randbits_init(&rb, rng);
    bool events = mz_cells_events(&kind);
    int st = q && in ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, in, start)) < m->n;) {
        st = pc_add(kind, events, m, o, q, in, &rb, (uint32_t)start, (uint32_t)start);
        while (!st && pc_pop(q, &wall)) {
            uint32_t c = (uint32_t)(wall >> 3), nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES];
            unsigned s = (unsigned)(wall & 7);
            (void)mz_topo_nbs(kind, m, c, nb, back);
            /* weave: a jump that might open when pushed still may while its far
             * cell is out (only carving into that cell changes its middle) */
            if (mz_bit(in, nb[s])) continue;
            st = mz_cells_carve(kind, m, o, nb[s], back[s], c, s); /* from the cell joining, as on rect */
            if (!st) st = pc_add(kind, events, m, o, q, in, &rb, nb[s], c);
        }
    }
    for (unsigned w = 0; q && w < LEVELS; w++) mz_free(&m->alloc, q->b[w].v);
    mz_free(&m->alloc, q);
    mz_free(&m->alloc, in);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(prim, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn prim_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(prim, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_prim = {
    .info = {"prim", "true Prim on random wall weights: a random minimum spanning tree, many short dead ends",
             MAZE_GEN_TOPOLOGIES},
    .generate = prim_generate,
    .on = prim_on,
};
