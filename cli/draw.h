/* draw.h - pictures: the drawing options that render, generate, solve and
 * animate share, checked and drawn to png or svg (draw.c). */
#ifndef MAZE_CLI_DRAW_H
#define MAZE_CLI_DRAW_H

#include "io.h"

/* Defaults (maze_draw_opts_init). */
void cli_draw_init(cli_draw *d);
/* The image format for `format` (-f, may be NULL) and output `path` (-o, may
 * be NULL): "png", "svg" or "pdf" when -f names one or, without -f, when the
 * path ends in .png, .svg or .pdf (any case); NULL otherwise (a text format). */
const char *cli_draw_format(const char *format, const char *path);
/* Checks the drawing options against the chosen output format `fmt`: they
 * only apply to png, svg and pdf, and --show expanded only where the command
 * records a solver's visits (`solver` nonzero). 0, or EXIT_USAGE after a
 * message. A command without drawing options passes. */
int cli_draw_check(const cli_core *c, const char *fmt, int solver);
/* 1 when the layers can be drawn from rows streamed by a generator (no heat,
 * no expanded cells: those need the whole maze); d may be NULL. */
int cli_draw_can_stream(const cli_draw *d);
/* Checks drawing options o for a width x height maze (is_map 0) or map
 * (is_map 1) before any file exists: 0, or EXIT_USAGE (bad options) or
 * EXIT_TOOBIG (image over MAZE_DRAW_MAX_SIDE) after a message. */
int cli_draw_check_size(const cli_core *c, const maze_draw_opts *o, int32_t w, int64_t h, int is_map);
/* Step callback and record for the expanded layer: when the layers ask for
 * it, sets *step and *ud for a width x height solve and returns 0 (EXIT_TOOBIG
 * when out of memory); does nothing otherwise. */
int cli_draw_want_visits(cli_draw *d, int32_t width, int32_t height, maze_step_fn *step, void **ud);
/* Draws p (format "png" or "svg") with c's drawing options to -o (NULL or
 * "-": stdout, refused for PNG on a terminal), atomically. The options and
 * the image size are checked before a file is created. Reads c only
 * (threads may share it). Returns an exit status, after a message. */
int cli_draw_save(const cli_core *c, const cli_picture *p);
/* Frees what cli_draw_want_visits allocated. */
void cli_draw_free(cli_draw *d);

#endif
