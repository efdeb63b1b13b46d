/* gen_table.c - the generator tables of docs/algorithms.md: for every
 * generator, over S seeds of W x H, the mean dead-end percent, solution length
 * (corner to corner), diameter and straight-run length (all from
 * maze_stats_compute) and the generation time per maze (each maze generated
 * 3 times and the fastest kept, to damp the noise of a shared machine).
 * With --shape only the figures that are the same on every machine (no
 * times): scripts/doc_tables.sh writes them into the docs.
 * Usage: gen_table [--shape] [W H SEEDS]   (default 100 100 20) */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int shape = argc > 1 && strcmp(argv[1], "--shape") == 0;
    argc -= shape;
    argv += shape;
    int32_t w = argc > 2 ? atoi(argv[1]) : 100, h = argc > 2 ? atoi(argv[2]) : 100;
    int seeds = argc > 3 ? atoi(argv[3]) : 20;
    if (w < 1 || h < 1 || seeds < 1) {
        fputs("usage: gen_table [--shape] [W H SEEDS]\n", stderr);
        return 2;
    }
    if (shape) {
        printf("| generator | dead ends %% | solution (moves) | diameter (moves) | mean straight run |\n");
        printf("|---|---:|---:|---:|---:|\n");
    } else {
        printf("| generator | dead ends %% | solution (moves) | diameter (moves) | mean straight run | ms per maze | Mcells/s |\n");
        printf("|---|---:|---:|---:|---:|---:|---:|\n");
    }
    for (size_t gi = 0; gi < maze_generator_count(); gi++) {
        const maze_generator *g = maze_generator_at(gi);
        double dead = 0, sol = 0, diam = 0, run = 0, secs = 0;
        for (int s = 0; s < seeds; s++) {
            maze *m = NULL;
            double best = 1e30;
            int st = 0;
            for (int rep = 0; rep < (shape ? 1 : 3) && !st; rep++) {
                maze_destroy(m);
                double t0 = now();
                st = maze_generate(&m, g->name, w, h, (uint64_t)s + 1, NULL, NULL);
                if (now() - t0 < best) best = now() - t0;
            }
            secs += best;
            maze_stats ms;
            if (st || maze_stats_compute(m, 0, 0, w - 1, h - 1, &ms)) {
                fprintf(stderr, "%s: failed\n", g->name);
                return 1;
            }
            dead += ms.dead_end_percent;
            sol += (double)ms.solution_moves;
            diam += (double)ms.diameter;
            run += ms.mean_run;
            maze_destroy(m);
        }
        if (shape)
            printf("| %s | %.1f | %.0f | %.0f | %.2f |\n", g->name, dead / seeds, sol / seeds, diam / seeds,
                   run / seeds);
        else
            printf("| %s | %.1f | %.0f | %.0f | %.2f | %.3f | %.1f |\n", g->name, dead / seeds, sol / seeds,
                   diam / seeds, run / seeds, 1e3 * secs / seeds, (double)w * h * seeds / secs / 1e6);
    }
    return 0;
}
