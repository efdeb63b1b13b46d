/* readers.c - reader throughput in MB/s: one W x H dfs maze (default 1000 x
 * 1000) written in memory in every readable text format, as a Moving AI .map,
 * a cost grid, a text mask and a PNG mask, plus a generated .scen; each is
 * read ROUNDS times (default 5), interleaved with a plain newline count of the
 * same bytes (memchr) as the yardstick, and the medians are printed as a
 * markdown table. usage: readers [W H [ROUNDS]] */
#include "maze.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* An input's bytes, written through a memory stream (open_memstream). */
typedef struct buf {
    char *data;
    size_t len;
    FILE *f;
} buf;

static int buf_write(void *ctx, const void *bytes, size_t len)
{
    return fwrite(bytes, 1, len, ((buf *)ctx)->f) == len ? 0 : -1;
}

typedef enum { R_DOC, R_MOVINGAI, R_SCEN, R_COSTS, R_MASK } reader;

typedef struct input {
    char name[48];
    reader how;
    const char *format; /* R_DOC: the format to read */
    buf bytes;
    double secs[64], base[64];
} input;

/* One read of in->bytes; exits on failure (a benchmark of a failing reader
 * would measure nothing). */
static void read_once(const input *in, const maze_map *cost_map)
{
    int st = MAZE_OK;
    const char *d = in->bytes.data;
    size_t n = in->bytes.len;
    if (in->how == R_DOC) {
        maze_read_opts o;
        maze_read_opts_init(&o);
        o.format = in->format;
        maze_doc doc;
        if (!(st = maze_read(&doc, d, n, &o, NULL, NULL))) maze_doc_clear(&doc);
    } else if (in->how == R_MOVINGAI) {
        maze_map *map;
        if (!(st = maze_map_read_movingai(&map, d, n, NULL, NULL, NULL))) maze_map_destroy(map);
    } else if (in->how == R_SCEN) {
        maze_scen *sc;
        if (!(st = maze_scen_read(&sc, d, n, NULL, NULL))) maze_scen_destroy(sc);
    } else if (in->how == R_COSTS) {
        st = maze_map_read_costs((maze_map *)cost_map, d, n, NULL);
    } else {
        maze *m;
        if (!(st = maze_mask_read(&m, d, n, 0, NULL, NULL))) maze_destroy(m);
    }
    if (st) {
        fprintf(stderr, "readers: %s: %s\n", in->name, maze_strerror(st));
        exit(1);
    }
}

/* The yardstick: count the lines of the same bytes. */
static size_t count_lines(const buf *b)
{
    size_t lines = 0;
    for (const char *p = b->data, *end = b->data + b->len; (p = memchr(p, '\n', (size_t)(end - p))); p++) lines++;
    return lines;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* A .scen of `rows` queries on a w x h map (coordinates inside it). */
static void make_scen(buf *b, int32_t w, int32_t h, size_t rows)
{
    char line[160];
    buf_write(b, "version 1\n", 10);
    maze_rng rng;
    maze_rng_seed(&rng, 7);
    for (size_t i = 0; i < rows; i++) {
        int n = snprintf(line, sizeof line, "%zu\tmaps/bench.map\t%d\t%d\t%d\t%d\t%d\t%d\t%.8f\n", i / 10, w, h,
                         (int)maze_rng_below(&rng, (uint64_t)w), (int)maze_rng_below(&rng, (uint64_t)h),
                         (int)maze_rng_below(&rng, (uint64_t)w), (int)maze_rng_below(&rng, (uint64_t)h),
                         maze_rng_double(&rng) * 1000);
        buf_write(b, line, (size_t)n);
    }
}

/* The cost grid and the text mask of `map`: one number (1..9) or one
 * character a cell. */
static void make_grid_texts(buf *costs, buf *mask, const maze_map *map)
{
    int32_t w = maze_map_width(map), h = maze_map_height(map);
    maze_rng rng;
    maze_rng_seed(&rng, 9);
    for (int32_t y = 0; y < h; y++) {
        for (int32_t x = 0; x < w; x++) {
            char c[2] = {(char)('1' + maze_rng_below(&rng, 9)), x + 1 < w ? ' ' : '\n'};
            buf_write(costs, c, 2);
            buf_write(mask, maze_map_open(map, x, y) ? "." : "#", 1);
        }
        buf_write(mask, "\n", 1);
    }
}

static int add(input *ins, int n, const char *name, reader how, const char *format)
{
    memset(&ins[n], 0, sizeof ins[n]);
    snprintf(ins[n].name, sizeof ins[n].name, "%s", name);
    ins[n].how = how;
    ins[n].format = format;
    ins[n].bytes.f = open_memstream(&ins[n].bytes.data, &ins[n].bytes.len);
    if (!ins[n].bytes.f) exit(1);
    return n + 1;
}

int main(int argc, char **argv)
{
    int32_t w = argc > 2 ? atoi(argv[1]) : 1000, h = argc > 2 ? atoi(argv[2]) : 1000;
    int rounds = argc > 3 ? atoi(argv[3]) : 5;
    if (rounds < 1 || rounds > 64) rounds = 5;
    maze *m;
    maze_map *map;
    if (maze_generate(&m, "dfs", w, h, 1, NULL, NULL) || maze_map_from_maze(&map, m, NULL)) return 1;
    input ins[16];
    int n = 0;
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        if (!(f->flags & MAZE_FMT_READ) || !(f->flags & MAZE_FMT_WRITE_MAZE) || (f->flags & MAZE_FMT_BINARY)) continue;
        char name[48];
        snprintf(name, sizeof name, "%s (maze_read)", f->name);
        n = add(ins, n, name, R_DOC, f->name);
        if (maze_write(m, f->name, NULL, buf_write, &ins[n - 1].bytes)) return 1;
    }
    n = add(ins, n, ".map (maze_map_read_movingai)", R_MOVINGAI, NULL);
    if (maze_map_write_movingai(map, buf_write, &ins[n - 1].bytes)) return 1;
    n = add(ins, n, ".scen (maze_scen_read)", R_SCEN, NULL);
    make_scen(&ins[n - 1].bytes, maze_map_width(map), maze_map_height(map), (size_t)w * (size_t)h / 10);
    n = add(ins, n, "cost grid (maze_map_read_costs)", R_COSTS, NULL);
    n = add(ins, n, "text mask (maze_mask_read)", R_MASK, NULL);
    make_grid_texts(&ins[n - 2].bytes, &ins[n - 1].bytes, map);
    maze_draw_opts dopt;
    maze_draw_opts_init(&dopt);
    dopt.cell = 1, dopt.margin = 0, dopt.layers = 0;
    n = add(ins, n, "PNG mask (maze_mask_read)", R_MASK, NULL);
    int png = maze_map_draw(map, "png", &dopt, NULL, buf_write, &ins[n - 1].bytes) == MAZE_OK;
    if (!png) { /* a build without libpng */
        n--;
        fclose(ins[n].bytes.f);
        free(ins[n].bytes.data);
    }
    for (int i = 0; i < n; i++)
        if (fclose(ins[i].bytes.f)) return 1;
    volatile size_t sink = 0;
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) { /* interleaved: yardstick, reader, next input */
            double t0 = now();
            sink += count_lines(&ins[i].bytes);
            double t1 = now();
            read_once(&ins[i], map);
            ins[i].base[r] = t1 - t0;
            ins[i].secs[r] = now() - t1;
        }
    printf("| input (%d x %d maze) | MB | MB/s | newline count MB/s | reader / count |\n", w, h);
    printf("|---|---:|---:|---:|---:|\n");
    for (int i = 0; i < n; i++) {
        double mb = (double)ins[i].bytes.len / 1e6, s = median(ins[i].secs, rounds), b = median(ins[i].base, rounds);
        printf("| %s | %.1f | %.0f | %.0f | %.3f |\n", ins[i].name, mb, mb / s, mb / b, b / s);
        free(ins[i].bytes.data);
    }
    maze_map_destroy(map);
    maze_destroy(m);
    return sink == 0; /* keeps the count from being optimised away */
}
