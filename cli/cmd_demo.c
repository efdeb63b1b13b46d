/* cmd_demo.c - `maze demo`: the PHP article's example. A 20 x 20 maze from
 * the depth-first backtracker, two random dead ends as start and goal, A*
 * between them, the maze drawn with the path, then the length and the path. */
#include "cli.h"

#include <string.h>

int cmd_demo(int argc, char **argv);

static const cli_opt demo_opts[] = {
    CLI_OPT('s', "seed", "SEED", "random seed for the maze and the dead ends (default 1)", CLI_U64, seed),
    CLI_OPT('a', "algo", "ALGO", "solver (default astar)", CLI_STR, algo),
    CLI_OPT('f', "format", "FORMAT", "picture format (default text, or from the -o name; see 'maze list')", CLI_STR, format),
    CLI_OPT('o', "output", "FILE", "write the picture to FILE (through a temporary file); the lines go to stdout", CLI_STR, output),
    CLI_OPT_END,
};

static const cli_spec demo_spec = {
    "demo", "[-s SEED] [-a ALGO] [-f FORMAT] [-o FILE]",
    "The PHP article's example: a 20 x 20 dfs maze, two random dead ends as start\n"
    "and goal, solved with A* and drawn with the path; then the length and the path\n"
    "(on stderr when the picture is on stdout, so that stdout is one whole file).",
    demo_opts, 0,
};

/* The lines after the picture: on stdout only when the picture went to -o. */
static int print_path(const cli_args *a, const cli_solve *s)
{
    FILE *f = cli_is_stdout(a->output) ? stderr : stdout;
    uint32_t w = (uint32_t)maze_width(s->doc.maze);
    fprintf(f, "start: %d,%d  goal: %d,%d\n", s->sx, s->sy, s->gx, s->gy);
    fprintf(f, "length: %zu moves (%zu cells; the PHP article counts cells)\n", s->r.length - 1, s->r.length);
    fprintf(f, "path:");
    for (size_t i = 0; i < s->r.length; i++)
        fprintf(f, "%s%u,%u", i ? " -> " : " ", s->r.path[i] % w, s->r.path[i] / w);
    fprintf(f, "\n");
    return fflush(f) ? cli_error(EXIT_INPUT, "demo: <%s>: write error", f == stdout ? "stdout" : "stderr") : 0;
}

int cmd_demo(int argc, char **argv)
{
    cli_args a = {0};
    size_t nfiles;
    int st = cli_parse(&demo_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    a.dead_ends = 1;
    const char *fmt = cli_out_format(&a, "text", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    cli_solve s = {0};
    s.name = "demo";
    st = maze_generate(&s.doc.maze, "dfs", 20, 20, a.has_seed ? a.seed : 1, NULL, NULL);
    if (st) return cli_fail("demo", st);
    if (!(st = cli_solve_prepare(&a, &s)) && !(st = cli_solve_run(&a, &s))) {
        if (!s.r.found) {
            st = cli_error(EXIT_NOPATH, "demo: no path");
        } else {
            cli_picture p = {s.doc.maze, NULL, fmt, &s.overlay};
            if (!(st = cli_emit(&a, &p))) st = print_path(&a, &s);
        }
    }
    cli_solve_free(&s);
    return st;
}
