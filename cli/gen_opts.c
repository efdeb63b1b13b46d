/* gen_opts.c - maze generate's options beyond size and seed: --bias, --mask
 * (the maze on rect, stretched over another topology's maze),
 * --braid, --min-solution/--max-solution/--tries (a search over successive
 * seeds, on several threads, with the same answer for any thread count) and
 * --max-cells; they decide whether the rows may stream. */
#include "cli.h"
#include "ends.h"
#include "draw.h"
#include "gen.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* ---- checking the command line ---- */

/* A row writer's sink while only asking whether the format takes rows. */
static int discard(void *ctx, const void *bytes, size_t len)
{
    (void)ctx;
    (void)bytes;
    (void)len;
    return 0;
}

int cli_can_stream(const char *algo, const char *format)
{
    const maze_generator *g = maze_generator_find(algo);
    if (!g || !(g->flags & MAZE_GEN_ROWS) || !format) return 0;
    maze_row_writer *w = NULL;
    int st = maze_row_writer_create(&w, format, 1, 1, discard, NULL, NULL);
    maze_row_writer_destroy(w);
    return st == MAZE_OK;
}

static int check_numbers(const gen_args *a, cli_gen *g)
{
    if (a->has_count && a->count == 0)
        return cli_error(EXIT_USAGE, "generate: --count must be at least 1 (leave it out for one maze)");
    if (a->has_max_cells && a->c.max_cells == 0) return cli_error(EXIT_USAGE, "generate: --max-cells must be at least 1");
    g->has_braid = a->has_braid;
    g->braid = a->braid;
    g->has_range = a->has_min || a->has_max;
    if (a->has_min) g->min = a->min_solution;
    if (a->has_max) g->max = a->max_solution;
    if (g->min > g->max)
        return cli_error(EXIT_USAGE, "generate: --min-solution %llu is above --max-solution %llu", g->min, g->max);
    if (a->tries && !g->has_range)
        return cli_error(EXIT_USAGE, "generate: --tries goes with --min-solution or --max-solution");
    if (a->tries) g->tries = a->tries;
    return 0;
}

/* Runs generator `gen` with `bias` on a 2 x 2 maze; its status. */
static int try_bias(const maze_generator *gen, const char *bias)
{
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = bias;
    maze *m;
    int st = maze_create(&m, 2, 2, NULL);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, 1);
    st = maze_generate_into(m, gen, &rng, &o);
    maze_destroy(m);
    return st;
}

/* A generator that reads a bias rejects one it cannot parse, so one that
 * accepts nonsense ignores the bias: asking it for one is a usage error. */
static int check_bias(const cli_gen *g)
{
    if (!g->o.bias) return 0;
    const maze_generator *gen = maze_generator_find(g->algo);
    if (try_bias(gen, "?") == MAZE_OK)
        return cli_error(EXIT_USAGE, "generate: %s takes no --bias (see 'maze list' for those that do)", g->algo);
    int st = try_bias(gen, g->o.bias);
    if (st == MAZE_EINVAL) return cli_error(EXIT_USAGE, "generate: bad --bias '%s' for %s (see 'maze list')", g->o.bias, g->algo);
    return st ? cli_error(cli_exit_for(st), "generate: --bias: %s", maze_strerror(st)) : 0;
}

/* Reads --mask FILE into *mask (maze_mask_read, within --max-cells). 0 or
 * an exit status after a message. */
static int read_mask(const gen_args *a, maze **mask)
{
    char *data;
    size_t len;
    *mask = NULL;
    int st = cli_read_file(a->mask, &data, &len);
    if (st) return st;
    maze_error_info err = {0, ""};
    st = maze_mask_read(mask, data, len, a->c.max_cells, NULL, &err);
    free(data);
    if (!st) return 0;
    int code = st == MAZE_ETOOBIG || st == MAZE_ENOMEM ? EXIT_TOOBIG : EXIT_INPUT;
    const char *msg = err.message[0] ? err.message : maze_strerror(st);
    if (err.line) return cli_error_msg(code, msg, "%s:%ld", a->mask, err.line);
    return cli_error_msg(code, msg, "%s", a->mask);
}

/* --mask on rect: the mask is the maze, its size the maze's. */
static int load_mask(const gen_args *a, cli_gen *g)
{
    if (a->width || a->height) return cli_error(EXIT_USAGE, "generate: --mask sets the size; leave out -W and -H");
    int st = read_mask(a, &g->shape);
    if (!st) {
        g->w = maze_width(g->shape);
        g->h = maze_height(g->shape);
    }
    return st;
}

/* --mask on another topology: the size options make the maze and the mask
 * is stretched over its picture (maze_mask_apply); --from and --to must be
 * cells it leaves. */
static int apply_mask(const gen_args *a, cli_gen *g)
{
    maze *mask;
    int st = read_mask(a, &mask);
    if (st) return st;
    st = maze_mask_apply(g->shape, mask);
    maze_destroy(mask);
    const char *topo = maze_topology_of(g->shape)->name;
    if (st) return cli_error(cli_exit_for(st), "generate: --mask: %s", maze_strerror(st));
    if (maze_cell_count(g->shape) == 0)
        return cli_error(EXIT_INPUT, "generate: %s leaves no cell of the %s maze (a cell is kept where its centre "
                                     "falls on an unmasked pixel)", a->mask, topo);
    const cli_xy *end[2] = {&a->c.from, &a->c.to};
    for (int k = 0; k < 2; k++)
        if (end[k]->set && !maze_cell_is_enabled(g->shape, (uint32_t)end[k]->x))
            return cli_error(EXIT_USAGE, "generate: %s %d,0 is outside the mask", k ? "--to" : "--from", end[k]->x);
    return 0;
}

/* Generating needs no input file and its memory is small per cell (the dfs
 * at 1e9 cells peaks near 360 MiB), so the default is ten times the readers'
 * MAZE_DEFAULT_MAX_CELLS: the 1e9-cell maze of docs/performance.md runs
 * without options, and a typo of a few digits still stops before allocating. */
#define CLI_GEN_MAX_CELLS 1000000000ull

/* In memory: W x H within --max-cells and the library's limits. Streamed:
 * only a row is held, so only the width counts against --max-cells. Over
 * either is too big (exit 4); the option table has refused sizes below 1. */
static int check_size(const gen_args *a, const cli_gen *g)
{
    unsigned long long limit = a->c.max_cells ? a->c.max_cells : CLI_GEN_MAX_CELLS;
    long long w = g->w, h = g->h;
    if (g->shape) return 0; /* maze_mask_read checked it */
    if (g->stream) {
        if (w > INT32_MAX || (unsigned long long)w > limit)
            return cli_error(EXIT_TOOBIG, "generate: a %lld x %lld maze is too large (width over %llu)", w, h,
                             limit < INT32_MAX ? limit : (unsigned long long)INT32_MAX);
        return 0;
    }
    if (w > INT32_MAX || h > INT32_MAX || (unsigned long long)w * (unsigned long long)h > MAZE_MAX_CELLS)
        return cli_error(EXIT_TOOBIG, "generate: a %lld x %lld maze is too large", w, h);
    unsigned long long n = (unsigned long long)w * (unsigned long long)h;
    if (n > limit)
        return cli_error(EXIT_TOOBIG, "generate: a %lld x %lld maze is too large: %llu cells, over --max-cells %llu",
                         w, h, n, limit);
    return 0;
}

/* --from/--to on a cell of the maze (of the mask with --mask). */
static int check_end(const cli_gen *g, const char *opt, const cli_xy *p)
{
    if (!p->set) return 0;
    if (p->x >= g->w || p->y >= g->h)
        return cli_error(EXIT_USAGE, "generate: %s %d,%d is outside the %lld x %lld maze", opt, p->x, p->y, g->w, g->h);
    if (g->shape && !maze_cell_enabled(g->shape, p->x, p->y))
        return cli_error(EXIT_USAGE, "generate: %s %d,%d is outside the mask", opt, p->x, p->y);
    return 0;
}

/* Start and goal go with the maze when an option chooses them or a picture
 * draws them; the path when a picture draws it. */
static void want_ends(const gen_args *a, cli_gen *g)
{
    unsigned layers = cli_draw_format(g->fmt, NULL) ? a->c.draw.o.layers : 0;
    g->ends = cli_ends_chosen(&a->c) || (layers & (MAZE_LAYER_MARKERS | MAZE_LAYER_PATH));
    g->path = (layers & MAZE_LAYER_PATH) != 0;
}

int cli_gen_setup(const gen_args *a, const char *algo, const char *fmt, cli_gen *g)
{
    memset(g, 0, sizeof *g);
    g->a = a;
    g->algo = algo;
    g->fmt = fmt;
    maze_gen_opts_init(&g->o);
    g->o.bias = a->bias;
    g->max = ULLONG_MAX;
    g->tries = CLI_GEN_TRIES;
    g->w = a->width ? a->width : 20;
    g->h = a->height ? a->height : 20;
    g->unicursal = a->unicursal;
    int st = check_numbers(a, g);
    if (!st) st = check_bias(g);
    if (!st && a->mask) st = load_mask(a, g);
    if (!st) st = check_end(g, "--from", &a->c.from);
    if (!st) st = check_end(g, "--to", &a->c.to);
    if (st) return st;
    want_ends(a, g);
    snprintf(g->what, sizeof g->what, "%lld x %lld maze", g->w, g->h);
    /* A mask, braid, solution range, start and goal need the whole maze in memory. */
    g->stream = !g->shape && !g->unicursal && !g->has_braid && !g->has_range && !g->ends && !a->c.gaps && cli_can_stream(algo, fmt) &&
                cli_draw_can_stream(&a->c.draw);
    return check_size(a, g);
}

int cli_gen_setup_shape(const gen_args *a, const char *algo, const char *fmt, maze *shape, cli_gen *g)
{
    memset(g, 0, sizeof *g);
    g->a = a;
    g->algo = algo;
    g->fmt = fmt;
    g->shape = shape;
    maze_gen_opts_init(&g->o);
    g->o.bias = a->bias;
    g->max = ULLONG_MAX;
    g->tries = CLI_GEN_TRIES;
    snprintf(g->what, sizeof g->what, "%s maze", maze_topology_of(shape)->name);
    int st = check_numbers(a, g);
    if (!st) st = check_bias(g);
    if (!st && a->mask) st = apply_mask(a, g);
    want_ends(a, g);
    return st;
}

void cli_gen_free(cli_gen *g)
{
    maze_destroy(g->shape);
    g->shape = NULL;
}

int cli_gen_make(const cli_gen *g, uint64_t seed, maze **out)
{
    int half = g->unicursal ? 2 : 1;
    int st = g->shape ? maze_clone(out, g->shape) : maze_create(out, (int32_t)g->w / half, (int32_t)g->h / half, NULL);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    st = maze_generate_into(*out, maze_generator_find(g->algo), &rng, &g->o);
    if (!st && g->has_braid) st = maze_braid(*out, g->braid, &rng);
    if (!st && g->unicursal) {
        maze *src = *out;
        st = maze_unicursal(out, src, NULL);
        maze_destroy(src);
    }
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}

/* ---- the search over seeds ---- */

/* Solution length of seed's maze in moves (between its start and goal); -1
 * when the ends are in different pieces of the mask; or -2 + status (the
 * status is negative: -3 and below) on failure. */
static long long solution_of(const cli_gen *g, uint64_t seed)
{
    maze *m;
    int st = cli_gen_make(g, seed, &m);
    if (st) return -2 + (long long)st;
    int32_t xy[4];
    maze_stats s;
    st = cli_ends_pick(&g->a->c, m, NULL, NULL, seed, xy);
    if (!st) st = maze_stats_compute(m, xy[0], xy[1], xy[2], xy[3], &s);
    maze_destroy(m);
    if (st) return -2 + (long long)st;
    return s.solution_found ? (long long)s.solution_moves : -1;
}

/* One round: slots 0..n of seeds first.., taken by threads in turn. */
typedef struct {
    const cli_gen *g;
    uint64_t first;
    size_t n, next;
    long long *moves;
    pthread_mutex_t lock;
} search_round;

static void *round_worker(void *arg)
{
    search_round *r = arg;
    for (;;) {
        pthread_mutex_lock(&r->lock);
        size_t i = r->next++;
        pthread_mutex_unlock(&r->lock);
        if (i >= r->n) return NULL;
        r->moves[i] = solution_of(r->g, r->first + i);
    }
}

static void run_round(search_round *r, int jobs)
{
    pthread_t th[CLI_MAX_JOBS];
    int started = 0;
    r->next = 0;
    while (started < jobs - 1 && pthread_create(&th[started], NULL, round_worker, r) == 0) started++;
    round_worker(r);
    for (int t = 0; t < started; t++) pthread_join(th[t], NULL);
}

static int no_fit(const cli_gen *g, uint64_t last)
{
    char want[80];
    if (g->max == ULLONG_MAX) snprintf(want, sizeof want, "at least %llu", g->min);
    else if (g->min == 0) snprintf(want, sizeof want, "at most %llu", g->max);
    else snprintf(want, sizeof want, "%llu to %llu", g->min, g->max);
    return cli_error(EXIT_NOPATH, "generate: none of the %llu seeds %llu..%llu gives a solution of %s moves "
                                  "(--tries sets how many seeds to try)",
                     g->tries, (unsigned long long)(last - g->tries + 1), (unsigned long long)last, want);
}

/* Takes the round's results in seed order. Returns 0 to go on, -1 when all
 * seeds are found, or an exit status after a message. */
static int take_round(const cli_gen *g, const search_round *r, uint64_t count, uint64_t *found, uint64_t *misses,
                      uint64_t *seeds, unsigned long long *moves)
{
    for (size_t i = 0; i < r->n; i++) {
        long long mv = r->moves[i];
        int fail = mv <= -2 ? (int)(mv + 2) : 0; /* a MAZE_E* status, negative */
        if (fail == MAZE_ERANGE && g->a->c.dead_ends) { /* the one failure of picking the ends */
            char name[40];
            snprintf(name, sizeof name, "seed %llu", (unsigned long long)r->first + i);
            return cli_ends_fail(&g->a->c, name, fail, EXIT_USAGE);
        }
        if (fail) return cli_error(cli_exit_for(fail), "generate: %s: %s", g->what, maze_strerror(fail));
        if (mv == -1)
            return cli_error(EXIT_INPUT, "generate: --min-solution/--max-solution: the start and goal are in different "
                                         "pieces of the mask, so there is no solution to measure");
        if ((unsigned long long)mv >= g->min && (unsigned long long)mv <= g->max) {
            seeds[*found] = r->first + i;
            moves[(*found)++] = (unsigned long long)mv;
            *misses = 0;
            if (*found == count) return -1;
        } else if (++*misses >= g->tries) {
            return no_fit(g, r->first + i);
        }
    }
    return 0;
}

int cli_gen_find_seeds(const cli_gen *g, uint64_t base, uint64_t count, int jobs, uint64_t *seeds,
                       unsigned long long *moves)
{
    if (jobs < 1) jobs = 1;
    if (jobs > CLI_MAX_JOBS) jobs = CLI_MAX_JOBS;
    /* Rounds of a few seeds per thread: little work wasted past the last fit. */
    search_round r = {g, base, (size_t)jobs * 4, 0, NULL, PTHREAD_MUTEX_INITIALIZER};
    r.moves = malloc(r.n * sizeof *r.moves);
    if (!r.moves) return cli_error(EXIT_TOOBIG, "generate: out of memory");
    uint64_t found = 0, misses = 0;
    int st = 0;
    while (!st) {
        run_round(&r, jobs);
        st = take_round(g, &r, count, &found, &misses, seeds, moves);
        r.first += r.n;
    }
    free(r.moves);
    pthread_mutex_destroy(&r.lock);
    return st < 0 ? 0 : st;
}
