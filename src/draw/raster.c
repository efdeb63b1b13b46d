/* raster.c - turns row cell bytes into pixel rows of palette indices. A maze
 * row is a wall band (corners and horizontal walls) and an interior (vertical
 * walls, cell fills, path band, markers); identical pixel rows are emitted
 * once with a repeat count, which keeps large images cheap. */
#include "draw.h"

static unsigned cellb(const mz_scene *s, const uint8_t *row, int32_t x)
{
    return row && x >= 0 && x < s->w ? row[x] : 0;
}

static uint8_t fillb(const mz_scene *s, const uint8_t *fi, int32_t x)
{
    return fi && x >= 0 && x < s->w ? fi[x] : MZ_PAL_BG;
}

/* Horizontal segment above cell x of the current row. */
static int hseg(const mz_scene *s, const uint8_t *pcb, const uint8_t *ccb, int32_t x)
{
    if (x < 0 || x >= s->w) return 0;
    if ((!pcb && mz_scene_gap(s, x, 0, MAZE_N)) || (!ccb && mz_scene_gap(s, x, s->h - 1, MAZE_S))) return 0;
    unsigned a = cellb(s, pcb, x);
    return mz_seg(s, a, cellb(s, ccb, x), (a & MZ_RC_S) != 0);
}

/* Vertical segment west of cell x in row y (cells cb). */
static int vseg(const mz_scene *s, const uint8_t *cb, int32_t x, int32_t y)
{
    if ((x == 0 && mz_scene_gap(s, 0, y, MAZE_W)) || (x == s->w && mz_scene_gap(s, x - 1, y, MAZE_E))) return 0;
    unsigned a = cellb(s, cb, x - 1);
    return mz_seg(s, a, cellb(s, cb, x), (a & MZ_RC_E) != 0);
}

static uint8_t seg_color(int seg) { return seg == 2 ? MZ_PAL_OUTLINE : MZ_PAL_WALL; }

static void fill_span(uint8_t *px, int64_t from, int64_t len, uint8_t c)
{
    if (len > 0) memset(px + from, c, (size_t)len);
}

static int64_t cell_x(const mz_scene *s, int32_t x) { return s->margin + (int64_t)x * s->cell; }

/* One pixel row of the wall band above maze row y. */
static void wall_band(const mz_scene *s, int32_t y, const uint8_t *pcb, const uint8_t *pfi, const uint8_t *ccb,
                      uint8_t *px)
{
    int32_t in = s->cell - s->wall;
    fill_span(px, 0, s->pw, MZ_PAL_BG);
    int west = 0;
    for (int32_t x = 0; x <= s->w; x++) {
        int64_t base = cell_x(s, x);
        int east = hseg(s, pcb, ccb, x);
        int c = west > east ? west : east, v1 = vseg(s, pcb, x, y - 1), v2 = vseg(s, ccb, x, y);
        c = c > v1 ? c : v1;
        c = c > v2 ? c : v2;
        if (c) fill_span(px, base, s->wall, seg_color(c));
        west = east;
        if (x == s->w) break;
        if (east) {
            fill_span(px, base + s->wall, in, seg_color(east));
            continue;
        }
        fill_span(px, base + s->wall, in, fillb(s, pfi, x));
        if (cellb(s, pcb, x) & MZ_RC_LINK_S)
            fill_span(px, base + s->wall + s->band_lo, s->band_hi - s->band_lo, MZ_PAL_PATH);
    }
}

/* The path band and marker square of cell x at interior row v. */
static void cell_marks(const mz_scene *s, const uint8_t *pcb, const uint8_t *ccb, int32_t x, int32_t v,
                       uint8_t *px)
{
    unsigned c = ccb[x];
    int64_t at = cell_x(s, x) + s->wall;
    int32_t lo = s->band_lo, hi = s->band_hi, in = s->cell - s->wall;
    if (c & MZ_RC_PATH) {
        if (v >= lo && v < hi) {
            int32_t from = (cellb(s, ccb, x - 1) & MZ_RC_LINK_E) ? 0 : lo;
            int32_t to = (c & MZ_RC_LINK_E) ? in : hi;
            fill_span(px, at + from, to - from, MZ_PAL_PATH);
        } else if ((v < lo && (cellb(s, pcb, x) & MZ_RC_LINK_S)) || (v >= hi && (c & MZ_RC_LINK_S))) {
            fill_span(px, at + lo, hi - lo, MZ_PAL_PATH);
        }
    }
    if ((c & (MZ_RC_START | MZ_RC_GOAL)) && v >= s->mark_lo && v < s->mark_hi)
        fill_span(px, at + s->mark_lo, s->mark_hi - s->mark_lo, (c & MZ_RC_START) ? MZ_PAL_START : MZ_PAL_GOAL);
}

/* One pixel row of the interior of maze row y, v pixels below its top. */
static void interior(const mz_scene *s, int32_t y, const uint8_t *pcb, const uint8_t *ccb, const uint8_t *cfi,
                     int32_t v, uint8_t *px)
{
    int32_t in = s->cell - s->wall;
    int band = v >= s->band_lo && v < s->band_hi;
    fill_span(px, 0, s->pw, MZ_PAL_BG);
    for (int32_t x = 0; x <= s->w; x++) {
        int64_t base = cell_x(s, x);
        int seg = s->wall ? vseg(s, ccb, x, y) : 0;
        if (seg) fill_span(px, base, s->wall, seg_color(seg));
        else if (band && (cellb(s, ccb, x - 1) & MZ_RC_LINK_E)) fill_span(px, base, s->wall, MZ_PAL_PATH);
        else fill_span(px, base, s->wall, fillb(s, cfi, x - 1));
        if (x == s->w) break;
        fill_span(px, base + s->wall, in, cfi[x]);
        if (ccb[x] & (MZ_RC_PATH | MZ_RC_START | MZ_RC_GOAL)) cell_marks(s, pcb, ccb, x, v, px);
    }
}

/* Which interior rows look alike: the same side of both band edges and of
 * the marker square. */
static int row_key(const mz_scene *s, int32_t v)
{
    return (v < s->band_lo) | (v < s->band_hi) << 1 | (v >= s->mark_lo && v < s->mark_hi) << 2;
}

static int row_has_marks(const mz_scene *s, const uint8_t *cb)
{
    for (int32_t x = 0; x < s->w; x++)
        if (cb[x] & (MZ_RC_PATH | MZ_RC_START | MZ_RC_GOAL)) return 1;
    return 0;
}

int mz_raster_maze_row(const mz_scene *s, int32_t y, const uint8_t *pcb, const uint8_t *pfi, const uint8_t *ccb,
                       const uint8_t *cfi, uint8_t *px, mz_emit_fn emit, void *ud)
{
    int st = MAZE_OK;
    if (s->wall) {
        wall_band(s, y, pcb, pfi, ccb, px);
        st = emit(ud, px, s->wall);
    }
    if (st || y == s->h) return st;
    int32_t in = s->cell - s->wall, v0 = 0;
    if (!row_has_marks(s, ccb)) { /* no path band or marker: every interior pixel row is alike */
        interior(s, y, pcb, ccb, cfi, 0, px);
        return emit(ud, px, in);
    }
    for (int32_t v = 1; v <= in && !st; v++) {
        if (v < in && row_key(s, v) == row_key(s, v0)) continue;
        interior(s, y, pcb, ccb, cfi, v0, px);
        st = emit(ud, px, v - v0);
        v0 = v;
    }
    return st;
}

int mz_raster_margin(const mz_scene *s, uint8_t *px, mz_emit_fn emit, void *ud)
{
    if (!s->margin) return MAZE_OK;
    fill_span(px, 0, s->pw, MZ_PAL_BG);
    return emit(ud, px, s->margin);
}

int mz_raster_scene(const mz_scene *s, mz_emit_fn emit, void *ud)
{
    size_t w = (size_t)s->w;
    uint8_t *px = mz_alloc(&s->alloc, (size_t)s->pw);
    uint8_t *rows = mz_alloc(&s->alloc, 4 * w);
    if (!px || !rows) { /* before the row pointers: no arithmetic on NULL */
        mz_free(&s->alloc, px);
        mz_free(&s->alloc, rows);
        return MAZE_ENOMEM;
    }
    uint8_t *pcb = rows, *pfi = rows + w, *ccb = rows + 2 * w, *cfi = rows + 3 * w;
    int st = mz_raster_margin(s, px, emit, ud);
    for (int32_t y = 0; y < s->h && !st; y++) {
        mz_scene_row(s, y, ccb, cfi);
        st = mz_raster_maze_row(s, y, y ? pcb : NULL, y ? pfi : NULL, ccb, cfi, px, emit, ud);
        uint8_t *t = pcb;
        pcb = ccb;
        ccb = t;
        t = pfi;
        pfi = cfi;
        cfi = t;
    }
    if (!st) st = mz_raster_maze_row(s, s->h, pcb, pfi, NULL, NULL, px, emit, ud);
    if (!st) st = mz_raster_margin(s, px, emit, ud);
    mz_free(&s->alloc, px);
    mz_free(&s->alloc, rows);
    return st;
}
