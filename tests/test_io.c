/* test_io.c - the text formats: golden outputs for fixed seeds, round trips
 * through every readable format, the row writer, content detection, strict
 * readers (line numbers, size limits), write failures and atomic files. */
#include "testlib.h"
#include "maze.h"

#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* m written in fmt, as a string the caller frees. */
static char *render(const maze *m, const char *fmt, const maze_overlay *ov)
{
    tl_sink b = {0};
    int st = maze_write(m, fmt, ov, tl_sink_write, &b);
    CHECK_EQ(st, MAZE_OK);
    if (!b.data) b.data = calloc(1, 1);
    return b.data;
}

static char *render_map(const maze_map *map, const char *fmt, const maze_overlay *ov)
{
    tl_sink b = {0};
    CHECK_EQ(maze_map_write(map, fmt, ov, tl_sink_write, &b), MAZE_OK);
    if (!b.data) b.data = calloc(1, 1);
    return b.data;
}

static int read_as(maze_doc *doc, const char *text, const char *fmt, maze_error_info *err)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = fmt;
    return maze_read(doc, text, strlen(text), &o, NULL, err);
}

/* dfs 4 x 3, seed 1, pinned as masks: the same maze on every platform. The
 * pictures below are pinned on a fixed maze, so they test only the writers. */
static void test_golden(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 4, 3, 1, NULL, NULL), MAZE_OK);
    char *s = render(m, "mask", NULL);
    CHECK(strcmp(s, "4 3\n4 2 10 12\n3 12 6 13\n2 11 9 1\n") == 0);
    free(s);
    maze_destroy(m);
    static const uint8_t masks[] = {4, 2, 14, 12, 5, 6, 9, 5, 3, 9, 2, 9};
    CHECK_EQ(maze_from_masks(&m, 4, 3, masks, 0, NULL), MAZE_OK);
    uint32_t path[] = {0, 4, 8, 9, 5, 6, 2, 3, 7, 11};
    maze_overlay ov = {1, 1, 0, 0, 3, 2, path, 10};
    s = render(m, "text", &ov);
    CHECK(strcmp(s, "+--+--+--+--+\n"
                    "|S |   *  * |\n"
                    "+  +--+  +  +\n"
                    "|* |*  * |* |\n"
                    "+  +  +--+  +\n"
                    "|*  * |   E |\n"
                    "+--+--+--+--+\n") == 0);
    free(s);
    s = render(m, "blocks", &ov);
    CHECK(strcmp(s, "000000000\n"
                    "020116660\n"
                    "060006060\n"
                    "060666060\n"
                    "060600060\n"
                    "066601130\n"
                    "000000000\n") == 0);
    free(s);
    s = render(m, "perl", &ov); /* the goal keeps its step label, as in the article */
    CHECK(strcmp(s, "*********\n"
                    "*A#  MNO*\n"
                    "*B###L#P*\n"
                    "*C#IJK#Q*\n"
                    "*D#H###R*\n"
                    "*EFG#  S*\n"
                    "*********\n") == 0);
    free(s);
    s = render(m, "unicode", &ov);
    CHECK(strcmp(s, "\u250c\u2500\u2500\u252c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n"
                    "\u2502S \u2502   \u2022  \u2022 \u2502\n"
                    "\u2502  \u251c\u2500\u2500\u2574  \u2577  \u2502\n"
                    "\u2502\u2022 \u2502\u2022  \u2022 \u2502\u2022 \u2502\n"
                    "\u2502  \u2575  \u250c\u2500\u2500\u2518  \u2502\n"
                    "\u2502\u2022  \u2022 \u2502   E \u2502\n"
                    "\u2514\u2500\u2500\u2500\u2500\u2500\u2534\u2500\u2500\u2500\u2500\u2500\u2518\n") == 0);
    free(s);
    maze_destroy(m);
}

/* What reading text written from maze m in format fmt must give: m itself,
 * or (formats that draw a maze as blocks) m's block map; and writing what was
 * read gives the same text again. */
static int reads_back(const maze *m, const char *fmt, const char *text, const maze_doc *doc)
{
    char *again = NULL;
    int ok = 0;
    if (doc->maze) {
        ok = tl_same_maze(m, doc->maze);
        again = render(doc->maze, fmt, NULL);
    } else if (doc->map) {
        maze_map *blocks = NULL;
        ok = maze_map_from_maze(&blocks, m, NULL) == MAZE_OK && maze_map_width(blocks) == maze_map_width(doc->map) &&
             maze_map_height(blocks) == maze_map_height(doc->map);
        for (int32_t y = 0; ok && y < maze_map_height(blocks); y++)
            for (int32_t x = 0; ok && x < maze_map_width(blocks); x++)
                ok = maze_map_open(blocks, x, y) == maze_map_open(doc->map, x, y);
        maze_map_destroy(blocks);
        again = render_map(doc->map, fmt, NULL);
    }
    ok = ok && again && strcmp(text, again) == 0;
    if (!ok) fprintf(stderr, "%s: %dx%d maze does not read back as written\n", fmt, maze_width(m), maze_height(m));
    free(again);
    return ok;
}

/* Every format of the table that reads and writes wall mazes gives back the
 * maze it wrote (as a maze, or as its block map), detected from the text. */
static void test_round_trips(void)
{
    static const int32_t sizes[][2] = {{1, 1}, {1, 6}, {6, 1}, {2, 2}, {9, 5}, {20, 20}};
    size_t tried = 0;
    for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++)
        for (uint64_t seed = 0; seed < 5; seed++) {
            maze *m;
            CHECK_EQ(maze_generate(&m, seed & 1 ? "bfs" : "dfs", sizes[si][0], sizes[si][1], seed, NULL, NULL), MAZE_OK);
            for (size_t fi = 0; fi < maze_format_count(); fi++) {
                const maze_format_info *f = maze_format_at(fi);
                if ((f->flags & (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) != (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) continue;
                tried++;
                char *s = render(m, f->name, NULL);
                maze_doc doc;
                CHECK_EQ(read_as(&doc, s, NULL, NULL), MAZE_OK); /* detected */
                CHECK(doc.format && strcmp(doc.format, f->name) == 0);
                CHECK(reads_back(m, f->name, s, &doc));
                maze_doc_clear(&doc);
                free(s);
            }
            maze_destroy(m);
        }
    CHECK(tried >= 4 * 30); /* text, unicode, mask, blocks at least */
}

/* Blank lines after the grid (an editor's extra newline, LF or CRLF) are no
 * part of any text format: each readable format reads its own output with
 * them added, detected and named, as the same maze. */
static void test_trailing_blank_lines(void)
{
    static const char *const tails[] = {"\n", "\n\n", "\r\n\r\n", "\n\n\n\n"};
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 5, 3, 7, NULL, NULL), MAZE_OK);
    size_t tried = 0;
    for (size_t fi = 0; fi < maze_format_count(); fi++) {
        const maze_format_info *f = maze_format_at(fi);
        if ((f->flags & (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) != (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) continue;
        char *s = render(m, f->name, NULL);
        size_t n = strlen(s);
        for (size_t ti = 0; ti < sizeof tails / sizeof tails[0]; ti++)
            for (int named = 0; named < 2; named++) {
                size_t t = strlen(tails[ti]);
                char *with = malloc(n + t + 1);
                CHECK(with != NULL);
                memcpy(with, s, n);
                memcpy(with + n, tails[ti], t + 1);
                maze_doc doc;
                maze_error_info err;
                int st = read_as(&doc, with, named ? f->name : NULL, &err);
                if (st) fprintf(stderr, "%s%s + %zu bytes of blank lines: line %ld: %s\n", f->name, named ? "" : " (detected)", t,
                                err.line, err.message);
                CHECK_EQ(st, MAZE_OK);
                if (!st) {
                    CHECK(doc.format && strcmp(doc.format, f->name) == 0);
                    CHECK(reads_back(m, f->name, s, &doc));
                    maze_doc_clear(&doc);
                }
                free(with);
                tried++;
            }
        free(s);
    }
    maze_destroy(m);
    CHECK(tried >= 4 * 4 * 2); /* text, unicode, mask, blocks at least */
}

/* mask -> blocks -> mask, and text -> maze -> text with S and E kept. */
static void test_chain(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 17, 11, 99, NULL, NULL), MAZE_OK);
    char *mask = render(m, "mask", NULL);
    maze_doc d1, d2;
    CHECK_EQ(read_as(&d1, mask, "mask", NULL), MAZE_OK);
    char *blocks = render(d1.maze, "blocks", NULL);
    CHECK_EQ(read_as(&d2, blocks, "blocks", NULL), MAZE_OK);
    char *mask2 = render(d2.maze, "mask", NULL);
    CHECK(strcmp(mask, mask2) == 0);
    maze_overlay ov = {1, 1, 2, 3, 16, 10, NULL, 0};
    char *text = render(m, "text", &ov);
    maze_doc d3;
    CHECK_EQ(read_as(&d3, text, NULL, NULL), MAZE_OK);
    CHECK(d3.has_start && d3.sx == 2 && d3.sy == 3 && d3.has_goal && d3.gx == 16 && d3.gy == 10);
    maze_overlay ov3 = {d3.has_start, d3.has_goal, d3.sx, d3.sy, d3.gx, d3.gy, NULL, 0};
    char *text2 = render(d3.maze, "text", &ov3);
    CHECK(strcmp(text, text2) == 0);
    free(mask), free(blocks), free(mask2), free(text), free(text2);
    maze_doc_clear(&d1), maze_doc_clear(&d2), maze_doc_clear(&d3);
    maze_doc_clear(NULL);
    maze_destroy(m);
}

/* A masked maze: disabled cells survive every format that reads and writes
 * wall mazes. */
static void test_disabled_cells(void)
{
    maze *m;
    CHECK_EQ(maze_create(&m, 3, 3, NULL), MAZE_OK);
    CHECK_EQ(maze_set_cell_enabled(m, 1, 1, 0), MAZE_OK);
    int32_t ring[][3] = {{0, 0, MAZE_E}, {1, 0, MAZE_E}, {2, 0, MAZE_S}, {2, 1, MAZE_S}, {2, 2, MAZE_W}, {1, 2, MAZE_W}, {0, 2, MAZE_N}};
    for (int i = 0; i < 7; i++) CHECK_EQ(maze_set_passage(m, ring[i][0], ring[i][1], (unsigned)ring[i][2], 1), MAZE_OK);
    for (size_t fi = 0; fi < maze_format_count(); fi++) {
        const maze_format_info *f = maze_format_at(fi);
        if ((f->flags & (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) != (MAZE_FMT_READ | MAZE_FMT_WRITE_MAZE)) continue;
        char *s = render(m, f->name, NULL);
        maze_doc doc;
        CHECK_EQ(read_as(&doc, s, f->name, NULL), MAZE_OK);
        CHECK(reads_back(m, f->name, s, &doc));
        maze_doc_clear(&doc);
        free(s);
    }
    maze_destroy(m);
    /* A 1 x 1 maze's mask is 0, and that cell stays a cell. */
    maze_doc doc;
    CHECK_EQ(read_as(&doc, "1 1\n0\n", NULL, NULL), MAZE_OK);
    CHECK(doc.maze && maze_cell_count(doc.maze) == 1);
    maze_doc_clear(&doc);
}

/* Streaming rows gives the same bytes as maze_write, in every format that
 * streams. */
static void test_row_writer(void)
{
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 7, 5, 3, NULL, NULL), MAZE_OK);
    size_t streams = 0;
    for (size_t fi = 0; fi < maze_format_count(); fi++) {
        const maze_format_info *f = maze_format_at(fi);
        if (!(f->flags & MAZE_FMT_STREAM)) continue;
        streams++;
        tl_sink b = {0}, whole = {0};
        maze_row_writer *w;
        CHECK_EQ(maze_row_writer_create(&w, f->name, 7, 5, tl_sink_write, &b, NULL), MAZE_OK);
        uint8_t row[7];
        for (int32_t y = 0; y < 5; y++) {
            tl_maze_row(m, y, row);
            if (y == 2) CHECK_EQ(maze_row_writer_row(w, 4, row), MAZE_EINVAL); /* out of order */
            if (y == 3) CHECK_EQ(maze_row_writer_finish(w), MAZE_EINVAL);      /* rows missing */
            CHECK_EQ(maze_row_writer_row(w, y, row), MAZE_OK);
        }
        CHECK_EQ(maze_row_writer_row(w, 5, row), MAZE_EINVAL);
        CHECK_EQ(maze_row_writer_finish(w), MAZE_OK);
        maze_row_writer_destroy(w);
        CHECK_EQ(maze_write(m, f->name, NULL, tl_sink_write, &whole), MAZE_OK);
        CHECK(b.data && whole.len == b.len && memcmp(whole.data, b.data, b.len) == 0);
        free(whole.data);
        free(b.data);
    }
    CHECK(streams >= 4); /* text, unicode, mask, blocks at least */
    maze_row_writer *w = (maze_row_writer *)1;
    tl_sink b = {0};
    CHECK_EQ(maze_row_writer_create(&w, "perl", 3, 3, tl_sink_write, &b, NULL), MAZE_EUNSUPPORTED);
    CHECK(w == NULL);
    CHECK_EQ(maze_row_writer_create(&w, "nope", 3, 3, tl_sink_write, &b, NULL), MAZE_ENOTFOUND);
    CHECK_EQ(maze_row_writer_create(&w, "text", 0, 3, tl_sink_write, &b, NULL), MAZE_ERANGE);
    maze_row_writer_destroy(NULL);
    /* A failing sink is reported as MAZE_EIO. */
    b.fail_call = 1;
    CHECK_EQ(maze_write(m, "text", NULL, tl_sink_write, &b), MAZE_EIO);
    CHECK_EQ(maze_write(m, "no-such", NULL, tl_sink_write, &b), MAZE_ENOTFOUND);
    free(b.data);
    maze_destroy(m);
}

/* The Perl article's map: 12 x 8, '*' frame, '#' obstacles, '@' the goal. */
static const char perl_map[] = "************\n"
                               "*    A     *\n"
                               "*  #   #   *\n"
                               "*      #   *\n"
                               "*  #  #    *\n"
                               "*     #    *\n"
                               "*@    #    *\n"
                               "************\n";

static void test_perl(void)
{
    maze_doc doc;
    CHECK_EQ(read_as(&doc, perl_map, NULL, NULL), MAZE_OK);
    CHECK(doc.map && strcmp(doc.format, "perl") == 0);
    CHECK(doc.has_start && doc.sx == 5 && doc.sy == 1);
    CHECK(doc.has_goal && doc.gx == 1 && doc.gy == 6);
    CHECK_EQ(maze_map_width(doc.map), 12);
    CHECK_EQ(maze_map_height(doc.map), 8);
    CHECK_EQ(maze_map_open(doc.map, 0, 0), 0);
    CHECK_EQ(maze_map_open(doc.map, 3, 2), 0);
    CHECK_EQ(maze_map_open(doc.map, 5, 1), 1);
    CHECK_EQ(maze_map_terrain(doc.map, 3, 2), '#');
    maze_overlay ov = {1, 1, 5, 1, 1, 6, NULL, 0};
    char *s = render_map(doc.map, "perl", &ov);
    CHECK(strcmp(s, perl_map) == 0);
    free(s);
    /* 60 path cells: A..z, then '+'. */
    maze_map *line;
    CHECK_EQ(maze_map_create(&line, 60, 1, NULL), MAZE_OK);
    uint32_t path[60];
    for (uint32_t i = 0; i < 60; i++) path[i] = i;
    maze_overlay lo = {1, 1, 0, 0, 59, 0, path, 60};
    s = render_map(line, "perl", &lo);
    CHECK(strcmp(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz++++++++\n") == 0);
    /* Read back, 'A' is the start and every label an open cell; the goal's
     * label is '+' here, so the goal is not kept. */
    maze_doc back;
    CHECK_EQ(read_as(&back, s, "perl", NULL), MAZE_OK);
    CHECK(back.map && back.has_start && back.sx == 0 && !back.has_goal);
    for (int32_t x = 0; back.map && x < 60; x++) CHECK_EQ(maze_map_open(back.map, x, 0), 1);
    maze_doc_clear(&back);
    free(s);
    /* The format's summary says what the labels past the 52nd step are. */
    const maze_format_info *pf = maze_format_find("perl");
    CHECK(pf && strstr(pf->summary, "A-Z a-z") && strstr(pf->summary, "+ past step 52"));
    s = render_map(line, "blocks", &lo);
    CHECK(strncmp(s, "266666", 6) == 0 && s[59] == '3');
    free(s);
    s = render_map(line, "text", &lo);
    CHECK(strncmp(s, "S * * ", 6) == 0);
    free(s);
    tl_sink b = {0};
    CHECK_EQ(maze_map_write(line, "mask", NULL, tl_sink_write, &b), MAZE_EUNSUPPORTED);
    CHECK_EQ(maze_map_write(line, "zzz", NULL, tl_sink_write, &b), MAZE_ENOTFOUND);
    maze_map_destroy(line);
    maze_doc_clear(&doc);
}

/* Block grids that are not wall mazes are read as block maps. */
static void test_blocks_map(void)
{
    maze_doc doc;
    CHECK_EQ(read_as(&doc, "0000\n0213\n0000\n", NULL, NULL), MAZE_OK);
    CHECK(doc.map && !doc.maze);
    CHECK(doc.has_start && doc.sx == 1 && doc.sy == 1 && doc.has_goal && doc.gx == 3 && doc.gy == 1);
    char *s = render_map(doc.map, "blocks", &(maze_overlay){1, 1, 1, 1, 3, 1, NULL, 0});
    CHECK(strcmp(s, "0000\n0213\n0000\n") == 0);
    free(s);
    maze_doc_clear(&doc);
    /* The Java article's grid (4 = carved) is a wall maze with S and E. */
    CHECK_EQ(read_as(&doc, "0000000\n0244430\n0000000\n", NULL, NULL), MAZE_OK);
    CHECK(doc.maze && maze_get(doc.maze, 0, 0) == MAZE_E && doc.gx == 2 && doc.gy == 0);
    maze_doc_clear(&doc);
}

static void expect_error(const char *text, const char *fmt, int status, long line)
{
    maze_doc doc;
    maze_error_info err;
    int st = read_as(&doc, text, fmt, &err);
    if (st != status || err.line != line)
        fprintf(stderr, "input %.30s...: status %d line %ld (%s)\n", text, st, err.line, err.message);
    CHECK_EQ(st, status);
    CHECK_EQ(err.line, line);
    CHECK(err.message[0] != 0);
    CHECK(doc.maze == NULL && doc.map == NULL);
}

/* The picture of a maze with an entrance and an exit as puzzle books print
 * them: gaps in the outer wall instead of S and E, trailing blanks dropped. */
static const char book[] = "+  +--+--+\n"
                           "|     |  |\n"
                           "+--+  +  +\n"
                           "|        |\n"
                           "+--+--+  +\n";

/* Reads text; checks the maze is m's and the ends are (sx,sy) and (gx,gy)
 * (-1: no such mark). */
static void expect_ends(const char *text, const maze *m, int32_t sx, int32_t sy, int32_t gx, int32_t gy)
{
    maze_doc doc;
    maze_error_info err;
    int st = read_as(&doc, text, NULL, &err);
    if (st) fprintf(stderr, "%s: line %ld: %s\n", text, err.line, err.message);
    CHECK_EQ(st, MAZE_OK);
    CHECK(!m || tl_same_maze(m, doc.maze));
    CHECK_EQ(doc.has_start, sx >= 0);
    CHECK_EQ(doc.has_goal, gx >= 0);
    if (sx >= 0) CHECK(doc.sx == sx && doc.sy == sy);
    if (gx >= 0) CHECK(doc.gx == gx && doc.gy == gy);
    maze_doc_clear(&doc);
}

static void test_gaps_read(void)
{
    static const uint8_t masks[] = {2, 12, 4, 2, 11, 9}; /* the maze of `book` */
    maze *m;
    CHECK_EQ(maze_from_masks(&m, 3, 2, masks, 0, NULL), MAZE_OK);
    expect_ends(book, m, 0, 0, 2, 1);
    /* Trailing blanks (a right-hand gap's blank with them) and blank lines
     * after the picture are not part of it. */
    expect_ends("+--+--+--+  \n"
                "      |  |\t\n"
                "+--+  +  +\n"
                "|\n"
                "+--+--+--+\n"
                "\n"
                "  \n", m, 0, 0, 2, 1);
    /* S and E name the ends; a gap beside one of them is its entrance, and a
     * free gap fills in the end that has no letter. */
    expect_ends("+  +--+--+\n"
                "|   S |  |\n"
                "+--+  +  +\n"
                "|        |\n"
                "+--+--+--+\n", m, 1, 0, 0, 0);
    expect_ends("+  +--+--+\n"
                "|E    |  |\n"
                "+--+  +  +\n"
                "|      S |\n"
                "+--+--+  +\n", m, 2, 1, 0, 0);
    expect_ends("+--+--+--+\n"
                "|     |  |\n"
                "+--+  +  +\n"
                "|        |\n"
                "+--+--+  +\n", m, 2, 1, -1, -1);
    maze_destroy(m);
    expect_error("+  +  +\n|     |\n+--+  +\n", NULL, MAZE_EFORMAT, 3);    /* three gaps */
    expect_error("+  +--+\n|##|  |\n+--+--+\n", NULL, MAZE_EFORMAT, 1);    /* into a missing cell */
    expect_error("+--+--+\n   |##\n+--+--+\n", NULL, MAZE_EFORMAT, 2);      /* the same, on the sides */
    expect_error("+--+\n|S |\n+  +\n+--+\n", "text", MAZE_EFORMAT, 4);     /* even line count */
    expect_error("+--+\n|  | x\n+--+\n", NULL, MAZE_EFORMAT, 2);           /* more than blanks after */
}

/* Writes m with the overlay and gaps, reads it back: same maze, same ends. */
static char *render_gaps(const maze *m, const char *fmt, const maze_overlay *ov)
{
    tl_sink b = {0};
    CHECK_EQ(maze_write_gaps(m, fmt, ov, tl_sink_write, &b), MAZE_OK);
    if (!b.data) b.data = calloc(1, 1);
    return b.data;
}

static char *gap_round_trip(const maze *m, const char *fmt, maze_overlay ov)
{
    char *s = render_gaps(m, fmt, &ov);
    maze_doc doc;
    CHECK_EQ(read_as(&doc, s, NULL, NULL), MAZE_OK);
    CHECK(tl_same_maze(m, doc.maze));
    CHECK(doc.has_start == ov.has_start && doc.has_goal == ov.has_goal);
    if (ov.has_start) CHECK(doc.sx == ov.sx && doc.sy == ov.sy);
    if (ov.has_goal) CHECK(doc.gx == ov.gx && doc.gy == ov.gy);
    maze_overlay back = {doc.has_start, doc.has_goal, doc.sx, doc.sy, doc.gx, doc.gy, NULL, 0};
    char *again = doc.maze ? render_gaps(doc.maze, fmt, &back) : NULL;
    if (!ov.path) CHECK(again && strcmp(s, again) == 0);
    free(again);
    maze_doc_clear(&doc);
    /* The same with the blanks at the ends of the lines stripped. */
    char *cut = malloc(strlen(s) + 1);
    size_t n = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '\n')
            while (n && cut[n - 1] == ' ') n--;
        cut[n++] = *p;
    }
    cut[n] = 0;
    CHECK_EQ(read_as(&doc, cut, NULL, NULL), MAZE_OK);
    CHECK(tl_same_maze(m, doc.maze));
    CHECK(doc.has_start == ov.has_start && (!ov.has_start || (doc.sx == ov.sx && doc.sy == ov.sy)));
    CHECK(doc.has_goal == ov.has_goal && (!ov.has_goal || (doc.gx == ov.gx && doc.gy == ov.gy)));
    maze_doc_clear(&doc);
    free(cut);
    return s;
}

static void test_gaps_write(void)
{
    static const uint8_t masks[] = {2, 12, 4, 2, 11, 9};
    maze *m;
    CHECK_EQ(maze_from_masks(&m, 3, 2, masks, 0, NULL), MAZE_OK);
    char *s = gap_round_trip(m, "text", (maze_overlay){1, 1, 0, 0, 2, 1, NULL, 0});
    CHECK(strcmp(s, book) == 0);
    free(s);
    /* Without gaps asked for, nothing changes. */
    s = render(m, "text", &(maze_overlay){1, 1, 0, 0, 2, 1, NULL, 0});
    CHECK(strncmp(s, "+--+--+--+\n|S ", 14) == 0);
    free(s);
    /* The goal before the start in reading order, or an end off the outer
     * wall: the letters stay, the gaps are drawn too. */
    s = gap_round_trip(m, "text", (maze_overlay){1, 1, 2, 1, 0, 0, NULL, 0});
    CHECK(strcmp(s, "+  +--+--+\n|E    |  |\n+--+  +  +\n|      S |\n+--+--+  +\n") == 0);
    free(s);
    maze_destroy(m);
    /* Start and goal in one top corner cell: the goal gets no opening round
     * the corner (that corner would have no wall left), so the top wall
     * still ends in one and the width reads from it. */
    CHECK_EQ(maze_from_masks(&m, 3, 2, masks, 0, NULL), MAZE_OK);
    for (int f = 0; f < 2; f++) {
        s = render_gaps(m, f ? "unicode" : "text", &(maze_overlay){1, 1, 2, 0, 2, 0, NULL, 0});
        const char *nl = strchr(s, '\n');
        CHECK(nl && nl[-1] != ' ');
        maze_doc doc;
        CHECK_EQ(read_as(&doc, s, NULL, NULL), MAZE_OK);
        CHECK(tl_same_maze(m, doc.maze) && doc.has_start && doc.sx == 2 && doc.sy == 0);
        maze_doc_clear(&doc);
        free(s);
    }
    maze_destroy(m);
    static const int32_t sizes[][2] = {{1, 1}, {1, 5}, {5, 1}, {2, 2}, {7, 4}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int32_t w = sizes[k][0], h = sizes[k][1];
        CHECK_EQ(maze_generate(&m, "dfs", w, h, k, NULL, NULL), MAZE_OK);
        for (int f = 0; f < 2; f++) {
            const char *fmt = f ? "unicode" : "text";
            free(gap_round_trip(m, fmt, (maze_overlay){1, 1, 0, 0, w - 1, h - 1, NULL, 0}));
            free(gap_round_trip(m, fmt, (maze_overlay){1, 1, w - 1, h - 1, 0, 0, NULL, 0}));
            free(gap_round_trip(m, fmt, (maze_overlay){1, 1, w / 2, h / 2, w - 1, 0, NULL, 0}));
            free(gap_round_trip(m, fmt, (maze_overlay){1, 0, w - 1, h / 2, 0, 0, NULL, 0}));
            free(gap_round_trip(m, fmt, (maze_overlay){0, 1, 0, 0, 0, h - 1, NULL, 0}));
        }
        maze_destroy(m);
    }
}

/* The Java article's printMap output (each code followed by a space), made by
 * the article's DFSCreate on an 11 x 9 grid (java.util.Random seed 7), then
 * solved by its A* (SolveMap: 6 on the path). */
static const char java_generated[] =
    "0 0 0 0 0 0 0 0 0 0 0 \n"
    "0 2 0 4 4 4 4 4 4 4 0 \n"
    "0 4 0 4 0 4 0 0 0 4 0 \n"
    "0 4 0 4 0 4 4 4 0 4 0 \n"
    "0 4 0 0 0 0 0 4 0 4 0 \n"
    "0 4 4 4 0 4 4 4 0 4 0 \n"
    "0 0 0 4 0 4 0 0 0 4 0 \n"
    "0 4 4 4 4 4 0 4 4 3 0 \n"
    "0 0 0 0 0 0 0 0 0 0 0 \n";
static const char java_solved[] =
    "0 0 0 0 0 0 0 0 0 0 0 \n"
    "0 2 0 4 4 6 6 6 6 6 0 \n"
    "0 6 0 4 0 6 0 0 0 6 0 \n"
    "0 6 0 4 0 6 6 6 0 6 0 \n"
    "0 6 0 0 0 0 0 6 0 6 0 \n"
    "0 6 6 6 0 6 6 6 0 6 0 \n"
    "0 0 0 6 0 6 0 0 0 6 0 \n"
    "0 4 4 6 6 6 0 4 4 3 0 \n"
    "0 0 0 0 0 0 0 0 0 0 0 \n";

/* printMap's spaced rows read as the compact ones; trailing blanks and blank
 * lines after the grid are ignored, everywhere else a blank is an error. */
static void test_java_printmap(void)
{
    maze_doc sp, co;
    CHECK_EQ(read_as(&sp, java_generated, NULL, NULL), MAZE_OK);
    CHECK(sp.maze && sp.format && strcmp(sp.format, "blocks") == 0);
    CHECK(sp.has_start && sp.sx == 0 && sp.sy == 0 && sp.has_goal && sp.gx == 4 && sp.gy == 3);
    char compact[sizeof java_generated];
    size_t n = 0;
    for (const char *p = java_generated; *p; p++)
        if (*p != ' ') compact[n++] = *p;
    compact[n] = 0;
    CHECK_EQ(read_as(&co, compact, NULL, NULL), MAZE_OK);
    CHECK(tl_same_maze(sp.maze, co.maze));
    maze_stats st;
    CHECK_EQ(maze_stats_compute(sp.maze, 0, 0, 4, 3, &st), MAZE_OK);
    CHECK(st.perfect && st.cells == 20);
    maze_doc_clear(&co);
    /* The solved grid: the same maze, and its 6s are the shortest path. */
    CHECK_EQ(read_as(&co, java_solved, NULL, NULL), MAZE_OK);
    CHECK(co.maze && tl_same_maze(sp.maze, co.maze));
    size_t sixes = 0;
    for (const char *p = java_solved; *p; p++) sixes += *p == '6';
    CHECK_EQ(sixes, 2 * st.solution_moves - 1);
    maze_doc_clear(&co);
    maze_doc_clear(&sp);
    CHECK_EQ(read_as(&co, "0 0 0 \t\r\n0 2 0\n0 0 0\n\n \n", NULL, NULL), MAZE_OK);
    CHECK(co.maze && maze_width(co.maze) == 1 && maze_height(co.maze) == 1 && co.has_start);
    maze_doc_clear(&co);
    expect_error("0 0 0\n0 20\n0 0 0\n", NULL, MAZE_EFORMAT, 2);    /* no blank between blocks */
    expect_error("0 0 0\n0  2 0\n0 0 0\n", NULL, MAZE_EFORMAT, 2);  /* a blank too many */
    expect_error("000\n0 2 0\n000\n", NULL, MAZE_EFORMAT, 2);       /* layouts mixed */
    expect_error("0 0 0\n\n0 0 0\n", NULL, MAZE_EFORMAT, 2);         /* a blank row inside */
}

static void test_errors(void)
{
    expect_error("", NULL, MAZE_EFORMAT, 0);
    expect_error("hello world\n", NULL, MAZE_EFORMAT, 1);
    expect_error("2 2\n2 8\n4 1\n", NULL, MAZE_EFORMAT, 3);            /* 1 here must be 0... */
    expect_error("2 2\n2 8\n0 0\n0 0\n", NULL, MAZE_EFORMAT, 4);        /* a row too many */
    expect_error("2 2\n2 8\n", NULL, MAZE_EFORMAT, 3);                  /* a row missing */
    expect_error("2 2\n2 8 0\n0 0\n", NULL, MAZE_EFORMAT, 2);           /* too many masks */
    expect_error("2 2\n2\n0 0\n", NULL, MAZE_EFORMAT, 2);               /* too few */
    expect_error("2 2\n2 16\n0 0\n", NULL, MAZE_EFORMAT, 2);            /* over 15 */
    expect_error("2 2\n2 x\n0 0\n", NULL, MAZE_EFORMAT, 2);
    expect_error("0 5\n", "mask", MAZE_EFORMAT, 1);
    expect_error("1 99999999999999999999\n", "mask", MAZE_ETOOBIG, 1); /* too large, however written */
    expect_error("100000 100000\n0\n", "mask", MAZE_ETOOBIG, 1);
    expect_error("+--+\n|  |\n", NULL, MAZE_EFORMAT, 2);                 /* even line count */
    expect_error("+--+\n|  |\n+-+\n", NULL, MAZE_EFORMAT, 3);           /* a wall cut short */
    expect_error("+--+--+\n|     |\n+--+\n", NULL, MAZE_EFORMAT, 3);     /* a corner missing */
    expect_error("+--+\n|x |\n+--+\n", NULL, MAZE_EFORMAT, 2);
    expect_error("+--+\n|S |\n+--+\n+--+\n|S |\n", "text", MAZE_EFORMAT, 4);
    expect_error("+--+--+\n|S  S |\n+--+--+\n", NULL, MAZE_EFORMAT, 2);  /* two starts */
    expect_error("010\n01\n", NULL, MAZE_EFORMAT, 2);                   /* ragged */
    expect_error("010\n019\n", "blocks", MAZE_EFORMAT, 2);
    expect_error("000\n020\n020\n", "blocks", MAZE_EFORMAT, 3);          /* two starts */
    expect_error("****\n* ?*\n****\n", "perl", MAZE_EFORMAT, 2);
    expect_error("****\n*  \n****\n", "perl", MAZE_EFORMAT, 2);
    expect_error("****\n*@@*\n****\n", "perl", MAZE_EFORMAT, 2);
    expect_error("1 1\n0\n", "nonesuch", MAZE_ENOTFOUND, 0);
    /* max_cells is checked before anything is allocated. */
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.max_cells = 10;
    maze_doc doc;
    maze_error_info err;
    const char *big = "4 4\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n";
    CHECK_EQ(maze_read(&doc, big, strlen(big), &o, NULL, &err), MAZE_ETOOBIG);
    CHECK_EQ(maze_read(&doc, perl_map, strlen(perl_map), &o, NULL, NULL), MAZE_ETOOBIG);
    CHECK_EQ(maze_read(NULL, big, 3, NULL, NULL, NULL), MAZE_EINVAL);
}

/* The calls that take a format name, beside the MAZE_FMT_* bit each needs. */
enum { FC_GAPS = 1 << 12, FC_DRAW_MAP = 1 << 13, FC_DRAW_ROWS = 1 << 14 };

/* Runs call `op` (a MAZE_FMT_* bit or FC_*) with format `name` on maze m (map
 * `map`); its status, or 0 when it gave MAZE_OK with some output. */
static int format_calls(const maze *m, const maze_map *map, const char *name, unsigned op)
{
    tl_sink b = {0};
    maze_row_writer *w = NULL;
    int st;
    if (op == MAZE_FMT_READ) {
        maze_read_opts o;
        maze_read_opts_init(&o);
        o.format = name;
        const maze_format_info *f = maze_format_find(name);
        /* what the format wrote, or text it cannot read */
        st = f && (f->flags & MAZE_FMT_WRITE_MAZE) ? maze_write(m, name, NULL, tl_sink_write, &b) : MAZE_OK;
        maze_doc doc;
        if (!st) st = maze_read(&doc, b.data ? b.data : "?", b.data ? b.len : 1, &o, NULL, NULL);
        if (!st) maze_doc_clear(&doc);
        free(b.data);
        return st;
    }
    if (op == MAZE_FMT_WRITE_MAZE) st = maze_write(m, name, NULL, tl_sink_write, &b);
    else if (op == FC_GAPS) st = maze_write_gaps(m, name, NULL, tl_sink_write, &b);
    else if (op == MAZE_FMT_WRITE_MAP) st = maze_map_write(map, name, NULL, tl_sink_write, &b);
    else if (op == MAZE_FMT_DRAW) st = maze_draw(m, name, NULL, NULL, tl_sink_write, &b);
    else if (op == FC_DRAW_MAP) st = maze_map_draw(map, name, NULL, NULL, tl_sink_write, &b);
    else {
        st = op == MAZE_FMT_STREAM ? maze_row_writer_create(&w, name, 2, 2, tl_sink_write, &b, NULL)
                                   : maze_draw_row_writer_create(&w, name, 2, 2, NULL, tl_sink_write, &b, NULL);
        static const uint8_t row[2] = {MAZE_E, 0};
        for (int64_t y = 0; !st && y < 2; y++) st = maze_row_writer_row(w, y, row);
        if (!st) st = maze_row_writer_finish(w);
        maze_row_writer_destroy(w);
    }
    if (!st && !b.len) st = -100; /* MAZE_OK and nothing written */
    free(b.data);
    return st;
}

static void test_table(void)
{
    CHECK(maze_format_count() >= 5);
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        CHECK(f && f->name && f->summary);
        CHECK(maze_format_find(f->name) == f);
    }
    CHECK(maze_format_at(maze_format_count()) == NULL);
    CHECK(maze_format_find("nope") == NULL);
    CHECK(maze_format_find(NULL) == NULL);
    CHECK(maze_format_for_path("out/x.TXT") == maze_format_find("text"));
    CHECK(maze_format_for_path("x.unknownext") == NULL);
    CHECK(maze_format_for_path("txt") == NULL);
    /* The flags tell the truth: a 2 x 2 maze and map through every format and
     * every call that takes a format name. */
    maze *m;
    maze_map *map;
    CHECK_EQ(maze_generate(&m, "dfs", 2, 2, 1, NULL, NULL), MAZE_OK);
    CHECK_EQ(maze_map_create(&map, 2, 2, NULL), MAZE_OK);
    for (size_t i = 0; i < maze_format_count(); i++) {
        const maze_format_info *f = maze_format_at(i);
        unsigned fl = f->flags;
        CHECK_EQ(format_calls(m, map, f->name, MAZE_FMT_WRITE_MAZE), (fl & MAZE_FMT_WRITE_MAZE) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, FC_GAPS), (fl & MAZE_FMT_WRITE_MAZE) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, MAZE_FMT_WRITE_MAP), (fl & MAZE_FMT_WRITE_MAP) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, MAZE_FMT_STREAM), (fl & MAZE_FMT_STREAM) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, MAZE_FMT_READ), (fl & MAZE_FMT_READ) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, MAZE_FMT_DRAW), (fl & MAZE_FMT_DRAW) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, FC_DRAW_MAP), (fl & MAZE_FMT_DRAW) ? 0 : MAZE_EUNSUPPORTED);
        CHECK_EQ(format_calls(m, map, f->name, FC_DRAW_ROWS),
                 (fl & MAZE_FMT_DRAW) && (fl & MAZE_FMT_STREAM) ? 0 : MAZE_EUNSUPPORTED);
    }
    /* A name the table lacks is MAZE_ENOTFOUND for every call. */
    static const unsigned ops[] = {MAZE_FMT_WRITE_MAZE, FC_GAPS, MAZE_FMT_WRITE_MAP, MAZE_FMT_STREAM,
                                   MAZE_FMT_READ, MAZE_FMT_DRAW, FC_DRAW_MAP, FC_DRAW_ROWS};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) CHECK_EQ(format_calls(m, map, "no-such", ops[k]), MAZE_ENOTFOUND);
    maze_map_destroy(map);
    maze_destroy(m);
}

typedef struct {
    const maze *m;
    int fail;
} produce_arg;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    produce_arg *a = ud;
    int st = maze_write(a->m, "mask", NULL, write, ctx);
    return a->fail ? MAZE_EIO : st;
}

static void test_atomic(void)
{
    char dir[] = "/tmp/maze_io_XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[256];
    snprintf(path, sizeof path, "%s/out.txt", dir);
    maze *m;
    CHECK_EQ(maze_generate(&m, "dfs", 5, 5, 1, NULL, NULL), MAZE_OK);
    produce_arg a = {m, 0};
    CHECK_EQ(maze_write_file_atomic(path, produce, &a), MAZE_OK);
    struct stat sb;
    CHECK(stat(path, &sb) == 0 && sb.st_size > 10);
    CHECK_EQ(tl_dir_entries(dir), 1);
    /* A failing producer leaves the old file alone and no temporary behind. */
    a.fail = 1;
    CHECK_EQ(maze_write_file_atomic(path, produce, &a), MAZE_EIO);
    struct stat sb2;
    CHECK(stat(path, &sb2) == 0 && sb2.st_size == sb.st_size);
    CHECK_EQ(tl_dir_entries(dir), 1);
    char missing[300];
    snprintf(missing, sizeof missing, "%s/no/such/dir/x", dir);
    a.fail = 0;
    CHECK_EQ(maze_write_file_atomic(missing, produce, &a), MAZE_EIO);
    CHECK_EQ(maze_write_file_atomic("/dev/null", produce, &a), MAZE_OK); /* a device: in place */
    if (access("/dev/full", W_OK) == 0) CHECK_EQ(maze_write_file_atomic("/dev/full", produce, &a), MAZE_EIO);
    CHECK_EQ(maze_write_file_atomic(NULL, produce, &a), MAZE_EINVAL);
    unlink(path);
    rmdir(dir);
    maze_destroy(m);
}

int main(void)
{
    test_golden();
    test_round_trips();
    test_trailing_blank_lines();
    test_chain();
    test_disabled_cells();
    test_row_writer();
    test_perl();
    test_blocks_map();
    test_java_printmap();
    test_gaps_read();
    test_gaps_write();
    test_errors();
    test_table();
    test_atomic();
    return check_done();
}
