/* cli.h - what the maze command's subcommand files share: exit codes, the
 * subcommand table entry, option parsing and error reporting. */
#ifndef MAZE_CLI_H
#define MAZE_CLI_H

#include "maze.h"
#include "opts.h"

#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Exit statuses, documented in `maze --help` and maze(1). */
enum {
    EXIT_OK_ = 0,
    EXIT_NOPATH = 1,   /* no path / benchmark mismatch */
    EXIT_USAGE = 2,    /* bad command line */
    EXIT_INPUT = 3,    /* bad input or I/O error */
    EXIT_TOOBIG = 4    /* too large or out of memory */
};

/* A subcommand: name, one-line summary, entry point (argv[0] is its name). */
typedef struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
} cli_command;

/* The subcommands (cmd_NAME.c each): argv[0] is the subcommand's name;
 * each returns its exit status. */
int cmd_list(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_animate(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_stats(int argc, char **argv);

/* Maps a library status to an exit status (ENOMEM/ETOOBIG -> 4, EINVAL/
 * ENOTFOUND/ERANGE -> 2, others -> 3). */
int cli_exit_for(int status);
/* Prints "maze: <what>: <message>" to stderr and returns cli_exit_for(status). */
int cli_fail(const char *what, int status);
/* Prints "maze: <formatted>" to stderr as one line in one write and returns
 * `code`. The formatted text is escaped as cli_escape does, whatever the
 * arguments hold (file names, option values, environment): no byte from
 * outside reaches the terminal raw. A line over the buffer is cut, ending in
 * "...". */
int cli_error(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* cli_error, then ": " and `msg`, a library message (maze_error_info), whose
 * bytes from the input the library has escaped already: its backslashes are
 * kept (any other byte outside printable ASCII would still be escaped). */
int cli_error_msg(int code, const char *msg, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The command's one escaping: src[0..n) into dst (cap bytes with the NUL)
 * with every byte outside printable ASCII (0x20-0x7e), and the backslash
 * unless keep_backslash, as \xHH; cut at a whole byte and marked "..." when
 * it does not fit. Returns the length written. */
size_t cli_escape(char *dst, size_t cap, const char *src, size_t n, int keep_backslash);
/* Prints the formatted text to f escaped as cli_error does (a '\n' ending
 * fmt is kept): every other line the command prints that holds a file name
 * or anything else from outside. 0, or -1 when the write failed. */
int cli_print(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int cli_vprint(FILE *f, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* Writes s as a JSON string (RFC 8259) in ASCII: '"' and '\\' escaped,
 * control characters and DEL as \u00XX, valid UTF-8 as its code point
 * (\uXXXX, a surrogate pair above U+FFFF), and each byte that is not part
 * of valid UTF-8 as \u00XX of its value (the byte read as Latin-1). */
void cli_json_string(FILE *f, const char *s);
/* A thread's first error line, held instead of printed (--count workers:
 * only the first failure by index is reported, once). */
typedef struct cli_errbuf {
    char text[8192];        /* "" or "maze: ...\n" */
} cli_errbuf;
/* Makes cli_error on this thread keep its first line in *b (emptied now)
 * instead of printing it; NULL prints again. */
void cli_error_capture(cli_errbuf *b);

/* Reads a whole file ("-" = stdin) into a malloc'd, NUL-terminated buffer. 0 on success, else
 * prints an error naming the file and returns EXIT_INPUT or EXIT_TOOBIG. */
int cli_read_file(const char *path, char **data, size_t *len);

/* A write callback on a FILE*. */
int cli_write_stdio(void *ctx, const void *bytes, size_t len);

/* ==== what the commands that read or write mazes share ==== */

/* Drawing options collected from the command line (draw.c). */
typedef struct cli_draw {
    maze_draw_opts o;
    int set;                /* some drawing option was given */
    int expanded_named;     /* --show named "expanded" (not only through "all") */
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
    CLI_FUNC(0, "show", "LIST", "png/svg layers, comma-separated: path|markers|expanded|heat|outline, or "     \
             "all|none (default path,markers; expanded: solve only)", T, d, cli_draw_opt_show),                \
    CLI_FUNC(0, "color", "ROLE=C", "png/svg colour of ROLE background|wall|path|start|goal|expanded|outline|"  \
             "heat-near|heat-far: C a name or #rrggbb (repeatable)", T, d, cli_draw_opt_color),                   \
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

/* Reads FILE ("-" = stdin) with -i and --max-cells of c into doc;
 * prints "maze: FILE:LINE: message" and returns an exit status on failure,
 * or 0. */
int cli_load(const cli_core *c, const char *path, maze_doc *doc);

/* The output format: -f, else the one the -o name's extension names (the
 * format table's extension or a format's name, any case: x.png, x.blocks),
 * else `fallback` (a name without an extension). `need` is
 * MAZE_FMT_WRITE_MAZE or MAZE_FMT_WRITE_MAP. Prints a message and returns
 * NULL (exit status 2) when the format is unknown or cannot draw, or when
 * the extension names no format (the message lists them). */
/* The extension of the last component of `path` (after its last dot), or
 * NULL when it has none ("name", ".hidden", "name."). */
const char *cli_path_ext(const char *path);
const char *cli_out_format(const cli_core *c, const char *fallback, unsigned need);
/* Turns doc's block map into the wall maze it stands for, for stats: the
 * maze whose block grid it is (marks moved to that maze's cells) if it is
 * one and its marks are on cells (*read_as "blocks"), else the maze of its
 * 4-connected open cells (*read_as "cells"). 0, or an exit status after a
 * message naming `file` (doc then cleared). */
int cli_map_as_maze(const char *file, maze_doc *doc, const char **read_as);
/* With --gaps, checks that `format` draws them (text, unicode, png, svg) on
 * a wall maze (is_map 0): 0, or EXIT_USAGE after a message. */
int cli_gaps_check(const cli_core *c, const char *format, int is_map);

/* 1 when the -o value `path` (NULL: none given) means standard output. A
 * command's human report (solve's summary and trace, demo's path) goes to
 * stdout only when stdout carries no picture or JSON, else to stderr: what
 * stdout carries is always one whole file. */
int cli_is_stdout(const char *path);
/* A binary format (MAZE_FMT_BINARY: png) is not written to a terminal:
 * 0, or EXIT_USAGE after a message when `path` is stdout and stdout is a
 * terminal. Every path that writes a picture to stdout asks first. */
int cli_check_terminal(const cli_core *c, const char *format, const char *path);

/* What to write: a maze or a map with an overlay, in a format. */
typedef struct cli_picture {
    const maze *maze;
    const maze_map *map;
    const char *format;
    const maze_overlay *overlay;
} cli_picture;

/* maze_write_file_atomic with the temporary file registered for removal by
 * the signal handlers of cli_signals_init. Thread-safe. Returns a library
 * status (MAZE_EIO: errno says why). */
int cli_write_file(const char *path, maze_produce_fn fn, void *ud);
/* Installs the command's signal dispositions (main, before anything else):
 * SIGPIPE and SIGXFSZ ignored (the write fails and is reported), and every
 * other signal that would end the process removes the temporary files first
 * and then ends it by the same signal. Signals ignored on entry (nohup) stay
 * ignored. */
void cli_signals_init(void);
/* Opens /dev/null on standard streams closed on entry, the wrong way round
 * (stdin write-only, stdout and stderr read-only): no file the command opens
 * can become its stdout, and a write to a closed stdout fails (EBADF) and is
 * reported. main, first. */
void cli_std_fds(void);
/* The end of every command: flushes and closes stdout; if anything written
 * there was lost (full disk, closed stdout or pipe) and the command had not
 * already failed (status 2..4), prints "maze: CMD: <stdout>: write error: WHY"
 * (without CMD when NULL) and returns EXIT_INPUT; else returns `rc`. */
int cli_close_stdout(const char *cmd, int rc);
/* Reports a failed write of `path` ("<stdout>" for standard output) by `cmd`:
 * MAZE_EIO with errno's reason (exit 3), out of memory (exit 4), others by
 * cli_exit_for. Returns the exit status. */
int cli_write_failed(const char *cmd, const char *path, int status);

/* Writes a picture to -o (atomically) or to stdout. Returns an exit status,
 * after a message naming the file on failure. */
int cli_emit(const cli_core *c, const cli_picture *p);

/* The default start and goal of every command (solve, animate, play, stats,
 * generate's markers and solution range): the first and the last enabled
 * cell of wall maze m, or open cell of block map `map` (m NULL), in reading
 * order, into xy = {x0, y0, x1, y1}; 0,0 when there is none. A file's marks
 * and --from/--to take precedence over it. Returns 1, or 0 when there is no
 * such cell (then no default end exists: callers say so, CLI_NO_OPEN_CELL). */
int cli_default_ends(const maze *m, const maze_map *map, int32_t xy[4]);
/* The message for an input with no open cell whose start or goal was left
 * to the default ("%s" the command, then the file). */
#define CLI_NO_OPEN_CELL "%s: %s: no open cell, so no start or goal"

/* ---- start and goal (ends.c) ----
 * The order of precedence: cli_default_ends, the file's marks, --ends
 * diameter (the two ends of the longest path) or --dead-ends (two random
 * dead ends, seeded), --from/--to. */
/* Checks that --ends does not meet --dead-ends: 0, or EXIT_USAGE after a
 * message. */
int cli_ends_check(const cli_core *c);
/* 1 when --from, --to, --ends or --dead-ends chooses an end. */
int cli_ends_chosen(const cli_core *c);
/* Start and goal of wall maze m (or block map `map`, m NULL) into xy =
 * {x0, y0, x1, y1}, by the order above; `marks` (may be NULL) holds the
 * file's marks, `seed` seeds --dead-ends. --from/--to are not checked here.
 * Returns MAZE_OK, MAZE_ENOTFOUND (no open cell, and --from/--to do not name
 * both ends), MAZE_EUNSUPPORTED (--ends diameter or --dead-ends on a block
 * map), MAZE_ERANGE (fewer than 2 dead ends), MAZE_ENOMEM. Thread-safe. */
int cli_ends_pick(const cli_core *c, const maze *m, const maze_map *map, const maze_doc *marks, uint64_t seed,
                  int32_t xy[4]);
/* The message for a cli_ends_pick failure on input `name`; `few_code` is the
 * exit status for too few dead ends. Returns the exit status. */
int cli_ends_fail(const cli_core *c, const char *name, int status, int few_code);

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
} cli_solver_args;
extern const cli_choice cli_heuristic_words[];
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
/* ==== pictures (cli/draw.c): drawing options shared by render, generate,
 * solve and animate ==== */

/* Defaults (maze_draw_opts_init). */
void cli_draw_init(cli_draw *d);
/* The image format for `format` (-f, may be NULL) and output `path` (-o, may
 * be NULL): "png", "svg" or "pdf" when -f names one or, without -f, when the
 * path ends in .png, .svg or .pdf (any case); NULL otherwise (a text format). */
const char *cli_draw_format(const char *format, const char *path);
/* Checks the drawing options against the chosen output format `fmt`: they
 * only apply to png, svg and pdf, and --show expanded only where the command
 * records a solver's visits (`solver` nonzero). 0, or EXIT_USAGE after a
 * message. A command without drawing options passes. */
int cli_draw_check(const cli_core *c, const char *fmt, int solver);
/* 1 when the layers can be drawn from rows streamed by a generator (no heat,
 * no expanded cells: those need the whole maze); d may be NULL. */
int cli_draw_can_stream(const cli_draw *d);
/* Checks drawing options o for a width x height maze (is_map 0) or map
 * (is_map 1) before any file exists: 0, or EXIT_USAGE (bad options) or
 * EXIT_TOOBIG (image over MAZE_DRAW_MAX_SIDE) after a message. */
int cli_draw_check_size(const cli_core *c, const maze_draw_opts *o, int32_t w, int64_t h, int is_map);
/* Step callback and record for the expanded layer: when the layers ask for
 * it, sets *step and *ud for a width x height solve and returns 0 (EXIT_TOOBIG
 * when out of memory); does nothing otherwise. */
int cli_draw_want_visits(cli_draw *d, int32_t width, int32_t height, maze_step_fn *step, void **ud);
/* Draws p (format "png" or "svg") with c's drawing options to -o (NULL or
 * "-": stdout, refused for PNG on a terminal), atomically. The options and
 * the image size are checked before a file is created. Reads c only
 * (threads may share it). Returns an exit status, after a message. */
int cli_draw_save(const cli_core *c, const cli_picture *p);
/* Frees what cli_draw_want_visits allocated. */
void cli_draw_free(cli_draw *d);

/* An event log to replay (cmd_animate.c records it): 5 ints an event (kind,
 * x, y, x2, y2), over a maze (final state) or a block map. */
typedef struct cli_anim_page {
    const int32_t *ev;
    size_t n;
    const maze *m;
    const maze_map *map;
    const maze_draw_opts *o;
    int solve;                /* 0: a generator's log, 1: a solver's */
    int32_t sx, sy, gx, gy;   /* solve: start and goal */
} cli_anim_page;
/* A maze_produce_fn writing the self-contained HTML page (ud: cli_anim_page). */
int cli_anim_html(void *ud, maze_write_fn write, void *ctx);
/* Replays the log on stdout with ANSI colours, delay_ms between steps.
 * Returns MAZE_OK or MAZE_EIO. */
int cli_anim_terminal(const cli_anim_page *p, long long delay_ms);

/* ==== huge and many mazes (gen_big.c) ==== */

#define CLI_MAX_JOBS 256

/* Streams a width x height maze of `algo` (seeded by `seed`, options o) in
 * `format` to `path` (written atomically; NULL or "-" is stdout), in memory
 * proportional to the width. `draw`: png drawing options (NULL: defaults;
 * see cli_draw_can_stream). Returns a library status. */
int cli_stream_maze(const char *algo, int32_t width, int64_t height, uint64_t seed, const maze_gen_opts *o,
                    const maze_draw_opts *draw, const char *format, const char *path);
/* Makes the maze of one seed into file `path`; returns an exit status (after
 * a message). Called from several threads at once: no shared state. */
typedef int (*cli_make_fn)(void *ud, uint64_t seed, const char *path);
/* The name of maze k (0-based) of `count` for --count: `out` with "-K"
 * (K = k+1, zero-padded to the digits of count) before the extension of its
 * last path component, or appended when it has none: maze.png with 12 mazes
 * gives maze-01.png ... maze-12.png (the name only; any format). 0 on success, -1 when it does not fit
 * in cap bytes. */
int cli_count_name(const char *out, uint64_t k, uint64_t count, char *buf, size_t cap);
/* The number of online cores (1..CLI_MAX_JOBS): the default thread count. */
int cli_default_jobs(void);
/* Makes `count` mazes, seeds seed..seed+count-1, into the files named by
 * cli_count_name, on `jobs` threads (this one included). Each file depends
 * only on its seed, so the thread count changes nothing but the time.
 * After a failure no new maze is started (those under way finish); of the
 * mazes that failed, the first by index has its message printed, once (the
 * others' are dropped). Returns 0 or the exit status of the first maze (by
 * index) that failed. */
int cli_generate_count(cli_make_fn make, void *ud, const char *out, uint64_t seed, uint64_t count, int jobs);

/* ==== maze generate's options beyond size and seed (gen_opts.c) ==== */

/* maze generate's command line. */
typedef struct gen_args {
    cli_core c;
    const char *algo;              /* -a (default dfs) */
    long long width, height;       /* -W -H (0: not given) */
    unsigned long long count;      /* --count (0: not given, one maze) */
    int has_count, has_max_cells;  /* --count, --max-cells given (0 is refused) */
    int jobs;                      /* -j (0: one thread per core) */
    const char *bias, *mask;       /* --bias, --mask */
    double braid;                  /* --braid, when has_braid */
    int has_braid;
    unsigned long long min_solution, max_solution; /* when has_min, has_max */
    int has_min, has_max;
    unsigned long long tries;      /* --tries (0: not given) */
} gen_args;

/* What to generate, checked: the generator, size, bias, mask, braid and
 * solution range, and whether the rows can stream to the writer. */
typedef struct cli_gen {
    const char *algo, *fmt;
    long long w, h;              /* the size (the mask's with --mask) */
    maze_gen_opts o;             /* --bias */
    maze *shape;                 /* --mask: cells outside disabled; or NULL */
    double braid;                /* --braid P, when has_braid */
    int has_braid, has_range;    /* has_range: --min-solution or --max-solution */
    unsigned long long min, max; /* solution range in moves (0 .. ULLONG_MAX) */
    unsigned long long tries;    /* seeds in a row without a fit before giving up */
    int stream;                  /* rows go straight from the generator to the writer */
    const gen_args *a;           /* the command line: --from/--to, --ends, --dead-ends */
    int ends;                    /* start and goal go with the maze (marks, markers) */
    int path;                    /* and the path between them (--show path) */
} cli_gen;

/* Default of --tries. */
#define CLI_GEN_TRIES 10000ull

/* Checks generate's command line into *g (loading --mask, checking the size
 * against --max-cells). Returns 0 or an exit status after a message; free
 * *g with cli_gen_free either way. */
int cli_gen_setup(const gen_args *a, const char *algo, const char *fmt, cli_gen *g);
void cli_gen_free(cli_gen *g);
/* 1 when generator `algo` streams rows and `format` takes rows (a row writer
 * exists for it), else 0. */
int cli_can_stream(const char *algo, const char *format);
/* The maze of one seed: the mask's shape or W x H, carved, then braided with
 * the same RNG stream. Returns a library status (*out NULL on failure). */
int cli_gen_make(const cli_gen *g, uint64_t seed, maze **out);
/* Fills seeds[0..count) with the first `count` seeds from `base` on whose
 * maze's solution (first to last cell, in moves) is in the range, and
 * moves[] with those lengths, checking seeds on `jobs` threads (the result
 * does not depend on it). Gives up after g->tries seeds in a row without a
 * fit (exit 1). Returns 0 or an exit status after a message. */
int cli_gen_find_seeds(const cli_gen *g, uint64_t base, uint64_t count, int jobs, uint64_t *seeds,
                       unsigned long long *moves);
/* maze generate after cli_gen_setup: one maze to -o or stdout, or --count
 * files (see cli_generate_count), streamed when g->stream; with a solution
 * range, the seeds found by cli_gen_find_seeds (each reported on stderr).
 * Returns an exit status. */
int cli_generate_run(const gen_args *a, const cli_gen *g);

#endif
