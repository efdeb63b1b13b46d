/* opts.c - the subcommands' table-driven option parser and --help printer:
 * each subcommand lists its options (cli_opt) and gets parsing, value
 * checking and help text from here. */
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

/* The option as the user should see it in messages. */
static void opt_name(const cli_opt *o, char *buf, size_t cap)
{
    if (o->long_name) snprintf(buf, cap, "--%s", o->long_name);
    else snprintf(buf, cap, "-%c", o->short_name);
}

/* A number that did not parse (st from cli_parse_*): not one at all, or
 * one out of range (`range` says which). */
static int bad_value(const cli_args *a, const cli_opt *o, const char *v, int st, const char *want, const char *range)
{
    char name[64];
    opt_name(o, name, sizeof name);
    if (st == CLI_NUM_RANGE)
        return cli_error(EXIT_USAGE, "%s: %s: '%s' is out of range (%s)", a->cmd, name, v, range);
    return cli_error(EXIT_USAGE, "%s: %s: expected %s, got '%s'", a->cmd, name, want, v);
}

static int apply(cli_args *a, const cli_opt *o, const char *v)
{
    char *field = (char *)a + o->offset;
    int st;
    switch (o->kind) {
    case CLI_FLAG: *(int *)field = 1; return 0;
    case CLI_STR: *(const char **)field = v; return 0;
    case CLI_INT:
        if ((st = cli_parse_i64(v, LLONG_MIN, LLONG_MAX, (long long *)field)))
            return bad_value(a, o, v, st, "an integer in decimal digits", "it must fit in 64 bits");
        if (o->offset == CLI_FIELD(width)) a->has_width = 1;
        if (o->offset == CLI_FIELD(height)) a->has_height = 1;
        return 0;
    case CLI_U64:
        if ((st = cli_parse_u64(v, (unsigned long long *)field)))
            return bad_value(a, o, v, st, "a non-negative integer in decimal digits", "the largest is 18446744073709551615");
        if (o->offset == CLI_FIELD(seed)) a->has_seed = 1;
        if (o->offset == CLI_FIELD(count)) a->has_count = 1;
        if (o->offset == CLI_FIELD(max_cells)) a->has_max_cells = 1;
        return 0;
    case CLI_XY: {
        cli_xy *xy = (cli_xy *)field;
        if ((st = cli_parse_xy(v, &xy->x, &xy->y)))
            return bad_value(a, o, v, st, "X,Y (0-based, non-negative, decimal digits)", "0..2147483647 each");
        xy->set = 1;
        return 0;
    }
    case CLI_FUNC: return o->func(a, v);
    }
    return 0;
}

/* Handles argv[*i], an option; advances *i past its value. */
static int one_option(const cli_spec *spec, int argc, char **argv, int *i, cli_args *a)
{
    const char *s = argv[*i], *value = NULL;
    const cli_opt *o;
    if (s[1] == '-') {
        const char *eq = strchr(s + 2, '=');
        size_t n = eq ? (size_t)(eq - s - 2) : strlen(s + 2);
        o = find_long(spec->opts, s + 2, n);
        if (eq) value = eq + 1;
    } else {
        o = s[2] ? NULL : find_short(spec->opts, s[1]);
    }
    if (!o) return cli_error(EXIT_USAGE, "%s: unknown option '%s' (try 'maze %s --help')", a->cmd, s, spec->name);
    if (!o->arg && value) return cli_error(EXIT_USAGE, "%s: %s takes no value", a->cmd, s);
    if (o->arg && !value) {
        if (*i + 1 >= argc) return cli_error(EXIT_USAGE, "%s: %s needs a value (%s)", a->cmd, s, o->arg);
        value = argv[++*i];
    }
    return apply(a, o, value);
}

int cli_parse(const cli_spec *spec, int argc, char **argv, cli_args *a, const char **files, size_t *nfiles)
{
    a->cmd = spec->name;
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
            int st = one_option(spec, argc, argv, &i, a);
            if (st) return st;
        } else if (*nfiles < spec->max_files) {
            files[(*nfiles)++] = s;
        } else {
            return cli_error(EXIT_USAGE, "%s: unexpected argument '%s'", spec->name, s);
        }
    }
    return -1;
}

void cli_help_opts(const cli_opt *opts, FILE *f)
{
    for (const cli_opt *o = opts; o->help; o++) {
        char left[64];
        int n = 0;
        if (o->short_name) n += snprintf(left + n, sizeof left - (size_t)n, "-%c", o->short_name);
        if (o->short_name && o->long_name) n += snprintf(left + n, sizeof left - (size_t)n, ", ");
        if (o->long_name) n += snprintf(left + n, sizeof left - (size_t)n, "--%s", o->long_name);
        if (o->arg) snprintf(left + n, sizeof left - (size_t)n, " %s", o->arg);
        fprintf(f, "  %-24s %s\n", left, o->help);
    }
}

void cli_help(const cli_spec *spec, FILE *f)
{
    fprintf(f, "usage: maze %s %s\n\n%s\n\noptions:\n", spec->name, spec->usage, spec->about);
    cli_help_opts(spec->opts, f);
    fprintf(f, "  %-24s %s\n", "-h, --help", "print this help and exit");
}
