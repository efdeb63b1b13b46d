/* cmd_solve.c - `maze solve`: reads a wall maze or block map, picks start and
 * goal (cli_ends_pick), runs a solver and prints the path as a picture, a
 * summary or JSON. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>


typedef struct solve_args {
    cli_core c;
    cli_solver_args s;
} solve_args;

static const cli_choice moves_words[] = {{"4", 4}, {"8", 8}, {NULL, 0}};

const cli_choice cli_heuristic_words[] = {
    {"default", MAZE_H_DEFAULT},     {"manhattan", MAZE_H_MANHATTAN}, {"octile", MAZE_H_OCTILE},
    {"euclidean", MAZE_H_EUCLIDEAN}, {"chebyshev", MAZE_H_CHEBYSHEV}, {"zero", MAZE_H_ZERO},
    {NULL, 0},
};

static const cli_opt solve_opts[] = {
    CLI_STR('a', "algo", "ALGO", "solver (default astar; see 'maze list')", solve_args, s.algo),
    CLI_XY(0, "from", "X,Y", "start cell (default: the S mark, else the first open cell in reading order)", solve_args, c.from),
    CLI_XY(0, "to", "X,Y", "goal cell (default: the E mark, else the last open cell)", solve_args, c.to),
    CLI_FLAG(0, "dead-ends", "start and goal at two random dead ends (seeded by -s)", solve_args, c.dead_ends),
    CLI_ENDS_OPT(solve_args, c),
    CLI_SEED_OPT(solve_args, c.seed, "random seed for --dead-ends (default 1)"),
    CLI_FLAG(0, "json", "print {\"found\",\"moves\",\"cost\",\"expanded\",\"path\"} as JSON", solve_args, s.json),
    CLI_CHOICE(0, "moves", "4|8", "block maps: 4 or 8 moves (diagonals cost sqrt 2, no corner cutting; default 4)", solve_args, s.moves, moves_words,
               .msg = "--moves takes 4 or 8"),
    CLI_CHOICE(0, "heuristic", "NAME", "%R (astar, bidir, weighted-astar)", solve_args, s.heuristic, cli_heuristic_words,
               .msg = "unknown heuristic '%v'"),
    CLI_DOUBLE(0, "weight", "W", "weighted-astar: cost at most W x optimal (W >= 1, default 2)", solve_args, s.weight, 1, 1e9,
               .msg = "--weight takes a number from 1 to 1e9"),
    CLI_STR(0, "costs", "FILE", "block maps: per-cell entry costs, a grid of numbers >= 1 (docs/formats.md)", solve_args, s.costs),
    CLI_FLAG(0, "trace", "print every step of the solver (dfs: as the Perl article's DEBUG output)", solve_args, s.trace),
    CLI_STR('f', "format", "FORMAT", "picture format (default text; block maps keep their own format)", solve_args, c.format),
    CLI_STR('o', "output", "FILE", "write the picture to FILE (through a temporary file); an extension naming no format needs -f", solve_args, c.output),
    CLI_INPUT_OPTS(solve_args, c),
    CLI_GAPS_OPT(solve_args, c),
    CLI_DRAW_OPTS(solve_args, c.draw),
    CLI_OPT_END,
};

static const cli_spec solve_spec = {
    .name = "solve",
    .usage = "[-a ALGO] [--from X,Y] [--to X,Y] [--dead-ends | --ends WHICH] [-s SEED] [--json] [-o FILE] [--show LIST] [FILE|-]",
    .about = "Finds a path from the start to the goal of a wall maze or block map (block maps are\n"
    "4-connected unless --moves 8). Coordinates are X,Y, 0-based, (0,0) top-left. Exit status 1: no path.\n"
    "Stdout carries one whole file: the picture (or --json's object) alone, with the summary\n"
    "line and --trace on stderr; with -o FILE (and no --json) they go to stdout.",
    .opts = solve_opts,
    .max_files = 1,
};

/* ---- start and goal ---- */

static int check_point(const cli_core *c, const cli_solve *s, const char *opt, int32_t x, int32_t y)
{
    int32_t w = maze_graph_width(s->graph), h = maze_graph_height(s->graph);
    if (x >= w || y >= h)
        return cli_error(EXIT_USAGE, "%s: %s %d,%d is outside the %d x %d %s", c->cmd, opt, x, y, w, h,
                         s->doc.maze ? "maze" : "map");
    if (!maze_graph_passable(s->graph, x, y))
        return cli_error(EXIT_USAGE, "%s: %s %d,%d is a blocked cell", c->cmd, opt, x, y);
    return 0;
}

static int endpoints(const cli_core *c, cli_solve *s)
{
    int32_t xy[4];
    int st = cli_ends_pick(c, s->doc.maze, s->doc.map, &s->doc, c->seed, xy);
    if (st) return cli_ends_fail(c, s->name, st, EXIT_INPUT);
    s->sx = xy[0], s->sy = xy[1], s->gx = xy[2], s->gy = xy[3];
    if ((st = check_point(c, s, c->from.set ? "--from" : "start", s->sx, s->sy))) return st;
    return check_point(c, s, c->to.set ? "--to" : "goal", s->gx, s->gy);
}

/* ---- tracing ---- */

/* The Perl article's DEBUG lines, from the dfs solver's events: entering a
 * cell is "path[N]", turning to the next direction (1 up, 2 left, 3 down,
 * 4 right) is "step:N p_step->{direct}:D". Coordinates are (y,x) as there. */
static int trace_perl(void *ud, const maze_event *ev)
{
    FILE *f = ud;
    if (ev->kind == MAZE_EV_VISIT) {
        fprintf(f, "path[%.0f]:%.0f\n (y,x):(%d,%d)\n", ev->g, ev->g, ev->y, ev->x);
    } else if (ev->kind == MAZE_EV_FRONTIER) {
        int dx = ev->x2 - ev->x, dy = ev->y2 - ev->y;
        int dir = dy < 0 ? 1 : dx < 0 ? 2 : dy > 0 ? 3 : 4;
        fprintf(f, " step:%.0f p_step->{direct}:%d\n (y,x):(%d,%d)\n", ev->g, dir, ev->y2, ev->x2);
    }
    return 0;
}

static int trace_plain(void *ud, const maze_event *ev)
{
    static const char *const names[] = {"?", "carve", "wall", "expand", "frontier", "backtrack", "path"};
    int k = ev->kind >= 1 && ev->kind <= 6 ? ev->kind : 0;
    fprintf(ud, "%s %d,%d g=%g\n", names[k], ev->x, ev->y, ev->g);
    return 0;
}

/* Where the summary and the trace go: stdout only when the picture goes to
 * a -o file and there is no JSON, so stdout always carries one whole file. */
static FILE *report_stream(const cli_core *c, const cli_solver_args *o)
{
    return o->json || cli_is_stdout(c->output) ? stderr : stdout;
}

/* ---- solving, shared with `maze demo` ---- */

/* --costs FILE: the map's cost layer, read before the graph is built. */
static int load_costs(const cli_core *c, const cli_solver_args *o, cli_solve *s)
{
    if (!s->doc.map) return cli_error(EXIT_USAGE, "%s: --costs applies to block maps, not wall mazes", c->cmd);
    char *data;
    size_t len;
    int st = cli_read_file(o->costs, &data, &len);
    if (st) return st;
    maze_error_info err = {0, ""};
    st = maze_map_read_costs(s->doc.map, data, len, &err);
    free(data);
    if (st == MAZE_EFORMAT) return cli_error_msg(EXIT_INPUT, err.message, "%s: %s:%ld", c->cmd, o->costs, err.line);
    return st ? cli_fail(c->cmd, st) : 0;
}

/* --moves, --heuristic, --weight into the graph's move set and the options. */
static int solver_options(const cli_core *c, const cli_solver_args *o, cli_solve *s, int *moves)
{
    *moves = o->moves ? o->moves : 4;
    if (*moves == 8 && s->doc.maze) return cli_error(EXIT_USAGE, "%s: --moves 8 applies to block maps", c->cmd);
    maze_solve_opts_init(&s->opts);
    s->opts.heuristic = o->heuristic;
    s->opts.weight = o->weight;
    return o->costs ? load_costs(c, o, s) : 0;
}

int cli_solve_prepare(const cli_core *c, const cli_solver_args *o, cli_solve *s)
{
    const char *algo = o->algo ? o->algo : maze_solver_find("astar") ? "astar" : "bfs";
    s->solver = maze_solver_find(algo);
    if (!s->solver) return cli_error(EXIT_USAGE, "%s: unknown algorithm '%s' (see 'maze list')", c->cmd, algo);
    int moves, st = solver_options(c, o, s, &moves);
    if (st) return st;
    st = s->doc.maze ? maze_graph_from_maze(&s->graph, s->doc.maze, NULL)
                     : maze_graph_from_map(&s->graph, s->doc.map, moves, NULL);
    if (!st) st = maze_search_create(&s->search, s->graph, NULL);
    if (st) return cli_fail(c->cmd, st);
    return endpoints(c, s);
}

int cli_solve_run(const cli_core *c, const cli_solver_args *o, cli_solve *s)
{
    maze_solve_opts so = s->opts;
    if (o->trace) {
        so.step = strcmp(s->solver->name, "dfs") == 0 ? trace_perl : trace_plain;
        so.step_ud = report_stream(c, o);
    }
    int st = maze_solve(s->search, s->solver, s->sx, s->sy, s->gx, s->gy, &so, &s->r);
    if (st == MAZE_EUNSUPPORTED)
        return cli_error(EXIT_USAGE, "%s: solver '%s' does not apply to this input (%s)", c->cmd, s->solver->name,
                         s->solver->summary);
    if (st) return cli_fail(c->cmd, st);
    s->overlay = (maze_overlay){1, 1, s->sx, s->sy, s->gx, s->gy, s->r.path, s->r.length};
    return 0;
}

void cli_solve_free(cli_solve *s)
{
    maze_search_destroy(s->search);
    maze_graph_destroy(s->graph);
    maze_doc_clear(&s->doc);
}

/* ---- output ---- */

static void print_json(const cli_solve *s)
{
    uint32_t w = (uint32_t)maze_graph_width(s->graph);
    printf("{\"found\":%s,\"moves\":%zu,\"cost\":%.10g,\"expanded\":%llu,\"path\":[", s->r.found ? "true" : "false",
           s->r.length ? s->r.length - 1 : 0, s->r.cost, (unsigned long long)s->r.expanded);
    for (size_t i = 0; i < s->r.length; i++)
        printf("%s[%u,%u]", i ? "," : "", s->r.path[i] % w, s->r.path[i] / w);
    printf("]}\n");
}

static int report(const solve_args *a, cli_solve *s)
{
    const cli_core *c = &a->c;
    if (!s->r.found) {
        if (a->s.json) print_json(s);
        return cli_error(EXIT_NOPATH, "%s: %s: no path from %d,%d to %d,%d", c->cmd, s->name, s->sx, s->sy, s->gx, s->gy);
    }
    /* A .map has no way to show a path: draw it as text. */
    int plain = s->doc.maze || (s->doc.format && strcmp(s->doc.format, "map") == 0);
    const char *fallback = plain ? "text" : s->doc.format;
    const char *fmt = cli_out_format(c, fallback, s->doc.maze ? MAZE_FMT_WRITE_MAZE : MAZE_FMT_WRITE_MAP);
    if (!fmt) return EXIT_USAGE;
    int rc = cli_draw_check(c, fmt, 1);
    if (rc) return rc;
    if (!a->s.json || c->output) {
        cli_picture p = {s->doc.maze, s->doc.map, fmt, &s->overlay};
        int st = cli_emit(c, &p);
        if (st) return st;
    }
    if (a->s.json) print_json(s);
    else
        fprintf(report_stream(c, &a->s), "%s: %zu moves from %d,%d to %d,%d, cost %.10g, %llu cells expanded\n",
                s->solver->name, s->r.length - 1, s->sx, s->sy, s->gx, s->gy, s->r.cost,
                (unsigned long long)s->r.expanded);
    return fflush(stdout) ? cli_write_failed(c->cmd, "<stdout>", MAZE_EIO) : EXIT_OK_;
}

/* --show expanded: the solver's visits recorded for the picture. */
static int want_visits(solve_args *a, cli_solve *s)
{
    if (!(a->c.draw.o.layers & MAZE_LAYER_EXPANDED) || !cli_draw_format(a->c.format, a->c.output)) return 0;
    if (a->s.trace) return cli_error(EXIT_USAGE, "%s: --trace and --show expanded cannot be combined", a->c.cmd);
    return cli_draw_want_visits(&a->c.draw, maze_graph_width(s->graph), maze_graph_height(s->graph), &s->opts.step,
                                &s->opts.step_ud);
}

int cmd_solve(int argc, char **argv)
{
    solve_args a = {0};
    cli_core_init(&a.c, solve_spec.name, 1);
    const char *files[1];
    size_t nfiles;
    int st = cli_parse(&solve_spec, argc, argv, &a, files, &nfiles);
    if (st >= 0) return st;
    cli_solve s = {0};
    s.name = nfiles ? files[0] : "-";
    if (a.c.format && !maze_format_find(a.c.format))
        return cli_error(EXIT_USAGE, "solve: unknown format '%s' (see 'maze list')", a.c.format);
    if ((st = cli_ends_check(&a.c))) return st;
    if (a.s.json && a.c.output && cli_is_stdout(a.c.output))
        return cli_error(EXIT_USAGE, "solve: --json prints to stdout: give -o a file name for the picture");
    if (!(st = cli_load(&a.c, s.name, &s.doc)) && !(st = cli_solve_prepare(&a.c, &a.s, &s)) &&
        !(st = want_visits(&a, &s)) && !(st = cli_solve_run(&a.c, &a.s, &s)))
        st = report(&a, &s);
    cli_solve_free(&s);
    cli_draw_free(&a.c.draw);
    return st;
}
