/* bench.c - `maze bench` for fuzz_cli: cmd_bench.c as it is, on
 * fz_read_file's scenario and map. */
#include "fz_cli.h"

#define cmd_bench fz_bench
#define cli_read_file fz_read_file
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_bench.c"
