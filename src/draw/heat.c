/* heat.c - the distance heat map layer ("Mazes for Programmers"): a
 * breadth-first pass from the start over the maze's passages (of any
 * topology) or the map's open cells, each distance mapped onto the heat
 * gradient of the palette.
 * Memory: 4 bytes a cell (the queue) while it runs, beside the fill byte. */
#include "draw.h"

/* Open moves out of cell i = (x, y) of a rect maze or a map: bit d for N, E, S, W. */
static unsigned moves(const mz_scene *s, uint64_t i, int32_t x, int32_t y)
{
    if (s->m) return mz_enabled(s->m, i) ? mz_mask(s->m, i, x, y) : 0;
    const maze_map *map = s->map;
    if (!mz_terrain_open(map->terrain[i])) return 0;
    return (unsigned)maze_map_open(map, x, y - 1) * MAZE_N | (unsigned)maze_map_open(map, x + 1, y) * MAZE_E |
           (unsigned)maze_map_open(map, x, y + 1) * MAZE_S | (unsigned)maze_map_open(map, x - 1, y) * MAZE_W;
}

static int off_rect(const mz_scene *s) { return s->m && !mz_is_rect(s->m); }

/* The cells one move from c into nb (MAZE_MAX_SIDES at most); their count.
 * Off rect through the cell calls, whatever the topology. */
static unsigned neighbours(const mz_scene *s, uint64_t c, uint64_t *nb)
{
    unsigned n = 0;
    if (off_rect(s)) {
        uint32_t cell = (uint32_t)c;
        unsigned open = maze_cell_is_enabled(s->m, cell) ? maze_cell_open_sides(s->m, cell) : 0;
        for (; open; open &= open - 1) {
            int64_t j = maze_cell_neighbor(s->m, cell, (unsigned)__builtin_ctz(open));
            if (j >= 0) nb[n++] = (uint64_t)j;
        }
        return n;
    }
    const int64_t step[4] = {-(int64_t)s->w, 1, (int64_t)s->w, -1};
    int32_t x = (int32_t)(c % (uint64_t)s->w), y = (int32_t)(c / (uint64_t)s->w);
    for (unsigned k = moves(s, c, x, y); k; k &= k - 1) nb[n++] = (uint64_t)((int64_t)c + step[__builtin_ctz(k)]);
    return n;
}

static int cell_on(const mz_scene *s, uint64_t i)
{
    if (off_rect(s)) return maze_cell_is_enabled(s->m, (uint32_t)i);
    return s->m ? mz_enabled(s->m, i) : mz_terrain_open(s->map->terrain[i]);
}

/* The heat source: the overlay's start, else the first enabled cell. */
static int heat_source(const mz_scene *s, const maze_overlay *ov, uint64_t *src)
{
    uint64_t n = (uint64_t)s->w * (uint64_t)s->h;
    if (ov->has_start) {
        if (ov->sx < 0 || ov->sy < 0 || ov->sx >= s->w || ov->sy >= s->h) return MAZE_EINVAL;
        *src = (uint64_t)ov->sy * (uint64_t)s->w + (uint64_t)ov->sx;
        return cell_on(s, *src) ? MAZE_OK : MAZE_ENOTFOUND;
    }
    for (*src = 0; *src < n; (*src)++)
        if (cell_on(s, *src)) return MAZE_OK;
    return MAZE_ENOTFOUND;
}

/* Breadth-first pass from src, level by level, with s->fill as the seen
 * mark (nonzero) and `queue` (a cell index each) as the only other memory.
 * With far == 0 it marks cells 1 and returns the largest distance; with
 * the largest distance in far it writes each cell's heat level. */
static uint64_t bfs(mz_scene *s, uint64_t src, uint32_t *queue, uint64_t far)
{
    size_t head = 0, tail = 0, level_end = 1;
    uint64_t d = 0;
    queue[tail++] = (uint32_t)src;
    s->fill[src] = (uint8_t)(far ? MZ_PAL_HEAT0 : 1);
    while (head < tail) {
        if (head == level_end) d++, level_end = tail; /* the next level starts */
        uint64_t c = queue[head++], nb[MAZE_MAX_SIDES];
        uint8_t mark = (uint8_t)(far ? MZ_PAL_HEAT0 + (d + 1) * (uint64_t)(MZ_HEAT_LEVELS - 1) / far : 1);
        for (unsigned k = 0, n = neighbours(s, c, nb); k < n; k++) {
            if (s->fill[nb[k]]) continue;
            s->fill[nb[k]] = mark;
            queue[tail++] = (uint32_t)nb[k];
        }
    }
    return d;
}

/* Two passes (the first finds the largest distance), so that memory is the
 * fill byte and a 4-byte queue entry a cell, not a distance array too. */
int mz_heat_fill(mz_scene *s, const maze_overlay *ov)
{
    uint64_t src, n = (uint64_t)s->w * (uint64_t)s->h;
    int st = heat_source(s, ov, &src);
    if (st == MAZE_ENOTFOUND) return MAZE_OK; /* nothing open: no heat to draw */
    if (st) return st;
    uint32_t *queue = mz_alloc(&s->alloc, (size_t)n * sizeof *queue);
    if (!queue) return MAZE_ENOMEM;
    uint64_t far = bfs(s, src, queue, 0);
    memset(s->fill, MZ_PAL_BG, (size_t)n);
    if (far) bfs(s, src, queue, far);
    else s->fill[src] = MZ_PAL_HEAT0;
    mz_free(&s->alloc, queue);
    return MAZE_OK;
}
