/* stubs.c - what the fuzz_cli subcommands do instead of file I/O and big
 * work: read the fuzzer's file contents (or a small built-in maze, map,
 * scenario or cost grid), write into memory, make and read small mazes only. */
#include "fz_cli.h"
#include "../../cli/draw.h"

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

static int sink(void *ctx, const void *bytes, size_t len)
{
    (void)bytes;
    *(size_t *)ctx += len;
    return 0;
}

int fz_emit(const cli_core *c, const cli_picture *p)
{
    size_t n = 0;
    const maze_draw_opts *o = c->draws && cli_draw_format(p->format, NULL) ? &c->draw.o : NULL;
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

/* The fuzzer's file contents not yet read: FZ_FILE_SEP-separated. */
static const char *files;
static size_t files_len;
static int files_left;

void fz_files_set(const char *data, size_t len)
{
    files = data, files_len = len, files_left = data != NULL;
}

/* The next file the fuzzer gave, or NULL when none is left. */
static const char *next_file(size_t *len)
{
    if (!files_left) return NULL;
    const char *f = files;
    size_t n = 0, sep = sizeof FZ_FILE_SEP - 1;
    while (n < files_len && !(files_len - n >= sep && memcmp(f + n, FZ_FILE_SEP, sep) == 0)) n++;
    *len = n;
    files_left = n < files_len;
    files = files_left ? f + n + sep : NULL;
    files_len = files_left ? files_len - n - sep : 0;
    return f;
}

int fz_read_file(const char *path, char **data, size_t *len)
{
    const char *text = next_file(len);
    if (!text) {
        text = fz_file(path);
        *len = strlen(text);
    }
    *data = malloc(*len + 1); /* with the terminator cli_read_file adds */
    if (!*data) abort();
    memcpy(*data, text, *len);
    (*data)[*len] = 0;
    return 0;
}

FILE *fz_fopen(const char *path, const char *mode)
{
    (void)mode;
    size_t len;
    const char *text = next_file(&len);
    if (!text) {
        text = fz_file(path);
        len = strlen(text);
    }
    if (!len) return fopen("/dev/null", "rb"); /* fmemopen takes no empty buffer */
    return fmemopen((void *)(uintptr_t)text, len, "r");
}

static uint64_t at_most(uint64_t asked, uint64_t limit)
{
    return asked && asked < limit ? asked : limit;
}

static int read_at_most(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o,
                        const maze_allocator *alloc, maze_error_info *err, uint64_t limit)
{
    maze_read_opts lo;
    maze_read_opts_init(&lo);
    if (o) lo = *o;
    lo.max_cells = at_most(lo.max_cells, limit);
    return maze_read(doc, data, len, &lo, alloc, err);
}

int fz_maze_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o, const maze_allocator *alloc,
                 maze_error_info *err)
{
    return read_at_most(doc, data, len, o, alloc, err, FZ_CLI_READ_CELLS);
}

int fz_anim_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o, const maze_allocator *alloc,
                 maze_error_info *err)
{
    return read_at_most(doc, data, len, o, alloc, err, FZ_CLI_ANIM_CELLS);
}

int fz_mask_read(maze **out, const void *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                 maze_error_info *err)
{
    return maze_mask_read(out, data, len, at_most(max_cells, FZ_CLI_READ_CELLS), alloc, err);
}

int fz_map_read_movingai(maze_map **out, const char *data, size_t len, const maze_read_opts *o,
                         const maze_allocator *alloc, maze_error_info *err)
{
    maze_read_opts lo;
    maze_read_opts_init(&lo);
    if (o) lo = *o;
    lo.max_cells = at_most(lo.max_cells, FZ_CLI_BENCH_CELLS);
    return maze_map_read_movingai(out, data, len, &lo, alloc, err);
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
