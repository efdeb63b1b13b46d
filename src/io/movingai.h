/* movingai.h - what the Moving AI .map and .scen readers and writers share:
 * a line cursor that accepts LF and CRLF, error reporting, number parsing. */
#ifndef MAZE_IO_MOVINGAI_H
#define MAZE_IO_MOVINGAI_H

#include "../internal.h"

/* Walks data[0..len) line by line; `line` is the 1-based number of the line
 * last returned. */
typedef struct mz_lines {
    const char *p, *end;
    long line;
} mz_lines;

MZ_HIDDEN void mz_lines_init(mz_lines *c, const char *data, size_t len);
/* Returns the next line without its LF or CRLF in (*s, *n); 0 at the end. */
MZ_HIDDEN int mz_lines_next(mz_lines *c, const char **s, size_t *n);
/* Fills err (when given) with the line and a formatted message; returns status. */
MZ_HIDDEN int mz_format_error(maze_error_info *err, long line, int status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A decimal integer of 1 to 10 digits (no sign); -1 otherwise. */
MZ_HIDDEN int64_t mz_parse_count(const char *s, size_t n);
/* Writes a .map header ("type octile", height, width, "map"). MAZE_EIO. */
MZ_HIDDEN int mz_movingai_header(maze_write_fn write, void *ctx, int64_t w, int64_t h);

#endif
