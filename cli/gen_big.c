/* gen_big.c - what `maze generate` uses for huge and many mazes: streaming a
 * row-by-row generator straight into a row writer (memory of the width, any
 * height), and --count N (N mazes, seeds S..S+N-1, one file each, generated
 * on every core with pthreads; each file depends only on its seed); the
 * start, goal and path a picture of a maze of any topology shows. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "draw.h"
#include "gen.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- streaming ---- */

typedef struct {
    const char *algo;
    int32_t w;
    int64_t h;
    uint64_t seed;
    const maze_gen_opts *o;
    const maze_draw_opts *draw;
    const char *format;
} stream_job;

static int row_to_writer(void *ud, int64_t y, const uint8_t *open)
{
    return maze_row_writer_row(ud, y, open);
}

/* maze_produce_fn: the generator's rows go straight to the row writer. */
static int produce_stream(void *ud, maze_write_fn write, void *ctx)
{
    const stream_job *j = ud;
    const maze_generator *g = maze_generator_find(j->algo);
    maze_row_writer *w = NULL;
    int st = j->draw ? maze_draw_row_writer_create(&w, j->format, j->w, j->h, j->draw, write, ctx, NULL)
                     : maze_row_writer_create(&w, j->format, j->w, j->h, write, ctx, NULL);
    maze_rng rng;
    maze_rng_seed(&rng, j->seed);
    if (!st) st = maze_generate_rows(g, j->w, j->h, &rng, j->o, row_to_writer, w, NULL);
    if (!st) st = maze_row_writer_finish(w);
    maze_row_writer_destroy(w);
    return st;
}

int cli_stream_maze(const char *algo, int32_t width, int64_t height, uint64_t seed, const maze_gen_opts *o,
                    const maze_draw_opts *draw, const char *format, const char *path)
{
    stream_job j = {algo, width, height, seed, o, cli_draw_format(format, NULL) ? draw : NULL, format};
    if (path && strcmp(path, "-") != 0) return cli_write_file(path, produce_stream, &j);
    errno = 0;
    int st = produce_stream(&j, cli_write_stdio, stdout);
    if (fflush(stdout) != 0 && !st) st = MAZE_EIO;
    return st;
}

/* ---- --count N ---- */

int cli_count_name(const char *out, uint64_t k, uint64_t count, char *buf, size_t cap)
{
    int digits = 1;
    for (uint64_t c = count; c >= 10; c /= 10) digits++;
    const char *slash = strrchr(out, '/'), *base = slash ? slash + 1 : out;
    const char *dot = strrchr(base, '.');
    if (!dot || dot == base) dot = out + strlen(out); /* no extension: append */
    int n = snprintf(buf, cap, "%.*s-%0*llu%s", (int)(dot - out), out, digits, (unsigned long long)k + 1, dot);
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

typedef struct {
    cli_make_fn make;
    void *ud;
    const char *out;
    uint64_t seed, count, next;
    int failed;             /* set at the first failure: start no more */
    pthread_mutex_t lock;
    uint64_t first;         /* the lowest failed index so far (count: none) */
    int first_status;       /* its exit status (memory does not grow with N) */
    cli_errbuf msg;         /* its message, printed once at the end */
} batch;

static void *batch_worker(void *arg)
{
    batch *b = arg;
    char name[4096];
    for (;;) {
        pthread_mutex_lock(&b->lock);
        uint64_t k = b->failed ? b->count : b->next++;
        pthread_mutex_unlock(&b->lock);
        if (k >= b->count) return NULL;
        cli_errbuf err;
        cli_error_capture(&err); /* workers failing at once would print a line each */
        int st = cli_count_name(b->out, k, b->count, name, sizeof name)
                     ? cli_error(EXIT_USAGE, "generate: %s: file name too long", b->out)
                     : b->make(b->ud, b->seed + k, name);
        cli_error_capture(NULL);
        pthread_mutex_lock(&b->lock);
        b->failed |= st != 0;
        if (st && k < b->first) {
            b->first = k;
            b->first_status = st;
            memcpy(b->msg.text, err.text, sizeof err.text);
        }
        pthread_mutex_unlock(&b->lock);
    }
}

int cli_default_jobs(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > CLI_MAX_JOBS ? CLI_MAX_JOBS : (int)n;
}

int cli_generate_count(cli_make_fn make, void *ud, const char *out, uint64_t seed, uint64_t count, int jobs)
{
    if (count == 0) return EXIT_OK_;
    batch b = {make, ud, out, seed, count, 0, 0, PTHREAD_MUTEX_INITIALIZER, count, EXIT_OK_, {""}};
    if (jobs < 1) jobs = 1;
    if (jobs > CLI_MAX_JOBS) jobs = CLI_MAX_JOBS;
    if ((uint64_t)jobs > count) jobs = (int)count;
    pthread_t th[CLI_MAX_JOBS];
    int started = 0;
    while (started < jobs - 1 && pthread_create(&th[started], NULL, batch_worker, &b) == 0) started++;
    batch_worker(&b); /* this thread works too; with no thread started it does it all */
    for (int t = 0; t < started; t++) pthread_join(th[t], NULL);
    int first = b.first < count ? b.first_status : EXIT_OK_;
    fputs(b.msg.text, stderr);
    pthread_mutex_destroy(&b.lock);
    return first;
}

/* ---- maze generate: one maze or --count, streamed or in memory ---- */

typedef struct {
    const gen_args *a;
    const cli_gen *g;
    uint64_t base;          /* the first seed (-s) */
    const uint64_t *seeds;  /* with a solution range, maze k's seed; else base + k */
} gen_job;

void cli_held_free(cli_held_path *h)
{
    maze_search_destroy(h->search); /* before its graph */
    maze_graph_destroy(h->graph);
}

/* The path from the start to the goal of ov (astar, as solve's default),
 * held in *h. Returns an exit status after a message. */
static int path_of(maze *m, uint64_t seed, maze_overlay *ov, cli_held_path *h)
{
    maze_result r;
    int st = maze_graph_from_maze(&h->graph, m, NULL);
    if (!st) st = maze_search_create(&h->search, h->graph, NULL);
    if (!st) st = maze_solve(h->search, maze_solver_find("astar"), ov->sx, ov->sy, ov->gx, ov->gy, NULL, &r);
    if (st) return cli_error(cli_exit_for(st), "generate: seed %llu: --show path: %s", (unsigned long long)seed,
                             maze_strerror(st));
    if (!r.found)
        return cli_error(EXIT_NOPATH, "generate: seed %llu: --show path: no path from %d,%d to %d,%d (they are in "
                         "different pieces of the mask)", (unsigned long long)seed, ov->sx, ov->sy, ov->gx, ov->gy);
    ov->path = r.path;
    ov->path_length = r.length;
    return 0;
}

int cli_gen_overlay(const cli_core *c, int path, maze *m, uint64_t seed, maze_overlay *ov, cli_held_path *h)
{
    int32_t xy[4];
    int st = cli_ends_pick(c, m, NULL, NULL, seed, xy);
    if (st) {
        char name[40];
        snprintf(name, sizeof name, "seed %llu", (unsigned long long)seed);
        return cli_ends_fail(c, name, st, EXIT_USAGE);
    }
    *ov = (maze_overlay){1, 1, xy[0], xy[1], xy[2], xy[3], NULL, 0};
    return path ? path_of(m, seed, ov, h) : 0;
}

/* One maze of seed `seed` into `path` (NULL or "-": stdout); exit status. */
static int make_one(void *ud, uint64_t seed, const char *path)
{
    const gen_job *j = ud;
    const cli_gen *g = j->g;
    if (j->seeds) seed = j->seeds[seed - j->base];
    int st;
    if (g->stream) {
        if ((st = cli_check_terminal(&j->a->c, g->fmt, path))) return st;
        st = cli_stream_maze(g->algo, (int32_t)g->w, g->h, seed, &g->o, &j->a->c.draw.o, g->fmt, path);
        return st ? cli_write_failed("generate", path && strcmp(path, "-") != 0 ? path : "<stdout>", st) : EXIT_OK_;
    }
    maze *m;
    st = cli_gen_make(g, seed, &m);
    if (st) return cli_error(cli_exit_for(st), "generate: %s: %s", g->what, maze_strerror(st));
    cli_core c = j->a->c;
    c.output = path;
    maze_overlay ov = {0};
    cli_held_path h = {NULL, NULL};
    st = g->ends ? cli_gen_overlay(&j->a->c, g->path, m, seed, &ov, &h) : 0;
    cli_picture p = {m, NULL, g->fmt, g->ends ? &ov : NULL};
    if (!st) st = cli_emit(&c, &p);
    cli_held_free(&h);
    maze_destroy(m);
    return st;
}

/* Says on stderr which seed each maze came from (a solution range was asked). */
static void report_seeds(const gen_args *a, uint64_t base, uint64_t count, const uint64_t *seeds,
                         const unsigned long long *moves)
{
    char name[4096];
    for (uint64_t k = 0; k < count; k++) {
        if (!a->count)
            fprintf(stderr, "maze: generate: seed %llu: solution of %llu moves (%llu tried)\n",
                    (unsigned long long)seeds[k], moves[k], (unsigned long long)seeds[k] - base + 1);
        else if (cli_count_name(a->c.output, k, count, name, sizeof name) == 0)
            cli_print(stderr, "maze: generate: %s: seed %llu: solution of %llu moves\n", name,
                      (unsigned long long)seeds[k], moves[k]);
    }
}

/* With a solution range: finds the seeds (into *seeds, malloc'd). */
static int find_seeds(const gen_args *a, const cli_gen *g, uint64_t base, uint64_t count, int jobs, uint64_t **seeds)
{
    unsigned long long *moves = NULL;
    *seeds = NULL;
    if (count <= SIZE_MAX / sizeof **seeds) {
        *seeds = calloc((size_t)count, sizeof **seeds);
        moves = calloc((size_t)count, sizeof *moves);
    }
    if (!*seeds || !moves) {
        free(moves);
        return cli_error(EXIT_TOOBIG, "generate: out of memory for %llu seeds", (unsigned long long)count);
    }
    int st = cli_gen_find_seeds(g, base, count, jobs, *seeds, moves);
    if (!st) report_seeds(a, base, count, *seeds, moves);
    free(moves);
    return st;
}

int cli_generate_run(const gen_args *a, const cli_gen *g)
{
    uint64_t seed = a->c.seed, count = a->count ? a->count : 1;
    const char *out = a->c.output;
    if (a->count && cli_is_stdout(out))
        return cli_error(EXIT_USAGE, "generate: --count needs -o FILE (the mazes go to FILE-1, FILE-2, ...)");
    int jobs = a->jobs ? a->jobs : cli_default_jobs(), st = 0;
    gen_job j = {a, g, seed, NULL};
    uint64_t *seeds = NULL;
    if (g->has_range) st = find_seeds(a, g, seed, count, jobs, &seeds);
    j.seeds = seeds;
    if (!st) st = a->count ? cli_generate_count(make_one, &j, out, seed, count, jobs) : make_one(&j, seed, out);
    free(seeds);
    return st;
}
