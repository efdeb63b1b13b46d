/* solver.h - the steps of a solve that `maze solve` and `maze demo` share
 * (solver.c). */
#ifndef MAZE_CLI_SOLVER_H
#define MAZE_CLI_SOLVER_H

#include "core.h"

/* The solver's options (solve, demo): what the functions below read beyond
 * the core. */
typedef struct cli_solver_args {
    const char *algo;     /* -a (default astar) */
    int moves;            /* --moves 4|8 (0: 4) */
    int heuristic;        /* --heuristic: MAZE_H_* */
    double weight;        /* --weight (0: the solver's default) */
    const char *costs;    /* --costs FILE */
    int trace;            /* --trace */
    int json;             /* --json: the report goes to stderr */
    int hand;             /* --hand: 0 not given, 1 left, 2 right */
    int diagonal;         /* --diagonal: 0 not given, else MAZE_DIAG_* + 1 */
    unsigned long long max_steps; /* --max-steps (0: not given, the library's default) */
} cli_solver_args;
extern const cli_choice cli_heuristic_words[];
/* --diagonal's words: MAZE_DIAG_* + 1. */
extern const cli_choice cli_diagonal_words[];
/* --hand's words, and what it does to -a: the wall follower of that hand in
 * *algo (NULL or a wall follower's name); 0, or EXIT_USAGE after a message
 * when -a names another solver. */
extern const cli_choice cli_hand_words[];
int cli_solver_hand(const char *cmd, const char **algo, int hand);

/* A solve in progress (solve and demo): the input, its graph, the endpoints
 * and the result, whose path lives in `search`. */
typedef struct cli_solve {
    const char *name;            /* input file name for messages */
    maze_doc doc;
    const maze_solver *solver;
    maze_graph *graph;
    maze_search *search;
    int32_t sx, sy, gx, gy;
    maze_result r;
    maze_overlay overlay;        /* start, goal and path, after cli_solve_run */
    maze_solve_opts opts;        /* heuristic and weight (solvers' options) */
} cli_solve;

/* Finds the solver (-a, default astar), builds the graph of s->doc and picks
 * start and goal from --from/--to, --dead-ends, the doc's marks or
 * cli_default_ends. Returns 0 or an exit status after a message. */
int cli_solve_prepare(const cli_core *c, const cli_solver_args *o, cli_solve *s);
/* Runs the solver (with --trace output) and fills s->r and s->overlay.
 * Returns 0 (found or not) or an exit status after a message. */
int cli_solve_run(const cli_core *c, const cli_solver_args *o, cli_solve *s);
/* Frees what a cli_solve holds. */
void cli_solve_free(cli_solve *s);
/* Where the summary and the trace go: stdout only when the picture goes to
 * a -o file and there is no JSON, so stdout always carries one whole file. */
FILE *cli_solve_report_stream(const cli_core *c, const cli_solver_args *o);

#endif
