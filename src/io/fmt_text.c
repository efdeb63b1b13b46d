/* fmt_text.c - the `text` (ASCII +--+ and |) and `unicode` (box drawing)
 * pictures of a wall maze: one drawing routine for both (a table of glyphs),
 * streamed row by row, and one strict reader for both. Cells are two columns
 * wide: "S " start, "E " goal, "* " / "• " path, "##" / "██" no cell. */
#include "io.h"

typedef struct {
    const char *junction[16]; /* by arms: 1 up, 2 right, 4 down, 8 left */
    const char *hwall, *vwall;
    const char *cell[5];      /* empty, start, goal, path, outside the mask */
} dialect;

static const dialect text_d = {
    {"+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+", "+"},
    "--", "|",
    {"  ", "S ", "E ", "* ", "##"},
};

static const dialect uni_d = {
    {" ", "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250c", "\u251c",
     "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524", "\u252c", "\u253c"},
    "\u2500\u2500", "\u2502",
    {"  ", "S ", "E ", "\u2022 ", "\u2588\u2588"},
};

enum { CELL_EMPTY, CELL_START, CELL_GOAL, CELL_PATH, CELL_OFF };

static int cell_kind(unsigned k)
{
    if (k & MZ_MK_OFF) return CELL_OFF;
    if (k & MZ_MK_START) return CELL_START;
    if (k & MZ_MK_GOAL) return CELL_GOAL;
    if (k & MZ_MK_PATH) return CELL_PATH;
    return CELL_EMPTY;
}

/* ---- writing ---- */

/* Whether the vertical wall at boundary x of row y (open bits) is closed. */
static int vwall_at(const maze_row_writer *w, const uint8_t *open, int32_t x, int64_t y)
{
    if (x == 0) return !mz_gap_open(&w->gaps, 0, y, MAZE_W);
    if (x == w->w) return !mz_gap_open(&w->gaps, w->w - 1, y, MAZE_E);
    return !(open[x - 1] & MAZE_E);
}

/* Whether the horizontal wall above cell x is closed between row prev (NULL
 * above the top) and row cur (NULL below the bottom). */
static int hwall_at(const maze_row_writer *w, const uint8_t *prev, const uint8_t *cur, int32_t x)
{
    if (!prev) return !mz_gap_open(&w->gaps, x, 0, MAZE_N);
    if (!cur) return !mz_gap_open(&w->gaps, x, w->h - 1, MAZE_S);
    return !(prev[x] & MAZE_S);
}

/* Draws the horizontal line above row y, between row `prev` (NULL above the
 * top) and row `cur` (NULL below the bottom). */
static void boundary(maze_row_writer *w, const dialect *d, const uint8_t *prev, const uint8_t *cur, int64_t y)
{
    int hw_left = 0;
    for (int32_t x = 0; x <= w->w; x++) {
        int hw = x < w->w && hwall_at(w, prev, cur, x);
        unsigned arms = 0;
        if (prev && vwall_at(w, prev, x, y - 1)) arms |= 1;
        if (hw) arms |= 2;
        if (cur && vwall_at(w, cur, x, y)) arms |= 4;
        if (hw_left) arms |= 8;
        mz_out_str(&w->out, d->junction[arms]);
        if (x < w->w) mz_out_str(&w->out, hw ? d->hwall : "  ");
        hw_left = hw;
    }
    mz_out_char(&w->out, '\n');
}

/* The marks drawn in a cell: S and E give way to the openings when those
 * say the same. */
static unsigned shown(const maze_row_writer *w, const uint8_t *marks, int32_t x)
{
    unsigned k = marks ? marks[x] : 0;
    if (!w->gaps.letters) {
        if (w->gaps.side[0]) k &= ~(unsigned)MZ_MK_START;
        if (w->gaps.side[1]) k &= ~(unsigned)MZ_MK_GOAL;
    }
    return k;
}

static int pic_row(const dialect *d, maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    boundary(w, d, w->has_prev ? w->prev_open : NULL, open, y);
    for (int32_t x = 0; x < w->w; x++) {
        mz_out_str(&w->out, vwall_at(w, open, x, y) ? d->vwall : " ");
        mz_out_str(&w->out, d->cell[cell_kind(shown(w, marks, x))]);
    }
    mz_out_str(&w->out, vwall_at(w, open, w->w, y) ? d->vwall : " ");
    mz_out_char(&w->out, '\n');
    return w->out.status;
}

static int pic_finish(const dialect *d, maze_row_writer *w)
{
    boundary(w, d, w->prev_open, NULL, w->h);
    return w->out.status;
}

static int text_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    return pic_row(&text_d, w, y, open, marks);
}
static int text_finish(maze_row_writer *w) { return pic_finish(&text_d, w); }
static int uni_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    return pic_row(&uni_d, w, y, open, marks);
}
static int uni_finish(maze_row_writer *w) { return pic_finish(&uni_d, w); }

static const mz_row_ops text_rows = {NULL, text_row, text_finish, NULL};
static const mz_row_ops uni_rows = {NULL, uni_row, uni_finish, NULL};

static int text_write_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    static const char *const g[5] = {"##", "  ", "S ", "E ", "* "};
    return mz_map_write_glyphs(map, ov, g, write, ctx);
}

static int uni_write_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    static const char *const g[5] = {"\u2588\u2588", "  ", "S ", "E ", "\u2022 "};
    return mz_map_write_glyphs(map, ov, g, write, ctx);
}

/* ---- reading ---- */

/* Decodes UTF-8 (or plain bytes when !utf8) into at most cap code points;
 * returns the count, cap + 1 if there are more, or -1 on a bad sequence. */
static int64_t decode(const char *s, size_t n, int utf8, uint32_t *out, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < n; k++) {
        if (k == cap) return (int64_t)cap + 1;
        unsigned c = (unsigned char)s[i];
        if (!utf8 || c < 0x80) {
            out[k] = c;
            i++;
            continue;
        }
        int extra = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
        if (extra < 0 || i + (size_t)extra >= n) return -1;
        uint32_t v = c & (0x3Fu >> extra);
        for (int e = 1; e <= extra; e++) {
            unsigned cc = (unsigned char)s[i + (size_t)e];
            if ((cc & 0xC0) != 0x80) return -1;
            v = (v << 6) | (cc & 0x3F);
        }
        static const uint32_t least[4] = {0, 0x80, 0x800, 0x10000};
        if (v < least[extra] || v > 0x10FFFF) return -1; /* overlong or out of range */
        out[k] = v;
        i += (size_t)extra + 1;
    }
    return (int64_t)k;
}

/* A dialect's glyphs as code points, for comparing against decoded lines. */
typedef struct {
    int utf8;
    uint32_t junction[16], hwall, vwall, cell[5][2];
} glyphs;

static uint32_t first_cp(const char *s, int utf8)
{
    uint32_t cp[4];
    return decode(s, strlen(s), utf8, cp, 4) > 0 ? cp[0] : 0;
}

static void glyphs_init(glyphs *g, const dialect *d, int utf8)
{
    g->utf8 = utf8;
    for (int i = 0; i < 16; i++) g->junction[i] = first_cp(d->junction[i], utf8);
    g->hwall = first_cp(d->hwall, utf8);
    g->vwall = first_cp(d->vwall, utf8);
    for (int i = 0; i < 5; i++) {
        uint32_t cp[3] = {0, 0, 0};
        decode(d->cell[i], strlen(d->cell[i]), utf8, cp, 2);
        g->cell[i][0] = cp[0];
        g->cell[i][1] = cp[1];
    }
}

static int is_junction(const glyphs *g, uint32_t c)
{
    for (int i = 0; i < 16; i++)
        if (g->junction[i] == c) return 1;
    return 0;
}

/* An opening in the outer wall: the cell it leads into, where it was seen. */
typedef struct {
    int32_t x, y;
    long line;
    int64_t col;
} pic_gap;

typedef struct {
    const glyphs *g;
    const mz_read_ctx *c;
    maze_doc *doc;
    maze *m;
    const uint32_t *cp;  /* the current line, 3W+1 code points */
    long line;
    pic_gap gap[2];
    int gaps;
} pic_reader;

/* Notes an opening in the outer wall into cell (x, y) at column col. */
static int add_gap(pic_reader *r, int32_t x, int32_t y, int64_t col)
{
    if (r->gaps == 2)
        return mz_read_fail(r->c, MAZE_EFORMAT, r->line,
                            "a third opening in the outer wall at column %lld (only start and goal have one)",
                            (long long)col);
    r->gap[r->gaps++] = (pic_gap){x, y, r->line, col};
    return MAZE_OK;
}

/* A horizontal line: j = 0..H. Openings set the cell above's south bit; in
 * the outer wall they are an entrance or an exit. */
static int read_boundary(pic_reader *r, int32_t j)
{
    maze *m = r->m;
    for (int32_t x = 0; x <= m->w; x++) {
        const uint32_t *q = r->cp + 3 * x;
        if (!is_junction(r->g, q[0]))
            return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "expected a wall corner in column %d", 3 * x + 1);
        if (x == m->w) break;
        int wall = q[1] == r->g->hwall && q[2] == r->g->hwall;
        if (!wall && !(q[1] == ' ' && q[2] == ' '))
            return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "expected a wall or a gap at column %d", 3 * x + 2);
        if (wall) continue;
        if (j == 0 || j == m->h) {
            int st = add_gap(r, x, j ? j - 1 : 0, 3 * (int64_t)x + 2);
            if (st) return st;
            continue;
        }
        uint64_t above = (uint64_t)(j - 1) * (uint64_t)m->w + (uint64_t)x;
        if (!mz_enabled(m, above))
            return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "passage into a missing cell at column %d", 3 * x + 2);
        mz_east_south_or(m, above, MZ_S);
    }
    return MAZE_OK;
}

static int cell_glyph(const glyphs *g, const uint32_t *q)
{
    for (int i = 0; i < 5; i++)
        if (q[0] == g->cell[i][0] && q[1] == g->cell[i][1]) return i;
    return -1;
}

/* Marks start/goal or disables a cell; checks a missing cell has no way in. */
static int read_cell_mark(pic_reader *r, int32_t x, int32_t y, int kind)
{
    maze_doc *doc = r->doc;
    if (kind == CELL_START || kind == CELL_GOAL) {
        int *has = kind == CELL_START ? &doc->has_start : &doc->has_goal;
        if (*has) return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "a second %s mark", kind == CELL_START ? "S" : "E");
        *has = 1;
        if (kind == CELL_START) doc->sx = x, doc->sy = y;
        else doc->gx = x, doc->gy = y;
    }
    if (kind != CELL_OFF) return MAZE_OK;
    uint64_t i = (uint64_t)y * (uint64_t)r->m->w + (uint64_t)x;
    if (y > 0 && (mz_east_south(r->m, i - (uint64_t)r->m->w) & MZ_S))
        return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "passage into a missing cell at column %d", 3 * x + 2);
    return maze_set_cell_enabled(r->m, x, y, 0);
}

/* A cell line: row y. Gaps in the vertical walls open east passages; in the
 * outer wall they are an entrance or an exit. */
static int read_cells(pic_reader *r, int32_t y)
{
    maze *m = r->m;
    int prev_off = 0;
    for (int32_t x = 0; x <= m->w; x++) {
        const uint32_t *q = r->cp + 3 * x;
        int wall = q[0] == r->g->vwall;
        if (!wall && q[0] != ' ')
            return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "expected a wall or a gap in column %d", 3 * x + 1);
        int kind = x < m->w ? cell_glyph(r->g, q + 1) : CELL_EMPTY;
        if (kind < 0) return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "unexpected cell content at column %d", 3 * x + 2);
        if (!wall && (prev_off || kind == CELL_OFF))
            return mz_read_fail(r->c, MAZE_EFORMAT, r->line, "passage into a missing cell at column %d", 3 * x + 1);
        int st = MAZE_OK;
        if (!wall && (x == 0 || x == m->w)) st = add_gap(r, x ? x - 1 : 0, y, 3 * (int64_t)x + 1);
        else if (!wall) mz_east_south_or(m, (uint64_t)y * (uint64_t)m->w + (uint64_t)(x - 1), MZ_E);
        if (!st && x < m->w) st = read_cell_mark(r, x, y, kind);
        if (st) return st;
        prev_off = kind == CELL_OFF;
    }
    return MAZE_OK;
}

/* The openings name the ends that have no letter: the first in reading
 * order the start, the next the goal. An opening beside S or E is that
 * end's own; one that names nothing is an error. */
static int read_gaps(pic_reader *r)
{
    maze_doc *doc = r->doc;
    int lettered_s = doc->has_start, lettered_g = doc->has_goal;
    for (int k = 0; k < r->gaps; k++) {
        const pic_gap *g = &r->gap[k];
        if (!mz_enabled(r->m, (uint64_t)g->y * (uint64_t)r->m->w + (uint64_t)g->x))
            return mz_read_fail(r->c, MAZE_EFORMAT, g->line, "opening into a missing cell at column %lld",
                                (long long)g->col);
        if ((lettered_s && doc->sx == g->x && doc->sy == g->y) || (lettered_g && doc->gx == g->x && doc->gy == g->y))
            continue;
        if (!doc->has_start) doc->has_start = 1, doc->sx = g->x, doc->sy = g->y;
        else if (!doc->has_goal) doc->has_goal = 1, doc->gx = g->x, doc->gy = g->y;
        else
            return mz_read_fail(r->c, MAZE_EFORMAT, g->line,
                                "opening in the outer wall at column %lld beside neither S nor E", (long long)g->col);
    }
    return MAZE_OK;
}

static int is_blank(char c) { return c == ' ' || c == '\t'; }

/* A line without the blanks at its end (they are not part of a picture). */
static size_t trimmed(const char *s, size_t n)
{
    while (n && is_blank(s[n - 1])) n--;
    return n;
}

static int64_t char_count(const char *s, size_t n, int utf8)
{
    if (!utf8) return (int64_t)n;
    int64_t k = 0;
    for (size_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
    return k;
}

/* Size from the first line (the top wall, which ends in a corner: the gap
 * plan never leaves a top corner without arms)
 * and the lines up to the last that is not blank, checked before allocating. */
static int pic_size(const char *data, size_t len, const glyphs *g, const mz_read_ctx *c, int32_t *w, int32_t *h)
{
    mz_lines l;
    const char *s;
    size_t n;
    uint64_t lines = 0;
    int64_t first = -1;
    mz_lines_init(&l, data, len);
    while (mz_lines_next(&l, &s, &n)) {
        n = trimmed(s, n);
        if (first < 0) first = char_count(s, n, g->utf8);
        if (n) lines = (uint64_t)l.line;
    }
    if (first < 4 || (first - 1) % 3)
        return mz_read_fail(c, MAZE_EFORMAT, 1, "the top wall must be 3*W+1 characters wide (found %lld)",
                            (long long)first);
    if (lines < 3 || !(lines & 1))
        return mz_read_fail(c, MAZE_EFORMAT, (long)lines, "a picture has 2*H+1 lines (found %llu)",
                            (unsigned long long)lines);
    int st = mz_check_size((first - 1) / 3, (int64_t)(lines - 1) / 2, c->max_cells);
    if (st) return mz_read_fail(c, st, 1, "maze of %lld x %llu cells is over the limit", (long long)(first - 1) / 3,
                                (unsigned long long)(lines - 1) / 2);
    *w = (int32_t)((first - 1) / 3);
    *h = (int32_t)((lines - 1) / 2);
    return MAZE_OK;
}

static int pic_lines(pic_reader *r, const char *data, size_t len, uint32_t *cp)
{
    size_t want = (size_t)r->m->w * 3 + 1;
    mz_lines l;
    const char *s;
    size_t n;
    mz_lines_init(&l, data, len);
    for (int32_t k = 0; k <= 2 * r->m->h && mz_lines_next(&l, &s, &n); k++) {
        r->line = l.line;
        int64_t got = decode(s, trimmed(s, n), r->g->utf8, cp, want);
        if (got < 0) return mz_read_fail(r->c, MAZE_EFORMAT, l.line, "bad UTF-8");
        if (got > (int64_t)want)
            return mz_read_fail(r->c, MAZE_EFORMAT, l.line, "line is wider than the top wall (%zu characters)", want);
        for (size_t i = (size_t)got; i < want; i++) cp[i] = ' '; /* the blanks dropped at the end */
        int st = (k & 1) ? read_cells(r, k / 2) : read_boundary(r, k / 2);
        if (st) return st;
    }
    return read_gaps(r);
}

static int pic_read(const dialect *d, int utf8, maze_doc *doc, const char *data, size_t len,
                    const mz_read_ctx *c)
{
    glyphs g;
    glyphs_init(&g, d, utf8);
    int32_t w = 0, h = 0;
    int st = pic_size(data, len, &g, c, &w, &h);
    if (st) return st;
    st = maze_create(&doc->maze, w, h, c->alloc);
    if (st) return mz_read_fail(c, st, 0, "cannot allocate a %d x %d maze", w, h);
    uint32_t *cp = mz_alloc(c->alloc, ((size_t)w * 3 + 2) * sizeof *cp);
    if (!cp) return MAZE_ENOMEM;
    pic_reader r = {&g, c, doc, doc->maze, cp, 0, {{0, 0, 0, 0}, {0, 0, 0, 0}}, 0};
    st = pic_lines(&r, data, len, cp);
    mz_free(c->alloc, cp);
    return st;
}

static int text_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    return pic_read(&text_d, 0, doc, data, len, c);
}

static int uni_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    return pic_read(&uni_d, 1, doc, data, len, c);
}

/* The first line of a text picture: '+' then only '+', '-' and blanks. */
static int text_detect(const char *data, size_t len)
{
    if (!len || data[0] != '+') return 0;
    for (size_t i = 0; i < len && data[i] != '\n' && data[i] != '\r'; i++)
        if (data[i] != '+' && data[i] != '-' && !is_blank(data[i])) return 0;
    return 90;
}

static int uni_detect(const char *data, size_t len)
{
    /* Box drawing U+2500..U+257F is E2 94 80 .. E2 95 BF in UTF-8. */
    if (len < 3 || (unsigned char)data[0] != 0xE2) return 0;
    unsigned b = (unsigned char)data[1];
    return b == 0x94 || b == 0x95 ? 90 : 0;
}

const mz_format mz_fmt_text = {
    {"text", "ASCII picture: +--+ walls, S start, E goal, * path", "txt",
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM},
    NULL, text_write_map, text_read, text_detect, &text_rows,
};

const mz_format mz_fmt_unicode = {
    {"unicode", "box-drawing picture: S start, E goal, \u2022 path", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM},
    NULL, uni_write_map, uni_read, uni_detect, &uni_rows,
};
