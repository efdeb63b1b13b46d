/* numbers.c - the command's one rule for numbers in option values (the
 * library's readers follow the same rule in files): plain decimal digits,
 * no blank, sign or base prefix where none belongs; see opts.h. */
#include "opts.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

/* The one number routine of the command (the library's readers follow the
 * same rule): the digits at s[*i...], at least one, as a value (saturated at
 * ULLONG_MAX, *over set when it does not fit). Moves *i past them; 0 when
 * there is no digit. */
static size_t scan_digits(const char *s, size_t *i, unsigned long long *v, int *over)
{
    size_t k = *i;
    *v = 0;
    *over = 0;
    for (; s[k] >= '0' && s[k] <= '9'; k++) {
        unsigned d = (unsigned)(s[k] - '0');
        if (*v > (ULLONG_MAX - d) / 10) *over = 1, *v = ULLONG_MAX;
        else if (!*over) *v = *v * 10 + d;
    }
    size_t n = k - *i;
    *i = k;
    return n;
}

int cli_parse_u64(const char *s, unsigned long long *out)
{
    size_t i = 0;
    unsigned long long v;
    int over;
    if (!s || !scan_digits(s, &i, &v, &over) || s[i]) return CLI_NUM_SYNTAX;
    if (over) return CLI_NUM_RANGE;
    *out = v;
    return 0;
}

int cli_parse_i64(const char *s, long long lo, long long hi, long long *out)
{
    if (!s) return CLI_NUM_SYNTAX;
    int neg = s[0] == '-' && lo < 0; /* a sign only where the value may be negative */
    unsigned long long v;
    int st = cli_parse_u64(s + neg, &v);
    if (st) return st;
    unsigned long long lim = neg ? (unsigned long long)LLONG_MAX + 1 : (unsigned long long)LLONG_MAX;
    if (v > lim) return CLI_NUM_RANGE;
    long long x = neg ? (v == lim ? LLONG_MIN : -(long long)v) : (long long)v;
    if (x < lo || x > hi) return CLI_NUM_RANGE;
    *out = x;
    return 0;
}

int cli_parse_double(const char *s, double lo, double hi, double *out)
{
    /* digits, optionally '.' and digits, optionally e, a sign and digits */
    size_t i = 0;
    unsigned long long v;
    int over;
    if (!s || !scan_digits(s, &i, &v, &over)) return CLI_NUM_SYNTAX;
    if (s[i] == '.') {
        i++;
        if (!scan_digits(s, &i, &v, &over)) return CLI_NUM_SYNTAX;
    }
    if (s[i] == 'e' || s[i] == 'E') {
        i++;
        if (s[i] == '+' || s[i] == '-') i++;
        if (!scan_digits(s, &i, &v, &over)) return CLI_NUM_SYNTAX;
    }
    if (s[i]) return CLI_NUM_SYNTAX;
    double d = strtod(s, NULL); /* the command keeps the "C" locale: the point is '.' */
    if (!isfinite(d) || d < lo || d > hi) return CLI_NUM_RANGE;
    *out = d;
    return 0;
}

const char *cli_parse_why(int st)
{
    return st == CLI_NUM_RANGE ? "is out of range" : "is not a plain decimal number";
}

/* One coordinate at s[*i...]: digits, in 0..INT32_MAX, followed by `end`. */
static int parse_coord(const char *s, size_t *i, char end, int32_t *out)
{
    unsigned long long v;
    int over;
    if (!scan_digits(s, i, &v, &over) || s[*i] != end) return CLI_NUM_SYNTAX;
    if (over || v > INT32_MAX) return CLI_NUM_RANGE;
    *out = (int32_t)v;
    return 0;
}

int cli_parse_xy(const char *s, int32_t *x, int32_t *y)
{
    size_t i = 0;
    int32_t a, b;
    int st = s ? parse_coord(s, &i, ',', &a) : CLI_NUM_SYNTAX;
    if (!st) {
        i++;
        st = parse_coord(s, &i, 0, &b);
    }
    if (st) return st;
    *x = a;
    *y = b;
    return 0;
}
