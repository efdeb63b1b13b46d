/* bitmask.c - the `mask` format: the PHP article's 4-bit cells as text. A first
 * line "W H", then H lines of W decimal masks (1 up, 2 right, 4 down, 8 left)
 * separated by spaces. A 0 is a cell outside the maze's mask (disabled),
 * except in a 1 x 1 maze, whose only cell has no openings. */
#include "io.h"

static int mask_begin(maze_row_writer *w)
{
    mz_out_u64(&w->out, (uint64_t)w->w);
    mz_out_char(&w->out, ' ');
    mz_out_u64(&w->out, (uint64_t)w->h);
    mz_out_char(&w->out, '\n');
    return w->out.status;
}

static int mask_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    (void)y;
    (void)marks;
    for (int32_t x = 0; x < w->w; x++) {
        unsigned v = open[x] & (MAZE_E | MAZE_S);
        if (x > 0 && (open[x - 1] & MAZE_E)) v |= MAZE_W;
        if (w->has_prev && (w->prev_open[x] & MAZE_S)) v |= MAZE_N;
        if (x) mz_out_char(&w->out, ' ');
        mz_out_u64(&w->out, v);
    }
    mz_out_char(&w->out, '\n');
    return w->out.status;
}

static const mz_row_ops mask_rows = {mask_begin, mask_row, NULL, NULL};

/* Parses the "W H" line. */
static int mask_header(const char *s, size_t n, const mz_read_ctx *c, int32_t *w, int32_t *h)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    int64_t a = mz_parse_dec(s, n, &i);
    size_t gap = i;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    int64_t b = i > gap ? mz_parse_dec(s, n, &i) : -1;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    if (a < 0 || b < 0 || i != n) return mz_read_fail(c, MAZE_EFORMAT, 1, "the first line must be 'WIDTH HEIGHT'");
    int st = mz_check_size(a, b, c->max_cells);
    if (st == MAZE_ERANGE) return mz_read_fail(c, MAZE_EFORMAT, 1, "width and height must be at least 1");
    if (st) return mz_read_fail(c, st, 1, "a %lld x %lld maze is over the size limit", (long long)a, (long long)b);
    *w = (int32_t)a;
    *h = (int32_t)b;
    return MAZE_OK;
}

/* Checks cell (x, y)'s mask against the row above (prev) and its west
 * neighbour, then stores its east/south openings. */
static int mask_cell(maze *m, const uint8_t *prev, const uint8_t *row, int32_t x, int32_t y)
{
    unsigned v = row[x];
    if ((v & MAZE_N) != ((y > 0 && (prev[x] & MAZE_S)) ? MAZE_N : 0u)) return 0;
    if ((v & MAZE_W) != ((x > 0 && (row[x - 1] & MAZE_E)) ? MAZE_W : 0u)) return 0;
    if ((v & MAZE_E) && x == m->w - 1) return 0;
    if ((v & MAZE_S) && y == m->h - 1) return 0;
    uint64_t i = (uint64_t)y * (uint64_t)m->w + (uint64_t)x;
    mz_es_or(m, i, ((v & MAZE_E) ? MZ_E : 0) | ((v & MAZE_S) ? MZ_S : 0));
    return 1;
}

static int mask_line(maze *m, const char *s, size_t n, uint8_t *row, const uint8_t *prev, int32_t y,
                     const mz_read_ctx *c, long line)
{
    size_t i = 0;
    for (int32_t x = 0; x < m->w; x++) {
        if (x) {
            size_t gap = i;
            while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
            if (i == gap && i < n) return mz_read_fail(c, MAZE_EFORMAT, line, "expected a space before cell %d", x);
        }
        int64_t v = mz_parse_dec(s, n, &i);
        if (v < 0) return mz_read_fail(c, MAZE_EFORMAT, line, "row has fewer than %d masks (cell %d missing)", m->w, x);
        if (v > 15) return mz_read_fail(c, MAZE_EFORMAT, line, "mask %lld at cell %d is over 15", (long long)v, x);
        row[x] = (uint8_t)v;
        if (!mask_cell(m, prev, row, x, y))
            return mz_read_fail(c, MAZE_EFORMAT, line, "mask %u at cell %d disagrees with its neighbours", row[x], x);
    }
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    if (i != n) return mz_read_fail(c, MAZE_EFORMAT, line, "row has more than %d masks", m->w);
    return MAZE_OK;
}

/* Zero masks are cells outside the mask (not in a 1 x 1 maze). */
static int mask_disable(maze *m, const uint8_t *row, int32_t y)
{
    if (m->n == 1) return MAZE_OK;
    for (int32_t x = 0; x < m->w; x++)
        if (!row[x]) {
            int st = maze_set_cell_enabled(m, x, y, 0);
            if (st) return st;
        }
    return MAZE_OK;
}

static int mask_rows_read(maze *m, mz_lines *l, uint8_t *row, uint8_t *prev, const mz_read_ctx *c)
{
    const char *s;
    size_t n;
    for (int32_t y = 0; y < m->h; y++) {
        if (!mz_lines_next(l, &s, &n))
            return mz_read_fail(c, MAZE_EFORMAT, l->line + 1, "expected %d rows, found %d", m->h, y);
        int st = mask_line(m, s, n, row, prev, y, c, l->line);
        if (!st) st = mask_disable(m, row, y);
        if (st) return st;
        uint8_t *t = prev;
        prev = row;
        row = t;
    }
    if (mz_lines_next(l, &s, &n)) return mz_read_fail(c, MAZE_EFORMAT, l->line, "more than %d rows", m->h);
    return MAZE_OK;
}

static int mask_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    mz_lines l;
    const char *s;
    size_t n;
    int32_t w = 0, h = 0;
    mz_lines_init(&l, data, len);
    if (!mz_lines_next(&l, &s, &n)) return mz_read_fail(c, MAZE_EFORMAT, 1, "empty input");
    int st = mask_header(s, n, c, &w, &h);
    if (st) return st;
    /* Each mask takes at least a byte: a cheap check before allocating. */
    if ((uint64_t)w * (uint64_t)h > (uint64_t)len)
        return mz_read_fail(c, MAZE_EFORMAT, 1, "the file is too short for a %d x %d maze", w, h);
    st = maze_create(&doc->maze, w, h, c->alloc);
    if (st) return mz_read_fail(c, st, 1, "cannot allocate a %d x %d maze", w, h);
    uint8_t *rows = mz_alloc(c->alloc, (size_t)w * 2);
    if (!rows) return MAZE_ENOMEM;
    st = mask_rows_read(doc->maze, &l, rows, rows + w, c);
    mz_free(c->alloc, rows);
    return st;
}

static int mask_detect(const char *data, size_t len)
{
    size_t i = 0, n = 0;
    while (n < len && data[n] != '\n') n++;
    if (n && data[n - 1] == '\r') n--;
    while (i < n && data[i] == ' ') i++;
    if (mz_parse_dec(data, n, &i) < 0 || i >= n || (data[i] != ' ' && data[i] != '\t')) return 0;
    while (i < n && (data[i] == ' ' || data[i] == '\t')) i++;
    if (mz_parse_dec(data, n, &i) < 0) return 0;
    while (i < n && (data[i] == ' ' || data[i] == '\t')) i++;
    return i == n ? 90 : 0;
}

const mz_format mz_fmt_mask = {
    {"mask", "PHP article's 4-bit masks: 'W H', then H rows of W numbers", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_STREAM},
    NULL, NULL, mask_read, mask_detect, &mask_rows,
};
