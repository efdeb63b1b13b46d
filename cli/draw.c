/* draw.c - the command line's side of pictures: drawing options (--cell,
 * --wall, --margin, --show, --color), the choice of png/svg from -f or the
 * output name, the expanded-cells record, and the checked, atomic save. */
#include "cli.h"
#include "core.h"
#include "io.h"
#include "draw.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    unsigned bit;
} layer_names[] = {
    {"path", MAZE_LAYER_PATH}, {"markers", MAZE_LAYER_MARKERS}, {"expanded", MAZE_LAYER_EXPANDED},
    {"heat", MAZE_LAYER_HEAT}, {"outline", MAZE_LAYER_OUTLINE}, {"shortest", MAZE_LAYER_SHORTEST},
};

void cli_draw_init(cli_draw *d)
{
    memset(d, 0, sizeof *d);
    maze_draw_opts_init(&d->o);
}

void cli_core_init(cli_core *c, const char *cmd, int draws)
{
    memset(c, 0, sizeof *c);
    c->cmd = cmd;
    c->seed = 1;
    c->draws = draws;
    cli_draw_init(&c->draw);
}

static int parse_layers(const char *s, unsigned *out, int *named_expanded)
{
    *named_expanded = 0;
    if (!*s) return -1; /* an empty list names no layer: "none" says that */
    if (strcmp(s, "none") == 0) return *out = 0, 0;
    if (strcmp(s, "all") == 0) return *out = 31, 0; /* not gaps (--gaps asks for them), nor shortest (named) */
    unsigned v = 0;
    while (*s) {
        size_t n = strcspn(s, ","), k;
        for (k = 0; k < sizeof layer_names / sizeof layer_names[0]; k++)
            if (strlen(layer_names[k].name) == n && strncmp(layer_names[k].name, s, n) == 0) break;
        if (k == sizeof layer_names / sizeof layer_names[0]) return -1;
        v |= layer_names[k].bit;
        *named_expanded |= layer_names[k].bit == MAZE_LAYER_EXPANDED ? 1 : layer_names[k].bit == MAZE_LAYER_SHORTEST ? 2 : 0;
        s += n;
        if (*s == ',' && *++s == 0) return -1;
    }
    *out = v;
    return 0;
}

static uint32_t *color_slot(maze_draw_opts *o, const char *role, size_t n)
{
    static const char *const roles[] = {"background", "wall", "path", "start", "goal",
                                        "expanded", "outline", "heat-near", "heat-far", "shortest"};
    uint32_t *slots[] = {&o->background, &o->wall_color, &o->path_color, &o->start_color, &o->goal_color,
                         &o->expanded_color, &o->outline_color, &o->heat_near, &o->heat_far, &o->shortest_color};
    for (size_t k = 0; k < sizeof roles / sizeof roles[0]; k++)
        if (strlen(roles[k]) == n && strncmp(roles[k], role, n) == 0) return slots[k];
    return NULL;
}

static int parse_color(const char *cmd, maze_draw_opts *o, const char *v)
{
    const char *eq = strchr(v, '=');
    uint32_t *slot = eq ? color_slot(o, v, (size_t)(eq - v)) : NULL;
    if (!slot) return cli_error(EXIT_USAGE, "%s: --color: '%s' is not ROLE=COLOUR with ROLE one of background, "
                                            "wall, path, start, goal, expanded, outline, heat-near, heat-far, shortest", cmd, v);
    if (maze_color_parse(eq + 1, slot))
        return cli_error(EXIT_USAGE, "%s: --color: unknown colour '%s' (a name like red or navy, or #rrggbb)", cmd,
                         eq + 1);
    return 0;
}

int cli_draw_opt_show(const char *cmd, void *field, const char *v)
{
    cli_draw *d = field;
    int named;
    if (parse_layers(v, &d->o.layers, &named))
        return cli_error(EXIT_USAGE, "%s: --show: '%s' is not a list of path, markers, expanded, heat, outline, "
                                     "shortest (or all, none)", cmd, v);
    d->expanded_named = named & 1;
    d->shortest_named = (named & 2) != 0;
    d->set = d->show_set = 1;
    return 0;
}

/* Page sizes in millimetres (ISO 216 and the US ones), portrait. */
static const struct {
    const char *name;
    double w, h;
} pages[] = {{"a3", 297, 420}, {"a4", 210, 297}, {"a5", 148, 210}, {"letter", 215.9, 279.4}, {"legal", 215.9, 355.6}};

static int page_size(const char *v, double *w, double *h)
{
    size_t n = strlen(v);
    int land = n > 2 && strcmp(v + n - 2, "-l") == 0;
    for (size_t k = 0; k < sizeof pages / sizeof pages[0]; k++)
        if (strlen(pages[k].name) == n - 2 * (size_t)land && strncmp(pages[k].name, v, n - 2 * (size_t)land) == 0) {
            *w = land ? pages[k].h : pages[k].w;
            *h = land ? pages[k].w : pages[k].h;
            return 0;
        }
    const char *x = strchr(v, 'x');
    char wbuf[32], hbuf[32];
    if (!x || (size_t)(x - v) >= sizeof wbuf || strlen(x + 1) >= sizeof hbuf) return -1;
    memcpy(wbuf, v, (size_t)(x - v));
    wbuf[x - v] = 0;
    strcpy(hbuf, x + 1);
    size_t hn = strlen(hbuf);
    if (hn > 2 && strcmp(hbuf + hn - 2, "mm") == 0) hbuf[hn - 2] = 0; /* WxHmm: millimetres said */
    return cli_parse_double(wbuf, 1, 10000, w) || cli_parse_double(hbuf, 1, 10000, h) ? -1 : 0;
}

int cli_draw_opt_page(const char *cmd, void *field, const char *v)
{
    cli_draw *d = field;
    if (page_size(v, &d->o.page_width_mm, &d->o.page_height_mm))
        return cli_error(EXIT_USAGE, "%s: --page: '%s' is not a4, a3, a5, letter, legal (-l for landscape) or WxH "
                                     "in millimetres (1..10000 each; WxHmm too)", cmd, v);
    d->set = 1;
    return 0;
}

int cli_draw_opt_color(const char *cmd, void *field, const char *v)
{
    cli_draw *d = field;
    d->set = 1;
    return parse_color(cmd, &d->o, v);
}

static int ends_with(const char *path, const char *ext)
{
    size_t n = strlen(path), e = strlen(ext);
    if (n <= e) return 0;
    for (size_t k = 0; k < e; k++)
        if (tolower((unsigned char)path[n - e + k]) != ext[k]) return 0;
    return 1;
}

const char *cli_draw_format(const char *format, const char *path)
{
    static const char *const pictures[] = {"png", "svg", "pdf"};
    for (int k = 0; k < 3; k++) {
        char ext[5] = {'.', pictures[k][0], pictures[k][1], pictures[k][2], 0};
        if (format ? strcmp(format, pictures[k]) == 0 : path && ends_with(path, ext)) return pictures[k];
    }
    return NULL;
}

int cli_draw_check(const cli_core *c, const char *fmt, int solver)
{
    const cli_draw *d = &c->draw;
    if (!c->draws || !d->set) return 0;
    if (!fmt || !cli_draw_format(fmt, NULL))
        return cli_error(EXIT_USAGE, "%s: the drawing options (--cell, --show, --page, ...) apply to png, svg and "
                                     "pdf output, not %s (use -f png, -f svg, -f pdf or -o FILE.png)", c->cmd,
                         fmt ? fmt : "text");
    if (d->expanded_named && !solver)
        return cli_error(EXIT_USAGE, "%s: --show expanded needs a solver's visits (maze solve)", c->cmd);
    if (d->shortest_named && !solver)
        return cli_error(EXIT_USAGE, "%s: --show shortest needs a start and a goal (maze solve)", c->cmd);
    return 0;
}

int cli_draw_can_stream(const cli_draw *d)
{
    return !d || !(d->o.layers & (MAZE_LAYER_HEAT | MAZE_LAYER_EXPANDED | MAZE_LAYER_SHORTEST));
}

int cli_draw_want_visits(cli_draw *d, int32_t width, int32_t height, maze_step_fn *step, void **ud)
{
    if (!(d->o.layers & MAZE_LAYER_EXPANDED)) return 0;
    free(d->marks.cells);
    d->marks = (maze_visit_marks){width, height, calloc((size_t)width * (size_t)height, 1), 0};
    if (!d->marks.cells) return cli_error(EXIT_TOOBIG, "out of memory for the expanded-cells layer");
    d->o.expanded = d->marks.cells;
    *step = maze_mark_visits;
    *ud = &d->marks;
    return 0;
}

void cli_draw_free(cli_draw *d)
{
    free(d->shortest);
    d->shortest = NULL;
    d->o.shortest = NULL;
    free(d->marks.cells);
    d->marks.cells = NULL;
    d->o.expanded = NULL;
}

typedef struct save_job {
    const cli_picture *p;
    const maze_draw_opts *o;
} save_job;

static int produce(void *ud, maze_write_fn write, void *ctx)
{
    const save_job *j = ud;
    return j->p->maze ? maze_draw(j->p->maze, j->p->format, j->o, j->p->overlay, write, ctx)
                      : maze_map_draw(j->p->map, j->p->format, j->o, j->p->overlay, write, ctx);
}

int cli_draw_check_size(const cli_core *c, const maze_draw_opts *o, int32_t w, int64_t h, int is_map)
{
    int64_t pw, ph;
    int st = maze_draw_size(w, h > INT32_MAX ? INT32_MAX : (int32_t)h, is_map, o, &pw, &ph);
    if (st == MAZE_EINVAL)
        return cli_error(EXIT_USAGE, "%s: bad drawing options: the wall (%d) must be thinner than the cell (%d)",
                         c->cmd, (int)o->wall, (int)o->cell);
    if (st == MAZE_ETOOBIG)
        return cli_error(EXIT_TOOBIG, "%s: image too large: %d x %lld cells at %d pixels a cell exceed %lld pixels "
                         "a side", c->cmd, (int)w, (long long)h, (int)o->cell, (long long)MAZE_DRAW_MAX_SIDE);
    double mm = o->cell_mm / o->cell; /* a pixel on paper */
    if (!st && o->cell_mm > 0 && o->page_width_mm > 0 &&
        ((double)pw * mm > o->page_width_mm * (1 + 1e-9) || (double)ph * mm > o->page_height_mm * (1 + 1e-9)))
        return cli_error(EXIT_USAGE, "%s: at --cell-mm %g the picture is %.1f x %.1f mm, larger than the %g x %g mm "
                         "page (leave --cell-mm out to fit it)", c->cmd, o->cell_mm, (double)pw * mm, (double)ph * mm,
                         o->page_width_mm, o->page_height_mm);
    return st ? cli_fail(c->cmd, st) : 0;
}

static int32_t round_up(double v)
{
    if (!(v < INT32_MAX)) return INT32_MAX;
    int32_t n = (int32_t)v;
    return n + (n < v);
}

/* The size in cells a maze's picture is checked at: a rect maze's own, the
 * box of another topology's cells (maze_extent) rounded up. */
static void picture_cells(const maze *m, int32_t *w, int32_t *h)
{
    double ew, eh;
    *w = maze_width(m), *h = maze_height(m);
    if (cli_maze_rect(m) || maze_extent(m, &ew, &eh)) return;
    *w = round_up(ew);
    *h = round_up(eh);
}

int cli_draw_save(const cli_core *c, const cli_picture *p)
{
    save_job j = {p, &c->draw.o};
    int32_t w, h;
    if (p->maze) picture_cells(p->maze, &w, &h);
    int rc = p->maze ? cli_draw_check_size(c, j.o, w, h, 0)
                     : cli_draw_check_size(c, j.o, maze_map_width(p->map), maze_map_height(p->map), 1);
    if (rc) return rc;
    const char *path = c->output;
    int st;
    if (!path || strcmp(path, "-") == 0) {
        if ((rc = cli_check_terminal(c, p->format, path))) return rc;
        errno = 0;
        st = produce(&j, cli_write_stdio, stdout);
        if (!st && fflush(stdout)) st = MAZE_EIO;
        path = "<stdout>";
    } else {
        st = cli_write_file(path, produce, &j);
    }
    if (st == MAZE_ETOOBIG || st == MAZE_ENOMEM)
        return cli_error(EXIT_TOOBIG, "%s: %s: image too large for memory (%s)", c->cmd, path, maze_strerror(st));
    return st ? cli_write_failed(c->cmd, path, st) : 0;
}
