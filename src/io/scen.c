/* scen.c - the Moving AI scenario format (.scen): one query a row with its
 * optimal length; a strict reader, row checks against a map, and the cost
 * tolerance the benchmark runner and tests share. */
#include "movingai.h"

#include <math.h>
#include <stdlib.h>

struct maze_scen {
    maze_allocator alloc;
    maze_scen_query *q;
    size_t n, cap;
    size_t *name_at;     /* while reading: offset of each row's map name in pool */
    char *pool;          /* map names, NUL-terminated, consecutive repeats shared */
    size_t pool_len, pool_cap;
    int decimals;        /* the most decimals any row gives */
};

/* Splits a row into at most `max` fields on runs of blanks (tabs or spaces);
 * returns the number of fields found (max + 1 means "too many"). */
static size_t split_fields(const char *s, size_t n, const char **f, size_t *fn, size_t max)
{
    size_t k = 0, i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        if (i == n) break;
        size_t b = i;
        while (i < n && s[i] != ' ' && s[i] != '\t') i++;
        if (k == max) return max + 1;
        f[k] = s + b;
        fn[k] = i - b;
        k++;
    }
    return k;
}

static int check_version(mz_lines *c, maze_error_info *err)
{
    const char *s, *f[3];
    size_t n, fn[3];
    if (!mz_lines_next(c, &s, &n) || split_fields(s, n, f, fn, 2) != 2 || fn[0] != 7 ||
        memcmp(f[0], "version", 7) != 0 || !((fn[1] == 1 && f[1][0] == '1') || (fn[1] == 3 && !memcmp(f[1], "1.0", 3))))
        return mz_format_error(err, 1, MAZE_EFORMAT, "expected 'version 1' or 'version 1.0'");
    return MAZE_OK;
}

/* A length: digits, optionally '.' and digits (no exponent). Sets
 * *decimals. -1 if malformed. */
static double parse_length(const char *s, size_t n, int *decimals)
{
    double v;
    *decimals = 0;
    return mz_parse_real(s, n, 0, &v, decimals) ? -1 : v;
}

static int grow(maze_scen *sc, size_t name_len, bool new_name)
{
    if (sc->n == sc->cap) {
        size_t cap = sc->cap ? sc->cap * 2 : 64;
        maze_scen_query *q = mz_realloc(&sc->alloc, sc->q, cap * sizeof *q);
        if (!q) return MAZE_ENOMEM;
        sc->q = q;
        size_t *at = mz_realloc(&sc->alloc, sc->name_at, cap * sizeof *at);
        if (!at) return MAZE_ENOMEM;
        sc->name_at = at;
        sc->cap = cap;
    }
    if (new_name && sc->pool_len + name_len + 1 > sc->pool_cap) {
        size_t cap = sc->pool_cap ? sc->pool_cap : 256;
        while (cap < sc->pool_len + name_len + 1) cap *= 2;
        char *p = mz_realloc(&sc->alloc, sc->pool, cap);
        if (!p) return MAZE_ENOMEM;
        sc->pool = p;
        sc->pool_cap = cap;
    }
    return MAZE_OK;
}

/* Stores the map name of row sc->n, sharing the previous row's copy when equal. */
static int add_name(maze_scen *sc, const char *s, size_t n)
{
    const char *prev = sc->n ? sc->pool + sc->name_at[sc->n - 1] : NULL;
    bool same = prev && strlen(prev) == n && memcmp(prev, s, n) == 0;
    if (grow(sc, n, !same)) return MAZE_ENOMEM;
    if (same) {
        sc->name_at[sc->n] = sc->name_at[sc->n - 1];
        return MAZE_OK;
    }
    if (!sc->pool) return MAZE_ENOMEM; /* grow() made room; this tells the analyser */
    sc->name_at[sc->n] = sc->pool_len;
    memcpy(sc->pool + sc->pool_len, s, n);
    sc->pool[sc->pool_len + n] = 0;
    sc->pool_len += n + 1;
    return MAZE_OK;
}

static const char *const field_names[9] = {"bucket", "map", "width", "height", "start x",
                                           "start y", "goal x", "goal y", "optimal length"};

/* Parses the numeric fields of one row into q (everything but the name). */
static int parse_row(const char **f, const size_t *fn, maze_scen_query *q, long line, maze_error_info *err)
{
    int64_t v[9];
    for (int k = 0; k < 8; k++) {
        if (k == 1) continue;
        uint64_t u = 0;
        int st = mz_parse_uint(f[k], fn[k], INT32_MAX, &u);
        if (st == MAZE_ERANGE)
            return mz_format_error(err, line, MAZE_EFORMAT, "%s is too large (the largest is %d)", field_names[k],
                                   INT32_MAX);
        if (st)
            return mz_format_error(err, line, MAZE_EFORMAT, "%s is not a non-negative decimal integer", field_names[k]);
        v[k] = (int64_t)u;
    }
    if (v[2] == 0 || v[3] == 0) return mz_format_error(err, line, MAZE_EFORMAT, "map width and height must be positive");
    for (int k = 4; k < 8; k++)
        if (v[k] >= v[2 + (k & 1)])
            return mz_format_error(err, line, MAZE_EFORMAT, "%s %lld is outside the %lld x %lld map", field_names[k],
                                   (long long)v[k], (long long)v[2], (long long)v[3]);
    q->optimal = parse_length(f[8], fn[8], &q->decimals);
    if (q->optimal < 0 || !isfinite(q->optimal))
        return mz_format_error(err, line, MAZE_EFORMAT, "optimal length is not a non-negative number");
    q->line = line;
    q->bucket = (int32_t)v[0];
    q->map_width = (int32_t)v[2];
    q->map_height = (int32_t)v[3];
    q->sx = (int32_t)v[4];
    q->sy = (int32_t)v[5];
    q->gx = (int32_t)v[6];
    q->gy = (int32_t)v[7];
    return MAZE_OK;
}

static int read_rows(maze_scen *sc, mz_lines *c, maze_error_info *err)
{
    const char *s, *f[9];
    size_t n, fn[9];
    while (mz_lines_next(c, &s, &n)) {
        size_t k = split_fields(s, n, f, fn, 9);
        if (k == 0) continue; /* blank lines (den520d ends with one) */
        if (k > 9) return mz_format_error(err, c->line, MAZE_EFORMAT, "more than 9 fields");
        if (k < 9) return mz_format_error(err, c->line, MAZE_EFORMAT, "expected 9 fields, found %zu", k);
        const char *nul = memchr(f[1], 0, fn[1]);
        if (nul) /* the name is kept NUL-terminated: it would name another file */
            return mz_format_error(err, c->line, MAZE_EFORMAT, "map name has a NUL byte at column %zu",
                                   (size_t)(nul - s) + 1);
        maze_scen_query q = {0};
        int st = parse_row(f, fn, &q, c->line, err);
        if (!st) st = add_name(sc, f[1], fn[1]);
        if (st) return st == MAZE_ENOMEM ? mz_format_error(err, c->line, st, "out of memory") : st;
        sc->q[sc->n++] = q;
        if (q.decimals > sc->decimals) sc->decimals = q.decimals;
    }
    return MAZE_OK;
}

int maze_scen_read(maze_scen **out, const char *data, size_t len, const maze_allocator *alloc,
                   maze_error_info *err)
{
    if (!out) return MAZE_EINVAL;
    *out = NULL;
    if (!data && len) return MAZE_EINVAL;
    mz_lines c;
    mz_lines_init(&c, data ? data : "", len);
    int st = check_version(&c, err);
    if (st) return st;
    maze_allocator a;
    mz_alloc_init(&a, alloc);
    maze_scen *sc = mz_calloc(&a, 1, sizeof *sc);
    if (!sc) return MAZE_ENOMEM;
    sc->alloc = a;
    st = read_rows(sc, &c, err);
    if (st) {
        maze_scen_destroy(sc);
        return st;
    }
    for (size_t i = 0; i < sc->n; i++) sc->q[i].map = sc->pool + sc->name_at[i];
    mz_free(&a, sc->name_at);
    sc->name_at = NULL;
    *out = sc;
    return MAZE_OK;
}

void maze_scen_destroy(maze_scen *sc)
{
    if (!sc) return;
    maze_allocator a = sc->alloc;
    mz_free(&a, sc->q);
    mz_free(&a, sc->name_at);
    mz_free(&a, sc->pool);
    mz_free(&a, sc);
}

size_t maze_scen_count(const maze_scen *sc) { return sc ? sc->n : 0; }

const maze_scen_query *maze_scen_at(const maze_scen *sc, size_t i)
{
    return sc && i < sc->n ? &sc->q[i] : NULL;
}

int maze_scen_decimals(const maze_scen *sc) { return sc ? sc->decimals : 0; }

int maze_scen_query_check(const maze_scen_query *q, const maze_map *map, maze_error_info *err)
{
    if (!q || !map) return MAZE_EINVAL;
    if (q->map_width != map->w || q->map_height != map->h)
        return mz_format_error(err, q->line, MAZE_EFORMAT, "row is for a %ld x %ld map but the map is %ld x %ld",
                               (long)q->map_width, (long)q->map_height, (long)map->w, (long)map->h);
    if (!maze_map_open(map, q->sx, q->sy))
        return mz_format_error(err, q->line, MAZE_EFORMAT, "start %ld,%ld is a blocked cell", (long)q->sx, (long)q->sy);
    if (!maze_map_open(map, q->gx, q->gy))
        return mz_format_error(err, q->line, MAZE_EFORMAT, "goal %ld,%ld is a blocked cell", (long)q->gx, (long)q->gy);
    return MAZE_OK;
}

double maze_scen_tolerance(const maze_scen_query *q)
{
    if (!q) return 0;
    double tol = 1e-4 * (q->optimal > 1 ? q->optimal : 1);
    if (q->decimals <= 2 && tol < 0.01) tol = 0.01; /* lengths rounded to 2 decimals */
    return tol;
}

int maze_scen_cost_ok(const maze_scen_query *q, double cost, double bound)
{
    if (!q || !isfinite(cost)) return 0;
    double tol = maze_scen_tolerance(q);
    if (bound < 1) bound = 1;
    return cost >= q->optimal - tol && cost <= q->optimal * bound + tol;
}
