/* generate.c - `maze generate` for fuzz_cli: cmd_generate.c and its checks
 * (gen_opts.c) as they are, the --mask file from fz_read_file; instead of
 * writing (cli_generate_run) one maze is made, when small, and drawn into
 * memory. */
#include "fz_cli.h"
#include "../../cli/gen.h"

int fz_generate_run(const gen_args *a, const cli_gen *g);
#define cmd_generate fz_generate
#define cli_generate_run fz_generate_run
#define cli_read_file fz_read_file
#define cli_write_file fz_write_file
#define maze_mask_read fz_mask_read
/* NOLINTBEGIN(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_generate.c"
#include "../../cli/gen_opts.c"
/* NOLINTEND(bugprone-suspicious-include) */

int fz_generate_run(const gen_args *a, const cli_gen *g)
{
    if (g->w > FZ_CLI_CELLS || g->h > FZ_CLI_CELLS || g->w * g->h > FZ_CLI_CELLS) return EXIT_OK_;
    maze *m;
    int st = cli_gen_make(g, a->c.seed, &m);
    if (st) return cli_fail("generate", st);
    cli_picture p = {m, NULL, g->fmt, NULL};
    st = fz_emit(&a->c, &p);
    maze_destroy(m);
    return st;
}
