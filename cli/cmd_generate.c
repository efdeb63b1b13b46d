/* cmd_generate.c - `maze generate`: a seeded maze from any generator, written
 * in any format that draws wall mazes, to stdout or atomically to -o FILE. */
#include "cli.h"

#include <string.h>

int cmd_generate(int argc, char **argv);

static const cli_opt generate_opts[] = {
    CLI_OPT('a', "algo", "ALGO", "generator (default dfs; see 'maze list')", CLI_STR, algo),
    CLI_OPT('W', "width", "WIDTH", "width in cells (default 20)", CLI_INT, width),
    CLI_OPT('H', "height", "HEIGHT", "height in cells (default 20)", CLI_INT, height),
    CLI_OPT('s', "seed", "SEED", "random seed (default 1): the same seed gives the same maze", CLI_U64, seed),
    CLI_OPT('f', "format", "FORMAT", "output format (default text, or from the -o name; see 'maze list')", CLI_STR, format),
    CLI_OPT('o', "output", "FILE", "write to FILE (through a temporary file); an extension naming no format (x.pdf) needs -f", CLI_STR, output),
    CLI_OPT(0, "count", "N", "N mazes, seeds SEED..SEED+N-1 (with a solution range: the first N that fit), to FILE-1.EXT ... FILE-N.EXT", CLI_U64, count),
    CLI_OPT('j', "jobs", "N", "threads for --count and the solution search (default 0: one per core; same files whatever N)", CLI_INT, jobs),
    CLI_OPT(0, "bias", "BIAS", "growing-tree: newest|oldest|random|mixed:P (default mixed:0.5); binary-tree: NE|NW|SE|SW (default NE)", CLI_STR, bias),
    CLI_OPT(0, "braid", "P", "remove the fraction P (0..1) of dead ends, making loops", CLI_STR, braid),
    CLI_OPT(0, "mask", "FILE", "shape: a text mask ('#' or 'X' = no cell) or a PNG (dark = no cell); sets the size", CLI_STR, mask),
    CLI_OPT(0, "min-solution", "N", "try seeds from SEED on until the solution (start to goal) has at least N moves", CLI_STR, min_solution),
    CLI_OPT(0, "max-solution", "N", "... and at most N moves; the seed used is reported on stderr", CLI_STR, max_solution),
    CLI_OPT(0, "tries", "N", "give up (exit 1) after N seeds in a row outside the range (default 10000)", CLI_STR, tries),
    CLI_OPT(0, "max-cells", "N", "refuse mazes of more than N cells in memory (default 1000000000; streamed: the width)", CLI_U64, max_cells),
    CLI_OPT(0, "from", "X,Y", "start cell, marked in the output (default: the first enabled cell)", CLI_XY, from),
    CLI_OPT(0, "to", "X,Y", "goal cell, marked in the output (default: the last enabled cell)", CLI_XY, to),
    CLI_OPT(0, "dead-ends", NULL, "start and goal at two random dead ends (seeded by the maze's seed, as solve -s)", CLI_FLAG, dead_ends),
    CLI_ENDS_OPT,
    CLI_GAPS_OPT,
    CLI_DRAW_OPTS,
    CLI_OPT_END,
};

static const cli_spec generate_spec = {
    "generate", "[-a ALGO] [-W WIDTH] [-H HEIGHT] [-s SEED] [-f FORMAT] [-o FILE] [--count N] [-j N]\n"
    "                     [--bias BIAS] [--braid P] [--mask FILE] [--min-solution N] [--max-solution N]\n"
    "                     [--tries N] [--max-cells N] [--from X,Y] [--to X,Y] [--dead-ends | --ends WHICH]\n"
    "                     [--show LIST]",
    "Generates a perfect maze (every cell reachable, exactly one path between two cells);\n"
    "with --braid, a maze with loops; with --mask, one perfect maze per piece of the mask.\n"
    "--mask, --braid and a solution range need the maze in memory: they turn off streaming.\n"
    "Start and goal: --from/--to, --ends or --dead-ends choose them and mark them in the output\n"
    "(S and E in text; markers in png/svg); --show markers,path draws them and the path between\n"
    "them (default: the first and last enabled cells); a solution range measures that path.\n"
    "Without --show, a png/svg shows no layer (only the markers when an end is chosen).",
    generate_opts, 0,
};

/* Checks -W / -H: at least 1 (else usage), at most INT32_MAX (else too big). */
int cli_check_size(const cli_args *a, long long w, long long h)
{
    if (w < 1 || h < 1) return cli_error(EXIT_USAGE, "%s: width and height must be at least 1 (got %lld x %lld)", a->cmd, w, h);
    if (w > INT32_MAX || h > INT32_MAX || (unsigned long long)w * (unsigned long long)h > MAZE_MAX_CELLS)
        return cli_error(EXIT_TOOBIG, "%s: a %lld x %lld maze is too large", a->cmd, w, h);
    return 0;
}

int cmd_generate(int argc, char **argv)
{
    cli_draw d;
    cli_draw_init(&d);
    cli_args a = {0};
    a.draw = &d;
    size_t nfiles;
    int st = cli_parse(&generate_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    if ((st = cli_ends_check(&a))) return st;
    if (!d.show_set) d.o.layers = cli_ends_chosen(&a) ? MAZE_LAYER_MARKERS : 0; /* the bare maze by default */
    const char *algo = a.algo ? a.algo : "dfs";
    if (!maze_generator_find(algo))
        return cli_error(EXIT_USAGE, "generate: unknown algorithm '%s' (see 'maze list')", algo);
    const char *fmt = cli_out_format(&a, "text", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    if ((st = cli_draw_check(&a, fmt, 0))) return st;
    cli_gen g;
    st = cli_gen_setup(&a, algo, fmt, &g);
    if (!st && cli_draw_format(fmt, NULL)) /* the image size, before any maze is made */
        st = cli_draw_check_size(&a, &d.o, (int32_t)g.w, g.h, 0);
    if (!st) st = cli_generate_run(&a, &g);
    cli_gen_free(&g);
    return st;
}
