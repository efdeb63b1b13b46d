/* fz_cli.h - the maze command's subcommands as fuzz_cli runs them. Each file
 * here includes one cli/cmd_*.c whole, so the command's own parsing and
 * checks run unchanged; the few calls that would read or write files, or
 * make a maze of the size asked for, are renamed to the stubs below first. */
#ifndef MAZE_FZ_CLI_H
#define MAZE_FZ_CLI_H

#include "../../cli/cli.h"

/* A maze of at most this many cells is really made; a bigger one that passed
 * every check is made 2 x 2 instead (the point is the command line). */
#define FZ_CLI_CELLS 400

/* The subcommands: argv[0] is the subcommand name; returns the exit status. */
int fz_generate(int argc, char **argv);
int fz_solve(int argc, char **argv);
int fz_render(int argc, char **argv);
int fz_demo(int argc, char **argv);
int fz_stats(int argc, char **argv);
int fz_animate(int argc, char **argv);
int fz_bench(int argc, char **argv);
int fz_play(int argc, char **argv);

/* Stubs (stubs.c). For cli_load: a small block map when the file name has
 * "map" in it, else a small wall maze (-i still checked). */
int fz_load(const cli_args *a, const char *path, maze_doc *doc);
/* For cli_emit: draws into memory and drops it. */
int fz_emit(const cli_args *a, const cli_picture *p);
/* For cli_read_file: a malformed file when the name has "bad" in it, a
 * scenario when it ends in .scen, a cost grid for the map when it has
 * "cost", a text mask when it has "mask", the map when it has "map", else a
 * text maze. */
int fz_read_file(const char *path, char **data, size_t *len);
/* For fopen (bench streams its scenario files): fz_read_file's bytes for
 * that name, as a read-only memory stream. */
FILE *fz_fopen(const char *path, const char *mode);
/* For cli_write_file: produces the bytes into memory, no file. */
int fz_write_file(const char *path, maze_produce_fn fn, void *ud);
/* For maze_generate: at most FZ_CLI_CELLS cells, else 2 x 2. */
int fz_maze_generate(maze **out, const char *name, int32_t width, int32_t height, uint64_t seed,
                     const maze_gen_opts *o, const maze_allocator *alloc);

#endif
