/* movingai.h - what the Moving AI .map and .scen readers and writers and the
 * cost-map reader share: error reporting (the line scanner is io.h's, numbers
 * internal.h's). */
#ifndef MAZE_IO_MOVINGAI_H
#define MAZE_IO_MOVINGAI_H

#include "io.h" /* the line scanner, mz_lines */

/* Fills err (when given) with the line and a formatted message; returns status. */
MZ_HIDDEN int mz_format_error(maze_error_info *err, long line, int status, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Writes a .map header ("type octile", height, width, "map"). MAZE_EIO. */
MZ_HIDDEN int mz_movingai_header(maze_write_fn write, void *ctx, int64_t w, int64_t h);

#endif
