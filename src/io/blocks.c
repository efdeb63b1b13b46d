/* blocks.c - the `blocks` format: the Java article's grid, one row a line,
 * digits without separators: 0 wall, 1 open, 2 start, 3 end, 6 path (4 and
 * 5, the article's carving and walking flags, read as open). A wall maze is
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
    if (*has) return mz_read_fail(rc, MAZE_EFORMAT, line, "a second %s block (%c) at column %d", d == '2' ? "start" : "end", d, c + 1);
    *has = 1;
    if (d == '2') g->sx = c, g->sy = r;
    else g->gx = c, g->gy = r;
    return MAZE_OK;
}

static int grid_parse(block_grid *g, const char *data, size_t len, const mz_read_ctx *rc)
{
    mz_lines l;
    const char *s;
    size_t n;
    mz_lines_init(&l, data, len);
    for (int32_t r = 0; mz_lines_next(&l, &s, &n); r++) {
        if (n != (size_t)g->bw)
            return mz_read_fail(rc, MAZE_EFORMAT, l.line, "row is %zu blocks wide, the first is %d", n, g->bw);
        for (int32_t c = 0; c < g->bw; c++) {
            char d = s[c];
            if (d < '0' || d > '6')
                return mz_read_fail(rc, MAZE_EFORMAT, l.line, "'%c' at column %d is not a block digit 0-6", d, c + 1);
            g->grid[(size_t)r * (size_t)g->bw + (size_t)c] = d != '0';
            if (d == '2' || d == '3') {
                int st = grid_mark(g, c, r, d, rc, l.line);
                if (st) return st;
            }
        }
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
    uint64_t lines = mz_lines_count(data, len);
    const char *nl = memchr(data, '\n', len);
    size_t first = nl ? (size_t)(nl - data) : len;
    if (first && data[first - 1] == '\r') first--;
    int st = mz_check_size((int64_t)first, (int64_t)lines, rc->max_cells);
    if (st == MAZE_ERANGE) return mz_read_fail(rc, MAZE_EFORMAT, 1, "the first row is empty");
    if (st) return mz_read_fail(rc, st, 1, "a grid of %zu x %llu blocks is over the size limit", first, (unsigned long long)lines);
    block_grid g = {(int32_t)first, (int32_t)lines, NULL, 0, 0, 0, 0, 0, 0};
    g.grid = mz_alloc(rc->alloc, (size_t)first * (size_t)lines);
    if (!g.grid) return MAZE_ENOMEM;
    st = grid_parse(&g, data, len, rc);
    if (!st) {
        st = grid_to_maze(doc, &g, rc);
        if (st == MAZE_EFORMAT) st = grid_to_map(doc, &g, rc);
    }
    mz_free(rc->alloc, g.grid);
    return st;
}

static int blocks_detect(const char *data, size_t len)
{
    size_t n = 0;
    while (n < len && data[n] >= '0' && data[n] <= '6') n++;
    if (!n) return 0;
    if (n < len && data[n] == '\r') n++;
    return n == len || data[n] == '\n' ? 80 : 0;
}

const mz_format mz_fmt_blocks = {
    {"blocks", "Java article's grid: 0 wall, 1 open, 2 start, 3 end, 6 path", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM},
    NULL, blocks_write_map, blocks_read, blocks_detect, &blocks_rows,
};
