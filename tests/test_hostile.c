/* test_hostile.c - hostile inputs to every reader: empty and tiny inputs in
 * every format (a fuzz crash once), headers claiming 2^40 cells, a very long
 * single line and a million blank lines (rejected or read, in linear time). */
#include "check.h"
#include "maze.h"

#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Reads data in format fmt (NULL = detect); returns the status. */
static int read_as(const char *fmt, const char *data, size_t len)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = fmt;
    maze_doc doc;
    maze_error_info err = {0};
    int st = maze_read(&doc, data, len, &o, NULL, &err);
    if (st == MAZE_OK) maze_doc_clear(&doc);
    else CHECK(err.message[0] != 0); /* every rejection says why */
    return st;
}

static void test_tiny_inputs(void)
{
    static const char *const tiny[] = {"", " ", "\n", "\r\n", "0", "1 1", "+", "\xe2\x94", "#"};
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        if (!(f->flags & MAZE_FMT_READ)) continue;
        for (size_t k = 0; k < sizeof tiny / sizeof tiny[0]; k++) {
            int st = read_as(f->name, tiny[k], strlen(tiny[k]));
            CHECK(st == MAZE_OK || st == MAZE_EFORMAT);
        }
        CHECK(read_as(f->name, NULL, 0) == MAZE_EFORMAT);
    }
    CHECK_EQ(read_as(NULL, "", 0), MAZE_EFORMAT);
    CHECK_EQ(read_as("no-such-format", "x", 1), MAZE_ENOTFOUND);
}

static void test_huge_headers(void)
{
    /* 2^20 x 2^20 = 2^40 cells: refused from the header, before allocating. */
    static const char mask[] = "1048576 1048576\n0\n";
    CHECK_EQ(read_as("mask", mask, sizeof mask - 1), MAZE_ETOOBIG);
    static const char map[] = "type octile\nheight 1048576\nwidth 1048576\nmap\n.\n";
    maze_map *m = NULL;
    maze_error_info err = {0};
    CHECK_EQ(maze_map_read_movingai(&m, map, sizeof map - 1, NULL, NULL, &err), MAZE_ETOOBIG);
    CHECK(m == NULL && err.line > 0);
    static const char neg[] = "-5 3\n";
    CHECK_EQ(read_as("mask", neg, sizeof neg - 1), MAZE_EFORMAT);
}

/* A 64 MB single line and 1e6 blank lines: each read (or refused) in far
 * less than a quadratic reader would need; the budget is generous. */
static void test_linear(void)
{
    size_t n = (size_t)64 << 20;
    char *line = malloc(n);
    memset(line, '+', n);
    double t0 = now();
    for (size_t i = 0; i < maze_format_count(); i++)
        if (maze_format_at(i)->flags & MAZE_FMT_READ) (void)read_as(maze_format_at(i)->name, line, n);
    (void)read_as(NULL, line, n);
    memset(line, '\n', (size_t)1 << 20);
    for (size_t i = 0; i < maze_format_count(); i++)
        if (maze_format_at(i)->flags & MAZE_FMT_READ) (void)read_as(maze_format_at(i)->name, line, (size_t)1 << 20);
    (void)read_as(NULL, line, (size_t)1 << 20);
    double secs = now() - t0;
    printf("hostile long-line and blank-line reads: %.2f s\n", secs);
    CHECK(secs < 60);
    free(line);
}

int main(void)
{
    test_tiny_inputs();
    test_huge_headers();
    test_linear();
    return check_done();
}
