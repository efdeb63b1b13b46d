/* cmd_generate.c - `maze generate`: a seeded maze from any generator, written
 * in any format that draws wall mazes, to stdout or atomically to -o FILE. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "ends.h"
#include "draw.h"
#include "gen.h"

#include <string.h>

static const cli_opt generate_opts[] = {
    CLI_STR('a', "algo", "ALGO", "generator (default dfs; see 'maze list')", gen_args, algo),
    CLI_INT('W', "width", "WIDTH", "width in cells (default 20)", gen_args, width, 1, LLONG_MAX),
    CLI_INT('H', "height", "HEIGHT", "height in cells (default 20)", gen_args, height, 1, LLONG_MAX),
    CLI_STR(0, "topology", "TOPOLOGY", "cell shape (default rect; see 'maze list'): another is written as cells", gen_args, topology),
    CLI_INT('L', "levels", "N", "3d: levels of W x H cells (default 2)", gen_args, levels, 1, LLONG_MAX),
    CLI_INT(0, "rings", "N", "hexagon, polar: rings around the centre cell, the centre counted (default 10)", gen_args, rings, 1, LLONG_MAX),
    CLI_SEED_OPT(gen_args, c.seed, "random seed (default 1): the same seed gives the same maze"),
    CLI_STR('f', "format", "FORMAT", "output format (default text, or from the -o name; see 'maze list')", gen_args, c.format),
    CLI_STR('o', "output", "FILE", "write to FILE (through a temporary file); an extension naming no format (x.jpg) needs -f", gen_args, c.output),
    CLI_U64_SET(0, "count", "N", "N mazes (%R), seeds SEED..SEED+N-1 (with a solution range: the first N that fit), to FILE-1.EXT ... FILE-N.EXT", gen_args, count, 0, CLI_MAX_COUNT, has_count),
    CLI_INT('j', "jobs", "N", "threads for --count and the solution search (default 0: one per core; same files whatever N)", gen_args, jobs, 0, CLI_MAX_JOBS),
    CLI_STR(0, "bias", "BIAS", "growing-tree: newest|oldest|random|mixed:P (default mixed:0.5); binary-tree: NE|NW|SE|SW (default NE)", gen_args, bias),
    CLI_DOUBLE_SET(0, "braid", "P", "remove the fraction P (%R) of dead ends, making loops", gen_args, braid, 0, 1, has_braid,
                   .msg = "--braid: expected a number from 0 to 1, got '%v'"),
    CLI_FLAG(0, "unicursal", "a labyrinth of one path through every cell, start and goal side by side, made from the generator's W/2 x H/2 maze (W, H even)", gen_args, unicursal),
    CLI_STR(0, "mask", "FILE", "shape: a text mask ('#' or 'X' = no cell) or a PNG (dark = no cell); on rect it sets the size, on another topology -W -H -L --rings do and it is stretched over the picture (a cell whose centre is on a masked pixel is no cell)", gen_args, mask),
    CLI_U64_SET(0, "min-solution", "N", "try seeds from SEED on until the solution (start to goal) has at least N moves", gen_args, min_solution, 0, ULLONG_MAX, has_min,
                .msg = "%n: expected a number of moves, got '%v' (it %w)"),
    CLI_U64_SET(0, "max-solution", "N", "... and at most N moves; the seed used is reported on stderr", gen_args, max_solution, 0, ULLONG_MAX, has_max,
                .msg = "%n: expected a number of moves, got '%v' (it %w)"),
    CLI_U64(0, "tries", "N", "give up (exit 1) after N seeds in a row outside the range (default 10000)", gen_args, tries, 1, ULLONG_MAX,
            .msg = "--tries: expected a positive number of seeds, got '%v'"),
    CLI_U64_SET(0, "max-cells", "N", "refuse mazes of more than N cells in memory (default 1000000000; streamed: the width)", gen_args, c.max_cells, 0, ULLONG_MAX, has_max_cells),
    CLI_XY(0, "from", "X,Y", "start cell, marked in the output (default: the first enabled cell)", gen_args, c.from),
    CLI_XY(0, "to", "X,Y", "goal cell, marked in the output (default: the last enabled cell)", gen_args, c.to),
    CLI_FLAG(0, "dead-ends", "start and goal at two random dead ends (seeded by the maze's seed, as solve -s)", gen_args, c.dead_ends),
    CLI_ENDS_OPT(gen_args, c),
    CLI_GAPS_OPT(gen_args, c),
    CLI_DRAW_OPTS(gen_args, c.draw),
    CLI_OPT_END,
};

static const cli_spec generate_spec = {
    .name = "generate",
    .usage = "[-a ALGO] [-W WIDTH] [-H HEIGHT] [--topology TOPOLOGY] [-L N] [--rings N] [-s SEED]\n"
    "                     [-f FORMAT] [-o FILE] [--count N] [-j N]\n"
    "                     [--bias BIAS] [--braid P] [--unicursal] [--mask FILE] [--min-solution N] [--max-solution N]\n"
    "                     [--tries N] [--max-cells N] [--from X,Y] [--to X,Y] [--dead-ends | --ends WHICH]\n"
    "                     [--show LIST]",
    .about = "Generates a perfect maze (every cell reachable, exactly one path between two cells);\n"
    "with --braid, a maze with loops; with --mask, one perfect maze per piece of the mask.\n"
    "--unicursal splits each corridor of a W/2 x H/2 maze in two (Daedalus' method): one path\n"
    "through all W x H cells with no junction, from its start 0,0 to its goal 0,1 beside it.\n"
    "--mask, --braid and a solution range need the maze in memory: they turn off streaming.\n"
    "Start and goal: --from/--to, --ends or --dead-ends choose them and mark them in the output\n"
    "(S and E in text; markers in png/svg); --show markers,path draws them and the path between\n"
    "them (default: the first and last enabled cells); a solution range measures that path.\n"
    "Without --show, a png/svg shows no layer (only the markers when an end is chosen).\n"
    "--topology hex, hexagon, triangle, polar, 3d, upsilon or weave makes a maze of that shape,\n"
    "written as cells or drawn in png, svg or pdf (-W -H, -L for 3d, --rings for hexagon and\n"
    "polar; cell C is C,0 for --from and --to), one or --count files, a solution range as on\n"
    "rect. There --mask is stretched over the maze's picture, each pixel a box of it, and a cell\n"
    "whose centre falls on a masked pixel is no cell; --gaps opens the outline at the start and\n"
    "goal, by default the first cell on the outline and the one farthest from it.",
    .opts = generate_opts,
};

/* --unicursal: a rect maze in memory of even size, perfect (no --braid); its
 * ends, unless chosen, the labyrinth's own. 0 or an exit status. */
static int unicursal_check(gen_args *a)
{
    const char *no = a->topology ? "--topology" : a->mask ? "--mask" : a->has_braid ? "--braid"
                   : a->has_min || a->has_max ? "--min-solution and --max-solution" : NULL;
    if (no) return cli_error(EXIT_USAGE, "generate: --unicursal does not go with %s", no);
    if ((a->width && a->width % 2) || (a->height && a->height % 2))
        return cli_error(EXIT_USAGE, "generate: --unicursal needs an even -W and -H (each corridor of a W/2 x H/2 maze split in two), not %lld x %lld",
                         a->width ? a->width : 20, a->height ? a->height : 20);
    if (!cli_ends_chosen(&a->c)) {
        a->c.from = (cli_xy){1, 0, 0};
        a->c.to = (cli_xy){1, 0, 1};
    }
    return 0;
}

int cmd_generate(int argc, char **argv)
{
    gen_args a = {0};
    cli_core_init(&a.c, generate_spec.name, 1);
    size_t nfiles;
    int st = cli_parse(&generate_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    if ((st = cli_ends_check(&a.c))) return st;
    if (a.unicursal && (st = unicursal_check(&a))) return st;
    cli_draw *d = &a.c.draw;
    if (!d->show_set) d->o.layers = cli_ends_chosen(&a.c) ? MAZE_LAYER_MARKERS : 0; /* the bare maze by default */
    const char *algo = a.algo ? a.algo : "dfs";
    if (!maze_generator_find(algo))
        return cli_error(EXIT_USAGE, "generate: unknown algorithm '%s' (see 'maze list')", algo);
    const maze_topology *topo = maze_topology_find(a.topology ? a.topology : "rect");
    if (!topo) return cli_error(EXIT_USAGE, "generate: unknown topology '%s' (see 'maze list')", a.topology);
    if (strcmp(topo->name, "rect") != 0) return cli_generate_shape(&a, topo);
    if (a.levels || a.rings)
        return cli_error(EXIT_USAGE, "generate: %s is for --topology %s", a.levels ? "-L" : "--rings", a.levels ? "3d" : "hexagon or polar");
    const char *fmt = cli_out_format(&a.c, "text", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    if ((st = cli_draw_check(&a.c, fmt, 0))) return st;
    cli_gen g;
    st = cli_gen_setup(&a, algo, fmt, &g);
    if (!st && cli_draw_format(fmt, NULL)) /* the image size, before any maze is made */
        st = cli_draw_check_size(&a.c, &d->o, (int32_t)g.w, g.h, 0);
    if (!st) st = cli_generate_run(&a, &g);
    cli_gen_free(&g);
    return st;
}
