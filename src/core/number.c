/* number.c - the one reader of numbers in files and options: plain
 * decimals (a sign, blank, base prefix or digit group is not part of any
 * number we read), read the same whatever the caller's locale: the file
 * formats (.scen lengths, cost maps, growing-tree's mixed:P) write the point
 * as '.', but strtod follows setlocale, and a program that embeds libmaze may
 * well have set a locale whose point is ','. */
#include "internal.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>

/* The characters a decimal number in C syntax may have (no hex, inf, nan). */
static int number_char(char c) { return (c >= '0' && c <= '9') || c == '.' || c == '+' || c == '-' || c == 'e' || c == 'E'; }

/* strtod of a decimal number in C syntax with a '.' point, in any locale;
 * *end is set past the characters used (s when none). */
static double strtod_c(const char *s, const char **end)
{
    const char *point = localeconv()->decimal_point;
    size_t pl = point && *point ? strlen(point) : 1, n = 0, at = SIZE_MAX, k = 0;
    char buf[160];
    *end = s;
    /* Copy the longest run that can be part of a number, the first '.' as
     * the locale's point; a ',' ends the number as it would in "C". */
    for (; number_char(s[n]); n++) {
        if (k + pl >= sizeof buf) return 0; /* over 150 characters: not a number we read */
        if (s[n] == '.' && at == SIZE_MAX && point && *point) {
            at = n;
            memcpy(buf + k, point, pl);
            k += pl;
        } else buf[k++] = s[n];
    }
    buf[k] = 0;
    char *e;
    double v = strtod(buf, &e);
    size_t used = (size_t)(e - buf);
    if (at != SIZE_MAX && used > at) used -= pl - 1; /* back to s's offsets */
    *end = s + used;
    return v;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }


int mz_parse_uint(const char *s, size_t n, uint64_t max, uint64_t *out)
{
    size_t i = 0;
    uint64_t v = 0;
    int st = mz_parse_uint_at(s, n, &i, max, &v);
    if (st != MAZE_EFORMAT && i != n) return MAZE_EFORMAT; /* a blank inside */
    if (!st) *out = v;
    return st;
}

/* The length of the run of digits at s[i..n). */
static size_t digits_at(const char *s, size_t n, size_t i)
{
    size_t k = i;
    while (k < n && is_digit(s[k])) k++;
    return k - i;
}

int mz_parse_real(const char *s, size_t n, int exp_ok, double *out, int *decimals)
{
    size_t i = digits_at(s, n, 0), frac = 0;
    if (!i) return MAZE_EFORMAT;
    if (i < n && s[i] == '.') {
        frac = digits_at(s, n, i + 1);
        if (!frac) return MAZE_EFORMAT;
        i += 1 + frac;
    }
    if (i < n && exp_ok && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) i++;
        size_t e = digits_at(s, n, i);
        if (!e) return MAZE_EFORMAT;
        i += e;
    }
    if (i != n) return MAZE_EFORMAT;
    char buf[160];
    if (n >= sizeof buf) return MAZE_ERANGE; /* more digits than a double holds: not a number we read */
    memcpy(buf, s, n);
    buf[n] = 0;
    const char *end;
    double v = strtod_c(buf, &end);
    if (end != buf + n || !isfinite(v)) return MAZE_ERANGE;
    *out = v;
    *decimals = (int)frac;
    return MAZE_OK;
}
