/* fmt_blocks.c - the `blocks` format: the Java article's grid, one row a line,
 * digits without separators (or, as the article's printMap prints them, each
 * followed by a blank): 0 wall, 1 open, 2 start, 3 end, 6 path (4 and 5, the
 * article's carving and walking flags, read as open). A wall maze is
 * drawn as (2H+1) lines of 2W+1 blocks, cell (x, y) at block (2x+1, 2y+1); a
 * block map one block a cell. The reader gives a wall maze when the grid is
 * one (odd sizes, no open corners, marks on cells), else a block map. */
#include "io.h"

/* The digit of a passage block between two cells: open, on the path, or wall. */
static char passage(int open, int on_path) { return open ? (on_path ? '6' : '1') : '0'; }

static char cell_digit(unsigned k)
{
    if (k & MZ_MK_OFF) return '0';
    if (k & MZ_MK_START) return '2';
    if (k & MZ_MK_GOAL) return '3';
    return (k & MZ_MK_PATH) ? '6' : '1';
}

static void wall_line(maze_row_writer *w)
{
    for (int64_t c = 0; c < (int64_t)w->w * 2 + 1; c++) mz_out_char(&w->out, '0');
    mz_out_char(&w->out, '\n');
}

static int blocks_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    if (y == 0) {
        wall_line(w);
    } else {
        mz_out_char(&w->out, '0');
        for (int32_t x = 0; x < w->w; x++) {
            mz_out_char(&w->out, passage(w->prev_open[x] & MAZE_S, w->prev_marks[x] & MZ_MK_LINK_S));
            mz_out_char(&w->out, '0');
        }
        mz_out_char(&w->out, '\n');
    }
    mz_out_char(&w->out, '0');
    for (int32_t x = 0; x < w->w; x++) {
        unsigned k = marks ? marks[x] : 0;
        mz_out_char(&w->out, cell_digit(k));
        mz_out_char(&w->out, passage(open[x] & MAZE_E, k & MZ_MK_LINK_E));
    }
    mz_out_char(&w->out, '\n');
    return w->out.status;
}

static int blocks_finish(maze_row_writer *w)
{
    wall_line(w);
    return w->out.status;
}

static const mz_row_ops blocks_rows = {NULL, blocks_row, blocks_finish, NULL};

static int blocks_write_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    static const char *const g[5] = {"0", "1", "2", "3", "6"};
    return mz_map_write_glyphs(map, ov, g, write, ctx);
}

/* ---- reading ---- */

typedef struct {
    int32_t bw, bh;
    uint8_t *grid;        /* 0 wall, 1 open */
    int has_start, has_goal;
    int32_t sx, sy, gx, gy;  /* in blocks */
} block_grid;

static int grid_mark(block_grid *g, int32_t c, int32_t r, char d, const mz_read_ctx *rc, long line)
{
    int *has = d == '2' ? &g->has_start : &g->has_goal;
    if (*has)
        return mz_read_fail(rc, MAZE_EFORMAT, line, "a second %s block (%s), block %d of the row",
                            d == '2' ? "start" : "end", MZ_ESC(&d, 1), c + 1);
    *has = 1;
    if (d == '2') g->sx = c, g->sy = r;
    else g->gx = c, g->gy = r;
    return MAZE_OK;
}

/* ---- the row rule, shared by the reader and the detector ----
 * A row is compact ("0110": one digit a block) or spaced ("0 1 1 0", the
 * article's printMap: each digit followed by a run of blanks); trailing
 * blanks are not part of it. The first row's layout holds for the file. */

static int is_blank(char c) { return c == ' ' || c == '\t'; }

static size_t trim_blanks(const char *s, size_t n)
{
    while (n && is_blank(s[n - 1])) n--;
    return n;
}

static int row_is_spaced(const char *s, size_t n) { return n > 1 && is_blank(s[1]); }

/* Scans row s[0..n) (trimmed) in a layout: returns the number of blocks and
 * stores them in out (when not NULL, up to cap: 1 open, 0 wall), or -1 with
 * *col set to the 0-based column of the first byte out of place (*why: 0 not
 * a digit 0-6, 1 a blank missing or doubled). */
static int64_t row_scan(const char *s, size_t n, int spaced, uint8_t *out, size_t cap, size_t *col, int *why)
{
    size_t step = spaced ? 2 : 1;
    int64_t k = 0;
    for (size_t i = 0; i < n; i += step, k++) {
        char d = s[i];
        if (d < '0' || d > '6') {
            *col = i, *why = spaced && is_blank(d);
            return -1;
        }
        if (out && (size_t)k < cap) out[k] = d != '0';
        if (spaced && i + 1 < n && !is_blank(s[i + 1])) {
            *col = i + 1, *why = 1;
            return -1;
        }
    }
    return k;
}

/* The first line: its trimmed length, layout and block count (-1: not a row). */
static int64_t first_row(const char *data, size_t len, int *spaced)
{
    const char *nl = memchr(data, '\n', len);
    size_t n = nl ? (size_t)(nl - data) : len, col;
    if (n && data[n - 1] == '\r') n--;
    n = trim_blanks(data, n);
    int why;
    *spaced = row_is_spaced(data, n);
    return n ? row_scan(data, n, *spaced, NULL, 0, &col, &why) : -1;
}

/* Rows up to the last one that is not blank (blank lines may follow). */
static uint64_t grid_rows(const char *data, size_t len)
{
    mz_lines l;
    const char *s;
    size_t n;
    uint64_t last = 0;
    mz_lines_init(&l, data, len);
    while (mz_lines_next(&l, &s, &n))
        if (trim_blanks(s, n)) last = (uint64_t)l.line;
    return last;
}

static int grid_row(block_grid *g, int32_t r, const char *s, size_t n, int spaced, const mz_read_ctx *rc, long line)
{
    size_t col;
    int why;
    n = trim_blanks(s, n);
    int64_t k = row_scan(s, n, spaced, g->grid + (size_t)r * (size_t)g->bw, (size_t)g->bw, &col, &why);
    if (k < 0 && why)
        return mz_read_fail(rc, MAZE_EFORMAT, line, "expected one blank between blocks at column %zu", col + 1);
    if (k < 0)
        return mz_read_fail(rc, MAZE_EFORMAT, line, "'%s' at column %zu is not a block digit 0-6", MZ_ESC(s + col, 1),
                            col + 1);
    if (k != g->bw) return mz_read_fail(rc, MAZE_EFORMAT, line, "row is %lld blocks wide, the first is %d", (long long)k, g->bw);
    for (const char *d = "23"; *d; d++) /* marks are rare: find them, not test every block */
        for (const char *p = memchr(s, *d, n); p; p = memchr(p + 1, *d, n - (size_t)(p + 1 - s))) {
            int st = grid_mark(g, (int32_t)((size_t)(p - s) / (spaced ? 2 : 1)), r, *d, rc, line);
            if (st) return st;
        }
    return MAZE_OK;
}

static int grid_parse(block_grid *g, int spaced, const char *data, size_t len, const mz_read_ctx *rc)
{
    mz_lines l;
    const char *s;
    size_t n;
    mz_lines_init(&l, data, len);
    for (int32_t r = 0; r < g->bh && mz_lines_next(&l, &s, &n); r++) {
        int st = grid_row(g, r, s, n, spaced, rc, l.line);
        if (st) return st;
    }
    return MAZE_OK;
}

static int on_cell(int32_t c, int32_t r) { return (c & 1) && (r & 1); }

/* A wall maze if the grid is one; MAZE_EFORMAT (quietly) if not. */
static int grid_to_maze(maze_doc *doc, const block_grid *g, const mz_read_ctx *rc)
{
    if ((g->has_start && !on_cell(g->sx, g->sy)) || (g->has_goal && !on_cell(g->gx, g->gy))) return MAZE_EFORMAT;
    if (!(g->bw & 1) || !(g->bh & 1) || g->bw < 3 || g->bh < 3) return MAZE_EFORMAT;
    int st = mz_check_size(g->bw / 2, g->bh / 2, rc->max_cells);
    if (st) return st;
    st = maze_from_blocks(&doc->maze, g->bw, g->bh, g->grid, rc->alloc);
    if (st) return st;
    doc->has_start = g->has_start;
    doc->sx = g->sx / 2, doc->sy = g->sy / 2;
    doc->has_goal = g->has_goal;
    doc->gx = g->gx / 2, doc->gy = g->gy / 2;
    return MAZE_OK;
}

static int grid_to_map(maze_doc *doc, const block_grid *g, const mz_read_ctx *rc)
{
    int st = maze_map_create(&doc->map, g->bw, g->bh, rc->alloc);
    if (st) return st;
    for (uint64_t i = 0; i < doc->map->n; i++) doc->map->terrain[i] = g->grid[i] ? '.' : '@';
    doc->has_start = g->has_start;
    doc->sx = g->sx, doc->sy = g->sy;
    doc->has_goal = g->has_goal;
    doc->gx = g->gx, doc->gy = g->gy;
    return MAZE_OK;
}

static int blocks_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *rc)
{
    int spaced;
    int64_t first = first_row(data, len, &spaced);
    if (first < 0) return mz_read_fail(rc, MAZE_EFORMAT, 1, "the first row is not a row of block digits 0-6");
    uint64_t lines = grid_rows(data, len);
    int st = mz_check_size(first, (int64_t)lines, rc->max_cells);
    if (st) return mz_read_fail(rc, st, 1, "a grid of %lld x %llu blocks is over the size limit", (long long)first,
                                (unsigned long long)lines);
    block_grid g = {(int32_t)first, (int32_t)lines, NULL, 0, 0, 0, 0, 0, 0};
    g.grid = mz_alloc(rc->alloc, (size_t)first * (size_t)lines);
    if (!g.grid) return MAZE_ENOMEM;
    st = grid_parse(&g, spaced, data, len, rc);
    if (!st) {
        st = grid_to_maze(doc, &g, rc);
        if (st == MAZE_EFORMAT) st = grid_to_map(doc, &g, rc);
    }
    mz_free(rc->alloc, g.grid);
    return st;
}

static int blocks_detect(const char *data, size_t len)
{
    int spaced;
    return first_row(data, len, &spaced) > 0 ? 80 : 0;
}

const mz_format mz_fmt_blocks = {
    {"blocks", "Java article's grid: 0 wall, 1 open, 2 start, 3 end, 6 path", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM},
    NULL, blocks_write_map, blocks_read, blocks_detect, &blocks_rows,
};
