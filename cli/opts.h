/* opts.h - the command's one option mechanism: a subcommand lists its options
 * as a table of CLI_* lines over its own argument struct, and opts.c parses,
 * range-checks, reports and prints --help from that table; numbers follow one
 * rule everywhere (numbers.c). Adding an option is one line here and a field. */
#ifndef MAZE_CLI_OPTS_H
#define MAZE_CLI_OPTS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- the number rule (numbers.c) ----
 * The whole string is ASCII digits, leading zeros allowed ("010" is ten); no
 * blank, '+', base prefix or digit group; a '-' only where lo < 0; a double
 * may have '.' and digits after its digits, then e, a sign and digits. 0 on
 * success; CLI_NUM_SYNTAX when s is not such a number, CLI_NUM_RANGE when its
 * value is outside [lo, hi] (u64: over 2^64-1). The library's readers follow
 * the same rule for numbers in files. */
enum { CLI_NUM_SYNTAX = -1, CLI_NUM_RANGE = -2 };
int cli_parse_i64(const char *s, long long lo, long long hi, long long *out);
int cli_parse_u64(const char *s, unsigned long long *out);
int cli_parse_double(const char *s, double lo, double hi, double *out);
/* Why a parse failed, for messages: "is out of range" or "is not a plain
 * decimal number". */
const char *cli_parse_why(int st);
/* Parses "X,Y" (0-based, each 0..INT32_MAX). 0, CLI_NUM_SYNTAX or CLI_NUM_RANGE. */
int cli_parse_xy(const char *s, int32_t *x, int32_t *y);

/* A cell given on the command line (--from, --to); set when given. */
typedef struct cli_xy {
    int set;
    int32_t x, y;
} cli_xy;

/* One word a CLI_CHOICE option takes and the int it stores. A word made of
 * digits is a number: any value the number rule reads as the same number
 * chooses it ("08" is the word "8"), nothing else does. */
typedef struct cli_choice {
    const char *word;
    int value;
} cli_choice;

typedef enum {
    CLI_KIND_FLAG,   /* int, set to 1 */
    CLI_KIND_STR,    /* const char *, the argument itself */
    CLI_KIND_INT,    /* int32_t or int64_t (the field's size), in r.i */
    CLI_KIND_U64,    /* uint64_t, in r.u */
    CLI_KIND_DOUBLE, /* double, in r.d */
    CLI_KIND_XY,     /* cli_xy */
    CLI_KIND_CHOICE, /* int, the value of one of r.choices' words */
    CLI_KIND_FUNC    /* anything else: r.fn parses into the field */
} cli_kind;

/* A CLI_FUNC option's parser: `field` points into the argument struct. 0, or
 * an exit status after a message that starts "cmd: ". */
typedef int (*cli_opt_fn)(const char *cmd, void *field, const char *value);

/* One option line. Made by the macros below, never by hand. */
typedef struct cli_opt {
    char short_name;       /* 0: none */
    const char *long_name; /* without "--"; NULL: none */
    const char *arg;       /* the value's name in --help; NULL for a flag */
    const char *help;      /* "%R" in it shows the range or the words; a '\n' goes on indented */
    const char *msg;       /* the refusal of a value, or NULL for the kind's own (see below) */
    int attached;          /* a short name's value may follow it in one word (-j4) */
    cli_kind kind;
    size_t offset, size;   /* the field in the argument struct */
    size_t given;          /* 1 + the offset of an int set to 1 when the option is given; 0: none */
    union {
        struct {
            long long lo, hi;
        } i;
        struct {
            unsigned long long lo, hi;
        } u;
        struct {
            double lo, hi;
        } d;
        const cli_choice *choices; /* ended by {NULL, 0} */
        cli_opt_fn fn;
    } r;
} cli_opt;

/* Where a line's value goes: field f of argument struct T. The size check
 * refuses, at compile time, a field the kind cannot store into. These expand
 * to designated initializers and offsetof member names, which parentheses
 * would break. NOLINTBEGIN(bugprone-macro-parentheses) */
#define CLI_AT_(T, f, ok) .offset = offsetof(T, f), .size = sizeof(((T *)0)->f) + 0 * sizeof(char[(ok) ? 1 : -1])
#define CLI_SIZE_(T, f) sizeof(((T *)0)->f)
#define CLI_NAMES_(s, l, v, h) .short_name = (s), .long_name = (l), .arg = (v), .help = (h)
#define CLI_GIVEN_(T, g) .given = offsetof(T, g) + 1 + 0 * sizeof(char[CLI_SIZE_(T, g) == sizeof(int) ? 1 : -1])
/* NOLINTEND(bugprone-macro-parentheses) */

/* The lines: short letter (0: none), long name (NULL: none), value name,
 * help, the argument struct and the field; then the range, inclusive, of a
 * number (the parser refuses a value outside it, and --help shows it where
 * the help says %R); the words of a choice; or the parser of a FUNC. The _SET
 * forms also set int field g to 1 when the option is given (for options
 * whose every value is meaningful). Designated initializers may follow:
 * .attached = 1 (-j4), .msg = the one refusal of a bad value, a template in
 * which %o is the option as typed, %n its name (--long, else -s), %v the
 * value, %r the range or the words, %w why it failed ("is out of range" or
 * "is not a plain decimal number"); without .msg the kind's message says
 * "NAME: expected WHAT, got 'V'" or "NAME: 'V' is out of range (RANGE)". */
#define CLI_FLAG(s, l, h, T, f, ...) {CLI_NAMES_(s, l, NULL, h), .kind = CLI_KIND_FLAG, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(int)), __VA_ARGS__}
#define CLI_STR(s, l, v, h, T, f, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_STR, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(const char *)), __VA_ARGS__}
#define CLI_INT_AT_(T, f) CLI_AT_(T, f, CLI_SIZE_(T, f) == 4 || CLI_SIZE_(T, f) == 8)
#define CLI_INT(s, l, v, h, T, f, lo, hi, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_INT, CLI_INT_AT_(T, f), .r.i = {(lo), (hi)}, __VA_ARGS__}
#define CLI_INT_SET(s, l, v, h, T, f, lo, hi, g, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_INT, CLI_INT_AT_(T, f), CLI_GIVEN_(T, g), .r.i = {(lo), (hi)}, __VA_ARGS__}
#define CLI_U64(s, l, v, h, T, f, lo, hi, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_U64, CLI_AT_(T, f, CLI_SIZE_(T, f) == 8), .r.u = {(lo), (hi)}, __VA_ARGS__}
#define CLI_U64_SET(s, l, v, h, T, f, lo, hi, g, ...)                                                            \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_U64, CLI_AT_(T, f, CLI_SIZE_(T, f) == 8), CLI_GIVEN_(T, g), \
     .r.u = {(lo), (hi)}, __VA_ARGS__}
#define CLI_DOUBLE(s, l, v, h, T, f, lo, hi, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_DOUBLE, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(double)), .r.d = {(lo), (hi)}, __VA_ARGS__}
#define CLI_DOUBLE_SET(s, l, v, h, T, f, lo, hi, g, ...)                                                                 \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_DOUBLE, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(double)), \
     CLI_GIVEN_(T, g), .r.d = {(lo), (hi)}, __VA_ARGS__}
#define CLI_XY(s, l, v, h, T, f, ...) {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_XY, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(cli_xy)), __VA_ARGS__}
#define CLI_CHOICE(s, l, v, h, T, f, words, ...) \
    {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_CHOICE, CLI_AT_(T, f, CLI_SIZE_(T, f) == sizeof(int)), .r.choices = (words), __VA_ARGS__}
#define CLI_FUNC(s, l, v, h, T, f, parse, ...) {CLI_NAMES_(s, l, v, h), .kind = CLI_KIND_FUNC, CLI_AT_(T, f, 1), .r.fn = (parse), __VA_ARGS__}
/* Ends a table. */
#define CLI_OPT_END {.help = NULL}

/* A subcommand's command line. */
typedef struct cli_spec {
    const char *name;      /* for messages: "name: ..." */
    const char *usage;     /* after "usage: maze NAME " */
    const char *about;     /* the paragraph after the usage */
    const cli_opt *opts;   /* ended by CLI_OPT_END */
    size_t max_files;      /* operands at most (SIZE_MAX: any number) */
    const char *notes;     /* printed after the options, or NULL */
} cli_spec;

/* Parses argv (argv[0] is the subcommand or its mode) into the argument
 * struct `args` the table was written for, and the operands into
 * files[0..*nfiles) (files may be NULL when spec->max_files is 0). Options
 * and operands mix, read in order; "--" ends the options; "-" is an operand
 * (stdin); a long option's value may follow '=' (--seed=5), a short one's
 * only where its line says .attached (-j4). -h or --help where an option may
 * stand (not as a value, not after "--") prints the help. Returns -1 to go
 * on, EXIT_OK_ after the help, or EXIT_USAGE after a one-line message. */
int cli_parse(const cli_spec *spec, int argc, char **argv, void *args, const char **files, size_t *nfiles);
/* Prints a subcommand's help from its spec: usage, about, one line an option
 * (ranges and words shown), the -h line, the notes. */
void cli_help(const cli_spec *spec, FILE *f);

#endif
