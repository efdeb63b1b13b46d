/* animate.c - `maze animate` for fuzz_cli: cmd_animate.c as it is, on small
 * mazes (fz_maze_generate) or fz_read_file's input, the page written into
 * memory and the terminal replay without its delays. */
#include "fz_cli.h"
#include "../../cli/anim.h"

int fz_anim_terminal(const cli_anim_page *p, long long delay_ms);
#define cmd_animate fz_animate
#define maze_generate fz_maze_generate
#define cli_read_file fz_read_file
#define maze_read fz_anim_read
#define cli_write_file fz_write_file
#define cli_anim_terminal fz_anim_terminal
/* NOLINTNEXTLINE(bugprone-suspicious-include): the command's code itself is under test */
#include "../../cli/cmd_animate.c"
#undef cli_anim_terminal

int fz_anim_terminal(const cli_anim_page *p, long long delay_ms)
{
    (void)delay_ms;
    return cli_anim_terminal(p, 0);
}
