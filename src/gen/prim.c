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
#include "../topo/hexagon_rows.h"

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
    size_t slab_before;          /* chunks in the older allocations */
    size_t compact_at;           /* chunks allocated past which the queue is compacted first (0: never) */
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
        s->slab_before += s->slab_len;
        s->slab_len = len;
        s->slab_used = 1;
    }
    return &s->slabs[s->slab_used++];
}

/* Drops the walls of weight lv whose cell joined the tree since, keeping
 * the others in their order (so the pops are the same); the emptied chunks
 * go to the spare list. `bottom`: its stack turned over (compact), to run
 * bottom up; written over in place and turned back. Every wall is written
 * and the write position moves on by whether it is kept: no branch on the
 * visited bit, which about half the walls have set at random. The writer
 * never passes the reader, and fills the last chunk only with the last
 * wall. Returns the chunks kept. */
static size_t compact_level(prim_state *s, unsigned lv, chunk *bottom)
{
    chunk *w = bottom, *full = NULL, *last, *rest;
    unsigned wi = 0;
    size_t kept = 0;
    for (chunk *r = bottom, *rn; r; r = rn) {
        rn = r->next;
        if (rn) /* the next chunk's lines, while this one's 48 walls are read */
            for (unsigned b = 0; b < sizeof *rn; b += 64) __builtin_prefetch((const char *)rn + b);
        for (unsigned i = 0, n = rn ? CHUNK : s->fill[lv]; i < n; i++) {
            uint32_t cell = r->cell[i];
            uint8_t back = r->back[i];
            w->cell[wi] = cell, w->back[wi] = back;
            wi += 1u - (unsigned)mz_bit(s->vis, cell);
            if (wi == CHUNK) full = w, w = w->next ? w->next : w, wi = 0, kept++; /* no next: the last wall */
        }
    }
    last = wi ? w : full;
    rest = last ? last->next : bottom;
    for (chunk *nx; rest; rest = nx) nx = rest->next, rest->next = s->spare, s->spare = rest;
    if (!last) {
        s->top[lv] = NULL;
        s->fill[lv] = CHUNK;
        s->busy[lv >> 6] &= ~(1ull << (lv & 63));
        return 0;
    }
    s->fill[lv] = wi ? wi : CHUNK;
    last->next = NULL;
    chunk *prev = NULL;
    for (chunk *c = bottom, *nx; c; c = nx) nx = c->next, c->next = prev, prev = c;
    s->top[lv] = prev;
    return kept + (wi != 0);
}

#define GROUP 16 /* stacks turned over side by side */

/* Compacts every weight's stack once the stale walls (whose cell joined
 * by another wall) would make the queue grow: most walls left behind the
 * tree's front are, and a huge maze would otherwise keep them all (1.7 a
 * cell on hex). Again only when the chunks allocated have doubled since
 * the chunks kept, so each wall is looked at a few times on average. The
 * stacks are turned over GROUP at a time in lockstep: each is a chain of
 * chunks scattered over the slabs, a cache miss a chunk, and one chain
 * alone waits for each miss in turn (it took 40% of the compaction). */
static void compact(prim_state *s)
{
    size_t kept = 0;
    for (unsigned g = 0; g < LEVELS; g += GROUP) {
        chunk *cur[GROUP], *rev[GROUP] = {0};
        unsigned live = 0;
        for (unsigned i = 0; i < GROUP; i++) cur[i] = s->top[g + i], live += cur[i] != NULL;
        while (live)
            for (unsigned i = 0; i < GROUP; i++) {
                chunk *c = cur[i];
                if (!c) continue;
                cur[i] = c->next, c->next = rev[i], rev[i] = c;
                live -= cur[i] == NULL;
            }
        for (unsigned i = 0; i < GROUP; i++)
            if (rev[i]) kept += compact_level(s, g + i, rev[i]);
    }
    s->compact_at = 2 * kept > s->compact_at ? 2 * kept : s->compact_at;
}

MZ_INLINE int push(prim_state *s, unsigned lv, uint64_t cell, unsigned back)
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

/* push for the cell versions: the queue compacted first when it would
 * otherwise take a new allocation. */
MZ_INLINE int push_compacting(prim_state *s, unsigned lv, uint64_t cell, unsigned back)
{
    if ((!s->top[lv] || s->fill[lv] == CHUNK) && !s->spare && s->slab_used == s->slab_len &&
        s->slab_before + s->slab_len >= s->compact_at)
        compact(s);
    return push(s, lv, cell, back);
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


/* Frees every slab of chunks. */
static void free_slabs(prim_state *s)
{
    while (s->slabs) {
        chunk *next = s->slabs->next;
        mz_free(&s->m->alloc, s->slabs);
        s->slabs = next;
    }
}

/* pop for the cell versions: the same but for what is prefetched for the
 * cells coming, the byte and the visited bit of a cell of another topology
 * (a shared pop with a flag for this cost rect 8% more instructions). */
MZ_INLINE bool pop_cells(prim_state *s, uint64_t *cell, unsigned *back)
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
    const chunk *ac = f >= AHEAD ? c : c->next;
    uint32_t ahead = ac ? ac->cell[f >= AHEAD ? f - AHEAD : CHUNK - AHEAD + f] : 0;
    __builtin_prefetch(&s->vis[ahead >> 6]);
    __builtin_prefetch(&s->m->sides[ahead], 1);
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
    free_slabs(&s);
    mz_free(&m->alloc, s.vis);
    return st;
}

/* The cell-graph version: the same 256 weights and the same queue, a wall
 * kept as rect's, the cell outside the tree and its side back into it (5
 * bytes), so a wall whose cell joined since is dropped on its visited bit
 * alone, and the neighbours are worked out once a cell, when it joins. */

/* Adds cell c to the tree (joined to tree cell `from`, c itself for a
 * piece's first; its neighbours in nb and back) and its walls to cells
 * outside it to the queue; with events a MAZE_EV_VISIT for c, then a
 * MAZE_EV_FRONTIER for each wall. */
MZ_INLINE int pc_add(int kind, bool events, prim_state *s, uint32_t c, uint32_t from, const uint32_t *nb,
                     const uint8_t *back, unsigned k)
{
    maze *m = s->m;
    mz_bit_set(s->vis, c);
    int st = events ? mz_cells_emit(kind, m, s->o, MAZE_EV_VISIT, c, from) : MAZE_OK;
    for (unsigned j = 0; j < k && !st; j++) {
        if (nb[j] == MZ_NONE || mz_bit(s->vis, nb[j]) || !mz_cells_may(kind, m, c, j, nb[j])) continue;
        st = push_compacting(s, mz_randbits_take(&s->rb, 8), nb[j], back[j]);
        if (!st && events) st = mz_cells_emit(kind, m, s->o, MAZE_EV_FRONTIER, nb[j], c);
    }
    return st;
}

/* The cursor of cell c for mz_topo_nbs_cur: on hexagon its row from the
 * table `rows` holds (mz_topo_nbs finds the row by a square root, which
 * took a third of prim's instructions there), on polar its ring as
 * mz_polar_nbs finds it, elsewhere the cell alone. */
MZ_INLINE mz_cur pc_cur(int kind, const maze *m, const mz_hexagon_rows *rows, uint32_t c)
{
    if (kind == MZ_TOPO_hexagon) return mz_hexagon_rows_cur(rows, c);
    if (kind == MZ_TOPO_polar) return mz_polar_cur(m, c);
    mz_cur k = {c, 0, 0, 0, c};
    return k;
}

/* mz_cells_carve of the wall from cell j, joining the tree, to tree cell t
 * across j's side b, without events: j's byte is stored, not read and
 * or-ed (weave, whose crossing rules read the bytes, keeps
 * mz_cells_carve). It has no side open: the maze comes with its walls
 * closed (maze_generate_into) and only a cell joining opens a side of its
 * own. The or waited for the load of a byte at a random cell, the largest
 * stall of prim on 3d. */
MZ_INLINE int pc_carve(int kind, maze *m, const maze_gen_opts *o, uint32_t j, unsigned b, uint32_t t, unsigned tb)
{
    if (kind == MZ_TOPO_weave || kind == MZ_TOPO_rect || (o && o->step)) return mz_cells_carve(kind, m, o, j, b, t, tb);
    uint8_t *sides = m->sides;
    sides[j] = (uint8_t)(1u << b);
    sides[t] |= (uint8_t)(1u << tb);
    return MAZE_OK;
}

MZ_INLINE int prim_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    prim_state s = {.m = m, .o = o, .vis = mz_vis_new(m), .compact_at = 4096};
    mz_randbits_init(&s.rb, rng);
    bool events = mz_cells_events(&kind);
    mz_hexagon_rows rows = {NULL, 0};
    int st = s.vis && (kind != MZ_TOPO_hexagon || !mz_hexagon_rows_init(m, &rows)) ? MAZE_OK : MAZE_ENOMEM;
    uint32_t nb[MAZE_MAX_SIDES];
    uint8_t back[MAZE_MAX_SIDES];
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, s.vis, start)) < m->n;) {
        unsigned k = mz_topo_nbs(kind, m, (uint32_t)start, nb, back);
        st = pc_add(kind, events, &s, (uint32_t)start, (uint32_t)start, nb, back, k);
        uint64_t j;
        unsigned b;
        while (!st && pop_cells(&s, &j, &b)) {
            /* weave: a jump that might open when pushed still may while its far
             * cell is out (only carving into that cell changes its middle) */
            if (mz_bit(s.vis, j)) continue;
            mz_cur at = pc_cur(kind, m, &rows, (uint32_t)j);
            k = mz_topo_nbs_cur(kind, m, &at, nb, back);
            uint32_t t = nb[b];
            st = pc_carve(kind, m, o, (uint32_t)j, b, t, back[b]); /* from the cell joining, as on rect */
            if (!st) st = pc_add(kind, events, &s, (uint32_t)j, t, nb, back, k);
        }
    }
    mz_free(&m->alloc, rows.b);
    free_slabs(&s);
    mz_free(&m->alloc, s.vis);
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
