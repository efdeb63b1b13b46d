/* cost_map.c - reads a terrain cost map (a text grid of numbers, one row of the
 * map per line) into a maze_map's cost layer; format in docs/formats.md. */
#include "movingai.h" /* mz_format_error; the line scanner is io.h's */

/* Parses one cost token: plain decimal (digits, '.', exponent), finite, in
 * [1, 1e30]. Returns the value, or -1 if malformed, -2 if out of range. */
static double parse_cost(const char *s, size_t n)
{
    double v;
    int decimals, st = mz_parse_real(s, n, 1, &v, &decimals);
    if (st == MAZE_EFORMAT) return -1;
    return !st && v >= 1.0 && v <= 1e30 ? v : -2;
}

static int is_sep(char c) { return c == ' ' || c == '\t' || c == ','; }

/* Reads one row of exactly w costs into out. */
static int read_row(const char *s, size_t n, int32_t w, float *out, long line, maze_error_info *err)
{
    size_t i = 0;
    int32_t x = 0;
    for (;;) {
        while (i < n && is_sep(s[i])) i++;
        if (i == n) break;
        size_t b = i;
        while (i < n && !is_sep(s[i])) i++;
        if (x == w) return mz_format_error(err, line, MAZE_EFORMAT, "more than %d costs in the row", (int)w);
        double v = parse_cost(s + b, i - b);
        if (v == -1) return mz_format_error(err, line, MAZE_EFORMAT, "column %d: not a number", (int)x + 1);
        if (v < 0) return mz_format_error(err, line, MAZE_EFORMAT, "column %d: cost must be in [1, 1e30]", (int)x + 1);
        out[x++] = (float)v;
    }
    if (x != w) return mz_format_error(err, line, MAZE_EFORMAT, "%d costs in the row, expected %d", (int)x, (int)w);
    return MAZE_OK;
}

static int blank_or_comment(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    return i == n || s[i] == '#';
}

/* Parses every row first, then sets the layer, so a bad file leaves the map
 * as it was. */
int maze_map_read_costs(maze_map *map, const char *data, size_t len, maze_error_info *err)
{
    if (!map || (!data && len)) return MAZE_EINVAL;
    float *tmp = mz_alloc(&map->alloc, (size_t)map->n * sizeof(float));
    if (!tmp) return MAZE_ENOMEM;
    mz_lines c;
    mz_lines_init(&c, data, len);
    const char *s;
    size_t n;
    int32_t y = 0;
    int st = MAZE_OK;
    while (!st && mz_lines_next(&c, &s, &n)) {
        if (blank_or_comment(s, n)) continue;
        if (y == map->h) st = mz_format_error(err, c.line, MAZE_EFORMAT, "more than %d rows", (int)map->h);
        else st = read_row(s, n, map->w, tmp + (size_t)y++ * (size_t)map->w, c.line, err);
    }
    if (!st && y != map->h)
        st = mz_format_error(err, c.line, MAZE_EFORMAT, "%d rows, expected %d", (int)y, (int)map->h);
    if (!st && !map->cost) st = maze_map_set_cost(map, 0, 0, 1.0); /* makes the layer */
    if (!st) memcpy(map->cost, tmp, (size_t)map->n * sizeof(float));
    mz_free(&map->alloc, tmp);
    return st;
}
