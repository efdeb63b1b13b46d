/* anim_term.c - `maze animate --terminal`: the replay drawn with ANSI colours
 * on a block grid (a wall maze as (2W+1) x (2H+1) blocks, a map one block a
 * cell), one cursor move and one coloured block per change. */
#include "cli.h"
#include "anim.h"

#include <string.h>
#include <time.h>

enum { BG_WALL = 40, BG_RED = 41, BG_GREEN = 42, BG_YELLOW = 43, BG_BLUE = 44, BG_WHITE = 47, BG_GREY = 100 };

static void block(int32_t bx, int32_t by, int color)
{
    printf("\033[%d;%dH\033[%dm  \033[0m", (int)by + 1, (int)bx * 2 + 1, color);
}

static void pause_ms(long long ms)
{
    if (ms <= 0) return;
    fflush(stdout);
    struct timespec t = {(time_t)(ms / 1000), (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* Whether block (bx, by) starts open: every wall closed for a generator,
 * the final maze or map for a solver. */
static int base_open(const cli_anim_page *p, int32_t bx, int32_t by)
{
    if (p->map) return maze_map_open(p->map, bx, by);
    if ((bx & 1) && (by & 1)) return maze_cell_enabled(p->m, bx / 2, by / 2);
    if (!(bx & 1) && !(by & 1)) return 0;
    if (!p->solve) return 0;
    if (bx & 1) return by > 0 && (maze_get(p->m, bx / 2, by / 2 - 1) & MAZE_S);
    return bx > 0 && (maze_get(p->m, bx / 2 - 1, by / 2) & MAZE_E);
}

static void draw_base(const cli_anim_page *p, int32_t bw, int32_t bh)
{
    printf("\033[2J\033[H");
    for (int32_t by = 0; by < bh; by++)
        for (int32_t bx = 0; bx < bw; bx++) block(bx, by, base_open(p, bx, by) ? BG_WHITE : BG_WALL);
}

/* The set colours and the chamber tints on a terminal. */
static const int set_bg[CLI_ANIM_SETS] = {BG_RED, BG_BLUE, BG_GREEN, 45, BG_YELLOW, 46}, tint_bg[2] = {104, 103};

static int event_color(int kind)
{
    switch (kind) {
    case MAZE_EV_CARVE: return BG_WHITE;
    case MAZE_EV_WALL: return BG_WALL;
    case MAZE_EV_VISIT: return BG_BLUE;
    case MAZE_EV_FRONTIER: return BG_YELLOW;
    case MAZE_EV_BACKTRACK: return BG_GREY;
    case MAZE_EV_PATH: return BG_RED;
    case MAZE_EV_MARK: return 103; /* bright yellow: on a shortest path */
    default: return 0;
    }
}

static void replay_one(const cli_anim_page *p, const int32_t *e)
{
    int32_t x = e[1], y = e[2], x2 = e[3], y2 = e[4];
    if (e[0] == MAZE_EV_CHAMBER && !p->map) { /* the chamber's blocks inside its border */
        for (int32_t by = 2 * y + 1; by <= 2 * y2 + 1; by++)
            for (int32_t bx = 2 * x + 1; bx <= 2 * x2 + 1; bx++) block(bx, by, tint_bg[cli_anim_chamber_tint(x, y, x2, y2)]);
        return;
    }
    int c = e[0] == MAZE_EV_SET ? set_bg[cli_anim_set_color(x2, y2)] : event_color(e[0]);
    if (!c) return;
    int joined = (e[0] == MAZE_EV_CARVE || e[0] == MAZE_EV_WALL || e[0] == MAZE_EV_PATH) &&
                 (x2 - x) * (x2 - x) + (y2 - y) * (y2 - y) == 1;
    if (p->map) {
        block(x, y, c);
        return;
    }
    if (e[0] != MAZE_EV_WALL && e[0] != MAZE_EV_CARVE) block(2 * x + 1, 2 * y + 1, c); /* a carve: the wall alone */
    if (joined) block(x + x2 + 1, y + y2 + 1, c);
}

int cli_anim_terminal(const cli_anim_page *p, long long delay_ms)
{
    int32_t w = p->m ? maze_width(p->m) : maze_map_width(p->map), h = p->m ? maze_height(p->m) : maze_map_height(p->map);
    int32_t bw = p->map ? w : 2 * w + 1, bh = p->map ? h : 2 * h + 1;
    draw_base(p, bw, bh);
    for (size_t i = 0; i < p->n && !ferror(stdout); i++) {
        replay_one(p, p->ev + i * 5);
        pause_ms(delay_ms);
    }
    if (p->solve) {
        block(p->map ? p->sx : 2 * p->sx + 1, p->map ? p->sy : 2 * p->sy + 1, BG_GREEN);
        block(p->map ? p->gx : 2 * p->gx + 1, p->map ? p->gy : 2 * p->gy + 1, BG_GREEN);
    }
    printf("\033[%d;1H\n", (int)bh);
    return fflush(stdout) || ferror(stdout) ? MAZE_EIO : MAZE_OK;
}
