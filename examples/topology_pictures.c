/* topology_pictures.c - a picture of every topology in the library's table:
 * a maze made by dfs, solved by bfs from its first cell to its last, drawn
 * as a PNG with the path and the start and goal markers. scripts/pictures.sh
 * makes the pictures of docs/pictures/ with it.
 * usage: topology_pictures FOLDER [SEED] */
#include <maze.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int file_write(void *ctx, const void *bytes, size_t len)
{
    return fwrite(bytes, 1, len, ctx) == len ? 0 : -1;
}

/* The size parameters a topology reads, small enough to see every cell. */
static maze_shape shape_of(const maze_topology *t)
{
    maze_shape s = {t->name, 0, 0, 0, 0};
    if (t->flags & MAZE_TOPO_WIDTH) s.width = 16;
    if (t->flags & MAZE_TOPO_HEIGHT) s.height = 10;
    if (t->flags & MAZE_TOPO_LEVELS) s.levels = 3;
    if (t->flags & MAZE_TOPO_RINGS) s.rings = 8;
    if ((t->flags & MAZE_TOPO_LEVELS) && (t->flags & MAZE_TOPO_WIDTH)) s.width = 6, s.height = 6;
    return s;
}

/* Start and goal: rect's corners as (x, y); elsewhere cells as (cell, 0). */
static void ends_of(const maze *m, int rect, int32_t e[4])
{
    uint64_t n = maze_cell_total(m);
    if (rect) e[0] = 0, e[1] = 0, e[2] = maze_width(m) - 1, e[3] = maze_height(m) - 1;
    else e[0] = 0, e[1] = 0, e[2] = (int32_t)(n - 1), e[3] = 0;
}

static int picture(const maze_topology *t, const char *folder, uint64_t seed)
{
    maze_shape sh = shape_of(t);
    maze *m = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    int st = maze_create_shape(&m, &sh, NULL);
    if (!st) st = maze_generate_into(m, maze_generator_find("dfs"), &rng, NULL);
    if (!st) st = maze_graph_from_maze(&g, m, NULL);
    if (!st) st = maze_search_create(&s, g, NULL);
    int32_t e[4];
    maze_result r = {0};
    if (!st) {
        ends_of(m, strcmp(t->name, "rect") == 0, e);
        st = maze_solve(s, maze_solver_find("bfs"), e[0], e[1], e[2], e[3], NULL, &r);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.png", folder, t->name);
    if (!st) {
        maze_overlay ov = {1, 1, e[0], e[1], e[2], e[3], r.path, r.length};
        maze_draw_opts o;
        maze_draw_opts_init(&o);
        o.cell = 24;
        o.wall = 3;
        FILE *f = fopen(path, "wb");
        st = f ? maze_draw(m, "png", &o, &ov, file_write, f) : MAZE_EIO;
        if (f && fclose(f) && !st) st = MAZE_EIO;
    }
    if (st) fprintf(stderr, "topology_pictures: %s: %s\n", t->name, maze_strerror(st));
    else printf("%s: %llu cells, a path of %zu cells: %s\n", t->name, (unsigned long long)maze_cell_total(m),
                r.length, path);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_destroy(m);
    return st;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fputs("usage: topology_pictures FOLDER [SEED]\n", stderr);
        return 2;
    }
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int bad = 0;
    for (size_t i = 0; i < maze_topology_count(); i++) bad |= picture(maze_topology_at(i), argv[1], seed) != 0;
    return bad ? 3 : 0;
}
