/* cmd_demo.c - `maze demo`: the PHP article's example. A 20 x 20 maze from
 * the depth-first backtracker, two random dead ends as start and goal, A*
 * between them, the maze drawn with the path, then the length and the path. */
#include "cli.h"

#include <string.h>

int cmd_demo(int argc, char **argv);

static const cli_opt demo_opts[] = {
    CLI_OPT('s', "seed", "SEED", "random seed for the maze and the dead ends (default 1)", CLI_U64, seed),
    CLI_OPT('a', "algo", "ALGO", "solver (default astar)", CLI_STR, algo),
    CLI_OPT('f', "format", "FORMAT", "picture format (default text)", CLI_STR, format),
    CLI_OPT_END,
};

static const cli_spec demo_spec = {
    "demo", "[-s SEED] [-a ALGO] [-f FORMAT]",
    "The PHP article's example: a 20 x 20 dfs maze, two random dead ends as start\n"
    "and goal, solved with A* and drawn with the path; then the length and the path.",
    demo_opts, 0,
};

static void print_path(const cli_solve *s)
{
    uint32_t w = (uint32_t)maze_width(s->doc.maze);
    printf("start: %d,%d  goal: %d,%d\n", s->sx, s->sy, s->gx, s->gy);
    printf("length: %zu moves (%zu cells; the PHP article counts cells)\n", s->r.length - 1, s->r.length);
    printf("path:");
    for (size_t i = 0; i < s->r.length; i++)
        printf("%s%u,%u", i ? " -> " : " ", s->r.path[i] % w, s->r.path[i] / w);
    printf("\n");
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
            if (!(st = cli_emit(&a, &p))) print_path(&s);
        }
    }
    cli_solve_free(&s);
    return st;
}
