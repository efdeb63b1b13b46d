/* cmd_solve.c - `maze solve`: reads a wall maze of any topology or a block
 * map, picks start and goal (cli_ends_pick), runs a solver and prints the
 * path as a picture, a summary or JSON. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "solver.h"
#include "draw.h"
#include "field.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


typedef struct solve_args {
    cli_core c;
    cli_solver_args s;
    int distances;        /* --distances: CLI_FIELD_*, 0 for a path */
    int flow;             /* --flow */
    cli_sources sources;  /* --source */
    int smooth;           /* --smooth */
    uint32_t *pulled;     /* --smooth: the path pulled straight (s.r.path points here) */
} solve_args;

static const cli_choice moves_words[] = {{"4", 4}, {"8", 8}, {NULL, 0}};

static const cli_opt solve_opts[] = {
    CLI_STR('a', "algo", "ALGO", "solver (default astar; see 'maze list')", solve_args, s.algo),
    CLI_XY(0, "from", "X,Y", "start cell (default: the S mark, else the first open cell in reading order)", solve_args, c.from),
    CLI_XY(0, "to", "X,Y", "goal cell (default: the E mark, else the last open cell)", solve_args, c.to),
    CLI_FLAG(0, "dead-ends", "start and goal at two random dead ends (seeded by -s)", solve_args, c.dead_ends),
    CLI_ENDS_OPT(solve_args, c),
    CLI_SEED_OPT(solve_args, c.seed, "random seed for --dead-ends and -a random-mouse's walk (default 1)"),
    CLI_FLAG(0, "json", "print {\"found\",\"moves\",\"cost\",\"expanded\",\"path\"} as JSON", solve_args, s.json),
    CLI_CHOICE(0, "moves", "4|8", "block maps: 4 or 8 moves (diagonals cost sqrt 2, no corner cutting; default 4)", solve_args, s.moves, moves_words,
               .msg = "--moves takes 4 or 8"),
    CLI_CHOICE(0, "diagonal", "RULE", "block maps: when a diagonal may pass the corners beside it: never (4 moves),\n"
               "no-corner (both sides open, as --moves 8), one-open (one side may be blocked), always", solve_args,
               s.diagonal, cli_diagonal_words, .msg = "--diagonal takes never, no-corner, one-open or always"),
    CLI_CHOICE(0, "heuristic", "NAME", "%R (astar, bidir, weighted-astar)", solve_args, s.heuristic, cli_heuristic_words,
               .msg = "unknown heuristic '%v'"),
    CLI_DOUBLE(0, "weight", "W", "weighted-astar: cost at most W x optimal (W >= 1, default 2)", solve_args, s.weight, 1, 1e9,
               .msg = "--weight takes a number from 1 to 1e9"),
    CLI_STR(0, "costs", "FILE", "block maps: per-cell entry costs, a grid of numbers >= 1 (docs/formats.md)", solve_args, s.costs),
    CLI_CHOICE(0, "hand", "left|right", "wall-follower: the hand kept on the wall (default left; -a wall-follower\n"
               "--hand right is -a wall-follower-right)", solve_args, s.hand, cli_hand_words, .msg = "--hand takes left or right"),
    CLI_FLAG(0, "smooth", "block maps: pull the path straight (string pulling) into an any-angle path of\n"
             "segments between cell centres, never longer; drawn as lines, its points printed", solve_args, smooth),
    CLI_U64(0, "max-steps", "N", "random-mouse: give up after N moves (%R; default 1000 x the cells),\n"
            "exit status 1", solve_args, s.max_steps, 1, ULLONG_MAX, .msg = "--max-steps takes a whole number from 1"),
    CLI_FLAG(0, "trace", "print every step of the solver (dfs: as the Perl article's DEBUG output)", solve_args, s.trace),
    CLI_CHOICE(0, "distances", "csv|json|pgm", "write the Dijkstra map instead of a path: every cell's least cost from the\n"
               "sources (csv: a line a row, empty where none reaches; json: null there; pgm: a heat picture,\n"
               "0 at a source to 254 at the farthest, 255 unreached); another topology than rect by cell\n"
               "number (csv: C,COST a line; no pgm)", solve_args, distances, cli_field_words,
               .msg = "--distances takes csv, json or pgm"),
    CLI_FUNC(0, "source", "X,Y", "--distances: a source cell (repeatable; default the start)", solve_args, sources,
             cli_field_opt_source),
    CLI_FLAG(0, "flow", "--distances: the cost from every cell to the nearest source, and its next step there\n"
             "(csv: the steps alone, N NE E SE S SW W NW, * at a source; json: \"flow\" beside \"distances\")", solve_args, flow),
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
    "A maze of another topology (a cells file) names its cell C as C,0 and is drawn in png, svg\n"
    "or pdf (weave also in text and unicode); without -f or -o only the summary is printed.\n"
    "Stdout carries one whole file: the picture (or --json's object) alone, with the summary\n"
    "line and --trace on stderr; with -o FILE (and no --json) they go to stdout.",
    .opts = solve_opts,
    .max_files = 1,
};

/* ---- output ---- */

/* Whether the path is an any-angle one: theta's, or pulled by --smooth. */
static int any_angle(const solve_args *a, const cli_solve *s)
{
    return a->smooth || (s->solver->flags & MAZE_SOLVER_ANY_ANGLE);
}

/* An any-angle path's points, the cells' centres: "X,Y" with `sep` between
 * them (JSON: "[X,Y]"). */
static void print_points(FILE *f, const cli_solve *s, int json)
{
    uint32_t w = (uint32_t)maze_graph_width(s->graph);
    for (size_t i = 0; i < s->r.length; i++)
        fprintf(f, json ? "%s[%u.5,%u.5]" : "%s%u.5,%u.5", i ? (json ? "," : " ") : "", s->r.path[i] % w,
                s->r.path[i] / w);
}

static void print_json(const solve_args *a, const cli_solve *s)
{
    uint32_t w = (uint32_t)maze_graph_width(s->graph);
    printf("{\"found\":%s,\"moves\":%zu,\"cost\":%.10g,\"expanded\":%llu,\"path\":[", s->r.found ? "true" : "false",
           s->r.length ? s->r.length - 1 : 0, s->r.cost, (unsigned long long)s->r.expanded);
    for (size_t i = 0; i < s->r.length; i++)
        printf("%s[%u,%u]", i ? "," : "", s->r.path[i] % w, s->r.path[i] / w);
    if (any_angle(a, s)) {
        printf("],\"points\":[");
        print_points(stdout, s, 1);
    }
    printf("]}\n");
}

/* random-mouse's walk in steps, for the summary ("" for another solver). */
static const char *steps_said(const cli_solve *s)
{
    static _Thread_local char buf[48];
    if (strcmp(s->solver->name, "random-mouse") != 0) return "";
    snprintf(buf, sizeof buf, ", %llu steps walked", (unsigned long long)(s->r.expanded - 1));
    return buf;
}

/* The summary line; an any-angle path counts segments, and its points
 * follow on a line of their own. */
static void print_summary(const solve_args *a, const cli_solve *s, FILE *f)
{
    int aa = any_angle(a, s);
    fprintf(f, "%s%s: %zu %s from %d,%d to %d,%d, %s %.10g, %llu cells expanded%s\n", s->solver->name,
            a->smooth ? " (smoothed)" : "", s->r.length - 1, aa ? "segments" : "moves", s->sx, s->sy, s->gx, s->gy,
            aa ? "length" : "cost", s->r.cost, (unsigned long long)s->r.expanded, steps_said(s));
    if (!aa) return;
    fprintf(f, "points: ");
    print_points(f, s, 0);
    fprintf(f, "\n");
}

/* A maze of another topology than rect with neither -f nor an -o file: no
 * picture (the default, text, draws rect mazes; weave's only when asked),
 * the summary on stdout. */
static int summary_only(const cli_core *c, const cli_solve *s)
{
    return s->doc.maze && !cli_maze_rect(s->doc.maze) && !c->format && cli_is_stdout(c->output);
}

/* The picture of the path, in -f's format or the -o name's; text for a
 * wall maze, a block map's own format (a .map: text). */
static int picture(const solve_args *a, const cli_solve *s)
{
    const cli_core *c = &a->c;
    /* A .map has no way to show a path: draw it as text. */
    int plain = s->doc.maze || (s->doc.format && strcmp(s->doc.format, "map") == 0);
    const char *fallback = plain ? "text" : s->doc.format;
    const char *fmt = cli_out_format(c, fallback, s->doc.maze ? MAZE_FMT_WRITE_MAZE : MAZE_FMT_WRITE_MAP);
    if (!fmt) return EXIT_USAGE;
    if (s->doc.maze && !cli_maze_rect(s->doc.maze) && !cli_draw_format(fmt, NULL) &&
        !cli_weave_text_of(s->doc.maze, fmt))
        return cli_error(EXIT_USAGE, "%s: %s does not draw a %s maze (png, svg and pdf do%s)", c->cmd, fmt,
                         maze_topology_of(s->doc.maze)->name,
                         strcmp(maze_topology_of(s->doc.maze)->name, "weave") ? "" : ", and text and unicode");
    int rc = cli_draw_check(c, fmt, 1);
    if (rc || (a->s.json && !c->output)) return rc;
    cli_picture p = {s->doc.maze, s->doc.map, fmt, &s->overlay};
    return cli_emit(c, &p);
}


/* The layer of the cells of every shortest path: all-shortest's answer,
 * drawn unless --show leaves it out, and any solver's with --show shortest
 * (beside the path it found). 0, or an exit status after a message. */
static int shortest_layer(solve_args *a, cli_solve *s)
{
    cli_draw *d = &a->c.draw;
    if (!s->r.found || !cli_draw_format(a->c.format, a->c.output)) return 0;
    if (!d->show_set && strcmp(s->solver->name, "all-shortest") == 0) d->o.layers |= MAZE_LAYER_SHORTEST;
    if (!(d->o.layers & MAZE_LAYER_SHORTEST)) return 0;
    if (!maze_solver_fits(maze_solver_find("all-shortest"), s->graph))
        return cli_error(EXIT_USAGE, "%s: --show shortest counts moves: 4 moves and no --costs", a->c.cmd);
    size_t n = (size_t)maze_graph_width(s->graph) * (size_t)maze_graph_height(s->graph);
    uint64_t count;
    d->shortest = malloc(n ? n : 1);
    if (!d->shortest) return cli_error(EXIT_TOOBIG, "out of memory for the shortest-path layer");
    int st = maze_search_all_shortest(s->search, s->sx, s->sy, s->gx, s->gy, d->shortest, &count);
    d->o.shortest = d->shortest;
    return st ? cli_fail(a->c.cmd, st) : 0;
}

static int report(solve_args *a, cli_solve *s)
{
    const cli_core *c = &a->c;
    if (!s->r.found) {
        if (a->s.json) print_json(a, s);
        if (s->opts.max_steps || !strcmp(s->solver->name, "random-mouse")) /* it stopped at its bound */
            return cli_error(EXIT_NOPATH,
                             "%s: %s: no path found by %s from %d,%d to %d,%d within %llu steps (not a complete "
                             "method: --max-steps bounds its walk)", c->cmd, s->name, s->solver->name, s->sx, s->sy,
                             s->gx, s->gy, (unsigned long long)(s->r.expanded ? s->r.expanded - 1 : 0));
        if (!(s->solver->flags & MAZE_SOLVER_COMPLETE)) /* its miss proves nothing */
            return cli_error(EXIT_NOPATH,
                             "%s: %s: no path found by %s from %d,%d to %d,%d (not a complete method: %llu cells walked)",
                             c->cmd, s->name, s->solver->name, s->sx, s->sy, s->gx, s->gy,
                             (unsigned long long)s->r.expanded);
        return cli_error(EXIT_NOPATH, "%s: %s: no path from %d,%d to %d,%d", c->cmd, s->name, s->sx, s->sy, s->gx, s->gy);
    }
    int alone = summary_only(c, s), rc;
    if ((rc = shortest_layer(a, s))) return rc;
    if (alone) {
        if ((rc = cli_draw_check(c, NULL, 1))) return rc;
    } else if ((rc = picture(a, s))) {
        return rc;
    }
    if (a->s.json) print_json(a, s);
    else print_summary(a, s, alone ? stdout : cli_solve_report_stream(&a->c, &a->s));
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

/* --smooth: the path found, pulled straight (maze_path_smooth) into
 * a->pulled, its cost the length of its segments. */
static int smooth_path(solve_args *a, cli_solve *s)
{
    if (!a->smooth || !s->r.found) return 0;
    size_t n = 0;
    a->pulled = malloc(s->r.length * sizeof *a->pulled);
    if (!a->pulled) return cli_fail(a->c.cmd, MAZE_ENOMEM);
    int st = maze_path_smooth(s->graph, s->r.path, s->r.length, a->pulled, &n);
    if (st) return cli_fail(a->c.cmd, st);
    double len = 0;
    double *xy = malloc(2 * n * sizeof *xy);
    if (!xy) return cli_fail(a->c.cmd, MAZE_ENOMEM);
    maze_path_points(s->graph, a->pulled, n, xy);
    for (size_t k = 1; k < n; k++) len += hypot(xy[2 * k] - xy[2 * k - 2], xy[2 * k + 1] - xy[2 * k - 1]);
    free(xy);
    s->r.path = a->pulled;
    s->r.length = n;
    s->r.cost = len;
    s->overlay.path = a->pulled;
    s->overlay.path_length = n;
    return 0;
}

/* --smooth pulls a block map's path (a maze's passages are no straight
 * lines); an any-angle path is drawn as lines. */
static int any_angle_setup(solve_args *a, const cli_solve *s)
{
    if (a->smooth && s->doc.maze) return cli_error(EXIT_USAGE, "solve: --smooth applies to block maps");
    if (any_angle(a, s)) a->c.draw.o.layers |= MAZE_LAYER_LINES;
    return 0;
}

/* The checks and the run after parsing; what they made is freed by the caller. */
static int run(solve_args *a, size_t nfiles, const char *const *files)
{
    cli_solve s = {0};
    s.name = nfiles ? files[0] : "-";
    if (a->c.format && !maze_format_find(a->c.format))
        return cli_error(EXIT_USAGE, "solve: unknown format '%s' (see 'maze list')", a->c.format);
    int st = cli_ends_check(&a->c);
    if (st) return st;
    if ((a->sources.n || a->flow) && !a->distances)
        return cli_error(EXIT_USAGE, "solve: --%s goes with --distances", a->flow ? "flow" : "source");
    if (a->distances && (a->s.json || a->s.trace))
        return cli_error(EXIT_USAGE, "solve: --distances writes the map: not with --%s", a->s.json ? "json" : "trace");
    if (a->smooth && a->s.costs)
        return cli_error(EXIT_USAGE, "solve: --smooth measures lengths: not with --costs");
    if (a->s.json && a->c.output && cli_is_stdout(a->c.output))
        return cli_error(EXIT_USAGE, "solve: --json prints to stdout: give -o a file name for the picture");
    if (!(st = cli_load(&a->c, s.name, &s.doc)) && !(st = cli_solve_prepare(&a->c, &a->s, &s))) {
        if (a->distances) st = cli_field_run(&a->c, &a->sources, a->distances, a->flow, &s);
        else if (!(st = any_angle_setup(a, &s)) && !(st = want_visits(a, &s)) &&
                 !(st = cli_solve_run(&a->c, &a->s, &s)) && !(st = smooth_path(a, &s)))
            st = report(a, &s);
    }
    cli_solve_free(&s);
    return st;
}

int cmd_solve(int argc, char **argv)
{
    solve_args a = {0};
    cli_core_init(&a.c, solve_spec.name, 1);
    const char *files[1];
    size_t nfiles;
    int st = cli_parse(&solve_spec, argc, argv, &a, files, &nfiles);
    if (st < 0) st = run(&a, nfiles, files);
    cli_draw_free(&a.c.draw);
    cli_sources_free(&a.sources);
    free(a.pulled);
    return st;
}
