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
    int32_t frames;           /* gif: the most frames, events grouped into them (2..) */
    int32_t frame_cs, hold_cs; /* gif: centiseconds a frame shows, and the last one */
    const char *algo;         /* the generator or solver, for the page's legend */
    size_t moves;             /* race: the solver's path length in moves (0: none) */
    uint64_t expanded;        /* race: the cells it expanded */
} cli_anim_page;
/* A maze_produce_fn writing the self-contained HTML page (ud: cli_anim_page). */
int cli_anim_html(void *ud, maze_write_fn write, void *ctx);
/* A maze_produce_fn writing an animated GIF (ud: cli_anim_page): the first
 * frame the base picture (every wall closed for a generator), each next one
 * a share of the events more, the last all of them, held hold_cs. Returns
 * MAZE_OK, MAZE_EUNSUPPORTED (a build without giflib), MAZE_ETOOBIG (a
 * side over 65535 pixels or a canvas over CLI_GIF_MAX_PIXELS), MAZE_ENOMEM
 * or MAZE_EIO. */
int cli_anim_gif(void *ud, maze_write_fn write, void *ctx);
/* A race: n panels (at most CLI_RACE_MAX) over the same maze or map,
 * replayed in step, one event each a step. cli_race_html writes the page
 * (the panels side by side, each its name, steps, cells expanded and path
 * length), cli_race_gif the GIF (the panels side by side in every frame,
 * CLI_RACE_GAP pixels of the backtrack grey between them); both
 * maze_produce_fns (ud: cli_race) returning cli_anim_html's and
 * cli_anim_gif's statuses. */
#define CLI_RACE_MAX 6
#define CLI_RACE_GAP 4
typedef struct cli_race {
    const cli_anim_page *p;
    size_t n;
} cli_race;
int cli_race_html(void *ud, maze_write_fn write, void *ctx);
int cli_race_gif(void *ud, maze_write_fn write, void *ctx);
/* The largest GIF canvas, in pixels (two copies are held while encoding). */
#define CLI_GIF_MAX_PIXELS 16777216ll

/* The colours of a frontier cell and a backtracked one, on the page and in
 * the GIF; the other roles are maze_draw_opts' colours. */
#define CLI_ANIM_FRONTIER 0xfff0a0u
#define CLI_ANIM_BACKTRACK 0xd8d8d8u
/* The line of a scan from a cell to a jump point it reached (jps: a
 * MAZE_EV_FRONTIER more than one step from its (x2,y2)). */
#define CLI_ANIM_SCAN 0xe0a000u

/* The colours of a generator's sets (MAZE_EV_SET: cli_anim_set_color picks
 * one by the set's name) and the two tints of its chambers
 * (MAZE_EV_CHAMBER: cli_anim_chamber_tint), on the page and in the GIF. */
#define CLI_ANIM_SETS 6
#define CLI_ANIM_SET_COLORS {0xf4a582u, 0x92c5deu, 0xa6dba0u, 0xc2a5cfu, 0xfdd49eu, 0x80cdc1u}
#define CLI_ANIM_CHAMBER_COLORS {0xdde8f6u, 0xf6e6d2u}
/* Which of the set colours names cell (x2, y2); the page's script computes
 * the same (32-bit wrapping multiplies). */
static inline int cli_anim_set_color(int32_t x2, int32_t y2)
{
    return (int)((((uint32_t)x2 * 73856093u) ^ ((uint32_t)y2 * 19349663u)) % CLI_ANIM_SETS);
}
/* Which tint the chamber from (x, y) to (x2, y2) gets. */
static inline int cli_anim_chamber_tint(int32_t x, int32_t y, int32_t x2, int32_t y2)
{
    return cli_anim_set_color(x + x2, y + y2) & 1;
}

/* A canvas of palette indices (anim_canvas.c), the page's picture as pixels;
 * 32 colours, a power of two as a GIF colour map needs (those past
 * CLI_PX_SCAN unused). */
enum { CLI_PX_BG, CLI_PX_WALL, CLI_PX_EXPANDED, CLI_PX_FRONTIER, CLI_PX_BACKTRACK, CLI_PX_PATH, CLI_PX_START,
       CLI_PX_GOAL, CLI_PX_SET, CLI_PX_CHAMBER = CLI_PX_SET + CLI_ANIM_SETS, CLI_PX_SHORTEST = CLI_PX_CHAMBER + 2,
       CLI_PX_SCAN, CLI_PX_COLORS = 32 };
typedef struct cli_canvas {
    int32_t w, h;
    uint8_t *px;              /* w*h indices, row by row */
    uint32_t pal[CLI_PX_COLORS]; /* 0xRRGGBB of each index */
    /* Off rect (anim_cells.c): the maze as the events left it, each cell's
     * colour (a CLI_PX_* index, CLI_PX_BG for none) and the frame the
     * library draws from them (maze_draw_pixels), w*h 0xRRGGBB. */
    maze *state;
    uint8_t *cell;
    uint32_t *rgb;
    /* Told each rectangle painted, unclipped (the SVG frames record them);
     * NULL: nobody. */
    void (*rect)(void *ud, int64_t x, int64_t y, int64_t w, int64_t h, uint8_t k);
    void *rect_ud;
} cli_canvas;
/* The base picture of p into c (allocated; free with cli_canvas_free):
 * MAZE_OK, MAZE_ETOOBIG, MAZE_EINVAL (bad drawing options), MAZE_ENOMEM,
 * or off rect MAZE_EUNSUPPORTED (a library without cairo). */
int cli_canvas_base(cli_canvas *c, const cli_anim_page *p);
/* Frees what cli_canvas_base allocated. */
void cli_canvas_free(cli_canvas *c);
/* Whether p's maze is drawn cell by cell from its geometry (anim_cells.c):
 * a maze of another topology than rect. */
int cli_anim_cells(const cli_anim_page *p);
/* The same three calls as cli_canvas_base, cli_canvas_events and
 * cli_canvas_result for such a maze: the cells' shapes drawn by the library
 * (maze_draw_pixels), each event a cell's colour or a side opened or closed. */
int cli_cells_base(cli_canvas *c, const cli_anim_page *p);
void cli_cells_events(cli_canvas *c, const cli_anim_page *p, size_t from, size_t to);
void cli_cells_result(cli_canvas *c, const cli_anim_page *p);
/* The page's SVG of such a maze (anim_page_cells.c), pw x ph pixels: the
 * walls of `base` (every side closed for a generator, the maze for a
 * solver) one element each in the group with id LAYER + "w", under them
 * the group with id `layer` the events' cell colours go in (for an SVG
 * frame, those of `fill`'s cells already; NULL none), and a solver's end
 * markers. Then the script's data: the cells' outlines (CELL) and which
 * wall element lies between two cells (SD). Both return MAZE_OK or
 * MAZE_EIO. */
int cli_cells_page(const cli_anim_page *p, maze *base, const cli_canvas *fill, const char *layer, int32_t pw,
                   int32_t ph, maze_write_fn write, void *ctx);
int cli_cells_page_data(const cli_anim_page *p, maze_write_fn write, void *ctx);
/* The side of cell a that leads to cell b, or -1. */
int cli_cells_side(const maze *m, uint32_t a, uint32_t b);
/* Paints events [from, to) of p's log, then the start and goal marks. */
void cli_canvas_events(cli_canvas *c, const cli_anim_page *p, size_t from, size_t to);

/* Repaints c as the result alone: the finished maze (or the map) and the
 * end marks, without the events' colours. */
void cli_canvas_result(cli_canvas *c, const cli_anim_page *p);

/* How many frames a GIF or a frames folder holds: one a step when the log
 * is short, else p->frames; a generator's last one is the finished maze
 * without the events' colours. */
size_t cli_anim_frame_count(const cli_anim_page *p);
/* Moves c on to frame k of nf (frames in order from 0; *done the events
 * painted so far, 0 before frame 0). */
void cli_anim_frame(cli_canvas *c, const cli_anim_page *p, size_t k, size_t nf, size_t *done);

/* Writes the frames (cli_anim_frame) as PNG files frame-0001.png ... (svg
 * nonzero: SVG files frame-0001.svg ..., cli_anim_svg_frame) into the
 * folder dir, which must not exist: all of them are written into a new
 * folder beside it, renamed to dir at the end; on a failure nothing is
 * left. MAZE_OK, MAZE_EUNSUPPORTED (PNG in a build without libpng),
 * MAZE_ETOOBIG, MAZE_ENOMEM or MAZE_EIO (errno says why). */
int cli_anim_frames_dir(const cli_anim_page *p, const char *dir, int svg);

/* SVG frames (anim_svg.c): the rectangles the canvas is painted with,
 * recorded while it moves on frame by frame (cli_anim_svg_begin hooks it). */
typedef struct cli_svg_frames cli_svg_frames;
/* Hooks c (made by cli_canvas_base for p) to a new record. MAZE_OK or MAZE_ENOMEM. */
int cli_anim_svg_begin(cli_svg_frames **out, cli_canvas *c, const cli_anim_page *p);
/* Moves c on to frame k of nf, as cli_anim_frame, and writes that frame as
 * an SVG file at path: the library's SVG of the base picture (every wall
 * closed for a generator, the maze solved or the map), the rectangles the
 * events painted so far in their colours, then the end marks; a
 * generator's last frame the finished maze. The same cells in the same
 * colours as the PNG frame. MAZE_OK, MAZE_ENOMEM or MAZE_EIO. */
int cli_anim_svg_frame(cli_svg_frames *f, cli_canvas *c, size_t k, size_t nf, size_t *done, const char *path);
void cli_anim_svg_end(cli_svg_frames *f);

/* Replays the log on stdout with ANSI colours, delay_ms between steps.
 * Returns MAZE_OK or MAZE_EIO. */
int cli_anim_terminal(const cli_anim_page *p, long long delay_ms);

#endif
