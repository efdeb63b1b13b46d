/* cells.h - what the generators' versions for every topology share: one
 * instance a topology, carving and free sides through the topology's
 * neighbour code, a growable cell array, the pieces of the enabled cells. */
#ifndef MAZE_GEN_CELLS_H
#define MAZE_GEN_CELLS_H

#include "gen.h"

/* ---- the cell graph: what the generators' versions for every topology
 * share. A generator file writes its version once, as
 *   MZ_INLINE int NAME_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
 * reaching cells only through mz_topo_nbs(kind, ...) and mz_cells_carve,
 * then MZ_GEN_INSTANCES(NAME) makes NAME_on[], one instance a topology, in
 * each of which `kind` is a constant and the topology's neighbour code is
 * inlined (a call through a pointer for every neighbour costs more than
 * the rest of a step). ---- */
#define MZ_GEN_INSTANCE(gen, id) \
    static int gen##_on_##id(maze *m, maze_rng *rng, const maze_gen_opts *o) \
    { \
        return gen##_cells(m, rng, o, MZ_TOPO_##id); \
    }
#define MZ_GEN_INSTANCE_REF(gen, id) gen##_on_##id,
/* The instance of a generator that shows its method with events: two
 * copies, one for a listening callback (kind carrying MZ_CELLS_EVENTS, which
 * mz_cells_events takes off), one without, where the events' code folds
 * away and costs nothing. */
#define MZ_CELLS_EVENTS 0x100
#define MZ_GEN_INSTANCE_EV(gen, id) \
    static int gen##_on_##id(maze *m, maze_rng *rng, const maze_gen_opts *o) \
    { \
        if (o && o->step) return gen##_cells(m, rng, o, MZ_TOPO_##id | MZ_CELLS_EVENTS); \
        return gen##_cells(m, rng, o, MZ_TOPO_##id); \
    }

/* Opens side s of cell c towards nb (whose side `back` faces c) on topology
 * `kind`, rect's 2-bit layout included, and emits the carve event (rect:
 * coordinates; others: cell indices in x and x2). MAZE_OK, or
 * MAZE_ECANCELLED when the step callback asks to stop. */
MZ_INLINE int mz_cells_carve(int kind, maze *m, const maze_gen_opts *o, uint32_t c, unsigned s, uint32_t nb,
                             unsigned back)
{
    if (kind == MZ_TOPO_rect) {
        mz_carve(m, c, 1u << s);
    } else {
        mz_side_open(m, c, s, nb, back);
    }
    if (!o || !o->step) return MAZE_OK;
    maze_event ev = {MAZE_EV_CARVE, (int32_t)c, 0, (int32_t)nb, 0, 0};
    if (kind == MZ_TOPO_rect) {
        mz_xy(m, c, &ev.x, &ev.y);
        mz_xy(m, nb, &ev.x2, &ev.y2);
    }
    return o->step(o->step_ud, &ev) ? MAZE_ECANCELLED : MAZE_OK;
}

/* Whether an instance made by MZ_GEN_INSTANCE_EV listens (the cell
 * versions then show their method, the events maze.h describes for rect),
 * taking the flag off *kind; a constant in each copy. */
MZ_INLINE bool mz_cells_events(int *kind)
{
    bool ev = (*kind & MZ_CELLS_EVENTS) != 0;
    *kind &= ~MZ_CELLS_EVENTS;
    return ev;
}

/* Emits event `ev` at cell c with cell d as its second cell, as the carve
 * events: cell indices in x and x2 (rect: coordinates). For event paths
 * (the test of a callback is there for the analysers, which do not see
 * that the flag of MZ_GEN_INSTANCE_EV implies one). MAZE_OK, or
 * MAZE_ECANCELLED when the callback says stop. */
MZ_INLINE int mz_cells_emit(int kind, const maze *m, const maze_gen_opts *o, int ev, uint32_t c, uint32_t d)
{
    if (!o || !o->step) return MAZE_OK;
    if (kind == MZ_TOPO_rect) return mz_emit_at(m, o, ev, c, d);
    maze_event e = {ev, (int32_t)c, 0, (int32_t)d, 0, 0};
    return o->step(o->step_ud, &e) ? MAZE_ECANCELLED : MAZE_OK;
}

/* Whether side s of c (towards nb) is open or may be opened now: on weave
 * by its rules of crossing (mz_weave_may), on the others always (a constant
 * in their instances). */
MZ_INLINE bool mz_cells_may(int kind, const maze *m, uint32_t c, unsigned s, uint32_t nb)
{
    return kind != MZ_TOPO_weave || mz_weave_may(m, c, s, nb);
}

/* The sides of c whose neighbour exists, whose bit in `vis` is clear and
 * that may be opened (free[0..count), their neighbours in nb and back sides
 * in back). */
MZ_INLINE unsigned mz_cells_free(int kind, const maze *m, const uint64_t *vis, uint32_t c,
                                 uint32_t nb[MAZE_MAX_SIDES], uint8_t back[MAZE_MAX_SIDES],
                                 uint8_t free[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && !mz_bit(vis, nb[s]) && mz_cells_may(kind, m, c, s, nb[s])) free[f++] = (uint8_t)s;
    return f;
}

/* The most sides a cell of topology `kind` has (its table entry's
 * max_sides), a constant in each instance. */
MZ_INLINE unsigned mz_cells_max_sides(int kind)
{
    switch (kind) {
#define MZ_TOPO(id) \
    case MZ_TOPO_##id: return ((maze_topology)mz_##id##_info).max_sides;
#include "../topo/list.h"
#undef MZ_TOPO
    default: return MAZE_MAX_SIDES;
    }
}

/* A growable array of cell indices (a stack or a list). */
typedef struct mz_cellvec {
    uint32_t *v;
    size_t len, cap;
} mz_cellvec;
/* Appends c; MAZE_OK or MAZE_ENOMEM. */
static inline int mz_cellvec_push(mz_cellvec *s, const maze_allocator *a, uint32_t c)
{
    if (s->len == s->cap) {
        size_t nc = s->cap ? s->cap * 2 : 1024;
        uint32_t *nv = mz_realloc(a, s->v, nc * sizeof *nv);
        if (!nv) return MAZE_ENOMEM;
        s->v = nv;
        s->cap = nc;
    }
    s->v[s->len++] = c;
    return MAZE_OK;
}

/* The sides of c whose neighbour exists and is enabled (sides[0..count),
 * neighbours in nb, back sides in back), whether they may open or not. */
MZ_INLINE unsigned mz_cells_sides(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES], uint8_t sides[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && mz_enabled(m, nb[s])) sides[f++] = (uint8_t)s;
    return f;
}

/* The sides of c whose neighbour exists and is enabled and that are open or
 * may open (valid[0..count), neighbours in nb, back sides in back): where a
 * random walk may step. */
MZ_INLINE unsigned mz_cells_valid(int kind, const maze *m, uint32_t c, uint32_t nb[MAZE_MAX_SIDES],
                                  uint8_t back[MAZE_MAX_SIDES], uint8_t valid[MAZE_MAX_SIDES])
{
    unsigned k = mz_topo_nbs(kind, m, c, nb, back), f = 0;
    for (unsigned s = 0; s < k; s++)
        if (nb[s] != MZ_NONE && mz_enabled(m, nb[s]) && mz_cells_may(kind, m, c, s, nb[s])) valid[f++] = (uint8_t)s;
    return f;
}

/* The pieces of the enabled cells (joined by the tiling, not by passages),
 * each from its lowest cell: `pieces` (if given) receives (first cell,
 * number of cells) pairs, `order` (if given) every enabled cell, piece by
 * piece, each after a neighbour of it but a piece's first. MAZE_OK or
 * MAZE_ENOMEM. */
MZ_INLINE int mz_cells_pieces(int kind, const maze *m, mz_cellvec *order, mz_cellvec *pieces)
{
    uint64_t *seen = mz_vis_new(m);
    mz_cellvec stack = {0};
    int st = seen ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, seen, start)) < m->n;) {
        uint32_t size = 0;
        mz_bit_set(seen, start);
        st = mz_cellvec_push(&stack, &m->alloc, (uint32_t)start);
        while (!st && stack.len) {
            uint32_t c = stack.v[--stack.len], nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], free[MAZE_MAX_SIDES];
            size++;
            if (order) st = mz_cellvec_push(order, &m->alloc, c);
            unsigned f = mz_cells_free(kind, m, seen, c, nb, back, free);
            for (unsigned j = 0; j < f && !st; j++) {
                mz_bit_set(seen, nb[free[j]]);
                st = mz_cellvec_push(&stack, &m->alloc, nb[free[j]]);
            }
        }
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, (uint32_t)start);
        if (!st && pieces) st = mz_cellvec_push(pieces, &m->alloc, size);
    }
    mz_free(&m->alloc, stack.v);
    mz_free(&m->alloc, seen);
    return st;
}

#endif
