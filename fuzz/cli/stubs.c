/* stubs.c - what the fuzz_cli subcommands do instead of file I/O and big
 * work: read a small built-in maze, map, scenario or cost grid, write into
 * memory, make small mazes only. */
#include "fz_cli.h"

#include <stdlib.h>
#include <string.h>

/* A 9 x 5 Moving AI map, two rooms and a door, and a scenario on it. */
static const char fz_map[] = "type octile\nheight 5\nwidth 9\nmap\n@@@@@@@@@\n@...@...@\n@.......@\n@...@...@\n@@@@@@@@@\n";
static const char fz_scen[] = "version 1\n0\tfz.map\t9\t5\t1\t1\t7\t3\t6.82842712\n";
static const char fz_costs[] = "1 1 1 1 1 1 1 1 1\n1 5 5 5 1 2 2 2 1\n1 1 1 1 1 1 1 1 1\n"
                               "1 9 9 9 1 1 1 1 1\n1 1 1 1 1 1 1 1 1\n";
/* A text mask: two pieces. */
static const char fz_mask[] = "..#..\n..#..\n#####\n.....\n";
/* A 3 x 2 text maze with its start and goal marked. */
static const char fz_maze[] = "+--+--+--+\n|S       |\n+--+--+  +\n|E       |\n+--+--+--+\n";

int fz_load(const cli_args *a, const char *path, maze_doc *doc)
{
    memset(doc, 0, sizeof *doc);
    if (a->input_format && !maze_format_find(a->input_format)) return EXIT_USAGE;
    int map = strstr(path, "map") != NULL;
    const char *text = map ? fz_map : fz_maze;
    if (maze_read(doc, text, strlen(text), NULL, NULL, NULL) || !(map ? doc->map != NULL : doc->maze != NULL)) abort();
    return 0;
}

static int sink(void *ctx, const void *bytes, size_t len)
{
    (void)bytes;
    *(size_t *)ctx += len;
    return 0;
}

int fz_emit(const cli_args *a, const cli_picture *p)
{
    size_t n = 0;
    const maze_draw_opts *o = a->draw && cli_draw_format(p->format, NULL) ? &a->draw->o : NULL;
    int st;
    if (o) /* png/svg with the command line's drawing options, as cli_draw_save draws them */
        st = p->maze ? maze_draw(p->maze, p->format, o, p->overlay, sink, &n)
                     : maze_map_draw(p->map, p->format, o, p->overlay, sink, &n);
    else
        st = p->maze ? maze_write(p->maze, p->format, p->overlay, sink, &n)
                     : maze_map_write(p->map, p->format, p->overlay, sink, &n);
    return st ? cli_fail("fuzz", st) : EXIT_OK_;
}

static const char *fz_file(const char *path)
{
    size_t n = strlen(path);
    if (strstr(path, "bad")) return "1 2\nx\n\n";
    if (n >= 5 && strcmp(path + n - 5, ".scen") == 0) return fz_scen;
    if (strstr(path, "cost")) return fz_costs;
    if (strstr(path, "mask")) return fz_mask;
    return strstr(path, "map") ? fz_map : fz_maze;
}

FILE *fz_fopen(const char *path, const char *mode)
{
    (void)mode;
    const char *text = fz_file(path);
    return fmemopen((void *)(uintptr_t)text, strlen(text), "r");
}

int fz_read_file(const char *path, char **data, size_t *len)
{
    const char *text = fz_file(path);
    *len = strlen(text);
    *data = malloc(*len + 1);
    if (!*data) abort();
    memcpy(*data, text, *len + 1);
    return 0;
}

int fz_write_file(const char *path, maze_produce_fn fn, void *ud)
{
    (void)path;
    size_t n = 0;
    return fn(ud, sink, &n);
}

int fz_maze_generate(maze **out, const char *name, int32_t width, int32_t height, uint64_t seed,
                     const maze_gen_opts *o, const maze_allocator *alloc)
{
    if ((int64_t)width * height > FZ_CLI_CELLS) width = height = 2;
    return maze_generate(out, name, width, height, seed, o, alloc);
}
