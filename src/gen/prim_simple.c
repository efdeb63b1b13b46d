/* prim_simple.c - "simplified Prim": a random cell of the frontier (cells
 * next to the tree) joins the tree through a random tree neighbour. Removal
 * from the frontier list swaps with the last entry, so each step is O(1).
 * On a huge grid the frontier is spread over the whole maze and every pick is
 * a cache miss: when the frontier is large, cells are picked up to AHEAD
 * steps before they join (their memory prefetched meanwhile); a picked cell
 * stays on the frontier, so the maze is the same kind, and a small frontier
 * (under 16 x AHEAD cells, every small maze) is picked one step at a time. */
#include "gen.h"
#include "randbits.h"

#define AHEAD 8 /* picked cells waiting to join; a power of two */

/* Two bits a cell: bit 0 queued (on the frontier or in the tree; disabled
 * cells too), bit 1 in the tree. */
#define QUEUED 1u
#define TREE 2u

typedef struct {
    maze *m;
    const maze_gen_opts *o;
    mz_randbits rb;
    mz_divw dw;
    uint64_t *state;
    uint32_t *list; /* the frontier cells not yet picked */
    size_t len, cap;
    uint32_t wait[AHEAD]; /* picked cells, oldest first */
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
    mz_two_put(s->state, c, QUEUED);
    return MAZE_OK;
}

/* The directions from cell i whose neighbour's state has `bit` equal to
 * `want` (grid bounds checked). */
static unsigned dirs_where(const ps_state *s, uint64_t i, unsigned bit, unsigned want)
{
    uint64_t w = s->dw.w;
    uint32_t y = mz_divw_y(&s->dw, i), x = (uint32_t)(i - (uint64_t)y * w);
    unsigned f = 0;
    if (y > 0 && (mz_two_get(s->state, i - w) & bit) == want) f |= 1u;
    if (x + 1 < s->dw.w && (mz_two_get(s->state, i + 1) & bit) == want) f |= 2u;
    if (y + 1 < (uint32_t)s->m->h && (mz_two_get(s->state, i + w) & bit) == want) f |= 4u;
    if (x > 0 && (mz_two_get(s->state, i - 1) & bit) == want) f |= 8u;
    return f;
}

/* Puts cell i in the tree and its new neighbours on the frontier. */
static int enter(ps_state *s, uint64_t i)
{
    mz_two_put(s->state, i, QUEUED | TREE);
    unsigned f = dirs_where(s, i, QUEUED, 0);
    for (unsigned d = 0; d < 4; d++)
        if (f >> d & 1u && list_push(s, i + mz_dstep(s->dw.w, d))) return MAZE_ENOMEM;
    return MAZE_OK;
}

/* Moves random frontier cells to the waiting line, as many as the frontier's
 * size allows, and starts loading the memory they will touch. */
static void pick_ahead(ps_state *s)
{
    size_t want = (s->len + s->waiting) / (16 * AHEAD) ? AHEAD : 1;
    while (s->waiting < want && s->len) {
        size_t k = mz_randbits_below(&s->rb, s->len);
        uint64_t c = s->list[k];
        s->list[k] = s->list[--s->len];
        s->wait[(s->wait_head + s->waiting++) & (AHEAD - 1)] = (uint32_t)c;
        mz_prefetch_cell(s->m, s->state, 5, c);
    }
}

static int ps_piece(ps_state *s, uint64_t start)
{
    int st = enter(s, start);
    for (pick_ahead(s); !st && s->waiting; pick_ahead(s)) {
        uint64_t c = s->wait[s->wait_head];
        s->wait_head = (s->wait_head + 1) & (AHEAD - 1);
        s->waiting--;
        unsigned t = dirs_where(s, c, TREE, TREE); /* not empty: it was queued by one */
        unsigned d = mz_nth_dir(t, mz_randbits_below(&s->rb, (uint64_t)__builtin_popcount(t)));
        st = mz_carve_emit(s->m, s->o, c, (int)d);
        if (!st) st = enter(s, c);
    }
    return st;
}

/* The first cell at or after `from` whose state is 0, or n. */
static uint64_t next_fresh(const ps_state *s, uint64_t from)
{
    for (uint64_t i = from; i < s->m->n; i++) {
        if (!(i & 31) && s->state[i >> 5] == ~0ull) i += 31; /* 32 taken cells at once */
        else if (!mz_two_get(s->state, i)) return i;
    }
    return s->m->n;
}

static int prim_simple_generate(maze *m, maze_rng *rng, const maze_gen_opts *o)
{
    ps_state s = {.m = m, .o = o, .dw = mz_divw_init(m), .state = mz_twos_new(m, m->n)};
    mz_randbits_init(&s.rb, rng);
    int st = s.state ? MAZE_OK : MAZE_ENOMEM;
    mz_hint_huge(s.state, (size_t)(m->n + 31) / 32 * sizeof(uint64_t));
    mz_hint_huge(m->bits, (size_t)(m->n + 31) / 32 * sizeof(uint64_t));
    for (uint64_t i = 0; !st && m->enabled && i < m->n; i++)
        if (!mz_enabled(m, i)) mz_two_put(s.state, i, QUEUED);
    for (uint64_t i = 0; !st && (i = next_fresh(&s, i)) < m->n;) st = ps_piece(&s, i);
    mz_free(&m->alloc, s.state);
    mz_free(&m->alloc, s.list);
    return st;
}

const maze_generator mz_gen_prim_simple = {
    "prim-simple", "simplified Prim (random frontier cell): radial texture, very many short dead ends",
    MAZE_GEN_MASKS, prim_simple_generate, NULL,
};
