/* stats.c - `maze stats` for fuzz_cli: cmd_stats.c as it is, on the maze or
 * map cli_load (fuzz/cli/io.c) reads from the fuzzer's file. */
#include "fz_cli.h"

#define cmd_stats fz_stats
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_stats.c"
