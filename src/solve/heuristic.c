/* heuristic.c - heuristic names for the command line and which heuristic is
 * admissible on which move set. */
#include "solve.h"

static const char *const names[] = {"default", "manhattan", "octile", "euclidean", "chebyshev", "zero"};

int maze_heuristic_find(const char *name)
{
    if (!name) return -1;
    for (int i = 0; i <= MAZE_H_ZERO; i++)
        if (strcmp(names[i], name) == 0) return i;
    return -1;
}

const char *maze_heuristic_name(int h)
{
    return h >= MAZE_H_DEFAULT && h <= MAZE_H_ZERO ? names[h] : NULL;
}

int maze_heuristic_admissible(int h, int moves)
{
    if (h < MAZE_H_DEFAULT || h > MAZE_H_ZERO || (moves != 4 && moves != 8)) return -1;
    /* Manhattan charges 2 for a diagonal step that costs sqrt 2. */
    return !(moves == 8 && mz_heuristic_resolve(h, moves) == MAZE_H_MANHATTAN);
}
