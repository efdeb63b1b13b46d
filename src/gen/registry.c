/* registry.c - the one table of generators. Adding a generator means adding
 * its file and one line here. */
#include "gen.h"

static const maze_generator *const table[] = {
    &mz_gen_dfs,
    &mz_gen_bfs,
    &mz_gen_prim,
    &mz_gen_prim_simple,
    &mz_gen_kruskal,
    &mz_gen_wilson,
    &mz_gen_aldous_broder,
    &mz_gen_hunt_and_kill,
    &mz_gen_growing_tree,
    &mz_gen_division,
    &mz_gen_eller,
    &mz_gen_sidewinder,
    &mz_gen_binary_tree,
};

#define COUNT (sizeof table / sizeof table[0])

size_t maze_generator_count(void) { return COUNT; }

const maze_generator *maze_generator_at(size_t i) { return i < COUNT ? table[i] : NULL; }

const maze_generator *maze_generator_find(const char *name)
{
    if (!name) return NULL;
    for (size_t i = 0; i < COUNT; i++)
        if (strcmp(table[i]->name, name) == 0) return table[i];
    return NULL;
}

void maze_gen_opts_init(maze_gen_opts *o)
{
    if (o) memset(o, 0, sizeof *o);
}

int maze_generate(maze **out, const char *name, int32_t width, int32_t height, uint64_t seed,
                  const maze_gen_opts *o, const maze_allocator *alloc)
{
    if (!out || !name) return MAZE_EINVAL;
    *out = NULL;
    const maze_generator *g = maze_generator_find(name);
    if (!g) return MAZE_ENOTFOUND;
    int st = maze_create(out, width, height, alloc);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    maze_gen_opts def;
    maze_gen_opts_init(&def);
    st = g->generate(*out, &rng, o ? o : &def);
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}
