/* scen_runner.c - example: a Moving AI benchmark runner on libmaze. Reads a
 * .scen file and the .map it names (looked up next to the .scen), solves
 * every query 8-connected with a library solver, checks each cost against the
 * file and prints a summary. Exit status 0 all match, 1 a mismatch, 3 bad
 * input. Usage: scen_runner FILE.scen [SOLVER]   (default astar) */
#include <maze.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Reads a whole file into memory; NULL on failure. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0)
        buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (f) fclose(f);
    if (!buf) fprintf(stderr, "scen_runner: cannot read %s\n", path);
    *len = (size_t)n;
    return buf;
}

/* Loads the map a query names: its file name, in the .scen file's folder. */
static maze_map *load_map(const char *scen_path, const char *map_column)
{
    const char *base = strrchr(map_column, '/'), *slash = strrchr(scen_path, '/');
    char path[4096];
    int dir = slash ? (int)(slash - scen_path + 1) : 0;
    snprintf(path, sizeof path, "%.*s%s", dir, scen_path, base ? base + 1 : map_column);
    size_t len;
    char *text = slurp(path, &len);
    maze_map *map = NULL;
    maze_error_info err = {0, ""};
    if (text && maze_map_read_movingai(&map, text, len, NULL, NULL, &err) != MAZE_OK)
        fprintf(stderr, "scen_runner: %s:%ld: %s\n", path, err.line, err.message);
    free(text);
    return map;
}

int main(int argc, char **argv)
{
    const maze_solver *solver = maze_solver_find(argc > 2 ? argv[2] : "astar");
    if (argc < 2 || !solver) {
        fprintf(stderr, "usage: scen_runner FILE.scen [SOLVER]\n");
        return 2;
    }
    size_t len, mismatches = 0, done = 0;
    char *text = slurp(argv[1], &len);
    maze_scen *sc = NULL;
    maze_error_info err = {0, ""};
    if (!text || maze_scen_read(&sc, text, len, NULL, &err) != MAZE_OK || maze_scen_count(sc) == 0) {
        if (text) fprintf(stderr, "scen_runner: %s:%ld: %s\n", argv[1], err.line, err.message);
        free(text);
        maze_scen_destroy(sc);
        return 3;
    }
    /* One map, graph and search context serve every query: nothing is
     * allocated or cleared per query. */
    maze_map *map = load_map(argv[1], maze_scen_at(sc, 0)->map);
    maze_graph *g = NULL;
    maze_search *s = NULL;
    if (map && maze_graph_from_map(&g, map, 8, NULL) == MAZE_OK && maze_search_create(&s, g, NULL) == MAZE_OK) {
        uint64_t expanded = 0;
        clock_t t0 = clock();
        for (; done < maze_scen_count(sc); done++) {
            const maze_scen_query *q = maze_scen_at(sc, done);
            maze_result r;
            int st = maze_scen_query_check(q, map, &err);
            if (st == MAZE_OK) st = maze_solve(s, solver, q->sx, q->sy, q->gx, q->gy, NULL, &r);
            if (st != MAZE_OK) {
                fprintf(stderr, "scen_runner: %s:%ld: %s\n", argv[1], q->line, maze_strerror(st));
                break;
            }
            expanded += r.expanded;
            if (!r.found || !maze_scen_cost_ok(q, r.cost, 1)) {
                mismatches++;
                printf("line %ld: cost %.4f, file says %.4f\n", q->line, r.found ? r.cost : -1.0, q->optimal);
            }
        }
        double us = 1e6 * (double)(clock() - t0) / CLOCKS_PER_SEC / (double)(done ? done : 1);
        printf("%s: %zu queries, %zu mismatches, %s, mean %.1f us and %.0f expanded per query\n", argv[1],
               done, mismatches, solver->name, us, (double)expanded / (double)(done ? done : 1));
    }
    int ok = done == maze_scen_count(sc);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    maze_scen_destroy(sc);
    free(text);
    return !ok ? 3 : mismatches ? 1 : 0;
}
