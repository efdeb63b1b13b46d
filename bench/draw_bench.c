/* draw_bench.c - how long drawing takes beside generating the same maze, in
 * one run: a W x H dfs maze (default 1000 x 1000), solved by bfs, drawn as
 * PNG (walls only; path and markers; heat) and SVG into a counting sink.
 * Prints one line per case: seconds, output bytes, ratio to generation.
 * usage: draw_bench [W H [REPEATS]] */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int count_write(void *ctx, const void *bytes, size_t len)
{
    (void)bytes;
    *(size_t *)ctx += len;
    return 0;
}

typedef struct bench_case {
    const char *name, *format;
    unsigned layers;
} bench_case;

int main(int argc, char **argv)
{
    int32_t w = argc > 2 ? atoi(argv[1]) : 1000, h = argc > 2 ? atoi(argv[2]) : 1000;
    int reps = argc > 3 ? atoi(argv[3]) : 3;
    maze *m = NULL;
    double t0 = now();
    for (int r = 0; r < reps; r++) {
        maze_destroy(m);
        if (maze_generate(&m, "dfs", w, h, 1, NULL, NULL)) return 1;
    }
    double gen = (now() - t0) / reps;
    maze_graph *g;
    maze_search *s;
    maze_result res;
    if (maze_graph_from_maze(&g, m, NULL) || maze_search_create(&s, g, NULL) ||
        maze_solve(s, maze_solver_find("bfs"), 0, 0, w - 1, h - 1, NULL, &res))
        return 1;
    maze_overlay ov = {1, 1, 0, 0, w - 1, h - 1, res.path, res.length};
    const bench_case cases[] = {
        {"png walls", "png", 0},
        {"png path+markers", "png", MAZE_LAYER_PATH | MAZE_LAYER_MARKERS},
        {"png heat+path", "png", MAZE_LAYER_HEAT | MAZE_LAYER_PATH | MAZE_LAYER_MARKERS},
        {"svg path+markers", "svg", MAZE_LAYER_PATH | MAZE_LAYER_MARKERS},
    };
    int64_t pw, ph;
    maze_draw_opts o;
    maze_draw_opts_init(&o);
    maze_draw_size(w, h, 0, &o, &pw, &ph);
    printf("maze %d x %d, image %lld x %lld px, %d repeats\n", (int)w, (int)h, (long long)pw, (long long)ph, reps);
    printf("%-20s %9s %12s %9s\n", "case", "seconds", "bytes", "x gen");
    printf("%-20s %9.3f %12s %9.2f\n", "generate dfs", gen, "-", 1.0);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        o.layers = cases[k].layers;
        size_t bytes = 0;
        t0 = now();
        for (int r = 0; r < reps; r++) {
            bytes = 0;
            if (maze_draw(m, cases[k].format, &o, &ov, count_write, &bytes)) return 1;
        }
        double t = (now() - t0) / reps;
        printf("%-20s %9.3f %12zu %9.2f\n", cases[k].name, t, bytes, t / gen);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    return 0;
}
