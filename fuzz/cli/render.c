/* render.c - `maze render` for fuzz_cli: cmd_render.c as it is, on the maze
 * or map cli_load (fuzz/cli/io.c) reads from the fuzzer's file, drawing into
 * memory. */
#include "fz_cli.h"

#define cmd_render fz_render
#define cli_emit fz_emit
#define cli_write_file fz_write_file
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_render.c"
