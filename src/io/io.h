/* io.h - what the text formats share: the format descriptor (the table of
 * them is format/'s), a buffered output sink, the row writer's layout,
 * per-cell overlay marks, and a line and field scanner for the readers. */
#ifndef MAZE_IO_H
#define MAZE_IO_H

#include "../internal.h"

/* ---- buffered output over a maze_write_fn ---- */

typedef struct mz_out {
    maze_write_fn write;
    void *ctx;
    int status;          /* sticky: MAZE_OK until a write fails */
    size_t n;
    char buf[4096];
} mz_out;

MZ_HIDDEN void mz_out_init(mz_out *o, maze_write_fn write, void *ctx);
MZ_HIDDEN void mz_out_put(mz_out *o, const char *s, size_t n);
MZ_HIDDEN void mz_out_str(mz_out *o, const char *s);
MZ_HIDDEN void mz_out_char(mz_out *o, char c);
MZ_HIDDEN void mz_out_u64(mz_out *o, uint64_t v);
/* Writes what is buffered; returns the sticky status (MAZE_EIO on failure). */
MZ_HIDDEN int mz_out_flush(mz_out *o);

/* ---- per-cell marks drawn on top of a maze or map (from a maze_overlay) ---- */

enum {
    MZ_MK_PATH = 1,     /* on the path */
    MZ_MK_START = 2,
    MZ_MK_GOAL = 4,
    MZ_MK_OFF = 8,      /* disabled cell (outside a mask) */
    MZ_MK_LINK_E = 16,  /* the path goes between this cell and its east neighbour */
    MZ_MK_LINK_S = 32   /* ... and its south neighbour */
};

/* ---- row writer: formats that draw a maze one row at a time ---- */

typedef struct mz_row_ops {
    /* Called once before the first row (headers). May be NULL. */
    int (*begin)(maze_row_writer *w);
    /* Draws row y. open[x] holds MAZE_E / MAZE_S (edge bits already cleared);
     * marks[x] holds MZ_MK_* bits, or marks is NULL. w->prev_* hold row y-1
     * (w->has_prev is 0 for y = 0). */
    int (*row)(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks);
    /* Called after the last row (footers). May be NULL. */
    int (*finish)(maze_row_writer *w);
    /* Frees w->priv. May be NULL. */
    void (*destroy)(maze_row_writer *w);
} mz_row_ops;

/* ---- openings in the outer wall at start and goal (maze_overlay.gaps) ---- */

typedef struct mz_gaps {
    unsigned side[2];    /* start [0] and goal [1]: MAZE_N/S/W/E opened, 0 for none */
    int32_t x[2];
    int64_t y[2];
    int letters;         /* draw S and E anyway: the openings alone would be read otherwise */
} mz_gaps;

/* Plans the openings at the start and goal of overlay ov (none when !on or
 * ov is NULL) on a w x h maze, sides as maze_write_gaps documents. */
MZ_HIDDEN void mz_gaps_plan(mz_gaps *g, const maze_overlay *ov, int on, int32_t w, int64_t h);
/* Whether the plan opens side `side` of cell (x, y). */
MZ_HIDDEN int mz_gap_open(const mz_gaps *g, int32_t x, int64_t y, unsigned side);

struct maze_row_writer {
    maze_allocator alloc;
    const struct mz_format *fmt;
    int32_t w;
    int64_t h, next_y;
    int has_prev, finished, status;
    uint8_t *prev_open, *prev_marks;   /* row y-1, w bytes each */
    uint8_t *cur_open;                 /* scratch: the row with edge bits cleared */
    void *priv;                        /* the format's own state */
    const void *arg;                   /* the format's options for begin (png: maze_draw_opts), or NULL */
    mz_gaps gaps;                      /* openings in the outer wall (none unless maze_write_gaps asks) */
    mz_out out;
};

/* Creates a row writer for format descriptor `f` (which must have rows). */
MZ_HIDDEN int mz_row_writer_create(maze_row_writer **out, const struct mz_format *f, int32_t width,
                                   int64_t height, maze_write_fn write, void *ctx,
                                   const maze_allocator *alloc);
/* The same with format options `arg` (kept in w->arg for begin; NULL: defaults). */
MZ_HIDDEN int mz_row_writer_open(maze_row_writer **out, const struct mz_format *f, int32_t width, int64_t height,
                                 const void *arg, maze_write_fn write, void *ctx, const maze_allocator *alloc);
/* Feeds one row with marks (NULL for none). */
MZ_HIDDEN int mz_row_writer_row(maze_row_writer *w, int64_t y, const uint8_t *open, const uint8_t *marks);

/* ---- readers ---- */

typedef struct mz_read_ctx {
    const maze_allocator *alloc;
    uint64_t max_cells;
    maze_error_info *err;
} mz_read_ctx;

/* Records a reader error (line, printf-style message) and returns `status`. */
MZ_HIDDEN int mz_read_fail(const mz_read_ctx *c, int status, long line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* A line scanner over a buffer: lines end at '\n'; a '\r' before it is
 * dropped; a final line without '\n' counts; the empty tail after a final
 * '\n' does not. */
typedef struct mz_lines {
    const char *p, *end;
    long line;          /* number of the line last returned (1-based) */
} mz_lines;

MZ_HIDDEN void mz_lines_init(mz_lines *l, const char *data, size_t len);
/* Returns 1 and the next line in (*s, *n), or 0 at the end. */
MZ_HIDDEN int mz_lines_next(mz_lines *l, const char **s, size_t *n);
/* Counts the lines mz_lines_next would return (one memchr pass). */
MZ_HIDDEN uint64_t mz_lines_count(const char *data, size_t len);
/* The next field of s[0..n) from *i: blanks (spaces, tabs) skipped, then a
 * run of other bytes, whose start goes to *tok; returns its length (0 when
 * only blanks are left) and moves *i past it. Numbers in it are read with
 * internal.h's mz_parse_uint / mz_parse_real. */
static inline size_t mz_next_token(const char *s, size_t n, size_t *i, const char **tok)
{
    size_t k = *i;
    while (k < n && (s[k] == ' ' || s[k] == '\t')) k++;
    size_t b = k;
    while (k < n && s[k] != ' ' && s[k] != '\t') k++;
    *tok = s + b;
    *i = k;
    return k - b;
}

/* ---- the format descriptor ---- */

typedef struct mz_format {
    maze_format_info info;
    /* Writes a whole maze; NULL when `rows` draws it. */
    int (*write_maze)(const maze *m, const maze_overlay *ov, maze_write_fn write, void *ctx);
    /* Writes a block map; NULL if the format has no map form. */
    int (*write_map)(const maze_map *map, const maze_overlay *ov, maze_write_fn write, void *ctx);
    /* Parses data into doc (which is empty); NULL if the format cannot be read. */
    int (*read)(maze_doc *doc, const char *data, size_t len, const mz_read_ctx *c);
    /* How likely data is this format: 0 (no) .. 100 (certain). NULL: never guessed. */
    int (*detect)(const char *data, size_t len);
    /* Row-streaming drawing; NULL if the format cannot stream. */
    const mz_row_ops *rows;
} mz_format;

/* Draws maze m through format f's row operations (f->rows), its outer wall
 * opened at the overlay's start and goal when gaps is set (maze_write_gaps). */
MZ_HIDDEN int mz_write_maze_rows(const maze *m, const mz_format *f, const maze_overlay *ov, int gaps,
                                 maze_write_fn write, void *ctx);

/* ---- shared by the map writers ---- */

/* Fills marks[n] (one per map cell) from an overlay: MZ_MK_PATH/START/GOAL.
 * steps, when not NULL, receives 1 + the path step of each path cell (0 if
 * none; later steps win), saturated at 255. */
MZ_HIDDEN void mz_map_marks(const maze_map *map, const maze_overlay *ov, uint8_t *marks, uint8_t *steps);
/* Writes a map one glyph per cell: g[0] blocked, g[1] open, g[2] start,
 * g[3] goal, g[4] path; each row ends with '\n'. */
MZ_HIDDEN int mz_map_write_glyphs(const maze_map *map, const maze_overlay *ov, const char *const g[5],
                                  maze_write_fn write, void *ctx);

/* ---- masks ---- */

/* maze_mask_read for a PNG (the signature checked, the IHDR size too): libpng
 * with every allocation through alloc (a failed one is MAZE_ENOMEM). Returns
 * as maze_mask_read; *out is set only on success. Only with MAZE_HAVE_PNG. */
MZ_HIDDEN int mz_mask_read_png(maze **out, const void *data, size_t len, uint64_t max_cells,
                               const maze_allocator *alloc, maze_error_info *err);

#endif
