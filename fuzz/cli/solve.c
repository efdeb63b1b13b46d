/* solve.c - `maze solve` for fuzz_cli: cmd_solve.c and solver.c as they are, on the maze or
 * map cli_load (fuzz/cli/io.c) reads from the fuzzer's file and
 * fz_read_file's cost grid, drawing into memory. */
#include "fz_cli.h"

#define cmd_solve fz_solve
#define cli_emit fz_emit
#define cli_read_file fz_read_file
#define cli_write_file fz_write_file
/* NOLINTBEGIN(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_solve.c"
#include "../../cli/solver.c"
/* NOLINTEND(bugprone-suspicious-include) */
