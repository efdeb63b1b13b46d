/* cmd_animate.c - `maze animate generate|solve`: records the library's step
 * events (carves and walls of a generator; visits, frontier and backtracks
 * of a solver, then the path) and replays them, as one self-contained HTML
 * page (inline SVG, CSS and a small script; nothing fetched), an animated
 * GIF, or in the terminal with ANSI colours. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "solver.h"
#include "draw.h"
#include "anim.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>


/* The most events a run may record: the check in record() and every message
 * that names the limit use this one number (20 bytes an event, 80 MB at it). */
#define MAX_EVENTS 4000000u

typedef struct ev_log {
    int32_t *v;          /* 5 ints an event: kind, x, y, x2, y2 */
    size_t n, cap;
    int overflow;        /* an event past MAX_EVENTS was refused */
    int oom;             /* growing the log failed: memory ran out */
} ev_log;

static int record(void *ud, const maze_event *ev)
{
    ev_log *l = ud;
    if (l->n == l->cap) {
        if (l->cap >= MAX_EVENTS) {
            l->overflow = 1;
            return 1; /* stops the algorithm: MAZE_ECANCELLED */
        }
        size_t nc = l->cap ? l->cap * 2 : 4096;
        if (nc > MAX_EVENTS) nc = MAX_EVENTS; /* the last step grows to the cap exactly */
        int32_t *nv = realloc(l->v, nc * 5 * sizeof *nv);
        if (!nv) {
            l->oom = 1;
            return 1;
        }
        l->v = nv;
        l->cap = nc;
    }
    int32_t *e = l->v + l->n++ * 5;
    e[0] = ev->kind;
    e[1] = ev->x;
    e[2] = ev->y;
    e[3] = ev->x2;
    e[4] = ev->y2;
    return 0;
}

static int log_failed(const struct ev_log *l);

/* animate's command line. */
typedef struct anim_args {
    const char *algo, *gen, *out; /* -a, -g, -o */
    const char *frames_dir;       /* --frames-dir */
    int frames_svg;               /* --frames-format: 0 not given, 1 png, 2 svg */
    int hand;                     /* --hand: 0, 1 left, 2 right */
    int32_t w, h;                 /* -W -H */
    int w_set, h_set;             /* -W, -H given */
    const char *topology;         /* --topology (NULL: rect) */
    int32_t levels, rings;        /* -L --rings (0: not given) */
    unsigned long long seed;      /* -s */
    cli_xy from, to;              /* --from --to */
    int terminal;                 /* --terminal */
    int format;                   /* -f: 0 by the -o name, FMT_HTML, FMT_GIF */
    int32_t frames, frame_ms, hold_ms; /* --frames --frame-ms --hold (gif) */
    int gif_set;                  /* one of those three was given */
    long long delay_ms;           /* --delay */
    int moves;                    /* --moves 4|8 (0: 4) */
    cli_draw d;                   /* --cell --wall --margin --color */
} anim_args;

enum { FMT_HTML = 1, FMT_GIF = 2 };
static const cli_choice format_words[] = {{"html", FMT_HTML}, {"gif", FMT_GIF}, {NULL, 0}};
static const cli_choice frames_words[] = {{"png", 1}, {"svg", 2}, {NULL, 0}};
static const cli_choice moves_words[] = {{"4", 4}, {"8", 8}, {NULL, 0}};

/* A race: each algorithm of -a's comma list run on the same maze (the
 * maze of the same seed for generators), one panel each. */
#define RACE_MAX CLI_RACE_MAX
typedef struct panel {
    const char *name;
    ev_log log;
    maze *m;            /* a generator's maze (a solver's is anim's) */
    size_t moves;
    uint64_t expanded;
} panel;

typedef struct anim {
    anim_args a;
    int solve;
    maze_shape shape;   /* the maze made: --topology and its sizes */
    const char *input;
    int32_t sx, sy, gx, gy;
    maze *m;            /* the maze animated (final state) */
    maze_map *map;      /* or the map (solve from a file) */
    ev_log log;
    size_t moves;
    uint64_t expanded;
    char *names;        /* -a's list, split in place, when it names several */
    panel race[RACE_MAX];
    size_t nrace;       /* 0: one algorithm, no race */
} anim;

/* The page draws walls, the cells a solver expanded, the path and the two
 * end markers: the other colour roles have nothing to act on. */
static int page_color(const char *cmd, void *field, const char *v)
{
    size_t n = strcspn(v, "=");
    if (v[n] && (strncmp(v, "outline=", 8) == 0 || strncmp(v, "heat-near=", 10) == 0 || strncmp(v, "heat-far=", 9) == 0))
        return cli_error(EXIT_USAGE, "%s: --color %.*s: the page draws no %.*s (roles: background, wall, path, "
                         "start, goal, expanded, shortest)", cmd, (int)n, v, (int)n, v);
    return cli_draw_opt_color(cmd, field, v);
}

static const cli_opt animate_opts[] = {
    CLI_STR('a', NULL, "ALGO", "generator (generate; default dfs) or solver (solve; default astar); a comma\n"
            "list (A,B,..., at most 6) races them side by side", anim_args, algo),
    CLI_CHOICE(0, "moves", "4|8", "solve: block maps: 4 or 8 moves (no corner cutting; default 4)", anim_args, moves,
               moves_words, .msg = "--moves takes 4 or 8"),
    CLI_CHOICE(0, "hand", "left|right", "solve: wall-follower's hand on the wall (default left)", anim_args, hand, cli_hand_words,
               .msg = "--hand takes left or right"),
    CLI_STR('g', NULL, "GENERATOR", "solve: the generator of the maze when no FILE is given (default dfs)", anim_args, gen),
    CLI_INT_SET('W', NULL, "W", "maze width in cells (default 20)", anim_args, w, 1, 100000, w_set, .msg = CLI_SIZE_MSG),
    CLI_INT_SET('H', NULL, "H", "maze height in cells (default 12)", anim_args, h, 1, 100000, h_set, .msg = CLI_SIZE_MSG),
    CLI_STR(0, "topology", "TOPOLOGY", "cell shape of the maze made (default rect; see 'maze list'); a FILE keeps\n"
            "its own", anim_args, topology),
    CLI_INT('L', "levels", "N", "3d: levels of W x H cells (%R; default 2)", anim_args, levels, 1, 1000),
    CLI_INT(0, "rings", "N", "polar: rings around the centre cell, the centre counted (%R; default 10)", anim_args,
            rings, 1, 1000),
    CLI_U64('s', "seed", "N", "random seed (default 1)", anim_args, seed, 0, ULLONG_MAX, .msg = CLI_SEED_MSG),
    CLI_XY(0, "from", "X,Y", "solve: start cell (default: the file's start mark, else the first open cell)", anim_args, from,
           .msg = "%o: '%v' is not X,Y"),
    CLI_XY(0, "to", "X,Y", "solve: goal cell (default: the file's goal mark, else the last open cell)", anim_args, to,
           .msg = "%o: '%v' is not X,Y"),
    CLI_STR('o', NULL, "FILE", "write the HTML page (FILE ends in .html, .htm or has no extension) or the GIF\n"
            "(FILE ends in .gif)", anim_args, out),
    CLI_CHOICE('f', NULL, "html|gif", "what -o writes (default: by FILE's extension, else html)", anim_args, format,
               format_words, .msg = "-f takes html or gif"),
    CLI_INT_SET(0, "frames", "N", "gif: at most N frames (%R; default 100), the events shared among them", anim_args,
                frames, 2, 10000, gif_set),
    CLI_INT_SET(0, "frame-ms", "MS", "gif: milliseconds a frame shows (%R; default 50)", anim_args, frame_ms, 20,
                10000, gif_set),
    CLI_INT_SET(0, "hold", "MS", "gif: milliseconds the last frame, the result, shows before the loop (%R;\n"
                "default 2000)", anim_args, hold_ms, 20, 60000, gif_set),
    CLI_STR(0, "frames-dir", "DIR", "write the GIF's frames as numbered PNG files (frame-0001.png, ...) into the\n"
            "new folder DIR, for handouts; --frames N at most", anim_args, frames_dir),
    CLI_CHOICE(0, "frames-format", "png|svg", "--frames-dir: the frames as PNG (default) or SVG files (frame-0001.svg,\n"
               "...: the same cells in the same colours, in vector)", anim_args, frames_svg, frames_words,
               .msg = "--frames-format takes png or svg"),
    CLI_FLAG(0, "terminal", "replay in the terminal with ANSI colours", anim_args, terminal),
    CLI_INT(0, "delay", "MS", "terminal: milliseconds between steps (default 20)", anim_args, delay_ms, 0, 10000,
            .msg = "--delay: '%v' is not 0..10000 ms"),
    CLI_DRAW_CELL(anim_args, d, "page: cell size in pixels, wall included (%R; default 10)"),
    CLI_DRAW_WALL(anim_args, d, "page: wall thickness in pixels (1..cell-1; default 2)"),
    CLI_DRAW_MARGIN(anim_args, d, "page: blank border in pixels (%R; default 10)"),
    CLI_FUNC(0, "color", "ROLE=C", "page: colour of ROLE background|wall|path|start|goal|expanded|shortest: C a\n"
             "name or #rrggbb (repeatable)", anim_args, d, page_color),
    CLI_OPT_END,
};

static const cli_spec animate_spec = {
    .name = "animate",
    .usage = "generate [-a ALGO[,ALGO...]] [-W W] [-H H] [--topology T] [-s SEED] (-o FILE | --terminal)\n"
             "       maze animate solve [-a SOLVER[,SOLVER...]] [-g GENERATOR] [-W W] [-H H] [--topology T] [-s SEED]\n"
             "                          [--moves 4|8] [--from X,Y] [--to X,Y] [FILE|-] (-o FILE | --terminal)\n"
             "       maze animate race -a SOLVER,SOLVER[,...] [solve's options] [FILE|-] -o FILE",
    .about = "Replays the step events of a generator (walls carved) or a solver (cells\n"
             "expanded, frontier, final path) as one self-contained HTML page with\n"
             "play/pause, a step slider and a speed control (open PAGE.html#end to jump\n"
             "to the last step), as an animated GIF for slides (-o run.gif: the first\n"
             "frame every wall, the last the result), or in the terminal. --topology hex,\n"
             "hexagon, triangle, polar, 3d, upsilon or weave (-L for 3d, --rings for\n"
             "hexagon and polar; cell C is C,0 for --from and --to) draws the cells' own\n"
             "shapes on the page and in the GIF;\n"
             "the terminal shows rect mazes and maps only. A comma list in -a races the\n"
             "algorithms side by side in step on one page or GIF (every topology and\n"
             "block maps), each panel with its steps, cells expanded and path; 'race' is\n"
             "solve with such a list.",
    .opts = animate_opts,
    .max_files = 2, /* the mode, and solve's FILE */
};

/* The format of -o: -f, else the name's extension (.gif, else html), and
 * the options that only a GIF takes. */
static int check_format(anim_args *a)
{
    const char *ext = cli_path_ext(a->out);
    int by_name = ext && strcasecmp(ext, "gif") == 0 ? FMT_GIF : FMT_HTML;
    if (ext && by_name == FMT_HTML && strcasecmp(ext, "html") != 0 && strcasecmp(ext, "htm") != 0)
        return cli_error(EXIT_USAGE, "animate: -o %s: name the HTML page .html or .htm, the GIF .gif", a->out);
    if (a->format && ext && a->format != by_name)
        return cli_error(EXIT_USAGE, "animate: -o %s: -f %s writes a %s file", a->out, a->format == FMT_GIF ? "gif" : "html",
                         a->format == FMT_GIF ? ".gif" : ".html");
    if (!a->format) a->format = a->out ? by_name : 0;
    if (a->frames_dir && a->format)
        return cli_error(EXIT_USAGE, "animate: --frames-dir writes PNG files; -f names what -o writes");
    if (a->frames_svg && !a->frames_dir)
        return cli_error(EXIT_USAGE, "animate: --frames-format is for --frames-dir");
    if (a->gif_set && a->format != FMT_GIF && !a->frames_dir)
        return cli_error(EXIT_USAGE, "animate: --frames, --frame-ms and --hold are for a GIF (-o FILE.gif) or --frames-dir");
#ifndef MAZE_HAVE_GIF
    if (a->format == FMT_GIF)
        return cli_error(EXIT_INPUT, "animate: this maze was built without giflib (install libgif-dev and rebuild)");
#endif
    return 0;
}

/* Splits a comma list in -a into the race's panels (race: at least two),
 * and refuses what a race does not show. 0 or an exit status. */
static int check_race(anim *an, int race)
{
    anim_args *a = &an->a;
    if (!strchr(a->algo, ',')) {
        if (race) return cli_error(EXIT_USAGE, "animate race: -a names two solvers or more, A,B,...");
        return 0;
    }
    if (!(an->names = strdup(a->algo))) return cli_error(EXIT_TOOBIG, "animate: out of memory");
    for (char *s = an->names, *e; s; s = e) {
        if ((e = strchr(s, ','))) *e++ = '\0';
        if (!*s) return cli_error(EXIT_USAGE, "animate: -a '%s': an empty name in the list", a->algo);
        if (an->nrace == RACE_MAX)
            return cli_error(EXIT_USAGE, "animate: -a '%s': at most %d panels race", a->algo, RACE_MAX);
        an->race[an->nrace++].name = s;
    }
    if (a->terminal || a->frames_dir)
        return cli_error(EXIT_USAGE, "animate: a race is a page or a GIF (-o FILE), not --terminal or --frames-dir");
    return 0;
}

/* The mode and the checks across options, after the table's. */
static int check(anim *an, const char **files, size_t nfiles)
{
    anim_args *a = &an->a;
    if (nfiles == 0) return cli_error(EXIT_USAGE, "animate: say 'generate' or 'solve' (see maze animate --help)");
    if (strcmp(files[0], "generate") == 0) an->solve = 0;
    else if (strcmp(files[0], "solve") == 0 || strcmp(files[0], "race") == 0) an->solve = 1;
    else return cli_error(EXIT_USAGE, "animate: unknown mode '%s' (generate, solve or race)", files[0]);
    an->input = nfiles > 1 ? files[1] : NULL;
    if (!a->out && !a->terminal && !a->frames_dir)
        return cli_error(EXIT_USAGE, "animate: give -o FILE, --frames-dir DIR or --terminal");
    if (!!a->out + !!a->terminal + !!a->frames_dir > 1)
        return cli_error(EXIT_USAGE, "animate: -o, --frames-dir and --terminal exclude each other");
    struct stat sb;
    if (a->frames_dir && (!*a->frames_dir || lstat(a->frames_dir, &sb) == 0))
        return cli_error(EXIT_USAGE, "animate: --frames-dir '%s': %s", a->frames_dir,
                         *a->frames_dir ? "already exists (name a new folder)" : "an empty name");
    int st = check_format(a);
    if (st) return st;
    if (a->terminal && a->d.set)
        return cli_error(EXIT_USAGE, "animate: --cell, --wall, --margin and --color draw the page (-o), not --terminal");
    if (!an->solve && an->input) return cli_error(EXIT_USAGE, "animate generate takes no input file");
    if (a->hand && !an->solve) return cli_error(EXIT_USAGE, "animate: --hand is for solve");
    if (an->solve && cli_solver_hand("animate", &a->algo, a->hand)) return EXIT_USAGE;
    if (!a->algo) a->algo = an->solve ? "astar" : "dfs";
    if (!a->gen) a->gen = "dfs";
    if (a->topology && an->input) return cli_error(EXIT_USAGE, "animate: --topology shapes the maze made; a FILE has its own");
    if (a->moves && !an->solve) return cli_error(EXIT_USAGE, "animate: --moves is for solve");
    return check_race(an, strcmp(files[0], "race") == 0);
}

/* The shape of the maze made: each size the topology reads (-W -H -L
 * --rings), given or its default, and none it does not read. 0 or an exit
 * status after a message. */
static int shape_of(anim *an)
{
    const anim_args *a = &an->a;
    const maze_topology *t = maze_topology_find(a->topology ? a->topology : "rect");
    if (!t) return cli_error(EXIT_USAGE, "animate: unknown topology '%s' (see 'maze list')", a->topology);
    static const unsigned flag[4] = {MAZE_TOPO_WIDTH, MAZE_TOPO_HEIGHT, MAZE_TOPO_LEVELS, MAZE_TOPO_RINGS};
    static const char *const opt[4] = {"-W", "-H", "-L", "--rings"};
    const int32_t given[4] = {a->w_set ? a->w : 0, a->h_set ? a->h : 0, a->levels, a->rings};
    const int32_t def[4] = {a->w, a->h, 2, 10};
    maze_shape *s = &an->shape;
    int32_t *field[4] = {&s->width, &s->height, &s->levels, &s->rings};
    memset(s, 0, sizeof *s);
    s->topology = t->name;
    for (int k = 0; k < 4; k++) {
        if (t->flags & flag[k]) *field[k] = given[k] ? given[k] : def[k];
        else if (given[k]) return cli_error(EXIT_USAGE, "animate: %s takes no %s", t->name, opt[k]);
    }
    if (t == maze_topology_at(0)) return 0; /* rect: run_generate checks W x H as before */
    uint64_t cells;
    int st = maze_shape_cells(s, &cells);
    if (st == MAZE_ETOOBIG || (!st && cells > MAX_EVENTS / 2))
        return cli_error(EXIT_TOOBIG, "animate: the %s maze has too many cells to animate (at most %u)", t->name,
                         MAX_EVENTS / 2);
    return st ? cli_fail("animate", st) : 0;
}

/* The maze of the shape, made by generator g seeded by the seed, with the
 * step callback of o (NULL: none). */
static int make_shape(anim *a, const maze_generator *g, const maze_gen_opts *o)
{
    if (!maze_generator_fits(g, maze_topology_find(a->shape.topology)))
        return cli_error(EXIT_USAGE, "animate: %s does not run on %s (see 'maze list': 'every topology')", g->name,
                         a->shape.topology);
    int st = maze_create_shape(&a->m, &a->shape, NULL);
    maze_rng rng;
    maze_rng_seed(&rng, a->a.seed);
    if (!st) st = maze_generate_into(a->m, g, &rng, o);
    if (a->log.overflow || a->log.oom) return log_failed(&a->log);
    return st ? cli_fail("animate: generate", st) : 0;
}

/* -1 to go on, or an exit status (after the help or a message). */
static int parse(anim *an, int argc, char **argv)
{
    anim_args *a = &an->a;
    a->w = 20;
    a->h = 12;
    a->seed = 1;
    a->delay_ms = 20;
    a->frames = 100;
    a->frame_ms = 50;
    a->hold_ms = 2000;
    cli_draw_init(&a->d);
    const char *files[2];
    size_t nfiles;
    int st = cli_parse(&animate_spec, argc, argv, a, files, &nfiles);
    if (st >= 0) return st;
    st = check(an, files, nfiles);
    if (!st && !an->input) st = shape_of(an);
    return st ? st : -1;
}

/* ---- running the algorithm with the recorder ---- */

/* Why recording stopped: the cap, or memory (both exit status 4). */
static int log_failed(const struct ev_log *l)
{
    if (l->oom) return cli_error(EXIT_TOOBIG, "animate: out of memory recording %zu events", l->n);
    return cli_error(EXIT_TOOBIG, "animate: more than %u events to replay (the most a page or the terminal takes)",
                     MAX_EVENTS);
}

static int run_generate(anim *a)
{
    const maze_generator *g = maze_generator_find(a->a.algo);
    if (!g) return cli_error(EXIT_USAGE, "animate: unknown generator '%s' (see maze list)", a->a.algo);
    if ((uint64_t)a->a.w * (uint64_t)a->a.h > MAX_EVENTS / 2)
        return cli_error(EXIT_TOOBIG, "animate: %d x %d cells is too many to animate (at most %u)", (int)a->a.w,
                         (int)a->a.h, MAX_EVENTS / 2);
    maze_gen_opts go;
    maze_gen_opts_init(&go);
    go.step = record;
    go.step_ud = &a->log;
    if (strcmp(a->shape.topology, "rect") != 0) return make_shape(a, g, &go);
    int st = maze_generate(&a->m, a->a.algo, a->a.w, a->a.h, a->a.seed, &go, NULL);
    if (a->log.overflow || a->log.oom) return log_failed(&a->log);
    return st ? cli_fail("animate: generate", st) : 0;
}

/* The maze or map to solve: the input file, else a generated maze. */
static int load_grid(anim *a)
{
    if (!a->input && strcmp(a->shape.topology, "rect") != 0) {
        const maze_generator *g = maze_generator_find(a->a.gen);
        if (!g) return cli_error(EXIT_USAGE, "animate: unknown generator '%s'", a->a.gen);
        return make_shape(a, g, NULL);
    }
    if (!a->input) {
        int st = maze_generate(&a->m, a->a.gen, a->a.w, a->a.h, a->a.seed, NULL, NULL);
        if (st == MAZE_ENOTFOUND) return cli_error(EXIT_USAGE, "animate: unknown generator '%s'", a->a.gen);
        return st ? cli_fail("animate: generate", st) : 0;
    }
    char *data;
    size_t len;
    int rc = cli_read_file(a->input, &data, &len);
    if (rc) return rc;
    maze_doc doc;
    maze_error_info err;
    int st = maze_read(&doc, data, len, NULL, NULL, &err);
    free(data);
    if (st) { /* as cli_load says it: the line only where there is one */
        int code = cli_exit_for(st) == EXIT_TOOBIG ? EXIT_TOOBIG : EXIT_INPUT;
        if (err.line > 0) return cli_error_msg(code, err.message, "%s:%ld", a->input, err.line);
        return cli_error_msg(code, err.message, "%s", a->input);
    }
    a->m = doc.maze;
    a->map = doc.map;
    if (!a->a.from.set && doc.has_start) a->a.from = (cli_xy){1, doc.sx, doc.sy};
    if (!a->a.to.set && doc.has_goal) a->a.to = (cli_xy){1, doc.gx, doc.gy};
    return 0;
}

/* Appends the path as PATH events, each joined to the cell before it. */
static void record_path(anim *a, const maze_result *r, int32_t w)
{
    for (size_t k = 0; k < r->length; k++) {
        uint32_t c = r->path[k], p = r->path[k ? k - 1 : 0];
        maze_event ev = {MAZE_EV_PATH, (int32_t)(c % (uint32_t)w), (int32_t)(c / (uint32_t)w),
                         (int32_t)(p % (uint32_t)w), (int32_t)(p / (uint32_t)w), 0};
        record(&a->log, &ev);
    }
}

static int search(anim *a, const maze_solver *sv, maze_graph *g)
{
    maze_search *s;
    int st = maze_search_create(&s, g, NULL);
    if (st) return cli_fail("animate", st);
    maze_solve_opts so;
    maze_solve_opts_init(&so);
    so.step = record;
    so.step_ud = &a->log;
    so.seed = a->a.seed; /* random-mouse walks by -s, as maze solve */
    maze_result r;
    st = maze_solve(s, sv, a->sx, a->sy, a->gx, a->gy, &so, &r);
    if (!st) {
        a->moves = r.found ? r.length - 1 : 0;
        a->expanded = r.expanded;
        record_path(a, &r, maze_graph_width(g));
    }
    maze_search_destroy(s);
    if (a->log.overflow || a->log.oom) return log_failed(&a->log);
    if (st == MAZE_ERANGE) return cli_error(EXIT_USAGE, "animate: start or goal outside the maze or blocked");
    if (st == MAZE_EUNSUPPORTED) return cli_error(EXIT_USAGE, "animate: solver '%s' does not fit this grid", sv->name);
    return st ? cli_fail("animate: solve", st) : 0;
}

/* A start or goal outside the grid or on a blocked cell, refused with the
 * option (or the file's mark), the cell and why, as solve says it. */
static int check_end(const anim *a, const maze_graph *g, const char *opt, int32_t x, int32_t y)
{
    int32_t w = maze_graph_width(g), h = maze_graph_height(g);
    if (a->m && !cli_maze_rect(a->m) && (x >= w || y != 0))
        return cli_error(EXIT_USAGE, "animate: %s %d,%d is not a cell of the %s maze (cells C,0 for C from 0 to %d)", opt, x,
                         y, maze_topology_of(a->m)->name, w - 1);
    if (x >= w || y >= h)
        return cli_error(EXIT_USAGE, "animate: %s %d,%d is outside the %d x %d %s", opt, x, y, w, h, a->m ? "maze" : "map");
    if (!maze_graph_passable(g, x, y)) return cli_error(EXIT_USAGE, "animate: %s %d,%d is a blocked cell", opt, x, y);
    return 0;
}

/* Each solver of the race on graph g from the same start to the same goal;
 * one that does not fit the grid is refused before any runs. */
static int race_solvers(anim *a, maze_graph *g)
{
    for (size_t k = 0; k < a->nrace; k++)
        if (!maze_solver_fits(maze_solver_find(a->race[k].name), g))
            return cli_error(EXIT_USAGE, "animate: solver '%s' does not fit this %s (see 'maze list'%s)", a->race[k].name,
                             a->m ? "maze" : "map", a->m || a->a.moves == 8 ? "" : "; --moves 8 for a diagonal one");
    for (size_t k = 0; k < a->nrace; k++) {
        panel *p = &a->race[k];
        int rc = search(a, maze_solver_find(p->name), g);
        p->log = a->log, p->moves = a->moves, p->expanded = a->expanded;
        memset(&a->log, 0, sizeof a->log);
        if (rc) return rc;
    }
    return 0;
}

static int run_solve(anim *a)
{
    for (size_t k = 0; k < a->nrace; k++)
        if (!maze_solver_find(a->race[k].name))
            return cli_error(EXIT_USAGE, "animate: -a '%s': unknown solver '%s' (see maze list)", a->a.algo,
                             a->race[k].name);
    const maze_solver *sv = a->nrace ? NULL : maze_solver_find(a->a.algo);
    if (!sv && !a->nrace) return cli_error(EXIT_USAGE, "animate: unknown solver '%s' (see maze list)", a->a.algo);
    int rc = load_grid(a);
    if (rc) return rc;
    int32_t xy[4];
    if (!cli_default_ends(a->m, a->map, xy) && !(a->a.from.set && a->a.to.set))
        return cli_error(EXIT_INPUT, CLI_NO_OPEN_CELL, "animate", a->input);
    a->sx = a->a.from.set ? a->a.from.x : xy[0], a->sy = a->a.from.set ? a->a.from.y : xy[1];
    a->gx = a->a.to.set ? a->a.to.x : xy[2], a->gy = a->a.to.set ? a->a.to.y : xy[3];
    maze_graph *g;
    if (a->m && a->a.moves == 8) return cli_error(EXIT_USAGE, "animate: --moves 8 applies to block maps");
    int st = a->m ? maze_graph_from_maze(&g, a->m, NULL)
                  : maze_graph_from_map(&g, a->map, a->a.moves ? a->a.moves : 4, NULL);
    if (st) return cli_fail("animate", st);
    rc = check_end(a, g, a->a.from.set ? "--from" : "start", a->sx, a->sy);
    if (!rc) rc = check_end(a, g, a->a.to.set ? "--to" : "goal", a->gx, a->gy);
    if (!rc && !a->nrace) rc = search(a, sv, g);
    if (!rc && a->nrace) rc = race_solvers(a, g);
    maze_graph_destroy(g);
    return rc;
}

/* Each generator of the race makes the maze of the seed, recorded. */
static int race_generators(anim *a)
{
    for (size_t k = 0; k < a->nrace; k++)
        if (!maze_generator_find(a->race[k].name))
            return cli_error(EXIT_USAGE, "animate: -a '%s': unknown generator '%s' (see maze list)", a->a.algo,
                             a->race[k].name);
    for (size_t k = 0; k < a->nrace; k++) {
        panel *p = &a->race[k];
        a->a.algo = p->name;
        int rc = run_generate(a);
        p->log = a->log, p->m = a->m;
        memset(&a->log, 0, sizeof a->log);
        a->m = NULL;
        if (rc) return rc;
    }
    return 0;
}

/* ---- output ---- */

/* The same off rect: the box of the cells' geometry, drawn by cairo. */
static int check_cells_size(const anim *a)
{
    int32_t pw, ph;
    maze_draw_opts o = a->a.d.o;
    o.layers = 0;
    int st = maze_draw_pixels_size(a->m, &o, &pw, &ph);
    if (st == MAZE_EUNSUPPORTED)
        return cli_error(EXIT_INPUT, "animate: this maze was built without cairo, which draws a %s maze (install "
                         "libcairo2-dev and rebuild)", maze_topology_of(a->m)->name);
    if (st == MAZE_ETOOBIG) return cli_error(EXIT_TOOBIG, "animate: the %s maze's picture is too large (over 32767 pixels a side)",
                                             maze_topology_of(a->m)->name);
    if (st) return cli_error(EXIT_USAGE, "animate: bad drawing options (the wall must be thinner than the cell)");
    if ((a->a.format == FMT_GIF || a->a.frames_dir) && (int64_t)pw * ph > CLI_GIF_MAX_PIXELS)
        return cli_error(EXIT_TOOBIG, "animate: a GIF of %d x %d pixels is too large (at most %lld in all)", (int)pw,
                         (int)ph, CLI_GIF_MAX_PIXELS);
    return 0;
}

/* The picture's size in pixels, checked before a file is made. */
static int check_size(const anim *a)
{
    if (a->m && !cli_maze_rect(a->m)) return check_cells_size(a);
    int32_t w = a->m ? maze_width(a->m) : maze_map_width(a->map), h = a->m ? maze_height(a->m) : maze_map_height(a->map);
    int64_t pw, ph;
    int st = maze_draw_size(w, h, a->m == NULL, &a->a.d.o, &pw, &ph);
    if (st == MAZE_ETOOBIG) return cli_error(EXIT_TOOBIG, "animate: image too large (%d x %d cells)", (int)w, (int)h);
    if (st) return cli_error(EXIT_USAGE, "animate: bad drawing options (the wall must be thinner than the cell)");
    if ((a->a.format == FMT_GIF || a->a.frames_dir) && (pw > 65535 || ph > 65535 || pw * ph > CLI_GIF_MAX_PIXELS))
        return cli_error(EXIT_TOOBIG, "animate: a GIF of %lld x %lld pixels is too large (at most 65535 a side, %lld in all)",
                         (long long)pw, (long long)ph, CLI_GIF_MAX_PIXELS);
    return 0;
}

/* The race's page or GIF, one panel an algorithm in -a's order, and each
 * one's figures on stderr. */
static int finish_race(anim *a)
{
    cli_anim_page pages[RACE_MAX];
    int none = 0;
    for (size_t k = 0; k < a->nrace; k++) {
        const panel *p = &a->race[k];
        pages[k] = (cli_anim_page){p->log.v, p->log.n, a->solve ? a->m : p->m, a->map, &a->a.d.o, a->solve, a->sx, a->sy,
                                   a->gx, a->gy, a->a.frames, (a->a.frame_ms + 5) / 10, (a->a.hold_ms + 5) / 10, p->name,
                                   p->moves, p->expanded};
        none |= a->solve && p->moves == 0 && !(a->sx == a->gx && a->sy == a->gy);
    }
    maze *keep = a->m;
    if (!a->solve) a->m = a->race[0].m; /* the size of the panels, all the same */
    int rc = check_size(a);
    int32_t w = a->m ? maze_width(a->m) : maze_map_width(a->map), h = a->m ? maze_height(a->m) : maze_map_height(a->map);
    int64_t pw = 0, ph = 0;
    if (a->m && !cli_maze_rect(a->m)) { /* the cells' picture, as cli_canvas_base draws it */
        maze_draw_opts o = a->a.d.o;
        int32_t cw = 0, ch = 0;
        o.layers = 0;
        maze_draw_pixels_size(a->m, &o, &cw, &ch);
        pw = cw, ph = ch;
    } else {
        maze_draw_size(w, h, a->m == NULL, &a->a.d.o, &pw, &ph);
    }
    a->m = keep;
    if (rc) return rc;
    int64_t tw = pw * (int64_t)a->nrace + CLI_RACE_GAP * (int64_t)(a->nrace - 1);
    if (a->a.format == FMT_GIF && (tw > 65535 || tw * ph > CLI_GIF_MAX_PIXELS))
        return cli_error(EXIT_TOOBIG, "animate: a race GIF of %lld x %lld pixels is too large (at most 65535 a side, "
                         "%lld in all)", (long long)tw, (long long)ph, CLI_GIF_MAX_PIXELS);
    cli_race r = {pages, a->nrace};
    int st = cli_write_file(a->a.out, a->a.format == FMT_GIF ? cli_race_gif : cli_race_html, &r);
    if (st) return cli_write_failed("animate", a->a.out, st);
    for (size_t k = 0; k < a->nrace; k++) {
        if (a->solve)
            cli_print(stderr, "animate: %s: %zu moves, %llu expanded, %zu events\n", pages[k].algo, pages[k].moves,
                      (unsigned long long)pages[k].expanded, pages[k].n);
        else
            cli_print(stderr, "animate: %s: %zu events\n", pages[k].algo, pages[k].n);
    }
    return none ? EXIT_NOPATH : EXIT_OK_;
}

static int finish(anim *a)
{
    if (a->nrace) return finish_race(a);
    cli_anim_page page = {a->log.v, a->log.n, a->m, a->map, &a->a.d.o, a->solve, a->sx, a->sy, a->gx, a->gy,
                          a->a.frames, (a->a.frame_ms + 5) / 10, (a->a.hold_ms + 5) / 10, a->a.algo, 0, 0};
    if (a->a.terminal && a->m && !cli_maze_rect(a->m))
        return cli_error(EXIT_USAGE, "animate: --terminal shows rect mazes and block maps; a %s maze animates as a page "
                         "(-o FILE.html) or a GIF (-o FILE.gif)", maze_topology_of(a->m)->name);
    if (a->a.terminal) {
        if (cli_anim_terminal(&page, a->a.delay_ms)) return cli_write_failed("animate", "<stdout>", MAZE_EIO);
    } else if (a->a.frames_dir) {
        int rc = check_size(a);
        if (rc) return rc;
        int st = cli_anim_frames_dir(&page, a->a.frames_dir, a->a.frames_svg == 2);
        if (st == MAZE_EUNSUPPORTED)
            return cli_error(EXIT_INPUT, "animate: this maze was built without libpng (install libpng-dev and rebuild)");
        if (st) return cli_write_failed("animate", a->a.frames_dir, st);
    } else {
        int rc = check_size(a);
        if (rc) return rc;
        int st = cli_write_file(a->a.out, a->a.format == FMT_GIF ? cli_anim_gif : cli_anim_html, &page);
        if (st) return cli_write_failed("animate", a->a.out, st);
    }
    if (a->solve)
        cli_print(stderr, "animate: %s: %zu moves, %llu expanded, %zu events\n", a->a.algo, a->moves,
                  (unsigned long long)a->expanded, a->log.n);
    else
        cli_print(stderr, "animate: %s: %zu events\n", a->a.algo, a->log.n);
    return a->solve && a->moves == 0 && !(a->sx == a->gx && a->sy == a->gy) ? EXIT_NOPATH : EXIT_OK_;
}

int cmd_animate(int argc, char **argv)
{
    anim a;
    memset(&a, 0, sizeof a);
    int rc = parse(&a, argc, argv);
    if (rc < 0) {
        rc = a.solve ? run_solve(&a) : a.nrace ? race_generators(&a) : run_generate(&a);
        if (!rc) rc = finish(&a);
    }
    for (size_t k = 0; k < a.nrace; k++) {
        free(a.race[k].log.v);
        maze_destroy(a.race[k].m);
    }
    free(a.names);
    free(a.log.v);
    maze_destroy(a.m);
    maze_map_destroy(a.map);
    return rc;
}
