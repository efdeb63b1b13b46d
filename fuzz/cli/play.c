/* play.c - `maze play` for fuzz_cli: its option parser only (the game needs
 * a terminal), from cmd_play.c as it is, built without curses. */
#include "fz_cli.h"

#include <string.h>

#undef MAZE_HAVE_CURSES
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_play.c"

int fz_play(int argc, char **argv)
{
    game_cfg c;
    int rc = parse(&c, argc, argv);
    if (rc < 0 && (!maze_generator_find(c.algo) || c.w < 1 || c.w > 2000 || c.h < 1 || c.h > 2000)) abort();
    return rc < 0 ? EXIT_OK_ : rc;
}
