/* cli.h - what the maze command's subcommand files share: exit codes, the
 * subcommand table entry, option parsing helpers and error reporting. */
#ifndef MAZE_CLI_H
#define MAZE_CLI_H

#include "maze.h"

#include <stdio.h>

/* Exit statuses, documented in `maze --help` and maze(1). */
enum {
    EXIT_OK_ = 0,
    EXIT_NOPATH = 1,   /* no path / benchmark mismatch */
    EXIT_USAGE = 2,    /* bad command line */
    EXIT_INPUT = 3,    /* bad input or I/O error */
    EXIT_TOOBIG = 4    /* too large or out of memory */
};

/* A subcommand: name, one-line summary, entry point (argv[0] is its name). */
typedef struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
} cli_command;

/* Maps a library status to an exit status (ENOMEM/ETOOBIG -> 4, EINVAL/
 * ENOTFOUND/ERANGE -> 2, others -> 3). */
int cli_exit_for(int status);
/* Prints "maze: <what>: <message>" to stderr and returns cli_exit_for(status). */
int cli_fail(const char *what, int status);
/* Prints "maze: <formatted>" to stderr and returns `code`. */
int cli_error(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Strict number parsing: the whole string, in [lo, hi]. 0 on success. */
int cli_parse_i64(const char *s, long long lo, long long hi, long long *out);
int cli_parse_u64(const char *s, unsigned long long *out);
int cli_parse_double(const char *s, double lo, double hi, double *out);
/* Parses "X,Y" (0-based). 0 on success. */
int cli_parse_xy(const char *s, int32_t *x, int32_t *y);

/* Parses a heuristic name (default|manhattan|octile|euclidean|chebyshev|zero)
 * into a MAZE_H_* value. 0 on success, -1 for an unknown name. */
int cli_parse_heuristic(const char *s, int *out);

/* Reads a whole file ("-" = stdin) into a malloc'd, NUL-terminated buffer. 0 on success, else
 * prints an error naming the file and returns EXIT_INPUT or EXIT_TOOBIG. */
int cli_read_file(const char *path, char **data, size_t *len);

/* A write callback on a FILE*. */
int cli_write_stdio(void *ctx, const void *bytes, size_t len);

#endif
