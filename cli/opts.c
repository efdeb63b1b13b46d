/* opts.c - the one option parser and --help printer: every subcommand's
 * options are a table of cli_opt lines (opts.h), and every message about an
 * option value (its name, the range or the words it takes) is made here. */
#include "opts.h"

#include "cli.h"

#include <limits.h>
#include <string.h>

static const cli_opt *find_short(const cli_opt *t, char c)
{
    for (; t->help; t++)
        if (t->short_name && t->short_name == c) return t;
    return NULL;
}

static const cli_opt *find_long(const cli_opt *t, const char *name, size_t n)
{
    for (; t->help; t++)
        if (t->long_name && strlen(t->long_name) == n && strncmp(t->long_name, name, n) == 0) return t;
    return NULL;
}

/* The option as messages name it: its long name, else its letter. */
static void opt_name(const cli_opt *o, char *buf, size_t cap)
{
    if (o->long_name) snprintf(buf, cap, "--%s", o->long_name);
    else snprintf(buf, cap, "-%c", o->short_name);
}

/* "a, b or c": the words of a choice. */
static void choice_words(const cli_choice *c, const char *sep, const char *last, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = 0;
    for (size_t k = 0; c[k].word && n < cap; k++)
        n += (size_t)snprintf(buf + n, cap - n, "%s%s", k == 0 ? "" : c[k + 1].word ? sep : last, c[k].word);
}

/* d as %g writes it, with the exponent as a reader writes it: 1e9, 1e-6. */
static const char *short_double(double d, char buf[32])
{
    char raw[32];
    snprintf(raw, sizeof raw, "%g", d);
    size_t k = 0;
    for (const char *p = raw; *p && k < 31; p++) {
        buf[k++] = *p;
        if (*p != 'e') continue;
        if (p[1] == '-') buf[k++] = *++p;
        else if (p[1] == '+') p++;
        while (p[1] == '0' && p[2]) p++;
    }
    buf[k] = 0;
    return buf;
}

/* The values a line takes, as --help and the messages say them: "1..1024",
 * "at least 1" (no bound above but the type's), "" (any value of the type),
 * "a|b|c" (a choice). */
static void range_text(const cli_opt *o, char *buf, size_t cap)
{
    buf[0] = 0;
    switch (o->kind) {
    case CLI_KIND_INT:
        if (o->r.i.hi != LLONG_MAX) snprintf(buf, cap, "%lld..%lld", o->r.i.lo, o->r.i.hi);
        else if (o->r.i.lo != LLONG_MIN) snprintf(buf, cap, "at least %lld", o->r.i.lo);
        break;
    case CLI_KIND_U64:
        if (o->r.u.hi != ULLONG_MAX) snprintf(buf, cap, "%llu..%llu", o->r.u.lo, o->r.u.hi);
        else if (o->r.u.lo != 0) snprintf(buf, cap, "at least %llu", o->r.u.lo);
        break;
    case CLI_KIND_DOUBLE: {
        char lo[32], hi[32];
        snprintf(buf, cap, "%s..%s", short_double(o->r.d.lo, lo), short_double(o->r.d.hi, hi));
        break;
    }
    case CLI_KIND_CHOICE: choice_words(o->r.choices, "|", "|", buf, cap); break;
    default: break;
    }
}

/* The range a refused number is told against: the line's, or, for a value
 * past what the type holds where the line sets no bound, the type's. */
static void refused_range(const cli_opt *o, int over, char *buf, size_t cap)
{
    if (o->kind == CLI_KIND_INT && over && o->r.i.lo == LLONG_MIN && o->r.i.hi == LLONG_MAX)
        snprintf(buf, cap, "it must fit in 64 bits");
    else if (o->kind == CLI_KIND_U64 && over && o->r.u.hi == ULLONG_MAX)
        snprintf(buf, cap, "the largest is %llu", ULLONG_MAX);
    else if (o->kind == CLI_KIND_XY)
        snprintf(buf, cap, "0..2147483647 each");
    else
        range_text(o, buf, cap);
}

/* Appends s to buf[*n..cap), cut where it does not fit. */
static void put(char *buf, size_t cap, size_t *n, const char *s)
{
    while (*s && *n + 1 < cap) buf[(*n)++] = *s++;
    buf[*n] = 0;
}

/* A line's own refusal: its .msg template with %o %n %v %r %w filled in. */
static int refuse_by_template(const char *cmd, const cli_opt *o, const char *typed, const char *v, int st)
{
    char name[64], range[256], text[1024];
    opt_name(o, name, sizeof name);
    if (o->kind == CLI_KIND_CHOICE) choice_words(o->r.choices, ", ", " or ", range, sizeof range);
    else range_text(o, range, sizeof range);
    size_t n = 0;
    text[0] = 0;
    for (const char *t = o->msg; *t; t++) {
        char one[2] = {*t, 0};
        if (*t != '%' || !t[1]) {
            put(text, sizeof text, &n, one);
            continue;
        }
        switch (*++t) {
        case 'o': put(text, sizeof text, &n, typed); break;
        case 'n': put(text, sizeof text, &n, name); break;
        case 'v': put(text, sizeof text, &n, v); break;
        case 'r': put(text, sizeof text, &n, range); break;
        case 'w': put(text, sizeof text, &n, cli_parse_why(st)); break;
        default: one[0] = *t; put(text, sizeof text, &n, one); break;
        }
    }
    return cli_error(EXIT_USAGE, "%s: %s", cmd, text);
}

/* Refuses value v of line o (typed as `typed`): st is CLI_NUM_SYNTAX (not a
 * value of the kind: "expected WHAT") or CLI_NUM_RANGE (over is 1 when it
 * does not fit the type at all). Returns EXIT_USAGE after the message. */
static int refuse(const char *cmd, const cli_opt *o, const char *typed, const char *v, int st, int over)
{
    if (o->msg) return refuse_by_template(cmd, o, typed, v, st);
    char name[64], what[256];
    opt_name(o, name, sizeof name);
    if (st == CLI_NUM_RANGE) {
        refused_range(o, over, what, sizeof what);
        return cli_error(EXIT_USAGE, "%s: %s: '%s' is out of range (%s)", cmd, name, v, what);
    }
    switch (o->kind) {
    case CLI_KIND_INT: snprintf(what, sizeof what, "an integer in decimal digits"); break;
    case CLI_KIND_U64: snprintf(what, sizeof what, "a non-negative integer in decimal digits"); break;
    case CLI_KIND_DOUBLE: snprintf(what, sizeof what, "a decimal number"); break;
    case CLI_KIND_XY: snprintf(what, sizeof what, "X,Y (0-based, non-negative, decimal digits)"); break;
    case CLI_KIND_CHOICE: choice_words(o->r.choices, ", ", " or ", what, sizeof what); break;
    default: what[0] = 0; break;
    }
    return cli_error(EXIT_USAGE, "%s: %s: expected %s, got '%s'", cmd, name, what, v);
}

static int set_int(const char *cmd, const cli_opt *o, const char *typed, void *field, const char *v)
{
    long long n;
    int st = cli_parse_i64(v, LLONG_MIN, LLONG_MAX, &n); /* a sign is read, then refused by the range */
    if (st) return refuse(cmd, o, typed, v, st, 1);
    if (n < o->r.i.lo || n > o->r.i.hi) return refuse(cmd, o, typed, v, CLI_NUM_RANGE, 0);
    if (o->size == sizeof(int32_t)) *(int32_t *)field = (int32_t)n; /* the table's range fits it */
    else *(int64_t *)field = n;
    return 0;
}

static int set_u64(const char *cmd, const cli_opt *o, const char *typed, void *field, const char *v)
{
    unsigned long long n;
    int st = cli_parse_u64(v, &n);
    if (st) return refuse(cmd, o, typed, v, st, 1);
    if (n < o->r.u.lo || n > o->r.u.hi) return refuse(cmd, o, typed, v, CLI_NUM_RANGE, 0);
    *(uint64_t *)field = n;
    return 0;
}

static int set_double(const char *cmd, const cli_opt *o, const char *typed, double *field, const char *v)
{
    int st = cli_parse_double(v, o->r.d.lo, o->r.d.hi, field);
    return st ? refuse(cmd, o, typed, v, st, 0) : 0;
}

/* Whether value v names choice word w. A word that is a number (--moves 4|8)
 * is a number, read by the number rule: v matches it when v is a number of
 * the same value in any form the rule accepts ("08", "0004"), as a numeric
 * option would read it; a blank, sign, prefix or fraction is no match. */
static int choice_matches(const char *w, const char *v)
{
    unsigned long long wn, vn;
    if (cli_parse_u64(w, &wn) == 0) return cli_parse_u64(v, &vn) == 0 && vn == wn;
    return v && strcmp(w, v) == 0;
}

static int set_choice(const char *cmd, const cli_opt *o, const char *typed, int *field, const char *v)
{
    for (const cli_choice *c = o->r.choices; c->word; c++)
        if (choice_matches(c->word, v)) {
            *field = c->value;
            return 0;
        }
    return refuse(cmd, o, typed, v, CLI_NUM_SYNTAX, 0);
}

static int set_xy(const char *cmd, const cli_opt *o, const char *typed, cli_xy *xy, const char *v)
{
    int st = cli_parse_xy(v, &xy->x, &xy->y);
    if (st) return refuse(cmd, o, typed, v, st, 0);
    xy->set = 1;
    return 0;
}

static int apply(const char *cmd, const cli_opt *o, const char *typed, void *args, const char *v)
{
    void *field = (char *)args + o->offset;
    int st = 0;
    switch (o->kind) {
    case CLI_KIND_FLAG: *(int *)field = 1; break;
    case CLI_KIND_STR: *(const char **)field = v; break;
    case CLI_KIND_INT: st = set_int(cmd, o, typed, field, v); break;
    case CLI_KIND_U64: st = set_u64(cmd, o, typed, field, v); break;
    case CLI_KIND_DOUBLE: st = set_double(cmd, o, typed, field, v); break;
    case CLI_KIND_XY: st = set_xy(cmd, o, typed, field, v); break;
    case CLI_KIND_CHOICE: st = set_choice(cmd, o, typed, field, v); break;
    case CLI_KIND_FUNC: st = o->r.fn(cmd, field, v); break;
    }
    if (!st && o->given) *(int *)((char *)args + o->given - 1) = 1;
    return st;
}

/* Handles argv[*i], an option; advances *i past its value. */
static int one_option(const cli_spec *spec, int argc, char **argv, int *i, void *args)
{
    const char *s = argv[*i], *value = NULL;
    const cli_opt *o;
    char typed[3] = {s[0], s[1], 0};
    if (s[1] == '-') {
        const char *eq = strchr(s + 2, '=');
        size_t n = eq ? (size_t)(eq - s - 2) : strlen(s + 2);
        o = find_long(spec->opts, s + 2, n);
        if (eq) value = eq + 1;
    } else {
        o = find_short(spec->opts, s[1]);
        if (o && s[2] && o->attached && o->arg) value = s + 2; /* -j4 */
        else if (s[2]) o = NULL;
    }
    if (!o) return cli_error(EXIT_USAGE, "%s: unknown option '%s' (try 'maze %s --help')", spec->name, s, spec->name);
    if (!o->arg && value) return cli_error(EXIT_USAGE, "%s: %s takes no value", spec->name, s);
    if (o->arg && !value) {
        if (*i + 1 >= argc) return cli_error(EXIT_USAGE, "%s: %s needs a value (%s)", spec->name, s, o->arg);
        value = argv[++*i];
    }
    return apply(spec->name, o, s[1] == '-' || !s[2] ? s : typed, args, value);
}

int cli_parse(const cli_spec *spec, int argc, char **argv, void *args, const char **files, size_t *nfiles)
{
    *nfiles = 0;
    int only_files = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!only_files && (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0)) {
            cli_help(spec, stdout);
            return EXIT_OK_;
        }
        if (!only_files && strcmp(s, "--") == 0) {
            only_files = 1;
        } else if (!only_files && s[0] == '-' && s[1]) {
            int st = one_option(spec, argc, argv, &i, args);
            if (st) return st;
        } else if (*nfiles < spec->max_files) {
            files[(*nfiles)++] = s;
        } else {
            return cli_error(EXIT_USAGE, "%s: unexpected argument '%s'", spec->name, s);
        }
    }
    return -1;
}

/* The help text of a line with "%R" replaced by its range or words. */
static void help_text(const cli_opt *o, char *buf, size_t cap)
{
    char range[256];
    range_text(o, range, sizeof range);
    const char *at = strstr(o->help, "%R");
    if (at) snprintf(buf, cap, "%.*s%s%s", (int)(at - o->help), o->help, range, at + 2);
    else snprintf(buf, cap, "%s", o->help);
}

/* Prints text, each line after the first under the help column. */
static void put_help(const char *text, FILE *f)
{
    for (const char *nl; (nl = strchr(text, '\n')); text = nl + 1) fprintf(f, "%.*s\n%27s", (int)(nl - text), text, "");
    fprintf(f, "%s\n", text);
}

void cli_help(const cli_spec *spec, FILE *f)
{
    fprintf(f, "usage: maze %s %s\n\n%s\n\noptions:\n", spec->name, spec->usage, spec->about);
    for (const cli_opt *o = spec->opts; o->help; o++) {
        char left[64], text[1024];
        int n = 0;
        if (o->short_name) n += snprintf(left + n, sizeof left - (size_t)n, "-%c", o->short_name);
        if (o->short_name && o->long_name) n += snprintf(left + n, sizeof left - (size_t)n, ", ");
        if (o->long_name) n += snprintf(left + n, sizeof left - (size_t)n, "--%s", o->long_name);
        if (o->arg) snprintf(left + n, sizeof left - (size_t)n, " %s", o->arg);
        help_text(o, text, sizeof text);
        fprintf(f, "  %-24s ", left);
        put_help(text, f);
    }
    fprintf(f, "  %-24s %s\n", "-h, --help", "print this help and exit");
    if (spec->notes) fprintf(f, "\n%s", spec->notes);
}
