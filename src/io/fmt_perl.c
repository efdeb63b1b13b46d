/* fmt_perl.c - the `perl` format: the Perl article's obstacle grid, one character
 * a cell: '*' (the frame) and '#' blocked, ' ' (or '.') open, '@' the goal.
 * A path is labelled by step as the article prints it: A-Z then a-z, so the
 * start is 'A'; steps past the 52nd are all labelled '+' (the article's
 * label array ends at 'z'). Without a path the start is drawn 'A'. A wall
 * maze is written as its block grid (frame '*', inner walls '#'). */
#include "io.h"

static const char labels[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

static char perl_glyph(const maze_map *map, int32_t x, int32_t y, unsigned mark, unsigned step)
{
    if (step) return step <= 52 ? labels[step - 1] : '+';
    if (mark & MZ_MK_START) return 'A';
    if (mark & MZ_MK_GOAL) return '@';
    char t = map->terrain[(uint64_t)y * (uint64_t)map->w + (uint64_t)x];
    if (mz_terrain_open(t)) return ' ';
    if (t == '*' || t == '#') return t;
    return (x == 0 || y == 0 || x == map->w - 1 || y == map->h - 1) ? '*' : '#';
}

static int perl_write_map(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    uint8_t *marks = mz_alloc(&map->alloc, (size_t)map->n * 2);
    if (!marks) return MAZE_ENOMEM;
    uint8_t *steps = marks + map->n;
    mz_map_marks(map, ov, marks, steps);
    mz_out out;
    mz_out_init(&out, write, ctx);
    uint64_t i = 0;
    for (int32_t y = 0; y < map->h; y++) {
        for (int32_t x = 0; x < map->w; x++, i++) mz_out_char(&out, perl_glyph(map, x, y, marks[i], steps[i]));
        mz_out_char(&out, '\n');
    }
    mz_free(&map->alloc, marks);
    return mz_out_flush(&out);
}

/* The block index of cell c of maze m (block grid width bw). */
static uint32_t block_of(const maze *m, uint64_t c, uint64_t bw)
{
    uint64_t x = c % (uint64_t)m->w, y = c / (uint64_t)m->w;
    return (uint32_t)((2 * y + 1) * bw + 2 * x + 1);
}

/* The overlay in block coordinates: each move becomes two block steps. */
static int block_overlay(const maze *m, const maze_overlay *ov, maze_overlay *bo, uint32_t **buf)
{
    memset(bo, 0, sizeof *bo);
    *buf = NULL;
    if (!ov) return MAZE_OK;
    uint64_t bw = (uint64_t)m->w * 2 + 1;
    bo->has_start = ov->has_start, bo->sx = ov->sx * 2 + 1, bo->sy = ov->sy * 2 + 1;
    bo->has_goal = ov->has_goal, bo->gx = ov->gx * 2 + 1, bo->gy = ov->gy * 2 + 1;
    if (!ov->path || !ov->path_length) return MAZE_OK;
    uint32_t *p = mz_calloc(&m->alloc, ov->path_length * 2, sizeof *p);
    if (!p) return MAZE_ENOMEM;
    size_t k = 0;
    for (size_t i = 0; i < ov->path_length; i++) {
        if (ov->path[i] >= m->n) {
            mz_free(&m->alloc, p);
            return MAZE_ERANGE;
        }
        uint32_t b = block_of(m, ov->path[i], bw);
        if (i) {
            p[k] = (uint32_t)(((uint64_t)p[k - 1] + b) / 2); /* the passage between */
            k++;
        }
        p[k++] = b;
    }
    bo->path = p;
    bo->path_length = k;
    *buf = p;
    return MAZE_OK;
}

static int perl_write_maze(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx)
{
    maze_map *map;
    int st = maze_map_from_maze(&map, m, &m->alloc);
    if (st) return st;
    maze_overlay bo;
    uint32_t *buf;
    st = block_overlay(m, ov, &bo, &buf);
    if (!st) st = perl_write_map(map, &bo, write, ctx);
    mz_free(&m->alloc, buf);
    maze_map_destroy(map);
    return st;
}

/* ---- reading ---- */

static int perl_char_ok(char ch)
{
    return ch == '*' || ch == '#' || ch == ' ' || ch == '.' || ch == '@' || ch == '+' ||
           (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
}

static int perl_cell(maze_doc *doc, int32_t x, int32_t y, char ch, const mz_read_ctx *c, long line)
{
    if (!perl_char_ok(ch))
        return mz_read_fail(c, MAZE_EFORMAT, line, "'%s' at column %d is not a map character", MZ_ESC(&ch, 1), x + 1);
    if (ch == 'A' || ch == '@') {
        int *has = ch == 'A' ? &doc->has_start : &doc->has_goal;
        if (*has) return mz_read_fail(c, MAZE_EFORMAT, line, "a second '%s' at column %d", MZ_ESC(&ch, 1), x + 1);
        *has = 1;
        if (ch == 'A') doc->sx = x, doc->sy = y;
        else doc->gx = x, doc->gy = y;
    }
    char t = (ch == '*' || ch == '#' || ch == '.') ? ch : ' ';
    doc->map->terrain[(uint64_t)y * (uint64_t)doc->map->w + (uint64_t)x] = t;
    return MAZE_OK;
}

static int perl_read(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c)
{
    /* Empty lines after the last row are no rows (an editor's extra newline);
     * a line of spaces is one, of open cells. */
    while (len && (data[len - 1] == '\n' || data[len - 1] == '\r')) len--;
    uint64_t lines = mz_lines_count(data, len);
    mz_lines l;
    const char *s;
    size_t n;
    mz_lines_init(&l, data, len);
    mz_lines_next(&l, &s, &n);
    int st = mz_check_size((int64_t)n, (int64_t)lines, c->max_cells);
    if (st == MAZE_ERANGE) return mz_read_fail(c, MAZE_EFORMAT, 1, "the first row is empty");
    if (st) return mz_read_fail(c, st, 1, "a %zu x %llu map is over the size limit", n, (unsigned long long)lines);
    int32_t w = (int32_t)n;
    st = maze_map_create(&doc->map, w, (int32_t)lines, c->alloc);
    if (st) return st;
    mz_lines_init(&l, data, len);
    for (int32_t y = 0; mz_lines_next(&l, &s, &n); y++) {
        if (n != (size_t)w) return mz_read_fail(c, MAZE_EFORMAT, l.line, "row is %zu wide, the first is %d", n, w);
        for (int32_t x = 0; x < w; x++)
            if ((st = perl_cell(doc, x, y, s[x], c, l.line))) return st;
    }
    return MAZE_OK;
}

static int perl_detect(const char *data, size_t len)
{
    size_t n = 0;
    int walls = 0;
    while (n < len && data[n] != '\n' && data[n] != '\r') {
        if (!perl_char_ok(data[n])) return 0;
        walls |= data[n] == '*' || data[n] == '#';
        n++;
    }
    return walls ? 50 : 0; /* the article's maps start with their '*' frame */
}

const mz_format mz_fmt_perl = {
    {"perl", "Perl article's obstacle grid: * # blocked, space open, path A-Z a-z, + past step 52", NULL,
     MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE | MAZE_FMT_WRITE_MAP},
    perl_write_maze, perl_write_map, perl_read, perl_detect, NULL,
};
