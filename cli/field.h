/* field.h - `maze solve --distances`: a Dijkstra map of one or many sources,
 * and with --flow its flow field, written as CSV, JSON or a PGM heat picture
 * (field.c). */
#ifndef MAZE_CLI_FIELD_H
#define MAZE_CLI_FIELD_H

#include "core.h"
#include "solver.h"

/* --distances's words: how the field is written. */
enum { CLI_FIELD_CSV = 1, CLI_FIELD_JSON = 2, CLI_FIELD_PGM = 3 };
extern const cli_choice cli_field_words[];

/* The sources given by --source X,Y (repeatable), malloced. */
typedef struct cli_sources {
    cli_xy *xy;
    size_t n, cap;
} cli_sources;
/* --source's parser (a CLI_FUNC over a cli_sources field). */
int cli_field_opt_source(const char *cmd, void *field, const char *value);
/* Frees what --source collected. */
void cli_sources_free(cli_sources *s);

/* Computes the field of s's graph from the --source cells (none: s's start)
 * with `flow` (towards them, each cell's next step) or without (from them),
 * and writes it as `how` (CLI_FIELD_*) to -o or stdout. Returns an exit
 * status, after a message on failure. */
int cli_field_run(const cli_core *c, const cli_sources *src, int how, int flow, cli_solve *s);

#endif
