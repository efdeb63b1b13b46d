/* format.h - the format table, above io and draw, whose files define its
 * descriptors (list.h names them): lookup by name, and the calls that take
 * a format's name. */
#ifndef MAZE_FORMAT_H
#define MAZE_FORMAT_H

#include "../draw/draw.h"
#include "../io/io.h"

/* Every format file exports one descriptor; list.h names them. */
#define MZ_FORMAT(id) extern const mz_format mz_fmt_##id;
#include "list.h"
#undef MZ_FORMAT

/* Finds a descriptor by name; NULL if unknown. */
MZ_HIDDEN const mz_format *mz_format_find(const char *name);

#endif
