/* cmd_prepare.c - `maze prepare`: reads a Moving AI map, prepares its
 * 8-connected graph for many searches (JPS+ or a subgoal graph) and writes the file that
 * `maze bench --prepared` reads, saying what the preparing cost. */
#include "cli.h"
#include "io.h"

#include <time.h>

typedef struct prepare_args {
    const char *output;           /* -o */
    int method;                   /* --method: MAZE_PREP_* (0: jps+) */
    unsigned long long max_cells; /* --max-cells (0: the default) */
} prepare_args;

static const cli_choice method_words[] = {{"jps+", MAZE_PREP_JPS_PLUS}, {"subgoal", MAZE_PREP_SUBGOAL}, {NULL, 0}};

static const cli_opt prepare_opts[] = {
    CLI_STR('o', "output", "FILE", "write the prepared file to FILE (through a temporary file)", prepare_args, output),
    CLI_CHOICE(0, "method", "M", "jps+|subgoal: jump distances or a subgoal graph (default jps+)", prepare_args,
               method, method_words, .msg = "unknown method '%v'"),
    CLI_U64(0, "max-cells", "N", "largest map accepted (default 100000000)", prepare_args, max_cells, 1, ULLONG_MAX,
            .msg = "%n takes a positive count"),
    CLI_OPT_END,
};

static const cli_spec prepare_spec = {
    .name = "prepare",
    .usage = "-o FILE [--method M] [--max-cells N] MAP",
    .about = "Prepares a Moving AI map (.map), 8-connected with no corner cutting, for many\n"
             "searches: JPS+ jump distances for every cell and move, 16 bytes a cell, or with\n"
             "--method subgoal a subgoal graph (the corners of blocked cells and the direct\n"
             "paths between them), written to FILE with the method and the map's size and\n"
             "fingerprint, for 'maze bench --prepared FILE'. Prints the map's size, the\n"
             "preparing time and the memory the table takes.",
    .opts = prepare_opts,
    .max_files = 1,
    .notes = "exit status: 0 written, 2 usage, 3 malformed or unreadable map or unwritable FILE,\n"
             "4 too large or out of memory.\n",
};

/* What cli_write_file runs: the handle through the write callback. */
static int produce(void *ud, maze_write_fn write, void *ctx) { return maze_prepared_write(ud, write, ctx); }

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

int cmd_prepare(int argc, char **argv)
{
    prepare_args a = {0};
    const char *files[1];
    size_t nfiles;
    int rc = cli_parse(&prepare_spec, argc, argv, &a, files, &nfiles);
    if (rc >= 0) return rc;
    if (!nfiles) return cli_error(EXIT_USAGE, "prepare: no map file (try 'maze prepare --help')");
    if (!a.output) return cli_error(EXIT_USAGE, "prepare: -o FILE is needed");
    int method = a.method ? a.method : MAZE_PREP_JPS_PLUS;
    maze_map *map = NULL;
    maze_graph *g = NULL;
    maze_prepared *p = NULL;
    if ((rc = cli_load_movingai(files[0], a.max_cells, &map))) return rc;
    int st = maze_graph_from_map(&g, map, 8, NULL);
    double t0 = now_ms();
    if (!st) st = maze_prepare_method(&p, g, method, NULL);
    double ms = now_ms() - t0;
    if (st) rc = cli_fail(files[0], st);
    if (!rc && (st = cli_write_file(a.output, produce, p))) rc = cli_write_failed("prepare", a.output, st);
    if (!rc)
        cli_print(stdout, "%s: %d x %d, prepared in %.1f ms, %.1f MiB (%zu bytes) -> %s\n", files[0],
                  maze_graph_width(g), maze_graph_height(g), ms, (double)maze_prepared_memory(p) / 1048576.0,
                  maze_prepared_memory(p), a.output);
    maze_prepared_destroy(p);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    return rc;
}
