/* generate.c - `maze generate` for fuzz_cli: cmd_generate.c as it is, with
 * --count and streaming stopped after the file-name check, and a maze made
 * only when small, drawn into memory. */
#include "fz_cli.h"

int fz_generate_big(const cli_args *a, const char *algo, long long w, long long h, const char *fmt);
#define cmd_generate fz_generate
#define cli_generate_big fz_generate_big
#define maze_generate fz_maze_generate
#define cli_emit fz_emit
#define maze_write_file_atomic fz_write_file
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_generate.c"

int fz_generate_big(const cli_args *a, const char *algo, long long w, long long h, const char *fmt)
{
    (void)algo, (void)w, (void)h, (void)fmt;
    if (!a->count) return -1; /* on to the in-memory path */
    char name[4096];
    return cli_count_name(a->output ? a->output : "maze", a->count - 1, a->count, name, sizeof name) ? EXIT_USAGE
                                                                                                      : EXIT_OK_;
}
