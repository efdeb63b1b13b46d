/* test_movingai.c - the Moving AI .map and .scen readers and writers: strict
 * errors with line numbers, round trips, and dao/arena (shipped in
 * tests/data/movingai) solved completely by every optimal 8-connected solver.
 * Run as `test_movingai --set`, it checks the larger benchmark set in the
 * folder MAZE_MOVINGAI_DIR names instead, and exits 77 (CTest: skipped) when
 * no folder is named. */
#include "testlib.h"
#include "maze.h"

#include <dirent.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

/* The exit status CTest reads as "skipped" (SKIP_RETURN_CODE). */
#define SKIPPED 77

/* ---- test tools ---- */

/* The folder whose files load_map and load_scen read: the shipped data, or
 * the benchmark set in --set mode. */
static char data_dir[1024];

/* The file `rel` of data_dir, whole (NULL if it cannot be read). */
static char *slurp(const char *rel, size_t *len)
{
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", data_dir, rel);
    return tl_read_file(path, len);
}

static maze_map *load_map(const char *rel)
{
    size_t len = 0;
    char *data = slurp(rel, &len);
    maze_map *map = NULL;
    maze_error_info err = {0, ""};
    if (data) CHECK_EQ(maze_map_read_movingai(&map, data, len, NULL, NULL, &err), MAZE_OK);
    free(data);
    return map;
}

static maze_scen *load_scen(const char *rel)
{
    size_t len = 0;
    char *data = slurp(rel, &len);
    maze_scen *sc = NULL;
    maze_error_info err = {0, ""};
    if (data) CHECK_EQ(maze_scen_read(&sc, data, len, NULL, &err), MAZE_OK);
    free(data);
    return sc;
}

/* Reads `text` as a .map; returns the status and the error line. */
static int map_status(const char *text, uint64_t max_cells, long *line)
{
    maze_read_opts o = {NULL, max_cells};
    maze_map *map = (maze_map *)1;
    maze_error_info err = {0, ""};
    int st = maze_map_read_movingai(&map, text, strlen(text), &o, NULL, &err);
    if (st) CHECK(map == NULL && err.message[0] != 0);
    *line = err.line;
    maze_map_destroy(map);
    return st;
}

static int scen_status(const char *text, long *line)
{
    maze_scen *sc = (maze_scen *)1;
    maze_error_info err = {0, ""};
    int st = maze_scen_read(&sc, text, strlen(text), NULL, &err);
    if (st) CHECK(sc == NULL && err.message[0] != 0);
    *line = err.line;
    maze_scen_destroy(sc);
    return st;
}

/* ---- .map reader ---- */

static void test_map_read_good(void)
{
    const char *lf = "type octile\nheight 2\nwidth 3\nmap\n.@T\nGSW\n";
    const char *crlf = "type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@T\r\nGSW\r\n\r\n";
    const char *texts[2] = {lf, crlf};
    for (int k = 0; k < 2; k++) {
        maze_map *map = NULL;
        CHECK_EQ(maze_map_read_movingai(&map, texts[k], strlen(texts[k]), NULL, NULL, NULL), MAZE_OK);
        CHECK_EQ(maze_map_width(map), 3);
        CHECK_EQ(maze_map_height(map), 2);
        CHECK(maze_map_open(map, 0, 0) && !maze_map_open(map, 1, 0) && !maze_map_open(map, 2, 0));
        CHECK(maze_map_open(map, 0, 1) && maze_map_open(map, 1, 1) && !maze_map_open(map, 2, 1));
        CHECK_EQ(maze_map_terrain(map, 2, 0), 'T');
        maze_map_destroy(map);
    }
    /* no newline after the last row */
    const char *bare = "type octile\nheight 1\nwidth 2\nmap\n.@";
    long line;
    CHECK_EQ(map_status(bare, 0, &line), MAZE_OK);
}

static void test_map_read_errors(void)
{
    static const struct {
        const char *text;
        int status;
        long line;
    } cases[] = {
        {"", MAZE_EFORMAT, 1},
        {"type grid\nheight 1\nwidth 1\nmap\n.\n", MAZE_EFORMAT, 1},
        {"type octile\nwidth 1\nheight 1\nmap\n.\n", MAZE_EFORMAT, 2},
        {"type octile\nheight 0\nwidth 1\nmap\n", MAZE_EFORMAT, 2},
        {"type octile\nheight -3\nwidth 1\nmap\n", MAZE_EFORMAT, 2},
        {"type octile\nheight 1x\nwidth 1\nmap\n", MAZE_EFORMAT, 2},
        {"type octile\nheight 1\nwidth\nmap\n", MAZE_EFORMAT, 3},
        {"type octile\nheight 1\n", MAZE_EFORMAT, 3},
        {"type octile\nheight 1\nwidth 1\nmaps\n.\n", MAZE_EFORMAT, 4},
        {"type octile\nheight 1\nwidth 1\n", MAZE_EFORMAT, 4},
        {"type octile\nheight 99999999999999\nwidth 1\nmap\n", MAZE_ETOOBIG, 2},
        {"type octile\nheight 4000000000\nwidth 4000000000\nmap\n", MAZE_ETOOBIG, 2}, /* over INT32_MAX */
        {"type octile\nheight 2000000000\nwidth 2000000000\nmap\n", MAZE_ETOOBIG, 4}, /* over the cells */
        {"type octile\nheight 000000000001\nwidth 1\nmap\n.\n", MAZE_OK, 0},      /* decimal, zeros led */
        {"type octile\nheight 100000\nwidth 100000\nmap\n", MAZE_ETOOBIG, 4},
        {"type octile\nheight 2\nwidth 3\nmap\n...\n..\n", MAZE_EFORMAT, 6},    /* short row */
        {"type octile\nheight 2\nwidth 3\nmap\n...\n....\n", MAZE_EFORMAT, 6},  /* long row */
        {"type octile\nheight 2\nwidth 3\nmap\n...\n", MAZE_EFORMAT, 6},        /* a row missing */
        {"type octile\nheight 1\nwidth 3\nmap\n...\n...\n", MAZE_EFORMAT, 6},   /* a row too many */
        {"type octile\nheight 2\nwidth 3\nmap\n.x.\n...\n", MAZE_EFORMAT, 5},   /* bad character */
        {"type octile\nheight 2\nwidth 3\nmap\n...\n.#.\n", MAZE_EFORMAT, 6},   /* not a .map char */
        {"type octile\nheight 2\nwidth 3\nmap\n...\r\n..\r\n", MAZE_EFORMAT, 6},/* CRLF short row */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long line = -1;
        int st = map_status(cases[i].text, 0, &line);
        if (st != cases[i].status || line != cases[i].line)
            fprintf(stderr, "map case %zu: status %d line %ld\n", i, st, line);
        CHECK_EQ(st, cases[i].status);
        CHECK_EQ(line, cases[i].line);
    }
    long line;
    const char *small = "type octile\nheight 3\nwidth 4\nmap\n....\n....\n....\n";
    CHECK_EQ(map_status(small, 11, &line), MAZE_ETOOBIG);
    CHECK_EQ(map_status(small, 12, &line), MAZE_OK);
    /* an embedded NUL is a bad character, not the end of the row */
    const char nul[] = "type octile\nheight 1\nwidth 2\nmap\n.\0\n";
    maze_map *map = NULL;
    maze_error_info err;
    CHECK_EQ(maze_map_read_movingai(&map, nul, sizeof nul - 1, NULL, NULL, &err), MAZE_EFORMAT);
    CHECK_EQ(err.line, 5);
    CHECK_EQ(maze_map_read_movingai(NULL, nul, 3, NULL, NULL, NULL), MAZE_EINVAL);
}

/* The shipped arena reads, every row of its scenario fits it, and the same
 * text with CRLF line ends (as the city maps have) gives the same cells. */
static void test_arena_files(void)
{
    size_t len = 0;
    char *text = slurp("dao/arena.map", &len);
    maze_map *map = load_map("dao/arena.map");
    maze_scen *sc = load_scen("dao/arena.map.scen");
    CHECK(text && map && maze_map_width(map) == 49 && maze_map_height(map) == 49);
    CHECK_EQ(maze_scen_count(sc), 160);
    size_t bad = 0;
    for (size_t k = 0; map && k < maze_scen_count(sc); k++)
        bad += maze_scen_query_check(maze_scen_at(sc, k), map, NULL) != MAZE_OK;
    CHECK_EQ(bad, 0);
    char *crlf = malloc(2 * len + 1);
    size_t n = 0;
    for (size_t i = 0; text && i < len; i++) {
        if (text[i] == '\n') crlf[n++] = '\r';
        crlf[n++] = text[i];
    }
    maze_map *back = NULL;
    CHECK_EQ(maze_map_read_movingai(&back, crlf, n, NULL, NULL, NULL), MAZE_OK);
    const char *row = text ? strstr(text, "map\n") : NULL;
    int same = back && map && row && maze_map_width(back) == 49 && maze_map_height(back) == 49;
    for (int32_t y = 0; same && y < 49; y++)
        for (int32_t x = 0; x < 49; x++)
            same &= maze_map_terrain(back, x, y) == maze_map_terrain(map, x, y) &&
                    maze_map_terrain(map, x, y) == row[4 + y * 50 + x]; /* 49 chars + LF a row */
    CHECK(same);
    free(crlf);
    free(text);
    maze_map_destroy(back);
    maze_map_destroy(map);
    maze_scen_destroy(sc);
}

/* ---- writers ---- */

static void test_map_write(void)
{
    const char *text = "type octile\nheight 2\nwidth 3\nmap\n.@T\nGSW\n";
    maze_map *map = NULL, *back = NULL;
    CHECK_EQ(maze_map_read_movingai(&map, text, strlen(text), NULL, NULL, NULL), MAZE_OK);
    tl_sink b = {0};
    CHECK_EQ(maze_map_write_movingai(map, tl_sink_write, &b), MAZE_OK);
    CHECK(b.data && strcmp(b.data, text) == 0);
    /* the Perl format's characters become .map ones */
    maze_map_set(map, 0, 0, ' ');
    maze_map_set(map, 1, 1, '#');
    b.len = 0;
    CHECK_EQ(maze_map_write_movingai(map, tl_sink_write, &b), MAZE_OK);
    CHECK(strcmp(b.data, "type octile\nheight 2\nwidth 3\nmap\n.@T\nG@W\n") == 0);
    CHECK_EQ(maze_map_read_movingai(&back, b.data, b.len, NULL, NULL, NULL), MAZE_OK);
    maze_map_destroy(back);
    for (int fail = 0; fail < 3; fail++) {
        tl_sink f = {.fail_call = (size_t)fail + 1};
        CHECK_EQ(maze_map_write_movingai(map, tl_sink_write, &f), MAZE_EIO);
        free(f.data);
    }
    CHECK_EQ(maze_map_write_movingai(NULL, tl_sink_write, &b), MAZE_EINVAL);
    free(b.data);
    maze_map_destroy(map);
}

/* A wall maze written as .map reads back as its block grid. */
static void test_maze_write(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 5}, {7, 1}, {9, 6}};
    for (size_t k = 0; k < 4; k++) {
        int32_t w = sizes[k][0], h = sizes[k][1];
        maze *m = NULL;
        CHECK_EQ(maze_generate(&m, "dfs", w, h, 7 + k, NULL, NULL), MAZE_OK);
        if (k == 3) maze_set_cell_enabled(m, 4, 3, 0);
        tl_sink b = {0};
        CHECK_EQ(maze_write_movingai(m, tl_sink_write, &b), MAZE_OK);
        maze_map *map = NULL;
        CHECK_EQ(maze_map_read_movingai(&map, b.data, b.len, NULL, NULL, NULL), MAZE_OK);
        int32_t bw = 2 * w + 1, bh = 2 * h + 1;
        CHECK(map && maze_map_width(map) == bw && maze_map_height(map) == bh);
        uint8_t *blocks = malloc((size_t)bw * (size_t)bh);
        maze_to_blocks(m, blocks);
        int same = 1;
        for (int32_t y = 0; map && y < bh; y++)
            for (int32_t x = 0; x < bw; x++) same &= maze_map_open(map, x, y) == (blocks[y * bw + x] != 0);
        CHECK(same);
        tl_sink f = {.fail_call = 1};
        CHECK_EQ(maze_write_movingai(m, tl_sink_write, &f), MAZE_EIO);
        free(f.data);
        free(blocks);
        free(b.data);
        maze_map_destroy(map);
        maze_destroy(m);
    }
    CHECK_EQ(maze_write_movingai(NULL, tl_sink_write, NULL), MAZE_EINVAL);
}

/* The "map" entry of the format table: maze_read detects it, maze_write,
 * maze_map_write and the row writer produce it. */
static void test_format_table(void)
{
    const maze_format_info *fi = maze_format_find("map");
    CHECK(fi && strcmp(fi->extension, "map") == 0);
    CHECK(fi && (fi->flags & MAZE_FMT_READ) && (fi->flags & MAZE_FMT_WRITE_MAZE) && (fi->flags & MAZE_FMT_STREAM));
    CHECK(maze_format_for_path("x/arena.MAP") == fi);
    const char *text = "type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n.@T\r\nGSW\r\n";
    maze_doc doc;
    maze_error_info err = {0, ""};
    CHECK_EQ(maze_read(&doc, text, strlen(text), NULL, NULL, &err), MAZE_OK);
    CHECK(doc.map && !doc.maze && doc.format && strcmp(doc.format, "map") == 0);
    CHECK(doc.map && maze_map_terrain(doc.map, 2, 0) == 'T');
    tl_sink b = {0};
    CHECK_EQ(maze_map_write(doc.map, "map", NULL, tl_sink_write, &b), MAZE_OK);
    CHECK(b.data && strcmp(b.data, "type octile\nheight 2\nwidth 3\nmap\n.@T\nGSW\n") == 0);
    maze_doc_clear(&doc);
    maze_read_opts o = {"map", 5};
    CHECK_EQ(maze_read(&doc, text, strlen(text), &o, NULL, &err), MAZE_ETOOBIG);
    CHECK_EQ(err.line, 4);
    o.max_cells = 0;
    CHECK_EQ(maze_read(&doc, text, 30, &o, NULL, &err), MAZE_EFORMAT); /* cut in the header */
    /* a wall maze: maze_write and the row writer give the same text */
    maze *m = NULL;
    CHECK_EQ(maze_generate(&m, "dfs", 5, 4, 3, NULL, NULL), MAZE_OK);
    tl_sink whole = {0}, rows = {0};
    CHECK_EQ(maze_write(m, "map", NULL, tl_sink_write, &whole), MAZE_OK);
    maze_row_writer *w = NULL;
    CHECK_EQ(maze_row_writer_create(&w, "map", 5, 4, tl_sink_write, &rows, NULL), MAZE_OK);
    CHECK_EQ(tl_write_rows(w, m), MAZE_OK);
    maze_row_writer_destroy(w);
    CHECK(whole.data && rows.data && strcmp(whole.data, rows.data) == 0);
    const char *head = "type octile\nheight 9\nwidth 11\nmap\n@@@@@@@@@@@\n@.";
    CHECK(whole.data && strncmp(whole.data, head, strlen(head)) == 0);
    free(whole.data);
    free(rows.data);
    free(b.data);
    maze_destroy(m);
}

/* ---- .scen reader ---- */

static void test_scen_read(void)
{
    const char *text = "version 1.0\n"
                       "0 maps/x/a.map 4 3 0 0 3 2 3.83\n"
                       "\n"
                       "1\tother.map\t4\t3\t1\t2\t1\t2\t0\r\n"
                       "2  other.map  4 3   3 0 0 0   3.00000000\n\n";
    maze_scen *sc = NULL;
    CHECK_EQ(maze_scen_read(&sc, text, strlen(text), NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_scen_count(sc), 3);
    const maze_scen_query *q = maze_scen_at(sc, 0);
    CHECK(q && strcmp(q->map, "maps/x/a.map") == 0 && q->line == 2 && q->bucket == 0);
    CHECK(q && q->map_width == 4 && q->map_height == 3 && q->sx == 0 && q->gx == 3 && q->gy == 2);
    CHECK(q && fabs(q->optimal - 3.83) < 1e-12 && q->decimals == 2);
    q = maze_scen_at(sc, 1);
    CHECK(q && strcmp(q->map, "other.map") == 0 && q->line == 4 && q->sx == 1 && q->sy == 2 && q->decimals == 0);
    q = maze_scen_at(sc, 2);
    CHECK(q && q->line == 5 && q->bucket == 2 && q->decimals == 8 && q->optimal == 3.0);
    CHECK(maze_scen_at(sc, 3) == NULL);
    CHECK_EQ(maze_scen_decimals(sc), 8);
    maze_scen_destroy(sc);
    maze_scen_destroy(NULL);
    CHECK_EQ(maze_scen_count(NULL), 0);
    sc = NULL;
    CHECK_EQ(maze_scen_read(&sc, "version 1\n", 10, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_scen_count(sc), 0);
    maze_scen_destroy(sc);
}

static void test_scen_errors(void)
{
    static const struct {
        const char *text;
        long line;
    } cases[] = {
        {"", 1},
        {"version 2\n", 1},
        {"version 1.00\n", 1},
        {"0\ta.map\t4\t3\t0\t0\t3\t2\t3\n", 1},
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\n", 2},                  /* 8 fields */
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t3\tx\n", 2},            /* 10 fields */
        {"version 1\n\n0\ta.map\t4\t3\t4\t0\t3\t2\t3\n", 3},             /* start x = width */
        {"version 1\n0\ta.map\t4\t3\t0\t3\t3\t2\t3\n", 2},               /* start y = height */
        {"version 1\n0\ta.map\t4\t3\t0\t0\t9\t2\t3\n", 2},               /* goal x */
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t5\t3\n", 2},               /* goal y */
        {"version 1\n0\ta.map\t4\t3\t-1\t0\t3\t2\t3\n", 2},              /* negative */
        {"version 1\n0\ta.map\t0\t3\t0\t0\t0\t2\t3\n", 2},               /* zero width */
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t1.2.3\n", 2},           /* bad length */
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t-3\n", 2},
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t.5\n", 2},
        {"version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\tnan\n", 2},
        {"version 1\nx\ta.map\t4\t3\t0\t0\t3\t2\t3\n", 2},
        {"version 1\n0\ta.map\t99999999999\t3\t0\t0\t3\t2\t3\n", 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long line = -1;
        int st = scen_status(cases[i].text, &line);
        if (st != MAZE_EFORMAT || line != cases[i].line) fprintf(stderr, "scen case %zu: %d line %ld\n", i, st, line);
        CHECK_EQ(st, MAZE_EFORMAT);
        CHECK_EQ(line, cases[i].line);
    }
}

static void test_scen_check_and_tolerance(void)
{
    const char *mtext = "type octile\nheight 3\nwidth 4\nmap\n..@.\n....\n.T..\n";
    const char *stext = "version 1\n0\ta.map\t4\t3\t0\t0\t3\t2\t3.82843\n"
                        "0\ta.map\t4\t3\t2\t0\t3\t2\t3\n"
                        "0\ta.map\t4\t3\t0\t0\t1\t2\t3\n"
                        "0\ta.map\t5\t3\t0\t0\t1\t1\t3\n"
                        "0\ta.map\t4\t3\t0\t0\t1\t1\t1.41\n";
    maze_map *map = NULL;
    maze_scen *sc = NULL;
    CHECK_EQ(maze_map_read_movingai(&map, mtext, strlen(mtext), NULL, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_scen_read(&sc, stext, strlen(stext), NULL, NULL), MAZE_OK);
    maze_error_info err = {0, ""};
    CHECK_EQ(maze_scen_query_check(maze_scen_at(sc, 0), map, &err), MAZE_OK);
    CHECK_EQ(maze_scen_query_check(maze_scen_at(sc, 1), map, &err), MAZE_EFORMAT); /* start on '@' */
    CHECK(err.line == 3 && strstr(err.message, "start"));
    CHECK_EQ(maze_scen_query_check(maze_scen_at(sc, 2), map, &err), MAZE_EFORMAT); /* goal on 'T' */
    CHECK(err.line == 4 && strstr(err.message, "goal"));
    CHECK_EQ(maze_scen_query_check(maze_scen_at(sc, 3), map, &err), MAZE_EFORMAT); /* size */
    CHECK_EQ(err.line, 5);
    CHECK_EQ(maze_scen_query_check(NULL, map, &err), MAZE_EINVAL);
    const maze_scen_query *q = maze_scen_at(sc, 0);
    double exact = 1 + 2 * sqrt(2.0);
    CHECK(maze_scen_cost_ok(q, exact, 1));
    CHECK(!maze_scen_cost_ok(q, exact + 0.01, 1)); /* 5 decimals: 1e-4 relative only */
    CHECK(!maze_scen_cost_ok(q, 3, 1));
    CHECK(!maze_scen_cost_ok(q, NAN, 1));
    CHECK(maze_scen_cost_ok(q, exact * 1.4, 1.5)); /* a bounded solver within W */
    CHECK(!maze_scen_cost_ok(q, exact * 1.6, 1.5));
    CHECK(!maze_scen_cost_ok(q, exact - 0.5, 1.5)); /* below optimal is always wrong */
    q = maze_scen_at(sc, 4);                        /* 2 decimals: within 0.01 */
    CHECK(maze_scen_cost_ok(q, sqrt(2.0), 1) && maze_scen_cost_ok(q, 1.4195, 1) && !maze_scen_cost_ok(q, 1.425, 1));
    CHECK(fabs(maze_scen_tolerance(q) - 0.01) < 1e-15);
    maze_scen_destroy(sc);
    maze_map_destroy(map);
}

/* ---- solving ---- */

/* The rows k = 0, step, 2 step, ... of sc agree with the reference search
 * (tests/testlib.h: 8 moves, no corner cutting, independent of the solvers)
 * on map; returns the rows that did not. */
static size_t oracle_rows(maze_map *map, const maze_scen *sc, size_t step)
{
    size_t bad = 0;
    tl_inst in = {NULL, map, NULL, 8};
    for (size_t k = 0; map && k < maze_scen_count(sc); k += step) {
        const maze_scen_query *q = maze_scen_at(sc, k);
        bad += !maze_scen_cost_ok(q, tl_ref_cost(&in, q->sx, q->sy, q->gx, q->gy), 1);
    }
    return bad;
}

/* The reader's rows agree with an independent search on every arena row. */
static void test_arena_oracle(void)
{
    maze_map *map = load_map("dao/arena.map");
    maze_scen *sc = load_scen("dao/arena.map.scen");
    CHECK(map && maze_scen_count(sc) == 160);
    CHECK_EQ(oracle_rows(map, sc, 1), 0);
    maze_scen_destroy(sc);
    maze_map_destroy(map);
}

/* The rows k = 0, step, 2 step, ... of sc with solver sv; returns the rows
 * that failed (named, the first three, after `what`). */
static size_t solve_rows(const maze_solver *sv, maze_map *map, const maze_scen *sc, maze_search *s,
                         size_t step, const char *what)
{
    size_t bad = 0;
    tl_inst in = {NULL, map, NULL, 8};
    maze_solve_opts o;
    maze_solve_opts_init(&o);
    for (size_t k = 0; k < maze_scen_count(sc); k += step) {
        const maze_scen_query *q = maze_scen_at(sc, k);
        maze_result r;
        int st = maze_solve(s, sv, q->sx, q->sy, q->gx, q->gy, &o, &r);
        if (st || !maze_scen_cost_ok(q, r.cost, 1) || tl_check_path(&in, &r, q->sx, q->sy, q->gx, q->gy) < 0) {
            if (bad++ < 3)
                fprintf(stderr, "%s: %s line %ld: status %d cost %.6f, optimal %.4f\n", sv->name, what, q->line,
                        st, r.cost, q->optimal);
        }
    }
    return bad;
}

/* Every optimal solver that can run on 8-connected uniform maps (looked up in
 * the table, so new solvers are covered) on every step-th row of sc; returns
 * how many solvers ran. */
static size_t solve_all_solvers(maze_map *map, const maze_scen *sc, size_t step, const char *what)
{
    maze_graph *g = NULL;
    maze_search *s = NULL;
    CHECK_EQ(maze_graph_from_map(&g, map, 8, NULL), MAZE_OK);
    CHECK_EQ(maze_search_create(&s, g, NULL), MAZE_OK);
    size_t tried = 0;
    for (size_t i = 0; s && i < maze_solver_count(); i++) {
        const maze_solver *sv = maze_solver_at(i);
        if (!(sv->flags & MAZE_SOLVER_OPTIMAL) || !maze_solver_fits(sv, g)) continue;
        tried++;
        size_t bad = solve_rows(sv, map, sc, s, step, what);
        if (bad) fprintf(stderr, "%s: %zu rows of %s wrong\n", sv->name, bad, what);
        CHECK_EQ(bad, 0);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    return tried;
}

/* Every optimal 8-connected solver solves dao/arena exactly, every row. */
static void test_arena_all_solvers(void)
{
    maze_map *map = load_map("dao/arena.map");
    maze_scen *sc = load_scen("dao/arena.map.scen");
    CHECK_EQ(maze_scen_count(sc), 160);
    size_t tried = map ? solve_all_solvers(map, sc, 1, "arena") : 0;
    CHECK(tried >= 4); /* astar, jps, dijkstra, bidir at least */
    printf("arena: %zu optimal 8-connected solvers checked on %zu rows\n", tried, maze_scen_count(sc));
    maze_scen_destroy(sc);
    maze_map_destroy(map);
}

/* ---- the benchmark set (--set) ---- */

/* One scenario file of the set (rel: "SET/NAME.map.scen") and the map beside
 * it: both read, every row fits the map, and about 8 rows spread over the
 * file agree with the independent search and with every optimal solver. */
static void check_set_file(const char *rel)
{
    char map_rel[1024];
    snprintf(map_rel, sizeof map_rel, "%.*s", (int)(strlen(rel) - strlen(".scen")), rel);
    maze_map *map = load_map(map_rel);
    maze_scen *sc = load_scen(rel);
    size_t n = maze_scen_count(sc), bad = 0;
    CHECK(map != NULL && n > 0);
    for (size_t k = 0; map && k < n; k++) bad += maze_scen_query_check(maze_scen_at(sc, k), map, NULL) != MAZE_OK;
    if (bad) fprintf(stderr, "%s: %zu of %zu rows do not fit %s\n", rel, bad, n, map_rel);
    CHECK_EQ(bad, 0);
    size_t step = n / 8 + 1;
    if (map) CHECK_EQ(oracle_rows(map, sc, step), 0);
    size_t tried = map ? solve_all_solvers(map, sc, step, rel) : 0;
    printf("%s: %zu rows fit the map; %zu solvers on one row in %zu\n", rel, n, tried, step);
    maze_scen_destroy(sc);
    maze_map_destroy(map);
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n >= t && strcmp(s + n - t, tail) == 0;
}

/* Every DIR/SET/NAME.map.scen of the set; returns how many were checked. */
static size_t check_set(void)
{
    size_t files = 0;
    DIR *top = opendir(data_dir);
    for (struct dirent *set; top && (set = readdir(top));) {
        char sub[2048];
        snprintf(sub, sizeof sub, "%s/%s", data_dir, set->d_name);
        if (set->d_name[0] == '.' || !is_dir(sub)) continue;
        DIR *d = opendir(sub);
        for (struct dirent *e; d && (e = readdir(d));) {
            if (!ends_with(e->d_name, ".map.scen")) continue;
            char rel[1024];
            snprintf(rel, sizeof rel, "%s/%s", set->d_name, e->d_name);
            check_set_file(rel);
            files++;
        }
        if (d) closedir(d);
    }
    if (top) closedir(top);
    return files;
}

static int run_set(void)
{
    const char *dir = getenv("MAZE_MOVINGAI_DIR");
    if (!dir || !*dir) {
        printf("skipped: MAZE_MOVINGAI_DIR names no Moving AI folder\n");
        return SKIPPED;
    }
    snprintf(data_dir, sizeof data_dir, "%s", dir);
    if (!is_dir(data_dir)) {
        fprintf(stderr, "MAZE_MOVINGAI_DIR=%s is not a folder\n", dir);
        return 1;
    }
    size_t files = check_set();
    printf("%zu scenario files checked in %s\n", files, data_dir);
    CHECK(files > 0);
    return check_done();
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--set") == 0) return run_set();
    const char *src = getenv("MAZE_SOURCE_DIR");
    snprintf(data_dir, sizeof data_dir, "%s/tests/data/movingai", src ? src : ".");
    test_map_read_good();
    test_map_read_errors();
    test_arena_files();
    test_map_write();
    test_maze_write();
    test_format_table();
    test_scen_read();
    test_scen_errors();
    test_scen_check_and_tolerance();
    test_arena_oracle();
    test_arena_all_solvers();
    return check_done();
}
