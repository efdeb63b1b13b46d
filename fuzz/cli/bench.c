/* bench.c - `maze bench` for fuzz_cli: cmd_bench.c as it is, on
 * fz_read_file's scenario and map (the scenario read through fz_fopen, as
 * the command streams it to count its rows). */
#include "fz_cli.h"

#define cmd_bench fz_bench
#define cli_read_file fz_read_file
#define fopen fz_fopen
#define maze_map_read_movingai fz_map_read_movingai
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_bench.c"
