/* topo_bench.c - generation on every topology beside rect at about the same
 * cell count: for each generator and topology, ns per cell, interleaved
 * (each round runs every topology once, in turn, so a busy moment of a
 * shared machine falls on all of them) and the ratio to rect's time in the
 * same round; the median of the rounds is printed. CPU time of the process.
 * Usage: topo_bench [CELLS [ROUNDS [GEN,GEN...]]]  (default 1e7 5 dfs,wilson,kruskal,prim) */
#include "maze.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A shape of topology t with about `cells` cells. */
static maze_shape shape_for(const maze_topology *t, double cells)
{
    maze_shape s = {t->name, 0, 0, 0, 0};
    if (t->flags & MAZE_TOPO_RINGS) {
        s.rings = (int32_t)sqrt(cells / 3.1); /* polar: about 3.1 R^2 cells */
    } else if (t->flags & MAZE_TOPO_LEVELS) {
        s.width = s.height = s.levels = (int32_t)cbrt(cells);
    } else {
        s.width = s.height = (int32_t)sqrt(cells);
    }
    return s;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One generation of g on shape s: its CPU seconds, and its cell count in *n. */
static double run(const maze_generator *g, const maze_shape *s, uint64_t seed, uint64_t *n)
{
    maze *m = NULL;
    if (maze_create_shape(&m, s, NULL) != MAZE_OK) {
        fprintf(stderr, "topo_bench: cannot make a %s maze\n", s->topology);
        exit(1);
    }
    maze_rng r;
    maze_rng_seed(&r, seed);
    double t0 = cpu_now();
    int st = maze_generate_into(m, g, &r, NULL);
    double t = cpu_now() - t0;
    if (st != MAZE_OK) {
        fprintf(stderr, "topo_bench: %s on %s: %s\n", g->name, s->topology, maze_strerror(st));
        exit(1);
    }
    *n = maze_cell_total(m);
    maze_destroy(m);
    return t;
}

int main(int argc, char **argv)
{
    double cells = argc > 1 ? atof(argv[1]) : 1e7;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    char gens[256] = "dfs,wilson,kruskal,prim";
    if (argc > 3) snprintf(gens, sizeof gens, "%s", argv[3]);
    if (!(cells >= 100) || rounds < 1 || rounds > 99) {
        fputs("usage: topo_bench [CELLS [ROUNDS [GEN,GEN...]]]\n", stderr);
        return 2;
    }
    size_t nt = maze_topology_count();
    printf("| generator | topology | cells | ns per cell | ratio to rect |\n|---|---|---:|---:|---:|\n");
    for (char *name = strtok(gens, ","); name; name = strtok(NULL, ",")) {
        const maze_generator *g = maze_generator_find(name);
        if (!g) {
            fprintf(stderr, "topo_bench: no generator %s\n", name);
            return 2;
        }
        double ns[16][100], ratio[16][100];
        uint64_t n[16] = {0};
        for (int r = 0; r < rounds; r++) {
            for (size_t i = 0; i < nt && i < 16; i++) {
                maze_shape s = shape_for(maze_topology_at(i), cells);
                if (!maze_generator_fits(g, maze_topology_at(i))) continue;
                ns[i][r] = run(g, &s, (uint64_t)r + 1, &n[i]) * 1e9 / (double)n[i];
            }
            for (size_t i = 0; i < nt && i < 16; i++) ratio[i][r] = ns[i][r] / ns[0][r];
        }
        for (size_t i = 0; i < nt && i < 16; i++) {
            if (!n[i]) continue;
            qsort(ns[i], (size_t)rounds, sizeof(double), cmp);
            qsort(ratio[i], (size_t)rounds, sizeof(double), cmp);
            printf("| %s | %s | %llu | %.1f | %.2f |\n", name, maze_topology_at(i)->name, (unsigned long long)n[i],
                   ns[i][rounds / 2], ratio[i][rounds / 2]);
        }
        fflush(stdout);
    }
    return 0;
}
