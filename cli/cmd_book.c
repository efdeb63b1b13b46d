/* cmd_book.c - `maze book -o FILE.pdf`: a puzzle book, many mazes on the
 * pages of one PDF with their answers (maze_book_draw); each maze chosen by
 * its difficulty score (maze_difficulty_compute), its start and goal at the
 * ends of its longest path or as gaps in the outer wall. */
#include "cli.h"
#include "core.h"
#include "io.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Defaults. */
#define BOOK_COUNT 12ull
#define BOOK_TRIES 1000ull
#define BOOK_SIZE 20
/* Seeds whose scores set the thirds that easy, medium and hard name. */
#define BOOK_CALIBRATE 60

enum { BAND_ANY, BAND_EASY, BAND_MEDIUM, BAND_HARD, BAND_RANGE };

typedef struct book_args {
    cli_core c;                   /* -s, -o, --gaps, and --page through c.draw */
    unsigned long long count, tries, hardest_of;
    long long per_page;
    double margin, line;
    int has_margin;
    const char *title, *algo, *topology, *difficulty, *answers;
    long long width, height, levels, rings;
} book_args;

static const cli_opt book_opts[] = {
    CLI_STR('o', "output", "FILE", "the PDF to write (through a temporary file)", book_args, c.output),
    CLI_U64(0, "count", "N", "mazes in the book (%R; default 12)", book_args, count, 1, 100000),
    CLI_INT(0, "per-page", "N", "mazes a page: 1, 2, 4 or 6 (default 4)", book_args, per_page, 1, 6),
    CLI_FUNC(0, "page", "SIZE", "the page, a4|a3|a5|letter|legal (a4-l: landscape) or WxH in mm (default a4)",
             book_args, c.draw, cli_draw_opt_page),
    CLI_DOUBLE_SET(0, "margin", "MM", "blank border in millimetres (%R; default 15)", book_args, margin, 0, 1000,
                   has_margin),
    CLI_DOUBLE(0, "line", "MM", "wall line width in millimetres (%R; default 0.5; thinner where a cell is under 3 lines)",
               book_args, line, MAZE_BOOK_MIN_LINE_MM, 10),
    CLI_STR(0, "title", "TEXT", "printed atop every page (UTF-8)", book_args, title),
    CLI_STR('a', "algo", "ALGO", "generator (default dfs; see 'maze list')", book_args, algo),
    CLI_STR(0, "topology", "TOPOLOGY", "cell shape (default rect; see 'maze list')", book_args, topology),
    CLI_INT('W', "width", "WIDTH", "width in cells (default 20)", book_args, width, 1, 100000),
    CLI_INT('H', "height", "HEIGHT", "height in cells (default 20)", book_args, height, 1, 100000),
    CLI_INT('L', "levels", "N", "3d: levels of W x H cells (default 2)", book_args, levels, 1, 1000),
    CLI_INT(0, "rings", "N", "hexagon, polar: rings around the centre cell, the centre counted (default 10)", book_args, rings,
            1, 100000),
    CLI_SEED_OPT(book_args, c.seed, "the first seed tried (default 1): the same arguments give the same book"),
    CLI_STR(0, "difficulty", "BAND", "easy|medium|hard (the lower, middle or upper third of this kind of maze's\n"
            "scores) or LO-HI (scores, as maze stats prints them): mazes of that difficulty only", book_args, difficulty),
    CLI_U64(0, "tries", "N", "give up (exit 1) after N seeds in a row outside the band (%R; default 1000)", book_args,
            tries, 1, ULLONG_MAX),
    CLI_U64(0, "hardest-of", "K", "each maze the hardest of K that fit (%R; default 1)", book_args, hardest_of, 1,
            10000),
    CLI_FLAG(0, "gaps", "start and goal as openings in the outer wall, at the two outline cells farthest\n"
             "apart (rect: an entrance at the top, an exit at the bottom)", book_args, c.gaps),
    CLI_STR(0, "answers", "WHERE", "answer pages: back|after|none (at the back, each after its page, or\n"
            "none; default back)", book_args,
            answers),
    CLI_OPT_END,
};

static const cli_spec book_spec = {
    .name = "book",
    .usage = "-o FILE [--count N] [--per-page 1|2|4|6] [--page SIZE] [--margin MM] [--line MM]\n"
             "                 [--title TEXT] [-a ALGO] [--topology TOPOLOGY] [-W WIDTH -H HEIGHT | --rings N]\n"
             "                 [-L N] [-s SEED] [--difficulty BAND] [--tries N] [--hardest-of K] [--gaps]\n"
             "                 [--answers WHERE]",
    .about = "Writes a puzzle book: N mazes on the pages of one PDF, each numbered with its seed\n"
             "(maze generate -a ALGO -s SEED makes it again), sorted from the easiest to the\n"
             "hardest by their difficulty score (maze stats), then the answer pages with each\n"
             "solution drawn. Start and goal are the two ends of the longest path, or gaps\n"
             "in the outer wall with --gaps. Walls are vector lines, text is DejaVu Sans\n"
             "(embedded); the creation date is SOURCE_DATE_EPOCH, else 1970-01-01, so the same\n"
             "arguments give the same bytes. A page too small for the maze at the thinnest\n"
             "line (0.1 mm) exits 2; a band that none of --tries seeds fits exits 1.",
    .opts = book_opts,
};

/* One candidate: its maze, seed, ends and score. */
typedef struct cand {
    maze *m;
    uint64_t seed;
    int32_t xy[4];
    double score;
} cand;

typedef struct book_run {
    const book_args *a;
    const maze_generator *gen;
    maze_shape shape;
    int rect;
    int band;
    double lo, hi;        /* the band's scores, inclusive */
    uint64_t next;        /* the next seed to try */
} book_run;

static int parse_band(book_run *r, const char *v)
{
    static const char *const names[] = {"easy", "medium", "hard"};
    for (int k = 0; k < 3; k++)
        if (strcmp(v, names[k]) == 0) return r->band = BAND_EASY + k, 0;
    const char *dash = strchr(v, '-');
    char lo[64];
    if (dash && (size_t)(dash - v) < sizeof lo) {
        memcpy(lo, v, (size_t)(dash - v));
        lo[dash - v] = 0;
        if (!cli_parse_double(lo, 0, 1e12, &r->lo) && !cli_parse_double(dash + 1, 0, 1e12, &r->hi) && r->lo <= r->hi)
            return r->band = BAND_RANGE, 0;
    }
    return cli_error(EXIT_USAGE, "book: --difficulty: '%s' is not easy, medium, hard or LO-HI (scores, LO <= HI)", v);
}

/* The maze of one seed, as maze generate makes it. */
static int make(const book_run *r, uint64_t seed, maze **out)
{
    int st = maze_create_shape(out, &r->shape, NULL);
    if (st) return st;
    maze_rng rng;
    maze_rng_seed(&rng, seed);
    st = maze_generate_into(*out, r->gen, &rng, NULL);
    if (st) {
        maze_destroy(*out);
        *out = NULL;
    }
    return st;
}

/* A point of m: rect's (x, y), another topology's (c, 0). */
static void point(const book_run *r, const maze *m, uint32_t c, int32_t *x, int32_t *y)
{
    uint32_t w = r->rect ? (uint32_t)maze_width(m) : UINT32_MAX;
    *x = (int32_t)(r->rect ? c % w : c);
    *y = (int32_t)(r->rect ? c / w : 0);
}

/* Whether cell c may hold an end with --gaps: rect, the top row (`first`)
 * or the bottom one; elsewhere any cell on the outline. */
static int on_edge(const book_run *r, const maze *m, uint32_t c, int first)
{
    if (r->rect) {
        uint32_t w = (uint32_t)maze_width(m), h = (uint32_t)maze_height(m);
        return first ? c < w : c / w == h - 1;
    }
    for (unsigned s = 0, n = maze_cell_sides(m, c); s < n; s++)
        if (maze_cell_neighbor(m, c, s) < 0) return 1;
    return 0;
}

/* The cell of `d` farthest on the edge (`first` as on_edge); the lowest index on ties. */
static uint32_t farthest(const book_run *r, const maze *m, const double *d, int first)
{
    uint32_t best = 0;
    double bd = -1;
    for (uint32_t c = 0; c < (uint32_t)maze_cell_total(m); c++)
        if (isfinite(d[c]) && d[c] > bd && on_edge(r, m, c, first)) bd = d[c], best = c;
    return best;
}

/* --gaps: two edge cells far apart by a double sweep: the goal farthest
 * from the first cell, then the start farthest from the goal. */
static int edge_ends(const book_run *r, const maze *m, int32_t xy[4])
{
    maze_graph *g = NULL;
    maze_search *s = NULL;
    double *d = malloc(maze_cell_total(m) * sizeof *d);
    int st = d ? maze_graph_from_maze(&g, m, NULL) : MAZE_ENOMEM;
    if (!st) st = maze_search_create(&s, g, NULL);
    if (!st) st = maze_search_distances(s, 0, 0, d);
    if (!st) {
        uint32_t goal = farthest(r, m, d, 0);
        point(r, m, goal, &xy[2], &xy[3]);
        st = maze_search_distances(s, xy[2], xy[3], d);
        if (!st) point(r, m, farthest(r, m, d, 1), &xy[0], &xy[1]);
    }
    maze_search_destroy(s);
    maze_graph_destroy(g);
    free(d);
    return st;
}

/* The ends and score of seed's maze into *c. */
static int judge(const book_run *r, uint64_t seed, cand *c)
{
    memset(c, 0, sizeof *c);
    c->seed = seed;
    int st = make(r, seed, &c->m);
    if (st) return st;
    if (r->a->c.gaps) {
        st = edge_ends(r, c->m, c->xy);
    } else {
        maze_stats s;
        st = maze_stats_compute(c->m, -1, 0, 0, 0, &s);
        c->xy[0] = s.diameter_ax, c->xy[1] = s.diameter_ay, c->xy[2] = s.diameter_bx, c->xy[3] = s.diameter_by;
    }
    maze_difficulty d;
    memset(&d, 0, sizeof d);
    if (!st) st = maze_difficulty_compute(c->m, c->xy[0], c->xy[1], c->xy[2], c->xy[3], &d);
    c->score = d.score;
    if (st) {
        maze_destroy(c->m);
        c->m = NULL;
    }
    return st;
}

static int by_score(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

/* easy, medium, hard: the thirds of the scores of the first seeds. */
static int calibrate(book_run *r)
{
    if (r->band == BAND_ANY || r->band == BAND_RANGE) return 0;
    double s[BOOK_CALIBRATE];
    for (unsigned k = 0; k < BOOK_CALIBRATE; k++) {
        cand c;
        unsigned long long seed = r->a->c.seed + k;
        int st = judge(r, seed, &c);
        if (st) return cli_error(cli_exit_for(st), "book: seed %llu: %s", seed, maze_strerror(st));
        maze_destroy(c.m);
        s[k] = c.score;
    }
    qsort(s, BOOK_CALIBRATE, sizeof s[0], by_score);
    double t1 = s[BOOK_CALIBRATE / 3 - 1], t2 = s[2 * BOOK_CALIBRATE / 3 - 1];
    r->lo = r->band == BAND_EASY ? 0 : r->band == BAND_MEDIUM ? nextafter(t1, INFINITY) : nextafter(t2, INFINITY);
    r->hi = r->band == BAND_EASY ? t1 : r->band == BAND_MEDIUM ? t2 : INFINITY;
    return 0;
}

static int fits(const book_run *r, double score)
{
    return r->band == BAND_ANY || (score >= r->lo && score <= r->hi);
}

/* The next candidate in the band, seeds from r->next on: 0, or exit 1 after
 * --tries seeds in a row outside it. */
static int next_fit(book_run *r, cand *c)
{
    uint64_t from = r->next;
    double seen_lo = INFINITY, seen_hi = -INFINITY;
    for (uint64_t miss = 0;; miss++) {
        if (miss == r->a->tries)
            return cli_error(EXIT_NOPATH, "book: none of seeds %llu to %llu gives a maze of difficulty %s "
                             "(their scores: %.2f to %.2f; --tries to try more, or another band)",
                             (unsigned long long)from, (unsigned long long)(r->next - 1), r->a->difficulty,
                             seen_lo, seen_hi);
        int st = judge(r, r->next, c);
        if (st) return cli_error(cli_exit_for(st), "book: seed %llu: %s", (unsigned long long)r->next,
                                 maze_strerror(st));
        r->next++;
        if (fits(r, c->score)) return 0;
        seen_lo = fmin(seen_lo, c->score), seen_hi = fmax(seen_hi, c->score);
        maze_destroy(c->m);
        c->m = NULL;
    }
}

/* The answer path of a candidate into e (malloced cells). */
static int solve(const cand *c, maze_book_entry *e)
{
    maze_graph *g = NULL;
    maze_search *s = NULL;
    maze_result res;
    memset(&res, 0, sizeof res);
    int st = maze_graph_from_maze(&g, c->m, NULL);
    if (!st) st = maze_search_create(&s, g, NULL);
    if (!st) st = maze_solve(s, maze_solver_find("bfs"), c->xy[0], c->xy[1], c->xy[2], c->xy[3], NULL, &res);
    uint32_t *path = NULL;
    if (!st && res.found && !(path = malloc(res.length * sizeof *path))) st = MAZE_ENOMEM;
    if (!st && path) memcpy(path, res.path, res.length * sizeof *path);
    maze_search_destroy(s);
    maze_graph_destroy(g);
    maze_overlay ov = {1, 1, c->xy[0], c->xy[1], c->xy[2], c->xy[3], NULL, 0};
    e->m = c->m;
    e->overlay = ov;
    e->overlay.path = path; /* freed with the book */
    e->overlay.path_length = path ? res.length : 0;
    e->seed = c->seed;
    return st;
}

static int by_entry_score(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    if (a->score != b->score) return a->score < b->score ? -1 : 1;
    return a->seed < b->seed ? -1 : a->seed > b->seed; /* seeds are distinct: a total order */
}

typedef struct book_job {
    const maze_book_entry *e;
    size_t n;
    const maze_book_opts *o;
} book_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const book_job *j = ud;
    return maze_book_draw(j->e, j->n, j->o, write, ctx);
}

/* The shape from the command line (generate's defaults). */
static int shape_of(const book_args *a, const maze_topology *t, maze_shape *s)
{
    const unsigned flag[4] = {MAZE_TOPO_WIDTH, MAZE_TOPO_HEIGHT, MAZE_TOPO_LEVELS, MAZE_TOPO_RINGS};
    const char *opt[4] = {"-W", "-H", "-L", "--rings"};
    const long long given[4] = {a->width, a->height, a->levels, a->rings}, def[4] = {BOOK_SIZE, BOOK_SIZE, 2, 10};
    int32_t *field[4] = {&s->width, &s->height, &s->levels, &s->rings};
    memset(s, 0, sizeof *s);
    s->topology = t->name;
    for (int k = 0; k < 4; k++) {
        if (!(t->flags & flag[k])) {
            if (given[k]) return cli_error(EXIT_USAGE, "book: %s takes no %s", t->name, opt[k]);
            continue;
        }
        *field[k] = (int32_t)(given[k] ? given[k] : def[k]);
    }
    uint64_t cells;
    int st = maze_shape_cells(s, &cells);
    if (st || cells > 100000000ull) return cli_error(EXIT_TOOBIG, "book: the %s maze is too large (over 1e8 cells)", t->name);
    return 0;
}

/* The book's options from the command line: 0 or an exit status. */
static int book_options(const book_args *a, maze_book_opts *o)
{
    maze_book_opts_init(o);
    if (a->c.draw.o.page_width_mm > 0) {
        o->page_width_mm = a->c.draw.o.page_width_mm;
        o->page_height_mm = a->c.draw.o.page_height_mm;
    }
    if (a->has_margin) o->margin_mm = a->margin;
    if (a->line > 0) o->line_mm = a->line;
    if (a->per_page) o->per_page = (int)a->per_page;
    o->title = a->title;
    o->gaps = a->c.gaps;
    static const char *const where[] = {"back", "after", "none"};
    if (a->answers) {
        int k = 0;
        while (k < 3 && strcmp(a->answers, where[k]) != 0) k++;
        if (k == 3) return cli_error(EXIT_USAGE, "book: --answers: '%s' is not back, after or none", a->answers);
        o->answers = k; /* MAZE_BOOK_ANSWERS_BACK, _AFTER, _NONE in that order */
    }
    const char *epoch = getenv("SOURCE_DATE_EPOCH");
    if (epoch) {
        unsigned long long t;
        if (cli_parse_u64(epoch, &t) || t > (unsigned long long)INT64_MAX / 2)
            return cli_error(EXIT_USAGE, "book: SOURCE_DATE_EPOCH='%s' is not a number of seconds since 1970", epoch);
        o->created = (int64_t)t;
    }
    if (o->per_page != 1 && o->per_page != 2 && o->per_page != 4 && o->per_page != 6)
        return cli_error(EXIT_USAGE, "book: --per-page: %lld is not 1, 2, 4 or 6", a->per_page);
    size_t pages;
    int st = maze_book_pages(o, 1, &pages);
    if (st == MAZE_EINVAL) return cli_error(EXIT_USAGE, "book: --title: '%s' is not UTF-8 text", o->title ? o->title : "");
    if (st) return cli_error(EXIT_USAGE, "book: a %g mm margin leaves no room on the %g x %g mm page", o->margin_mm,
                             o->page_width_mm, o->page_height_mm);
    return 0;
}

/* The maze of the first seed fits the page, or the message says why not. */
static int check_fit(const book_run *r, const maze_book_opts *o)
{
    maze *m;
    int st = make(r, r->a->c.seed, &m);
    if (st) return cli_error(cli_exit_for(st), "book: %s: %s", r->gen->name, maze_strerror(st));
    double cell, line;
    st = maze_book_fit(o, m, &cell, &line);
    double ew = 0, eh = 0;
    maze_extent(m, &ew, &eh);
    maze_destroy(m);
    if (st == MAZE_ERANGE)
        return cli_error(EXIT_USAGE, "book: the page is too small for the maze: %d of its %g x %g cell extent a "
                         "%g x %g mm page holds would be under %.2f mm, three of the thinnest line (%.1f mm); "
                         "fewer mazes a page, a larger page or a smaller maze",
                         o->per_page, ew, eh, o->page_width_mm, o->page_height_mm, 3 * MAZE_BOOK_MIN_LINE_MM,
                         MAZE_BOOK_MIN_LINE_MM);
    return st ? cli_error(cli_exit_for(st), "book: %s", maze_strerror(st)) : 0;
}

static int run(book_run *r, const maze_book_opts *o)
{
    const book_args *a = r->a;
    size_t n = (size_t)a->count;
    cand *c = calloc(n, sizeof *c);
    maze_book_entry *e = calloc(n, sizeof *e);
    if (!c || !e) {
        free(c);
        free(e);
        return cli_error(EXIT_TOOBIG, "book: out of memory for %zu mazes", n);
    }
    int rc = calibrate(r);
    for (size_t i = 0; !rc && i < n; i++) {
        for (unsigned long long k = 0; !rc && k < a->hardest_of; k++) {
            cand t;
            memset(&t, 0, sizeof t);
            rc = next_fit(r, &t);
            if (rc) break;
            if (!c[i].m || t.score > c[i].score) {
                maze_destroy(c[i].m);
                c[i] = t;
            } else {
                maze_destroy(t.m);
            }
        }
    }
    if (!rc) qsort(c, n, sizeof *c, by_entry_score);
    for (size_t i = 0; !rc && i < n; i++) {
        int st = solve(&c[i], &e[i]);
        if (st) rc = cli_error(cli_exit_for(st), "book: seed %llu: solving: %s", (unsigned long long)c[i].seed,
                               maze_strerror(st));
    }
    if (!rc) {
        book_job j = {e, n, o};
        int st = cli_write_file(a->c.output, produce, &j);
        if (st) rc = cli_write_failed("book", a->c.output, st);
    }
    for (size_t i = 0; i < n; i++) {
        free((void *)e[i].overlay.path);
        maze_destroy(c[i].m);
    }
    free(e);
    free(c);
    return rc;
}

int cmd_book(int argc, char **argv)
{
    book_args a;
    memset(&a, 0, sizeof a);
    cli_core_init(&a.c, book_spec.name, 0);
    a.count = BOOK_COUNT;
    a.tries = BOOK_TRIES;
    a.hardest_of = 1;
    size_t nfiles;
    int st = cli_parse(&book_spec, argc, argv, &a, NULL, &nfiles);
    if (st >= 0) return st;
    if (!a.c.output) return cli_error(EXIT_USAGE, "book: -o FILE is needed (the PDF to write)");
    if (cli_is_stdout(a.c.output)) return cli_error(EXIT_USAGE, "book: -o needs a file name, not '-'");
    book_run r;
    memset(&r, 0, sizeof r);
    r.a = &a;
    r.next = a.c.seed;
    if (a.difficulty && (st = parse_band(&r, a.difficulty))) return st;
    const char *algo = a.algo ? a.algo : "dfs";
    r.gen = maze_generator_find(algo);
    if (!r.gen) return cli_error(EXIT_USAGE, "book: unknown algorithm '%s' (see 'maze list')", algo);
    const maze_topology *t = maze_topology_find(a.topology ? a.topology : "rect");
    if (!t) return cli_error(EXIT_USAGE, "book: unknown topology '%s' (see 'maze list')", a.topology);
    if (!maze_generator_fits(r.gen, t))
        return cli_error(EXIT_USAGE, "book: %s does not run on %s (see 'maze list': 'every topology')", algo, t->name);
    r.rect = strcmp(t->name, "rect") == 0;
    if ((st = shape_of(&a, t, &r.shape))) return st;
    maze_book_opts o;
    if ((st = book_options(&a, &o)) || (st = check_fit(&r, &o))) return st;
    return run(&r, &o);
}
