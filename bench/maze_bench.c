/* maze_bench.c - times one generator or solver run through the public API and
 * prints one line (seconds, Mcells/s, peak RSS, checksum) for
 * bench/throughput.sh; speed is judged there, side by side with the
 * reference program ref_backtracker. */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* CPU time of the process: on a machine shared with other load it moves less
 * than wall time (waiting for the core is not counted; memory stalls are). */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static long peak_rss_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

/* FNV-1a over the rows, so two runs can be compared. */
typedef struct {
    uint64_t sum;
    int32_t w;
} row_sum;

static int sum_row(void *ud, int64_t y, const uint8_t *open)
{
    row_sum *r = ud;
    (void)y;
    int32_t x = 0;
    for (; x + 8 <= r->w; x += 8) { /* 8 cells a step: cheap next to the generator */
        uint64_t v;
        memcpy(&v, open + x, 8);
        r->sum = (r->sum ^ v) * 0x100000001b3ull;
    }
    for (; x < r->w; x++) r->sum = (r->sum ^ open[x]) * 0x100000001b3ull;
    return MAZE_OK;
}

static uint64_t maze_sum(const maze *m)
{
    uint64_t s = 0xcbf29ce484222325ull;
    int32_t w = maze_width(m), h = maze_height(m);
    for (int32_t y = 0; y < h; y += 997)
        for (int32_t x = 0; x < w; x++) s = (s ^ maze_get(m, x, y)) * 0x100000001b3ull;
    return s;
}

static double cpu_spent = -1; /* CPU seconds of the timed part, when measured */

static void report(const char *what, const char *algo, uint64_t cells, double sec, uint64_t sum)
{
    printf("%s %s cells=%llu seconds=%.6f mcells_per_s=%.1f peak_rss_kib=%ld checksum=%016llx", what, algo,
           (unsigned long long)cells, sec, (double)cells / sec / 1e6, peak_rss_kib(), (unsigned long long)sum);
    if (cpu_spent >= 0) printf(" cpu=%.6f", cpu_spent);
    printf("\n");
}

/* bias: maze_gen_opts.bias (NULL: the generator's default). */
static int run_gen(const char *algo, int32_t w, int32_t h, uint64_t seed, const char *bias)
{
    maze *m;
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    o.bias = bias;
    double c0 = cpu_now(), t0 = now();
    int st = maze_generate(&m, algo, w, h, seed, &o, NULL);
    double t1 = now();
    cpu_spent = cpu_now() - c0;
    if (st) {
        fprintf(stderr, "maze_bench: %s: %s\n", algo, maze_strerror(st));
        return 1;
    }
    report("generate", algo, (uint64_t)w * (uint64_t)h, t1 - t0, maze_sum(m));
    maze_destroy(m);
    return 0;
}

static int run_stream(const char *algo, int32_t w, int64_t h, uint64_t seed)
{
    const maze_generator *g = maze_generator_find(algo);
    if (!g || !(g->flags & MAZE_GEN_ROWS)) {
        fprintf(stderr, "maze_bench: %s cannot stream\n", algo);
        return 1;
    }
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    maze_gen_opts o;
    maze_gen_opts_init(&o);
    row_sum r = {0xcbf29ce484222325ull, w};
    double c0 = cpu_now(), t0 = now();
    int st = maze_generate_rows(g, w, h, &rng, &o, sum_row, &r, NULL);
    double t1 = now();
    cpu_spent = cpu_now() - c0;
    if (st) {
        fprintf(stderr, "maze_bench: %s: %s\n", algo, maze_strerror(st));
        return 1;
    }
    report("stream", algo, (uint64_t)w * (uint64_t)h, t1 - t0, r.sum);
    return 0;
}

/* maze_stats_compute (diameter, dead ends, solution corner to corner, ...)
 * on a dfs maze; the time covers the analysis only. */
static int run_stats(int32_t w, int32_t h, uint64_t seed)
{
    maze *m = NULL;
    if (maze_generate(&m, "dfs", w, h, seed, NULL, NULL)) {
        fprintf(stderr, "maze_bench: cannot set up stats\n");
        return 1;
    }
    maze_stats s;
    double c0 = cpu_now(), t0 = now();
    int st = maze_stats_compute(m, 0, 0, w - 1, h - 1, &s);
    double t1 = now();
    cpu_spent = cpu_now() - c0;
    if (!st) report("solve", "stats", (uint64_t)w * (uint64_t)h, t1 - t0, s.diameter);
    else fprintf(stderr, "maze_bench: stats: %s\n", maze_strerror(st));
    maze_destroy(m);
    return st ? 1 : 0;
}

/* Solves corner to corner on a dfs maze; the time covers building the search
 * graph and the search, not generating the maze. */
static int run_solve(const char *algo, int32_t w, int32_t h, uint64_t seed)
{
    if (strcmp(algo, "stats") == 0) return run_stats(w, h, seed);
    const maze_solver *sv = maze_solver_find(algo);
    maze *m = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    if (!sv || maze_generate(&m, "dfs", w, h, seed, NULL, NULL)) {
        fprintf(stderr, "maze_bench: cannot set up %s\n", algo);
        maze_destroy(m);
        return 1;
    }
    double c0 = cpu_now(), t0 = now();
    maze_result r;
    int st = maze_graph_from_maze(&g, m, NULL);
    if (!st) st = maze_search_create(&s, g, NULL);
    if (!st) st = maze_solve(s, sv, 0, 0, w - 1, h - 1, NULL, &r);
    double t1 = now();
    cpu_spent = cpu_now() - c0;
    if (!st) report("solve", algo, (uint64_t)w * (uint64_t)h, t1 - t0, (uint64_t)r.length);
    else fprintf(stderr, "maze_bench: %s: %s\n", algo, maze_strerror(st));
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    return st ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: maze_bench generate|stream|solve ALGO WIDTH HEIGHT [SEED [BIAS]]\n(solve ALGO: a solver name, or stats; BIAS: generate's --bias)\n");
        return 2;
    }
    long long w = atoll(argv[3]), h = atoll(argv[4]);
    uint64_t seed = argc > 5 ? strtoull(argv[5], NULL, 10) : 1;
    if (w < 1 || h < 1 || w > INT32_MAX || h > INT64_MAX / 2) {
        fprintf(stderr, "maze_bench: bad size\n");
        return 2;
    }
    if (strcmp(argv[1], "stream") == 0) return run_stream(argv[2], (int32_t)w, h, seed);
    if (h > INT32_MAX) return 2;
    if (strcmp(argv[1], "generate") == 0) return run_gen(argv[2], (int32_t)w, (int32_t)h, seed, argc > 6 ? argv[6] : NULL);
    if (strcmp(argv[1], "solve") == 0) return run_solve(argv[2], (int32_t)w, (int32_t)h, seed);
    fprintf(stderr, "maze_bench: unknown mode %s\n", argv[1]);
    return 2;
}
