/* cmd_list.c - `maze list`: every format, generator, solver and topology from the
 * library's tables, with its one-line summary and what its flags promise;
 * with --names, one line an entry with its flags, for scripts (tests,
 * benchmarks, the completion). */
#include "cli.h"

#include <string.h>


/* A flag bit, the word --names prints for it, and how the headed list says
 * it (NULL: not there). */
typedef struct flag_word {
    unsigned bit;
    const char *word;
    const char *say;
} flag_word;

static const flag_word format_words[] = {
    {MAZE_FMT_READ, "read", NULL},     {MAZE_FMT_WRITE_MAZE, "write-maze", NULL}, {MAZE_FMT_WRITE_MAP, "write-map", NULL},
    {MAZE_FMT_STREAM, "stream", NULL}, {MAZE_FMT_BINARY, "binary", NULL},         {MAZE_FMT_DRAW, "draw", NULL},
};
static const flag_word generator_words[] = {
    {MAZE_GEN_UNIFORM, "uniform", "uniform but on weave"},
    {MAZE_GEN_ROWS, "rows", "streams rows"},
    {MAZE_GEN_SLOW, "slow", "slow by nature"},
    {MAZE_GEN_TOPOLOGIES, "topologies", "every topology"},
};
/* A topology's size parameters say the options that set them. */
static const flag_word topology_words[] = {
    {MAZE_TOPO_WIDTH, "width", "-W"},   {MAZE_TOPO_HEIGHT, "height", "-H"}, {MAZE_TOPO_LEVELS, "levels", "-L"},
    {MAZE_TOPO_RINGS, "rings", "--rings"}, {MAZE_TOPO_ARCS, "arcs", NULL},  {MAZE_TOPO_MARKS, "marks", NULL},
};
/* In the order the headed list says them; a solver without "complete" says
 * "may miss a reachable goal" there (its "no path" proves nothing). */
static const flag_word solver_words[] = {
    {MAZE_SOLVER_COMPLETE, "complete", "complete"},
    {MAZE_SOLVER_OPTIMAL, "optimal", "optimal"},
    {MAZE_SOLVER_BOUNDED, "bounded", "bounded"},
    {MAZE_SOLVER_MOVES4, "moves4", "4 moves only"},
    {MAZE_SOLVER_MOVES8, "moves8", "8 moves only"},
    {MAZE_SOLVER_UNIT_COST, "unit-costs", "unit costs only"},
    {MAZE_SOLVER_CELLS, "topologies", "every topology"},
    {MAZE_SOLVER_NO_CORNER, "no-corner", "no corner cutting"},
    {MAZE_SOLVER_ANY_ANGLE, "any-angle", "any-angle path"},
    {MAZE_SOLVER_TURNS, "turns", "not polar, 3d or weave: it counts turns"},
};
#define N_WORDS(a) (sizeof(a) / sizeof *(a))

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
        print_entry("format", f->name, f->flags, format_words, N_WORDS(format_words));
    }
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        print_entry("generator", g->name, g->flags, generator_words, N_WORDS(generator_words));
    }
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *s = maze_solver_at(i);
        print_entry("solver", s->name, s->flags, solver_words, N_WORDS(solver_words));
    }
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        print_entry("topology", t->name, t->flags, topology_words, N_WORDS(topology_words));
    }
}

/* "  NAME SUMMARY (say, say)": the headed list's line of one entry, `first`
 * said before the flags (NULL: nothing). */
static void print_line(const char *name, const char *summary, unsigned flags, const flag_word *words, size_t n,
                       const char *first)
{
    printf("  %-19s %s", name, summary); /* the longest name, wall-follower-right */
    const char *sep = " (";
    if (first) {
        printf("%s%s", sep, first);
        sep = ", ";
    }
    for (size_t i = 0; i < n; i++) {
        if (!(flags & words[i].bit) || !words[i].say) continue;
        printf("%s%s", sep, words[i].say);
        sep = ", ";
    }
    puts(*sep == ',' ? ")" : "");
}

int cmd_list(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: maze list [--names]\n\nLists every file format, generator, solver and topology with a one-line summary\n"
             "and, in parentheses, what it promises (complete, optimal, uniform, streams rows, ...)\n"
             "or, for a topology, the options of its size (-W, -H, -L, --rings).\n\n"
             "options:\n"
             "      --names              one line an entry, for scripts: KIND NAME FLAGS (KIND format,\n"
             "                           generator, solver or topology; FLAGS its flags, comma-separated,\n"
             "                           - for none)\n"
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
        print_line(f->name, f->summary, f->flags, format_words, N_WORDS(format_words),
                   (f->flags & MAZE_FMT_READ) ? NULL : "output only");
    }
    puts("generators:");
    for (size_t i = 0; i < maze_generator_count(); i++) {
        const maze_generator *g = maze_generator_at(i);
        print_line(g->name, g->summary, g->flags, generator_words, N_WORDS(generator_words),
                   (g->flags & MAZE_GEN_TOPOLOGIES) ? NULL : "rect only");
    }
    puts("solvers:");
    for (size_t i = 0; i < maze_solver_count(); i++) {
        const maze_solver *s = maze_solver_at(i);
        print_line(s->name, s->summary, s->flags, solver_words, N_WORDS(solver_words),
                   (s->flags & MAZE_SOLVER_COMPLETE) ? NULL : "may miss a reachable goal");
    }
    puts("topologies:");
    for (size_t i = 0; i < maze_topology_count(); i++) {
        const maze_topology *t = maze_topology_at(i);
        print_line(t->name, t->summary, t->flags, topology_words, N_WORDS(topology_words), NULL);
    }
    return EXIT_OK_;
}
