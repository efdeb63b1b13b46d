/* fz_cli.h - the maze command's subcommands as fuzz_cli runs them. Each file
 * here includes one cli/cmd_*.c whole, so the command's own parsing and
 * checks run unchanged; the few calls that would read or write files, or
 * make a maze of the size asked for, are renamed to the stubs below first. */
#ifndef MAZE_FZ_CLI_H
#define MAZE_FZ_CLI_H

#include "../../cli/cli.h"
#include "../../cli/core.h"
#include "../../cli/io.h"

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
int fz_prepare(int argc, char **argv);
int fz_play(int argc, char **argv);

/* Read files are held to this many cells (a maze of 64 KiB of text has
 * fewer), a bench map to fewer: every query of a scenario searches it. */
#define FZ_CLI_READ_CELLS 65536u
#define FZ_CLI_BENCH_CELLS 4096u
/* animate draws a frame per step of the search: smaller still. */
#define FZ_CLI_ANIM_CELLS 2000u

/* What separates the files in the fuzzer's input (fuzz_cli.c). */
#define FZ_FILE_SEP "\0MAZEFILE\0"

/* Stubs (stubs.c). The files the next run reads, FZ_FILE_SEP-separated
 * (NULL: only built-in ones); data must outlive the run. */
void fz_files_set(const char *data, size_t len);
/* For cli_emit: draws into memory and drops it. */
int fz_emit(const cli_core *c, const cli_picture *p);
/* For cli_read_file: the next file fz_files_set gave; once none is left, a
 * malformed file when the name has "bad" in it, a scenario when it ends in
 * .scen, a cost grid for the map when it has "cost", a text mask when it has
 * "mask", the map when it has "map", else a text maze. */
int fz_read_file(const char *path, char **data, size_t *len);
/* For fopen (bench streams its scenario files): what fz_read_file would
 * give, as a read-only memory stream. */
FILE *fz_fopen(const char *path, const char *mode);
/* For cli_write_file: produces the bytes into memory, no file. */
int fz_write_file(const char *path, maze_produce_fn fn, void *ud);
/* For maze_read, maze_mask_read and maze_map_read_movingai: the caller's
 * limit or FZ_CLI_READ_CELLS (FZ_CLI_BENCH_CELLS for a map, animate's
 * FZ_CLI_ANIM_CELLS), the smaller. */
int fz_maze_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o, const maze_allocator *alloc,
                 maze_error_info *err);
int fz_anim_read(maze_doc *doc, const char *data, size_t len, const maze_read_opts *o, const maze_allocator *alloc,
                 maze_error_info *err);
int fz_mask_read(maze **out, const void *data, size_t len, uint64_t max_cells, const maze_allocator *alloc,
                 maze_error_info *err);
int fz_map_read_movingai(maze_map **out, const char *data, size_t len, const maze_read_opts *o,
                         const maze_allocator *alloc, maze_error_info *err);
/* For maze_generate: at most FZ_CLI_CELLS cells, else 2 x 2. */
int fz_maze_generate(maze **out, const char *name, int32_t width, int32_t height, uint64_t seed,
                     const maze_gen_opts *o, const maze_allocator *alloc);

#endif
