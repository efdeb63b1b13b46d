/* fmt_mask.c - the `mask` format: the PHP article's 4-bit cells as text. A first
 * line "W H", then H lines of W decimal masks (1 up, 2 right, 4 down, 8 left)
 * separated by spaces, then only blank lines. A 0 is a cell outside the
 * maze's mask (disabled), except in a 1 x 1 maze, whose only cell has no
 * openings. */
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

/* The "W H" line: two decimal fields and nothing else. The one rule for the
 * reader and the detector: 1 and the fields' values (UINT64_MAX when too
 * large for 64 bits) when the line has that shape, else 0. */
static int mask_header_fields(const char *s, size_t n, uint64_t v[2])
{
    size_t i = 0;
    const char *tok;
    for (int k = 0; k < 2; k++) {
        size_t len = mz_next_token(s, n, &i, &tok);
        int st = mz_parse_uint(tok, len, UINT64_MAX, &v[k]);
        if (st == MAZE_ERANGE) v[k] = UINT64_MAX;
        else if (st) return 0;
    }
    return mz_next_token(s, n, &i, &tok) == 0;
}

/* Parses the "W H" line. */
static int mask_header(const char *s, size_t n, const mz_read_ctx *c, int32_t *w, int32_t *h)
{
    uint64_t v[2];
    if (!mask_header_fields(s, n, v)) return mz_read_fail(c, MAZE_EFORMAT, 1, "the first line must be 'WIDTH HEIGHT'");
    for (int k = 0; k < 2; k++)
        if (v[k] > INT32_MAX)
            return mz_read_fail(c, MAZE_ETOOBIG, 1, "the %s is too large (the largest is %d)", k ? "height" : "width",
                                INT32_MAX);
    int st = mz_check_size((int64_t)v[0], (int64_t)v[1], c->max_cells);
    if (st == MAZE_ERANGE) return mz_read_fail(c, MAZE_EFORMAT, 1, "width and height must be at least 1");
    if (st) return mz_read_fail(c, st, 1, "a %llu x %llu maze is over the size limit", (unsigned long long)v[0],
                                (unsigned long long)v[1]);
    *w = (int32_t)v[0];
    *h = (int32_t)v[1];
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
    mz_east_south_or(m, i, ((v & MAZE_E) ? MZ_E : 0) | ((v & MAZE_S) ? MZ_S : 0));
    return 1;
}

static int mask_line(maze *m, const char *s, size_t n, uint8_t *row, const uint8_t *prev, int32_t y,
                     const mz_read_ctx *c, long line)
{
    size_t i = 0;
    const char *tok;
    for (int32_t x = 0; x < m->w; x++) {
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        if (i == n) return mz_read_fail(c, MAZE_EFORMAT, line, "row has fewer than %d masks (cell %d missing)", m->w, x);
        uint64_t v = 0;
        int st = mz_parse_uint_at(s, n, &i, 15, &v);
        if (st == MAZE_ERANGE) return mz_read_fail(c, MAZE_EFORMAT, line, "mask at cell %d is over 15", x);
        if (st) return mz_read_fail(c, MAZE_EFORMAT, line, "mask at cell %d is not a decimal number 0-15", x);
        row[x] = (uint8_t)v;
        if (!mask_cell(m, prev, row, x, y))
            return mz_read_fail(c, MAZE_EFORMAT, line, "mask %u at cell %d disagrees with its neighbours", row[x], x);
    }
    if (mz_next_token(s, n, &i, &tok)) return mz_read_fail(c, MAZE_EFORMAT, line, "row has more than %d masks", m->w);
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
    /* lines of blanks may follow (an editor's extra newline), as in every text format */
    while (mz_lines_next(l, &s, &n)) {
        size_t i = 0;
        const char *tok;
        if (mz_next_token(s, n, &i, &tok)) return mz_read_fail(c, MAZE_EFORMAT, l->line, "more than %d rows", m->h);
    }
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
    mz_lines l;
    const char *s;
    size_t n;
    uint64_t v[2];
    mz_lines_init(&l, data, len);
    return mz_lines_next(&l, &s, &n) && mask_header_fields(s, n, v) ? 90 : 0;
}

const mz_format mz_fmt_mask = {
    {"mask", "PHP article's 4-bit masks: 'W H', then H rows of W numbers", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_STREAM},
    NULL, NULL, mask_read, mask_detect, &mask_rows,
};
