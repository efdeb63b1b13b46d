/* render.c - `maze render` for fuzz_cli: cmd_render.c as it is, on fz_load's
 * maze or map, drawing into memory. */
#include "fz_cli.h"

#define cmd_render fz_render
#define cli_load fz_load
#define cli_emit fz_emit
#define cli_write_file fz_write_file
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_render.c"
