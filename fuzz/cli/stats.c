/* stats.c - `maze stats` for fuzz_cli: cmd_stats.c as it is, on fz_load's
 * maze or map. */
#include "fz_cli.h"

#define cmd_stats fz_stats
#define cli_load fz_load
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_stats.c"
