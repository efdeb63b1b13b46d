/* anim.h - replaying a recorded event log: the HTML page (anim_html.c) and
 * the terminal (anim_term.c), for `maze animate`. */
#ifndef MAZE_CLI_ANIM_H
#define MAZE_CLI_ANIM_H

#include "cli.h"

/* An event log to replay (cmd_animate.c records it): 5 ints an event (kind,
 * x, y, x2, y2), over a maze (final state) or a block map. */
typedef struct cli_anim_page {
    const int32_t *ev;
    size_t n;
    const maze *m;
    const maze_map *map;
    const maze_draw_opts *o;
    int solve;                /* 0: a generator's log, 1: a solver's */
    int32_t sx, sy, gx, gy;   /* solve: start and goal */
} cli_anim_page;
/* A maze_produce_fn writing the self-contained HTML page (ud: cli_anim_page). */
int cli_anim_html(void *ud, maze_write_fn write, void *ctx);
/* Replays the log on stdout with ANSI colours, delay_ms between steps.
 * Returns MAZE_OK or MAZE_EIO. */
int cli_anim_terminal(const cli_anim_page *p, long long delay_ms);

#endif
