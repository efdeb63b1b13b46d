/* book.c - books of mazes: many mazes laid out on the pages of one PDF
 * through cairo (a grid of slots under a title, each maze numbered with its
 * seed, page numbers, answer pages with the solutions drawn), text in a
 * font that fontconfig finds, embedded by cairo. */
#include "cairo_api.h"
#include "vector.h"

#include <math.h>
#include <stdio.h>
#include <time.h>

/* The page's bands, in millimetres: the title above the slots, the page
 * number below them, the space between slots and the label atop each. */
#define HEADER_MM 10.0
#define FOOTER_MM 7.0
#define GAP_MM 8.0
#define LABEL_MM 5.0
#define TITLE_PT_MM 6.0  /* text sizes (the em) in millimetres */
#define LABEL_PT_MM 3.5
#define SEED_PT_MM 2.5
/* A cell's pitch on paper is at least this many wall lines (a passage at
 * least twice the wall): the line is thinned to keep it so. */
#define LINES_PER_CELL 3.0
/* The scene's cell pitch: walls are whole units of it, so the line width
 * comes out within a part in a thousand of the one asked. */
#define CELL_UNITS 1000

void maze_book_opts_init(maze_book_opts *o)
{
    if (!o) return;
    memset(o, 0, sizeof *o);
    o->page_width_mm = 210;
    o->page_height_mm = 297;
    o->margin_mm = 15;
    o->per_page = 4;
    o->line_mm = 0.5;
    o->answers = MAZE_BOOK_ANSWERS_BACK;
    o->wall_color = 0x000000;
    o->path_color = 0xff0000;
    o->start_color = 0x008000;
    o->goal_color = 0x0000ff;
}

/* Columns and rows of slots: 1, 2 stacked (side by side on a landscape
 * page), 2 x 2, 2 x 3 (3 x 2 landscape). */
static void grid(const maze_book_opts *o, int *cols, int *rows)
{
    int land = o->page_width_mm > o->page_height_mm;
    switch (o->per_page) {
    case 1: *cols = 1, *rows = 1; break;
    case 2: *cols = land ? 2 : 1, *rows = land ? 1 : 2; break;
    case 4: *cols = 2, *rows = 2; break;
    default: *cols = land ? 3 : 2, *rows = land ? 2 : 3; break;
    }
}

/* Whether s is well-formed UTF-8 (cairo's text calls need it). */
static int utf8_ok(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned c = *p++, n = c < 0x80 ? 0 : (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : 9;
        if (n == 9 || (n == 1 && c < 0xc2) || (c == 0xf4 && (*p & 0xf0) != 0x80) || c > 0xf4) return 0;
        /* no overlong forms, no surrogates, nothing past U+10FFFF */
        if ((c == 0xe0 && *p < 0xa0) || (c == 0xed && *p >= 0xa0) || (c == 0xf0 && *p < 0x90)) return 0;
        for (unsigned k = 0; k < n; k++, p++)
            if ((*p & 0xc0) != 0x80) return 0;
    }
    return 1;
}

/* Checks the options; the slot's maze box in millimetres into bw, bh. */
static int check_opts(const maze_book_opts *o, double *bw, double *bh)
{
    int per = o->per_page;
    if (per != 1 && per != 2 && per != 4 && per != 6) return MAZE_EINVAL;
    if (!(o->page_width_mm >= 10 && o->page_width_mm <= 10000 && o->page_height_mm >= 10 &&
          o->page_height_mm <= 10000 && o->margin_mm >= 0 && o->line_mm >= MAZE_BOOK_MIN_LINE_MM &&
          o->line_mm <= 10))
        return MAZE_EINVAL;
    if (o->answers < MAZE_BOOK_ANSWERS_BACK || o->answers > MAZE_BOOK_ANSWERS_NONE) return MAZE_EINVAL;
    if ((o->title && !utf8_ok(o->title)) || (o->font && !utf8_ok(o->font))) return MAZE_EINVAL;
    uint32_t colors[] = {o->wall_color, o->path_color, o->start_color, o->goal_color};
    for (size_t k = 0; k < sizeof colors / sizeof colors[0]; k++)
        if (colors[k] > 0xffffff) return MAZE_EINVAL;
    int cols, rows;
    grid(o, &cols, &rows);
    *bw = (o->page_width_mm - 2 * o->margin_mm - (cols - 1) * GAP_MM) / cols;
    *bh = (o->page_height_mm - 2 * o->margin_mm - HEADER_MM - FOOTER_MM - (rows - 1) * GAP_MM) / rows - LABEL_MM;
    return *bw >= 1 && *bh >= 1 ? MAZE_OK : MAZE_ERANGE; /* the margins leave no room */
}

/* o, or the defaults in *def when o is NULL. */
static const maze_book_opts *opts_or(const maze_book_opts *o, maze_book_opts *def)
{
    if (o) return o;
    maze_book_opts_init(def);
    return def;
}

int maze_book_pages(const maze_book_opts *o, size_t count, size_t *pages)
{
    if (!pages) return MAZE_EINVAL;
    *pages = 0;
    double bw, bh;
    maze_book_opts def;
    o = opts_or(o, &def);
    int st = check_opts(o, &bw, &bh);
    if (st) return st;
    size_t sheets = (count + (size_t)o->per_page - 1) / (size_t)o->per_page;
    *pages = o->answers == MAZE_BOOK_ANSWERS_NONE ? sheets : 2 * sheets;
    return MAZE_OK;
}

/* A maze's extent in cells and its cell pitch on paper in a bw x bh box. */
static int fit(const maze *m, double bw, double bh, double *ew, double *eh, double *cell_mm)
{
    int st = maze_extent(m, ew, eh);
    if (st) return st;
    if (!(*ew > 0 && *eh > 0)) return MAZE_ERANGE;
    *cell_mm = fmin(bw / *ew, bh / *eh);
    return MAZE_OK;
}

int maze_book_fit(const maze_book_opts *o, const maze *m, double *cell_mm, double *line_mm)
{
    if (!cell_mm || !line_mm) return MAZE_EINVAL;
    *cell_mm = *line_mm = 0;
    if (!m) return MAZE_EINVAL;
    maze_book_opts def;
    o = opts_or(o, &def);
    double bw, bh, ew, eh, cell;
    int st = check_opts(o, &bw, &bh);
    if (!st) st = fit(m, bw, bh, &ew, &eh, &cell);
    if (st) return st;
    double line = fmin(o->line_mm, cell / LINES_PER_CELL);
    if (line < MAZE_BOOK_MIN_LINE_MM * (1 - 1e-9)) return MAZE_ERANGE;
    *cell_mm = cell;
    *line_mm = line;
    return MAZE_OK;
}

#ifdef MAZE_HAVE_CAIRO

#define CA(f) (b->api->f)

typedef struct book {
    const mz_cairo *api;
    const maze_book_opts *o;
    const char *font;
    cairo_t *cr;
    double bw, bh;     /* a slot's maze box */
    int cols, rows;
    size_t pages;
} book;

/* The sink cairo writes the PDF to. */
typedef struct bsink {
    maze_write_fn write;
    void *ctx;
    int st;
} bsink;

static cairo_status_t sink_write(void *closure, const unsigned char *data, unsigned int length)
{
    bsink *k = closure;
    if (length && !k->st && k->write(k->ctx, data, length)) k->st = MAZE_EIO;
    return k->st ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

static void color(const book *b, uint32_t rgb)
{
    CA(cairo_set_source_rgb)(b->cr, (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0, (rgb & 255) / 255.0);
}

/* Text of size em (mm) with its baseline at y, placed by `align` (0 left of
 * x, 1 centred on it, 2 right of it) and shrunk to fit `width` mm. */
static void text(const book *b, const char *s, double em, int bold, double x, double y, int align, double width)
{
    cairo_text_extents_t e;
    CA(cairo_select_font_face)(b->cr, b->font, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    CA(cairo_set_font_size)(b->cr, em);
    CA(cairo_text_extents)(b->cr, s, &e);
    if (e.x_advance > width && e.x_advance > 0) {
        em *= width / e.x_advance;
        CA(cairo_set_font_size)(b->cr, em);
        CA(cairo_text_extents)(b->cr, s, &e);
    }
    double at = align == 0 ? x : align == 1 ? x - e.x_advance / 2 : x - e.x_advance;
    color(b, 0x000000);
    CA(cairo_move_to)(b->cr, at, y);
    CA(cairo_show_text)(b->cr, s);
    CA(cairo_new_path)(b->cr);
}

/* The scene's wall in units of a CELL_UNITS cell that makes a line of
 * line_mm when an ew x eh extent fills the box: for each side the wall w
 * with w * box / (extent * cell + w) = line, the larger of the two (the
 * side that binds). */
static int32_t wall_units(const book *b, double ew, double eh, double line_mm)
{
    double a = line_mm * ew * CELL_UNITS / (b->bw - line_mm), c = line_mm * eh * CELL_UNITS / (b->bh - line_mm);
    double w = round(fmax(a, c));
    return (int32_t)fmax(1, fmin(CELL_UNITS - 1, w));
}

/* One maze in the slot at (x, y): its number and seed above, the maze
 * below, with the answer's path when `answer` is set. */
static int slot(book *b, const maze_book_entry *e, size_t number, int answer, double x, double y)
{
    const maze_book_opts *o = b->o;
    double ew, eh, cell, line;
    if (!e->m) return MAZE_EINVAL;
    int st = fit(e->m, b->bw, b->bh, &ew, &eh, &cell);
    if (st) return st;
    line = fmin(o->line_mm, cell / LINES_PER_CELL);
    if (line < MAZE_BOOK_MIN_LINE_MM * (1 - 1e-9)) return MAZE_ERANGE;
    /* the maze as drawn: its box's width or height, the other side by its
     * aspect; centred across the slot, at the top of it, under its label */
    int32_t wall = wall_units(b, ew, eh, line);
    double pw = ew * CELL_UNITS + wall, ph = eh * CELL_UNITS + wall, k = fmin(b->bw / pw, b->bh / ph);
    double dw = pw * k, dh = ph * k, dx = x + (b->bw - dw) / 2;
    char label[64];
    snprintf(label, sizeof label, "%s%zu", answer ? "Answer " : "No. ", number);
    text(b, label, LABEL_PT_MM, 1, dx, y + LABEL_MM - 1.2, 0, dw * 0.6);
    snprintf(label, sizeof label, "seed %llu", (unsigned long long)e->seed);
    text(b, label, SEED_PT_MM, 0, dx + dw, y + LABEL_MM - 1.2, 2, dw * 0.4);
    maze_draw_opts d;
    maze_draw_opts_init(&d);
    d.cell = CELL_UNITS;
    d.wall = wall;
    d.margin = 0;
    d.wall_color = o->wall_color;
    d.path_color = o->path_color;
    d.start_color = o->start_color;
    d.goal_color = o->goal_color;
    d.layers = (o->gaps ? MAZE_LAYER_GAPS : MAZE_LAYER_MARKERS) | (answer ? MAZE_LAYER_PATH : 0);
    mz_scene s;
    if ((st = mz_scene_init(&s, e->m, NULL, &d, &e->overlay))) return st;
    mz_vsrc src;
    mz_vsrc_maze(&src, &s);
    st = mz_vector_place(b->api, b->cr, &src, &e->overlay, dx, y + LABEL_MM, dw, dh);
    mz_scene_free(&s);
    return st;
}

/* Page p (0-based): which sheet of mazes it shows and whether as answers. */
static void page_kind(const book *b, size_t p, size_t *sheet, int *answer)
{
    size_t sheets = b->o->answers == MAZE_BOOK_ANSWERS_NONE ? b->pages : b->pages / 2;
    if (b->o->answers == MAZE_BOOK_ANSWERS_AFTER) *sheet = p / 2, *answer = (int)(p & 1);
    else *sheet = p % sheets, *answer = p >= sheets;
}

static int page(book *b, const maze_book_entry *e, size_t count, size_t p)
{
    const maze_book_opts *o = b->o;
    size_t sheet;
    int answer;
    page_kind(b, p, &sheet, &answer);
    double left = o->margin_mm, width = o->page_width_mm - 2 * o->margin_mm;
    double top = left;
    char head[600];
    const char *title = o->title ? o->title : "";
    if (answer) snprintf(head, sizeof head, "%s%sAnswers", title, *title ? ": " : "");
    else snprintf(head, sizeof head, "%s", title);
    if (*head) text(b, head, TITLE_PT_MM, 1, left + width / 2, top + HEADER_MM - 3, 1, width);
    for (int k = 0; k < b->cols * b->rows; k++) {
        size_t i = sheet * (size_t)o->per_page + (size_t)k;
        if (i >= count) break;
        int col = k % b->cols, row = k / b->cols;
        double x = left + col * (b->bw + GAP_MM), y = top + HEADER_MM + row * (b->bh + LABEL_MM + GAP_MM);
        int st = slot(b, &e[i], i + 1, answer, x, y);
        if (st) return st;
    }
    char num[32];
    snprintf(num, sizeof num, "%zu", p + 1);
    text(b, num, LABEL_PT_MM, 0, left + width / 2, o->page_height_mm - o->margin_mm - 1, 1, width);
    CA(cairo_show_page)(b->cr);
    return mz_cairo_code(CA(cairo_status)(b->cr));
}

/* The creation date in the PDF's metadata: ISO 8601, UTC. */
static void iso_date(int64_t t, char *buf, size_t cap)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (!gmtime_r(&tt, &tm)) memset(&tm, 0, sizeof tm), tm.tm_year = 70, tm.tm_mday = 1;
    strftime(buf, cap, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static int draw_book(book *b, const maze_book_entry *e, size_t count, bsink *k)
{
    const maze_book_opts *o = b->o;
    const double pt = 72 / 25.4;
    cairo_surface_t *sf = CA(cairo_pdf_surface_create_for_stream)(sink_write, k, o->page_width_mm * pt,
                                                                  o->page_height_mm * pt);
    int st = mz_cairo_code(CA(cairo_surface_status)(sf));
    if (!st) {
        char date[32];
        iso_date(o->created, date, sizeof date);
        CA(cairo_pdf_surface_set_metadata)(sf, CAIRO_PDF_METADATA_CREATE_DATE, date);
        if (o->title) CA(cairo_pdf_surface_set_metadata)(sf, CAIRO_PDF_METADATA_TITLE, o->title);
        b->cr = CA(cairo_create)(sf);
        CA(cairo_scale)(b->cr, pt, pt); /* user units: millimetres */
        for (size_t p = 0; !st && p < b->pages; p++) st = page(b, e, count, p);
        if (!st) st = mz_cairo_code(CA(cairo_status)(b->cr));
        CA(cairo_destroy)(b->cr);
    }
    CA(cairo_surface_finish)(sf);
    if (!st) st = mz_cairo_code(CA(cairo_surface_status)(sf));
    CA(cairo_surface_destroy)(sf);
    return k->st ? k->st : st;
}

/* Whether the overlay's points and path are cells of m, (c, 0) off rect. */
static int point_ok(const maze *m, int32_t x, int32_t y)
{
    if (!mz_is_rect(m)) return x >= 0 && y == 0 && (uint64_t)x < maze_cell_total(m);
    return x >= 0 && y >= 0 && x < maze_width(m) && y < maze_height(m);
}

static int overlay_ok(const maze *m, const maze_overlay *ov)
{
    if ((ov->has_start && !point_ok(m, ov->sx, ov->sy)) || (ov->has_goal && !point_ok(m, ov->gx, ov->gy))) return 0;
    if (ov->path_length && !ov->path) return 0;
    for (size_t k = 0; k < ov->path_length; k++)
        if (ov->path[k] >= maze_cell_total(m)) return 0;
    return 1;
}

int maze_book_draw(const maze_book_entry *entries, size_t count, const maze_book_opts *o, maze_write_fn write,
                   void *ctx)
{
    if (!entries || !count || !write) return MAZE_EINVAL;
    maze_book_opts def;
    o = opts_or(o, &def);
    book b;
    memset(&b, 0, sizeof b);
    b.o = o;
    b.font = o->font ? o->font : "DejaVu Sans";
    int st = check_opts(o, &b.bw, &b.bh);
    if (!st) st = maze_book_pages(o, count, &b.pages);
    for (size_t i = 0; !st && i < count; i++) { /* every maze fits before anything is written */
        double cell, line;
        if (!entries[i].m || !overlay_ok(entries[i].m, &entries[i].overlay)) st = MAZE_EINVAL;
        else st = maze_book_fit(o, entries[i].m, &cell, &line);
    }
    if (st) return st;
    grid(o, &b.cols, &b.rows);
    mz_cairo api;
    st = mz_cairo_load(&api);
    b.api = &api;
    if (!st) {
        bsink k = {write, ctx, MAZE_OK};
        st = draw_book(&b, entries, count, &k);
    }
    mz_cairo_unload(&api);
    return st;
}

#else /* no cairo: no books */

int maze_book_draw(const maze_book_entry *entries, size_t count, const maze_book_opts *o, maze_write_fn write,
                   void *ctx)
{
    if (!entries || !count || !write) return MAZE_EINVAL;
    (void)o;
    (void)ctx;
    return MAZE_EUNSUPPORTED;
}

#endif
