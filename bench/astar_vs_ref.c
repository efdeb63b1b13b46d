/* astar_vs_ref.c - runs one solver (default astar, 8 moves) over every query
 * of a Moving AI scenario and prints a line in ref_astar's format, so
 * bench/astar_vs_ref.sh can run the two side by side and print ratios. The
 * .map/.scen parsing here is minimal on purpose (trusted benchmark files). */
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

int main(int argc, char **argv)
{
    const char *algo = "astar";
    if (argc == 5 && !strcmp(argv[1], "--algo")) {
        algo = argv[2];
        argv += 2;
        argc -= 2;
    }
    const maze_solver *sv = maze_solver_find(algo);
    if (argc != 3 || !sv) {
        fprintf(stderr, "usage: astar_vs_ref [--algo NAME] MAP SCEN\n");
        return 2;
    }
    maze_map *map = read_map(argv[1]);
    size_t nq = 0;
    query *q = map ? read_scen(argv[2], &nq) : NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    if (!q || maze_graph_from_map(&g, map, 8, NULL) || maze_search_create(&s, g, NULL)) return 3;
    long bad = 0;
    double total = 0, expanded = 0;
    for (size_t i = 0; i < nq; i++) {
        maze_result r;
        double t0 = now_us();
        int st = maze_solve(s, sv, q[i].sx, q[i].sy, q[i].gx, q[i].gy, NULL, &r);
        total += now_us() - t0;
        expanded += (double)r.expanded;
        double d = fabs(r.cost - q[i].opt);
        if (st || !r.found || (d > 1e-4 * (q[i].opt > 1 ? q[i].opt : 1) && d > 0.011)) bad++;
    }
    printf("queries=%zu mismatches=%ld mean_us=%.3f mean_expanded=%.1f\n", nq, bad, nq ? total / (double)nq : 0,
           nq ? expanded / (double)nq : 0);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    free(q);
    return bad ? 1 : 0;
}
