/* registry.c - the topology table (made from list.h), maze_create_shape and
 * the shape of a maze. */
#include "topo.h"

static const mz_topo topos[] = {
#define MZ_TOPO(id) {mz_##id##_info, MZ_TOPO_##id, mz_##id##_setup, mz_##id##_geometry, mz_##id##_extent},
#include "list.h"
#undef MZ_TOPO
};

size_t maze_topology_count(void) { return MZ_TOPO_COUNT; }

const maze_topology *maze_topology_at(size_t i) { return i < MZ_TOPO_COUNT ? &topos[i].info : NULL; }

const maze_topology *maze_topology_find(const char *name)
{
    if (!name) return NULL;
    for (size_t i = 0; i < MZ_TOPO_COUNT; i++)
        if (strcmp(topos[i].info.name, name) == 0) return &topos[i].info;
    return NULL;
}

const mz_topo *mz_topo_of(const maze *m) { return m->topo ? m->topo : &topos[MZ_TOPO_rect]; }

const maze_topology *maze_topology_of(const maze *m) { return m ? &mz_topo_of(m)->info : NULL; }

/* Checks the size parameters of s against what topology t reads. */
static int check_params(const mz_topo *t, const maze_shape *s)
{
    static const unsigned bit[4] = {MAZE_TOPO_WIDTH, MAZE_TOPO_HEIGHT, MAZE_TOPO_LEVELS, MAZE_TOPO_RINGS};
    const int32_t v[4] = {s->width, s->height, s->levels, s->rings};
    int st = MAZE_OK;
    for (int k = 0; k < 4; k++) {
        if (!(t->info.flags & bit[k]) && v[k]) return MAZE_EINVAL;
        if ((t->info.flags & bit[k]) && v[k] < 1) st = MAZE_ERANGE;
    }
    return st;
}

int maze_create_shape(maze **out, const maze_shape *s, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!s) return MAZE_EINVAL;
    const maze_topology *info = maze_topology_find(s->topology ? s->topology : "rect");
    if (!info) return MAZE_ENOTFOUND;
    const mz_topo *t = (const mz_topo *)(const void *)info;
    int st = check_params(t, s);
    if (st) return st;
    if (t->kind == MZ_TOPO_rect) return maze_create(out, s->width, s->height, alloc);
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze *m = mz_alloc(&a, sizeof *m);
    if (!m) return MAZE_ENOMEM;
    memset(m, 0, sizeof *m);
    m->alloc = a;
    m->topo = t;
    st = t->setup(m, s);
    if (!st && !(m->sides = mz_calloc(&a, (size_t)m->n, 1))) st = MAZE_ENOMEM;
    if (st) {
        maze_destroy(m);
        return st;
    }
    *out = m;
    return MAZE_OK;
}

int mz_shape_count(const maze_shape *s, uint64_t *n)
{
    const maze_topology *info = maze_topology_find(s->topology ? s->topology : "rect");
    if (!info) return MAZE_ENOTFOUND;
    const mz_topo *t = (const mz_topo *)(const void *)info;
    int st = check_params(t, s);
    if (st) return st;
    if (t->kind == MZ_TOPO_rect) {
        st = mz_check_size(s->width, s->height, 0);
        *n = (uint64_t)s->width * (uint64_t)s->height;
        return st;
    }
    maze m;
    memset(&m, 0, sizeof m);
    mz_alloc_init(&m.alloc, NULL);
    st = t->setup(&m, s); /* its tables are small: a polar maze's are 4 bytes a ring */
    mz_free(&m.alloc, m.aux);
    *n = m.n;
    return st;
}

int maze_shape_cells(const maze_shape *s, uint64_t *cells)
{
    if (cells) *cells = 0;
    if (!s || !cells) return MAZE_EINVAL;
    uint64_t n = 0;
    int st = mz_shape_count(s, &n);
    if (st == MAZE_ENOMEM) st = MAZE_OK; /* polar's table, made after its count: the count stands */
    if (!st) *cells = n;
    return st;
}

int maze_shape_get(const maze *m, maze_shape *out)
{
    if (out) memset(out, 0, sizeof *out);
    if (!m || !out) return MAZE_EINVAL;
    const mz_topo *t = mz_topo_of(m);
    unsigned f = t->info.flags;
    out->topology = t->info.name;
    out->width = (f & MAZE_TOPO_WIDTH) ? m->w : 0;
    out->height = (f & MAZE_TOPO_HEIGHT) ? m->h : 0;
    out->levels = (f & MAZE_TOPO_LEVELS) ? m->levels : 0;
    out->rings = (f & MAZE_TOPO_RINGS) ? m->rings : 0;
    return MAZE_OK;
}

int maze_extent(const maze *m, double *width, double *height)
{
    if (width) *width = 0;
    if (height) *height = 0;
    if (!m || !width || !height) return MAZE_EINVAL;
    mz_topo_of(m)->extent(m, width, height);
    return MAZE_OK;
}
