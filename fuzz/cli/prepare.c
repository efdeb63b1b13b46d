/* prepare.c - `maze prepare` for fuzz_cli: cmd_prepare.c as it is, on the
 * fuzzer's map file, writing the prepared file into memory. */
#include "fz_cli.h"

#define cmd_prepare fz_prepare
#define cli_read_file fz_read_file
#define cli_write_file fz_write_file
#define maze_map_read_movingai fz_map_read_movingai
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_prepare.c"
