/* cmd_animate.c - `maze animate generate|solve`: records the library's step
 * events (carves and walls of a generator; visits, frontier and backtracks
 * of a solver, then the path) and replays them, either as one self-contained
 * HTML page (inline SVG, CSS and a small script; nothing fetched) or in the
 * terminal with ANSI colours. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

int cmd_animate(int argc, char **argv);

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

typedef struct anim {
    int solve;
    const char *algo, *gen, *out, *input;
    int32_t w, h, sx, sy, gx, gy;
    int has_from, has_to, terminal;
    unsigned long long seed;
    long long delay_ms;
    cli_draw d;
    maze *m;            /* the maze animated (final state) */
    maze_map *map;      /* or the map (solve from a file) */
    ev_log log;
    size_t moves;
    uint64_t expanded;
} anim;

static const char usage_text[] =
    "usage: maze animate generate [-a ALGO] [-W W] [-H H] [-s SEED] (-o PAGE.html | --terminal)\n"
    "       maze animate solve [-a SOLVER] [-g GENERATOR] [-W W] [-H H] [-s SEED]\n"
    "                          [--from X,Y] [--to X,Y] [FILE|-] (-o PAGE.html | --terminal)\n"
    "\n"
    "Replays the step events of a generator (walls carved) or a solver (cells\n"
    "expanded, frontier, final path) as one self-contained HTML page with\n"
    "play/pause, a step slider and a speed control (open PAGE.html#end to jump\n"
    "to the last step), or in the terminal.\n"
    "\n"
    "options:\n"
    "  -a ALGO                  generator (generate; default dfs) or solver (solve; default astar)\n"
    "  -g GENERATOR             solve: the generator of the maze when no FILE is given (default dfs)\n"
    "  -W W                     maze width in cells (default 20)\n"
    "  -H H                     maze height in cells (default 12)\n"
    "  -s, --seed N             random seed (default 1)\n"
    "  --from X,Y               solve: start cell (default: the file's start mark, else the first open cell)\n"
    "  --to X,Y                 solve: goal cell (default: the file's goal mark, else the last open cell)\n"
    "  -o PAGE.html             write the HTML page (the name ends in .html, .htm or has no extension)\n"
    "  --terminal               replay in the terminal with ANSI colours\n"
    "  --delay MS               terminal: milliseconds between steps (default 20)\n"
    "  --cell N                 page: cell size in pixels, wall included (1..1024; default 10)\n"
    "  --wall N                 page: wall thickness in pixels (1..cell-1; default 2)\n"
    "  --margin N               page: blank border in pixels (0..4096; default 10)\n"
    "  --color ROLE=C           page: colour of ROLE background|wall|path|start|goal|expanded: C a name or\n"
    "                           #rrggbb (repeatable)\n"
    "  -h, --help               print this help and exit\n";

/* The page draws walls, the cells a solver expanded, the path and the two
 * end markers; the other colour roles and --show have nothing to act on. */
static int page_option(const char *o, const char *v)
{
    if (strcmp(o, "--show") == 0)
        return cli_error(EXIT_USAGE, "animate: --show does not apply: the page replays every step and draws them all");
    if (strcmp(o, "--color") == 0 && v &&
        (strncmp(v, "outline=", 8) == 0 || strncmp(v, "heat-near=", 10) == 0 || strncmp(v, "heat-far=", 9) == 0))
        return cli_error(EXIT_USAGE, "animate: --color %.*s: the page draws no %.*s (roles: background, wall, path, "
                         "start, goal, expanded)", (int)strcspn(v, "="), v, (int)strcspn(v, "="), v);
    return 0;
}

static int parse_arg(anim *a, int argc, char **argv, int *i)
{
    const char *o = argv[*i];
    int rc = page_option(o, *i + 1 < argc ? argv[*i + 1] : NULL);
    if (rc) return rc;
    rc = cli_draw_option(&a->d, argc, argv, i);
    if (rc >= 0) return rc;
    if (strcmp(o, "--terminal") == 0) return a->terminal = 1, 0;
    if (o[0] != '-' || strcmp(o, "-") == 0) {
        if (a->input) return cli_error(EXIT_USAGE, "animate: more than one input file");
        a->input = o;
        return 0;
    }
    if (*i + 1 >= argc) return cli_error(EXIT_USAGE, "animate: %s needs a value (see maze animate --help)", o);
    const char *v = argv[++*i];
    long long n;
    if (strcmp(o, "-a") == 0) a->algo = v;
    else if (strcmp(o, "-g") == 0) a->gen = v;
    else if (strcmp(o, "-o") == 0) a->out = v;
    else if (strcmp(o, "-W") == 0 || strcmp(o, "-H") == 0) {
        if (cli_parse_i64(v, 1, 100000, &n)) return cli_error(EXIT_USAGE, "animate: %s: '%s' is not a size in 1..100000", o, v);
        *(o[1] == 'W' ? &a->w : &a->h) = (int32_t)n;
    } else if (strcmp(o, "-s") == 0 || strcmp(o, "--seed") == 0) {
        int st = cli_parse_u64(v, &a->seed);
        if (st) return cli_error(EXIT_USAGE, "animate: bad seed '%s': it %s", v, cli_parse_why(st));
    } else if (strcmp(o, "--from") == 0 || strcmp(o, "--to") == 0) {
        int from = o[2] == 'f';
        if (cli_parse_xy(v, from ? &a->sx : &a->gx, from ? &a->sy : &a->gy))
            return cli_error(EXIT_USAGE, "animate: %s: '%s' is not X,Y", o, v);
        *(from ? &a->has_from : &a->has_to) = 1;
    } else if (strcmp(o, "--delay") == 0) {
        if (cli_parse_i64(v, 0, 10000, &a->delay_ms)) return cli_error(EXIT_USAGE, "animate: --delay: '%s' is not 0..10000 ms", v);
    } else {
        return cli_error(EXIT_USAGE, "animate: unknown option '%s' (see maze animate --help)", o);
    }
    return 0;
}

static int parse(anim *a, int argc, char **argv)
{
    a->w = 20;
    a->h = 12;
    a->seed = 1;
    a->delay_ms = 20;
    cli_draw_init(&a->d);
    if (argc < 2) return cli_error(EXIT_USAGE, "animate: say 'generate' or 'solve' (see maze animate --help)");
    if (strcmp(argv[1], "generate") == 0) a->solve = 0;
    else if (strcmp(argv[1], "solve") == 0) a->solve = 1;
    else return cli_error(EXIT_USAGE, "animate: unknown mode '%s' (generate or solve)", argv[1]);
    for (int i = 2; i < argc; i++) {
        int rc = parse_arg(a, argc, argv, &i);
        if (rc) return rc;
    }
    if (!a->out && !a->terminal) return cli_error(EXIT_USAGE, "animate: give -o PAGE.html or --terminal");
    if (a->out && a->terminal) return cli_error(EXIT_USAGE, "animate: -o and --terminal exclude each other");
    const char *ext = cli_path_ext(a->out);
    if (ext && strcasecmp(ext, "html") != 0 && strcasecmp(ext, "htm") != 0)
        return cli_error(EXIT_USAGE, "animate: -o %s: the page is HTML: name it .html or .htm", a->out);
    if (a->terminal && a->d.set)
        return cli_error(EXIT_USAGE, "animate: --cell, --wall, --margin and --color draw the page (-o), not --terminal");
    if (!a->solve && a->input) return cli_error(EXIT_USAGE, "animate generate takes no input file");
    if (!a->algo) a->algo = a->solve ? "astar" : "dfs";
    if (!a->gen) a->gen = "dfs";
    return 0;
}

/* ---- running the algorithm with the recorder ---- */

/* Why recording stopped: the cap, or memory (both exit status 4). */
static int log_failed(const ev_log *l)
{
    if (l->oom) return cli_error(EXIT_TOOBIG, "animate: out of memory recording %zu events", l->n);
    return cli_error(EXIT_TOOBIG, "animate: more than %u events to replay (the most a page or the terminal takes)",
                     MAX_EVENTS);
}

static int run_generate(anim *a)
{
    const maze_generator *g = maze_generator_find(a->algo);
    if (!g) return cli_error(EXIT_USAGE, "animate: unknown generator '%s' (see maze list)", a->algo);
    if ((uint64_t)a->w * (uint64_t)a->h > MAX_EVENTS / 2)
        return cli_error(EXIT_TOOBIG, "animate: %d x %d cells is too many to animate (at most %u)", (int)a->w,
                         (int)a->h, MAX_EVENTS / 2);
    maze_gen_opts go;
    maze_gen_opts_init(&go);
    go.step = record;
    go.step_ud = &a->log;
    int st = maze_generate(&a->m, a->algo, a->w, a->h, a->seed, &go, NULL);
    if (a->log.overflow || a->log.oom) return log_failed(&a->log);
    return st ? cli_fail("animate: generate", st) : 0;
}

/* The maze or map to solve: the input file, else a generated maze. */
static int load_grid(anim *a)
{
    if (!a->input) {
        int st = maze_generate(&a->m, a->gen, a->w, a->h, a->seed, NULL, NULL);
        if (st == MAZE_ENOTFOUND) return cli_error(EXIT_USAGE, "animate: unknown generator '%s'", a->gen);
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
    if (st)
        return cli_error_msg(cli_exit_for(st) == EXIT_TOOBIG ? EXIT_TOOBIG : EXIT_INPUT, err.message, "%s:%ld", a->input,
                             err.line);
    a->m = doc.maze;
    a->map = doc.map;
    if (!a->has_from && doc.has_start) a->sx = doc.sx, a->sy = doc.sy, a->has_from = 1;
    if (!a->has_to && doc.has_goal) a->gx = doc.gx, a->gy = doc.gy, a->has_to = 1;
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

static int run_solve(anim *a)
{
    const maze_solver *sv = maze_solver_find(a->algo);
    if (!sv) return cli_error(EXIT_USAGE, "animate: unknown solver '%s' (see maze list)", a->algo);
    int rc = load_grid(a);
    if (rc) return rc;
    int32_t xy[4];
    cli_default_ends(a->m, a->map, xy);
    if (!a->has_from) a->sx = xy[0], a->sy = xy[1];
    if (!a->has_to) a->gx = xy[2], a->gy = xy[3];
    maze_graph *g;
    int st = a->m ? maze_graph_from_maze(&g, a->m, NULL) : maze_graph_from_map(&g, a->map, 4, NULL);
    if (st) return cli_fail("animate", st);
    rc = search(a, sv, g);
    maze_graph_destroy(g);
    return rc;
}

/* ---- output ---- */

static int finish(anim *a)
{
    cli_anim_page page = {a->log.v, a->log.n, a->m, a->map, &a->d.o, a->solve, a->sx, a->sy, a->gx, a->gy};
    if (a->terminal) {
        if (cli_anim_terminal(&page, a->delay_ms)) return cli_write_failed("animate", "<stdout>", MAZE_EIO);
    } else {
        int32_t w = a->m ? maze_width(a->m) : maze_map_width(a->map), h = a->m ? maze_height(a->m) : maze_map_height(a->map);
        int64_t pw, ph;
        int st = maze_draw_size(w, h, a->m == NULL, &a->d.o, &pw, &ph);
        if (st == MAZE_ETOOBIG) return cli_error(EXIT_TOOBIG, "animate: image too large (%d x %d cells)", (int)w, (int)h);
        if (st) return cli_error(EXIT_USAGE, "animate: bad drawing options (the wall must be thinner than the cell)");
        st = cli_write_file(a->out, cli_anim_html, &page);
        if (st) return cli_write_failed("animate", a->out, st);
    }
    if (a->solve)
        cli_print(stderr, "animate: %s: %zu moves, %llu expanded, %zu events\n", a->algo, a->moves,
                  (unsigned long long)a->expanded, a->log.n);
    else
        cli_print(stderr, "animate: %s: %zu events\n", a->algo, a->log.n);
    return a->solve && a->moves == 0 && !(a->sx == a->gx && a->sy == a->gy) ? EXIT_NOPATH : EXIT_OK_;
}

int cmd_animate(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return EXIT_OK_;
        }
    anim a;
    memset(&a, 0, sizeof a);
    int rc = parse(&a, argc, argv);
    if (!rc) rc = a.solve ? run_solve(&a) : run_generate(&a);
    if (!rc) rc = finish(&a);
    free(a.log.v);
    maze_destroy(a.m);
    maze_map_destroy(a.map);
    return rc;
}
