/* main.c - the maze command: looks the subcommand up in one table and runs
 * it. Exit statuses are listed in usage() and in maze(1). */
#include "cli.h"

#include <signal.h>
#include <string.h>

int cmd_list(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_animate(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_stats(int argc, char **argv);

static const cli_command commands[] = {
    {"list", "list every generator and solver", cmd_list},
    {"bench", "run Moving AI scenario files and check every cost", cmd_bench},
    {"generate", "generate a maze", cmd_generate},
    {"solve", "find a path through a maze or block map", cmd_solve},
    {"render", "convert a maze or map to another format", cmd_render},
    {"demo", "the PHP article's example: generate, pick dead ends, solve, draw", cmd_demo},
    {"animate", "replay a generator or solver as an HTML page or in the terminal", cmd_animate},
    {"play", "walk a maze in the terminal (ncurses game)", cmd_play},
    {"stats", "analyse a maze: dead ends, loops, diameter, solution, runs", cmd_stats},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *f)
{
    fputs("usage: maze COMMAND [OPTIONS] [ARGS]\n\ncommands:\n", f);
    for (size_t i = 0; i < NCOMMANDS; i++) fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fputs("\noptions:\n"
          "  -h, --help     print this list and exit\n"
          "  --version      print the version (maze VERSION) and exit\n"
          "\nRun 'maze COMMAND --help' for a command's options.\n"
          "\nexit status:\n"
          "  0  success\n"
          "  1  no path exists (solve), a benchmark mismatch (bench), or no seed gave\n"
          "     the solution length asked (generate)\n"
          "  2  usage error (bad option, unknown algorithm, coordinates out of range)\n"
          "  3  bad input or I/O error (malformed file, unreadable or unwritable file)\n"
          "  4  too large or out of memory\n",
          f);
}

int main(int argc, char **argv)
{
    signal(SIGPIPE, SIG_IGN); /* a closed pipe becomes a write error, not a death */
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(stdout);
        return EXIT_OK_;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("maze %s\n", maze_version());
        return EXIT_OK_;
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "maze: unknown command '%s' (try 'maze --help')\n", argv[1]);
    return EXIT_USAGE;
}
