/* io.c - the command's file loading (cli_load: -i, detection, the size
 * limit, the messages) for fuzz_cli, as it is, on fz_read_file's contents;
 * nothing is written to a file. */
#include "fz_cli.h"

#define cli_read_file fz_read_file
#define cli_write_file fz_write_file
#define maze_read fz_maze_read
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/io.c"
