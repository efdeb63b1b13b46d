/* gen.h - `maze generate` beyond its table: the checked command line and
 * one seed's maze (gen_opts.c), streaming and --count (gen_big.c). */
#ifndef MAZE_CLI_GEN_H
#define MAZE_CLI_GEN_H

#include "core.h"

/* ---- huge and many mazes (gen_big.c) ---- */
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
/* The most mazes --count makes: a billion files is past any use, and a count
 * near 2^64 would run until the disk is full (or, with a solution range,
 * ask for 16 bytes a maze up front); more is a usage error naming the range. */
#define CLI_MAX_COUNT 1000000000ull
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

/* The graph and search that hold a drawn path (cli_gen_overlay). */
typedef struct cli_held_path {
    maze_graph *graph;
    maze_search *search;
} cli_held_path;
/* Start and goal of seed's maze m (any topology) by cli_ends_pick from c's
 * --from, --to, --ends and --dead-ends into *ov and, when `path`, the astar
 * path between them, held in *h (free it with cli_held_free either way).
 * Returns 0 or an exit status after a message. */
int cli_gen_overlay(const cli_core *c, int path, maze *m, uint64_t seed, maze_overlay *ov, cli_held_path *h);
void cli_held_free(cli_held_path *h);

/* ---- maze generate's options beyond size and seed (gen_opts.c) ---- */
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
    const char *topology;          /* --topology (NULL: rect) */
    long long rings, levels;       /* --rings, -L (0: not given) */
    int unicursal;                 /* --unicursal */
} gen_args;

/* What to generate, checked: the generator, size, bias, mask, braid and
 * solution range, and whether the rows can stream to the writer. */
typedef struct cli_gen {
    const char *algo, *fmt;
    long long w, h;              /* the size (the mask's with --mask; 0 on other topologies) */
    char what[64];               /* the maze in messages: "20 x 20 maze", "hex maze" */
    maze_gen_opts o;             /* --bias */
    maze *shape;                 /* --mask: cells outside disabled; another topology's maze; or NULL */
    double braid;                /* --braid P, when has_braid */
    int has_braid, has_range;    /* has_range: --min-solution or --max-solution */
    unsigned long long min, max; /* solution range in moves (0 .. ULLONG_MAX) */
    unsigned long long tries;    /* seeds in a row without a fit before giving up */
    int stream;                  /* rows go straight from the generator to the writer */
    const gen_args *a;           /* the command line: --from/--to, --ends, --dead-ends */
    int ends;                    /* start and goal go with the maze (marks, markers) */
    int path;                    /* and the path between them (--show path) */
    int unicursal;               /* w x h is the labyrinth of a w/2 x h/2 maze (maze_unicursal) */
} cli_gen;

/* Default of --tries. */
#define CLI_GEN_TRIES 10000ull

/* Checks generate's command line into *g (loading --mask, checking the size
 * against --max-cells). Returns 0 or an exit status after a message; free
 * *g with cli_gen_free either way. */
int cli_gen_setup(const gen_args *a, const char *algo, const char *fmt, cli_gen *g);
/* The same for a topology other than rect: `shape` is an empty maze of that
 * shape, owned by *g from the call on (cli_gen_free frees it, even when this
 * fails); nothing streams, and --mask is stretched over it (cells whose
 * centre falls on a masked pixel disabled). */
int cli_gen_setup_shape(const gen_args *a, const char *algo, const char *fmt, maze *shape, cli_gen *g);
void cli_gen_free(cli_gen *g);
/* 1 when generator `algo` streams rows and `format` takes rows (a row writer
 * exists for it), else 0. */
int cli_can_stream(const char *algo, const char *format);
/* The maze of one seed: the mask's shape or W x H, carved, then braided with
 * the same RNG stream; with --unicursal, the labyrinth of the W/2 x H/2 maze. Returns a library status (*out NULL on failure). */
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
/* maze generate --topology T for a topology other than rect (gen_shape.c):
 * the maze in memory, written in a format that holds it. Returns an exit
 * status. */
int cli_generate_shape(const gen_args *a, const maze_topology *t);

#endif
