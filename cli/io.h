/* io.h - reading inputs and writing outputs for the commands: loading a
 * file, choosing the output format, writing a picture atomically or to
 * stdout, and the standard streams and signals around it (io.c, tempfiles.c). */
#ifndef MAZE_CLI_IO_H
#define MAZE_CLI_IO_H

#include "core.h"

/* Reads FILE ("-" = stdin) with -i and --max-cells of c into doc;
 * prints "maze: FILE:LINE: message" and returns an exit status on failure,
 * or 0. */
int cli_load(const cli_core *c, const char *path, maze_doc *doc);
/* Reads the Moving AI map FILE ("-" = stdin) of at most max_cells cells
 * (0: the library's default) into *map; prints "maze: FILE:LINE: message"
 * and returns an exit status on failure, or 0. */
int cli_load_movingai(const char *path, uint64_t max_cells, maze_map **map);
/* 1 when m is a rect maze (its cells (x, y)); 0 for another topology,
 * whose cell c is the point (c, 0) of every call, as in the library. */
int cli_maze_rect(const maze *m);

/* Writes weave maze m as a text picture of its corridors (weave_text.c):
 * `format` "text" (ASCII) or "unicode" (box drawing), the overlay's start
 * and goal as S and E, its path's cells as * (unicode a bullet). MAZE_OK,
 * MAZE_ENOMEM, or MAZE_EIO when write fails. */
int cli_weave_text(const maze *m, const char *format, const maze_overlay *ov, maze_write_fn write, void *ctx);
/* Whether `format` is a text picture of weave maze m that maze render
 * and maze solve draw themselves (cli_weave_text). */
int cli_weave_text_of(const maze *m, const char *format);

/* The extension of the last component of `path` (after its last dot), or
 * NULL when it has none ("name", ".hidden", "name."). */
const char *cli_path_ext(const char *path);
/* The output format: -f, else the one the -o name's extension names (the
 * format table's extension or a format's name, any case: x.png, x.blocks),
 * else `fallback` (a name without an extension). `need` is
 * MAZE_FMT_WRITE_MAZE or MAZE_FMT_WRITE_MAP. Prints a message and returns
 * NULL (exit status 2) when the format is unknown or cannot draw, or when
 * the extension names no format (the message lists them). */
const char *cli_out_format(const cli_core *c, const char *fallback, unsigned need);
/* Turns doc's block map into the wall maze it stands for, for stats: the
 * maze whose block grid it is (marks moved to that maze's cells) if it is
 * one and its marks are on cells (*read_as "blocks"), else the maze of its
 * 4-connected open cells (*read_as "cells"). 0, or an exit status after a
 * message naming `file` (doc then cleared). */
int cli_map_as_maze(const char *file, maze_doc *doc, const char **read_as);
/* With --gaps, checks that `format` draws them (text, unicode, png, svg) on
 * a wall maze (is_map 0): 0, or EXIT_USAGE after a message. */
int cli_gaps_check(const cli_core *c, const char *format, int is_map);

/* 1 when the -o value `path` (NULL: none given) means standard output. A
 * command's human report (solve's summary and trace, demo's path) goes to
 * stdout only when stdout carries no picture or JSON, else to stderr: what
 * stdout carries is always one whole file. */
int cli_is_stdout(const char *path);
/* A binary format (MAZE_FMT_BINARY: png) is not written to a terminal:
 * 0, or EXIT_USAGE after a message when `path` is stdout and stdout is a
 * terminal. Every path that writes a picture to stdout asks first. */
int cli_check_terminal(const cli_core *c, const char *format, const char *path);

/* What to write: a maze or a map with an overlay, in a format. */
typedef struct cli_picture {
    const maze *maze;
    const maze_map *map;
    const char *format;
    const maze_overlay *overlay;
} cli_picture;

/* maze_write_file_atomic with the temporary file registered for removal by
 * the signal handlers of cli_signals_init. Thread-safe. Returns a library
 * status (MAZE_EIO: errno says why). */
int cli_write_file(const char *path, maze_produce_fn fn, void *ud);
/* Installs the command's signal dispositions (main, before anything else):
 * SIGPIPE and SIGXFSZ ignored (the write fails and is reported), and every
 * other signal that would end the process removes the temporary files first
 * and then ends it by the same signal. Signals ignored on entry (nohup) stay
 * ignored. */
void cli_signals_init(void);
/* Opens /dev/null on standard streams closed on entry, the wrong way round
 * (stdin write-only, stdout and stderr read-only): no file the command opens
 * can become its stdout, and a write to a closed stdout fails (EBADF) and is
 * reported. main, first. */
void cli_std_fds(void);
/* The end of every command: flushes and closes stdout; if anything written
 * there was lost (full disk, closed stdout or pipe) and the command had not
 * already failed (status 2..4), prints "maze: CMD: <stdout>: write error: WHY"
 * (without CMD when NULL) and returns EXIT_INPUT; else returns `rc`. */
int cli_close_stdout(const char *cmd, int rc);
/* Reports a failed write of `path` ("<stdout>" for standard output) by `cmd`:
 * MAZE_EIO with errno's reason (exit 3), out of memory (exit 4), others by
 * cli_exit_for. Returns the exit status. */
int cli_write_failed(const char *cmd, const char *path, int status);

/* Writes a picture to -o (atomically) or to stdout. Returns an exit status,
 * after a message naming the file on failure. */
int cli_emit(const cli_core *c, const cli_picture *p);

#endif
