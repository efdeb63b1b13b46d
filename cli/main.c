/* main.c - the maze command: looks the subcommand up in one table and runs
 * it. Exit statuses are listed in usage() and in maze(1). */
#include "cli.h"
#include "io.h"

#include <string.h>

static int cmd_help(int argc, char **argv);

static const cli_command commands[] = {
    {"list", "list every generator and solver", cmd_list},
    {"bench", "run Moving AI scenario files and check every cost", cmd_bench},
    {"prepare", "prepare a Moving AI map for many searches (JPS+): a file bench reads", cmd_prepare},
    {"generate", "generate a maze", cmd_generate},
    {"solve", "find a path through a maze or block map", cmd_solve},
    {"render", "convert a maze or map to another format", cmd_render},
    {"demo", "the PHP article's example: generate, pick dead ends, solve, draw", cmd_demo},
    {"animate", "replay a generator or solver as an HTML page or in the terminal", cmd_animate},
    {"play", "walk a maze in the terminal (ncurses game)", cmd_play},
    {"stats", "analyse a maze: dead ends, loops, diameter, solution, runs, difficulty", cmd_stats},
    {"book", "a puzzle book: many mazes on the pages of a PDF, with answers", cmd_book},
    {"help", "this list, or 'maze help COMMAND': that command's options", cmd_help},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fputs("usage: maze COMMAND [OPTIONS] [ARGS]\n       maze help [COMMAND]\n\ncommands:\n", f);
    for (size_t i = 0; i < NCOMMANDS; i++) fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fputs("\noptions:\n"
          "  -h, --help     print this list and exit\n"
          "  -v, --version  print the version (maze VERSION) and exit\n"
          "\nRun 'maze COMMAND --help' for a command's options.\n"
          "\nexit status:\n"
          "  0  success\n"
          "  1  no path exists (solve), a benchmark mismatch (bench), or no seed gave\n"
          "     the solution length asked (generate) or the difficulty asked (book)\n"
          "  2  usage error (bad option, unknown algorithm, coordinates out of range)\n"
          "  3  bad input or I/O error (malformed file, unreadable or unwritable file)\n"
          "  4  too large or out of memory\n",
          f);
}

/* `maze help [COMMAND]`: this list, or what `maze COMMAND --help` prints. */
static int cmd_help(int argc, char **argv)
{
    if (argc < 2) {
        usage(stdout);
        return EXIT_OK_;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fputs("usage: maze help [COMMAND]\n\n"
              "Prints the list of commands, or the options of COMMAND (as 'maze COMMAND --help').\n\n"
              "options:\n"
              "  -h, --help               print this help and exit\n",
              stdout);
        return EXIT_OK_;
    }
    if (argc > 2) return cli_error(EXIT_USAGE, "help: one command at most (try 'maze help')");
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            char name[16], opt[] = "--help";
            snprintf(name, sizeof name, "%s", commands[i].name);
            char *args[] = {name, opt, NULL};
            return commands[i].run(2, args);
        }
    return cli_error(EXIT_USAGE, "help: unknown command '%s' (try 'maze help')", argv[1]);
}

/* An empty argument is never a valid file name or value: refuse it before any
 * command sees it (an empty -o would otherwise reach the file system). */
static int refuse_empty(int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        const char *s = argv[i], *eq = strncmp(s, "--", 2) == 0 ? strchr(s, '=') : NULL;
        if (*s && !(eq && !eq[1])) continue;
        static const char why[] = "(a file name or a value cannot be empty)";
        if (*s) return cli_error(EXIT_USAGE, "%s: %s has an empty value %s", argv[1], s, why);
        if (i > 2 && argv[i - 1][0] == '-' && argv[i - 1][1])
            return cli_error(EXIT_USAGE, "%s: an empty argument after %s %s", argv[1], argv[i - 1], why);
        return cli_error(EXIT_USAGE, "%s: an empty argument %s", argv[1], why);
    }
    return 0;
}

static int run(int argc, char **argv)
{
    if (argc < 2) { /* a failure, so one line, as every failure is (the list is --help's) */
        char names[256];
        size_t n = 0;
        for (size_t i = 0; i < NCOMMANDS && n < sizeof names; i++)
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", i == 0 ? "" : i + 1 < NCOMMANDS ? ", " : " or ",
                                  commands[i].name);
        return cli_error(EXIT_USAGE, "no command given: %s (try 'maze --help')", names);
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return EXIT_OK_;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-v") == 0) {
        printf("maze %s\n", maze_version());
        return EXIT_OK_;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            int st = refuse_empty(argc, argv);
            return st ? st : commands[i].run(argc - 1, argv + 1);
        }
    return cli_error(EXIT_USAGE, "unknown command '%s' (try 'maze --help')", argv[1]);
}

int main(int argc, char **argv)
{
    cli_std_fds();
    cli_signals_init();
    int rc = run(argc, argv);
    return cli_close_stdout(argc > 1 && argv[1][0] != '-' ? argv[1] : NULL, rc);
}
