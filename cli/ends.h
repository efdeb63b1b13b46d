/* ends.h - start and goal: the default pair every command starts from
 * (io.c) and the choices --ends, --dead-ends, --from and --to make (ends.c). */
#ifndef MAZE_CLI_ENDS_H
#define MAZE_CLI_ENDS_H

#include "core.h"

/* The default start and goal of every command (solve, animate, play, stats,
 * generate's markers and solution range): the first and the last enabled
 * cell of wall maze m, or open cell of block map `map` (m NULL), in reading
 * order (another topology than rect: by cell number, cell c as (c, 0)),
 * into xy = {x0, y0, x1, y1}; 0,0 when there is none. A file's marks
 * and --from/--to take precedence over it. Returns 1, or 0 when there is no
 * such cell (then no default end exists: callers say so, CLI_NO_OPEN_CELL). */
int cli_default_ends(const maze *m, const maze_map *map, int32_t xy[4]);
/* The default ends with --gaps: on rect cli_default_ends', elsewhere the
 * first enabled cell with a side on the outer wall, where an opening can
 * be, and the one such cell whose centre is farthest from it
 * (cli_default_ends' when no cell has one). Returns as cli_default_ends. */
int cli_gap_ends(const maze *m, int32_t xy[4]);
/* The message for an input with no open cell whose start or goal was left
 * to the default ("%s" the command, then the file). */
#define CLI_NO_OPEN_CELL "%s: %s: no open cell, so no start or goal"

/* The order of precedence: cli_default_ends (cli_gap_ends with --gaps), the file's marks, --ends
 * diameter (the two ends of the longest path) or --dead-ends (two random
 * dead ends, seeded), --from/--to. */
/* Checks that --ends does not meet --dead-ends: 0, or EXIT_USAGE after a
 * message. */
int cli_ends_check(const cli_core *c);
/* 1 when --from, --to, --ends or --dead-ends chooses an end. */
int cli_ends_chosen(const cli_core *c);
/* Start and goal of wall maze m (or block map `map`, m NULL) into xy =
 * {x0, y0, x1, y1}, by the order above; `marks` (may be NULL) holds the
 * file's marks, `seed` seeds --dead-ends. --from/--to are not checked here.
 * Returns MAZE_OK, MAZE_ENOTFOUND (no open cell, and --from/--to do not name
 * both ends), MAZE_EUNSUPPORTED (--ends diameter or --dead-ends on a block
 * map), MAZE_ERANGE (fewer than 2 dead ends), MAZE_ENOMEM. Thread-safe. */
int cli_ends_pick(const cli_core *c, const maze *m, const maze_map *map, const maze_doc *marks, uint64_t seed,
                  int32_t xy[4]);
/* The message for a cli_ends_pick failure on input `name`; `few_code` is the
 * exit status for too few dead ends. Returns the exit status. */
int cli_ends_fail(const cli_core *c, const char *name, int status, int few_code);

#endif
