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
    CLI_OPT('o', "output", "FILE", "write to FILE (through a temporary file) instead of stdout", CLI_STR, output),
    CLI_OPT(0, "count", "N", "N mazes, seeds SEED..SEED+N-1, to FILE-1.EXT ... FILE-N.EXT (numbers zero-padded)", CLI_U64, count),
    CLI_OPT('j', "jobs", "N", "threads for --count (default: one per core; same files whatever N)", CLI_INT, jobs),
    CLI_OPT_END,
};

static const cli_spec generate_spec = {
    "generate", "[-a ALGO] [-W WIDTH] [-H HEIGHT] [-s SEED] [-f FORMAT] [-o FILE] [--count N [-j N]]",
    "Generates a perfect maze (every cell reachable, exactly one path between two cells).",
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
    cli_args a = {0};
    size_t nfiles;
    int st = cli_parse(&generate_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    const char *algo = a.algo ? a.algo : "dfs";
    if (!maze_generator_find(algo))
        return cli_error(EXIT_USAGE, "generate: unknown algorithm '%s' (see 'maze list')", algo);
    long long w = a.has_width ? a.width : 20, h = a.has_height ? a.height : 20;
    const char *fmt = cli_out_format(&a, "text", MAZE_FMT_WRITE_MAZE);
    if (!fmt) return EXIT_USAGE;
    if ((st = cli_generate_big(&a, algo, w, h, fmt)) >= 0) return st; /* --count, or streamed rows */
    if ((st = cli_check_size(&a, w, h))) return st;
    maze *m;
    st = maze_generate(&m, algo, (int32_t)w, (int32_t)h, a.has_seed ? a.seed : 1, NULL, NULL);
    if (st) return cli_error(cli_exit_for(st), "generate: %lld x %lld maze: %s", w, h, maze_strerror(st));
    cli_picture p = {m, NULL, fmt, NULL};
    st = cli_emit(&a, &p);
    maze_destroy(m);
    return st;
}
