/* cmd_play.c - `maze play`: a terminal game on ncurses. The player walks from
 * S to E with the arrows, WASD or hjkl; `?` shows the next step of the
 * shortest path and `p` the whole path (both from the library's bfs solver),
 * `n` starts a new maze, `q` quits. The view scrolls with the player and
 * follows terminal resizes; without a terminal it stops at once. */
#include "cli.h"
#include "core.h"
#include "ends.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>


/* play's command line, and the game's settings. */
typedef struct game_cfg {
    const char *algo;
    int32_t w, h;
    unsigned long long seed;
} game_cfg;

static const cli_opt play_opts[] = {
    CLI_STR('a', NULL, "ALGO", "generator (default dfs; see 'maze list')", game_cfg, algo),
    CLI_INT('W', NULL, "W", "maze width in cells (%R; default 30)", game_cfg, w, 1, 2000, .msg = CLI_SIZE_MSG),
    CLI_INT('H', NULL, "H", "maze height in cells (%R; default 15)", game_cfg, h, 1, 2000, .msg = CLI_SIZE_MSG),
    CLI_U64('s', "seed", "N", "random seed (default 1)", game_cfg, seed, 0, ULLONG_MAX, .msg = CLI_SEED_MSG),
    CLI_OPT_END,
};

static const cli_spec play_spec = {
    .name = "play",
    .usage = "[-a ALGO] [-W W] [-H H] [-s SEED]",
    .about = "Walk the maze from S to E on the terminal (stdin and stdout must be one,\n"
             "with TERM naming its type; else exit status 2).\n"
             "  arrow keys, w a s d or h j k l (either case): move\n"
             "  ?  show the next step of the shortest path\n"
             "  p  show the whole shortest path (again: hide it)\n"
             "  n  a new maze (the next seed)\n"
             "  q  quit (the terminal is restored)\n"
             "The keys are shown at the bottom of the screen; reaching E shows the win there\n"
             "and on the status line.",
    .opts = play_opts,
};

/* The command line into *c: -1 to play, or an exit status (after the help
 * or a message). */
static int parse(game_cfg *c, int argc, char **argv)
{
    *c = (game_cfg){"dfs", 30, 15, 1};
    size_t nfiles;
    int st = cli_parse(&play_spec, argc, argv, c, NULL, &nfiles);
    if (st >= 0) return st;
    if (!maze_generator_find(c->algo)) return cli_error(EXIT_USAGE, "play: unknown generator '%s' (see maze list)", c->algo);
    return -1;
}

#ifndef MAZE_HAVE_CURSES

int cmd_play(int argc, char **argv)
{
    game_cfg c;
    int rc = parse(&c, argc, argv);
    if (rc >= 0) return rc;
    return cli_error(EXIT_INPUT, "play: this maze was built without curses (install libncurses-dev and rebuild)");
}

#else

#include <curses.h>
#include <poll.h>
#include <term.h>
#include <time.h>

enum { PAIR_WALL = 1, PAIR_PLAYER, PAIR_GOAL, PAIR_HINT, PAIR_START };

typedef struct game {
    game_cfg cfg;
    maze *m;
    maze_graph *g;
    maze_search *s;
    int32_t sx, sy, px, py, gx, gy;
    long moves;
    double t0, t_end;
    int won, show_path, hint;   /* hint: index of the hinted cell + 1, 0 none */
    uint32_t *path;             /* current shortest path from the player */
    size_t path_len;
} game;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t); /* the game clock only; mazes never use time */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void game_free(game *gm)
{
    maze_search_destroy(gm->s);
    maze_graph_destroy(gm->g);
    maze_destroy(gm->m);
    free(gm->path);
    gm->s = NULL;
    gm->g = NULL;
    gm->m = NULL;
    gm->path = NULL;
}

static int game_new(game *gm)
{
    game_free(gm);
    int st = maze_generate(&gm->m, gm->cfg.algo, gm->cfg.w, gm->cfg.h, gm->cfg.seed, NULL, NULL);
    if (!st) st = maze_graph_from_maze(&gm->g, gm->m, NULL);
    if (!st) st = maze_search_create(&gm->s, gm->g, NULL);
    int32_t xy[4] = {0, 0, 0, 0};
    if (!st) cli_default_ends(gm->m, NULL, xy);
    gm->px = gm->sx = xy[0], gm->py = gm->sy = xy[1];
    gm->gx = xy[2], gm->gy = xy[3];
    gm->moves = 0;
    gm->won = gm->show_path = gm->hint = 0;
    gm->path_len = 0;
    gm->t0 = now();
    return st;
}

/* Recomputes the shortest path from the player to E with the library. */
static int game_solve(game *gm)
{
    maze_result r;
    int st = maze_solve(gm->s, maze_solver_find("bfs"), gm->px, gm->py, gm->gx, gm->gy, NULL, &r);
    if (st) return st;
    uint32_t *p = realloc(gm->path, (r.length ? r.length : 1) * sizeof *p);
    if (!p) return MAZE_ENOMEM;
    memcpy(p, r.path, r.length * sizeof *p);
    gm->path = p;
    gm->path_len = r.length;
    return MAZE_OK;
}

static void game_move(game *gm, int dx, int dy)
{
    unsigned dir = dx > 0 ? MAZE_E : dx < 0 ? MAZE_W : dy > 0 ? MAZE_S : MAZE_N;
    if (gm->won || !(maze_get(gm->m, gm->px, gm->py) & dir)) return;
    gm->px += dx;
    gm->py += dy;
    gm->moves++;
    gm->hint = 0;
    if (gm->show_path) game_solve(gm);
    if (gm->px == gm->gx && gm->py == gm->gy) {
        gm->won = 1;
        gm->t_end = now();
    }
}

/* ---- drawing: a block grid, 2 columns a block, row 0 is the status ---- */

/* What is at block (bx, by): 0 floor, 1 wall. */
static int is_wall(const game *gm, int32_t bx, int32_t by)
{
    if (!(bx & 1) && !(by & 1)) return 1;
    if ((bx & 1) && (by & 1)) return 0;
    if (bx & 1) return by == 0 || by == 2 * gm->cfg.h || !(maze_get(gm->m, bx / 2, by / 2 - 1) & MAZE_S);
    return bx == 0 || bx == 2 * gm->cfg.w || !(maze_get(gm->m, bx / 2 - 1, by / 2) & MAZE_E);
}

static void put_block(int row, int col, const char *s, int pair, attr_t extra)
{
    attr_t a = (has_colors() ? COLOR_PAIR(pair) : 0) | extra;
    attron(a);
    mvaddstr(row, col, s);
    attroff(a);
}

static void draw_cell_marks(const game *gm, int32_t offx, int32_t offy)
{
    int32_t w = gm->cfg.w;
    put_block((int)(2 * gm->sy + 1 - offy) + 1, (int)(2 * gm->sx + 1 - offx) * 2, "S ", PAIR_START, A_BOLD);
    put_block((int)(2 * gm->gy + 1 - offy) + 1, (int)(2 * gm->gx + 1 - offx) * 2, "E ", PAIR_GOAL, A_BOLD);
    if (gm->show_path)
        for (size_t k = 1; k + 1 < gm->path_len; k++)
            put_block((int)(2 * (int32_t)(gm->path[k] / (uint32_t)w) + 1 - offy) + 1,
                      (int)(2 * (int32_t)(gm->path[k] % (uint32_t)w) + 1 - offx) * 2, ". ", PAIR_HINT, A_BOLD);
    if (gm->hint && (size_t)gm->hint < gm->path_len) { /* drawn over E when E is the next step */
        uint32_t c = gm->path[gm->hint];
        put_block((int)(2 * (int32_t)(c / (uint32_t)w) + 1 - offy) + 1, (int)(2 * (int32_t)(c % (uint32_t)w) + 1 - offx) * 2,
                  "* ", PAIR_HINT, A_BOLD);
    }
    put_block((int)(2 * gm->py + 1 - offy) + 1, (int)(2 * gm->px + 1 - offx) * 2, "@ ", PAIR_PLAYER, A_BOLD);
}

/* The view's first block on one axis: centred on the player, clamped. */
static int32_t view_origin(int32_t player, int32_t blocks, int32_t view)
{
    if (blocks <= view) return 0;
    int32_t o = player - view / 2;
    return o < 0 ? 0 : o > blocks - view ? blocks - view : o;
}

static void draw(const game *gm)
{
    int32_t bw = 2 * gm->cfg.w + 1, bh = 2 * gm->cfg.h + 1;
    int32_t vw = COLS / 2, vh = LINES - 2;
    int32_t offx = view_origin(2 * gm->px + 1, bw, vw), offy = view_origin(2 * gm->py + 1, bh, vh);
    erase();
    for (int32_t by = offy; by < bh && by - offy < vh; by++)
        for (int32_t bx = offx; bx < bw && bx - offx < vw; bx++)
            if (is_wall(gm, bx, by)) put_block((int)(by - offy) + 1, (int)(bx - offx) * 2, "##", PAIR_WALL, 0);
    if (vh > 0 && vw > 0) draw_cell_marks(gm, offx, offy);
    double t = (gm->won ? gm->t_end : now()) - gm->t0;
    char line[160];
    if (gm->won)
        snprintf(line, sizeof line, "SOLVED in %ld moves, %d:%02d  seed %llu", gm->moves, (int)t / 60, (int)t % 60,
                 gm->cfg.seed);
    else
        snprintf(line, sizeof line, "moves %ld  time %d:%02d  seed %llu", gm->moves, (int)t / 60, (int)t % 60,
                 gm->cfg.seed);
    /* The win stands out on both lines, where the eye already is. */
    attr_t a = gm->won ? (has_colors() ? COLOR_PAIR(PAIR_GOAL) : 0) | A_BOLD | A_REVERSE : 0;
    attron(a);
    mvaddnstr(0, 0, line, COLS); /* cut, never wrapped, on a narrow terminal */
    if (gm->won)
        snprintf(line, sizeof line, "You reached E in %ld moves and %d:%02d!  n new maze  q quit", gm->moves,
                 (int)t / 60, (int)t % 60);
    else
        snprintf(line, sizeof line, "move: arrows, wasd or hjkl   ? hint   p path   n new maze   q quit");
    mvaddnstr(LINES - 1, 0, line, COLS);
    attroff(a);
    refresh();
}

static void colors_init(void)
{
    if (!has_colors()) return;
    start_color();
    init_pair(PAIR_WALL, COLOR_WHITE, COLOR_WHITE);
    init_pair(PAIR_PLAYER, COLOR_YELLOW, COLOR_BLACK);
    init_pair(PAIR_GOAL, COLOR_GREEN, COLOR_BLACK);
    init_pair(PAIR_HINT, COLOR_RED, COLOR_BLACK);
    init_pair(PAIR_START, COLOR_CYAN, COLOR_BLACK);
}

/* Handles one key; returns 1 to quit. */
static int on_key(game *gm, int ch)
{
    switch (ch) {
    case 'q': case 'Q': return 1;
    case KEY_UP: case 'w': case 'W': case 'k': case 'K': game_move(gm, 0, -1); break;
    case KEY_DOWN: case 's': case 'S': case 'j': case 'J': game_move(gm, 0, 1); break;
    case KEY_LEFT: case 'a': case 'A': case 'h': case 'H': game_move(gm, -1, 0); break;
    case KEY_RIGHT: case 'd': case 'D': case 'l': case 'L': game_move(gm, 1, 0); break;
    case '?':
        if (!gm->won && !game_solve(gm) && gm->path_len > 1) gm->hint = 1;
        break;
    case 'p': case 'P':
        gm->show_path = !gm->show_path;
        if (gm->show_path && !gm->won) game_solve(gm);
        break;
    case 'n': case 'N':
        gm->cfg.seed++;
        if (game_new(gm)) return 1;
        break;
    default: break; /* KEY_RESIZE and the timer tick just redraw */
    }
    return 0;
}

/* ---- the terminal ---- */

/* Starts curses on stdin/stdout, or says why there is no terminal to play
 * on (exit status 2). newterm, unlike initscr, returns instead of exiting. */
static int open_terminal(SCREEN **scr)
{
    if (!isatty(STDIN_FILENO)) return cli_error(EXIT_USAGE, "play needs a terminal: standard input is not one");
    if (!isatty(STDOUT_FILENO)) return cli_error(EXIT_USAGE, "play needs a terminal: standard output is not one");
    const char *term = getenv("TERM");
    if (!term || !*term) return cli_error(EXIT_USAGE, "play needs a terminal: TERM is not set");
    /* setupterm first: newterm on an unknown type fails but keeps memory. */
    int err = 0;
    if (setupterm(NULL, STDOUT_FILENO, &err) == OK) {
        del_curterm(cur_term);
        if ((*scr = newterm(NULL, stdout, stdin))) return 0;
    }
    if (err == -1) return cli_error(EXIT_USAGE, "play needs a terminal: no terminfo database to look up '%s' in", term);
    return cli_error(EXIT_USAGE, "play needs a terminal: the terminal type '%s' is unknown (set TERM to one that "
                                 "infocmp knows)", term);
}

/* After getch gave nothing (it was called at time t0): 1 when the terminal
 * is gone. A hung-up terminal makes every read return at once, so the game
 * would spin: poll says so, and many empty reads in a row far inside the
 * 250 ms timeout say so where poll does not. */
static int terminal_gone(double t0, int *quick)
{
    struct pollfd p = {STDIN_FILENO, POLLIN, 0};
    if (poll(&p, 1, 0) > 0 && (p.revents & (POLLHUP | POLLERR | POLLNVAL))) return 1;
    if (now() - t0 > 0.1) return *quick = 0, 0;
    return ++*quick >= 20;
}

int cmd_play(int argc, char **argv)
{
    game gm;
    memset(&gm, 0, sizeof gm);
    int rc = parse(&gm.cfg, argc, argv);
    if (rc >= 0) return rc;
    int st = game_new(&gm);
    if (st) {
        game_free(&gm);
        return cli_fail("play", st);
    }
    SCREEN *scr = NULL;
    if ((rc = open_terminal(&scr))) {
        game_free(&gm);
        return rc;
    }
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    timeout(250);
    colors_init();
    int gone = 0;
    for (int quick = 0;;) {
        draw(&gm);
        double t = now();
        int ch = getch();
        if (ch != ERR) {
            quick = 0;
            if (on_key(&gm, ch)) break;
        } else if ((gone = terminal_gone(t, &quick))) {
            break;
        }
    }
    endwin();
    delscreen(scr);
    game_free(&gm);
    if (gone) return cli_error(EXIT_INPUT, "play: the terminal went away (hung up or closed)");
    printf("maze play: %s after %ld moves\n", gm.won ? "solved" : "quit", gm.moves);
    return fflush(stdout) ? cli_error(EXIT_INPUT, "play: <stdout>: write error") : EXIT_OK_;
}

#endif
