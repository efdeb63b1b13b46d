/* map.c - the block map object: one terrain character per cell (so maps are
 * written back as read) and an optional cost layer for weighted search; and
 * the wall mazes a map stands for (its block grid's, or its open cells'). */
#include "internal.h"

#include <math.h>

int maze_map_create(maze_map **out, int32_t width, int32_t height, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    int st = mz_check_size(width, height, 0);
    if (st) return st;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_map *map = mz_alloc(&a, sizeof *map);
    if (!map) return MAZE_ENOMEM;
    map->alloc = a;
    map->w = width;
    map->h = height;
    map->n = (uint64_t)width * (uint64_t)height;
    map->cost = NULL;
    map->terrain = mz_alloc(&a, (size_t)map->n);
    if (!map->terrain) {
        mz_free(&a, map);
        return MAZE_ENOMEM;
    }
    memset(map->terrain, '.', (size_t)map->n);
    *out = map;
    return MAZE_OK;
}

void maze_map_destroy(maze_map *map)
{
    if (!map) return;
    maze_allocator a = map->alloc;
    mz_free(&a, map->terrain);
    mz_free(&a, map->cost);
    mz_free(&a, map);
}

int32_t maze_map_width(const maze_map *map) { return map ? map->w : 0; }
int32_t maze_map_height(const maze_map *map) { return map ? map->h : 0; }

static bool in_range(const maze_map *map, int32_t x, int32_t y)
{
    return map && x >= 0 && y >= 0 && x < map->w && y < map->h;
}

static uint64_t idx(const maze_map *map, int32_t x, int32_t y)
{
    return (uint64_t)y * (uint64_t)map->w + (uint64_t)x;
}

int maze_map_open(const maze_map *map, int32_t x, int32_t y)
{
    return in_range(map, x, y) && mz_terrain_open(map->terrain[idx(map, x, y)]);
}

char maze_map_terrain(const maze_map *map, int32_t x, int32_t y)
{
    return in_range(map, x, y) ? map->terrain[idx(map, x, y)] : 0;
}

int maze_map_set(maze_map *map, int32_t x, int32_t y, char terrain)
{
    if (!map) return MAZE_EINVAL;
    if (!in_range(map, x, y)) return MAZE_ERANGE;
    if (!terrain || !strchr(".GS @OTW#*", terrain)) return MAZE_EINVAL;
    map->terrain[idx(map, x, y)] = terrain;
    return MAZE_OK;
}

int maze_map_set_cost(maze_map *map, int32_t x, int32_t y, double cost)
{
    if (!map) return MAZE_EINVAL;
    if (!in_range(map, x, y)) return MAZE_ERANGE;
    if (!isfinite(cost) || cost < 1.0 || cost > 1e30) return MAZE_EINVAL;
    if (!map->cost) {
        map->cost = mz_alloc(&map->alloc, (size_t)map->n * sizeof(float));
        if (!map->cost) return MAZE_ENOMEM;
        for (uint64_t i = 0; i < map->n; i++) map->cost[i] = 1.0f;
    }
    map->cost[idx(map, x, y)] = (float)cost;
    return MAZE_OK;
}

double maze_map_cost(const maze_map *map, int32_t x, int32_t y)
{
    if (!in_range(map, x, y) || !map->cost) return 1.0;
    return map->cost[idx(map, x, y)];
}

int maze_map_has_costs(const maze_map *map) { return map && map->cost != NULL; }

int maze_map_from_open(maze_map **out, int32_t width, int32_t height, const uint8_t *open,
                       const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!open) return MAZE_EINVAL;
    int st = maze_map_create(out, width, height, alloc);
    if (st) return st;
    /* restrict and a branch-free select: one vectorised pass over the cells */
    char *restrict t = (*out)->terrain;
    const uint8_t *restrict o = open;
    for (uint64_t i = 0, n = (*out)->n; i < n; i++) t[i] = (char)('@' + (o[i] != 0) * ('.' - '@'));
    return MAZE_OK;
}

void maze_map_to_open(const maze_map *map, uint8_t *out)
{
    if (!map || !out) return;
    const char *restrict t = map->terrain;
    uint8_t *restrict o = out;
    for (uint64_t i = 0, n = map->n; i < n; i++) o[i] = mz_terrain_open(t[i]);
}

/* Every value first, so a bad one leaves the map as it was. */
int maze_map_set_costs(maze_map *map, const double *costs)
{
    if (!map || !costs) return MAZE_EINVAL;
    for (uint64_t i = 0; i < map->n; i++)
        if (!isfinite(costs[i]) || costs[i] < 1.0 || costs[i] > 1e30) return MAZE_EINVAL;
    if (!map->cost) {
        map->cost = mz_alloc(&map->alloc, (size_t)map->n * sizeof(float));
        if (!map->cost) return MAZE_ENOMEM;
    }
    for (uint64_t i = 0; i < map->n; i++) map->cost[i] = (float)costs[i];
    return MAZE_OK;
}

void maze_map_get_costs(const maze_map *map, double *out)
{
    if (!map || !out) return;
    for (uint64_t i = 0; i < map->n; i++) out[i] = map->cost ? (double)map->cost[i] : 1.0;
}

int maze_map_from_maze(maze_map **out, const maze *m, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!m) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED; /* rect's block grid */
    int32_t bw = m->w * 2 + 1, bh = m->h * 2 + 1;
    if ((int64_t)m->w * 2 + 1 > INT32_MAX || (int64_t)m->h * 2 + 1 > INT32_MAX) return MAZE_ETOOBIG;
    int st = mz_check_size(bw, bh, 0);
    if (st) return st;
    uint8_t *blocks = mz_alloc(alloc, (size_t)bw * (size_t)bh);
    if (!blocks) return MAZE_ENOMEM;
    st = maze_map_create(out, bw, bh, alloc);
    if (!st) {
        maze_to_blocks(m, blocks);
        for (uint64_t i = 0; i < (*out)->n; i++) (*out)->terrain[i] = blocks[i] ? '.' : '@';
    }
    mz_free(alloc, blocks);
    return st;
}

int maze_from_map_blocks(maze **out, const maze_map *map, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!map) return MAZE_EINVAL;
    if (!(map->w & 1) || !(map->h & 1) || map->w < 3 || map->h < 3) return MAZE_EFORMAT;
    uint8_t *blocks = mz_alloc(alloc, (size_t)map->n);
    if (!blocks) return MAZE_ENOMEM;
    for (uint64_t i = 0; i < map->n; i++) blocks[i] = mz_terrain_open(map->terrain[i]);
    int st = maze_from_blocks(out, map->w, map->h, blocks, alloc);
    mz_free(alloc, blocks);
    return st;
}

int maze_from_map_cells(maze **out, const maze_map *map, const maze_allocator *alloc)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL; /* NULL on any failure */
    if (!map) return MAZE_EINVAL;
    int st = maze_create(out, map->w, map->h, alloc);
    if (st) return st;
    maze *m = *out;
    const char *t = map->terrain;
    uint64_t i = 0, w = (uint64_t)map->w;
    for (int32_t y = 0; y < map->h && !st; y++)
        for (int32_t x = 0; x < map->w && !st; x++, i++) {
            if (!mz_terrain_open(t[i])) {
                st = maze_set_cell_enabled(m, x, y, 0);
                continue;
            }
            unsigned passages = 0;
            if (x + 1 < map->w && mz_terrain_open(t[i + 1])) passages |= MZ_E;
            if (y + 1 < map->h && mz_terrain_open(t[i + w])) passages |= MZ_S;
            mz_east_south_or(m, i, passages);
        }
    if (st) {
        maze_destroy(m);
        *out = NULL;
    }
    return st;
}
