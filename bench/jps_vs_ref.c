/* jps_vs_ref.c - runs one solver (default jps) over every query of a Moving AI
 * scenario and prints a summary line in ref_astar's format, so
 * bench/jps_vs_ref.sh can set the two side by side and print ratios. */
#include "movingai_min.h"

#include <time.h>

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

int main(int argc, char **argv)
{
    const char *algo = "jps";
    if (argc == 5 && !strcmp(argv[1], "--algo")) {
        algo = argv[2];
        argv += 2;
        argc -= 2;
    }
    const maze_solver *sv = maze_solver_find(algo);
    if (argc != 3 || !sv) {
        fprintf(stderr, "usage: jps_vs_ref [--algo NAME] MAP SCEN\n");
        return 2;
    }
    maze_map *map = mm_read_map(argv[1]);
    size_t nq = 0;
    mm_query *q = map ? mm_read_scen(argv[2], &nq) : NULL;
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
        if (st || !r.found || !mm_cost_ok(&q[i], r.cost)) bad++;
    }
    printf("queries=%zu mismatches=%ld mean_us=%.3f mean_expanded=%.1f\n", nq, bad, nq ? total / (double)nq : 0,
           nq ? expanded / (double)nq : 0);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    free(q);
    return bad ? 1 : 0;
}
