/* astar_vs_ref.c - runs one solver (default astar, 8 moves) over every query
 * of a Moving AI scenario and prints a line in ref_astar's format. Built by
 * bench/astar_vs_ref.sh with -DMZ_REF_SOURCE="../shared/bench/ref_astar.c"
 * (included from where it lies, never copied), it also runs the yardstick's
 * search on each query right beside ours, alternating which goes first, so
 * both see the same machine load; then it prints both lines and the ratio.
 * The .map/.scen parsing here is minimal on purpose (trusted benchmark files). */
#ifdef MZ_REF_SOURCE
#define main ref_astar_main
#include MZ_REF_SOURCE
#undef main
#endif
#include "maze.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static maze_map *read_map(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char line[1 << 16];
    int w = 0, h = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "height", 6)) h = atoi(line + 6);
        else if (!strncmp(line, "width", 5)) w = atoi(line + 5);
        else if (!strncmp(line, "map", 3)) break;
    }
    maze_map *map = NULL;
    if (maze_map_create(&map, w, h, NULL)) {
        fclose(f);
        return NULL;
    }
    for (int y = 0; y < h && fgets(line, sizeof line, f); y++)
        for (int x = 0; x < w && line[x] && line[x] != '\n' && line[x] != '\r'; x++)
            if (line[x] != '.' && line[x] != 'G' && line[x] != 'S') maze_map_set(map, x, y, '@');
    fclose(f);
    return map;
}

typedef struct query {
    int sx, sy, gx, gy;
    double opt;
} query;

static query *read_scen(const char *path, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char line[1 << 12], name[4096];
    size_t cap = 1024;
    query *q = malloc(cap * sizeof *q);
    *n = 0;
    if (!fgets(line, sizeof line, f)) line[0] = 0;
    while (q && fgets(line, sizeof line, f)) {
        int b, mw, mh;
        query t;
        if (sscanf(line, "%d %4095s %d %d %d %d %d %d %lf", &b, name, &mw, &mh, &t.sx, &t.sy, &t.gx, &t.gy,
                   &t.opt) != 9)
            continue;
        if (*n == cap) {
            query *p = realloc(q, (cap *= 2) * sizeof *q);
            if (!p) break;
            q = p;
        }
        q[(*n)++] = t;
    }
    fclose(f);
    return q;
}

static int cost_ok(const query *q, double len)
{
    double d = fabs(len - q->opt);
    return d <= 1e-4 * (q->opt > 1 ? q->opt : 1) || d <= 0.011;
}

/* What one solver did over the scenario: time (the best of the repetitions
 * of each query, so a preempted run does not count), expansions, misses. */
typedef struct tally {
    double us, expanded;
    long bad;
} tally;

static void tally_add(tally *t, double best_us, double expanded, int ok)
{
    t->us += best_us;
    t->expanded += expanded;
    t->bad += !ok;
}

static void print_tally(const char *prefix, const tally *t, size_t nq)
{
    double n = nq ? (double)nq : 1;
    printf("%squeries=%zu mismatches=%ld mean_us=%.3f mean_expanded=%.1f\n", prefix, nq, t->bad, t->us / n,
           t->expanded / n);
}

/* Runs our solver once on q; returns the time, fills r. */
static double our_query(maze_search *s, const maze_solver *sv, const query *q, maze_result *r, int *ok)
{
    double t0 = now_us();
    int st = maze_solve(s, sv, q->sx, q->sy, q->gx, q->gy, NULL, r);
    double us = now_us() - t0;
    *ok = !st && r->found && cost_ok(q, r->cost);
    return us;
}

#ifdef MZ_REF_SOURCE
/* Loads the map into the yardstick's globals, as its own main does. */
static void ref_setup(const maze_map *map)
{
    W = maze_map_width(map);
    H = maze_map_height(map);
    open_ = calloc((size_t)W * (size_t)H, 1);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) open_[y * W + x] = (unsigned char)maze_map_open(map, x, y);
    g = malloc(sizeof(double) * (size_t)W * (size_t)H);
    parent = malloc(sizeof(int) * (size_t)W * (size_t)H);
    stamp = calloc((size_t)W * (size_t)H, sizeof(int));
    closed_stamp = calloc((size_t)W * (size_t)H, sizeof(int));
}

/* Runs the yardstick once on q; returns the time. */
static double ref_query(const query *q, double *expanded, int *ok)
{
    long e = 0;
    double t0 = now_us();
    double len = search(q->sy * W + q->sx, q->gy * W + q->gx, &e);
    double us = now_us() - t0;
    *expanded = (double)e;
    *ok = cost_ok(q, len);
    return us;
}
#endif

int main(int argc, char **argv)
{
    const char *algo = "astar";
    int reps = 1;
    while (argc >= 3 && (!strcmp(argv[1], "--algo") || !strcmp(argv[1], "--reps"))) {
        if (!strcmp(argv[1], "--algo")) algo = argv[2];
        else reps = atoi(argv[2]) > 0 ? atoi(argv[2]) : 1;
        argv += 2;
        argc -= 2;
    }
    const maze_solver *sv = maze_solver_find(algo);
    if (argc != 3 || !sv) {
        fprintf(stderr, "usage: astar_vs_ref [--algo NAME] [--reps N] MAP SCEN\n");
        return 2;
    }
    maze_map *map = read_map(argv[1]);
    size_t nq = 0;
    query *q = map ? read_scen(argv[2], &nq) : NULL;
    maze_graph *graph = NULL;
    maze_search *s = NULL;
    if (!q || maze_graph_from_map(&graph, map, 8, NULL) || maze_search_create(&s, graph, NULL)) return 3;
    tally ours = {0, 0, 0}, ref = {0, 0, 0};
#ifdef MZ_REF_SOURCE
    ref_setup(map);
#endif
    for (size_t i = 0; i < nq; i++) {
        maze_result r;
        double best = INFINITY, ref_best = INFINITY, ref_exp = 0, t;
        int ok = 0, ref_ok = 1;
        for (int k = 0; k < reps; k++) {
            int ref_first = (int)((i + (size_t)k) % 2);
            (void)ref_first;
#ifdef MZ_REF_SOURCE
            if (ref_first && (t = ref_query(&q[i], &ref_exp, &ref_ok)) < ref_best) ref_best = t;
#endif
            if ((t = our_query(s, sv, &q[i], &r, &ok)) < best) best = t;
#ifdef MZ_REF_SOURCE
            if (!ref_first && (t = ref_query(&q[i], &ref_exp, &ref_ok)) < ref_best) ref_best = t;
#endif
        }
        tally_add(&ours, best, (double)r.expanded, ok);
        if (ref_best < INFINITY) tally_add(&ref, ref_best, ref_exp, ref_ok);
    }
    if (ref.us > 0) print_tally("ref: ", &ref, nq);
    print_tally("", &ours, nq);
    if (ref.us > 0) printf("ratio=%.3f\n", ours.us / ref.us);
    maze_search_destroy(s);
    maze_graph_destroy(graph);
    maze_map_destroy(map);
    free(q);
    return ours.bad ? 1 : 0;
}
