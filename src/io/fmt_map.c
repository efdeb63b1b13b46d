/* fmt_map.c - the Moving AI grid benchmark's .map format (Sturtevant 2012):
 * a strict reader into a maze_map, and writers for maps and wall mazes. */
#include "movingai.h"

#include <stdarg.h>
#include <stdio.h>

int mz_format_error(maze_error_info *err, long line, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    status = mz_error_vset(err, line, status, fmt, ap);
    va_end(ap);
    return status;
}

/* ---- reader ---- */

/* Splits "keyword value" (a run of blanks, spaces or tabs, between; blanks
 * after the value dropped). 0 when the line is not that shape or the keyword
 * differs. The one rule for every header line, detection's too. */
static int header_field(const char *s, size_t n, const char *key, const char **val, size_t *vn)
{
    size_t k = strlen(key);
    if (n <= k || memcmp(s, key, k) != 0 || (s[k] != ' ' && s[k] != '\t')) return 0;
    size_t i = k;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    size_t e = n;
    while (e > i && (s[e - 1] == ' ' || s[e - 1] == '\t')) e--;
    *val = s + i;
    *vn = e - i;
    return *vn > 0;
}

static int read_dimension(mz_lines *c, const char *key, int64_t *out, maze_error_info *err)
{
    const char *s, *v;
    size_t n, vn;
    if (!mz_lines_next(c, &s, &n))
        return mz_format_error(err, c->line + 1, MAZE_EFORMAT, "missing '%s N' line", key);
    if (!header_field(s, n, key, &v, &vn))
        return mz_format_error(err, c->line, MAZE_EFORMAT, "expected '%s N'", key);
    uint64_t d = 0;
    int st = mz_parse_uint(v, vn, INT32_MAX, &d);
    if (st == MAZE_ERANGE)
        return mz_format_error(err, c->line, MAZE_ETOOBIG, "%s is too large (the largest is %d)", key, INT32_MAX);
    if (st || d == 0) return mz_format_error(err, c->line, MAZE_EFORMAT, "%s must be a positive decimal integer", key);
    *out = (int64_t)d;
    return MAZE_OK;
}

static int read_header(mz_lines *c, int64_t *w, int64_t *h, maze_error_info *err)
{
    const char *s, *v;
    size_t n, vn;
    if (!mz_lines_next(c, &s, &n) || !header_field(s, n, "type", &v, &vn))
        return mz_format_error(err, 1, MAZE_EFORMAT, "expected 'type octile'");
    if (vn != 6 || memcmp(v, "octile", 6) != 0)
        return mz_format_error(err, 1, MAZE_EFORMAT, "unsupported map type (only 'octile')");
    int st = read_dimension(c, "height", h, err);
    if (!st) st = read_dimension(c, "width", w, err);
    if (st) return st;
    if (!mz_lines_next(c, &s, &n))
        return mz_format_error(err, c->line + 1, MAZE_EFORMAT, "missing 'map' line");
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
    if (n != 3 || memcmp(s, "map", 3) != 0) return mz_format_error(err, c->line, MAZE_EFORMAT, "expected 'map'");
    return MAZE_OK;
}

static bool blank(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t') return false;
    return true;
}

/* Checks every row (count, length, characters) and, when map is given, copies
 * them in. Run once without a map so nothing is allocated for a bad file. */
static int read_rows(mz_lines c, int64_t w, int64_t h, maze_map *map, maze_error_info *err)
{
    const char *s;
    size_t n;
    for (int64_t y = 0; y < h; y++) {
        if (!mz_lines_next(&c, &s, &n))
            return mz_format_error(err, c.line + 1, MAZE_EFORMAT, "expected %lld rows, found %lld",
                                   (long long)h, (long long)y);
        if ((int64_t)n != w)
            return mz_format_error(err, c.line, MAZE_EFORMAT, "row %lld has %zu characters, expected %lld",
                                   (long long)y, n, (long long)w);
        for (size_t x = 0; x < n; x++)
            if (!s[x] || !strchr(".GS@OTW", s[x]))
                return mz_format_error(err, c.line, MAZE_EFORMAT, "bad character 0x%02x at column %zu",
                                       (unsigned)(unsigned char)s[x], x + 1);
        if (map) memcpy(map->terrain + (size_t)y * (size_t)w, s, n);
    }
    while (mz_lines_next(&c, &s, &n))
        if (!blank(s, n))
            return mz_format_error(err, c.line, MAZE_EFORMAT, "more than %lld rows", (long long)h);
    return MAZE_OK;
}

int maze_map_read_movingai(maze_map **out, const char *data, size_t len, const maze_read_opts *o,
                           const maze_allocator *alloc, maze_error_info *err)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!data && len) return MAZE_EINVAL;
    mz_lines c;
    mz_lines_init(&c, data ? data : "", len);
    int64_t w = 0, h = 0;
    int st = read_header(&c, &w, &h, err);
    if (st) return st;
    uint64_t max = o && o->max_cells ? o->max_cells : MAZE_DEFAULT_MAX_CELLS;
    if (mz_check_size(w, h, max))
        return mz_format_error(err, c.line, MAZE_ETOOBIG, "%lld x %lld map exceeds the limit of %llu cells",
                               (long long)w, (long long)h, (unsigned long long)max);
    st = read_rows(c, w, h, NULL, err);
    if (st) return st;
    st = maze_map_create(out, (int32_t)w, (int32_t)h, alloc);
    if (st) return st;
    return read_rows(c, w, h, *out, err);
}

/* ---- writers ---- */

/* Writes the four header lines. */
int mz_movingai_header(maze_write_fn write, void *ctx, int64_t w, int64_t h)
{
    char buf[96];
    int n = snprintf(buf, sizeof buf, "type octile\nheight %lld\nwidth %lld\nmap\n", (long long)h, (long long)w);
    return write(ctx, buf, (size_t)n) ? MAZE_EIO : MAZE_OK;
}

/* The .map character of a terrain: the Perl format's blank and '#' '*' are
 * written as the benchmark's '.' and '@'. */
static char map_char(char t)
{
    if (t == ' ') return '.';
    if (t == '#' || t == '*') return '@';
    return t;
}

int maze_map_write_movingai(const maze_map *map, maze_write_fn write, void *ctx)
{
    if (!map || !write) return MAZE_EINVAL;
    int st = mz_movingai_header(write, ctx, map->w, map->h);
    if (st) return st;
    char *row = mz_alloc(&map->alloc, (size_t)map->w + 1);
    if (!row) return MAZE_ENOMEM;
    for (int32_t y = 0; y < map->h && !st; y++) {
        const char *t = map->terrain + (size_t)y * (size_t)map->w;
        for (int32_t x = 0; x < map->w; x++) row[x] = map_char(t[x]);
        row[map->w] = '\n';
        if (write(ctx, row, (size_t)map->w + 1)) st = MAZE_EIO;
    }
    mz_free(&map->alloc, row);
    return st;
}

/* ---- the "map" format: wall mazes drawn row by row as their block grid ---- */

static int map_begin(maze_row_writer *w)
{
    if ((int64_t)w->w * 2 + 1 > INT32_MAX) return MAZE_ETOOBIG;
    char buf[96];
    int n = snprintf(buf, sizeof buf, "type octile\nheight %lld\nwidth %lld\nmap\n", (long long)w->h * 2 + 1,
                     (long long)w->w * 2 + 1);
    mz_out_put(&w->out, buf, (size_t)n);
    return w->out.status;
}

static void wall_line(maze_row_writer *w)
{
    for (int64_t c = 0; c < (int64_t)w->w * 2 + 1; c++) mz_out_char(&w->out, '@');
    mz_out_char(&w->out, '\n');
}

/* The same blocks as maze_to_blocks: cell (x, y) at (2x+1, 2y+1); walls and
 * disabled cells '@'. Marks other than "disabled" have no .map form. */
static int map_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks)
{
    if (y == 0) {
        wall_line(w);
    } else {
        mz_out_char(&w->out, '@');
        for (int32_t x = 0; x < w->w; x++) {
            mz_out_char(&w->out, (w->prev_open[x] & MAZE_S) ? '.' : '@');
            mz_out_char(&w->out, '@');
        }
        mz_out_char(&w->out, '\n');
    }
    mz_out_char(&w->out, '@');
    for (int32_t x = 0; x < w->w; x++) {
        mz_out_char(&w->out, marks && (marks[x] & MZ_MK_OFF) ? '@' : '.');
        mz_out_char(&w->out, (open[x] & MAZE_E) ? '.' : '@');
    }
    mz_out_char(&w->out, '\n');
    return w->out.status;
}

static int map_finish(maze_row_writer *w)
{
    wall_line(w);
    return w->out.status;
}

static const mz_row_ops map_rows = {map_begin, map_row, map_finish, NULL};

static int map_write_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    (void)ov; /* a .map has no marks */
    return maze_map_write_movingai(map, write, ctx);
}

static int map_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    maze_read_opts o = {"map", c->max_cells};
    return maze_map_read_movingai(&doc->map, data, len, &o, c->alloc, c->err);
}

/* Whatever starts with the type line is a .map, so its reader reports
 * what is wrong further on. */
static int map_detect(const char *data, size_t len)
{
    mz_lines c;
    const char *s, *v;
    size_t n, vn;
    mz_lines_init(&c, data, len);
    return mz_lines_next(&c, &s, &n) && header_field(s, n, "type", &v, &vn) ? 100 : 0;
}

const mz_format mz_fmt_map = {
    {"map", "Moving AI grid map: type octile, height, width, map, rows of . (open) and @ (blocked)", "map",
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP | MAZE_FMT_STREAM},
    NULL, map_write_map, map_read, map_detect, &map_rows,
};

int maze_write_movingai(const maze *m, maze_write_fn write, void *ctx)
{
    if (!m || !write) return MAZE_EINVAL;
    if (!mz_is_rect(m)) return MAZE_EUNSUPPORTED;
    if ((int64_t)m->h * 2 + 1 > INT32_MAX) return MAZE_ETOOBIG; /* unreadable as a .map */
    return mz_write_maze_rows(m, &mz_fmt_map, NULL, 0, write, ctx);
}
