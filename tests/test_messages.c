/* test_messages.c - the readers' messages cannot lie or inject: every
 * readable format of the table (forced and detected), the mask reader (text
 * and PNG), the .map, .scen and cost-map readers get each byte value 0-255
 * put at each position of a valid input (replacing the byte there, and
 * inserted before it). Whenever one fails, its maze_error_info message must be
 * printable ASCII, not empty, and whole: nothing but NULs written after the
 * NUL that ends it (a NUL from the input once cut messages short). */
#include "testlib.h"
#include "maze.h"

#include <stdint.h>
#include <string.h>

#define CANARY ((char)0xa5)

/* A reader under test: reads data, fills err, returns a status. */
typedef int (*reader_fn)(const void *ctx, const char *data, size_t len, maze_error_info *err);

static size_t bad_messages, failures_seen;

/* Checks one failure's message; reports the first few bad ones in full. */
static void check_message(const char *who, const char *data, size_t len, int st, const maze_error_info *err)
{
    if (st == MAZE_OK) return;
    failures_seen++;
    const char *m = err->message;
    size_t n = strnlen(m, sizeof err->message);
    int ok = n > 0 && n < sizeof err->message;
    for (size_t i = 0; ok && i < n; i++) ok = m[i] >= 0x20 && m[i] <= 0x7e;
    for (size_t i = n + 1; ok && i < sizeof err->message; i++) ok = m[i] == CANARY || m[i] == 0; /* nothing after the end */
    if (!ok && bad_messages++ < 8) {
        fprintf(stderr, "%s: status %d, input of %zu bytes:", who, st, len);
        for (size_t i = 0; i < len && i < 80; i++) fprintf(stderr, " %02x", (unsigned char)data[i]);
        fprintf(stderr, "\n  message bytes:");
        for (size_t i = 0; i < sizeof err->message && i < n + 24; i++) fprintf(stderr, " %02x", (unsigned char)m[i]);
        fprintf(stderr, "\n");
    }
}

static void run_one(const char *who, reader_fn read, const void *ctx, const char *data, size_t len)
{
    maze_error_info err;
    err.line = -7;
    memset(err.message, CANARY, sizeof err.message);
    int st = read(ctx, data, len, &err);
    check_message(who, data, len, st, &err);
}

/* Every byte value at every position of sample, replacing and inserting. */
static void every_byte(const char *who, reader_fn read, const void *ctx, const char *sample, size_t len)
{
    char *d = malloc(len + 2);
    size_t before = failures_seen, bad_before = bad_messages;
    for (size_t pos = 0; pos <= len; pos++)
        for (int b = 0; b < 256; b++) {
            memcpy(d, sample, len);
            if (pos < len) {
                d[pos] = (char)b;
                run_one(who, read, ctx, d, len);
            }
            memcpy(d, sample, pos);
            d[pos] = (char)b;
            memcpy(d + pos + 1, sample + pos, len - pos);
            run_one(who, read, ctx, d, len + 1);
        }
    free(d);
    CHECK(failures_seen > before); /* the bytes did reach the messages */
    if (bad_messages > bad_before) fprintf(stderr, "%s: %zu bad messages\n", who, bad_messages - bad_before);
    CHECK_EQ(bad_messages - bad_before, 0);
}

/* ---- the readers ---- */

static int read_format(const void *ctx, const char *data, size_t len, maze_error_info *err)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = ctx; /* NULL: detected */
    maze_doc doc;
    int st = maze_read(&doc, data, len, &o, NULL, err);
    if (!st) maze_doc_clear(&doc);
    return st;
}

static int read_mask(const void *ctx, const char *data, size_t len, maze_error_info *err)
{
    (void)ctx;
    maze *m = NULL;
    int st = maze_mask_read(&m, data, len, 0, NULL, err);
    maze_destroy(m);
    return st;
}

static int read_movingai(const void *ctx, const char *data, size_t len, maze_error_info *err)
{
    (void)ctx;
    maze_map *map = NULL;
    int st = maze_map_read_movingai(&map, data, len, NULL, NULL, err);
    maze_map_destroy(map);
    return st;
}

static int read_scen(const void *ctx, const char *data, size_t len, maze_error_info *err)
{
    (void)ctx;
    maze_scen *sc = NULL;
    int st = maze_scen_read(&sc, data, len, NULL, err);
    maze_scen_destroy(sc);
    return st;
}

static int read_costs(const void *ctx, const char *data, size_t len, maze_error_info *err)
{
    return maze_map_read_costs((maze_map *)ctx, data, len, err);
}

/* ---- samples ---- */

static maze *sample_maze(void)
{
    maze *m = NULL;
    CHECK_EQ(maze_generate(&m, "dfs", 3, 2, 7, NULL, NULL), MAZE_OK);
    return m;
}

/* Every readable format of the table, on what its own writers write. */
static void table_formats(void)
{
    maze *m = sample_maze();
    maze_map *map = NULL;
    CHECK_EQ(maze_map_from_maze(&map, m, NULL), MAZE_OK);
    uint32_t path[] = {0, 1, 2};
    maze_overlay ov = {1, 1, 0, 0, 2, 0, path, 3};
    size_t formats = 0;
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        if (!(f->flags & MAZE_FMT_READ)) continue;
        formats++;
        for (int kind = 0; kind < 2; kind++) {
            tl_sink b = {0};
            unsigned need = kind ? MAZE_FMT_WRITE_MAP : MAZE_FMT_WRITE_MAZE;
            if (!(f->flags & need)) continue;
            int st = kind ? maze_map_write(map, f->name, NULL, tl_sink_write, &b) : maze_write(m, f->name, &ov, tl_sink_write, &b);
            CHECK_EQ(st, MAZE_OK);
            if (st || !b.data) continue;
            char who[64];
            snprintf(who, sizeof who, "%s (%s)", f->name, kind ? "map" : "maze");
            every_byte(who, read_format, f->name, b.data, b.len);
            snprintf(who, sizeof who, "%s (%s, detected)", f->name, kind ? "map" : "maze");
            every_byte(who, read_format, NULL, b.data, b.len);
            free(b.data);
        }
    }
    CHECK(formats >= 5);
    maze_map_destroy(map);
    maze_destroy(m);
}

/* An unknown -i name reaches maze_read's message: every byte in it. */
static void format_names(void)
{
    size_t bad_at_start = bad_messages;
    for (int b = 1; b < 256; b++) {
        char name[8] = {'x', (char)b, 'y', 0};
        maze_error_info err;
        memset(err.message, CANARY, sizeof err.message);
        maze_read_opts o = {name, 0};
        maze_doc doc;
        int st = maze_read(&doc, "x", 1, &o, NULL, &err);
        CHECK(st != MAZE_OK);
        check_message("maze_read format name", name, 3, st, &err);
    }
    CHECK_EQ(bad_messages, bad_at_start);
}

static void masks(void)
{
    static const char text[] = "..#\n.X.\n";
    every_byte("mask (text)", read_mask, NULL, text, sizeof text - 1);
    maze *m = sample_maze();
    tl_sink b = {0};
    CHECK_EQ(maze_write(m, "png", NULL, tl_sink_write, &b), MAZE_OK);
    if (b.data) every_byte("mask (PNG)", read_mask, NULL, b.data, b.len);
    free(b.data);
    maze_destroy(m);
}

static void movingai(void)
{
    static const char map[] = "type octile\nheight 2\nwidth 3\nmap\n.@.\n...\n";
    every_byte(".map", read_movingai, NULL, map, sizeof map - 1);
    static const char scen[] = "version 1\n0\tdir/a.map\t3\t2\t0\t0\t2\t1\t2.41421356\n";
    every_byte(".scen", read_scen, NULL, scen, sizeof scen - 1);
    maze_map *cm = NULL;
    CHECK_EQ(maze_map_create(&cm, 3, 2, NULL), MAZE_OK);
    static const char costs[] = "# costs\n1 2.5 3\n1,1,1e3\n";
    every_byte("cost map", read_costs, cm, costs, sizeof costs - 1);
    maze_map_destroy(cm);
}

/* The messages as they read: the byte escaped, the rest of the text kept. */
static void exact(const char *fmt, const char *data, size_t len, long line, const char *want)
{
    maze_error_info err;
    memset(err.message, CANARY, sizeof err.message);
    maze_read_opts o = {fmt, 0};
    maze_doc doc;
    int st = maze_read(&doc, data, len, &o, NULL, &err);
    CHECK_EQ(st, MAZE_EFORMAT);
    CHECK_EQ(err.line, line);
    CHECK(strcmp(err.message, want) == 0);
    if (strcmp(err.message, want) != 0) fprintf(stderr, "got '%s', want '%s'\n", err.message, want);
}

static void exact_messages(void)
{
    exact("perl", "***\n*\0*\n***\n", 12, 2, "'\\x00' at column 2 is not a map character");
    exact("perl", "***\n*\xff" "*\n***\n", 12, 2, "'\\xff' at column 2 is not a map character");
    exact("perl", "***\n*\\*\n***\n", 12, 2, "'\\x5c' at column 2 is not a map character");
    exact("blocks", "000\n0\x1b" "0\n000\n", 12, 2, "'\\x1b' at column 2 is not a block digit 0-6");
    maze_error_info err;
    maze_read_opts o = {"\x1b]0;title\x07", 0};
    maze_doc doc;
    CHECK_EQ(maze_read(&doc, "x", 1, &o, NULL, &err), MAZE_ENOTFOUND);
    CHECK(strcmp(err.message, "unknown format '\\x1b]0;title\\x07'") == 0);
    char long_name[200];
    memset(long_name, 0x9b, sizeof long_name - 1);
    long_name[sizeof long_name - 1] = 0;
    o.format = long_name;
    CHECK_EQ(maze_read(&doc, "x", 1, &o, NULL, &err), MAZE_ENOTFOUND);
    CHECK(strstr(err.message, "\\x9b\\x9b...'") != NULL); /* cut, and says so */
    static const char scen[] = "version 1\n0\ta\0b.map\t3\t2\t0\t0\t2\t1\t2\n";
    maze_scen *sc = NULL;
    CHECK_EQ(maze_scen_read(&sc, scen, sizeof scen - 1, NULL, &err), MAZE_EFORMAT);
    CHECK_EQ(err.line, 2);
    CHECK(strcmp(err.message, "map name has a NUL byte at column 4") == 0);
}

int main(void)
{
    exact_messages();
    table_formats();
    format_names();
    masks();
    movingai();
    printf("%zu failing reads checked, %zu bad messages\n", failures_seen, bad_messages);
    return check_done();
}
