/* core.h - the options that generate, solve, render, stats and demo share
 * (cli_core: loading, writing, drawing, start and goal) and the option lines
 * they list them by; the parsers of those lines are in draw.c and ends.c. */
#ifndef MAZE_CLI_CORE_H
#define MAZE_CLI_CORE_H

#include "cli.h"

/* Drawing options collected from the command line (draw.c). */
typedef struct cli_draw {
    maze_draw_opts o;
    int set;                /* some drawing option was given */
    int expanded_named;     /* --show named "expanded" (not only through "all") */
    int shortest_named;     /* --show named "shortest" */
    uint8_t *shortest;      /* the shortest-path layer's cells (maze solve -a all-shortest), malloced */
    int show_set;           /* --show was given (generate draws no layer without it) */
    maze_visit_marks marks; /* the expanded layer record; cells are malloced */
} cli_draw;

/* --ends WHICH (0: not given). */
enum { CLI_ENDS_FIRST_LAST = 1, CLI_ENDS_DIAMETER = 2 };
extern const cli_choice cli_ends_words[];

/* The options of generate, solve, render, stats and demo that the shared
 * functions read (loading, writing, drawing, start and goal): each of those
 * commands' argument structs begins with one, named c, so that one pointer
 * serves them all; what only one command takes stays in its own struct. */
typedef struct cli_core {
    const char *cmd;              /* the subcommand, for messages */
    unsigned long long seed;      /* -s (default 1) */
    const char *input_format;     /* -i */
    unsigned long long max_cells; /* --max-cells (0: the default) */
    const char *format, *output;  /* -f, -o */
    int gaps;                     /* --gaps: openings in the outer wall at start and goal */
    int draws;                    /* the command takes the drawing options: draw applies to png/svg */
    cli_draw draw;                /* --cell --wall --margin --show --color */
    cli_xy from, to;              /* --from --to */
    int ends;                     /* --ends: CLI_ENDS_*, 0 when not given */
    int dead_ends;                /* --dead-ends */
} cli_core;

/* Zeroes *c for subcommand `cmd`: seed 1, the default drawing options, and
 * whether they apply (`draws`). */
void cli_core_init(cli_core *c, const char *cmd, int draws);

/* The refusals animate and play have always given a size and a seed. */
#define CLI_SIZE_MSG "%o: '%v' is not a size in %r"
#define CLI_SEED_MSG "bad seed '%v': it %w"

/* The member names below (c.max_cells, d.o.cell) end up in offsetof, where
 * parentheses are not allowed. NOLINTBEGIN(bugprone-macro-parentheses) */
/* Option lines several subcommands share, over argument struct T whose
 * cli_core member is c: the random seed (help H) ... */
#define CLI_SEED_OPT(T, f, h) CLI_U64('s', "seed", "SEED", h, T, f, 0, ULLONG_MAX)
/* ... reading the input ... */
#define CLI_INPUT_OPTS(T, c)                                                                                    \
    CLI_STR('i', "input-format", "FORMAT", "read the input as FORMAT instead of detecting it", T, c.input_format), \
    CLI_U64(0, "max-cells", "N", "refuse inputs of more than N cells (default 100000000)", T, c.max_cells, 0, \
            ULLONG_MAX)
/* ... writing entrance and exit gaps (cli/io.c) ... */
#define CLI_GAPS_OPT(T, c)                                                                                      \
    CLI_FLAG(0, "gaps", "open the outer wall at start and goal, as puzzle books print an entrance and "         \
             "an exit (text, unicode, png, svg; generate: no streaming)", T, c.gaps)
/* ... drawing png/svg pictures into cli_draw d (cli/draw.c): the sizes, and
 * the layers and colours ... */
#define CLI_DRAW_MSG_ "%n: '%v' is not a number in %r"
#define CLI_DRAW_CELL(T, d, h) CLI_INT_SET(0, "cell", "N", h, T, d.o.cell, 1, 1024, d.set, .msg = CLI_DRAW_MSG_)
#define CLI_DRAW_WALL(T, d, h) CLI_INT_SET(0, "wall", "N", h, T, d.o.wall, 1, 1023, d.set, .msg = CLI_DRAW_MSG_)
#define CLI_DRAW_MARGIN(T, d, h) CLI_INT_SET(0, "margin", "N", h, T, d.o.margin, 0, 4096, d.set, .msg = CLI_DRAW_MSG_)
#define CLI_DRAW_OPTS(T, d)                                                                                     \
    CLI_DRAW_CELL(T, d, "png/svg: cell size in pixels, wall included (%R; default 10)"),                      \
    CLI_DRAW_WALL(T, d, "png/svg: wall thickness in pixels (1..cell-1; default 2)"),             \
    CLI_DRAW_MARGIN(T, d, "png/svg: blank border in pixels (%R; default 10)"),                                \
    CLI_FUNC(0, "show", "LIST", "png/svg layers, comma-separated: path|markers|expanded|heat|outline|shortest, or all|none\n" \
             "(default path,markers; expanded: solve only; shortest: solve, by default with -a all-shortest)", \
             T, d, cli_draw_opt_show),                                                                         \
    CLI_FUNC(0, "color", "ROLE=C", "png/svg colour of ROLE background|wall|path|start|goal|expanded|outline|"  \
             "heat-near|heat-far|shortest:\nC a name or #rrggbb (repeatable)", T, d, cli_draw_opt_color),       \
    CLI_DOUBLE_SET(0, "cell-mm", "MM", "pdf/svg: a cell MM millimetres on paper (%R; default 96 pixels an inch)", \
                   T, d.o.cell_mm, 0, 1000, d.set, .msg = CLI_DRAW_MSG_),                                          \
    CLI_FUNC(0, "page", "SIZE", "pdf/svg: the page, a4|a3|a5|letter|legal (a4-l: landscape) or WxH in mm; "  \
             "the maze centred and, without --cell-mm, scaled to fit", T, d, cli_draw_opt_page)
/* ... and start and goal (ends.c). */
#define CLI_ENDS_OPT(T, c)                                                                              \
    CLI_CHOICE(0, "ends", "WHICH", "start and goal: %R (the first and last open cells, "                \
               "or the two ends of the longest path: the hardest pair)", T, c.ends, cli_ends_words)
/* NOLINTEND(bugprone-macro-parentheses) */
/* The FUNC parsers of --show and --color: field is a cli_draw. */
int cli_draw_opt_show(const char *cmd, void *field, const char *v);
/* The FUNC parser of --page: field is a cli_draw. */
int cli_draw_opt_page(const char *cmd, void *field, const char *v);
int cli_draw_opt_color(const char *cmd, void *field, const char *v);

#endif
