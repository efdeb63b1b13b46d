/* fuzz_read.c - fuzzes maze_read over every readable format (the first byte
 * picks one from the format table, or content detection) and checks what it
 * accepts: detection agrees with reading in the format it chose; the writer
 * of that format writes it back (start and goal included) and the reader,
 * told the format or left to detect it, reads the same thing; a text or
 * unicode maze written with its entrance and exit gaps, and a blocks grid
 * written as the Java article's printMap rows, read back the same too. */
#include "fuzz_util.h"

/* FUZZ_FORMAT=NAME in the environment pins every input to that format (the
 * first byte is still skipped, so a corpus serves both ways): a campaign on
 * one reader spends no executions on the others. */
static const char *pinned_format(void)
{
    static int read;
    static const char *name;
    if (!read) {
        const char *s = getenv("FUZZ_FORMAT");
        const maze_format_info *f = s && *s ? maze_format_find(s) : NULL;
        if (s && *s && (!f || !(f->flags & MAZE_FMT_READ))) abort(); /* a typo would fuzz nothing */
        name = f ? f->name : NULL;
        read = 1;
    }
    return name;
}

static const char *pick_format(uint8_t b)
{
    if (pinned_format()) return pinned_format();
    size_t readable = 0;
    for (size_t i = 0; i < maze_format_count(); i++)
        if (maze_format_at(i)->flags & MAZE_FMT_READ) readable++;
    size_t want = b % (readable + 1);
    if (want == 0) return NULL; /* detect from the content */
    for (size_t i = 0; i < maze_format_count(); i++)
        if ((maze_format_at(i)->flags & MAZE_FMT_READ) && --want == 0) return maze_format_at(i)->name;
    return NULL;
}

static int is(const char *format, const char *name) { return strcmp(format, name) == 0; }

/* The same topology and shape, and cell by cell the same open sides and
 * enabled cells (on rect the open sides are maze_get's masks). */
static void same_maze(const maze *a, const maze *b)
{
    maze_shape sa, sb;
    if (maze_shape_get(a, &sa) || maze_shape_get(b, &sb) || strcmp(sa.topology, sb.topology) != 0 ||
        sa.width != sb.width || sa.height != sb.height || sa.levels != sb.levels || sa.rings != sb.rings ||
        maze_cell_total(a) != maze_cell_total(b))
        abort();
    for (uint32_t c = 0; c < maze_cell_total(a); c++)
        if (maze_cell_open_sides(a, c) != maze_cell_open_sides(b, c) ||
            maze_cell_is_enabled(a, c) != maze_cell_is_enabled(b, c))
            abort();
}

static void same_map(const maze_map *a, const maze_map *b)
{
    if (maze_map_width(a) != maze_map_width(b) || maze_map_height(a) != maze_map_height(b)) abort();
    for (int32_t y = 0; y < maze_map_height(a); y++)
        for (int32_t x = 0; x < maze_map_width(a); x++)
            if (maze_map_open(a, x, y) != maze_map_open(b, x, y)) abort();
}

/* How much of a doc a format writes back: the grid always; start and goal
 * where it has marks for them (a .map, the PHP masks and cells have none). */
static int keeps_marks(const char *format) { return !is(format, "map") && !is(format, "mask") && !is(format, "cells"); }

/* b read back from what a was written as: same grid; the marks b has are a's,
 * and where the format keeps marks b has all of a's (one only when both sit
 * in one cell, which shows one letter). */
static void same_doc(const maze_doc *a, const maze_doc *b, int marks)
{
    if (a->maze) {
        if (!b->maze) abort();
        same_maze(a->maze, b->maze);
    } else if (b->map) {
        same_map(a->map, b->map);
    } else {
        /* A block grid that is also a valid wall maze reads back as the maze
         * when nothing marks it as a map any more: compare its block grid. */
        maze_map *grid = NULL;
        if (maze_map_from_maze(&grid, b->maze, NULL) != MAZE_OK) abort();
        same_map(a->map, grid);
        maze_map_destroy(grid);
        return; /* its marks are in cell, not block, coordinates now */
    }
    if (b->has_start && (!a->has_start || b->sx != a->sx || b->sy != a->sy)) abort();
    if (b->has_goal && (!a->has_goal || b->gx != a->gx || b->gy != a->gy)) abort();
    int one_cell = a->has_start && a->has_goal && a->sx == a->gx && a->sy == a->gy;
    if (marks && !one_cell && (a->has_start != b->has_start || a->has_goal != b->has_goal)) abort();
    if (marks && one_cell && !b->has_start && !b->has_goal) abort();
}

/* Reads bytes in `format` (NULL: detect) and returns the status; *out gets
 * the doc. A detected read must name the format it was written in. */
static int reread(const char *bytes, size_t len, const char *format, maze_doc *out)
{
    maze_read_opts o;
    maze_read_opts_init(&o);
    o.format = format;
    o.max_cells = FZ_MAX_CELLS;
    maze_error_info err;
    int st = maze_read(out, bytes, len, &o, NULL, &err);
    if (st == MAZE_OK && (!out->maze == !out->map || !out->format)) abort();
    if (st != MAZE_OK && (out->maze || out->map || !err.message[0])) abort(); /* a failure says why, leaves nothing */
    return st;
}

static maze_overlay marks_of(const maze_doc *doc)
{
    maze_overlay ov = {0};
    ov.has_start = doc->has_start, ov.sx = doc->sx, ov.sy = doc->sy;
    ov.has_goal = doc->has_goal, ov.gx = doc->gx, ov.gy = doc->gy;
    return ov;
}

/* Reads b back in doc's format, then (detect) by detection, and compares
 * with doc. */
static void check_back(const maze_doc *doc, const fz_buf *b, int marks, int detect)
{
    maze_doc back;
    if (reread(b->data, b->len, doc->format, &back) != MAZE_OK) abort();
    same_doc(doc, &back, marks);
    maze_doc_clear(&back);
    if (!detect) return;
    if (reread(b->data, b->len, NULL, &back) != MAZE_OK || !is(back.format, doc->format)) abort();
    same_doc(doc, &back, marks);
    maze_doc_clear(&back);
}

/* The Java article's printMap layout of a compact blocks grid: every code
 * followed by a blank. A grid two blocks wide then starts "d d", which is
 * also how the PHP masks' "W H" header looks, so detection is only asked
 * to tell the layout from the rest on wider grids. */
static void spaced_blocks(const maze_doc *doc, const fz_buf *compact)
{
    fz_buf s = {0};
    for (size_t i = 0; i < compact->len; i++) {
        char c = compact->data[i];
        if (fz_write(&s, &c, 1) || (c != '\n' && fz_write(&s, " ", 1))) abort();
    }
    int32_t width = doc->maze ? 2 * maze_width(doc->maze) + 1 : maze_map_width(doc->map);
    check_back(doc, &s, 1, width != 2);
    free(s.data);
}

/* Whether detection should know bytes b as written in format: every format
 * starts with a mark of its own but the Perl grids, which are known by a wall
 * ('*' or '#') on the first line, as the article's framed maps have; a grid
 * whose first row is open is only read when named. */
static int detectable(const char *format, const fz_buf *b)
{
    if (!is(format, "perl")) return 1;
    for (size_t i = 0; i < b->len && b->data[i] != '\n'; i++)
        if (b->data[i] == '*' || b->data[i] == '#') return 1;
    return 0;
}

/* Writes doc in the format it was read from, with its start and goal, and
 * reads it back. */
static void round_trip(const maze_doc *doc)
{
    const maze_format_info *f = maze_format_find(doc->format);
    if (!f) abort();
    unsigned need = doc->maze ? MAZE_FMT_WRITE_MAZE : MAZE_FMT_WRITE_MAP;
    if (!(f->flags & need) || (f->flags & MAZE_FMT_BINARY)) return;
    maze_overlay ov = marks_of(doc);
    fz_buf b = {0};
    int st = doc->maze ? maze_write(doc->maze, doc->format, &ov, fz_write, &b)
                       : maze_map_write(doc->map, doc->format, &ov, fz_write, &b);
    if (st != MAZE_OK) abort();
    check_back(doc, &b, keeps_marks(doc->format), detectable(doc->format, &b));
    if (is(doc->format, "blocks")) spaced_blocks(doc, &b);
    free(b.data);
}

/* A text or unicode maze with its ends as openings in the outer wall. */
static void gaps_trip(const maze_doc *doc)
{
    if (!doc->maze || !(is(doc->format, "text") || is(doc->format, "unicode"))) return;
    maze_overlay ov = marks_of(doc);
    fz_buf b = {0};
    if (maze_write_gaps(doc->maze, doc->format, &ov, fz_write, &b) != MAZE_OK) abort();
    check_back(doc, &b, 1, 1);
    free(b.data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    const char *format = pick_format(data[0]);
    const char *text = (const char *)data + 1;
    maze_doc doc;
    if (reread(text, size - 1, format, &doc) != MAZE_OK) return 0;
    if (format && !is(doc.format, format)) abort();
    if (!format) { /* detection and the format it chose agree */
        maze_doc again;
        if (reread(text, size - 1, doc.format, &again) != MAZE_OK) abort();
        same_doc(&doc, &again, 1);
        if (again.has_start != doc.has_start || again.has_goal != doc.has_goal) abort();
        maze_doc_clear(&again);
    }
    round_trip(&doc);
    gaps_trip(&doc);
    maze_doc_clear(&doc);
    return 0;
}
