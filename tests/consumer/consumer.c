/* consumer.c - an outside program built against an installed libmaze (once
 * through pkg-config, once through find_package(maze)) by tests/cli/install.sh:
 * generates a maze, solves it with the library's BFS and prints it solved
 * with maze_write. */
#include <maze.h>

#include <stdio.h>

static int to_stdout(void *ctx, const void *bytes, size_t len)
{
    (void)ctx;
    return fwrite(bytes, 1, len, stdout) == len ? 0 : -1;
}

int main(void)
{
    maze *m = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_result r;
    int st = maze_generate(&m, "dfs", 8, 5, 7, NULL, NULL);
    if (st == MAZE_OK) st = maze_graph_from_maze(&g, m, NULL);
    if (st == MAZE_OK) st = maze_search_create(&s, g, NULL);
    if (st == MAZE_OK) st = maze_solve(s, maze_solver_find("bfs"), 0, 0, 7, 4, NULL, &r);
    if (st == MAZE_OK && r.found) {
        maze_overlay ov = {1, 1, 0, 0, 7, 4, r.path, r.length};
        printf("libmaze %s: solved in %zu moves\n", maze_version(), r.length - 1);
        st = maze_write(m, "text", &ov, to_stdout, NULL);
    } else {
        fprintf(stderr, "consumer: %s\n", st ? maze_strerror(st) : "no path");
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    return st == MAZE_OK && r.found ? 0 : 1;
}
