/* ends.c - the start and goal of generate, solve and stats, with one order of
 * precedence: the first and last enabled cells (with --gaps off rect, on the
 * outline), then the file's marks, then
 * --ends diameter or --dead-ends, then --from/--to. */
#include "cli.h"
#include "core.h"
#include "ends.h"
#include "io.h"

#include <string.h>

const cli_choice cli_ends_words[] = {
    {"first-last", CLI_ENDS_FIRST_LAST},
    {"diameter", CLI_ENDS_DIAMETER},
    {NULL, 0},
};

int cli_ends_check(const cli_core *c)
{
    if (c->ends && c->dead_ends) return cli_error(EXIT_USAGE, "%s: --ends and --dead-ends exclude each other", c->cmd);
    return 0;
}

int cli_ends_chosen(const cli_core *c)
{
    return c->from.set || c->to.set || c->ends || c->dead_ends;
}

/* The two ends of the longest path (maze_stats_compute's diameter). */
static int diameter_ends(const maze *m, int32_t xy[4])
{
    maze_stats s;
    int st = maze_stats_compute(m, -1, 0, 0, 0, &s);
    if (st) return st;
    xy[0] = s.diameter_ax, xy[1] = s.diameter_ay, xy[2] = s.diameter_bx, xy[3] = s.diameter_by;
    return MAZE_OK;
}

static int dead_ends(const maze *m, uint64_t seed, int32_t xy[4])
{
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    uint32_t e[2];
    int st = maze_pick_dead_ends(m, &rng, 2, e);
    if (st) return st;
    uint32_t w = cli_maze_rect(m) ? (uint32_t)maze_width(m) : UINT32_MAX; /* elsewhere cell c is (c, 0) */
    xy[0] = (int32_t)(e[0] % w), xy[1] = (int32_t)(e[0] / w), xy[2] = (int32_t)(e[1] % w), xy[3] = (int32_t)(e[1] / w);
    return MAZE_OK;
}

int cli_ends_pick(const cli_core *c, const maze *m, const maze_map *map, const maze_doc *marks, uint64_t seed,
                  int32_t xy[4])
{
    int found = m && c->gaps ? cli_gap_ends(m, xy) : cli_default_ends(m, map, xy);
    if (!found && !(c->from.set && c->to.set)) return MAZE_ENOTFOUND;
    if (marks && marks->has_start) xy[0] = marks->sx, xy[1] = marks->sy;
    if (marks && marks->has_goal) xy[2] = marks->gx, xy[3] = marks->gy;
    int diameter = c->ends == CLI_ENDS_DIAMETER;
    if ((diameter || c->dead_ends) && !m) return MAZE_EUNSUPPORTED;
    if ((diameter || c->dead_ends) && !(c->from.set && c->to.set)) { /* both given: nothing left to pick */
        int st = diameter ? diameter_ends(m, xy) : dead_ends(m, seed, xy);
        if (st) return st;
    }
    if (c->from.set) xy[0] = c->from.x, xy[1] = c->from.y;
    if (c->to.set) xy[2] = c->to.x, xy[3] = c->to.y;
    return MAZE_OK;
}

int cli_ends_fail(const cli_core *c, const char *name, int status, int few_code)
{
    const char *opt = c->dead_ends ? "--dead-ends" : "--ends diameter";
    if (status == MAZE_ENOTFOUND) return cli_error(EXIT_INPUT, CLI_NO_OPEN_CELL, c->cmd, name);
    if (status == MAZE_EUNSUPPORTED)
        return cli_error(EXIT_USAGE, "%s: %s needs a wall maze, not a block map", c->cmd, opt);
    if (status == MAZE_ERANGE && c->dead_ends)
        return cli_error(few_code, "%s: %s: the maze has fewer than 2 dead ends", c->cmd, name);
    return cli_error(cli_exit_for(status), "%s: %s: %s: %s", c->cmd, name, opt, maze_strerror(status));
}
