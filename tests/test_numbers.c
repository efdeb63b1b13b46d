/* test_numbers.c - numbers are plain decimals wherever a file is read: the
 * one parser (leading zeros, signs, blanks, hex, exponents, overflow), and
 * the same field variants fed to content detection and to each reader, which
 * must agree (one rule a field). */
#include "testlib.h"
#include "internal.h"

#include <stdio.h>
#include <string.h>

static void test_uint(void)
{
    static const struct {
        const char *s;
        uint64_t max;
        int st;
        uint64_t v;
    } t[] = {
        {"0", UINT64_MAX, MAZE_OK, 0},
        {"7", UINT64_MAX, MAZE_OK, 7},
        {"010", UINT64_MAX, MAZE_OK, 10}, /* decimal: not octal */
        {"08", UINT64_MAX, MAZE_OK, 8},
        {"00000000003", UINT64_MAX, MAZE_OK, 3},
        {"000000000000000000000000000042", UINT64_MAX, MAZE_OK, 42},
        {"18446744073709551615", UINT64_MAX, MAZE_OK, UINT64_MAX},
        {"18446744073709551616", UINT64_MAX, MAZE_ERANGE, 0},
        {"99999999999999999999999", UINT64_MAX, MAZE_ERANGE, 0},
        {"15", 15, MAZE_OK, 15},
        {"16", 15, MAZE_ERANGE, 0},
        {"", UINT64_MAX, MAZE_EFORMAT, 0},
        {"+1", UINT64_MAX, MAZE_EFORMAT, 0},
        {"-1", UINT64_MAX, MAZE_EFORMAT, 0},
        {" 1", UINT64_MAX, MAZE_EFORMAT, 0},
        {"1 ", UINT64_MAX, MAZE_EFORMAT, 0},
        {"\t1", UINT64_MAX, MAZE_EFORMAT, 0},
        {"0x10", UINT64_MAX, MAZE_EFORMAT, 0},
        {"1e3", UINT64_MAX, MAZE_EFORMAT, 0},
        {"1.0", UINT64_MAX, MAZE_EFORMAT, 0},
        {"1_000", UINT64_MAX, MAZE_EFORMAT, 0},
        {"\xd9\xa1", UINT64_MAX, MAZE_EFORMAT, 0}, /* ARABIC-INDIC DIGIT ONE */
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        uint64_t v = 12345;
        int st = mz_parse_uint(t[i].s, strlen(t[i].s), t[i].max, &v);
        if (st != t[i].st) fprintf(stderr, "mz_parse_uint('%s'): %d\n", t[i].s, st);
        CHECK_EQ(st, t[i].st);
        CHECK(st ? v == 12345 : v == t[i].v);
    }
    /* The length bounds the number, not a NUL. */
    uint64_t v;
    CHECK_EQ(mz_parse_uint("12x", 2, UINT64_MAX, &v), MAZE_OK);
    CHECK_EQ(v, 12);
    /* A field of a line: it ends at a blank or the end, and *i moves past it. */
    const char *line = "7 0012\t99999999999999999999 3x 16";
    size_t i = 0, n = strlen(line);
    CHECK_EQ(mz_parse_uint_at(line, n, &i, 15, &v), MAZE_OK);
    CHECK(v == 7 && i == 1);
    i = 2;
    CHECK_EQ(mz_parse_uint_at(line, n, &i, 15, &v), MAZE_OK);
    CHECK(v == 12 && i == 6);
    i = 7;
    CHECK_EQ(mz_parse_uint_at(line, n, &i, UINT64_MAX, &v), MAZE_ERANGE);
    CHECK_EQ(i, 27);
    i = 28;
    CHECK_EQ(mz_parse_uint_at(line, n, &i, 15, &v), MAZE_EFORMAT); /* "3x" */
    i = 31;
    CHECK_EQ(mz_parse_uint_at(line, n, &i, 15, &v), MAZE_ERANGE);  /* 16 > 15 */
    i = 1;
    CHECK_EQ(mz_parse_uint_at(line, n, &i, 15, &v), MAZE_EFORMAT); /* no digit */
}

static void test_real(void)
{
    static const struct {
        const char *s;
        int exp_ok, st;
        double v;
        int decimals;
    } t[] = {
        {"1", 1, MAZE_OK, 1, 0},
        {"2.5", 1, MAZE_OK, 2.5, 1},
        {"007.250", 1, MAZE_OK, 7.25, 3},
        {"1e2", 1, MAZE_OK, 100, 0},
        {"1E-2", 1, MAZE_OK, 0.01, 0},
        {"2.5e+1", 1, MAZE_OK, 25, 1},
        {"1e2", 0, MAZE_EFORMAT, 0, 0},
        {"1e400", 1, MAZE_ERANGE, 0, 0},
        {"", 1, MAZE_EFORMAT, 0, 0},
        {".5", 1, MAZE_EFORMAT, 0, 0},
        {"5.", 1, MAZE_EFORMAT, 0, 0},
        {"+1", 1, MAZE_EFORMAT, 0, 0},
        {"-1", 1, MAZE_EFORMAT, 0, 0},
        {" 1", 1, MAZE_EFORMAT, 0, 0},
        {"1 ", 1, MAZE_EFORMAT, 0, 0},
        {"0x1p3", 1, MAZE_EFORMAT, 0, 0},
        {"inf", 1, MAZE_EFORMAT, 0, 0},
        {"nan", 1, MAZE_EFORMAT, 0, 0},
        {"1e", 1, MAZE_EFORMAT, 0, 0},
        {"1e+", 1, MAZE_EFORMAT, 0, 0},
        {"1.2.3", 1, MAZE_EFORMAT, 0, 0},
        {"1,5", 1, MAZE_EFORMAT, 0, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        double v = -7;
        int dec = -7;
        int st = mz_parse_real(t[i].s, strlen(t[i].s), t[i].exp_ok, &v, &dec);
        if (st != t[i].st) fprintf(stderr, "mz_parse_real('%s'): %d\n", t[i].s, st);
        CHECK_EQ(st, t[i].st);
        if (!st) CHECK(v == t[i].v && dec == t[i].decimals);
        else CHECK(v == -7);
    }
}

/* One field variant: the text of the line, and what the reader says. */
typedef struct {
    const char *line;
    int st;
} variant;

/* Reads text as `format` and as whatever detection says; both must give
 * `want`, and detection must pick `format` when the reader takes it. */
static void agree(const char *text, const char *format, int want)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = format;
    maze_doc named, found;
    maze_error_info e1, e2;
    int st1 = maze_read(&named, text, strlen(text), &o, NULL, &e1);
    int st2 = maze_read(&found, text, strlen(text), NULL, NULL, &e2);
    if (st1 != want || st2 != want)
        fprintf(stderr, "%s variant: -i %s %d (%s), detected %d (%s) of:\n%s\n", format, format, st1, e1.message, st2,
                e2.message, text);
    CHECK_EQ(st1, want);
    CHECK_EQ(st2, want);
    if (!st1 && !st2) CHECK(found.format && strcmp(found.format, format) == 0);
    maze_doc_clear(&named);
    maze_doc_clear(&found);
}

/* With CRLF line ends: the same answer. */
static void agree_crlf(const char *text, const char *format, int want)
{
    char buf[512];
    size_t n = 0;
    for (const char *p = text; *p && n + 2 < sizeof buf; p++) {
        if (*p == '\n') buf[n++] = '\r';
        buf[n++] = *p;
    }
    buf[n] = 0;
    agree(text, format, want);
    agree(buf, format, want);
}

static void test_map_header(void)
{
    static const variant type[] = {
        {"type octile", MAZE_OK}, {"type\toctile", MAZE_OK}, {"type  octile", MAZE_OK}, {"type octile \t", MAZE_OK},
        {"type Octile", MAZE_EFORMAT}, {"typeoctile", MAZE_EFORMAT}, {"type", MAZE_EFORMAT},
        {" type octile", MAZE_EFORMAT}, {"type octile x", MAZE_EFORMAT},
    };
    static const variant height[] = {
        {"height 2", MAZE_OK}, {"height 02", MAZE_OK}, {"height 00000000002", MAZE_OK},
        {"height\t2", MAZE_OK}, {"height  2", MAZE_OK}, {"height 2 ", MAZE_OK},
        {"height +2", MAZE_EFORMAT}, {"height -2", MAZE_EFORMAT}, {"height 0x2", MAZE_EFORMAT},
        {"height 2.0", MAZE_EFORMAT}, {"height 2e0", MAZE_EFORMAT}, {"height 0", MAZE_EFORMAT},
        {"height", MAZE_EFORMAT}, {"height 2 2", MAZE_EFORMAT}, {"height2", MAZE_EFORMAT},
        {"height 99999999999999999999", MAZE_ETOOBIG}, {"height 4294967298", MAZE_ETOOBIG},
        {"height 2147483648", MAZE_ETOOBIG},
    };
    char text[256];
    for (size_t i = 0; i < sizeof type / sizeof type[0]; i++) {
        snprintf(text, sizeof text, "%s\nheight 2\nwidth 3\nmap\n...\n.@.\n", type[i].line);
        agree_crlf(text, "map", type[i].st);
    }
    for (size_t i = 0; i < sizeof height / sizeof height[0]; i++) {
        snprintf(text, sizeof text, "type octile\n%s\nwidth 3\nmap\n...\n.@.\n", height[i].line);
        agree_crlf(text, "map", height[i].st);
        /* The same rule for the width. */
        char line[64];
        snprintf(line, sizeof line, "width%s", height[i].line + 6);
        snprintf(text, sizeof text, "type octile\nheight 2\n%s\nmap\n..\n.@\n", line);
        agree_crlf(text, "map", height[i].st);
    }
}

static void test_mask_header(void)
{
    static const variant wh[] = {
        {"3 2", MAZE_OK}, {"03 002", MAZE_OK}, {"3\t2", MAZE_OK}, {" 3 2", MAZE_OK}, {"\t3 2", MAZE_OK},
        {"3 2 ", MAZE_OK}, {"3  2", MAZE_OK}, {"3 \t 2\t", MAZE_OK},
        {"+3 2", MAZE_EFORMAT}, {"3 -2", MAZE_EFORMAT}, {"0x3 2", MAZE_EFORMAT}, {"3 2.0", MAZE_EFORMAT},
        {"3", MAZE_EFORMAT}, {"3 2 1", MAZE_EFORMAT}, {"3,2", MAZE_EFORMAT}, {"3 0", MAZE_EFORMAT},
        {"3 99999999999999999999", MAZE_ETOOBIG}, {"99999999999999999999 2", MAZE_ETOOBIG},
        {"3 2147483648", MAZE_ETOOBIG},
    };
    char text[256];
    for (size_t i = 0; i < sizeof wh / sizeof wh[0]; i++) {
        snprintf(text, sizeof text, "%s\n2 10 8\n0 0 0\n", wh[i].line);
        agree_crlf(text, "mask", wh[i].st);
    }
    /* The cells follow the same rule (detection only looks at the first line). */
    static const variant cells[] = {
        {"2 10 8", MAZE_OK}, {"02 010 08", MAZE_OK}, {"2\t10\t8", MAZE_OK}, {"2 10 8 ", MAZE_OK},
        {"2 +10 8", MAZE_EFORMAT}, {"2 0xA 8", MAZE_EFORMAT}, {"2 10 -8", MAZE_EFORMAT},
        {"2 10 99999999999999999999", MAZE_EFORMAT}, {"2 10 8.0", MAZE_EFORMAT}, {"2 108", MAZE_EFORMAT},
    };
    for (size_t i = 0; i < sizeof cells / sizeof cells[0]; i++) {
        snprintf(text, sizeof text, "3 2\n%s\n0 0 0\n", cells[i].line);
        agree_crlf(text, "mask", cells[i].st);
    }
}

/* .scen rows and cost maps have no detection; their readers take the same
 * numbers as the rest. */
static void test_scen_fields(void)
{
    static const variant rows[] = {
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t9.89949494", MAZE_OK},
        {"00\tm.map\t08\t008\t0\t00\t7\t07\t9.89949494", MAZE_OK},
        {"0 m.map 8 8 0 0 7 7 9.89949494", MAZE_OK},
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t10", MAZE_OK},
        {"0\tm.map\t8\t8\t+0\t0\t7\t7\t9.9", MAZE_EFORMAT},
        {"0\tm.map\t8\t8\t0\t-0\t7\t7\t9.9", MAZE_EFORMAT},
        {"0\tm.map\t0x8\t8\t0\t0\t7\t7\t9.9", MAZE_EFORMAT},
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t1e1", MAZE_EFORMAT},
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t.9", MAZE_EFORMAT},
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t9.", MAZE_EFORMAT},
        {"0\tm.map\t8\t8\t0\t0\t7\t7\t+9.9", MAZE_EFORMAT},
        {"0\tm.map\t99999999999999999999\t8\t0\t0\t7\t7\t9.9", MAZE_EFORMAT},
        {"0\tm.map\t2147483648\t8\t0\t0\t7\t7\t9.9", MAZE_EFORMAT},
        {"0\tm.map\t2147483647\t8\t0\t0\t7\t7\t9.9", MAZE_OK},
    };
    char text[256];
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        snprintf(text, sizeof text, "version 1\n%s\n", rows[i].line);
        maze_scen *sc = NULL;
        maze_error_info err = {0, ""};
        int st = maze_scen_read(&sc, text, strlen(text), NULL, &err);
        if (st != rows[i].st) fprintf(stderr, "scen row '%s': %d (%s)\n", rows[i].line, st, err.message);
        CHECK_EQ(st, rows[i].st);
        if (st == MAZE_EFORMAT && strstr(rows[i].line, "99999999999999999999"))
            CHECK(strstr(err.message, "too large") != NULL);
        maze_scen_destroy(sc);
    }
}

static void test_cost_fields(void)
{
    static const variant costs[] = {
        {"1 2.5 1e1", MAZE_OK}, {"01 02.50 1E+1", MAZE_OK}, {"1,2.5,3", MAZE_OK},
        {"1 +2 3", MAZE_EFORMAT}, {"1 0x2 3", MAZE_EFORMAT}, {"1 2. 3", MAZE_EFORMAT},
        {"1 .5e1 3", MAZE_EFORMAT}, {"1 inf 3", MAZE_EFORMAT}, {"1 1e999 3", MAZE_EFORMAT},
    };
    maze_map *map;
    CHECK_EQ(maze_map_create(&map, 3, 1, NULL), MAZE_OK);
    for (size_t i = 0; i < sizeof costs / sizeof costs[0]; i++) {
        maze_error_info err = {0, ""};
        int st = maze_map_read_costs(map, costs[i].line, strlen(costs[i].line), &err);
        if (st != costs[i].st) fprintf(stderr, "costs '%s': %d (%s)\n", costs[i].line, st, err.message);
        CHECK_EQ(st, costs[i].st);
    }
    maze_map_destroy(map);
}

static void test_bias(void)
{
    static const variant bias[] = {
        {"mixed:0.25", MAZE_OK}, {"mixed:1", MAZE_OK}, {"mixed:0", MAZE_OK}, {"mixed:2.5e-1", MAZE_OK},
        {"mixed:+0.5", MAZE_EINVAL}, {"mixed:-0", MAZE_EINVAL}, {"mixed: 0.5", MAZE_EINVAL},
        {"mixed:.5", MAZE_EINVAL}, {"mixed:0x0.8p0", MAZE_EINVAL}, {"mixed:1.5", MAZE_EINVAL},
        {"mixed:", MAZE_EINVAL},
    };
    for (size_t i = 0; i < sizeof bias / sizeof bias[0]; i++) {
        maze_gen_opts o;
        maze_gen_opts_init(&o);
        o.bias = bias[i].line;
        maze *m;
        CHECK_EQ(maze_create(&m, 3, 3, NULL), MAZE_OK);
        maze_rng rng;
        maze_rng_seed(&rng, 1);
        int st = maze_generate_into(m, maze_generator_find("growing-tree"), &rng, &o);
        if (st != bias[i].st) fprintf(stderr, "bias '%s': %d\n", bias[i].line, st);
        CHECK_EQ(st, bias[i].st);
        maze_destroy(m);
    }
}

int main(void)
{
    test_uint();
    test_real();
    test_map_header();
    test_mask_header();
    test_scen_fields();
    test_cost_fields();
    test_bias();
    return check_done();
}
