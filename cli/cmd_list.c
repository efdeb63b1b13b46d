/* cmd_list.c - `maze list`: every format, generator and solver from the
 * library's tables, with its one-line summary; with --names, one line an
 * entry with its flags, for scripts (tests, benchmarks, the completion). */
#include "cli.h"

#include <string.h>

int cmd_list(int argc, char **argv);

/* A flag bit and the word --names prints for it. */
typedef struct flag_word {
    unsigned bit;
    const char *word;
} flag_word;

static const flag_word format_words[] = {
    {MAZE_FMT_READ, "read"},     {MAZE_FMT_WRITE_MAZE, "write-maze"}, {MAZE_FMT_WRITE_MAP, "write-map"},
    {MAZE_FMT_STREAM, "stream"}, {MAZE_FMT_BINARY, "binary"},         {MAZE_FMT_DRAW, "draw"},
};
static const flag_word generator_words[] = {
    {MAZE_GEN_UNIFORM, "uniform"}, {MAZE_GEN_SLOW, "slow"}, {MAZE_GEN_MASKS, "masks"}, {MAZE_GEN_ROWS, "rows"},
};
static const flag_word solver_words[] = {
    {MAZE_SOLVER_OPTIMAL, "optimal"}, {MAZE_SOLVER_UNIFORM, "unit-costs"}, {MAZE_SOLVER_MOVES4, "moves4"},
    {MAZE_SOLVER_MOVES8, "moves8"},   {MAZE_SOLVER_BOUNDED, "bounded"},
};

/* "KIND NAME FLAGS": the words of the bits set, comma-separated ("-" for
 * none); a bit without a word shows as its value, so nothing is hidden. */
static void print_entry(const char *kind, const char *name, unsigned flags, const flag_word *words, size_t n)
{
    printf("%s %s ", kind, name);
    const char *sep = "";
    for (unsigned bit = 1; bit && bit <= flags; bit <<= 1) {
        if (!(flags & bit)) continue;
        const char *word = NULL;
        for (size_t i = 0; i < n; i++)
            if (words[i].bit == bit) word = words[i].word;
        if (word) printf("%s%s", sep, word);
        else printf("%sbit%u", sep, bit);
        sep = ",";
    }
    puts(*sep ? "" : "-");
}

static void print_names(void)
{
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        print_entry("format", f->name, f->flags, format_words, sizeof format_words / sizeof *format_words);
    }
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        print_entry("generator", g->name, g->flags, generator_words, sizeof generator_words / sizeof *generator_words);
    }
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *s = maze_solver_at(i);
        print_entry("solver", s->name, s->flags, solver_words, sizeof solver_words / sizeof *solver_words);
    }
}

int cmd_list(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: maze list [--names]\n\nLists every generator, solver and file format with a one-line summary.\n\n"
             "options:\n"
             "      --names              one line an entry, for scripts: KIND NAME FLAGS (KIND format,\n"
             "                           generator or solver; FLAGS its flags, comma-separated, - for none)\n"
             "  -h, --help               print this help and exit");
        return EXIT_OK_;
    }
    int names = argc > 1 && strcmp(argv[1], "--names") == 0;
    if (argc > 1 + names) return cli_error(EXIT_USAGE, "list: unexpected argument '%s'", argv[1 + names]);
    if (names) {
        print_names();
        return EXIT_OK_;
    }
    puts("formats:");
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        printf("  %-14s %s%s\n", f->name, f->summary, (f->flags & MAZE_FMT_READ) ? "" : " (output only)");
    }
    puts("generators:");
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        printf("  %-14s %s%s\n", g->name, g->summary, (g->flags & MAZE_GEN_SLOW) ? " (slow by nature)" : "");
    }
    puts("solvers:");
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *s = maze_solver_at(i);
        printf("  %-14s %s\n", s->name, s->summary);
    }
    return EXIT_OK_;
}
