/* write.c - the writing side shared by every format: the row writer (which
 * also draws whole mazes, so each format has one drawing routine), the
 * openings in the outer wall, and the overlay's per-cell marks. */
#include "io.h"

#include "../core/bits.h"

int mz_row_writer_create(maze_row_writer **out, const mz_format *f, int32_t width, int64_t height,
                         maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    return mz_row_writer_open(out, f, width, height, NULL, write, ctx, alloc);
}

int mz_row_writer_open(maze_row_writer **out, const mz_format *f, int32_t width, int64_t height, const void *arg,
                       maze_write_fn write, void *ctx, const maze_allocator *alloc)
{
    *out = NULL;
    if (width < 1 || height < 1) return MAZE_ERANGE;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_row_writer *w = mz_calloc(&a, 1, sizeof *w);
    if (!w) return MAZE_ENOMEM;
    w->alloc = a;
    w->fmt = f;
    w->w = width;
    w->h = height;
    w->arg = arg;
    mz_gaps_plan(&w->gaps, NULL, 0, width, height);
    mz_out_init(&w->out, write, ctx);
    w->prev_open = mz_calloc(&a, (size_t)width, 1);
    w->prev_marks = mz_calloc(&a, (size_t)width, 1);
    w->cur_open = mz_calloc(&a, (size_t)width, 1);
    if (!w->prev_open || !w->prev_marks || !w->cur_open) {
        maze_row_writer_destroy(w);
        return MAZE_ENOMEM;
    }
    int st = f->rows->begin ? f->rows->begin(w) : MAZE_OK;
    if (st) {
        maze_row_writer_destroy(w);
        return st;
    }
    *out = w;
    return MAZE_OK;
}

int mz_row_writer_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    if (!w || !open) return MAZE_EINVAL;
    if (w->status) return w->status;
    if (w->finished || y != w->next_y || y >= w->h) return MAZE_EINVAL;
    /* Openings off the grid would draw a gap in the border: drop them. */
    uint8_t last_row = y == w->h - 1;
    for (int32_t x = 0; x < w->w; x++)
        w->cur_open[x] = (uint8_t)(open[x] & (MAZE_E | (last_row ? 0 : MAZE_S)));
    w->cur_open[w->w - 1] &= (uint8_t)~MAZE_E;
    int st = w->fmt->rows->row(w, y, w->cur_open, marks);
    if (st) return w->status = st;
    memcpy(w->prev_open, w->cur_open, (size_t)w->w);
    if (marks) memcpy(w->prev_marks, marks, (size_t)w->w);
    else memset(w->prev_marks, 0, (size_t)w->w);
    w->has_prev = 1;
    w->next_y++;
    return MAZE_OK;
}

int maze_row_writer_row(maze_row_writer *w, int64_t y, const uint8_t *open)
{
    return mz_row_writer_row(w, y, open, NULL);
}

int maze_row_writer_finish(maze_row_writer *w)
{
    if (!w) return MAZE_EINVAL;
    if (w->status) return w->status;
    if (w->finished || w->next_y != w->h) return MAZE_EINVAL;
    w->finished = 1;
    int st = w->fmt->rows->finish ? w->fmt->rows->finish(w) : MAZE_OK;
    if (!st) st = mz_out_flush(&w->out);
    return w->status = st;
}

void maze_row_writer_destroy(maze_row_writer *w)
{
    if (!w) return;
    if (w->fmt->rows->destroy) w->fmt->rows->destroy(w);
    maze_allocator a = w->alloc;
    mz_free(&a, w->prev_open);
    mz_free(&a, w->prev_marks);
    mz_free(&a, w->cur_open);
    mz_free(&a, w);
}

/* ---- whole mazes through the row writer ---- */

/* Path membership and links, one bit a cell each, for a maze overlay. */
typedef struct {
    uint64_t *on, *link_e, *link_s;
} path_bits;

static void path_bits_free(const maze *m, path_bits *p)
{
    mz_free(&m->alloc, p->on);
    mz_free(&m->alloc, p->link_e);
    mz_free(&m->alloc, p->link_s);
}

static int path_bits_fill(const maze *m, const maze_overlay *ov, path_bits *p)
{
    memset(p, 0, sizeof *p);
    if (!ov || !ov->path || !ov->path_length) return MAZE_OK;
    size_t words = (size_t)((m->n + 63) / 64);
    p->on = mz_calloc(&m->alloc, words, 8);
    p->link_e = mz_calloc(&m->alloc, words, 8);
    p->link_s = mz_calloc(&m->alloc, words, 8);
    if (!p->on || !p->link_e || !p->link_s) {
        path_bits_free(m, p);
        return MAZE_ENOMEM;
    }
    for (size_t k = 0; k < ov->path_length; k++) {
        uint64_t c = ov->path[k];
        if (c >= m->n) {
            path_bits_free(m, p);
            return MAZE_ERANGE;
        }
        mz_bit_set(p->on, c);
        if (k == 0) continue;
        uint64_t b = ov->path[k - 1], lo = b < c ? b : c, hi = b < c ? c : b;
        if (hi == lo + 1 && hi % (uint64_t)m->w != 0) mz_bit_set(p->link_e, lo);
        else if (hi == lo + (uint64_t)m->w) mz_bit_set(p->link_s, lo);
    }
    return MAZE_OK;
}

/* Fills one row's openings and marks. */
static void maze_row(const maze *m, const maze_overlay *ov, const path_bits *p, int32_t y, uint8_t *open,
                     uint8_t *marks)
{
    uint64_t i = (uint64_t)y * (uint64_t)m->w;
    for (int32_t x = 0; x < m->w; x++, i++) {
        unsigned passages = mz_east_south(m, i), k = 0;
        open[x] = (uint8_t)(((passages & MZ_E) ? MAZE_E : 0) | ((passages & MZ_S) ? MAZE_S : 0));
        if (!mz_enabled(m, i)) k |= MZ_MK_OFF;
        if (p->on && mz_bit(p->on, i)) k |= MZ_MK_PATH;
        if (p->on && mz_bit(p->link_e, i)) k |= MZ_MK_LINK_E;
        if (p->on && mz_bit(p->link_s, i)) k |= MZ_MK_LINK_S;
        if (ov && ov->has_start && ov->sx == x && ov->sy == y) k |= MZ_MK_START;
        if (ov && ov->has_goal && ov->gx == x && ov->gy == y) k |= MZ_MK_GOAL;
        marks[x] = (uint8_t)k;
    }
}

/* ---- openings in the outer wall ---- */

/* Whether side d of cell (x, y) is on the outer wall of a w x h maze. */
static int on_wall(unsigned d, int32_t x, int64_t y, int32_t w, int64_t h)
{
    return d == MAZE_N ? y == 0 : d == MAZE_S ? y == h - 1 : d == MAZE_W ? x == 0 : d == MAZE_E && x == w - 1;
}

/* The first side in `pref` that cell (x, y) has on the outer wall; 0 if none. */
static unsigned pick_side(const unsigned pref[4], int32_t x, int64_t y, int32_t w, int64_t h)
{
    for (int i = 0; i < 4; i++)
        if (on_wall(pref[i], x, y, w, h)) return pref[i];
    return 0;
}

/* Where an opening is in a text picture: its line, then its column. */
static uint64_t gap_order(const mz_gaps *g, int k, int32_t w, int64_t h)
{
    uint64_t x = (uint64_t)g->x[k], y = (uint64_t)g->y[k], line, col;
    switch (g->side[k]) {
    case MAZE_N: line = 0, col = 3 * x + 1; break;
    case MAZE_S: line = 2 * (uint64_t)h, col = 3 * x + 1; break;
    case MAZE_W: line = 2 * y + 1, col = 0; break;
    default: line = 2 * y + 1, col = 3 * (uint64_t)w; break;
    }
    return line * (3 * (uint64_t)w + 2) + col;
}

void mz_gaps_plan(mz_gaps *g, const maze_overlay *ov, int on, int32_t w, int64_t h)
{
    static const unsigned start_pref[4] = {MAZE_N, MAZE_S, MAZE_W, MAZE_E};
    static const unsigned goal_pref[4] = {MAZE_S, MAZE_N, MAZE_E, MAZE_W};
    memset(g, 0, sizeof *g);
    g->letters = 1;
    if (!ov || !on) return;
    int in_s = ov->has_start && ov->sx >= 0 && ov->sy >= 0 && ov->sx < w && ov->sy < h;
    int in_g = ov->has_goal && ov->gx >= 0 && ov->gy >= 0 && ov->gx < w && ov->gy < h;
    g->x[0] = ov->sx, g->y[0] = ov->sy, g->x[1] = ov->gx, g->y[1] = ov->gy;
    if (in_s) g->side[0] = pick_side(start_pref, ov->sx, ov->sy, w, h);
    if (in_g) g->side[1] = pick_side(goal_pref, ov->gx, ov->gy, w, h);
    /* A goal in the start's cell opens only the side across from the start's:
     * two openings round a corner would leave that corner without a wall. */
    if (in_s && in_g && ov->sx == ov->gx && ov->sy == ov->gy) {
        unsigned s0 = g->side[0], across = s0 == MAZE_N ? MAZE_S : s0 == MAZE_S ? MAZE_N : s0 == MAZE_W ? MAZE_E
                                                         : s0 == MAZE_E ? MAZE_W : 0;
        g->side[1] = on_wall(across, ov->gx, ov->gy, w, h) ? across : 0;
    }
    /* A reader without letters takes the first opening as the start and the
     * second as the goal: leave the letters out only when that is right. */
    g->letters = !(g->side[0] && (!ov->has_goal || (g->side[1] && gap_order(g, 0, w, h) < gap_order(g, 1, w, h))));
}

int mz_gap_open(const mz_gaps *g, int32_t x, int64_t y, unsigned side)
{
    for (int k = 0; k < 2; k++)
        if (g->side[k] == side && g->x[k] == x && g->y[k] == y) return 1;
    return 0;
}

int mz_write_maze_rows(const maze *m, const mz_format *f, const maze_overlay *ov, int gaps, maze_write_fn write,
                       void *ctx)
{
    path_bits p;
    int st = path_bits_fill(m, ov, &p);
    if (st) return st;
    maze_row_writer *w = NULL;
    uint8_t *buf = mz_alloc(&m->alloc, (size_t)m->w * 2);
    if (!buf) st = MAZE_ENOMEM;
    if (!st) st = mz_row_writer_create(&w, f, m->w, m->h, write, ctx, &m->alloc);
    if (!st) mz_gaps_plan(&w->gaps, ov, gaps, m->w, m->h);
    for (int32_t y = 0; y < m->h && !st; y++) {
        maze_row(m, ov, &p, y, buf, buf + m->w);
        st = mz_row_writer_row(w, y, buf, buf + m->w);
    }
    if (!st) st = maze_row_writer_finish(w);
    maze_row_writer_destroy(w);
    mz_free(&m->alloc, buf);
    path_bits_free(m, &p);
    return st;
}

/* ---- block maps ---- */

void mz_map_marks(const maze_map *map, const maze_overlay *ov, uint8_t *marks, uint8_t *steps)
{
    memset(marks, 0, (size_t)map->n);
    if (steps) memset(steps, 0, (size_t)map->n);
    if (!ov) return;
    for (size_t k = 0; ov->path && k < ov->path_length; k++) {
        if (ov->path[k] >= map->n) continue;
        marks[ov->path[k]] |= MZ_MK_PATH;
        if (steps) steps[ov->path[k]] = (uint8_t)(k < 254 ? k + 1 : 255);
    }
    if (ov->has_start && maze_map_terrain(map, ov->sx, ov->sy))
        marks[(uint64_t)ov->sy * (uint64_t)map->w + (uint64_t)ov->sx] |= MZ_MK_START;
    if (ov->has_goal && maze_map_terrain(map, ov->gx, ov->gy))
        marks[(uint64_t)ov->gy * (uint64_t)map->w + (uint64_t)ov->gx] |= MZ_MK_GOAL;
}

int mz_map_write_glyphs(const maze_map *map, const maze_overlay *ov, const char *const g[5],
                        maze_write_fn write, void *ctx)
{
    uint8_t *marks = mz_alloc(&map->alloc, (size_t)map->n);
    if (!marks) return MAZE_ENOMEM;
    mz_map_marks(map, ov, marks, NULL);
    mz_out out;
    mz_out_init(&out, write, ctx);
    uint64_t i = 0;
    for (int32_t y = 0; y < map->h; y++) {
        for (int32_t x = 0; x < map->w; x++, i++) {
            unsigned k = marks[i];
            int gi = (k & MZ_MK_START) ? 2 : (k & MZ_MK_GOAL) ? 3 : (k & MZ_MK_PATH) ? 4
                   : mz_terrain_open(map->terrain[i]) ? 1 : 0;
            mz_out_str(&out, g[gi]);
        }
        mz_out_char(&out, '\n');
    }
    mz_free(&map->alloc, marks);
    return mz_out_flush(&out);
}
