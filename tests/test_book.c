/* test_book.c - books of mazes: the defaults, the page count for each place
 * of the answers, how a maze fits its slot (the line thinned, then refused),
 * a drawn book (a PDF of that many pages, the same bytes twice, its date
 * from the options), and the refusals, which write nothing. */
#include "testlib.h"

static int near(double a, double b) { return fabs(a - b) < 1e-9; }

/* Whether the n bytes of `what` occur in data[0..len). */
static int has(const char *data, size_t len, const char *what)
{
    size_t n = strlen(what);
    for (size_t i = 0; data && i + n <= len; i++)
        if (memcmp(data + i, what, n) == 0) return 1;
    return 0;
}

/* Counts "/Type /Page" objects that are pages, not the page tree. */
static int pdf_pages(const tl_sink *k)
{
    int n = 0;
    for (size_t i = 0; k->data && i + 12 <= k->len; i++)
        if (memcmp(k->data + i, "/Type /Page", 11) == 0 && k->data[i + 11] != 's') n++;
    return n;
}

static void defaults(void)
{
    maze_book_opts o;
    memset(&o, 0x55, sizeof o);
    maze_book_opts_init(&o);
    CHECK(near(o.page_width_mm, 210) && near(o.page_height_mm, 297) && near(o.margin_mm, 15));
    CHECK(o.per_page == 4 && near(o.line_mm, 0.5) && o.answers == MAZE_BOOK_ANSWERS_BACK);
    CHECK(!o.title && !o.font && !o.gaps && o.created == 0);
    CHECK(o.wall_color == 0 && o.path_color == 0xff0000);
    maze_book_opts_init(NULL); /* does nothing */
}

static void pages(void)
{
    maze_book_opts o;
    maze_book_opts_init(&o);
    size_t n = 99;
    CHECK_EQ(maze_book_pages(&o, 40, &n), MAZE_OK);
    CHECK_EQ(n, 20);
    CHECK_EQ(maze_book_pages(&o, 41, &n), MAZE_OK);
    CHECK_EQ(n, 22);
    o.answers = MAZE_BOOK_ANSWERS_NONE;
    CHECK_EQ(maze_book_pages(&o, 41, &n), MAZE_OK);
    CHECK_EQ(n, 11);
    o.per_page = 6;
    o.answers = MAZE_BOOK_ANSWERS_AFTER;
    CHECK_EQ(maze_book_pages(&o, 7, &n), MAZE_OK);
    CHECK_EQ(n, 4);
    CHECK_EQ(maze_book_pages(NULL, 5, &n), MAZE_OK); /* the defaults: 4 a page, answers at the back */
    CHECK_EQ(n, 4);
    o.per_page = 3;
    CHECK_EQ(maze_book_pages(&o, 7, &n), MAZE_EINVAL);
    CHECK_EQ(n, 0);
    o.per_page = 1;
    o.margin_mm = 120; /* nothing left of an A4 page's 210 mm */
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_ERANGE);
    maze_book_opts_init(&o);
    o.title = "caf\xc3\xa9";
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_OK);
    o.title = "caf\xe9"; /* Latin-1, not UTF-8 */
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_EINVAL);
    o.title = "\xed\xa0\x80"; /* a surrogate */
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_EINVAL);
    o.title = NULL;
    o.line_mm = 0.05;
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_EINVAL);
    o.line_mm = 0.5;
    o.path_color = 0x1000000;
    CHECK_EQ(maze_book_pages(&o, 1, &n), MAZE_EINVAL);
}

static void fit(void)
{
    maze_book_opts o;
    maze_book_opts_init(&o);
    maze *m;
    CHECK_EQ(maze_create(&m, 20, 10, NULL), MAZE_OK);
    /* A4, 2 x 2: a slot 86 mm wide ((210 - 30 - 8) / 2), 20 cells across */
    double cell, line;
    CHECK_EQ(maze_book_fit(&o, m, &cell, &line), MAZE_OK);
    CHECK(near(cell, 86.0 / 20) && near(line, 0.5));
    maze_destroy(m);
    /* 400 cells across: 0.215 mm cells, under three of the thinnest line */
    CHECK_EQ(maze_create(&m, 400, 10, NULL), MAZE_OK);
    CHECK_EQ(maze_book_fit(&o, m, &cell, &line), MAZE_ERANGE);
    CHECK(cell == 0 && line == 0);
    o.per_page = 1; /* 180 mm: 0.45 mm cells, the line thinned to 0.15 */
    CHECK_EQ(maze_book_fit(&o, m, &cell, &line), MAZE_OK);
    CHECK(near(cell, 0.45) && near(line, 0.15));
    maze_destroy(m);
    CHECK_EQ(maze_book_fit(&o, NULL, &cell, &line), MAZE_EINVAL);
}

static maze *make(uint64_t seed, int32_t w, int32_t h)
{
    maze *m = NULL;
    CHECK_EQ(maze_generate(&m, "dfs", w, h, seed, NULL, NULL), MAZE_OK);
    return m;
}

static void draw(void)
{
    maze *m[5];
    maze_book_entry e[5];
    memset(e, 0, sizeof e);
    static uint32_t path[2] = {0, 1};
    for (int i = 0; i < 5; i++) {
        m[i] = make((uint64_t)i + 1, 12, 9);
        e[i].m = m[i];
        e[i].seed = (uint64_t)i + 1;
        e[i].overlay.has_start = e[i].overlay.has_goal = 1;
        e[i].overlay.gx = 11, e[i].overlay.gy = 8;
    }
    CHECK_EQ(maze_set_passage(m[0], 0, 0, MAZE_E, 1), MAZE_OK);
    e[0].overlay.path = path;
    e[0].overlay.path_length = 2;
    maze_book_opts o;
    maze_book_opts_init(&o);
    o.title = "T\xc3\xa9st";
    o.created = 86400; /* 1970-01-02 */
    tl_sink a = {0}, b = {0};
    int st = maze_book_draw(e, 5, &o, tl_sink_write, &a);
    if (st == MAZE_EUNSUPPORTED) { /* a build without cairo: nothing more to check */
        CHECK(a.len == 0);
        for (int i = 0; i < 5; i++) maze_destroy(m[i]);
        return;
    }
    CHECK_EQ(st, MAZE_OK);
    CHECK(a.len > 1000 && memcmp(a.data, "%PDF-", 5) == 0);
    CHECK_EQ(pdf_pages(&a), 4); /* 2 puzzle pages and 2 answer pages */
    CHECK(has(a.data, a.len, "/CreationDate (19700102000000Z)"));
    CHECK(has(a.data, a.len, "DejaVuSans")); /* the font embedded */
    CHECK_EQ(maze_book_draw(e, 5, &o, tl_sink_write, &b), MAZE_OK);
    CHECK(a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
    tl_sink_free(&b);
    o.answers = MAZE_BOOK_ANSWERS_NONE;
    CHECK_EQ(maze_book_draw(e, 5, &o, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(pdf_pages(&b), 2);
    CHECK(b.len < a.len);
    tl_sink_free(&b);
    o.per_page = 1;
    o.answers = MAZE_BOOK_ANSWERS_AFTER;
    CHECK_EQ(maze_book_draw(e, 5, &o, tl_sink_write, &b), MAZE_OK);
    CHECK_EQ(pdf_pages(&b), 10);
    tl_sink_free(&b);

    /* Refusals write nothing: a maze too big for its slot, a path cell
     * outside its maze, bad options, no entries. */
    maze *big = make(1, 400, 400);
    maze_book_entry e2[2] = {e[1], {big, {0}, 9}};
    maze_book_opts_init(&o);
    CHECK_EQ(maze_book_draw(e2, 2, &o, tl_sink_write, &b), MAZE_ERANGE);
    CHECK(b.len == 0);
    static uint32_t far[1] = {1000};
    e2[1].m = m[1];
    e2[1].overlay.path = far;
    e2[1].overlay.path_length = 1;
    CHECK_EQ(maze_book_draw(e2, 2, &o, tl_sink_write, &b), MAZE_EINVAL);
    e2[1].m = NULL;
    CHECK_EQ(maze_book_draw(e2, 2, &o, tl_sink_write, &b), MAZE_EINVAL);
    o.per_page = 5;
    CHECK_EQ(maze_book_draw(e, 5, &o, tl_sink_write, &b), MAZE_EINVAL);
    CHECK_EQ(maze_book_draw(e, 0, NULL, tl_sink_write, &b), MAZE_EINVAL);
    CHECK(b.len == 0);
    /* a write that fails: MAZE_EIO */
    b.fail_call = 1;
    CHECK_EQ(maze_book_draw(e, 5, NULL, tl_sink_write, &b), MAZE_EIO);
    tl_sink_free(&b);
    maze_destroy(big);
    tl_sink_free(&a);
    for (int i = 0; i < 5; i++) maze_destroy(m[i]);
}

int main(void)
{
    defaults();
    pages();
    fit();
    draw();
    return check_done();
}
