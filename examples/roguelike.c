/* roguelike.c - example: a roguelike game loop embedding libmaze. A braided
 * maze (loops, so there is more than one way round) becomes the dungeon; each
 * turn the library's A* finds the player's way to the stairs and the
 * monster's way to the player. Interactive on a terminal (w/a/s/d + Enter,
 * Enter alone to let the autopilot step); otherwise it plays itself.
 * Usage: roguelike [SEED] */
#include <maze.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define W 19 /* maze cells; the dungeon is the (2W+1) x (2H+1) block map */
#define H 7

typedef struct { int32_t x, y; } pos;

/* The first step of the shortest path from a to b (a itself if none). */
static pos step_towards(maze_search *s, const maze_solver *astar, pos a, pos b)
{
    maze_result r;
    if (maze_solve(s, astar, a.x, a.y, b.x, b.y, NULL, &r) != MAZE_OK || r.length < 2) return a;
    pos p = {(int32_t)(r.path[1] % (2 * W + 1)), (int32_t)(r.path[1] / (2 * W + 1))};
    return p;
}

static void draw(const maze_map *map, pos player, pos monster, pos stairs, int turn)
{
    printf("turn %d\n", turn);
    for (int32_t y = 0; y < maze_map_height(map); y++) {
        for (int32_t x = 0; x < maze_map_width(map); x++) {
            char c = maze_map_open(map, x, y) ? '.' : '#';
            if (x == stairs.x && y == stairs.y) c = '>';
            if (x == monster.x && y == monster.y) c = 'M';
            if (x == player.x && y == player.y) c = '@';
            putchar(c);
        }
        putchar('\n');
    }
}

/* The player's move: a key from the terminal, else the autopilot's step. */
static pos player_move(const maze_graph *g, pos p, pos autopilot, int interactive)
{
    char line[16];
    if (!interactive || !fgets(line, sizeof line, stdin)) return autopilot;
    pos q = p;
    switch (line[0]) {
    case 'w': q.y--; break;
    case 's': q.y++; break;
    case 'a': q.x--; break;
    case 'd': q.x++; break;
    default: return autopilot;
    }
    return maze_graph_passable(g, q.x, q.y) ? q : p;
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    maze *m = NULL;
    maze_map *map = NULL;
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    if (maze_generate(&m, "dfs", W, H, seed, NULL, NULL) != MAZE_OK) return 4;
    if (maze_braid(m, 0.6, &rng) != MAZE_OK) return 4; /* loops: 60% of dead ends opened */
    if (maze_map_from_maze(&map, m, NULL) || maze_graph_from_map(&g, map, 4, NULL) ||
        maze_search_create(&s, g, NULL))
        return 4;
    const maze_solver *astar = maze_solver_find("astar");
    pos player = {1, 1}, monster = {1, 2 * H - 1}, stairs = {2 * W - 1, 2 * H - 1};
    int interactive = isatty(0), turn, caught = 0;
    for (turn = 1; turn <= 500 && !caught; turn++) {
        if (interactive || turn % 10 == 1) draw(map, player, monster, stairs, turn);
        player = player_move(g, player, step_towards(s, astar, player, stairs), interactive);
        if (player.x == stairs.x && player.y == stairs.y) break;
        if (turn % 3) monster = step_towards(s, astar, monster, player); /* it rests every 3rd turn */
        caught = monster.x == player.x && monster.y == player.y;
    }
    draw(map, player, monster, stairs, turn);
    printf(caught ? "The monster caught you on turn %d.\n" : "You reached the stairs on turn %d.\n", turn);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_map_destroy(map);
    maze_destroy(m);
    return 0;
}
