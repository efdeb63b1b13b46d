/* consumer.c - an outside program built against an installed libmaze (once
 * through pkg-config, once through find_package(maze)) by tests/cli/install.sh:
 * generates a maze, solves it with the library's BFS and prints it solved. */
#include <maze.h>

#include <stdio.h>
#include <stdlib.h>

/* Draws the maze in ASCII with the path's cells marked '*'. */
static void draw(const maze *m, const maze_result *r)
{
    int32_t w = maze_width(m), h = maze_height(m);
    char *on = calloc((size_t)w * (size_t)h, 1);
    if (!on) return;
    for (size_t i = 0; i < r->length; i++) on[r->path[i]] = 1;
    for (int32_t y = 0; y < h; y++) {
        for (int32_t x = 0; x < w; x++) printf("+%s", (maze_get(m, x, y) & MAZE_N) ? "  " : "--");
        puts("+");
        for (int32_t x = 0; x < w; x++)
            printf("%c%c ", (maze_get(m, x, y) & MAZE_W) ? ' ' : '|', on[y * w + x] ? '*' : ' ');
        puts("|");
    }
    for (int32_t x = 0; x < w; x++) printf("+--");
    puts("+");
    free(on);
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
        printf("libmaze %s: solved in %zu moves\n", maze_version(), r.length - 1);
        draw(m, &r);
    } else {
        fprintf(stderr, "consumer: %s\n", st ? maze_strerror(st) : "no path");
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    return st == MAZE_OK && r.found ? 0 : 1;
}
