/* test_hostile.c - hostile inputs to every reader: empty and tiny inputs in
 * every format (a fuzz crash once), headers claiming 2^40 cells, a very long
 * single line and a million blank lines (rejected or read, in linear time);
 * the same for text and PNG masks (maze_mask_read). */
#include "testlib.h"
#include "maze.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Time budgets are generous for a loaded machine; sanitizers slow the
 * readers down about tenfold, so their builds get five times the budget
 * (a quadratic reader would need hours either way). */
#if defined(__SANITIZE_ADDRESS__)
#define BUDGET_SCALE 5
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BUDGET_SCALE 5
#endif
#endif
#ifndef BUDGET_SCALE
#define BUDGET_SCALE 1
#endif
#define BUDGET_SECS (60.0 * BUDGET_SCALE)

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

/* A 32 MB single line and 1e6 blank lines: each read (or refused) in far
 * less than a quadratic reader would need. */
static void test_linear(void)
{
    size_t n = (size_t)32 << 20;
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
    CHECK(secs < BUDGET_SECS);
    free(line);
}

static uint32_t crc32_of(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24), p[1] = (uint8_t)(v >> 16), p[2] = (uint8_t)(v >> 8), p[3] = (uint8_t)v;
}

/* The signature and a valid IHDR chunk (8-bit grey) claiming w x h pixels,
 * then an empty IDAT and IEND: 57 bytes. */
static size_t png_claiming(uint8_t *b, uint32_t w, uint32_t h)
{
    static const uint8_t head[16] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    static const uint8_t grey8[5] = {8, 0, 0, 0, 0};
    static const uint8_t idat[8] = {0, 0, 0, 0, 'I', 'D', 'A', 'T'}, iend[8] = {0, 0, 0, 0, 'I', 'E', 'N', 'D'};
    memcpy(b, head, sizeof head);
    put32(b + 16, w);
    put32(b + 20, h);
    memcpy(b + 24, grey8, sizeof grey8);
    put32(b + 29, crc32_of(b + 12, 17));
    memcpy(b + 33, idat, sizeof idat);
    put32(b + 41, crc32_of(b + 37, 4));
    memcpy(b + 45, iend, sizeof iend);
    put32(b + 53, crc32_of(b + 49, 4));
    return 57;
}

/* Masks claiming absurd sizes are refused from the header (PNG) or the first
 * line (text), before any big allocation, with a message. */
static void test_mask_sizes(void)
{
    tl_alloc counted = {0}; /* records the largest block asked for */
    maze_allocator a = tl_alloc_make(&counted);
    maze *m = NULL;
    maze_error_info err = {0};
    uint8_t png[64];
    static const uint32_t sides[][2] = {{1u << 20, 1u << 20}, {1000000, 1000000}, {INT32_MAX, 1}, {20000, 20000}};
    for (size_t k = 0; k < sizeof sides / sizeof sides[0]; k++) {
        size_t n = png_claiming(png, sides[k][0], sides[k][1]);
        memset(&err, 0, sizeof err);
        int st = maze_mask_read(&m, png, n, 0, &a, &err);
        printf("PNG mask claiming %u x %u: %s (%s)\n", sides[k][0], sides[k][1], maze_strerror(st), err.message);
#if __has_include(<png.h>)
        CHECK_EQ(st, MAZE_ETOOBIG);
        CHECK(strstr(err.message, "PNG") != NULL);
#else
        CHECK_EQ(st, MAZE_EUNSUPPORTED);
#endif
        CHECK(m == NULL);
    }
    /* within the limit: libpng finds the data missing (not a crash, not 4e8 bytes) */
    size_t n = png_claiming(png, 100, 100);
    int st = maze_mask_read(&m, png, n, 0, &a, &err);
    CHECK(st == MAZE_EFORMAT || st == MAZE_EUNSUPPORTED);
    CHECK(m == NULL);
    CHECK(counted.biggest < 100000); /* nothing of the claimed sizes was allocated */
    /* A text mask line of 32 MB with a 1e6-cell limit; 1e6 blank lines; 2^19
     * one-cell rows (read): each in linear time. */
    size_t len = (size_t)32 << 20;
    char *text = malloc(len);
    memset(text, '.', len);
    double t0 = now();
    CHECK_EQ(maze_mask_read(&m, text, len, 1000000, &a, &err), MAZE_ETOOBIG);
    CHECK_EQ(maze_mask_read(&m, text, len, 0, &a, &err), MAZE_OK); /* 32 Mi cells < 1e8 */
    CHECK_EQ(maze_width(m), (int32_t)len);
    maze_destroy(m);
    memset(text, '\n', (size_t)1 << 20);
    CHECK_EQ(maze_mask_read(&m, text, (size_t)1 << 20, 0, &a, &err), MAZE_EFORMAT);
    for (size_t i = 0; i < ((size_t)1 << 20); i += 2) text[i] = 'X', text[i + 1] = '\n';
    text[0] = '.';
    CHECK_EQ(maze_mask_read(&m, text, (size_t)1 << 20, 0, &a, &err), MAZE_OK);
    CHECK_EQ(maze_height(m), 1 << 19);
    CHECK_EQ(maze_cell_count(m), 1);
    maze_destroy(m);
    double secs = now() - t0;
    printf("hostile text masks: %.2f s\n", secs);
    CHECK(secs < BUDGET_SECS);
    free(text);
}

int main(void)
{
    test_tiny_inputs();
    test_huge_headers();
    test_linear();
    test_mask_sizes();
    return check_done();
}
