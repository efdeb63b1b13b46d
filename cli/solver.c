/* solver.c - the steps of a solve that `maze solve` and `maze demo` share:
 * the solver and its options (--moves, --heuristic, --weight, --costs), the
 * graph, start and goal, the run with --trace, and where the report goes. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "solver.h"

#include <stdlib.h>
#include <string.h>

const cli_choice cli_heuristic_words[] = {
    {"default", MAZE_H_DEFAULT},     {"manhattan", MAZE_H_MANHATTAN}, {"octile", MAZE_H_OCTILE},
    {"euclidean", MAZE_H_EUCLIDEAN}, {"chebyshev", MAZE_H_CHEBYSHEV}, {"zero", MAZE_H_ZERO},
    {NULL, 0},
};

const cli_choice cli_diagonal_words[] = {
    {"never", MAZE_DIAG_NEVER + 1},       {"no-corner", MAZE_DIAG_NO_CORNER + 1},
    {"one-open", MAZE_DIAG_ONE_OPEN + 1}, {"always", MAZE_DIAG_ALWAYS + 1},
    {NULL, 0},
};

const cli_choice cli_hand_words[] = {{"left", 1}, {"right", 2}, {NULL, 0}};

int cli_solver_hand(const char *cmd, const char **algo, int hand)
{
    if (!hand) return 0;
    if (*algo && strcmp(*algo, "wall-follower") != 0 && strcmp(*algo, "wall-follower-right") != 0)
        return cli_error(EXIT_USAGE, "%s: --hand is for -a wall-follower, not '%s'", cmd, *algo);
    *algo = hand == 2 ? "wall-follower-right" : "wall-follower";
    return 0;
}

/* ---- start and goal ---- */

/* A point of a maze of another topology than rect: cell x, as x,0. */
static int check_cell(const cli_core *c, const cli_solve *s, const char *opt, int32_t x, int32_t y)
{
    int32_t n = maze_graph_width(s->graph);
    const char *topo = maze_topology_of(s->doc.maze)->name;
    if (y != 0 || x >= n)
        return cli_error(EXIT_USAGE, "%s: %s %d,%d is not a cell of the %s maze (cells C,0 for C from 0 to %d)",
                         c->cmd, opt, x, y, topo, n - 1);
    if (!maze_graph_passable(s->graph, x, y))
        return cli_error(EXIT_USAGE, "%s: %s %d,%d is a disabled cell", c->cmd, opt, x, y);
    return 0;
}

static int check_point(const cli_core *c, const cli_solve *s, const char *opt, int32_t x, int32_t y)
{
    if (s->doc.maze && !cli_maze_rect(s->doc.maze)) return check_cell(c, s, opt, x, y);
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
    static const char *const names[] = {"?", "carve", "wall", "expand", "frontier", "backtrack", "path", "set", "chamber", "mark"};
    int k = ev->kind >= 1 && ev->kind <= 9 ? ev->kind : 0;
    fprintf(ud, "%s %d,%d g=%g\n", names[k], ev->x, ev->y, ev->g);
    return 0;
}

FILE *cli_solve_report_stream(const cli_core *c, const cli_solver_args *o)
{
    return o->json || cli_is_stdout(c->output) ? stderr : stdout;
}

/* ---- solving ---- */

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
    *moves = o->moves ? o->moves : o->diagonal > MAZE_DIAG_NEVER + 1 ? 8 : 4;
    if (*moves == 8 && s->doc.maze) return cli_error(EXIT_USAGE, "%s: --moves 8 applies to block maps", c->cmd);
    if (o->diagonal && s->doc.maze) return cli_error(EXIT_USAGE, "%s: --diagonal applies to block maps", c->cmd);
    if (o->diagonal && (*moves == 4) != (o->diagonal == MAZE_DIAG_NEVER + 1))
        return cli_error(EXIT_USAGE, "%s: --moves %d and --diagonal %s do not agree (never is 4 moves, the others 8)",
                         c->cmd, *moves, cli_diagonal_words[o->diagonal - 1].word);
    maze_solve_opts_init(&s->opts);
    s->opts.heuristic = o->heuristic;
    s->opts.weight = o->weight;
    s->opts.seed = c->seed; /* random-mouse's walk: -s, as the maze's */
    s->opts.max_steps = o->max_steps;
    if (o->max_steps && strcmp(s->solver->name, "random-mouse") != 0)
        return cli_error(EXIT_USAGE, "%s: --max-steps is for -a random-mouse, not '%s'", c->cmd, s->solver->name);
    return o->costs ? load_costs(c, o, s) : 0;
}

int cli_solve_prepare(const cli_core *c, const cli_solver_args *o, cli_solve *s)
{
    const char *algo = o->algo;
    if (cli_solver_hand(c->cmd, &algo, o->hand)) return EXIT_USAGE;
    if (!algo) algo = maze_solver_find("astar") ? "astar" : "bfs";
    s->solver = maze_solver_find(algo);
    if (!s->solver) return cli_error(EXIT_USAGE, "%s: unknown algorithm '%s' (see 'maze list')", c->cmd, algo);
    int moves, st = solver_options(c, o, s, &moves);
    if (st) return st;
    st = s->doc.maze ? maze_graph_from_maze(&s->graph, s->doc.maze, NULL)
                     : o->diagonal ? maze_graph_from_map_diagonal(&s->graph, s->doc.map, o->diagonal - 1, NULL)
                     : maze_graph_from_map(&s->graph, s->doc.map, moves, NULL);
    if (!st) st = maze_search_create(&s->search, s->graph, NULL);
    if (st) return cli_fail(c->cmd, st);
    return endpoints(c, s);
}

/* Why maze_solve refused (MAZE_EUNSUPPORTED): the solver does not run on
 * the input, or a grid heuristic was asked of another topology. */
static int unsupported(const cli_core *c, const cli_solve *s)
{
    if (!s->doc.maze || cli_maze_rect(s->doc.maze))
        return cli_error(EXIT_USAGE, "%s: solver '%s' does not apply to this input (%s)", c->cmd, s->solver->name,
                         s->solver->summary);
    const char *topo = maze_topology_of(s->doc.maze)->name;
    if (maze_solver_fits(s->solver, s->graph))
        return cli_error(EXIT_USAGE, "%s: --heuristic %s measures a grid, not a %s maze (default, euclidean or "
                         "zero do)", c->cmd, maze_heuristic_name(s->opts.heuristic), topo);
    if ((s->solver->flags & MAZE_SOLVER_TURNS) && (s->solver->flags & MAZE_SOLVER_CELLS))
    {
        unsigned f = maze_topology_of(s->doc.maze)->flags;
        return cli_error(EXIT_USAGE, "%s: solver '%s' does not run on a %s maze: it counts turns, and %s", c->cmd,
                         s->solver->name, topo,
                         (f & MAZE_TOPO_ARCS)     ? "a cell's arcs turn by no fixed share of a full turn"
                         : (f & MAZE_TOPO_LEVELS) ? "moving up or down a level is no turn"
                                                  : "a jump under a crossing goes straight on from a side of its own");
    }
    return cli_error(EXIT_USAGE, "%s: solver '%s' does not run on a %s maze (see 'maze list': 'every topology')",
                     c->cmd, s->solver->name, topo);
}

int cli_solve_run(const cli_core *c, const cli_solver_args *o, cli_solve *s)
{
    maze_solve_opts so = s->opts;
    if (o->trace) {
        so.step = strcmp(s->solver->name, "dfs") == 0 ? trace_perl : trace_plain;
        so.step_ud = cli_solve_report_stream(c, o);
    }
    int st = maze_solve(s->search, s->solver, s->sx, s->sy, s->gx, s->gy, &so, &s->r);
    if (st == MAZE_EUNSUPPORTED) return unsupported(c, s);
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
