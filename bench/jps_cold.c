/* jps_cold.c - jps cold against warm, and a live map's toggle against a
 * rebuild: rounds of (fresh graph and search, first pass over the rows, a
 * repeat pass), minor page faults of each, and a door toggled between queries.
 *
 * Usage: jps_cold MAP SCEN|- ROWS ROUNDS
 *   MAP  a Moving AI .map, or gen:random:W:H:PCT:SEED (PCT % of the cells
 *        blocked at random) or gen:bg:W:H:SEED (open areas cut by many small
 *        obstacles and a few long walls, as the bg512 maps are)
 *   SCEN the map's .scen (ROWS rows spread evenly over the file), or - for ROWS random pairs of
 *        open cells (the same seed every run)
 * Each round builds the graph and a search (graph_ms), then even rounds time
 * the first pass (first_us, a query's mean: it includes whatever jps builds
 * on a fresh graph and the search's first touch of its arrays, not the
 * graph) and odd rounds first make jps's tables by a query from a cell to
 * itself (rebuild_ms: graph, search and tables, what a change cost before
 * live maps were patched; the tables are the bit rows and the memo's
 * allocation, the memo being filled by the walks of the first pass); then the repeat pass (repeat_us), the minor page
 * faults of the first pass (with the rebuild on odd rounds) and of the
 * repeat, and their KiB a 1,000 cells; then a cell on row 0's path toggled:
 * a toggle alone and a toggle plus row 0's search (microseconds, mean of
 * 20), and on odd rounds that against the rebuild. With JPS_COLD_NO_TOGGLE
 * set in the environment, no toggles (for counting instructions). */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static long minflt(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_minflt;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t cap = 0, n = 0, got;
    do {
        if (n + 65536 > cap) {
            char *nb = realloc(buf, cap = 2 * cap + 65536);
            if (!nb) break;
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got);
    fclose(f);
    *len = n;
    return buf;
}

/* Small rectangles of 1-4 x 1-4 cells over about a fifth of the area, and a
 * wall of 20-120 cells every 4,000 cells (some with a gap). */
static void gen_bg(maze_map *m, int32_t w, int32_t h, maze_rng *r)
{
    for (int64_t k = 0; k < (int64_t)w * h / 40; k++) {
        int32_t x = (int32_t)maze_rng_below(r, (uint64_t)w), y = (int32_t)maze_rng_below(r, (uint64_t)h);
        int32_t bw = 1 + (int32_t)maze_rng_below(r, 4), bh = 1 + (int32_t)maze_rng_below(r, 4);
        for (int32_t j = y; j < y + bh && j < h; j++)
            for (int32_t i = x; i < x + bw && i < w; i++) maze_map_set(m, i, j, '@');
    }
    for (int64_t k = 0; k < (int64_t)w * h / 4000; k++) {
        int32_t x = (int32_t)maze_rng_below(r, (uint64_t)w), y = (int32_t)maze_rng_below(r, (uint64_t)h);
        int32_t len = 20 + (int32_t)maze_rng_below(r, 100), vert = (int)maze_rng_below(r, 2);
        int32_t gap = (int32_t)maze_rng_below(r, (uint64_t)len * 2);
        for (int32_t i = 0; i < len; i++)
            if (i < gap || i > gap + 2) maze_map_set(m, vert ? x : x + i, vert ? y + i : y, '@');
    }
}

static maze_map *load_map(const char *spec)
{
    maze_map *m = NULL;
    int w, h, pct;
    unsigned long long seed;
    maze_rng r;
    if (sscanf(spec, "gen:random:%d:%d:%d:%llu", &w, &h, &pct, &seed) == 4) {
        if (maze_map_create(&m, w, h, NULL)) return NULL;
        maze_rng_seed(&r, seed);
        for (int32_t y = 0; y < h; y++)
            for (int32_t x = 0; x < w; x++)
                if (maze_rng_below(&r, 100) < (uint64_t)pct) maze_map_set(m, x, y, '@');
        return m;
    }
    if (sscanf(spec, "gen:bg:%d:%d:%llu", &w, &h, &seed) == 3) {
        if (maze_map_create(&m, w, h, NULL)) return NULL;
        maze_rng_seed(&r, seed);
        gen_bg(m, w, h, &r);
        return m;
    }
    size_t len;
    char *data = slurp(spec, &len);
    if (!data) return NULL;
    if (maze_map_read_movingai(&m, data, len, NULL, NULL, NULL)) m = NULL;
    free(data);
    return m;
}

typedef struct row {
    int32_t sx, sy, gx, gy;
} row;

static size_t load_rows(const char *scen, const maze_map *m, row *rows, size_t want)
{
    size_t n = 0;
    if (strcmp(scen, "-") != 0) {
        size_t len;
        char *data = slurp(scen, &len);
        maze_scen *sc;
        if (!data || maze_scen_read(&sc, data, len, NULL, NULL)) {
            free(data);
            return 0;
        }
        size_t all = maze_scen_count(sc);
        for (; n < want && n < all; n++) { /* spread evenly over the file: every bucket */
            const maze_scen_query *q = maze_scen_at(sc, all <= want ? n : n * all / want);
            rows[n] = (row){q->sx, q->sy, q->gx, q->gy};
        }
        maze_scen_destroy(sc);
        free(data);
        return n;
    }
    maze_rng r;
    maze_rng_seed(&r, 12345);
    int32_t w = maze_map_width(m), h = maze_map_height(m);
    for (; n < want; n++) {
        row *q = &rows[n];
        do q->sx = (int32_t)maze_rng_below(&r, (uint64_t)w), q->sy = (int32_t)maze_rng_below(&r, (uint64_t)h);
        while (!maze_map_open(m, q->sx, q->sy));
        do q->gx = (int32_t)maze_rng_below(&r, (uint64_t)w), q->gy = (int32_t)maze_rng_below(&r, (uint64_t)h);
        while (!maze_map_open(m, q->gx, q->gy));
    }
    return n;
}

/* One pass: mean microseconds a query; *sum gets the costs' sum. */
static double pass(maze_search *s, const maze_solver *jps, const row *rows, size_t n, double *sum)
{
    double t0 = now();
    *sum = 0;
    for (size_t i = 0; i < n; i++) {
        maze_result r;
        if (maze_solve(s, jps, rows[i].sx, rows[i].sy, rows[i].gx, rows[i].gy, NULL, &r) == MAZE_OK && r.found)
            *sum += r.cost;
    }
    return (now() - t0) / (double)n * 1e6;
}

/* Toggles a cell in the middle of row 0's path shut and open again: mean
 * microseconds of a toggle alone (*alone) and of a toggle plus the search. */
static double toggles(maze_graph *g, maze_search *s, const maze_solver *jps, const row *q, double *alone)
{
    maze_result r;
    *alone = -1;
    if (maze_solve(s, jps, q->sx, q->sy, q->gx, q->gy, NULL, &r) || !r.found || r.length < 3) return -1;
    uint32_t mid = r.path[r.length / 2];
    int32_t gw = maze_graph_width(g);
    int32_t x = (int32_t)(mid % (uint32_t)gw), y = (int32_t)(mid / (uint32_t)gw);
    const int n = 20;
    double t0 = now();
    for (int i = 0; i < n; i++) maze_graph_set_open(g, x, y, i & 1);
    *alone = (now() - t0) / n * 1e6;
    t0 = now();
    for (int i = 0; i < n; i++) {
        maze_graph_set_open(g, x, y, i & 1);
        maze_solve(s, jps, q->sx, q->sy, q->gx, q->gy, NULL, &r);
    }
    return (now() - t0) / n * 1e6;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: jps_cold MAP SCEN|- ROWS ROUNDS\n");
        return 2;
    }
#ifdef __GLIBC__
    /* a fixed threshold: every round's large arrays are fresh pages, as in a
     * new process (glibc would otherwise raise it after the first free) */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    maze_map *m = load_map(argv[1]);
    size_t want = (size_t)strtoul(argv[3], NULL, 10);
    int rounds = atoi(argv[4]);
    row *rows = calloc(want ? want : 1, sizeof *rows);
    size_t n = m && rows ? load_rows(argv[2], m, rows, want) : 0;
    if (!n) {
        fprintf(stderr, "jps_cold: cannot read %s or %s\n", argv[1], argv[2]);
        return 2;
    }
    const maze_solver *jps = maze_solver_find("jps");
    double cells = (double)maze_map_width(m) * maze_map_height(m);
    printf("%s %dx%d rows %zu\n", argv[1], maze_map_width(m), maze_map_height(m), n);
    printf("round graph_ms rebuild_ms first_us repeat_us first/repeat first_flt repeat_flt first_KiB/1000cells "
           "toggle_us toggle+search_us (toggle+search)/rebuild\n");
    for (int k = 0; k < rounds; k++) {
        maze_graph *g;
        maze_search *s;
        maze_result r;
        double t0 = now();
        if (maze_graph_from_map(&g, m, 8, NULL) || maze_search_create(&s, g, NULL)) return 2;
        double graph = now() - t0;
        long f0 = minflt();
        double first, sum1, sum2;
        if (k & 1) { /* odd rounds: the whole rebuild, jps's tables made by a query from a cell to itself */
            maze_solve(s, jps, rows[0].sx, rows[0].sy, rows[0].sx, rows[0].sy, NULL, &r);
            first = pass(s, jps, rows, n, &sum1);
        } else {
            first = pass(s, jps, rows, n, &sum1);
        }
        double rebuild = now() - t0 - first * (double)n * 1e-6;
        long f1 = minflt();
        double repeat = pass(s, jps, rows, n, &sum2);
        long f2 = minflt();
        double alone = -1, tog = getenv("JPS_COLD_NO_TOGGLE") ? -1 : toggles(g, s, jps, &rows[0], &alone);
        if (sum1 != sum2) fprintf(stderr, "jps_cold: passes differ (%.6f, %.6f)\n", sum1, sum2);
        if (k & 1)
            printf("%d %.2f %.2f - %.2f - %ld %ld %.1f %.2f %.2f %.5f\n", k, graph * 1e3, rebuild * 1e3, repeat, f1 - f0,
                   f2 - f1, (double)(f1 - f0) * 4.0 / cells * 1000.0, alone, tog, tog * 1e-6 / rebuild);
        else
            printf("%d %.2f - %.2f %.2f %.3f %ld %ld %.1f %.2f %.2f -\n", k, graph * 1e3, first, repeat, first / repeat,
                   f1 - f0, f2 - f1, (double)(f1 - f0) * 4.0 / cells * 1000.0, alone, tog);
        maze_search_destroy(s);
        maze_graph_destroy(g);
    }
    maze_map_destroy(m);
    free(rows);
    return 0;
}
