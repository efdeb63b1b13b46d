/* cmd_list.c - `maze list`: every generator and solver from the library's
 * tables, with its one-line summary. */
#include "cli.h"

#include <string.h>

int cmd_list(int argc, char **argv);

int cmd_list(int argc, char **argv)
{
    if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        puts("usage: maze list\n\nLists every generator, solver and file format with a one-line summary.\n\n"
             "options:\n"
             "  -h, --help               print this help and exit");
        return EXIT_OK_;
    }
    if (argc > 1) return cli_error(EXIT_USAGE, "list: unexpected argument '%s'", argv[1]);
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
