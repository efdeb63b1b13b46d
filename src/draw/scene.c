/* scene.c - what every picture writer needs before the first byte: checked
 * options, image geometry, the palette, and the per-cell layers (path,
 * markers, expanded cells, heat) resolved into one byte a cell. */
#include "draw.h"

static int check_opts(const maze_draw_opts *o, int is_map)
{
    if (o->cell < 1 || o->cell > 1024 || o->margin < 0 || o->margin > 4096) return MAZE_EINVAL;
    if (!is_map && (o->wall < 1 || o->wall >= o->cell)) return MAZE_EINVAL;
    const uint32_t c[] = {o->background, o->wall_color, o->path_color, o->start_color, o->goal_color,
                          o->expanded_color, o->outline_color, o->heat_near, o->heat_far};
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++)
        if (c[i] > 0xffffffu) return MAZE_EINVAL;
    return MAZE_OK;
}

/* Heat level k of the gradient, channel by channel, rounded. */
static uint32_t heat_color(uint32_t near, uint32_t far, int k)
{
    uint32_t r = 0;
    for (int sh = 16; sh >= 0; sh -= 8) {
        int a = (int)(near >> sh & 255), b = (int)(far >> sh & 255);
        int v = a + ((b - a) * k * 2 + (MZ_HEAT_LEVELS - 1)) / (2 * (MZ_HEAT_LEVELS - 1));
        if (b < a) v = a - ((a - b) * k * 2 + (MZ_HEAT_LEVELS - 1)) / (2 * (MZ_HEAT_LEVELS - 1));
        r |= (uint32_t)v << sh;
    }
    return r;
}

static void set_palette(mz_scene *s, const maze_draw_opts *o)
{
    s->pal[MZ_PAL_BG] = o->background;
    s->pal[MZ_PAL_WALL] = o->wall_color;
    s->pal[MZ_PAL_PATH] = o->path_color;
    s->pal[MZ_PAL_START] = o->start_color;
    s->pal[MZ_PAL_GOAL] = o->goal_color;
    s->pal[MZ_PAL_EXPANDED] = o->expanded_color;
    s->pal[MZ_PAL_OUTLINE] = o->outline_color;
    for (int k = 0; k < MZ_HEAT_LEVELS; k++) s->pal[MZ_PAL_HEAT0 + k] = heat_color(o->heat_near, o->heat_far, k);
    s->npal = (s->layers & MAZE_LAYER_HEAT) ? MZ_PAL_MAX : MZ_PAL_HEAT0;
}

/* Path band and marker square inside the interior; maps fill whole cells. */
static void set_bands(mz_scene *s)
{
    int32_t in = s->cell - s->wall;
    if (!s->wall) {
        s->band_lo = s->mark_lo = 0;
        s->band_hi = s->mark_hi = in;
        return;
    }
    int32_t pw = in / 3 > 0 ? in / 3 : 1, mw = in * 3 / 5 > 0 ? in * 3 / 5 : 1;
    s->band_lo = (in - pw) / 2;
    s->band_hi = s->band_lo + pw;
    s->mark_lo = (in - mw) / 2;
    s->mark_hi = s->mark_lo + mw;
}

int mz_scene_geometry(mz_scene *s, int32_t w, int32_t h, int is_map, const maze_draw_opts *o)
{
    maze_draw_opts def;
    if (!o) {
        maze_draw_opts_init(&def);
        o = &def;
    }
    memset(s, 0, sizeof *s);
    if (w < 1 || h < 1) return MAZE_ERANGE;
    int st = check_opts(o, is_map);
    if (st) return st;
    s->w = w;
    s->h = h;
    s->cell = o->cell;
    s->wall = is_map ? 0 : o->wall;
    s->margin = o->margin;
    s->pw = 2 * (int64_t)o->margin + (int64_t)w * o->cell + s->wall;
    s->ph = 2 * (int64_t)o->margin + (int64_t)h * o->cell + s->wall;
    if (s->pw > MAZE_DRAW_MAX_SIDE || s->ph > MAZE_DRAW_MAX_SIDE) return MAZE_ETOOBIG;
    s->layers = o->layers;
    set_palette(s, o);
    set_bands(s);
    return MAZE_OK;
}

static int check_point(const mz_scene *s, int32_t x, int32_t y)
{
    return x >= 0 && y >= 0 && x < s->w && y < s->h ? MAZE_OK : MAZE_EINVAL;
}

/* Marks path cells and the links between consecutive orthogonal ones. */
static int mark_path(mz_scene *s, const maze_overlay *ov)
{
    uint64_t n = (uint64_t)s->w * (uint64_t)s->h, w = (uint64_t)s->w;
    for (size_t k = 0; k < ov->path_length; k++)
        if (ov->path[k] >= n) return MAZE_EINVAL;
    for (size_t k = 0; k < ov->path_length; k++) {
        uint64_t a = ov->path[k];
        s->flags[a] |= MZ_RC_PATH;
        if (k + 1 == ov->path_length) break;
        uint64_t b = ov->path[k + 1], lo = a < b ? a : b, hi = a < b ? b : a;
        if (hi == lo + 1 && hi % w != 0) s->flags[lo] |= MZ_RC_LINK_E;
        else if (hi == lo + w) s->flags[lo] |= MZ_RC_LINK_S;
    }
    return MAZE_OK;
}

static int mark_points(mz_scene *s, const maze_overlay *ov)
{
    uint64_t w = (uint64_t)s->w;
    if (ov->has_start) {
        if (check_point(s, ov->sx, ov->sy)) return MAZE_EINVAL;
        s->flags[(uint64_t)ov->sy * w + (uint64_t)ov->sx] |= MZ_RC_START;
    }
    if (ov->has_goal) {
        if (check_point(s, ov->gx, ov->gy)) return MAZE_EINVAL;
        s->flags[(uint64_t)ov->gy * w + (uint64_t)ov->gx] |= MZ_RC_GOAL;
    }
    return MAZE_OK;
}

static int build_flags(mz_scene *s, const maze_overlay *ov)
{
    int path = (s->layers & MAZE_LAYER_PATH) && ov->path && ov->path_length;
    if (path && (s->layers & MAZE_LAYER_LINES)) { /* drawn as lines, not cells (path_lines.c) */
        uint64_t n = (uint64_t)s->w * (uint64_t)s->h;
        for (size_t k = 0; k < ov->path_length; k++)
            if (ov->path[k] >= n) return MAZE_EINVAL;
        s->line = ov->path;
        s->line_n = ov->path_length;
        path = 0;
    }
    int marks = (s->layers & MAZE_LAYER_MARKERS) && (ov->has_start || ov->has_goal);
    if (!path && !marks) return MAZE_OK;
    s->flags = mz_calloc(&s->alloc, (size_t)s->w * (size_t)s->h, 1);
    if (!s->flags) return MAZE_ENOMEM;
    int st = path ? mark_path(s, ov) : MAZE_OK;
    return st ? st : marks ? mark_points(s, ov) : MAZE_OK;
}

static int build_fill(mz_scene *s, const maze_draw_opts *o, const maze_overlay *ov)
{
    int exp = (s->layers & MAZE_LAYER_EXPANDED) && o && o->expanded;
    if (!exp && !(s->layers & MAZE_LAYER_HEAT)) return MAZE_OK;
    size_t n = (size_t)s->w * (size_t)s->h;
    s->fill = mz_calloc(&s->alloc, n, 1);
    if (!s->fill) return MAZE_ENOMEM;
    if (s->layers & MAZE_LAYER_HEAT) {
        int st = mz_heat_fill(s, ov);
        if (st) return st;
    }
    if (exp)
        for (size_t i = 0; i < n; i++)
            if (o->expanded[i]) s->fill[i] = MZ_PAL_EXPANDED;
    return MAZE_OK;
}

/* Off rect an opening is the first side of the start's (the goal's) cell on
 * the outline that is drawn as a line, gaps.side holding that side + 1 (a
 * mark, 3d's way up or weave's jump, opens no wall); a goal in the start's
 * cell gets none, as on rect where a second would take a corner's wall. */
static void plan_cell_gaps(mz_scene *s, const maze_overlay *ov)
{
    const int has[2] = {ov->has_start, ov->has_goal};
    const int32_t c[2] = {ov->sx, ov->gx}, y[2] = {ov->sy, ov->gy};
    for (int j = 0; j < 2; j++) {
        if (!has[j] || c[j] < 0 || c[j] >= s->w || y[j] != 0 || (j && has[0] && c[0] == c[1])) continue;
        maze_cell_geom g;
        if (maze_cell_geometry(s->m, (uint32_t)c[j], &g)) continue;
        for (unsigned k = 0; k < g.sides; k++)
            if (maze_cell_neighbor(s->m, (uint32_t)c[j], k) < 0 && g.edge[k].kind != MAZE_EDGE_MARK) {
                s->gaps.x[j] = c[j];
                s->gaps.side[j] = k + 1;
                break;
            }
    }
}

int mz_scene_init(mz_scene *s, const maze *m, const maze_map *map, const maze_draw_opts *o,
                  const maze_overlay *ov)
{
    int32_t w = m ? m->w : map->w, h = m ? m->h : map->h;
    int rect = !m || mz_is_rect(m);
    if (!rect) { /* cells in a row, (cell, 0) as the overlay and step events give them */
        uint64_t n = maze_cell_total(m);
        if (n > INT32_MAX) return MAZE_ETOOBIG;
        w = (int32_t)n;
        h = 1;
    }
    int st = mz_scene_geometry(s, w, h, m == NULL, o);
    if (st) return st;
    s->m = m;
    s->map = map;
    s->alloc = m ? m->alloc : map->alloc;
    maze_overlay none;
    memset(&none, 0, sizeof none);
    if (!ov) ov = &none;
    if (m && (s->layers & MAZE_LAYER_GAPS)) {
        if (rect) mz_gaps_plan(&s->gaps, ov, 1, w, h);
        else plan_cell_gaps(s, ov);
    }
    st = build_flags(s, ov);
    if (!st) st = build_fill(s, o, ov);
    if (st) mz_scene_free(s);
    return st;
}

void mz_scene_free(mz_scene *s)
{
    mz_free(&s->alloc, s->flags);
    mz_free(&s->alloc, s->fill);
    s->flags = s->fill = NULL;
}

void mz_scene_row(const mz_scene *s, int32_t y, uint8_t *cb, uint8_t *fi)
{
    uint64_t i = (uint64_t)y * (uint64_t)s->w;
    for (int32_t x = 0; x < s->w; x++, i++) {
        unsigned b = 0;
        uint8_t f = s->fill ? s->fill[i] : MZ_PAL_BG;
        if (s->m) {
            if (mz_enabled(s->m, i)) b = MZ_RC_ON | mz_east_south(s->m, i); /* the east-south bits are MZ_RC_E|MZ_RC_S */
            else f = MZ_PAL_BG;
        } else if (mz_terrain_open(s->map->terrain[i])) {
            b = MZ_RC_ON;
        } else {
            f = MZ_PAL_WALL;
        }
        if (s->flags) b |= s->flags[i];
        cb[x] = (uint8_t)b;
        fi[x] = f;
    }
}
