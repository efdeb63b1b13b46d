/* registry.c - the table of generators (made from list.h) and the public
 * calls that reach a generator through its descriptor. */
#include "gen.h"

static const mz_generator *const table[] = {
#define MZ_GEN(id) &mz_gen_##id,
#include "list.h"
#undef MZ_GEN
};

#define COUNT (sizeof table / sizeof table[0])

size_t maze_generator_count(void) { return COUNT; }

const maze_generator *maze_generator_at(size_t i) { return i < COUNT ? &table[i]->info : NULL; }

const maze_generator *maze_generator_find(const char *name)
{
    if (!name) return NULL;
    for (size_t i = 0; i < COUNT; i++)
        if (strcmp(table[i]->info.name, name) == 0) return &table[i]->info;
    return NULL;
}

/* The descriptor behind a table entry; NULL for a pointer from elsewhere. */
static const mz_generator *entry(const maze_generator *g)
{
    for (size_t i = 0; i < COUNT; i++)
        if (&table[i]->info == g) return table[i];
    return NULL;
}

void maze_gen_opts_init(maze_gen_opts *o)
{
    if (o) memset(o, 0, sizeof *o);
}

static const maze_gen_opts gen_defaults; /* what maze_gen_opts_init sets (all zero) */

int maze_generator_fits(const maze_generator *g, const maze_topology *t)
{
    const mz_generator *e = entry(g);
    if (!e || !t || maze_topology_find(t->name) != t) return 0;
    return strcmp(t->name, "rect") == 0 || (e->info.flags & MAZE_GEN_TOPOLOGIES) != 0;
}

int maze_generate_into(maze *m, const maze_generator *g, maze_rng *rng, const maze_gen_opts *o)
{
    const mz_generator *e = entry(g);
    if (!m || !e || !rng) return MAZE_EINVAL;
    if (!mz_is_rect(m) && (!(e->info.flags & MAZE_GEN_TOPOLOGIES) || !e->on)) return MAZE_EUNSUPPORTED;
    /* Generators carve into closed walls (dfs and prim on cells store a new
     * cell's byte whole, the others open sides one at a time): a maze that
     * held one before is closed first, or its old passages would stay. */
    maze_clear(m);
    if (mz_is_rect(m)) return e->generate(m, rng, o ? o : &gen_defaults);
    return e->on[mz_topo_of(m)->kind](m, rng, o ? o : &gen_defaults);
}

int maze_generate_rows(const maze_generator *g, int32_t width, int64_t height, maze_rng *rng,
                       const maze_gen_opts *o, maze_row_fn emit, void *ud, const maze_allocator *alloc)
{
    const mz_generator *e = entry(g);
    if (!e || !rng || !emit) return MAZE_EINVAL;
    if (!e->rows) return MAZE_EUNSUPPORTED;
    return e->rows(width, height, rng, o ? o : &gen_defaults, emit, ud, alloc);
}

int maze_generate(maze **out, const char *name, int32_t width, int32_t height, uint64_t seed,
                  const maze_gen_opts *o, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!name) return MAZE_EINVAL;
    const maze_generator *g = maze_generator_find(name);
    if (!g) return MAZE_ENOTFOUND;
    int st = maze_create(out, width, height, alloc);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    st = maze_generate_into(*out, g, &rng, o);
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}
