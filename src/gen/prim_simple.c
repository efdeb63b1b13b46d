/* prim_simple.c - "simplified Prim": a random cell of the frontier (cells
 * next to the tree) joins the tree through a random tree neighbour. Removal
 * from the frontier list swaps with the last entry, so each step is O(1).
 * The cells' states and passages are kept in tiles (gen.h), where a step
 * touches about one cache line and the frontier of a huge maze fits the
 * cache. When the frontier is large, cells are also picked up to AHEAD
 * steps before they join (their tile prefetched meanwhile); a picked cell
 * stays on the frontier, so the maze is the same kind, and a small frontier
 * (under 16 x AHEAD cells, every small maze) is picked one step at a time. */
#include "gen.h"
#include "cells.h"
#include "huge.h"
#include "randbits.h"

#define AHEAD 8 /* picked cells waiting to join; a power of two */

/* A cell's state: MZ_T_TAKEN = queued (on the frontier or in the tree;
 * disabled and padding cells too), TREE = in the tree. */
#define QUEUED MZ_T_TAKEN
#define TREE MZ_T_USER

typedef struct {
    maze *m;
    const maze_gen_opts *o;
    mz_randbits rb;
    mz_tiles t;
    uint32_t *list; /* the frontier cells not yet picked, row-major */
    size_t len, cap;
    uint32_t wait[AHEAD]; /* picked cells, oldest first, and their ids */
    uint64_t wait_id[AHEAD];
    unsigned wait_head, waiting;
} ps_state;

static int list_push(ps_state *s, uint64_t c)
{
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 256;
        uint32_t *nl = mz_realloc(&s->m->alloc, s->list, nc * sizeof *nl);
        if (!nl) return MAZE_ENOMEM;
        s->list = nl;
        s->cap = nc;
    }
    s->list[s->len++] = (uint32_t)c;
    return MAZE_OK;
}

/* Puts cell c (id `id`) in the tree and its new neighbours on the frontier. */
static int enter(ps_state *s, uint64_t c, uint64_t id)
{
    uint64_t nb[4];
    mz_tile_nbs(&s->t, id, nb);
    mz_tile_or(&s->t, id, QUEUED | TREE);
    unsigned f = mz_tile_dirs(&s->t, nb, QUEUED, 0);
    for (unsigned d = 0; d < 4; d++)
        if (f >> d & 1u) {
            mz_tile_or(&s->t, nb[d], QUEUED);
            if (list_push(s, c + mz_dstep(s->t.dw.w, d))) return MAZE_ENOMEM;
        }
    return MAZE_OK;
}

/* Moves random frontier cells to the waiting line, as many as the frontier's
 * size allows, and starts loading their tiles. */
static void pick_ahead(ps_state *s)
{
    size_t want = (s->len + s->waiting) / (16 * AHEAD) ? AHEAD : 1;
    while (s->waiting < want && s->len) {
        size_t k = mz_randbits_below(&s->rb, s->len);
        uint64_t c = s->list[k], id = mz_tile_id(&s->t, c);
        unsigned at = (s->wait_head + s->waiting++) & (AHEAD - 1);
        s->list[k] = s->list[--s->len];
        s->wait[at] = (uint32_t)c;
        s->wait_id[at] = id;
        __builtin_prefetch(&s->t.q[id >> 4], 1);
    }
}

static int ps_piece(ps_state *s, uint64_t start)
{
    int st = enter(s, start, mz_tile_id(&s->t, start));
    for (pick_ahead(s); !st && s->waiting; pick_ahead(s)) {
        uint64_t c = s->wait[s->wait_head], id = s->wait_id[s->wait_head], nb[4];
        s->wait_head = (s->wait_head + 1) & (AHEAD - 1);
        s->waiting--;
        mz_tile_nbs(&s->t, id, nb);
        unsigned t = mz_tile_dirs(&s->t, nb, TREE, TREE); /* not empty: it was queued by one */
        unsigned d = mz_nth_dir(t, mz_randbits_below(&s->rb, (uint64_t)__builtin_popcount(t)));
        mz_tile_carve(&s->t, id, nb, d);
        st = mz_tiles_emit(&s->t, s->o, c, d);
        if (!st) st = enter(s, c, id);
    }
    return st;
}

static int prim_simple_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    ps_state s = {.m = m, .o = o};
    mz_randbits_init(&s.rb, rng);
    int st = mz_tiles_init(&s.t, m);
    for (uint64_t i = 0; !st && (i = mz_tiles_next_free(&s.t, m, i)) < m->n;) st = ps_piece(&s, i);
    if (!st) mz_tiles_copy_out(&s.t, m);
    mz_tiles_free(&s.t, m);
    mz_free(&m->alloc, s.list);
    return st;
}

/* The cell-graph version: the frontier a list of cells (a bit a cell marks
 * those on it), a random one joining the tree through a random tree
 * neighbour. */
MZ_INLINE int ps_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    uint64_t *in = mz_vis_new(m), *front = mz_bits_new(&m->alloc, m->n);
    mz_cellvec list = {0};
    mz_randbits rb;
    mz_randbits_init(&rb, rng);
    int st = in && front ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, in, start)) < m->n;) {
        uint32_t c = (uint32_t)start;
        for (;;) {
            uint32_t nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], side[MAZE_MAX_SIDES];
            mz_bit_set(in, c);
            unsigned f = mz_cells_free(kind, m, in, c, nb, back, side);
            for (unsigned j = 0; j < f && !st; j++)
                if (!mz_bit(front, nb[side[j]])) {
                    mz_bit_set(front, nb[side[j]]);
                    st = mz_cellvec_push(&list, &m->alloc, nb[side[j]]);
                }
            if (st || !list.len) break;
            size_t at = list.len == 1 ? 0 : mz_randbits_below(&rb, list.len);
            c = list.v[at];
            list.v[at] = list.v[--list.len];
            unsigned k = mz_topo_nbs(kind, m, c, nb, back), joins = 0;
            for (unsigned s = 0; s < k; s++) /* tree neighbours: in, enabled, and may open (weave) */
                if (nb[s] != MZ_NONE && mz_bit(in, nb[s]) && mz_enabled(m, nb[s]) && mz_cells_may(kind, m, c, s, nb[s]))
                    side[joins++] = (uint8_t)s;
            unsigned s = side[joins == 1 ? 0 : mz_randbits_below(&rb, joins)];
            st = mz_cells_carve(kind, m, o, c, s, nb[s], back[s]);
            if (st) break;
        }
    }
    mz_free(&m->alloc, list.v);
    mz_free(&m->alloc, in);
    mz_free(&m->alloc, front);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE(ps, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn ps_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(ps, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_prim_simple = {
    .info = {"prim-simple", "simplified Prim (random frontier cell): radial texture, very many short dead ends",
             MAZE_GEN_TOPOLOGIES},
    .generate = prim_simple_generate,
    .on = ps_on,
};
