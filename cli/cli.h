/* cli.h - what every file of the maze command uses: exit codes, the
 * subcommand table, option parsing (opts.h), error reporting and escaping,
 * reading a file. What only some commands share is in core.h, io.h, ends.h,
 * solver.h, draw.h, anim.h and gen.h. */
#ifndef MAZE_CLI_H
#define MAZE_CLI_H

#include "maze.h"
#include "opts.h"

#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
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

/* The subcommands (cmd_NAME.c each): argv[0] is the subcommand's name;
 * each returns its exit status. */
int cmd_list(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_solve(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_animate(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_book(int argc, char **argv);
int cmd_prepare(int argc, char **argv);

/* Maps a library status to an exit status (ENOMEM/ETOOBIG -> 4, EINVAL/
 * ENOTFOUND/ERANGE -> 2, others -> 3). */
int cli_exit_for(int status);
/* Prints "maze: <what>: <message>" to stderr and returns cli_exit_for(status). */
int cli_fail(const char *what, int status);
/* Prints "maze: <formatted>" to stderr as one line in one write and returns
 * `code`. The formatted text is escaped as cli_escape does, whatever the
 * arguments hold (file names, option values, environment): no byte from
 * outside reaches the terminal raw. A line over the buffer is cut, ending in
 * "...". */
int cli_error(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* cli_error, then ": " and `msg`, a library message (maze_error_info), whose
 * bytes from the input the library has escaped already: its backslashes are
 * kept (any other byte outside printable ASCII would still be escaped). */
int cli_error_msg(int code, const char *msg, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The command's one escaping: src[0..n) into dst (cap bytes with the NUL)
 * with every byte outside printable ASCII (0x20-0x7e), and the backslash
 * unless keep_backslash, as \xHH; cut at a whole byte and marked "..." when
 * it does not fit. Returns the length written. */
size_t cli_escape(char *dst, size_t cap, const char *src, size_t n, int keep_backslash);
/* Prints the formatted text to f escaped as cli_error does (a '\n' ending
 * fmt is kept): every other line the command prints that holds a file name
 * or anything else from outside. 0, or -1 when the write failed. */
int cli_print(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int cli_vprint(FILE *f, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* Writes s as a JSON string (RFC 8259) in ASCII: '"' and '\\' escaped,
 * control characters and DEL as \u00XX, valid UTF-8 as its code point
 * (\uXXXX, a surrogate pair above U+FFFF), and each byte that is not part
 * of valid UTF-8 as \u00XX of its value (the byte read as Latin-1). */
void cli_json_string(FILE *f, const char *s);
/* A thread's first error line, held instead of printed (--count workers:
 * only the first failure by index is reported, once). */
typedef struct cli_errbuf {
    char text[8192];        /* "" or "maze: ...\n" */
} cli_errbuf;
/* Makes cli_error on this thread keep its first line in *b (emptied now)
 * instead of printing it; NULL prints again. */
void cli_error_capture(cli_errbuf *b);

/* Reads a whole file ("-" = stdin) into a malloc'd, NUL-terminated buffer. 0 on success, else
 * prints an error naming the file and returns EXIT_INPUT or EXIT_TOOBIG. */
int cli_read_file(const char *path, char **data, size_t *len);

/* The most threads a command runs (generate -j, and the temporary files
 * that many workers may hold at once). */
#define CLI_MAX_JOBS 256

/* A write callback on a FILE*. */
int cli_write_stdio(void *ctx, const void *bytes, size_t len);

#endif
