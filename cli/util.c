/* util.c - number parsing, file reading and error reporting for the maze
 * command; nothing here is specific to one subcommand. */
#include "cli.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int cli_exit_for(int status)
{
    switch (status) {
    case MAZE_OK: return EXIT_OK_;
    case MAZE_ENOMEM:
    case MAZE_ETOOBIG: return EXIT_TOOBIG;
    case MAZE_EINVAL:
    case MAZE_ENOTFOUND:
    case MAZE_ERANGE: return EXIT_USAGE;
    default: return EXIT_INPUT;
    }
}

int cli_fail(const char *what, int status)
{
    return cli_error(cli_exit_for(status), "%s: %s", what, maze_strerror(status));
}

/* This thread's capture (NULL: stderr). */
static _Thread_local cli_errbuf *capture;

void cli_error_capture(cli_errbuf *b)
{
    if (b) b->text[0] = 0;
    capture = b;
}

/* "maze: " + fmt's text escaped + (": " + msg) + "\n", printed or captured. */
static int report(int code, const char *msg, const char *fmt, va_list ap)
{
    /* One buffer, one write: lines from threads cannot interleave. */
    char raw[sizeof capture->text], line[sizeof capture->text];
    int n = vsnprintf(raw, sizeof raw, fmt, ap);
    size_t rn = n < 0 ? 0 : (size_t)n < sizeof raw ? (size_t)n : sizeof raw - 1;
    memcpy(line, "maze: ", 7); /* with its NUL: the escaped text follows */
    size_t len = 6 + cli_escape(line + 6, sizeof line - 7, raw, rn, 0);
    if (msg && len + 3 < sizeof line - 1) {
        memcpy(line + len, ": ", 3);
        len += 2;
        len += cli_escape(line + len, sizeof line - 1 - len, msg, strlen(msg), 1);
    }
    memcpy(line + len, "\n", 2);
    if (!capture) fputs(line, stderr);
    else if (!capture->text[0]) memcpy(capture->text, line, len + 2);
    return code;
}

int cli_error(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    code = report(code, NULL, fmt, ap);
    va_end(ap);
    return code;
}

int cli_error_msg(int code, const char *msg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    code = report(code, msg, fmt, ap);
    va_end(ap);
    return code;
}

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

/* Grows *buf to hold at least need bytes; 0 on success. */
static int grow(char **buf, size_t *cap, size_t need)
{
    if (need <= *cap) return 0;
    size_t nc = *cap ? *cap : 1 << 16;
    while (nc < need) {
        if (nc > ((size_t)1 << 40)) return -1;
        nc *= 2;
    }
    char *nb = realloc(*buf, nc);
    if (!nb) return -1;
    *buf = nb;
    *cap = nc;
    return 0;
}

int cli_parse_heuristic(const char *s, int *out)
{
    static const char *const names[] = {"default", "manhattan", "octile", "euclidean", "chebyshev", "zero"};
    for (int i = 0; s && i < (int)(sizeof names / sizeof names[0]); i++)
        if (strcmp(s, names[i]) == 0) {
            *out = MAZE_H_DEFAULT + i;
            return 0;
        }
    return -1;
}

int cli_read_file(const char *path, char **data, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        int cause = errno; /* fopen's own allocation failing is ENOMEM: out of memory, not bad input */
        return cli_error(cause == ENOMEM ? EXIT_TOOBIG : EXIT_INPUT, "%s: %s", path, strerror(cause));
    }
    char *buf = NULL;
    size_t cap = 0, n = 0;
    int oom = 0;
    for (;;) {
        if (grow(&buf, &cap, n + 1)) {
            oom = 1;
            break;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    int bad = ferror(f);
    if (f != stdin) fclose(f);
    if (oom || bad) {
        free(buf);
        if (oom) return cli_error(EXIT_TOOBIG, "%s: out of memory reading the file", path);
        return cli_error(EXIT_INPUT, "%s: read error", path);
    }
    buf[n] = 0; /* one spare byte: text readers may rely on a terminator */
    *data = buf;
    *len = n;
    return 0;
}

int cli_write_stdio(void *ctx, const void *bytes, size_t len)
{
    return fwrite(bytes, 1, len, (FILE *)ctx) == len ? 0 : -1;
}
