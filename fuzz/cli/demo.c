/* demo.c - `maze demo` for fuzz_cli: cmd_demo.c as it is (its 20 x 20 maze
 * is small), drawing into memory. */
#include "fz_cli.h"

#define cmd_demo fz_demo
#define cli_emit fz_emit
#define cli_write_file fz_write_file
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_demo.c"
