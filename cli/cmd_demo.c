/* cmd_demo.c - `maze demo`: the PHP article's example. A 20 x 20 maze from
 * the depth-first backtracker, two random dead ends as start and goal, A*
 * between them, the maze drawn with the path, then the length and the path. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "solver.h"

#include <string.h>


typedef struct demo_args {
    cli_core c;
    cli_solver_args s;
} demo_args;

static const cli_opt demo_opts[] = {
    CLI_SEED_OPT(demo_args, c.seed, "random seed for the maze and the dead ends (default 1)"),
    CLI_STR('a', "algo", "ALGO", "solver (default astar)", demo_args, s.algo),
    CLI_STR('f', "format", "FORMAT", "picture format (default text, or from the -o name; see 'maze list')", demo_args, c.format),
    CLI_STR('o', "output", "FILE", "write the picture to FILE (through a temporary file); the lines go to stdout", demo_args, c.output),
    CLI_OPT_END,
};

static const cli_spec demo_spec = {
    .name = "demo",
    .usage = "[-s SEED] [-a ALGO] [-f FORMAT] [-o FILE]",
    .about = "The PHP article's example: a 20 x 20 dfs maze, two random dead ends as start\n"
             "and goal, solved with A* and drawn with the path; then the length and the path\n"
             "(on stderr when the picture is on stdout, so that stdout is one whole file).",
    .opts = demo_opts,
};

/* The lines after the picture: on stdout only when the picture went to -o. */
static int print_path(const demo_args *a, const cli_solve *s)
{
    FILE *f = cli_is_stdout(a->c.output) ? stderr : stdout;
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
    demo_args a = {0};
    cli_core_init(&a.c, demo_spec.name, 0);
    size_t nfiles;
    int st = cli_parse(&demo_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    a.c.dead_ends = 1;
    const char *fmt = cli_out_format(&a.c, "text", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    cli_solve s = {0};
    s.name = "demo";
    st = maze_generate(&s.doc.maze, "dfs", 20, 20, a.c.seed, NULL, NULL);
    if (st) return cli_fail("demo", st);
    if (!(st = cli_solve_prepare(&a.c, &a.s, &s)) && !(st = cli_solve_run(&a.c, &a.s, &s))) {
        if (!s.r.found) {
            st = cli_error(EXIT_NOPATH, "demo: no path");
        } else {
            cli_picture p = {s.doc.maze, NULL, fmt, &s.overlay};
            if (!(st = cli_emit(&a.c, &p))) st = print_path(&a, &s);
        }
    }
    cli_solve_free(&s);
    return st;
}
