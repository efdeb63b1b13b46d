/* growing_tree.c - the growing tree: a list of active cells; pick one (by the
 * bias: newest, oldest, random, or mixed:P = newest with probability P, else
 * random), carve to a random unvisited neighbour and add it, or drop the cell
 * when it has none. newest gives dfs-like mazes, random prim-simple-like ones.
 * Dropping from the middle leaves a tombstone (compacted when that frees at
 * least half the list), so the list keeps its order and every step is O(1)
 * amortised. On a huge grid the oldest and random picks land anywhere: the
 * oldest cells are loaded a few picks ahead, and when the list is long random
 * picks are drawn up to AHEAD picks early (a position in the list, used if
 * its cell is still there, else drawn again) so their memory is loaded. */
#include "gen.h"
#include "cells.h"
#include "huge.h"
#include "randbits.h"

#include <stdlib.h>

#define TOMB UINT32_MAX
#define AHEAD 16 /* random picks drawn early; a power of two */

typedef struct {
    uint32_t *a;
    size_t head, tail, cap, dead;
} gt_list;

typedef struct {
    maze *m;
    const maze_gen_opts *o;
    mz_randbits rb;
    mz_divw dw;
    uint64_t newest_below; /* a 32-bit draw below this takes the newest */
    int mode;              /* else: 0 random, 1 oldest */
    uint64_t *vis;         /* visited, or disabled */
    gt_list l;
    size_t early[AHEAD];   /* random picks drawn early: list positions */
    unsigned early_head, early_n;
} gt_state;

/* Parses the bias into newest_below/mode. MAZE_EINVAL when malformed. */
static int parse_bias(gt_state *s, const char *bias)
{
    double p = 0.5;
    s->mode = 0;
    if (!bias || strcmp(bias, "mixed:0.5") == 0) p = 0.5;
    else if (strcmp(bias, "newest") == 0) p = 1;
    else if (strcmp(bias, "random") == 0) p = 0;
    else if (strcmp(bias, "oldest") == 0) p = 0, s->mode = 1;
    else if (strncmp(bias, "mixed:", 6) == 0) {
        int decimals;
        if (mz_parse_real(bias + 6, strlen(bias + 6), 1, &p, &decimals) || !(p >= 0 && p <= 1)) return MAZE_EINVAL;
    } else return MAZE_EINVAL;
    s->newest_below = (uint64_t)(p * 4294967296.0);
    return MAZE_OK;
}

static void compact(gt_state *s)
{
    gt_list *l = &s->l;
    size_t n = 0;
    for (size_t i = l->head; i < l->tail; i++)
        if (l->a[i] != TOMB) l->a[n++] = l->a[i];
    l->head = 0;
    l->tail = n;
    l->dead = 0;
    s->early_n = 0; /* the positions moved */
}

static int list_push(gt_state *s, uint64_t c)
{
    gt_list *l = &s->l;
    /* Compacting only pays when it frees half the list; else the list grows. */
    if (l->tail == l->cap && (l->head + l->dead) * 2 >= l->cap) compact(s);
    if (l->tail == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 256;
        uint32_t *na = mz_realloc(&s->m->alloc, l->a, nc * sizeof *na);
        if (!na) return MAZE_ENOMEM;
        mz_hint_huge(na, nc * sizeof *na); /* a moved block loses the hint; its new half is untouched */
        l->a = na;
        l->cap = nc;
    }
    l->a[l->tail++] = (uint32_t)c;
    return MAZE_OK;
}

/* A uniform position of a live entry (the list is not empty). */
static size_t draw_live(gt_state *s)
{
    gt_list *l = &s->l;
    size_t i;
    do i = l->head + (size_t)mz_randbits_below(&s->rb, l->tail - l->head);
    while (l->a[i] == TOMB); /* at most half are tombstones: 2 tries expected */
    return i;
}

/* A random pick: the oldest early draw whose entry is still live (early
 * draws are positions uniform over the list, tombstones included, so
 * skipping dead ones keeps the pick uniform over the live entries), else a
 * fresh one. The line of early draws is refilled when the list is long: a
 * new draw loads its list entry, and half way along the line the entry's
 * cell is loaded. */
static inline __attribute__((always_inline)) size_t pick_random(gt_state *s)
{
    gt_list *l = &s->l;
    size_t want = (l->tail - l->head - l->dead) >= 16 * AHEAD ? AHEAD : 0, i = SIZE_MAX;
    while (s->early_n < want) {
        size_t e = l->head + (size_t)mz_randbits_below(&s->rb, l->tail - l->head);
        s->early[(s->early_head + s->early_n++) & (AHEAD - 1)] = e;
        __builtin_prefetch(&l->a[e]);
    }
    while (s->early_n && i == SIZE_MAX) {
        size_t e = s->early[s->early_head];
        s->early_head = (s->early_head + 1) & (AHEAD - 1);
        s->early_n--;
        if (e >= l->head && e < l->tail && l->a[e] != TOMB) i = e;
    }
    if (s->early_n > AHEAD / 2) {
        size_t e = s->early[(s->early_head + AHEAD / 2) & (AHEAD - 1)];
        if (e < l->tail && l->a[e] != TOMB) mz_prefetch_cell(s->m, s->vis, 6, l->a[e]);
    }
    return i != SIZE_MAX ? i : draw_live(s);
}

/* Picks the index of a live entry (the list is not empty). Inlined into
 * both loops, as pick_random is: called from two, they were left out of
 * line, 8% more instructions in the loop without events. */
static inline __attribute__((always_inline)) size_t pick(gt_state *s)
{
    gt_list *l = &s->l;
    bool newest = s->newest_below > UINT32_MAX ||
                  (s->newest_below && mz_randbits_take(&s->rb, 32) < s->newest_below);
    if (!newest && s->mode == 0) return pick_random(s);
    while (l->a[newest ? l->tail - 1 : l->head] == TOMB) {
        if (newest) l->tail--;
        else l->head++;
        l->dead--;
    }
    if (!newest && l->head + AHEAD < l->tail) mz_prefetch_cell(s->m, s->vis, 6, l->a[l->head + AHEAD]);
    return newest ? l->tail - 1 : l->head;
}

static void drop(gt_state *s, size_t i)
{
    gt_list *l = &s->l;
    if (i == l->tail - 1) l->tail--;
    else if (i == l->head) l->head++;
    else {
        l->a[i] = TOMB;
        if (++l->dead * 2 > l->tail - l->head) compact(s);
    }
}

static int gt_piece(gt_state *s, uint64_t start)
{
    mz_bit_set(s->vis, start);
    int st = list_push(s, start);
    while (!st && s->l.tail - s->l.head > s->l.dead) {
        size_t i = pick(s);
        uint64_t c = s->l.a[i];
        uint32_t y = mz_divw_y(&s->dw, c), x = (uint32_t)(c - (uint64_t)y * s->dw.w);
        unsigned f = mz_free_dirs(s->m, s->vis, c, x, y);
        if (!f) {
            drop(s, i);
            continue;
        }
        unsigned d = mz_nth_dir(f, mz_randbits_below(&s->rb, (uint64_t)__builtin_popcount(f)));
        uint64_t j = c + mz_dstep(s->dw.w, d);
        mz_bit_set(s->vis, j);
        st = mz_carve_emit(s->m, s->o, c, (int)d);
        if (!st) st = list_push(s, j);
    }
    return st;
}

/* gt_piece with events, a function of its own so that the one without them
 * stays as it was: a cell that joins the list is a
 * MAZE_EV_FRONTIER, after the carve into it ((x2, y2) the listed cell
 * carved from, a piece's first cell itself), and one that leaves it, no
 * free neighbour left, a MAZE_EV_BACKTRACK (itself as (x2, y2)). */
__attribute__((noinline, cold)) static int gt_piece_events(gt_state *s, uint64_t start)
{
    mz_bit_set(s->vis, start);
    int st = list_push(s, start);
    if (!st) st = mz_emit_at(s->m, s->o, MAZE_EV_FRONTIER, start, start);
    while (!st && s->l.tail - s->l.head > s->l.dead) {
        size_t i = pick(s);
        uint64_t c = s->l.a[i];
        uint32_t y = mz_divw_y(&s->dw, c), x = (uint32_t)(c - (uint64_t)y * s->dw.w);
        unsigned f = mz_free_dirs(s->m, s->vis, c, x, y);
        if (!f) {
            drop(s, i);
            st = mz_emit_at(s->m, s->o, MAZE_EV_BACKTRACK, c, c);
            continue;
        }
        unsigned d = mz_nth_dir(f, mz_randbits_below(&s->rb, (uint64_t)__builtin_popcount(f)));
        uint64_t j = c + mz_dstep(s->dw.w, d);
        mz_bit_set(s->vis, j);
        st = mz_carve_emit(s->m, s->o, c, (int)d);
        if (!st) st = list_push(s, j);
        if (!st) st = mz_emit_at(s->m, s->o, MAZE_EV_FRONTIER, j, c);
    }
    return st;
}

static int gt_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    if (!m || !rng) return MAZE_EINVAL;
    gt_state s = {.m = m, .o = o, .dw = mz_divw_init(m)};
    if (parse_bias(&s, o ? o->bias : NULL)) return MAZE_EINVAL;
    mz_randbits_init(&s.rb, rng);
    s.vis = mz_vis_new(m);
    int st = s.vis ? MAZE_OK : MAZE_ENOMEM;
    mz_hint_huge(s.vis, (size_t)(m->n + 63) / 64 * sizeof(uint64_t));
    for (uint64_t i = 0; !st && (i = mz_vis_next_free(m, s.vis, i)) < m->n;) {
        s.l.head = s.l.tail = s.l.dead = 0;
        s.early_n = 0;
        st = o && o->step ? gt_piece_events(&s, i) : gt_piece(&s, i);
    }
    mz_free(&m->alloc, s.vis);
    mz_free(&m->alloc, s.l.a);
    return st;
}

/* The cell-graph version: the same list and picks (tombstones where a cell
 * leaves the middle, compacted when they are half of it). */
MZ_INLINE int gt_cells(maze *m, maze_rng *rng, const maze_gen_opts *o, int kind)
{
    gt_state s = {.m = m, .o = o};
    if (parse_bias(&s, o ? o->bias : NULL)) return MAZE_EINVAL;
    mz_randbits_init(&s.rb, rng);
    s.vis = mz_vis_new(m);
    gt_list *l = &s.l;
    bool events = mz_cells_events(&kind); /* FRONTIER on joining the list, BACKTRACK on leaving it */
    int st = s.vis ? MAZE_OK : MAZE_ENOMEM;
    for (uint64_t start = 0; !st && (start = mz_vis_next_free(m, s.vis, start)) < m->n;) {
        l->head = l->tail = l->dead = 0;
        mz_bit_set(s.vis, start);
        st = list_push(&s, start);
        if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_FRONTIER, (uint32_t)start, (uint32_t)start);
        while (!st && l->tail > l->head) {
            size_t at;
            if (mz_randbits_take(&s.rb, 32) < s.newest_below) {
                while (l->a[l->tail - 1] == TOMB) l->tail--, l->dead--;
                at = l->tail - 1;
            } else if (s.mode == 1) {
                while (l->a[l->head] == TOMB) l->head++, l->dead--;
                at = l->head;
            } else {
                do at = l->head + mz_randbits_below(&s.rb, l->tail - l->head);
                while (l->a[at] == TOMB);
            }
            uint32_t c = l->a[at], nb[MAZE_MAX_SIDES];
            uint8_t back[MAZE_MAX_SIDES], free[MAZE_MAX_SIDES];
            unsigned f = mz_cells_free(kind, m, s.vis, c, nb, back, free);
            if (!f) {
                if (events && (st = mz_cells_emit(kind, m, o, MAZE_EV_BACKTRACK, c, c))) break;
                if (at + 1 == l->tail) l->tail--;
                else if (at == l->head) l->head++;
                else l->a[at] = TOMB, l->dead++;
                while (l->tail > l->head && l->a[l->tail - 1] == TOMB) l->tail--, l->dead--;
                if (l->dead * 2 > l->tail - l->head) compact(&s);
                continue;
            }
            unsigned d = free[f == 1 ? 0 : mz_randbits_below(&s.rb, f)];
            mz_bit_set(s.vis, nb[d]);
            st = mz_cells_carve(kind, m, o, c, d, nb[d], back[d]);
            if (!st) st = list_push(&s, nb[d]);
            if (!st && events) st = mz_cells_emit(kind, m, o, MAZE_EV_FRONTIER, nb[d], c);
        }
    }
    mz_free(&m->alloc, s.vis);
    mz_free(&m->alloc, s.l.a);
    return st;
}

#define MZ_TOPO(id) MZ_GEN_INSTANCE_EV(gt, id)
#include "../topo/list.h"
#undef MZ_TOPO
static const mz_gen_fn gt_on[] = {
#define MZ_TOPO(id) MZ_GEN_INSTANCE_REF(gt, id)
#include "../topo/list.h"
#undef MZ_TOPO
};

const mz_generator mz_gen_growing_tree = {
    .info = {"growing-tree", "growing tree, bias newest|oldest|random|mixed:P (default mixed:0.5): dfs-like to prim-like",
             MAZE_GEN_TOPOLOGIES},
    .generate = gt_generate,
    .on = gt_on,
};
